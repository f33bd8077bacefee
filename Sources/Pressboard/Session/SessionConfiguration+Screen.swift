import Keyboard
import TouchInput

extension SessionConfiguration {
    /// Places the keyboard and the suggestions strip where the screen shows them (`ScreenLayout`,
    /// the model the renderer draws with), for a direct touchscreen (or pen display) showing the
    /// scene full screen: touches then land on what the user sees. Indirect devices keep the
    /// whole surface for the keyboard and get no strip. With `keepRegion` a configured keyboard
    /// region stays and the strip sits directly above it.
    public mutating func placeOnScreen(of device: DeviceDescription, keyboardRows: Double,
                                       proportions: ScreenLayout.Proportions = .standard,
                                       width: Int = 800, height: Int = 600, keepRegion: Bool = false) {
        let kind = device.classification.kind
        guard kind == .touchscreen || kind == .penDisplay else { return }
        let layout = ScreenLayout(width: width, height: height, keyboardRows: keyboardRows, proportions: proportions)
        let region = keepRegion ? (self.region ?? layout.keyboardRegion) : layout.keyboardRegion
        self.region = region
        suggestionStrip = layout.suggestionStrip(above: region)
    }
}
