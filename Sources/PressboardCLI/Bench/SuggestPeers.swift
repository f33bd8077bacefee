import Foundation
import Suggestions

/// A spelling checker measured beside ours in `bench suggest --peers`: its top suggestions for a
/// word and the time one lookup took (ns, as the peer measures it).
protocol SpellPeer {
    var name: String { get }
    mutating func suggest(_ word: String) throws -> (suggestions: [String], nanoseconds: Double)
}

/// GNU Aspell (`aspell -a --sug-mode=normal`, Debian `aspell` + `aspell-en`) through its pipe
/// protocol: a lookup's time is the round trip of one line, pipe included.
struct AspellPeer: SpellPeer {
    let name = "aspell"
    private let process: Process
    private let input: FileHandle
    private var reader: LineReader

    init() throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/aspell")
        process.arguments = ["-a", "--lang=en", "--sug-mode=normal"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        input = stdin.fileHandleForWriting
        reader = LineReader(fd: stdout.fileHandleForReading.fileDescriptor)
        guard let banner = reader.next(), banner.hasPrefix("@(#)") else { throw CommandFailure(message: "aspell -a: no banner") }
    }

    mutating func suggest(_ word: String) throws -> (suggestions: [String], nanoseconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        input.write(Data(("^" + word + "\n").utf8))
        var first: String? = nil
        while let line = reader.next(), !line.isEmpty { if first == nil { first = line } }
        let t = Double(DispatchTime.now().uptimeNanoseconds - start)
        guard let first else { throw CommandFailure(message: "aspell -a stopped answering") }
        if first.hasPrefix("*") { return ([word], t) }
        guard first.hasPrefix("&"), let colon = first.firstIndex(of: ":") else { return ([], t) }
        let list = first[first.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return (list, t)
    }

    func stop() {
        try? input.close()
        process.waitUntilExit()
    }
}

/// Hunspell through libhunspell (Debian `hunspell-en-us`), in process.
struct HunspellPeer: SpellPeer {
    let name = "hunspell"
    let dictionary: HunspellDictionary
    init() throws { dictionary = try HunspellDictionary(name: "en_US", package: "hunspell-en-us") }

    mutating func suggest(_ word: String) throws -> (suggestions: [String], nanoseconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let list = dictionary.spell(word) ? [word] : dictionary.suggest(word)
        return (list, Double(DispatchTime.now().uptimeNanoseconds - start))
    }
}

/// Reads `\n`-terminated lines from a file descriptor (the peer pipes), without Foundation's
/// buffering guesses.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    init(fd: Int32) { self.fd = fd }

    mutating func next() -> String? {
        while true {
            if let nl = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<nl], as: UTF8.self)
                start = nl + 1
                return line
            }
            buffer.removeFirst(start)
            start = 0
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }
}

/// symspellpy (PyPI) in `.venv-peers/` (made by `make peers`), run once over all words by
/// `scripts/symspell-peer.py`, which times each lookup itself.
enum SymSpellPyPeer {
    static let python = ".venv-peers/bin/python"
    static let script = "scripts/symspell-peer.py"

    static var available: Bool { FileManager.default.isExecutableFile(atPath: python) && FileManager.default.fileExists(atPath: script) }

    static func run(_ words: [String]) throws -> [(suggestions: [String], nanoseconds: Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data((words.joined(separator: "\n") + "\n").utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CommandFailure(message: "\(script) exited with \(process.terminationStatus)") }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return words.indices.map { i in
            let f = i < lines.count ? lines[i].split(separator: "\t").map(String.init) : []
            return (Array(f.dropFirst()), Double(f.first ?? "") ?? .nan)
        }
    }
}

/// `bench suggest --peers`: ours, Aspell, Hunspell and symspellpy on the same misspellings —
/// top-1/top-3 and the median/p99 time per word. A missing peer is skipped with a line saying how
/// to install it.
enum SuggestPeerBench {
    struct Result { var top1: Double; var top3: Double; var median: Double; var p99: Double }

    static func run(_ o: BenchOptions, ranker: SpellingRanker, pairs: [(String, String)], set: String) {
        let words = pairs.map(\.0)
        func result(_ answers: [(suggestions: [String], nanoseconds: Double)]) -> Result {
            var top1 = 0, top3 = 0
            // Compared without case: the sets list words in lower case, and a peer that answers
            // "Wednesday" for "wensday" is right.
            for (a, (_, right)) in zip(answers, pairs) {
                let found = a.suggestions.prefix(3).map { $0.lowercased() }, wanted = right.lowercased()
                if found.first == wanted { top1 += 1 }
                if found.contains(wanted) { top3 += 1 }
            }
            let times = answers.map(\.nanoseconds).filter { $0.isFinite }
            let n = Double(pairs.count) / 100
            return Result(top1: Double(top1) / n, top3: Double(top3) / n,
                          median: BenchClock.percentile(times, 50) / 1000, p99: BenchClock.percentile(times, 99) / 1000)
        }
        let ours = result(words.map { w in
            let start = DispatchTime.now().uptimeNanoseconds
            let s = ranker.suggestions(for: w, count: 3, includeCompletions: false).map(\.text)
            return (s, Double(DispatchTime.now().uptimeNanoseconds - start))
        })
        func emit(_ peer: String, _ r: Result) {
            for (name, value, peerValue, unit) in [("top1", ours.top1, r.top1, "%"), ("top3", ours.top3, r.top3, "%"),
                                                   ("latency_median", ours.median, r.median, "µs"), ("latency_p99", ours.p99, r.p99, "µs")] {
                o.emit(BenchMeasurement(section: "suggest", name: "peers_\(set)_\(name)", value: value, unit: unit, peer: peer, peerValue: peerValue))
            }
        }
        do {
            var aspell = try AspellPeer()
            emit("aspell_normal", result(try words.map { try aspell.suggest($0) }))
            aspell.stop()
        } catch {
            print("suggest  peer aspell skipped (\(error)): install it with `apt-get install aspell aspell-en`")
        }
        do {
            var hunspell = try HunspellPeer()
            emit("hunspell", result(try words.map { try hunspell.suggest($0) }))
        } catch {
            print("suggest  peer hunspell skipped (\(error)): install it with `apt-get install hunspell-en-us libhunspell-dev`")
        }
        if SymSpellPyPeer.available {
            do { emit("symspellpy", result(try SymSpellPyPeer.run(words))) } catch {
                print("suggest  peer symspellpy skipped (\(error)): recreate its environment with `make peers`")
            }
        } else {
            print("suggest  peer symspellpy skipped: create its environment with `make peers` (python3 -m venv .venv-peers; pip install symspellpy)")
        }
    }
}
