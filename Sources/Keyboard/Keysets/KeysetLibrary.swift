import FoundationEssentials

/// Finds keysets by id in an ordered list of directories (`--keysets DIR`, the user's
/// `$XDG_DATA_HOME/pressboard/keysets/`, the package's `Keysets/`): a keyset in an earlier
/// directory hides one with the same id in a later one.
///
/// The directories are a value the caller computes (the executable reads the environment);
/// the library reads no environment itself.
public struct KeysetLibrary: Sendable {
    /// One keyset file found.
    public struct Entry: Hashable, Sendable {
        public var id: String
        public var name: String
        public var locale: String
        public var path: String
        public var pageIDs: [String]
    }

    /// Directories searched, highest priority first. Missing directories are skipped.
    public var directories: [String]

    public init(directories: [String]) { self.directories = directories }

    /// File extensions a keyset file may have.
    public static let extensions = ["json5", "json"]

    /// Every keyset found (first by id wins), sorted by id, plus the files that failed to load.
    public func entries() -> (entries: [Entry], failures: [KeysetLoadError]) {
        var byID: [String: Entry] = [:]
        var failures: [KeysetLoadError] = []
        let decoder = KeysetDecoder()
        for path in files() {
            do {
                let k = try decoder.load(path: path)
                if byID[k.id] == nil {
                    byID[k.id] = Entry(id: k.id, name: k.name, locale: k.locale, path: path, pageIDs: k.pages.map(\.id))
                }
            } catch {
                failures.append(error)
            }
        }
        return (byID.values.sorted { $0.id < $1.id }, failures)
    }

    /// Loads the keyset with the given id: `<dir>/<id>.json5` (or `.json`) first, then any file
    /// in the directories whose `id` field matches.
    public func load(id: String) throws(KeysetLookupError) -> Keyset {
        let decoder = KeysetDecoder()
        let fm = FileManager.default
        for dir in directories {
            for ext in Self.extensions {
                let path = dir + "/" + id + "." + ext
                if fm.fileExists(atPath: path) {
                    do { return try decoder.load(path: path) } catch { throw .invalid(error) }
                }
            }
        }
        for path in files() {
            if let k = try? decoder.load(path: path), k.id == id { return k }
        }
        throw .notFound(id: id, searched: directories, available: entries().entries.map(\.id))
    }

    /// Keyset file paths in priority order (each directory's files sorted by name).
    public func files() -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for dir in directories {
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            for n in names.sorted() where Self.extensions.contains(where: { n.hasSuffix("." + $0) }) {
                out.append(dir + "/" + n)
            }
        }
        return out
    }
}

/// Looking a keyset up by id failed.
public enum KeysetLookupError: Error, CustomStringConvertible {
    case notFound(id: String, searched: [String], available: [String])
    case invalid(KeysetLoadError)

    public var description: String {
        switch self {
        case .notFound(let id, let searched, let available):
            return "no keyset '\(id)' in \(searched.joined(separator: ", ")); available: \(available.joined(separator: ", "))"
        case .invalid(let e):
            return e.description
        }
    }
}
