extension EvemuReader {
    /// Reads the version line, comments and `N: I: P: B: A: L: S:` lines up to the first event.
    mutating func readHeader() throws(TraceError) {
        var desc: DeviceDescription? = nil
        let file = source.path
        var sawAnyLine = false
        while true {
            let lineNumber = source.lineNumber + 1
            enum HeaderLine { case comment(String), blank, event(InputEvent), description(UInt8, String, [UInt8]) }
            let parsed: HeaderLine? = try source.nextLine { (line: UnsafeRawBufferPointer) throws(TraceError) -> HeaderLine in
                var i = 0
                while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
                guard i < line.count else { return .blank }
                if line[i] == 0x23 {
                    return .comment(String(decoding: UnsafeRawBufferPointer(rebasing: line[(i + 1)...]), as: UTF8.self))
                }
                if line[i] == 0x45, i + 1 < line.count, line[i + 1] == 0x3A {
                    return .event(try Self.parseEvent(line, from: i + 2, file: file, lineNumber: lineNumber))
                }
                guard i + 1 < line.count, line[i + 1] == 0x3A else {
                    let s = LineScanner(line, file: file, line: lineNumber, start: i)
                    throw s.error("unexpected text: expected a description line (N: I: P: B: A: L: S:), an event (E:) or a # comment")
                }
                return .description(line[i], String(decoding: UnsafeRawBufferPointer(rebasing: line[(i + 2)...]), as: UTF8.self), Array(line))
            }
            guard let p = parsed else { break }
            switch p {
            case .blank:
                continue
            case .comment(let text):
                let t = text.trimmingSpaces
                if !sawAnyLine, t.hasPrefix("EVEMU ") {
                    version = String(t.dropFirst(6)).trimmingSpaces
                    if !["1.0", "1.1", "1.2", "1.3"].contains(version) {
                        warnings.append("\(file):\(lineNumber): evemu format \(version) is newer than 1.3; reading it as 1.3")
                    }
                } else {
                    headerComments.append(text.hasPrefix(" ") ? String(text.dropFirst()) : text)
                }
            case .event(let e):
                lookahead = e
                note(e)
                description = desc
                return
            case .description(let kind, let rest, let raw):
                var failure: TraceError? = nil
                raw.withUnsafeBytes { bytes in
                    do { try applyDescriptionLine(kind: kind, rest: rest, raw: bytes, lineNumber: lineNumber, into: &desc) }
                    catch let e as TraceError { failure = e } catch { failure = TraceError(file: source.path, line: lineNumber, column: 1, message: "\(error)") }
                }
                if let failure { throw failure }
            }
            sawAnyLine = true
        }
        description = desc
        finished = true
    }

    private mutating func applyDescriptionLine(kind: UInt8, rest: String, raw: UnsafeRawBufferPointer, lineNumber: Int, into desc: inout DeviceDescription?) throws(TraceError) {
        let file = source.path
        let start = (raw.firstIndex(of: kind) ?? 0) + 2
        var s = LineScanner(raw, file: file, line: lineNumber, start: start)
        if kind == 0x4E { // N:
            guard desc == nil else { throw s.error("second device name line: one evemu file describes one device", column: 1) }
            desc = DeviceDescription(name: rest.hasPrefix(" ") ? String(rest.dropFirst()) : rest)
            return
        }
        guard desc != nil else {
            throw s.error("'\(Character(UnicodeScalar(kind))):' line before the device name line 'N:'", column: 1)
        }
        switch kind {
        case 0x49: // I: bus vendor product version
            var ids: [UInt16] = []
            for what in ["bus type", "vendor id", "product id", "version"] {
                try s.requireSpace(before: "the \(what)")
                ids.append(UInt16(try s.hex(what, maxDigits: 4)))
            }
            desc!.id = InputID(bustype: ids[0], vendor: ids[1], product: ids[2], version: ids[3])
        case 0x50: // P: 8 bytes
            let word = try bitmaskWord(&s, what: "property")
            desc!.properties.setWord(propertyLineIndex, desc!.properties.word(propertyLineIndex) | word)
            propertyLineIndex += 1
        case 0x42: // B: type 8 bytes
            try s.requireSpace(before: "the event type")
            let typeCol = s.column
            let type = UInt16(try s.hex("event type", maxDigits: 2))
            guard type <= EventType.max else { throw s.error("unknown event type 0x\(String(type, radix: 16))", column: typeCol) }
            let word = try bitmaskWord(&s, what: "event code")
            let k = bitmaskLineIndex[type, default: 0]
            bitmaskLineIndex[type] = k + 1
            if word != 0 {
                var set = desc!.codes[type] ?? CodeSet()
                set.setWord(k, set.word(k) | word)
                desc!.codes[type] = set
            }
        case 0x41: // A: code min max fuzz flat [resolution]
            try s.requireSpace(before: "the axis code")
            let codeCol = s.column
            let code = UInt16(try s.hex("axis code", maxDigits: 2))
            guard code <= AbsCode.max else { throw s.error("unknown absolute axis 0x\(String(code, radix: 16)) (ABS_MAX is 0x3f)", column: codeCol) }
            var values: [Int32] = []
            for what in ["minimum", "maximum", "fuzz", "flat"] {
                try s.requireSpace(before: "the axis \(what)")
                values.append(Int32(try s.signedDecimal("axis \(what)", in: Int64(Int32.min)...Int64(Int32.max))))
            }
            var resolution: Int32 = 0
            s.skipSpaces()
            if !s.restIsBlankOrComment() {
                resolution = Int32(try s.signedDecimal("axis resolution", in: Int64(Int32.min)...Int64(Int32.max)))
            }
            desc!.absAxes[code] = AbsInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3], resolution: resolution)
        case 0x4C, 0x53: // L: / S: code state
            try s.requireSpace(before: "the code")
            let code = UInt16(try s.hex("code", maxDigits: 2))
            try s.requireSpace(before: "the state")
            let state = Int32(try s.signedDecimal("state", in: Int64(Int32.min)...Int64(Int32.max)))
            if kind == 0x4C { desc!.leds[code] = state } else { desc!.switches[code] = state }
        default:
            throw s.error("unknown description line '\(Character(UnicodeScalar(kind))):' (expected N: I: P: B: A: L: S:)", column: 1)
        }
        s.skipSpaces()
        guard s.restIsBlankOrComment() else { throw s.error("unexpected text at the end of the line") }
    }

    /// Reads 8 hex bytes into a little-endian 64-bit word (byte j holds codes 8j…8j+7).
    private func bitmaskWord(_ s: inout LineScanner, what: String) throws(TraceError) -> UInt64 {
        var word: UInt64 = 0
        for j in 0..<8 {
            try s.requireSpace(before: "\(what) bitmask byte \(j + 1) of 8")
            word |= (try s.hex("\(what) bitmask byte", maxDigits: 2)) << UInt64(8 * j)
        }
        return word
    }
}
