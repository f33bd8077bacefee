import FoundationEssentials
import Keyboard
import Testing
@testable import Rendering

/// The heatmap picture: touches scattered around the letters with a per-key slant and a
/// spread of intensities, compared with a golden image (tolerance), and deterministic bytes.
@Suite struct HeatmapRendererTests {
    static func statistics() throws -> KeyTouchStatistics {
        let page = KeyboardGeometry(keyset: try Fixture.keyset("english")).pages[0]
        var stats = KeyTouchStatistics(page: page)
        var state: UInt64 = 7
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for (k, laid) in page.keys.enumerated() where laid.key.label(shifted: false).count == 1 {
            let slant = Double(k % 5 - 2) * 0.15
            for _ in 0..<12 {
                let dx = (unit() - 0.5) * 0.5, dy = slant * dx + (unit() - 0.5) * 0.2 + 0.08
                stats.add(point: KeyboardPoint(x: laid.cell.centerX + dx, y: laid.cell.centerY + dy), intensity: Int(unit() * 100))
            }
        }
        return stats
    }

    @Test func heatmapMatchesItsGolden() throws {
        let stats = try Self.statistics()
        let r = HeatmapRenderer()
        let bytes = try r.png(stats, width: 640)
        #expect(bytes == (try r.png(stats, width: 640)))
        let path = Fixture.root + "/Tests/Fixtures/goldens/heatmap-english.png"
        let scratch = "/tmp/heatmap-english-\(bytes.count).png"
        try Data(bytes).write(to: URL(fileURLWithPath: GoldenImageTests.update ? path : scratch))
        let golden = try ImageCanvas(pngPath: path)
        let drawn = try ImageCanvas(pngPath: GoldenImageTests.update ? path : scratch)
        #expect(golden.width == drawn.width && golden.height == drawn.height)
        #expect(differingFraction(drawn, golden, tolerance: 40) < 0.005)
        #expect(try r.svg(stats, width: 640).count > 1000)
    }
}
