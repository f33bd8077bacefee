import SafeFiles

/// One thing wrong with a keyset file, with where it is: file, page, row, key (and alternative)
/// indices, and the line and column of the offending value.
public struct KeysetProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule that was broken; each has its own test.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The text is not JSON5.
        case syntax
        /// A value has the wrong type (a string where a number belongs…).
        case typeMismatch
        /// A required field is missing.
        case missingField
        /// A field the schema does not define (usually a typo).
        case unknownField
        /// An action outside the closed set.
        case unknownAction
        /// `open` or `expand` with a value outside their sets.
        case unknownValue
        /// Two pages share an id.
        case duplicatePageID
        /// `defaultPage`, a `page:`/`pageLatch:` action or a `shiftPage` names no page.
        case missingPageTarget
        /// A page from which no sequence of page keys leads back to the default page.
        case noWayBack
        /// A key, spacer, row height or keyboard width that is zero or negative.
        case nonPositiveWidth
        /// A size that is not a finite number (`Infinity`, `NaN`, a subnormal) or above its limit.
        case sizeOutOfRange
        /// `open`/`expand` set or `alternatives` given, but no alternatives.
        case expandingWithoutAlternatives
        /// An empty label or empty text output.
        case emptyLabel
        /// A page without rows or a row without keys.
        case emptyPage
        /// Fields that cannot go together (`gap` with key fields, `output` with `action`).
        case conflictingFields
        /// An alternative with an action other than text or `dead:`.
        case invalidAlternative
    }

    public var rule: Rule
    public var message: String
    /// File path or name as given to the decoder.
    public var file: String
    /// Structural position of the problem.
    public var path: KeysetPath
    /// Id of the page, when the problem is inside one.
    public var pageID: String?
    /// 1-based line and column of the offending value, when known.
    public var line: Int?
    public var column: Int?

    public init(rule: Rule, message: String, file: String, path: KeysetPath, pageID: String? = nil,
                line: Int? = nil, column: Int? = nil) {
        self.rule = rule
        self.message = message
        self.file = file
        self.path = path
        self.pageID = pageID
        self.line = line
        self.column = column
    }

    /// Page index (0-based) from the path.
    public var page: Int? { path.indices.page }
    /// Row index (0-based) from the path.
    public var row: Int? { path.indices.row }
    /// Key index (0-based, spacers counted) from the path.
    public var key: Int? { path.indices.key }
    /// Alternative index (0-based) from the path.
    public var alternative: Int? { path.indices.alternative }

    /// `file:line:column: page 'letters' (1), row 3, key 2: message` — numbers shown 1-based.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" ; if let column { s += ":\(column)" } }
        s += ": "
        var where_: [String] = []
        let idx = path.indices
        if let p = idx.page { where_.append(pageID.map { "page '\($0)' (\(p + 1))" } ?? "page \(p + 1)") }
        if let r = idx.row { where_.append("row \(r + 1)") }
        if let k = idx.key { where_.append("key \(k + 1)") }
        if let a = idx.alternative { where_.append("alternative \(a + 1)") }
        if !where_.isEmpty { s += where_.joined(separator: ", ") + ": " }
        return MessageText.escaped(s + message)
    }
}

/// Loading a keyset failed; every problem found is listed (decoding stops at the first
/// structural error, validation collects all).
public struct KeysetLoadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var problems: [KeysetProblem]

    public init(file: String, problems: [KeysetProblem]) {
        self.file = file
        self.problems = problems
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
