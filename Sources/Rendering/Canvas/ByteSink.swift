import CPangoCairo
import SafeFiles
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

    /// Writes bytes to a file, replacing it through `AtomicFile` (symlink target, mode and owner
    /// kept; device nodes, FIFOs and directories refused; the old file intact on failure).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(RenderingError) {
        do { try AtomicFile.write(bytes, to: path) } catch {
            throw .write(path: path, message: error.refusal ?? String(cString: strerror(error.errno)))
        }
    }
}
