import Testing
import FoundationEssentials
import TouchInput
@testable import Keyboard

@Suite struct SimulatorTests {
    static func simulator(_ keyset: Keyset, device: DeviceDescription = Devices.touchscreen(), rotation: DeviceMapping.Rotation = .none,
                          _ config: TypistConfiguration) -> (TypistSimulator, KeyboardEngine) {
        let g = KeyboardGeometry(keyset: keyset)
        let m = g.mapping(region: DeviceMapping.defaultRegion(for: device.classification.kind), rotation: rotation)
        return (TypistSimulator(geometry: g, mapping: m, device: device, configuration: config),
                KeyboardEngine(geometry: g, mapping: m))
    }

    @Test func sameSeedSameTraceOtherSeedOtherTrace() throws {
        let k = try Fixture.keyset("basic-latin")
        let a = try Self.simulator(k, .init(seed: 7)).0.synthesise("hello there")
        let b = try Self.simulator(k, .init(seed: 7)).0.synthesise("hello there")
        let c = try Self.simulator(k, .init(seed: 8)).0.synthesise("hello there")
        #expect(a.events == b.events)
        #expect(a.events != c.events)
    }

    @Test func replayTypesTheIntendedTextWithItsIntensities() throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "Hello, world? Yes! 42 (ok)"
        let (sim, engine) = Self.simulator(k, .init(seed: 3, spread: 0.05, systematicOffset: 0.02))
        let trace = try sim.synthesise(text)
        let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
        #expect(r.transcript.string == text)
        for (got, want) in zip(r.transcript.intensities, trace.intensities) {
            #expect(abs(got - want) <= 12, "intensity \(got) vs intended \(want)")
        }
        // The original's expanding key made the comma, question and exclamation marks.
        #expect(trace.strokes.contains { if case .alternative(2, false) = $0.stroke.gesture { return true } else { return false } })
    }

    @Test func longPressAlternativesAndShiftOnEnglish() throws {
        let k = try Fixture.keyset("english")
        let text = "Café naïve, Señor [x] #1"
        let (sim, engine) = Self.simulator(k, .init(seed: 11, spread: 0.05, systematicOffset: 0.02))
        let trace = try sim.synthesise(text)
        let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
        #expect(r.transcript.string == text)
        #expect(trace.strokes.contains { if case .alternative(_, true) = $0.stroke.gesture { return true } else { return false } })
    }

    @Test func twoThumbsOverlapAndRolloverKeepsTheOrder() throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "the quick brown fox jumps over the lazy dog"
        let (sim, engine) = Self.simulator(k, .init(seed: 5, spread: 0.05, systematicOffset: 0.02, wordsPerMinute: 100))
        let trace = try sim.synthesise(text)
        let overlaps = zip(trace.strokes, trace.strokes.dropFirst()).filter { $1.press < $0.release }.count
        #expect(overlaps > 4)
        let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
        #expect(r.transcript.string == text)
    }

    /// A protocol-A panel (real older panels, and `evaluate --description` on one) is typed as
    /// its kernel reports it: no slots or tracking ids, every frame listing every contact closed by
    /// SYN_MT_REPORT, the last lift a lone SYN_MT_REPORT; two thumbs still overlap.
    @Test(arguments: [true, false]) func protocolAPanelTypesWithTwoThumbs(touchKey: Bool) throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "the quick brown fox jumps over the lazy dog"
        let device = Devices.protocolAPanel(touchKey: touchKey)
        #expect(device.classification.protocolKind == .multitouchA)
        let (sim, engine) = Self.simulator(k, device: device, .init(seed: 5, spread: 0.05, systematicOffset: 0.02, wordsPerMinute: 100))
        let trace = try sim.synthesise(text)
        #expect(!trace.events.contains { $0.type == EventType.abs && ($0.code == AbsCode.mtSlot || $0.code == AbsCode.mtTrackingID) })
        #expect(trace.events.contains { $0.type == EventType.key && $0.code == KeyCode.touch } == touchKey)
        // Frames (events up to SYN_REPORT): each lists its contacts' packets in full.
        var packets = 0, maxPackets = 0, lone = 0, sinceReport: [InputEvent] = []
        for e in trace.events {
            if e.type == EventType.syn && e.code == SynCode.mtReport {
                if sinceReport.contains(where: { $0.type == EventType.abs }) { packets += 1 } else { lone += 1 }
                #expect(!sinceReport.contains { $0.type == EventType.abs } || sinceReport.filter { $0.type == EventType.abs }.map(\.code).starts(with: [AbsCode.mtPositionX, AbsCode.mtPositionY]))
                sinceReport = []
            } else if e.isReport {
                maxPackets = max(maxPackets, packets)
                packets = 0
                sinceReport = []
            } else {
                sinceReport.append(e)
            }
        }
        #expect(maxPackets == 2)
        #expect(lone > 0)
        let overlaps = zip(trace.strokes, trace.strokes.dropFirst()).filter { $1.press < $0.release }.count
        #expect(overlaps > 4)
        let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
        #expect(r.transcript.string == text)
    }

    /// A device with no position axes cannot be typed on: a named error, not an empty trace.
    @Test func aDeviceWithoutPositionAxesIsNamed() throws {
        var d = DeviceDescription(name: "Buttons", id: InputID(bustype: 0x03, vendor: 1, product: 2, version: 1))
        d.enable(type: EventType.key, code: KeyCode.touch)
        let k = try Fixture.keyset("basic-latin")
        #expect(throws: SynthesisError.unsupportedDevice("no position axes")) { try Self.simulator(k, device: d, .init(seed: 1)).0.synthesise("a") }
    }

    @Test func rotatedPenTabletTypesOneTouchAtATime() throws {
        let k = try Fixture.keyset("german")
        let text = "Größe und Maß"
        let (sim, engine) = Self.simulator(k, device: Devices.penTablet(), rotation: .clockwise90, .init(seed: 2, spread: 0.05, systematicOffset: 0.02))
        let trace = try sim.synthesise(text)
        #expect(zip(trace.strokes, trace.strokes.dropFirst()).allSatisfy { $1.press > $0.release })
        let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
        #expect(r.transcript.string == text)
    }

    @Test func russianAndFrenchAndSpanish() throws {
        for (id, text) in [("russian", "Привет, мир. Ёж"), ("french", "Où est l'été ?"), ("spanish", "¿Qué tal? Año")] {
            let (sim, engine) = Self.simulator(try Fixture.keyset(id), .init(seed: 4, spread: 0.05, systematicOffset: 0.02))
            let trace = try sim.synthesise(text)
            let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
            #expect(r.transcript.string == text, "\(id)")
        }
    }

    @Test func headerCarriesTheIntentAndSurvivesAFileRoundTrip() throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "say \"hi\"\nnow"
        let trace = try Self.simulator(k, .init(seed: 9, intensities: [10, 20, 30])).0.synthesise(text)
        let path = "/tmp/pressboard-keyboard-test-\(UInt32.random(in: 0...UInt32.max)).evemu"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let w = try TraceFileWriter(path: path, description: trace.description, comments: trace.comments)
        for e in trace.events { try w.write(e) }
        try w.close()
        let back = try TraceFile.readAll(path)
        #expect(back.events == trace.events)
        let header = try #require(SynthesisHeader.parse(comments: back.comments))
        #expect(header.text == text)
        #expect(header.keyset == "basic-latin" && header.seed == 9)
        #expect(Array(header.intensities.prefix(3)) == [10, 20, 30])
        #expect(header.intensities.count == text.count)
        #expect(header.region == DeviceMapping.defaultRegion(for: .touchscreen))
        #expect(header.rotation == DeviceMapping.Rotation.none)
    }

    @Test func untypableCharactersAreNamed() throws {
        let k = try Fixture.keyset("basic-latin")
        #expect(throws: SynthesisError.untypable("#", offset: 2, keyset: "basic-latin")) {
            try Self.simulator(k, .default).0.synthesise("a #")
        }
    }

    /// Extra taps insert letters only: each is the letter before it again (a bounce) or a
    /// letter beside it in its row (brushed), so dropping them gives back the text.
    @Test func extraTapsInsertBouncedOrBrushedLetters() throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "pack my box with five dozen liquor jugs"
        var config = TypistConfiguration(seed: 5, spread: 0.05, systematicOffset: 0.02)
        config.extraTapRate = 0.3
        let (sim, engine) = Self.simulator(k, config)
        let trace = try sim.synthesise(text)
        let typed = EngineReplay.run(trace.events, description: trace.description, engine: engine).transcript.string
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        func beside(_ a: Character, _ b: Character) -> Bool {
            rows.contains { r in
                guard let i = r.firstIndex(of: a), let j = r.firstIndex(of: b) else { return false }
                return abs(r.distance(from: i, to: j)) == 1
            }
        }
        #expect(typed.count > text.count + 3)
        // Walk the typed text along the intended one: every extra letter repeats or neighbours
        // the intended letter before it.
        var i = text.startIndex, previous: Character = " ", bounced = 0, brushed = 0
        for c in typed {
            if i < text.endIndex, c == text[i] { previous = c; i = text.index(after: i); continue }
            #expect(previous.isLetter, "an extra \(c) after \(previous)")
            if c == previous { bounced += 1 } else { #expect(beside(c, previous), "\(c) after \(previous)"); brushed += 1 }
        }
        #expect(i == text.endIndex)
        #expect(bounced > 0 && brushed > 0)
    }

    @Test func widerSpreadMakesMoreErrors() throws {
        let k = try Fixture.keyset("basic-latin")
        let text = "pack my box with five dozen liquor jugs and then some more words"
        func errors(_ spread: Double) throws -> Int {
            let (sim, engine) = Self.simulator(k, .init(seed: 21, spread: spread))
            let trace = try sim.synthesise(text)
            let r = EngineReplay.run(trace.events, description: trace.description, engine: engine)
            return CharacterEditDistance.characters(r.transcript.text, Array(text))
        }
        let low = try errors(0.05), high = try errors(0.45)
        #expect(low <= 1)
        #expect(high > low + 3)
    }
}
