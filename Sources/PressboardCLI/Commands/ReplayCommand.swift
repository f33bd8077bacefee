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
        Decodes the trace and builds the session its header describes: a recording made by
        `pressboard run --record` carries the whole session spec (keyset, placement, intensity,
        suggestions, the user dictionary's words), a trace made by `pressboard synth` its keyset
        and placement; anything else gets the defaults (keyset english). Flags and --config
        override the recorded spec (said on standard error); with autocorrect on (recorded, or
        --autocorrect) each word is decoded from its taps, starting from the recorded touch model.
        Types the trace and prints the final text and one intensity (0–100)
        per character. The same trace always gives the same output, byte for byte: replay never
        reads your user dictionary or the clock.

        Examples:
          pressboard replay hello.evemu
          pressboard replay hello.evemu --json
          pressboard replay session.evemu --print-spec
        """
    )

    @Argument(help: "Trace file (evemu or libinput record YAML).")
    var trace: String

    @OptionGroup var session: SpecOptions

    @OptionGroup var deviceFile: DescriptionOption

    @OptionGroup var look: LookOptions

    @Flag(help: "Add a legend of the scheme's scale (intensity 0…100) below --png/--svg/--pdf pictures and --frames.")
    var legend = false

    @Option(help: ArgumentHelp("Also save the final document here: .json archive (as `run` autosaves it), .txt plain text or .html with intensity styles.",
                               valueName: "FILE"))
    var document: String?

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

    func run() throws {
        let source = try TraceFile.open(trace)
        let configuration = try SpecResolution.configuration(session, readsDefault: false)
        var plan = try ReplayPlan(trace: trace, source: source, flags: session, file: configuration,
                                  description: deviceFile.load())
        let themeOverride = try self.look.applyTheme(to: &plan.spec, user: configuration)
        if let line = plan.recordedLine, !themeOverride.isEmpty {
            plan.notes.append("note: \(trace):\(line): " + themeOverride.joined(separator: ", ") + " override the recorded theme")
        }
        for note in plan.notes { printError(note) }
        if session.printSpec { return SpecResolution.print(plan.spec) }
        try checkOutputs()
        let look = try self.look.sceneLook(user: UserConfiguration())
        let renderer = (png ?? svg ?? pdf ?? frames) != nil || terminal ? SceneRenderer(theme: try LookOptions.sceneTheme(plan.spec.theme)) : nil
        var frameCount = 0
        let session = try plan.build()
        let screenGiven = self.session.screen.width != nil || self.session.screen.height != nil
        let canvas = CanvasShape(device: plan.description, given: screenGiven ? plan.spec.screen : nil)
        if let frames, let renderer {
            session.onDocumentChange = { s, event in
                frameCount += 1
                let name = String(frameCount)
                let path = frames + "/frame-" + String(repeating: "0", count: max(0, 4 - name.count)) + name + ".png"
                var frame = canvas.apply(look.apply(s.sceneSnapshot()))
                frame.legend = legend
                frame.keyboard?.touchMarker = event.output.point
                do { try renderer.image(frame).writePNG(to: path) }
                catch { printError("warning: \(path): \(error)") }
            }
        }
        let region = plan.spec.keyboard.region ?? DeviceMapping.defaultRegion(for: plan.description.classification.kind)
        // The progress line's total is the one thing that needs the events counted beforehand.
        let showsProgress = frames != nil && ProgressLine.isTerminal && trace != "-"
        let progress = ProgressLine("replay", total: showsProgress ? try Self.countEvents(trace) : 0, unit: "events", enabled: showsProgress)
        var narrated: any TraceSource = NarratingTraceSource(ProgressTraceSource(source, progress: progress),
                                                             narration: ReplayNarration(description: plan.description, region: region))
        let result = try TraceReplay.run(&narrated, session: session, keysetID: plan.spec.keyset.id)
        progress.finish()
        var narration = (narrated as? NarratingTraceSource)?.narration ?? ReplayNarration(description: plan.description, region: region)
        narration.finish()
        for note in narration.notes(description: plan.description, region: region) { printError(note) }
        print(json ? ReplayReport.json(result) : ReplayReport.text(result))
        for w in result.session.intensityWarnings { printError("warning: " + w) }
        // An output, not a change to the session: the document is saved where asked, once, at the end.
        if let document { try DocumentOutput.write(result.session.editor.document, to: document, look: look) }
        guard let renderer else { return }
        var snapshot = canvas.apply(look.apply(result.session.sceneSnapshot()))
        snapshot.legend = legend
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

    /// The number of events in a trace file (a quick read, for the progress line's total).
    static func countEvents(_ path: String) throws -> Int {
        var source = try TraceFile.open(path)
        var n = 0
        while try source.next() != nil { n += 1 }
        return n
    }

    /// Every output can be written (and --frames is a directory) before anything is replayed.
    func checkOutputs() throws {
        try DocumentOutput.check(document, option: "--document")
        try OutputCheck.file(png, option: "--png")
        try OutputCheck.file(svg, option: "--svg")
        try OutputCheck.file(pdf, option: "--pdf")
        try OutputCheck.directory(frames, option: "--frames")
    }
}
