import IntensityStyle
import SafeFiles
import Testing
import Glibc
@testable import TextEditing

@Suite struct FormatTests {
    func tempDir() -> String {
        var template = Array("/tmp/pressboard-editor-XXXXXX".utf8CString)
        let p = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + (p == nil ? "-failed" : "")
    }

    @Test func htmlWeightSchemeStylesEachBin() {
        var doc = IntensityDocument(string: "ab<c", intensity: 0)
        doc.setIntensity(100, inUTF16Range: 1..<2)
        doc.setIntensity(40, inUTF16Range: 2..<4)
        let html = HTMLFormat.fragment(doc)
        #expect(html == "<div class=\"pressboard-document\" style=\"white-space: pre-wrap\"><span style=\"font-weight: 100; font-size: 20pt\">a</span><span style=\"font-weight: 900; font-size: 20pt\">b</span><span style=\"font-weight: 400; font-size: 20pt\">&lt;c</span></div>")
    }

    @Test func htmlSchemesUseTheOriginalsNumbers() {
        let a = BaseAttributes.default
        #expect(HTMLFormat.style(bin: 0, attributes: a, scheme: .hue).hasPrefix("color: #00cc52"))   // hue 144°
        #expect(HTMLFormat.style(bin: 19, attributes: a, scheme: .hue).hasPrefix("color: #cc1800"))  // hue 7.2°
        #expect(HTMLFormat.style(bin: 0, attributes: a, scheme: .alpha) == "color: rgba(0, 0, 0, 0.143); font-size: 20pt")
        #expect(HTMLFormat.style(bin: 7, attributes: a, scheme: .alpha) == "color: rgba(0, 0, 0, 1.000); font-size: 20pt")
        #expect(HTMLFormat.style(bin: 0, attributes: a, scheme: .size) == "font-size: 15pt")
        #expect(HTMLFormat.style(bin: 9, attributes: a, scheme: .size) == "font-size: 24pt")
        let fancy = BaseAttributes(size: 20, bold: true, italic: true, underline: true, strikethrough: true)
        #expect(HTMLFormat.style(bin: 3, attributes: fancy, scheme: .weight) == "font-weight: 700; font-size: 20pt; font-style: italic; text-decoration: underline line-through")
        #expect(RenderScheme.weight.bin(for: 40) == 3)
        #expect(RenderScheme.alpha.bin(for: 100) == 7)
    }

    @Test func htmlSmoothingAveragesWordsAndLinksWrapSpans() {
        var doc = IntensityDocument(string: "ab cd", intensity: 0, options: DocumentOptions(smoothing: .word))
        doc.setIntensity(100, inUTF16Range: 0..<1)   // "ab" → mean 50 → weight bin 4
        doc.addLink(url: "https://x.org/?a=1&b=2", inUTF16Range: 3..<5)
        let html = HTMLFormat.fragment(doc)
        #expect(html.contains("<span style=\"font-weight: 500; font-size: 20pt\">ab</span>"))
        #expect(html.contains("<a href=\"https://x.org/?a=1&amp;b=2\"><span style=\"font-weight: 100; font-size: 20pt\">cd</span></a>"))
        #expect(doc.smoothedIntensities(.word) == [50, 50, 0, 0, 0])
        #expect(doc.smoothedIntensities(.document) == [20, 20, 20, 20, 20])
        let page = String(decoding: HTMLFormat.encode(doc, scheme: .alpha), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("rgba(0, 0, 0"))
    }

    @Test func plainTextRoundTrip() {
        let doc = PlainTextFormat.decode(Array("héllo 👋\n".utf8), intensity: 70)
        #expect(doc.string == "héllo 👋\n")
        #expect(doc.intensities.allValues.allSatisfy { $0 == 70 })
        #expect(PlainTextFormat.encode(doc) == Array("héllo 👋\n".utf8))
    }

    @Test func atomicSaveReplacesWholeFilesAndLeavesNoTemporaries() throws {
        let dir = tempDir()
        let path = dir + "/doc.pbdoc"
        var doc = IntensityDocument(string: "first", intensity: 10)
        try doc.save(to: path)
        doc.replace(utf16Range: 0..<5, with: "second version", intensity: 90)
        try doc.save(to: path)
        let (back, repairs) = try IntensityDocument.load(from: path)
        #expect(repairs.isEmpty)
        #expect(back == doc)
        try doc.save(to: dir + "/doc.txt")
        #expect(try IntensityDocument.load(from: dir + "/doc.txt").document.string == "second version")
        try doc.save(to: dir + "/doc.html")
        #expect(throws: DocumentLoadError.notReadable(path: dir + "/doc.html", format: .html)) { _ = try IntensityDocument.load(from: dir + "/doc.html") }
        // Only the three documents: no temporary file left behind.
        let d = try #require(opendir(dir))
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(d)
        #expect(names.sorted() == ["doc.html", "doc.pbdoc", "doc.txt"])
        for n in names { unlink(dir + "/" + n) }
        rmdir(dir)
    }

    @Test func saveIntoAMissingDirectoryNamesThePath() {
        #expect(throws: FileError.self) { try IntensityDocument(string: "x").save(to: "/nonexistent-dir/doc.pbdoc") }
        do { try IntensityDocument(string: "x").save(to: "/nonexistent-dir/doc.pbdoc") } catch {
            #expect(error.description.hasPrefix("/nonexistent-dir/doc.pbdoc: create temporary file failed"))
        }
    }
}
