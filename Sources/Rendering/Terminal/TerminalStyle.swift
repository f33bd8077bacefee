/// How one terminal cell is drawn: SGR attributes and optional 24-bit colours.
///
/// Colours are dropped when the screen is drawn without colour (`NO_COLOR`), so a style may
/// always carry them; bold, dim, italic, underline, strikethrough and reverse video stay.
public struct TerminalStyle: Hashable, Sendable {
    /// 8-bit RGB (the `ESC[38;2;r;g;bm` form).
    public struct Colour: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// A colour from components 0…1 (clamped), composited over `background` by `alpha`.
        public init(red r: Double, green g: Double, blue b: Double, alpha: Double = 1, over background: Colour = .white) {
            func mix(_ c: Double, _ under: UInt8) -> UInt8 {
                let a = min(1, max(0, alpha.isFinite ? alpha : 1))
                let v = min(1, max(0, c.isFinite ? c : 0)) * a + Double(under) / 255 * (1 - a)
                return UInt8((v * 255).rounded())
            }
            self.init(red: mix(r, background.red), green: mix(g, background.green), blue: mix(b, background.blue))
        }

        public static let white = Colour(red: 255, green: 255, blue: 255)
        public static let black = Colour(red: 0, green: 0, blue: 0)
    }

    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var strikethrough = false
    public var reverse = false
    public var foreground: Colour?
    public var background: Colour?

    public init(bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
                strikethrough: Bool = false, reverse: Bool = false, foreground: Colour? = nil, background: Colour? = nil) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }

    public static let plain = TerminalStyle()

    /// This style without colours (what a `NO_COLOR` screen draws).
    public var withoutColour: TerminalStyle {
        var s = self
        s.foreground = nil
        s.background = nil
        return s
    }

    /// The complete SGR sequence for this style, starting from a reset (`ESC[0;…m`), so a
    /// line never depends on what the terminal had before it.
    public var escape: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if strikethrough { codes.append("9") }
        if let f = foreground { codes.append("38;2;\(f.red);\(f.green);\(f.blue)") }
        if let b = background { codes.append("48;2;\(b.red);\(b.green);\(b.blue)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
