import Keyboard
import TouchInput

/// What `replay` tells the user about how a trace met the keyboard, so a replay that types
/// stray letters or nothing says why: how an indirect device (touchpad, pen tablet) is mapped,
/// when no touch landed on the keyboard, and for a pen, tip versus hover.
struct ReplayNarration {
    /// Touches (contacts that touched the surface) and where they started.
    var touches = 0
    var onKeyboard = 0
    /// Pen approaches that only hovered (never touched with the tip).
    var hoverOnly = 0
    var penTips = 0
    /// Normalised bounds of the touch-down points.
    var bounds: NormalisedRect?
    /// Events seen.
    var events = 0
    private let region: NormalisedRect
    private var decoder: MultitouchDecoder
    private var touched: Set<Int> = []
    private var seenPen: Set<Int> = []
    private var last = Timestamp(microseconds: 0)

    /// A narration of a replay on `description` with the keyboard in `region`; it watches the
    /// events as the replay reads them (`NarratingTraceSource`), so the trace is read once —
    /// standard input too. Its own decoder reports hover, which the session's does not.
    init(description: DeviceDescription, region: NormalisedRect) {
        self.region = region
        decoder = MultitouchDecoder(description: description, mode: .trace, options: .init(reportsHover: true))
    }

    /// Counts one event of the trace.
    mutating func observe(_ e: InputEvent) {
        events += 1
        last = e.time
        if decoder.feed(e) { look(decoder.frame) }
    }

    /// Ends the trace: contacts still down end at the last event.
    mutating func finish() {
        if decoder.finish(at: last) { look(decoder.frame) }
        hoverOnly = seenPen.subtracting(touched).count
    }

    private mutating func look(_ frame: Frame) {
        for c in frame.contacts {
            let isPen = c.tool == .pen || c.tool == .eraser
            if isPen { seenPen.insert(c.id) }
            guard c.isTouching, !touched.contains(c.id) else { continue }
            touched.insert(c.id)
            touches += 1
            if isPen { penTips += 1 }
            if Self.contains(region, c.normalisedX, c.normalisedY) { onKeyboard += 1 }
            extend(c.normalisedX, c.normalisedY)
        }
    }

    private mutating func extend(_ x: Double, _ y: Double) {
        guard let b = bounds else { bounds = NormalisedRect(x: x, y: y, width: 0, height: 0); return }
        let x0 = min(b.x, x), y0 = min(b.y, y)
        bounds = NormalisedRect(x: x0, y: y0, width: max(b.x + b.width, x) - x0, height: max(b.y + b.height, y) - y0)
    }

    static func contains(_ r: NormalisedRect, _ x: Double, _ y: Double) -> Bool {
        x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
    }

    /// The notes for standard error.
    func notes(description d: DeviceDescription, region r: NormalisedRect) -> [String] {
        var out: [String] = []
        let area = "x \(Self.f(r.x))–\(Self.f(r.x + r.width)), y \(Self.f(r.y))–\(Self.f(r.y + r.height))"
        switch d.classification.kind {
        case .touchpad:
            out.append("note: \"\(d.name)\" is a touchpad: its surface (\(area) of it) is mapped absolutely onto the keyboard; "
                       + "a touch types the key at the same place on the pad, there is no pointer")
        case .penTablet:
            out.append("note: \"\(d.name)\" is a pen tablet without a screen: its area \(area) is the keyboard; "
                       + "the pen types the key under the place its tip touches the tablet")
        default: break
        }
        if penTips + hoverOnly > 0 {
            out.append("note: pen: a key is typed only when the tip touches (BTN_TOUCH); hovering above the surface moves nothing — "
                       + "\(penTips) tip touch\(penTips == 1 ? "" : "es"), \(hoverOnly) hover-only approach\(hoverOnly == 1 ? "" : "es")")
        }
        if touches == 0 {
            out.append("note: the trace has no touches (no contact ever touched the surface)")
        } else if onKeyboard == 0 {
            var s = "note: \(touches) touch\(touches == 1 ? "" : "es"), none on the keyboard (device region \(area))"
            if let b = bounds {
                s += "; they landed in x \(Self.f(b.x))–\(Self.f(b.x + b.width)), y \(Self.f(b.y))–\(Self.f(b.y + b.height)): place the keyboard there with --region"
            }
            out.append(s)
        }
        return out
    }

    static func f(_ v: Double) -> String { ShowJSON.number(v) }
}

/// A trace source that shows each event it passes on to a ``ReplayNarration``.
struct NarratingTraceSource: TraceSource {
    var base: any TraceSource
    private(set) var narration: ReplayNarration

    init(_ base: any TraceSource, narration: ReplayNarration) {
        self.base = base
        self.narration = narration
    }

    var description: DeviceDescription? { base.description }
    var headerComments: [String] { base.headerComments }
    var warnings: [String] { base.warnings }

    mutating func next() throws(TraceError) -> InputEvent? {
        guard let e = try base.next() else { return nil }
        narration.observe(e)
        return e
    }
}
