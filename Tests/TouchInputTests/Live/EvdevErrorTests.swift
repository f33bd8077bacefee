import Glibc
import Testing
@testable import TouchInput

/// Error mapping of live devices on what this machine has: no /dev/input, no uinput.
/// The same code against real evdev nodes runs in the qemu guest of `make test-live`.
@Suite struct EvdevErrorTests {
    /// A fresh directory under /tmp, removed by the caller.
    static func scratchDirectory() -> String {
        var template = Array("/tmp/pressboard-live-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { b in mkdtemp(b.baseAddress!).map { String(cString: $0) } }
        return path!
    }

    static func makeFile(_ path: String, contents: String = "not a device\n") {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0)
        _ = contents.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }

    static func remove(_ dir: String) {
        if let d = opendir(dir) {
            while let e = readdir(d) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name != "." && name != ".." { unlink(dir + "/" + name) }
            }
            closedir(d)
        }
        rmdir(dir)
    }

    @Test func aMissingPathIsNotFound() {
        #expect(throws: EvdevError.notFound(path: "/nonexistent/event7")) { try EvdevDevice(path: "/nonexistent/event7") }
    }

    @Test func aRegularFileIsNotAnEvdevDevice() throws {
        let dir = Self.scratchDirectory()
        defer { Self.remove(dir) }
        let path = dir + "/event0"
        Self.makeFile(path)
        do {
            _ = try EvdevDevice(path: path)
            Issue.record("a regular file opened as a device")
        } catch {
            #expect(error == .notEvdev(path: path, errno: ENOTTY))
            #expect(error.description.contains(path))
            #expect(error.description.contains("not an evdev input device"))
        }
    }

    @Test func otherCharacterDevicesAndDirectoriesAreNotEvdev() {
        for path in ["/dev/null", "/tmp"] {
            do {
                _ = try EvdevDevice(path: path)
                Issue.record("\(path) opened as a device")
            } catch {
                guard case .notEvdev(let p, _) = error else {
                    Issue.record("\(path): \(error)")
                    continue
                }
                #expect(p == path)
            }
        }
    }

    @Test(.enabled(if: getuid() != 0, "root may open any file; EACCES needs an unprivileged user"))
    func anUnreadableNodeIsPermissionDenied() {
        let dir = Self.scratchDirectory()
        defer { Self.remove(dir) }
        let path = dir + "/event0"
        Self.makeFile(path)
        chmod(path, 0)
        #expect(throws: EvdevError.permissionDenied(path: path, errno: EACCES, group: SystemErrno.owningGroup(of: path))) {
            try EvdevDevice(path: path)
        }
    }

    @Test func permissionErrorsNameTheNodesGroupAndTheUdevRule() throws {
        let dir = Self.scratchDirectory()
        defer { Self.remove(dir) }
        let path = dir + "/event4"
        Self.makeFile(path)
        var st = stat()
        #expect(stat(path, &st) == 0)
        let expectedGroup = getgrgid(st.st_gid).map { String(cString: $0.pointee.gr_name) }
        let e = EvdevDevice.openError(path: path, errno: EACCES)
        #expect(e == .permissionDenied(path: path, errno: EACCES, group: expectedGroup ?? "gid \(st.st_gid)"))
        let text = e.description
        #expect(text.contains(path))
        #expect(text.contains("EACCES"))
        #expect(text.contains("usermod -aG \(expectedGroup ?? "gid \(st.st_gid)")"))
        #expect(text.contains(#"KERNEL=="event*", SUBSYSTEM=="input", TAG+="uaccess""#))
    }

    @Test func kernelErrorsMapToTheirCases() {
        #expect(EvdevDevice.openError(path: "/p", errno: ENOENT) == .notFound(path: "/p"))
        #expect(EvdevDevice.openError(path: "/p", errno: ENODEV) == .removed(path: "/p", errno: ENODEV))
        #expect(EvdevDevice.openError(path: "/p", errno: EISDIR) == .notEvdev(path: "/p", errno: EISDIR))
        #expect(EvdevDevice.openError(path: "/p", errno: EMFILE) == .system(path: "/p", operation: "open", errno: EMFILE))
        #expect(EvdevDevice.ioError(path: "/p", operation: "read", errno: ENODEV) == .removed(path: "/p", errno: ENODEV))
        #expect(EvdevDevice.ioError(path: "/p", operation: "EVIOCGRAB", errno: EBUSY) == .busy(path: "/p"))
        #expect(EvdevDevice.ioError(path: "/p", operation: "read", errno: EINVAL) == .system(path: "/p", operation: "read", errno: EINVAL))
    }

    @Test func everyErrorSaysWhereAndWhy() {
        let errors: [EvdevError] = [
            .notFound(path: "/dev/input/event9"),
            .permissionDenied(path: "/dev/input/event9", errno: EACCES, group: nil),
            .notEvdev(path: "/dev/input/event9", errno: ENOTTY),
            .removed(path: "/dev/input/event9", errno: ENODEV),
            .busy(path: "/dev/input/event9"),
            .system(path: "/dev/input/event9", operation: "poll", errno: EINVAL),
        ]
        for e in errors {
            #expect(e.path == "/dev/input/event9")
            #expect(e.description.hasPrefix("/dev/input/event9: "))
            #expect(e.errno != nil)
        }
        #expect(EvdevError.removed(path: "/x", errno: ENODEV).description.contains("ENODEV"))
        #expect(EvdevError.busy(path: "/x").description.contains("--grab"))
        #expect(EvdevError.permissionDenied(path: "/x", errno: EACCES, group: nil).description.contains("uaccess"))
    }
}
