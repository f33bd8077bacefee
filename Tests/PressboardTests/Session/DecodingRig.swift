import Testing
import Keyboard
import Suggestions
import TextEditing
import TouchInput
@testable import Pressboard

/// A session with the word decoder on, the English keyset on the touchscreen fixture, driven by
/// taps through the keyboard engine at points in keyboard units (the slips the decoder reads
/// back come from where taps land).
final class DecodingRig {
    let session: Session
    var time: Int64 = 1_000_000
    var nextID = 1

    init(autocorrect: Bool = true) throws {
        let device = try #require(try TraceFile.readAll(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description)
        let keyset = try SessionFixtures.keyset("english")
        var config = SessionConfiguration()
        config.placeOnScreen(of: device, keyboardRows: KeyboardGeometry(keyset: keyset).height)
        config.suggestions.autocorrectEnabled = autocorrect
        session = Session(description: device, keyset: keyset, configuration: config,
                          suggestionsBar: SessionFixtures.bar(for: keyset, settings: config.suggestions))
        session.enableDecoding()
    }

    /// A tap held `hold` µs (60 ms: a tap) at a point in keyboard units, then a pause.
    func tap(_ x: Double, _ y: Double, hold: Int64 = 60_000) {
        let p = session.keyboard.mapping.normalisedPoint(keyboardX: x, keyboardY: y)
        let id = nextID
        nextID += 1
        for (phase, dt) in [(ContactPhase.began, hold), (.ended, 200_000)] {
            session.handle(Frame(time: Timestamp(microseconds: time), contacts: [
                Contact(id: id, phase: phase, x: Int32(p.x * 3096), y: Int32(p.y * 1932), normalisedX: p.x, normalisedY: p.y,
                        pressure: 120, normalisedPressure: 120.0 / 255)]))
            time += dt
        }
    }

    /// Taps where `text`'s keys are on the letters page, whatever page is shown (the finger
    /// aims at the letters it means).
    func aim(_ text: String) throws {
        let boxes = session.keyboard.geometry.pages[0].keyBoxes()
        for c in text {
            let b = try #require(boxes[Character(c.lowercased())], "no key for \(c)")
            tap(b.centerX, b.centerY)
        }
    }

    /// Taps the keys of `text` on the page shown.
    func type(_ text: String) throws {
        for c in text {
            let b = try #require(session.keyboard.layout.keyBoxes()[c], "no key for \(c) on \(session.keyboard.layout.pageID)")
            tap(b.centerX, b.centerY)
        }
    }

    /// The `123` key (bottom left, 1.5 keys wide, rows 3…4): `dy` row heights below its top.
    func tapNumbersKey(dy: Double) { tap(0.75, 3 + dy) }

    var text: String { session.editor.document.string }
}
