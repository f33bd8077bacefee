import Glibc

/// Where a user's touches on each key of a page landed and how hard they were: the numbers a
/// heatmap draws — per key the touches' mean offset from the key's centre, their 2-D
/// covariance (its ellipse shows the spread and its slant) and a histogram of intensities.
///
/// Why in the Keyboard stage: it is key geometry plus plain statistics, needs no drawing, and
/// is what a personalised touch model learns from (offset and spread per key). Positions are
/// keyboard units (the page's key cells); a touch belongs to the key whose cell it lands in
/// (`PageLayout.keyIndex`), or to the key the caller says it was meant for.
public struct KeyTouchStatistics: Sendable, Hashable {
    /// One touch: where it landed, its intensity (0…100) and the key it counts for.
    public struct Touch: Sendable, Hashable {
        public var point: KeyboardPoint
        public var intensity: Int
        public var keyIndex: Int

        public init(point: KeyboardPoint, intensity: Int, keyIndex: Int) {
            self.point = point
            self.intensity = intensity
            self.keyIndex = keyIndex
        }
    }

    /// One key's numbers.
    public struct Key: Sendable, Hashable {
        public private(set) var count = 0
        /// Mean touch point minus the key cell's centre, keyboard units.
        public private(set) var meanOffsetX = 0.0
        public private(set) var meanOffsetY = 0.0
        /// Touches per intensity tenth (0–9, 90–100 → 9).
        public private(set) var histogram = [Int](repeating: 0, count: 10)
        // Welford's co-moments: sums of products of deviations from the running mean.
        private var m2x = 0.0, m2y = 0.0, cxy = 0.0

        /// Sample (co)variances of the touch points, keyboard units²; zero below two touches.
        public var varianceX: Double { count > 1 ? m2x / Double(count - 1) : 0 }
        public var varianceY: Double { count > 1 ? m2y / Double(count - 1) : 0 }
        public var covarianceXY: Double { count > 1 ? cxy / Double(count - 1) : 0 }

        /// Adds one touch at offset (dx, dy) from the key's centre with intensity `level` (0…100).
        mutating func add(dx: Double, dy: Double, level: Int) {
            count += 1
            let n = Double(count)
            let ox = dx - meanOffsetX, oy = dy - meanOffsetY
            meanOffsetX += ox / n
            meanOffsetY += oy / n
            m2x += ox * (dx - meanOffsetX)
            m2y += oy * (dy - meanOffsetY)
            cxy += ox * (dy - meanOffsetY)
            histogram[min(9, level / 10)] += 1
        }

        /// The 2σ ellipse: half-axes (keyboard units) and the major axis' angle (radians from +x).
        public var ellipse: (major: Double, minor: Double, angle: Double) {
            let a = varianceX, b = covarianceXY, c = varianceY
            let mid = (a + c) / 2, d = (((a - c) / 2) * ((a - c) / 2) + b * b).squareRoot()
            return (2 * max(0, mid + d).squareRoot(), 2 * max(0, mid - d).squareRoot(), 0.5 * atan2(2 * b, a - c))
        }
    }

    /// The page the statistics are for.
    public let page: PageLayout
    /// Every touch counted, in order.
    public private(set) var touches: [Touch] = []
    /// Per key of the page (same indices as `page.keys`).
    public private(set) var keys: [Key]

    public init(page: PageLayout) {
        self.page = page
        keys = Array(repeating: Key(), count: page.keys.count)
    }

    /// Counts a touch for the key whose cell it landed in; a touch off the page is kept as a
    /// point but counts for no key. Non-finite points are ignored.
    public mutating func add(point: KeyboardPoint, intensity: Int) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let k = page.contains(x: point.x, y: point.y) ? page.keyIndex(x: point.x, y: point.y) : nil
        add(point: point, intensity: intensity, meantFor: k)
    }

    /// Counts a touch for the key it was meant for (nil: none).
    public mutating func add(point: KeyboardPoint, intensity: Int, meantFor key: Int?) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let level = min(100, max(0, intensity))
        guard let key, key >= 0, key < keys.count else {
            touches.append(Touch(point: point, intensity: level, keyIndex: -1))
            return
        }
        touches.append(Touch(point: point, intensity: level, keyIndex: key))
        let cell = page.keys[key].cell
        keys[key].add(dx: point.x - cell.centerX, dy: point.y - cell.centerY, level: level)
    }
}
