import IntensityStyle
import Testing
@testable import TextEditing

@Suite struct ArchiveTests {
    func sample() -> IntensityDocument {
        var doc = IntensityDocument(string: "Bold 👨‍👩‍👧 link é\nnext", intensity: 40, options: DocumentOptions(renderScheme: .hue, smoothing: .word, animates: false))
        doc.setIntensity(95, inUTF16Range: 0..<4)
        doc.setAttributes(BaseAttributes(size: 24, bold: true), inUTF16Range: 0..<4)
        doc.setAttributes(BaseAttributes(size: 12, italic: true, underline: true, strikethrough: true), inUTF16Range: 14..<18)
        doc.addLink(url: "https://example.org/a?b=1&c=\"2\"", inUTF16Range: 14..<18)
        return doc
    }

    func decode(_ json: String) throws -> (IntensityDocument, [ArchiveRepair]) {
        let r = try DocumentArchive.decode(Array(json.utf8))
        return (r.document, r.repairs)
    }

    @Test func roundTripKeepsEverything() throws {
        let doc = sample()
        let bytes = DocumentArchive.encode(doc)
        let (back, repairs) = try decode(String(decoding: bytes, as: UTF8.self))
        #expect(repairs.isEmpty)
        #expect(back == doc)
        #expect(DocumentArchive.encode(back) == bytes)  // deterministic bytes
    }

    @Test func roundTripEmptyAndHugeClusters() throws {
        for doc in [IntensityDocument(), IntensityDocument(string: String(repeating: "🇫🇷e\u{301}漢", count: 3000), intensity: 100)] {
            let (back, repairs) = try decode(String(decoding: DocumentArchive.encode(doc), as: UTF8.self))
            #expect(repairs.isEmpty)
            #expect(back == doc)
        }
    }

    let head = #""format": "pressboard.document", "version": 1, "options": {"renderScheme": "weight", "smoothing": "character", "animates": true}"#

    @Test func shortIntensitiesArePadded() throws {
        let (doc, repairs) = try decode("{\(head), \"text\": \"abcd\", \"intensities\": [10, 20], \"attributes\": [[0, 4, 20]]}")
        #expect(repairs.map(\.kind) == [.intensitiesPadded])
        #expect(doc.intensities.allValues == [10, 20, 20, 20])
    }

    @Test func longIntensitiesAreTruncated() throws {
        let (doc, repairs) = try decode("{\(head), \"text\": \"ab\", \"intensities\": [1, 2, 3, 4, 5], \"attributes\": [[0, 2, 20]]}")
        #expect(repairs.map(\.kind) == [.intensitiesTruncated])
        #expect(doc.intensities.allValues == [1, 2])
    }

    @Test func perUTF16IntensitiesFromTheOriginalAreConverted() throws {
        let (doc, repairs) = try decode("{\(head), \"text\": \"a👍b\", \"intensities\": [10, 50, 50, 90], \"attributes\": [[0, 3, 20]]}")
        #expect(repairs.map(\.kind) == [.intensitiesConvertedFromUTF16])
        #expect(doc.intensities.allValues == [10, 50, 90])
    }

    @Test func badIntensityValuesAreClampedOrReplaced() throws {
        let (doc, repairs) = try decode("{\(head), \"text\": \"abc\", \"intensities\": [150, \"x\", -3], \"attributes\": [[0, 3, 20]]}")
        #expect(repairs.map(\.kind) == [.intensityClamped, .wrongType, .intensityClamped])
        #expect(repairs.map(\.path) == ["intensities[0]", "intensities[1]", "intensities[2]"])
        #expect(doc.intensities.allValues == [100, 100, 0])
    }

    @Test func missingKeysGetDefaults() throws {
        let (doc, repairs) = try decode("{\"text\": \"hi\"}")
        #expect(Set(repairs.map(\.kind)) == [.unknownFormat, .missingVersion, .missingKey])
        #expect(Set(repairs.filter { $0.kind == .missingKey }.map(\.path)) == ["intensities", "attributes", "options"])
        #expect(doc.string == "hi")
        #expect(doc.intensities.allValues == [40, 40])
        #expect(doc.options == DocumentOptions())
        let (empty, r2) = try decode("{\(head), \"intensities\": [], \"attributes\": []}")
        #expect(r2.map(\.kind) == [.missingKey])
        #expect(empty.isEmpty)
    }

    @Test func wrongTypesAreReplaced() throws {
        let (doc, repairs) = try decode(#"{"format": "pressboard.document", "version": 1, "text": 5, "intensities": {}, "attributes": "x", "links": 3, "options": []}"#)
        #expect(repairs.map(\.kind) == [.wrongType, .wrongType, .wrongType, .wrongType, .wrongType])
        #expect(doc.isEmpty)
    }

    @Test func newerVersionIsReadWithAWarning() throws {
        let (doc, repairs) = try decode(#"{"format": "pressboard.document", "version": 7, "text": "a", "intensities": [3], "attributes": [[0, 1, 20]], "options": {}, "sparkles": true}"#)
        #expect(repairs.map(\.kind) == [.newerVersion])
        #expect(doc.intensities.allValues == [3])
    }

    @Test func attributeRunsAreRepaired() throws {
        // malformed, out of bounds, gap, overlap, invalid value, short coverage
        let json = "{\(head), \"text\": \"abcdefghij\", \"intensities\": [1,1,1,1,1,1,1,1,1,1], \"attributes\": [[0, 2, 276], \"bad\", [3, 5, 20], [4, 6, 532], [6, 8, 0], [8, 99, 20]]}"
        let (doc, repairs) = try decode(json)
        #expect(repairs.allSatisfy { $0.kind == .attributeRunRepaired })
        #expect(Set(repairs.map(\.path)) == ["attributes[1]", "attributes[2]", "attributes[3]", "attributes[4]", "attributes[5]"])
        #expect(doc.attributes.count == 10)
        #expect(doc.attributes.value(at: 0) == BaseAttributes(size: 20, bold: true))
        #expect(doc.attributes.value(at: 2) == .default)      // gap
        #expect(doc.attributes.value(at: 4) == BaseAttributes(size: 20, italic: true))  // later run wins
        #expect(doc.attributes.value(at: 6) == .default)      // invalid value
        #expect(doc.attributes.value(at: 9) == .default)
    }

    @Test func linksAreRepaired() throws {
        let json = "{\(head), \"text\": \"abcdefghij\", \"intensities\": [1,1,1,1,1,1,1,1,1,1], \"attributes\": [[0, 10, 20]], \"links\": [[0, 3, \"https://a\"], [2, 4, \"https://b\"], [5, 50, \"https://c\"], [6, 6, \"https://d\"], [1, 2, \"\"], [\"x\"]]}"
        let (doc, repairs) = try decode(json)
        #expect(repairs.map(\.kind) == Array(repeating: .linkRepaired, count: 5))
        #expect(doc.links == [Link(range: 0..<3, url: "https://a"), Link(range: 5..<10, url: "https://c")])
    }

    @Test func unknownOptionsDefault() throws {
        let (doc, repairs) = try decode(#"{"format": "pressboard.document", "version": 1, "text": "", "intensities": [], "attributes": [], "options": {"renderScheme": "Sparkle", "smoothing": 4, "animates": "yes"}}"#)
        #expect(repairs.map(\.kind) == [.optionDefaulted, .optionDefaulted, .optionDefaulted])
        #expect(doc.options == DocumentOptions())
        let (orig, r2) = try decode(#"{"format": "pressboard.document", "version": 1, "text": "", "intensities": [], "attributes": [], "options": {"renderScheme": "AlphaScheme", "smoothing": "S", "animates": false}}"#)
        #expect(r2.isEmpty)
        #expect(orig.options == DocumentOptions(renderScheme: .alpha, smoothing: .sentence, animates: false))
    }

    @Test func notJSONFailsWithAPosition() {
        do {
            _ = try DocumentArchive.decode(Array("{\"text\": \"a\",\n \"x\": [1, 2,, 3]}".utf8), file: "doc.pbdoc")
            Issue.record("malformed JSON was accepted")
        } catch {
            guard case let .malformedJSON(file, line, column, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == "doc.pbdoc" && line == 2 && column == 13)
            #expect(error.description.hasPrefix("doc.pbdoc, line 2, column 13: "))
        }
        #expect(throws: ArchiveError.notAnObject(file: nil, found: "array")) {
            _ = try DocumentArchive.decode(Array("[1]".utf8))
        }
    }
}
