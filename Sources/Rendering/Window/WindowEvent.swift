/// What the window reports to the `run` loop. Touches do not come from here (they come from the
/// touch device through evdev); only the window's own life.
public enum WindowEvent: Hashable, Sendable {
    /// The user closed the window (or the process got SDL_QUIT).
    case close
    /// The window's drawable size changed to width × height pixels: draw the scene at that size.
    case resized(width: Int, height: Int)
    /// Part of the window must be drawn again: present the last frame again.
    case exposed
}
