/// The last ten calibrated levels of a contact plus its peak, stored inline (no heap), so that
/// adding a sample is a store and a compare.
///
/// The reducers of ``PressureSmoothing`` run at read time over at most ten values.
public struct LevelHistory: Sendable {
    /// Ring of the last `capacity` levels; slot `count % capacity` is written next.
    var ring: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)
    /// Samples added since the last reset (not capped).
    public private(set) var count: Int
    /// Largest level since the last reset (0 when empty).
    public private(set) var peak: Double

    /// How many recent levels the reducers see (the original's "last ten").
    public static let capacity = 10

    /// An empty history.
    public init() {
        ring = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        count = 0
        peak = 0
    }

    /// Forgets every level (touch restarted on another popup alternative).
    public mutating func reset() {
        count = 0
        peak = 0
    }

    /// Adds one level (calibrated 0…1, or uncalibrated fraction of the axis range); O(1), no allocation.
    public mutating func append(_ level: Double) {
        let slot = count % Self.capacity
        withUnsafeMutableBytes(of: &ring) { $0.storeBytes(of: level, toByteOffset: slot &* 8, as: Double.self) }
        count &+= 1
        if level > peak { peak = level }
    }

    /// Reduces the history with `smoothing`; 0 when empty. The ring is viewed once: reading it
    /// slot by slot copied the tuple for every read.
    public func value(_ smoothing: PressureSmoothing) -> Double {
        let count = count
        return withUnsafeBytes(of: ring) { raw in
            let levels = raw.bindMemory(to: Double.self)
            switch smoothing {
            case .peak:
                return peak
            case .averageLastTen:
                if count < 2 { return 0 }
                if count < Self.capacity {
                    var sum = 0.0
                    for i in 1..<count { sum += levels[i] }   // slot 0 is the touch-down sample
                    return sum / Double(count - 1)
                }
                var sum = 0.0
                for i in 0..<Self.capacity { sum += levels[i] }
                return sum / Double(Self.capacity)
            case .trimmedMeanLastTen:
                if count == 0 { return 0 }
                if count <= 2 { return count == 1 ? levels[0] : max(levels[0], levels[1]) }
                let n = min(count, Self.capacity)
                var sum = 0.0, lo = Double.infinity, hi = -Double.infinity
                for i in 0..<n {
                    let v = levels[i]
                    sum += v
                    if v < lo { lo = v }
                    if v > hi { hi = v }
                }
                return (sum - lo - hi) / Double(n - 2)
            }
        }
    }
}
