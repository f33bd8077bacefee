import FoundationEssentials
import Intensity
import Keyboard
import Rendering
import Testing
import TouchInput
@testable import Pressboard

/// Mouse clicks in a window become touchscreen contacts the session types with.
@Suite struct PointerTouchscreenTests {
    /// A session on the pointer device of an 800 × 600 window, the scene full window.
    static func session(width: Int = 800, height: Int = 600) throws -> (Session, PointerTouchscreen) {
        let pointer = PointerTouchscreen(width: width, height: height)
        let keyset = try SessionFixtures.keyset("english")
        var config = SessionConfiguration()
        config.placeOnScreen(of: pointer.deviceDescription, keyboardRows: KeyboardGeometry(keyset: keyset).height)
        return (Session(description: pointer.deviceDescription, keyset: keyset, configuration: config), pointer)
    }

    /// Clicks (down, 80 ms, up) at the window pixel of each character's key centre.
    static func click(_ text: String, session: Session, pointer: inout PointerTouchscreen, width: Int, height: Int) throws {
        var t: Int64 = 5_000_000
        for c in text {
            let box = try #require(session.keyboard.layout.keyBoxes()[c])
            let p = session.keyboard.mapping.normalisedPoint(keyboardX: box.centerX, keyboardY: box.centerY)
            let x = p.x * Double(width), y = p.y * Double(height)
            for e in pointer.events(.down, id: 0, x: x, y: y, width: width, height: height, time: Timestamp(microseconds: t)) { session.feed(e) }
            t += 80_000
            for e in pointer.events(.up, id: 0, x: x, y: y, width: width, height: height, time: Timestamp(microseconds: t)) { session.feed(e) }
            t += 200_000
        }
        session.finish(at: Timestamp(microseconds: t + 1_000_000))
    }

    @Test func clicksOnKeysTypeText() throws {
        var (session, pointer) = try Self.session()
        #expect(pointer.deviceDescription.classification.kind == .touchscreen)
        try Self.click("hello world", session: session, pointer: &pointer, width: 800, height: 600)
        #expect(session.editor.document.string == "Hello world") // auto-capitalised at the start
    }

    @Test func aResizedWindowStillMapsOntoTheScene() throws {
        var (session, pointer) = try Self.session(width: 800, height: 600)
        try Self.click("pressure", session: session, pointer: &pointer, width: 1280, height: 720)
        #expect(session.editor.document.string == "Pressure")
    }

    @Test func liftsAndMovesOfUnknownContactsSendNothing() {
        var pointer = PointerTouchscreen(width: 100, height: 100)
        let t = Timestamp(microseconds: 0)
        #expect(pointer.events(.up, id: 3, x: 1, y: 1, width: 100, height: 100, time: t).isEmpty)
        #expect(pointer.events(.moved, id: 3, x: 1, y: 1, width: 100, height: 100, time: t).isEmpty)
        let down = pointer.events(.down, id: 3, x: .nan, y: 500, width: 100, height: 100, time: t)
        #expect(down.last?.type == EventType.syn && down.contains { $0.code == KeyCode.touch && $0.value == 1 })
        #expect(down.contains { $0.code == AbsCode.mtPositionY && $0.value == PointerTouchscreen.axisMaximum })
        // A second finger does not repeat BTN_TOUCH; the first lift does not release it.
        #expect(!pointer.events(.down, id: 4, x: 5, y: 5, width: 100, height: 100, time: t).contains { $0.code == KeyCode.touch })
        #expect(!pointer.events(.up, id: 3, x: 5, y: 5, width: 100, height: 100, time: t).contains { $0.code == KeyCode.touch })
        #expect(pointer.events(.up, id: 4, x: 5, y: 5, width: 100, height: 100, time: t).contains { $0.code == KeyCode.touch && $0.value == 0 })
    }
}

/// SDL finger pressure reaches the session when the pointer device is made with a pressure axis.
@Suite struct PointerPressureTests {
    /// The decoded pressure of each frame's first contact for one finger press.
    static func pressures(_ pointer: inout PointerTouchscreen, _ values: [Double?]) -> [Int32?] {
        var decoder = MultitouchDecoder(description: pointer.deviceDescription)
        var out: [Int32?] = []
        for (i, p) in values.enumerated() {
            let phase: PointerPhase = i == 0 ? .down : .moved
            for e in pointer.events(phase, id: 7, x: 50, y: 50, width: 100, height: 100,
                                    time: Timestamp(microseconds: Int64(i) * 10_000), pressure: p)
            where decoder.feed(e) { out.append(decoder.frame.contacts.first?.pressure) }
        }
        return out
    }

    @Test func fingerPressureIsSentOnAPressureDevice() {
        var pointer = PointerTouchscreen(width: 100, height: 100, reportsPressure: true)
        #expect(InterpreterDecision(device: pointer.deviceDescription).kind == .pressure)
        #expect(Self.pressures(&pointer, [0.25, 0.5, 0.75]) == [256, 512, 768])
    }

    @Test func theMouseOnlyDeviceHasNoPressureAndKeepsDuration() {
        var pointer = PointerTouchscreen(width: 100, height: 100)
        #expect(InterpreterDecision(device: pointer.deviceDescription).kind == .duration)
        #expect(Self.pressures(&pointer, [0.25, 0.5]) == [nil, nil])
    }

    @Test func aContactAsksForTheOtherDeviceOnlyWhenNothingIsDown() {
        var plain = PointerTouchscreen(width: 100, height: 100)
        #expect(plain.wantsOtherDevice(forNewContactWith: 0.4))
        #expect(!plain.wantsOtherDevice(forNewContactWith: nil))
        #expect(!plain.wantsOtherDevice(forNewContactWith: 1.0))
        _ = plain.events(.down, id: 0, x: 5, y: 5, width: 100, height: 100, time: Timestamp(microseconds: 0))
        #expect(!plain.wantsOtherDevice(forNewContactWith: 0.4)) // the mouse is down: no switch mid-touch
        let withPressure = PointerTouchscreen(width: 100, height: 100, reportsPressure: true)
        #expect(withPressure.wantsOtherDevice(forNewContactWith: nil)) // the mouse would read a stale pressure
        #expect(!withPressure.wantsOtherDevice(forNewContactWith: 0.6))
    }

    /// A session on the pressure pointer: finger taps on one key, each held 80 ms at its SDL pressure.
    @Test func firmerFingersTypeHeavierCharacters() throws {
        var pointer = PointerTouchscreen(width: 800, height: 600, reportsPressure: true)
        let keyset = try SessionFixtures.keyset("english")
        var config = SessionConfiguration()
        config.placeOnScreen(of: pointer.deviceDescription, keyboardRows: KeyboardGeometry(keyset: keyset).height)
        let session = Session(description: pointer.deviceDescription, keyset: keyset, configuration: config)
        let box = try #require(session.keyboard.layout.keyBoxes()["m"])
        let p = session.keyboard.mapping.normalisedPoint(keyboardX: box.centerX, keyboardY: box.centerY)
        var t: Int64 = 1_000_000
        for (i, pressure) in [0.15, 0.5, 0.9].enumerated() {
            let id = Int64(i + 1)
            for phase in [PointerPhase.down, .moved, .up] {
                for e in pointer.events(phase, id: id, x: p.x * 800, y: p.y * 600, width: 800, height: 600,
                                        time: Timestamp(microseconds: t), pressure: pressure) { session.feed(e) }
                t += 40_000
            }
            t += 200_000
        }
        session.finish(at: Timestamp(microseconds: t + 1_000_000))
        let doc = session.editor.document
        let levels = doc.intensities(inUTF16Range: 0..<doc.utf16Count)
        #expect(session.editor.document.string.lowercased() == "mmm")
        #expect(levels.count == 3 && levels[0] < levels[1] && levels[1] < levels[2], "intensities \(levels)")
    }

    @Test func sdlsConstantPressuresAreNotMeasurements() {
        #expect(!PointerTouchscreen.isRealPressure(nil))
        #expect(!PointerTouchscreen.isRealPressure(1.0))
        #expect(!PointerTouchscreen.isRealPressure(0))
        #expect(!PointerTouchscreen.isRealPressure(.nan))
        #expect(PointerTouchscreen.isRealPressure(0.4))
    }
}

/// The copy key hands the document's text to whoever shows the session (the clipboard).
@Suite struct CopyKeySessionTests {
    @Test func copyKeyGivesTheDocumentText() throws {
        let text = """
        {id: "c", name: "C", locale: "en", defaultPage: "one",
         pages: [{id: "one", rows: [["h", "i", {action: "copy"}]]}]}
        """
        let keyset = try KeysetDecoder().decode(Data(text.utf8), file: "copy.json5")
        var pointer = PointerTouchscreen(width: 800, height: 600)
        var config = SessionConfiguration()
        config.placeOnScreen(of: pointer.deviceDescription, keyboardRows: KeyboardGeometry(keyset: keyset).height)
        let session = Session(description: pointer.deviceDescription, keyset: keyset, configuration: config)
        var copied: [String] = []
        session.onCopy = { copied.append($0) }
        var t: Int64 = 1_000_000
        for label in ["h", "i", "copy"] {
            let page = session.keyboard.layout
            let key = try #require(page.keys.first { $0.key.label == label })
            let p = session.keyboard.mapping.normalisedPoint(keyboardX: key.cell.centerX, keyboardY: key.cell.centerY)
            for phase in [PointerPhase.down, .up] {
                for e in pointer.events(phase, id: 0, x: p.x * 800, y: p.y * 600, width: 800, height: 600, time: Timestamp(microseconds: t)) { session.feed(e) }
                t += 80_000
            }
            t += 200_000
        }
        session.finish(at: Timestamp(microseconds: t + 1_000_000))
        #expect(copied == ["Hi"])
        #expect(session.editor.document.string == "Hi")
    }
}
