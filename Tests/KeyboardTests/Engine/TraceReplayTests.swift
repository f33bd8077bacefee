import Testing
import FoundationEssentials
import TouchInput
@testable import Keyboard

/// Replays of trace files: one written by hand, one synthesised and committed.
@Suite struct TraceReplayTests {
    static func replay(_ file: String, keyset: String, configuration: KeyboardConfiguration) throws -> EngineReplay {
        let trace = try TraceFile.readAll(Fixture.fixtures + "/" + file)
        let d = try #require(trace.description)
        let g = KeyboardGeometry(keyset: try Fixture.keyset(keyset))
        let engine = KeyboardEngine(geometry: g, mapping: g.mapping(region: DeviceMapping.defaultRegion(for: d.classification.kind)),
                                    configuration: configuration)
        return EngineReplay.run(trace.events, description: d, engine: engine)
    }

    @Test func handWrittenTraceGivesExactlyTheseActions() throws {
        let r = try Self.replay("handwritten-basic-latin.evemu", keyset: "basic-latin", configuration: .init(autoCapitalization: false))
        func at(_ s: Double) -> Timestamp { Timestamp(microseconds: Int64((s * 1_000_000).rounded())) }
        let expected: [KeyboardOutput] = [
            .init(action: .shift(.manual), contact: 1, time: at(0.1)),
            // 'i' lifts first: the older 'h' commits before it (rollover), shifted.
            .init(action: .text("H", intensity: 31), contact: 2, time: at(0.47)),
            .init(action: .shift(.off), contact: nil, time: at(0.47)),
            .init(action: .text("i", intensity: 11), contact: 3, time: at(0.47)),
            // Slid three cells up the expanding key; intensity measured on '!' only (0.392 → 39).
            .init(action: .text("!", intensity: 39), contact: 4, time: at(0.95)),
            // Backspace: at press, then 400 ms, then every 50 ms until the lift at 1.7.
            .init(action: .delete(.character), contact: 5, time: at(1.2)),
            .init(action: .delete(.character), contact: 5, time: at(1.6)),
            .init(action: .delete(.character), contact: 5, time: at(1.65)),
            .init(action: .delete(.character), contact: 5, time: at(1.7)),
            // Contact 6 was cancelled by SYN_DROPPED and contact 7 is a palm: nothing.
        ]
        // Tap points are checked in TapPointTests; here: actions, contacts and times.
        #expect(r.outputs.map { KeyboardOutput(action: $0.action, contact: $0.contact, time: $0.time) } == expected)
        // Every output a contact made carries its point (a shift press too: a letter may have slipped onto it).
        #expect(r.outputs.allSatisfy { ($0.contact == nil) == ($0.point == nil) })
        #expect(r.transcript.string == "")
    }

    @Test func committedSynthesisedTraceReplaysToItsIntent() throws {
        let path = Fixture.fixtures + "/synth-english-hello.evemu"
        let trace = try TraceFile.readAll(path)
        let header = try #require(SynthesisHeader.parse(comments: trace.comments))
        #expect(header.keyset == "english")
        let r = try Self.replay("synth-english-hello.evemu", keyset: header.keyset, configuration: .default)
        #expect(r.transcript.string == header.text)
        #expect(r.transcript.intensities.count == header.intensities.count)
        for (got, want) in zip(r.transcript.intensities, header.intensities) { #expect(abs(got - want) <= 12) }
        // The accented letter came from a long-press popup, the capital from auto-capitalisation.
        #expect(r.outputs.contains { $0.action == .shift(.automatic) && $0.contact == nil })
    }
}
