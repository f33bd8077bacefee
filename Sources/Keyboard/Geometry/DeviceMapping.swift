import TouchInput

/// A rectangle in normalised device coordinates (0…1 of each position axis).
public struct NormalisedRect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A region read from the user (`--region`, configuration): every number finite, the
    /// rectangle non-empty and inside the device's unit square; nil otherwise, so a `nan` or an
    /// off-device region is refused where it is given instead of mapping every touch nowhere.
    public init?(validating x: Double, _ y: Double, _ width: Double, _ height: Double) {
        let slack = 1e-9
        guard [x, y, width, height].allSatisfy({ $0.isFinite }), x >= 0, y >= 0, width > 0, height > 0,
              x + width <= 1 + slack, y + height <= 1 + slack else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The whole device.
    public static let full = NormalisedRect(x: 0, y: 0, width: 1, height: 1)
}

/// Maps device positions to keyboard units and back.
///
/// A direct touchscreen maps the screen region where the keyboard is drawn; an indirect tablet
/// (or touchpad) maps its whole area, or a configured region, onto the keyboard. `rotation` is
/// the clockwise quarter-turn of the keyboard on the device (a tablet held in portrait, a
/// screen mounted sideways). Positions outside the region map outside the keyboard.
public struct DeviceMapping: Hashable, Sendable {
    public enum Rotation: Int, Hashable, Sendable, CaseIterable, Codable {
        case none = 0
        case clockwise90 = 90
        case clockwise180 = 180
        case clockwise270 = 270
    }

    /// Region of the device covered by the keyboard, normalised.
    public var region: NormalisedRect
    public var rotation: Rotation
    /// Keyboard size in keyboard units (from `PageLayout`).
    public var keyboardWidth: Double
    public var keyboardHeight: Double

    public init(region: NormalisedRect = .full, rotation: Rotation = .none, keyboardWidth: Double, keyboardHeight: Double) {
        self.region = region
        self.rotation = rotation
        self.keyboardWidth = keyboardWidth
        self.keyboardHeight = keyboardHeight
    }

    /// Where the keyboard goes by default: the lower 40 % of a direct screen (where an
    /// on-screen keyboard is drawn), the whole surface of an indirect device.
    public static func defaultRegion(for kind: DeviceClassification.Kind) -> NormalisedRect {
        switch kind {
        case .touchscreen, .penDisplay: return NormalisedRect(x: 0, y: 0.6, width: 1, height: 0.4)
        case .touchpad, .penTablet, .other: return .full
        }
    }

    /// Keyboard position of a normalised device position.
    @inlinable public func keyboardPoint(normalisedX nx: Double, normalisedY ny: Double) -> (x: Double, y: Double) {
        let u = region.width > 0 ? (nx - region.x) / region.width : 0
        let v = region.height > 0 ? (ny - region.y) / region.height : 0
        let a: Double, b: Double
        switch rotation {
        case .none: a = u; b = v
        case .clockwise90: a = v; b = 1 - u
        case .clockwise180: a = 1 - u; b = 1 - v
        case .clockwise270: a = 1 - v; b = u
        }
        return (a * keyboardWidth, b * keyboardHeight)
    }

    /// Keyboard position of a contact (from its normalised position).
    @inlinable public func keyboardPoint(_ c: Contact) -> (x: Double, y: Double) {
        keyboardPoint(normalisedX: c.normalisedX, normalisedY: c.normalisedY)
    }

    /// Normalised device position of a keyboard position (the inverse of `keyboardPoint`).
    public func normalisedPoint(keyboardX kx: Double, keyboardY ky: Double) -> (x: Double, y: Double) {
        let a = keyboardWidth > 0 ? kx / keyboardWidth : 0
        let b = keyboardHeight > 0 ? ky / keyboardHeight : 0
        let u: Double, v: Double
        switch rotation {
        case .none: u = a; v = b
        case .clockwise90: u = 1 - b; v = a
        case .clockwise180: u = 1 - a; v = 1 - b
        case .clockwise270: u = b; v = 1 - a
        }
        return (region.x + u * region.width, region.y + v * region.height)
    }

    /// Device-unit position of a keyboard position, on the given position axes.
    public func devicePoint(keyboardX kx: Double, keyboardY ky: Double, axes: (x: AbsInfo, y: AbsInfo)) -> (x: Double, y: Double) {
        let n = normalisedPoint(keyboardX: kx, keyboardY: ky)
        return (Double(axes.x.minimum) + n.x * axes.x.span, Double(axes.y.minimum) + n.y * axes.y.span)
    }

    /// The device-unit rectangle covering a keyboard rectangle (axis-aligned after rotation).
    public func deviceRect(_ r: KeyRect, axes: (x: AbsInfo, y: AbsInfo)) -> (x: Double, y: Double, width: Double, height: Double) {
        let a = devicePoint(keyboardX: r.x, keyboardY: r.y, axes: axes)
        let b = devicePoint(keyboardX: r.maxX, keyboardY: r.maxY, axes: axes)
        return (min(a.x, b.x), min(a.y, b.y), abs(b.x - a.x), abs(b.y - a.y))
    }
}
