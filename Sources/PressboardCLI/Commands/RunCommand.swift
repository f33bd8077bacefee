import ArgumentParser
import Dispatch
import Foundation
import Keyboard
import Pressboard
import Rendering
import SafeFiles
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
        press Ctrl-C to stop (the document is saved).

        Without a touch device (or with --pointer) the mouse types in the window: a click is a
        touch, its length the intensity; SDL's touch events are touches too. A touchscreen or
        tablet plugged in later takes over (/dev/input is watched), and an unplugged one hands
        back to the pointer; the document carries on. --trace FILE plays a recording in real
        time instead (--speed X; space in the window pauses) and ends with the document
        `pressboard replay FILE` gives. --emit uinput types every committed change into the
        focused application through a virtual keyboard (--xkb-layout; needs write access to
        /dev/uinput); --emit stdout streams it to standard output. --terminal draws the text,
        suggestions and keyboard as characters sized to the terminal (NO_COLOR: no colour).

        Settings come from $XDG_CONFIG_HOME/pressboard/config.json (see README), then these flags.
        Reading /dev/input needs root, the `input` group, or a udev rule.

        Examples:
          pressboard run
          pressboard run --device /dev/input/event5 --keyset english --scheme hue
          pressboard run --terminal --record session.evemu
          pressboard run --pointer --emit uinput --xkb-layout de
          pressboard run --trace session.evemu --speed 2
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

    @Flag(help: "No window: draw the scene in this terminal as text (follows resizes; NO_COLOR: no colour), for SSH sessions.")
    var terminal = false

    @Flag(help: "Draw nothing; print the text when the session ends (test rigs, scripts).")
    var headless = false

    @Option(help: "Send the text out as you type: uinput (a virtual keyboard typing into the focused application) or stdout (for pipes; deletions as BS bytes).")
    var emit: EmitTarget?

    @Option(help: "XKB layout the virtual keyboard types with, e.g. us, de, de(nodeadkeys) (default: XKBLAYOUT of /etc/default/keyboard, else us).")
    var xkbLayout: String?

    @Flag(help: "Type with the mouse (or SDL touch events) in the window instead of a touch device.")
    var pointer = false

    @Option(help: "Play this recording in real time as the touch device (evemu or libinput record); the session is the one `replay` builds for it.")
    var trace: String?

    @Option(help: "With --trace: trace seconds per second (2 plays twice as fast).")
    var speed: Double = 1

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    /// The effective spec: defaults, the configuration file, the flags (and the theme); the document autosaved
    /// and the user dictionary read from the data directory.
    func spec(user: UserConfiguration, base: SessionSpec) throws -> SessionSpec {
        var (spec, _) = SpecResolution.spec(base: base, file: user, flags: session)
        _ = try look.applyTheme(to: &spec, user: user)
        let dirs = SuggestPaths(environment: ProcessInfo.processInfo.environment)
        spec.autosavePath = document ?? user.autosave ?? dirs.dataDirectory + "/document.json"
        spec.userDictionary.path = UserDictionaryStore(dataDirectory: dirs.dataDirectory).path
        spec.keepsEventLog = false
        return spec
    }

    func run() throws {
        let user = try SpecResolution.configuration(self.session, readsDefault: true)
        if self.session.printSpec, trace == nil { return SpecResolution.print(try spec(user: user, base: SpecResolution.runBase)) }
        if emit == .stdout && terminal {
            throw ValidationError("--emit stdout cannot share standard output with --terminal: use the window, --headless, or --emit uinput")
        }
        let look = try self.look.sceneLook(user: user)
        let screen = headless ? nil : try LiveScreen(terminal: terminal, title: "Pressboard", look: look)
        let source = try LiveSourceChoice(trace: trace, speed: speed, pointer: pointer, device: device ?? user.device,
                                          grab: grab || (user.grab ?? false), switchesPointerDevice: record == nil,
                                          screen: screen).source
        // One spec for every session of this run: a played trace's is the one `replay` builds.
        var spec = try spec(user: user, base: trace.map { try ReplayPlan(trace: $0, source: TraceFile.open($0), flags: self.session, file: user).spec } ?? SpecResolution.runBase)
        if self.session.printSpec { screen?.close(); return SpecResolution.print(spec) }
        screen?.sceneTheme = try LookOptions.sceneTheme(spec.theme)
        let documentPath = spec.autosavePath ?? ""
        let editor = try Self.openDocument(documentPath)
        screen?.documentFolder = ImageFileProbe.folder(ofDocument: documentPath)
        let journal = try SessionJournal(path: documentPath + ".journal", document: editor.document)
        // The personalised touch model of this device and keyset (live typing only: a played
        // trace keeps the model its recording carries, so it equals `replay`).
        let touchModels = trace == nil
            ? TouchModelPersistence.load(into: &spec, device: source.deviceDescription,
                                         dataDirectory: SuggestPaths(environment: ProcessInfo.processInfo.environment).dataDirectory)
            : nil
        let emitter = try emit.map { try EmitSink(target: $0, layout: EmitSink.layout(option: xkbLayout), startingFrom: editor.document.string) }
        let sessions = LiveSessions(spec: spec, editor: editor, journal: journal, emitter: emitter, screen: screen,
                                    learnedDirectory: trace == nil ? SuggestPaths(environment: ProcessInfo.processInfo.environment).dataDirectory : nil)
        let (session, ending) = try type(from: source, sessions: sessions, user: user)
        try emitter?.update(session)
        saveUserDictionary(of: session, to: spec)
        touchModels?.save(session)
        sessions.saveLearned(session)
        if let e = session.lastSaveError { printError("warning: the document could not be saved: \(e)") }
        else { journal.remove() }
        if let e = sessions.journalError { printError("warning: the run journal could not be written: \(e)") }
        printError("\(ending) Document saved to \(documentPath).")
        if headless && emit != .stdout {
            print("text: " + session.editor.document.string.replacingNewlines)
            print("intensities: " + ReplayReport.intensities(session.editor.document).map(String.init).joined(separator: " "))
        }
    }

    /// The editor with the autosaved document, and what a killed run typed recovered from its
    /// journal (issue 16) and saved at once.
    static func openDocument(_ documentPath: String) throws -> TextEditor {
        try makeDirectory((documentPath as NSString).deletingLastPathComponent)
        let editor = TextEditor(settings: SessionConfiguration().editor, composeTable: try? ComposeTable())
        if FileManager.default.fileExists(atPath: documentPath) {
            let (doc, repairs) = try IntensityDocument.load(from: documentPath)
            for r in repairs { printError("note: \(documentPath): \(r)") }
            editor.load(doc)
            editor.setSelection(doc.utf16Count..<doc.utf16Count)
        }
        let journalPath = documentPath + ".journal"
        if let r = try SessionJournal.recover(path: journalPath) {
            try AtomicFile.write(DocumentArchive.encode(r.document), to: documentPath)
            editor.load(r.document)
            editor.setSelection(r.document.utf16Count..<r.document.utf16Count)
            printError("note: recovered \(r.changes) changes from \(journalPath)\(r.stopped.map { " (\($0))" } ?? "")")
        }
        return editor
    }

    /// Types until the run stops: one live loop per touch source, handing over when a device
    /// appears or goes, or the pointer gains or loses pressure; returns the last session and why
    /// it ended (the recording, if any, closed).
    private func type(from first: any LiveSource, sessions: LiveSessions, user: UserConfiguration) throws -> (Session, LiveEnding) {
        var source = first
        let built = try sessions.make(source)
        var session = built.session
        let d = source.deviceDescription
        let recorder = try record.map { try TraceFileWriter(path: $0, description: d, comments: Self.recordingComments(sessions.latestSpec, session: session)) }
        printError("Typing on \(d.node ?? d.name) (\"\(d.name)\", \(d.classification.kind.rawValue)) with \(built.keyset.id); document: \(sessions.spec.autosavePath ?? ""). Ctrl-C or close the window to stop.")
        let stop = StopFlag()
        let signals = SignalStop(stop)
        defer { signals.cancel() }
        defer { sessions.screen?.close() }
        // Devices come and go while typing live (not while playing or recording a trace).
        let hotplug = trace == nil && record == nil ? DeviceHotplug() : nil
        let start = MonotonicClock.now()
        var ending: LiveEnding
        while true {
            let loop = LiveLoop(source: source, session: session, screen: sessions.screen, recorder: recorder, stop: stop,
                                duration: duration, hotplug: hotplug, grab: grab || (user.grab ?? false))
            ending = try loop.run(start: start)
            guard !ending.stopsSession, let next = Self.nextSource(after: ending, from: source, screen: sessions.screen, watching: hotplug != nil)
            else { break }
            source = next
            // The next session's builder reads the user dictionary and the learned calibration:
            // keep what this one learned.
            saveUserDictionary(of: session, to: sessions.spec)
            sessions.saveLearned(session)
            session = try sessions.make(source).session
        }
        try recorder?.close()
        return (session, ending)
    }

    /// The source a run goes on with after a hand-over, said on stderr; nil when it stops.
    static func nextSource(after ending: LiveEnding, from source: any LiveSource, screen: LiveScreen?, watching: Bool) -> (any LiveSource)? {
        switch ending {
        case .newDevice(let device):
            let n = device.deviceDescription
            printError("\(device.path): \"\(n.name)\" (\(n.classification.kind.rawValue)) appeared: typing on it.")
            return EvdevSource(device)
        case .pointerDeviceChanged:
            guard let pointer = source as? PointerSource else { return nil }
            let next = pointer.switched()
            printError(next.deviceDescription.hasAbs(AbsCode.mtPressure)
                       ? "The touch reports pressure: intensity from pressure now."
                       : "The mouse has no pressure: intensity from how long a click lasts.")
            return next
        case .deviceRemoved where watching:
            if let screen, screen.hasWindow {
                printError("The touch device was removed: typing with the pointer until a touch device appears.")
                return PointerSource(screen: screen)
            }
            printError("The touch device was removed: waiting for a touch device to appear (the document is kept).")
            return IdleSource(source.deviceDescription)
        default:
            return nil
        }
    }

    /// Saves the words a session learned where the spec's user dictionary lives (best effort).
    private func saveUserDictionary(of session: Session, to spec: SessionSpec) {
        if let saved = session.userDictionary, let p = spec.userDictionary.path {
            do { try UserDictionaryStore(path: p).save(saved) } catch { printError("warning: the user dictionary could not be saved: \(error)") }
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
