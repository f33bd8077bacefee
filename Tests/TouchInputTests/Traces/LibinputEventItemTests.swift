import FoundationEssentials
import PropertyBased
import Testing
@testable import TouchInput

/// Event items in `libinput record`'s own shape are read without Yams (`LibinputEventItem`);
/// whatever the fast path accepts must read exactly as Yams reads it, and everything else must
/// still go to Yams — same events, same errors at the same line and column.
@Suite struct LibinputEventItemTests {
    static let head = LibinputYAMLReliabilityTests.head

    /// Events or the error's place and message, reading `yaml` one way.
    static func read(_ yaml: String, canonical: Bool) -> Result<[InputEvent], TraceError> {
        do {
            var reader = try LibinputRecordReader(bytes: Array(yaml.utf8), name: "t.yaml")
            reader.readsCanonicalItems = canonical
            var events: [InputEvent] = []
            while let e = try reader.next() { events.append(e) }
            return .success(events)
        } catch {
            return .failure(error)
        }
    }

    static func agree(_ yaml: String) {
        let fast = read(yaml, canonical: true), yams = read(yaml, canonical: false)
        switch (fast, yams) {
        case let (.success(a), .success(b)):
            #expect(a == b, "\(yaml)")
        case let (.failure(a), .failure(b)):
            #expect(a.line == b.line && a.column == b.column && a.message == b.message, "\(yaml)\nfast: \(a)\nyams: \(b)")
        default:
            Issue.record("one path read, the other failed:\n\(yaml)\nfast: \(fast)\nyams: \(yams)")
        }
    }

    @Test func theFixtureReadsTheSameBothWays() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.trace("touchscreen-two-fingers.yaml")))
        let yaml = String(decoding: bytes, as: UTF8.self)
        let events = try Self.read(yaml, canonical: true).get()
        #expect(events.count > 40)
        #expect(events == (try Self.read(yaml, canonical: false).get()))
    }

    @Test func canonicalEntriesAreReadWithTheirPlaces() throws {
        let lines = ["  - evdev:", "    - [  0,  12,   3,  57,   1363] # EV_ABS / ABS_MT_TRACKING_ID  1363", "", "    - [  0,  12,   0,   0,      0] # ------------ SYN_REPORT (0) ----------"]
        let entries = try #require(LibinputEventItem.entries(of: lines, firstLine: 20, itemIndent: 2))
        #expect(entries.map(\.values) == [[0, 12, 3, 57, 1363], [0, 12, 0, 0, 0]])
        #expect(entries.map(\.line) == [21, 23])
        #expect(entries[0].column == 7)
        #expect(entries[0].valueColumns == [10, 14, 20, 24, 30])
    }

    @Test func formsOnlyYamsReadsGoToYams() {
        for entry in ["[0, 0, 3, 057, 1]", "[0, 0, 3, 0x39, 1]", "[0, 0, 3, +57, 1]", "[0, 0, 3, 5_7, 1]", "[0, 0, 3, 57]", "[0,0,3,57,1]#c", "[0, 0, 3, 57, 1]\t# tab", "[0, 0, 3, 57, -0]"] {
            let lines = ["  - evdev:", "    - " + entry]
            if entry == "[0,0,3,57,1]#c" || entry.hasPrefix("[0, 0, 3, 57, 1]\t") || entry.contains("057") || entry.contains("0x") || entry.contains("+") || entry.contains("_") || entry == "[0, 0, 3, 57]" || entry.contains("-0") {
                #expect(LibinputEventItem.entries(of: lines, firstLine: 1, itemIndent: 2) == nil, "\(entry)")
            }
            Self.agree(Self.head + lines.joined(separator: "\n") + "\n")
        }
    }

    /// Random items built from canonical and non-canonical pieces read alike both ways.
    @Test func bothPathsAgreeOnRandomItems() async {
        let numbers = ["0", "1", "-1", "3", "57", "330", "1363", "2147483647", "2147483648", "-2147483649", "99", "600", "007", "+5", "0x1F", "1_0", "-0", "999999999999999999999", "1.5", "a", ""]
        let spacing = ["", " ", "  "]
        let trailers = ["", " ", " # EV_ABS / ABS_MT_SLOT 0", "#x", "  #", "\t# t", " # é", " ]"]
        let heads = ["  - evdev:", "  - evdev: ", "  - evdev: # c", "  - hid: [1]", "  -  evdev:"]
        let indents = ["    ", "     ", "   ", "  ", "\t"]
        let entry = Gen.element(of: numbers).array(of: 3...6)
        await propertyCheck(count: 400, input: Gen.element(of: heads), entry.array(of: 0...3), Gen.element(of: spacing), Gen.element(of: trailers), Gen.element(of: indents)) { head, entries, space, trailer, indent in
            let body = entries.map { fields in
                let gap = space ?? ""
                return (indent ?? "") + "- [" + gap + fields.compactMap { $0 }.joined(separator: "," + gap) + "]" + (trailer ?? "")
            }
            Self.agree(Self.head + ([head ?? ""] + body).joined(separator: "\n") + "\n")
        }
    }
}
