import FoundationEssentials
import Testing
import TextEditing
@testable import Rendering

@Suite struct TerminalCanvasTests {
    @Test func halfBlocksCarryTopAndBottomColours() throws {
        let image = try ImageCanvas(width: 4, height: 4)
        CairoShapes.fill(image.cairo, .init(x: 0, y: 0, width: 4, height: 2), .init(red: 1, green: 0, blue: 0))
        CairoShapes.fill(image.cairo, .init(x: 0, y: 2, width: 4, height: 2), .init(red: 0, green: 0, blue: 1))
        let text = TerminalCanvas.render(image, columns: 2)
        #expect(text == "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀▀\u{1B}[0m\n")
        #expect(TerminalCanvas.parse(text) == TerminalCanvas.cells(image, columns: 2))
    }

    /// A snapshot of the full scene in 60 columns, compared cell by cell with a tolerance
    /// (PRESSBOARD_UPDATE_GOLDENS=1 writes it again).
    @Test func fullSceneSnapshot() throws {
        let text = try SceneRenderer().terminal(Fixture.fullScene(width: 400, height: 300), columns: 60)
        let path = Fixture.goldens + "/scene-weight.ansi"
        if GoldenImageTests.update {
            try ByteSink.writeFile(Array(text.utf8), to: path)
            return
        }
        let stored = try #require(FileManager.default.contents(atPath: path))
        let expected = TerminalCanvas.parse(String(decoding: stored, as: UTF8.self))
        let actual = TerminalCanvas.parse(text)
        #expect(actual.count == expected.count)
        #expect(actual.count == 23)
        #expect(actual.allSatisfy { $0.count == 60 })
        var off = 0
        for (a, e) in zip(actual.joined(), expected.joined()) {
            let d = [abs(Int(a.top.0) - Int(e.top.0)), abs(Int(a.top.1) - Int(e.top.1)), abs(Int(a.top.2) - Int(e.top.2)),
                     abs(Int(a.bottom.0) - Int(e.bottom.0)), abs(Int(a.bottom.1) - Int(e.bottom.1)), abs(Int(a.bottom.2) - Int(e.bottom.2))].max()!
            if d > 24 { off += 1 }
        }
        #expect(off <= 6, "\(off) cells differ")
        // Every line resets its colours so a terminal is left clean.
        #expect(text.split(separator: "\n").allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }
}
