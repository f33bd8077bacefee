/// The result of hit testing a point (TextKit's `characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`).
public struct CharacterHit: Hashable, Sendable {
    /// The character under the point, or the nearest one on the nearest line (UTF-16 offset of the
    /// start of its grapheme cluster).
    public var characterIndex: Int
    /// How far through the character the point is, 0…1 in reading direction.
    public var fraction: Double
    /// Where a caret goes for this point: after the character when the point is in its trailing half.
    public var insertionIndex: Int

    public init(characterIndex: Int, fraction: Double, insertionIndex: Int) {
        self.characterIndex = characterIndex
        self.fraction = fraction
        self.insertionIndex = insertionIndex
    }
}
