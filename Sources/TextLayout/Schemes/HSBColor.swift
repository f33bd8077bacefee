extension RGBA {
    /// A colour from hue, saturation and brightness, all 0…1 (UIKit's `UIColor(hue:saturation:brightness:alpha:)`),
    /// which the original's HueGYR scheme is defined in.
    public init(hue: Double, saturation s: Double, brightness v: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
