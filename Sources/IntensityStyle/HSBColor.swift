/// A colour in hue, saturation and brightness, all 0…1 (UIKit's `UIColor(hue:saturation:brightness:alpha:)`),
/// which the original's HueGYR scheme is defined in. The one HSB → RGB conversion: the layout
/// engine's colours and the HTML export's hex colours both come from `rgb`.
public struct HSBColor: Hashable, Sendable {
    public var hue: Double
    public var saturation: Double
    public var brightness: Double
    public var alpha: Double

    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
        self.alpha = alpha
    }

    /// Red, green and blue, 0…1 (hue wraps around: 1.1 is 0.1).
    public var rgb: (red: Double, green: Double, blue: Double) {
        let s = saturation, v = brightness
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// `#rrggbb` (components rounded to 0…255; alpha is not part of it).
    public var hex: String {
        let (r, g, b) = rgb
        let digits = Array("0123456789abcdef")
        func hex(_ x: Double) -> String {
            let n = max(0, min(255, Int((x * 255).rounded())))
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + hex(r) + hex(g) + hex(b)
    }
}
