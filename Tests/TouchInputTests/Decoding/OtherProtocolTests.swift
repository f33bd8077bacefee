import Testing
@testable import TouchInput

@Suite struct ProtocolATests {
    func packet(_ s: inout EventScript, _ x: Int32, _ y: Int32, id: Int32? = nil) {
        if let id { s.abs(AbsCode.mtTrackingID, id) }
        s.abs(AbsCode.mtPositionX, x); s.abs(AbsCode.mtPositionY, y); s.mtReport()
    }

    @Test func identityByNearestNeighbourAndLoneMTReportLift() {
        var s = EventScript()
        packet(&s, 100, 100); s.report()
        packet(&s, 105, 100); packet(&s, 800, 400); s.report()
        packet(&s, 810, 400); packet(&s, 110, 100); s.report()
        s.mtReport(); s.report()
        let f = s.frames(Devices.protocolA())
        #expect(f.map(summary) == [
            ["1:began@100,100"],
            ["1:moved@105,100", "2:began@800,400"],
            ["1:moved@110,100", "2:moved@810,400"],
            ["1:ended@110,100", "2:ended@810,400"],
        ])
    }

    @Test func liftByBtnTouchWithoutLoneMTReport() {
        var s = EventScript()
        s.key(KeyCode.touch, 1); packet(&s, 500, 300); s.report()
        s.key(KeyCode.touch, 0); s.report()
        #expect(s.frames(Devices.protocolA()).map(summary) == [["1:began@500,300"], ["1:ended@500,300"]])
    }

    /// A finger lifting in the same scan another lands in (keyboard rollover) leaves one packet
    /// far from the old contact: a new touch, not a jump across the panel. Within the limit
    /// (4 % of the wider axis without a resolution, 10 mm with one) it is the same finger.
    @Test func aFarPacketIsANewTouch() {
        var s = EventScript()
        packet(&s, 100, 100); s.report()
        packet(&s, 130, 100); s.report()
        packet(&s, 600, 300); s.report()
        s.mtReport(); s.report()
        #expect(s.frames(Devices.protocolA()).map(summary) == [
            ["1:began@100,100"], ["1:moved@130,100"], ["1:ended@130,100", "2:began@600,300"], ["2:ended@600,300"],
        ])
        var d = Devices.protocolA()
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 1023, resolution: 10))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 599, resolution: 10))
        #expect(MultitouchDecoder.jumpLimit(d) == 100)
        #expect(MultitouchDecoder.jumpLimit(Devices.protocolA()) == 0.04 * 1023)
    }

    @Test func trackingIDWinsOverDistance() {
        var s = EventScript()
        packet(&s, 100, 100, id: 1); packet(&s, 900, 100, id: 2); s.report()
        // The contacts cross: distance alone would swap them.
        packet(&s, 880, 100, id: 1); packet(&s, 120, 100, id: 2); s.report()
        let f = s.frames(Devices.protocolA(trackingIDs: true))
        #expect(summary(f[1]).sorted() == ["1:moved@880,100", "2:moved@120,100"])
    }

    @Test func fixtureLiftsBothWays() throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace("protocol-a-panel.evemu"))
        var decoder = MultitouchDecoder(description: try #require(desc))
        var phases: [[ContactPhase]] = []
        for e in events where decoder.feed(e) { phases.append(decoder.frame.contacts.map(\.phase)) }
        #expect(phases == [[.began], [.moved, .began], [.moved, .moved], [.ended, .moved], [.ended], [.began], [.moved], [.ended]])
    }
}

@Suite struct SingleTouchTests {
    @Test func pressureAloneSignalsContact() throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace("resistive-single-touch.evemu"))
        let d = try #require(desc)
        #expect(d.classification.protocolKind == .singleTouch)
        var decoder = MultitouchDecoder(description: d)
        var out: [String] = []
        for e in events where decoder.feed(e) { out += summary(decoder.frame) }
        #expect(out == ["1:began@1000,2000", "1:moved@1000,2000", "1:ended@1000,2000",
                        "2:began@3000,1000", "2:moved@3050,1000", "2:moved@3100,1000", "2:ended@3100,1000"])
    }

    @Test func btnTouchDecidesOnceSeen() {
        var s = EventScript()
        s.abs(AbsCode.x, 10); s.abs(AbsCode.pressure, 0); s.key(KeyCode.touch, 1); s.report()
        s.abs(AbsCode.pressure, 30); s.key(KeyCode.touch, 0); s.report()
        #expect(s.frames(Devices.singleTouch(btnTouch: true)).map(summary) == [["1:began@10,0"], ["1:ended@10,0"]])
    }
}

@Suite struct PenTests {
    func stroke() -> EventScript {
        var s = EventScript()
        s.key(KeyCode.toolPen, 1); s.abs(AbsCode.x, 100); s.abs(AbsCode.distance, 30); s.report()   // hover
        s.key(KeyCode.touch, 1); s.abs(AbsCode.pressure, 4000); s.abs(AbsCode.distance, 0); s.report()
        s.key(KeyCode.stylus, 1); s.abs(AbsCode.tiltX, 20); s.report()
        s.key(KeyCode.touch, 0); s.abs(AbsCode.pressure, 0); s.report()                           // tip up, still near
        s.key(KeyCode.toolPen, 0); s.abs(AbsCode.x, 0); s.report()                                // out of proximity
        return s
    }

    @Test func hoverReportingFollowsProximity() {
        let f = stroke().frames(Devices.pen(), hover: true)
        #expect(f.map { $0.contacts.map(\.phase) } == [[.began], [.moved], [.moved], [.moved], [.ended]])
        #expect(f.map { $0.contacts[0].isTouching } == [false, true, true, false, false])
        #expect(f[0].contacts[0].distance == 30)
        #expect(f[2].contacts[0].stylusButton && f[2].contacts[0].tiltX == 20)
        #expect(f[4].contacts[0].x == 100, "the contact ends where it was, not at the zeroed axes")
    }

    @Test func withoutHoverAContactIsTipDownToTipUp() {
        let f = stroke().frames(Devices.pen())
        #expect(f.map(summary) == [["1:began@100,0"], ["1:moved@100,0"], ["1:ended@100,0"]])
        #expect(f[0].contacts[0].normalisedPressure! > 0.48)
    }

    @Test func eraserIsAToolOfItsOwn() {
        var s = EventScript()
        s.key(KeyCode.toolRubber, 1); s.key(KeyCode.touch, 1); s.report()
        s.key(KeyCode.touch, 0); s.key(KeyCode.toolRubber, 0); s.report()
        #expect(s.frames(Devices.pen()).map { $0.contacts.map(\.tool) } == [[.eraser], [.eraser]])
    }

    @Test func fixtureHasTwoTools() throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace("pen-tablet-strokes.evemu"))
        var decoder = MultitouchDecoder(description: try #require(desc), options: .init(reportsHover: true))
        var tools: Set<ToolKind> = []
        var maxPressure = 0.0
        for e in events where decoder.feed(e) {
            for c in decoder.frame.contacts { tools.insert(c.tool); maxPressure = max(maxPressure, c.normalisedPressure ?? 0) }
        }
        #expect(tools == [.pen, .eraser])
        #expect(abs(maxPressure - 6100.0 / 8191.0) < 1e-9)
    }
}
