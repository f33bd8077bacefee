/// Every page of a keyset laid out at one keyboard size, with the popup of every expanding key.
///
/// All pages share the width of the keyset and the height of the default page (pages with a
/// different total row height are scaled vertically), so switching page never moves the
/// keyboard's edges on the device.
public struct KeyboardGeometry: Hashable, Sendable {
    public let keyset: Keyset
    /// Keyboard size in keyboard units.
    public let width: Double
    public let height: Double
    /// One layout per page, in keyset order.
    public let pages: [PageLayout]
    /// Per page, per key: the popup layout of expanding keys (nil for the others).
    public let popups: [[PopupLayout?]]

    public init(keyset: Keyset, keySpacing: Double = 0.1) {
        self.keyset = keyset
        width = keyset.width
        let natural = keyset.pages.map { p in p.rows.reduce(0) { $0 + $1.height } }
        let h = natural[keyset.defaultPageIndex]
        height = h
        var pages: [PageLayout] = []
        var popups: [[PopupLayout?]] = []
        for (i, p) in keyset.pages.enumerated() {
            var page = p
            if natural[i] > 0, natural[i] != h {
                let s = h / natural[i]
                page.rows = p.rows.map { KeyRow(height: $0.height * s, items: $0.items) }
            }
            let layout = PageLayout(page: page, width: keyset.width, keySpacing: keySpacing)
            pages.append(layout)
            popups.append(layout.keys.enumerated().map { (ki, k) in
                k.key.isExpanding ? PopupLayout(keyIndex: ki, key: k, keyboardWidth: keyset.width) : nil
            })
        }
        self.pages = pages
        self.popups = popups
    }

    /// The layout of the keyset's default page (the letters, where a keyboard starts and
    /// returns to).
    public var defaultPage: PageLayout { pages[keyset.defaultPageIndex] }

    /// The layout of the page with the given id.
    public func page(id: String) -> PageLayout? { pages.first { $0.pageID == id } }

    /// A device mapping for this keyboard on the given device region.
    public func mapping(region: NormalisedRect = .full, rotation: DeviceMapping.Rotation = .none) -> DeviceMapping {
        DeviceMapping(region: region, rotation: rotation, keyboardWidth: width, keyboardHeight: height)
    }
}
