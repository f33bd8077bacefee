/// Writes a trace in libinput-record YAML (version 1, one device), the format `libinput record`
/// writes and `libinput replay`/`libinput analyze` read, so traces Pressboard records or
/// synthesises work with libinput's own tools.
///
/// The layout follows libinput's `tools/libinput-record.c`: a `# libinput record` line,
/// `version: 1`, `ndevices: 1`, then `devices:` with the node, the `evdev:` description (name,
/// id, codes per type, absinfo `[min, max, fuzz, flat, resolution]`, properties) and `events:`,
/// one `- evdev:` list of `[sec, usec, type, code, value]` per frame (up to and including its
/// SYN_REPORT). Times count from the first event, as libinput record's do. Extra comment lines
/// (a synthesised trace's intended text, a recording's session spec) go before `devices:`,
/// where Pressboard's reader collects them.
public struct LibinputRecordWriter {
    public let description: DeviceDescription
    private var origin: Timestamp?
    private var inFrame = false

    public init(description: DeviceDescription) {
        self.description = description
    }

    /// Everything before the first event.
    public func header(extraComments: [String] = []) -> String {
        let d = description
        var out = "# libinput record\nversion: 1\nndevices: 1\n"
        out += "libinput:\n  version: \"1.22.1\"\n  git: \"unknown\"\n"
        out += "system:\n  os: \"unknown\"\n  kernel: \"unknown\"\n  dmi: \"unknown\"\n"
        for c in extraComments { out += c.isEmpty ? "#\n" : "# \(c)\n" }
        out += "devices:\n- node: \(d.node ?? "/dev/input/event0")\n  evdev:\n"
        out += "    # Name: \(d.name)\n"
        out += "    # ID: bus 0x\(hex(d.id.bustype)) vendor 0x\(hex(d.id.vendor)) product 0x\(hex(d.id.product)) version 0x\(hex(d.id.version))\n"
        out += "    name: \(Self.quoted(d.name))\n"
        out += "    id: [\(d.id.bustype), \(d.id.vendor), \(d.id.product), \(d.id.version)]\n"
        out += "    codes:\n"
        for type in d.codes.keys.sorted() where type != EventType.syn {
            guard let set = d.codes[type], !set.isEmpty else { continue }
            out += "      \(type): [\(set.map { String($0) }.joined(separator: ", "))] # \(EventNames.typeName(type))\n"
        }
        if !d.absAxes.isEmpty {
            out += "    absinfo:\n"
            for code in d.absAxes.keys.sorted() {
                let a = d.absAxes[code]!
                out += "      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n"
            }
        }
        out += "    properties: [\(d.properties.map { String($0) }.joined(separator: ", "))]\n"
        out += "  hid: []\n  udev:\n    properties:\n    - ID_INPUT=1\n"
        switch d.classification.kind {
        case .touchscreen: out += "    - ID_INPUT_TOUCHSCREEN=1\n"
        case .touchpad: out += "    - ID_INPUT_TOUCHPAD=1\n"
        case .penTablet, .penDisplay: out += "    - ID_INPUT_TABLET=1\n"
        case .other: break
        }
        out += "  quirks:\n  events:\n"
        return out
    }

    /// The line(s) for one event: a new `- evdev:` group starts with the first event of a frame.
    public mutating func lines(for e: InputEvent) -> String {
        if origin == nil { origin = e.time }
        let t = Timestamp(microseconds: max(0, e.time.microseconds - origin!.microseconds))
        var s = inFrame ? "" : "  - evdev:\n"
        inFrame = true
        s += "    - [\(pad(String(t.wholeSeconds), 3)), \(pad(String(t.subsecondMicroseconds), 6)), \(pad(String(e.type), 3)), "
        s += "\(pad(String(e.code), 3)), \(pad(String(e.value), 7))] # "
        if e.type == EventType.syn && e.code == SynCode.report {
            s += "SYN_REPORT"
            inFrame = false
        } else {
            s += EventNames.typeName(e.type) + " / " + EventNames.codeName(type: e.type, code: e.code)
        }
        return s + "\n"
    }

    /// A YAML double-quoted scalar: JSON's escapes (`\"`, `\\`, `\n`, `\u0001`) are YAML's too.
    static func quoted(_ s: String) -> String { JSONText.quoted(s) }

    private func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
    private func hex(_ v: UInt16) -> String { String(v, radix: 16) }
}
