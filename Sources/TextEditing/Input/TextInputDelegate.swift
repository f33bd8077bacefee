/// Told around every change the input system did not make itself (UIKit's `UITextInputDelegate`):
/// a keyboard uses it to refresh auto-capitalisation and suggestions, a view to redraw.
public protocol TextInputDelegate: AnyObject {
    func selectionWillChange(_ editor: TextEditor)
    func selectionDidChange(_ editor: TextEditor)
    func textWillChange(_ editor: TextEditor)
    func textDidChange(_ editor: TextEditor)
}

/// How replacing a word with a spelling suggestion sets the new characters' intensities.
public enum SuggestionIntensityPolicy: String, Sendable, Codable {
    /// Resample the replaced word's intensity profile onto the suggestion: new character i of n
    /// takes the mean of old characters' intensities over the proportional span
    /// [i·m/n, (i+1)·m/n) of the m old characters (area-weighted, rounded to nearest), so a word
    /// typed hard at its start stays hard at its start.
    case blend
    /// Every character takes the intensity of the tap on the suggestion (the original's behaviour).
    case tapIntensity
}

/// Editor settings: a value passed in, never global.
public struct EditorSettings: Sendable, Equatable {
    /// Intensity of text typed without an explicit one (the original's default: 40).
    public var defaultIntensity: UInt8
    public var suggestionPolicy: SuggestionIntensityPolicy
    /// Maximum undo groups kept.
    public var undoLimit: Int

    public init(defaultIntensity: UInt8 = 40, suggestionPolicy: SuggestionIntensityPolicy = .blend, undoLimit: Int = 1000) {
        self.defaultIntensity = min(defaultIntensity, 100)
        self.suggestionPolicy = suggestionPolicy
        self.undoLimit = undoLimit
    }
}
