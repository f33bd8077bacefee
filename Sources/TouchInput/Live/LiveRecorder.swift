/// Copies a live device's events to a sink (an evemu trace file) until told to stop or
/// the device goes away — the loop behind `pressboard record`.
///
/// It stops only between frames (after a SYN_REPORT, or when no event arrived within the
/// poll interval), so a recording always ends with a complete frame. Timestamps are made
/// relative as evemu-record does (first event at 0.000001 s) unless asked to keep the
/// device clock.
public struct LiveRecorder {
    /// Why `run` returned.
    public enum StopReason: Sendable, Equatable {
        /// `shouldStop` returned true (duration reached, SIGINT).
        case stopped
        /// The device was unplugged or access was revoked; the recording up to then is complete.
        case removed(EvdevError)
    }

    /// What a recording produced.
    public struct Summary: Sendable, Equatable {
        public var reason: StopReason
        public var eventCount: Int
        public var frameCount: Int
        /// SYN_DROPPED events recorded (the reader could not keep up).
        public var droppedCount: Int
    }

    /// How long to wait for events before checking `shouldStop` again, in milliseconds.
    public var pollIntervalMilliseconds: Int32
    /// Subtract (first event time − 1 µs) from every timestamp, as evemu-record does.
    public var relativeTimestamps: Bool

    public init(pollIntervalMilliseconds: Int32 = 100, relativeTimestamps: Bool = true) {
        self.pollIntervalMilliseconds = pollIntervalMilliseconds
        self.relativeTimestamps = relativeTimestamps
    }

    /// Reads `device` and hands every event to `sink` until `shouldStop()` is true at a frame
    /// boundary or the device is removed. Errors other than removal, and errors the sink
    /// throws, propagate; the caller closes (flushes) its sink in every case.
    public func run<E: Error>(device: EvdevDevice, sink: (InputEvent) throws(E) -> Void,
                              shouldStop: () -> Bool) throws -> Summary {
        var summary = Summary(reason: .stopped, eventCount: 0, frameCount: 0, droppedCount: 0)
        var offset: Int64? = relativeTimestamps ? nil : 0
        var midFrame = false
        while midFrame || !shouldStop() {
            let event: InputEvent?
            do {
                event = try device.nextEvent(timeoutMilliseconds: pollIntervalMilliseconds)
            } catch {
                if case .removed = error {
                    summary.reason = .removed(error)
                    return summary
                }
                throw error
            }
            guard var e = event else {
                midFrame = false
                continue
            }
            if offset == nil { offset = e.time.microseconds - 1 }
            e.time = Timestamp(microseconds: e.time.microseconds - offset!)
            try sink(e)
            summary.eventCount += 1
            if e.isReport { summary.frameCount += 1 }
            if e.type == EventType.syn && e.code == SynCode.dropped { summary.droppedCount += 1 }
            midFrame = !e.isReport
        }
        return summary
    }
}
