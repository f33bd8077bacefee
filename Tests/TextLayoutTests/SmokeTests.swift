import Testing
@testable import TextLayout

@Suite struct SmokeTests {
    @Test func printsGeometry() {
        let e = makeEngine("Hello world, this is a paragraph that wraps over several lines of text.\n\nשלום עולם\n")
        for f in e.lineFragments(includeExtra: true) { print(f) }
        print(e.contentHeight, e.usedRect)
        let c = TestCanvas(width: 300, height: 200)
        e.draw(in: c.cairo)
        c.writePNG("/tmp/smoke.png")
    }
}
