// The keyset file as written, before validation: every field kept as the user spelled it so
// the validator can report problems with their position. Unknown fields are rejected here.

struct RawKeyset: Decodable {
    var id: String
    var name: String
    var locale: String
    /// Read as a number (a fraction or a huge value is a located validation problem, not a
    /// decoder error without a position).
    var version: Double?
    var width: Double?
    var defaultPage: String
    var pages: [RawPage]

    static let fields = ["id", "name", "locale", "version", "width", "defaultPage", "pages", "description"]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        try c.rejectUnknown(Self.fields)
        id = try c.required(String.self, "id")
        name = try c.required(String.self, "name")
        locale = try c.required(String.self, "locale")
        version = try c.optional(Double.self, "version")
        width = try c.optional(Double.self, "width")
        defaultPage = try c.required(String.self, "defaultPage")
        pages = try c.required([RawPage].self, "pages")
    }
}

struct RawPage: Decodable {
    var id: String
    var name: String?
    var shiftPage: String?
    var rows: [RawRow]
    var returnsAfterWord: Bool?

    static let fields = ["id", "name", "shiftPage", "rows", "returnsAfterWord"]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        try c.rejectUnknown(Self.fields)
        id = try c.required(String.self, "id")
        name = try c.optional(String.self, "name")
        shiftPage = try c.optional(String.self, "shiftPage")
        rows = try c.required([RawRow].self, "rows")
        returnsAfterWord = try c.optional(Bool.self, "returnsAfterWord")
    }
}

/// A row: a plain array of keys, or `{height, keys}`.
struct RawRow: Decodable {
    var height: Double?
    var keys: [RawKeyItem]
    /// True when written as an object (its keys sit under `keys` in paths).
    var isObject: Bool

    static let fields = ["height", "keys"]

    init(from decoder: any Decoder) throws {
        if let c = try? decoder.container(keyedBy: AnyCodingKey.self) {
            try c.rejectUnknown(Self.fields)
            height = try c.optional(Double.self, "height")
            keys = try c.required([RawKeyItem].self, "keys")
            isObject = true
        } else {
            var u = try decoder.unkeyedContainer()
            var items: [RawKeyItem] = []
            while !u.isAtEnd { items.append(try u.decode(RawKeyItem.self)) }
            keys = items
            height = nil
            isObject = false
        }
    }
}

/// A key: the one-string shorthand (`"q"`) or the object form.
struct RawKeyItem: Decodable {
    var shorthand: String?
    var id: String?
    var label: String?
    var output: String?
    var shifted: String?
    var width: Double?
    var alternatives: [RawAlternative]?
    var open: String?
    var expand: String?
    var action: String?
    var `repeat`: Bool?
    var gap: Double?
    /// Fields present in the object form, to detect conflicts (`gap` with anything else).
    var presentFields: [String] = []

    static let fields = ["id", "label", "output", "shifted", "width", "alternatives", "open", "expand", "action", "repeat", "gap"]

    init(from decoder: any Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            shorthand = s
            return
        }
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        try c.rejectUnknown(Self.fields)
        presentFields = c.allKeys.map(\.stringValue).sorted()
        id = try c.optional(String.self, "id")
        label = try c.optional(String.self, "label")
        output = try c.optional(String.self, "output")
        shifted = try c.optional(String.self, "shifted")
        width = try c.optional(Double.self, "width")
        alternatives = try c.optional([RawAlternative].self, "alternatives")
        open = try c.optional(String.self, "open")
        expand = try c.optional(String.self, "expand")
        action = try c.optional(String.self, "action")
        `repeat` = try c.optional(Bool.self, "repeat")
        gap = try c.optional(Double.self, "gap")
    }
}

/// An alternative: a string, or `{label, output, shifted, action}` (action: `dead:<name>`, `scheme:<name>` or `smoothing:<unit>`).
struct RawAlternative: Decodable {
    var shorthand: String?
    var label: String?
    var output: String?
    var shifted: String?
    var action: String?

    static let fields = ["label", "output", "shifted", "action"]

    init(from decoder: any Decoder) throws {
        if let s = try? decoder.singleValueContainer().decode(String.self) {
            shorthand = s
            return
        }
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        try c.rejectUnknown(Self.fields)
        label = try c.optional(String.self, "label")
        output = try c.optional(String.self, "output")
        shifted = try c.optional(String.self, "shifted")
        action = try c.optional(String.self, "action")
    }
}
