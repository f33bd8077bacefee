import Testing
import TouchInput
@testable import Intensity

/// End to end on a recorded trace: decoded contacts → samples → trackers → automatic calibration,
/// touch by touch in order, as a replay does it.
@Suite struct TraceReplayCalibrationTests {
    static func fixture(_ name: String) -> String {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Calibration/TraceReplayCalibrationTests.swift, IntensityTests
        return parts.joined(separator: "/") + "/Fixtures/intensity/" + name
    }
    static let fixture = fixture("soft-presses.evemu")

    /// Replays the fixture; returns each finished touch's committed intensity and the learner.
    func replay() throws -> (intensities: [Int], auto: DeviceAutoCalibration) {
        var source = try TraceFile.open(Self.fixture)
        let description = try #require(source.description)
        var decoder = MultitouchDecoder(description: description)
        let base = IntensityConfiguration.default
        var auto = DeviceAutoCalibration(configuration: base)
        var trackers: [Int: IntensityTracker] = [:]
        var intensities: [Int] = []
        while let event = try source.next() {
            guard decoder.feed(event) else { continue }
            let time = decoder.frame.time.seconds
            for c in decoder.frame.contacts {
                let sample = IntensitySample(time: time, pressure: c.normalisedPressure,
                                             touchMajor: c.normalisedTouchMajor, touchMinor: c.normalisedTouchMinor)
                trackers[c.id, default: IntensityTracker(configuration: auto.configuration(base))].add(sample)
                if c.phase == .ended, let t = trackers.removeValue(forKey: c.id) {
                    intensities.append(t.intensity(at: time))
                    auto.observe(finished: t)
                }
            }
        }
        return (intensities, auto)
    }

    @Test func softPanelLearnsItsRealRange() throws {
        let (intensities, auto) = try replay()
        #expect(intensities.count == 40)
        // The panel's presses peak at 15–60 of 0–255: uncalibrated they never pass ~23.
        #expect(intensities.prefix(5).allSatisfy { $0 < 25 })
        // Once learned, the hardest presses approach the top and the spread covers most of the scale.
        let late = intensities.suffix(30)
        #expect(late.max()! >= 90, "\(Array(late))")
        #expect(late.max()! - late.min()! >= 50)
        let p = try #require(auto.deviceCalibration.pressure)
        #expect(p.maximum > 0.12 && p.maximum < 0.19, "learned \(p.maximum)")   // 90th percentile of trimmed means, below the 0.204 of peaks
        #expect(auto.deviceCalibration.contactArea != nil)
    }

    @Test func replayIsDeterministic() throws {
        let a = try replay(), b = try replay()
        #expect(a.intensities == b.intensities)
        #expect(a.auto == b.auto)
    }

    /// A pen whose worn nib reports ~4 % while hovering: the offset is learned from hover
    /// samples, so the resting value reads 0 and taps are measured above it.
    @Test func wornNibOffsetLearnedFromHover() throws {
        var source = try TraceFile.open(Self.fixture("worn-nib.evemu"))
        let description = try #require(source.description)
        var decoder = MultitouchDecoder(description: description, options: .init(reportsHover: true))
        let base = IntensityConfiguration.default
        var auto = DeviceAutoCalibration(configuration: base)
        var trackers: [Int: IntensityTracker] = [:]
        var taps = 0
        while let event = try source.next() {
            guard decoder.feed(event) else { continue }
            for c in decoder.frame.contacts {
                if c.isTouching {
                    trackers[c.id, default: IntensityTracker(configuration: auto.configuration(base))]
                        .add(IntensitySample(time: decoder.frame.time.seconds, pressure: c.normalisedPressure))
                } else {
                    if c.phase != .ended, let p = c.normalisedPressure { auto.observeResting(pressure: p) }
                    if let t = trackers.removeValue(forKey: c.id) { taps += 1; auto.observe(finished: t) }
                }
            }
        }
        #expect(taps == 20)
        let p = try #require(auto.deviceCalibration.pressure)
        #expect(abs(p.offset - 330.0 / 8191) < 1e-9)
        #expect(p.apply(330.0 / 8191) == 0)
        #expect(p.maximum > 0.3 && p.maximum < 0.42)
    }
}
