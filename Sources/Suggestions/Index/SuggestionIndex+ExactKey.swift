/// Exact-key lookup: the decoder asks thousands of keys per word, most of them no word's, so a
/// hash table (with a bit filter in front) answers instead of a binary search over the key order.
extension SuggestionIndex {
    /// The exact-key table for `count` positions of sorted keys (`key(p)`: the key at position p).
    static func keySlots(count: Int, key: (Int) -> UnsafeBufferPointer<UInt32>) -> [UInt32] {
        var size = 1024
        while size < 2 * count { size *= 2 }
        var slots = [UInt32](repeating: 0, count: size)
        for p in 0..<count {
            let k = key(p)
            if p > 0, key(p - 1).elementsEqual(k) { continue }
            var h = Int(WordKey.hash(k)) & (size - 1)
            while slots[h] != 0 { h = (h + 1) & (size - 1) }
            slots[h] = UInt32(p + 1)
        }
        return slots
    }

    /// The first position in `sortedByKey` holding exactly `key`; nil when no word has it.
    func firstPosition(ofKey key: UnsafeBufferPointer<UInt32>) -> Int? {
        guard !keySlots.isEmpty, !keyFilter.isEmpty else { return nil }
        let hash = Int(WordKey.hash(key))
        let bit = hash & (Self.keyFilterBits - 1)
        guard keyFilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
        let mask = keySlots.count - 1
        var h = hash & mask
        while keySlots[h] != 0 {
            let p = Int(keySlots[h]) - 1
            if sortedKey(p).elementsEqual(key) { return p }
            h = (h + 1) & mask
        }
        return nil
    }
}
