/// One contact (finger or pen) in one frame: identity, phase and every axis the device reported.
///
/// Positions come in three units: raw device units, millimetres from the axis minimum
/// (when the resolution is known), and normalised 0…1 of the advertised range (clamped).
/// Optional axes are nil when the device does not have them.
public struct Contact: Hashable, Sendable {
    /// Stable for the whole life of the contact, unique within a decoder's run.
    public var id: Int
    /// Protocol-B slot, or the index within a protocol-A frame; 0 for single touch and pens.
    public var slot: Int
    public var phase: ContactPhase
    public var tool: ToolKind

    /// Position in device units.
    public var x: Int32
    public var y: Int32
    /// Position normalised to the axis range, clamped to 0…1.
    public var normalisedX: Double
    public var normalisedY: Double
    /// Position in millimetres from the axis minimum, nil when the resolution is unknown.
    public var millimetreX: Double?
    public var millimetreY: Double?

    /// Raw pressure in device units (nil without a pressure axis).
    public var pressure: Int32?
    /// Pressure normalised to the axis range, clamped to 0…1.
    public var normalisedPressure: Double?
    /// Touch ellipse axes in device units (`ABS_MT_TOUCH_MAJOR/MINOR`).
    public var touchMajor: Int32?
    public var touchMinor: Int32?
    /// Touch major normalised to its axis range (0…1), for contact-area intensity.
    public var normalisedTouchMajor: Double?
    /// Touch minor normalised to its axis range.
    public var normalisedTouchMinor: Double?
    /// Touch ellipse axes in millimetres, nil when the size axis has no resolution: a finger's
    /// width is physical, so contact-area intensity reads it on a millimetre scale.
    public var touchMajorMillimetres: Double?
    public var touchMinorMillimetres: Double?
    /// `ABS_MT_ORIENTATION` in device units.
    public var orientation: Int32?
    /// Pen hover distance in device units (`ABS_DISTANCE`), meaningful while not touching.
    public var distance: Int32?
    /// Pen tilt in device units (`ABS_TILT_X/Y`).
    public var tiltX: Int32?
    public var tiltY: Int32?
    /// Pen barrel buttons.
    public var stylusButton: Bool
    public var stylusButton2: Bool
    /// For pens: the tip touches the surface (`BTN_TOUCH`). Fingers are always touching.
    public var isTouching: Bool
    /// The contact survived a SYN_DROPPED and its samples between then and the resync are lost.
    public var resynced: Bool

    public init(id: Int, slot: Int = 0, phase: ContactPhase, tool: ToolKind = .finger,
                x: Int32 = 0, y: Int32 = 0, normalisedX: Double = 0, normalisedY: Double = 0,
                millimetreX: Double? = nil, millimetreY: Double? = nil,
                pressure: Int32? = nil, normalisedPressure: Double? = nil,
                touchMajor: Int32? = nil, touchMinor: Int32? = nil,
                normalisedTouchMajor: Double? = nil, normalisedTouchMinor: Double? = nil,
                touchMajorMillimetres: Double? = nil, touchMinorMillimetres: Double? = nil,
                orientation: Int32? = nil, distance: Int32? = nil,
                tiltX: Int32? = nil, tiltY: Int32? = nil,
                stylusButton: Bool = false, stylusButton2: Bool = false,
                isTouching: Bool = true, resynced: Bool = false) {
        self.id = id; self.slot = slot; self.phase = phase; self.tool = tool
        self.x = x; self.y = y; self.normalisedX = normalisedX; self.normalisedY = normalisedY
        self.millimetreX = millimetreX; self.millimetreY = millimetreY
        self.pressure = pressure; self.normalisedPressure = normalisedPressure
        self.touchMajor = touchMajor; self.touchMinor = touchMinor
        self.normalisedTouchMajor = normalisedTouchMajor; self.normalisedTouchMinor = normalisedTouchMinor
        self.touchMajorMillimetres = touchMajorMillimetres; self.touchMinorMillimetres = touchMinorMillimetres
        self.orientation = orientation; self.distance = distance
        self.tiltX = tiltX; self.tiltY = tiltY
        self.stylusButton = stylusButton; self.stylusButton2 = stylusButton2
        self.isTouching = isTouching; self.resynced = resynced
    }
}
