import IntensityStyle
import Keyboard
import Suggestions
import TextEditing

/// Everything the scene shows at one moment, as plain values: the renderer is a pure function of
/// it, so the same snapshot always gives the same pixels and bytes.
public struct SceneSnapshot: Sendable, Equatable {
    /// The document with its raw intensities and its own display options.
    public var document: IntensityDocument
    /// Selection in UTF-16 offsets (empty = caret).
    public var selection: Range<Int>
    /// Marked text in UTF-16 offsets, highlighted and underlined.
    public var markedRange: Range<Int>?
    /// Suggestions best first, as the bar gives them; the first three are shown.
    public var suggestions: [SuggestionCell]
    /// The keyboard; nil draws the scene without one (`render` of a document).
    public var keyboard: KeyboardSnapshot?
    /// Viewer overrides of the document's scheme, smoothing and animation (nil keeps the document's).
    public var schemeOverride: RenderScheme?
    public var smoothingOverride: SmoothingUnit?
    public var animatesOverride: Bool?
    /// Scene size in pixels (points for SVG/PDF).
    public var width: Int
    public var height: Int
    /// Seconds on the shared clock: the phase of pulsing schemes (the window passes its clock,
    /// replays the event time, files 0).
    public var time: Double
    /// Whether the caret is drawn (a blinking caret's off phase passes false).
    public var showsCaret: Bool
    /// Whether a legend of the scheme's scale (`SchemeLegend`) is drawn in a band below the
    /// scene (pictures: `--legend`); the picture is then ``canvasHeight`` tall.
    public var legend = false
    /// The folder relative image paths of the document are read from (the document file's own);
    /// nil: the working directory.
    public var documentFolder: String? = nil

    /// The picture's height: the scene, plus the legend's band when there is one.
    public var canvasHeight: Int { height + (legend ? Int(SchemeLegend.height) : 0) }

    public init(document: IntensityDocument, selection: Range<Int>? = nil, markedRange: Range<Int>? = nil,
                suggestions: [SuggestionCell] = [], keyboard: KeyboardSnapshot? = nil,
                schemeOverride: RenderScheme? = nil, smoothingOverride: SmoothingUnit? = nil, animatesOverride: Bool? = nil,
                width: Int = 800, height: Int = 600, time: Double = 0, showsCaret: Bool = true) {
        self.document = document
        self.selection = selection ?? document.utf16Count..<document.utf16Count
        self.markedRange = markedRange
        self.suggestions = suggestions
        self.keyboard = keyboard
        self.schemeOverride = schemeOverride
        self.smoothingOverride = smoothingOverride
        self.animatesOverride = animatesOverride
        self.width = width
        self.height = height
        self.time = time
        self.showsCaret = showsCaret
    }

    /// A snapshot of an editor's document, selection and marked text.
    public init(editor: TextEditor, suggestions: [Suggestion] = [], keyboard: KeyboardSnapshot? = nil,
                width: Int = 800, height: Int = 600, time: Double = 0) {
        self.init(document: editor.document, selection: editor.selection, markedRange: editor.markedRange,
                  suggestions: suggestions.map(SuggestionCell.init), keyboard: keyboard,
                  width: width, height: height, time: time)
    }
}

/// One suggestion as the bar shows it.
public struct SuggestionCell: Sendable, Hashable {
    public var text: String
    /// True for the suggestion that space would apply (drawn highlighted).
    public var isAutocorrect: Bool

    public init(text: String, isAutocorrect: Bool = false) {
        self.text = text
        self.isAutocorrect = isAutocorrect
    }

    public init(_ suggestion: Suggestion) {
        self.init(text: suggestion.text, isAutocorrect: suggestion.isAutocorrect)
    }
}

/// The keyboard as drawn: its geometry (every page) and its visual state (page, shift, pressed
/// keys with live intensities, open popups).
public struct KeyboardSnapshot: Sendable, Hashable {
    public var geometry: KeyboardGeometry
    public var state: KeyboardVisualState
    /// Where the touch behind the latest change landed, in keyboard units: a frame of
    /// `replay --frames` marks it, and outlines the key under it on the page shown.
    public var touchMarker: KeyboardPoint?

    public init(geometry: KeyboardGeometry, state: KeyboardVisualState) {
        self.geometry = geometry
        self.state = state
    }

    /// The page shown.
    public var page: PageLayout { geometry.pages[min(max(0, state.pageIndex), geometry.pages.count - 1)] }
}
