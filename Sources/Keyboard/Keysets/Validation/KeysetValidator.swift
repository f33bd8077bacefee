/// Turns a decoded file into a `Keyset`, collecting every rule it breaks.
struct KeysetValidator {
    typealias Make = (KeysetProblem.Rule, String, KeysetPath, String?) -> KeysetProblem

    let raw: RawKeyset
    let make: Make
    private(set) var problems: [KeysetProblem] = []

    init(raw: RawKeyset, make: @escaping Make) {
        self.raw = raw
        self.make = make
    }

    private mutating func report(_ rule: KeysetProblem.Rule, _ message: String, _ path: KeysetPath, page: String? = nil) {
        problems.append(make(rule, message, path, page))
    }

    /// Largest keyboard width, in key widths: far above any real layout, small enough that
    /// geometry stays exact in `Double` and converts to `Int` everywhere.
    static let maximumKeyboardWidth = 1_000.0
    /// Largest key width, spacer width or row height, in key widths or row heights.
    static let maximumSize = 100.0

    /// Reports a size that is not finite, subnormal, not positive or above `limit`; true when usable.
    @discardableResult
    private mutating func checkSize(_ v: Double, _ what: String, limit: Double, _ path: KeysetPath, page: String? = nil) -> Bool {
        if !v.isFinite || v.isSubnormal {
            report(.sizeOutOfRange, "\(what) must be a finite number (is \(v))", path, page: page)
            return false
        }
        if v <= 0 {
            report(.nonPositiveWidth, "\(what) must be > 0 (is \(v))", path, page: page)
            return false
        }
        if v > limit {
            report(.sizeOutOfRange, "\(what) must be at most \(Int(limit)) (is \(v))", path, page: page)
            return false
        }
        return true
    }

    mutating func validate() -> Keyset {
        let root = KeysetPath()
        let width = raw.width ?? 10
        checkSize(width, "keyboard width", limit: Self.maximumKeyboardWidth, root.appending("width"))
        if raw.id.isEmpty { report(.emptyLabel, "keyset id must not be empty", root.appending("id")) }
        if raw.pages.isEmpty { report(.emptyPage, "a keyset needs at least one page", root.appending("pages")) }

        var seen: [String: Int] = [:]
        for (pi, page) in raw.pages.enumerated() {
            if let first = seen[page.id] {
                report(.duplicatePageID, "page id '\(page.id)' is already used by page \(first + 1)",
                       root.appending("pages").appending(pi).appending("id"), page: page.id)
            } else {
                seen[page.id] = pi
            }
        }
        if seen[raw.defaultPage] == nil {
            report(.missingPageTarget, "defaultPage '\(raw.defaultPage)' is not a page of this keyset", root.appending("defaultPage"))
        }

        var pages: [KeyPage] = []
        for (pi, rawPage) in raw.pages.enumerated() {
            pages.append(page(rawPage, path: root.appending("pages").appending(pi), ids: seen))
            if rawPage.returnsAfterWord == true, rawPage.id == raw.defaultPage {
                report(.conflictingFields, "returnsAfterWord on the default page '\(rawPage.id)': there is no other page to return to",
                       root.appending("pages").appending(pi).appending("returnsAfterWord"), page: rawPage.id)
            }
        }
        checkWayBack(pages)
        var version = 1
        if let v = raw.version {
            if v.isFinite, v == v.rounded(), v >= 1, v <= 1_000_000 { version = Int(v) }
            else { report(.sizeOutOfRange, "version must be a whole number from 1 to 1000000 (is \(v))", root.appending("version")) }
        }
        return Keyset(id: raw.id, name: raw.name, locale: raw.locale, version: version,
                      width: width, defaultPage: raw.defaultPage, pages: pages)
    }

    private mutating func page(_ rp: RawPage, path: KeysetPath, ids: [String: Int]) -> KeyPage {
        if let s = rp.shiftPage, ids[s] == nil {
            report(.missingPageTarget, "shiftPage '\(s)' is not a page of this keyset", path.appending("shiftPage"), page: rp.id)
        }
        if rp.id.isEmpty { report(.emptyLabel, "page id must not be empty", path.appending("id"), page: rp.id) }
        if rp.rows.isEmpty { report(.emptyPage, "page '\(rp.id)' has no rows", path.appending("rows"), page: rp.id) }
        var rows: [KeyRow] = []
        for (ri, rr) in rp.rows.enumerated() {
            let rowPath = path.appending("rows").appending(ri)
            let keysPath = rr.isObject ? rowPath.appending("keys") : rowPath
            let height = rr.height ?? 1
            checkSize(height, "row height", limit: Self.maximumSize, rowPath.appending("height"), page: rp.id)
            if !rr.keys.contains(where: { $0.gap == nil }) {
                report(.emptyPage, "row has no keys", rowPath, page: rp.id)
            }
            var items: [KeyRowItem] = []
            for (ki, item) in rr.keys.enumerated() {
                if let it = self.item(item, path: keysPath.appending(ki), ids: ids, page: rp.id) { items.append(it) }
            }
            rows.append(KeyRow(height: height, items: items))
        }
        return KeyPage(id: rp.id, name: rp.name, shiftPage: rp.shiftPage, rows: rows, returnsAfterWord: rp.returnsAfterWord)
    }

    private mutating func item(_ k: RawKeyItem, path: KeysetPath, ids: [String: Int], page: String) -> KeyRowItem? {
        if let s = k.shorthand {
            if s.isEmpty { report(.emptyLabel, "a key's text must not be empty", path, page: page); return nil }
            return .key(Key(label: s, action: .text(s)))
        }
        if let gap = k.gap {
            let others = k.presentFields.filter { $0 != "gap" }
            if !others.isEmpty {
                report(.conflictingFields, "a spacer ({gap: w}) cannot also have \(others.joined(separator: ", "))", path, page: page)
            }
            if !checkSize(gap, "gap width", limit: Self.maximumSize, path.appending("gap"), page: page) { return nil }
            return .gap(gap)
        }
        let width = k.width ?? 1
        checkSize(width, "key width", limit: Self.maximumSize, path.appending("width"), page: page)

        var action: KeyAction
        if let a = k.action {
            if k.output != nil {
                report(.conflictingFields, "a key has either 'output' (text) or 'action', not both", path.appending("output"), page: page)
            }
            guard let parsed = KeyAction(spelling: a) else {
                report(.unknownAction, "unknown action '\(a)' (known: \(KeyAction.spellings.joined(separator: ", ")))", path.appending("action"), page: page)
                return nil
            }
            action = parsed
            switch parsed {
            case .page(let t), .pageLatch(let t):
                if ids[t] == nil { report(.missingPageTarget, "action '\(a)' names no page of this keyset", path.appending("action"), page: page) }
            default: break
            }
        } else if let o = k.output {
            if o.isEmpty { report(.emptyLabel, "output must not be empty", path.appending("output"), page: page) }
            action = .text(o)
        } else if let l = k.label {
            action = .text(l)
        } else {
            report(.missingField, "a key needs 'label', 'output' or 'action'", path, page: page)
            return nil
        }
        if let l = k.label, l.isEmpty { report(.emptyLabel, "label must not be empty", path.appending("label"), page: page) }
        if case .text(let t) = action, t.isEmpty, k.output == nil {
            report(.emptyLabel, "a text key needs a non-empty label or output", path, page: page)
        }
        if let s = k.shifted, s.isEmpty { report(.emptyLabel, "shifted must not be empty", path.appending("shifted"), page: page) }

        var open = PopupOpening.longPress
        if let o = k.open {
            if let v = PopupOpening(rawValue: o) { open = v }
            else { report(.unknownValue, "open must be one of \(PopupOpening.allCases.map(\.rawValue).joined(separator: ", ")) (is '\(o)')", path.appending("open"), page: page) }
        }
        var expand = ExpandDirection.up
        if let e = k.expand {
            if let v = ExpandDirection(rawValue: e) { expand = v }
            else { report(.unknownValue, "expand must be one of \(ExpandDirection.allCases.map(\.rawValue).joined(separator: ", ")) (is '\(e)')", path.appending("expand"), page: page) }
        }
        var alternatives: [KeyAlternative] = []
        if let alts = k.alternatives {
            for (ai, ra) in alts.enumerated() {
                if let a = alternative(ra, path: path.appending("alternatives").appending(ai), page: page) { alternatives.append(a) }
            }
            if alts.isEmpty {
                report(.expandingWithoutAlternatives, "an expanding key needs at least one alternative", path.appending("alternatives"), page: page)
            }
        } else if k.open != nil || k.expand != nil {
            report(.expandingWithoutAlternatives, "'open'/'expand' given but the key has no alternatives", path, page: page)
        }
        let label = k.label ?? defaultLabel(for: action)
        return .key(Key(id: k.id, label: label, action: action, shifted: k.shifted, width: width,
                        alternatives: alternatives, open: open, expand: expand, repeats: k.repeat))
    }

    private func defaultLabel(for action: KeyAction) -> String {
        switch action {
        case .page(let p), .pageLatch(let p):
            return raw.pages.first { $0.id == p }?.name ?? p
        default:
            return action.defaultLabel
        }
    }

    private mutating func alternative(_ ra: RawAlternative, path: KeysetPath, page: String) -> KeyAlternative? {
        if let s = ra.shorthand {
            if s.isEmpty { report(.emptyLabel, "an alternative must not be empty", path, page: page); return nil }
            return KeyAlternative(label: s, action: .text(s))
        }
        let action: KeyAction
        if let a = ra.action {
            guard let parsed = KeyAction(spelling: a) else {
                report(.unknownAction, "unknown action '\(a)'", path.appending("action"), page: page)
                return nil
            }
            switch parsed {
            case .dead, .scheme, .smoothing: break
            default:
                report(.invalidAlternative, "an alternative can only type text, a dead key, or choose a scheme or smoothing (is '\(a)')",
                       path.appending("action"), page: page)
                return nil
            }
            if ra.output != nil { report(.conflictingFields, "an alternative has either 'output' or 'action', not both", path.appending("output"), page: page) }
            action = parsed
        } else if let o = ra.output ?? ra.label {
            action = .text(o)
        } else {
            report(.missingField, "an alternative needs 'label', 'output' or 'action'", path, page: page)
            return nil
        }
        let label = ra.label ?? action.defaultLabel
        if label.isEmpty { report(.emptyLabel, "label must not be empty", path.appending("label"), page: page) }
        if case .text(let t) = action, t.isEmpty { report(.emptyLabel, "output must not be empty", path.appending("output"), page: page) }
        return KeyAlternative(label: label, action: action, shifted: ra.shifted)
    }

    /// Every page must lead back to the default page through page keys. A page reached by a
    /// one-shot latch, or shown as another page's `shiftPage`, returns on its own.
    private mutating func checkWayBack(_ pages: [KeyPage]) {
        guard let home = pages.firstIndex(where: { $0.id == raw.defaultPage }) else { return }
        let index = Dictionary(pages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var edges = [[Int]](repeating: [], count: pages.count)
        var selfReturning = Set<Int>()
        for (pi, p) in pages.enumerated() {
            if let s = p.shiftPage, let t = index[s] { selfReturning.insert(t) }
            for k in p.keys {
                switch k.action {
                case .page(let t): if let j = index[t] { edges[pi].append(j) }
                case .pageNext: edges[pi].append((pi + 1) % pages.count)
                case .pageLatch(let t): if let j = index[t] { selfReturning.insert(j) }
                default: break
                }
            }
        }
        // Pages that can reach home: reverse breadth-first search from home.
        var reaches = Set([home])
        var changed = true
        while changed {
            changed = false
            for pi in pages.indices where !reaches.contains(pi) {
                if selfReturning.contains(pi) || edges[pi].contains(where: reaches.contains) {
                    reaches.insert(pi); changed = true
                }
            }
        }
        for pi in pages.indices where !reaches.contains(pi) {
            report(.noWayBack, "no page key on page '\(pages[pi].id)' leads back to the default page '\(raw.defaultPage)'",
                   KeysetPath().appending("pages").appending(pi), page: pages[pi].id)
        }
    }
}
