import ArgumentParser
import Keyboard
import Pressboard
import Rendering
import Suggestions
import TextEditing
import TouchInput

/// `pressboard replay TRACE`: the whole pipeline, headless.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded trace through the keyboard, editor and suggestions; print the text.",
        discussion: """
        Decodes the trace, types on the keyset (chosen by --keyset, or named in a trace made by
        `pressboard synth`, else basic-latin) and prints the final text and one intensity (0–100)
        per character. The same trace always gives the same output, byte for byte: replay never
        reads your user dictionary or the clock.

        Examples:
          pressboard replay hello.evemu
          pressboard replay hello.evemu --json
        """
    )

    @Argument(help: "Trace file (evemu or libinput record YAML).")
    var trace: String

    @Option(help: "Keyset id (see `pressboard keysets`).")
    var keyset: String?

    @Option(help: "Directory searched first for keysets.")
    var keysets: String?

    @Option(help: "Keyboard region of the device as x,y,width,height fractions (default: lower 40% of a touchscreen, all of a tablet).")
    var region: String?

    @Option(help: "Intensity interpreter: pressure, contactArea, duration, impactDuration or manual (default: chosen from the device's axes).")
    var interpreter: String?

    @Option(help: "Manual intensity 0–100 for every key (implies --interpreter manual).")
    var intensity: Int?

    @Flag(help: "Learn the device's full-press level from the trace's own touches, in order.")
    var autoCalibrate = false

    @Flag(help: "Print JSON: text, intensities, actions and the final suggestions.")
    var json = false

    @Option(help: "Write the final screen (editor, suggestions bar, keyboard) as PNG.")
    var png: String?

    @Option(help: "Write the final screen as SVG (pulsing schemes animate).")
    var svg: String?

    @Option(help: "Write the final screen as PDF.")
    var pdf: String?

    @Option(help: "Write a PNG of the screen after every key that changed the text into this directory (frame-0001.png, …).")
    var frames: String?

    @Flag(help: "Print the final screen as text: the document styled by intensity, the bar and the keyboard, sized to the terminal (NO_COLOR: no colour).")
    var terminal = false

    @Option(help: "Render scheme for pictures: weight, hue, alpha or size (default: the document's, weight).")
    var scheme: String?

    @Option(help: "Smoothing unit for pictures: character, word, sentence, line, paragraph or document.")
    var smoothing: String?

    @Flag(help: "Turn autocorrect on (replace on space when the ranker is confident).")
    var autocorrect = false

    @Flag(help: "No suggestions (faster; no lexicon needed).")
    var noSuggestions = false

    func run() throws {
        let options = try IntensityOptions(interpreter: interpreter, intensity: intensity, autoCalibrate: autoCalibrate)
        let look = try SceneLook(scheme: scheme, smoothing: smoothing)
        let renderer = (png ?? svg ?? pdf ?? frames) != nil || terminal ? SceneRenderer() : nil
        var frameCount = 0
        if let frames { try makeDirectory(frames) }
        let result = try Self.replay(trace: trace, keysetID: keyset, keysetsDirectory: keysets, region: region,
                                     autocorrect: autocorrect, suggestions: !noSuggestions, intensity: options) { session in
            guard let frames, let renderer else { return }
            session.onDocumentChange = { s, _ in
                frameCount += 1
                let name = String(frameCount)
                let path = frames + "/frame-" + String(repeating: "0", count: max(0, 4 - name.count)) + name + ".png"
                do { try renderer.image(look.apply(s.sceneSnapshot())).writePNG(to: path) }
                catch { printError("warning: \(path): \(error)") }
            }
        }
        print(json ? ReplayReport.json(result) : ReplayReport.text(result))
        guard let renderer else { return }
        let snapshot = look.apply(result.session.sceneSnapshot())
        if let png { try renderer.image(snapshot).writePNG(to: png) }
        if let svg { try writeBytes(renderer.svg(snapshot), to: svg) }
        if let pdf { try writeBytes(renderer.pdf(snapshot), to: pdf) }
        if terminal {
            let out = TerminalOutput()
            // One row fewer than the terminal, so the whole screen stays visible above the prompt.
            let size = TerminalSize(columns: out.size.columns, rows: out.size.rows - 1)
            out.print(TerminalScreen(colour: out.colour).render(snapshot, size: size))
        }
        if let frames, !json { printError("\(frameCount) frames written to \(frames)") }
    }

    /// Runs a trace through a session and returns it finished.
    static func replay(trace: String, keysetID: String?, keysetsDirectory: String?, region: String?,
                       autocorrect: Bool, suggestions: Bool, intensity: IntensityOptions = IntensityOptions(),
                       configure: (Session) -> Void = { _ in }) throws -> ReplayResult {
        var source = try TraceFile.open(trace)
        guard let description = source.description else {
            throw ValidationError("\(trace) has no device description (an events-only file)")
        }
        let header = SynthesisHeader.parse(comments: source.headerComments)
        let id = keysetID ?? header?.keyset ?? "basic-latin"
        let keyset = try KeysetSearch.load(id: id, override: keysetsDirectory)
        var config = SessionConfiguration()
        // The keyboard's place on the device: the flag, else what the typist simulator recorded.
        config.region = region != nil ? try KeysetSearch.region(region, kind: description.classification.kind)
            : (header?.region ?? DeviceMapping.defaultRegion(for: description.classification.kind))
        if let r = header?.rotation { config.rotation = r }
        // On a touchscreen the scene is shown full screen: the suggestions bar sits above the keyboard.
        let geometry = KeyboardGeometry(keyset: keyset, keySpacing: config.keyboard.keySpacing)
        config.placeOnScreen(of: description, keyboardRows: geometry.height, keepRegion: true)
        intensity.apply(to: &config)
        config.suggestions.autocorrectEnabled = autocorrect
        config.suggestions.suggestionsEnabled = suggestions
        let bar = suggestions ? SessionSetup.suggestionsBar(for: keyset, geometry: geometry, settings: config.suggestions,
                                                            userDictionary: UserDictionary()) : nil
        let session = Session(description: description, keyset: keyset, configuration: config, suggestionsBar: bar)
        configure(session)
        return try TraceReplay.run(&source, session: session, keysetID: id)
    }
}
