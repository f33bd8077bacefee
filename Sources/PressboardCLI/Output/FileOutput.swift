import SafeFiles
import Glibc
import TextEditing

/// Writes bytes to a file atomically (temp file, fsync, rename), as every output of Pressboard is.
func writeBytes(_ bytes: [UInt8], to path: String) throws {
    try AtomicFile.write(bytes, to: path)
}

/// Creates a directory (and its parents) if it does not exist.
func makeDirectory(_ path: String) throws {
    var partial = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
        partial += "/" + component
        if mkdir(partial, 0o755) != 0 && errno != EEXIST {
            throw CommandFailure(message: "cannot create directory \(partial): \(String(cString: strerror(errno)))")
        }
    }
}
