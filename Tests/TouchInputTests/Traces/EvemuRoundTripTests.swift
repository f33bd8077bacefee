import Testing
@testable import TouchInput

@Suite struct EvemuRoundTripTests {
    static let fixtures = ["touchscreen-two-fingers.evemu", "pen-tablet-strokes.evemu",
                           "resistive-single-touch.evemu", "protocol-a-panel.evemu"]

    func write(_ d: DeviceDescription, _ events: [InputEvent], comments: [String] = []) -> String {
        var w = EvemuWriter(description: d)
        var text = w.header(extraComments: comments)
        for e in events { text += w.line(for: e) + "\n" }
        return text
    }

    @Test(arguments: fixtures)
    func writeThenReadGivesTheSameDescriptionAndEvents(name: String) throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace(name))
        let d = try #require(desc)
        let text = write(d, events, comments: ["intended: hello"])
        var r = try EvemuReader(bytes: Array(text.utf8), name: "roundtrip")
        var back: [InputEvent] = []
        while let e = try r.next() { back.append(e) }
        #expect(r.description == d)
        #expect(back == events)
        #expect(r.headerComments.contains("intended: hello"))
        #expect(r.version == "1.3")
        // And once more: writing what was read gives identical bytes.
        #expect(write(r.description!, back, comments: ["intended: hello"]) == text)
    }

    @Test func valuesArePaddedAsEvemuWritesThem() {
        #expect(EvemuWriter.pad4(-1) == "-001")
        #expect(EvemuWriter.pad4(7) == "0007")
        #expect(EvemuWriter.pad4(38433) == "38433")
        #expect(EvemuWriter.pad4(-2147483648) == "-2147483648")
    }

    @Test func oldFormatsAreRead() throws {
        // 1.0: no version line, 5-number A: lines, unpadded values, no comments on events.
        let text = """
        N: Old Panel
        I: 0003 0eef 0001 0100
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 01 00 00 00 00
        A: 00 0 4095 0 0
        A: 01 0 4095 0 0
        A: 18 0 255 0 0
        E: 1700000000.500000 0003 0000 100
        E: 1700000000.500000 0001 014a 1
        E: 1700000000.500000 0000 0000 0
        """
        var r = try EvemuReader(bytes: Array(text.utf8), name: "old.evemu")
        let d = try #require(r.description)
        #expect(r.version == "1.0")
        #expect(d.hasKey(KeyCode.touch))
        #expect(d.absAxes[AbsCode.pressure]?.maximum == 255)
        #expect(d.absAxes[AbsCode.x]?.resolution == 0)
        #expect(try r.next() == InputEvent(time: Timestamp(microseconds: 1_700_000_000_500_000), type: 3, code: 0, value: 100))
    }

    @Test func newerVersionIsReadWithAWarning() throws {
        let r = try EvemuReader(bytes: Array("# EVEMU 1.4\nN: X\nI: 0000 0000 0000 0000\n".utf8), name: "new.evemu")
        #expect(r.warnings.count == 1)
        #expect(r.description?.name == "X")
    }

    @Test func eventsOnlyFileHasNoDescription() throws {
        var r = try EvemuReader(bytes: Array("# just events\nE: 0.000001 0003 0000 0005\nE: 0.000001 0000 0000 0000\n".utf8))
        #expect(r.description == nil)
        #expect(try r.next()?.value == 5)
    }

    @Test func libinputRecordYAMLDecodesLikeItsEvemuTwin() throws {
        let (ed, ee, _) = try TraceFile.readAll(Fixtures.trace("touchscreen-two-fingers.evemu"))
        let (yd, ye, _) = try TraceFile.readAll(Fixtures.trace("touchscreen-two-fingers.yaml"))
        let e = try #require(ed), y = try #require(yd)
        #expect(y.name == e.name && y.id == e.id && y.properties == e.properties && y.absAxes == e.absAxes)
        #expect(y.node == "/dev/input/event7")
        #expect(ye.map { [$0.type, $0.code] } == ee.map { [$0.type, $0.code] })
        #expect(ye.map(\.value) == ee.map(\.value))
        // libinput record times start at 0, evemu at 0.000001.
        #expect(ye.map { $0.time.microseconds + 1 } == ee.map(\.time.microseconds))
    }
}
