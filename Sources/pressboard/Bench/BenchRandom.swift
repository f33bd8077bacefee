/// The benchmarks' seeded random numbers (SplitMix64): the same seed gives the same workload on
/// every machine, so figures compare across runs.
struct BenchRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform integer in 0..<n (0 when n ≤ 0).
    mutating func next(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// Uniform double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A standard normal sample (Box–Muller).
    mutating func gaussian() -> Double {
        let u1 = max(unit(), 1e-300), u2 = unit()
        return (-2 * _log(u1)).squareRoot() * _cos(2 * Double.pi * u2)
    }
}

import Glibc
private func _log(_ x: Double) -> Double { Glibc.log(x) }
private func _cos(_ x: Double) -> Double { Glibc.cos(x) }
