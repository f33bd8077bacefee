import Testing
@testable import TouchInput

/// Every kind of bad input gives a `TraceError` that says where and what was expected.
@Suite struct MalformedTraceTests {
    static let head = "# EVEMU 1.3\nN: Panel\nI: 0018 0001 0002 0003\nA: 35 0 100 0 0 0\n"

    func error(_ text: String) -> TraceError? {
        do {
            var r = try EvemuReader(bytes: Array(text.utf8), name: "bad.evemu")
            while try r.next() != nil {}
            return nil
        } catch {
            return error
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "truncated event line", body: "E: 0.000001 0003 0035\n", line: 5, column: 22, message: "line ends early: expected the event value"),
        Case(name: "bad number", body: "E: 0.000001 0003 0035 12x4\n", line: 5, column: 25, message: "unexpected 'x' in event value"),
        Case(name: "bad hex", body: "E: 0.000001 00g3 0035 1\n", line: 5, column: 15, message: "unexpected 'g' in event type"),
        Case(name: "unknown code", body: "E: 0.000001 0003 0099 1\n", line: 5, column: 18, message: "unknown code 0x99 for event type 0x3 (largest is 0x3f)"),
        Case(name: "unknown type", body: "E: 0.000001 0040 0000 1\n", line: 5, column: 13, message: "unknown event type 0x40 (types go up to EV_MAX 0x1f)"),
        Case(name: "value above 32 bits", body: "E: 0.000001 0003 0035 2147483648\n", line: 5, column: 23, message: "event value 2147483648 is out of range (-2147483648…2147483647)"),
        Case(name: "value below 32 bits", body: "E: 0.000001 0003 0035 -2147483649\n", line: 5, column: 23, message: "event value -2147483649 is out of range (-2147483648…2147483647)"),
        Case(name: "missing dot in time", body: "E: 0000001 0003 0035 1\n", line: 5, column: 11, message: "expected '.' between seconds and microseconds in the timestamp"),
        Case(name: "description after events", body: "E: 0.000001 0000 0000 0000\nA: 36 0 100 0 0 0\n", line: 6, column: 1, message: "device description line 'A:' after events: the description must come before the first E: line"),
        Case(name: "missing SYN_REPORT at the end", body: "E: 0.000001 0003 0035 0001\nE: 0.000001 0000 0000 0000\nE: 0.010001 0003 0035 0002\n", line: 7, column: 1, message: "trace ends inside a frame: the events up to this line are not closed by a SYN_REPORT"),
        Case(name: "garbage line", body: "hello\n", line: 5, column: 1, message: "unexpected text: expected a description line (N: I: P: B: A: L: S:), an event (E:) or a # comment"),
    ]

    @Test(arguments: cases)
    func locatedError(_ c: Case) throws {
        let e = try #require(error(Self.head + c.body))
        #expect(e.file == "bad.evemu")
        #expect(e.line == c.line)
        #expect(e.column == c.column)
        #expect(e.message == c.message)
    }

    @Test func lineBeforeTheNameLine() throws {
        let e = try #require(error("I: 0018 0001 0002 0003\nN: X\n"))
        #expect(e.line == 1 && e.message == "'I:' line before the device name line 'N:'")
    }

    @Test func axisCodeOutOfRange() throws {
        let e = try #require(error("N: X\nA: 99 0 1 0 0 0\n"))
        #expect(e.line == 2 && e.column == 4)
    }

    @Test func shortBitmask() throws {
        let e = try #require(error("N: X\nB: 01 00 00\n"))
        #expect(e.line == 2 && e.message == "line ends early: expected event code bitmask byte 3 of 8")
    }

    @Test func missingFileSaysSo() {
        #expect(throws: TraceError.self) { try EvemuReader(path: "/nonexistent/trace.evemu") }
        do { _ = try EvemuReader(path: "/nonexistent/trace.evemu") } catch {
            #expect(error.description.hasPrefix("/nonexistent/trace.evemu: cannot open: No such file or directory"))
        }
    }

    @Test func binaryGarbageIsAnErrorNotACrash() {
        var bytes: [UInt8] = Array(Self.head.utf8)
        var x: UInt32 = 12345
        for _ in 0..<5000 { x = x &* 1103515245 &+ 12345; bytes.append(UInt8(truncatingIfNeeded: x >> 16)) }
        #expect(throws: TraceError.self) {
            var r = try EvemuReader(bytes: bytes, name: "noise")
            while try r.next() != nil {}
        }
    }

    @Test func malformedYAMLIsLocated() throws {
        let path = "/tmp/pressboard-bad-\(UInt32.random(in: 0...UInt32.max)).yaml"
        let text = "# libinput record\nversion: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: \"X\"\n    codes: {3: [0, 1]}\n    absinfo: {0: [0, 100, 0, 0, 0], 1: [0, 100, 0, 0, 0]}\n  events:\n  - evdev:\n    - [  0,  0,   3,   0,   5]\n    - [  0,  0,   0,   0]\n"
        try text.write(toFile: path)
        defer { removeFile(path) }
        do {
            var r = try TraceFile.open(path)
            while try r.next() != nil {}
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 12)
            #expect(error.message.contains("expected 5 numbers"))
        }
    }
}
