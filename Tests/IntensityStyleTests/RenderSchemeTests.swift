import IntensityStyle
import Testing

/// The one bin formula and per-bin values every picture and the HTML export use.
@Suite struct RenderSchemeTests {
    @Test func binsFollowTheOriginalIntegerFormula() {
        #expect(RenderScheme.weight.bin(for: 40) == 3)
        #expect(RenderScheme.alpha.bin(for: 100) == 7)
        #expect(RenderScheme.hue.bin(for: 94) == 18)
        #expect(RenderScheme.hue.bin(for: 95) == 19)
        #expect(RenderScheme.size.bin(for: -5) == 0)
        #expect(RenderScheme.size.bin(for: 140) == 9)
    }

    @Test func representativesDrawInTheirOwnBin() {
        for scheme in RenderScheme.allCases {
            for bin in 0..<scheme.stepCount {
                #expect(scheme.bin(for: scheme.representativeIntensity(forBin: bin)) == bin, "\(scheme) bin \(bin)")
            }
        }
    }

    @Test func perBinValues() {
        #expect(RenderScheme.fontWeight(bin: 0, bold: false) == 100)
        #expect(RenderScheme.fontWeight(bin: 3, bold: true) == 700)
        #expect(RenderScheme.fontWeight(bin: 8, bold: true) == 900)
        #expect(RenderScheme.alpha(bin: 0) == 1.0 / 7)
        #expect(RenderScheme.alpha(bin: 7) == 1)
        #expect(RenderScheme.fontSize(bin: 0, base: 20) == 15)
        #expect(RenderScheme.fontSize(bin: 9, base: 2) == 6)
        #expect(RenderScheme.hueColor(bin: 0).hex == "#00cc52")
        #expect(RenderScheme.hueColor(bin: 19).hex == "#cc1800")
    }

    /// The schemes beyond the original: the fade's greys darken with every bin, the shadow's
    /// colours run green to red, and only the pulsing ones animate.
    @Test func fadePulseAndShadow() {
        let greys = (0..<10).map { RenderScheme.fadeGrey(bin: $0) }
        #expect(greys.first == 0.78 && greys.last == 0)
        #expect(zip(greys, greys.dropFirst()).allSatisfy { $0 > $1 })
        #expect(RenderScheme.shadowColor(bin: 0).hex == "#00d957")
        #expect(RenderScheme.shadowColor(bin: 9).hex == "#d90000")
        #expect(RenderScheme.fade.stepCount == 10 && RenderScheme.fade.bin(for: 100) == 9)
        #expect(!RenderScheme.fade.isAnimatable && RenderScheme.pulse.isAnimatable && RenderScheme.shadow.isAnimatable)
        #expect(RenderScheme(rawValue: "pulsingFade") == .pulse && RenderScheme(rawValue: "colouredShadow") == .shadow)
        #expect(RenderScheme(name: "colored-shadow") == .shadow && RenderScheme(name: "StaticFade") == .fade)
    }

    @Test func namesRoundTripAndArchiveNamesStay() {
        for scheme in RenderScheme.allCases { #expect(RenderScheme(name: scheme.name) == scheme) }
        #expect(RenderScheme(rawValue: "hueGYR") == .hue)
        #expect(RenderScheme(rawValue: "fontSize") == .size)
        #expect(RenderScheme(name: "HueGYRScheme") == .hue)
        #expect(RenderScheme(name: "opacity") == .alpha)
        #expect(RenderScheme(name: "bold") == nil)
        #expect(SmoothingUnit(label: "M") == .document)
        #expect(SmoothingUnit(label: "Char") == .character)
        #expect(SmoothingUnit(label: "text") == .document)
        #expect(SmoothingUnit(label: "Sentence") == .sentence)
        #expect(SmoothingUnit(label: "x") == nil)
    }
}
