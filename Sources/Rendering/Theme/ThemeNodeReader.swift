import Keyboard
import TextEditing
import TextLayout

/// Reads one node object of a theme file (`heading: {…}`) into what `Theme` holds: its
/// attributes, its block-level margins and padding, and the keys only some nodes take. Every
/// value is checked here (type, finiteness, range), so a value that reaches `Theme` is usable.
struct ThemeNodeReader {
    typealias Container = KeyedDecodingContainer<AnyCodingKey>

    var attributes = ThemeAttributes()
    var blockLevel: BlockLevelAttributes?
    var indentSize: Double?
    var contourInset: Double?
    var contourSnap: Double?
    /// `image`'s thumbnail long side, pixels.
    var thumbnailSize: Int?
    /// `h1`…`h5` of a heading, by subtype.
    var subtypes: [String: ThemeNodeReader] = [:]

    init(_ c: Container, node: String) throws {
        try c.rejectUnknown(ThemeFileSchema.keys(of: node) ?? [])
        try readText(c)
        try readParagraph(c)
        try readBlock(c)
        indentSize = try c.length("indentSize")
        contourInset = try c.length("inset")
        contourSnap = try c.length("snapDistance")
        if let side = try c.number("thumbnailSize", in: 1...10_000) {
            guard let n = ImageAttachment.thumbnailSides.first(where: { Double($0) == side }) else {
                throw c.problem("thumbnailSize", "a thumbnail is 32, 64 or 160 pixels on its long side")
            }
            thumbnailSize = n
        }
        for level in ThemeFileSchema.headingLevels where c.contains(AnyCodingKey(level)) {
            subtypes[level] = try ThemeNodeReader(c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(level)),
                                                  node: "heading/" + level)
        }
    }

    private mutating func readText(_ c: Container) throws {
        if let family = try c.optional(String.self, "fontFamily") {
            guard !family.isEmpty, family.count <= 200 else {
                throw c.problem("fontFamily", "a font family is 1…200 characters")
            }
            attributes.fontFamily = family
        }
        attributes.fontSize = try c.number("fontSize", in: 0...ThemeFileSchema.maximumFontSize, positive: true)
        attributes.fontScale = try c.number("fontScale", in: 0...ThemeFileSchema.maximumFontScale, positive: true)
        attributes.bold = try c.optional(Bool.self, "bold")
        attributes.italic = try c.optional(Bool.self, "italic")
        if let t = try c.optional(String.self, "textTransform") {
            let all: [String: TextTransform] = ["uppercase": .uppercase, "lowercase": .lowercase, "capitalize": .capitalize]
            guard let v = all[t] else { throw c.problem("textTransform", "'\(t)' is not uppercase, lowercase or capitalize") }
            attributes.textTransform = v
        }
        attributes.foreground = try c.colour("foreground")
        attributes.background = try c.colour("background")
        if let u = try c.optional(Bool.self, "underline") { attributes.underline = u ? .single : nil }
        attributes.strikethrough = try c.optional(Bool.self, "strikethrough")
    }

    private mutating func readParagraph(_ c: Container) throws {
        let max = ThemeFileSchema.maximumLength
        attributes.paddingHead = try c.number("paddingHead", in: -max...max)
        attributes.paddingTail = try c.number("paddingTail", in: -max...max)
        attributes.lineHeight = try c.length("lineHeight")
        attributes.lineSpacing = try c.length("lineSpacing")
        attributes.paragraphSpacingBefore = try c.length("paragraphSpacingBefore")
    }

    private mutating func readBlock(_ c: Container) throws {
        let top = try c.length("marginTop"), bottom = try c.length("marginBottom")
        let padTop = try c.length("paddingTop"), padBottom = try c.length("paddingBottom")
        if top != nil || bottom != nil || padTop != nil || padBottom != nil {
            blockLevel = BlockLevelAttributes(marginTop: top ?? 0, marginBottom: bottom ?? 0,
                                              paddingTop: padTop ?? 0, paddingBottom: padBottom ?? 0)
        }
        guard c.contains(AnyCodingKey("blockBackground")) else { return }
        let b = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("blockBackground"))
        try b.rejectUnknown(ThemeFileSchema.blockBackgroundKeys)
        guard let fill = try b.colour("fill") else { throw b.problem("fill", "a block background needs a fill colour", missing: true) }
        let background = BlockBackground(fill: fill, border: try b.colour("border"), borderWidth: try b.length("borderWidth") ?? 1,
                                         cornerRadius: try b.length("cornerRadius") ?? 0,
                                         leadingBarWidth: try b.length("leadingBarWidth") ?? 0)
        attributes.custom[.blockBackground] = AttributeValue(background)
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// A number at `name` in `range` (finite; above zero when `positive`), or nil when absent.
    func number(_ name: String, in range: ClosedRange<Double>, positive: Bool = false) throws -> Double? {
        guard let v = try optional(Double.self, name) else { return nil }
        guard v.isFinite else { throw problem(name, "must be a finite number") }
        guard range.contains(v), !positive || v > 0 else {
            let low = positive ? "above \(Self.format(range.lowerBound))" : Self.format(range.lowerBound)
            throw problem(name, "\(Self.format(v)) is out of range (\(low)…\(Self.format(range.upperBound)))")
        }
        return v
    }

    /// A length in points, 0…`ThemeFileSchema.maximumLength`.
    func length(_ name: String) throws -> Double? {
        try number(name, in: 0...ThemeFileSchema.maximumLength)
    }

    /// A colour written `"#rrggbb"` or `"#rrggbbaa"`, or nil when absent.
    func colour(_ name: String) throws -> RGBA? {
        guard let text = try optional(String.self, name) else { return nil }
        guard let c = RGBA(themeHex: text) else { throw problem(name, "'\(text)' is not a colour (write \"#rrggbb\" or \"#rrggbbaa\")") }
        return c
    }

    /// A located value error at `name` (or at this object when the key is `missing`).
    func problem(_ name: String, _ message: String, missing: Bool = false) -> ThemeValueError {
        ThemeValueError(message: message, codingPath: missing ? codingPath : codingPath + [AnyCodingKey(name)])
    }

    private static func format(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

extension RGBA {
    /// `"#rrggbb"` (opaque) or `"#rrggbbaa"`; nil for anything else.
    init?(themeHex text: String) {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              text.dropFirst().allSatisfy(\.isHexDigit), let v = UInt32(text.dropFirst(), radix: 16) else { return nil }
        if text.count == 7 {
            self.init(hex: v)
        } else {
            self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
        }
    }
}
