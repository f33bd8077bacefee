import Glibc
import CBenchSupport

/// Monotonic time for benchmarks (the executable may read clocks; libraries may not).
enum BenchClock {
    /// Nanoseconds on CLOCK_MONOTONIC.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Runs `body` and returns its wall time in seconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now()
        try body()
        return Double(now() - t0) / 1e9
    }

    /// Times `count` calls of `body` individually and returns the samples in nanoseconds.
    static func samples(_ count: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
        var out = [Double](repeating: 0, count: count)
        for i in 0..<count {
            let t0 = now()
            try body(i)
            out[i] = Double(now() - t0)
        }
        return out
    }

    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let s = samples.sorted()
        let idx = min(s.count - 1, max(0, Int((p / 100 * Double(s.count - 1)).rounded())))
        return s[idx]
    }

    /// Bytes allocated so far by this process (glibc's mallinfo2), for "no allocation" checks.
    static func allocatedBytes() -> Int { Int(pb_allocated_bytes()) }
}
