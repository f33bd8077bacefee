/// Bounds how many paragraphs hold a Pango layout: a FIFO of (paragraph, stamp) entries; when it
/// grows past the capacity the oldest entry's layout is dropped if that entry still owns it.
/// Dropped paragraphs keep their geometry and are typeset again on demand.
struct LayoutCache {
    private var entries: [(Paragraph, Int)] = []
    private var head = 0
    private var stamp = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Records that `p` now holds a layout (new or handed over from an edited paragraph).
    mutating func noteLayout(of p: Paragraph) {
        stamp += 1
        p.layoutStamp = stamp
        entries.append((p, stamp))
        while entries.count - head > capacity {
            let (old, s) = entries[head]
            head += 1
            if old.layoutStamp == s { old.layout = nil }
        }
        if head > 4096 && head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Forgets every entry (the whole document was replaced).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        head = 0
    }
}
