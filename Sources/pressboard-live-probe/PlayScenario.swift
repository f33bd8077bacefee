import Glibc
import TouchInput

/// The guest side of the `pressboard run` check: writes the touchscreen's description (for
/// `pressboard synth`), then serves the touchscreen and plays a synthesised trace into it in
/// real time, so `pressboard run` types it through a real evdev node.
enum PlayScenario {
    /// Writes the virtual touchscreen's description as an evemu file.
    static func describe(to path: String) throws {
        let w = try TraceFileWriter(path: path, description: ProbeDevices.touchscreen)
        try w.close()
    }

    /// Creates the touchscreen, writes its node to `/tmp/TAG.node`, waits for `/tmp/TAG.go`, plays
    /// `trace` frame by frame with its own timing, touches `/tmp/TAG.played`, waits for `/tmp/TAG.stop`.
    static func play(tag: String, trace: String) throws {
        let all = try TraceFile.readAll(trace)
        let ts = try VirtualDevice(ProbeDevices.touchscreen)
        try (ts.node + "\n").write(path: "/tmp/\(tag).node")
        CLIScenario.touch("/tmp/\(tag).ready")
        guard CLIScenario.waitFor("/tmp/\(tag).go", seconds: 120) else { throw VirtualDevice.Failure(description: "no go signal") }
        var frame: [(UInt16, UInt16, Int32)] = []
        var last: Int64? = nil
        for e in all.events {
            if e.isReport {
                if let l = last { usleep(UInt32(max(0, min(1_000_000, e.time.microseconds - l)))) }
                last = e.time.microseconds
                try ts.frame(frame)
                frame.removeAll()
            } else if e.type != EventType.syn {
                frame.append((e.type, e.code, e.value))
            }
        }
        CLIScenario.touch("/tmp/\(tag).played")
        _ = CLIScenario.waitFor("/tmp/\(tag).stop", seconds: 60)
        ts.destroy()
    }
}

extension String {
    func write(path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw VirtualDevice.Failure(description: "cannot write \(path)") }
        _ = self.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }
}
