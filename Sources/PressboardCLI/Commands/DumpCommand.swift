import ArgumentParser
import Glibc
import TouchInput

/// `pressboard dump TRACE`: the frames of contacts a trace decodes to.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the touch frames a trace decodes to (evemu or libinput record).",
        discussion: """
        Each frame is the state at one SYN_REPORT: the contacts that changed since they were last
        shown (every contact with --all-contacts) with id, phase (began, moved, stationary, ended,
        cancelled), tool, position in device units, millimetres (when the device reports a
        resolution) and normalised 0–1, pressure (raw and as a percentage of its range), touch
        size, pen distance and tilt (in degrees when the axis has a resolution). Frames where
        nothing changed are left out. Times are seconds from the first event (+0.000000);
        --absolute-time prints the trace's own timestamps. Pens are shown while hovering too.

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

    @OptionGroup var deviceFile: DescriptionOption

    @Flag(help: "Print the device description and its classification first.")
    var showDevice = false

    @Flag(help: "Show every contact of every frame, not only those that changed.")
    var allContacts = false

    @Flag(help: "Print the trace's own timestamps instead of seconds from the first event.")
    var absoluteTime = false

    func run() throws {
        var source = try TraceFile.open(trace)
        for w in source.warnings { printError("warning: \(w)") }
        let desc = try deviceFile.load() ?? source.description
        guard let d = desc else {
            throw ValidationError("\(trace) has no device description (an events-only file): pass --description DEVICE.evemu")
        }
        if showDevice && !json { print(DeviceFormatter.describe(d)) }
        var decoder = MultitouchDecoder(description: d, mode: .trace, options: .init(reportsHover: true))
        var formatter = FrameFormatter(json: json)
        formatter.tiltResolution = (d.absAxes[AbsCode.tiltX]?.resolution ?? 0, d.absAxes[AbsCode.tiltY]?.resolution ?? 0)
        var changes = ContactChanges()
        var last = Timestamp(microseconds: 0)
        func emit(_ frame: Frame) {
            let shown = allContacts ? frame.contacts : changes.changed(in: frame)
            if !shown.isEmpty || allContacts { print(formatter.format(frame, contacts: shown)) }
        }
        // A progress line for big files when the frames go to a file or pipe and stderr is a terminal.
        let wantsProgress = ProgressLine.isTerminal && isatty(STDOUT_FILENO) == 0 && Self.isLarge(trace)
        let progress = ProgressLine("dump", total: wantsProgress ? try Self.eventCount(trace) : 0, unit: "events", enabled: wantsProgress)
        defer { progress.finish() }
        var count = 0
        while let e = try source.next() {
            count += 1
            if count % 4096 == 0 { progress.update(count) }
            if formatter.origin == nil && !absoluteTime { formatter.origin = e.time }
            last = e.time
            if decoder.feed(e) { emit(decoder.frame) }
        }
        if decoder.finish(at: last) { emit(decoder.frame) }
    }

    /// A file big enough (over 4 MiB) to want a progress line.
    static func isLarge(_ path: String) -> Bool {
        var st = stat()
        return path != "-" && stat(path, &st) == 0 && st.st_size > 4 << 20
    }

    /// The events in a trace file (a quick first pass, the progress line's total).
    static func eventCount(_ path: String) throws -> Int {
        var source = try TraceFile.open(path)
        var n = 0
        while try source.next() != nil { n += 1 }
        return n
    }
}
