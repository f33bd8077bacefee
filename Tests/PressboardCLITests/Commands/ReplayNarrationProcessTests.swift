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
