/// Spearman's rank correlation, the measure of "does a harder press read as more intense".
///
/// Why ranks: intensity is an ordering the user feels (this letter harder than that one), and
/// devices map force to numbers through unknown monotone curves; a rank correlation is blind
/// to those curves and sees only the order.
public enum RankCorrelation {
    /// Spearman's ρ of paired values: Pearson's correlation of their ranks, tied values sharing
    /// their mean rank. −1…1. 0 when either side is constant (no order to recover — every
    /// measured intensity equal scores 0). Nil when the lists differ in length, have fewer
    /// than two pairs, or hold a value that is not finite.
    public static func spearman(_ a: [Double], _ b: [Double]) -> Double? {
        guard a.count == b.count, a.count >= 2, a.allSatisfy(\.isFinite), b.allSatisfy(\.isFinite) else { return nil }
        let ra = ranks(a), rb = ranks(b)
        let n = Double(a.count)
        let meanA = ra.reduce(0, +) / n, meanB = rb.reduce(0, +) / n
        var cov = 0.0, varA = 0.0, varB = 0.0
        for i in ra.indices {
            let da = ra[i] - meanA, db = rb[i] - meanB
            cov += da * db
            varA += da * da
            varB += db * db
        }
        guard varA > 0, varB > 0 else { return 0 }
        return cov / (varA * varB).squareRoot()
    }

    /// Spearman's ρ of integer intensities.
    public static func spearman(_ a: [Int], _ b: [Int]) -> Double? {
        spearman(a.map(Double.init), b.map(Double.init))
    }

    /// 1-based ranks, ties sharing the mean of the ranks they span.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var out = [Double](repeating: 0, count: values.count)
        var i = 0
        while i < order.count {
            var j = i
            while j + 1 < order.count && values[order[j + 1]] == values[order[i]] { j += 1 }
            let rank = Double(i + j) / 2 + 1
            for k in i...j { out[order[k]] = rank }
            i = j + 1
        }
        return out
    }
}
