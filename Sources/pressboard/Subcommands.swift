import ArgumentParser

extension PressboardCommand {
    /// Every subcommand, in the order `--help` lists them. Each issue adds its own line.
    static let allSubcommands: [any ParsableCommand.Type] = [
        BenchCommand.self,
        SuggestCommand.self,
    ]
}
