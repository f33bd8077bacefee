/// Bounds how many paragraphs hold a Pango layout: a FIFO of (paragraph, stamp) entries; when more
/// than `capacity` entries are live, the oldest live entry's layout is dropped. An entry is live
/// while its paragraph's `layoutStamp` equals its stamp. Dropped paragraphs keep their geometry and
/// are typeset again on demand.
///
/// Edits never evict another paragraph's layout: an edited paragraph keeps its object, layout and
/// entry, and a paragraph an edit removes gives its entry up (`release`), so splitting and joining
/// paragraphs again and again (Return, Backspace) keeps the same live count.
struct LayoutCache {
    private var entries: [(Paragraph, Int)] = []
    private var head = 0
    private var stamp = 0
    /// The stamp of `entries[0]`; entry stamps are consecutive, so a stamp finds its entry in O(1).
    private var firstStamp = 1
    /// Entries whose paragraph still holds the layout they record.
    private var live = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Records that `p` now holds a layout (a new one, or a spare).
    mutating func noteLayout(of p: Paragraph) {
        retireEntry(of: p)
        stamp += 1
        p.layoutStamp = stamp
        entries.append((p, stamp))
        live += 1
        while live > capacity && head < entries.count {
            let (old, s) = entries[head]
            head += 1
            if old.layoutStamp == s {
                old.layoutStamp = 0
                old.layout = nil
                live -= 1
            }
        }
        compactIfMostlyStale()
    }

    /// `p` gives its layout up (an edit removed the paragraph): its entry stops counting.
    mutating func release(_ p: Paragraph) {
        retireEntry(of: p)
        p.layout = nil
    }

    /// Forgets every entry (the whole document was replaced).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        head = 0
        live = 0
        firstStamp = stamp + 1
    }

    /// Makes `p`'s live entry, if it has one, stale (it stops counting against the capacity).
    private mutating func retireEntry(of p: Paragraph) {
        let i = p.layoutStamp - firstStamp
        guard p.layoutStamp > 0, i >= head, i < entries.count, entries[i].0 === p, entries[i].1 == p.layoutStamp else { return }
        p.layoutStamp = 0
        live -= 1
    }

    /// Forgets the entries already passed; drops stale entries (and the removed paragraphs they
    /// keep alive) once they outnumber the live ones, stamping the survivors again in order:
    /// O(live), at most once per `live` edits.
    private mutating func compactIfMostlyStale() {
        if head > 4096 && head * 2 > entries.count {
            entries.removeFirst(head)
            firstStamp += head
            head = 0
        }
        guard entries.count - head > 2 * max(live, 64) else { return }
        let survivors = entries[head...].filter { $0.0.layoutStamp == $0.1 }
        entries.removeAll(keepingCapacity: true)
        head = 0
        firstStamp = stamp + 1
        for (p, _) in survivors {
            stamp += 1
            p.layoutStamp = stamp
            entries.append((p, stamp))
        }
        live = entries.count
    }
}
