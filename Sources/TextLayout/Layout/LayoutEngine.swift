import CPangoCairo

/// The shared layout engine: holds an attributed document split into paragraphs, typesets each
/// paragraph with Pango into line fragments, answers TextKit 1 geometry queries, and draws into Cairo.
///
/// Thread rule: an engine and everything it owns (font map, contexts, layouts) are used from one
/// thread or actor at a time; it is deliberately not `Sendable`. Create one engine per thread;
/// engines on different threads work at once, their font work serialised by `FontLibraryLock`.
///
/// Indices are UTF-16 offsets into the whole document; geometry is in container space.
public final class LayoutEngine {
    public let configuration: LayoutConfiguration
    /// Changing the container re-lays out the whole document.
    public var container: TextContainer {
        didSet { if container != oldValue { relayoutAll() } }
    }
    /// Applied to every run's attributes at display time (intensity render schemes); changing it
    /// re-lays out the whole document.
    public var attributeTransformer: AttributeTransformer? {
        didSet {
            displayCache.removeAll()
            relayoutAll()
        }
    }
    /// Attributes of the empty paragraph after a trailing newline, overriding the newline's own.
    public var trailingAttributes: TextAttributes? {
        get { trailing }
        set {
            trailing = newValue
            relayoutParagraphs(paragraphs.count - 1..<paragraphs.count)
        }
    }
    var trailing: TextAttributes?

    /// Font map, contexts (left-to-right and right-to-left base direction) and font cache.
    let resources: FontResources
    var contextLTR: PangoContextRef { resources.contextLTR }
    var contextRTL: PangoContextRef { resources.contextRTL }
    var fonts: FontDescriptionCache { resources.fonts }

    var paragraphs: [Paragraph] = []
    /// UTF-16 lengths of the paragraphs (newlines included).
    var lengths = PrefixSums<Int>([])
    /// Paragraph heights including their spacing before.
    var heights = PrefixSums<Double>([])
    var registrations: [CustomDrawingRegistration] = []
    /// Drawn numbers of `counted` list items per paragraph, computed on first use after an edit
    /// (``listNumber(ofParagraph:)``); every typeset clears it.
    var listNumberCache: [Int?]?
    /// Layouts of paragraphs an edit joined away, kept (a few) for the paragraphs the next edit
    /// splits off: Return then Backspace in a list creates no Pango layout.
    var spareLayouts: [PangoLayoutRef] = []
    var layoutCache: LayoutCache
    /// Display attributes, font key and font of stored attribute sets, by storage identity (the
    /// stored set is kept, so an identity is never reused while its entry exists): a re-typeset
    /// paragraph's runs keep their storage, so most typesets merge nothing and hash no font key.
    var displayCache: [ObjectIdentifier: DisplayEntry] = [:]

    /// A new engine with its own font map (creating one costs milliseconds; see `init(container:configuration:sharingFontsWith:)`).
    public convenience init(container: TextContainer, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.init(container: container, configuration: configuration,
                  resources: FontResources(options: configuration.fontRendering))
    }

    /// A new engine that shares `other`'s font map, contexts and font cache, so many small texts
    /// (key labels, suggestions) cost no font map each. Both engines must then be used from the
    /// same thread or actor. If the font rendering options differ, only the font map is shared.
    public convenience init(container: TextContainer, configuration: LayoutConfiguration = LayoutConfiguration(),
                            sharingFontsWith other: LayoutEngine) {
        let shared = other.resources
        let resources = shared.options == configuration.fontRendering ? shared
            : FontResources(sharing: shared.fontMap, options: configuration.fontRendering)
        self.init(container: container, configuration: configuration, resources: resources)
    }

    init(container: TextContainer, configuration: LayoutConfiguration, resources: FontResources) {
        self.configuration = configuration
        self.container = container
        self.resources = resources
        layoutCache = LayoutCache(capacity: configuration.maximumCachedLayouts)
        setText(AttributedText())
    }

    // MARK: - Text

    /// Replaces the whole document and lays it out.
    public func setText(_ text: AttributedText) {
        paragraphs = text.paragraphs.map { p in
            var body = p
            body.trailingAttributes = nil
            return Paragraph(text: body)
        }
        layoutCache.removeAll()
        trailing = text.trailingAttributes
        relayoutAll()
    }

    /// The document as an attributed text (built on demand, O(document)).
    public var text: AttributedText {
        var out = AttributedText()
        for p in paragraphs { out.append(p.text) }
        out.trailingAttributes = trailingAttributes
        return out
    }

    /// Document length in UTF-16 code units.
    public var length: Int { lengths.total }

    /// Number of paragraphs (one more than the number of newlines).
    public var paragraphCount: Int { paragraphs.count }

    /// The stored attributes at a UTF-16 offset (at the end: the trailing or last attributes), e.g.
    /// for an editor's typing attributes.
    public func attributes(at offset: Int) -> TextAttributes {
        let i = paragraphIndex(containing: offset)
        let p = paragraphs[i]
        let rel = offset - lengths.prefix(i)
        if rel < p.length { return p.text.attributes(at: rel).attributes }
        if let last = p.text.runs.last { return last.attributes }
        return styleSourceAttributes(i)
    }

    /// The UTF-16 range of paragraph `index`, newline included.
    public func paragraphRange(at index: Int) -> Range<Int> {
        let start = lengths.prefix(index)
        return start..<(start + paragraphs[index].length)
    }

    /// Index of the paragraph containing a UTF-16 offset (offsets at the end belong to the last).
    public func paragraphIndex(containing offset: Int) -> Int {
        lengths.index(containing: max(0, offset))
    }

    // MARK: - Custom drawing registration

    /// Registers a handler for a custom attribute. Handlers on a layer run in registration order;
    /// registering the same key and layer again replaces the handler in its original position.
    public func registerCustomDrawing(key: AttributeKey, layer: CustomDrawingLayer,
                                      granularity: CustomDrawingGranularity, handler: @escaping CustomDrawingHandler) {
        let reg = CustomDrawingRegistration(key: key, layer: layer, granularity: granularity, handler: handler)
        if let i = registrations.firstIndex(where: { $0.key == key && $0.layer == layer }) {
            registrations[i] = reg
        } else {
            registrations.append(reg)
        }
    }

    /// Removes the handler for `key` on `layer`, if any.
    public func unregisterCustomDrawing(key: AttributeKey, layer: CustomDrawingLayer) {
        registrations.removeAll { $0.key == key && $0.layer == layer }
    }

    // MARK: - Internal positions

    /// Container y of paragraph `i`'s first fragment rect (the document's first paragraph drops
    /// its spacing before, as TextKit does).
    func paragraphTop(_ i: Int) -> Double {
        let dropped = (i > 0 && !paragraphs.isEmpty) ? paragraphs[0].geometry.spacingBefore : 0
        return container.insets.top + heights.prefix(i) - dropped
    }

    /// Container y of paragraph `i`'s first line (below its spacing before).
    func paragraphContentTop(_ i: Int) -> Double {
        paragraphTop(i) + (i > 0 ? paragraphs[i].geometry.spacingBefore : 0)
    }

    /// Total document height including insets.
    var documentHeight: Double {
        let dropped = paragraphs.first?.geometry.spacingBefore ?? 0
        return container.insets.top + heights.total - dropped + container.insets.bottom
    }
}
