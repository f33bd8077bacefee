#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SplitMix64: a small, fast, seedable generator, so a synthesised trace (the typist simulator,
/// `TouchStreamGenerator`) and every benchmark workload depends only on its seed (the standard
/// library's generator is deliberately unseeded).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform integer in `range`.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// Uniform integer in 0..<n (0 when n ≤ 0).
    public mutating func next(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) }

    /// Normally distributed (Box–Muller).
    public mutating func gaussian(mean: Double = 0, sigma: Double = 1) -> Double {
        let u1 = max(unit(), 1e-12), u2 = unit()
        return mean + sigma * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// Log-normal with median `median` and log-space σ `sigma`: positive durations with variance.
    public mutating func logNormal(median: Double, sigma: Double) -> Double {
        median * exp(gaussian(sigma: sigma))
    }
}

