/// Writes evemu 1.3 text: the description as `evemu-describe` writes it, then events as
/// `evemu-record` writes them (so `evemu-play` replays Pressboard's recordings and
/// `EvemuReader` reads them back to an equal description and event list).
///
/// Output goes to a `TextSink` (a file, standard output or memory), line by line.
public struct EvemuWriter {
    public let description: DeviceDescription
    private var lastReport: Timestamp?

    public init(description: DeviceDescription) {
        self.description = description
    }

    /// The header: version line, human-readable comments, `extraComments` (each written as
    /// `# text`), then the `N: I: P: B: A: L: S:` lines.
    public func header(extraComments: [String] = []) -> String {
        let d = description
        var out = "# EVEMU 1.3\n"
        out += "# Input device name: \"\(d.name)\"\n"
        out += "# Input device ID: bus 0x\(hex(d.id.bustype)) vendor 0x\(hex(d.id.vendor)) product 0x\(hex(d.id.product)) version 0x\(hex(d.id.version))\n"
        if let (x, y) = d.positionAxes, let w = x.lengthMillimetres, let h = y.lengthMillimetres {
            out += "# Size in mm: \(Int(w.rounded()))x\(Int(h.rounded()))\n"
        }
        out += "# Supported events:\n"
        for type in EventCodeLimits.describedTypes where type != EventType.syn {
            guard let set = d.codes[type], !set.isEmpty else { continue }
            out += "#   Event type \(type) (\(EventNames.typeName(type)))\n"
            for c in set {
                out += "#     Event code \(c) (\(EventNames.codeName(type: type, code: c)))\n"
                if type == EventType.abs, let a = d.absAxes[c] {
                    out += "#       Value \(a.value)\n#       Min \(a.minimum)\n#       Max \(a.maximum)\n#       Fuzz \(a.fuzz)\n#       Flat \(a.flat)\n#       Resolution \(a.resolution)\n"
                }
            }
        }
        out += "# Properties:\n"
        for p in d.properties { out += "#   Property type \(p) (\(EventNames.propertyName(p)))\n" }
        for c in extraComments { out += c.isEmpty ? "#\n" : "# \(c)\n" }
        out += "N: \(d.name)\n"
        out += "I: \(hex4(d.id.bustype)) \(hex4(d.id.vendor)) \(hex4(d.id.product)) \(hex4(d.id.version))\n"
        out += "P: \(bytes(d.properties.word(0)))\n"
        var syn = d.codes[EventType.syn] ?? CodeSet()
        syn.insert(EventType.syn)
        for (type, _) in d.codes where type != EventType.syn { syn.insert(type) }
        for type in EventCodeLimits.describedTypes {
            let set = type == EventType.syn ? syn : (d.codes[type] ?? CodeSet())
            for k in 0..<EventCodeLimits.bitmaskWords(forType: type) {
                out += "B: \(hex2(type)) \(bytes(set.word(k)))\n"
            }
        }
        for code in d.absAxes.keys.sorted() {
            let a = d.absAxes[code]!
            out += "A: \(hex2(code)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
        }
        for code in d.leds.keys.sorted() where d.leds[code]! != 0 { out += "L: \(hex2(code)) \(d.leds[code]!)\n" }
        for code in d.switches.keys.sorted() where d.switches[code]! != 0 { out += "S: \(hex2(code)) \(d.switches[code]!)\n" }
        out += "################################\n#      Waiting for events      #\n################################\n"
        return out
    }

    /// One `E:` line with evemu-record's descriptive comment.
    public mutating func line(for e: InputEvent) -> String {
        let us = e.time.subsecondMicroseconds
        let usText = String(us)
        var s = "E: \(e.time.wholeSeconds).\(String(repeating: "0", count: 6 - usText.count))\(usText) \(hex4(e.type)) \(hex4(e.code)) \(Self.pad4(e.value))\t"
        if e.type == EventType.syn && e.code == SynCode.report {
            let ms = lastReport.map { (e.time.microseconds - $0.microseconds) / 1000 } ?? 0
            lastReport = e.time
            s += "# ------------ SYN_REPORT (0) ---------- +\(ms)ms"
        } else if e.type == EventType.syn && e.code == SynCode.mtReport {
            s += "# ++++++++++++ SYN_MT_REPORT (2) ++++++++++"
        } else {
            s += "# \(EventNames.typeName(e.type)) / \(EventNames.codeName(type: e.type, code: e.code)) \(e.value)"
        }
        return s
    }

    /// `%04d` as evemu writes values: -1 → `-001`, 7 → `0007`, 38433 → `38433`.
    static func pad4(_ v: Int32) -> String {
        let digits = String(v.magnitude)
        let width = v < 0 ? 3 : 4
        return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private func hex(_ v: UInt16) -> String { String(v, radix: 16) }
    private func hex4(_ v: UInt16) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: max(0, 4 - s.count)) + s }
    private func hex2(_ v: UInt16) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: max(0, 2 - s.count)) + s }
    private func bytes(_ w: UInt64) -> String {
        (0..<8).map { j in hex2(UInt16((w >> UInt64(8 * j)) & 0xff)) }.joined(separator: " ")
    }
}
