import Glibc
import Testing
@testable import TextOutput

/// The virtual keyboard's failures say where and what to do; creating and reading one back
/// needs a kernel with uinput (the qemu live test).
@Suite struct UInputKeyboardTests {
    @Test func missingNodeSaysLoadTheModule() {
        #expect(throws: UInputError.notFound(path: "/nonexistent/uinput")) { try UInputKeyboard(keys: [30], path: "/nonexistent/uinput") }
        #expect(UInputError.notFound(path: "/dev/uinput").description.contains("modprobe uinput"))
    }

    @Test func permissionMessageNamesGroupAndUdevRule() {
        let text = UInputError.permissionDenied(path: "/dev/uinput", errno: EACCES, group: "input").description
        #expect(text.contains("/dev/uinput: permission denied (EACCES"))
        #expect(text.contains("usermod -aG input"))
        #expect(text.contains(#"KERNEL=="uinput""#))
        #expect(UInputError.permissionDenied(path: "/dev/uinput", errno: EACCES, group: "root").description.contains("root only"))
    }

    @Test func aFileThatIsNotUInputIsASystemError() throws {
        let path = "/tmp/pressboard-uinput-test-\(getpid())"
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(fd >= 0)
        close(fd)
        defer { unlink(path) }
        do {
            _ = try UInputKeyboard(keys: [30], path: path)
            Issue.record("a regular file became a uinput device")
        } catch {
            guard case .system(let p, let op, _) = error else { Issue.record("\(error)"); return }
            #expect(p == path && op == "UI_DEV_CREATE")
        }
    }
}
