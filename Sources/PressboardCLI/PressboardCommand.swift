import ArgumentParser
import Glibc

/// The `pressboard` command line: one subcommand per job a user has.
@main
struct PressboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pressboard",
        abstract: "A simulated pressure keyboard and input-processing engine for Linux touchscreens and pen tablets.",
        discussion: """
        Touches from a touchscreen or pen tablet (or a recorded trace) become key presses with an \
        intensity (0–100) measured from pressure, contact size or duration; the text shows how hard \
        each key was pressed.

        Start with:
          pressboard devices            touch devices here, and how they are read
          pressboard run                type on a touchscreen or tablet (window)
          pressboard replay T.evemu     a recorded trace: text, intensities, and
                                        with --png FILE the final screen
          pressboard synth TEXT ...     make a realistic trace from text
          pressboard dump T.evemu       the touch frames a trace decodes to
          pressboard bench input        benchmarks (build with -c release)

        `pressboard SUBCOMMAND --help` explains each one with examples.

        \(ExitStatus.documentation)
        """,
        version: PressboardVersion.string,
        subcommands: PressboardCommand.allSubcommands
    )

    /// Replaces ArgumentParser's entry so errors get the documented exit codes and hints.
    static func main() async {
        let status = await CommandLineMain().run(Array(CommandLine.arguments.dropFirst()))
        Glibc.exit(status)
    }
}
