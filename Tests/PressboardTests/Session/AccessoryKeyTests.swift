import Testing
import IntensityStyle
import Keyboard
import TextEditing
import TouchInput
@testable import Pressboard

/// The accessory's key actions through a whole session: `scheme:`, `smoothing:` (document display
/// options, undoably) and the intensity key (manual intensity, applied to the selection).
@Suite struct AccessoryKeyTests {
    final class Rig {
        let session: Session
        var time: Int64 = 1_000_000
        var nextID = 1

        init() throws {
            let device = try #require(try TraceFile.readAll(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description)
            let keyset = try KeysetLibrary(directories: [SessionFixtures.fixture("keysets")]).load(id: "accessory-test")
            var config = SessionConfiguration()
            config.placeOnScreen(of: device, keyboardRows: KeyboardGeometry(keyset: keyset).height)
            config.suggestions.suggestionsEnabled = false
            session = Session(description: device, keyset: keyset, configuration: config, suggestionsBar: nil)
        }

        /// A 60 ms press with `pressure` (0…255) at the centre of the first key whose action matches.
        func tap(_ match: (KeyAction) -> Bool, pressure: Int32 = 120) throws {
            let page = session.keyboard.layout
            let i = try #require(page.firstKey { match($0.action) })
            let f = page.keys[i].frame
            let p = session.keyboard.mapping.normalisedPoint(keyboardX: f.centerX, keyboardY: f.centerY)
            let id = nextID
            nextID += 1
            func contact(_ phase: ContactPhase) -> Contact {
                Contact(id: id, phase: phase, x: Int32(p.x * 3096), y: Int32(p.y * 1932), normalisedX: p.x, normalisedY: p.y,
                        pressure: pressure, normalisedPressure: Double(pressure) / 255)
            }
            session.handle(Frame(time: Timestamp(microseconds: time), contacts: [contact(.began)]))
            time += 60_000
            session.handle(Frame(time: Timestamp(microseconds: time), contacts: [contact(.ended)]))
            time += 150_000
        }
    }

    @Test func schemeAndSmoothingKeysChangeTheDocumentsOptionsUndoably() throws {
        let rig = try Rig()
        try rig.tap { $0 == .text("a") }
        try rig.tap { $0 == .scheme(.hue) }
        try rig.tap { $0 == .smoothing(.word) }
        let editor = rig.session.editor
        #expect(editor.document.options.renderScheme == .hue)
        #expect(editor.document.options.smoothing == .word)
        #expect(editor.document.string == "A")   // auto-capitalised
        editor.undo()
        #expect(editor.document.options.smoothing == .character)
        #expect(editor.document.options.renderScheme == .hue)
        editor.undo()
        #expect(editor.document.options.renderScheme == .weight)
        #expect(editor.document.string == "A")   // auto-capitalised
        editor.redo()
        #expect(editor.document.options.renderScheme == .hue)
    }

    @Test func theIntensityKeySetsTheManualIntensityAndAppliesItToTheSelection() throws {
        let rig = try Rig()
        try rig.tap({ $0 == .text("a") }, pressure: 40)
        try rig.tap({ $0 == .text("b") }, pressure: 40)
        let before = rig.session.editor.document.intensities.allValues
        rig.session.editor.setSelection(0..<rig.session.editor.document.utf16Count)
        try rig.tap({ $0 == .intensityKey }, pressure: 250)
        let manual = try #require(rig.session.keyboard.manualIntensity)
        let after = rig.session.editor.document.intensities.allValues
        #expect(after == [UInt8(manual), UInt8(manual)])
        #expect(after != before)
        #expect(rig.session.editor.document.string == "Ab")
    }

    @Test func keysetAlternativesMayChooseSchemes() throws {
        let keyset = try KeysetLibrary(directories: [SessionFixtures.fixture("keysets")]).load(id: "accessory-test")
        let key = try #require(keyset.pages[0].keys.first { $0.action == .scheme(.weight) })
        #expect(key.alternatives.map(\.action) == [.scheme(.weight), .scheme(.alpha), .scheme(.size)])
        #expect(key.alternatives.map(\.label) == ["weight", "alpha", "size"])
        #expect(KeyAction(spelling: "scheme:hueGYR") == .scheme(.hue))
        #expect(KeyAction(spelling: "smoothing:S") == nil)
        #expect(KeyAction.scheme(.size).spelling == "scheme:size")
    }
}
