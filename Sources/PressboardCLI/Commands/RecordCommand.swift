import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import TouchInput

/// `pressboard record`: copies a live device's events into an evemu 1.3 trace that
/// `pressboard dump`, `evemu-play` and every Pressboard command read back.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a touchscreen or pen tablet to an evemu trace file.",
        discussion: """
        Without --device, the first touchscreen or pen tablet in /dev/input is used (see `pressboard \
        devices`). The trace goes to standard output unless --output names a file. Recording stops \
        after --duration seconds, on Ctrl-C, or when the device is unplugged; the file always ends \
        with a complete frame. Timestamps start at 0.000001 s, as evemu-record writes them.

        Reading /dev/input/event* needs root or membership of the node's group (usually `input`); \
        the error message says which.
        """
    )

    @Option(help: ArgumentHelp("Device node to record, e.g. /dev/input/event5.", valueName: "PATH"))
    var device: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Trace file to write (default: standard output).", valueName: "FILE"))
    var output: String?

    @Option(help: ArgumentHelp("Stop after this many seconds.", valueName: "S"))
    var duration: Double?

    @OptionGroup var traceFormat: TraceFormatOption

    @Flag(help: "Grab the device exclusively: the desktop gets no events from it while recording.")
    var grab = false

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
    }

    func run() throws {
        try OutputCheck.file(output, option: "--output")
        var path = device ?? ""
        if device == nil {
            path = try DeviceScanner().firstTouchDevice().path
        }
        let dev = try EvdevDevice(path: path, grab: grab)
        let d = dev.deviceDescription
        let writer = try TraceFileWriter(path: output ?? "-", description: d, comments: Self.headerComments(d),
                                         format: traceFormat.resolved(for: output))
        Self.note("Recording \(path) (\"\(d.name)\", \(d.classification.kind.rawValue)) to \(output ?? "standard output")"
                  + (duration.map { " for \($0) s" } ?? "") + "; Ctrl-C stops.")

        // Ctrl-C and SIGTERM set a flag the loop checks between frames; no global state.
        let stop = StopFlag()
        let signals = SignalStop(stop)
        signal(SIGPIPE, SIG_IGN)
        defer { signals.cancel() }

        let deadline = duration.map { ContinuousClock.now.advanced(by: .milliseconds(Int64(($0 * 1000).rounded()))) }
        let summary: LiveRecorder.Summary
        do {
            summary = try LiveRecorder().run(device: dev, sink: { (e: InputEvent) throws(TraceError) in try writer.write(e) },
                                             shouldStop: { stop.isSet || deadline.map { ContinuousClock.now >= $0 } ?? false })
        } catch {
            try? writer.close()
            throw error
        }
        try writer.close()
        var why: String
        switch summary.reason {
        case .stopped: why = stop.isSet ? "interrupted" : "duration reached"
        case .removed(let e): why = "device removed (\(e))"
        }
        if summary.droppedCount > 0 { why += "; \(summary.droppedCount) SYN_DROPPED (events were lost while the system was busy)" }
        Self.note("Recorded \(summary.eventCount) events in \(summary.frameCount) frames: \(why).")
    }

    static func headerComments(_ d: DeviceDescription) -> [String] {
        var u = utsname()
        uname(&u)
        let release = withUnsafeBytes(of: u.release) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
        return ["Kernel: \(release)", "Recorded by pressboard record from \(d.node ?? "?")"]
    }

    static func note(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }
}

/// Set once by a signal handler on a dispatch queue, read by the recording loop.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    func set() { flag.store(true, ordering: .relaxed) }
    var isSet: Bool { flag.load(ordering: .relaxed) }
}
