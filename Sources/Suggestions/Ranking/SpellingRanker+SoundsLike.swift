#if canImport(Glibc)
import Glibc
#endif

/// The phonetic channel: words that sound like the typed word (soundslike codes within one sound
/// edit, `SoundslikeCode`), scored with the typing and the sound error models mixed.
///
/// A writer who spells by sound produces a string whose code is near the word's code; how far the
/// letters wander from the word's spelling matters less than for a slip of the finger. So
/// P(typed | word) = P_typo + P_sound, with −ln P_sound = `phoneticBase` + `phoneticPerSound` ×
/// (code edits) + `phoneticPerLetter` × (letter edits): the cost is −ln(e^−typo + e^−sound).
/// A word already scored by the typing stages gets the better (mixed) score in place.
extension SpellingRanker {
    /// Postings read from each code bucket (buckets are in frequency order).
    static let soundBucketReads = 96

    func soundAlikeStage(_ input: TypedInput, _ l: inout RankerLookup) {
        let t = l.t
        guard mode == .noisyChannel, t.count >= 3, !index.soundOffsets.isEmpty else { return }
        let code = SoundslikeCode.of(input.typed)
        guard code.count >= 2 else { return }
        var hashes: [UInt32] = []
        code.withUnsafeBufferPointer { buf in
            hashes.append(WordKey.hash(buf))
            for i in 0..<buf.count { let h = WordKey.hash(buf, skip: i); if !hashes.contains(h) { hashes.append(h) } }
        }
        let typedMask = Posting.mask(of: t)
        var local = RecordSet(capacity: 64)
        var found: [(id: Int, codeEdits: Int, letters: Int, features: WordFeatures, ascii: Bool, key: UnsafeBufferPointer<UInt32>)] = []
        for h in hashes {
            let bucket = index.phonetic.lookup(h)
            for posting in bucket.prefix(Self.soundBucketReads) {
                guard abs(Posting.length(posting) - t.count) <= 3 else { continue }
                let mc = Posting.mask(posting)
                guard (typedMask & ~mc).nonzeroBitCount <= 3, (mc & ~typedMask).nonzeroBitCount <= 3,
                      local.insert(Posting.record(posting)), let (id, features, _, key) = index.record(posting) else { continue }
                let wordCode = index.soundCode(id)
                let codeEdits = code.withUnsafeBufferPointer { EditDistance.bounded($0, wordCode, max: 2) }
                guard codeEdits <= 1 else { continue }
                let letters = l.pattern.distance(to: key, max: 5)
                let ascii = Posting.costClass(posting) & 4 == 0 && !t.contains { $0 >= 128 }
                found.append((id, codeEdits, letters, features, ascii, key))
            }
        }
        guard !found.isEmpty else { return }
        let ln2 = log(2.0)
        var order: [(bound: Double, i: Int, lm: Double, sound: Double)] = []
        for (i, f) in found.enumerated() {
            let lm = lm(f.id, index.logProbability(f.id), l.previous)
            let sound = costs.phoneticBase + costs.phoneticPerSound * Double(f.codeEdits) + costs.phoneticPerLetter * Double(f.letters)
            let typoLower = Double(l.typedCosts.lowerBound(f.key, features: f.features, distance: min(f.letters, 4), ascii: f.ascii))
            let isTyped = f.letters == 0 && l.context.typedKnown
            let bound = lm - min(typoLower, sound) + ln2 - (isTyped ? 0 : l.context.realWordPenalty)
            order.append((bound, i, lm, sound))
        }
        order.sort { $0.bound > $1.bound || ($0.bound == $1.bound && $0.i < $1.i) }
        for o in order {
            guard l.top.admits(bound: o.bound) else { continue }
            let f = found[o.i]
            let single = f.letters == 1 && f.ascii ? l.typedCosts.singleEditCost(f.key, features: f.features) : nil
            let typo = Double(single ?? l.typedCosts.cost(intended: f.key))
            let mixed = -log(exp(-typo) + exp(-o.sound))
            let isTyped = f.letters == 0 && l.context.typedKnown && index.word(f.id).lowercased() == l.context.lowered
            let score = o.lm - mixed - apostropheAdjustment(f.features, l.context.typedHasApostrophe) - (isTyped ? 0 : l.context.realWordPenalty)
            if let at = l.scored.firstIndex(where: { $0.ref == f.id }) {
                guard score > l.scored[at].score else { continue }
                l.top.replace(l.scored[at].score, with: score)
                l.scored[at].score = score
            } else {
                l.scored.append(Candidate(ref: f.id, score: score, kind: isTyped ? .typed : .correction))
                l.top.add(score)
            }
        }
    }
}
