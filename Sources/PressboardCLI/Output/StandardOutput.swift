#if canImport(Glibc)
import Glibc
#endif

/// Writes text to standard output at once, unbuffered (live output: the terminal screen,
/// `--emit stdout`), retrying interrupted and partial writes; a closed pipe ends it quietly.
func writeStandardOutput(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; return }
        bytes = bytes.dropFirst(n)
    }
}
