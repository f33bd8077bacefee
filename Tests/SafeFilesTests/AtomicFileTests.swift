import Glibc
import Testing
@testable import SafeFiles

/// Saves keep the file's identity and never lose the old contents (issue 16, "nothing lost").
@Suite struct AtomicFileTests {
    /// A fresh directory under /tmp, removed with everything in it by `cleanup`.
    final class Scratch {
        let dir: String
        init() {
            var t = Array("/tmp/pressboard-atomic-XXXXXX".utf8CString)
            dir = t.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        }
        func path(_ name: String) -> String { dir + "/" + name }
        func names() -> [String] {
            guard let d = opendir(dir) else { return [] }
            defer { closedir(d) }
            var out: [String] = []
            while let e = readdir(d) {
                let n = withUnsafeBytes(of: e.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if n != "." && n != ".." { out.append(n) }
            }
            return out.sorted()
        }
        deinit {
            for n in names() { unlink(path(n)); rmdir(path(n)) }
            rmdir(dir)
        }
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try AtomicFile.read(path), as: UTF8.self)
    }

    static func mode(_ path: String) -> mode_t {
        var st = stat()
        lstat(path, &st)
        return st.st_mode
    }

    @Test func writesAndReadsBack() throws {
        let s = Scratch()
        try AtomicFile.write(Array("hello".utf8), to: s.path("a.txt"))
        #expect(try Self.text(s.path("a.txt")) == "hello")
        #expect(Self.mode(s.path("a.txt")) & 0o777 == AtomicFile.newFileMode)
        #expect(s.names() == ["a.txt"])
    }

    /// A 0600 file came back 0644.
    @Test func keepsTheModeOfTheFileItReplaces() throws {
        let s = Scratch()
        try AtomicFile.write(Array("old".utf8), to: s.path("secret"))
        chmod(s.path("secret"), 0o600)
        try AtomicFile.write(Array("new".utf8), to: s.path("secret"))
        #expect(Self.mode(s.path("secret")) & 0o7777 == 0o600)
        #expect(try Self.text(s.path("secret")) == "new")
    }

    /// A symlink became a regular file and its target was left untouched.
    @Test func writesThroughSymlinksToTheirTarget() throws {
        let s = Scratch()
        try AtomicFile.write(Array("old".utf8), to: s.path("target"))
        symlink("target", s.path("link"))
        symlink(s.path("link"), s.path("link2"))
        try AtomicFile.write(Array("new".utf8), to: s.path("link2"))
        #expect(Self.mode(s.path("link")) & S_IFMT == S_IFLNK)
        #expect(Self.mode(s.path("link2")) & S_IFMT == S_IFLNK)
        #expect(try Self.text(s.path("target")) == "new")
        #expect(s.names() == ["link", "link2", "target"])
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        let s = Scratch()
        symlink("made", s.path("link"))
        try AtomicFile.write(Array("x".utf8), to: s.path("link"))
        #expect(try Self.text(s.path("made")) == "x")
        #expect(Self.mode(s.path("link")) & S_IFMT == S_IFLNK)
    }

    /// A FIFO was replaced by a regular file; `/dev/full`, as root, by a regular file too.
    @Test func refusesFIFOsDevicesAndDirectories() throws {
        let s = Scratch()
        mkfifo(s.path("fifo"), 0o644)
        mkdir(s.path("dir"), 0o755)
        for p in [s.path("fifo"), s.path("dir"), "/dev/full", "/dev/null"] {
            do {
                try AtomicFile.write(Array("x".utf8), to: p)
                Issue.record("\(p) was replaced")
            } catch {
                #expect(error.refusal?.contains("only regular files are replaced") == true)
            }
        }
        #expect(Self.mode(s.path("fifo")) & S_IFMT == S_IFIFO)
        #expect(Self.mode("/dev/full") & S_IFMT == S_IFCHR)
        #expect(s.names() == ["dir", "fifo"])
    }

    struct Interrupted: Error {}

    /// `synth -o` on a full disk left a 0-byte file: a producer failing half-way leaves the old
    /// file whole and no temporary file.
    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        let s = Scratch()
        try AtomicFile.write(Array("precious".utf8), to: s.path("out"))
        do {
            try AtomicFile.write(to: s.path("out")) { (w: inout Writer) throws(Interrupted) in
                try? w.write(Array(repeating: UInt8(ascii: "z"), count: 200_000))
                throw Interrupted()
            }
            Issue.record("expected the producer's error")
        } catch {
            guard case .producer = error else { Issue.record("\(error)"); return }
        }
        #expect(try Self.text(s.path("out")) == "precious")
        #expect(s.names() == ["out"])
    }

    /// Where a tmpfs can be mounted (root), a real full disk: ENOSPC, old file intact.
    @Test func aFullDiskLeavesTheOldFile() throws {
        let s = Scratch()
        mkdir(s.path("small"), 0o755)
        guard mount("tmpfs", s.path("small"), "tmpfs", 0, "size=16k") == 0 else { return }
        defer { umount(s.path("small")) }
        let out = s.path("small/out")
        try AtomicFile.write(Array("precious".utf8), to: out)
        #expect(throws: FileError.self) { try AtomicFile.write(Array(repeating: 7, count: 1 << 20), to: out) }
        #expect(try Self.text(out) == "precious")
    }

    /// `render /dev/zero` grew past 3.8 GB: reads stop at their limit.
    @Test func readsAreBounded() throws {
        #expect(throws: FileError.self) { try AtomicFile.read("/dev/zero", limit: 1 << 20) }
        let s = Scratch()
        try AtomicFile.write(Array(repeating: 1, count: 5000), to: s.path("big"))
        do {
            _ = try AtomicFile.read(s.path("big"), limit: 4096)
            Issue.record("expected the size limit")
        } catch {
            #expect(error.description.contains("larger than the limit of 4 KB"))
        }
        #expect(try AtomicFile.read(s.path("big"), limit: 5000).count == 5000)
    }
}
