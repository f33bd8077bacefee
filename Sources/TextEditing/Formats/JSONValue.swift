/// Any JSON value: the archive decoder reads into this first so it can repair what it finds
/// instead of failing on the first unexpected type.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// An integer, when this is a number with no fractional part.
    var int: Int? {
        if case .number(let d) = self, d.rounded() == d, abs(d) < 1e15 { return Int(d) }
        return nil
    }
    var string: String? { if case .string(let s) = self { return s }; return nil }
    var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    var object: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let d): d.isFinite ? "number" : "number out of range"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
