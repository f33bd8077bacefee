import ArgumentParser
import Foundation
import Intensity
import Keyboard
import Pressboard
import TouchInput

/// `pressboard devices`: which input devices this machine has, what kind each is and why,
/// and the axes (ranges, resolution, size in mm) that Pressboard will read.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices (/dev/input/event*) with their class, protocol and axes.",
        discussion: """
        Each device is opened briefly (never grabbed) and described: touchscreen, touchpad, pen \
        tablet, pen display or other, with the properties and codes that decided it; the multitouch \
        protocol; every absolute axis with its range, resolution and physical size. Devices you may \
        not read are listed with the reason and how to get access. The device marked "default" is \
        the one `pressboard record` uses without --device.
        """
    )

    @Flag(help: "Print one JSON object: {\"directory\", \"devices\": [...], \"reason\"} (reason only when none could be listed).")
    var json = false

    @Option(help: ArgumentHelp("Directory to scan.", valueName: "DIR"))
    var directory = "/dev/input"

    func run() throws {
        let scanner = DeviceScanner(directory: directory)
        let entries: [DeviceScanner.Entry]
        do {
            entries = try scanner.scan()
        } catch {
            if case .noInputDirectory = error {
                let reason = "\(directory) does not exist on this machine (usual in containers and CI)"
                if json { return try printJSON(DeviceList(directory: directory, devices: [], reason: reason)) }
                FileHandle.standardError.write(Data("No input devices: \(reason). Recorded traces still work: pressboard dump TRACE.evemu\n".utf8))
                return
            }
            throw error
        }
        let defaultPath = entries.first(where: \.isTouchDevice)?.path
        if json {
            let listings = entries.map { DeviceListing($0, isDefault: $0.path == defaultPath) }
            return try printJSON(DeviceList(directory: directory, devices: listings, reason: entries.isEmpty ? "no event devices in \(directory)" : nil))
        }
        if entries.isEmpty {
            print("No event devices in \(directory).")
            return
        }
        for e in entries {
            print(Self.text(e, isDefault: e.path == defaultPath))
        }
        if defaultPath == nil {
            print("No touchscreen or pen tablet found: `pressboard record` needs --device PATH.")
        }
    }

    func printJSON(_ list: DeviceList) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(list), as: UTF8.self))
    }

    static func text(_ e: DeviceScanner.Entry, isDefault: Bool) -> String {
        guard let d = e.description else {
            return "\(e.path): unreadable\n  \(e.error.map { "\($0)" } ?? "")\n"
        }
        let c = d.classification
        var s = "\(e.path): \"\(d.name)\"\(isDefault ? "  [default]" : "")\n"
        s += "  id: \(d.id) (bus:vendor:product:version)\n"
        s += "  class: \(c.kind.rawValue), protocol \(c.protocolKind.rawValue)"
        if d.slotCount > 0 { s += ", \(d.slotCount) slots" }
        s += "\n  because: \(c.reasons.joined(separator: "; "))\n"
        let (intensity, why) = SessionConfiguration().intensityConfiguration(for: d)
        s += "  intensity: \(intensity.interpreter.rawValue) interpreter\(intensity.autoCalibrate ? ", auto-calibrated" : "") (\(why))\n"
        for w in InterpreterDecision(device: d).warnings { s += "  warning: \(w)\n" }
        if !d.properties.isEmpty {
            s += "  properties: \(d.properties.map { EventNames.propertyName($0) }.joined(separator: ", "))\n"
        }
        if let (x, y) = d.positionAxes, let w = x.lengthMillimetres, let h = y.lengthMillimetres {
            s += "  size: \(Self.mm(w)) × \(Self.mm(h)) mm\n"
        }
        if !d.absAxes.isEmpty {
            s += "  axes:\n"
            for code in d.absAxes.keys.sorted() {
                let a = d.absAxes[code]!
                var line = "    " + EventNames.codeName(type: EventType.abs, code: code).padding(toLength: 20, withPad: " ", startingAt: 0)
                line += "\(a.minimum)…\(a.maximum)"
                if a.resolution > 0 {
                    line += "  resolution \(a.resolution) \(Self.resolutionUnit(code))"
                    if Self.resolutionUnit(code) == "units/mm" { line += " (\(Self.mm(a.span / Double(a.resolution))) mm)" }
                }
                if a.fuzz != 0 { line += "  fuzz \(a.fuzz)" }
                if a.flat != 0 { line += "  flat \(a.flat)" }
                s += line + "\n"
            }
        }
        let keys = d.codes[EventType.key].map { Array($0) } ?? []
        if !keys.isEmpty {
            let names = keys.prefix(12).map { EventNames.codeName(type: EventType.key, code: $0) }
            s += "  keys: \(names.joined(separator: " "))\(keys.count > 12 ? " … (\(keys.count) in all)" : "")\n"
        }
        return s
    }

    /// The unit of an axis's resolution (kernel documentation: positions and sizes per mm,
    /// rotations and tilt per radian, pressure per gram).
    static func resolutionUnit(_ code: UInt16) -> String {
        switch code {
        case AbsCode.tiltX, AbsCode.tiltY, 0x03, 0x04, 0x05: return "units/rad"
        case AbsCode.pressure, AbsCode.mtPressure: return "units/g"
        default: return "units/mm"
        }
    }

    static func mm(_ v: Double) -> String {
        let tenths = (v * 10).rounded()
        return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
    }
}

/// The JSON form of a scan: always an object with a list, so scripts never parse a sentence.
struct DeviceList: Encodable {
    var directory: String
    var devices: [DeviceListing]
    var reason: String?
}

/// The JSON form of one scanned device.
struct DeviceListing: Encodable {
    struct Axis: Encodable {
        var code: Int
        var name: String
        var minimum: Int32
        var maximum: Int32
        var fuzz: Int32
        var flat: Int32
        var resolution: Int32
        var resolutionUnit: String
        var value: Int32
        var millimetres: Double?
    }
    var path: String
    var isDefault: Bool
    var error: String?
    var name: String?
    var id: String?
    var kind: String?
    var wireProtocol: String?
    var slots: Int?
    var reasons: [String]?
    var properties: [String]?
    var widthMillimetres: Double?
    var heightMillimetres: Double?
    var axes: [Axis]?
    var keys: [String]?
    var interpreter: String?
    var interpreterReason: String?
    var autoCalibrated: Bool?
    var warnings: [String]?

    enum CodingKeys: String, CodingKey {
        case path, isDefault = "default", error, name, id, kind, wireProtocol = "protocol", slots, reasons, properties
        case widthMillimetres = "width_mm", heightMillimetres = "height_mm", axes, keys
        case interpreter, interpreterReason = "interpreter_reason", autoCalibrated = "auto_calibrated", warnings
    }

    init(_ e: DeviceScanner.Entry, isDefault: Bool) {
        path = e.path
        self.isDefault = isDefault
        guard let d = e.description else {
            error = e.error.map { "\($0)" }
            return
        }
        let c = d.classification
        name = d.name
        id = d.id.description
        kind = c.kind.rawValue
        wireProtocol = c.protocolKind.rawValue
        slots = d.slotCount
        reasons = c.reasons
        let (intensity, why) = SessionConfiguration().intensityConfiguration(for: d)
        interpreter = intensity.interpreter.rawValue
        interpreterReason = why
        autoCalibrated = intensity.autoCalibrate
        let found = InterpreterDecision(device: d).warnings
        warnings = found.isEmpty ? nil : found
        properties = d.properties.map { EventNames.propertyName($0) }
        if let (x, y) = d.positionAxes {
            widthMillimetres = x.lengthMillimetres
            heightMillimetres = y.lengthMillimetres
        }
        axes = d.absAxes.keys.sorted().map { code in
            let a = d.absAxes[code]!
            let unit = DevicesCommand.resolutionUnit(code)
            return Axis(code: Int(code), name: EventNames.codeName(type: EventType.abs, code: code), minimum: a.minimum, maximum: a.maximum,
                        fuzz: a.fuzz, flat: a.flat, resolution: a.resolution, resolutionUnit: unit, value: a.value,
                        millimetres: unit == "units/mm" ? a.lengthMillimetres : nil)
        }
        keys = d.codes[EventType.key].map { $0.map { EventNames.codeName(type: EventType.key, code: $0) } }
    }
}
