import IntensityStyle
import Testing
import TextEditing
@testable import Rendering

/// The renderer is a pure function of the snapshot: byte-identical output, every time, from
/// fresh or reused renderers.
@Suite struct DeterminismTests {
    @Test func pngIsTheSameBytesTwice() throws {
        let s = try Fixture.fullScene(scheme: .hue, time: 0.7)
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
        hue.schemeOverride = .hue
        hue.animatesOverride = false
        let r = SceneRenderer()
        #expect(try r.png(s) != r.png(hue))
        #expect(hue.document == s.document)
        #expect(hue.document.options.renderScheme == .weight)
    }
}

/// Typing through one renderer (incremental re-layout of the edited paragraphs) draws exactly
/// what a fresh renderer draws for the final snapshot.
@Suite struct IncrementalDrawTests {
    @Test(arguments: [RenderScheme.weight, .hue, .size], [SmoothingUnit.character, .word, .paragraph, .line])
    func typingMatchesAFreshRenderer(scheme: RenderScheme, smoothing: SmoothingUnit) throws {
        let r = SceneRenderer()
        var doc = Fixture.ramp("First paragraph stays.\nSecond one grows\nThird stays too.\n",
                               options: DocumentOptions(renderScheme: scheme, smoothing: smoothing))
        var s = SceneSnapshot(document: doc, width: 300, height: 160)
        _ = try r.png(s)
        var insertAt = 39
        for (i, piece) in ["!", " more", "\n", "new paragraph", ""].enumerated() {
            if piece.isEmpty {
                _ = doc.replace(utf16Range: 0..<6, with: "", intensity: 0)
                insertAt -= 6
            } else {
                _ = doc.replace(utf16Range: insertAt..<insertAt, with: piece, intensity: UInt8(20 * i + 10))
                insertAt += piece.utf16.count
            }
            s.document = doc
            s.selection = insertAt..<insertAt
            #expect(try r.png(s) == SceneRenderer().png(s), "step \(i)")
        }
    }
}
