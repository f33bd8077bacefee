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
func runChecks() {
var report = ProbeReport()
do {
    // 1. Error mapping on things that are not devices.
    for (path, expect) in [("/nonexistent/event0", "notFound"), ("/dev/null", "notEvdev"), ("/proc/version", "notEvdev"), ("/dev", "notEvdev")] {
        do {
            _ = try EvdevDevice(path: path)
            report.check(false, "opening \(path) fails", detail: "it opened")
        } catch {
            let got: String
            switch error {
            case .notFound: got = "notFound"
            case .notEvdev: got = "notEvdev"
            default: got = "\(error)"
            }
            report.check(got == expect, "opening \(path) gives \(expect)", detail: "got \(got): \(error)")
        }
    }

    let before = try DeviceScanner().scan()
    for e in before {
        report.info("before: \(e.path) \(e.description?.name ?? "?") \(e.classification?.kind.rawValue ?? "\(e.error!)")")
    }

    // 2. A 10-slot DIRECT touchscreen through uinput; found by the scanner and described exactly.
    let ts = try VirtualDevice(ProbeDevices.touchscreen)
    report.info("touchscreen node \(ts.node)")
    let picked = try DeviceScanner().firstTouchDevice()
    report.check(picked.path == ts.node, "scanner picks the touchscreen automatically", detail: "picked \(picked.path)")
    let dev = try EvdevDevice(path: ts.node, grab: true)
    let d = dev.deviceDescription
    let want = ProbeDevices.touchscreen
    report.check(d.name == want.name, "name read back", detail: d.name)
    report.check(d.id == want.id, "ids read back", detail: "\(d.id)")
    report.check(d.properties == want.properties, "properties read back", detail: "\(Array(d.properties))")
    report.check(d.codes[k] == want.codes[k], "key codes read back", detail: "\(Array(d.codes[k] ?? CodeSet()))")
    report.check(d.codes[a] == want.codes[a], "abs codes read back", detail: "\(Array(d.codes[a] ?? CodeSet()))")
    report.check(d.codes[syn]?.contains(EventType.abs) == true && d.codes[syn]?.contains(EventType.key) == true, "event types read back")
    let axesMatch = want.absAxes.allSatisfy { code, info in
        guard let got = d.absAxes[code] else { return false }
        return got.minimum == info.minimum && got.maximum == info.maximum && got.resolution == info.resolution
    }
    report.check(axesMatch && d.absAxes.count == want.absAxes.count, "axes with ranges and resolution read back", detail: "\(d.absAxes)")
    report.check(d.node == ts.node, "node recorded in the description")
    report.check(d.classification.kind == .touchscreen && d.classification.protocolKind == .multitouchB,
                 "classified as a protocol-B touchscreen", detail: "\(d.classification)")
    report.check(d.slotCount == 10, "10 slots")
    report.check(dev.initialSlot == 0, "initial current slot is 0", detail: "\(String(describing: dev.initialSlot))")
    report.check(dev.isGrabbed, "exclusive grab taken")

    // 3. A second client cannot grab: typed EBUSY error, no crash.
    do {
        _ = try EvdevDevice(path: ts.node, grab: true)
        report.check(false, "second grab is refused", detail: "it succeeded")
    } catch {
        report.check(error == .busy(path: ts.node), "second grab is refused with .busy", detail: "\(error)")
    }

    // 4. Scripted playback: what the kernel delivers (delta filtering, lazy ABS_MT_SLOT,
    //    empty frames dropped, stale values inherited by a new contact in a reused slot).
    let start = monotonicNow()
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, 45), (a, AbsCode.mtPositionX, 1000), (a, AbsCode.mtPositionY, 500),
                  (a, AbsCode.mtPressure, 40), (a, AbsCode.mtTouchMajor, 30), (k, KeyCode.touch, 1),
                  (a, AbsCode.x, 1000), (a, AbsCode.y, 500), (a, AbsCode.pressure, 40)])
    try ts.frame([(a, AbsCode.mtSlot, 1), (a, AbsCode.mtTrackingID, 46), (a, AbsCode.mtPositionX, 2000), (a, AbsCode.mtPositionY, 800), (a, AbsCode.mtPressure, 50)])
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtPositionX, 1010), (a, AbsCode.mtSlot, 1), (a, AbsCode.mtPositionY, 810)])
    try ts.frame([(a, AbsCode.mtSlot, 1), (a, AbsCode.mtPositionY, 810)])                       // unchanged: no frame at all
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, -1)])
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, 47), (a, AbsCode.mtPositionX, 1010), (a, AbsCode.mtPositionY, 500), (a, AbsCode.mtPressure, 40)])
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, -1), (a, AbsCode.mtSlot, 1), (a, AbsCode.mtTrackingID, -1), (k, KeyCode.touch, 0)])
    let played = try readFrames(dev, frames: 6)
    printEvents("playback", played)
    let expected: [[Int32]] = [
        [3, 0x39, 45], [3, 0x35, 1000], [3, 0x36, 500], [3, 0x3a, 40], [3, 0x30, 30], [1, 0x14a, 1], [3, 0, 1000], [3, 1, 500], [3, 0x18, 40], [0, 0, 0],
        [3, 0x2f, 1], [3, 0x39, 46], [3, 0x35, 2000], [3, 0x36, 800], [3, 0x3a, 50], [0, 0, 0],
        [3, 0x2f, 0], [3, 0x35, 1010], [3, 0x2f, 1], [3, 0x36, 810], [0, 0, 0],
        [3, 0x2f, 0], [3, 0x39, -1], [0, 0, 0],
        [3, 0x39, 47], [0, 0, 0],
        [3, 0x39, -1], [3, 0x2f, 1], [3, 0x39, -1], [1, 0x14a, 0], [0, 0, 0],
    ]
    report.check(triples(played) == expected, "playback read back frame by frame as the kernel filters it",
                 detail: "got \(triples(played))")
    report.check(try dev.nextEvent(timeoutMilliseconds: 200) == nil, "nothing more: the unchanged frame produced no events")
    var frameTimesEqual = true
    var frameStart = 0
    for (i, e) in played.enumerated() where e.isReport {
        frameTimesEqual = frameTimesEqual && played[frameStart...i].allSatisfy { $0.time == e.time }
        frameStart = i + 1
    }
    report.check(frameTimesEqual, "all events of a frame share one timestamp")
    let now = monotonicNow()
    report.check(played.allSatisfy { $0.time >= Timestamp(microseconds: start.microseconds - 1000) && $0.time <= now },
                 "timestamps are CLOCK_MONOTONIC", detail: "start \(start) now \(now) first \(played.first?.time.description ?? "-")")

    // 4b. Tracking id N→M without -1: the kernel passes it, libevdev (normal mode) discards it as
    //     a kernel bug and says so through the device's own log handler.
    try ts.frame([(a, AbsCode.mtSlot, 4), (a, AbsCode.mtTrackingID, 50), (a, AbsCode.mtPositionX, 700)])
    try ts.frame([(a, AbsCode.mtTrackingID, 51)])
    try ts.frame([(a, AbsCode.mtTrackingID, -1)])
    let double = try readFrames(dev, frames: 3)
    printEvents("double tracking id", double)
    report.check(triples(double) == [[3, 0x2f, 4], [3, 0x39, 50], [3, 0x35, 700], [0, 0, 0], [0, 0, 0], [3, 0x39, -1], [0, 0, 0]],
                 "libevdev discards a double tracking id (N→M)", detail: "\(triples(double))")
    report.check(dev.log.messages.contains { $0.contains("double tracking ID") }, "libevdev's complaint lands in this device's log",
                 detail: "\(dev.log.messages)")

    // 5. Overflow: thousands of frames without reading give exactly one SYN_DROPPED, then
    //    libevdev's synthesised deltas ending in SYN_REPORT, and the resynced state.
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, 100), (a, AbsCode.mtPositionX, 100), (a, AbsCode.mtPositionY, 100),
                  (a, AbsCode.mtPressure, 10), (k, KeyCode.touch, 1)])
    for i in 1...3000 { try ts.frame([(a, AbsCode.mtPositionX, 100 + Int32(i % 1000))]) }
    try ts.frame([(a, AbsCode.mtSlot, 2), (a, AbsCode.mtTrackingID, 12), (a, AbsCode.mtPositionX, 1999), (a, AbsCode.mtPressure, 214)])
    try ts.frame([(a, AbsCode.mtSlot, 0), (a, AbsCode.mtTrackingID, -1)])
    var overflow: [InputEvent] = []
    while let e = try dev.nextEvent(timeoutMilliseconds: 300) { overflow.append(e) }
    printEvents("overflow", overflow)
    let drops = overflow.filter { $0.type == syn && $0.code == SynCode.dropped }.count
    report.check(drops == 1 && dev.droppedCount == 1, "one overflow gives exactly one SYN_DROPPED", detail: "\(drops) seen, counter \(dev.droppedCount)")
    report.check(overflow.first.map { $0.type == syn && $0.code == SynCode.dropped } == true, "SYN_DROPPED comes first after the overflow")
    report.check(overflow.last?.isReport == true, "the resync delta ends with SYN_REPORT")
    let afterDrop = Array(overflow.drop(while: { !($0.type == syn && $0.code == SynCode.dropped) }).dropFirst())
    let delta = triples(afterDrop)
    report.check(delta.contains([3, 0x39, 12]) && delta.contains([3, 0x3a, 214]) && delta.contains([3, 0x35, 1999]),
                 "the delta carries the contact that began during the overflow (slot 2, id 12, x 1999, pressure 214)", detail: "\(delta)")
    // libevdev 1.13's delta shape (reference §1.6): keys, then per changed slot ABS_MT_SLOT n and its
    // values in code order (position before tracking id), the kernel's current slot restored, SYN_REPORT.
    let exactDelta: [[Int32]] = [[1, 0x14a, 1], [3, 0x2f, 0], [3, 0x35, 100], [3, 0x36, 100], [3, 0x3a, 10],
                                 [3, 0x2f, 2], [3, 0x35, 1999], [3, 0x39, 12], [3, 0x3a, 214], [3, 0x2f, 0], [0, 0, 0]]
    report.check(delta == exactDelta, "the delta has libevdev's documented shape", detail: "\(delta)")
    report.check(!delta.contains([3, 0x39, 100]), "a contact that began and ended inside the dropped window is invisible")
    report.check(delta.contains([1, 0x14a, 1]), "the delta carries BTN_TOUCH 1")
    report.check(dev.slotValue(slot: 2, code: AbsCode.mtTrackingID) == 12 && dev.slotValue(slot: 2, code: AbsCode.mtPressure) == 214
                 && dev.slotValue(slot: 0, code: AbsCode.mtTrackingID) == -1,
                 "libevdev's state after the resync is the kernel's final state")
    report.check(dev.currentValue(type: k, code: KeyCode.touch) == 1, "key state after the resync")

    // A second client opened now sees the contact that is down (slot 2) through stateEvents.
    do {
        let late = try EvdevDevice(path: ts.node)
        var lateDecoder = MultitouchDecoder(description: late.deviceDescription, mode: .live(initialSlot: late.initialSlot ?? 0))
        let state = late.stateEvents(at: monotonicNow())
        let lateFrames = state.filter { lateDecoder.feed($0) }.map { _ in lateDecoder.frame }
        let c = lateFrames.first?.contacts ?? []
        report.check(lateFrames.count == 1 && c.count == 1 && c[0].slot == 2 && c[0].phase == .began && c[0].x == 1999 && c[0].pressure == 214,
                     "a device opened mid-touch describes the contact already down (stateEvents)", detail: "\(triples(state)) → \(c)")
        report.check(late.initialSlot == 0, "the late client's initial slot is the kernel's current slot", detail: "\(String(describing: late.initialSlot))")
    }

    // 6. The real decoder in live mode over what the kernel delivered.
    var decoder = MultitouchDecoder(description: d, mode: .live(initialSlot: dev.initialSlot ?? 0))
    var frames: [Frame] = []
    for e in played + overflow where decoder.feed(e) { frames.append(decoder.frame) }
    func summary(_ f: Frame) -> String { f.contacts.map { "\($0.slot):\($0.phase.rawValue)@\($0.x),\($0.y)p\($0.pressure ?? -1)" }.joined(separator: " ") }
    print("--- frames ---")
    for f in frames { print("frame \(f.time): \(summary(f))") }
    print("--- end frames ---")
    let shape = frames.map { f in f.contacts.map { "\($0.slot):\($0.phase.rawValue)" } }
    report.check(shape == [["0:began"], ["0:stationary", "1:began"], ["0:moved", "1:moved"], ["0:ended", "1:stationary"],
                           ["0:began", "1:stationary"], ["0:ended", "1:ended"], ["2:began"]],
                 "decoder frames: two fingers, a lift, a reused slot, both lifted, the resynced contact", detail: "\(shape)")
    if frames.count == 7 {
        let first = frames[0].contacts[0]
        report.check(first.x == 1000 && first.y == 500 && first.pressure == 40 && first.millimetreX == 62.5 && first.touchMajor == 30,
                     "first contact's values and millimetres", detail: "\(first)")
        let reused = frames[4].contacts[0]
        report.check(reused.x == 1010 && reused.y == 500 && reused.pressure == 40 && reused.id != first.id,
                     "a new contact in a reused slot inherits the slot's values", detail: "\(reused)")
        let resynced = frames[6].contacts[0]
        report.check(resynced.x == 1999 && resynced.pressure == 214, "the contact from the resync delta has the final state", detail: "\(resynced)")
    }

    // 7. Recording through LiveRecorder into an evemu file, ended by an unplug: the file is
    //    complete and reads back to the same description and events.
    let recordedPath = "/tmp/recorded.evemu"
    let writer = try TraceFileWriter(path: recordedPath, description: d, comments: ["Recorded by pressboard-live-probe"])
    var recorded: [InputEvent] = []
    try ts.frame([(a, AbsCode.mtSlot, 3), (a, AbsCode.mtTrackingID, 200), (a, AbsCode.mtPositionX, 3000), (a, AbsCode.mtPositionY, 2000), (a, AbsCode.mtPressure, 90)])
    try ts.frame([(a, AbsCode.mtPositionX, 3005), (a, AbsCode.mtPressure, 95)])
    try ts.frame([(a, AbsCode.mtTrackingID, -1)])
    var frameCount = 0
    let t0 = monotonicNow()
    let result = try LiveRecorder(pollIntervalMilliseconds: 100).run(device: dev, sink: { (e: InputEvent) throws(TraceError) in
        try writer.write(e)
        recorded.append(e)
        if e.isReport { frameCount += 1 }
    }, shouldStop: {
        if frameCount == 3 { ts.destroy() }   // unplug once the three frames are in
        return monotonicNow().seconds(since: t0) > 5
    })
    try writer.close()
    if case .removed = result.reason { report.check(true, "the recorder stops on removal (\(result.reason))") }
    else { report.check(false, "the recorder stops on removal", detail: "\(result)") }
    report.check(monotonicNow().seconds(since: t0) < 2, "removal noticed within 2 s")
    report.check(result.frameCount == 3 && recorded.first?.time == Timestamp(microseconds: 1), "three frames recorded from 0.000001 s",
                 detail: "\(result) first \(recorded.first?.time.description ?? "-")")
    do {
        let back = try TraceFile.readAll(recordedPath)
        let described = back.description
        report.check(described?.name == d.name && described?.absAxes.count == d.absAxes.count && described?.properties == d.properties
                     && described?.codes[a] == d.codes[a], "the recording's description reads back")
        report.check(back.events == recorded, "the recording's events read back", detail: "\(back.events.count) vs \(recorded.count)")
    } catch {
        report.check(false, "the recording reads back", detail: "\(error)")
    }
    print("--- recording ---")
    let fd = open(recordedPath, O_RDONLY)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fd, &chunk, chunk.count)
        if n <= 0 { break }
        print(String(decoding: chunk[0..<n], as: UTF8.self), terminator: "")
    }
    close(fd)
    print("--- end recording ---")
    do {
        _ = try dev.nextEvent(timeoutMilliseconds: 500)
        report.check(false, "reading a removed device keeps failing cleanly", detail: "returned")
    } catch {
        report.check(error == .removed(path: ts.node, errno: ENODEV), "reading a removed device keeps failing cleanly", detail: "\(error)")
    }

    // 8. A pen tablet, then a node this user may not read: EACCES names the group.
    let pen = try VirtualDevice(ProbeDevices.penTablet)
    let penDev = try EvdevDevice(path: pen.node)
    report.check(penDev.deviceDescription.classification.kind == .penTablet, "pen tablet classified",
                 detail: "\(penDev.deviceDescription.classification)")
    report.check(penDev.deviceDescription.absAxes[AbsCode.tiltX]?.minimum == -64 && penDev.deviceDescription.absAxes[AbsCode.pressure]?.maximum == 8191,
                 "pen axes read back")
    report.check(penDev.initialSlot == nil, "no slots on the pen")
    let inputGid: gid_t = 105
    guard chown(pen.node, 0, inputGid) == 0, chmod(pen.node, 0o660) == 0 else { throw VirtualDevice.Failure(description: "chown/chmod failed") }
    guard setgroups(0, nil) == 0, setgid(65534) == 0, setuid(65534) == 0 else { throw VirtualDevice.Failure(description: "dropping privileges failed") }
    do {
        _ = try EvdevDevice(path: pen.node)
        report.check(false, "unreadable node gives .permissionDenied", detail: "it opened")
    } catch {
        report.check(error == .permissionDenied(path: pen.node, errno: EACCES, group: "input"),
                     "unreadable node gives .permissionDenied naming group 'input'", detail: "\(error)")
        report.check(error.description.contains("uaccess") && error.description.contains("usermod -aG input"),
                     "the message says how to get access", detail: error.description)
        report.info(error.description)
    }
    let scanned = try DeviceScanner().scan()
    report.check(scanned.contains { $0.path == pen.node && $0.error != nil }, "the scanner lists the unreadable node with its error")
} catch {
    report.check(false, "probe ran to the end", detail: "\(error)")
}
print("live-kernel: \(report.passed) passed, \(report.failed) failed")
}

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
