import TouchInput

/// Types text on a keyset by writing the evdev events a real typist's touches would make on a
/// device: points scattered around key centres (plus a constant per-key aiming error), pressure
/// that rises, holds at the intended intensity and falls, timing from a words-per-minute
/// setting with variance, two thumbs whose touches overlap (exercising rollover), and long
/// presses for alternatives. Seeded: the same inputs give the same events.
///
/// Supported devices: multitouch protocol B (touchscreens, touchpads), single-touch panels and
/// pens; one touch at a time on the last two.
public struct TypistSimulator: Sendable {
    public let geometry: KeyboardGeometry
    public let mapping: DeviceMapping
    public let device: DeviceDescription
    public let configuration: TypistConfiguration
    /// The engine timings the typist must respect (long-press delay, noise window).
    public let keyboard: KeyboardConfiguration

    public init(geometry: KeyboardGeometry, mapping: DeviceMapping, device: DeviceDescription,
                configuration: TypistConfiguration = .default, keyboard: KeyboardConfiguration = .default) {
        self.geometry = geometry
        self.mapping = mapping
        self.device = device
        self.configuration = configuration
        self.keyboard = keyboard
    }

    /// One sample of a touch: keyboard position and normalised pressure.
    struct Sample { var time: Int64; var x: Double; var y: Double; var pressure: Double }

    public func synthesise(_ text: String) throws(SynthesisError) -> SynthesisedTrace {
        let proto = device.classification.protocolKind
        guard let axes = device.positionAxes else { throw .unsupportedDevice("no position axes") }
        guard proto == .multitouchB || proto == .multitouchA || proto == .singleTouch || proto == .pen || proto == .penAndTouch else {
            throw .unsupportedDevice("wire protocol \(proto.rawValue) (the simulator writes multi-touch protocol A or B, single touch or pen)")
        }
        let oneAtATime = !(proto == .multitouchB || proto == .multitouchA || proto == .penAndTouch) || !configuration.twoThumbs
        let byDuration = IntensityChannel(device: device) == .duration
        var rng = SeededGenerator(seed: configuration.seed)
        let chars = Array(text)
        let intensities: [Int] = chars.indices.map { i in
            if let given = configuration.intensities, i < given.count { return min(max(given[i], 0), 100) }
            return Int(min(max(rng.gaussian(mean: configuration.intensity, sigma: configuration.intensitySpread), 5), 100).rounded())
        }
        let planner = KeystrokePlanner(geometry: geometry, autoCapitalization: configuration.autoCapitalization)
        let strokes = slips(try planner.plan(text, intensities: intensities), rng: &rng)

        // Constant aiming error per key, drawn in a fixed order so it depends only on the seed.
        var offsets: [[(Double, Double)]] = geometry.pages.map { $0.keys.map { _ in (0, 0) } }
        var ownOffsets = configuration.offsetSeed.map { SeededGenerator(seed: $0) }
        for p in offsets.indices { for k in offsets[p].indices {
            let sigma = configuration.systematicOffset
            if ownOffsets != nil {
                offsets[p][k] = (ownOffsets!.gaussian(sigma: sigma), ownOffsets!.gaussian(sigma: sigma))
            } else {
                offsets[p][k] = (rng.gaussian(sigma: sigma), rng.gaussian(sigma: sigma))
            }
        } }

        let (touches, tapCount, outside) = timedTouches(strokes, offsets: offsets, oneAtATime: oneAtATime,
                                                        byDuration: byDuration, rng: &rng)
        var encoder = TouchEventEncoder(device: device, axes: axes, mapping: mapping, response: configuration.forceResponse)
        let (events, timed) = encoder.encode(touches)
        let header = SynthesisHeader(keyset: geometry.keyset.id, seed: configuration.seed, text: text, intensities: intensities,
                                     region: mapping.region, rotation: mapping.rotation)
        return SynthesisedTrace(description: device, events: events, comments: header.comments, text: text,
                                intensities: intensities, strokes: timed, tapCount: tapCount, tapsOutsideKey: outside)
    }

    /// Places each planned stroke in time and space: where the finger lands (key centre, the
    /// key's constant aiming error, slow drift, scatter), when it presses (typing rate with
    /// variance, two thumbs that may overlap, modifiers and alternatives blocking), how long it
    /// holds and where it slides — sampled on the device's scan grid. Also counts the taps and
    /// those that landed outside their key.
    private func timedTouches(_ strokes: [PlannedStroke], offsets: [[(Double, Double)]], oneAtATime: Bool, byDuration: Bool,
                              rng: inout SeededGenerator) -> ([(stroke: PlannedStroke, samples: [Sample])], Int, Int) {
        let grid = max(1, Int64((configuration.frameInterval * 1_000_000).rounded()))
        func q(_ s: Double) -> Int64 { Int64((s * 1_000_000 / Double(grid)).rounded()) * grid }
        let charInterval = 60 / (max(1, configuration.wordsPerMinute) * 5)
        let maxTap = max(0.04, keyboard.longPressDelay - 0.08)

        var touches: [(stroke: PlannedStroke, samples: [Sample])] = []
        var t = 0.2  // first touch 200 ms into the trace
        var thumbFree = [0.0, 0.0]
        var lastRelease = 0.0
        var lastWasBlocking = false
        var wander = (x: 0.0, y: 0.0)
        var tapCount = 0, outside = 0
        for s in strokes {
            let lk = geometry.pages[s.page].keys[s.keyIndex]
            if configuration.drift > 0 {
                wander.x = 0.95 * wander.x + rng.gaussian(sigma: configuration.drift)
                wander.y = 0.95 * wander.y + rng.gaussian(sigma: configuration.drift)
            }
            let aimX = lk.cell.centerX + offsets[s.page][s.keyIndex].0 + wander.x
            let aimY = lk.cell.centerY + offsets[s.page][s.keyIndex].1 + wander.y + s.aimShiftY
            let x0 = aimX + rng.gaussian(sigma: configuration.spread)
            let y0 = aimY + rng.gaussian(sigma: configuration.spread)
            if !s.isModifier {
                tapCount += 1
                if !lk.cell.contains(x: x0, y: y0) { outside += 1 }
            }
            let thumb = oneAtATime ? 0 : (lk.cell.centerX < geometry.width / 2 ? 0 : 1)
            var press = t + rng.logNormal(median: charInterval, sigma: configuration.timingVariance) * (s.isModifier ? 0.8 : 1)
            let gap = 0.06 + 0.03 * rng.unit()
            press = max(press, thumbFree[thumb] + gap)
            if oneAtATime || lastWasBlocking || s.isModifier { press = max(press, lastRelease + gap) }
            // Hold, and for alternatives the slide to the chosen cell.
            var path: [(time: Double, x: Double, y: Double)] = [(press, x0, y0)]
            var release: Double
            switch s.gesture {
            case .tap where byDuration:
                release = press + Self.hold(intensity: s.intensity, maxTap: maxTap) * (1 + rng.gaussian(sigma: 0.04))
            case .tap:
                release = press + min(max(rng.logNormal(median: configuration.pressDuration, sigma: 0.2), 0.04), maxTap)
            case .alternative(let index, let longPress):
                let popup = geometry.popups[s.page][s.keyIndex]!
                let cell = popup.cells[index]
                let tx = cell.centerX + rng.gaussian(sigma: configuration.spread / 3)
                let ty = cell.centerY + rng.gaussian(sigma: configuration.spread / 3)
                let slideStart = press + (longPress ? max(configuration.longPressHold, keyboard.longPressDelay + 0.1) : 0.06)
                let slideEnd = slideStart + (index == 0 ? 0 : 0.08)
                path.append((slideStart, x0, y0))
                if index != 0 { path.append((slideEnd, tx, ty)) }
                release = slideEnd + 0.08 + 0.04 * rng.unit()
            }
            release = max(release, lastRelease + 0.012)
            let pq = q(press), rq = max(q(release), pq + grid)
            touches.append((s, samples(from: pq, to: rq, grid: grid, path: path, intensity: s.intensity, rng: &rng)))
            t = Double(pq) / 1_000_000
            thumbFree[thumb] = Double(rq) / 1_000_000
            lastRelease = Double(rq) / 1_000_000
            lastWasBlocking = s.isModifier || { if case .alternative = s.gesture { return true } else { return false } }()
        }
        return (touches, tapCount, outside)
    }

    /// How long a tap is held to carry `intensity` on a device with neither pressure nor
    /// contact size: 40 ms at 0 up to just short of the long-press delay at 100, linear — the
    /// duration interpreter reads time held, so the intended order survives.
    static func hold(intensity: Int, maxTap: Double) -> Double {
        let level = Double(min(max(intensity, 0), 100)) / 100
        return 0.04 + (max(maxTap, 0.05) - 0.04) * level
    }

    /// Samples on the scan grid from press to the frame before release: position interpolated
    /// along the path with a little tremor; pressure rising over two frames, holding at the
    /// intended level with noise and easing off in the last frame.
    private func samples(from press: Int64, to release: Int64, grid: Int64, path: [(time: Double, x: Double, y: Double)],
                         intensity: Int, rng: inout SeededGenerator) -> [Sample] {
        let level = Double(intensity) / 100
        var out: [Sample] = []
        var time = press
        var i = 0
        let count = Int((release - press) / grid)
        while time < release {
            let s = Double(time) / 1_000_000
            var x = path[0].x, y = path[0].y
            for j in 1..<max(1, path.count) where path.count > 1 {
                let a = path[j - 1], b = path[j]
                if s >= b.time { x = b.x; y = b.y }
                else if s > a.time {
                    let f = (s - a.time) / max(1e-9, b.time - a.time)
                    x = a.x + (b.x - a.x) * f; y = a.y + (b.y - a.y) * f
                }
            }
            if i > 0 { x += rng.gaussian(sigma: 0.01); y += rng.gaussian(sigma: 0.01) }
            var p: Double
            switch i {
            case 0: p = 0.55 * level
            case 1: p = 0.85 * level
            default: p = level * (1 + rng.gaussian(sigma: 0.03))
            }
            if i == count - 1 && count > 3 { p = 0.8 * level }
            out.append(Sample(time: time, x: x, y: y, pressure: min(max(p, 0.01), 1)))
            time += grid
            i += 1
        }
        return out
    }
}
