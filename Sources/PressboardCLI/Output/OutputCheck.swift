import Glibc

/// Checks, before any work starts, that every output a command was asked for can be written:
/// one clear error and a non-zero exit instead of a long run that fails at the end (or, for
/// `--frames FILE`, once per frame).
enum OutputCheck {
    /// `path` (given with `option`) can be created or replaced as a file: not a directory, and
    /// its directory exists and is writable. "-" (standard output) always passes.
    static func file(_ path: String?, option: String) throws {
        guard let path, path != "-" else { return }
        if isDirectory(path) { throw CommandFailure(message: "\(option) \(path): is a directory, not a file") }
        let dir = KeysetSearch.parent(path) ?? "."
        let parent = path.contains("/") ? dir : "."
        guard isDirectory(parent) else { throw CommandFailure(message: "\(option) \(path): directory \(parent) does not exist") }
        if access(parent, W_OK) != 0 { throw CommandFailure(message: "\(option) \(path): cannot write in \(parent): \(reason())") }
        if exists(path), access(path, W_OK) != 0 { throw CommandFailure(message: "\(option) \(path): cannot write: \(reason())") }
    }

    /// `path` is, or can be made, a writable directory (created now, with its parents).
    static func directory(_ path: String?, option: String) throws {
        guard let path else { return }
        if exists(path) && !isDirectory(path) { throw CommandFailure(message: "\(option) \(path): exists and is not a directory") }
        do { try makeDirectory(path) } catch { throw CommandFailure(message: "\(option) \(path): \(error)") }
        if access(path, W_OK) != 0 { throw CommandFailure(message: "\(option) \(path): cannot write: \(reason())") }
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}
