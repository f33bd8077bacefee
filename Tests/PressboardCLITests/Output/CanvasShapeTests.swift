import Foundation
import Testing

/// A replay's picture follows the device's shape unless the screen size is given.
@Suite struct CanvasShapeTests {
    static func size(ofPNG path: String) throws -> (Int, Int) {
        let d = try Data(contentsOf: URL(fileURLWithPath: path))
        let be = { (o: Int) in d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func pictureFollowsTheDeviceAspectUnlessTheScreenIsGiven() throws {
        let dir = PressboardProcess.scratch("canvas")
        let trace = PressboardProcess.root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"
        let r = try PressboardProcess.run(["replay", trace, "--png", dir + "/a.png"])
        #expect(r.status == 0)
        let (w, h) = try Self.size(ofPNG: dir + "/a.png")
        #expect(w == 800)
        #expect(h == 499)   // the fixture's panel is 258 × 161 mm
        let given = try PressboardProcess.run(["replay", trace, "--png", dir + "/b.png", "--screen-width", "640", "--screen-height", "480"])
        #expect(given.status == 0)
        let (w2, h2) = try Self.size(ofPNG: dir + "/b.png")
        #expect(w2 == 640 && h2 == 480)
    }
}
