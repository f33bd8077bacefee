/// Checks a libinput-record YAML text before Yams parses it, so no input can make the parser
/// recurse without bound (Yams builds nodes recursively: ~5,000 levels overflowed the stack) or
/// expand aliases (`&a [*a, *a, …]` grows exponentially).
///
/// A node's nesting depth is at most its line's indentation plus the block indicators (`- `,
/// `key: `, `? `) on the line plus the open flow brackets (`[`, `{`), so bounding that sum bounds
/// the depth without parsing. Real recordings stay below 16; the limit is `maximumNesting`.
struct YAMLPreflight {
    /// Largest indentation + indicators + open brackets accepted on any line.
    static let maximumNesting = 64

    let file: String
    private var flowDepth = 0
    private var inDoubleQuote = false

    init(file: String) { self.file = file }

    /// Checks one line; `number` is its line in the file, for the error.
    mutating func check(_ line: String, number: Int) throws(TraceError) {
        let b = Array(line.utf8)
        var k = 0
        if !inDoubleQuote { while k < b.count && b[k] == 0x20 { k += 1 } }
        var depth = inDoubleQuote ? 0 : k
        var inSingleQuote = false
        func tokenStart(_ j: Int) -> Bool {
            j == 0 || [0x20, 0x09, 0x5B, 0x7B, 0x2C, 0x3A, 0x2D].contains(b[j - 1])
        }
        func blankOrEnd(_ j: Int) -> Bool { j >= b.count || b[j] == 0x20 || b[j] == 0x09 }
        while k < b.count {
            let c = b[k]
            if inDoubleQuote {
                if c == 0x5C { k += 2; continue }
                if c == 0x22 { inDoubleQuote = false }
                k += 1; continue
            }
            if inSingleQuote {
                if c == 0x27 { inSingleQuote = false }
                k += 1; continue
            }
            switch c {
            case 0x23 where k == 0 || b[k - 1] == 0x20 || b[k - 1] == 0x09: return  // comment
            case 0x22 where tokenStart(k): inDoubleQuote = true
            case 0x27 where tokenStart(k): inSingleQuote = true
            case 0x5B, 0x7B: if tokenStart(k) { flowDepth += 1 }
            case 0x5D, 0x7D: flowDepth = max(0, flowDepth - 1)
            case 0x2D, 0x3F: if tokenStart(k) && blankOrEnd(k + 1) { depth += 1 }
            case 0x3A: if blankOrEnd(k + 1) { depth += 1 }
            case 0x26 where tokenStart(k) && k + 1 < b.count && b[k + 1] != 0x20,
                 0x2A where tokenStart(k) && k + 1 < b.count && b[k + 1] != 0x20:
                throw TraceError(file: file, line: number, column: k + 1,
                                 message: "YAML anchors and aliases ('&', '*') are not part of the libinput record format")
            default: break
            }
            try bound(depth, line: number, column: k + 1)
            k += 1
        }
        try bound(depth, line: number, column: max(1, b.count))
    }

    private func bound(_ depth: Int, line: Int, column: Int) throws(TraceError) {
        guard depth + flowDepth > Self.maximumNesting else { return }
        throw TraceError(file: file, line: line, column: column,
                         message: "YAML nested deeper than \(Self.maximumNesting) levels (indentation, '- ', 'key:' and brackets counted)")
    }
}
