import Foundation
import Decoding
import Keyboard
import Testing
import TouchInput
@testable import Pressboard

/// A session decoding from its spec replays deterministically, and a recording with decoding on
/// (its spec carrying the starting touch model) replays to the live document.
@Suite struct DecodingReplayTests {
    static let device = SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")

    /// Where the keyboard lies in these tests (the simulator types there).
    static let region = DeviceMapping.defaultRegion(for: .touchscreen)

    static var decodingSpec: SessionSpec {
        var s = SessionSpec()
        s.keyset.id = "english"
        s.keyboard.region = region
        s.suggestions.autocorrect = true
        return s
    }

    /// `text` typed by the simulator with `typist`, written as a trace file with `spec` in its header.
    static func recording(_ text: String, typist: TypistConfiguration, spec: SessionSpec, name: String) throws -> String {
        try synthesised(text, typist: typist, spec: spec, name: name).path
    }

    /// The same, with the simulator's trace (its planned strokes).
    static func synthesised(_ text: String, typist: TypistConfiguration, spec: SessionSpec, name: String) throws -> (path: String, trace: SynthesisedTrace) {
        let description = try #require(try TraceFile.open(device).description)
        let keyset = try SessionFixtures.keyset(spec.keyset.id)
        let geometry = KeyboardGeometry(keyset: keyset)
        let sim = TypistSimulator(geometry: geometry, mapping: geometry.mapping(region: region), device: description, configuration: typist)
        let trace = try sim.synthesise(text)
        let path = NSTemporaryDirectory() + "/pressboard-decoding-\(getpid())-\(name).evemu"
        let writer = try TraceFileWriter(path: path, description: description, comments: trace.comments + SessionSpecHeader.comments(for: spec))
        for e in trace.events { try writer.write(e) }
        try writer.close()
        return (path, trace)
    }

    /// Replays `path` with `spec` through the builder: the report's JSON and the session.
    static func replay(_ path: String, spec: SessionSpec) throws -> (json: String, session: Session) {
        var source = try TraceFile.open(path)
        let session = try SessionBuilderTests.builder.build(spec, device: source.description!).session
        let result = try TraceReplay.run(&source, session: session, keysetID: spec.keyset.id)
        return (ReplayReport.json(result), session)
    }

    static let text = "The quick brown fox jumps over the lazy dog. We should meet again next week to talk about the plan. "

    static var noisy: TypistConfiguration {
        var t = TypistConfiguration(seed: 11, spread: 0.3, systematicOffset: 0.1)
        t.drift = 0.02
        return t
    }

    @Test func sameTraceAndSpecGiveTheSameTextTwice() throws {
        let path = try Self.recording(Self.text, typist: Self.noisy, spec: Self.decodingSpec, name: "twice")
        defer { unlink(path) }
        let a = try Self.replay(path, spec: Self.decodingSpec)
        let b = try Self.replay(path, spec: Self.decodingSpec)
        #expect(a.json == b.json)
        #expect(a.session.editor.document.string == b.session.editor.document.string)
        #expect(a.session.decoding?.touchModel == b.session.decoding?.touchModel)
        // Decoding ran and did something: the raw replay of the same touches differs.
        #expect((a.session.decoding?.decodedWords ?? 0) > 10)
        var raw = Self.decodingSpec
        raw.suggestions.autocorrect = false
        #expect(try Self.replay(path, spec: raw).session.editor.document.string != a.session.editor.document.string)
    }

    @Test func recordingWithDecodingReplaysToTheLiveDocument() throws {
        // The "live" run starts from a model learned on earlier typing.
        let warmUp = try Self.recording(Self.text, typist: Self.noisy, spec: Self.decodingSpec, name: "warm-up")
        defer { unlink(warmUp) }
        var spec = Self.decodingSpec
        spec.decoding.touchModel = try #require(try Self.replay(warmUp, spec: spec).session.decoding?.touchModel)
        #expect(spec.decoding.touchModel?.keys.isEmpty == false)
        var typist = Self.noisy
        typist.seed = 12
        let other = "Please send me the report before the meeting on Friday. Thanks for your help with this. "
        let path = try Self.recording(other, typist: typist, spec: spec, name: "live")
        defer { unlink(path) }
        let live = try Self.replay(path, spec: spec)
        // What `replay` does: the spec from the recording's header, then the same build.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let recorded = try #require(try SessionSpecHeader.read(text: text, file: path))
        #expect(recorded.spec == spec)
        let replayed = try Self.replay(path, spec: recorded.spec)
        #expect(replayed.json == live.json)
        #expect(replayed.session.decoding?.touchModel == live.session.decoding?.touchModel)
        // The model learned within the trace: it moved on from the recorded start.
        #expect(live.session.decoding?.touchModel != spec.decoding.touchModel)
    }
}
