import Foundation

/// Runs a Python 3 script with `input` on its standard input: how tests read HTML back with a
/// real parser (`html.parser`). Returns the exit status and the standard output.
enum PythonScript {
    static func run(_ script: String, input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
