import Testing
import Intensity
import Keyboard
import TouchInput
@testable import Pressboard

/// `replay` of a synthesised trace recovers the intended order of intensities on every kind of
/// device, with default settings: Spearman ρ ≥ 0.9. Runs vary seeds and sensor responses.
@Suite struct IntensityEvaluationTests {
    static func device(_ path: String) throws -> DeviceDescription {
        try TraceFile.readAll(SessionFixtures.fixture(path)).description!
    }

    static func evaluate(_ path: String, firmware: IntensityEvaluation.Firmware = .faithful, seed: UInt64 = 11) throws -> IntensityEvaluation.Result {
        let e = IntensityEvaluation(keyset: try SessionFixtures.keyset("basic-latin"),
                                    text: "pack my box with five dozen liquor jugs and then some more", runs: 2, firstSeed: seed)
        return try e.evaluate(try device(path), firmware: firmware)
    }

    /// Synthesises `text` on a fixture device and replays the events `keep` lets through
    /// (imitating broken firmware) with default settings.
    static func replay(_ path: String, typing text: String, seed: UInt64, autoCalibrate: Bool = false,
                       keep: (InputEvent) -> Bool) throws -> (SynthesisedTrace, Session) {
        let k = try SessionFixtures.keyset("basic-latin")
        let d = try device(path)
        let g = KeyboardGeometry(keyset: k)
        let region = DeviceMapping.defaultRegion(for: d.classification.kind)
        let trace = try TypistSimulator(geometry: g, mapping: g.mapping(region: region, rotation: .none), device: d,
                                        configuration: TypistConfiguration(seed: seed, spread: 0.08)).synthesise(text)
        var configuration = SessionConfiguration(region: region)
        configuration.intensity.autoCalibrate = autoCalibrate
        let session = Session(description: d, keyset: k, configuration: configuration)
        for e in trace.events where keep(e) { session.feed(e) }
        session.finish(at: trace.events.last!.time.adding(seconds: 1))
        return (trace, session)
    }

    @Test(arguments: [
        "traces/touchscreen-two-fingers.evemu",       // MT pressure
        "traces/pen-tablet-strokes.evemu",            // pen pressure
        "devices/size-only-1mm.evemu",                // contact size, 1 unit/mm
        "devices/size-without-resolution.evemu",      // contact size, no resolution
        "devices/duration-only.evemu",                // positions only
        "devices/pen-and-touch.evemu",                // fingers on a pen+touch node
    ])
    func orderOfIntensitiesIsRecovered(_ path: String) throws {
        let r = try Self.evaluate(path)
        #expect(r.runs.allSatisfy { !$0.measured.isEmpty })
        let rho = try #require(r.spearman)
        #expect(rho >= 0.9, "\(path): ρ = \(rho)")
    }

    @Test func minorReportedAsZeroStillOrdersIntensities() throws {
        let r = try Self.evaluate("devices/minor-reported-zero.evemu", firmware: .minorNeverSent, seed: 21)
        #expect(r.interpreter == .contactArea)
        let rho = try #require(r.spearman)
        #expect(rho >= 0.9, "ρ = \(rho)")
        // Not every intensity 0, as when the zero minor was multiplied in.
        #expect(r.runs.allSatisfy { Set($0.measured).count > 5 })
    }

    /// Without the fix every character got the same intensity on a size axis without resolution.
    @Test func sizeWithoutResolutionIsNotFlat() throws {
        let r = try Self.evaluate("devices/size-without-resolution.evemu")
        for run in r.runs { #expect(Set(run.measured).count > 5) }
    }

    /// Pressure devices are not auto-calibrated by default (learning would cost pens accuracy).
    @Test func pressureDevicesAreNotAutoCalibratedByDefault() throws {
        let (c, _) = SessionConfiguration().intensityConfiguration(for: try Self.device("traces/pen-tablet-strokes.evemu"))
        #expect(c.interpreter == .pressure && !c.autoCalibrate)
        let (size, reason) = SessionConfiguration().intensityConfiguration(for: try Self.device("devices/size-only-1mm.evemu"))
        #expect(size.interpreter == .contactArea && !size.autoCalibrate && reason.contains("millimetres"))
        // No physical scale: learned from the user's touches without a flag.
        let (unscaled, _) = SessionConfiguration().intensityConfiguration(for: try Self.device("devices/size-without-resolution.evemu"))
        #expect(unscaled.interpreter == .contactArea && unscaled.autoCalibrate && unscaled.contactPrior == .relativeToSeen)
        // A static calibration from `pressboard calibrate` wins.
        let d = try Self.device("devices/size-without-resolution.evemu")
        let key = CalibrationStore.key(name: d.name, bus: d.id.bustype, vendor: d.id.vendor, product: d.id.product, version: d.id.version)
        let stored = SessionConfiguration(calibrations: CalibrationStore(devices: [key: DeviceCalibration(contactArea: PressureCalibration(maximum: 0.05))]))
        let (calibrated, _) = stored.intensityConfiguration(for: d)
        #expect(!calibrated.autoCalibrate && calibrated.areaCalibration.maximum == 0.05)
    }

    /// Bad input: an empty size range types with duration intensities within 0…100, warned.
    @Test func brokenSizeAxisStillTypes() throws {
        let d = try Self.device("devices/size-axis-empty-range.evemu")
        #expect(InterpreterDecision(device: d).warnings.contains { $0.hasPrefix("Broken Size Panel:") && $0.contains("ABS_MT_TOUCH_MAJOR") })
        let r = try Self.evaluate("devices/size-axis-empty-range.evemu")
        #expect(r.runs.allSatisfy { $0.typedAsIntended })
        #expect(r.runs.allSatisfy { $0.measured.allSatisfy { (0...100).contains($0) } })
    }

    /// Bad input: contacts that never report a size (the size events removed) still type, with
    /// intensities from duration, and the auto-calibration names the axis.
    @Test func contactsThatNeverReportASizeStillType() throws {
        let (_, session) = try Self.replay("devices/size-without-resolution.evemu", typing: "quiet typing", seed: 4) { e in
            !(e.type == EventType.abs && (e.code == AbsCode.mtTouchMajor || e.code == AbsCode.mtTouchMinor))
        }
        #expect(session.editor.document.string == "quiet typing")
        #expect(ReplayReport.intensities(session.editor.document).allSatisfy { (0...100).contains($0) })
        #expect(session.autoCalibration?.sizeWarning?.contains("ABS_MT_TOUCH_MAJOR") == true)
    }

    /// Bad input: a pen whose proximity bit never clears (every BTN_TOOL_PEN 0 removed) still
    /// types by its tip, with pressure intensities within 0…100.
    @Test func aPenThatNeverLeavesProximityStillTypes() throws {
        let (trace, session) = try Self.replay("traces/pen-tablet-strokes.evemu", typing: "steady pen", seed: 6) { e in
            !(e.type == EventType.key && e.code == KeyCode.toolPen && e.value == 0)
        }
        #expect(session.editor.document.string == "steady pen")
        let measured = ReplayReport.intensities(session.editor.document)
        #expect(measured.allSatisfy { (0...100).contains($0) })
        #expect(try #require(RankCorrelation.spearman(trace.intensities, measured)) >= 0.9)
    }
}
