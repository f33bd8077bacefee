/// A point in event time, in microseconds.
///
/// Pressboard never reads the wall clock below the session (DESIGN.md, principle 1):
/// every duration, deadline and long-press is measured on these timestamps.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Microseconds since the source's epoch (device clock or start of trace).
    public var microseconds: Int64

    @inlinable public init(microseconds: Int64) { self.microseconds = microseconds }

    /// Builds a timestamp from the kernel's `(sec, usec)` pair.
    @inlinable public init(seconds: Int64, microseconds usec: Int64) {
        self.microseconds = seconds &* 1_000_000 &+ usec
    }

    /// Seconds as a floating-point value, for durations and display.
    @inlinable public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// Whole seconds part (floor), as evemu writes it.
    @inlinable public var wholeSeconds: Int64 { microseconds >= 0 ? microseconds / 1_000_000 : (microseconds - 999_999) / 1_000_000 }
    /// Microseconds within the second, 0…999999.
    @inlinable public var subsecondMicroseconds: Int64 { microseconds - wholeSeconds * 1_000_000 }

    @inlinable public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    /// Adds a duration in seconds.
    @inlinable public func adding(seconds: Double) -> Timestamp {
        Timestamp(microseconds: microseconds + Int64((seconds * 1_000_000).rounded()))
    }

    /// Seconds elapsed from `earlier` to `self`.
    @inlinable public func seconds(since earlier: Timestamp) -> Double {
        Double(microseconds - earlier.microseconds) / 1_000_000
    }

    public var description: String {
        let us = subsecondMicroseconds
        let frac = String(us)
        return "\(wholeSeconds)." + String(repeating: "0", count: max(0, 6 - frac.count)) + frac
    }
}
