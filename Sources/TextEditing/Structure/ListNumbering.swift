/// The numbers a numbered list shows, recomputed from paragraph formats every time (numbers
/// are never stored, so inserting or removing an item renumbers everything after it).
public enum ListNumbering {
    /// For each paragraph, its item number (numbered items) or nil. Contiguous items form one
    /// list; a deeper item starts a sub-list, a shallower one continues its parent's count; a
    /// paragraph outside the lists ends them all. A list starts at its first item's `start`.
    public static func numbers(_ formats: [ParagraphFormat]) -> [Int?] {
        var counters: [Int?] = []
        var out: [Int?] = []
        out.reserveCapacity(formats.count)
        for f in formats {
            guard f.isListItem else { counters.removeAll(); out.append(nil); continue }
            let level = f.level
            if counters.count > level + 1 { counters.removeLast(counters.count - level - 1) }
            while counters.count < level + 1 { counters.append(nil) }
            switch f.list {
            case .number(let start):
                let n = counters[level].map { $0 + 1 } ?? start
                counters[level] = n
                out.append(n)
            default:
                counters[level] = nil
                out.append(nil)
            }
        }
        return out
    }

    /// The marker text of each paragraph as plain text shows it: "• " or "3. ", nil for non-items.
    public static func markers(_ formats: [ParagraphFormat]) -> [String?] {
        zip(formats, numbers(formats)).map { f, n in
            switch f.list {
            case .none: nil
            case .bullet: "• "
            case .number: "\(n ?? 1). "
            }
        }
    }
}
