#if canImport(Glibc)
import Glibc
#endif

/// Reads a file line by line through one reusable buffer, so a trace of any size is never
/// loaded whole and reading a line allocates nothing.
///
/// Not thread-safe: one reader per instance (it is owned by one trace reader).
final class LineSource {
    let path: String
    private var fd: Int32
    private var buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var eof = false
    /// 1-based number of the line last returned.
    private(set) var lineNumber = 0
    /// Bytes consumed so far.
    private(set) var bytesRead = 0

    /// Longest line accepted; longer lines are an error (a binary file, not a trace).
    static let maximumLineLength = 1 << 20

    init(path: String) throws(TraceError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let err = errno
            throw TraceError(file: path, line: 0, column: 0, message: "cannot open: \(String(cString: strerror(err))) (errno \(err))")
        }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw TraceError(file: path, line: 0, column: 0, message: "is a directory, not a trace file")
        }
        self.fd = fd
        self.buffer = .allocate(byteCount: 1 << 18, alignment: 16)
    }

    /// A source over bytes already in memory (tests, stdin slurped by the caller).
    init(bytes: [UInt8], name: String) {
        self.path = name
        self.fd = -1
        self.buffer = .allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { src in
            if let b = src.baseAddress { buffer.baseAddress!.copyMemory(from: b, byteCount: bytes.count) }
        }
        self.end = bytes.count
        self.eof = true
    }

    deinit {
        if fd >= 0 { close(fd) }
        buffer.deallocate()
    }

    /// Calls `body` with the next line (without its newline; a trailing `\r` removed), or returns
    /// false at end of file. The buffer passed is valid only during the call.
    func nextLine<R>(_ body: (UnsafeRawBufferPointer) throws(TraceError) -> R) throws(TraceError) -> R? {
        while true {
            let base = buffer.baseAddress!
            if start < end, let nl = memchr(base + start, 0x0A, end - start) {
                let lineEnd = base.distance(to: nl)
                let line = lineBuffer(from: start, to: lineEnd)
                bytesRead += lineEnd + 1 - start
                start = lineEnd + 1
                lineNumber += 1
                return try body(line)
            }
            if eof {
                guard start < end else { return nil }
                let line = lineBuffer(from: start, to: end)
                bytesRead += end - start
                start = end
                lineNumber += 1
                return try body(line)
            }
            try refill()
        }
    }

    /// The first line that is not blank, without consuming anything: what format detection needs.
    /// Looks at most 64 KiB ahead; nil when there is no such line there.
    func peekFirstNonBlankLine() throws(TraceError) -> String? {
        while true {
            let base = buffer.baseAddress!
            var i = start
            while i < end {
                let nl = memchr(base + i, 0x0A, end - i).map { base.distance(to: $0) }
                guard let lineEnd = nl ?? (eof ? end : nil) else { break }
                let line = lineBuffer(from: i, to: lineEnd)
                if line.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                    return String(decoding: line, as: UTF8.self)
                }
                i = lineEnd + 1
            }
            if eof || end - start >= 1 << 16 { return nil }
            try refill()
        }
    }

    private func lineBuffer(from a: Int, to b: Int) -> UnsafeRawBufferPointer {
        var e = b
        if e > a && buffer[e - 1] == 0x0D { e -= 1 }
        return UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[a..<e])
    }

    private func refill() throws(TraceError) {
        let base = buffer.baseAddress!
        if start > 0 {
            let remaining = end - start
            if remaining > 0 { memmove(base, base + start, remaining) }
            start = 0
            end = remaining
        }
        if end == buffer.count {
            guard buffer.count < Self.maximumLineLength * 2 else {
                throw TraceError(file: path, line: lineNumber + 1, column: 1, message: "line longer than \(Self.maximumLineLength) bytes: not a text trace")
            }
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            bigger.baseAddress!.copyMemory(from: base, byteCount: end)
            buffer.deallocate()
            buffer = bigger
        }
        let n = read(fd, buffer.baseAddress! + end, buffer.count - end)
        if n < 0 {
            let err = errno
            if err == EINTR { return }
            throw TraceError(file: path, line: lineNumber + 1, column: 1, message: "read failed: \(String(cString: strerror(err))) (errno \(err))")
        }
        if n == 0 { eof = true } else { end += n }
    }
}
