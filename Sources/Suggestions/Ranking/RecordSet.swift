/// The key records a lookup has already read (by record offset), so a word reached through several
/// deletes, or through both the delete table and the bigram list, is verified once. Open
/// addressing over a power-of-two capacity that doubles as it fills.
struct RecordSet {
    private var slots: [UInt32]   // record offset + 1; 0 = empty
    private var count = 0

    init(capacity: Int = 256) {
        var cap = 16
        while cap < 2 * capacity { cap <<= 1 }
        slots = [UInt32](repeating: 0, count: cap)
    }

    /// Inserts `record`; false when it was there already.
    @inline(__always)
    mutating func insert(_ record: Int) -> Bool {
        if 2 * (count + 1) > slots.count { grow() }
        let r = UInt32(truncatingIfNeeded: record) &+ 1
        let mask = slots.count - 1
        var i = Int((r &* 0x9E37_79B1) >> 7) & mask
        while true {
            let s = slots[i]
            if s == 0 { slots[i] = r; count += 1; return true }
            if s == r { return false }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt32](repeating: 0, count: old.count * 2)
        count = 0
        for r in old where r != 0 { _ = insert(Int(r - 1)) }
    }
}
