import Testing
import TouchInput
@testable import Pressboard

@Suite struct TraceClockTests {
    static func t(_ ms: Int64) -> Timestamp { Timestamp(microseconds: ms * 1000) }

    @Test func speedScalesTheWaitNotTheTraceTimes() throws {
        let clock = try TraceClock(speed: 4, traceOrigin: Self.t(1_000), realOrigin: Self.t(50_000))
        #expect(clock.traceTime(atReal: Self.t(50_000)) == Self.t(1_000))
        #expect(clock.traceTime(atReal: Self.t(50_250)) == Self.t(2_000))
        #expect(clock.realTime(forTrace: Self.t(3_000)) == Self.t(50_500))
    }

    @Test func pauseStopsTraceTimeAndResumeContinuesWhereItStopped() throws {
        var clock = try TraceClock(speed: 1, traceOrigin: Self.t(0), realOrigin: Self.t(10_000))
        clock.togglePause(atReal: Self.t(10_300))
        #expect(clock.traceTime(atReal: Self.t(19_000)) == Self.t(300))
        #expect(clock.realTime(forTrace: Self.t(400)) == nil)
        clock.togglePause(atReal: Self.t(20_000))
        #expect(clock.traceTime(atReal: Self.t(20_000)) == Self.t(300))
        #expect(clock.realTime(forTrace: Self.t(400)) == Self.t(20_100))
    }

    @Test func speedMustBePositive() {
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(throws: TraceClock.SpeedError.self) { try TraceClock(speed: bad, traceOrigin: Self.t(0), realOrigin: Self.t(0)) }
        }
        #expect(TraceClock.SpeedError.notPositive(0).description.contains("--speed must be a positive"))
    }
}
