// MARK: - Numbers of counted list items, computed when drawn

extension LayoutEngine {
    /// The number paragraph `i` shows if it is a `counted` list item (nil otherwise): contiguous
    /// items form one list; a deeper item starts a sub-list, a shallower one continues its
    /// parent's count; a paragraph that is no item ends every list; a list starts at its first
    /// item's start. (TextEditing's `ListNumbering` applies the same rule to stored formats.)
    ///
    /// One pass over the paragraphs' style attributes after each edit, then a lookup: numbering
    /// is drawing work, never typesetting.
    public func listNumber(ofParagraph i: Int) -> Int? {
        guard i >= 0, i < paragraphs.count else { return nil }
        if listNumberCache == nil || listNumberCache?.count != paragraphs.count {
            listNumberCache = Self.countedNumbers(paragraphs.indices.map {
                styleSourceAttributes($0).custom[.listItem]?.as(ListItem.self)
            })
        }
        return listNumberCache?[i] ?? nil
    }

    /// Numbers per paragraph for a sequence of list items (nil: not an item).
    static func countedNumbers(_ items: [ListItem?]) -> [Int?] {
        var counters: [Int?] = []
        var out: [Int?] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let item else { counters.removeAll(); out.append(nil); continue }
            let level = max(0, min(item.level, 64))
            if counters.count > level + 1 { counters.removeLast(counters.count - level - 1) }
            while counters.count < level + 1 { counters.append(nil) }
            switch item.marker {
            case let .counted(start):
                let n = counters[level].map { $0 &+ 1 } ?? start
                counters[level] = n
                out.append(n)
            case .bullet, .number:
                counters[level] = nil
                out.append(nil)
            }
        }
        return out
    }
}
