import IntensityStyle
import TextLayout

/// Turns the pulsing layer of an SVG into SMIL animation.
///
/// The renderer draws the pulse's black layer in a sentinel colour nothing else uses; Cairo emits
/// each glyph run as `<g style="fill:rgb(…);fill-opacity:1;">` followed by `<use>`s. Each such
/// group becomes black with an `<animate attributeName="fill-opacity">` child: values
/// from → to → from over two durations, ease-in-ease-out key splines (Core Animation's curve),
/// repeating indefinitely, begun at −(time mod period) so the file starts at the snapshot's phase.
public enum AnimatedSVG {
    /// The sentinel colour of the pulsing layer: rgb(1, 2, 3) of 255.
    public static let sentinel = RGBA(red: 1.0 / 255, green: 2.0 / 255, blue: 3.0 / 255)

    /// The sentinel of a black layer (`bin` nil), or of one bin of a coloured layer (the
    /// coloured shadows): rgb(1, 2, 4 + bin) of 255, so each bin keeps its own colour.
    public static func sentinel(bin: Int?) -> RGBA {
        guard let bin else { return sentinel }
        return RGBA(red: 1.0 / 255, green: 2.0 / 255, blue: Double(4 + max(0, min(bin, 200))) / 255)
    }

    /// How Cairo 1.16 writes a sentinel in a group's style (`%f` percentages of 255).
    static func sentinelStyle(bin: Int?) -> String {
        let blue = bin.map { 4 + max(0, min($0, 200)) } ?? 3
        return "<g style=\"fill:rgb(\(percent(1)),\(percent(2)),\(percent(blue)));fill-opacity:1;\">"
    }

    /// `v`/255 as Cairo's `%f%%`: six decimals.
    static func percent(_ v: Int) -> String {
        let micro = Int((Double(v) * 100 / 255 * 1_000_000).rounded())
        let frac = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - frac.count) + frac + "%"
    }

    static func animate(_ bytes: [UInt8], pulse: IntensityPulse, time: Double) -> [UInt8] {
        let period = 2 * pulse.duration
        var phase = time.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        let from = number(pulse.fromOpacity), to = number(pulse.toOpacity)
        let animate = "<animate attributeName=\"fill-opacity\" values=\"\(from);\(to);\(from)\" keyTimes=\"0;0.5;1\" calcMode=\"spline\" keySplines=\"0.42 0 0.58 1;0.42 0 0.58 1\" dur=\"\(number(period))s\" begin=\"\(phase == 0 ? "0" : "-" + number(phase))s\" repeatCount=\"indefinite\"/>"
        guard pulse.isColoured else {
            let replacement = "<g style=\"fill:rgb(0%,0%,0%);\" fill-opacity=\"\(from)\">\n  " + animate
            return replacing(Array(sentinelStyle(bin: nil).utf8), with: Array(replacement.utf8), in: bytes)
        }
        var out = bytes
        for bin in 0..<pulse.scheme.stepCount {
            let colour = RenderScheme.shadowColor(bin: bin).hex
            let replacement = "<g style=\"fill:\(colour);\" fill-opacity=\"\(from)\">\n  " + animate
            out = replacing(Array(sentinelStyle(bin: bin).utf8), with: Array(replacement.utf8), in: out)
        }
        return out
    }

    /// Every occurrence of `target` in `bytes` replaced (a byte scan: the files are megabytes of ASCII).
    static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard let first = target.first else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var i = 0
        let n = bytes.count, m = target.count
        while i < n {
            if bytes[i] == first, i + m <= n, bytes[i..<(i + m)].elementsEqual(target) {
                out += replacement
                i += m
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    /// A short, locale-free decimal (up to 4 places).
    static func number(_ x: Double) -> String {
        let scaled = Int((x * 10000).rounded())
        let whole = scaled / 10000, frac = abs(scaled % 10000)
        guard frac != 0 else { return "\(whole)" }
        var f = String(frac)
        while f.count < 4 { f = "0" + f }
        while f.hasSuffix("0") { f.removeLast() }
        return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(f)"
    }
}
