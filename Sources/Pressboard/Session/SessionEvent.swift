import Keyboard
import TouchInput

/// One thing the session did, for logs, `replay --json` and `--frames`: a keyboard action and
/// what the editor's text became.
public struct SessionEvent: Sendable, Hashable {
    public var output: KeyboardOutput
    /// True when the action changed the document (text, delete, newline, compose, suggestion).
    public var changedDocument: Bool

    public init(output: KeyboardOutput, changedDocument: Bool) {
        self.output = output
        self.changedDocument = changedDocument
    }
}
