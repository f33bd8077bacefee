import Foundation

/// The built `pressboard` executable, run as a user runs it: stdout, stderr and exit code.
enum PressboardProcess {
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()
    static let fixture = root + "/Tests/Fixtures/session/quick-fox-touchscreen.evemu"

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: root + "/.build/debug/pressboard")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["PRESSBOARD_KEYSETS"] = root + "/Keysets"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

}
