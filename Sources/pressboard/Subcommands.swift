import ArgumentParser

extension PressboardCommand {
    /// Every subcommand, in the order `--help` lists them. Each issue adds its own line.
    static let allSubcommands: [any ParsableCommand.Type] = [
        DumpCommand.self,
        KeysetsCommand.self,
        SynthCommand.self,
        BenchCommand.self,
    ]
}
