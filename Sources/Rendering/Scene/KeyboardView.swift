import CPangoCairo
import IntensityStyle
import Keyboard
import TextLayout

/// The keyboard part of the scene: keycaps with labels (shifted while shift is on), pressed keys
/// shaded by their live intensity as the original did (white level w·(100 − I)/100), the shift
/// key lit while shift is on and outlined under caps lock, the red marker on keys with a popup,
/// and open popups with the selected alternative highlighted (drawn over everything, since a
/// popup may rise above the keyboard).
final class KeyboardView {
    private let labels: LabelCache

    init(labels: LabelCache) { self.labels = labels }

    /// Pixel rect of a keyboard-unit rect.
    static func pixelRect(_ r: KeyRect, keyboard kb: KeyboardSnapshot, in rect: LayoutRect) -> LayoutRect {
        let sx = rect.width / max(kb.geometry.width, 1e-9), sy = rect.height / max(kb.geometry.height, 1e-9)
        return LayoutRect(x: rect.minX + r.x * sx, y: rect.minY + r.y * sy, width: r.width * sx, height: r.height * sy)
    }

    /// The fill of a key pressed at intensity `i`: the original's `w·(100 − I)/100`.
    static func shaded(_ base: RGBA, intensity i: Int) -> RGBA {
        let f = Double(100 - min(100, max(0, i))) / 100
        return RGBA(red: base.red * f, green: base.green * f, blue: base.blue * f, alpha: base.alpha)
    }

    static func isModifierLook(_ action: KeyAction) -> Bool {
        switch action {
        case .shift, .capsLock, .backspace, .return, .page, .pageNext, .pageLatch: true
        default: false
        }
    }

    /// The document's scheme and smoothing as drawn: the accessory's choosers show them.
    struct DisplayChoice {
        var scheme: RenderScheme
        var smoothing: SmoothingUnit
    }

    /// A key's label and the action its label is sampled in: the intensity key shows an
    /// intensity; an expanding scheme or smoothing chooser (the accessory's) shows the current
    /// choice — the scheme's name drawn in that scheme, the unit's short label; others their own.
    static func label(of key: Key, pressed: KeyboardVisualState.PressedKey?, state: KeyboardVisualState,
                      shown: DisplayChoice?, shifted: Bool) -> (String, KeyAction) {
        switch key.action {
        case .intensityKey:
            return (intensityLabel(pressed ?? state.pressed.last { !$0.isOutside }, state), key.action)
        case .scheme where !key.alternatives.isEmpty && shown != nil:
            return (shown!.scheme.name.capitalized, .scheme(shown!.scheme))
        case .smoothing where !key.alternatives.isEmpty && shown != nil:
            return (shown!.smoothing.shortLabel, key.action)
        default:
            return (key.label(shifted: shifted), key.action)
        }
    }

    func draw(_ kb: KeyboardSnapshot, rect: LayoutRect, theme: SceneTheme, cairo cr: OpaquePointer, shown: DisplayChoice? = nil) {
        guard rect.height > 0 else { return }
        CairoShapes.fill(cr, rect, theme.keyboardBackground)
        let page = kb.page
        let state = kb.state
        let shifted = state.shift.isActive
        // Keys pressed on another page (the page switched under a held key) are not on screen.
        let openKeys = Set(state.popups.filter { $0.page == state.pageIndex }.map(\.keyIndex))
        var pressed: [Int: KeyboardVisualState.PressedKey] = [:]
        for p in state.pressed where !p.isOutside && p.page == state.pageIndex { pressed[p.keyIndex] = p }
        let rowHeight = rect.height / max(kb.geometry.height, 1e-9)
        let scale = rowHeight / 42 * 0.75

        for (index, laid) in page.keys.enumerated() {
            let key = laid.key
            let frame = Self.pixelRect(laid.frame, keyboard: kb, in: rect)
            var fill = Self.isModifierLook(key.action) ? theme.modifierKey : theme.key
            if case .shift = key.action, shifted { fill = theme.activeModifierKey }
            if case .capsLock = key.action, state.shift == .locked { fill = theme.activeModifierKey }
            if let p = pressed[index] { fill = Self.shaded(fill, intensity: p.intensity) }
            let radius = theme.keyCornerRadius * frame.height / 42
            CairoShapes.fillRounded(cr, frame, radius: radius, fill)
            if state.shift == .locked, key.action == .shift || key.action == .capsLock {
                CairoShapes.strokeRounded(cr, frame, radius: radius, width: max(1, scale * 1.5), theme.capsLockBorder)
            }
            if case .intensitySlider = key.action, let m = state.manualIntensity {
                let bar = LayoutRect(x: frame.minX, y: frame.maxY - frame.height * 0.15, width: frame.width * Double(min(100, max(0, m))) / 100, height: frame.height * 0.15)
                CairoShapes.fill(cr, bar, theme.popupSelection)
            }
            let dark = (fill.red * 0.3 + fill.green * 0.59 + fill.blue * 0.11) < 0.45
            let (label, sampled) = Self.label(of: key, pressed: pressed[index], state: state, shown: shown, shifted: shifted)
            let size = Self.labelSize(label, frame: frame)
            let attrs = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: size, foreground: dark ? theme.keyLabelOnDark : theme.keyLabel)
            labels.drawCentered(label, Self.sample(attrs, sampled), in: frame, cairo: cr, clip: true)
            if key.isExpanding && !openKeys.contains(index) {
                drawMarker(cr, frame: frame, direction: key.expand, theme: theme)
            }
        }

        if let m = kb.touchMarker { drawTouchMarker(m, keyboard: kb, rect: rect, theme: theme, cairo: cr) }

        for popup in state.popups {
            // A popup stays open over its own page's key even if the page changed meanwhile.
            guard popup.page >= 0, popup.page < kb.geometry.pages.count else { continue }
            let keys = kb.geometry.pages[popup.page].keys
            guard popup.keyIndex < keys.count else { continue }
            let key = keys[popup.keyIndex].key
            let cells = popup.layout.cells.map { Self.pixelRect($0, keyboard: kb, in: rect) }
            guard let first = cells.first else { continue }
            let box = cells.dropFirst().reduce(first) { $0.union($1) }
            let radius = theme.keyCornerRadius * first.height / 42
            CairoShapes.fillRounded(cr, box, radius: radius, theme.popupBackground)
            for (i, cell) in cells.enumerated() where i < key.alternatives.count {
                let selected = popup.selected == i
                if selected {
                    CairoShapes.fillRounded(cr, cell.insetBy(dx: 2, dy: 2), radius: radius, theme.popupSelection)
                }
                CairoShapes.strokeRounded(cr, cell, radius: radius, width: 1, theme.popupBorder)
                let label = key.alternatives[i].label(shifted: shifted)
                let attrs = TextAttributes(fontFamily: theme.labelFontFamily, fontSize: Self.labelSize(label, frame: cell),
                                           foreground: selected ? theme.popupSelectionLabel : theme.keyLabel)
                labels.drawCentered(label, Self.sample(attrs, key.alternatives[i].action), in: cell, cairo: cr, clip: true)
            }
        }
    }

    /// A frame's mark of the latest touch: the key under it outlined, the point a ringed dot.
    private func drawTouchMarker(_ m: KeyboardPoint, keyboard kb: KeyboardSnapshot, rect: LayoutRect, theme: SceneTheme, cairo cr: OpaquePointer) {
        let page = kb.page
        let accent = RGBA(red: 0.85, green: 0.1, blue: 0.1)
        if let k = page.keyIndex(x: m.x, y: m.y), page.contains(x: m.x, y: m.y) {
            let frame = Self.pixelRect(page.keys[k].frame, keyboard: kb, in: rect)
            CairoShapes.strokeRounded(cr, frame.insetBy(dx: 1, dy: 1), radius: theme.keyCornerRadius * frame.height / 42,
                                      width: max(2, frame.height / 18), accent)
        }
        let p = Self.pixelRect(KeyRect(x: m.x, y: m.y, width: 0, height: 0), keyboard: kb, in: rect)
        let r = max(3, rect.height / max(kb.geometry.height, 1) * 0.09)
        cairo_new_path(cr)
        cairo_arc(cr, p.minX, p.minY, r, 0, 2 * Double.pi)
        CairoShapes.setColor(cr, RGBA(red: accent.red, green: accent.green, blue: accent.blue, alpha: 0.55))
        cairo_fill_preserve(cr)
        CairoShapes.setColor(cr, .black)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    /// The intensity key's label: the live intensity of the key pressed (itself, else the latest
    /// other press), else the last committed press's, else the manual intensity the slider
    /// set, else a dash.
    static func intensityLabel(_ pressed: KeyboardVisualState.PressedKey?, _ state: KeyboardVisualState) -> String {
        if let p = pressed { return String(p.intensity) }
        return (state.lastIntensity ?? state.manualIntensity).map(String.init) ?? "–"
    }

    /// Intensity at which a scheme key's label shows its scheme (the original's "abc" samples).
    static let sampleIntensity = 70

    /// A `scheme:` key's label attributes drawn in that scheme at `sampleIntensity`; others unchanged.
    static func sample(_ attrs: TextAttributes, _ action: KeyAction) -> TextAttributes {
        guard case .scheme(let scheme) = action else { return attrs }
        var a = attrs
        a.intensity = sampleIntensity
        a = scheme.transform(a)
        // A label has one layer: the coloured shadow's sample shows the shadow's colour.
        if scheme == .shadow { a.foreground = RGBA(RenderScheme.shadowColor(bin: scheme.bin(for: sampleIntensity))) }
        a.intensity = nil
        return a
    }

    /// Label font size: 45 % of the key height for one character, smaller for words ("space", "123").
    static func labelSize(_ label: String, frame: LayoutRect) -> Double {
        let base = label.count <= 1 ? frame.height * 0.45 : frame.height * 0.3
        return max(6, min(base, frame.width * 0.6).rounded())
    }

    /// The original's expansion caret: a filled triangle 6 × 3 at (3, 2) in the top-left corner
    /// (scaled from a 42-unit key), pointing where the popup opens.
    private func drawMarker(_ cr: OpaquePointer, frame: LayoutRect, direction: ExpandDirection, theme: SceneTheme) {
        let s = frame.height / 42 * 1.5
        let x = frame.minX + 3 * s, y = frame.minY + 2 * s, w = 6 * s, h = 3 * s
        CairoShapes.setColor(cr, theme.expansionMarker)
        switch direction {
        case .down:
            cairo_move_to(cr, x, y); cairo_line_to(cr, x + w, y); cairo_line_to(cr, x + w / 2, y + h)
        case .left:
            cairo_move_to(cr, x + h, y); cairo_line_to(cr, x + h, y + w); cairo_line_to(cr, x, y + w / 2)
        case .right:
            cairo_move_to(cr, x, y); cairo_line_to(cr, x, y + w); cairo_line_to(cr, x + h, y + w / 2)
        case .up, .grid:
            cairo_move_to(cr, x, y + h); cairo_line_to(cr, x + w, y + h); cairo_line_to(cr, x + w / 2, y)
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
