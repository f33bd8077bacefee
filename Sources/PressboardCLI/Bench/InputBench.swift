import Glibc
import TouchInput

/// `bench input`: evemu parse+decode throughput against `wc -l` on the same file, and
/// binary-event decoding cost with an allocation check.
enum InputBench {
    static func run(_ o: BenchOptions) throws {
        let desc = touchscreen()
        let path = temporaryPath("pressboard-bench-input.evemu")
        defer { unlink(path) }
        // ~40 bytes of text per event with evemu-record's comments: 4M events ≈ 220 MB at scale 1.
        let targetEvents = max(10_000, Int(4_000_000 * o.scale))
        let written = try writeTrace(desc, events: targetEvents, to: path)
        let bytes = fileSize(path)

        // Floor: wc -l reading the same (now cached) file.
        _ = try runCommand(["wc", "-l", path]) // warm the page cache
        var wcTimes: [Double] = []
        for _ in 0..<3 { wcTimes.append(try BenchClock.time { _ = try runCommand(["wc", "-l", path]) }) }
        let wc = wcTimes.min()!

        var parseTimes: [Double] = []
        var frames = 0
        for _ in 0..<3 {
            frames = 0
            parseTimes.append(try BenchClock.time {
                var reader = try EvemuReader(path: path)
                var decoder = MultitouchDecoder(description: reader.description ?? desc)
                while let e = try reader.next() { if decoder.feed(e) { frames += 1 } }
            })
        }
        let parse = parseTimes.min()!
        let mb = Double(bytes) / 1_000_000
        o.emit(BenchMeasurement(section: "input", name: "evemu_parse_decode_events_per_s", value: Double(written) / parse, unit: "events/s",
                                peer: "wc -l", peerValue: Double(written) / wc))
        o.emit(BenchMeasurement(section: "input", name: "evemu_parse_decode_mb_per_s", value: mb / parse, unit: "MB/s",
                                peer: "wc -l", peerValue: mb / wc))
        o.emit(BenchMeasurement(section: "input", name: "evemu_trace_events", value: Double(written), unit: "events"))

        // Binary events in memory: the live path's cost per event.
        var gen = TouchStreamGenerator(description: desc, seed: 7, maxFingers: 10)
        var events: [InputEvent] = []
        let n = max(100_000, Int(2_000_000 * o.scale))
        events.reserveCapacity(n + 200)
        while events.count < n { gen.appendFrame(to: &events) }
        var raw: [UInt8] = []
        raw.reserveCapacity(events.count * InputEvent.binarySize)
        for e in events { e.appendBinary(to: &raw) }
        var decoder = MultitouchDecoder(description: desc)
        // Warm up: reach steady state (buffers at capacity).
        var sink = 0
        raw.withUnsafeBytes { buf in
            for i in 0..<min(events.count, 50_000) { if decoder.feed(InputEvent(binary: buf, at: i * 24)) { sink &+= decoder.frame.contacts.count } }
        }
        var best = Double.infinity
        var allocated = 0
        let warm = min(events.count / 10, 10_000)
        for _ in 0..<3 {
            var d = decoder
            // The copy shares buffers with `decoder`; its first frames copy them once. Measure after.
            raw.withUnsafeBytes { buf in
                for i in 0..<warm { if d.feed(InputEvent(binary: buf, at: i * 24)) { sink &+= d.frame.contacts.count } }
            }
            let before = BenchClock.allocatedBytes()
            let t = raw.withUnsafeBytes { buf in
                BenchClock.time {
                    for i in warm..<events.count { if d.feed(InputEvent(binary: buf, at: i * 24)) { sink &+= d.frame.contacts.count } }
                }
            }
            allocated = max(allocated, BenchClock.allocatedBytes() - before)
            best = min(best, t)
        }
        o.emit(BenchMeasurement(section: "input", name: "binary_decode_ns_per_event", value: best / Double(events.count - warm) * 1e9, unit: "ns/event"))
        o.emit(BenchMeasurement(section: "input", name: "binary_decode_steady_state_allocated_bytes", value: Double(max(0, allocated)), unit: "bytes"))
        if sink == -1 { print(sink) }
    }

    static func touchscreen() -> DeviceDescription {
        var d = DeviceDescription(name: "Bench Touchscreen", id: InputID(bustype: 0x18, vendor: 0x04f3, product: 0x2c4a, version: 0x100))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 9))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 3096, resolution: 12))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 1932, resolution: 12))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtTouchMajor, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return d
    }

    static func writeTrace(_ d: DeviceDescription, events target: Int, to path: String) throws -> Int {
        let w = try TraceFileWriter(path: path, description: d)
        var gen = TouchStreamGenerator(description: d, seed: 42, maxFingers: 10)
        var batch: [InputEvent] = []
        var count = 0
        while count < target {
            batch.removeAll(keepingCapacity: true)
            gen.appendFrame(to: &batch)
            for e in batch { try w.write(e) }
            count += batch.count
        }
        try w.close()
        return count
    }

    static func fileSize(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : 0
    }

    static func temporaryPath(_ name: String) -> String {
        let dir = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        return dir + "/" + "\(getpid())-" + name
    }
}
