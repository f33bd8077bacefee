/// The archive's spelling of a ``ParagraphFormat``: an object whose keys are all optional
/// (`align`, `block`, `list`, `start`, `level`, `background`), plain values left out.
struct ArchivedParagraphFormat: Encodable {
    var format: ParagraphFormat
    init(_ format: ParagraphFormat) { self.format = format }

    private enum Key: String, CodingKey { case align, block, list, start, level, background }
    private struct Background: Encodable { var color: String; var radius: Double }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        if format.alignment != .natural { try c.encode(format.alignment.rawValue, forKey: .align) }
        if format.block != .paragraph { try c.encode(format.block.rawValue, forKey: .block) }
        switch format.list {
        case .none: break
        case .bullet: try c.encode("bullet", forKey: .list)
        case .number(let start):
            try c.encode("number", forKey: .list)
            try c.encode(start, forKey: .start)
        }
        if format.level != 0 { try c.encode(format.level, forKey: .level) }
        if let b = format.background { try c.encode(Background(color: Self.hex(b.rgba), radius: b.radius), forKey: .background) }
    }

    static func hex(_ rgba: UInt32) -> String {
        let h = String(rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - h.count) + h
    }

    /// Reads one format, repairing unknown values to their defaults; `note` receives each repair.
    static func decode(_ value: JSONValue, path: String, note: (String, String) -> Void) -> ParagraphFormat {
        guard let o = value.object else { note(path, "expected an object, found \(value.typeName); plain paragraph"); return .plain }
        var f = ParagraphFormat.plain
        for key in o.keys.sorted() where Key(rawValue: key) == nil { note("\(path).\(key)", "unknown key; ignored") }
        if let v = o["align"] {
            if let a = v.string.flatMap(ParagraphAlignment.init(rawValue:)) { f.alignment = a } else { note("\(path).align", "unknown alignment; natural") }
        }
        if let v = o["block"] {
            if let b = v.string.flatMap(BlockKind.init(rawValue:)) { f.block = b } else { note("\(path).block", "unknown block kind; paragraph") }
        }
        if let v = o["list"] {
            switch v.string {
            case "bullet": f.list = .bullet
            case "number":
                var start = 1
                if let s = o["start"] {
                    if let n = s.int, (0...1_000_000_000).contains(n) { start = n } else { note("\(path).start", "expected an integer 0…10^9; 1") }
                }
                f.list = .number(start: start)
            default: note("\(path).list", "unknown list kind; not a list item")
            }
        }
        if let v = o["level"] {
            if let n = v.int, (0...ParagraphFormat.maximumLevel).contains(n) { f.level = n } else {
                note("\(path).level", "expected an integer 0…\(ParagraphFormat.maximumLevel); clamped")
                f.level = max(0, min(v.int ?? 0, ParagraphFormat.maximumLevel))
            }
        }
        if let v = o["background"] { f.background = background(v, path: "\(path).background", note: note) }
        return f
    }

    private static func background(_ v: JSONValue, path: String, note: (String, String) -> Void) -> BackgroundFormat? {
        guard let o = v.object else { note(path, "expected an object; no background"); return nil }
        var b = BackgroundFormat.standard
        if let c = o["color"] {
            if let s = c.string, s.count == 9, s.first == "#", let n = UInt32(s.dropFirst(), radix: 16) { b.rgba = n } else {
                note("\(path).color", "expected \"#RRGGBBAA\"; default colour")
            }
        }
        if let r = o["radius"] {
            if case .number(let d) = r, d.isFinite, d >= 0, d <= 200 { b.radius = d } else { note("\(path).radius", "expected a number 0…200; 8") }
        }
        return b
    }
}
