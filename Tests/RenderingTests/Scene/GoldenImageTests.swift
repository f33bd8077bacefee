import FoundationEssentials
import Testing
import TextEditing
@testable import Keyboard
@testable import Rendering

/// Small scenes compared per pixel with stored PNGs. Set PRESSBOARD_UPDATE_GOLDENS=1 to write
/// them again (then look at them before committing).
@Suite struct GoldenImageTests {
    static let update = ProcessInfo.processInfo.environment["PRESSBOARD_UPDATE_GOLDENS"] == "1"

    func check(_ name: String, _ snapshot: SceneSnapshot) throws {
        let image = try SceneRenderer().image(snapshot)
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
        try check("scene-hue-pulse", Fixture.fullScene(width: 400, height: 300, scheme: .hueGYR, time: 1))
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

    @Test func documentAloneInSizeBySentence() throws {
        let doc = Fixture.ramp("Soft start. Then harder. And the hardest sentence at the end!", options: DocumentOptions(renderScheme: .fontSize, smoothing: .sentence))
        try check("document-size-sentence", SceneSnapshot(document: doc, width: 400, height: 120, showsCaret: false))
    }
}
