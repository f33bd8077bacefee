import Glibc
import Testing
@testable import TouchInput

/// The inotify part of picking up devices that come and go, on a temporary directory (the
/// nodes' evdev side is the qemu live test's).
@Suite struct DeviceWatcherTests {
    static func tempDirectory() throws -> String {
        var template = Array("/tmp/pressboard-watch-XXXXXX".utf8CString)
        let p = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
        return String(cString: p)
    }

    static func touch(_ path: String) {
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        if fd >= 0 { close(fd) }
    }

    @Test func eventNodesAppearAndDisappear() throws {
        let dir = try Self.tempDirectory()
        defer { rmdir(dir) }
        let watcher = try DeviceWatcher(directory: dir)
        #expect(watcher.changes().isEmpty)
        Self.touch(dir + "/event7")
        Self.touch(dir + "/mouse0")
        chmod(dir + "/event7", 0o660)
        let appeared = watcher.changes(timeoutMilliseconds: 1000)
        #expect(appeared.first == .appeared(dir + "/event7"))
        #expect(!appeared.contains(.appeared(dir + "/mouse0")))
        #expect(appeared.allSatisfy { $0 == .appeared(dir + "/event7") })
        rename(dir + "/event7", dir + "/event8")
        unlink(dir + "/mouse0")
        unlink(dir + "/event8")
        let gone = watcher.changes(timeoutMilliseconds: 1000)
        #expect(gone == [.disappeared(dir + "/event7"), .appeared(dir + "/event8"), .disappeared(dir + "/event8")])
        #expect(watcher.changes(timeoutMilliseconds: 10).isEmpty)
    }

    @Test func missingDirectoryIsNoInputDirectory() {
        #expect(throws: EvdevError.noInputDirectory(path: "/nonexistent/input")) { try DeviceWatcher(directory: "/nonexistent/input") }
    }

    @Test func truncatedBuffersAreSafe() {
        // A record cut short by the buffer end yields what it can and never reads past it.
        var bytes: [UInt8] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 32, 0, 0, 0] // IN_CREATE, len 32
        bytes += Array("event3".utf8)
        #expect(DeviceWatcher.parse(bytes[...], directory: "/d") == [.appeared("/d/event3")])
        #expect(DeviceWatcher.parse(bytes[0..<10], directory: "/d").isEmpty)
    }
}
