extension Keyset {
    /// What a long press on the default page's key typing `text` offers first besides `text`
    /// itself ("?" on English's full stop): the choice a user holding that key most likely
    /// wanted, for reading a long press that slipped onto the key beside it. Nil when no such
    /// key or alternative exists.
    public func firstAlternative(of text: String) -> String? {
        guard pages.indices.contains(defaultPageIndex) else { return nil }
        for key in pages[defaultPageIndex].keys where key.action == .text(text) {
            for a in key.alternatives {
                if case .text(let out) = a.action, out != text { return out }
            }
        }
        return nil
    }
}
