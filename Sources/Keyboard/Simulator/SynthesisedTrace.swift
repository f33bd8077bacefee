import TouchInput

/// A trace the typist simulator wrote: events for the device, the header comments that carry
/// the intended text and intensities, and the strokes with their times.
public struct SynthesisedTrace: Sendable {
    public var description: DeviceDescription
    public var events: [InputEvent]
    /// Header comment lines (without `# `), for `EvemuWriter`/`TraceFileWriter`.
    public var comments: [String]
    public var text: String
    /// Intended intensity per character of `text`.
    public var intensities: [Int]
    public var strokes: [TimedStroke]
    /// Taps (non-modifier strokes) and how many of them first touched outside the intended key:
    /// the noise level of the trace, as "share of taps outside their key".
    public var tapCount = 0
    public var tapsOutsideKey = 0

    /// A stroke with its press and release times and the contact (tracking id) that made it.
    public struct TimedStroke: Hashable, Sendable {
        public var stroke: PlannedStroke
        public var press: Timestamp
        public var release: Timestamp
        public var trackingID: Int32
    }
}

/// The intended text and intensities a synthesised trace carries in its header comments:
/// `pressboard-synth keyset: ID`, `pressboard-synth text: "…"` (JSON string escapes),
/// `pressboard-synth intensities: 40 52 …` (one per character), and where the keyboard was on
/// the device (`region: x,y,w,h`, `rotation: 90`) so a replay can map touches the same way.
public struct SynthesisHeader: Hashable, Sendable {
    public var keyset: String
    public var seed: UInt64
    public var text: String
    public var intensities: [Int]
    /// Keyboard region on the device (normalised), when the trace records it.
    public var region: NormalisedRect?
    /// Clockwise rotation of the keyboard on the device, when the trace records it.
    public var rotation: DeviceMapping.Rotation?

    public init(keyset: String, seed: UInt64, text: String, intensities: [Int],
                region: NormalisedRect? = nil, rotation: DeviceMapping.Rotation? = nil) {
        self.keyset = keyset
        self.seed = seed
        self.text = text
        self.intensities = intensities
        self.region = region
        self.rotation = rotation
    }

    static let prefix = "pressboard-synth "

    /// The comment lines.
    public var comments: [String] {
        var lines = [
            "Synthesised by pressboard synth (typist simulator)",
            Self.prefix + "keyset: " + keyset,
            Self.prefix + "seed: \(seed)",
            Self.prefix + "text: " + JSONText.quoted(text),
            Self.prefix + "intensities: " + intensities.map(String.init).joined(separator: " "),
        ]
        if let r = region { lines.append(Self.prefix + "region: \(r.x),\(r.y),\(r.width),\(r.height)") }
        if let r = rotation { lines.append(Self.prefix + "rotation: \(r.rawValue)") }
        return lines
    }

    /// Reads the header back from a trace's comment lines; nil when they are not there.
    public static func parse(comments: [String]) -> SynthesisHeader? {
        var keyset: String?, seed: UInt64 = 0, text: String?, intensities: [Int] = []
        var region: NormalisedRect?, rotation: DeviceMapping.Rotation?
        for raw in comments {
            var line = Substring(raw)
            while line.first == " " || line.first == "#" { line.removeFirst() }
            guard line.hasPrefix(prefix) else { continue }
            let rest = line.dropFirst(prefix.count)
            if rest.hasPrefix("keyset: ") { keyset = String(rest.dropFirst(8)) }
            else if rest.hasPrefix("seed: ") { seed = UInt64(rest.dropFirst(6)) ?? 0 }
            else if rest.hasPrefix("text: ") { text = unquote(rest.dropFirst(6)) }
            else if rest.hasPrefix("intensities: ") { intensities = rest.dropFirst(13).split(separator: " ").compactMap { Int($0) } }
            else if rest.hasPrefix("region: ") {
                let v = rest.dropFirst(8).split(separator: ",").compactMap { Double($0) }
                if v.count == 4 { region = NormalisedRect(x: v[0], y: v[1], width: v[2], height: v[3]) }
            }
            else if rest.hasPrefix("rotation: ") { rotation = Int(rest.dropFirst(10)).flatMap { DeviceMapping.Rotation(rawValue: $0) } }
        }
        guard let keyset, let text else { return nil }
        return SynthesisHeader(keyset: keyset, seed: seed, text: text, intensities: intensities, region: region, rotation: rotation)
    }

    static func unquote(_ s: Substring) -> String? {
        guard s.first == "\"", s.last == "\"", s.count >= 2 else { return nil }
        var out = ""
        var it = s.dropFirst().dropLast().unicodeScalars.makeIterator()
        while let u = it.next() {
            guard u == "\\" else { out.unicodeScalars.append(u); continue }
            guard let e = it.next() else { break }
            switch e {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "u":
                var hex = ""
                for _ in 0..<4 { if let h = it.next() { hex.unicodeScalars.append(h) } }
                if let v = UInt32(hex, radix: 16), let sc = Unicode.Scalar(v) { out.unicodeScalars.append(sc) }
            default: out.unicodeScalars.append(e)
            }
        }
        return out
    }
}
