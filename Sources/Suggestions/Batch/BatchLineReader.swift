import SafeFiles
#if canImport(Glibc)
import Glibc
#endif

/// Reads `suggest --batch` input one line at a time with bounded memory: from a file
/// descriptor in 64 KB chunks (so pipes, devices and `/dev/zero` work), or from bytes in memory.
///
/// A line longer than `maximumLineBytes` is an error naming its line number, which ends the
/// batch: a word list has short lines, and `/dev/zero` or a 1 GB line must end in a clear
/// message rather than in an allocation the size of the input. Bytes that are not UTF-8 are
/// replaced (a batch is a stream of independent words).
public struct BatchLineReader {
    /// Longest line accepted, in bytes (a word is at most a few dozen).
    public static let maximumLineBytes = 4096
    /// Bytes read per `read(2)`.
    static let chunk = 1 << 16

    private let fd: Int32
    private let name: String
    private var buffer: [UInt8]
    private var start = 0
    private var atEnd: Bool
    /// Number of the line last returned (1-based).
    public private(set) var lineNumber = 0

    /// Reads from an open descriptor (not closed by the reader); `name` is used in errors.
    public init(fd: Int32, name: String) {
        self.fd = fd
        self.name = name
        buffer = []
        atEnd = false
    }

    /// Reads lines out of `bytes`.
    public init(bytes: [UInt8], name: String = "<memory>") {
        fd = -1
        self.name = name
        buffer = bytes
        atEnd = true
    }

    /// The next line without its line break, or nil at the end of the input.
    public mutating func next() throws(BatchLineError) -> String? {
        while true {
            if let nl = buffer[start...].firstIndex(of: 0x0A) {
                return try line(upTo: nl, consumed: nl + 1)
            }
            guard buffer.count - start <= Self.maximumLineBytes else {
                throw BatchLineError(file: name, line: lineNumber + 1, problem: .lineTooLong(Self.maximumLineBytes))
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                return try line(upTo: buffer.count, consumed: buffer.count)
            }
            try refill()
        }
    }

    private mutating func line(upTo end: Int, consumed: Int) throws(BatchLineError) -> String {
        lineNumber += 1
        guard end - start <= Self.maximumLineBytes else {
            throw BatchLineError(file: name, line: lineNumber, problem: .lineTooLong(Self.maximumLineBytes))
        }
        let text = String(decoding: buffer[start..<end], as: UTF8.self)
        start = consumed
        return text
    }

    private mutating func refill() throws(BatchLineError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: Self.chunk)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw BatchLineError(file: name, line: lineNumber + 1, problem: .readFailed(errno)) }
            if n == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[0..<n]) }
            return
        }
    }
}

/// A batch input line that cannot be used, with where it is.
public struct BatchLineError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        case lineTooLong(Int)
        case readFailed(Int32)
    }
    public var file: String
    public var line: Int
    public var problem: Problem

    public var description: String {
        switch problem {
        case .lineTooLong(let n): return MessageText.escaped("\(file):\(line): line longer than \(n) bytes (a batch has one word per line)")
        case .readFailed(let e): return MessageText.escaped("\(file):\(line): read failed: \(String(cString: strerror(e)))")
        }
    }
}
