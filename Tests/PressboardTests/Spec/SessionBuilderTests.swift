import Foundation
import Glibc
import Keyboard
import Testing
import TouchInput
@testable import Pressboard

@Suite struct SessionBuilderTests {
    /// A fixed place, so the English index is built once and reused by later runs (the cache checks staleness).
    static let cache = "/tmp/pressboard-builder-tests"
    static var builder: SessionBuilder {
        SessionBuilder(keysetDirectories: [SessionFixtures.keysetsDirectory], lexiconDirectory: nil, cacheDirectory: cache)
    }
    static let fixture = SessionFixtures.fixture("session/quick-fox-touchscreen.evemu")

    /// A non-default spec: another keyset, autocorrect on, a fixed interpreter, a learned word.
    static var recordedSpec: SessionSpec {
        var s = SessionSpec()
        s.keyset.id = "english"
        s.keyboard.region = DeviceMapping.defaultRegion(for: .touchscreen)
        s.suggestions.autocorrect = true
        s.suggestions.autocorrectThreshold = 0.3
        s.intensity.interpreter = .fixed(.pressure)
        s.userDictionary.words = ["Pressbord": 2]
        return s
    }

    static func replay(_ path: String, spec: SessionSpec) throws -> String {
        var source = try TraceFile.open(path)
        let session = try builder.build(spec, device: source.description!).session
        return ReplayReport.json(try TraceReplay.run(&source, session: session, keysetID: spec.keyset.id))
    }

    @Test func recordingWithItsSpecReplaysToTheSameDocument() throws {
        let live = try Self.replay(Self.fixture, spec: Self.recordedSpec)
        // Write the trace again as a recording whose header carries the spec, then rebuild from it.
        // (The fixture's own comments stay: the report compares with the synthesiser's intent.)
        let (description, events, comments) = try TraceFile.readAll(Self.fixture)
        let path = "/tmp/pressboard-builder-recording-\(getpid()).evemu"
        defer { unlink(path) }
        let writer = try TraceFileWriter(path: path, description: try #require(description),
                                         comments: comments + SessionSpecHeader.comments(for: Self.recordedSpec))
        for e in events { try writer.write(e) }
        try writer.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let recorded = try #require(try SessionSpecHeader.read(text: text, file: path))
        #expect(recorded.spec == Self.recordedSpec)
        #expect(try Self.replay(path, spec: recorded.spec) == live)
        // The spec matters: the default spec types the same touches differently.
        #expect(try Self.replay(path, spec: SessionSpec(keyboard: KeyboardPlacementSpec(region: Self.recordedSpec.keyboard.region))) != live)
    }

    @Test func builderAppliesTheSpec() throws {
        let device = try #require(try TraceFile.open(Self.fixture).description)
        let build = try Self.builder.build(Self.recordedSpec, device: device)
        #expect(build.keyset.id == "english")
        #expect(build.session.configuration.suggestions.autocorrectEnabled)
        #expect(build.session.configuration.choosesInterpreterForDevice == false)
        #expect(build.session.userDictionary?.spelling(of: "pressbord") == "Pressbord")
        // A direct screen: the suggestions strip sits above the keyboard.
        #expect(build.session.configuration.suggestionStrip != nil)
    }

    @Test func theAccessorySettingAddsTheRowAndIsWrittenOnlyWhenOn() throws {
        let device = try #require(try TraceFile.open(Self.fixture).description)
        var spec = Self.recordedSpec
        spec.keyboard.accessory = true
        let build = try Self.builder.build(spec, device: device)
        let top = try #require(build.keyset.pages.first?.rows.first)
        #expect(top.keys.map(\.action.spelling) == ["intensityKey", "intensitySlider", "scheme:weight", "smoothing:character"])
        let on = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
        let off = String(decoding: try JSONEncoder().encode(Self.recordedSpec), as: UTF8.self)
        #expect(on.contains("\"accessory\":true") && !off.contains("accessory"))
        #expect(try JSONDecoder().decode(SessionSpec.self, from: Data(on.utf8)) == spec)
    }

    @Test func missingKeysetIsATypedError() throws {
        let device = try #require(try TraceFile.open(Self.fixture).description)
        var spec = SessionSpec()
        spec.keyset.id = "no-such-keyset"
        #expect {
            _ = try Self.builder.build(spec, device: device)
        } throws: { error in
            guard let e = error as? SessionBuildError, case .keyset(let id, _) = e else { return false }
            return id == "no-such-keyset"
        }
    }

    @Test func unreadableUserDictionaryIsATypedErrorNamingTheFile() throws {
        let device = try #require(try TraceFile.open(Self.fixture).description)
        // A directory where the dictionary file should be: it exists but cannot be read as one.
        let path = "/tmp/pressboard-builder-dictionary-\(getpid())"
        #expect(mkdir(path, 0o700) == 0)
        defer { rmdir(path) }
        var spec = SessionSpec()
        spec.userDictionary.path = path
        #expect {
            _ = try Self.builder.build(spec, device: device)
        } throws: { error in
            guard let e = error as? SessionBuildError, case .userDictionary(let p, _) = e else { return false }
            return p == path && e.description.hasPrefix(path)
        }
    }
}
