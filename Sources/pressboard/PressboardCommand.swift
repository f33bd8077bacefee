import ArgumentParser

/// The `pressboard` command line: one subcommand per job a user has.
@main
struct PressboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pressboard",
        abstract: "A simulated pressure keyboard and input-processing engine for Linux touchscreens and pen tablets.",
        discussion: """
        Touches from a touchscreen or pen tablet (or a recorded trace) become key presses with an
        intensity (0–100) measured from pressure, contact size or duration.

        Start with:
          pressboard devices                 which touch devices this machine has
          pressboard dump TRACE.evemu        the touch frames a recorded trace decodes to
          pressboard record -o my.evemu      record a device to a trace file
          pressboard bench input             measure the input stage (release build)
        """,
        subcommands: PressboardCommand.allSubcommands
    )
}
