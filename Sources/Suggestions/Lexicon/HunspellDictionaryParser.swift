/// Reads the stems of a Hunspell `.dic` word list (as Debian's `hunspell-*` packages install under
/// `/usr/share/hunspell/`) for the one question libhunspell cannot answer: which words exist, so
/// that our index can search them for near spellings and completions. Whether a word is correct
/// (with every inflection) and Hunspell's own suggestions come from libhunspell
/// (`HunspellDictionary`); affix flags are not expanded here. The `.aff` file is consulted only for
/// its `SET` encoding line. Hunspell lists carry no frequencies, so every stem gets count 1.
public enum HunspellDictionaryParser {
    public static func parse(dic: [UInt8], aff: [UInt8]?, file: String) throws -> WordFrequencyList {
        let encoding = try aff.map { try encodingOf(aff: $0, file: file) } ?? .utf8
        var entries: [WordFrequencyList.Entry] = []
        var first = true
        try LexiconTextLines.forEach(dic, file: file, encoding: encoding) { _, text in
            if first {
                first = false
                // The first line is the approximate word count.
                if text.allSatisfy({ $0.isNumber || $0 == " " }) { return }
            }
            // Comment lines start with '#' or a tab (morphological continuation).
            if text.hasPrefix("#") || text.hasPrefix("\t") { return }
            var word = Substring(text)
            // Stop at an unescaped '/', or at whitespace starting morphology fields.
            var end = word.startIndex
            var escaped = false
            var collected = ""
            while end < word.endIndex {
                let c = word[end]
                if escaped { collected.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "/" || c == "\t" || c == " " { break } else { collected.append(c) }
                end = word.index(after: end)
            }
            word = Substring(collected)
            if !word.isEmpty { entries.append(.init(word: String(word), count: 1)) }
        }
        guard !entries.isEmpty else { throw LexiconError(file: file, line: 1, column: 1, kind: .empty) }
        return WordFrequencyList(entries: entries)
    }

    static func encodingOf(aff: [UInt8], file: String) throws -> LexiconTextLines.Encoding {
        // The SET line is ASCII; scan bytes so that a non-UTF-8 .aff does not fail here.
        var lineStart = 0
        var lineNo = 1
        while lineStart < aff.count {
            var e = lineStart
            while e < aff.count && aff[e] != 0x0A { e += 1 }
            let line = String(decoding: aff[lineStart..<e].filter { $0 < 0x80 }, as: UTF8.self)
            if line.hasPrefix("SET ") {
                let name = line.dropFirst(4).trimmingCharacters(in: " \t\r").uppercased()
                switch name {
                case "UTF-8": return .utf8
                case "ISO8859-1", "ISO-8859-1": return .latin1
                case "ISO8859-15", "ISO-8859-15": return .latin9
                case "KOI8-R": return .koi8r
                default: throw LexiconError(file: file, line: lineNo, column: 5, kind: .unsupportedEncoding(name))
                }
            }
            lineStart = e + 1
            lineNo += 1
        }
        return .utf8
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
