/// A font weight on Pango's (and CSS's) scale: 100 thin … 400 normal … 700 bold … 900 heavy.
///
/// Intensity render schemes map an intensity (0…100) to one of the nine steps, so the value is kept
/// as the raw number Pango takes, clamped to 100…1000.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: Int

    public init(_ value: Int) {
        self.value = min(1000, max(100, value))
    }

    public static let thin = FontWeight(100)
    public static let ultraLight = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let ultraBold = FontWeight(800)
    public static let heavy = FontWeight(900)

    /// The nine steps 100, 200, … 900 in order, for schemes that bin intensities.
    public static let steps: [FontWeight] = (1...9).map { FontWeight($0 * 100) }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    public var description: String { "\(value)" }
}
