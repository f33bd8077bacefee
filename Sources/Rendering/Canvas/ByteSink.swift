import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif

/// Collects what Cairo's stream surfaces and PNG writer produce, in memory.
final class ByteSink {
    var bytes: [UInt8] = []

    /// The `cairo_write_func_t` for a sink passed as the closure argument.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// Writes bytes to a file, replacing it (via a temporary file and rename).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(RenderingError) {
        let tmp = path + ".tmp-\(getpid())"
        guard let f = fopen(tmp, "wb") else {
            throw .write(path: path, message: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        let closed = fclose(f)
        guard written == bytes.count, closed == 0 else {
            let message = String(cString: strerror(errno))
            unlink(tmp)
            throw .write(path: path, message: message)
        }
        guard rename(tmp, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(tmp)
            throw .write(path: path, message: message)
        }
    }
}
