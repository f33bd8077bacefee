import Keyboard
import Testing

/// The one screen model: the strip sits between editor and keyboard, its cells show the
/// engine's rank order, and normalised rectangles match the point rectangles.
@Suite struct ScreenLayoutTests {
    @Test func partsTileTheScreenTopToBottom() {
        let s = ScreenLayout(width: 800, height: 600, keyboardRows: 4)
        #expect(s.keyboard == .init(x: 0, y: 360, width: 800, height: 240))
        #expect(s.strip == .init(x: 0, y: 315, width: 800, height: 45))
        #expect(s.editor == .init(x: 0, y: 0, width: 800, height: 315))
        #expect(s.keyboardRegion == NormalisedRect(x: 0, y: 0.6, width: 1, height: 0.4))
    }

    @Test func stripCellsShowTheEnginesRankOrder() {
        let s = ScreenLayout(width: 900, height: 600, keyboardRows: 4)
        #expect(s.stripCells.map(\.x) == [0, 300, 600])
        #expect(s.stripRanks == SuggestionStrip.standardRankInCell)
        let y = s.strip.y + s.strip.height / 2
        #expect([50.0, 450, 850].map { s.suggestionRank(atX: $0, y: y) } == [1, 0, 2])
        #expect(s.suggestionRank(atX: 450, y: 10) == nil)
        // The engine's strip measures the same cells.
        #expect(s.suggestionStrip.cell(normalisedX: 850.0 / 900, normalisedY: y / 600) == 2)
    }

    @Test func aScreenWithoutKeyboardIsAllEditor() {
        let s = ScreenLayout(width: 640, height: 480, keyboardRows: nil)
        #expect(s.editor == .init(x: 0, y: 0, width: 640, height: 480))
        #expect(s.strip.height == 0 && s.keyboard.height == 0)
    }

    @Test func aStripAboveAMovedKeyboardIsCutAtTheTop() {
        let s = ScreenLayout(width: 800, height: 600, keyboardRows: 4)
        let strip = s.suggestionStrip(above: NormalisedRect(x: 0.1, y: 0.05, width: 0.8, height: 0.5))
        #expect(strip.region == NormalisedRect(x: 0.1, y: 0, width: 0.8, height: 0.05))
    }
}
