import Keyboard
import TextLayout

/// A theme file's top-level object decoded into a `Theme`: one key per node type, each an object
/// of attributes (`heading` with its levels nested: `heading: {bold: true, h1: {fontScale: 2}}`).
/// A file is a whole theme: nodes it leaves out get Lexical's fallbacks, not the default theme's.
struct ThemeFileContent: Decodable {
    var theme: Theme

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        try c.rejectUnknown(ThemeFileSchema.nodeTypes)
        var theme = Theme()
        for name in ThemeFileSchema.nodeTypes where c.contains(AnyCodingKey(name)) {
            let node = try ThemeNodeReader(c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(name)), node: name)
            Self.add(node, as: ThemeNodeType(name), to: &theme)
            for (level, sub) in node.subtypes { Self.add(sub, as: ThemeNodeType(name, subtype: level), to: &theme) }
            if let size = node.indentSize { theme.indentSize = size }
            if let inset = node.contourInset { theme.roundedContour.inset = inset }
            if let snap = node.contourSnap { theme.roundedContour.snapDistance = snap }
            if let side = node.thumbnailSize { theme.imageThumbnailSide = side }
        }
        self.theme = theme
    }

    private static func add(_ node: ThemeNodeReader, as type: ThemeNodeType, to theme: inout Theme) {
        if node.attributes != ThemeAttributes() { theme.nodes[type] = node.attributes }
        if let b = node.blockLevel { theme.blockLevel[type] = b }
    }
}
