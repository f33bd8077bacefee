/// Turns text into the key touches a typist makes on a keyset: page switches, shift taps
/// (mirroring the engine's one-shot shift and auto-capitalisation), plain taps and popup
/// alternatives.
public struct KeystrokePlanner: Sendable {
    struct Location {
        var page: Int
        var key: Int
        var alternative: Int?
        /// true: needs shift; false: needs shift off; nil: either.
        var shift: Bool?
    }

    public let geometry: KeyboardGeometry
    public let autoCapitalization: Bool
    private var table: [Character: [Location]] = [:]

    public init(geometry: KeyboardGeometry, autoCapitalization: Bool = true) {
        self.geometry = geometry
        self.autoCapitalization = autoCapitalization
        for (pi, page) in geometry.pages.enumerated() {
            for (ki, lk) in page.keys.enumerated() {
                let key = lk.key
                switch key.action {
                case .text(let t): add(t, shifted: key.shifted ?? t.uppercased(), Location(page: pi, key: ki, alternative: nil, shift: nil))
                case .space: table[" ", default: []].append(Location(page: pi, key: ki, alternative: nil, shift: nil))
                case .return: table["\n", default: []].append(Location(page: pi, key: ki, alternative: nil, shift: nil))
                default: break
                }
                for (ai, alt) in key.alternatives.enumerated() {
                    if case .text(let t) = alt.action {
                        add(t, shifted: alt.shifted ?? t.uppercased(), Location(page: pi, key: ki, alternative: ai, shift: nil))
                    }
                }
            }
        }
    }

    private mutating func add(_ t: String, shifted: String, _ base: Location) {
        guard t.count == 1, let c = t.first else { return }
        if shifted == t {
            table[c, default: []].append(base)
        } else {
            var off = base; off.shift = false
            table[c, default: []].append(off)
            if shifted.count == 1, let s = shifted.first {
                var on = base; on.shift = true
                table[s, default: []].append(on)
            }
        }
    }

    /// The strokes that type `text`; `intensities` gives one intended intensity per character.
    public func plan(_ text: String, intensities: [Int]) throws(SynthesisError) -> [PlannedStroke] {
        var strokes: [PlannedStroke] = []
        var page = geometry.keyset.defaultPageIndex
        var latchReturn: Int? = nil
        var shift: ShiftState = autoCapitalization ? .automatic : .off
        var typed = ""
        var typedOnPage = false
        let home = geometry.keyset.defaultPageIndex
        let returns = geometry.keyset.pages.map { $0.returnsAfterWord ?? ($0.id != geometry.keyset.defaultPage) }
        let shiftKey = { (p: Int) -> Int? in self.geometry.pages[p].firstKey { $0.action == .shift } }

        for (offset, c) in text.enumerated() {
            let intensity = offset < intensities.count ? intensities[offset] : 50
            guard let candidates = table[c], !candidates.isEmpty else {
                throw .untypable(c, offset: offset, keyset: geometry.keyset.id)
            }
            // Cheapest location: page switches, then shift changes, then popups.
            var best: (cost: Int, loc: Location, path: [(page: Int, key: Int, latch: Bool)])? = nil
            for loc in candidates {
                guard let path = route(from: page, to: loc.page) else { continue }
                var cost = path.count * 10
                if let need = loc.shift, need != shift.isActive {
                    cost += shiftKey(loc.page) == nil ? 1000 : 5
                }
                if loc.alternative != nil { cost += 3 }
                if best == nil || cost < best!.cost { best = (cost, loc, path) }
            }
            guard let choice = best, choice.cost < 1000 else {
                throw .untypable(c, offset: offset, keyset: geometry.keyset.id)
            }
            for step in choice.path {
                strokes.append(PlannedStroke(page: page, keyIndex: step.key, gesture: .tap, character: nil, intensity: 50, isModifier: true))
                if step.latch { latchReturn = latchReturn ?? page } else { latchReturn = nil }
                if step.page != page { typedOnPage = false }
                page = step.page
            }
            if let need = choice.loc.shift, need != shift.isActive, let sk = shiftKey(page) {
                strokes.append(PlannedStroke(page: page, keyIndex: sk, gesture: .tap, character: nil, intensity: 50, isModifier: true))
                shift = need ? .manual : .off
            }
            let key = geometry.pages[page].keys[choice.loc.key].key
            let gesture: PlannedStroke.Gesture = choice.loc.alternative.map { .alternative(index: $0, longPress: key.open == .longPress) } ?? .tap
            strokes.append(PlannedStroke(page: page, keyIndex: choice.loc.key, gesture: gesture, character: c, intensity: intensity, isModifier: false))
            // After a character: one-shot shift ends, a latch returns, auto-caps looks again.
            typed.append(c)
            if shift == .manual || shift == .automatic { shift = .off }
            if let r = latchReturn { page = r; latchReturn = nil }
            // The engine's page rule: space or return after characters typed on the page goes home.
            let isSeparator = key.action == .space || key.action == .return
            if isSeparator, typedOnPage, page != home, returns[page] { page = home }
            typedOnPage = !isSeparator
            if autoCapitalization && shift == .off && AutoCapitalization.shouldCapitalize(textBeforeCaret: typed.suffix(8)) {
                shift = .automatic
            }
        }
        return strokes
    }

    /// Page-key taps leading from one page to another (breadth first), or nil if unreachable.
    private func route(from: Int, to: Int) -> [(page: Int, key: Int, latch: Bool)]? {
        if from == to { return [] }
        var previous: [Int: (from: Int, key: Int, latch: Bool)] = [from: (from, -1, false)]
        var queue = [from]
        while !queue.isEmpty {
            let p = queue.removeFirst()
            for (ki, lk) in geometry.pages[p].keys.enumerated() {
                let next: Int?
                var latch = false
                switch lk.key.action {
                case .page(let id): next = geometry.keyset.pageIndex(id: id)
                case .pageNext: next = (p + 1) % geometry.pages.count
                case .pageLatch(let id): next = geometry.keyset.pageIndex(id: id); latch = true
                default: next = nil
                }
                guard let n = next, previous[n] == nil else { continue }
                if latch && n != to { continue }  // a latch only helps for the very next character
                previous[n] = (p, ki, latch)
                if n == to {
                    var path: [(page: Int, key: Int, latch: Bool)] = []
                    var cur = n
                    while cur != from, let step = previous[cur] {
                        path.insert((cur, step.key, step.latch), at: 0)
                        cur = step.from
                    }
                    return path
                }
                queue.append(n)
            }
        }
        return nil
    }
}
