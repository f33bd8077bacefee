/// What the window reports to the `run` loop: its own life, and the mouse, SDL's touch events
/// and keys typed into it (`run` without a touch device types with the pointer; space pauses a
/// played trace). Positions are window pixels (SDL's touch coordinates scaled to the window).
public enum WindowEvent: Hashable, Sendable {
    /// The user closed the window (or the process got SDL_QUIT).
    case close
    /// The window's drawable size changed to width × height pixels: draw the scene at that size.
    case resized(width: Int, height: Int)
    /// Part of the window must be drawn again: present the last frame again.
    case exposed
    /// A pointer contact began, moved or ended: `id` 0 is the mouse (left button held), others
    /// are SDL finger ids + 1. `pressure` is 0…1 where SDL reports one (touch), nil for the mouse.
    case pointer(PointerPhase, id: Int64, x: Double, y: Double, pressure: Double?)
    /// A key typed into the window, by SDL key name ("Space", "Escape", "Q").
    case key(String)
    /// A file dropped on the window (`SDL_DROPFILE`), its path as SDL gives it.
    case dropFile(String)
}

/// The phase of a window pointer contact.
public enum PointerPhase: Hashable, Sendable {
    case down, moved, up
}
