import Testing
import PropertyBased
@testable import Intensity

/// The inline ring buffer agrees with a naive implementation of the original's reducers over
/// the whole array, for any length (so wrap-around and the < 10 / ≥ 10 branches are covered).
@Suite struct SmoothingModelTests {
    static func model(_ v: [Double], _ s: PressureSmoothing) -> Double {
        switch s {
        case .peak:
            return v.max().map { max($0, 0) } ?? 0
        case .averageLastTen:
            if v.count < 2 { return 0 }
            let w = v.count < 10 ? Array(v.dropFirst()) : Array(v.suffix(10))
            return w.reduce(0, +) / Double(w.count)
        case .trimmedMeanLastTen:
            if v.isEmpty { return 0 }
            if v.count <= 2 { return v.max()! }
            let w = Array(v.suffix(10))
            return (w.reduce(0, +) - w.max()! - w.min()!) / Double(w.count - 2)
        }
    }

    @Test func ringMatchesTheNaiveReducers() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...1).array(of: 0...40), Gen.int(in: 0...2)) { values, s in
            let smoothing = PressureSmoothing.allCases[s]
            var h = LevelHistory()
            for v in values { h.append(v) }
            #expect(abs(h.value(smoothing) - Self.model(values, smoothing)) < 1e-9)
            #expect(h.count == values.count)
        }
    }

    @Test func resetStartsOver() {
        var h = LevelHistory()
        for v in [0.9, 0.8, 0.7] { h.append(v) }
        h.reset()
        #expect(h.value(.peak) == 0)
        h.append(0.2)
        #expect(h.value(.trimmedMeanLastTen) == 0.2)
    }
}
