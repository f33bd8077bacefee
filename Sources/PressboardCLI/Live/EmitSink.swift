import ArgumentParser
import Foundation
import Pressboard
import TextOutput

/// Where `run --emit` sends the text: a uinput virtual keyboard typing into the focused
/// application, or standard output (for pipes).
enum EmitTarget: String, ExpressibleByArgument, CaseIterable {
    case uinput, stdout
}

/// Sends every committed change of the document out as it happens: the change from the
/// previous committed text (`TextChange`: backspaces back to the first difference, then the
/// new text), so corrections and deletions reach the other application too. Marked text (a
/// compose sequence in progress) is not committed and waits.
///
/// On standard output a deletion is one BS byte (0x08) per character: a terminal shows the
/// corrected text and `col -b` resolves it in a pipe. Characters the XKB layout cannot type
/// are reported once each on stderr and left out of the keystrokes.
final class EmitSink {
    private let keyboard: UInputKeyboard?
    private let keymap: TypingKeymap?
    private var sent: String
    private var reported: Set<Character> = []

    init(target: EmitTarget, layout: KeyboardLayoutName, startingFrom text: String) throws {
        sent = text
        switch target {
        case .stdout:
            keyboard = nil
            keymap = nil
        case .uinput:
            let map = try TypingKeymap(layout)
            keymap = map
            keyboard = try UInputKeyboard(keys: map.keyCodes)
            printError("Typing into the focused application through \(keyboard?.deviceNode ?? "a uinput keyboard") (layout \(layout)).")
        }
    }

    /// The XKB layout for `--xkb-layout`, else the system's (`/etc/default/keyboard`), else `us`.
    static func layout(option: String?, defaultKeyboardFile: String = "/etc/default/keyboard") -> KeyboardLayoutName {
        if let option { return KeyboardLayoutName(spelling: option) }
        guard let data = FileManager.default.contents(atPath: defaultKeyboardFile),
              let name = KeyboardLayoutName(defaultKeyboardFile: String(decoding: data, as: UTF8.self)) else { return .us }
        return name
    }

    /// The session's committed text: the document without its marked range.
    static func committedText(_ session: Session) -> String {
        let doc = session.editor.document
        guard let marked = session.editor.markedRange, !marked.isEmpty else { return doc.string }
        return doc.string(inUTF16Range: 0..<marked.lowerBound) + doc.string(inUTF16Range: marked.upperBound..<doc.utf16Count)
    }

    /// Sends what changed since the last call.
    func update(_ session: Session) throws {
        let now = Self.committedText(session)
        let change = TextChange(from: sent, to: now)
        guard !change.isEmpty else { return }
        if let keyboard, let keymap {
            let sequence = KeySequence(change, keymap: keymap)
            for c in sequence.untypable where reported.insert(c).inserted {
                let code = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                printError("warning: the XKB layout \(keymap.name) cannot type \"\(c)\" (\(code)); it stays in the document but is not sent.")
            }
            try keyboard.type(sequence.strokes)
        } else {
            writeStandardOutput(String(repeating: "\u{8}", count: change.deletions) + change.insertion)
        }
        sent = now
    }
}
