/// A coarse sound-alike key for the larger-distance fallback (a simplified Metaphone-style
/// consonant skeleton): words whose spelling is far off but sound alike (`fonetik` → `phonetic`)
/// share it. Latin letters are folded; other scripts pass through unchanged.
enum PhoneticKey {
    static func of(_ w: [UInt32]) -> [UInt32] {
        func ch(_ i: Int) -> UInt32 { i >= 0 && i < w.count ? w[i] : 0 }
        func isVowel(_ c: UInt32) -> Bool { c == 97 || c == 101 || c == 105 || c == 111 || c == 117 || c == 121 }
        var out: [UInt32] = []
        var i = 0
        while i < w.count {
            let c = w[i], n = ch(i + 1)
            var m: UInt32? = c
            switch c {
            case 97, 101, 105, 111, 117, 121: m = i == 0 ? 97 : nil           // vowels: only a leading one counts
            case 104, 119: m = i == 0 ? c : nil                               // h, w silent after the start
            case 99:                                                           // c
                if n == 107 { i += 1; m = 107 }                               // ck
                else if n == 104 { i += 1; m = 120 }                          // ch → x (sh-like)
                else { m = (n == 101 || n == 105 || n == 121) ? 115 : 107 }
            case 112: if n == 104 { i += 1; m = 102 }                        // ph → f
            case 103:                                                          // g
                if n == 104 { i += 1; m = nil }                               // gh silent
                else if n == 101 || n == 105 || n == 121 { m = 106 }         // soft g → j
            case 115: if n == 104 { i += 1; m = 120 }                        // sh → x
            case 116: if n == 104 { i += 1; m = 48 }                         // th → 0
            case 113: m = 107                                                 // q → k
            case 122: m = 115                                                 // z → s
            case 120: out.append(107); m = 115                               // x → ks
            case 100: if n == 103 { i += 1; m = 106 }                        // dg → j
            default: break
            }
            if let m, out.last != m { out.append(m) }
            i += 1
        }
        return out
    }
}
