import TextEditing
import TouchInput

/// `pressboard bench editor`: keystroke costs of the editor core on 1 KB, 100 KB and 10 MB documents.
///
/// Each figure is the median (and p99) of individually timed operations; typing at the end and at
/// random positions runs three rounds and reports the quietest round, because the bench machine
/// is shared and one round can be slowed by other processes. The peer for random
/// inserts is the flat layout the original used (one contiguous string plus one intensity array),
/// measured in the same run, to show what the rope buys at size.
enum EditorBench {
    static func run(_ o: BenchOptions) throws {
        let sizes: [(String, Int)] = [("1KB", 1_000), ("100KB", 100_000), ("10MB", 10_000_000)]
        let ops = max(200, Int(2_000 * min(o.scale, 1)))
        var endMedians: [Double] = []
        var randomMedians: [Double] = []
        for (label, bytes) in sizes {
            let text = sampleText(bytes: max(1_000, Int(Double(bytes) * o.scale)))
            endMedians.append(typingAtEnd(text, label: label, ops: ops, o))
            randomMedians.append(typingAtRandom(text, label: label, bytes: bytes, ops: ops, o))
            markedCycles(text, label: label, ops: ops, o)
        }
        o.emit(BenchMeasurement(section: "editor", name: "insert_end_growth_10MB_vs_1KB", value: endMedians[2] / max(endMedians[0], 1e-9), unit: "x"))
        o.emit(BenchMeasurement(section: "editor", name: "insert_random_growth_10MB_vs_1KB", value: randomMedians[2] / max(randomMedians[0], 1e-9), unit: "x"))

        listItemInsert(o)

        // Memory: bytes per typed character beyond the UTF-8 text (intensity storage).
        let doc = IntensityDocument(string: sampleText(bytes: max(100_000, Int(1_000_000 * o.scale))), intensity: 40)
        let before = BenchClock.allocatedBytes()
        let rope = IntensityRope(doc.intensities.allValues)
        let after = BenchClock.allocatedBytes()
        o.emit(BenchMeasurement(section: "editor", name: "intensity_bytes_per_character", value: Double(after - before) / Double(max(1, rope.count)), unit: "B",
                                peer: "limit", peerValue: 2))
    }

    /// insertText and deleteBackward at the end, undo/redo of word-sized groups; returns the
    /// insert median (µs).
    static func typingAtEnd(_ text: String, label: String, ops: Int, _ o: BenchOptions) -> Double {
        var editor = TextEditor(document: IntensityDocument(string: text, intensity: 40))
        let letters = Array("etaoin shrdlu")
        var samples = quietest((0..<3).map { _ in
            BenchClock.samples(ops) { i in editor.insertText(String(letters[i % letters.count]), intensity: UInt8(i % 101)) }
        })
        // Peer: the document edit alone (text rope + intensity rope, no selection or undo).
        var bare = IntensityDocument(string: text, intensity: 40)
        let bareSamples = quietest((0..<3).map { _ in
            BenchClock.samples(ops) { i in
                let end = bare.utf16Count
                bare.replace(utf16Range: end..<end, with: String(letters[i % letters.count]), intensity: UInt8(i % 101))
            }
        })
        let median = emit(o, "insert_end_\(label)", samples, peer: ("document replace only", BenchClock.percentile(bareSamples, 50) / 1000))

        // deleteBackward at the end
        samples = BenchClock.samples(ops) { _ in editor.deleteBackward() }
        _ = emit(o, "delete_backward_\(label)", samples)

        // undo / redo of word-sized groups (typing of the first loop, after the deletions)
        editor = TextEditor(document: IntensityDocument(string: text, intensity: 40))
        for i in 0..<ops { editor.insertText(String(letters[i % letters.count]), intensity: 50) }
        let groups = editor.undoRecords.count
        samples = BenchClock.samples(groups) { _ in editor.undo() }
        _ = emit(o, "undo_group_\(label)", samples)
        samples = BenchClock.samples(groups) { _ in editor.redo() }
        _ = emit(o, "redo_group_\(label)", samples)
        return median
    }

    /// insertText at random positions (moving the caret is not timed) against the flat layout
    /// the original used; returns the median (µs).
    static func typingAtRandom(_ text: String, label: String, bytes: Int, ops: Int, _ o: BenchOptions) -> Double {
        var rng = SeededGenerator(seed: 42)
        let editor = TextEditor(document: IntensityDocument(string: text, intensity: 40))
        var positions: [Int] = []
        var rounds: [[Double]] = []
        for _ in 0..<3 {
            var round: [Double] = []
            round.reserveCapacity(ops)
            for i in 0..<ops {
                let p = rng.next(editor.document.utf16Count + 1)
                positions.append(p)
                editor.selectedTextRange = TextRange(p..<p)
                let t0 = BenchClock.now()
                editor.insertText("x", intensity: UInt8(i % 101))
                round.append(Double(BenchClock.now() - t0))
            }
            rounds.append(round)
        }
        // Peer: one String plus one [UInt8] per cluster, edited in place.
        var flatText = text
        var flatIntensities = [UInt8](repeating: 40, count: text.count)
        let peer = BenchClock.samples(min(ops, bytes >= 10_000_000 ? 50 : ops)) { i in
            let p = positions[i] % (flatText.utf16.count + 1)
            let idx = flatText.utf16.index(flatText.startIndex, offsetBy: p)
            let rounded = flatText.index(before: flatText.index(after: idx == flatText.endIndex ? flatText.startIndex : idx))
            let charOffset = flatText.distance(from: flatText.startIndex, to: rounded)
            flatText.insert("x", at: rounded)
            flatIntensities.insert(UInt8(i % 101), at: charOffset)
        }
        return emit(o, "insert_random_\(label)", quietest(rounds), peer: ("flat String+[UInt8]", BenchClock.percentile(peer, 50) / 1000))
    }

    /// setMarkedText cycles: three updates then a commit (an input method composing a word).
    static func markedCycles(_ text: String, label: String, ops: Int, _ o: BenchOptions) {
        let editor = TextEditor(document: IntensityDocument(string: text, intensity: 40))
        let samples = BenchClock.samples(max(50, ops / 4)) { _ in
            editor.setMarkedText("k", selectedRange: 1..<1)
            editor.setMarkedText("ka", selectedRange: 2..<2)
            editor.setMarkedText("かa", selectedRange: 2..<2)
            editor.insertText("かな", intensity: 60)
        }
        _ = emit(o, "marked_cycle_\(label)", samples)
    }

    /// Return at the end of the first item of a 1,000-item numbered list (a new item 2; every
    /// later number changes, but numbers are drawn, not stored, so nothing else is touched).
    static func listItemInsert(_ o: BenchOptions) {
        let items = (1...1_000).map { "Item \($0) of the list" }.joined(separator: "\n")
        var rounds: [[Double]] = []
        for _ in 0..<3 {
            var doc = IntensityDocument(string: items, intensity: 40)
            doc.setParagraphFormats([ParagraphFormat](repeating: ParagraphFormat(list: .number(start: 1)), count: 1_000))
            let editor = TextEditor(document: doc)
            let end = "Item 1 of the list".utf16.count
            rounds.append(BenchClock.samples(200) { _ in
                editor.setSelection(end..<end)
                editor.insertText("\n", intensity: 50)
            })
        }
        _ = emit(o, "insert_list_item_top_1000", quietest(rounds), peer: ("limit", 5))
    }

    /// The round with the lowest median.
    static func quietest(_ rounds: [[Double]]) -> [Double] {
        rounds.min { BenchClock.percentile($0, 50) < BenchClock.percentile($1, 50) } ?? []
    }

    /// Emits median and p99 in µs; returns the median.
    static func emit(_ o: BenchOptions, _ name: String, _ samples: [Double], peer: (String, Double)? = nil) -> Double {
        let median = BenchClock.percentile(samples, 50) / 1000
        o.emit(BenchMeasurement(section: "editor", name: name + "_median", value: median, unit: "µs", peer: peer?.0, peerValue: peer?.1))
        o.emit(BenchMeasurement(section: "editor", name: name + "_p99", value: BenchClock.percentile(samples, 99) / 1000, unit: "µs"))
        return median
    }

    /// Prose-like text with some accents, CJK and emoji, `bytes` UTF-8 bytes long (about).
    static func sampleText(bytes: Int) -> String {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "café", "naïve", "漢字", "👍🏽", "pressure", "keyboard"]
        var rng = SeededGenerator(seed: 7)
        var s = ""
        s.reserveCapacity(bytes + 16)
        var sentence = 0
        while s.utf8.count < bytes {
            s += words[rng.next(words.count)]
            sentence += 1
            if sentence % 12 == 0 { s += ".\n" } else { s += " " }
        }
        return s
    }
}

