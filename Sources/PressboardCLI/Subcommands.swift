import ArgumentParser

extension PressboardCommand {
    /// Every subcommand, in the order `--help` lists them. Each issue adds its own line.
    static let allSubcommands: [any ParsableCommand.Type] = [
        DevicesCommand.self,
        RecordCommand.self,
        DumpCommand.self,
        ReplayCommand.self,
        RunCommand.self,
        KeysetsCommand.self,
        SynthCommand.self,
        EvaluateIntensityCommand.self,
        BenchCommand.self,
        CalibrateCommand.self,
        SuggestCommand.self,
        RenderCommand.self,
        EvaluateCommand.self,
        HeatmapCommand.self,
    ]
}
