import IntensityStyle
import Testing
import TextEditing
@testable import Rendering

@Suite struct AnimatedSVGTests {
    func svg(_ scheme: RenderScheme, time: Double = 0, animated: Bool = true, animates: Bool? = nil) throws -> String {
        var s = SceneSnapshot(document: Fixture.ramp("Pulse me gently", options: DocumentOptions(renderScheme: scheme)), width: 300, height: 80, time: time, showsCaret: false)
        s.animatesOverride = animates
        return String(decoding: try SceneRenderer().svg(s, animated: animated), as: UTF8.self)
    }

    func count(_ needle: String, in hay: String) -> Int {
        var n = 0
        var rest = hay[...]
        while let r = rest.firstRange(of: needle) { n += 1; rest = rest[r.upperBound...] }
        return n
    }

    @Test func huePulsesItsBlackLayerToHalfOpacity() throws {
        let text = try svg(.hue, time: 0.5)
        #expect(count("<animate ", in: text) >= 1)
        #expect(text.contains("values=\"0;0.5;0\""))
        #expect(text.contains("dur=\"2s\""))
        #expect(text.contains("begin=\"-0.5s\""))
        #expect(text.contains("keySplines=\"0.42 0 0.58 1;0.42 0 0.58 1\""))
        // The sentinel colour never survives into the file.
        #expect(!text.contains("0.392157%"))
    }

    @Test func alphaPulsesFromZeroToOneUnderTheText() throws {
        let text = try svg(.alpha, time: 3.25)
        #expect(text.contains("values=\"0;1;0\""))
        #expect(text.contains("begin=\"-1.25s\""))
        // The animated black layer comes before (under) the alpha-graded glyphs.
        let animate = try #require(text.firstRange(of: "<animate "))
        let graded = try #require(text.firstRange(of: "fill-opacity:0.14"))
        #expect(animate.lowerBound < graded.lowerBound)
    }

    /// The pulsing fade: a black layer over the fade's greys, 0 → 0.6.
    @Test func pulsingFadePulsesABlackLayerOverTheGreys() throws {
        let text = try svg(.pulse, time: 0)
        #expect(text.contains("values=\"0;0.6;0\""))
        #expect(!text.contains("0.392157%"))
        let animate = try #require(text.firstRange(of: "<animate "))
        let grey = try #require(text.firstRange(of: "fill:rgb(7"))  // the softest bins' light grey
        #expect(grey.lowerBound < animate.lowerBound)  // the layer is on top
    }

    /// Coloured shadows: one animated group per bin in that bin's colour, under the black text,
    /// pulsing 0.25 → 1; every per-bin sentinel is replaced.
    @Test func colouredShadowsAnimateEachBinsColour() throws {
        let text = try svg(.shadow, time: 0)
        #expect(text.contains("values=\"0.25;1;0.25\""))
        #expect(!text.contains("0.392157%"))
        let colours = Set((0..<10).map { RenderScheme.shadowColor(bin: $0).hex }.filter { text.contains("fill:\($0);") })
        #expect(colours.count >= 5)  // the ramp spans the bins
        let animate = try #require(text.firstRange(of: "<animate "))
        let black = try #require(text.firstRange(of: "fill:rgb(0%,0%,0%);fill-opacity:1;"))
        #expect(animate.lowerBound < black.lowerBound)  // the shadow is under the text
        // Not animated, the shadow is still drawn: it is the scheme.
        let still = try svg(.shadow, animates: false)
        #expect(!still.contains("<animate"))
        #expect(!still.contains("0.392157%"))
        #expect(count("fill:rgb(0%,0%,0%)", in: still) >= 1)
    }

    @Test func stillSchemesAndStillFilesHaveNoAnimation() throws {
        #expect(try !svg(.weight).contains("<animate"))
        #expect(try !svg(.fade).contains("<animate"))
        #expect(try !svg(.size).contains("<animate"))
        #expect(try !svg(.hue, animated: false).contains("<animate"))
        #expect(try !svg(.hue, animates: false).contains("<animate"))
    }

    @Test func phaseDecidesTheStillPulse() throws {
        let r = SceneRenderer()
        let doc = Fixture.ramp("Pulse", options: DocumentOptions(renderScheme: .hue))
        let at0 = try r.png(SceneSnapshot(document: doc, width: 120, height: 40, time: 0, showsCaret: false))
        let at1 = try r.png(SceneSnapshot(document: doc, width: 120, height: 40, time: 1, showsCaret: false))
        let at2 = try r.png(SceneSnapshot(document: doc, width: 120, height: 40, time: 2, showsCaret: false))
        #expect(at0 != at1)
        #expect(at0 == at2)
    }
}
