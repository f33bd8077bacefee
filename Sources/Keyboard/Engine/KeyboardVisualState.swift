/// What the keyboard looks like at one moment, for the renderer: which page, shift, which keys
/// are down with their live intensity, and any open popup with its selected alternative.
public struct KeyboardVisualState: Hashable, Sendable {
    public struct PressedKey: Hashable, Sendable {
        /// Page the key is on (the page shown when it was pressed; usually `pageIndex`).
        public var page: Int
        /// Index into that page layout's `keys`.
        public var keyIndex: Int
        public var contact: Int
        /// Live intensity 0…100 (what the original shades the key with).
        public var intensity: Int
        /// The touch has slid off: releasing now types nothing.
        public var isOutside: Bool

        public init(page: Int, keyIndex: Int, contact: Int, intensity: Int, isOutside: Bool) {
            self.page = page
            self.keyIndex = keyIndex
            self.contact = contact
            self.intensity = intensity
            self.isOutside = isOutside
        }
    }

    public struct OpenPopup: Hashable, Sendable {
        /// Page and index of the expanding key in that page layout's `keys`.
        public var page: Int
        public var keyIndex: Int
        public var contact: Int
        /// Cells of the alternatives in keyboard units.
        public var layout: PopupLayout
        /// The alternative under the touch, nil when the touch is outside the popup.
        public var selected: Int?
        /// Live intensity measured on the selected alternative.
        public var intensity: Int

        public init(page: Int, keyIndex: Int, contact: Int, layout: PopupLayout, selected: Int?, intensity: Int) {
            self.page = page
            self.keyIndex = keyIndex
            self.contact = contact
            self.layout = layout
            self.selected = selected
            self.intensity = intensity
        }
    }

    /// Id and index of the page shown (the shift page when shift selects one).
    public var pageID: String
    public var pageIndex: Int
    public var shift: ShiftState
    /// Page the keyboard returns to after the next typed key (one-shot latch), if latched.
    public var latchReturnPage: String?
    public var pressed: [PressedKey]
    public var popups: [OpenPopup]
    /// The manual intensity last set by the slider key, if any.
    public var manualIntensity: Int?
    /// Intensity of the last committed press (the intensity key shows it between presses).
    public var lastIntensity: Int?

    public init(pageID: String, pageIndex: Int, shift: ShiftState, latchReturnPage: String?,
                pressed: [PressedKey], popups: [OpenPopup], manualIntensity: Int?, lastIntensity: Int? = nil) {
        self.pageID = pageID
        self.pageIndex = pageIndex
        self.shift = shift
        self.latchReturnPage = latchReturnPage
        self.pressed = pressed
        self.popups = popups
        self.manualIntensity = manualIntensity
        self.lastIntensity = lastIntensity
    }
}
