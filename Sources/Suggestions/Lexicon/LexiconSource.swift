import SafeFiles
import FoundationEssentials

/// Which lexicon to load: a word list file (with its format), optional bigrams, and the locale it
/// serves. A value; loading and indexing happen in `SuggestionIndex.load`.
public struct LexiconSource: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable {
        /// `word count` per line (SymSpell-style), or `word` per line.
        case frequencyList
        /// Hunspell `.dic` (its stems; affix flags are libhunspell's business, encoding from the
        /// `.aff` beside it), with inflected forms and counts from `frequencyPath` when given.
        case hunspell
    }
    /// Short name used in cache file names and messages (`en`, `de_DE`, …).
    public var name: String
    /// BCP 47-ish locale the list serves (`en-US`, `de-DE`).
    public var locale: String
    public var format: Format
    /// Path of the word list.
    public var wordsPath: String
    /// Path of the Hunspell `.aff` (only for `.hunspell`).
    public var affixPath: String?
    /// Path of a `first second count` bigram list, if any.
    public var bigramsPath: String?
    /// Path of a `word count` list giving a Hunspell lexicon its frequencies (only for
    /// `.hunspell`): its words, inflected forms included, join the dictionary's stems with their
    /// counts; stems it does not list rank below every word it does.
    public var frequencyPath: String?
    /// Path of a `word count` list, on the word list's scale, whose words the list lacks join it
    /// with their counts (only for `.frequencyList`): the American spellings and mail words
    /// SymSpell's English list leaves out (`frequency_en_us_supplement.txt`).
    public var supplementPath: String?
    /// Path of a `first second count` list joining the bigrams: the supplement's words in the
    /// pairs the list holds for their British twins ("my favorite" from "my favourite").
    public var bigramSupplementPath: String?

    public init(name: String, locale: String, format: Format, wordsPath: String,
                affixPath: String? = nil, bigramsPath: String? = nil, frequencyPath: String? = nil,
                supplementPath: String? = nil, bigramSupplementPath: String? = nil) {
        self.name = name
        self.locale = locale
        self.format = format
        self.wordsPath = wordsPath
        self.affixPath = affixPath
        self.bigramsPath = bigramsPath
        self.frequencyPath = frequencyPath
        self.supplementPath = supplementPath
        self.bigramSupplementPath = bigramSupplementPath
    }

    /// The English list shipped in the package: SymSpell's 82,765-word frequency dictionary (MIT;
    /// counts from Google Books Ngram) and its whole bigram list (242,342 pairs, 5.1 MB). A copy
    /// trimmed to the 87,899 pairs counted at least 20 million times saved 3.3 MB, but the pairs
    /// it dropped are the ones a word's context most often needs: with them, held-out decoded CER
    /// at σ 0.235 fell 2.19 → 2.13 % (touchscreen). SymSpell's list lacks most American
    /// spellings ("favorite", "traveling"); wordfreq's counts of them join it
    /// (`scripts/make-frequency-lists.py`).
    public static func bundledEnglish() throws -> LexiconSource {
        let dir = try BundledLexicons.directory()
        return LexiconSource(name: "en", locale: "en", format: .frequencyList,
                             wordsPath: dir + "/frequency_dictionary_en_82_765.txt",
                             bigramsPath: dir + "/frequency_bigramdictionary_en_243_342.txt",
                             supplementPath: dir + "/frequency_en_us_supplement.txt",
                             bigramSupplementPath: dir + "/frequency_bigram_en_us_supplement.txt")
    }

    /// The frequency list shipped for a Hunspell language (`frequency_de.txt`: wordfreq's counts
    /// of the words Debian's dictionary accepts, made by `scripts/make-frequency-lists.py`), or
    /// nil when the package has none for it.
    public static func bundledFrequencies(language: String) -> String? {
        guard let dir = try? BundledLexicons.directory() else { return nil }
        let path = "\(dir)/frequency_\(language.lowercased()).txt"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Chooses a lexicon for a keyset's locale: a user frequency list
    /// `<userDirectory>/<locale>.txt` (also tried as `ll_CC` and `ll`), then English from the
    /// package for `en*`, then a Hunspell dictionary in `hunspellDirectory` (with the package's
    /// frequency list for its language, when there is one). Nil when none exists.
    public static func forLocale(_ locale: String, userDirectory: String?,
                                 hunspellDirectory: String = "/usr/share/hunspell") -> LexiconSource? {
        let norm = locale.replacingOccurrences(of: "-", with: "_")
        let lang = String(norm.split(separator: "_").first ?? Substring(norm)).lowercased()
        var names = [norm]
        if let region = norm.split(separator: "_").dropFirst().first { names.append("\(lang)_\(region.uppercased())") }
        names.append(lang)
        let fm = FileManager.default
        if let userDirectory {
            for n in names {
                let p = "\(userDirectory)/\(n).txt"
                if fm.fileExists(atPath: p) {
                    let bigrams = "\(userDirectory)/\(n).bigrams.txt"
                    return LexiconSource(name: "user-\(n)", locale: locale, format: .frequencyList, wordsPath: p,
                                         bigramsPath: fm.fileExists(atPath: bigrams) ? bigrams : nil)
                }
            }
        }
        if lang == "en", let en = try? bundledEnglish() { return en }
        var hunspellNames = names
        if !names.contains(where: { $0.contains("_") }) {
            // A bare language: take the first dictionary of that language found.
            if let files = try? fm.contentsOfDirectory(atPath: hunspellDirectory) {
                // The language's own country first (de_DE before de_BE).
                hunspellNames.append("\(lang)_\(lang.uppercased())")
                hunspellNames += files.filter { $0.hasPrefix(lang + "_") && $0.hasSuffix(".dic") }.sorted().map { String($0.dropLast(4)) }
            }
        }
        for n in hunspellNames {
            let dic = "\(hunspellDirectory)/\(n).dic"
            if fm.fileExists(atPath: dic) {
                let aff = "\(hunspellDirectory)/\(n).aff"
                return LexiconSource(name: "hunspell-\(n)", locale: locale, format: .hunspell, wordsPath: dic,
                                     affixPath: fm.fileExists(atPath: aff) ? aff : nil,
                                     frequencyPath: bundledFrequencies(language: lang))
            }
        }
        return nil
    }

    /// The Debian package that installs the Hunspell dictionary of a language (`de` → `hunspell-de-de`).
    public static func hunspellPackage(language: String) -> String {
        switch language.lowercased() {
        case "de": return "hunspell-de-de"
        case "en": return "hunspell-en-us"
        case "fr": return "hunspell-fr"
        case "es": return "hunspell-es"
        case "ru": return "hunspell-ru"
        default: return "hunspell-\(language.lowercased())"
        }
    }

    /// The language part of the locale (`de` for `de-DE`).
    public var language: String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Opens the source's Hunspell dictionary through libhunspell (a new handle: one per ranker),
    /// or nil for frequency lists. Throws `HunspellError` naming the Debian package when the
    /// dictionary is missing or damaged.
    public func openHunspell() throws -> HunspellDictionary? {
        guard format == .hunspell else { return nil }
        let name = String(wordsPath.split(separator: "/").last?.dropLast(4) ?? "")
        let directory = String(wordsPath.dropLast(name.count + 5))
        return try HunspellDictionary(directory: directory.isEmpty ? "." : directory, name: name,
                                      package: Self.hunspellPackage(language: language))
    }

    /// `forLocale`, or the error to show when nothing serves the locale: the Debian package of its
    /// Hunspell dictionary to install.
    public static func resolve(_ locale: String, userDirectory: String?,
                               hunspellDirectory: String = "/usr/share/hunspell") throws -> LexiconSource {
        if let s = forLocale(locale, userDirectory: userDirectory, hunspellDirectory: hunspellDirectory) { return s }
        let lang = String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
        let name = locale.replacingOccurrences(of: "-", with: "_")
        throw HunspellError(path: "\(hunspellDirectory)/\(name).dic", package: hunspellPackage(language: lang), kind: .missing)
    }

    /// Reads and parses the word list.
    public func readWords() throws -> WordFrequencyList {
        try Self.words(format: format, wordBytes: try Self.readFile(wordsPath), wordsPath: wordsPath,
                       affBytes: try affixPath.map { try Self.readFile($0) },
                       frequencyBytes: format == .hunspell ? try frequencyPath.map { try Self.readFile($0) } : nil,
                       frequencyPath: frequencyPath, supplementBytes: try supplementBytes(), supplementPath: supplementPath)
    }

    /// The supplement's bytes, for a frequency list that has one.
    func supplementBytes() throws -> [UInt8]? {
        format == .frequencyList ? try supplementPath.map { try Self.readFile($0) } : nil
    }

    /// Parses a lexicon's bytes: a frequency list as it is; a Hunspell `.dic`'s stems joined with
    /// the frequency list's words (`WordFrequencyList.addingUnlisted`); a supplement's words
    /// added to a frequency list (`WordFrequencyList.addingMissing`).
    static func words(format: Format, wordBytes: [UInt8], wordsPath: String, affBytes: [UInt8]?,
                      frequencyBytes: [UInt8]?, frequencyPath: String?,
                      supplementBytes: [UInt8]?, supplementPath: String?) throws -> WordFrequencyList {
        switch format {
        case .frequencyList:
            let list = try FrequencyListParser.parse(wordBytes, file: wordsPath)
            guard let supplementBytes, let supplementPath else { return list }
            return list.addingMissing(try FrequencyListParser.parse(supplementBytes, file: supplementPath))
        case .hunspell:
            let stems = try HunspellDictionaryParser.parse(dic: wordBytes, aff: affBytes, file: wordsPath)
            guard let frequencyBytes, let frequencyPath else { return stems }
            return try FrequencyListParser.parse(frequencyBytes, file: frequencyPath).addingUnlisted(stems)
        }
    }

    /// Reads and parses the bigram list and its supplement (empty when there is none).
    public func readBigrams() throws -> [(String, String, UInt64)] {
        try Self.bigrams(try bigramsPath.map { try Self.readFile($0) }, path: bigramsPath,
                         supplement: try bigramSupplementPath.map { try Self.readFile($0) }, supplementPath: bigramSupplementPath)
    }

    /// Parses a bigram list's bytes, followed by its supplement's.
    static func bigrams(_ bytes: [UInt8]?, path: String?, supplement: [UInt8]?, supplementPath: String?) throws -> [(String, String, UInt64)] {
        var pairs: [(String, String, UInt64)] = []
        if let bytes, let path { pairs = try FrequencyListParser.parseBigrams(bytes, file: path) }
        if let supplement, let supplementPath { pairs += try FrequencyListParser.parseBigrams(supplement, file: supplementPath) }
        return pairs
    }

    /// Largest lexicon file read (a 1-million-word frequency list is about 20 MB).
    public static let maximumFileSize = 256 << 20

    static func readFile(_ path: String) throws -> [UInt8] {
        do {
            return try AtomicFile.read(path, limit: maximumFileSize)
        } catch {
            throw LexiconError(file: path, line: 0, column: 0, kind: .unreadable(error.refusal ?? error.description))
        }
    }
}
