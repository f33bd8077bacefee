import TouchInput
import Intensity

/// What a committed key does: rollover order, text, actions, shift, pages and the slider.
extension KeyboardEngine {
    /// Rollover: every older non-modifier press still waiting for its release commits now, in
    /// press order ("phantom up"); popups being chosen from are left alone.
    mutating func flushOlder(than i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let limit = tracks[i].sequence
        while true {
            var best = -1
            var bestSeq = Int.max
            var m = live & ~(UInt64(1) << UInt64(i))
            while m != 0 {
                let j = m.trailingZeroBitCount
                m &= m - 1
                guard tracks[j].sequence < limit && tracks[j].sequence < bestSeq else { continue }
                switch tracks[j].phase {
                case .pressed, .popupPending:
                    if tables.info[global(j)].isPageKey { continue }
                    best = j; bestSeq = tracks[j].sequence
                default: continue
                }
            }
            if best < 0 { return }
            commit(best, at: t, into: &out)
            tracks[best].phase = .inert
            setDeadline(best, nil)
        }
    }

    /// Commits the key (or selected alternative) of track `i` at time `t`.
    mutating func commit(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let g = global(i)
        let id = tracks[i].id
        let at = KeyboardPoint(x: tracks[i].x, y: tracks[i].y)
        let level = tracks[i].tracker.intensity(at: seconds(t))
        lastIntensity = level
        let time = Timestamp(microseconds: t)
        switch tracks[i].phase {
        case .popupOpen(let selected):
            guard let s = selected else { return }
            let cell = tables.info[g].popupStart + s
            if let d = tables.alternativeDead[cell] {
                out.append(KeyboardOutput(action: .deadKey(d, intensity: level), contact: id, point: at, time: time))
            } else if let a = tables.alternativeDisplay[cell] {
                out.append(KeyboardOutput(action: a, contact: id, point: at, time: time))
            } else {
                let text = shift.isActive && !tables.isShiftPage[tracks[i].page] ? tables.alternativeShifted[cell] : tables.alternativeOutput[cell]
                out.append(KeyboardOutput(action: .text(text, intensity: level), contact: id, point: at, time: time))
                typedCharacter(at: t, into: &out)
                typedOnPage = true
            }
            return
        case .pressed, .popupPending:
            if tracks[i].outside { return }
        default:
            return
        }
        let info = tables.info[g]
        let held = t - tracks[i].pressTime >= longPress
        switch info.kind {
        case .text:
            let text = shift.isActive && !tables.isShiftPage[tracks[i].page] ? tables.shiftedOutput[g] : tables.output[g]
            out.append(KeyboardOutput(action: .text(text, intensity: level), contact: id, point: at, time: time, heldPastLongPress: held))
            typedCharacter(at: t, into: &out)
            typedOnPage = true
        case .space:
            out.append(KeyboardOutput(action: .text(" ", intensity: level), contact: id, point: at, time: time, heldPastLongPress: held))
            typedCharacter(at: t, into: &out)
            returnAfterWord(at: t, into: &out)
        case .return:
            out.append(KeyboardOutput(action: .newline(intensity: level), contact: id, point: at, time: time, heldPastLongPress: held))
            typedCharacter(at: t, into: &out)
            returnAfterWord(at: t, into: &out)
        case .dead:
            if let d = tables.dead[g] { out.append(KeyboardOutput(action: .deadKey(d, intensity: level), contact: id, point: at, time: time)) }
        case .suggestion:
            out.append(KeyboardOutput(action: .suggestion(rank: tables.suggestionSlot[g], intensity: level), contact: id, point: at, time: time))
            typedCharacter(at: t, into: &out)
        case .format:
            if let f = tables.format[g] { out.append(KeyboardOutput(action: .format(f), contact: id, time: time)) }
        case .page, .pageNext:
            if info.target >= 0 { switchPage(info.target, latch: nil, contact: id, point: at, time: t, into: &out) }
        case .pageLatch:
            guard info.target >= 0 else { return }
            if latchReturn != nil && pageIndex == info.target {
                latchReturn = nil  // tapped again while latched: stay
            } else {
                switchPage(info.target, latch: pageIndex, contact: id, point: at, time: t, into: &out)
            }
        case .display:
            if let a = tables.display[g] { out.append(KeyboardOutput(action: a, contact: id, point: at, time: time)) }
        case .intensityKey:
            setManual(level, contact: id, time: t, into: &out)
            out.append(KeyboardOutput(action: .intensityKey(intensity: level), contact: id, point: at, time: time))
        case .copy:
            out.append(KeyboardOutput(action: .copy, contact: id, point: at, time: time))
        case .shift, .capsLock, .backspace, .slider:
            break
        }
    }

    /// Actions of keys that act at press and repeat (backspace, or a key with `repeat: true`).
    mutating func act(_ i: Int, at t: Int64, deleteUnit: KeyboardAction.DeleteUnit, into out: inout [KeyboardOutput]) {
        let g = global(i)
        switch tables.info[g].kind {
        case .backspace:
            out.append(KeyboardOutput(action: .delete(deleteUnit), contact: tracks[i].id,
                                      point: KeyboardPoint(x: tracks[i].x, y: tracks[i].y), time: Timestamp(microseconds: t)))
        case .text, .space, .return, .dead, .suggestion:
            // A repeating text key types at press and at each repeat with the live intensity.
            tracks[i].phase = .pressed
            tracks[i].outside = false
            commit(i, at: t, into: &out)
            tracks[i].phase = .repeating
        default:
            break
        }
    }

    mutating func typedCharacter(at t: Int64, into out: inout [KeyboardOutput]) {
        lastShiftPress = nil
        let held = shiftHeld != 0
        var m = shiftHeld
        while m != 0 {
            let j = m.trailingZeroBitCount
            m &= m - 1
            tracks[j].chorded = true
            setDeadline(j, nil)
        }
        if !held && (shift == .manual || shift == .automatic) {
            setShift(.off, contact: nil, time: t, into: &out)
        }
        if let r = latchReturn {
            latchReturn = nil
            if r != pageIndex {
                pageIndex = r
                out.append(KeyboardOutput(action: .page(geometry.keyset.pages[r].id), contact: nil, time: Timestamp(microseconds: t)))
            }
        }
    }

    /// LatinIME's symbols-page rule: a space or return that follows characters typed on a page
    /// reached by a page key goes back to the default page, unless the page is locked.
    mutating func returnAfterWord(at t: Int64, into out: inout [KeyboardOutput]) {
        defer { typedOnPage = false }
        let home = tables.defaultPage
        guard typedOnPage, pageIndex != home, tables.returnsAfterWord[pageIndex] else { return }
        pageIndex = home
        out.append(KeyboardOutput(action: .page(geometry.keyset.pages[home].id), contact: nil, time: Timestamp(microseconds: t)))
    }

    mutating func shiftPressed(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let recent = lastShiftPress.map { t - $0 <= doubleTap } ?? false
        let next: ShiftState
        switch shift {
        case .locked: next = .off
        case .manual, .automatic: next = recent ? .locked : .off
        case .off: next = recent ? .locked : .manual
        }
        lastShiftPress = next == .locked ? nil : t
        // The press's point goes with it: a letter tap that slipped onto shift is still a tap.
        setShift(next, contact: tracks[i].id, time: t, point: KeyboardPoint(x: tracks[i].x, y: tracks[i].y), into: &out)
        if next != .locked { setDeadline(i, t + shiftLock) }
    }

    mutating func setShift(_ s: ShiftState, contact: Int?, time: Int64, point: KeyboardPoint? = nil, into out: inout [KeyboardOutput]) {
        guard s != shift else { return }
        shift = s
        out.append(KeyboardOutput(action: .shift(s), contact: contact, point: point, time: Timestamp(microseconds: time)))
    }

    /// `point`: where the page key was tapped (a stray tap on it may be read as the key it was
    /// meant for, `WordDecoder.readPageSlip`).
    mutating func switchPage(_ p: Int, latch: Int?, contact: Int, point: KeyboardPoint, time: Int64, into out: inout [KeyboardOutput]) {
        latchReturn = latch
        guard p != pageIndex else { return }
        typedOnPage = false
        pageIndex = p
        out.append(KeyboardOutput(action: .page(geometry.keyset.pages[p].id), contact: contact, point: point, time: Timestamp(microseconds: time)))
    }

    func sliderValue(_ g: Int, x: Double) -> Int {
        let f = tables.frames[g]
        let v = f.width > 0 ? (x - f.x) / f.width : 0
        return Int((min(max(v, 0), 1) * 100).rounded())
    }

    mutating func setManual(_ v: Int, contact: Int, time: Int64, into out: inout [KeyboardOutput]) {
        guard v != manualIntensity else { return }
        manualIntensity = v
        intensity.manualValue = v
        intensityGeneration &+= 1
        out.append(KeyboardOutput(action: .manualIntensity(v), contact: contact, time: Timestamp(microseconds: time)))
    }
}
