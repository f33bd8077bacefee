import Foundation
import Testing

/// Pictures as a user makes them: `heatmap` of a trace, `--legend` under a replay's picture and
/// a frame, `--size` over the device's shape; misuse is a usage error before any work.
@Suite struct PicturesProcessTests {
    /// PNG width and height from the IHDR chunk.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let d = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(d.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        func be(_ o: Int) -> Int { d[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func heatmapDrawsATracesTouches() throws {
        let dir = PressboardProcess.scratch("heatmap")
        let r = try PressboardProcess.run(["heatmap", PressboardProcess.fixture, "--png", dir + "/h.png", "--svg", dir + "/h.svg", "--screen-width", "600"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("keystrokes drawn"))
        let (w, h) = try Self.pngSize(dir + "/h.png")
        #expect(w == 600 && h > 200)
        #expect(try String(contentsOfFile: dir + "/h.svg", encoding: .utf8).contains("<svg"))
        let none = try PressboardProcess.run(["heatmap", PressboardProcess.fixture])
        #expect(none.status == 2 && none.err.contains("--png"))
        let unwritable = try PressboardProcess.run(["heatmap", PressboardProcess.fixture, "--png", "/nonexistent-dir/h.png"])
        #expect(unwritable.status != 0 && unwritable.err.contains("/nonexistent-dir"))
    }

    @Test func legendAndSizeShapeTheReplaysPicture() throws {
        let dir = PressboardProcess.scratch("legend")
        let plain = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--png", dir + "/p.png", "--size", "640x400"])
        #expect(plain.status == 0, "\(plain.err)")
        #expect(try Self.pngSize(dir + "/p.png") == (640, 400))
        let legend = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--png", dir + "/l.png", "--size", "640x400", "--legend",
                                                "--frames", dir, "--scheme", "shadow"])
        #expect(legend.status == 0, "\(legend.err)")
        #expect(try Self.pngSize(dir + "/l.png") == (640, 444))  // the legend's 44-point band
        #expect(try Self.pngSize(dir + "/frame-0001.png") == (640, 444))
        let bad = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--size", "640by400"])
        #expect(bad.status == 2)
        let both = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--size", "640x400", "--screen-width", "500"])
        #expect(both.status == 2 && both.err.contains("--size"))
    }

    /// `evaluate --png`: the error-rate curve, raw and decoded against taps off their key.
    @Test func evaluateDrawsTheErrorRateCurve() throws {
        let dir = PressboardProcess.scratch("curve")
        try "see you at the meeting tomorrow\nthanks for the call today\nplease send me the notes\n"
            .write(toFile: dir + "/phrases.txt", atomically: true, encoding: .utf8)
        let r = try PressboardProcess.run(["evaluate", "--text", dir + "/phrases.txt",
                                           "--description", PressboardProcess.root + "/Tests/Fixtures/traces/touchscreen-two-fingers.evemu",
                                           "--keyset", "english", "--noise", "0.1,0.25", "--seeds", "1", "--png", dir + "/curve.png"])
        #expect(r.status == 0, "\(r.err)")
        #expect(try Self.pngSize(dir + "/curve.png") == (640, 400))
        let bad = try PressboardProcess.run(["evaluate", "--text", dir + "/phrases.txt", "--description", PressboardProcess.root + "/Tests/Fixtures/traces/touchscreen-two-fingers.evemu",
                                             "--keyset", "english", "--png", "/nonexistent-dir/c.png"])
        #expect(bad.status != 0 && bad.err.contains("/nonexistent-dir"))
    }
}
