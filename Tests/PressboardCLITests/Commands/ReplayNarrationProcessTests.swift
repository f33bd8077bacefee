import Foundation
import Testing

/// `replay` says what happened: touches that missed the keyboard, pen tip versus hover.
@Suite struct ReplayNarrationProcessTests {
    @Test func touchesOutsideTheKeyboardAreCountedAndPlaced() throws {
        let trace = PressboardProcess.root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"
        let r = try PressboardProcess.run(["replay", trace, "--region", "0,0,1,0.1"])
        #expect(r.status == 0)
        #expect(r.err.contains("none on the keyboard"))
        #expect(r.err.contains("--region"))
    }

    @Test func aPenTraceExplainsTipAndHover() throws {
        let r = try PressboardProcess.run(["replay", PressboardProcess.root + "/Tests/Fixtures/traces/pen-tablet-strokes.evemu"])
        #expect(r.status == 0)
        #expect(r.err.contains("only when the tip touches"))
    }
}

/// A touchpad (POINTER + BTN_TOOL_FINGER instead of DIRECT) says how its surface maps to the keyboard.
@Suite struct ReplayTouchpadNarrationTests {
    @Test func aTouchpadTraceSaysHowItIsMapped() throws {
        let source = PressboardProcess.root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"
        var text = try String(contentsOfFile: source, encoding: .utf8)
        text = text.replacingOccurrences(of: "\nP: 02 00", with: "\nP: 01 00")
            .replacingOccurrences(of: "\nB: 01 00 04 00", with: "\nB: 01 20 04 00")
        let path = PressboardProcess.scratch("touchpad") + "/touchpad.evemu"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try PressboardProcess.run(["replay", path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("is a touchpad"), "\(r.err)")
        #expect(r.err.contains("mapped absolutely onto the keyboard"))
    }
}
