import CPangoCairo
import Foundation
import Pressboard
import Rendering
import TouchInput

/// Where a live session is shown: an SDL window (X11/Wayland, or SDL's offscreen driver without a
/// display), or the terminal (ANSI colour) for SSH sessions.
final class LiveScreen {
    private let window: SDLWindow?
    private var renderer = SceneRenderer()
    /// The scene's look, with the document theme of the run's spec (set once it is resolved).
    var sceneTheme: SceneTheme {
        get { renderer.theme }
        set { renderer = SceneRenderer(theme: newValue) }
    }
    private let look: SceneLook
    /// The terminal when there is no window (`--terminal`).
    private let terminal: TerminalOutput?
    /// The window's frame image, reused while the size stays (a new one only on resize).
    private var canvas: ImageCanvas?
    /// The document file's folder: relative image paths in it are read from there.
    var documentFolder: String?

    init(terminal: Bool, title: String, look: SceneLook) throws {
        self.look = look
        window = terminal ? nil : try SDLWindow(title: title, width: 800, height: 600)
        self.terminal = terminal ? TerminalOutput() : nil
        self.terminal?.beginLive()
    }

    /// True once after the terminal was resized (SIGWINCH): the loop redraws.
    var resized: Bool { terminal?.takeResize() ?? false }

    /// Restores the terminal (leaves the alternate screen).
    func close() { terminal?.end() }

    /// True when the scheme shown last pulses (hue, alpha, pulsing fade, coloured shadows) in a
    /// window — the viewer's `--scheme` or the document's own, as the accessory sets it: the
    /// loop redraws it continuously.
    var animates: Bool { window != nil && shownSchemeAnimates }
    private var shownSchemeAnimates = false

    /// Draws the session's scene; `time` (seconds, monotonic) is the phase of pulsing schemes,
    /// so the pulse is locked to the clock whatever the frame rate.
    func show(_ session: Session, time: Double) throws {
        var snapshot = look.apply(session.sceneSnapshot(width: window?.width ?? 800, height: window?.height ?? 600))
        snapshot.time = time
        snapshot.documentFolder = documentFolder
        shownSchemeAnimates = (snapshot.schemeOverride ?? snapshot.document.options.renderScheme).isAnimatable
            && snapshot.animatesOverride != false
        if let window {
            if canvas?.width != snapshot.width || canvas?.height != snapshot.height {
                canvas = try ImageCanvas(width: snapshot.width, height: snapshot.height)
            }
            guard let canvas else { return }
            cairo_save(canvas.cairo)
            cairo_set_operator(canvas.cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(canvas.cairo)
            cairo_restore(canvas.cairo)
            renderer.draw(snapshot, on: canvas)
            try window.present(canvas)
        } else if let terminal {
            terminal.show(TerminalScreen(colour: terminal.colour).render(snapshot, size: terminal.size))
        }
    }

    /// The window's events, waiting up to `ms` for the first (none without a window: the
    /// wait is a sleep then, so a pointer-less loop still paces itself).
    func windowEvents(waitingMilliseconds ms: Int) -> [WindowEvent] {
        guard let window else { return [] }
        return ms > 0 ? window.waitEvents(timeoutMilliseconds: ms) : window.pollEvents()
    }

    /// The window's size in pixels (800 × 600 in the terminal).
    var size: (width: Int, height: Int) { (window?.width ?? 800, window?.height ?? 600) }

    /// Puts the document's text on the clipboard: the window's (SDL), or the terminal's through
    /// the OSC 52 escape (xterm, kitty, tmux with set-clipboard).
    func copy(_ text: String) {
        if let window {
            if !window.setClipboardText(text) { printError("warning: the clipboard refused the text") }
        } else if terminal != nil {
            writeStandardOutput("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}")
        }
    }

    /// Names what is being typed on in the window's title ("Pressboard — ELAN Touchscreen").
    func showSource(_ device: DeviceDescription) {
        window?.setTitle("Pressboard — " + device.name)
    }

    /// True when a window is shown (the pointer needs one).
    var hasWindow: Bool { window != nil }
}
