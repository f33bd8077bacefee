import SafeFiles
import Testing
import Keyboard
import Rendering
import TextEditing
import TouchInput
@testable import Pressboard

@Suite struct ReplayTests {
    let trace = SessionFixtures.fixture("session/quick-fox-touchscreen.evemu")

    @Test func synthesisedTraceTypesTheIntendedText() throws {
        let r = try SessionFixtures.replay(trace)
        let intended = try #require(r.intended)
        #expect(r.session.editor.document.string == intended.text)
        #expect(r.session.editor.document.string == "The quick brown fox. Pressboard types, with feeling!")
        // Measured intensities follow the typist's intended ones (pressure plateaus with noise).
        let measured = ReplayReport.intensities(r.session.editor.document)
        #expect(measured.count == intended.intensities.count)
        let meanError = zip(measured, intended.intensities).map { abs($0 - $1) }.reduce(0, +) / max(1, measured.count)
        #expect(meanError <= 12, "mean |measured − intended| = \(meanError)")
    }

    @Test func replayMatchesTheRecordedGoldenByteForByte() throws {
        let golden = try String(testFile: SessionFixtures.fixture("session/quick-fox-touchscreen.replay.json")).trimmingTrailingNewlines
        let r = try SessionFixtures.replay(trace)
        #expect(ReplayReport.json(r) == golden)
    }

    @Test func replayingTwiceGivesIdenticalBytes() throws {
        let a = ReplayReport.json(try SessionFixtures.replay(trace))
        let b = ReplayReport.json(try SessionFixtures.replay(trace))
        #expect(a == b)
    }

    @Test func theFinalScreenIsTheSameBytesEveryReplay() throws {
        let renderer = SceneRenderer()
        let a = try renderer.png(try SessionFixtures.replay(trace).session.sceneSnapshot())
        let b = try SceneRenderer().png(try SessionFixtures.replay(trace).session.sceneSnapshot())
        #expect(a == b)
        #expect(a.count > 1000)
        let svgA = try renderer.svg(try SessionFixtures.replay(trace).session.sceneSnapshot())
        let svgB = try renderer.svg(try SessionFixtures.replay(trace).session.sceneSnapshot())
        #expect(svgA == svgB)
    }

    @Test func eachDocumentChangeSeesTheSuggestionsForIt() throws {
        // `replay --frames` draws in this callback: the bar must belong to the word just typed.
        var source = try TraceFile.open(trace)
        let keyset = try SessionFixtures.keyset("basic-latin")
        let session = Session(description: source.description!, keyset: keyset, suggestionsBar: SessionFixtures.bar(for: keyset))
        var checked = 0
        session.onDocumentChange = { s, _ in
            let w = s.currentWord()
            guard !w.word.isEmpty else { return }
            checked += 1
            let taps = s.wordTaps.count == w.word.count ? s.wordTaps : nil
            let fresh = s.suggestionsBar?.suggestions(for: w.word, taps: taps, previousWord: w.previous) ?? []
            #expect(!s.suggestions.isEmpty && s.suggestions == fresh, "\(w.word): \(s.suggestions.map(\.text))")
        }
        _ = try TraceReplay.run(&source, session: session, keysetID: "basic-latin")
        #expect(checked > 30)
    }

    @Test func autoCapitalisationFollowsTheText() throws {
        let r = try SessionFixtures.replay(trace)
        let shifts = r.session.events.compactMap { e -> (Int64, ShiftState)? in
            if case .shift(let s) = e.output.action, e.output.contact == nil { return (e.output.time.microseconds, s) }
            return nil
        }
        // Automatic shift at the start and after ". ", each released by the capital it produced.
        #expect(shifts.filter { $0.1 == .automatic }.count == 2)
    }

    @Test func autosaveWritesTheDocumentAtomically() throws {
        let path = "/tmp/pressboard-autosave-\(UInt32.random(in: 0...UInt32.max)).json"
        var config = SessionConfiguration()
        config.autosavePath = path
        let r = try SessionFixtures.replay(trace, configuration: config, suggestions: false)
        let (doc, _) = try DocumentArchive.decode(try AtomicFile.read(path), file: path)
        #expect(doc.string == r.session.editor.document.string)
        #expect(ReplayReport.intensities(doc) == ReplayReport.intensities(r.session.editor.document))
        removeTestFile(path)
    }
}

extension String {
    init(testFile path: String) throws {
        self = String(decoding: try AtomicFile.read(path), as: UTF8.self)
    }
    var trimmingTrailingNewlines: String {
        var s = self
        while s.last == "\n" { s.removeLast() }
        return s
    }
}
