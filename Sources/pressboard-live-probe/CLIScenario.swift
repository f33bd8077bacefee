import Glibc
import TouchInput

/// The guest side of the command-line checks: `serve` holds a virtual touchscreen for
/// `pressboard devices` and `pressboard record` running as separate processes, and
/// `check-trace` decodes what `record` wrote. Coordination is through files in /tmp,
/// so the /init script can sequence the processes with plain shell.
enum CLIScenario {
    /// Creates the touchscreen, touches `/tmp/TAG.ready`, waits for `/tmp/TAG.go`, plays one finger (down, 8 moves, up),
    /// touches `/tmp/TAG.played`, then unplugs: after 0.3 s for TAG `removal`, otherwise when
    /// `/tmp/TAG.stop` appears (at most 20 s).
    static func serve(tag: String) throws {
        let ts = try VirtualDevice(ProbeDevices.touchscreen)
        print("info: serving \(ts.node) for \(tag)")
        touch("/tmp/\(tag).ready")
        guard waitFor("/tmp/\(tag).go", seconds: 120) else { throw VirtualDevice.Failure(description: "no go signal") }
        let a = EventType.abs
        try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, 300), (a, AbsCode.mtPositionX, 500), (a, AbsCode.mtPositionY, 600),
                      (a, AbsCode.mtPressure, 20), (EventType.key, KeyCode.touch, 1)])
        for i in 1...8 {
            usleep(20_000)
            try ts.frame([(a, AbsCode.mtPositionX, 500 + 10 * Int32(i)), (a, AbsCode.mtPressure, 20 + 5 * Int32(i))])
        }
        usleep(20_000)
        try ts.frame([(a, AbsCode.mtTrackingID, -1), (EventType.key, KeyCode.touch, 0)])
        touch("/tmp/\(tag).played")
        if tag == "removal" { usleep(300_000) } else { _ = waitFor("/tmp/\(tag).stop", seconds: 20) }
        ts.destroy()
    }

    /// Reads a trace written by `pressboard record` and checks it decodes to the served touch.
    static func checkTrace(path: String) {
        var report = ProbeReport()
        do {
            let trace = try TraceFile.readAll(path)
            guard let d = trace.description else {
                report.check(false, "\(path) has a description")
                return
            }
            report.check(d.name == ProbeDevices.touchscreen.name && d.slotCount == 10, "\(path): description of the touchscreen")
            report.check(trace.events.first?.time == Timestamp(microseconds: 1), "\(path): first event at 0.000001 s")
            report.check(trace.events.last?.isReport == true, "\(path): ends with a complete frame")
            var decoder = MultitouchDecoder(description: d, mode: .trace)
            var frames: [Frame] = []
            for e in trace.events where decoder.feed(e) { frames.append(decoder.frame) }
            let phases = frames.flatMap { $0.contacts.map(\.phase.rawValue) }
            report.check(phases == ["began"] + Array(repeating: "moved", count: 8) + ["ended"], "\(path): decodes to one finger down, 8 moves, up",
                         detail: "\(phases)")
            if let last = frames.last?.contacts.first {
                report.check(last.x == 580 && last.y == 600 && last.pressure == 60, "\(path): final position and pressure", detail: "\(last)")
            }
        } catch {
            report.check(false, "\(path) reads back", detail: "\(error)")
        }
    }

    static func waitFor(_ path: String, seconds: Double) -> Bool {
        var waited = 0.0
        while access(path, F_OK) != 0 {
            if waited > seconds { return false }
            usleep(20_000)
            waited += 0.02
        }
        return true
    }

    static func touch(_ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        if fd >= 0 { close(fd) }
    }
}
