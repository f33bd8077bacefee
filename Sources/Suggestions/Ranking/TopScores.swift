#if canImport(Glibc)
import Glibc
#endif

/// The best exact scores found so far in a lookup, for branch and bound: a candidate whose upper
/// bound is below the `keep`-th best score cannot enter the list, so its exact cost is never
/// computed. Skipped candidates still count towards confidences through their bounds.
struct TopScores {
    let keep: Int
    /// Descending, at most `keep`.
    private(set) var scores: [Double] = []
    /// Σ exp(bound) of the candidates skipped.
    private(set) var pruned = 0.0

    init(keep: Int) {
        self.keep = keep
        scores.reserveCapacity(min(keep, 64) + 1)
    }

    /// The score a candidate must reach to enter the list (−∞ while the list is not full).
    var threshold: Double { scores.count >= keep ? scores[keep - 1] : -.infinity }

    /// Whether a candidate with this upper bound can enter; if not, its bound is counted as pruned.
    mutating func admits(bound: Double) -> Bool {
        if bound < threshold {
            pruned += exp(bound)
            return false
        }
        return true
    }

    mutating func add(_ score: Double) {
        if let at = scores.firstIndex(where: { $0 < score }) { scores.insert(score, at: at) } else { scores.append(score) }
        if scores.count > keep { scores.removeLast() }
    }

    /// A scored candidate's score improved (the phonetic channel rescored it): the old score no
    /// longer holds a place in the list.
    mutating func replace(_ old: Double, with new: Double) {
        if let at = scores.firstIndex(of: old) { scores.remove(at: at) }
        add(new)
    }
}
