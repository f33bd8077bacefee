/// Last-known values of one contact slot (protocol B), one protocol-A contact, or the single
/// pointer of a single-touch device or pen.
///
/// Values persist after a contact ends: the kernel does not resend values a new contact in the
/// same slot shares with the old one (stale-value inheritance).
struct SlotState: Sendable {
    var trackingID: Int32 = -1
    /// Stable contact id assigned by the decoder; valid while `active`.
    var contactID: Int = 0
    var active = false

    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    var touchMajor: Int32 = 0
    var touchMinor: Int32 = 0
    var orientation: Int32 = 0
    var distance: Int32 = 0
    var toolType: Int32 = 0
    var tiltX: Int32 = 0
    var tiltY: Int32 = 0
    var hasTouchMinor = false

    // Per-frame flags, cleared after each SYN_REPORT.
    var began = false
    var changed = false
    var liftPending = false
    /// A palm (MT_TOOL_PALM) appeared on a finger contact: cancel it once and ignore it until it lifts.
    var cancelPending = false
    var suppressed = false
    /// The contact survived a SYN_DROPPED resync; its samples in between are lost.
    var resynced = false

    mutating func clearFrameFlags() {
        began = false
        changed = false
        liftPending = false
        cancelPending = false
    }
}
