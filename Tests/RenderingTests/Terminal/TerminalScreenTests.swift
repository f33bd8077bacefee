import IntensityStyle
import Testing
import TextEditing
@testable import Rendering

@Suite struct TerminalScreenTests {
    static func plain(_ frame: TerminalScreen.Frame) -> [String] {
        (0..<frame.grid.rows).map { frame.grid.plainRow($0) }
    }

    @Test func textSuggestionsAndKeyLabelsAreRealCharacters() throws {
        let frame = TerminalScreen(colour: false).render(try Fixture.fullScene(), size: TerminalSize(columns: 100, rows: 40))
        let rows = Self.plain(frame)
        #expect(frame.keyboardFit == .boxed)
        #expect(rows[0].hasPrefix("The quick brown fox jumps over the lazy dog."))
        let bar = try #require(frame.barRow.map { rows[$0] })
        // Best in the middle cell, the second on the left, the third on the right.
        let soft = try #require(bar.range(of: " softly "))
        let softy = try #require(bar.range(of: " softy "))
        #expect(softy.lowerBound < soft.lowerBound && soft.upperBound < bar.range(of: " software ")!.lowerBound)
        let keyboard = frame.keyboardRows.map { rows[$0] }.joined(separator: "\n")
        // Shift is on, so letter keys show capitals; every letter key is labelled in a box.
        for letter in "QWERTYUIOPASDFGHJKLZXCVBNM" { #expect(keyboard.contains("│" + String(letter)) || keyboard.contains(" \(letter) "), "\(letter)") }
        #expect(keyboard.contains("┌") && keyboard.contains("┘"))
        #expect(frame.keyboardRows.upperBound == 40 && frame.grid.columns == 100)
    }

    @Test func caretSelectionAndMarkedTextAreStyled() {
        let doc = IntensityDocument(string: "hello world", intensity: 50)
        var frame = TerminalScreen(colour: false).render(SceneSnapshot(document: doc, selection: 6..<11), size: TerminalSize(columns: 20, rows: 3))
        var line = frame.lines(colour: false)[0]
        // "world" selected: reverse video starts at the 'w'.
        #expect(line.contains("\u{1B}[0;7mworld"))
        frame = TerminalScreen(colour: false).render(SceneSnapshot(document: doc, markedRange: 0..<5), size: TerminalSize(columns: 20, rows: 3))
        line = frame.lines(colour: false)[0]
        #expect(line.hasPrefix("\u{1B}[0;4mhello\u{1B}[0m "))
        // The caret after the last character: a reversed space.
        #expect(line.contains("world\u{1B}[0;7m \u{1B}[0m"))
    }

    @Test func weightSchemeIsDimNormalBold() {
        let fragment = DocumentFragment(string: "abc", intensities: [5, 50, 95], attributes: [.init(count: 3, value: .default)])
        let snapshot = SceneSnapshot(document: IntensityDocument(fragment), selection: 0..<0, showsCaret: false)
        let line = TerminalScreen(colour: false).render(snapshot, size: TerminalSize(columns: 10, rows: 1)).lines(colour: false)[0]
        #expect(line.hasPrefix("\u{1B}[0;2ma\u{1B}[0mb\u{1B}[0;1mc"))
    }

    @Test func hueIsTwentyFourBitColourAndNoColourDropsIt() {
        let fragment = DocumentFragment(string: "ab", intensities: [0, 100], attributes: [.init(count: 2, value: .default)])
        let snapshot = SceneSnapshot(document: IntensityDocument(fragment, options: DocumentOptions(renderScheme: .hue)), showsCaret: false)
        let frame = TerminalScreen(colour: true).render(snapshot, size: TerminalSize(columns: 10, rows: 1))
        let coloured = frame.lines(colour: true)[0]
        // Bin 0 is green (HSB 144°, 0.8), bin 19 red.
        #expect(coloured.contains("38;2;0;204;82;48;2;255;255;255ma"))
        #expect(coloured.contains("38;2;204;"))
        let plain = TerminalScreen(colour: false).render(snapshot, size: TerminalSize(columns: 10, rows: 1)).lines(colour: false)[0]
        #expect(!plain.contains("38;2") && !plain.contains("48;2"))
    }

    /// The fade (and the pulsing fade, which a terminal cannot pulse) as greys, light to black;
    /// the coloured shadow as a tinted background behind black text; without colour, dim/bold.
    @Test func fadeIsGreyAndShadowIsATintedBackground() {
        func line(_ scheme: RenderScheme, colour: Bool) -> String {
            let fragment = DocumentFragment(string: "ab", intensities: [0, 100], attributes: [.init(count: 2, value: .default)])
            let snapshot = SceneSnapshot(document: IntensityDocument(fragment, options: DocumentOptions(renderScheme: scheme)), showsCaret: false)
            return TerminalScreen(colour: colour).render(snapshot, size: TerminalSize(columns: 10, rows: 1)).lines(colour: colour)[0]
        }
        #expect(line(.fade, colour: true).contains("38;2;199;199;199;48;2;255;255;255ma")) // grey 0.78
        #expect(line(.fade, colour: true).contains("38;2;0;0;0;48;2;255;255;255mb"))
        #expect(line(.pulse, colour: true) == line(.fade, colour: true))
        let shadow = line(.shadow, colour: true)
        #expect(shadow.contains("48;2;140;") && shadow.contains("48;2;255;"))  // green-tinted, then red-tinted
        #expect(line(.fade, colour: false).hasPrefix("\u{1B}[0;2ma"))
        #expect(!line(.shadow, colour: false).contains("48;2"))
    }

    @Test func pressedKeyIsShadedByItsIntensity() throws {
        var snapshot = try Fixture.fullScene()
        snapshot.keyboard = try Fixture.keyboard(pressed: [("g", 100)])
        let frame = TerminalScreen(colour: true).render(snapshot, size: TerminalSize(columns: 100, rows: 40))
        let text = frame.keyboardRows.map { frame.lines(colour: true)[$0] }.joined()
        // A full press shades the key black; its label turns white.
        #expect(text.contains("38;2;255;255;255;48;2;0;0;0m"))
        let plain = TerminalScreen(colour: false).render(snapshot, size: TerminalSize(columns: 100, rows: 40))
        #expect(plain.keyboardRows.map { plain.lines(colour: false)[$0] }.joined().contains("\u{1B}[0;1;7m│   g   │"))
    }

    @Test func wrapsAtWordsAndScrollsToTheCaret() {
        let doc = IntensityDocument(string: "one two three four five six seven eight nine ten", intensity: 40)
        let frame = TerminalScreen(colour: false).render(SceneSnapshot(document: doc), size: TerminalSize(columns: 12, rows: 2))
        let rows = Self.plain(frame)
        #expect(rows == ["seven eight ", "nine ten    "])
    }

    @Test func narrowTerminalsFallBack() throws {
        let snapshot = try Fixture.fullScene()
        let compact = TerminalScreen(colour: false).render(snapshot, size: TerminalSize(columns: 40, rows: 12))
        #expect(compact.keyboardFit == .compact)
        #expect(compact.keyboardRows.count == 4)
        let hidden = TerminalScreen(colour: false).render(snapshot, size: TerminalSize(columns: 12, rows: 12))
        guard case .hidden(let why)? = hidden.keyboardFit else { Issue.record("expected hidden"); return }
        #expect(why.contains("12 columns"))
        #expect(hidden.keyboardRows.isEmpty && hidden.barRow == 11)
        // Nothing overflows the size, whatever the size.
        for (c, r) in [(1, 1), (2, 1), (5, 2), (30, 3), (200, 60)] {
            let f = TerminalScreen(colour: true).render(snapshot, size: TerminalSize(columns: c, rows: r))
            #expect(f.grid.rows == r && (0..<r).allSatisfy { TerminalCellWidth.of(f.grid.plainRow($0)) == c })
        }
    }

    @Test func wideCharactersTakeTwoColumns() {
        var grid = TerminalGrid(columns: 6, rows: 1)
        grid.write("a日本", row: 0, column: 0, style: .plain)
        #expect(grid.plainRow(0) == "a日本 ")
        grid.write("x", row: 0, column: 2, style: .plain)
        #expect(grid.plainRow(0) == "a x本 ")
        #expect(TerminalCellWidth.of("a日本 ") == 6)
    }
}
