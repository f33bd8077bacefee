/// One kernel input event, as `struct input_event` carries it.
///
/// Timestamps are kept as integer microseconds so that a trace written back is
/// byte-identical and no floating-point rounding ever changes event order.
public struct InputEvent: Hashable, Sendable {
    /// Event time in microseconds (trace-relative or the device clock's epoch).
    public var time: Timestamp
    /// `EV_*` type.
    public var type: UInt16
    /// Code within the type (`ABS_MT_POSITION_X`, `BTN_TOUCH`, …).
    public var code: UInt16
    /// Signed 32-bit value, as the kernel sends it.
    public var value: Int32

    public init(time: Timestamp, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// True for `EV_SYN / SYN_REPORT`, the event that closes a frame.
    @inlinable public var isReport: Bool { type == EventType.syn && code == SynCode.report }
}
