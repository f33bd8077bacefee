import IntensityStyle
import PropertyBased
import Testing
@testable import TextLayout

@Suite struct IntensitySmootherTests {
    /// A text with one intensity per character.
    func text(_ s: String, _ values: [Int]) throws -> AttributedText {
        let runs = zip(s, values).map { AttributeRun(length: $0.0.utf16.count, attributes: TextAttributes(intensity: $0.1)) }
        return try AttributedText(s, runs: runs)
    }

    func intensities(_ t: AttributedText) -> [Int?] {
        var out: [Int?] = []
        var offset = 0
        for ch in t.string {
            out.append(t.attributes(at: offset).attributes.intensity)
            offset += ch.utf16.count
        }
        return out
    }

    @Test func characterSmoothingChangesNothing() throws {
        let t = try text("ab cd", [0, 100, 50, 10, 20])
        #expect(IntensitySmoother.smoothed(t, unit: .character) == t)
    }

    @Test func wordsTakeTheIntegerMeanAndSeparatorsJoinTheFollowingWord() throws {
        let t = try text("ab cd  ef!", [0, 100, 30, 10, 20, 90, 90, 40, 41, 42])
        #expect(IntensitySmoother.unitRanges(t, unit: .word) == [0..<2, 2..<5, 5..<10])
        let s = IntensitySmoother.smoothed(t, unit: .word)
        // "ab" → 50; " cd" → (30+10+20)/3 = 20; "  ef!" → (90+90+40+41+42)/5 = 60.
        #expect(intensities(s) == [50, 50, 20, 20, 20, 60, 60, 60, 60, 60])
        #expect(s.string == t.string)
        // The input is a value: it still holds the raw intensities.
        #expect(intensities(t) == [0, 100, 30, 10, 20, 90, 90, 40, 41, 42])
    }

    @Test func onlySpacesAreOneUnit() throws {
        let t = try text("   ", [10, 20, 31])
        #expect(IntensitySmoother.unitRanges(t, unit: .word) == [0..<3])
        #expect(intensities(IntensitySmoother.smoothed(t, unit: .word)) == [20, 20, 20])
    }

    @Test func sentencesParagraphsAndText() throws {
        let t = try text("Hi there. Go!\nNext", [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 90, 90, 90, 0, 50, 50, 50, 50])
        let sentences = IntensitySmoother.unitRanges(t, unit: .sentence)
        // "Hi there." then " Go!\n…": the space joins the sentence after it.
        #expect(sentences.first == 0..<9)
        #expect(sentences.last?.upperBound == t.length)
        let p = intensities(IntensitySmoother.smoothed(t, unit: .paragraph))
        // "Hi there. Go!" and "\nNext": the newline joins the paragraph after it.
        #expect(IntensitySmoother.unitRanges(t, unit: .paragraph) == [0..<13, 13..<18])
        #expect(p[0] == (10 * 10 + 90 * 3) / 13)
        #expect(p[14] == (0 + 50 * 4) / 5)
        let all = intensities(IntensitySmoother.smoothed(t, unit: .document))
        #expect(Set(all.compactMap { $0 }).count == 1)
    }

    @Test func linesUseTheLayoutsLines() throws {
        let t = try text("aaaa bbbb", [0, 0, 0, 0, 0, 100, 100, 100, 100])
        let s = IntensitySmoother.smoothed(t, unit: .line, lineRanges: [0..<5, 5..<9])
        #expect(intensities(s) == [0, 0, 0, 0, 0, 100, 100, 100, 100])
        let one = IntensitySmoother.smoothed(t, unit: .line, lineRanges: [0..<9])
        #expect(intensities(one) == Array(repeating: 44, count: 9))
    }

    @Test func clustersCountOnceAndTextWithoutIntensityIsSkipped() throws {
        // An emoji (2 UTF-16 units) is one cluster with one intensity.
        let t = try text("a👍b", [0, 90, 30])
        #expect(intensities(IntensitySmoother.smoothed(t, unit: .document)) == [40, 40, 40])
        var mixed = AttributedText("ab cd")
        try mixed.setAttributes(TextAttributes(intensity: 80), range: 0..<2)
        let s = IntensitySmoother.smoothed(mixed, unit: .document)
        #expect(intensities(s) == [80, 80, nil, nil, nil])
    }

    @Test func engineShowsTheSchemeAndKeepsIndices() throws {
        let engine = LayoutEngine(container: TextContainer(width: 2000))
        let light = try text("mmmm", [0, 0, 0, 0]), heavy = try text("mmmm", [100, 100, 100, 100])
        engine.setText(light, rendering: IntensityRendering(scheme: .weight))
        let lightWidth = engine.usedRect.width
        engine.setText(heavy, rendering: IntensityRendering(scheme: .weight))
        #expect(engine.usedRect.width > lightWidth)
        engine.setText(try text("mm mm", [0, 0, 0, 100, 100]), rendering: IntensityRendering(scheme: .size, smoothing: .document))
        #expect(engine.length == 5)
        // Smoothed to 40 over the whole text; shown as its bin (size bin 4).
        #expect(engine.attributes(at: 0).intensity.map { RenderScheme.size.bin(for: $0) } == 4)
        #expect(engine.attributes(at: 0) == engine.attributes(at: 4))
    }

    @Test func smoothingKeepsEachUnitsMean() async {
        await propertyCheck(input: Gen.int(in: 0...100).array(of: 1...30), Gen.int(in: 0...3)) { values, unitIndex in
            let letters = values.enumerated().map { i, _ in i % 4 == 3 ? " " : "x" }
            let s = letters.joined()
            let t = try! text(s, values)
            let unit: SmoothingUnit = [.word, .sentence, .paragraph, .document][unitIndex]
            let smoothed = intensities(IntensitySmoother.smoothed(t, unit: unit))
            var start = 0
            for r in IntensitySmoother.unitRanges(t, unit: unit) {
                let slice = values[r]
                let mean = slice.reduce(0, +) / slice.count
                #expect(smoothed[r].allSatisfy { $0 == mean })
                #expect(r.lowerBound == start)
                start = r.upperBound
            }
            #expect(start == values.count)
        }
    }
}
