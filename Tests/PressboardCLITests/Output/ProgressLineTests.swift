import Testing
@testable import PressboardCLI

/// The progress line's words: done/total, rate and time left; nothing when not on a terminal.
@Suite struct ProgressLineTests {
    @Test func saysDoneTotalRateAndTimeLeft() {
        let s = ProgressLine.text(label: "replay", done: 250, total: 1000, unit: "events", elapsed: 0.5)
        #expect(s == "replay 250/1000 events, 500 events/s, 2 s left")
    }

    @Test func longWaitsAreInMinutesAndFinishedWorkHasNoTimeLeft() {
        #expect(ProgressLine.text(label: "bench", done: 1, total: 100, unit: "sections", elapsed: 10).hasSuffix("16 min 30 s left"))
        #expect(!ProgressLine.text(label: "dump", done: 10, total: 10, unit: "events", elapsed: 1).contains("left"))
    }

    @Test func aPipedReplayPrintsNoProgress() throws {
        let dir = PressboardProcess.scratch("progress")
        let r = try PressboardProcess.run(["replay", CommandLineMisuseTests.trace, "--frames", dir + "/frames"])
        #expect(r.status == 0)
        #expect(!r.err.contains("events/s"))
        #expect(r.err.contains("frames written"))
    }
}
