import ArgumentParser
import Foundation
import Keyboard
import Pressboard
import Suggestions

extension SuggestCommand: SpecFlags {
    /// The spec `suggest` ranks with: the defaults, then the configuration file (`--config`),
    /// then the flags — resolved like every command's.
    func spec() throws -> SessionSpec {
        SpecResolution.spec(file: try SpecResolution.configuration(path: config, readsDefault: false), flags: self).0
    }

    /// `--keyset`, `--keysets`, `--count`, `--autocorrect`, `--autocorrect-threshold`,
    /// `--no-completions`, `--locale`: the ones given, applied to `spec`.
    func apply(to spec: inout SessionSpec) -> [String] {
        var given = keysetOptions.apply(to: &spec)
        if let count { spec.suggestions.count = count; given.append("--count") }
        if autocorrect { spec.suggestions.autocorrect = true; given.append("--autocorrect") }
        if let autocorrectThreshold { spec.suggestions.autocorrectThreshold = autocorrectThreshold; given.append("--autocorrect-threshold") }
        if noCompletions { spec.suggestions.completions = false; given.append("--no-completions") }
        if let locale { spec.suggestions.locale = locale; given.append("--locale") }
        return given
    }

    /// The bar the spec describes, built by the session builder's pieces: the keyset's key
    /// centres (its default page), the locale's lexicon (or `--lexicon`), `--mode`.
    func bar(_ spec: SessionSpec, dataDirectory: String, userDictionary: UserDictionary) throws -> SuggestionsBar {
        let builder = SpecResolution.builder(useCache: !noCache)
        let keyset = try builder.loadKeyset(spec.keyset)
        let layout = SessionBuilder.layoutModel(keyset)
        let locale = spec.suggestions.locale ?? SessionBuilder.language(of: keyset)
        let source: LexiconSource
        if let lexicon {
            source = LexiconSource(name: "file-" + URL(fileURLWithPath: lexicon).lastPathComponent, locale: locale, format: .frequencyList, wordsPath: lexicon)
        } else {
            guard let s = builder.lexiconSource(locale: locale) else {
                throw ValidationError("no lexicon for locale '\(locale)' (looked in \(dataDirectory)/lexicons and /usr/share/hunspell)")
            }
            source = s
        }
        let s = spec.suggestions
        // Not the strip's 0…10 cells: suggest lists up to 100.
        let settings = SuggestionsSettings(autocorrectEnabled: s.autocorrect, autocorrectThreshold: s.autocorrectThreshold,
                                           count: s.count, completionsEnabled: s.completions)
        return try builder.suggestionsBar(settings: settings, source: source, layout: layout, mode: rankMode(), costs: costs(),
                                          userDictionary: userDictionary)
    }

    /// `--cost NAME=VALUE` overrides of the error model (experiments).
    func costs() throws -> ErrorModelCosts {
        var costs = ErrorModelCosts()
        for c in cost {
            let parts = c.split(separator: "=")
            if parts.count == 2, parts[0] == "phoneticAlways", let v = Double(parts[1]) {
                costs.phoneticAlways = v != 0
                continue
            }
            guard parts.count == 2, let v = Double(parts[1]), let path = Self.costPaths[String(parts[0])] else {
                throw ValidationError("--cost \(c): expected NAME=VALUE with NAME one of \((Self.costPaths.keys.sorted() + ["phoneticAlways"]).joined(separator: ", "))")
            }
            costs[keyPath: path] = v
        }
        return costs
    }

    func rankMode() throws -> SpellingRanker.Mode {
        switch mode {
        case "noisy-channel", "noisy": return .noisyChannel
        case "frequency", "frequency-only": return .frequencyOnly
        default: throw ValidationError("--mode must be noisy-channel or frequency")
        }
    }
}
