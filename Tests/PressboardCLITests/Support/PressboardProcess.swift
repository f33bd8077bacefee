import Foundation

/// The built `pressboard` executable, run as a user runs it: stdout, stderr and exit code.
enum PressboardProcess {
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()
    static let fixture = root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"
    /// The executable under test: `PRESSBOARD_EXECUTABLE` when set (the sanitizer builds live
    /// under their own build paths: `make test-tsan` runs the tsan-built executable), else the
    /// debug build `swift test` makes.
    static let executable = ProcessInfo.processInfo.environment["PRESSBOARD_EXECUTABLE"] ?? root + "/.build/debug/pressboard"

    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["PRESSBOARD_KEYSETS"] = root + "/Keysets"
        for (k, v) in extra { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Outcome(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    /// A fresh scratch directory for one test.
    static func scratch(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "pressboard-cli-\(getpid())-\(name)"
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
