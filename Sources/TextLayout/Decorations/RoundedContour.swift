import Glibc

/// Telegram-style rounded backgrounds: one closed, clockwise contour around the rects of
/// consecutive lines, with convex arcs on outer corners and concave arcs where a line is wider than
/// its neighbour.
///
/// Rules (text-layout reference §2.1 B and §2.4): rects are outset by `inset`; empty (zero-width)
/// rects and lines that do not touch split the shape into separate contours; neighbours are made to
/// share one y boundary; edges closer than `snapDistance` are snapped to the outer one so sides
/// read straight; every arc radius is capped at `outerRadius`, half the width difference it spans,
/// and half the height of the lines it touches (so the path never folds back on itself).
public struct RoundedContour: Hashable, Sendable {
    public var inset: Double
    public var outerRadius: Double
    /// Edges that differ by less than this are treated as equal.
    public var snapDistance: Double

    public init(inset: Double = 2, outerRadius: Double = 4, snapDistance: Double = 2) {
        self.inset = inset
        self.outerRadius = outerRadius
        self.snapDistance = snapDistance
    }

    /// The contours around `lineRects` (one per line, top to bottom), each a closed segment list.
    public func contours(for lineRects: [LayoutRect]) -> [[PathSegment]] {
        groups(lineRects).map(path(for:))
    }

    /// The normalised groups of touching rects the contours are built from.
    public func groups(_ lineRects: [LayoutRect]) -> [[LayoutRect]] {
        var out: [[LayoutRect]] = []
        var current: [LayoutRect] = []
        let sorted = lineRects.enumerated().sorted { ($0.element.minY, $0.offset) < ($1.element.minY, $1.offset) }.map(\.element)
        for r in sorted {
            guard r.width > 0, r.height > 0 else {
                if !current.isEmpty { out.append(current); current = [] }
                continue
            }
            let o = r.insetBy(dx: -inset, dy: -inset)
            if let prev = current.last {
                let touchesVertically = o.minY <= prev.maxY + 0.5
                let overlapsHorizontally = o.minX < prev.maxX && prev.minX < o.maxX
                if !(touchesVertically && overlapsHorizontally) {
                    out.append(current)
                    current = []
                }
            }
            current.append(o)
        }
        if !current.isEmpty { out.append(current) }
        return out.map(normalised)
    }

    private func normalised(_ group: [LayoutRect]) -> [LayoutRect] {
        var rs = group
        guard rs.count > 1 else { return rs }
        // Share one y boundary between neighbours (split overlaps in the middle).
        for i in 1..<rs.count {
            let mid = (rs[i - 1].maxY + rs[i].minY) / 2
            rs[i - 1].size.height = mid - rs[i - 1].minY
            let bottom = rs[i].maxY
            rs[i].origin.y = mid
            rs[i].size.height = bottom - mid
        }
        // Snap nearly equal edges outwards until nothing changes.
        var changed = true
        var passes = 0
        while changed && passes < rs.count * rs.count + 1 {
            changed = false
            passes += 1
            for i in 1..<rs.count {
                let a = rs[i - 1], b = rs[i]
                if a.minX != b.minX && abs(a.minX - b.minX) < snapDistance {
                    let x = min(a.minX, b.minX)
                    rs[i - 1] = LayoutRect(x: x, y: a.minY, width: a.maxX - x, height: a.height)
                    rs[i] = LayoutRect(x: x, y: b.minY, width: b.maxX - x, height: b.height)
                    changed = true
                }
                let a2 = rs[i - 1], b2 = rs[i]
                if a2.maxX != b2.maxX && abs(a2.maxX - b2.maxX) < snapDistance {
                    let x = max(a2.maxX, b2.maxX)
                    rs[i - 1].size.width = x - a2.minX
                    rs[i].size.width = x - b2.minX
                    changed = true
                }
            }
        }
        return rs
    }

    /// One closed clockwise contour around a normalised group.
    public func path(for rs: [LayoutRect]) -> [PathSegment] {
        var b = Builder()
        let first = rs[0], last = rs[rs.count - 1]
        if rs.count == 1 {
            let r = min(outerRadius, first.width / 2, first.height / 2)
            b.move(first.midX, first.minY)
            b.line(first.maxX - r, first.minY)
            b.arc(first.maxX - r, first.minY + r, r, -90, 0, true)
            b.line(first.maxX, first.maxY - r)
            b.arc(first.maxX - r, first.maxY - r, r, 0, 90, true)
            b.line(first.minX + r, first.maxY)
            b.arc(first.minX + r, first.maxY - r, r, 90, 180, true)
            b.line(first.minX, first.minY + r)
            b.arc(first.minX + r, first.minY + r, r, 180, 270, true)
            b.close()
            return b.segments
        }
        func corner(_ r: LayoutRect) -> Double { min(outerRadius, r.width / 2, r.height / 2) }
        // Top edge and top-right corner.
        let tr = corner(first)
        b.move(first.midX, first.minY)
        b.line(first.maxX - tr, first.minY)
        b.arc(first.maxX - tr, first.minY + tr, tr, -90, 0, true)
        // Right side, downwards.
        for i in 0..<(rs.count - 1) {
            let a = rs[i], n = rs[i + 1], y = a.maxY
            if a.maxX == n.maxX { b.line(a.maxX, y); continue }
            let r = min(outerRadius, abs(n.maxX - a.maxX) / 2, a.height / 2, n.height / 2)
            b.line(a.maxX, y - r)
            if n.maxX > a.maxX {
                b.arc(a.maxX + r, y - r, r, 180, 90, false)
                b.line(n.maxX - r, y)
                b.arc(n.maxX - r, y + r, r, -90, 0, true)
            } else {
                b.arc(a.maxX - r, y - r, r, 0, 90, true)
                b.line(n.maxX + r, y)
                b.arc(n.maxX + r, y + r, r, -90, -180, false)
            }
        }
        // Bottom corners of the last line.
        let br = corner(last)
        b.line(last.maxX, last.maxY - br)
        b.arc(last.maxX - br, last.maxY - br, br, 0, 90, true)
        b.line(last.minX + br, last.maxY)
        b.arc(last.minX + br, last.maxY - br, br, 90, 180, true)
        // Left side, upwards.
        for i in stride(from: rs.count - 1, to: 0, by: -1) {
            let a = rs[i], u = rs[i - 1], y = a.minY
            if a.minX == u.minX { b.line(a.minX, y); continue }
            let r = min(outerRadius, abs(u.minX - a.minX) / 2, a.height / 2, u.height / 2)
            b.line(a.minX, y + r)
            if u.minX < a.minX {
                b.arc(a.minX - r, y + r, r, 0, -90, false)
                b.line(u.minX + r, y)
                b.arc(u.minX + r, y - r, r, 90, 180, true)
            } else {
                b.arc(a.minX + r, y + r, r, 180, 270, true)
                b.line(u.minX - r, y)
                b.arc(u.minX - r, y - r, r, 90, 0, false)
            }
        }
        let tl = corner(first)
        b.line(first.minX, first.minY + tl)
        b.arc(first.minX + tl, first.minY + tl, tl, 180, 270, true)
        b.close()
        return b.segments
    }

    /// Collects segments, dropping lines to the current point and zero-radius arcs.
    private struct Builder {
        var segments: [PathSegment] = []
        var current = LayoutPoint.zero

        mutating func move(_ x: Double, _ y: Double) {
            current = LayoutPoint(x: x, y: y)
            segments.append(.move(current))
        }

        var lineStart: LayoutPoint? = nil

        mutating func line(_ x: Double, _ y: Double) {
            let p = LayoutPoint(x: x, y: y)
            guard abs(p.x - current.x) > 1e-9 || abs(p.y - current.y) > 1e-9 else { return }
            // Extend the previous line instead of adding a collinear one (straight sides stay one segment).
            if case .line = segments.last, let s = lineStart,
               (s.x == current.x && current.x == p.x) || (s.y == current.y && current.y == p.y) {
                segments[segments.count - 1] = .line(p)
            } else {
                segments.append(.line(p))
                lineStart = current
            }
            current = p
        }

        mutating func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a: Double, _ b: Double, _ cw: Bool) {
            let end = LayoutPoint(x: cx + r * cosDeg(b), y: cy + r * sinDeg(b))
            guard r > 1e-9 else { line(end.x, end.y); return }
            segments.append(.arc(center: LayoutPoint(x: cx, y: cy), radius: r, startDegrees: a, endDegrees: b, clockwise: cw))
            current = end
        }

        mutating func close() { segments.append(.close) }

        private func cosDeg(_ d: Double) -> Double {
            switch d.truncatingRemainder(dividingBy: 360) {
            case 0: 1
            case 90, -270: 0
            case 180, -180: -1
            case 270, -90: 0
            default: cos(d * .pi / 180)
            }
        }

        private func sinDeg(_ d: Double) -> Double {
            switch d.truncatingRemainder(dividingBy: 360) {
            case 0, 180, -180: 0
            case 90, -270: 1
            case 270, -90: -1
            default: sin(d * .pi / 180)
            }
        }
    }
}
