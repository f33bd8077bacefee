import Testing
import PropertyBased
@testable import TouchInput

/// Invariants of the decoder over arbitrary event streams, including nonsense.
@Suite struct DecoderPropertyTests {
    /// Events drawn from the codes a touchscreen uses, with hostile values.
    static let event = zip(Gen.int(in: 0...13), Gen.int(in: -3...40)).map { (kind: Int, v: Int) -> InputEvent in
            let t = Timestamp(microseconds: 1)
            switch kind {
            case 0, 1: return InputEvent(time: t, type: EventType.syn, code: SynCode.report, value: 0)
            case 2: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtSlot, value: Int32(v / 3))
            case 3: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtTrackingID, value: Int32(v % 5 - 1))
            case 4: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtPositionX, value: Int32(v * 30))
            case 5: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtPositionY, value: Int32(v * 12))
            case 6: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtPressure, value: Int32(v * 9))
            case 7: return InputEvent(time: t, type: EventType.abs, code: AbsCode.mtToolType, value: Int32(v % 3))
            case 8: return InputEvent(time: t, type: EventType.syn, code: SynCode.dropped, value: 0)
            case 9: return InputEvent(time: t, type: EventType.syn, code: SynCode.mtReport, value: 0)
            case 10: return InputEvent(time: t, type: EventType.key, code: KeyCode.touch, value: Int32(v & 1))
            case 11: return InputEvent(time: t, type: EventType.abs, code: AbsCode.pressure, value: Int32(v * 9))
            case 12: return InputEvent(time: t, type: EventType.key, code: KeyCode.toolPen, value: Int32(v & 1))
            default: return InputEvent(time: t, type: EventType.abs, code: AbsCode.x, value: Int32(v * 100))
            }
    }

    static let devices: [DeviceDescription] = [Devices.touchscreen(slots: 4), Devices.protocolA(), Devices.singleTouch(btnTouch: true), Devices.pen()]

    @Test func everyContactLivesOnceAndEndsOnce() async {
        await propertyCheck(count: 300, input: Self.event.array(of: 0...300), Gen.int(in: 0...3), Gen.bool) { events, which, live in
            let d = Self.devices[which]
            var decoder = MultitouchDecoder(description: d, mode: live ? .live(initialSlot: 0) : .trace, options: .init(reportsHover: which == 3))
            var alive: Set<Int> = []
            var finished: Set<Int> = []
            let check = { (f: Frame) in
                var seen: Set<Int> = []
                for c in f.contacts {
                    #expect(!seen.contains(c.id), "a contact appears twice in one frame")
                    seen.insert(c.id)
                    #expect(!finished.contains(c.id), "a finished contact came back")
                    #expect(c.normalisedX >= 0 && c.normalisedX <= 1 && c.normalisedY >= 0 && c.normalisedY <= 1)
                    if let p = c.normalisedPressure { #expect(p >= 0 && p <= 1) }
                    if c.phase == .began { #expect(!alive.contains(c.id)) }
                    if c.phase == .moved || c.phase == .stationary { #expect(alive.contains(c.id)) }
                    if c.phase.isFinal { alive.remove(c.id); finished.insert(c.id) } else { alive.insert(c.id) }
                }
            }
            for e in events where decoder.feed(e) { check(decoder.frame) }
            if decoder.finish(at: Timestamp(microseconds: 2)) { check(decoder.frame) }
            #expect(alive.isEmpty, "finish() must end every contact")
            #expect(decoder.activeContactCount == 0)
        }
    }
}
