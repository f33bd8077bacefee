import ArgumentParser

/// `pressboard bench SECTION`: the project's performance goals, measured in release mode.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure a stage of the pipeline (build with -c release first).",
        discussion: "Sections: \(BenchCommand.sections.keys.sorted().joined(separator: ", ")), or all. With --json, one JSON object per measurement."
    )

    /// Each section is a function producing measurements; each issue adds its own.
    static let sections: [String: @Sendable (BenchOptions) throws -> Void] = [
        // one line per section
        "input": InputBench.run,
        "intensity": IntensityBench.run,
        "keyboard": KeyboardBench.run,
        "layout": LayoutBench.run,
        "suggest": { try SuggestBench.run($0); try TypistSuggestBench.run($0) },
        "editor": EditorBench.run,
        "render": { try RenderBench.run($0); try ReplayBench.run($0) },
        "typing": TypingBench.run,
    ]

    @Argument(help: "Section to run: \(BenchCommand.sections.keys.sorted().joined(separator: ", ")), or all.")
    var section: String = "all"

    @Flag(help: "Print one JSON object per measurement.")
    var json = false

    @Option(help: "Scale the workload (1 = default size; use 0.1 for a quick check).")
    var scale: Double = 1

    @Flag(help: "Also measure other programs on the same work where a section has peers (suggest: Aspell, Hunspell, symspellpy).")
    var peers = false

    func run() throws {
        let names = section == "all" ? BenchCommand.sections.keys.sorted() : [section]
        let progress = ProgressLine("bench", total: names.count, unit: "sections", enabled: ProgressLine.isTerminal && names.count > 1)
        defer { progress.finish() }
        for (i, name) in names.enumerated() {
            progress.update(i)
            guard let body = BenchCommand.sections[name] else {
                throw ValidationError("unknown bench section '\(name)'; known: \(BenchCommand.sections.keys.sorted().joined(separator: ", "))")
            }
            let json = self.json
            try body(BenchOptions(scale: scale, emit: { m in
                progress.finish()   // the measurement's line replaces the progress line
                print(json ? m.json() : m.text())
            }, peers: peers))
        }
    }
}

/// What a bench section receives: a size scale and a sink that prints each measurement as it is made.
struct BenchOptions: Sendable {
    var scale: Double
    var emit: @Sendable (BenchMeasurement) -> Void
    /// Whether sections measure their peer programs too (`--peers`).
    var peers = false
}
