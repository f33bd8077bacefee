import TouchInput

/// The slips of `TypistConfiguration` applied to planned strokes: missed and doubled spaces, a
/// space landing on the letter row above the bar, a bottom-row letter landing on the bar. Random
/// numbers are drawn only for enabled slips, so traces without slips stay byte-identical.
extension TypistSimulator {
    func slips(_ strokes: [PlannedStroke], rng: inout SeededGenerator) -> [PlannedStroke] {
        let c = configuration
        guard c.missedSpaceRate > 0 || c.doubledSpaceRate > 0 || c.spaceSlipRate > 0 || c.letterSlipRate > 0 || c.strayTapRate > 0
                || c.extraTapRate > 0 else {
            return strokes
        }
        var out: [PlannedStroke] = []
        out.reserveCapacity(strokes.count + 8)
        for s in strokes {
            let page = geometry.pages[s.page]
            let key = page.keys[s.keyIndex]
            if !s.isModifier, key.key.action == .space {
                if c.missedSpaceRate > 0, rng.unit() < c.missedSpaceRate { continue }
                var t = s
                if c.spaceSlipRate > 0, rng.unit() < c.spaceSlipRate { t.aimShiftY = -0.85 * key.cell.height }
                out.append(t)
                if c.doubledSpaceRate > 0, rng.unit() < c.doubledSpaceRate { out.append(s) }
                continue
            }
            if !s.isModifier, c.strayTapRate > 0, s.character?.isLetter == true, rng.unit() < c.strayTapRate {
                let strays = page.keys.indices.filter {
                    switch page.keys[$0].key.action {
                    case .page, .pageNext, .pageLatch, .shift: return true
                    default: return false
                    }
                }
                if !strays.isEmpty {
                    let k = strays[Int(rng.unit() * Double(strays.count)) % strays.count]
                    out.append(PlannedStroke(page: s.page, keyIndex: k, gesture: .tap, character: nil, intensity: s.intensity, isModifier: true))
                }
            }
            var t = s
            if !s.isModifier, c.letterSlipRate > 0, case .tap = s.gesture, isAboveSpace(key, on: page), rng.unit() < c.letterSlipRate {
                t.aimShiftY = 0.85 * key.cell.height
            }
            out.append(t)
            if !s.isModifier, c.extraTapRate > 0, case .tap = s.gesture, s.character?.isLetter == true, rng.unit() < c.extraTapRate {
                out.append(extraTap(after: t, on: page, rng: &rng))
            }
        }
        return out
    }

    /// An extra tap after `s`: the same key again (a bounce) or, half the time, a letter key
    /// beside it in its row (brushed). The typist does not notice either.
    private func extraTap(after s: PlannedStroke, on page: PageLayout, rng: inout SeededGenerator) -> PlannedStroke {
        let bounce = rng.unit() < 0.5
        let row = page.keys[s.keyIndex].row
        let beside: [(key: Int, letter: Character)] = [s.keyIndex - 1, s.keyIndex + 1].compactMap { i in
            guard page.keys.indices.contains(i), page.keys[i].row == row, case .text(let text) = page.keys[i].key.action,
                  text.count == 1, let letter = text.first, letter.isLetter else { return nil }
            return (i, letter)
        }
        guard !bounce, !beside.isEmpty else { return s }
        let brushed = beside[Int(rng.unit() * Double(beside.count)) % beside.count]
        var t = s
        t.keyIndex = brushed.key
        t.character = brushed.letter
        t.aimShiftY = 0
        return t
    }

    /// A key whose cell sits directly above the page's space bar.
    private func isAboveSpace(_ k: LaidOutKey, on page: PageLayout) -> Bool {
        guard let space = page.keys.first(where: { $0.key.action == .space })?.cell else { return false }
        let gap = space.y - (k.cell.y + k.cell.height)
        return gap >= -0.01 && gap < 0.5 && k.cell.x + k.cell.width > space.x && k.cell.x < space.x + space.width
    }
}
