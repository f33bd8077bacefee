import ArgumentParser
import FoundationEssentials
import Glibc
import Keyboard
import SafeFiles
import TouchInput

/// `pressboard keysets`: list the keysets found, check a user's file, show a layout's geometry.
struct KeysetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keysets",
        abstract: "List, check and show keysets (keyboard layouts).",
        discussion: """
        Keysets are JSON5 files (one per keyset; the schema is in Keysets/README.md). They are
        looked up in --keysets DIR, then $XDG_DATA_HOME/pressboard/keysets/ (default
        ~/.local/share/pressboard/keysets/), then the package's own Keysets/ directory
        (found through $PRESSBOARD_KEYSETS, next to the executable, or in the source tree).

        Examples:
          pressboard keysets
          pressboard keysets check my-layout.json5
          pressboard keysets show english --page numbers
          pressboard keysets show basic-latin --description touchscreen.evemu --json
        """,
        subcommands: [List.self, Check.self, Show.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the keysets found (the default).")
        @Option(help: KeysetOptions.directoryHelp) var keysets: String?

        func run() throws {
            let dirs = KeysetSearch.directories(override: keysets)
            let (entries, failures) = KeysetLibrary(directories: dirs).entries()
            let idWidth = entries.map(\.id.count).max() ?? 2
            for e in entries {
                print(e.id.padding(idWidth) + "  " + e.locale.padding(6) + "  " + e.name + "  (" + e.pageIDs.joined(separator: ", ") + ")  " + e.path)
            }
            if entries.isEmpty { print("no keysets found in \(dirs.joined(separator: ", "))") }
            for f in failures { printError("warning: \(f)") }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check", abstract: "Validate keyset files; every problem is listed with file:line:column, page, row and key.")
        @Argument(help: "Keyset files to check.") var files: [String]

        func run() throws {
            var bad = 0
            for f in files {
                do {
                    let k = try KeysetDecoder().load(path: f)
                    let keys = k.pages.reduce(0) { $0 + $1.keys.count }
                    print("\(f): ok — '\(k.id)' (\(k.name)), \(k.pages.count) pages, \(keys) keys")
                } catch {
                    bad += 1
                    for p in error.problems { print(p.description) }
                }
            }
            if bad > 0 { throw ExitCode(1) }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print every key's rectangle in keyboard units and, with --description, in device units.",
            discussion: """
            Keyboard units: x in key widths from the left edge, y in row heights from the top. "cell"
            is the area whose touches go to the key, "frame" the area drawn. With --description the cells
            are also given in the device's units for the keyboard's region on it (by default the
            lower 40 % of a touchscreen, the whole area of a tablet).
            """
        )
        @Argument(help: "Keyset id.") var id: String
        @Option(help: "Page id (default: every page).") var page: String?
        @OptionGroup var deviceFile: DescriptionOption
        @OptionGroup var placement: PlacementOptions
        @Option(help: KeysetOptions.directoryHelp) var keysets: String?
        @Flag(help: "Print JSON.") var json = false
        @Option(help: ArgumentHelp("Also draw the keyset, as a session shows it, to this PNG file.", valueName: "FILE")) var png: String?
        @Option(help: ArgumentHelp("Also draw the keyset to this SVG file.", valueName: "FILE")) var svg: String?

        func run() throws {
            try OutputCheck.file(png, option: "--png")
            try OutputCheck.file(svg, option: "--svg")
            let keyset = try KeysetSearch.load(id: id, override: keysets)
            if png != nil || svg != nil {
                try KeysetPicture.write(keysetID: id, directory: keysets, device: deviceFile.load(), png: png, svg: svg)
            }
            let geometry = KeyboardGeometry(keyset: keyset)
            var mapping: DeviceMapping? = nil
            var axes: (x: AbsInfo, y: AbsInfo)? = nil
            var desc: DeviceDescription? = nil
            if let path = deviceFile.description, let d = try deviceFile.load() {
                guard let a = d.positionAxes else { throw ValidationError("\(path): the device has no position axes") }
                desc = d
                axes = a
                mapping = geometry.mapping(region: placement.region(for: d.classification.kind), rotation: placement.rotation ?? .none)
            }
            let layouts = try page.map { p in
                guard let l = geometry.page(id: p) else {
                    throw ValidationError("keyset '\(id)' has no page '\(p)'; pages: \(keyset.pages.map(\.id).joined(separator: ", "))")
                }
                return [l]
            } ?? geometry.pages
            if json {
                print(ShowJSON.render(keyset: keyset, geometry: geometry, layouts: layouts, mapping: mapping, axes: axes, device: desc))
                return
            }
            print("\(keyset.id) — \(keyset.name) [\(keyset.locale)]: keyboard \(f(geometry.width)) × \(f(geometry.height)) units")
            if let d = desc, let m = mapping {
                print("device \"\(d.name)\" (\(d.classification.kind.rawValue)): region x \(f(m.region.x)) y \(f(m.region.y)) w \(f(m.region.width)) h \(f(m.region.height)), rotation \(m.rotation.rawValue)°")
            }
            for l in layouts {
                print("page '\(l.pageID)'")
                for (i, k) in l.keys.enumerated() {
                    var line = "  \(i + 1)".padding(5) + "row \(k.row + 1) key \(k.item + 1)".padding(14)
                    line += Self.describe(k.key).padding(22)
                    line += "cell \(k.cell)".padding(30) + " frame \(k.frame)"
                    if let m = mapping, let a = axes {
                        let r = m.deviceRect(k.cell, axes: a)
                        line += "  device x \(Int(r.x.rounded()))…\(Int((r.x + r.width).rounded())) y \(Int(r.y.rounded()))…\(Int((r.y + r.height).rounded()))"
                    }
                    print(line)
                }
            }
        }

        static func describe(_ k: Key) -> String {
            var s: String
            switch k.action {
            case .text(let t): s = t == k.label ? "'\(t)'" : "'\(k.label)' → '\(t)'"
            default: s = "'\(k.label)' \(k.action.spelling)"
            }
            if k.isExpanding { s += " +\(k.alternatives.count) \(k.open.rawValue)" }
            return s
        }

        func f(_ v: Double) -> String { ShowJSON.number(v) }
    }
}

/// JSON output of `keysets show`.
enum ShowJSON {
    static func render(keyset: Keyset, geometry: KeyboardGeometry, layouts: [PageLayout], mapping: DeviceMapping?,
                       axes: (x: AbsInfo, y: AbsInfo)?, device: DeviceDescription?) -> String {
        var pages: [String] = []
        for l in layouts {
            var keys: [String] = []
            for k in l.keys {
                var fields = [
                    "\"row\":\(k.row)", "\"item\":\(k.item)", "\"label\":\(JSONText.quoted(k.key.label))",
                    "\"action\":\(JSONText.quoted(k.key.action.spelling))",
                    "\"cell\":\(rect(k.cell.x, k.cell.y, k.cell.width, k.cell.height))",
                    "\"frame\":\(rect(k.frame.x, k.frame.y, k.frame.width, k.frame.height))",
                ]
                if !k.key.alternatives.isEmpty {
                    fields.append("\"alternatives\":[" + k.key.alternatives.map { JSONText.quoted($0.label) }.joined(separator: ",") + "]")
                    fields.append("\"open\":\(JSONText.quoted(k.key.open.rawValue))")
                }
                if let m = mapping, let a = axes {
                    let r = m.deviceRect(k.cell, axes: a)
                    fields.append("\"deviceCell\":\(rect(r.x, r.y, r.width, r.height))")
                }
                keys.append("{" + fields.joined(separator: ",") + "}")
            }
            pages.append("{\"id\":\(JSONText.quoted(l.pageID)),\"width\":\(number(l.width)),\"height\":\(number(l.height)),\"keys\":[" + keys.joined(separator: ",") + "]}")
        }
        var top = ["\"id\":\(JSONText.quoted(keyset.id))", "\"name\":\(JSONText.quoted(keyset.name))", "\"locale\":\(JSONText.quoted(keyset.locale))",
                   "\"width\":\(number(geometry.width))", "\"height\":\(number(geometry.height))"]
        if let m = mapping, let d = device {
            top.append("\"device\":{\"name\":\(JSONText.quoted(d.name)),\"kind\":\(JSONText.quoted(d.classification.kind.rawValue)),\"region\":\(rect(m.region.x, m.region.y, m.region.width, m.region.height)),\"rotation\":\(m.rotation.rawValue)}")
        }
        top.append("\"pages\":[" + pages.joined(separator: ",") + "]")
        return "{" + top.joined(separator: ",") + "}"
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        "{\"x\":\(number(x)),\"y\":\(number(y)),\"width\":\(number(w)),\"height\":\(number(h))}"
    }

    static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}

/// Where keysets are looked up, and the small parsers the keyboard commands share.
enum KeysetSearch {
    /// `--keysets DIR`, the user's data directory, then the package's own `Keysets/`.
    static func directories(override: String?) -> [String] {
        var dirs: [String] = []
        if let o = override { dirs.append(o) }
        let env = ProcessInfoLite.environment
        if let xdg = env["XDG_DATA_HOME"], !xdg.isEmpty { dirs.append(xdg + "/pressboard/keysets") }
        else if let home = env["HOME"], !home.isEmpty { dirs.append(home + "/.local/share/pressboard/keysets") }
        if let bundled = packageKeysets() { dirs.append(bundled) }
        return dirs
    }

    /// The package's `Keysets/`: `$PRESSBOARD_KEYSETS`, else walking up from the executable,
    /// else the source tree this file was compiled from.
    static func packageKeysets() -> String? {
        let fm = FileManager.default
        func isKeysets(_ dir: String) -> Bool {
            var isDir = false
            return fm.fileExists(atPath: dir, isDirectory: &isDir) && isDir
        }
        if let env = ProcessInfoLite.environment["PRESSBOARD_KEYSETS"], !env.isEmpty { return env }
        var dir = executableDirectory()
        while let d = dir, d != "/" && !d.isEmpty {
            if isKeysets(d + "/Keysets") && fm.fileExists(atPath: d + "/Keysets/basic-latin.json5") { return d + "/Keysets" }
            for share in [d + "/share/pressboard/keysets"] where isKeysets(share) { return share }
            dir = parent(d)
        }
        var src: String? = parent(#filePath)
        while let d = src, d != "/" && !d.isEmpty {
            if isKeysets(d + "/Keysets") { return d + "/Keysets" }
            src = parent(d)
        }
        return nil
    }

    static func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let p = String(path[..<slash])
        return p.isEmpty ? "/" : p
    }

    static func executableDirectory() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        guard n > 0 else { return nil }
        let path = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return parent(path)
    }

    /// Loads keyset `id`; an unknown id names the nearest one found ("did you mean").
    static func load(id: String, override: String?) throws -> Keyset {
        let library = KeysetLibrary(directories: directories(override: override))
        do { return try library.load(id: id) }
        catch {
            let ids = library.entries().entries.map(\.id)
            if ids.contains(id) { throw ValidationError(error.description) }
            throw ValidationError("no keyset '\(id)'" + DidYouMean.hint(for: id, among: ids)
                                  + "; found: " + ids.joined(separator: ", "))
        }
    }

    static func description(_ path: String) throws -> DeviceDescription {
        let reader = try EvemuReader(path: path)
        guard let d = reader.description else { throw ValidationError("\(path) has no device description") }
        return d
    }
}

/// The process environment without Foundation's ProcessInfo (FoundationEssentials has none).
enum ProcessInfoLite {
    static var environment: [String: String] {
        var out: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { out[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return out
    }
}

extension String {
    /// Pads with spaces to at least `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
