import FoundationEssentials
import Testing
@testable import TouchInput

/// libinput-record YAML that once crashed or was misplaced (issue 16): nesting is bounded before
/// Yams sees it, and every error names the line and column of the damage itself.
@Suite struct LibinputYAMLReliabilityTests {
    static let head = "# libinput record\nversion: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: \"X\"\n    codes: {3: [0, 1]}\n    absinfo: {0: [0, 100, 0, 0, 0], 1: [0, 100, 0, 0, 0]}\n  events:\n"

    func error(_ text: String) throws -> TraceError? {
        let path = "/tmp/pressboard-yaml-\(UInt32.random(in: 0...UInt32.max)).yaml"
        try text.write(toFile: path)
        defer { removeFile(path) }
        do {
            var r = try TraceFile.open(path)
            while try r.next() != nil {}
            return nil
        } catch {
            return error
        }
    }

    /// ~5,000 nested flow sequences overflowed the stack inside Yams (SIGSEGV).
    @Test func deepFlowNestingInAnItemIsALocatedError() throws {
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let e = try #require(try error(Self.head + "  - evdev:\n    - " + deep + "\n"))
        #expect(e.line == 11)
        #expect(e.message.contains("nested deeper than \(YAMLPreflight.maximumNesting)"))
        #expect(e.column == 6 + YAMLPreflight.maximumNesting - 4)
    }

    @Test func deepBlockNestingInTheHeaderIsALocatedError() throws {
        let deep = "devices:\n" + String(repeating: "- ", count: 5_000) + "x\n"
        let e = try #require(try error("version: 1\n" + deep))
        #expect(e.line == 3)
        #expect(e.message.contains("nested deeper"))
    }

    /// A list or a mapping used as a key stopped the process inside Yams (a force-unwrap of the
    /// key as a string; found by `FuzzLibinputYAML`'s long run): now a located error.
    @Test func aKeyThatIsAListOrAMappingIsALocatedError() throws {
        let inHeader = "# libinput record\nversion: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: \"X\"\n    codes: {3: [0, 1]}\n    absinfo: {[0, 1]: [0, 100, 0, 0, 0]}\n  events:\n"
        let e = try #require(try error(inHeader))
        #expect(e.line == 8 && e.column == 15, "\(e)")
        #expect(e.message.contains("mapping key must be a plain value"))
        // The fuzzer's shape: "key: value" inside a flow list makes a one-pair mapping whose key
        // is itself a flow list.
        let nested = try #require(try error(Self.head.replacingOccurrences(of: "codes: {3: [0, 1]}", with: "codes: {3: [[0, 1]: 2]}")))
        #expect(nested.line == 7)
        #expect(nested.message.contains("mapping key must be a plain value"))
    }

    /// Yams reads YAML 1.1 base-60 integers ("1:30" is 90) and trapped on overflow when a
    /// number had many parts ("version: 1:::…:T"; FuzzLibinputYAML's long run, reproducer in
    /// Fixtures/reliability). Integers are now read as libinput writes them.
    @Test func aBase60NumberNeitherTrapsNorCounts() throws {
        // The fuzzer's input, as its target reads it (it held no device, so no decoding follows).
        let fuzzed = try Data(contentsOf: URL(filePath: Fixtures.root + "/reliability/libinput-base60-overflow.yaml"))
        if var reader = try? LibinputRecordReader(bytes: Array(fuzzed), name: "fuzz.yaml") {
            while case .some(.some) = try? reader.next() {}
        }
        let parts = String(repeating: "59:", count: 40) + "59"
        #expect(LibinputRecordReader.integer(text: parts) == nil)
        #expect(LibinputRecordReader.integer(text: "1:30") == nil)
        let header = Self.head.replacingOccurrences(of: "version: 1", with: "version: " + parts)
        var reader = try LibinputRecordReader(bytes: Array((header + "  - evdev:\n    - [0, 0, 3, 0, 5]\n").utf8), name: "t.yaml")
        #expect(reader.warnings.isEmpty)
        let e = try #require(try error(Self.head + "  - evdev:\n    - [0, 0, 3, 0, " + parts + "]\n"))
        #expect(e.line == 11 && e.message.contains("is not an integer"), "\(e)")
        _ = try reader.next()
    }

    /// A description claiming 2 × 10^15 slots made the decoder allocate a slot array that size
    /// and die (FuzzLibinputYAML's long run; reproducer in Fixtures/reliability): slots are
    /// capped at libevdev's limit.
    @Test func aHugeSlotCountIsCappedNotAllocated() throws {
        let fuzzed = try Data(contentsOf: URL(filePath: Fixtures.root + "/reliability/libinput-huge-slot-count.yaml"))
        var reader = try LibinputRecordReader(bytes: Array(fuzzed), name: "fuzz.yaml")
        let description = try #require(reader.description)
        #expect(description.slotCount == DeviceDescription.maximumSlots)
        var decoder = MultitouchDecoder(description: description)
        while case .some(.some(let event)) = try? reader.next() { _ = decoder.feed(event) }
    }

    @Test(arguments: [("12", 12), ("-3", -3), ("+7", 7), ("0x1F", 31), ("0o17", 15), ("1_000", 1000),
                      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min)])
    func integersAreReadInLibinputsForms(text: String, value: Int) {
        #expect(LibinputRecordReader.integer(text: text) == value)
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "1.5", "0x", "", "abc", "1e3", "--1"])
    func otherScalarsAreNotIntegers(text: String) {
        #expect(LibinputRecordReader.integer(text: text) == nil)
    }

    @Test func aliasesAreRefused() throws {
        let e = try #require(try error(Self.head + "  - evdev: &a\n    - [0, 0, 0, 0, 0]\n  - evdev: *a\n"))
        #expect(e.line == 10 && e.column == 12)
        #expect(e.message.contains("aliases"))
    }

    /// A bad byte on an item's fourth line was reported at the item's first line plus an offset.
    @Test func aControlByteIsPlacedOnItsOwnLineAndColumn() throws {
        let body = "  - evdev:\n    - [0, 0, 3, 0, 5]\n    - [0, 0, 3, 1, 5]\n    - [0, 0, 0, 0,\u{1} 0]\n"
        let e = try #require(try error(Self.head + body))
        #expect(e.line == 13)
        #expect(e.column == 19)
    }

    @Test func aSyntaxErrorInsideAnItemIsPlacedAbsolutely() throws {
        let body = "  - evdev:\n    - [0, 0, 3, 0, 5]\n    - [0, 0, 3, 1, 5\n    - [0, 0, 0, 0, 0]\n"
        let e = try #require(try error(Self.head + body))
        #expect(e.line >= 12 && e.line <= 13)
        #expect(e.message.hasPrefix("YAML:"))
    }

    /// `1e999` is a float: it was dropped silently and the line reported "found 4 numbers".
    @Test func aNumberThatIsNotAnIntegerIsNamedAtItsColumn() throws {
        let e = try #require(try error(Self.head + "  - evdev:\n    - [0, 0, 3, 1e999, 5]\n"))
        #expect(e.line == 11 && e.column == 17)
        #expect(e.message.contains("'1e999' is not an integer"))
    }

    @Test func shortEntryIsPlacedOnItsLine() throws {
        let body = "  - evdev:\n    - [0, 0, 3, 0, 5]\n  - evdev:\n    - [0, 0, 3, 0, 5]\n    - [0, 0, 0, 0]\n"
        let e = try #require(try error(Self.head + body))
        #expect(e.line == 14 && e.column == 7)
        #expect(e.message.contains("found 4"))
    }

    /// A header error after another device's skipped events names the file's line, not the
    /// line within the text given to Yams.
    @Test func headerErrorsAfterSkippedEventsKeepFileLines() throws {
        let text = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev: {name: A}\n  events:\n  - evdev:\n    - [0, 0, 0, 0, 0]\n  - evdev:\n    - [0, 0, 0, 0, 0]\n- node: /dev/input/event2\n  evdev: {name: [B}\n"
        let path = "/tmp/pressboard-yaml-\(UInt32.random(in: 0...UInt32.max)).yaml"
        try text.write(toFile: path)
        defer { removeFile(path) }
        do {
            _ = try LibinputRecordReader(path: path, deviceIndex: 1)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 11)
        }
    }

    @Test func theShippedRecordingStillReads() throws {
        var r = try TraceFile.open(Fixtures.trace("touchscreen-two-fingers.yaml"))
        var n = 0
        while try r.next() != nil { n += 1 }
        #expect(n > 10)
    }
}

@Suite struct TraceMessageEscapingTests {
    @Test func traceErrorsEscapeControlCharacters() {
        let e = TraceError(file: "t\u{202E}.yaml", line: 3, column: 1, message: "unexpected '\u{1B}'")
        #expect(e.description == "t\\u{202E}.yaml:3:1: unexpected '\\u{1B}'")
    }
}
