import Keyboard

/// Why a spec could not become a session.
public enum SessionBuildError: Error, CustomStringConvertible {
    /// The keyset could not be found or read.
    case keyset(id: String, KeysetLookupError)
    /// The user-dictionary file exists but could not be read; `cause` is the store's own error
    /// (the file, line and what is wrong with it).
    case userDictionary(path: String, cause: any Error)

    public var description: String {
        switch self {
        case .keyset(_, let e): e.description
        case .userDictionary(let path, let cause): "\(path): cannot read the user dictionary: \(cause)"
        }
    }
}

/// Something the builder worked around.
public enum SessionBuildWarning: Hashable, Sendable, CustomStringConvertible {
    case noLexicon(locale: String)
    case lexiconUnreadable(locale: String, reason: String)
    /// A user-dictionary line that could not be read (its location is in the text).
    case userDictionaryLineSkipped(String)
    /// The unreadable original of the user dictionary, kept beside it.
    case userDictionaryKept(backup: String)
    /// The spec's touch model does not fit (another keyset, impossible values): a fresh one starts.
    case touchModelNotUsed(reason: String)

    public var description: String {
        switch self {
        case .noLexicon(let l): "no lexicon for locale '\(l)': suggestions are off"
        case .lexiconUnreadable(let l, let r): "cannot load the \(l) lexicon (\(r)): suggestions are off"
        case .userDictionaryLineSkipped(let e): "\(e) (line skipped)"
        case .userDictionaryKept(let b): "the user dictionary as it was is kept in \(b)"
        case .touchModelNotUsed(let r): "the session spec's touch model is not used (\(r)): starting a fresh one"
        }
    }
}
