/// A position inside a keyset file's structure: `pages[1].rows[2][3].alternatives[0]`.
///
/// Built from a decoder's coding path or by the validator, and resolved to a line and column
/// by `JSON5Locator`.
public struct KeysetPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    init(codingPath: [any CodingKey]) {
        components = codingPath.map { k in
            if let i = k.intValue { return .index(i) }
            return .key(k.stringValue)
        }
    }

    public func appending(_ c: Component) -> KeysetPath { KeysetPath(components + [c]) }
    public func appending(_ key: String) -> KeysetPath { appending(.key(key)) }
    public func appending(_ index: Int) -> KeysetPath { appending(.index(index)) }

    /// Page, row, key and alternative indices named by the path, when it reaches them.
    /// A row written as `{height, keys: […]}` has the extra `keys` component.
    public var indices: (page: Int?, row: Int?, key: Int?, alternative: Int?) {
        var page: Int?, row: Int?, key: Int?, alt: Int?
        var i = 0
        let c = components
        func index(at j: Int) -> Int? {
            guard j < c.count, case .index(let n) = c[j] else { return nil }
            return n
        }
        while i < c.count {
            switch c[i] {
            case .key("pages"): page = index(at: i + 1); i += 2
            case .key("rows"):
                row = index(at: i + 1); i += 2
                if i < c.count, c[i] == .key("keys") { i += 1 }
                if i < c.count, case .index(let k) = c[i] { key = k; i += 1 }
            case .key("alternatives"): alt = index(at: i + 1); i += 2
            default: i += 1
            }
        }
        return (page, row, key, alt)
    }

    /// The components as the locator names them: keys, and indices as decimal strings.
    var locatorComponents: [String] {
        components.map { c -> String in
            switch c {
            case .key(let k): return k
            case .index(let i): return String(i)
            }
        }
    }

    public var description: String {
        var s = ""
        for c in components {
            switch c {
            case .key(let k): s += s.isEmpty ? k : "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s.isEmpty ? "(top level)" : s
    }
}
