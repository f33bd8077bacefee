@testable import TextEditing

/// The plain model the property tests compare the editor against: an array of (Character,
/// intensity) pairs with selection and marked range in character offsets, following UIKit's rules
/// as written in the issue.
struct ReferenceModel {
    var chars: [(Character, UInt8)] = []
    var selection: Range<Int> = 0..<0
    var marked: Range<Int>?

    var string: String { String(chars.map(\.0)) }
    var intensities: [UInt8] { chars.map(\.1) }

    func utf16(_ c: Int) -> Int { chars[..<c].reduce(0) { $0 + $1.0.utf16.count } }
    func utf16(_ r: Range<Int>) -> Range<Int> { utf16(r.lowerBound)..<utf16(r.upperBound) }

    private mutating func replace(_ r: Range<Int>, _ text: String, _ intensity: UInt8) -> Range<Int> {
        chars.replaceSubrange(r, with: text.map { ($0, intensity) })
        return r.lowerBound..<(r.lowerBound + text.count)
    }

    mutating func insert(_ text: String, _ intensity: UInt8) {
        let target = marked ?? selection
        marked = nil
        let r = replace(target, text, intensity)
        selection = r.upperBound..<r.upperBound
    }

    mutating func deleteBackward() {
        if let m = marked {
            if selection.isEmpty && selection.lowerBound <= m.lowerBound {
                marked = nil
            } else {
                let target = selection.isEmpty ? (selection.lowerBound - 1)..<selection.lowerBound : selection
                chars.removeSubrange(target)
                selection = target.lowerBound..<target.lowerBound
                let nm = m.lowerBound..<(m.upperBound - target.count)
                marked = nm.isEmpty ? nil : nm
                return
            }
        }
        if !selection.isEmpty {
            chars.removeSubrange(selection)
            selection = selection.lowerBound..<selection.lowerBound
        } else if selection.lowerBound > 0 {
            let p = selection.lowerBound - 1
            chars.remove(at: p)
            selection = p..<p
        }
    }

    mutating func select(_ r: Range<Int>) {
        if let m = marked, !(r.lowerBound >= m.lowerBound && r.upperBound <= m.upperBound) { marked = nil }
        selection = r
    }

    mutating func setMarked(_ text: String, _ sel: Range<Int>, _ intensity: UInt8) {
        let target = marked ?? selection
        let r = replace(target, text, intensity)
        if text.isEmpty {
            marked = nil
            selection = r.lowerBound..<r.lowerBound
        } else {
            marked = r
            let lo = min(sel.lowerBound, text.count), hi = min(max(lo, sel.upperBound), text.count)
            selection = (r.lowerBound + lo)..<(r.lowerBound + hi)
        }
    }

    mutating func unmark() { marked = nil }

    mutating func replaceRange(_ r: Range<Int>, _ text: String, _ intensity: UInt8) {
        marked = nil
        let n = replace(r, text, intensity)
        selection = n.upperBound..<n.upperBound
    }

    /// Reloads from the editor after undo/redo (whose result the test checks separately).
    mutating func reload(from editor: TextEditor) {
        let d = editor.document
        chars = Array(zip(Array(d.string), d.intensities.allValues))
        selection = d.characterOffset(forUTF16Offset: editor.selection.lowerBound)..<d.characterOffset(forUTF16Offset: editor.selection.upperBound)
        marked = nil
    }
}
