import Keyboard
import Pressboard
import TouchInput
import Intensity

/// `pressboard bench keyboard`: frame → actions cost for 1 and 10 contacts (goal ≤ 2 µs p99
/// for 10, no allocation in steady state), and the character error rate of the engine alone on
/// synthesised typing at three spreads.
enum KeyboardBench {
    static func run(_ o: BenchOptions) throws {
        let keysets = KeysetLibrary(directories: KeysetSearch.directories(override: nil))
        let basic = try keysets.load(id: "basic-latin")
        for contacts in [1, 10] { try frameCost(basic, contacts: contacts, o) }
        let english = try keysets.load(id: "english")
        for spread in [0.1, 0.2, 0.3] { try errorRate(english, spread: spread, o) }
    }

    /// The ten frames of one cycle: `contacts` fingers landing on letter keys, moving for eight
    /// frames and lifting, with fresh contact ids. Built cycle by cycle, just before they are
    /// handled, as the input stage builds each frame just before the keyboard sees it: a
    /// benchmark that built every cycle up front read each frame's contacts back from main
    /// memory (tens of megabytes), which live input never does.
    static func cycleFrames(_ geometry: KeyboardGeometry, letters: [LaidOutKey], contacts: Int, cycle: Int) -> [Frame] {
        let keys = (0..<contacts).map { letters[(cycle * 7 + $0 * 3) % letters.count] }
        let firstID = 1 + cycle * contacts
        var t = 1_000_000 + Int64(cycle) * 140_000
        var out: [Frame] = []
        out.reserveCapacity(10)
        for step in 0..<10 {
            let phase: ContactPhase = step == 0 ? .began : (step == 9 ? .ended : .moved)
            var cs: [Contact] = []
            cs.reserveCapacity(contacts)
            for (i, k) in keys.enumerated() {
                let x = (k.cell.centerX + 0.02 * Double(step)) / geometry.width
                let y = k.cell.centerY / geometry.height
                cs.append(Contact(id: firstID + i, slot: i, phase: phase, normalisedX: x, normalisedY: y,
                                  pressure: 100, normalisedPressure: 0.4 + 0.01 * Double(step)))
            }
            out.append(Frame(time: Timestamp(microseconds: t), contacts: cs))
            t += 10_000
        }
        return out
    }

    static func frameCost(_ keyset: Keyset, contacts: Int, _ o: BenchOptions) throws {
        var engine = KeyboardEngine(keyset: keyset, configuration: KeyboardConfiguration(autoCapitalization: false))
        let cycles = max(20, Int(2000 * o.scale))
        let letters = engine.geometry.pages[0].keys.filter { if case .text = $0.key.action { return !$0.key.isExpanding } else { return false } }
        var out: [KeyboardOutput] = []
        out.reserveCapacity(64)
        // Warm up (first use of every track slot and key), then measure.
        for c in 0..<20 {
            for f in cycleFrames(engine.geometry, letters: letters, contacts: contacts, cycle: c) {
                engine.handle(f, into: &out); out.removeAll(keepingCapacity: true)
            }
        }
        // A plain loop rather than BenchClock.samples: a closure capturing the engine would
        // measure copying it in and out of the closure's box as well.
        var samples: [Double] = []
        samples.reserveCapacity(cycles * 10)
        for c in 20..<(20 + cycles) {
            for f in cycleFrames(engine.geometry, letters: letters, contacts: contacts, cycle: c) {
                let t0 = BenchClock.now()
                engine.handle(f, into: &out)
                samples.append(Double(BenchClock.now() - t0))
                out.removeAll(keepingCapacity: true)
            }
        }
        // Allocation in steady state, a cycle at a time (building the frames is not counted).
        var allocated = 0
        for c in (20 + cycles)..<(20 + 2 * cycles) {
            let fs = cycleFrames(engine.geometry, letters: letters, contacts: contacts, cycle: c)
            // The frames live past the second reading: freed inside the window, they would
            // count as negative allocation.
            withExtendedLifetime(fs) {
                let before = BenchClock.allocatedBytes()
                for f in fs { engine.handle(f, into: &out); out.removeAll(keepingCapacity: true) }
                allocated += BenchClock.allocatedBytes() - before
            }
        }
        let name = contacts == 1 ? "frame_1_contact" : "frame_\(contacts)_contacts"
        o.emit(BenchMeasurement(section: "keyboard", name: name + "_p50", value: BenchClock.percentile(samples, 50), unit: "ns"))
        o.emit(BenchMeasurement(section: "keyboard", name: name + "_p99", value: BenchClock.percentile(samples, 99), unit: "ns",
                                peer: contacts == 10 ? "goal" : nil, peerValue: contacts == 10 ? 2000 : nil))
        // Frames 0 and 9 of each ten are the touch-downs and lifts (the expensive ones).
        let downs = samples.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        let lifts = samples.enumerated().filter { $0.offset % 10 == 9 }.map(\.element)
        o.emit(BenchMeasurement(section: "keyboard", name: name + "_touch_down_p50", value: BenchClock.percentile(downs, 50), unit: "ns"))
        o.emit(BenchMeasurement(section: "keyboard", name: name + "_lift_p50", value: BenchClock.percentile(lifts, 50), unit: "ns"))
        o.emit(BenchMeasurement(section: "keyboard", name: name + "_allocated_per_frame", value: Double(allocated) / Double(samples.count), unit: "bytes"))
    }

    static let sampleText = """
    the quick brown fox jumps over the lazy dog. pack my box with five dozen liquor jugs! how vexingly quick \
    daft zebras jump; sphinx of black quartz, judge my vow. a touch keyboard has to guess which key a finger \
    meant, and every guess it gets wrong is a character the writer has to fix by hand.
    """

    /// Synthesised typing at `spread` through a session built from a spec (suggestions and
    /// auto-capitalisation off, so what is scored is the keyboard's guesses alone).
    static func errorRate(_ keyset: Keyset, spread: Double, _ o: BenchOptions) throws {
        let device = benchTouchscreen()
        let g = KeyboardGeometry(keyset: keyset)
        let region = DeviceMapping.defaultRegion(for: .touchscreen)
        let m = g.mapping(region: region)
        let spec = SessionSpec(keyset: KeysetSpec(id: keyset.id), keyboard: KeyboardPlacementSpec(region: region),
                               suggestions: SuggestionsSpec(enabled: false), autoCapitalization: false)
        let builder = SpecResolution.builder()
        let repeats = max(1, Int((4 * o.scale).rounded()))
        var errors = 0, total = 0
        for seed in 0..<repeats {
            let sim = TypistSimulator(geometry: g, mapping: m, device: device,
                                      configuration: TypistConfiguration(seed: UInt64(100 + seed), spread: spread, autoCapitalization: false))
            let trace = try sim.synthesise(sampleText)
            let session = try builder.build(spec, device: device).session
            for e in trace.events { session.feed(e) }
            session.finish(at: (trace.events.last?.time ?? Timestamp(microseconds: 0)).adding(seconds: 1))
            errors += CharacterEditDistance.characters(Array(session.editor.document.string), Array(sampleText))
            total += sampleText.count
        }
        let name = "character_error_rate_spread_" + String(Int((spread * 10).rounded())) + "_tenths"
        o.emit(BenchMeasurement(section: "keyboard", name: name, value: 100 * Double(errors) / Double(total), unit: "%"))
    }

    /// A 10-finger touchscreen with pressure, as the tests use.
    static func benchTouchscreen() -> DeviceDescription {
        var d = DeviceDescription(name: "Pressboard Bench Touchscreen", id: InputID(bustype: 0x18, vendor: 0x27c6, product: 0x0113, version: 0x0100))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 9))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 2559, resolution: 16))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        return d
    }
}
