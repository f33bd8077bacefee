import Testing
import TouchInput
@testable import Keyboard

@Suite struct GeometryTests {
    @Test func rowsAreCentredAndKeysTileTheRow() throws {
        let k = try Fixture.keyset("basic-latin")
        let g = KeyboardGeometry(keyset: k)
        let letters = g.pages[0]
        #expect(g.width == 10 && g.height == 4)
        let a = letters.keys.first { $0.key.label == "a" }!
        #expect(a.cell == KeyRect(x: 0.5, y: 1, width: 1, height: 1))
        #expect(a.frame == KeyRect(x: 0.55, y: 1.05, width: 0.9, height: 0.9))
        let space = letters.keys.first { $0.key.action == .space }!
        #expect(space.cell.x == 1 && space.cell.width == 5.5)
    }

    @Test func gapsAndMarginsGoToTheNearerKeyAndEdgesExtend() throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("basic-latin"))
        let p = g.pages[0]
        func label(_ x: Double, _ y: Double) -> String { p.keys[p.keyIndex(x: x, y: y)!].key.label }
        #expect(label(0.2, 1.5) == "a")      // half-key indent → first key of the row
        #expect(label(9.9, 1.5) == "l")      // right indent → last key
        #expect(label(-3, -2) == "q")        // above-left of the keyboard → corner key
        #expect(label(12, 9) == "⏎")        // below-right → return
        #expect(label(1.0, 0.5) == "w")      // exactly on the q|w boundary belongs to w
        #expect(label(0.999, 0.5) == "q")
    }

    @Test func hysteresisKeepsAKeyForAFifthOfAWidth() throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("basic-latin"))
        let p = g.pages[0]
        let q = p.keyIndex(x: 0.5, y: 0.5)!
        #expect(p.isNear(key: q, x: 1.15, y: 0.5, margin: 0.2))
        #expect(!p.isNear(key: q, x: 1.25, y: 0.5, margin: 0.2))
        #expect(p.isNear(key: q, x: 0.5, y: 1.19, margin: 0.2))
    }

    @Test func popupStripGrowsUpFromTheKey() throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("basic-latin"))
        let ki = g.pages[0].keys.firstIndex { $0.key.isExpanding }!
        let popup = g.popups[0][ki]!
        let key = g.pages[0].keys[ki].cell
        #expect(popup.cells.count == 4)
        #expect(popup.cells[0] == key)
        #expect(popup.cells[3].y == key.y - 3)
        #expect(popup.alternative(x: key.centerX, y: key.y - 1.5, allowance: 0.3) == 2)
        #expect(popup.alternative(x: key.maxX + 0.2, y: key.centerY, allowance: 0.3) == 0)
        #expect(popup.alternative(x: key.maxX + 0.5, y: key.centerY, allowance: 0.3) == nil)
    }

    @Test func gridPopupStaysOnTheKeyboard() throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("english"))
        let ai = g.pages[0].keys.firstIndex { $0.key.label == "a" }!
        let popup = g.popups[0][ai]!
        #expect(popup.cells.count == 8)
        #expect(popup.cells.allSatisfy { $0.x >= -1e-9 && $0.maxX <= g.width + 1e-9 })
        #expect(popup.cells[5].y == popup.cells[0].y - 1)  // second row above
    }

    @Test func touchscreenMapsTheRegionWhereTheKeyboardIsDrawn() {
        let m = DeviceMapping(region: DeviceMapping.defaultRegion(for: .touchscreen), keyboardWidth: 10, keyboardHeight: 4)
        let top = m.keyboardPoint(normalisedX: 0.5, normalisedY: 0.6)
        #expect(abs(top.x - 5) < 1e-9 && abs(top.y) < 1e-9)
        let above = m.keyboardPoint(normalisedX: 0.5, normalisedY: 0.3)
        #expect(above.y < 0)
        let bottomRight = m.keyboardPoint(normalisedX: 1, normalisedY: 1)
        #expect(abs(bottomRight.x - 10) < 1e-9 && abs(bottomRight.y - 4) < 1e-9)
    }

    @Test func tabletMapsItsWholeAreaOrAConfiguredRegion() {
        #expect(DeviceMapping.defaultRegion(for: .penTablet) == .full)
        let m = DeviceMapping(region: NormalisedRect(x: 0.25, y: 0.5, width: 0.5, height: 0.5), keyboardWidth: 10, keyboardHeight: 4)
        let p = m.keyboardPoint(normalisedX: 0.5, normalisedY: 0.75)
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 2) < 1e-9)
        let axes = (x: AbsInfo(minimum: 0, maximum: 20000), y: AbsInfo(minimum: 0, maximum: 10000))
        let r = m.deviceRect(KeyRect(x: 0, y: 0, width: 1, height: 1), axes: axes)
        #expect(r.x == 5000 && r.y == 5000 && r.width == 1000 && r.height == 1250)
    }

    @Test func rotationTurnsTheKeyboardClockwise() {
        let m = DeviceMapping(region: .full, rotation: .clockwise90, keyboardWidth: 10, keyboardHeight: 4)
        // Rotated 90° clockwise, the keyboard's top-left corner sits at the device's top-right.
        let tl = m.normalisedPoint(keyboardX: 0, keyboardY: 0)
        #expect(abs(tl.x - 1) < 1e-9 && abs(tl.y) < 1e-9)
        let k = m.keyboardPoint(normalisedX: 0.9, normalisedY: 0.05)
        #expect(abs(k.x - 0.5) < 1e-9 && abs(k.y - 0.4) < 1e-9)
        let m180 = DeviceMapping(region: .full, rotation: .clockwise180, keyboardWidth: 10, keyboardHeight: 4)
        let p = m180.keyboardPoint(normalisedX: 0.05, normalisedY: 0.05)
        #expect(abs(p.x - 9.5) < 1e-9 && abs(p.y - 3.8) < 1e-9)
    }

    @Test func mappingRoundTripsForEveryRotation() {
        for rot in DeviceMapping.Rotation.allCases {
            let m = DeviceMapping(region: NormalisedRect(x: 0.1, y: 0.2, width: 0.7, height: 0.6), rotation: rot, keyboardWidth: 11, keyboardHeight: 4)
            for (x, y) in [(0.0, 0.0), (3.3, 1.7), (11.0, 4.0), (5.5, 0.2)] {
                let n = m.normalisedPoint(keyboardX: x, keyboardY: y)
                let back = m.keyboardPoint(normalisedX: n.x, normalisedY: n.y)
                #expect(abs(back.x - x) < 1e-9 && abs(back.y - y) < 1e-9, "\(rot) \(x),\(y)")
            }
        }
    }

    @Test func keyBoxesGiveCentresForTheSpatialModel() throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("basic-latin"))
        let boxes = g.pages[0].keyBoxes()
        #expect(boxes["q"] == KeyBox(centerX: 0.5, centerY: 0.5, width: 1, height: 1))
        #expect(boxes["a"]?.centerX == 1)
        #expect(boxes[" "] != nil)
        #expect(boxes.count == 28)  // 26 letters, space, the "." key
    }

    @Test func pagesShareTheDefaultPageHeight() throws {
        let text = """
        {id: "t", name: "T", locale: "en", defaultPage: "a", pages: [
          {id: "a", rows: [["q"], ["w"], [{action: "page:b"}]]},
          {id: "b", rows: [["1", {action: "page:a"}]]}]}
        """
        let g = KeyboardGeometry(keyset: try Fixture.decode(text))
        #expect(g.height == 3)
        #expect(g.pages[1].height == 3)
        #expect(g.pages[1].keys[0].cell.height == 3)
    }
}
