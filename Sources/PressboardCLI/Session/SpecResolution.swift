import Foundation
import Pressboard

/// The one way every command gets its spec: a base (the defaults, or a recording's spec), then
/// the configuration file's fields, then the flags — later ones win.
enum SpecResolution {
    /// The effective spec and the names of the configuration keys and flags that changed the base.
    static func spec(base: SessionSpec = SessionSpec(), file: UserConfiguration, flags: some SpecFlags) -> (SessionSpec, overrides: [String]) {
        var spec = base
        var overrides = file.apply(to: &spec).map { "\"\($0)\" in the configuration file" }
        overrides += flags.apply(to: &spec)
        return (spec, overrides)
    }

    /// The configuration file a command reads: `--config`, else (when `readsDefault`) the
    /// user's default file, else none.
    static func configuration(_ flags: SpecOptions, readsDefault: Bool) throws -> UserConfiguration {
        try configuration(path: flags.config, readsDefault: readsDefault)
    }

    /// The configuration file at `path`, else (when `readsDefault`) the user's default file, else none.
    static func configuration(path: String?, readsDefault: Bool) throws -> UserConfiguration {
        guard path != nil || readsDefault else { return UserConfiguration() }
        let user = try UserConfiguration.load(path: path)
        for k in user.unknownKeys { printError("warning: unknown configuration key \"\(k)\" (ignored)") }
        return user
    }

    /// Prints the spec as sorted-key JSON on standard output (`--print-spec`).
    static func print(_ spec: SessionSpec) {
        Swift.print(SessionSpecHeader.encode(spec, pretty: true))
    }

    /// The builder for this machine: the keyset library, the user's lexicons and index cache.
    static func builder(useCache: Bool = true) -> SessionBuilder {
        let dirs = SuggestPaths(environment: ProcessInfo.processInfo.environment)
        return SessionBuilder(keysetDirectories: KeysetSearch.directories(override: nil),
                              lexiconDirectory: dirs.dataDirectory + "/lexicons",
                              cacheDirectory: useCache ? dirs.cacheDirectory : nil)
    }
}
