/// Reads plain word-frequency lists: one `word count` per line (space or tab separated), or one
/// `word` per line (count 1), the format of SymSpell's and most published frequency lists.
public enum FrequencyListParser {
    /// Parses bytes; `file` names the source in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws -> WordFrequencyList {
        var entries: [WordFrequencyList.Entry] = []
        try LexiconTextLines.forEach(bytes, file: file) { line, text in
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let word = fields.first else { return }
            var count: UInt64 = 1
            if fields.count >= 2 {
                let f = fields[1]
                guard let c = UInt64(f) else {
                    let col = text.utf8.distance(from: text.startIndex, to: f.startIndex) + 1
                    throw LexiconError(file: file, line: line, column: col, kind: .malformedCount(String(f.prefix(40))))
                }
                count = c
            }
            entries.append(.init(word: String(word), count: count))
        }
        guard !entries.isEmpty else { throw LexiconError(file: file, line: 1, column: 1, kind: .empty) }
        return WordFrequencyList(entries: entries)
    }

    /// Parses bigram lines `first second count` into pairs; lines with other shapes are skipped.
    public static func parseBigrams(_ bytes: [UInt8], file: String) throws -> [(String, String, UInt64)] {
        var out: [(String, String, UInt64)] = []
        try LexiconTextLines.forEach(bytes, file: file) { line, text in
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3 else { return }
            guard let c = UInt64(fields[2]) else {
                throw LexiconError(file: file, line: line, column: 1, kind: .malformedCount(String(fields[2].prefix(40))))
            }
            out.append((String(fields[0]), String(fields[1]), c))
        }
        return out
    }
}
