/// Cairo numbers SVG surfaces (`id="surface42"`) from a process-wide counter, so the same drawing
/// gets different ids in a second file. Renumbering them in order of first appearance makes the
/// bytes depend on the drawing only.
enum SVGIdentifiers {
    static func renumbered(_ bytes: [UInt8]) -> [UInt8] {
        let prefix = Array("surface".utf8)
        var map: [Int: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == prefix[0], i + prefix.count < bytes.count, i > 0,
               bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#"),
               Array(bytes[i..<(i + prefix.count)]) == prefix {
                var j = i + prefix.count
                var n = 0
                var digits = 0
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { n = n * 10 + Int(bytes[j] - 0x30); j += 1; digits += 1 }
                if digits > 0 {
                    let id = map[n] ?? { let v = map.count + 1; map[n] = v; return v }()
                    out += prefix
                    out += Array(String(id).utf8)
                    i = j
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
