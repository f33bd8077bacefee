import FoundationEssentials
import Glibc
import SafeFiles
import Testing
import TextEditing
@testable import Pressboard

/// An autosave that cannot be written must not lose the document or stop the session: the
/// failure is a typed, located error, and the next save tries again.
@Suite struct AutosaveFailureTests {
    let trace = SessionFixtures.fixture("session/quick-fox-touchscreen.evemu")

    @Test func unwritablePathReportsATypedErrorKeepsTheDocumentAndTheNextSaveRetries() throws {
        let directory = "/tmp/pressboard-autosave-missing-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let path = directory + "/notes.json"
        var config = SessionConfiguration()
        config.autosavePath = path
        // The directory does not exist yet: every save during the replay fails.
        let r = try SessionFixtures.replay(trace, configuration: config, suggestions: false)
        let session = r.session
        let typed = session.editor.document.string
        #expect(!typed.isEmpty)
        let error = try #require(session.lastSaveError)
        #expect(error.path.hasPrefix(directory))
        #expect(error.errno == ENOENT)
        #expect(access(path, F_OK) != 0)

        // The user makes the directory; the next save writes the whole document and clears the error.
        #expect(mkdir(directory, 0o700) == 0)
        defer { removeTestFile(path); rmdir(directory) }
        session.saveNow()
        #expect(session.lastSaveError == nil)
        let (saved, _) = try DocumentArchive.decode(try AtomicFile.read(path), file: path)
        #expect(saved.string == typed)
        #expect(session.editor.document.string == typed)
    }
}
