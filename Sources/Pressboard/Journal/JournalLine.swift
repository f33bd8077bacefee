import TextEditing

/// The journal's line format (see `SessionJournal`):
///
///     B <archive bytes, hex> <checksum>
///     E <utf16 start> <utf16 end> <new text UTF-8, hex> <intensities, hex> <checksum>
///
/// The checksum is FNV-1a (64 bit, hex) over everything before it on the line.
enum JournalLine {
    static func base(_ archive: [UInt8]) -> [UInt8] { seal("B " + hex(archive)) }

    /// The change from `old` to `new` as a line, and whether it ends a word; nil when equal.
    /// The changed range is widened to character boundaries so it replays exactly.
    static func change(from old: IntensityDocument, to new: IntensityDocument) -> (line: [UInt8], endsWord: Bool)? {
        let a = old.string, b = new.string
        var (start, oldEnd, newEnd) = difference(a, b)
        if start == oldEnd && start == newEnd {
            // Same text: only intensities or attributes changed (rare); journal the whole text.
            guard old != new else { return nil }
            (start, oldEnd, newEnd) = (0, old.utf16Count, new.utf16Count)
        }
        let fragment = new.fragment(inUTF16Range: start..<newEnd)
        let line = seal("E \(start) \(oldEnd) " + hex(Array(fragment.string.utf8)) + " " + hex(fragment.intensities))
        let endsWord = fragment.string.last.map { $0.isWhitespace || $0.isPunctuation || $0.isNewline } ?? true
        return (line, endsWord)
    }

    /// Common prefix and suffix of two strings in UTF-16 units, both on character boundaries:
    /// the changed range is `start..<oldEnd` in `a`, `start..<newEnd` in `b`.
    static func difference(_ a: String, _ b: String) -> (start: Int, oldEnd: Int, newEnd: Int) {
        let u = Array(a.utf16), v = Array(b.utf16)
        var p = 0
        while p < u.count && p < v.count && u[p] == v[p] { p += 1 }
        while p > 0 && !(isBoundary(a, p) && isBoundary(b, p)) { p -= 1 }
        var s = 0
        while s < u.count - p && s < v.count - p && u[u.count - 1 - s] == v[v.count - 1 - s] { s += 1 }
        while s > 0 && !(isBoundary(a, u.count - s) && isBoundary(b, v.count - s)) { s -= 1 }
        return (p, u.count - s, v.count - s)
    }

    private static func isBoundary(_ s: String, _ utf16Offset: Int) -> Bool {
        let i = s.utf16.index(s.utf16.startIndex, offsetBy: utf16Offset)
        return i.samePosition(in: s) != nil
    }

    /// Applies every intact line of a journal to its base document.
    static func replay(_ bytes: [UInt8], path: String) throws(JournalError) -> SessionJournal.Recovery {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, let fields = open(first), fields.first == "B", fields.count == 2,
              let archive = unhex(fields[1]) else {
            throw JournalError(path: path, line: 1, reason: "no intact base document: nothing can be recovered")
        }
        var document: IntensityDocument
        do { document = try DocumentArchive.decode(archive).document } catch {
            throw JournalError(path: path, line: 1, reason: "the base document does not decode: \(error)")
        }
        var changes = 0
        for (k, raw) in lines.dropFirst().enumerated() {
            if raw.isEmpty && k == lines.count - 2 { break }  // the final newline
            guard let f = open(raw), f.count == 5, f[0] == "E", let start = Int(f[1]), let end = Int(f[2]),
                  let text = unhex(f[3]), let intensities = unhex(f[4]),
                  start >= 0, start <= end, end <= document.utf16Count else {
                return .init(document: document, changes: changes, stopped: "line \(k + 2) is torn or damaged; changes after it are lost")
            }
            let string = String(decoding: text, as: UTF8.self)
            _ = document.replace(utf16Range: start..<end, with: DocumentFragment(string: string, intensities: intensities, attributes: []))
            changes += 1
        }
        return .init(document: document, changes: changes, stopped: nil)
    }

    /// The line's fields when its checksum is intact.
    private static func open(_ raw: ArraySlice<UInt8>) -> [String]? {
        guard let space = raw.lastIndex(of: 0x20) else { return nil }
        let body = raw[raw.startIndex..<space]
        guard String(decoding: raw[(space + 1)...], as: UTF8.self) == String(fnv(body), radix: 16) else { return nil }
        return String(decoding: body, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    }

    private static func seal(_ body: String) -> [UInt8] {
        Array(body.utf8) + Array((" " + String(fnv(Array(body.utf8)[...]), radix: 16) + "\n").utf8)
    }

    static func fnv(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    static func unhex(_ s: String) -> [UInt8]? {
        let u = Array(s.utf8)
        guard u.count % 2 == 0 else { return nil }
        func v(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: return c - 0x30
            case 0x61...0x66: return c - 0x61 + 10
            default: return nil
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(u.count / 2)
        var i = 0
        while i < u.count {
            guard let hi = v(u[i]), let lo = v(u[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        return out
    }
}
