/// The form a word is indexed and compared under: lowercased Unicode scalars with apostrophes
/// removed, so `don't`, `Dont` and `dont` share the key `dont`.
enum WordKey {
    static func isApostrophe(_ v: UInt32) -> Bool { v == 0x27 || v == 0x2019 || v == 0x2BC }

    static func scalars(_ word: some StringProtocol) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(word.utf8.count)
        for s in word.lowercased().unicodeScalars where !isApostrophe(s.value) { out.append(s.value) }
        return out
    }

    static func hasApostrophe(_ word: some StringProtocol) -> Bool {
        word.unicodeScalars.contains { isApostrophe($0.value) }
    }

    /// 32-bit FNV-1a over scalars with a final avalanche; collisions only merge candidate lists,
    /// which are verified by real distance afterwards.
    @inline(__always)
    static func hash(_ p: UnsafeBufferPointer<UInt32>, skip a: Int = -1, skip b: Int = -1) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        var n: UInt32 = 0
        for i in 0..<p.count where i != a && i != b {
            h = (h ^ p[i]) &* 16_777_619
            n &+= 1
        }
        h ^= n &* 0x9E37_79B9
        h ^= h >> 16
        h = h &* 0x85EB_CA6B
        h ^= h >> 13
        return h
    }
}
