/// A coding key for any field name, so decoders can list a JSON object's keys and reject
/// the ones the schema does not know.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int?
    public init(_ s: String) { stringValue = s; intValue = nil }
    public init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    public init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

/// Thrown while decoding when an object carries a field the schema does not define.
public struct UnknownFieldError: Error {
    public var field: String
    public var allowed: [String]
    public var codingPath: [any CodingKey]
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// Throws `UnknownFieldError` for the first key not in `allowed` (in file order is not
    /// guaranteed by the decoder, so the smallest name is reported for determinism).
    public func rejectUnknown(_ allowed: [String]) throws {
        let unknown = allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
        if let first = unknown.first {
            throw UnknownFieldError(field: first, allowed: allowed, codingPath: codingPath + [AnyCodingKey(first)])
        }
    }

    public func optional<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
        try decodeIfPresent(type, forKey: AnyCodingKey(name))
    }

    public func required<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try decode(type, forKey: AnyCodingKey(name))
    }
}
