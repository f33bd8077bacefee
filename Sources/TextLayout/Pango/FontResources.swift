/// The Pango objects engines may share: one font map, its two contexts (left-to-right and
/// right-to-left base direction, with the font options set) and the font description cache.
///
/// Thread rule: engines sharing resources must all be used from the same thread or actor — the
/// editor, the suggestions bar and the keyboard drawn by one renderer share one set.
final class FontResources {
    let fontMap: PangoFontMapRef
    let contextLTR: PangoContextRef
    let contextRTL: PangoContextRef
    let fonts = FontDescriptionCache()
    let options: FontRenderingOptions

    convenience init(options: FontRenderingOptions) {
        self.init(sharing: PangoFontMapRef(), options: options)
    }

    init(sharing fontMap: PangoFontMapRef, options: FontRenderingOptions) {
        self.options = options
        self.fontMap = fontMap
        contextLTR = PangoContextRef(fontMap: fontMap, options: options, rightToLeft: false)
        contextRTL = PangoContextRef(fontMap: fontMap, options: options, rightToLeft: true)
    }
}
