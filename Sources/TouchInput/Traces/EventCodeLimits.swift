/// The largest valid code per event type (linux/input-event-codes.h `*_MAX`), used to reject
/// unknown codes in traces with a located error instead of passing garbage on.
enum EventCodeLimits {
    static func maximumCode(forType type: UInt16) -> UInt16? {
        switch type {
        case EventType.syn: return 0x0f
        case EventType.key: return 0x2ff
        case EventType.rel: return 0x0f
        case EventType.abs: return 0x3f
        case EventType.msc: return 0x07
        case EventType.sw: return 0x10
        case EventType.led: return 0x0f
        case EventType.snd: return 0x07
        case EventType.rep: return 0x01
        case EventType.ff: return 0x7f
        case EventType.pwr: return 0x00
        case EventType.ffStatus: return 0x01
        default: return nil
        }
    }

    /// Number of 64-bit bitmask words evemu writes for a type.
    static func bitmaskWords(forType type: UInt16) -> Int {
        guard let m = maximumCode(forType: type) else { return 0 }
        return Int(m) / 64 + 1
    }

    /// Types evemu-describe writes a `B:` group for, in order.
    static let describedTypes: [UInt16] = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x11, 0x12, 0x14, 0x15, 0x16, 0x17]
}
