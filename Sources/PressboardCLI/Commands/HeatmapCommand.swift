import ArgumentParser
import Keyboard
import Pressboard
import Rendering
import TouchInput

/// `pressboard heatmap TRACE --png|--svg FILE`: where the touches of a trace landed on the
/// keyboard and how hard — the session `replay` builds types the trace, and every keystroke's
/// touch point and intensity is drawn over the default page (`HeatmapRenderer`).
struct HeatmapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heatmap",
        abstract: "Draw where a trace's touches landed on the keyboard, coloured by intensity.",
        discussion: """
        Replays the trace as `pressboard replay` does (same spec, same flags) and draws the
        keyboard's default page (--screen-width pixels wide, the height following the keyboard's
        shape) with every keystroke's touch point coloured by its intensity
        (green soft → red firm); per key, the mean offset of the touches meant for it (a line
        from the key's centre) and their 2σ covariance ellipse, and a histogram strip of their
        intensities; a legend below. A touch counts for the key its intended character names
        when the trace is synthesised (`pressboard synth` writes the intended text) and the
        keystrokes match it one for one, else for the key it landed on.

        Examples:
          pressboard heatmap session.evemu --png heat.png
          pressboard synth "the quick brown fox" --description dev.evemu -o t.evemu && pressboard heatmap t.evemu --svg heat.svg
        """
    )

    @Argument(help: "Trace file (evemu or libinput record YAML).")
    var trace: String

    @OptionGroup var session: SpecOptions

    @OptionGroup var deviceFile: DescriptionOption

    @Option(help: "Write a PNG file.")
    var png: String?

    @Option(help: "Write an SVG file.")
    var svg: String?

    /// The picture's width: `--screen-width` (or `--size`'s width), else 800; the height follows
    /// the keyboard's shape.
    var width: Int { session.screen.width ?? ScreenOptions.defaultWidth }

    func validate() throws {
        if session.printSpec { return }
        if png == nil && svg == nil { throw ValidationError("give --png FILE and/or --svg FILE") }
        if !(200...8000).contains(width) { throw ValidationError("--screen-width must be 200…8000 pixels for a heatmap") }
    }

    func run() throws {
        let source = try TraceFile.open(trace)
        let plan = try ReplayPlan(trace: trace, source: source, flags: session,
                                  file: SpecResolution.configuration(session, readsDefault: false),
                                  description: deviceFile.load())
        for note in plan.notes { printError(note) }
        if session.printSpec { return SpecResolution.print(plan.spec) }
        try OutputCheck.file(png, option: "--png")
        try OutputCheck.file(svg, option: "--svg")
        let built = try plan.build()
        var counted: any TraceSource = source
        let result = try TraceReplay.run(&counted, session: built, keysetID: plan.spec.keyset.id)
        let stats = Self.statistics(result.session, intended: SynthesisHeader.parse(comments: source.headerComments)?.text)
        let renderer = HeatmapRenderer()
        if let png { try writeBytes(renderer.png(stats, width: width), to: png) }
        if let svg { try writeBytes(renderer.svg(stats, width: width), to: svg) }
        let onKeys = stats.keys.reduce(0) { $0 + $1.count }
        printError("\(stats.touches.count) keystrokes drawn, \(onKeys) counted for keys of page \"\(stats.page.pageID)\"")
    }

    /// Every keystroke of the session with a touch point and an intensity, on the default page:
    /// counted for the key of its intended character when `intended` matches the typed
    /// characters one for one, else for the key it landed on.
    static func statistics(_ session: Session, intended: String?) -> KeyTouchStatistics {
        let page = session.keyboard.geometry.pages[0]
        var stats = KeyTouchStatistics(page: page)
        let strokes: [(KeyboardPoint, Int, String?)] = session.events.compactMap { e in
            guard let p = e.output.point else { return nil }
            switch e.output.action {
            case .text(let t, let i): return (p, i, t)
            case .newline(let i), .intensityKey(let i): return (p, i, nil)
            case .deadKey(_, let i), .suggestion(_, let i): return (p, i, nil)
            default: return nil
            }
        }
        let typed = strokes.compactMap(\.2)
        let meant = intended.map { Array($0).map(String.init) }
        let aligned = meant != nil && meant!.count == typed.count
        var next = 0
        for (p, i, t) in strokes {
            guard aligned, t != nil, let m = meant else { stats.add(point: p, intensity: i); continue }
            let c = m[next].lowercased()
            next += 1
            stats.add(point: p, intensity: i, meantFor: page.keys.firstIndex { $0.key.label(shifted: false).lowercased() == c })
        }
        return stats
    }
}
