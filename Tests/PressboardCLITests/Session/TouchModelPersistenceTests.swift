import Decoding
import Foundation
import Pressboard
import Testing
import TouchInput
@testable import PressboardCLI

/// `run`'s touch model: loaded into the spec for the device and keyset (a damaged file set aside,
/// a fresh model started), and what the session learned saved back where the next run finds it.
@Suite struct TouchModelPersistenceTests {
    @Test func damagedFileIsSetAsideAndTheLearnedModelIsSaved() throws {
        let data = NSTemporaryDirectory() + "/pressboard-touch-models-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: data) }
        var source = try TraceFile.open(ReplayCommandProcessTests.fixture)
        let device = try #require(source.description)
        var spec = SpecResolution.runBase
        spec.keyset.id = "basic-latin"
        let store = TouchModelStore(dataDirectory: data, device: device.name, keyset: "basic-latin")
        try FileManager.default.createDirectory(atPath: data + "/touch-models", withIntermediateDirectories: true)
        try #"{"version":1,"keyset":"basic-la"#.write(toFile: store.path, atomically: true, encoding: .utf8)

        let persistence = try #require(TouchModelPersistence.load(into: &spec, device: device, dataDirectory: data))
        #expect(FileManager.default.fileExists(atPath: store.path + ".set-aside-1"))
        #expect(spec.decoding.touchModel == TouchModel(keyset: "basic-latin", device: device.name))

        let builder = SessionBuilder(keysetDirectories: [ReplayCommandProcessTests.root + "/Keysets"], cacheDirectory: "/tmp/pressboard-builder-tests")
        let session = try builder.build(spec, device: device).session
        _ = try TraceReplay.run(&source, session: session, keysetID: spec.keyset.id)
        let learned = try #require(session.decoding?.touchModel)
        #expect(learned.touchCount > 0)
        persistence.save(session)
        let next = store.load(device: device.name, keyset: "basic-latin")
        #expect(next.warning == nil)
        #expect(next.model == learned)

        // Autocorrect off: nothing is loaded or saved.
        spec.suggestions.autocorrect = false
        #expect(TouchModelPersistence.load(into: &spec, device: device, dataDirectory: data) == nil)
    }
}
