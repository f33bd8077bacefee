/// Display-time smoothing, written once: every grapheme cluster of a unit shows the integer mean
/// (rounded down) of the unit's cluster intensities — the original's algorithm. Stored
/// intensities are never changed (store raw, render late).
///
/// Where units lie is data the caller passes in (the editor's tokenizer for documents, the layout
/// engine's lines for `.line`), as consecutive ranges covering the text; `covering(ends:length:)`
/// turns unit ends into such ranges with the one joining rule: separators join the following
/// unit, and whatever follows the last unit joins it.
public enum IntensitySmoothing {
    /// `values` (one per grapheme cluster, nil for clusters without an intensity: neither counted
    /// nor changed) smoothed over `units`, consecutive ranges of cluster indices. Clusters outside
    /// every unit keep their value.
    public static func smoothed(_ values: [Int?], units: [Range<Int>]) -> [Int?] {
        var out = values
        for unit in units {
            let r = unit.clamped(to: 0..<values.count)
            var sum = 0, count = 0
            for i in r { if let v = values[i] { sum += v; count += 1 } }
            guard count > 0 else { continue }
            for i in r where out[i] != nil { out[i] = sum / count }
        }
        return out
    }

    /// Units of a text of `length` ending at `ends` (content ends, any order): each unit runs
    /// from the previous end to its own; what follows the last end before `contentEnd` (default:
    /// the length) joins the last unit. Ends at 0, at or past the content end are ignored.
    public static func covering(ends: [Int], length: Int, contentEnd: Int? = nil) -> [Range<Int>] {
        guard length > 0 else { return [] }
        let last = min(length, contentEnd ?? length)
        var out: [Range<Int>] = []
        var start = 0
        for e in ends.sorted() where e > start && e < last {
            out.append(start..<e)
            start = e
        }
        out.append(start..<length)
        return out
    }

    /// `units` in UTF-16 offsets as ranges of cluster indices, given each cluster's UTF-16 length
    /// (a unit holds the clusters starting inside it).
    public static func clusterUnits(_ units: [Range<Int>], clusterLengths: [Int]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        out.reserveCapacity(units.count)
        var cluster = 0, offset = 0
        for u in units {
            while cluster < clusterLengths.count && offset < u.lowerBound { offset += clusterLengths[cluster]; cluster += 1 }
            let first = cluster
            while cluster < clusterLengths.count && offset < u.upperBound { offset += clusterLengths[cluster]; cluster += 1 }
            out.append(first..<cluster)
        }
        return out
    }
}
