/// The engine's hot data: every page's keys flattened into plain arrays indexed by a global
/// key number (`pageStart[page] + key`), so per-frame work reads values without retaining
/// strings or nested arrays. Built once from `KeyboardGeometry`.
struct EngineTables: Sendable {
    enum Kind: UInt8, Sendable {
        case text, space, `return`, dead, suggestion, shift, capsLock, backspace, page, pageNext, pageLatch, slider, format, display, intensityKey, copy
    }

    struct Info: Sendable {
        var kind: Kind
        var repeats: Bool
        var expanding: Bool
        var immediate: Bool
        /// Target page index for page and latch keys (−1 otherwise).
        var target: Int
        /// First popup cell in `popupCells` and the number of cells.
        var popupStart: Int
        var popupCount: Int

        /// Keys that commit on release and may be slid onto.
        var retargetable: Bool {
            !repeats && kind != .shift && kind != .capsLock && kind != .slider
        }
        var isPageKey: Bool { kind == .page || kind == .pageNext || kind == .pageLatch }
    }

    var pageStart: [Int] = []
    var info: [Info] = []
    var cells: [KeyRect] = []
    var frames: [KeyRect] = []
    /// Per page: first row in the row arrays and the row count.
    var rowStart: [Int] = []
    var rowCount: [Int] = []
    var rowBottom: [Double] = []
    /// Global key range of each row.
    var rowFirstKey: [Int] = []
    var rowEndKey: [Int] = []
    var popupCells: [KeyRect] = []
    var shiftPage: [Int] = []
    /// Pages shown as another page's `shiftPage`: their keys type their output as written.
    var isShiftPage: [Bool] = []
    /// Per page: a space or return after typed characters goes back to the default page.
    var returnsAfterWord: [Bool] = []
    /// Index of the keyset's default page.
    var defaultPage = 0
    var pageWidth: [Double] = []
    var pageHeight: [Double] = []
    // What commits emit, per global key and per popup cell (read only when a key commits).
    var output: [String] = []
    var shiftedOutput: [String] = []
    var dead: [DeadKey?] = []
    var suggestionSlot: [Int] = []
    var format: [FormatAction?] = []
    var alternativeOutput: [String] = []
    var alternativeShifted: [String] = []
    var alternativeDead: [DeadKey?] = []
    /// Display-option actions (`scheme:`, `smoothing:`) per global key and per popup cell.
    var display: [KeyboardAction?] = []
    var alternativeDisplay: [KeyboardAction?] = []

    /// The output of a display-option key action, nil for every other action.
    static func displayAction(_ a: KeyAction) -> KeyboardAction? {
        switch a {
        case .scheme(let v): .renderScheme(v)
        case .smoothing(let v): .smoothing(v)
        default: nil
        }
    }

    init(_ g: KeyboardGeometry) {
        let ks = g.keyset
        isShiftPage = ks.pages.map { p in ks.pages.contains { $0.shiftPage == p.id } }
        defaultPage = ks.defaultPageIndex
        returnsAfterWord = ks.pages.map { p in p.returnsAfterWord ?? (p.id != ks.defaultPage) }
        for (p, layout) in g.pages.enumerated() {
            pageStart.append(info.count)
            pageWidth.append(layout.width)
            pageHeight.append(layout.height)
            shiftPage.append(ks.pages[p].shiftPage.flatMap { ks.pageIndex(id: $0) } ?? -1)
            rowStart.append(rowBottom.count)
            rowCount.append(layout.rowRanges.count)
            for (r, range) in layout.rowRanges.enumerated() {
                rowBottom.append(layout.rowBottoms[r])
                rowFirstKey.append(info.count + range.lowerBound)
                rowEndKey.append(info.count + range.upperBound)
            }
            for (k, lk) in layout.keys.enumerated() {
                let key = lk.key
                var target = -1
                let kind: Kind
                switch key.action {
                case .text: kind = .text
                case .space: kind = .space
                case .return: kind = .return
                case .dead: kind = .dead
                case .suggestion: kind = .suggestion
                case .shift: kind = .shift
                case .capsLock: kind = .capsLock
                case .backspace: kind = .backspace
                case .page(let id): kind = .page; target = ks.pageIndex(id: id) ?? -1
                case .pageNext: kind = .pageNext; target = (p + 1) % g.pages.count
                case .pageLatch(let id): kind = .pageLatch; target = ks.pageIndex(id: id) ?? -1
                case .intensitySlider: kind = .slider
                case .format: kind = .format
                case .scheme, .smoothing: kind = .display
                case .intensityKey: kind = .intensityKey
                case .copy: kind = .copy
                }
                let popup = g.popups[p][k]
                info.append(Info(kind: kind, repeats: key.repeats, expanding: key.isExpanding, immediate: key.open == .immediate,
                                 target: target, popupStart: popupCells.count, popupCount: popup?.cells.count ?? 0))
                popupCells.append(contentsOf: popup?.cells ?? [])
                switch key.action {
                case .text(let t):
                    output.append(t); shiftedOutput.append(key.shifted ?? t.uppercased())
                default:
                    output.append(""); shiftedOutput.append("")
                }
                if case .dead(let d) = key.action { dead.append(d) } else { dead.append(nil) }
                if case .suggestion(let n) = key.action { suggestionSlot.append(n) } else { suggestionSlot.append(-1) }
                if case .format(let f) = key.action { format.append(f) } else { format.append(nil) }
                display.append(Self.displayAction(key.action))
                for a in key.alternatives {
                    alternativeDisplay.append(Self.displayAction(a.action))
                    switch a.action {
                    case .text(let t):
                        alternativeOutput.append(t); alternativeShifted.append(a.shifted ?? t.uppercased()); alternativeDead.append(nil)
                    case .dead(let d):
                        alternativeOutput.append(""); alternativeShifted.append(""); alternativeDead.append(d)
                    default:
                        alternativeOutput.append(""); alternativeShifted.append(""); alternativeDead.append(nil)
                    }
                }
                cells.append(lk.cell)
                frames.append(lk.frame)
            }
        }
    }

    /// Global key index of the key a touch at (x, y) on `page` belongs to (see
    /// `PageLayout.keyIndex`); −1 for a page without keys. Always inlined, as are `near` and
    /// `alternative`: called as methods, each call copied the tables value (~200 bytes of array
    /// references) out of the engine first.
    @inline(__always) func hit(page: Int, x: Double, y: Double) -> Int {
        let r0 = rowStart[page], n = rowCount[page]
        guard n > 0 else { return -1 }
        var r = r0
        while r < r0 + n - 1 && y >= rowBottom[r] { r += 1 }
        var first = rowFirstKey[r], end = rowEndKey[r]
        if first == end {
            // Not in a validated keyset: fall back to any row with keys.
            guard let alt = (r0..<r0 + n).first(where: { rowFirstKey[$0] < rowEndKey[$0] }) else { return -1 }
            first = rowFirstKey[alt]; end = rowEndKey[alt]
        }
        var best = first
        var bestDistance = Double.infinity
        for i in first..<end {
            let c = cells[i]
            if x >= c.x && x < c.x + c.width { return i }
            let d = x < c.x ? c.x - x : x - (c.x + c.width)
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    /// Hysteresis: true while (x, y) is on the key or within `margin` of its cell.
    @inline(__always) func near(page: Int, key: Int, x: Double, y: Double, margin: Double) -> Bool {
        let c = cells[key]
        if x >= c.x - margin && x < c.x + c.width + margin && y >= c.y - margin && y < c.y + c.height + margin { return true }
        return hit(page: page, x: x, y: y) == key
    }

    /// The popup alternative under (x, y) for global key `key`, or −1 (see `PopupLayout`).
    @inline(__always) func alternative(key: Int, x: Double, y: Double, allowance: Double) -> Int {
        let start = info[key].popupStart, n = info[key].popupCount
        var best = -1
        var bestDistance = allowance * allowance
        for i in 0..<n {
            let c = popupCells[start + i]
            let d = c.distanceSquared(x: x, y: y)
            if d == 0 && c.contains(x: x, y: y) { return i }
            if d <= bestDistance { bestDistance = d; best = i }
        }
        return best
    }
}
