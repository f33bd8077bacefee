import Keyboard
import Rendering
import TextEditing
import TouchInput

extension Session {
    /// What the screen shows now, as a value the renderer draws: the editor, the suggestions and
    /// the keyboard with its live state. `time` is the phase of pulsing schemes (event time).
    public func sceneSnapshot(width: Int = 800, height: Int = 600) -> SceneSnapshot {
        SceneSnapshot(editor: editor, suggestions: suggestions,
                      keyboard: KeyboardSnapshot(geometry: keyboard.geometry, state: keyboardVisualState()),
                      width: width, height: height, time: now.seconds)
    }
}

extension SessionConfiguration {
    /// Places the keyboard and the suggestions strip where the scene draws them, for a direct
    /// touchscreen (or pen display) showing the scene full screen: touches then land on what
    /// the user sees. Indirect devices keep the whole surface for the keyboard and get no strip.
    public mutating func placeOnScreen(of device: DeviceDescription, keyboardRows: Double, theme: SceneTheme = .standard,
                                       width: Int = 800, height: Int = 600, keepRegion: Bool = false) {
        let kind = device.classification.kind
        guard kind == .touchscreen || kind == .penDisplay else { return }
        let layout = SceneLayout(width: width, height: height, theme: theme, keyboardRows: keyboardRows)
        let region = keepRegion ? (self.region ?? layout.keyboardRegion) : layout.keyboardRegion
        self.region = region
        let barHeight = layout.bar.height / layout.height
        suggestionStrip = NormalisedRect(x: region.x, y: max(0, region.y - barHeight), width: region.width, height: min(barHeight, region.y))
    }
}
