import ArgumentParser
import FoundationEssentials
import Keyboard
import TouchInput

/// `pressboard synth`: write the evemu trace a typist would produce typing a text on a keyset.
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Synthesise a touch trace of a typist typing a text on a keyset.",
        discussion: """
        The typist aims at key centres with a constant per-key error and a random scatter
        (--spread, in key widths), holds keys with a pressure that rises, holds at the intended
        intensity and falls, types at --wpm words per minute with variance, uses two thumbs whose
        touches overlap, long-presses for accented letters and slides on expanding keys. The
        trace's header comments carry the intended text and intensities, so a replay can be
        scored. The same --seed gives the same file.

        Examples:
          pressboard synth "Hello, world!" --keyset basic-latin --description touchscreen.evemu --output hello.evemu
          pressboard synth --file text.txt --keyset english --description tablet.evemu --output t.evemu --seed 7 --spread 0.3
        """
    )

    @Argument(help: "Text to type (or use --file).") var text: String?
    @Option(help: "Read the text from a file.") var file: String?
    @OptionGroup var keysetOptions: KeysetOptions
    @OptionGroup var deviceFile: DescriptionOption
    @Option(name: .shortAndLong, help: "Trace to write ('-' for standard output).") var output: String
    @OptionGroup var traceFormat: TraceFormatOption
    @Option(help: "Random seed.") var seed: UInt64 = 1
    @Option(help: "σ of the touch scatter around the aimed point, in key widths.") var spread: Double = 0.2
    @Option(help: "σ of each key's constant aiming error, in key widths.") var offset: Double = 0.08
    @Option(help: "Typing speed in words (5 characters) per minute.") var wpm: Double = 35
    @Option(help: "Mean intended intensity 0–100.") var intensity: Double = 50
    @Option(help: "σ of the intended intensity.") var intensitySpread: Double = 15
    @Flag(help: "One finger: touches never overlap.") var oneFinger = false
    @Flag(help: "The keyboard does not auto-capitalise (the typist taps shift itself).") var noAutoCapitalization = false
    @OptionGroup var placement: PlacementOptions

    func validate() throws {
        if (text == nil) == (file == nil) { throw ValidationError("give the text as an argument or with --file, not both") }
        if spread < 0 || offset < 0 { throw ValidationError("--spread and --offset must be ≥ 0") }
        if wpm <= 0 { throw ValidationError("--wpm must be > 0") }
    }

    func run() throws {
        try OutputCheck.file(output, option: "--output")
        var input = text ?? ""
        if let f = file {
            guard let data = FileManager.default.contents(atPath: f) else { throw ValidationError("cannot read \(f)") }
            input = String(decoding: data, as: UTF8.self)
            if input.hasSuffix("\n") { input.removeLast() }
        }
        let k = try keysetOptions.load()
        let d = try deviceFile.required()
        let g = KeyboardGeometry(keyset: k)
        let mapping = g.mapping(region: placement.region(for: d.classification.kind), rotation: placement.rotation ?? .none)
        let config = TypistConfiguration(seed: seed, spread: spread, systematicOffset: offset, wordsPerMinute: wpm,
                                         intensity: intensity, intensitySpread: intensitySpread, twoThumbs: !oneFinger,
                                         autoCapitalization: !noAutoCapitalization)
        let sim = TypistSimulator(geometry: g, mapping: mapping, device: d, configuration: config)
        if let warning = IntensityChannel(device: d).warning(device: d.name) { printError("warning: " + warning) }
        let trace: SynthesisedTrace
        do { trace = try sim.synthesise(input) } catch { throw ValidationError(error.description) }
        let w = try TraceFileWriter(path: output, description: d, comments: trace.comments, replacing: true, format: traceFormat.resolved(for: output))
        for e in trace.events { try w.write(e) }
        try w.close()
        let seconds = trace.events.last.map { $0.time.seconds } ?? 0
        printError("\(output): \(trace.events.count) events, \(trace.strokes.count) touches, \(input.count) characters, \(ShowJSON.number(seconds)) s")
    }
}
