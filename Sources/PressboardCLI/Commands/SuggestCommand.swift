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

    @Option(help: "Number of suggestions.")
    var count: Int = 3

    @Option(help: "Read words from FILE (or - for standard input), one per line.")
    var batch: String?

    @Option(help: "Locale of the lexicon (en uses the bundled list; others a user list or a Hunspell dictionary).")
    var locale: String = "en"

    @Option(help: "Use this word-frequency list (`word count` lines) instead of the locale's lexicon.")
    var lexicon: String?

    @Option(help: "Ranking: noisy-channel (default) or frequency (distance, then frequency).")
    var mode: String = "noisy-channel"

    @Flag(help: "Do not propose completions.")
    var noCompletions = false

    @Flag(help: "Mark the autocorrect candidate (autocorrect is off unless this is given).")
    var autocorrect = false

    @Option(help: "Autocorrect confidence threshold (0–1).")
    var autocorrectThreshold: Double = 0.6

    @Option(help: "Add WORD to the user dictionary and save it.")
    var learn: String?

    @Flag(help: "Neither read nor write the index cache.")
    var noCache = false

    func validate() throws {
        if word == nil && batch == nil && learn == nil { throw ValidationError("give a WORD, --batch FILE or --learn WORD") }
        if count < 0 || count > 100 { throw ValidationError("--count must be 0…100") }
        if !(0...1).contains(autocorrectThreshold) { throw ValidationError("--autocorrect-threshold must be 0…1") }
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let dirs = SuggestPaths(environment: env)
        let store = UserDictionaryStore(dataDirectory: dirs.dataDirectory)
        var user = try store.load()
        if let learn {
            user.learn(learn)
            try store.save(user)
            print("learned '\(learn)' (\(store.path))")
            if word == nil && batch == nil { return }
        }
        let source: LexiconSource
        if let lexicon {
            source = LexiconSource(name: "file-" + URL(fileURLWithPath: lexicon).lastPathComponent, locale: locale, format: .frequencyList, wordsPath: lexicon)
        } else {
            guard let s = LexiconSource.forLocale(locale, userDirectory: dirs.dataDirectory + "/lexicons") else {
                throw ValidationError("no lexicon for locale '\(locale)' (looked in \(dirs.dataDirectory)/lexicons and /usr/share/hunspell)")
            }
            source = s
        }
        let (index, _) = try SuggestionIndex.load(source, cacheDirectory: noCache ? nil : dirs.cacheDirectory)
        // The keyset's key centres (its default page), as data for the ranker's error model.
        let k = try keysetOptions.load()
        let layout = KeysetSpatialModel.layoutModel(KeyboardGeometry(keyset: k).pages[k.defaultPageIndex])
        let rankMode: SpellingRanker.Mode
        switch mode {
        case "noisy-channel", "noisy": rankMode = .noisyChannel
        case "frequency", "frequency-only": rankMode = .frequencyOnly
        default: throw ValidationError("--mode must be noisy-channel or frequency")
        }
        let ranker = SpellingRanker(index: index, layout: layout, mode: rankMode, userDictionary: user)
        let bar = SuggestionsBar(ranker: ranker, settings: SuggestionsSettings(
            autocorrectEnabled: autocorrect, autocorrectThreshold: autocorrectThreshold, count: count, completionsEnabled: !noCompletions))

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

    private func runBatch(_ path: String, bar: SuggestionsBar) throws {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            // Through a file handle, so devices, pipes and process substitutions (`<(…)`) work too.
            guard let handle = FileHandle(forReadingAtPath: path) else { throw ValidationError("cannot read \(path)") }
            defer { try? handle.close() }
            data = handle.readDataToEndOfFile()
        }
        // Invalid UTF-8 is replaced, never fatal: a batch is a stream of independent words.
        let text = String(decoding: data, as: UTF8.self)
        guard !text.isEmpty else { return }
        var out = ""
        out.reserveCapacity(data.count * 4)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let w = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if w.isEmpty { out += "\n"; continue }
            let list = bar.suggestions(for: w, previousWord: context)
            out += list.map(\.text).joined(separator: "\t")
            out += "\n"
            if out.utf8.count > 1 << 16 { FileHandle.standardOutput.write(Data(out.utf8)); out = "" }
        }
        if text.hasSuffix("\n"), out.hasSuffix("\n") { out.removeLast() }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

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
