/// Bounds how many paragraphs hold a Pango layout: a FIFO of (paragraph, stamp) entries; when it
/// grows past the capacity the oldest entry's layout is dropped if that entry still owns it.
/// Dropped paragraphs keep their geometry and are typeset again on demand.
struct LayoutCache {
    private var entries: [(Paragraph, Int)] = []
    private var head = 0
    private var stamp = 0
    /// The stamp of `entries[0]`; entry stamps are consecutive, so a stamp finds its entry in O(1).
    private var firstStamp = 1
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
            firstStamp += head
            head = 0
        }
    }

    /// Moves `old`'s layout and its place in the queue to `new` (an edit replaced the paragraph):
    /// no new entry, so an edit never evicts another paragraph's layout.
    mutating func handOver(from old: Paragraph, to new: Paragraph) {
        new.layout = old.layout
        old.layout = nil
        let index = old.layoutStamp - firstStamp
        if index >= head && index < entries.count && entries[index].1 == old.layoutStamp {
            entries[index].0 = new
            new.layoutStamp = old.layoutStamp
        } else {
            noteLayout(of: new)
        }
    }

    /// Forgets every entry (the whole document was replaced).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        head = 0
        firstStamp = stamp + 1
    }
}
