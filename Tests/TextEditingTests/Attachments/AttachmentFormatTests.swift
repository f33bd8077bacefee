import Foundation
import SafeFiles
import Testing
@testable import TextEditing

/// Attachments through the archive (version 3, older versions, contradictory archives), plain
/// text, HTML (read back by Python's `html.parser`) and Markdown in and out.
@Suite struct AttachmentFormatTests {
    static func sample() throws -> IntensityDocument {
        var doc = IntensityDocument(string: "see ", intensity: 30)
        doc.replace(utf16Range: 4..<4, with: DocumentFragment(attachment: try ImageFileProbe.attachment(path: ImageFixtures.png, alt: "flag"), intensity: 95))
        doc.replace(utf16Range: 5..<5, with: " and ", intensity: 30)
        doc.replace(utf16Range: 10..<10, with: DocumentFragment(attachment: ImageAttachment(path: "gone.jpg", pixelWidth: 0, pixelHeight: 0, contentHash: nil), intensity: 10))
        return doc
    }

    @Test func archiveRoundTripKeepsAttachments() throws {
        let doc = try Self.sample()
        let bytes = DocumentArchive.encode(doc)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"version\":3"))
        #expect(text.contains("\"attachments\":[[4,{\"alt\":\"flag\""))
        let (back, repairs) = try DocumentArchive.decode(bytes)
        #expect(repairs.isEmpty)
        #expect(back == doc)
        #expect(DocumentArchive.encode(back) == bytes)
    }

    @Test func olderArchivesLoadWithTheirObjectReplacementCharactersAsText() throws {
        let v2 = #"{"format": "pressboard.document", "version": 2, "text": "a\uFFFCb", "intensities": [1, 2, 3], "attributes": [[0, 3, 16]], "links": [], "options": {}}"#
        let (doc, repairs) = try DocumentArchive.decode(Array(v2.utf8))
        #expect(repairs.isEmpty)
        #expect(doc.string == "a\u{FFFC}b" && doc.attachments.isEmpty)
        let v1 = #"{"format": "pressboard.document", "version": 1, "text": "hi", "intensities": [1, 2], "attributes": [[0, 2, 16]], "options": {}}"#
        #expect(try DocumentArchive.decode(Array(v1.utf8)).document.string == "hi")
    }

    @Test func attachmentsContradictingTheTextAreDroppedWithWarningsAndTheTextKept() throws {
        let entry = #"{"path": "a.png", "width": 4, "height": 2, "hash": "00000000000000ff"}"#
        let json = """
        {"format": "pressboard.document", "version": 3, "text": "a\\uFFFCb\\uFFFC", "intensities": [1, 2, 3, 4], "attributes": [[0, 4, 16]], "options": {},
         "attachments": [[0, \(entry)], [1, \(entry)], [1, \(entry)], [9, \(entry)], [-1, \(entry)], ["x"], [3, {"width": 1}],
                         [3, {"path": "b.png", "width": -5, "height": 1e999, "hash": "xyz"}]]}
        """
        let (doc, repairs) = try DocumentArchive.decode(Array(json.utf8))
        #expect(doc.string == "a\u{FFFC}b\u{FFFC}")
        #expect(doc.attachments.map(\.offset) == [1, 3])
        #expect(doc.attachments[0].attachment.contentHash == 0xff)
        let unresolved = doc.attachments[1].attachment
        #expect(unresolved.path == "b.png" && !unresolved.isResolved && unresolved.contentHash == nil)
        let paths = repairs.filter { $0.kind == .attachmentRepaired }.map(\.path)
        #expect(paths == ["attachments[0]", "attachments[2]", "attachments[3]", "attachments[4]", "attachments[5]",
                          "attachments[6].path", "attachments[7].hash", "attachments[7]"])
        #expect(repairs.allSatisfy { !$0.message.isEmpty })
        let wrongType = try DocumentArchive.decode(Array(#"{"text": "\uFFFC", "attachments": 5}"#.utf8))
        #expect(wrongType.document.string == "\u{FFFC}" && wrongType.repairs.contains { $0.path == "attachments" })
    }

    @Test func plainTextNamesTheImage() throws {
        #expect(String(decoding: PlainTextFormat.encode(try Self.sample()), as: UTF8.self) == "see [image: flag] and [image: gone.jpg]")
    }

    @Test func markdownWritesAndReadsImages() throws {
        let md = String(decoding: MarkdownWriter.write(try Self.sample()), as: UTF8.self)
        #expect(md == "see ![flag](\(ImageFixtures.png)) and ![](gone.jpg)\n")
        let relative = Array("An ![icon](stripes.png) here and ![missing](nope/gone.png).\n".utf8)
        let (doc, warnings) = MarkdownReader.read(relative, folder: ImageFixtures.folder)
        #expect(doc.string == "An \u{FFFC} here and \u{FFFC}.")
        #expect(doc.attachments.map(\.offset) == [3, 14])
        let icon = doc.attachments[0].attachment
        #expect(icon.path == "stripes.png" && icon.alt == "icon" && icon.pixelWidth == 48 && icon.isResolved)
        #expect(!doc.attachments[1].attachment.isResolved && doc.attachments[1].attachment.label == "missing")
        #expect(warnings.count == 1 && warnings[0].message.contains("nope/gone.png"))
    }

    @Test func markdownFileImagesResolveAgainstTheFilesFolder() throws {
        let dir = ImageFixtures.tempDir()
        ImageFixtures.copy(ImageFixtures.jpeg, to: dir + "/p.jpg")
        let path = dir + "/doc.md"
        try AtomicFile.write(Array("# T\n\n![photo](p.jpg)\n".utf8), to: path)
        let (doc, repairs) = try IntensityDocument.load(from: path)
        #expect(repairs.isEmpty)
        #expect(doc.attachments.first?.attachment.pixelHeight == 60)
    }

    @Test func htmlEmbedsImgThatAParserAccepts() throws {
        let html = HTMLFormat.fragment(try Self.sample(), scheme: .hue)
        #expect(html.contains("<img src=\"\(ImageFixtures.png)\" width=\"64\" height=\"32\" alt=\"flag\" style=\"border: 2px solid currentColor; vertical-align: baseline\">"))
        #expect(HTMLFormat.fragment(try Self.sample(), imageSide: 160).contains("width=\"160\" height=\"80\""))
        let script = """
        import sys
        from html.parser import HTMLParser
        class P(HTMLParser):
            def __init__(self):
                super().__init__(); self.out = []; self.colour = None
            def handle_starttag(self, tag, attrs):
                a = dict(attrs)
                if tag == "span": self.colour = a["style"].split(";")[0]
                if tag == "img": self.out.append("%s %sx%s %s %s" % (a["src"].split("/")[-1], a["width"], a["height"], a["alt"], self.colour))
        p = P(); p.feed(sys.stdin.read()); p.close()
        print("|".join(p.out))
        """
        let (status, printed) = try PythonScript.run(script, input: html)
        #expect(status == 0)
        // Each frame takes its span's colour: the high intensity red end, the low one green.
        #expect(printed
            == "stripes.png 64x32 flag color: #cc1800|gone.jpg 64x64 gone.jpg color: #00cc21", "\(html)")
    }
}
