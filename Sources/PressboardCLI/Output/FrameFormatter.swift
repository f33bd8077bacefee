import TouchInput

/// Prints decoded frames for `pressboard dump`: readable lines, or one JSON object per frame.
/// Times count from `origin` (the trace's first event) unless it is nil; tilt is in degrees when
/// the axis has a resolution (units per radian); pressure is also a fraction of its range.
struct FrameFormatter {
    var json: Bool
    /// Time zero (the first event), or nil to print the trace's own timestamps.
    var origin: Timestamp? = nil
    /// Tilt axes' resolutions in units per radian (0: unknown, raw units are printed).
    var tiltResolution: (x: Int32, y: Int32) = (0, 0)

    /// `contacts` are the ones to show (all, or only those that changed); `total` is how many the frame has.
    func format(_ frame: Frame, contacts: [Contact]? = nil) -> String {
        let shown = contacts ?? frame.contacts
        return json ? jsonLine(frame, shown) : text(frame, shown)
    }

    func time(_ t: Timestamp) -> String {
        guard let origin else { return t.description }
        let d = Timestamp(microseconds: t.microseconds - origin.microseconds)
        return (d.microseconds < 0 ? "-" : "+") + Timestamp(microseconds: abs(d.microseconds)).description
    }

    /// Tilt in degrees when both axes have a resolution.
    func tiltDegrees(_ c: Contact) -> (x: Double, y: Double)? {
        guard let tx = c.tiltX, let ty = c.tiltY, tiltResolution.x > 0, tiltResolution.y > 0 else { return nil }
        let k = 180 / Double.pi
        return (Double(tx) / Double(tiltResolution.x) * k, Double(ty) / Double(tiltResolution.y) * k)
    }

    private func text(_ f: Frame, _ shown: [Contact]) -> String {
        var s = "\(time(f.time))  \(f.contacts.count) contact\(f.contacts.count == 1 ? "" : "s")"
        if shown.count != f.contacts.count { s += ", \(shown.count) changed" }
        for c in shown {
            s += "\n  #\(c.id) slot \(c.slot) \(c.phase.rawValue) \(c.tool.rawValue) x=\(c.x) y=\(c.y)"
            if let mx = c.millimetreX, let my = c.millimetreY { s += " (\(fixed(mx, 1)) mm, \(fixed(my, 1)) mm)" }
            s += " n=(\(fixed(c.normalisedX, 3)), \(fixed(c.normalisedY, 3)))"
            if let p = c.pressure { s += " p=\(p) (\(fixed((c.normalisedPressure ?? 0) * 100, 1)) % of range)" }
            if let m = c.touchMajor { s += " major=\(m)" }
            if let m = c.touchMinor { s += " minor=\(m)" }
            if let o = c.orientation { s += " orientation=\(o)" }
            if let d = c.distance { s += " distance=\(d)" }
            if let t = tiltDegrees(c) { s += " tilt=(\(fixed(t.x, 1))°, \(fixed(t.y, 1))°)" }
            else if let tx = c.tiltX, let ty = c.tiltY { s += " tilt=(\(tx), \(ty)) raw" }
            if c.tool == .pen || c.tool == .eraser { s += c.isTouching ? " tip" : " hover" }
            if c.stylusButton { s += " stylus" }
            if c.stylusButton2 { s += " stylus2" }
            if c.resynced { s += " resynced" }
        }
        return s
    }

    private func jsonLine(_ f: Frame, _ shown: [Contact]) -> String {
        var parts: [String] = []
        for c in shown {
            var o = "{\"id\":\(c.id),\"slot\":\(c.slot),\"phase\":\"\(c.phase.rawValue)\",\"tool\":\"\(c.tool.rawValue)\""
            o += ",\"x\":\(c.x),\"y\":\(c.y),\"nx\":\(fixed(c.normalisedX, 6)),\"ny\":\(fixed(c.normalisedY, 6))"
            if let mx = c.millimetreX, let my = c.millimetreY { o += ",\"mm_x\":\(fixed(mx, 3)),\"mm_y\":\(fixed(my, 3))" }
            if let p = c.pressure { o += ",\"pressure\":\(p),\"pressure_n\":\(fixed(c.normalisedPressure ?? 0, 6))" }
            if let m = c.touchMajor { o += ",\"touch_major\":\(m)" }
            if let m = c.touchMinor { o += ",\"touch_minor\":\(m)" }
            if let v = c.orientation { o += ",\"orientation\":\(v)" }
            if let v = c.distance { o += ",\"distance\":\(v)" }
            if let tx = c.tiltX, let ty = c.tiltY { o += ",\"tilt_x\":\(tx),\"tilt_y\":\(ty)" }
            if let t = tiltDegrees(c) { o += ",\"tilt_x_deg\":\(fixed(t.x, 3)),\"tilt_y_deg\":\(fixed(t.y, 3))" }
            o += ",\"touching\":\(c.isTouching)"
            if c.stylusButton { o += ",\"stylus\":true" }
            if c.stylusButton2 { o += ",\"stylus2\":true" }
            if c.resynced { o += ",\"resynced\":true" }
            parts.append(o + "}")
        }
        return "{\"time\":\(time(f.time).replacingPlus()),\"count\":\(f.contacts.count),\"contacts\":[\(parts.joined(separator: ","))]}"
    }

    /// Fixed-point formatting without Foundation (deterministic across machines).
    private func fixed(_ v: Double, _ digits: Int) -> String {
        guard v.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (abs(v) * scale).rounded()
        let whole = Int(r / scale)
        let frac = Int(r - Double(whole) * scale)
        let fs = String(frac)
        let sign = v < 0 && r != 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole)." + String(repeating: "0", count: digits - fs.count) + fs
    }
}

private extension String {
    /// JSON numbers carry no leading '+'.
    func replacingPlus() -> String { hasPrefix("+") ? String(dropFirst()) : self }
}
