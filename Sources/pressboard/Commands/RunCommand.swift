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

    @Option(help: "Keyset id (see `pressboard keysets`).")
    var keyset: String?

    @Option(help: "Directory searched first for keysets.")
    var keysets: String?

    @Option(help: "Keyboard region of the device as x,y,width,height fractions.")
    var region: String?

    @Option(help: "Intensity interpreter: pressure, contactArea, duration, impactDuration or manual.")
    var interpreter: String?

    @Option(help: "Manual intensity 0–100 for every key.")
    var intensity: Int?

    @Flag(help: "Learn the device's full-press level from your touches as you type.")
    var autoCalibrate = false

    @Flag(help: "Replace a misspelt word on space when the ranker is confident.")
    var autocorrect = false

    @Flag(help: "No suggestions bar.")
    var noSuggestions = false

    @Option(help: "Where the document is kept and autosaved (.json archive).")
    var document: String?

    @Option(help: "Also record the touches to this evemu trace (replays to the same document).")
    var record: String?

    @Flag(help: "No window: draw the scene in this terminal as text (follows resizes; NO_COLOR: no colour), for SSH sessions.")
    var terminal = false

    @Flag(help: "Draw nothing; print the text when the session ends (test rigs, scripts).")
    var headless = false

    @Option(help: "Render scheme: weight, hue, alpha or size.")
    var scheme: String?

    @Option(help: "Smoothing unit: character, word, sentence, line, paragraph or document.")
    var smoothing: String?

    @Option(help: "Send the text out as you type: uinput (a virtual keyboard typing into the focused application) or stdout (for pipes; deletions as BS bytes).")
    var emit: EmitTarget?

    @Option(help: "XKB layout the virtual keyboard types with, e.g. us, de, de(nodeadkeys) (default: XKBLAYOUT of /etc/default/keyboard, else us).")
    var xkbLayout: String?

    @Flag(help: "Type with the mouse (or SDL touch events) in the window instead of a touch device.")
    var pointer = false

    @Option(help: "Play this recording in real time as the touch device (evemu or libinput record).")
    var trace: String?

    @Option(help: "With --trace: trace seconds per second (2 plays twice as fast).")
    var speed: Double = 1

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Configuration file (default: $XDG_CONFIG_HOME/pressboard/config.json).")
    var config: String?

    func run() throws {
        let user = try UserConfiguration.load(path: config)
        for k in user.unknownKeys { printError("warning: unknown configuration key \"\(k)\" (ignored)") }
        let look = try SceneLook(scheme: scheme ?? user.scheme, smoothing: smoothing ?? user.smoothing)
        let screen = headless ? nil : try LiveScreen(terminal: terminal, title: "Pressboard", look: look)
        var source = try LiveSourceChoice(trace: trace, speed: speed, pointer: pointer, device: device ?? user.device,
                                          grab: grab || (user.grab ?? false), screen: screen).source
        let header = (source as? TraceClockSource).flatMap { SynthesisHeader.parse(comments: $0.headerComments) }
        let keyset = try KeysetSearch.load(id: self.keyset ?? user.keyset ?? header?.keyset ?? "english", override: keysets ?? user.keysets)
        let geometry = KeyboardGeometry(keyset: keyset)

        // The configuration for a source's device (the keyboard's place depends on its kind).
        func configuration(for d: DeviceDescription) throws -> SessionConfiguration {
            var sc = SessionConfiguration()
            sc.calibrations = user.calibrations
            if let r = region ?? user.region { sc.region = try KeysetSearch.region(r, kind: d.classification.kind) }
            if source is TraceClockSource {
                // As `replay` places the keyboard on a recorded device.
                if sc.region == nil { sc.region = header?.region ?? DeviceMapping.defaultRegion(for: d.classification.kind) }
                if let r = header?.rotation { sc.rotation = r }
            }
            sc.placeOnScreen(of: d, keyboardRows: geometry.height, keepRegion: sc.region != nil)
            try IntensityOptions(interpreter: interpreter ?? user.interpreter?.rawValue, intensity: intensity ?? user.intensity,
                                 autoCalibrate: autoCalibrate).apply(to: &sc)
            sc.suggestions.suggestionsEnabled = !(noSuggestions || user.suggestions == false)
            sc.suggestions.autocorrectEnabled = autocorrect || (user.autocorrect ?? false)
            if let t = user.autocorrectThreshold { sc.suggestions.autocorrectThreshold = t }
            if let n = user.suggestionCount { sc.suggestions.count = max(0, min(10, n)) }
            return sc
        }
        var sc = try configuration(for: source.deviceDescription)
        let dirs = SuggestPaths(environment: ProcessInfo.processInfo.environment)
        let documentPath = document ?? user.autosave ?? dirs.dataDirectory + "/document.json"
        try makeDirectory((documentPath as NSString).deletingLastPathComponent)

        let editor = TextEditor(settings: sc.editor, composeTable: try? ComposeTable())
        if FileManager.default.fileExists(atPath: documentPath) {
            let (doc, repairs) = try IntensityDocument.load(from: documentPath)
            for r in repairs { printError("note: \(documentPath): \(r)") }
            editor.load(doc)
            editor.setSelection(doc.utf16Count..<doc.utf16Count)
        }
        let store = UserDictionaryStore(dataDirectory: dirs.dataDirectory)
        let bar = sc.suggestions.suggestionsEnabled
            ? SessionSetup.suggestionsBar(for: keyset, geometry: geometry, settings: sc.suggestions, userDictionary: (try? store.load()) ?? UserDictionary())
            : nil

        if emit == .stdout && terminal {
            throw ValidationError("--emit stdout cannot share standard output with --terminal: use the window, --headless, or --emit uinput")
        }
        let emitter = try emit.map { try EmitSink(target: $0, layout: EmitSink.layout(option: xkbLayout), startingFrom: editor.document.string) }
        var emitError: (any Error)?

        // One session per touch source; the editor (the document), the bar and the emitter carry over.
        func makeSession(_ source: any LiveSource, _ sc: SessionConfiguration) -> Session {
            var sc = sc
            sc.autosavePath = documentPath
            sc.keepsEventLog = false
            let session = Session(description: source.deviceDescription, keyset: keyset, configuration: sc, suggestionsBar: bar, editor: editor)
            if let live = source as? EvdevSource { session.useLiveDecoding(initialSlot: live.device.initialSlot ?? 0) }
            session.onCopy = { text in
                if let screen { screen.copy(text) } else { printError("note: copy needs the window or the terminal screen") }
            }
            if let emitter {
                session.onDocumentChange = { s, _ in
                    do { try emitter.update(s) } catch { if emitError == nil { emitError = error; printError("warning: \(error)") } }
                }
            }
            return session
        }

        let d = source.deviceDescription
        let recorder = try record.map { try TraceFileWriter(path: $0, description: d, comments: ["Recorded by pressboard run"]) }
        printError("Typing on \(d.node ?? d.name) (\"\(d.name)\", \(d.classification.kind.rawValue)) with \(keyset.id); document: \(documentPath). Ctrl-C or close the window to stop.")

        let stop = StopFlag()
        let signals = SignalStop(stop)
        defer { signals.cancel() }
        defer { screen?.close() }
        // Devices come and go while typing live (not while playing or recording a trace).
        let hotplug = trace == nil && record == nil ? DeviceHotplug() : nil
        let start = MonotonicClock.now()
        var session = makeSession(source, sc)
        var ending = ""
        while true {
            let loop = LiveLoop(source: source, session: session, screen: screen, recorder: recorder, stop: stop, duration: duration,
                                hotplug: hotplug, grab: grab || (user.grab ?? false))
            switch try loop.run(start: start) {
            case .stopped(let why):
                ending = why
            case .newDevice(let device):
                let n = device.deviceDescription
                printError("\(device.path): \"\(n.name)\" (\(n.classification.kind.rawValue)) appeared: typing on it.")
                source = EvdevSource(device)
            case .deviceRemoved:
                if let screen, screen.hasWindow {
                    printError("The touch device was removed: typing with the pointer until a touch device appears.")
                    source = PointerSource(screen: screen)
                } else {
                    printError("The touch device was removed: waiting for a touch device to appear (the document is kept).")
                    source = IdleSource(source.deviceDescription)
                }
            }
            guard ending.isEmpty else { break }
            sc = try configuration(for: source.deviceDescription)
            session = makeSession(source, sc)
        }
        try emitter?.update(session)
        try recorder?.close()
        if let saved = session.userDictionary { try? store.save(saved) }
        if let e = session.lastSaveError { printError("warning: the document could not be saved: \(e)") }
        printError("\(ending) Document saved to \(documentPath).")
        if headless && emit != .stdout {
            print("text: " + session.editor.document.string.replacingNewlines)
            print("intensities: " + ReplayReport.intensities(session.editor.document).map(String.init).joined(separator: " "))
        }
    }
}
