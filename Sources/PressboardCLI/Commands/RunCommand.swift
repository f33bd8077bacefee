import SafeFiles
import ArgumentParser
import Dispatch
import Foundation
import Keyboard
import Pressboard
import Rendering
import Suggestions
import TextEditing
import TouchInput

/// `pressboard run`: the keyboard on a real touchscreen or tablet, in a window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Type on a touchscreen or pen tablet: editor, suggestions bar and keyboard in a window.",
        discussion: """
        Opens the first touchscreen or tablet (or --device), shows the scene full screen-sized in a
        window and types what you press, each character as heavy as you pressed it. The document is
        saved as you type (atomically) to --document, by default
        $XDG_DATA_HOME/pressboard/document.json, and loaded again next time. Close the window or
        press Ctrl-C to stop; a device that disappears also ends the session with the document saved.

        Settings come from $XDG_CONFIG_HOME/pressboard/config.json (see README), then these flags.
        Reading /dev/input needs root, the `input` group, or a udev rule.

        Examples:
          pressboard run
          pressboard run --device /dev/input/event5 --keyset english --scheme hue
          pressboard run --terminal --record session.evemu
        """
    )

    @Option(help: "Input device (default: the first touchscreen or tablet).")
    var device: String?

    @Flag(help: "Grab the device: the desktop stops seeing its touches while Pressboard runs.")
    var grab = false

    @OptionGroup var session: SpecOptions

    @OptionGroup var look: LookOptions

    @Option(help: "Where the document is kept and autosaved (.json archive).")
    var document: String?

    @Option(help: "Also record the touches to this evemu trace, with the session spec (replays to the same document).")
    var record: String?

    @Flag(help: "No window: draw the scene in this terminal (ANSI colour), for SSH sessions.")
    var terminal = false

    @Flag(help: "Draw nothing; print the text when the session ends (test rigs, scripts).")
    var headless = false

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    /// The effective spec: defaults, the configuration file, the flags; the document autosaved
    /// and the user dictionary read from the data directory.
    func spec(user: UserConfiguration) -> SessionSpec {
        var (spec, _) = SpecResolution.spec(base: SpecResolution.runBase, file: user, flags: session)
        let dirs = SuggestPaths(environment: ProcessInfo.processInfo.environment)
        spec.autosavePath = document ?? user.autosave ?? dirs.dataDirectory + "/document.json"
        spec.userDictionary.path = UserDictionaryStore(dataDirectory: dirs.dataDirectory).path
        spec.keepsEventLog = false
        return spec
    }

    func run() throws {
        let user = try SpecResolution.configuration(session, readsDefault: true)
        var spec = spec(user: user)
        if session.printSpec { return SpecResolution.print(spec) }
        let path = try device ?? user.device ?? DeviceScanner().firstTouchDevice().path
        let dev = try EvdevDevice(path: path, grab: grab || (user.grab ?? false))
        let d = dev.deviceDescription
        let documentPath = spec.autosavePath ?? ""
        try makeDirectory((documentPath as NSString).deletingLastPathComponent)
        let editor = TextEditor(settings: SessionConfiguration().editor, composeTable: try? ComposeTable())
        if FileManager.default.fileExists(atPath: documentPath) {
            let (doc, repairs) = try IntensityDocument.load(from: documentPath)
            for r in repairs { printError("note: \(documentPath): \(r)") }
            editor.load(doc)
            editor.setSelection(doc.utf16Count..<doc.utf16Count)
        }
        let touchModels = TouchModelPersistence.load(into: &spec, device: d,
                                                     dataDirectory: SuggestPaths(environment: ProcessInfo.processInfo.environment).dataDirectory)
        let built = try SpecResolution.builder().build(spec, device: d, editor: editor)
        for w in built.warnings { printError("warning: \(w)") }
        let session = built.session
        session.useLiveDecoding(initialSlot: dev.initialSlot ?? 0)
        // BEGIN reliability (issue 16): run journal. Recover what a killed run typed, then journal
        // every committed change of this run; removed after the final clean save below.
        let journalPath = documentPath + ".journal"
        if let r = try SessionJournal.recover(path: journalPath) {
            try AtomicFile.write(DocumentArchive.encode(r.document), to: documentPath)
            editor.load(r.document)
            editor.setSelection(r.document.utf16Count..<r.document.utf16Count)
            printError("note: recovered \(r.changes) changes from \(journalPath)\(r.stopped.map { " (\($0))" } ?? "")")
        }
        let journal = try SessionJournal(path: journalPath, document: editor.document)
        var journalError: String?
        session.onDocumentChange = { s, _ in
            do { try journal.record(s.editor.document, at: s.now) } catch { journalError = journalError ?? "\(error)" }
        }
        // END reliability

        let look = try self.look.sceneLook(user: user)
        let screen = headless ? nil : try LiveScreen(terminal: terminal, title: "Pressboard — \(d.name)", look: look)
        let recorder = try record.map { try TraceFileWriter(path: $0, description: d, comments: Self.recordingComments(spec, session: session)) }
        printError("Typing on \(path) (\"\(d.name)\", \(d.classification.kind.rawValue)) with \(built.keyset.id); document: \(documentPath). Ctrl-C or close the window to stop.")

        let stop = StopFlag()
        let signals = SignalStop(stop)
        defer { signals.cancel() }
        let loop = LiveLoop(device: dev, session: session, screen: screen, recorder: recorder, stop: stop, duration: duration)
        let ending = try loop.run()
        try recorder?.close()
        if let saved = session.userDictionary, let p = spec.userDictionary.path {
            do { try UserDictionaryStore(path: p).save(saved) } catch { printError("warning: the user dictionary could not be saved: \(error)") }
        }
        touchModels?.save(session)
        if let e = session.lastSaveError { printError("warning: the document could not be saved: \(e)") }
        else { journal.remove() }  // reliability (issue 16): the save is clean, the journal is done
        if let e = journalError { printError("warning: the run journal could not be written: \(e)") }
        printError("\(ending) Document saved to \(documentPath).")
        if headless {
            print("text: " + session.editor.document.string.replacingNewlines)
            print("intensities: " + ReplayReport.intensities(session.editor.document).map(String.init).joined(separator: " "))
        }
    }

    /// A recording's header: the spec a replay needs to build the same session — no autosave,
    /// no dictionary file, but the words the session started with.
    static func recordingComments(_ spec: SessionSpec, session: Session) -> [String] {
        var recorded = spec
        recorded.autosavePath = nil
        recorded.keepsEventLog = true
        recorded.userDictionary = UserDictionarySpec(words: session.userDictionary.map(UserDictionarySpec.words(of:)) ?? [:])
        return ["Recorded by pressboard run"] + SessionSpecHeader.comments(for: recorded)
    }
}
