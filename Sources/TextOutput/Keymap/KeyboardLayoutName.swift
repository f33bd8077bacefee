/// An XKB layout by its RMLVO names (`de`, variant `nodeadkeys`), and where the system's
/// default comes from: Debian's `/etc/default/keyboard` (`XKBLAYOUT`, `XKBVARIANT`,
/// `XKBMODEL`), else `us`.
public struct KeyboardLayoutName: Hashable, Sendable, CustomStringConvertible {
    public var layout: String
    public var variant: String?
    public var model: String

    public init(layout: String, variant: String? = nil, model: String = "pc105") {
        self.layout = layout
        self.variant = variant.flatMap { $0.isEmpty ? nil : $0 }
        self.model = model
    }

    /// Parses a command-line spelling: `de`, `de(nodeadkeys)` or `de:nodeadkeys`.
    public init(spelling s: String) {
        if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            self.init(layout: String(s[..<open]), variant: String(s[s.index(after: open)..<s.index(before: s.endIndex)]))
        } else if let colon = s.firstIndex(of: ":") {
            self.init(layout: String(s[..<colon]), variant: String(s[s.index(after: colon)...]))
        } else {
            self.init(layout: s)
        }
    }

    /// The layout named by the text of `/etc/default/keyboard` (shell assignments, values
    /// optionally quoted; the first of a comma-separated list), nil when it names none.
    public init?(defaultKeyboardFile text: String) {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let t = line.trimmingCharacters(in: " \t")
            guard !t.hasPrefix("#"), let eq = t.firstIndex(of: "=") else { continue }
            var v = String(t[t.index(after: eq)...]).trimmingCharacters(in: " \t")
            if v.count >= 2, let q = v.first, q == "\"" || q == "'", v.last == q { v = String(v.dropFirst().dropLast()) }
            values[String(t[..<eq])] = v
        }
        guard let layout = values["XKBLAYOUT"]?.split(separator: ",").first.map(String.init), !layout.isEmpty else { return nil }
        let variant = values["XKBVARIANT"]?.split(separator: ",", omittingEmptySubsequences: false).first.map(String.init)
        let model = values["XKBMODEL"].flatMap { $0.isEmpty ? nil : $0 } ?? "pc105"
        self.init(layout: layout, variant: variant, model: model)
    }

    public static let us = KeyboardLayoutName(layout: "us")

    public var description: String { variant.map { "\(layout)(\($0))" } ?? layout }
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
