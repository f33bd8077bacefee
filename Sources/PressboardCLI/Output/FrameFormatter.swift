import TouchInput

/// Prints decoded frames for `pressboard dump`: readable lines, or one JSON object per frame.
struct FrameFormatter {
    var json: Bool

    func format(_ frame: Frame) -> String {
        json ? jsonLine(frame) : text(frame)
    }

    private func text(_ f: Frame) -> String {
        var s = "\(f.time)  \(f.contacts.count) contact\(f.contacts.count == 1 ? "" : "s")"
        for c in f.contacts {
            s += "\n  #\(c.id) slot \(c.slot) \(c.phase.rawValue) \(c.tool.rawValue) x=\(c.x) y=\(c.y)"
            if let mx = c.millimetreX, let my = c.millimetreY { s += " (\(fixed(mx, 1)) mm, \(fixed(my, 1)) mm)" }
            s += " n=(\(fixed(c.normalisedX, 3)), \(fixed(c.normalisedY, 3)))"
            if let p = c.pressure { s += " p=\(p) (\(fixed(c.normalisedPressure ?? 0, 3)))" }
            if let m = c.touchMajor { s += " major=\(m)" }
            if let m = c.touchMinor { s += " minor=\(m)" }
            if let o = c.orientation { s += " orientation=\(o)" }
            if let d = c.distance { s += " distance=\(d)" }
            if let tx = c.tiltX, let ty = c.tiltY { s += " tilt=(\(tx), \(ty))" }
            if c.tool == .pen || c.tool == .eraser { s += c.isTouching ? " tip" : " hover" }
            if c.stylusButton { s += " stylus" }
            if c.stylusButton2 { s += " stylus2" }
            if c.resynced { s += " resynced" }
        }
        return s
    }

    private func jsonLine(_ f: Frame) -> String {
        var parts: [String] = []
        for c in f.contacts {
            var o = "{\"id\":\(c.id),\"slot\":\(c.slot),\"phase\":\"\(c.phase.rawValue)\",\"tool\":\"\(c.tool.rawValue)\""
            o += ",\"x\":\(c.x),\"y\":\(c.y),\"nx\":\(fixed(c.normalisedX, 6)),\"ny\":\(fixed(c.normalisedY, 6))"
            if let mx = c.millimetreX, let my = c.millimetreY { o += ",\"mm_x\":\(fixed(mx, 3)),\"mm_y\":\(fixed(my, 3))" }
            if let p = c.pressure { o += ",\"pressure\":\(p),\"pressure_n\":\(fixed(c.normalisedPressure ?? 0, 6))" }
            if let m = c.touchMajor { o += ",\"touch_major\":\(m)" }
            if let m = c.touchMinor { o += ",\"touch_minor\":\(m)" }
            if let v = c.orientation { o += ",\"orientation\":\(v)" }
            if let v = c.distance { o += ",\"distance\":\(v)" }
            if let tx = c.tiltX, let ty = c.tiltY { o += ",\"tilt_x\":\(tx),\"tilt_y\":\(ty)" }
            o += ",\"touching\":\(c.isTouching)"
            if c.stylusButton { o += ",\"stylus\":true" }
            if c.stylusButton2 { o += ",\"stylus2\":true" }
            if c.resynced { o += ",\"resynced\":true" }
            parts.append(o + "}")
        }
        return "{\"time\":\(f.time),\"contacts\":[\(parts.joined(separator: ","))]}"
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
