import Testing
@testable import TouchInput

@Suite struct ProtocolBTests {
    let d = Devices.touchscreen()

    @Test func twoFingersBeginMoveAndLift() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 45); s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 200)
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 46); s.abs(AbsCode.mtPositionX, 300); s.abs(AbsCode.mtPositionY, 400)
        s.report()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtPositionX, 110); s.report()
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, -1); s.report()
        let f = s.frames(d)
        #expect(f.map(summary) == [
            ["1:began@100,200", "2:began@300,400"],
            ["1:moved@110,200", "2:stationary@300,400"],
            ["1:ended@110,200", "2:stationary@300,400"],
            ["2:ended@300,400"],
        ])
        #expect(f[0].contacts[0].millimetreX == 10)
        #expect(f[0].contacts[1].normalisedY == 0.8)
    }

    @Test func newContactInReusedSlotInheritsStaleValues() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 3); s.abs(AbsCode.mtTrackingID, 20); s.abs(AbsCode.mtPositionX, 500); s.abs(AbsCode.mtPositionY, 60); s.abs(AbsCode.mtPressure, 70)
        s.report()
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        s.abs(AbsCode.mtTrackingID, 21); s.report()
        let f = s.frames(d)
        #expect(f.count == 3)
        let c = f[2].contacts[0]
        #expect(c.phase == .began && c.id == 2 && c.slot == 3)
        #expect(c.x == 500 && c.y == 60 && c.pressure == 70)
    }

    @Test func trackingIDChangeIsEndPlusBegin() {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 7); s.abs(AbsCode.mtPositionX, 10); s.report()
        s.abs(AbsCode.mtTrackingID, 8); s.abs(AbsCode.mtPositionX, 20); s.report()
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        let f = s.frames(d)
        #expect(f.map(summary) == [["1:began@10,0"], ["1:ended@10,0", "2:began@20,0"], ["2:ended@20,0"]])
    }

    @Test func liftOnEmptySlotIsIgnored() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 2); s.abs(AbsCode.mtTrackingID, -1); s.report()
        s.abs(AbsCode.mtTrackingID, 5); s.report()
        let f = s.frames(d)
        #expect(f.map(summary) == [["1:began@0,0"]])
    }

    @Test func outOfRangeSlotIsClampedToTheLast() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 42); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 9); s.report()
        s.abs(AbsCode.mtSlot, -3); s.abs(AbsCode.mtPositionX, 11); s.report()
        let f = s.frames(Devices.touchscreen(slots: 4))
        #expect(f[0].contacts[0].slot == 3)
        #expect(f[1].contacts[0].x == 11)
    }

    @Test func liveModeStartsInTheDevicesCurrentSlot() {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 9); s.report()
        #expect(s.frames(d, mode: .live(initialSlot: 4))[0].contacts[0].slot == 4)
        #expect(s.frames(d, mode: .trace)[0].contacts[0].slot == 0)
    }

    @Test func beginAndLiftInOneFrameIsReportedOnceAsEnded() {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 3); s.abs(AbsCode.mtPositionX, 5); s.abs(AbsCode.mtTrackingID, -1); s.report()
        #expect(s.frames(d).map(summary) == [["1:ended@5,0"]])
    }

    @Test func palmCancelsAFingerAndIsThenIgnored() {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 5); s.report()
        s.abs(AbsCode.mtToolType, MTToolType.palm); s.report()
        s.abs(AbsCode.mtPositionX, 50); s.report()
        s.abs(AbsCode.mtTrackingID, -1); s.report()
        let f = s.frames(d)
        #expect(f.map(summary) == [["1:began@5,0"], ["1:cancelled@5,0"]])
    }

    @Test func syndroppedInATraceCancelsContactsAndDropsTheRestOfTheFrame() {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 5); s.report()
        s.abs(AbsCode.mtPositionX, 6) // incomplete frame, discarded
        s.dropped()
        s.abs(AbsCode.mtPositionX, 7); s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2)
        s.report() // ends the dropped window
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtPositionX, 8); s.report() // delta of a lost contact: no contact
        s.abs(AbsCode.mtTrackingID, 3); s.report()
        let f = s.frames(d)
        #expect(f.map(summary) == [["1:began@5,0"], ["1:cancelled@5,0"], ["2:began@8,0"]])
    }

    @Test func syndroppedLiveAppliesResyncDeltasAndFlagsSurvivors() {
        var s = EventScript()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 5)
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 50)
        s.report()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtPositionX, 6) // partial frame lost to the overflow
        s.dropped()
        // libevdev's sync deltas: slot 0 moved (code order: position before tracking id),
        // slot 1 replaced by a new contact (-1 then new id), current slot restored.
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtPositionX, 9)
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtPositionX, 60); s.abs(AbsCode.mtTrackingID, -1); s.abs(AbsCode.mtTrackingID, 12)
        s.abs(AbsCode.mtSlot, 0)
        s.report()
        let f = s.frames(d, mode: .live(initialSlot: 0))
        #expect(f.count == 2)
        #expect(summary(f[1]) == ["1:moved@9,0", "2:ended@60,0", "3:began@60,0"])
        #expect(f[1].contacts[0].resynced)
        #expect(!f[1].contacts[2].resynced)
    }

    @Test func emulatedPressureDescribesOnlyALoneContact() {
        var dev = Devices.touchscreen()
        dev.absAxes[AbsCode.mtPressure] = nil
        dev.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 255))
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.pressure, 100); s.report()
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.report()
        let f = s.frames(dev)
        #expect(f[0].contacts[0].pressure == 100)
        #expect(f[1].contacts.allSatisfy { $0.pressure == nil })
    }

    @Test func fixtureTraceDecodesAsRecorded() throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace("touchscreen-two-fingers.evemu"))
        var decoder = MultitouchDecoder(description: try #require(desc))
        var frames: [Frame] = []
        for e in events where decoder.feed(e) { frames.append(decoder.frame) }
        #expect(frames.count == 10)
        #expect(frames.map { $0.contacts.map(\.phase) }.first == [.began])
        #expect(summary(frames[2]) == ["1:stationary@1000,1500", "2:began@2500,1600"])
        // Slot 1 reused by contact 3: inherits x, y, pressure and size.
        let c = frames[8].contacts[0]
        #expect(c.id == 3 && c.phase == .began && c.x == 2540 && c.pressure == 200 && c.touchMajor == 48)
        #expect(frames.last!.contacts[0].phase == .ended)
    }
}
