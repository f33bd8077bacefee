import Keyboard
import Rendering
import TextEditing
import TouchInput

extension Session {
    /// What the screen shows now, as a value the renderer draws: the editor, the suggestions and
    /// the keyboard with its live state. `time` is the phase of pulsing schemes (event time).
    /// (The only use of `Rendering` in this module: screen geometry is Keyboard's `ScreenLayout`.)
    public func sceneSnapshot(width: Int = 800, height: Int = 600) -> SceneSnapshot {
        SceneSnapshot(editor: editor, suggestions: suggestions,
                      keyboard: KeyboardSnapshot(geometry: keyboard.geometry, state: keyboardVisualState()),
                      width: width, height: height, time: now.seconds)
    }
}
