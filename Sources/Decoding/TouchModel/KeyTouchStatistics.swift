/// Where one user touches one key: running sums of the touch offsets from the key's centre, in
/// units of the key's own width (x) and height (y), so the model survives a resized keyboard.
///
/// The mean and spread are shrunk towards the layout's defaults by `prior` pseudo-touches, so a
/// key seen twice does not move far; sums are scaled down past `TouchModel.memory` touches, so
/// the model follows a user's drift (posture, grip) instead of averaging all history.
public struct KeyTouchStatistics: Codable, Sendable, Hashable {
    /// Touches counted (after forgetting), ≥ 0.
    public var count: Double = 0
    public var sumX: Double = 0
    public var sumY: Double = 0
    public var sumXX: Double = 0
    public var sumYY: Double = 0

    public init() {}

    mutating func add(dx: Double, dy: Double, memory: Double) {
        if count + 1 > memory {
            let f = (memory - 1) / count
            count *= f; sumX *= f; sumY *= f; sumXX *= f; sumYY *= f
        }
        count += 1
        sumX += dx; sumY += dy
        sumXX += dx * dx; sumYY += dy * dy
    }

    /// The shrunk mean offset and σ (key units) with `prior` pseudo-touches at offset 0, σ `spread`.
    func estimate(prior: Double, spread: Double) -> (dx: Double, dy: Double, sx: Double, sy: Double) {
        let n = count + prior
        let mx = sumX / n, my = sumY / n
        let vx = (prior * spread * spread + sumXX - count * mx * mx) / n
        let vy = (prior * spread * spread + sumYY - count * my * my) / n
        let lo = spread * 0.4
        return (mx, my, max(lo, vx.squareRoot()), max(lo, vy.squareRoot()))
    }

    var isFinite: Bool { [count, sumX, sumY, sumXX, sumYY].allSatisfy(\.isFinite) && count >= 0 }
}
