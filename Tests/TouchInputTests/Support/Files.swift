#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// Writes the string to a file (tests only).
    func write(toFile path: String) throws {
        guard let f = fopen(path, "w") else { throw TraceError(file: path, line: 0, column: 0, message: "cannot create") }
        _ = self.withCString { fputs($0, f) }
        fclose(f)
    }
}

func removeFile(_ path: String) { unlink(path) }

@testable import TouchInput
