/// Bus, vendor, product and version of a device (`struct input_id`), as evemu's `I:` line gives them.
public struct InputID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16

    public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }

    /// `bus:vendor:product:version` in 4-digit hex, the key used for per-device calibration.
    public var description: String {
        [bustype, vendor, product, version].map { Self.hex4($0) }.joined(separator: ":")
    }

    static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 4 - s.count) + s
    }
}
