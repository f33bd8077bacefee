import ArgumentParser
import Glibc

/// The process's entry: parses the command line, runs the subcommand and turns every failure
/// into one message and a documented exit code (``ExitStatus``). ArgumentParser's own `main`
/// exits 64 for usage mistakes, prints the root's usage for errors thrown by a subcommand and
/// has no "did you mean" for subcommands or values; this does.
struct CommandLineMain {
    var tree = CommandTree(root: PressboardCommand.self)

    /// Runs `arguments` (without the program name) and returns the exit status.
    func run(_ arguments: [String]) async -> Int32 {
        let wantsJSON = arguments.contains("--json")
        if let report = helpTopicError(arguments) { return emit(report, json: wantsJSON) }
        var command: any ParsableCommand
        do {
            command = try await PressboardCommand.asyncParseAsRoot(arguments)
        } catch {
            if PressboardCommand.exitCode(for: error) == .success {
                PressboardCommand.exit(withError: error)   // --help, --version, help SUBCOMMAND: printed, exit 0
            }
            return emit(parseError(error, arguments: arguments), json: wantsJSON)
        }
        do {
            if var a = command as? any AsyncParsableCommand { try await a.run() } else { try command.run() }
            return ExitStatus.ok.rawValue
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            if PressboardCommand.exitCode(for: error) == .success {
                PressboardCommand.exit(withError: error)
            }
            let report = ErrorReport(runError: error, usage: tree.usage(of: type(of: command)))
            return emit(report, json: wantsJSON)
        }
    }

    /// `help TOPIC` where TOPIC names no subcommand: an error (ArgumentParser prints the
    /// top-level help and succeeds).
    func helpTopicError(_ arguments: [String]) -> ErrorReport? {
        guard arguments.first == "help", arguments.count > 1 else { return nil }
        let topics = Array(arguments.dropFirst().filter { !$0.hasPrefix("-") })
        guard !topics.isEmpty else { return nil }
        let (_, stray) = tree.resolve(topics)
        guard let stray else { return nil }
        let (parent, _) = tree.resolve(Array(topics.prefix { $0 != stray }))
        let names = CommandTree.subcommandNames(of: parent)
        return ErrorReport(message: "no help topic '\(stray)'" + DidYouMean.hint(for: stray, among: names)
                               + "; topics: " + names.joined(separator: ", "),
                           status: .usage, usage: tree.usage(of: parent))
    }

    /// A parse failure: ArgumentParser's sentence, with the subcommand or value it most likely
    /// meant, and the usage of the subcommand the words reached.
    func parseError(_ error: any Error, arguments: [String]) -> ErrorReport {
        let (command, stray) = tree.resolve(arguments)
        var message = PressboardCommand.message(for: error)
        let names = CommandTree.subcommandNames(of: command)
        if let stray, !names.isEmpty {
            message = "unknown subcommand '\(stray)'" + DidYouMean.hint(for: stray, among: names)
                + "; subcommands: " + names.joined(separator: ", ")
        } else if let hint = Self.valueHint(message) {
            message = hint
        } else if message.hasPrefix("Unknown option '--device'") {
            message += "; --device is a live /dev/input node (run, record, calibrate), a device-description file is --description FILE"
        }
        return ErrorReport(message: Self.firstLetterLowercased(message), status: .usage, usage: tree.usage(of: command))
    }

    /// "The value 'x' is invalid for '--opt <v>'. Please provide one of 'a', 'b' or 'c'." gains
    /// the nearest allowed value.
    static func valueHint(_ message: String) -> String? {
        guard message.hasPrefix("The value '"), let listStart = message.range(of: "Please provide one of") else { return nil }
        let value = String(message.dropFirst("The value '".count).prefix { $0 != "'" })
        let list = message[listStart.upperBound...]
        var allowed: [String] = []
        if list.contains("\n") {
            allowed = list.split(separator: "\n").compactMap { $0.hasPrefix("  - ") ? String($0.dropFirst(4)) : nil }
        } else {
            allowed = list.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
        }
        let hint = DidYouMean.suggestion(for: value, among: allowed)
        guard let hint else { return message }
        return String(message.prefix { $0 != "." }) + " (did you mean '\(hint)'?); allowed: " + allowed.joined(separator: ", ")
    }

    static func firstLetterLowercased(_ s: String) -> String {
        guard let f = s.first, f.isUppercase, s.dropFirst().first?.isLowercase == true else { return s }
        return f.lowercased() + s.dropFirst()
    }

    /// Writes the report to standard error and returns its exit code.
    func emit(_ report: ErrorReport, json: Bool) -> Int32 {
        printError(json ? report.json() : report.text())
        return report.status.rawValue
    }
}
