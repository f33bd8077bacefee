import IntensityStyle

/// The accessory, as IntensityAttributingKit had it: a row of keys between the suggestions bar
/// and the keyboard — the intensity key (shows the live or last press's intensity; pressing it
/// sets the manual intensity and applies it to the selection), the intensity slider, and two
/// expanding keys choosing the render scheme and the smoothing unit. It is made of ordinary key
/// actions (`intensityKey`, `intensitySlider`, `scheme:`, `smoothing:`), so the engine measures,
/// opens popups and replays it like any row, and keysets may place the same keys themselves.
public enum AccessoryRow {
    /// The smoothing units offered (the original's Char, Word, S, P).
    public static let smoothingUnits: [SmoothingUnit] = [.character, .word, .sentence, .paragraph]

    /// The row for a keyboard `width` key units wide: intensity key 15 %, slider 45 %, scheme and
    /// smoothing keys 20 % each. The seven schemes open as a grid over the key (rows of five
    /// rising above the row), which fits whatever the keyboard's height; the four units below.
    public static func row(width: Double) -> KeyRow {
        let w = max(1, width)
        let scheme = Key(label: "Aa", action: .scheme(.weight), width: w * 0.2,
                         alternatives: RenderScheme.allCases.map { KeyAlternative(label: "abc", action: .scheme($0)) },
                         open: .immediate, expand: .grid)
        let smoothing = Key(label: "unit", action: .smoothing(.character), width: w * 0.2,
                            alternatives: smoothingUnits.map { KeyAlternative(label: $0.shortLabel, action: .smoothing($0)) },
                            open: .immediate, expand: .down)
        return KeyRow(items: [
            .key(Key(label: "–", action: .intensityKey, width: w * 0.15)),
            .key(Key(label: "intensity", action: .intensitySlider, width: w * 0.45)),
            .key(scheme),
            .key(smoothing),
        ])
    }
}

extension SmoothingUnit {
    /// The original's short labels: Char, Word, S, L, P, M.
    public var shortLabel: String {
        switch self {
        case .character: "Char"
        case .word: "Word"
        case .sentence: "S"
        case .line: "L"
        case .paragraph: "P"
        case .document: "M"
        }
    }
}

extension Keyset {
    /// This keyset with the accessory row on top of every page.
    public func withAccessoryRow() -> Keyset {
        var k = self
        let row = AccessoryRow.row(width: width)
        for p in k.pages.indices { k.pages[p].rows.insert(row, at: 0) }
        return k
    }
}
