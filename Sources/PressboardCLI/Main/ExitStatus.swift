/// The process exit codes of every subcommand, as `pressboard --help` documents them.
enum ExitStatus: Int32 {
    /// Done as asked.
    case ok = 0
    /// A file, trace, keyset or value the command was given is wrong or cannot be read or written.
    case badInput = 1
    /// The command line itself is wrong: unknown subcommand, option or value.
    case usage = 2
    /// A live input device could not be found, opened, read or grabbed, or permission was refused.
    case device = 3

    /// The lines `--help` shows.
    static let documentation = """
    Exit codes: 0 done, 1 bad input (a file, trace, keyset or value), 2 wrong command line \
    (unknown subcommand, option or value), 3 input device missing, busy or not permitted.
    """
}
