import ArgumentParser
import Foundation
import Keyboard
import Pressboard
import Suggestions

/// Builds the parts of a session the command line chooses: keyset, suggestions.
enum SessionSetup {
    /// The suggestions bar for a keyset: its locale's lexicon (index cached under
    /// $XDG_CACHE_HOME/pressboard) and the key centres of its default page.
    /// Returns nil with a warning on standard error when no lexicon can be loaded.
    static func suggestionsBar(for keyset: Keyset, geometry: KeyboardGeometry, settings: SuggestionsSettings,
                               userDictionary: UserDictionary, useCache: Bool = true) -> SuggestionsBar? {
        let dirs = SuggestPaths(environment: ProcessInfo.processInfo.environment)
        let locale = String(keyset.locale.prefix { $0 != "-" && $0 != "_" })
        guard let source = LexiconSource.forLocale(locale, userDirectory: dirs.dataDirectory + "/lexicons") else {
            printError("warning: no lexicon for locale '\(keyset.locale)': suggestions are off")
            return nil
        }
        do {
            let (index, _) = try SuggestionIndex.load(source, cacheDirectory: useCache ? dirs.cacheDirectory : nil)
            let page = geometry.pages[keyset.defaultPageIndex]
            let ranker = SpellingRanker(index: index, layout: KeysetSpatialModel.layoutModel(page), userDictionary: userDictionary,
                                        hunspell: try source.openHunspell())
            return SuggestionsBar(ranker: ranker, settings: settings)
        } catch {
            printError("warning: cannot load the \(locale) lexicon (\(error)): suggestions are off")
            return nil
        }
    }
}
