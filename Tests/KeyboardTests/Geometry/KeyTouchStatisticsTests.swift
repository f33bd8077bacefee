import Testing
@testable import Keyboard

/// Per-key touch statistics: the online mean, covariance and histogram agree with a direct
/// computation, the ellipse follows the correlation, and touches off the page count for no key.
@Suite struct KeyTouchStatisticsTests {
    static func page() throws -> PageLayout {
        KeyboardGeometry(keyset: try Fixture.keyset("english")).pages[0]
    }

    @Test func onlineMomentsMatchADirectComputation() throws {
        let page = try Self.page()
        let k = try #require(page.keys.firstIndex { $0.key.label(shifted: false) == "g" })
        let c = page.keys[k].cell
        // Correlated offsets: y follows x.
        let offsets: [(Double, Double)] = [(-0.2, -0.15), (-0.1, -0.05), (0, 0.02), (0.1, 0.08), (0.2, 0.16), (0.05, 0.01)]
        var stats = KeyTouchStatistics(page: page)
        for (i, (dx, dy)) in offsets.enumerated() {
            stats.add(point: KeyboardPoint(x: c.centerX + dx, y: c.centerY + dy), intensity: i * 20)
        }
        let s = stats.keys[k]
        let n = Double(offsets.count)
        let mx = offsets.map(\.0).reduce(0, +) / n, my = offsets.map(\.1).reduce(0, +) / n
        let vx = offsets.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +) / (n - 1)
        let cxy = offsets.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +) / (n - 1)
        #expect(s.count == 6)
        #expect(abs(s.meanOffsetX - mx) < 1e-12 && abs(s.meanOffsetY - my) < 1e-12)
        #expect(abs(s.varianceX - vx) < 1e-12 && abs(s.covarianceXY - cxy) < 1e-12)
        #expect(s.histogram == [1, 0, 1, 0, 1, 0, 1, 0, 1, 1])
        // Positively correlated: the major axis rises with x (angle between 0 and π/2), and is
        // much longer than the minor one.
        let e = s.ellipse
        #expect(e.angle > 0.3 && e.angle < 1.2)
        #expect(e.major > 3 * e.minor)
    }

    @Test func touchesOffThePageCountForNoKey() throws {
        let page = try Self.page()
        var stats = KeyTouchStatistics(page: page)
        stats.add(point: KeyboardPoint(x: -3, y: 1), intensity: 50)
        stats.add(point: KeyboardPoint(x: .nan, y: 1), intensity: 50)
        stats.add(point: KeyboardPoint(x: 1, y: 1), intensity: 150, meantFor: 999)
        #expect(stats.touches.count == 2 && stats.touches.allSatisfy { $0.keyIndex == -1 })
        #expect(stats.keys.allSatisfy { $0.count == 0 })
        #expect(stats.touches[1].intensity == 100)
    }
}
