import Yams

extension LibinputRecordReader {
    /// Builds a description from a `devices[]` entry of the header's node tree.
    static func describe(_ dev: Node.Mapping, file: String, line: Int) throws(TraceError) -> DeviceDescription {
        guard let evdev = value(dev, "evdev")?.mapping else {
            throw TraceError(file: file, line: line, column: 1, message: "device has no 'evdev:' block")
        }
        var d = DeviceDescription(name: value(evdev, "name")?.scalar?.string ?? "", node: value(dev, "node")?.scalar?.string)
        if case let id = intList(value(evdev, "id")), id.count == 4 {
            d.id = InputID(bustype: UInt16(truncatingIfNeeded: id[0]), vendor: UInt16(truncatingIfNeeded: id[1]),
                           product: UInt16(truncatingIfNeeded: id[2]), version: UInt16(truncatingIfNeeded: id[3]))
        }
        for (type, list) in intKeyed(value(evdev, "codes")) {
            guard type >= 0, type <= Int(EventType.max) else { continue }
            for c in intList(list) where c >= 0 && c < CodeSet.capacity {
                d.enable(type: UInt16(type), code: UInt16(c))
            }
        }
        for (code, v) in intKeyed(value(evdev, "absinfo")) {
            let a = intList(v)
            guard code >= 0, code <= Int(AbsCode.max), a.count >= 4 else {
                throw TraceError(file: file, line: line, column: 1, message: "absinfo for code \(code) must be [min, max, fuzz, flat, resolution]")
            }
            func i32(_ x: Int) -> Int32 { Int32(clamping: x) }
            d.setAbs(UInt16(code), AbsInfo(minimum: i32(a[0]), maximum: i32(a[1]), fuzz: i32(a[2]), flat: i32(a[3]), resolution: a.count > 4 ? i32(a[4]) : 0))
        }
        for p in intList(value(evdev, "properties")) where p >= 0 && p <= Int(InputProperty.max) {
            d.properties.insert(UInt16(p))
        }
        return d
    }

    /// The value of a plain key (the last one, if the key is repeated); keys compared as
    /// written, with no tag resolution.
    static func value(_ mapping: Node.Mapping, _ key: String) -> Node? {
        mapping.reversed().first { $0.key.scalar?.string == key }?.value
    }

    /// A mapping's integer-keyed entries, in file order (keys that are not integers skipped).
    static func intKeyed(_ node: Node?) -> [(Int, Node)] {
        guard let m = node?.mapping else { return [] }
        return m.compactMap { pair in
            guard let k = integer(pair.key) else { return nil }
            return (k, pair.value)
        }
    }

    /// A YAML sequence of integers; anything else gives an empty list (non-integers dropped).
    static func intList(_ node: Node?) -> [Int] {
        node?.sequence?.compactMap { integer($0) } ?? []
    }

    /// A scalar's integer value: decimal with an optional sign, `0x` hex or `0o` octal, `_`
    /// separators allowed (YAML 1.1's integer forms); nil for anything else or a value that does
    /// not fit an `Int`.
    ///
    /// Why not Yams' `Node.int`: it also reads YAML 1.1's base-60 integers ("1:30" is 90) and
    /// traps on arithmetic overflow when the parts are many ("1:::…:T", found by FuzzLibinputYAML).
    /// libinput never writes base 60.
    static func integer(_ node: Node?) -> Int? { integer(text: node?.scalar?.string) }

    static func integer(text: String?) -> Int? {
        guard let text, !text.isEmpty, text.utf8.count <= 100 else { return nil }
        var digits = Substring(text.filter { $0 != "_" })
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") { radix = 16; digits = digits.dropFirst(2) } else if digits.hasPrefix("0o") { radix = 8; digits = digits.dropFirst(2) }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let magnitude = UInt(digits, radix: radix) else { return nil }
        if negative { return magnitude <= UInt(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }
}
