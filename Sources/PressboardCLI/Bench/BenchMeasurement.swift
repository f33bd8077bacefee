import TouchInput

/// One figure a benchmark section measured; `bench --json` prints one per line.
///
/// Names are stable across runs so results can be compared; `peer` is a reference
/// (another program, raw library, a physical floor) measured in the same run.
struct BenchMeasurement: Sendable {
    var section: String
    var name: String
    var value: Double
    var unit: String
    var peer: String? = nil
    var peerValue: Double? = nil
    /// value / peerValue, when a peer is given.
    var ratio: Double? { peerValue.flatMap { $0 != 0 ? value / $0 : nil } }

    func json() -> String {
        var parts = [
            "\"section\":\(JSONText.quoted(section))",
            "\"name\":\(JSONText.quoted(name))",
            "\"value\":\(jsonNumber(value))",
            "\"unit\":\(JSONText.quoted(unit))",
        ]
        if let peer { parts.append("\"peer\":\(JSONText.quoted(peer))") }
        if let peerValue { parts.append("\"peer_value\":\(jsonNumber(peerValue))") }
        if let ratio { parts.append("\"ratio\":\(jsonNumber(ratio))") }
        return "{" + parts.joined(separator: ",") + "}"
    }

    func text() -> String {
        var s = "\(section)  \(name): \(formatted(value)) \(unit)"
        if let peer, let peerValue {
            s += "   [\(peer): \(formatted(peerValue)) \(unit)"
            if let ratio { s += ", ratio \(formatted(ratio))" }
            s += "]"
        }
        return s
    }

    private func formatted(_ v: Double) -> String {
        if v.isNaN || v.isInfinite { return "\(v)" }
        if abs(v) >= 1000 { return String(Int(v.rounded())) }
        let scaled = (v * 1000).rounded() / 1000
        return "\(scaled)"
    }
    private func jsonNumber(_ v: Double) -> String { v.isFinite ? "\(v)" : "null" }
}
