/// Static calibrations of every known device, keyed by ``CalibrationStore/key(name:bus:vendor:product:version:)``.
///
/// Encodes as a plain JSON object `{ "<device key>": { "pressure": {...}, "contactArea": {...} } }`
/// so it sits under the configuration file's `"calibrations"` key and is easy to edit by hand.
public struct CalibrationStore: Sendable, Hashable, Codable {
    /// Device key → its calibration.
    public var devices: [String: DeviceCalibration]

    public init(devices: [String: DeviceCalibration] = [:]) {
        self.devices = devices
    }

    /// The key of a device: its name, then bus, vendor, product and version in 4-digit lowercase
    /// hex: `"Wacom Intuos S Pen|0003:056a:0374:0110"`. Name and ids together because cheap
    /// devices share ids across models and names across revisions.
    public static func key(name: String, bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16) -> String {
        name + "|" + [bus, vendor, product, version].map(hex4).joined(separator: ":")
    }

    /// The key from a name and an already formatted `bus:vendor:product:version` string.
    public static func key(name: String, ids: String) -> String { name + "|" + ids }

    /// The calibration stored for a device key.
    public subscript(key: String) -> DeviceCalibration? {
        get { devices[key] }
        set { devices[key] = newValue }
    }

    /// The configuration for a device: `base` with this store's calibrations for the key applied
    /// (unchanged when the device is unknown).
    public func configuration(_ base: IntensityConfiguration, forDevice key: String) -> IntensityConfiguration {
        guard let entry = devices[key] else { return base }
        var c = base
        if let p = entry.pressure { c.calibration = p }
        if let a = entry.contactArea { c.areaCalibration = a }
        return c
    }

    /// Decodes a plain object of device key → calibration.
    public init(from decoder: any Decoder) throws {
        devices = try decoder.singleValueContainer().decode([String: DeviceCalibration].self)
    }

    /// Encodes as a plain object of device key → calibration.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(devices)
    }

    private static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 4 - s.count) + s
    }
}
