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
/// A word already scored by the typing stages gets the better (mixed) score in place. The typed
/// word itself is left to the typing stages (it sounds like itself).
extension SpellingRanker {
    /// Postings read from each code bucket at most (buckets are in frequency order).
    static let soundBucketReads = 48
    /// Letters (missing, extra, or length difference) a word of the typed word's own code may
    /// differ by; words one sound away may differ by 3.
    static let sameSoundLetterLimit = 5

    /// A word found by its sound.
    struct SoundAlike {
        var id: Int
        var codeEdits: Int
        var letters: Int
        var features: WordFeatures
        var ascii: Bool
        var key: UnsafeBufferPointer<UInt32>
    }

    func soundAlikeStage(_ input: TypedInput, _ l: inout RankerLookup) {
        // An infinite `phoneticBase` turns the channel off.
        // A word one slip away explains a typed word better than any respelling by ear: the
        // channel runs only when none is within one edit (or always, with `phoneticAlways`).
        guard mode == .noisyChannel, costs.phoneticBase.isFinite, l.t.count >= 3, !index.soundOffsets.isEmpty,
              l.nearestOther > 1 || costs.phoneticAlways else { return }
        let code = SoundslikeCode.of(input.typed)
        guard code.count >= 2 else { return }
        let found = code.withUnsafeBufferPointer { soundAlikes(of: $0, &l) }
        if !found.isEmpty { scoreSoundAlikes(found, &l) }
    }

    /// Words whose code is within one edit of `code` (other than the typed word), read from the
    /// buckets of the code and (for codes of three sounds or more) its one-sound deletes, only while
    /// they are frequent enough to enter the list. From a posting's length and letters, a word
    /// needs at least `n` letter edits, so it scores at most
    /// ln P + ln 2 − min(n × cheapest edit, `phoneticBase` + n × `phoneticPerLetter`) − penalty.
    func soundAlikes(of code: UnsafeBufferPointer<UInt32>, _ l: inout RankerLookup) -> [SoundAlike] {
        let t = l.t
        var hashes: [UInt32] = [WordKey.hash(code)]
        if code.count >= 3 {
            for i in 0..<code.count { let h = WordKey.hash(code, skip: i); if !hashes.contains(h) { hashes.append(h) } }
        }
        let codePattern = EditDistancePattern(code)
        var cheapest = Double.infinity
        for cls in 0..<8 {
            let (features, ascii) = Posting.features(ofClass: cls)
            cheapest = min(cheapest, Double(l.typedCosts.perEditMinimum(features: features, ascii: ascii)))
        }
        let threshold = searchesExhaustively ? -Double.infinity : l.top.threshold
        // Record limits by the least number of letter edits (1…4; more counts as 4).
        var limits = [Int](repeating: .max, count: 5)
        if threshold > -.infinity {
            for n in 1...4 {
                let cost = min(Double(n) * cheapest, costs.phoneticBase + max(0, Double(n) - costs.phoneticFreeLetters) * costs.phoneticPerLetter)
                limits[n] = index.recordLimit(atLeast: threshold - log(2.0) + cost + l.context.realWordPenalty)
            }
        }
        let typedMask = Posting.mask(of: t)
        let typedASCII = !t.contains { $0 >= 128 }
        var local = RecordSet(capacity: 64)
        var found: [SoundAlike] = []
        for (bucket, h) in hashes.enumerated() {
            // The code's own bucket holds the words that sound exactly like the typed word: a poor
            // speller's respelling shares few letters with its word ("nollij" lacks five of
            // "knowledge"'s, "fisishun" four of "physician"'s), so letters may differ more there
            // than among words a sound away.
            let letterLimit = bucket == 0 ? Self.sameSoundLetterLimit : 3
            for posting in index.phonetic.lookup(h).prefix(Self.soundBucketReads) {
                let record = Posting.record(posting)
                guard record < limits[1] else { break }
                let mc = Posting.mask(posting)
                let missing = (typedMask & ~mc).nonzeroBitCount, extra = (mc & ~typedMask).nonzeroBitCount
                let lengthDifference = abs(Posting.length(posting) - t.count)
                guard lengthDifference <= letterLimit, missing <= letterLimit, extra <= letterLimit,
                      record < limits[min(4, max(1, lengthDifference, missing, extra))],
                      local.insert(record), let (id, features, _, key) = index.record(posting) else { continue }
                let codeEdits = codePattern.distance(to: index.soundCode(id), max: 1)
                guard codeEdits <= 1 else { continue }
                let letters = l.pattern.distance(to: key, max: 5)
                guard letters > 0 else { continue }
                found.append(SoundAlike(id: id, codeEdits: codeEdits, letters: letters,
                                        features: features, ascii: typedASCII && Posting.costClass(posting) & 4 == 0, key: key))
            }
        }
        return found
    }

    /// Branch and bound over the sound-alikes: exact (mixed) scores only while a bound can still
    /// enter the list; a word the typing stages scored is rescored in place.
    func scoreSoundAlikes(_ found: [SoundAlike], _ l: inout RankerLookup) {
        let ln2 = log(2.0)
        let penalty = l.context.realWordPenalty
        var order: [(bound: Double, i: Int, lm: Double, sound: Double)] = []
        order.reserveCapacity(found.count)
        for (i, f) in found.enumerated() {
            let lm = lm(f.id, index.logProbability(f.id), l.previous)
            var letterEdits = max(0, Double(f.letters) - costs.phoneticFreeLetters)
            if f.codeEdits == 0 { letterEdits = min(letterEdits, costs.phoneticSameSoundLetterCap) }
            let sound = costs.phoneticBase + costs.phoneticPerSound * Double(f.codeEdits) + costs.phoneticPerLetter * letterEdits
            let typoLower = Double(l.typedCosts.lowerBound(f.key, features: f.features, distance: min(f.letters, 4), ascii: f.ascii))
            order.append((lm - min(typoLower, sound) + ln2 - penalty, i, lm, sound))
        }
        order.sort { $0.bound > $1.bound || ($0.bound == $1.bound && $0.i < $1.i) }
        for o in order {
            guard l.top.admits(bound: o.bound) else { continue }
            let f = found[o.i]
            let single = f.letters == 1 && f.ascii ? l.typedCosts.singleEditCost(f.key, features: f.features) : nil
            let typo = Double(single ?? l.typedCosts.cost(intended: f.key))
            let mixed = -log(exp(-typo) + exp(-o.sound))
            let score = o.lm - mixed - apostropheAdjustment(f.features, l.context.typedHasApostrophe) - penalty
            if let at = l.scored.firstIndex(where: { $0.ref == f.id }) {
                guard score > l.scored[at].score else { continue }
                l.top.replace(l.scored[at].score, with: score)
                l.scored[at].score = score
            } else {
                l.scored.append(Candidate(ref: f.id, score: score, kind: .correction))
                l.top.add(score)
            }
        }
    }
}
