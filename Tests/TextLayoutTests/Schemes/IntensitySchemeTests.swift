import IntensityStyle
import Testing
@testable import TextLayout

@Suite struct IntensitySchemeTests {
    /// The original's bin table for Weight: 0–11→0, 12–22→1, … 89–100→8.
    @Test func weightBinsAndWeights() {
        let edges = [(0, 0), (11, 0), (12, 1), (22, 1), (23, 2), (33, 2), (34, 3), (44, 3), (45, 4), (55, 4),
                     (56, 5), (66, 5), (67, 6), (77, 6), (78, 7), (88, 7), (89, 8), (100, 8)]
        for (i, bin) in edges { #expect(RenderScheme.weight.bin(for: i) == bin, "intensity \(i)") }
        #expect(RenderScheme.weight.transform(TextAttributes(intensity: 40)).weight == .regular)
        #expect(RenderScheme.weight.transform(TextAttributes(intensity: 0)).weight == FontWeight(100))
        #expect(RenderScheme.weight.transform(TextAttributes(intensity: 100)).weight == FontWeight(900))
        // Out-of-range stored values clamp instead of indexing past the end (an original bug).
        #expect(RenderScheme.weight.transform(TextAttributes(intensity: 140)).weight == FontWeight(900))
        #expect(RenderScheme.weight.transform(TextAttributes(intensity: -5)).weight == FontWeight(100))
    }

    @Test func boldMovesTheWeightStepAndKeepsGradation() {
        func bold(_ i: Int) -> Int { RenderScheme.weight.transform(TextAttributes(weight: .bold, intensity: i)).weight!.value }
        #expect(bold(0) == 400)
        #expect(bold(40) == 700)
        #expect(bold(60) == 900)
        #expect(bold(100) == 900)
        // Distinct steps below the cap: bold text still shows how hard it was typed.
        #expect(Set([0, 15, 25, 40, 50].map(bold)).count == 5)
    }

    @Test func hueRunsFromGreenToRedInTwentySteps() {
        #expect(RenderScheme.hue.stepCount == 20)
        #expect(RenderScheme.hue.bin(for: 94) == 18)
        #expect(RenderScheme.hue.bin(for: 95) == 19)
        #expect(RenderScheme.hue.bin(for: 100) == 19)
        let green = RenderScheme.hue.transform(TextAttributes(intensity: 0)).foreground!
        // HSB(0.4, 1, 0.8): hue 144°, so red 0, green 0.8, blue 0.32.
        #expect(abs(green.red) < 1e-9 && abs(green.green - 0.8) < 1e-9 && abs(green.blue - 0.32) < 1e-9)
        let red = RenderScheme.hue.transform(TextAttributes(intensity: 100)).foreground!
        // HSB(0.02, 1, 0.8): hue 7.2°.
        #expect(abs(red.red - 0.8) < 1e-9 && abs(red.green - 0.096) < 1e-9 && abs(red.blue) < 1e-9)
        let yellowish = RenderScheme.hue.transform(TextAttributes(intensity: 50)).foreground!
        #expect(yellowish.red > 0.6 && yellowish.green > 0.6)
    }

    @Test func alphaHasEightOpacities() {
        let edges = [(0, 0), (12, 0), (13, 1), (24, 1), (25, 2), (37, 2), (38, 3), (49, 3), (50, 4), (62, 4), (63, 5), (74, 5), (75, 6), (87, 6), (88, 7), (100, 7)]
        for (i, bin) in edges { #expect(RenderScheme.alpha.bin(for: i) == bin, "intensity \(i)") }
        let alphas = (0..<8).map { RenderScheme.alpha(bin: $0) }
        let expected = [1.0 / 7, 2.0 / 7, 3.0 / 7, 4.0 / 7, 5.0 / 7, 6.0 / 7, 1, 1]
        for (a, e) in zip(alphas, expected) { #expect(abs(a - e) < 1e-12) }
        #expect(RenderScheme.alpha.transform(TextAttributes(intensity: 100)).foreground == .black)
    }

    @Test func sizeRunsFromBaseMinusFiveToBasePlusFour() {
        let sizes = stride(from: 0, through: 100, by: 10).map { RenderScheme.size.transform(TextAttributes(fontSize: 20, intensity: $0)).fontSize! }
        #expect(sizes == [15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 24])
    }

    @Test func representativesDrawLikeTheirBinAndMergeRuns() throws {
        for scheme in RenderScheme.allCases {
            for i in 0...100 {
                let rep = scheme.representativeIntensity(forBin: scheme.bin(for: i))
                #expect(scheme.bin(for: rep) == scheme.bin(for: i))
                #expect(scheme.transform(TextAttributes(fontSize: 20, intensity: rep)) == scheme.transform(TextAttributes(fontSize: 20, intensity: i)).merging(TextAttributes(intensity: rep)))
            }
        }
        let text = try AttributedText("abcd", runs: (0..<4).map { AttributeRun(length: 1, attributes: TextAttributes(intensity: [1, 5, 11, 60][$0])) })
        let binned = RenderScheme.weight.binned(text)
        #expect(binned.runs.count == 2)
        #expect(binned.string == "abcd")
    }

    @Test func runsWithoutIntensityAreUntouched() {
        let a = TextAttributes(fontSize: 12, weight: .bold, foreground: RGBA(hex: 0x123456))
        for s in RenderScheme.allCases { #expect(s.transform(a) == a) }
    }

    @Test func pulseFollowsTheOriginalTiming() throws {
        let hue = try #require(IntensityPulse(scheme: .hue))
        #expect(hue.blackLayerOnTop)
        #expect(abs(hue.blackLayerOpacity(at: 0)) < 1e-9)
        #expect(abs(hue.blackLayerOpacity(at: 1) - 0.5) < 1e-9)
        #expect(abs(hue.blackLayerOpacity(at: 0.5) - 0.25) < 1e-6)
        #expect(abs(hue.blackLayerOpacity(at: 2)) < 1e-9)
        #expect(abs(hue.blackLayerOpacity(at: 1.25) - hue.blackLayerOpacity(at: 0.75)) < 1e-9)
        // Ease in: slower than linear near the start.
        #expect(hue.blackLayerOpacity(at: 0.1) < 0.05 * 0.5 * 2)
        // Phase-locked: only time mod 2 s matters.
        #expect(abs(hue.blackLayerOpacity(at: 1000.3) - hue.blackLayerOpacity(at: 0.3)) < 1e-9)
        let alpha = try #require(IntensityPulse(scheme: .alpha))
        #expect(!alpha.blackLayerOnTop)
        #expect(abs(alpha.blackLayerOpacity(at: 1) - 1) < 1e-9)
        #expect(IntensityPulse(scheme: .weight) == nil)
        #expect(IntensityPulse(scheme: .size) == nil)
        // The black layer keeps the scheme's font so glyphs coincide.
        let a = TextAttributes(fontSize: 20, weight: .bold, intensity: 70)
        #expect(alpha.blackLayerTransform(a).foreground == .black)
        #expect(alpha.blackLayerTransform(a).weight == RenderScheme.alpha.transform(a).weight)
    }

    @Test func viewerOverridesReplaceOnlyWhatTheySet() {
        let doc = IntensityRendering(scheme: .hue, smoothing: .word, animates: true)
        #expect(doc.overridden(scheme: .size) == IntensityRendering(scheme: .size, smoothing: .word, animates: true))
        #expect(doc.overridden(smoothing: .document, animates: false) == IntensityRendering(scheme: .hue, smoothing: .document, animates: false))
        #expect(doc.pulse != nil)
        #expect(doc.overridden(animates: false).pulse == nil)
        #expect(doc.overridden(scheme: .weight).pulse == nil)
    }
}
