import Glibc
import Testing
import SafeFiles
import TextEditing
import TouchInput
@testable import Pressboard

/// The run journal: every committed change survives a kill, a torn last line is recognised,
/// flushes happen at word ends and at most `syncInterval` apart.
@Suite struct SessionJournalTests {
    static func path() -> String { "/tmp/pressboard-journal-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" }
    static func t(_ ms: Int64) -> Timestamp { Timestamp(microseconds: ms * 1000) }

    /// Types `text` one character at a time at 100 ms per character, recording each state.
    static func type(_ text: String, into doc: inout IntensityDocument, journal: SessionJournal, startMs: Int64 = 0) throws {
        for (k, c) in text.enumerated() {
            _ = doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: String(c), intensity: UInt8(10 + k % 80))
            try journal.record(doc, at: t(startMs + Int64(k) * 100))
        }
    }

    @Test func recoveryRebuildsEveryRecordedChange() throws {
        let p = Self.path()
        defer { unlink(p) }
        var doc = IntensityDocument(string: "Dear diary,\n")
        let journal = try SessionJournal(path: p, document: doc)
        try Self.type("the quick brown fox", into: &doc, journal: journal)
        _ = doc.replace(utf16Range: 4..<9, with: "", intensity: 0)         // a deletion in the middle
        try journal.record(doc, at: Self.t(5_000))
        _ = doc.replace(utf16Range: 0..<0, with: "¡Olé! 👋🏽 ", intensity: 77)  // clusters and emoji
        try journal.record(doc, at: Self.t(5_100))
        let r = try #require(try SessionJournal.recover(path: p))
        #expect(r.document.string == doc.string)
        #expect(r.document.intensities(inUTF16Range: 0..<doc.utf16Count) == doc.intensities(inUTF16Range: 0..<doc.utf16Count))
        #expect(r.changes == 21)
        #expect(r.stopped == nil)
    }

    /// What a recovery gives back is the document itself: base attributes (size, bold, italic,
    /// underline, strikethrough), paragraph formats and display options, not only text.
    @Test func recoveryKeepsAttributesFormatsAndOptions() throws {
        let p = Self.path()
        defer { unlink(p) }
        var doc = IntensityDocument(string: "Title\n")
        let journal = try SessionJournal(path: p, document: doc)
        let styles = [BaseAttributes(size: 28, bold: true), BaseAttributes(italic: true), BaseAttributes(underline: true, strikethrough: true)]
        for (k, word) in ["Big ", "slanted ", "marked"].enumerated() {
            _ = doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: word, intensity: UInt8(20 + 30 * k), attributes: styles[k])
            try journal.record(doc, at: Self.t(Int64(k) * 100))
        }
        var options = doc.options
        options.renderScheme = .shadow
        options.smoothing = .word
        doc.options = options
        try journal.record(doc, at: Self.t(400))
        let r = try #require(try SessionJournal.recover(path: p))
        #expect(r.document == doc)
        #expect(r.document.options.renderScheme == .shadow)
    }

    /// Journals written before attributes were kept (`E` lines) still recover their text.
    @Test func olderTextOnlyLinesStillReplay() throws {
        let p = Self.path()
        defer { unlink(p) }
        let base = IntensityDocument(string: "ab")
        var bytes = JournalLine.base(DocumentArchive.encode(base))
        let body = "E 2 2 " + JournalLine.hex(Array("c".utf8)) + " " + JournalLine.hex([60])
        bytes += Array(body.utf8) + Array((" " + String(JournalLine.fnv(Array(body.utf8)[...]), radix: 16) + "\n").utf8)
        try AtomicFile.write(bytes, to: p)
        let r = try #require(try SessionJournal.recover(path: p))
        #expect(r.document.string == "abc" && r.changes == 1)
    }

    @Test func flushesAtWordEndsAndWithin250Milliseconds() throws {
        let p = Self.path()
        defer { unlink(p) }
        var doc = IntensityDocument(string: "")
        let journal = try SessionJournal(path: p, document: doc)
        let initial = journal.syncCount
        try Self.type("ab", into: &doc, journal: journal)           // 0 ms, 100 ms: not yet due
        #expect(journal.syncCount == initial && journal.hasUnsyncedChanges)
        try Self.type("c", into: &doc, journal: journal, startMs: 250)  // 250 ms after the first
        #expect(journal.syncCount == initial + 1 && !journal.hasUnsyncedChanges)
        try Self.type("d ", into: &doc, journal: journal, startMs: 300) // the space ends a word
        #expect(journal.syncCount == initial + 2)
        try Self.type("e", into: &doc, journal: journal, startMs: 1_000)
        try journal.tick(at: Self.t(1_100))
        #expect(journal.hasUnsyncedChanges)
        try journal.tick(at: Self.t(1_250))
        #expect(!journal.hasUnsyncedChanges)
    }

    /// A kill in the middle of a write leaves a partial last line: recovery keeps what is before it.
    @Test func aTornLastLineIsRecognised() throws {
        let p = Self.path()
        defer { unlink(p) }
        var doc = IntensityDocument(string: "x")
        let journal = try SessionJournal(path: p, document: doc)
        try Self.type("hello world", into: &doc, journal: journal)
        var bytes = try AtomicFile.read(p)
        bytes.removeLast(7)
        try AtomicFile.write(bytes, to: p)
        let r = try #require(try SessionJournal.recover(path: p))
        #expect(r.document.string == "xhello worl")
        #expect(r.stopped?.contains("line 12") == true)
    }

    @Test func noJournalIsNothingToRecoverAndRemoveDeletesIt() throws {
        let p = Self.path()
        #expect(try SessionJournal.recover(path: p) == nil)
        let journal = try SessionJournal(path: p, document: IntensityDocument(string: "a"))
        journal.remove()
        #expect(try SessionJournal.recover(path: p) == nil)
    }

    @Test func aJournalWithoutItsBaseIsAnError() throws {
        let p = Self.path()
        defer { unlink(p) }
        try AtomicFile.write(Array("B 00zz 123\n".utf8), to: p)
        #expect(throws: JournalError.self) { try SessionJournal.recover(path: p) }
    }
}
