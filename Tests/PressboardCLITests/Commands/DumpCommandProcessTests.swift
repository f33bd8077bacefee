import Foundation
import Testing

/// `dump` for people and scripts: changed contacts only, relative time, tilt in degrees,
/// pressure as a share of its range.
@Suite struct DumpCommandProcessTests {
    static let twoFingers = PressboardProcess.root + "/Tests/Fixtures/traces/touchscreen-two-fingers.evemu"
    static let pen = PressboardProcess.root + "/Tests/Fixtures/traces/pen-tablet-strokes.evemu"

    @Test func onlyChangedContactsUnlessAllAreAsked() throws {
        let changed = try PressboardProcess.run(["dump", Self.twoFingers])
        let all = try PressboardProcess.run(["dump", Self.twoFingers, "--all-contacts"])
        #expect(changed.status == 0 && all.status == 0)
        let contactLines = { (s: String) in s.split(separator: "\n").filter { $0.hasPrefix("  #") }.count }
        #expect(contactLines(changed.out) < contactLines(all.out))
        #expect(changed.out.contains("changed"))
    }

    @Test func timeStartsAtTheFirstEventUnlessAbsoluteIsAsked() throws {
        let relative = try PressboardProcess.run(["dump", Self.twoFingers])
        #expect(relative.out.hasPrefix("+0.000000"))
        let absolute = try PressboardProcess.run(["dump", Self.twoFingers, "--absolute-time"])
        #expect(!absolute.out.hasPrefix("+"))
        let json = try PressboardProcess.run(["dump", Self.twoFingers, "--json"])
        let first = try JSONSerialization.jsonObject(with: Data(json.out.split(separator: "\n")[0].utf8)) as? [String: Any]
        #expect(first?["time"] as? Double == 0)
    }

    @Test func tiltIsInDegreesAndPressureAShareOfItsRange() throws {
        let r = try PressboardProcess.run(["dump", Self.pen])
        #expect(r.status == 0)
        #expect(r.out.contains("°"))
        #expect(r.out.contains("% of range"))
        let json = try PressboardProcess.run(["dump", Self.pen, "--json"])
        #expect(json.out.contains("\"tilt_x_deg\""))
    }

    @Test func anEventsOnlyTraceNeedsADescription() throws {
        let r = try PressboardProcess.run(["dump", Self.twoFingers, "--description", "/no/such.evemu"])
        #expect(r.status == 1)
        #expect(r.err.contains("/no/such.evemu"))
    }
}
