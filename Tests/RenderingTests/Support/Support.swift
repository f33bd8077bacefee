import Glibc
import IntensityStyle
import FoundationEssentials
@testable import Keyboard
import Suggestions
import TextEditing
import TextLayout
@testable import Rendering

/// Paths and scene builders shared by the rendering tests.
enum Fixture {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.last, last != "Tests" { parts.removeLast() }
        parts.removeLast()
        return parts.joined(separator: "/")
    }()

    static var goldens: String { root + "/Tests/Fixtures/goldens" }
    static var images: String { root + "/Tests/Fixtures/images" }

    /// A new empty folder under /tmp.
    static func tempDirectory() -> String {
        var template = Array("/tmp/pressboard-rendering-XXXXXX".utf8CString)
        _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func keyset(_ id: String) throws -> Keyset {
        try KeysetLibrary(directories: [root + "/Keysets"]).load(id: id)
    }

    /// A document whose intensities ramp 0…100 across its characters (the original's sample
    /// generator: trunc((i/(n−1) + 0.001)·100)).
    static func ramp(_ text: String, options: DocumentOptions = DocumentOptions(), bold: Bool = false) -> IntensityDocument {
        let n = text.count
        let values = (0..<n).map { i in UInt8(min(100, Int((Double(i) / Double(max(1, n - 1)) + 0.001) * 100))) }
        let fragment = DocumentFragment(string: text, intensities: values, attributes: [.init(count: n, value: BaseAttributes(size: 20, bold: bold))])
        return IntensityDocument(fragment, options: options)
    }

    /// The english keyset's keyboard, with the given visual state changes.
    static func keyboard(shift: ShiftState = .off, pressed: [(String, Int)] = [], popupOn: String? = nil, selected: Int? = nil) throws -> KeyboardSnapshot {
        let geometry = KeyboardGeometry(keyset: try keyset("english"))
        let page = geometry.pages[0]
        func index(_ label: String) -> Int { page.keys.firstIndex { $0.key.label == label }! }
        var popups: [KeyboardVisualState.OpenPopup] = []
        if let p = popupOn {
            let i = index(p)
            popups.append(.init(page: 0, keyIndex: i, contact: 9, layout: geometry.popups[0][i]!, selected: selected, intensity: 50))
        }
        let state = KeyboardVisualState(
            pageID: page.pageID, pageIndex: 0, shift: shift, latchReturnPage: nil,
            pressed: pressed.enumerated().map { .init(page: 0, keyIndex: index($0.element.0), contact: $0.offset, intensity: $0.element.1, isOutside: false) },
            popups: popups, manualIntensity: nil)
        return KeyboardSnapshot(geometry: geometry, state: state)
    }

    /// The full scene: a ramped sentence, a marked word, three suggestions, a keyboard with a
    /// pressed key and an open popup.
    static func fullScene(width: Int = 800, height: Int = 600, scheme: RenderScheme = .weight, time: Double = 0) throws -> SceneSnapshot {
        let doc = ramp("The quick brown fox jumps over the lazy dog. Pressure makes heavier letters!\nSecond paragraph, typed softly.",
                       options: DocumentOptions(renderScheme: scheme))
        let n = doc.utf16Count
        return SceneSnapshot(
            document: doc, selection: n..<n, markedRange: (n - 7)..<(n - 1),
            suggestions: [SuggestionCell(text: "softly", isAutocorrect: true), SuggestionCell(text: "softy"), SuggestionCell(text: "software")],
            keyboard: try keyboard(shift: .manual, pressed: [("g", 70), ("h", 20)], popupOn: "e", selected: 2),
            width: width, height: height, time: time)
    }
}

/// Compares two images pixel by pixel: the share of pixels whose channels differ by more than
/// `tolerance` (0…255).
func differingFraction(_ a: ImageCanvas, _ b: ImageCanvas, tolerance: Int) -> Double {
    guard a.width == b.width, a.height == b.height else { return 1 }
    var bad = 0
    a.withPixels { pa, sa in
        b.withPixels { pb, sb in
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let u = pa.load(fromByteOffset: y * sa + x * 4, as: UInt32.self)
                    let v = pb.load(fromByteOffset: y * sb + x * 4, as: UInt32.self)
                    for shift in stride(from: 0, to: 32, by: 8) {
                        if abs(Int((u >> UInt32(shift)) & 0xFF) - Int((v >> UInt32(shift)) & 0xFF)) > tolerance { bad += 1; break }
                    }
                }
            }
        }
    }
    return Double(bad) / Double(a.width * a.height)
}
