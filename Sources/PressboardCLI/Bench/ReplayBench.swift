import Keyboard
import Pressboard
import Suggestions
import TouchInput

/// End-to-end replay throughput without rendering (part of `bench render`): a synthesised
/// trace through decoder → keyboard → editor (→ suggestions), in events per second.
enum ReplayBench {
    static let text = "The quick brown fox jumps over the lazy dog. Pressure keyboards show how hard each key was "
        + "pressed, and the text remembers it. Replays are deterministic, byte for byte, every time. "

    static func run(_ o: BenchOptions) throws {
        let keyset = try KeysetSearch.load(id: "english", override: nil)
        let geometry = KeyboardGeometry(keyset: keyset)
        let device = InputBench.touchscreen()
        let region = DeviceMapping.defaultRegion(for: device.classification.kind)
        let repeats = max(1, Int(8 * o.scale))
        let sim = TypistSimulator(geometry: geometry, mapping: geometry.mapping(region: region), device: device,
                                  configuration: TypistConfiguration(seed: 5, spread: 0.15))
        let trace = try sim.synthesise(String(repeating: text, count: repeats))
        let events = trace.events

        for (name, withSuggestions) in [("replay_events_per_s", false), ("replay_with_suggestions_events_per_s", true)] {
            let spec = SessionSpec(keyset: KeysetSpec(id: keyset.id), keyboard: KeyboardPlacementSpec(region: region),
                                   suggestions: SuggestionsSpec(enabled: withSuggestions))
            let builder = SpecResolution.builder()
            var best = Double.infinity
            var typed = 0
            for _ in 0..<3 {
                let session = try builder.build(spec, device: device).session
                let t = BenchClock.time {
                    for e in events { session.feed(e) }
                    session.finish(at: events.last!.time.adding(seconds: 1))
                }
                typed = session.editor.document.characterCount
                best = min(best, t)
            }
            o.emit(BenchMeasurement(section: "render", name: name, value: Double(events.count) / best, unit: "events/s"))
            if !withSuggestions {
                o.emit(BenchMeasurement(section: "render", name: "replay_characters_per_s", value: Double(typed) / best, unit: "characters/s"))
            }
        }
        o.emit(BenchMeasurement(section: "render", name: "replay_trace_events", value: Double(events.count), unit: "events"))
    }
}
