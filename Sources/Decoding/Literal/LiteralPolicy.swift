#if canImport(Glibc)
import Glibc
#endif

/// Pressure as certainty (Weir et al. 2014; Arif & Stuerzlinger 2013): a word typed with
/// deliberately hard presses is kept exactly as typed. "Hard" is relative to this user: the
/// threshold is a percentile of the intensities of their recent taps, so a heavy-handed typist
/// does not mark every word and a light one can still mark some.
///
/// Also remembers words whose correction the user reverted, so they are not corrected again.
public struct LiteralPolicy: Codable, Sendable, Hashable {
    /// The percentile of recent tap intensities a word's taps must exceed (0…1; default 0.85).
    public var percentile: Double
    /// Recent taps kept for the percentile.
    public var window: Int
    /// Taps seen before the threshold applies (below this, no word is literal by pressure).
    public var warmUp: Int
    /// Share of a word's taps that must exceed the threshold (0…1).
    public var shareOfTaps: Double
    /// Recent intensities, ring buffer of `window`.
    var recent: [UInt8] = []
    var next = 0
    /// Words (lowercased) whose correction was reverted.
    public private(set) var reverted: Set<String> = []

    public init(percentile: Double = 0.85, window: Int = 400, warmUp: Int = 40, shareOfTaps: Double = 0.75) {
        self.percentile = min(max(percentile, 0), 1)
        self.window = max(1, window)
        self.warmUp = max(1, warmUp)
        self.shareOfTaps = min(max(shareOfTaps, 0), 1)
    }

    /// Records one tap's intensity (0…100).
    public mutating func observe(intensity: Int) {
        let v = UInt8(clamping: max(0, min(100, intensity)))
        if recent.count < window { recent.append(v) } else { recent[next] = v; next = (next + 1) % window }
    }

    /// The current threshold: the configured percentile of recent taps; nil while warming up.
    public var threshold: Int? { threshold(percentile: percentile) }

    func threshold(percentile: Double) -> Int? {
        guard recent.count >= warmUp else { return nil }
        let sorted = recent.sorted()
        let i = min(sorted.count - 1, Int((percentile * Double(sorted.count - 1)).rounded()))
        return Int(sorted[i])
    }

    /// Whether a word typed with these intensities is literal: pressed hard, or reverted before.
    ///
    /// A short word needs harder taps: the percentile rises so that an ordinary word's taps pass
    /// the share rule by chance at most `chanceLiteral` of the time (`percentile(forTaps:)`: 0.945
    /// for two taps, 0.913 for four, where three hard taps of four suffice), else one short word
    /// in fifty would be kept wrong.
    public func isLiteral(word: String, intensities: [Int]) -> Bool {
        if reverted.contains(word.lowercased()) { return true }
        guard !intensities.isEmpty else { return false }
        guard let t = threshold(percentile: percentile(forTaps: intensities.count)) else { return false }
        let hard = intensities.filter { $0 > t }.count
        return hard >= hardTapsNeeded(intensities.count)
    }

    /// How often an ordinary word may be literal by chance (its taps independent draws from the
    /// user's distribution).
    static let chanceLiteral = 0.003

    /// The taps of a word of `n` that must be hard.
    func hardTapsNeeded(_ n: Int) -> Int { max(1, Int((shareOfTaps * Double(n)).rounded(.up))) }

    /// The percentile a word of `n` taps must pass: the configured one, or higher, the lowest at
    /// which `hardTapsNeeded(n)` of `n` independent ordinary taps pass it with probability at most
    /// `chanceLiteral` (bisection on the binomial tail).
    func percentile(forTaps n: Int) -> Double {
        let k = hardTapsNeeded(n)
        guard n <= 64, tail(n: n, k: k, q: 1 - percentile) > Self.chanceLiteral else { return percentile }
        var low = 0.0, high = 1 - percentile  // the share of ordinary taps above the threshold
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if tail(n: n, k: k, q: mid) > Self.chanceLiteral { high = mid } else { low = mid }
        }
        return 1 - low
    }

    /// P(at least `k` of `n` taps are hard) when each is, independently, with probability `q`.
    private func tail(n: Int, k: Int, q: Double) -> Double {
        var total = 0.0, choose = 1.0
        for i in 0...n {
            if i >= k { total += choose * pow(q, Double(i)) * pow(1 - q, Double(n - i)) }
            choose = choose * Double(n - i) / Double(i + 1)
        }
        return total
    }

    /// The user undid a correction of `word`: keep it from now on.
    public mutating func markReverted(_ word: String) {
        if reverted.count < 10_000 { reverted.insert(word.lowercased()) }
    }
}
