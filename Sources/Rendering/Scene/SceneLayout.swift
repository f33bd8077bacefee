import Keyboard
import TextLayout

/// The screen's `ScreenLayout` (Keyboard's one model of where the editor, the suggestions strip
/// and its cells, and the keyboard lie) in the layout engine's rectangles, with the proportions
/// of a `SceneTheme`. The session places touches with the same `ScreenLayout`, so the picture and
/// the touch routing cannot disagree.
public struct SceneLayout: Hashable, Sendable {
    /// The model this layout draws.
    public var screen: ScreenLayout

    /// Rows of the keyboard in row units (`KeyboardGeometry.height`); nil for a scene without one.
    public init(width: Int, height: Int, theme: SceneTheme, keyboardRows: Double?) {
        screen = ScreenLayout(width: width, height: height, keyboardRows: keyboardRows, proportions: theme.screenProportions)
    }

    public init(_ snapshot: SceneSnapshot, theme: SceneTheme) {
        self.init(width: snapshot.width, height: snapshot.height, theme: theme, keyboardRows: snapshot.keyboard?.geometry.height)
    }

    public var width: Double { screen.width }
    public var height: Double { screen.height }
    public var editor: LayoutRect { Self.rect(screen.editor) }
    public var bar: LayoutRect { Self.rect(screen.strip) }
    public var keyboard: LayoutRect { Self.rect(screen.keyboard) }
    /// The strip's cells, left to right, with the suggestion rank (0 = best) each shows.
    public var barCells: [(rect: LayoutRect, rank: Int)] {
        zip(screen.stripCells, screen.stripRanks).map { (Self.rect($0), $1) }
    }

    /// The keyboard's part of the scene, normalised (for a touchscreen showing the scene full screen).
    public var keyboardRegion: NormalisedRect { screen.keyboardRegion }

    static func rect(_ r: ScreenLayout.Rect) -> LayoutRect { LayoutRect(x: r.x, y: r.y, width: r.width, height: r.height) }
}
