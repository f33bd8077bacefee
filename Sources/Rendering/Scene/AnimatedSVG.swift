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
    /// How Cairo 1.16 writes the sentinel in a group's style.
    static let sentinelStyle = "<g style=\"fill:rgb(0.392157%,0.784314%,1.176471%);fill-opacity:1;\">"

    static func animate(_ bytes: [UInt8], pulse: IntensityPulse, time: Double) -> [UInt8] {
        let period = 2 * pulse.duration
        var phase = time.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        let from = number(pulse.fromOpacity), to = number(pulse.toOpacity)
        let animate = "<animate attributeName=\"fill-opacity\" values=\"\(from);\(to);\(from)\" keyTimes=\"0;0.5;1\" calcMode=\"spline\" keySplines=\"0.42 0 0.58 1;0.42 0 0.58 1\" dur=\"\(number(period))s\" begin=\"\(phase == 0 ? "0" : "-" + number(phase))s\" repeatCount=\"indefinite\"/>"
        let replacement = "<g style=\"fill:rgb(0%,0%,0%);\" fill-opacity=\"\(from)\">\n  " + animate
        return replacing(Array(sentinelStyle.utf8), with: Array(replacement.utf8), in: bytes)
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
