// pressboard-live-probe: runs inside the qemu guest of `make test-live` (scripts/live-kernel-test.sh).
// It creates virtual devices through uinput and checks TouchInput's live-device code
// (EvdevDevice, DeviceScanner, EvdevError) against a real kernel's evdev nodes:
// description reading, grab, monotonic clock, frame-by-frame playback, kernel value
// filtering, SYN_DROPPED with libevdev sync, removal, and the typed errors.
// Every event read back is printed as an evemu `E:` line between `--- events <name> ---`
// markers so the host can decode the same stream with the trace tools.
import CEvdev
import Glibc
import TouchInput

let a = EventType.abs, k = EventType.key, syn = EventType.syn

func evemuLine(_ e: InputEvent) -> String {
    func hex4(_ v: UInt16) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 4 - s.count) + s }
    let us = String(e.time.subsecondMicroseconds)
    let mag = String(e.value.magnitude)
    let value = (e.value < 0 ? "-" : "") + String(repeating: "0", count: max(0, (e.value < 0 ? 3 : 4) - mag.count)) + mag
    return "E: \(e.time.wholeSeconds).\(String(repeating: "0", count: 6 - us.count) + us) \(hex4(e.type)) \(hex4(e.code)) \(value)"
}

/// Reads until `frames` SYN_REPORTs have arrived or `timeoutMilliseconds` passes without an event.
func readFrames(_ dev: EvdevDevice, frames: Int, timeoutMilliseconds: Int32 = 2000) throws -> [InputEvent] {
    var out: [InputEvent] = []
    var reports = 0
    while reports < frames, let e = try dev.nextEvent(timeoutMilliseconds: timeoutMilliseconds) {
        out.append(e)
        if e.isReport { reports += 1 }
    }
    return out
}

func triples(_ es: [InputEvent]) -> [[Int32]] { es.map { [Int32($0.type), Int32($0.code), $0.value] } }

func monotonicNow() -> Timestamp {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Timestamp(seconds: Int64(ts.tv_sec), microseconds: Int64(ts.tv_nsec / 1000))
}

func printEvents(_ name: String, _ es: [InputEvent]) {
    print("--- events \(name) ---")
    for e in es { print(evemuLine(e)) }
    print("--- end \(name) ---")
}

/// The main checks: everything runs in this process against devices it creates.
func runChecks() { KernelChecks.run() }

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case nil: runChecks()
    case "serve" where arguments.count == 2: try CLIScenario.serve(tag: arguments[1])
    case "check-trace" where arguments.count == 2: CLIScenario.checkTrace(path: arguments[1])
    case "describe" where arguments.count == 2: try PlayScenario.describe(to: arguments[1])
    case "play" where arguments.count == 3: try PlayScenario.play(tag: arguments[1], trace: arguments[2])
    case "emit" where arguments.count == 1:
        var report = ProbeReport()
        EmitScenario.check(&report)
    case "read-keys" where arguments.count == 3: try EmitReader.read(tag: arguments[1], layout: arguments[2])
    default:
        print("usage: pressboard-live-probe [serve TAG | check-trace FILE | describe FILE | play TAG TRACE | emit | read-keys TAG LAYOUT]")
        exit(2)
    }
} catch {
    print("FAIL: probe \(arguments.joined(separator: " ")): \(error)")
    exit(1)
}
