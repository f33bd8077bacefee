import Keyboard
import Suggestions
import TextEditing
import TouchInput

/// The printed forms of a replay: readable text, or one stable JSON object (keys in a fixed
/// order, no floating point, nothing machine-dependent) so tests can compare bytes.
public enum ReplayReport {
    public static func text(_ r: ReplayResult) -> String {
        let doc = r.session.editor.document
        var s = "text: " + doc.string.replacingNewlines
        s += "\nintensities: " + intensities(doc).map(String.init).joined(separator: " ")
        let list = r.session.suggestions
        let shown = SuggestionStrip.standardRankInCell.map { $0 < list.count ? list[$0].text : "" }
        if !r.session.suggestions.isEmpty { s += "\nsuggestions: " + shown.joined(separator: " | ") }
        if let i = r.intended {
            s += "\nintended: " + i.text.replacingNewlines
            s += "\nmatches intended: \(i.text == doc.string ? "yes" : "no")"
        }
        return s
    }

    public static func intensities(_ doc: IntensityDocument) -> [Int] {
        (0..<doc.characterCount).map { Int(doc.intensity(atCharacterOffset: $0)) }
    }

    public static func json(_ r: ReplayResult) -> String {
        let doc = r.session.editor.document
        var o = "{\"keyset\":\(JSONText.quoted(r.keysetID))"
        o += ",\"text\":\(JSONText.quoted(doc.string))"
        o += ",\"intensities\":[\(intensities(doc).map(String.init).joined(separator: ","))]"
        o += ",\"selection\":[\(r.session.editor.selection.lowerBound),\(r.session.editor.selection.upperBound)]"
        o += ",\"events\":\(r.eventCount)"
        o += ",\"actions\":[" + r.session.events.map { action($0) }.joined(separator: ",") + "]"
        o += ",\"suggestions\":[" + r.session.suggestions.map { s in
            "{\"text\":\(JSONText.quoted(s.text)),\"autocorrect\":\(s.isAutocorrect)}"
        }.joined(separator: ",") + "]"
        if let i = r.intended {
            o += ",\"intended\":{\"text\":\(JSONText.quoted(i.text)),\"intensities\":[\(i.intensities.map(String.init).joined(separator: ","))]}"
        }
        return o + "}"
    }

    static func action(_ e: SessionEvent) -> String {
        let o = e.output
        var s = "{\"time_us\":\(o.time.microseconds)"
        if let c = o.contact { s += ",\"contact\":\(c)" }
        switch o.action {
        case .text(let t, let i): s += ",\"type\":\"text\",\"text\":\(JSONText.quoted(t)),\"intensity\":\(i)"
        case .deadKey(let k, let i): s += ",\"type\":\"dead_key\",\"key\":\(JSONText.quoted(k.rawValue)),\"intensity\":\(i)"
        case .delete(let u): s += ",\"type\":\"delete\",\"unit\":\(JSONText.quoted(u.rawValue))"
        case .newline(let i): s += ",\"type\":\"newline\",\"intensity\":\(i)"
        case .page(let p): s += ",\"type\":\"page\",\"page\":\(JSONText.quoted(p))"
        case .shift(let st): s += ",\"type\":\"shift\",\"state\":\(JSONText.quoted(st.rawValue))"
        case .suggestion(let rank, let i): s += ",\"type\":\"suggestion\",\"rank\":\(rank),\"intensity\":\(i)"
        case .manualIntensity(let v): s += ",\"type\":\"manual_intensity\",\"value\":\(v)"
        case .format(let f): s += ",\"type\":\"format\",\"format\":\(JSONText.quoted(f.rawValue))"
        case .intensityKey(let i): s += ",\"type\":\"intensity_key\",\"intensity\":\(i)"
        case .renderScheme(let v): s += ",\"type\":\"scheme\",\"scheme\":\(JSONText.quoted(v.name))"
        case .smoothing(let v): s += ",\"type\":\"smoothing\",\"unit\":\(JSONText.quoted(v.rawValue))"
        case .copy: s += ",\"type\":\"copy\""
        }
        return s + "}"
    }
}

extension String {
    /// Newlines shown as ⏎ on one-line outputs.
    public var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎") }
}
