import Testing
@testable import TouchInput

/// A serial Wacom tablet PC node: pen (tool keys, ABS_X/Y/PRESSURE) and two-finger MT on one
/// node. Hand-written traces on the fixture description.
@Suite struct PenAndTouchTests {
    let device: DeviceDescription

    init() throws { device = try Fixtures.device("pen-and-touch.evemu") }

    @Test func classificationSaysPenAndTouch() {
        let c = device.classification
        #expect(c.protocolKind == .penAndTouch)
        #expect(c.kind == .touchscreen)
        #expect(c.reasons.contains { $0.contains("BTN_TOOL_PEN") && $0.contains("BTN_TOOL_FINGER") && $0.contains("one node") })
    }

    /// Two fingers type through the slots (with the pointer emulation the driver adds).
    @Test func fingersDecodeThroughTheSlots() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 5); s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 200)
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 6); s.abs(AbsCode.mtPositionX, 700); s.abs(AbsCode.mtPositionY, 800)
        s.key(KeyCode.touch, 1); s.key(KeyCode.toolDoubleTap, 1); s.abs(AbsCode.x, 2560); s.abs(AbsCode.y, 3200)
        s.report()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, -1); s.report()
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, -1); s.key(KeyCode.touch, 0); s.report()
        let frames = s.frames(device)
        #expect(frames.map(summary) == [["1:began@100,200", "2:began@700,800"], ["1:ended@100,200", "2:stationary@700,800"], ["2:ended@700,800"]])
        #expect(frames.allSatisfy { $0.contacts.allSatisfy { $0.tool == .finger && $0.pressure == nil } })
    }

    /// The pen: proximity by BTN_TOOL_PEN, tip by BTN_TOUCH, pressure on ABS_PRESSURE.
    @Test func thePenDecodesThroughItsToolKeys() {
        var s = EventScript()
        s.key(KeyCode.toolPen, 1); s.abs(AbsCode.x, 5000); s.abs(AbsCode.y, 6000); s.report()
        s.key(KeyCode.touch, 1); s.abs(AbsCode.pressure, 128); s.report()
        s.abs(AbsCode.pressure, 200); s.report()
        s.key(KeyCode.touch, 0); s.abs(AbsCode.pressure, 0); s.report()
        s.key(KeyCode.toolPen, 0); s.report()
        let pen = s.frames(device).flatMap(\.contacts)
        #expect(pen.map(\.phase) == [.began, .moved, .ended])
        #expect(pen.allSatisfy { $0.tool == .pen && $0.x == 5000 })
        #expect(abs((pen[1].normalisedPressure ?? 0) - 200.0 / 255) < 1e-12)
    }

    /// Touch arbitration: a finger down when the pen comes near is cancelled once; a finger
    /// landing while the pen is near is never reported; after the pen leaves, fingers type.
    @Test func fingersAreCancelledWhileThePenIsNear() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 300); s.abs(AbsCode.mtPositionY, 300)
        s.key(KeyCode.touch, 1); s.report()
        s.key(KeyCode.toolPen, 1); s.abs(AbsCode.x, 9000); s.abs(AbsCode.y, 9000); s.report()            // pen near
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtPositionX, 310); s.report()                               // palm moves
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 500); s.report() // new palm touch
        s.abs(AbsCode.x, 9100); s.report()
        s.key(KeyCode.toolPen, 0); s.report()                                                                // pen leaves
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, -1); s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, -1)
        s.key(KeyCode.touch, 0); s.report()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 3); s.abs(AbsCode.mtPositionX, 600); s.key(KeyCode.touch, 1); s.report()
        s.abs(AbsCode.mtTrackingID, -1); s.key(KeyCode.touch, 0); s.report()
        let frames = s.frames(device)
        let fingers = frames.flatMap { $0.contacts.filter { $0.tool == .finger } }
        #expect(fingers.map { "\($0.id):\($0.phase.rawValue)" } == ["1:began", "1:cancelled", "3:began", "3:ended"])
        // The hovering pen made no contact (no tip).
        #expect(!frames.flatMap(\.contacts).contains { $0.tool == .pen })
    }

    /// A pen whose proximity bit never clears must not block typing for ever: after a second
    /// without pen events fingers are accepted again, with a warning naming the device and code.
    @Test func aPenStuckInProximityStopsBlockingFingers() {
        var s = EventScript()
        s.key(KeyCode.toolPen, 1); s.abs(AbsCode.x, 9000); s.report()
        s.step = 600_000
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 300); s.report()   // blocked
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 400); s.report()                             // > 1 s later
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        var decoder = MultitouchDecoder(description: device)
        var contacts: [Contact] = []
        for e in s.events where decoder.feed(e) { contacts += decoder.frame.contacts }
        #expect(contacts.map { "\($0.id):\($0.phase.rawValue)" } == ["2:began", "2:ended"])
        #expect(decoder.warnings.count == 1)
        #expect(decoder.warnings.first?.contains("Wacom Serial Penabled 2FG Touchscreen") == true)
        #expect(decoder.warnings.first?.contains("BTN_TOOL_PEN") == true)
    }
}
