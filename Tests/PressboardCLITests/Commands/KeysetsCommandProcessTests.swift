import Foundation
import Testing

/// `keysets show --png/--svg`: the keyset drawn as a session draws it.
@Suite struct KeysetsCommandProcessTests {
    @Test func showDrawsTheKeysetToPNGAndSVG() throws {
        let dir = PressboardProcess.scratch("keyset-picture")
        let r = try PressboardProcess.run(["keysets", "show", "english", "--png", dir + "/k.png", "--svg", dir + "/k.svg"])
        #expect(r.status == 0, "\(r.err)")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/k.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 10_000)   // a keyboard, not an empty canvas
        let svg = try String(contentsOfFile: dir + "/k.svg", encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(r.out.contains("page 'letters'"))
    }

    @Test func anUnwritablePictureFailsBeforeDrawing() throws {
        let r = try PressboardProcess.run(["keysets", "show", "english", "--png", "/no/such/dir/k.png"])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
    }
}
