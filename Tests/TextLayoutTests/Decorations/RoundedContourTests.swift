import Testing
@testable import TextLayout

/// Tables of line rects → path segments for the cases of text-layout reference §2.4.
@Suite struct RoundedContourTests {
    let contour = RoundedContour(inset: 0, outerRadius: 4, snapDistance: 2)

    func p(_ x: Double, _ y: Double) -> LayoutPoint { LayoutPoint(x: x, y: y) }
    func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect { LayoutRect(x: x, y: y, width: w, height: h) }
    func cw(_ cx: Double, _ cy: Double, _ rad: Double, _ a: Double, _ b: Double) -> PathSegment {
        .arc(center: p(cx, cy), radius: rad, startDegrees: a, endDegrees: b, clockwise: true)
    }
    func ccw(_ cx: Double, _ cy: Double, _ rad: Double, _ a: Double, _ b: Double) -> PathSegment {
        .arc(center: p(cx, cy), radius: rad, startDegrees: a, endDegrees: b, clockwise: false)
    }

    @Test func singleLineIsARoundedRect() {
        #expect(contour.contours(for: [r(0, 0, 100, 20)]) == [[
            .move(p(50, 0)), .line(p(96, 0)), cw(96, 4, 4, -90, 0), .line(p(100, 16)), cw(96, 16, 4, 0, 90),
            .line(p(4, 20)), cw(4, 16, 4, 90, 180), .line(p(0, 4)), cw(4, 4, 4, 180, 270), .close,
        ]])
        // Radius clamped to half the width.
        let narrow = contour.contours(for: [r(0, 0, 6, 20)])[0]
        #expect(narrow[1] == cw(3, 3, 3, -90, 0), "no top edge left between the corners")
    }

    @Test func equalWidthsGiveStraightSides() {
        #expect(contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 100, 20)]) == [[
            .move(p(50, 0)), .line(p(96, 0)), cw(96, 4, 4, -90, 0), .line(p(100, 36)), cw(96, 36, 4, 0, 90),
            .line(p(4, 40)), cw(4, 36, 4, 90, 180), .line(p(0, 4)), cw(4, 4, 4, 180, 270), .close,
        ]])
    }

    @Test func narrowerNextLineTurnsInwardWithAConcaveArc() {
        #expect(contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 60, 20)]) == [[
            .move(p(50, 0)), .line(p(96, 0)), cw(96, 4, 4, -90, 0),
            .line(p(100, 16)), cw(96, 16, 4, 0, 90), .line(p(64, 20)), ccw(64, 24, 4, -90, -180),
            .line(p(60, 36)), cw(56, 36, 4, 0, 90), .line(p(4, 40)), cw(4, 36, 4, 90, 180),
            .line(p(0, 4)), cw(4, 4, 4, 180, 270), .close,
        ]])
    }

    @Test func widerNextLineTurnsOutwardAndLeftStepsMirror() {
        #expect(contour.contours(for: [r(0, 0, 60, 20), r(0, 20, 100, 20)]) == [[
            .move(p(30, 0)), .line(p(56, 0)), cw(56, 4, 4, -90, 0),
            .line(p(60, 16)), ccw(64, 16, 4, 180, 90), .line(p(96, 20)), cw(96, 24, 4, -90, 0),
            .line(p(100, 36)), cw(96, 36, 4, 0, 90), .line(p(4, 40)), cw(4, 36, 4, 90, 180),
            .line(p(0, 4)), cw(4, 4, 4, 180, 270), .close,
        ]])
        // Second line starting further right: concave on the way up, then convex onto the first line.
        let left = contour.contours(for: [r(0, 0, 100, 20), r(40, 20, 60, 20)])[0]
        #expect(Array(left.dropLast().suffix(7)) == [
            cw(44, 36, 4, 90, 180), .line(p(40, 24)), ccw(36, 24, 4, 0, -90), .line(p(4, 20)), cw(4, 16, 4, 90, 180),
            .line(p(0, 4)), cw(4, 4, 4, 180, 270),
        ])
        #expect(left.last == .close)
    }

    @Test func smallStepsCapTheRadiusAndTinyStepsSnap() {
        let small = contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 94, 20)])[0]
        #expect(small.contains(cw(97, 17, 3, 0, 90)), "radius = half the 6-unit step")
        let tiny = contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 99, 20)])[0]
        #expect(tiny == contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 100, 20)])[0], "a 1-unit step snaps to the outer edge")
        let flat = contour.contours(for: [r(0, 0, 100, 6), r(0, 6, 60, 6)])[0]
        #expect(flat.contains(cw(97, 3, 3, 0, 90)), "radius capped at half the line height")
    }

    @Test func emptyLinesAndGapsSplitTheShape() {
        #expect(contour.contours(for: [r(0, 0, 100, 20), r(0, 20, 0, 20), r(0, 40, 80, 20)]).count == 2)
        #expect(contour.contours(for: [r(0, 0, 100, 20), r(0, 30, 100, 20)]).count == 2, "a vertical gap splits")
        #expect(contour.contours(for: [r(0, 0, 40, 20), r(60, 20, 40, 20)]).count == 2, "no horizontal overlap splits")
        #expect(contour.contours(for: []).isEmpty)
    }

    @Test func overlapsShareOneBoundaryAndInsetOutsets() {
        let g = contour.groups([r(0, 0, 100, 22), r(0, 18, 60, 20)])
        #expect(g == [[r(0, 0, 100, 20), r(0, 20, 60, 18)]])
        let inset = RoundedContour(inset: 2, outerRadius: 4).groups([r(10, 10, 80, 10)])
        #expect(inset == [[r(8, 8, 84, 14)]])
        // Out-of-order input is sorted by y.
        #expect(contour.groups([r(0, 20, 60, 20), r(0, 0, 100, 20)]) == [[r(0, 0, 100, 20), r(0, 20, 60, 20)]])
    }
}

@Suite struct LineRectTests {
    @Test func lineRectsDropTrailingSpacesAndMarkEmptyLines() {
        let e = makeEngine("alpha beta gamma delta\n\nomega", width: 90)
        let lines = e.lineFragments()
        #expect(lines.count >= 3)
        let rects = e.lineRects(for: 0..<e.length)
        // First line "alpha " ends in a space the rect leaves out.
        let firstLine = lines[0].characterRange
        let word = e.boundingRect(forCharacterRange: firstLine.lowerBound..<(firstLine.upperBound - 1))
        #expect(close(rects[0].width, word.width, 0.01))
        #expect(close(rects[0].minY, lines[0].usedRect.minY, 1e-9) && close(rects[0].maxY, rects[1].minY, 1e-9), "neighbours touch")
        let emptyIndex = e.paragraphIndex(containing: 23)
        let empty = rects.first { close($0.minY, e.lineFragments(paragraph: emptyIndex)[0].usedRect.minY, 1e-9) }
        #expect(empty?.width == 0, "an empty line gives a zero-width rect, which splits contours")
    }
}
