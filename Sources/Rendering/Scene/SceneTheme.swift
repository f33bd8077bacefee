import Keyboard
import TextEditing
import TextLayout

/// Colours, fonts and proportions of the scene, as a value (no global theme). Defaults follow the
/// original's visual preferences (keyboard light grey, keys white 0.85, suggestions bar white
/// 0.85 with text white 0.2, caret blue α 0.5, selection cyan α 0.25, marked text yellow α 0.22,
/// expansion marker red).
public struct SceneTheme: Hashable, Sendable {
    /// Font family (Pango family list) of the document text. Inter has the nine weights the weight
    /// scheme steps through; DejaVu Sans is the fallback.
    public var textFontFamily: String
    /// Multiplies the document's point sizes (layout units are pixels).
    public var textScale: Double
    /// Font family of key labels and suggestions.
    public var labelFontFamily: String

    public var editorBackground: RGBA
    /// Space around the text in the editor, in pixels.
    public var editorInset: Double
    public var caret: RGBA
    public var caretWidth: Double
    public var selection: RGBA
    public var markedText: RGBA
    public var markedUnderline: RGBA

    public var barBackground: RGBA
    public var barText: RGBA
    public var barDivider: RGBA
    /// Behind the suggestion that space would apply (autocorrect).
    public var autocorrectBackground: RGBA
    /// Height of the bar relative to a keyboard row (the original's 0.75).
    public var barScale: Double

    public var keyboardBackground: RGBA
    public var key: RGBA
    /// Shift, backspace, page and return keys.
    public var modifierKey: RGBA
    /// Shift key while shift is on.
    public var activeModifierKey: RGBA
    public var keyLabel: RGBA
    /// Label colour on keys shaded dark by a hard press.
    public var keyLabelOnDark: RGBA
    /// Border of the shift key while caps lock is on (the original's 1 pt black border).
    public var capsLockBorder: RGBA
    /// Corner radius of keys in pixels at a 42-pixel key height (scaled with the keys).
    public var keyCornerRadius: Double
    public var popupBackground: RGBA
    public var popupBorder: RGBA
    /// Behind the alternative a sliding touch has selected.
    public var popupSelection: RGBA
    public var popupSelectionLabel: RGBA
    /// The triangle in the top-left corner of keys with a popup.
    public var expansionMarker: RGBA
    /// How the document's structure looks (Lexical's theme: headings, quotes, code, lists, links…),
    /// read from a theme file or `Theme.pressboardDefault`. Its lengths are points, scaled by
    /// `textScale` like the text.
    public var documentTheme: Theme
    /// Fraction of the scene height the keyboard takes at the bottom (a touchscreen's default
    /// keyboard region is the lower 40 %, see `DeviceMapping.defaultRegion`).
    public var keyboardFraction: Double
    /// Long side of image attachments' thumbnails in pixels: 32, 64 or 160
    /// (`ImageAttachment.thumbnailSides`), from the document theme's `image.thumbnailSize` unless a
    /// viewer overrides it (`render --image-size`).
    public var imageThumbnailSide: Int = ImageAttachment.defaultThumbnailSide

    public init(
        textFontFamily: String = "Inter, DejaVu Sans", textScale: Double = 1, labelFontFamily: String = "DejaVu Sans",
        editorBackground: RGBA = .white, editorInset: Double = 12,
        caret: RGBA = RGBA(red: 0, green: 0.478, blue: 1, alpha: 0.5), caretWidth: Double = 2,
        selection: RGBA = RGBA(red: 0, green: 1, blue: 1, alpha: 0.25),
        markedText: RGBA = RGBA(red: 1, green: 1, blue: 0, alpha: 0.22),
        markedUnderline: RGBA = RGBA(red: 0.55, green: 0.45, blue: 0, alpha: 1),
        barBackground: RGBA = RGBA(red: 0.85, green: 0.85, blue: 0.85), barText: RGBA = RGBA(red: 0.2, green: 0.2, blue: 0.2),
        barDivider: RGBA = RGBA(red: 0.6, green: 0.6, blue: 0.6), autocorrectBackground: RGBA = .white, barScale: Double = ScreenLayout.Proportions.standard.stripRows,
        keyboardBackground: RGBA = RGBA(red: 0.667, green: 0.667, blue: 0.667),
        key: RGBA = RGBA(red: 0.85, green: 0.85, blue: 0.85), modifierKey: RGBA = RGBA(red: 0.75, green: 0.75, blue: 0.75),
        activeModifierKey: RGBA = .white, keyLabel: RGBA = .black, keyLabelOnDark: RGBA = .white, capsLockBorder: RGBA = .black,
        keyCornerRadius: Double = 4, popupBackground: RGBA = .white, popupBorder: RGBA = .black,
        popupSelection: RGBA = RGBA(red: 0, green: 0.478, blue: 1), popupSelectionLabel: RGBA = .white,
        expansionMarker: RGBA = RGBA(red: 1, green: 0, blue: 0), keyboardFraction: Double = ScreenLayout.Proportions.standard.keyboardFraction,
        documentTheme: Theme = .pressboardDefault
    ) {
        self.documentTheme = documentTheme
        imageThumbnailSide = documentTheme.imageThumbnailSide ?? ImageAttachment.defaultThumbnailSide
        self.textFontFamily = textFontFamily
        self.textScale = textScale
        self.labelFontFamily = labelFontFamily
        self.editorBackground = editorBackground
        self.editorInset = editorInset
        self.caret = caret
        self.caretWidth = caretWidth
        self.selection = selection
        self.markedText = markedText
        self.markedUnderline = markedUnderline
        self.barBackground = barBackground
        self.barText = barText
        self.barDivider = barDivider
        self.autocorrectBackground = autocorrectBackground
        self.barScale = barScale
        self.keyboardBackground = keyboardBackground
        self.key = key
        self.modifierKey = modifierKey
        self.activeModifierKey = activeModifierKey
        self.keyLabel = keyLabel
        self.keyLabelOnDark = keyLabelOnDark
        self.capsLockBorder = capsLockBorder
        self.keyCornerRadius = keyCornerRadius
        self.popupBackground = popupBackground
        self.popupBorder = popupBorder
        self.popupSelection = popupSelection
        self.popupSelectionLabel = popupSelectionLabel
        self.expansionMarker = expansionMarker
        self.keyboardFraction = keyboardFraction
    }

    public static let standard = SceneTheme()

    /// The theme's share of the screen, for the `ScreenLayout` the scene and the session both use.
    public var screenProportions: ScreenLayout.Proportions {
        ScreenLayout.Proportions(keyboardFraction: keyboardFraction, stripRows: barScale)
    }
}
