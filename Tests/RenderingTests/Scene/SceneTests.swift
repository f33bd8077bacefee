import Testing
import TextEditing
import TextLayout
@testable import Keyboard
@testable import Rendering

/// What a user would see in the scene, checked on pixels of an 800×600 rendering.
@Suite struct SceneTests {
    let renderer = SceneRenderer()

    func luminance(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Int {
        (Int(p.red) * 30 + Int(p.green) * 59 + Int(p.blue) * 11) / 100
    }

    /// A point inside a key's frame, away from its label (bottom-right corner area).
    func keyCorner(_ s: SceneSnapshot, _ label: String) -> (Int, Int) {
        let kb = s.keyboard!
        let key = kb.page.keys.first { $0.key.label == label }!
        let r = KeyboardView.pixelRect(key.frame, keyboard: kb, in: renderer.layout(s).keyboard)
        return (Int(r.maxX - 5), Int(r.maxY - 5))
    }

    @Test func layoutPutsTheKeyboardWhereATouchscreenMapsIt() throws {
        let s = try Fixture.fullScene()
        let l = renderer.layout(s)
        #expect(l.keyboardRegion == NormalisedRect(x: 0, y: 0.6, width: 1, height: 0.4))
        #expect(l.bar.maxY == l.keyboard.minY)
        #expect(l.editor.maxY == l.bar.minY)
        // 4 rows of 60 px: the bar is 0.75 of a row.
        #expect(l.bar.height == 45)
        // Best suggestion in the centre cell.
        #expect(l.screen.suggestionRank(atX: 400, y: l.bar.midY) == 0)
        #expect(l.screen.suggestionRank(atX: 10, y: l.bar.midY) == 1)
        #expect(l.screen.suggestionRank(atX: 790, y: l.bar.midY) == 2)
        #expect(l.screen.suggestionRank(atX: 400, y: 10) == nil)
    }

    @Test func harderPressesShadeKeysDarker() throws {
        var s = try Fixture.fullScene()
        s.keyboard = try Fixture.keyboard(pressed: [("q", 10), ("w", 50), ("e", 90)])
        let image = try renderer.image(s)
        let levels = ["r", "q", "w", "e"].map { label -> Int in
            let (x, y) = keyCorner(s, label)
            return luminance(image.pixel(x: x, y: y))
        }
        // Unpressed r: white 0.85 → 217; then w·(100 − I)/100.
        #expect(abs(levels[0] - 217) <= 2)
        #expect(abs(levels[1] - 195) <= 2)
        #expect(abs(levels[2] - 108) <= 2)
        #expect(abs(levels[3] - 22) <= 2)
    }

    @Test func popupHighlightsTheSelectedAlternativeAboveTheKeyboard() throws {
        let s = try Fixture.fullScene()
        let kb = s.keyboard!
        let popup = kb.state.popups[0]
        let l = renderer.layout(s)
        let image = try renderer.image(s)
        let selected = KeyboardView.pixelRect(popup.layout.cells[2], keyboard: kb, in: l.keyboard)
        let other = KeyboardView.pixelRect(popup.layout.cells[1], keyboard: kb, in: l.keyboard)
        #expect(selected.maxY <= l.keyboard.minY)
        let p = image.pixel(x: Int(selected.minX + 6), y: Int(selected.minY + 6))
        #expect(p.blue > 200 && p.red < 40)
        let q = image.pixel(x: Int(other.minX + 6), y: Int(other.minY + 6))
        #expect(q.red == 255 && q.green == 255 && q.blue == 255)
    }

    @Test func expandingKeysCarryTheRedMarkerUntilOpened() throws {
        let s = try Fixture.fullScene()
        let image = try renderer.image(s)
        let kb = s.keyboard!
        let l = renderer.layout(s)
        func markerPixel(_ label: String) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let key = kb.page.keys.first { $0.key.label == label }!
            let r = KeyboardView.pixelRect(key.frame, keyboard: kb, in: l.keyboard)
            let s = r.height / 42 * 1.5
            return image.pixel(x: Int(r.minX + 6 * s), y: Int(r.minY + 4 * s))
        }
        let marked = markerPixel("u")
        #expect(marked.red > 200 && marked.green < 80)
        let plain = markerPixel("r")
        #expect(plain.red == plain.green)
    }

    @Test func shiftLightsTheShiftKeyAndCapsLockOutlinesIt() throws {
        var s = try Fixture.fullScene()
        s.keyboard = try Fixture.keyboard(shift: .off)
        let off = try renderer.image(s)
        s.keyboard = try Fixture.keyboard(shift: .manual)
        let on = try renderer.image(s)
        s.keyboard = try Fixture.keyboard(shift: .locked)
        let locked = try renderer.image(s)
        let kb = s.keyboard!
        let shift = kb.page.keys.first { $0.key.action == .shift }!
        let r = KeyboardView.pixelRect(shift.frame, keyboard: kb, in: renderer.layout(s).keyboard)
        let inside = (Int(r.maxX - 6), Int(r.maxY - 6))
        #expect(luminance(on.pixel(x: inside.0, y: inside.1)) > luminance(off.pixel(x: inside.0, y: inside.1)) + 30)
        let edge = (Int(r.midX), Int(r.maxY - 1))
        #expect(luminance(locked.pixel(x: edge.0, y: edge.1)) < 60)
        #expect(luminance(on.pixel(x: edge.0, y: edge.1)) > 150)
    }

    @Test func caretSelectionAndMarkedTextAreDrawnWhereTheLayoutSaysSo() throws {
        let doc = Fixture.ramp("hello world")
        let editor = TextEditor(document: doc)
        let geometry = LayoutTextGeometry(editor: editor, width: 800)
        var s = SceneSnapshot(document: doc, selection: 5..<5)
        let caret = geometry.caretRect(forUTF16Offset: 5)
        let image = try renderer.image(s)
        let c = image.pixel(x: Int(caret.x + caret.width / 2), y: Int(caret.y + caret.height / 2))
        #expect(c.blue > 200 && c.red < 160)
        s.selection = 0..<5
        let selected = try renderer.image(s)
        let rect = try #require(geometry.selectionRects(forUTF16Range: 0..<5).first).rect
        let p = selected.pixel(x: Int(rect.x + 1), y: Int(rect.y + 2))
        #expect(p.red < 230 && p.green > 240 && p.blue > 240)
        // No caret while a selection exists.
        let end = geometry.caretRect(forUTF16Offset: 11)
        s.selection = 11..<11
        let withCaret = try renderer.image(s).pixel(x: Int(end.x + end.width / 2), y: Int(end.midY))
        #expect(withCaret.blue > 200 && withCaret.red < 160)
        s.selection = 0..<11
        let without = try renderer.image(s).pixel(x: Int(end.x + end.width / 2 + 3), y: Int(end.midY))
        #expect(without.blue > 200 && without.red > 150)
        s.selection = 11..<11
        s.markedRange = 6..<11
        let marked = try renderer.image(s)
        let m = try #require(geometry.selectionRects(forUTF16Range: 6..<11).first).rect
        let under = (Int(m.maxY) - 4...Int(m.maxY)).map { marked.pixel(x: Int(m.x + m.width / 2), y: $0) }.min { $0.blue < $1.blue }!
        #expect(under.red > 100 && under.blue < 60)
    }

    @Test func longTextScrollsToKeepTheCaretVisible() throws {
        let long = (0..<60).map { "Line \($0)" }.joined(separator: "\n")
        let s = SceneSnapshot(document: IntensityDocument(string: long, intensity: 100), keyboard: try Fixture.keyboard())
        let image = try renderer.image(s)
        let l = renderer.layout(s)
        // Text reaches the bottom of the editor (the last lines are shown, not the first).
        var dark = 0
        for y in Int(l.editor.maxY - 30)..<Int(l.editor.maxY - 5) {
            for x in 10..<120 where luminance(image.pixel(x: x, y: y)) < 100 { dark += 1 }
        }
        #expect(dark > 20)
    }
}

@Suite struct KeyboardPageTests {
    @Test func keysHeldOnAnotherPageAreNotShadedHere() throws {
        let renderer = SceneRenderer()
        var s = try Fixture.fullScene()
        s.keyboard = try Fixture.keyboard()
        let plain = try renderer.png(s)
        var kb = try Fixture.keyboard(pressed: [("q", 90)])
        kb.state.pressed[0].page = 1
        s.keyboard = kb
        #expect(try renderer.png(s) == plain)
        kb.state.pressed[0].page = 0
        s.keyboard = kb
        #expect(try renderer.png(s) != plain)
    }
}
