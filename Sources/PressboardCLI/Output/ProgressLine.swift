import Glibc
import TouchInput

/// A progress line on standard error for long work (`replay --frames`, `evaluate`, `bench`, large
/// `dump`s): done/total, rate and time left, redrawn at most five times a second, and only
/// when standard error is a terminal (scripts and logs see nothing).
///
/// `@unchecked Sendable`: used from one thread at a time (a command's own loop, or the closure a
/// bench section calls synchronously).
final class ProgressLine: @unchecked Sendable {
    let label: String
    let total: Int
    let unit: String
    private let enabled: Bool
    private let start: Double
    private var lastDraw = -1.0
    private var drawn = false

    /// Whether standard error is a terminal (where a progress line belongs).
    static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// `enabled` defaults to "standard error is a terminal".
    init(_ label: String, total: Int, unit: String, enabled: Bool = ProgressLine.isTerminal) {
        self.label = label
        self.total = max(1, total)
        self.unit = unit
        self.enabled = enabled
        start = Self.now()
    }

    /// Reports `done` units finished.
    func update(_ done: Int) {
        guard enabled else { return }
        let t = Self.now()
        guard t - lastDraw >= 0.2 || done >= total else { return }
        lastDraw = t
        drawn = true
        write("\r\u{1B}[K" + Self.text(label: label, done: done, total: total, unit: unit, elapsed: t - start))
    }

    /// Clears the line (the final summary is printed by the command).
    func finish() {
        guard enabled, drawn else { return }
        drawn = false
        lastDraw = -1
        write("\r\u{1B}[K")
    }

    /// "label 120/400 events, 350 events/s, 1 s left" (the line's text, testable without a terminal).
    static func text(label: String, done: Int, total: Int, unit: String, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var s = "\(label) \(done)/\(total) \(unit)"
        s += ", \(Int(rate.rounded())) \(unit)/s"
        if rate > 0, done < total {
            let left = Int((Double(total - done) / rate).rounded(.up))
            s += left >= 60 ? ", \(left / 60) min \(left % 60) s left" : ", \(left) s left"
        }
        return s
    }

    private func write(_ s: String) {
        s.utf8CString.withUnsafeBufferPointer { b in _ = Glibc.write(STDERR_FILENO, b.baseAddress!, b.count - 1) }
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A trace source that reports each event read to a progress line.
struct ProgressTraceSource: TraceSource {
    var base: any TraceSource
    let progress: ProgressLine
    private var done = 0

    init(_ base: any TraceSource, progress: ProgressLine) {
        self.base = base
        self.progress = progress
    }

    var description: DeviceDescription? { base.description }
    var headerComments: [String] { base.headerComments }
    var warnings: [String] { base.warnings }

    mutating func next() throws(TraceError) -> InputEvent? {
        let e = try base.next()
        if e != nil { done += 1; progress.update(done) }
        return e
    }
}
