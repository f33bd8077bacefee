import CCmark

/// A document as CommonMark: its structure is built as a libcmark node tree and rendered by
/// `cmark_render_commonmark`, so escaping and list markers are the reference implementation's.
/// Alignment, rounded backgrounds and intensities have no Markdown form and are left out; empty
/// paragraphs vanish (Markdown has none). Image attachments become `![alt](path)`.
public enum MarkdownWriter {
    public static func write(_ document: IntensityDocument) -> [UInt8] {
        guard let root = cmark_node_new(CMARK_NODE_DOCUMENT) else { return [] }
        defer { cmark_node_free(root) }
        var tree = Tree(document: document, root: root)
        tree.build()
        guard let out = cmark_render_commonmark(root, CMARK_OPT_DEFAULT, 0) else { return [] }
        defer { free(out) }
        return Array(String(cString: out).utf8)
    }

    struct Tree {
        let document: IntensityDocument
        let root: OpaquePointer
        let text: [Character]
        var bold: [Bool] = [], italic: [Bool] = []
        var linkAt: [String?]
        let attachmentAt: [Int: ImageAttachment]
        /// Open lists, outermost first: the list node, its kind.
        var lists: [(node: OpaquePointer, kind: ListKind)] = []

        init(document: IntensityDocument, root: OpaquePointer) {
            self.document = document
            self.root = root
            text = Array(document.string)
            for run in document.attributes.runs {
                bold += repeatElement(run.value.bold, count: run.count)
                italic += repeatElement(run.value.italic, count: run.count)
            }
            attachmentAt = Dictionary(document.attachments.map { ($0.offset, $0.attachment) }, uniquingKeysWith: { a, _ in a })
            linkAt = [String?](repeating: nil, count: text.count)
            for l in document.links { for i in l.range where i < linkAt.count { linkAt[i] = l.url } }
        }

        mutating func build() {
            var ranges: [Range<Int>] = []
            var start = 0
            for (i, ch) in text.enumerated() where IntensityDocument.isParagraphSeparator(ch) { ranges.append(start..<i); start = i + 1 }
            ranges.append(start..<text.count)
            let formats = document.paragraphFormats
            var i = 0
            while i < ranges.count {
                let f = formats[i]
                if f.isListItem {
                    item(ranges[i], f)
                    i += 1
                    continue
                }
                lists.removeAll()
                var j = i + 1
                if f.block == .code {
                    while j < ranges.count, formats[j].block == .code, !formats[j].isListItem { j += 1 }
                    let node = cmark_node_new(CMARK_NODE_CODE_BLOCK)
                    cmark_node_set_literal(node, (i..<j).map { String(text[ranges[$0]]) }.joined(separator: "\n") + "\n")
                    cmark_node_append_child(root, node)
                } else if f.block == .quote {
                    while j < ranges.count, formats[j].block == .quote, !formats[j].isListItem { j += 1 }
                    let quote = cmark_node_new(CMARK_NODE_BLOCK_QUOTE)
                    cmark_node_append_child(root, quote)
                    for k in i..<j where !ranges[k].isEmpty { cmark_node_append_child(quote, block(ranges[k], .paragraph)) }
                } else if !ranges[i].isEmpty {
                    cmark_node_append_child(root, block(ranges[i], f.block))
                }
                i = j
            }
        }

        /// A list item at its level, opening and closing lists around it.
        mutating func item(_ range: Range<Int>, _ f: ParagraphFormat) {
            let same: (ListKind, ListKind) -> Bool = { a, b in
                switch (a, b) {
                case (.bullet, .bullet), (.number, .number): true
                default: false
                }
            }
            while lists.count > f.level + 1 || (lists.count == f.level + 1 && !same(lists[f.level].kind, f.list)) { lists.removeLast() }
            while lists.count < f.level + 1 {
                let list = cmark_node_new(CMARK_NODE_LIST)
                if case .number(let start) = f.list {
                    cmark_node_set_list_type(list, CMARK_ORDERED_LIST)
                    cmark_node_set_list_start(list, Int32(clamping: start))
                } else {
                    cmark_node_set_list_type(list, CMARK_BULLET_LIST)
                }
                cmark_node_set_list_tight(list, 1)
                if let parent = lists.last?.node {
                    var last = cmark_node_last_child(parent)
                    if last == nil { last = cmark_node_new(CMARK_NODE_ITEM); cmark_node_append_child(parent, last) }
                    cmark_node_append_child(last, list)
                } else {
                    cmark_node_append_child(root, list)
                }
                lists.append((list!, f.list))
            }
            let node = cmark_node_new(CMARK_NODE_ITEM)
            cmark_node_append_child(lists[f.level].node, node)
            if !range.isEmpty { cmark_node_append_child(node, block(range, f.block == .code || f.block == .quote ? .paragraph : f.block)) }
        }

        /// A paragraph or heading with its inline runs.
        func block(_ range: Range<Int>, _ kind: BlockKind) -> OpaquePointer? {
            let node: OpaquePointer?
            if let level = kind.headingLevel {
                node = cmark_node_new(CMARK_NODE_HEADING)
                cmark_node_set_heading_level(node, Int32(level))
            } else {
                node = cmark_node_new(CMARK_NODE_PARAGRAPH)
            }
            var i = range.lowerBound
            while i < range.upperBound {
                var j = i + 1
                let image = attachmentAt[i]
                while image == nil, j < range.upperBound, attachmentAt[j] == nil, bold[j] == bold[i], italic[j] == italic[i],
                      linkAt[j] == linkAt[i] { j += 1 }
                var inner = image.map(Self.imageNode) ?? cmark_node_new(CMARK_NODE_TEXT)
                if image == nil { cmark_node_set_literal(inner, String(text[i..<j])) }
                for (on, type) in [(italic[i], CMARK_NODE_EMPH), (bold[i], CMARK_NODE_STRONG)] where on {
                    let wrap = cmark_node_new(type)
                    cmark_node_append_child(wrap, inner)
                    inner = wrap
                }
                if let url = linkAt[i] {
                    let link = cmark_node_new(CMARK_NODE_LINK)
                    cmark_node_set_url(link, url)
                    cmark_node_append_child(link, inner)
                    inner = link
                }
                cmark_node_append_child(node, inner)
                i = j
            }
            return node
        }

        /// `![alt](path)`.
        static func imageNode(_ image: ImageAttachment) -> OpaquePointer? {
            let node = cmark_node_new(CMARK_NODE_IMAGE)
            cmark_node_set_url(node, image.path)
            if !image.alt.isEmpty {
                let alt = cmark_node_new(CMARK_NODE_TEXT)
                cmark_node_set_literal(alt, image.alt)
                cmark_node_append_child(node, alt)
            }
            return node
        }
    }
}
