import FoundationEssentials

extension LexiconSource {
    /// The Hunspell dictionary of a frequency list's language (`en` → `en_US`, Debian
    /// `hunspell-en-us`): which words exist beyond the list. The list holds the frequent words
    /// only (82,765 for English), so an inflection or a rare word it lacks ("traveling",
    /// "neatest") would otherwise look like a slip to the word decoder. Nil for a Hunspell source
    /// (its ranker already asks Hunspell) and when no dictionary of the language is installed or
    /// it cannot be opened: decoding then works from the list alone.
    public func openVocabulary(hunspellDirectory: String = "/usr/share/hunspell") -> HunspellDictionary? {
        guard format == .frequencyList else { return nil }
        let lang = language
        var names: [String] = []
        let parts = locale.replacingOccurrences(of: "-", with: "_").split(separator: "_")
        if parts.count > 1 { names.append("\(lang)_\(parts[1].uppercased())") }
        names.append(lang == "en" ? "en_US" : "\(lang)_\(lang.uppercased())")
        for name in names where FileManager.default.fileExists(atPath: "\(hunspellDirectory)/\(name).dic") {
            return try? HunspellDictionary(directory: hunspellDirectory, name: name, package: Self.hunspellPackage(language: lang))
        }
        return nil
    }
}
