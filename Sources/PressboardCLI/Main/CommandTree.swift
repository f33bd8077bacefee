import ArgumentParser

/// Finds, from the raw arguments, which subcommand a command line addresses, so an error can
/// print that subcommand's usage and a misspelt subcommand name can be corrected.
struct CommandTree {
    var root: any ParsableCommand.Type

    /// The subcommand the arguments walk down to, and the first positional word after it that
    /// is not a subcommand name (a misspelling, when the command has subcommands).
    func resolve(_ arguments: [String]) -> (command: any ParsableCommand.Type, stray: String?) {
        var current = root
        for a in arguments where !a.hasPrefix("-") {
            let subs = current.configuration.subcommands
            if subs.isEmpty { return (current, nil) }
            guard let next = subs.first(where: { Self.name(of: $0) == a }) else { return (current, a) }
            current = next
        }
        return (current, nil)
    }

    /// The names of a command's subcommands (what `--help` lists).
    static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.map(name(of:))
    }

    static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }

    /// The usage line(s) of `command` as reached from the root ("Usage: pressboard replay …").
    func usage(of command: any ParsableCommand.Type) -> String {
        root.usageString(for: command)
    }
}
