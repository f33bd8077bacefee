#if canImport(Glibc)
import Glibc
#endif

/// Writes a line to standard error (warnings never mix into the data on standard output).
func printError(_ message: String) {
    var line = message
    line += "\n"
    line.utf8CString.withUnsafeBufferPointer { buf in _ = write(STDERR_FILENO, buf.baseAddress!, buf.count - 1) }
}
