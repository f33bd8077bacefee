import FoundationEssentials
@testable import Intensity

func decodeJSON<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

/// A tracker fed pressure samples at 10 ms intervals from `start`.
func tracker(_ configuration: IntensityConfiguration = .default, pressures: [Double], start: Double = 1.0) -> IntensityTracker {
    var t = IntensityTracker(configuration: configuration)
    for (i, p) in pressures.enumerated() {
        t.add(IntensitySample(time: start + Double(i) * 0.01, pressure: p))
    }
    return t
}

/// Deterministic pseudo-random numbers in 0..<1 (a 64-bit LCG), so test streams are reproducible.
struct TestLCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}
