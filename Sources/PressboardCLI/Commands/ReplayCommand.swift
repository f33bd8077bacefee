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
        override the recorded spec (said on standard error). Types the trace and prints the final text and one intensity (0–100)
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

    @OptionGroup var look: LookOptions

    @Option(help: "Also save the final document as a JSON archive here (as `run` autosaves it).")
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
        var source = try TraceFile.open(trace)
        var plan = try ReplayPlan(trace: trace, source: source, flags: session,
                                  file: SpecResolution.configuration(session, readsDefault: false))
        for note in plan.notes { printError(note) }
        if session.printSpec { return SpecResolution.print(plan.spec) }
        // An output, not a change to the session: the document is saved where asked.
        if let document { plan.spec.autosavePath = document }
        let look = try self.look.sceneLook(user: UserConfiguration())
        let renderer = (png ?? svg ?? pdf ?? frames) != nil || terminal ? SceneRenderer() : nil
        var frameCount = 0
        if let frames { try makeDirectory(frames) }
        let session = try plan.build()
        if let frames, let renderer {
            session.onDocumentChange = { s, _ in
                frameCount += 1
                let name = String(frameCount)
                let path = frames + "/frame-" + String(repeating: "0", count: max(0, 4 - name.count)) + name + ".png"
                do { try renderer.image(look.apply(s.sceneSnapshot())).writePNG(to: path) }
                catch { printError("warning: \(path): \(error)") }
            }
        }
        let result = try TraceReplay.run(&source, session: session, keysetID: plan.spec.keyset.id)
        print(json ? ReplayReport.json(result) : ReplayReport.text(result))
        for w in result.session.intensityWarnings { printError("warning: " + w) }
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
}
