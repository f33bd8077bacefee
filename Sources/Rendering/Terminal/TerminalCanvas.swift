/// The scene for a terminal (an SSH session, a test log): the rendered image resampled onto
/// text cells, each cell an upper half block "▀" whose foreground is the upper half's colour and
/// background the lower half's, in ANSI 24-bit colour. Colours are box-averaged over the pixels
/// a half cell covers; escapes are written only when a colour changes.
public enum TerminalCanvas {
    /// One cell's two colours (8-bit RGB), for tests that read the output back.
    public struct Cell: Hashable, Sendable {
        public var top: (UInt8, UInt8, UInt8)
        public var bottom: (UInt8, UInt8, UInt8)

        public static func == (a: Cell, b: Cell) -> Bool {
            a.top == b.top && a.bottom == b.bottom
        }

        public func hash(into h: inout Hasher) {
            h.combine(top.0); h.combine(top.1); h.combine(top.2)
            h.combine(bottom.0); h.combine(bottom.1); h.combine(bottom.2)
        }
    }

    /// Cells of `image` at `columns` wide; rows follow the aspect ratio (a cell is two half-cells
    /// of square pixels). Transparent pixels count as white.
    public static func cells(_ image: ImageCanvas, columns: Int) -> [[Cell]] {
        let cols = max(1, min(columns, image.width))
        let cellW = Double(image.width) / Double(cols)
        let halfRows = max(2, Int((Double(image.height) / cellW).rounded()))
        let rows = (halfRows + 1) / 2
        let halfH = Double(image.height) / Double(rows * 2)
        return image.withPixels { buf, stride in
            func average(_ x0: Double, _ y0: Double, _ w: Double, _ h: Double) -> (UInt8, UInt8, UInt8) {
                let xa = Int(x0), xb = max(xa + 1, min(image.width, Int((x0 + w).rounded(.up))))
                let ya = Int(y0), yb = max(ya + 1, min(image.height, Int((y0 + h).rounded(.up))))
                var r = 0, g = 0, b = 0, n = 0
                for y in ya..<yb {
                    for x in xa..<xb {
                        let v = buf.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                        // Premultiplied ARGB over white.
                        let a = Int(v >> 24)
                        r += Int((v >> 16) & 0xFF) + 255 - a
                        g += Int((v >> 8) & 0xFF) + 255 - a
                        b += Int(v & 0xFF) + 255 - a
                        n += 1
                    }
                }
                return (UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
            }
            var out: [[Cell]] = []
            for row in 0..<rows {
                var line: [Cell] = []
                for col in 0..<cols {
                    let x = Double(col) * cellW
                    let top = average(x, Double(row * 2) * halfH, cellW, halfH)
                    let bottom = average(x, Double(row * 2 + 1) * halfH, cellW, halfH)
                    line.append(Cell(top: top, bottom: bottom))
                }
                out.append(line)
            }
            return out
        }
    }

    /// ANSI text of `image` at `columns` wide; every line ends with a reset and a newline.
    public static func render(_ image: ImageCanvas, columns: Int) -> String {
        var out = ""
        for line in cells(image, columns: columns) {
            var fg: (UInt8, UInt8, UInt8)? = nil, bg: (UInt8, UInt8, UInt8)? = nil
            for cell in line {
                if fg == nil || fg! != cell.top {
                    out += "\u{1B}[38;2;\(cell.top.0);\(cell.top.1);\(cell.top.2)m"
                    fg = cell.top
                }
                if bg == nil || bg! != cell.bottom {
                    out += "\u{1B}[48;2;\(cell.bottom.0);\(cell.bottom.1);\(cell.bottom.2)m"
                    bg = cell.bottom
                }
                out += "▀"
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// Reads text written by `render` back into cells (for snapshot comparisons with a tolerance).
    public static func parse(_ text: String) -> [[Cell]] {
        var out: [[Cell]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            var cells: [Cell] = []
            var fg: (UInt8, UInt8, UInt8) = (0, 0, 0), bg: (UInt8, UInt8, UInt8) = (0, 0, 0)
            var scalars = Array(line.unicodeScalars)[...]
            while let c = scalars.first {
                if c == "\u{1B}" {
                    guard let m = scalars.firstIndex(of: "m") else { break }
                    let code = String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<m]))
                    let parts = code.split(separator: ";").compactMap { Int($0) }
                    if parts.count == 5, parts[1] == 2 {
                        let rgb = (UInt8(clamping: parts[2]), UInt8(clamping: parts[3]), UInt8(clamping: parts[4]))
                        if parts[0] == 38 { fg = rgb } else if parts[0] == 48 { bg = rgb }
                    }
                    scalars = scalars[(m + 1)...]
                } else {
                    if c == "▀" { cells.append(Cell(top: fg, bottom: bg)) }
                    scalars = scalars.dropFirst()
                }
            }
            out.append(cells)
        }
        return out
    }
}
