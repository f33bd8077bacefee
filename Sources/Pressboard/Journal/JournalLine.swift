import TextEditing

/// The journal's line format (see `SessionJournal`):
///
///     B <archive bytes, hex> <checksum>
///     F <utf16 start> <utf16 end> <archive of the new fragment, hex> <checksum>
///     O <archive of an empty document with the new display options, hex> <checksum>
///     E <utf16 start> <utf16 end> <new text UTF-8, hex> <intensities, hex> <checksum>   (older journals)
///
/// `F` carries the fragment as a document archive, so its base attributes (size, bold, italic,
/// underline, strikethrough), links and paragraph formats come back exactly; `O` follows a change
/// of the document's display options. The checksum is FNV-1a (64 bit, hex) over everything
/// before it on the line.
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
        var line = seal("F \(start) \(oldEnd) " + hex(DocumentArchive.encode(IntensityDocument(fragment))))
        if old.options != new.options { line += seal("O " + hex(DocumentArchive.encode(IntensityDocument(options: new.options)))) }
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
            guard let f = open(raw), apply(f, to: &document) else {
                return .init(document: document, changes: changes, stopped: "line \(k + 2) is torn or damaged; changes after it are lost")
            }
            changes += 1
        }
        return .init(document: document, changes: changes, stopped: nil)
    }

    /// Applies one intact line's fields; false when they do not make a change of `document`.
    private static func apply(_ f: [String], to document: inout IntensityDocument) -> Bool {
        func range(_ a: String, _ b: String) -> Range<Int>? {
            guard let start = Int(a), let end = Int(b), start >= 0, start <= end, end <= document.utf16Count else { return nil }
            return start..<end
        }
        func archive(_ field: String) -> IntensityDocument? {
            guard let bytes = unhex(field) else { return nil }
            return try? DocumentArchive.decode(bytes).document
        }
        switch f.first {
        case "F" where f.count == 4:
            guard let r = range(f[1], f[2]), let piece = archive(f[3]) else { return false }
            _ = document.replace(utf16Range: r, with: piece.fragment(inUTF16Range: 0..<piece.utf16Count))
        case "O" where f.count == 2:
            guard let carrier = archive(f[1]) else { return false }
            document.options = carrier.options
        case "E" where f.count == 5:
            guard let r = range(f[1], f[2]), let text = unhex(f[3]), let intensities = unhex(f[4]) else { return false }
            let string = String(decoding: text, as: UTF8.self)
            _ = document.replace(utf16Range: r, with: DocumentFragment(string: string, intensities: intensities, attributes: []))
        default:
            return false
        }
        return true
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
