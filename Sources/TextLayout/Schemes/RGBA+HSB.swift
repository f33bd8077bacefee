import IntensityStyle

extension RGBA {
    /// The colour of an HSB value (IntensityStyle's one conversion), keeping its alpha.
    public init(_ hsb: HSBColor) {
        let (r, g, b) = hsb.rgb
        self.init(red: r, green: g, blue: b, alpha: hsb.alpha)
    }
}
