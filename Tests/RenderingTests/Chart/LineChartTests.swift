import Foundation
import Testing
import TextLayout
@testable import Rendering

/// The evaluation curve (`pressboard evaluate --png`): each legend label starts right after its
/// swatch, whatever its length (a short "decoded" stood in the middle of a fixed box).
@Suite struct LineChartTests {
    @Test func legendLabelsStartRightAfterTheirSwatches() throws {
        let red = RGBA(red: 0.8, green: 0.2, blue: 0.15), green = RGBA(red: 0.1, green: 0.55, blue: 0.2)
        let chart = LineChart(title: "t", xLabel: "x", yLabel: "y", series: [
            .init(name: "raw (keyboard alone)", colour: red, points: [(0, 0), (10, 10)]),
            .init(name: "decoded", colour: green, points: [(0, 0), (10, 2)]),
        ])
        let bytes = try chart.png(width: 640, height: 400)
        let path = NSTemporaryDirectory() + "line-chart-\(ProcessInfo.processInfo.processIdentifier).png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try ImageCanvas(pngPath: path)
        // The plot's right edge is 20 px in from the image's; swatches end 132 px before it.
        let swatchEnd = 640 - 20 - 132
        for row in 0..<2 {
            let top = 34 + 8 + 18 * row
            // The first column right of the swatch holding ink of the label (not white).
            var first: Int? = nil
            for x in (swatchEnd + 1)..<(640 - 20) where first == nil {
                for y in top..<(top + 16) {
                    let p = image.pixel(x: x, y: y)
                    if Int(p.red) + Int(p.green) + Int(p.blue) < 600 { first = x; break }
                }
            }
            let start = try #require(first, "row \(row)")
            #expect(start - swatchEnd <= 8, "row \(row) starts \(start - swatchEnd) px after its swatch")
        }
    }
}
