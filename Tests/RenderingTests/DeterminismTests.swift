import Testing
import TextEditing
@testable import Rendering

/// The renderer is a pure function of the snapshot: byte-identical output, every time, from
/// fresh or reused renderers.
@Suite struct DeterminismTests {
    @Test func pngIsTheSameBytesTwice() throws {
        let s = try Fixture.fullScene(scheme: .hueGYR, time: 0.7)
        let a = try SceneRenderer().png(s)
        let r = SceneRenderer()
        let b = try r.png(s)
        let c = try r.png(s)
        #expect(a == b)
        #expect(b == c)
        #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func svgIsTheSameBytesTwiceDespiteCairosGlobalIds() throws {
        let s = try Fixture.fullScene(scheme: .alpha, time: 0.3)
        let r = SceneRenderer()
        for animated in [false, true] {
            let a = try r.svg(s, animated: animated)
            let b = try SceneRenderer().svg(s, animated: animated)
            #expect(a == b)
        }
    }

    @Test func pdfIsTheSameBytesTwiceWithAFixedDate() throws {
        let s = try Fixture.fullScene()
        let a = try SceneRenderer().pdf(s)
        let b = try SceneRenderer().pdf(s)
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/CreationDate (20000101000000"))
    }

    @Test func aDifferentSnapshotGivesDifferentPixels() throws {
        let r = SceneRenderer()
        let s = try Fixture.fullScene()
        var t = s
        t.document = Fixture.ramp("Other text")
        #expect(try r.png(s) != r.png(t))
        // And back: the cache does not leak the previous document.
        #expect(try r.png(s) == SceneRenderer().png(s))
    }

    @Test func viewerOverrideChangesThePictureNotTheDocument() throws {
        let s = try Fixture.fullScene(scheme: .weight)
        var hue = s
        hue.schemeOverride = .hueGYR
        hue.animatesOverride = false
        let r = SceneRenderer()
        #expect(try r.png(s) != r.png(hue))
        #expect(hue.document == s.document)
        #expect(hue.document.options.renderScheme == .weight)
    }
}
