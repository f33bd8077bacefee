/// One node on the path from the root to a piece of text: its type and its own indent level.
public struct ThemeNode: Hashable, Sendable {
    public var type: ThemeNodeType
    /// Indent levels this node adds; levels along the path are summed (web Lexical's behaviour,
    /// fixing iOS Lexical's child-overwrites-parent flaw).
    public var indent: Int

    public init(_ type: ThemeNodeType, indent: Int = 0) {
        self.type = type
        self.indent = indent
    }
}
