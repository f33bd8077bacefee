import Glibc
import ArgumentParser
import Foundation
import Keyboard
import Pressboard
import Suggestions

/// `pressboard suggest`: ranked spelling suggestions for a word, or for a file of words.
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Rank corrections and completions for a typed word.",
        discussion: """
        Prints the ranked suggestions with their scores (ln posterior, higher is better) and
        confidences. With --batch, reads one word per line (FILE or - for standard input) and writes
        one line per word: its suggestions, best first, separated by tabs.

        The lexicon index is cached under $XDG_CACHE_HOME/pressboard/ (built on first use); learned
        words live in $XDG_DATA_HOME/pressboard/user-dictionary.txt.
        """
    )

    @Argument(help: "The typed word.")
    var word: String?

    @Option(help: "Tap points of the word's characters in key units, \"x,y;x,y;…\" (one per character).")
    var taps: String?

    @OptionGroup var keysetOptions: KeysetOptions

    @Option(help: "The previous word (bigram context).")
    var context: String?

    @Option(help: "Number of suggestions (default 3).")
    var count: Int?

    @Option(help: "Read words from FILE (or - for standard input), one per line.")
    var batch: String?

    @Option(help: "Locale of the lexicon (default: the keyset's; en uses the bundled list; others a user list or a Hunspell dictionary).")
    var locale: String?

    @Option(help: "Use this word-frequency list (`word count` lines) instead of the locale's lexicon.")
    var lexicon: String?

    @Option(help: "Ranking: noisy-channel (default) or frequency (distance, then frequency).")
    var mode: String = "noisy-channel"

    @Flag(help: "Do not propose completions.")
    var noCompletions = false

    @Flag(help: "Mark the autocorrect candidate (autocorrect is off unless this is given).")
    var autocorrect = false

    @Option(help: "Autocorrect confidence threshold (0–1, default 0.6).")
    var autocorrectThreshold: Double?

    @Option(help: "Add WORD to the user dictionary and save it.")
    var learn: String?

    @Flag(help: "Neither read nor write the index cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Set an error-model cost (nats), NAME=VALUE; repeatable. For experiments.", visibility: .hidden))
    var cost: [String] = []

    @Option(help: "Configuration file whose keyset and suggestion settings apply (flags override them).")
    var config: String?

    @Flag(help: "Print the effective session spec (keyset, suggestion settings) as JSON and exit.")
    var printSpec = false

    func validate() throws {
        if printSpec { return }
        if word == nil && batch == nil && learn == nil { throw ValidationError("give a WORD, --batch FILE or --learn WORD") }
        if let count, count < 0 || count > 100 { throw ValidationError("--count must be 0…100") }
        if let autocorrectThreshold, !(0...1).contains(autocorrectThreshold) { throw ValidationError("--autocorrect-threshold must be 0…1") }
    }

    func run() throws {
        let spec = try self.spec()
        if printSpec { return SpecResolution.print(spec) }
        let env = ProcessInfo.processInfo.environment
        let dirs = SuggestPaths(environment: env)
        let store = UserDictionaryStore(dataDirectory: dirs.dataDirectory)
        let loaded = try store.load()
        for e in loaded.skipped { printError("warning: \(e) (line skipped)") }
        if let b = loaded.backup { printError("note: the user dictionary as it was is kept in \(b)") }
        var user = loaded.dictionary
        if let learn {
            user.learn(learn)
            try store.save(user)
            print("learned '\(learn)' (\(store.path))")
            if word == nil && batch == nil { return }
        }
        let bar = try self.bar(spec, dataDirectory: dirs.dataDirectory, userDictionary: user)

        if let batch {
            try runBatch(batch, bar: bar)
            return
        }
        guard let word else { return }
        let tapPoints = try taps.map { try Self.parseTaps($0) }
        if let tapPoints, tapPoints.count != word.count {
            throw ValidationError("--taps has \(tapPoints.count) points but '\(word)' has \(word.count) characters")
        }
        let list = bar.suggestions(for: word, taps: tapPoints, previousWord: context)
        if list.isEmpty { print("(no suggestions)") }
        for (i, s) in list.enumerated() {
            let flag = s.isAutocorrect ? "  autocorrect" : ""
            let learned = s.isLearned ? " learned" : ""
            print("\(i + 1)\t\(s.text)\t\(String(format: "%.3f", s.score))\t\(s.kind)\(learned)\tconfidence \(String(format: "%.3f", s.confidence))\(flag)")
        }
    }

    /// Streams the batch: one line read, looked up and written at a time (memory stays flat on
    /// `/dev/zero` or a 1 GB file); a line over `BatchLineReader.maximumLineBytes` ends the batch
    /// with its line number.
    private func runBatch(_ path: String, bar: SuggestionsBar) throws {
        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ValidationError("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var reader = BatchLineReader(fd: fd, name: path == "-" ? "<stdin>" : path)
        var out = ""
        do {
            while let line = try reader.next() {
                let w = line.trimmingCharacters(in: .whitespacesAndNewlines)
                if !w.isEmpty { out += bar.suggestions(for: w, previousWord: context).map(\.text).joined(separator: "\t") }
                out += "\n"
                if out.utf8.count > 1 << 16 { FileHandle.standardOutput.write(Data(out.utf8)); out = "" }
            }
        } catch {
            FileHandle.standardOutput.write(Data(out.utf8))
            throw CommandFailure(message: error.description)
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    nonisolated(unsafe) static let costPaths: [String: WritableKeyPath<ErrorModelCosts, Double>] = [
        "phoneticBase": \.phoneticBase, "phoneticPerSound": \.phoneticPerSound, "phoneticPerLetter": \.phoneticPerLetter, "phoneticFreeLetters": \.phoneticFreeLetters, "phoneticSameSoundLetterCap": \.phoneticSameSoundLetterCap,
        "realWordError": \.realWordError, "omission": \.omission, "insertion": \.insertion, "transposition": \.transposition,
        "vowelSubstitution": \.vowelSubstitution, "hunspellRankStep": \.hunspellRankStep,
        "keyboardBase": \.keyboardBase, "keyboardSlope": \.keyboardSlope, "soundAlikeSubstitution": \.soundAlikeSubstitution,
        "accentSubstitution": \.accentSubstitution, "otherSubstitution": \.otherSubstitution,
        "doubledLetterOmission": \.doubledLetterOmission, "repeatedLetterInsertion": \.repeatedLetterInsertion,
        "neighbourInsertion": \.neighbourInsertion, "apostropheOmission": \.apostropheOmission,
        "apostropheInsertion": \.apostropheInsertion, "tapSigma": \.tapSigma, "tapCognitiveShare": \.tapCognitiveShare,
        "completion": \.completion, "completionPerLetter": \.completionPerLetter,
    ]

    static func parseTaps(_ s: String) throws -> [TapPoint] {
        try s.split(separator: ";").enumerated().map { i, pair in
            let parts = pair.split(separator: ",")
            guard parts.count == 2,
                  let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                  let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite else {
                throw ValidationError("--taps: point \(i + 1) ('\(pair)') is not x,y")
            }
            return TapPoint(x: x, y: y)
        }
    }
}

/// `$XDG_CACHE_HOME/pressboard` and `$XDG_DATA_HOME/pressboard` with the XDG defaults.
struct SuggestPaths {
    var cacheDirectory: String
    var dataDirectory: String
    init(environment env: [String: String]) {
        let home = env["HOME"] ?? "/tmp"
        let cache = env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        let data = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        cacheDirectory = cache + "/pressboard"
        dataDirectory = data + "/pressboard"
    }
}

