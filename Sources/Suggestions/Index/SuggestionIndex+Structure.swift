extension SuggestionIndex {
    /// Why the image's sections do not form an index (sizes, offsets, orders, tables), or nil:
    /// checked on every load, so a damaged cache is rejected before anything reads it.
    func structuralProblem() -> String? {
        let n = logProbs.count
        guard displayOffsets.count == n + 1, keyOffsets.count == n + 1, sortedByKey.count == n else { return "word table sizes disagree" }
        guard prefixLength >= 1, prefixLength <= 16, maxDistance >= 0, maxDistance <= 2 else { return "bad parameters" }
        func monotonic(_ o: UnsafeBufferPointer<UInt32>, end: Int) -> Bool {
            var prev: UInt32 = 0
            for v in o { if v < prev { return false }; prev = v }
            return o.first == 0 && Int(o[o.count - 1]) == end
        }
        guard monotonic(displayOffsets, end: displayScalars.count), monotonic(keyOffsets, end: keyScalars.count) else { return "word offsets" }
        guard soundOffsets.count == n + 1, monotonic(soundOffsets, end: soundScalars.count) else { return "soundslike codes" }
        for id in sortedByKey where Int(id) >= n { return "sorted id out of range" }
        guard sortedKeyOffsets.count == n + 1, monotonic(sortedKeyOffsets, end: sortedKeyScalars.count),
              sortedKeyScalars.count == keyScalars.count else { return "sorted key offsets" }
        for p in 0..<n where sortedKeyLength(p) != keyLength(Int(sortedByKey[p])) { return "sorted key lengths" }
        for i in 0..<n where keyOffsets[i + 1] - keyOffsets[i] > UInt32(IndexBuilder.maxKeyLength) { return "key too long" }
        guard keyRecords.count == 2 * n + keyScalars.count else { return "key records size" }
        // Ids are frequency ranks; the ranker's cut-offs rely on it.
        var rises = 0
        if n > 1 { for i in 1..<n { rises &+= logProbs[i] > logProbs[i - 1] ? 1 : 0 } }
        guard rises == 0 else { return "word ids not in frequency order" }
        guard successorOffsets.count == n + 1, monotonic(successorOffsets, end: successorList.count) else { return "successor offsets" }
        var badSecond = 0
        for s in successorList { badSecond &+= Posting.record(s) + 2 + Posting.length(s) > keyRecords.count ? 1 : 0 }
        guard badSecond == 0, successorQ.count == successorList.count, successorBounds.count == successorList.count else { return "successor table" }
        if let p = deletes.problem(recordCount: keyRecords.count) { return "delete table: \(p)" }
        if let p = phonetic.problem(recordCount: keyRecords.count) { return "phonetic table: \(p)" }
        guard bigramKeys.count == bigramLogProbs.count, bigramKeys.isEmpty || bigramKeys.count & (bigramKeys.count - 1) == 0 else { return "bigram table" }
        var empty = bigramKeys.isEmpty
        for k in bigramKeys where k == .max { empty = true; break }
        guard empty else { return "bigram table full" }
        return nil
    }
}
