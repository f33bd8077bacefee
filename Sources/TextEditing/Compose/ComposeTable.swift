import CXkbCommon

/// Why a compose table could not be loaded.
public enum ComposeError: Error, Equatable, CustomStringConvertible {
    case noContext
    /// None of the locales tried has a Compose file (install Debian's `libx11-data`).
    case noTable(triedLocales: [String])

    public var description: String {
        switch self {
        case .noContext: "libxkbcommon: could not create a context"
        case .noTable(let tried): "libxkbcommon: no Compose table for locales \(tried.joined(separator: ", ")) (is libx11-data installed?)"
        }
    }
}

/// A locale's Compose table, loaded by libxkbcommon (`xkb_compose_table_new_from_locale`).
///
/// Immutable once loaded; share one table between editors. Tries the requested locale, then
/// `C.UTF-8`, then `en_US.UTF-8`; ``locale`` says which one loaded.
public final class ComposeTable {
    let context: OpaquePointer
    let table: OpaquePointer
    /// The locale whose table was loaded.
    public let locale: String

    /// Loads the Compose table of `locale` (nil: the `C.UTF-8`/`en_US.UTF-8` fallbacks only).
    public init(locale: String? = nil) throws(ComposeError) {
        guard let ctx = xkb_context_new(XKB_CONTEXT_NO_DEFAULT_INCLUDES) else { throw .noContext }
        var tried: [String] = []
        for name in [locale, "C.UTF-8", "en_US.UTF-8", "C"].compactMap({ $0 }) where !tried.contains(name) {
            tried.append(name)
            if let t = xkb_compose_table_new_from_locale(ctx, name, XKB_COMPOSE_COMPILE_NO_FLAGS) {
                context = ctx
                table = t
                self.locale = name
                return
            }
        }
        xkb_context_unref(ctx)
        throw .noTable(triedLocales: tried)
    }

    deinit {
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }
}
