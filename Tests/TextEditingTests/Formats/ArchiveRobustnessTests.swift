import Testing
@testable import TextEditing

/// Issue 16's document cases: hostile nesting, out-of-range numbers and damaged text.
@Suite struct ArchiveRobustnessTests {
    let head = #""format": "pressboard.document", "version": 2"#

    @Test func deepNestingIsALocatedErrorNotAStackOverflow() {
        let depth = 300_000
        let bytes = Array(("{\"text\": \"a\", \"x\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
        do {
            _ = try DocumentArchive.decode(bytes, file: "deep.pbdoc")
            Issue.record("a 300,000-deep document was accepted")
        } catch {
            guard case let .malformedJSON(file, line, column, detail) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == "deep.pbdoc" && line == 1)
            // The first bracket past the bound: 19 characters of prefix, then 512 accepted levels.
            #expect(column == 20 + JSONSyntaxScanner.maximumDepth - 1)
            #expect(detail.contains("nested deeper than 512"))
        }
    }

    @Test func outOfRangeNumberInAnOptionalPartIsRepaired() throws {
        let json = "{\(head), \"text\": \"abc\", \"intensities\": [10, 1e999, 30], \"attributes\": [[0, 3, 1e999]], \"options\": {\"animates\": -1e999}}"
        let (doc, repairs) = try DocumentArchive.decode(Array(json.utf8))
        #expect(doc.string == "abc")
        #expect(doc.intensities.allValues == [10, 10, 30])
        #expect(repairs.map(\.path) == ["intensities[1]", "attributes[0]", "attributes", "options.animates"])
        #expect(repairs[0].message.contains("out of range"))
    }

    @Test func damagedTextIsALocatedErrorWithoutTypeNames() {
        var bytes = Array("{\"version\": 2,\n \"text\": \"ab".utf8)
        bytes += [0xFF]
        bytes += Array("cd\"}".utf8)
        for (input, expectedColumn, words) in [(bytes, 13, "invalid UTF-8"),
                                                (Array("{\n\"text\": \"a\\qb\"}".utf8), 12, "unknown escape"),
                                                (Array("{\n\"text\": \"a\\ud800b\"}".utf8), 17, "surrogate")] {
            do {
                _ = try DocumentArchive.decode(input, file: "d.pbdoc")
                Issue.record("damaged text accepted")
            } catch {
                #expect(error.description.hasPrefix("d.pbdoc, line 2, column \(expectedColumn): "), "\(error.description)")
                #expect(error.description.contains(words))
                #expect(!error.description.contains("DecodingError") && !error.description.contains("Swift"))
            }
        }
    }

    @Test func escapesAndUnicodeRoundTrip() throws {
        let json = #"{"text": "a\"b\\c\/d\n\u00e9\ud83d\ude00 \u2029x", "version": 2}"#
        let (doc, _) = try DocumentArchive.decode(Array(json.utf8))
        #expect(doc.string == "a\"b\\c/d\né😀 \u{2029}x")
    }

    @Test func trailingGarbageAndTruncationAreLocated() {
        for (text, column) in [("{\"text\": \"a\"} x", 15), ("{\"text\": \"a", 12), ("{\"text\": -}", 11)] {
            #expect(throws: ArchiveError.self) { _ = try DocumentArchive.decode(Array(text.utf8)) }
            var s = JSONSyntaxScanner(bytes: Array(text.utf8))
            #expect(s.firstErrorOffset().map { $0 + 1 } == column, "\(text)")
        }
    }
}
