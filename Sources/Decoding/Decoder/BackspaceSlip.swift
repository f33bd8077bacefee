import Suggestions

/// A Backspace tapped inside a word, right after a letter (`WordDecoder.decode(_:across:)`): the
/// letter it deleted, where that letter and the Backspace were tapped (keyboard units), and
/// where in the word the letter stood.
public struct BackspaceSlip: Sendable, Hashable {
    public var deleted: Character
    public var deletedTap: TapPoint
    public var backspaceTap: TapPoint
    /// How many of the word's letters stand before the deleted one.
    public var index: Int

    public init(deleted: Character, deletedTap: TapPoint, backspaceTap: TapPoint, index: Int) {
        self.deleted = deleted
        self.deletedTap = deletedTap
        self.backspaceTap = backspaceTap
        self.index = index
    }
}
