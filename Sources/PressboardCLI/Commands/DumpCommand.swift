import ArgumentParser
import TouchInput

/// `pressboard dump TRACE`: the frames of contacts a trace decodes to.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the touch frames a trace decodes to (evemu or libinput record).",
        discussion: """
        Each frame is the state at one SYN_REPORT: every contact with its id, phase (began, moved,
        stationary, ended, cancelled), tool, position in device units, millimetres (when the
        device reports a resolution) and normalised 0–1, pressure, touch size, pen distance and tilt.
        Pens are shown while hovering too.

        Examples:
          pressboard dump touches.evemu
          pressboard dump touches.evemu --json | head
          pressboard dump events-only.evemu --description device.evemu
        """
    )

    @Argument(help: "Trace file (evemu text or libinput record YAML); '-' reads standard input.")
    var trace: String

    @Flag(help: "One JSON object per frame.")
    var json = false

    @Option(help: "Device description (an evemu file) for an events-only trace.")
    var description: String?

    @Flag(help: "Print the device description and its classification first.")
    var showDevice = false

    func run() throws {
        var source = try TraceFile.open(trace)
        for w in source.warnings { printError("warning: \(w)") }
        var desc = source.description
        if let path = description {
            desc = try EvemuReader(path: path).description
        }
        guard let d = desc else {
            throw ValidationError("\(trace) has no device description (an events-only file): pass --description DEVICE.evemu")
        }
        if showDevice && !json { print(DeviceFormatter.describe(d)) }
        var decoder = MultitouchDecoder(description: d, mode: .trace, options: .init(reportsHover: true))
        let formatter = FrameFormatter(json: json)
        var last = Timestamp(microseconds: 0)
        while let e = try source.next() {
            last = e.time
            if decoder.feed(e) { print(formatter.format(decoder.frame)) }
        }
        if decoder.finish(at: last) { print(formatter.format(decoder.frame)) }
    }
}
