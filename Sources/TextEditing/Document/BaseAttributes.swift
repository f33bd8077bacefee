/// Typographic attributes that do not depend on intensity: point size and four flags.
///
/// Matches the original's bit set (size in bits 0–7, bold 0x100, italic 0x200, underline 0x400,
/// strikethrough 0x800) so ``rawValue`` is what archives store.
public struct BaseAttributes: Hashable, Sendable, Codable {
    /// Base point size, 1…255; the render scheme may vary it (FontSize scheme: base − 5 … base + 4).
    public var size: UInt8
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    public var strikethrough: Bool

    /// The original's default: 20 pt, no flags.
    public static let `default` = BaseAttributes(size: 20)

    public init(size: UInt8 = 20, bold: Bool = false, italic: Bool = false, underline: Bool = false, strikethrough: Bool = false) {
        self.size = max(1, size)
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// The packed form used in archives.
    public var rawValue: Int {
        Int(size) | (bold ? 0x100 : 0) | (italic ? 0x200 : 0) | (underline ? 0x400 : 0) | (strikethrough ? 0x800 : 0)
    }

    /// Unpacks an archived value; nil when the size is 0 or unknown bits are set.
    public init?(rawValue: Int) {
        guard rawValue & ~0xFFF == 0, rawValue & 0xFF != 0 else { return nil }
        self.init(size: UInt8(rawValue & 0xFF), bold: rawValue & 0x100 != 0, italic: rawValue & 0x200 != 0,
                  underline: rawValue & 0x400 != 0, strikethrough: rawValue & 0x800 != 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let raw = try c.decode(Int.self)
        guard let value = BaseAttributes(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "invalid base attributes \(raw)")
        }
        self = value
    }
}
