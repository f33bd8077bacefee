import Foundation
import Keyboard
import Pressboard
import TextEditing
import Testing
import TouchInput
@testable import PressboardCLI

/// `run`'s sessions carry a device's automatic calibration from one run to the next: what a
/// session learned is saved for its device, and the next run's session on that device starts
/// from it (and its spec, which a recording would carry, says so).
@Suite struct LiveSessionsTests {
    /// A contact-size panel without resolution: auto-calibrated by default.
    static let device = try! TraceFile.readAll(PressboardProcess.root + "/Tests/Fixtures/devices/size-without-resolution.evemu").description!

    static func sessions(_ dir: String) throws -> LiveSessions {
        var spec = SpecResolution.runBase
        spec.suggestions.enabled = false
        spec.keyboard.accessory = false
        spec.keyset.directories = [PressboardProcess.root + "/Keysets"]
        let editor = TextEditor(settings: SessionConfiguration().editor)
        let journal = try SessionJournal(path: dir + "/doc.json.journal", document: editor.document)
        return LiveSessions(spec: spec, editor: editor, journal: journal, emitter: nil, screen: nil, learnedDirectory: dir)
    }

    @Test func aDevicesLearnedCalibrationCarriesToTheNextRun() throws {
        let dir = PressboardProcess.scratch("learned")
        let first = try Self.sessions(dir).make(IdleSource(Self.device)).session
        #expect(first.autoCalibration?.contactArea.touchCount == 0)
        let keyset = try KeysetLibrary(directories: [PressboardProcess.root + "/Keysets"]).load(id: "english")
        let g = KeyboardGeometry(keyset: keyset)
        let region = first.configuration.region ?? DeviceMapping.defaultRegion(for: Self.device.classification.kind)
        let trace = try TypistSimulator(geometry: g, mapping: g.mapping(region: region, rotation: .none), device: Self.device,
                                        configuration: TypistConfiguration(seed: 3, spread: 0.08)).synthesise("pack my box with five dozen liquor jugs")
        for e in trace.events { first.feed(e) }
        first.finish(at: trace.events.last!.time.adding(seconds: 1))
        let learned = try #require(first.autoCalibration)
        #expect(learned.contactArea.touchCount > 20)
        let sessions = try Self.sessions(dir)
        sessions.saveLearned(first)
        let second = try sessions.make(IdleSource(Self.device)).session
        #expect(second.autoCalibration?.contactArea.calibration == learned.contactArea.calibration)
        #expect(sessions.latestSpec.intensity.learned != nil) // what a recording's header would carry
        // The pointer (duration only) learns nothing and gets no file of its own.
        let pointer = try sessions.make(IdleSource(PointerTouchscreen(width: 800, height: 600).deviceDescription)).session
        sessions.saveLearned(pointer)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/calibrations")
        #expect(files.count == 1)
    }
}
