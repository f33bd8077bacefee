import CPangoCairo
import Testing
@testable import TextLayout

/// Engines on different threads share nothing of ours, but Cairo keeps one process-wide cache of
/// FreeType faces and closes the least recently used when more than ten are open; with many font
/// files in play at once, one thread's face could be closed under another's glyph lookup (a
/// SIGSEGV inside FreeType's cmap code, seen in CI). These tests type and draw many fonts on
/// several threads at once.
@Suite struct ConcurrentEnginesTests {
    static let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Inter", "Inter Display",
                           "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans Mono CJK SC", "Noto Color Emoji",
                           "DejaVu Math TeX Gyre", "Liberation Serif", "Noto Serif"]
    static let samples = ["Pressure keyboard 123", "日本語のテキスト", "한국어 텍스트", "emoji 😀🎹",
                          "\u{10FFFD}\u{E000}\u{FFFF}", "∑∫√ math", "Ελληνικά Кириллица"]

    /// One thread's work: engines with every family, laid out and drawn, many times.
    static func churn(seed: Int, rounds: Int) -> Int {
        var ink = 0
        let container = TextContainer(width: 200, insets: .zero, lineFragmentPadding: 5)
        let root = LayoutEngine(container: container)
        for round in 0..<rounds {
            let family = families[(seed + round) % families.count]
            let weight: FontWeight = round % 3 == 0 ? .bold : .regular
            var text = AttributedText()
            for (k, sample) in samples.enumerated() {
                let attributes = TextAttributes(fontFamily: families[(seed + round + k) % families.count],
                                                fontSize: Double(10 + (round + k) % 17), weight: weight,
                                                italic: (round + k) % 2 == 0)
                text.append(AttributedText(sample + "\n", attributes: attributes))
            }
            let engine = LayoutEngine(container: container, sharingFontsWith: root)
            engine.setText(text)
            let canvas = TestCanvas(width: 200, height: 300)
            engine.draw(in: canvas.cairo)
            engine.drawString(family, attributes: TextAttributes(fontFamily: family, fontSize: 13),
                              at: LayoutPoint(x: 0, y: 280), in: canvas.cairo)
            ink += canvas.inkCount(x: 0, y: 0, width: 200, height: 20)
        }
        return ink
    }

    @Test func enginesOnManyThreadsTypesetAndDrawManyFontsAtOnce() async {
        let inks = await withTaskGroup(of: Int.self) { group in
            for seed in 0..<6 { group.addTask { Self.churn(seed: seed, rounds: 15) } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(inks.count == 6 && inks.allSatisfy { $0 > 0 }, "every thread drew text")
    }
}
