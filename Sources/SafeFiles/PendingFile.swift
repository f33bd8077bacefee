import Glibc

/// A save in progress: a temporary file beside the real target (symlinks followed) that only
/// replaces it on `commit()`. Streaming writers (`synth -o`) write into `descriptor` as they go;
/// `discard()`, or dropping the value uncommitted, removes the temporary file and leaves the
/// old file as it was.
public final class PendingFile {
    /// The path the caller asked for, for errors.
    public let path: String
    /// Open for writing; owned by this value.
    public let descriptor: Int32
    let target: SaveTarget
    let temporary: String
    private var finished = false

    public init(path: String) throws(FileError) {
        self.path = path
        target = try SaveTarget(path)
        var template = Array((AtomicFile.directory(of: target.path) + "/." + AtomicFile.basename(of: target.path) + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, operation: "create temporary file", errno: Glibc.errno) }
        descriptor = fd
        temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Gives the temporary file the old file's mode and owner, flushes it to disk and renames it
    /// over the target; on any failure the temporary file is removed and the old file kept.
    public func commit() throws(FileError) {
        guard !finished else { return }
        do throws(FileError) {
            try keepIdentity()
            if fsync(descriptor) != 0 { throw FileError(path: path, operation: "fsync", errno: Glibc.errno) }
        } catch {
            discard()
            throw error
        }
        finished = true
        close(descriptor)
        if rename(temporary, target.path) != 0 {
            let e = Glibc.errno
            unlink(temporary)
            throw FileError(path: path, operation: "rename", errno: e)
        }
        let dfd = open(AtomicFile.directory(of: target.path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { fsync(dfd); close(dfd) }
    }

    /// Abandons the save: the temporary file is removed, the target untouched.
    public func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporary)
    }

    deinit { discard() }

    /// Changing the owner needs privilege; it is only attempted when the owner differs (root
    /// saving a user's file), and failing to keep it is an error rather than a silent change.
    private func keepIdentity() throws(FileError) {
        guard let old = target.existing else {
            if fchmod(descriptor, AtomicFile.newFileMode) != 0 { throw FileError(path: path, operation: "chmod", errno: Glibc.errno) }
            return
        }
        if old.uid != geteuid() || old.gid != getegid() {
            if fchown(descriptor, old.uid, old.gid) != 0 { throw FileError(path: path, operation: "keep the owner (chown)", errno: Glibc.errno) }
        }
        if fchmod(descriptor, old.mode) != 0 { throw FileError(path: path, operation: "chmod", errno: Glibc.errno) }
    }
}
