import Keyboard
import TextLayout

/// Where the three parts of the scene go, in scene pixels: the editor at the top, the
/// suggestions bar, the keyboard at the bottom (`theme.keyboardFraction` of the height). A scene
/// without a keyboard (a rendered document) is all editor.
///
/// The keyboard's rectangle is also where a touchscreen's touches must map: `keyboardRegion`
/// gives it normalised for `KeyboardGeometry.mapping(region:)`.
public struct SceneLayout: Hashable, Sendable {
    public var editor: LayoutRect
    public var bar: LayoutRect
    public var keyboard: LayoutRect
    public var width: Double
    public var height: Double

    /// Rows of the keyboard in row units (`KeyboardGeometry.height`); 4 without a keyboard.
    public init(width: Int, height: Int, theme: SceneTheme, keyboardRows: Double?) {
        let w = Double(max(1, width)), h = Double(max(1, height))
        self.width = w
        self.height = h
        let kbHeight = keyboardRows == nil ? 0 : (h * min(1, max(0, theme.keyboardFraction))).rounded()
        let rows = max(1, keyboardRows ?? 4)
        let rowHeight = (h * min(1, max(0, theme.keyboardFraction))) / rows
        let barHeight = keyboardRows == nil ? 0 : (rowHeight * theme.barScale).rounded()
        keyboard = LayoutRect(x: 0, y: h - kbHeight, width: w, height: kbHeight)
        bar = LayoutRect(x: 0, y: h - kbHeight - barHeight, width: w, height: barHeight)
        editor = LayoutRect(x: 0, y: 0, width: w, height: max(0, bar.minY))
    }

    public init(_ snapshot: SceneSnapshot, theme: SceneTheme) {
        self.init(width: snapshot.width, height: snapshot.height, theme: theme, keyboardRows: snapshot.keyboard?.geometry.height)
    }

    /// The keyboard's part of the scene, normalised (for a touchscreen showing the scene full screen).
    public var keyboardRegion: NormalisedRect {
        NormalisedRect(x: keyboard.minX / width, y: keyboard.minY / height, width: keyboard.width / width, height: keyboard.height / height)
    }
}
