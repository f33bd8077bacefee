import TextLayout

extension Theme {
    /// The look documents had before themes were files, as a value: headings bold at 2, 1.6,
    /// 1.35, 1.2 and 1.1 × the typed size with 4 points before; quotes italic, 12 points in, a
    /// 3-point grey bar; code monospaced, 6 points in, on a light grey box with 4-point corners;
    /// list levels 24 points apart. `Themes/default.json5` is the same theme as a file (a test
    /// keeps the two equal), so every golden picture stays as it was.
    public static let pressboardDefault: Theme = {
        var nodes: [ThemeNodeType: ThemeAttributes] = [
            ThemeNodeType("heading"): ThemeAttributes(bold: true, paragraphSpacingBefore: 4),
            .quote: ThemeAttributes(
                italic: true, paddingHead: 12,
                custom: [.blockBackground: AttributeValue(BlockBackground(fill: RGBA(hex: 0x999999), leadingBarWidth: 3))]),
            .codeBlock: ThemeAttributes(
                fontFamily: "monospace", paddingHead: 6,
                custom: [.blockBackground: AttributeValue(BlockBackground(fill: RGBA(hex: 0xEEEEEE), cornerRadius: 4))]),
        ]
        for (level, scale) in zip(1...5, [2.0, 1.6, 1.35, 1.2, 1.1]) {
            nodes[.heading(level)] = ThemeAttributes(fontScale: scale)
        }
        var theme = Theme(nodes: nodes, indentSize: 24)
        theme.imageThumbnailSide = 64
        return theme
    }()
}
