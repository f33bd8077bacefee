import Dispatch
import Foundation
import Glibc
import Rendering
import Synchronization

/// The terminal `run --terminal` and `replay --terminal` draw on: its size from
/// `ioctl(TIOCGWINSZ)` (following resizes: SIGWINCH raises `resized`), whether colour is
/// wanted (`NO_COLOR` set and non-empty turns it off, https://no-color.org), and the
/// alternate screen while a live session runs.
final class TerminalOutput {
    let colour: Bool
    private var source: (any DispatchSourceSignal)?
    private let flag = SignalLatch()
    private var lastFrame = ""
    private var statedFit: TerminalKeyboardFit?
    private var live = false

    /// Size used when standard output is not a terminal (pipes, files, CI logs).
    static let fallbackSize = TerminalSize(columns: 100, rows: 40)

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        colour = (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Standard output's size in cells, nil when it is not a terminal.
    static func size(fd: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
    }

    var size: TerminalSize { Self.size() ?? Self.fallbackSize }

    /// Switches to the alternate screen, hides the cursor and starts following SIGWINCH.
    func beginLive() {
        live = true
        writeStandardOutput("\u{1B}[?1049h\u{1B}[?25l")
        let flag = self.flag
        signal(SIGWINCH, SIG_IGN)
        let s = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        s.setEventHandler { flag.set() }
        s.resume()
        source = s
    }

    /// True once after each resize (the loop redraws).
    func takeResize() -> Bool {
        guard flag.take() else { return false }
        lastFrame = ""
        return true
    }

    /// Draws `frame` over the whole screen when it differs from the last one; states a keyboard
    /// fallback on stderr once per change of fit.
    func show(_ frame: TerminalScreen.Frame) {
        note(frame.keyboardFit)
        let text = frame.repaint(colour: colour)
        guard text != lastFrame else { return }
        lastFrame = text
        writeStandardOutput(text)
    }

    /// Prints `frame` as plain lines (a final screen for `replay --terminal`).
    func print(_ frame: TerminalScreen.Frame) {
        note(frame.keyboardFit)
        writeStandardOutput(frame.lines(colour: colour).joined(separator: "\n") + "\n")
    }

    /// Leaves the alternate screen and shows the cursor again.
    func end() {
        source?.cancel()
        source = nil
        if live { writeStandardOutput("\u{1B}[?25h\u{1B}[?1049l"); live = false }
    }

    deinit { end() }

    private func note(_ fit: TerminalKeyboardFit?) {
        guard let fit, fit != statedFit else { return }
        if case .hidden(let why) = fit { printError("note: keyboard not drawn: \(why)") }
        statedFit = fit
    }
}

/// A flag a signal handler sets and the loop takes (reads and clears) once.
final class SignalLatch: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .relaxed) }
    func take() -> Bool { value.exchange(false, ordering: .relaxed) }
}
