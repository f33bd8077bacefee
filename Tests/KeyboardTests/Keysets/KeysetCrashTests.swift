import FoundationEssentials
import Testing
@testable import Keyboard

/// Regression tests for inputs that once crashed keyset loading (issue 16): each holds its
/// reproducer and checks the load fails with a located problem instead.
@Suite struct KeysetCrashTests {
    static var fixtures: String { Fixture.root + "/Tests/Fixtures/reliability" }

    static func problems(file name: String) throws -> [KeysetProblem] {
        let data = try #require(FileManager.default.contents(atPath: fixtures + "/" + name))
        do { _ = try KeysetDecoder().decode(data, file: name); return [] } catch { return error.problems }
    }

    /// `{\xffabc: 1}` once stopped the process in the JSON5 decoder (SIGILL).
    @Test func byteFFIsALocatedSyntaxError() throws {
        let p = try Self.problems(file: "keyset-byte-ff.json5")
        #expect(p.count == 1)
        #expect(p.first?.rule == .syntax)
        #expect(p.first?.message.contains("0xFF") == true)
        #expect(p.first?.line == 1 && p.first?.column == 2)
    }

    /// Valid UTF-8 outside ASCII in an unquoted key reaches the decoder and fails cleanly.
    @Test func nonASCIIKeyIsRejectedCleanly() {
        let p = Fixture.problems("{éabc: 1}")
        #expect(!p.isEmpty)
    }

    /// 40,000 nested arrays once overflowed the stack in `JSON5Locator`.
    @Test func deepNestingIsALocatedError() {
        let depth = 40_000
        let text = "{id: \"t\", pages: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let p = Fixture.problems(text)
        #expect(p.count == 1)
        #expect(p.first?.rule == .syntax)
        #expect(p.first?.message.contains("nested deeper than \(JSON5Locator.maximumDepth)") == true)
        #expect(p.first?.line == 1)
        #expect(p.first?.column == 18 + JSON5Locator.maximumDepth - 1)
    }

    /// The locator's work is linear in the file: 20,000 values on one line take a single pass
    /// (positions were once recounted from the line start for each value).
    @Test func longSingleLineIsLocatedAtTheRightColumn() {
        let items = Array(repeating: "\"a\"", count: 20_000).joined(separator: ",")
        let p = Fixture.problems("{id: \"t\", x: [" + items + ", oops]}")
        #expect(p.first?.rule == .syntax)
        #expect(p.first?.column == 15 + 20_000 * 4 + 1)
    }

    /// `width: Infinity` passed `keysets check`, then trapped converting to `Int` in `KeyRect`.
    @Test func infiniteAndNaNWidthsAreRejectedWithTheirPosition() throws {
        let p = try Self.problems(file: "keyset-infinite-width.json5")
        #expect(p.map(\.rule) == [.sizeOutOfRange, .sizeOutOfRange])
        #expect(p.map(\.line) == [1, 2])
        #expect(p[1].key == 1)
    }

    @Test func subnormalAndHugeWidthsAreRejected() {
        let tiny = Fixture.problems(ValidationTests.keyset(row: #""a", {label: "b", width: 4e-320}"#))
        #expect(tiny.map(\.rule) == [.syntax])
        #expect(tiny.first?.message.contains("too small") == true && tiny.first?.line == 6)
        let huge = Fixture.problems(ValidationTests.keyset(row: #""a", {label: "b", width: 1e300}, {gap: 101}"#))
        #expect(huge.map(\.rule) == [.sizeOutOfRange, .sizeOutOfRange])
        #expect(huge.allSatisfy { $0.line == 6 })
    }

    @Test func keyRectDescriptionNeverTraps() {
        let r = KeyRect(x: .infinity, y: .nan, width: 1e300, height: -.infinity)
        #expect(r.description == "(inf, nan, 1e+300 × -inf)")
    }

    /// One bad keyset in a folder: the listing keeps the good ones and reports the bad one.
    @Test func libraryListsGoodKeysetsAndReportsTheBadOne() throws {
        let dir = FileManager.default.temporaryDirectory.path + "/keysets-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = ValidationTests.keyset()
        try Data(good.utf8).write(to: URL(fileURLWithPath: dir + "/good.json5"))
        let bad = try #require(FileManager.default.contents(atPath: Self.fixtures + "/keyset-byte-ff.json5"))
        try bad.write(to: URL(fileURLWithPath: dir + "/bad.json5"))
        try Data(("{a:" + String(repeating: "[", count: 50_000)).utf8).write(to: URL(fileURLWithPath: dir + "/deep.json5"))
        let (entries, failures) = KeysetLibrary(directories: [dir]).entries()
        #expect(entries.map(\.id) == ["t"])
        #expect(failures.map(\.file).sorted() == [dir + "/bad.json5", dir + "/deep.json5"])
    }
}

/// `--region nan,…` was accepted and then typed nothing: the region is checked where it is read.
@Suite struct RegionValidationTests {
    @Test func nonFiniteOrOffDeviceRegionsAreRefused() {
        #expect(NormalisedRect(validating: .nan, 0.6, 1, 0.4) == nil)
        #expect(NormalisedRect(validating: 0, 0.6, .infinity, 0.4) == nil)
        #expect(NormalisedRect(validating: 0, 0.7, 1, 0.4) == nil)
        #expect(NormalisedRect(validating: 0, 0.6, 0, 0.4) == nil)
        #expect(NormalisedRect(validating: 0, 0.6, 1, 0.4) == NormalisedRect(x: 0, y: 0.6, width: 1, height: 0.4))
    }
}

@Suite struct KeysetMessageEscapingTests {
    /// An unknown field named with ESC and U+202E is reported escaped.
    @Test func keysetProblemsEscapeControlCharacters() {
        let p = Fixture.problems(ValidationTests.keyset(row: "\"a\", {label: \"b\", \"w\\u001b[31m\\u202e\": 2}"))
        #expect(p.map(\.rule) == [.unknownField])
        #expect(p[0].description.contains("w\\u{1B}[31m\\u{202E}"))
        #expect(!p[0].description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }
}

/// Values Foundation's JSON5 decoder rejects without a position ("The given data was not valid
/// JSON." at 1:1) are caught by the locator first and named at their own line and column.
@Suite struct KeysetLocatedValueTests {
    static let cases: [(field: String, column: Int, message: String)] = [
        (#"name: "\q""#, 10, "unknown escape '\\q'"),
        (#"name: "\v""#, 10, "unknown escape '\\v'"),
        (#"name: "\uZZZZ""#, 10, "needs 4 hexadecimal digits"),
        (#"name: "\uD800""#, 10, "high surrogate without its low half"),
        (#"name: "x\uDC00""#, 11, "low surrogate without its high half"),
        ("width: 01", 10, "'01' has a leading zero"),
        ("width: 1e999", 10, "'1e999' is out of range (too large"),
        ("width: 1e-400", 10, "'1e-400' is out of range (too small"),
        ("width: 0xFFFFFFFFFFFFFFFFFF", 10, "is out of range (hexadecimal"),
        ("version: 1.5", 12, "version must be a whole number"),
    ]

    @Test(arguments: cases.indices) func located(_ k: Int) {
        let c = Self.cases[k]
        let text = "{\n  id: \"t\", name: \"n\", locale: \"en\", defaultPage: \"a\", pages: [{id: \"a\", rows: [[\"q\"]]}],\n  \(c.field),\n}\n"
        let p = Fixture.problems(text.replacing(#"name: "n", "#, with: c.field.hasPrefix("name") ? "" : #"name: "n", "#))
        #expect(p.count == 1)
        #expect(p.first?.line == 3)
        #expect(p.first?.column == c.column)
        #expect(p.first?.message.contains(c.message) == true, "\(p.first?.message ?? "no problem")")
    }

    @Test func acceptedForms() {
        for v in ["1.", ".5", "+.5", "0x10", "1.e1", "1e3"] {
            #expect(Fixture.problems(ValidationTests.keyset(row: #""a", {label: "b", width: \#(v == "1e3" ? "1e1" : v)}"#)).isEmpty, "\(v)")
        }
    }
}
