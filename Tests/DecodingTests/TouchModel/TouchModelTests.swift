import Testing
import FoundationEssentials
import Suggestions
@testable import Decoding

@Suite struct TouchModelTests {
    let q = KeyGeometry(centerX: 0.5, centerY: 0.5)

    @Test func learnsAKeysOffsetAndShrinksTowardsTheCentre() {
        var m = TouchModel(keyset: "k", device: "d")
        #expect(m.target("q", geometry: q) == KeyTarget(x: 0.5, y: 0.5, sigmaX: m.defaultSpread, sigmaY: m.defaultSpread))
        m.observe(TapPoint(x: 0.8, y: 0.5), key: "q", geometry: q)
        let one = m.target("q", geometry: q).x
        for _ in 0..<300 { m.observe(TapPoint(x: 0.8, y: 0.5), key: "q", geometry: q) }
        let many = m.target("q", geometry: q).x
        #expect(one > 0.5 && one < 0.56)
        #expect(abs(many - 0.8) < 0.02)
    }

    @Test func slipsFartherThanTwoKeysTeachNothing() {
        var m = TouchModel(keyset: "k", device: "d")
        m.observe(TapPoint(x: 9, y: 0.5), key: "q", geometry: q)
        m.observe(TapPoint(x: .nan, y: 0.5), key: "q", geometry: q)
        #expect(m.touchCount == 0)
    }

    @Test func learningIsDeterministic() {
        var a = TouchModel(keyset: "k", device: "d"), b = a
        let taps = Fixtures.taps("hello", offsets: [1: (0.2, 0.1)])
        for _ in 0..<50 {
            a.learn(word: "hello", taps: taps, layout: Fixtures.layout)
            b.learn(word: "hello", taps: taps, layout: Fixtures.layout)
        }
        #expect(a == b)
        #expect(a.touchCount > 0)
    }

    @Test func storeRoundTripsAndSetsAsideBadFiles() throws {
        let dir = Fixtures.temporaryDirectory()
        let store = TouchModelStore(dataDirectory: dir, device: "Pen Tablet/1", keyset: "english")
        #expect(store.path.hasSuffix("/touch-models/Pen_Tablet_1--english.json"))
        var m = TouchModel(keyset: "english", device: "Pen Tablet/1")
        m.learn(word: "word", taps: Fixtures.taps("word", offsets: [0: (0.1, 0)]), layout: Fixtures.layout)
        try store.save(m)
        let loaded = store.load(device: "Pen Tablet/1", keyset: "english")
        #expect(loaded.model == m && loaded.warning == nil)

        // Another keyset: set aside, fresh model, warning.
        let other = store.load(device: "Pen Tablet/1", keyset: "french")
        #expect(other.model.touchCount == 0 && other.model.keyset == "french")
        #expect(other.warning?.contains("keyset 'english'") == true)
        #expect(FileManager.default.fileExists(atPath: store.path + ".set-aside-1"))
        #expect(!FileManager.default.fileExists(atPath: store.path))

        // Truncated file.
        try store.save(m)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: store.path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: store.path))
        let truncated = store.load(device: "Pen Tablet/1", keyset: "english")
        #expect(truncated.model.touchCount == 0)
        #expect(truncated.warning?.contains("set-aside-2") == true)
        #expect(truncated.warning?.contains("not valid JSON") == true && truncated.warning?.contains("Error") == false)
    }

    @Test func impossibleValuesAreSetAside() throws {
        let dir = Fixtures.temporaryDirectory()
        let store = TouchModelStore(dataDirectory: dir, device: "d", keyset: "k")
        try store.save(TouchModel(keyset: "k", device: "d"))
        let text = try String(contentsOf: URL(fileURLWithPath: store.path), encoding: .utf8)
            .replacingOccurrences(of: "\"defaultSpread\":0.36", with: "\"defaultSpread\":-1")
        try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
        let r = store.load(device: "d", keyset: "k")
        #expect(r.warning?.contains("impossible values") == true)
        #expect(r.model.isValid)
    }
}
