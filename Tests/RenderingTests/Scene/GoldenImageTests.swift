import IntensityStyle
import FoundationEssentials
import Testing
import TextEditing
import TextLayout
@testable import Keyboard
@testable import Rendering

/// Small scenes compared per pixel with stored PNGs. Set PRESSBOARD_UPDATE_GOLDENS=1 to write
/// them again (then look at them before committing).
@Suite struct GoldenImageTests {
    static let update = ProcessInfo.processInfo.environment["PRESSBOARD_UPDATE_GOLDENS"] == "1"

    func check(_ name: String, _ snapshot: SceneSnapshot, theme: SceneTheme = .standard) throws {
        let image = try SceneRenderer(theme: theme).image(snapshot)
        let path = Fixture.goldens + "/\(name).png"
        if Self.update {
            try image.writePNG(to: path)
            return
        }
        let golden = try ImageCanvas(pngPath: path)
        #expect(golden.width == image.width && golden.height == image.height)
        // Antialiasing may move by a level or two across library versions; shapes may not.
        let fraction = differingFraction(image, golden, tolerance: 40)
        #expect(fraction < 0.005, "\(name): \(fraction * 100)% of pixels differ (write /tmp/\(name).png to compare)")
        if fraction >= 0.005 { try image.writePNG(to: "/tmp/\(name).png") }
    }

    @Test func fullSceneInWeight() throws {
        try check("scene-weight", Fixture.fullScene(width: 400, height: 300))
    }

    @Test func fullSceneInHueMidPulse() throws {
        try check("scene-hue-pulse", Fixture.fullScene(width: 400, height: 300, scheme: .hue, time: 1))
    }

    @Test func capsLockNumbersPageWithSelection() throws {
        var s = try Fixture.fullScene(width: 400, height: 300, scheme: .alpha)
        s.animatesOverride = false
        s.selection = 4..<15
        s.markedRange = nil
        s.suggestions = []
        var kb = try Fixture.keyboard(shift: .locked, pressed: [("a", 100)], popupOn: "o", selected: 3)
        kb.state.pressed.append(.init(page: 0, keyIndex: 0, contact: 5, intensity: 40, isOutside: true))
        s.keyboard = kb
        try check("scene-alpha-caps", s)
    }

    /// The accessory row on top of the keyboard: the intensity key showing the manual intensity,
    /// the slider, and the scheme key's popup open with each "abc" drawn in its own scheme.
    @Test func accessoryRowWithTheSchemePopupOpen() throws {
        var s = try Fixture.fullScene(width: 400, height: 340)
        let geometry = KeyboardGeometry(keyset: try Fixture.keyset("english").withAccessoryRow())
        let page = geometry.pages[0]
        let scheme = try #require(page.keys.firstIndex { $0.key.action == .scheme(.weight) })
        let state = KeyboardVisualState(
            pageID: page.pageID, pageIndex: 0, shift: .off, latchReturnPage: nil, pressed: [],
            popups: [.init(page: 0, keyIndex: scheme, contact: 1, layout: try #require(geometry.popups[0][scheme]), selected: 1, intensity: 50)],
            manualIntensity: 64)
        s.keyboard = KeyboardSnapshot(geometry: geometry, state: state)
        try check("scene-accessory", s)
    }

    /// The accessory's choosers show the document's scheme and smoothing (the scheme key's
    /// "Hue" drawn in hue, the smoothing key "Word"), the intensity key the last press's 73.
    @Test func accessoryShowsTheCurrentChoices() throws {
        var s = try Fixture.fullScene(width: 400, height: 340, scheme: .hue)
        s.document.options.smoothing = .word
        let geometry = KeyboardGeometry(keyset: try Fixture.keyset("english").withAccessoryRow())
        let page = geometry.pages[0]
        let state = KeyboardVisualState(pageID: page.pageID, pageIndex: 0, shift: .off, latchReturnPage: nil, pressed: [],
                                        popups: [], manualIntensity: nil, lastIntensity: 73)
        s.keyboard = KeyboardSnapshot(geometry: geometry, state: state)
        let scheme = try #require(page.keys.first { $0.key.action == .scheme(.weight) }?.key)
        #expect(KeyboardView.label(of: scheme, pressed: nil, state: state, shown: .init(scheme: .hue, smoothing: .word), shifted: false)
                == ("Hue", .scheme(.hue)))
        try check("scene-accessory-current", s)
    }

    /// The schemes beyond the original, one frame each: the static fade, the pulsing fade at
    /// its trough (the fade) and its peak, and the coloured shadows at full opacity.
    @Test func fadePulseAndShadowFrames() throws {
        let text = "Soft start, then harder and harder to the hardest end!"
        for (name, scheme, time) in [("fade", RenderScheme.fade, 0.0), ("pulse-peak", .pulse, 1.0), ("shadow", .shadow, 1.0)] {
            let doc = Fixture.ramp(text, options: DocumentOptions(renderScheme: scheme))
            try check("document-scheme-\(name)", SceneSnapshot(document: doc, width: 400, height: 90, time: time, showsCaret: false))
        }
        // The pulsing fade's trough is the static fade.
        let r = SceneRenderer()
        let trough = try r.png(SceneSnapshot(document: Fixture.ramp(text, options: DocumentOptions(renderScheme: .pulse)), width: 400, height: 90, time: 0, showsCaret: false))
        let fade = try r.png(SceneSnapshot(document: Fixture.ramp(text, options: DocumentOptions(renderScheme: .fade)), width: 400, height: 90, time: 0, showsCaret: false))
        #expect(trough == fade)
    }

    /// A legend of the scheme's scale under a picture: the hue document with its "Aa" samples.
    @Test func documentWithALegend() throws {
        var s = SceneSnapshot(document: Fixture.ramp("Soft start, then harder to the end!", options: DocumentOptions(renderScheme: .hue)),
                              width: 420, height: 60, showsCaret: false)
        s.legend = true
        #expect(s.canvasHeight == 60 + Int(SchemeLegend.height))
        try check("document-hue-legend", s)
    }

    /// Colour emoji (Noto Color Emoji) and CJK (Noto CJK) through fontconfig fallback: 👍 is a
    /// colour glyph, not a hex box, and the Japanese, Korean and Chinese text has real glyphs.
    @Test func emojiAndCJKUseFallbackFonts() throws {
        let doc = Fixture.ramp("Thumbs up 👍 日本語のテキスト 한국어 中文", options: DocumentOptions(renderScheme: .weight))
        let s = SceneSnapshot(document: doc, width: 460, height: 110, showsCaret: false)
        try check("document-emoji-cjk", s)
        // The emoji is drawn in colour: some pixel is strongly yellow (red and green high, blue low).
        let image = try SceneRenderer().image(s)
        var yellow = 0
        image.withPixels { buf, stride in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let o = y * stride + x * 4
                    let b = Int(buf[o]), g = Int(buf[o + 1]), r = Int(buf[o + 2])
                    if r > 200 && g > 150 && b < 90 { yellow += 1 }
                }
            }
        }
        #expect(yellow > 20, "no colour emoji drawn (\(yellow) yellow pixels)")
    }

    /// A frame of `replay --frames`: the key under the latest touch outlined, the point marked.
    @Test func frameMarksTheTouchedKeyAndPoint() throws {
        var s = try Fixture.fullScene(width: 400, height: 300)
        let page = try #require(s.keyboard?.page)
        let g = try #require(page.keys.first { $0.key.label(shifted: false) == "g" })
        s.keyboard?.touchMarker = KeyboardPoint(x: g.cell.centerX + 0.2, y: g.cell.centerY - 0.1)
        try check("scene-touch-marker", s)
    }

    @Test func documentAloneInSizeBySentence() throws {
        let doc = Fixture.ramp("Soft start. Then harder. And the hardest sentence at the end!", options: DocumentOptions(renderScheme: .size, smoothing: .sentence))
        try check("document-size-sentence", SceneSnapshot(document: doc, width: 400, height: 120, showsCaret: false))
    }
}

/// Paragraph structure drawn: heading, nested bullets with a wrapped item, numbered items under
/// centre and right alignment (markers stay in the gutter), a code block, a rounded caption
/// split at its empty line, a quote.
@Suite struct StructureGoldenTests {
    static func document() throws -> IntensityDocument {
        let path = Fixture.root + "/Tests/Fixtures/documents/rich-demo.pbdoc"
        return try IntensityDocument.load(from: path).document
    }

    @Test func richDocumentInWeightAndHue() throws {
        let doc = try Self.document()
        try GoldenImageTests().check("document-structure-weight", SceneSnapshot(document: doc, width: 420, height: 420, showsCaret: false))
        try GoldenImageTests().check("document-structure-hue", SceneSnapshot(document: doc, schemeOverride: .hue, width: 420, height: 420, showsCaret: false))
    }

    /// The same document under `Tests/Fixtures/themes/serif.json5`: serif text, a blue 30-point
    /// heading with a margin, wider list indents in dark grey, a bordered code box, a light quote
    /// bar with margins around the quote, a rounder contour.
    @Test func richDocumentUnderANonDefaultTheme() throws {
        let theme = try ThemeFile.load(path: Fixture.root + "/Tests/Fixtures/themes/serif.json5")
        try GoldenImageTests().check("document-structure-themed", SceneSnapshot(document: try Self.document(), width: 420, height: 460, showsCaret: false),
                                     theme: SceneTheme(documentTheme: theme))
    }

    /// The demo document of `make demo`: every structure plus an image, in weight and hue.
    @Test func richDocumentWithAnImageInWeightAndHue() throws {
        let doc = try IntensityDocument.load(from: Fixture.root + "/Tests/Fixtures/documents/rich-demo-image.pbdoc").document
        for scheme in [RenderScheme.weight, .hue] {
            var s = SceneSnapshot(document: doc, schemeOverride: scheme, width: 420, height: 450, showsCaret: false)
            s.documentFolder = Fixture.root + "/Tests/Fixtures/documents"
            try GoldenImageTests().check("document-structure-image-\(scheme.rawValue)", s)
        }
    }

    /// A centred caption whose neighbouring lines have equal length: one contour with straight
    /// sides where they meet (no notch between them), rounded where the lengths change, split at
    /// the empty paragraph — the case the rounded-background article left unsolved.
    @Test func captionWithEqualNeighbourLinesHasNoNotch() throws {
        var doc = IntensityDocument(string: "A short one\nequal lines\nequal lines\nlonger last line\n\nalone", intensity: 50)
        let caption = ParagraphFormat(alignment: .center, background: .standard)
        doc.setParagraphFormats(Array(repeating: caption, count: 6))
        let s = SceneSnapshot(document: doc, width: 300, height: 190, showsCaret: false)
        try GoldenImageTests().check("caption-equal-lines", s)
        // Where the two equal lines meet, the background's left and right edges are straight:
        // the fill runs from a few points outside the text to the same column on both lines.
        let image = try SceneRenderer().image(s)
        let engine = LayoutEngine(container: TextContainer(width: 300))
        engine.setText(DocumentText.attributedText(doc, theme: .standard))
        func fillColumns(row y: Int) -> Range<Int>? {
            let filled = (0..<image.width).filter { x in
                let p = image.pixel(x: x, y: y)
                return p.blue < 200 && p.red > 200 // the caption's yellow, not white, not text
            }
            guard let lo = filled.first, let hi = filled.last else { return nil }
            return lo..<(hi + 1)
        }
        let inset = SceneTheme.standard.editorInset
        let second = engine.lineFragment(paragraph: 1, line: 0).rect, third = engine.lineFragment(paragraph: 2, line: 0).rect
        let junction = Int((second.maxY + inset).rounded())
        let above = try #require(fillColumns(row: junction - 2)), at = try #require(fillColumns(row: junction)),
            below = try #require(fillColumns(row: junction + 2))
        #expect(abs(above.lowerBound - at.lowerBound) <= 1 && abs(below.lowerBound - at.lowerBound) <= 1, "a notch on the left: \(above) \(at) \(below)")
        #expect(abs(above.upperBound - at.upperBound) <= 1 && abs(below.upperBound - at.upperBound) <= 1, "a notch on the right: \(above) \(at) \(below)")
        #expect(third.minY >= second.maxY - 0.5)
    }

    @Test func markersOfAlignedItemsStayInTheGutter() throws {
        let doc = try Self.document()
        let image = try SceneRenderer().image(SceneSnapshot(document: doc, width: 420, height: 420, showsCaret: false))
        // Plain, the same items draw no marker: the ink in the left gutter is the markers'.
        var plain = doc
        plain.setParagraphFormats(doc.paragraphFormats.map { var f = $0; f.list = .none; return f })
        let unmarked = try SceneRenderer().image(SceneSnapshot(document: plain, width: 420, height: 420, showsCaret: false))
        func dark(_ c: ImageCanvas, rows: Range<Int>) -> Int {
            var n = 0
            for y in rows { for x in 0..<40 where c.pixel(x: x, y: y).green < 128 { n += 1 } }
            return n
        }
        // The numbered items (centred "2.", right-aligned "3.") put their markers in the gutter.
        #expect(dark(image, rows: 148..<186) > 20)
        #expect(dark(unmarked, rows: 148..<186) == 0)
    }
}
