import Testing
@testable import Rendering

/// The window shows the image's pixels as they are. Runs on X11 under `xvfb-run` and on SDL's
/// offscreen driver without a display.
@Suite(.serialized) struct SDLWindowTests {
    @Test func presentsTheScenePixelsUnchanged() throws {
        let window = try SDLWindow(title: "Pressboard test", width: 200, height: 150)
        let image = try ImageCanvas(width: 200, height: 150)
        CairoShapes.fill(image.cairo, .init(x: 0, y: 0, width: 200, height: 150), .init(red: 1, green: 1, blue: 1))
        CairoShapes.fill(image.cairo, .init(x: 20, y: 30, width: 50, height: 40), .init(hex: 0x3366CC))
        try window.present(image)
        _ = window.pollEvents()
        #expect(window.surfacePixel(x: 30, y: 40) == 0x3366CC)
        #expect(window.surfacePixel(x: 150, y: 100) == 0xFFFFFF)
        #expect(window.surfacePixel(x: 500, y: 500) == nil)
        #expect(["x11", "offscreen", "wayland", "dummy"].contains(window.driver))
    }

    /// The copy key's text reaches the clipboard (the desktop's under X11, SDL's own offscreen).
    @Test func clipboardHoldsTheCopiedText() throws {
        let window = try SDLWindow(title: "Pressboard test", width: 100, height: 100)
        #expect(window.setClipboardText("Grüße, world\nline two"))
        #expect(window.clipboardText() == "Grüße, world\nline two")
    }
}
