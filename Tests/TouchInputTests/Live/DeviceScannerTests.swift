import Glibc
import Testing
@testable import TouchInput

@Suite struct DeviceScannerTests {
    @Test func aMachineWithoutTheDirectorySaysSo() {
        let scanner = DeviceScanner(directory: "/nonexistent/input")
        #expect(throws: EvdevError.noInputDirectory(path: "/nonexistent/input")) { try scanner.scan() }
        #expect(throws: EvdevError.noInputDirectory(path: "/nonexistent/input")) { try scanner.firstTouchDevice() }
        #expect(EvdevError.noInputDirectory(path: "/dev/input").description.contains("exposes no input devices"))
    }

    @Test func nodesAreEventNodesInNumericOrder() throws {
        let dir = EvdevErrorTests.scratchDirectory()
        defer { EvdevErrorTests.remove(dir) }
        for name in ["event10", "event2", "mouse0", "event3", "eventX", "by-id", "event0"] {
            EvdevErrorTests.makeFile(dir + "/" + name)
        }
        let paths = try DeviceScanner(directory: dir).nodePaths()
        #expect(paths == ["event0", "event2", "event3", "event10"].map { dir + "/" + $0 })
    }

    @Test func unreadableNodesAreListedWithTheirErrorAndNoneIsPicked() throws {
        let dir = EvdevErrorTests.scratchDirectory()
        defer { EvdevErrorTests.remove(dir) }
        EvdevErrorTests.makeFile(dir + "/event1")
        EvdevErrorTests.makeFile(dir + "/event5")
        let scanner = DeviceScanner(directory: dir)
        let entries = try scanner.scan()
        #expect(entries.map(\.path) == [dir + "/event1", dir + "/event5"])
        for e in entries {
            #expect(e.error == .notEvdev(path: e.path, errno: ENOTTY))
            #expect(e.description == nil)
            #expect(!e.isTouchDevice)
        }
        do {
            _ = try scanner.firstTouchDevice()
            Issue.record("picked a device from non-devices")
        } catch {
            guard case .noTouchDevice(let d, let unreadable) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(d == dir)
            #expect(unreadable == ["\(dir)/event1 (not evdev)", "\(dir)/event5 (not evdev)"])
            #expect(error.description.contains("no touchscreen or pen tablet found"))
        }
    }

    @Test func anEmptyDirectoryHasNoTouchDevice() throws {
        let dir = EvdevErrorTests.scratchDirectory()
        defer { EvdevErrorTests.remove(dir) }
        #expect(try DeviceScanner(directory: dir).scan().isEmpty)
        #expect(throws: EvdevError.noTouchDevice(directory: dir, unreadable: [])) { try DeviceScanner(directory: dir).firstTouchDevice() }
    }
}
