import CPangoCairo
import TextLayout
import TouchInput

/// `pressboard bench layout`: the layout engine against raw Pango doing the same work in the same run.
///
/// - full layout of a 100-paragraph document (goal ≤ 1.2× raw Pango);
/// - a one-character edit in a 10,000-paragraph document (goal ≤ 1.3× raw Pango re-laying out that
///   one paragraph, and the same cost as in a 100-paragraph document);
/// - hit testing a point (goal ≤ 5 µs).
enum LayoutBench {
    static let width = 600.0

    static func run(_ o: BenchOptions) throws {
        let paragraphs = makeParagraphs(count: 100, seed: 1)
        let doc = paragraphs.joined(separator: "\n")
        let container = TextContainer(width: width)
        let engine = LayoutEngine(container: container)
        let raw = RawPango(width: width - 2 * container.lineFragmentPadding)
        let reps = max(3, Int(20 * o.scale))

        // Full layout.
        engine.setText(AttributedText(doc))
        _ = raw.layoutAll(paragraphs)
        var mine: [Double] = [], theirs: [Double] = []
        for _ in 0..<reps {
            mine.append(Double(BenchClock.time { engine.setText(AttributedText(doc)) }) * 1e6)
            theirs.append(Double(BenchClock.time { _ = raw.layoutAll(paragraphs) }) * 1e6)
        }
        o.emit(BenchMeasurement(section: "layout", name: "full layout, 100 paragraphs", value: median(mine), unit: "µs",
                                peer: "raw Pango", peerValue: median(theirs)))

        // One-character edit, 10,000 paragraphs (and 100 for comparison).
        let bigCount = max(200, Int(10_000 * o.scale))
        let big = makeParagraphs(count: bigCount, seed: 2)
        let bigEngine = LayoutEngine(container: container)
        bigEngine.setText(AttributedText(big.joined(separator: "\n")))
        let editReps = max(20, Int(200 * o.scale))
        let (bigEdit, rawEdit) = try editCost(bigEngine, paragraphs: big, raw: raw, reps: editReps)
        o.emit(BenchMeasurement(section: "layout", name: "one-character edit, \(bigCount) paragraphs", value: bigEdit, unit: "µs",
                                peer: "raw Pango, that paragraph", peerValue: rawEdit))
        // The same middle paragraph in a 100-paragraph document: the cost must not depend on length.
        let around = Array(big[(bigCount / 2 - 50)..<(bigCount / 2 + 50)])
        let smallEngine = LayoutEngine(container: container)
        smallEngine.setText(AttributedText(around.joined(separator: "\n")))
        let (smallEdit, _) = try editCost(smallEngine, paragraphs: around, raw: raw, reps: editReps)
        o.emit(BenchMeasurement(section: "layout", name: "one-character edit, \(bigCount) vs 100 paragraphs", value: bigEdit, unit: "µs",
                                peer: "100 paragraphs", peerValue: smallEdit))
        try listItemInsert(o, container: container, raw: raw, reps: editReps)

        // Hit testing.
        var rng = SeededGenerator(seed: 3)
        let height = engine.contentHeight
        let points = (0..<4096).map { _ in LayoutPoint(x: rng.unit() * width, y: rng.unit() * height) }
        var sink = 0
        for p in points { sink &+= engine.closestInsertionIndex(to: p) }
        let hits = BenchClock.samples(max(1000, Int(20_000 * o.scale))) { i in
            sink &+= engine.closestInsertionIndex(to: points[i & 4095])
        }
        let caret = BenchClock.samples(max(1000, Int(20_000 * o.scale))) { i in
            sink &+= Int(engine.caretRect(at: (i * 7919) % engine.length).minX)
        }
        let rawHits = raw.hitTestSamples(paragraphs[0], count: max(1000, Int(20_000 * o.scale)))
        o.emit(BenchMeasurement(section: "layout", name: "hit test (point → insertion index), median", value: BenchClock.percentile(hits, 50) / 1000,
                                unit: "µs", peer: "pango_layout_xy_to_index", peerValue: BenchClock.percentile(rawHits, 50) / 1000))
        o.emit(BenchMeasurement(section: "layout", name: "hit test, p99", value: BenchClock.percentile(hits, 99) / 1000, unit: "µs"))
        o.emit(BenchMeasurement(section: "layout", name: "caret rect, median", value: BenchClock.percentile(caret, 50) / 1000, unit: "µs"))
        if sink == 42 { print("") }
    }

    /// Median cost of inserting and deleting one character in the middle paragraph, against raw
    /// Pango setting the edited paragraph's text on a layout and reading its lines.
    static func editCost(_ engine: LayoutEngine, paragraphs: [String], raw: RawPango, reps: Int) throws -> (Double, Double) {
        let mid = paragraphs.count / 2
        let at = engine.paragraphRange(at: mid).lowerBound + 10
        let x = AttributedText("x"), none = AttributedText("")
        var mine: [Double] = [], theirs: [Double] = []
        let original = paragraphs[mid]
        var edited = original
        edited.insert("x", at: edited.index(edited.startIndex, offsetBy: 10))
        let layout = raw.makeLayout()
        for _ in 0..<reps {
            mine.append(try BenchClock.time { try engine.replaceCharacters(in: at..<at, with: x) } * 1e6)
            mine.append(try BenchClock.time { try engine.replaceCharacters(in: at..<(at + 1), with: none) } * 1e6)
            theirs.append(BenchClock.time { raw.relayout(layout, edited) } * 1e6)
            theirs.append(BenchClock.time { raw.relayout(layout, original) } * 1e6)
        }
        return (median(mine), median(theirs))
    }

    static func median(_ v: [Double]) -> Double { BenchClock.percentile(v, 50) }

    /// Deterministic prose: ~60 words per paragraph.
    static func makeParagraphs(count: Int, seed: UInt64) -> [String] {
        let words = ["the", "pressure", "keyboard", "types", "text", "whose", "weight", "shows", "how", "hard",
                     "each", "key", "was", "pressed", "layout", "engine", "paragraph", "line", "fragment", "glyph",
                     "Pango", "Cairo", "draws", "everything", "on", "screen", "with", "one", "shared", "font", "map",
                     "incremental", "edits", "only", "touch", "their", "own", "lines", "and", "shift", "the", "rest"]
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            (0..<(50 + Int(rng.next() % 20))).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ") + "."
        }
    }
}

/// Raw Pango doing what the engine does per paragraph, with nothing around it: one font map and
/// context (same font options, language and base direction), a font description, width, wrap,
/// text, then reading each line's extents and baseline.
final class RawPango {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let font: OpaquePointer
    let width: Int32

    init(width: Double) {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // The engine's language and base direction too: a locale-dependent language would shape
        // with different OpenType lookups and measure a different amount of work.
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        font = pango_font_description_from_string("DejaVu Sans")
        pango_font_description_set_absolute_size(font, 15 * Double(PANGO_SCALE))
        self.width = Int32(width * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    func makeLayout() -> OpaquePointer {
        let l = pango_layout_new(context)!
        pango_layout_set_font_description(l, font)
        pango_layout_set_width(l, width)
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR)
        return l
    }

    /// Lays out every paragraph in a new layout and reads its lines; returns the total height.
    func layoutAll(_ paragraphs: [String]) -> Int {
        var total = 0
        for p in paragraphs {
            let l = makeLayout()
            total += relayout(l, p)
            g_object_unref(UnsafeMutableRawPointer(l))
        }
        return total
    }

    @discardableResult
    func relayout(_ l: OpaquePointer, _ text: String) -> Int {
        text.withCString { pango_layout_set_text(l, $0, -1) }
        let iter = pango_layout_get_iter(l)
        var height: Int32 = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            height += logical.height + pango_layout_iter_get_baseline(iter) * 0
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        return Int(height)
    }

    func hitTestSamples(_ paragraph: String, count: Int) -> [Double] {
        let l = makeLayout()
        relayout(l, paragraph)
        var rng = SeededGenerator(seed: 9)
        var logical = PangoRectangle()
        pango_layout_get_extents(l, nil, &logical)
        let pts = (0..<4096).map { _ in (Int32(rng.unit() * Double(width)), Int32(rng.unit() * Double(logical.height))) }
        var idx: Int32 = 0, trailing: Int32 = 0
        let s = BenchClock.samples(count) { i in
            let (x, y) = pts[i & 4095]
            pango_layout_xy_to_index(l, x, y, &idx, &trailing)
        }
        g_object_unref(UnsafeMutableRawPointer(l))
        return s
    }
}

