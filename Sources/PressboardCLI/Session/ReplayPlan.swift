import ArgumentParser
import Foundation
import Keyboard
import Pressboard
import TouchInput

/// What a replay builds, decided from the trace's header, the configuration file and the flags:
/// a recording's spec (else a synthesised trace's keyset and placement, else the defaults), then
/// the file, then the flags — through ``SpecResolution`` like every command.
struct ReplayPlan {
    var trace: String
    var description: DeviceDescription
    var spec: SessionSpec
    /// Line of the recorded spec comment in the trace, when it has one.
    var recordedLine: Int?
    /// Notes for standard error (what overrides the recorded spec).
    var notes: [String] = []

    /// `description` (from `--description FILE`) replaces the trace's own, and is required for an
    /// events-only trace.
    init(trace: String, source: any TraceSource, flags: SpecOptions, file: UserConfiguration,
         description given: DeviceDescription? = nil) throws {
        guard let description = given ?? source.description else {
            throw ValidationError("\(trace) has no device description (an events-only file): pass --description DEVICE.evemu")
        }
        self.trace = trace
        self.description = description
        var base = SessionSpec()
        if !flags.ignoreRecordedSpec, let recorded = try Self.recordedSpec(trace) {
            base = recorded.spec
            recordedLine = recorded.line
        } else {
            // A trace without a spec: the synthesiser's keyset and placement, else the device's
            // default region (the keyboard where a replay has always mapped such traces).
            let header = SynthesisHeader.parse(comments: source.headerComments)
            if let k = header?.keyset { base.keyset.id = k }
            base.keyboard.region = header?.region ?? DeviceMapping.defaultRegion(for: description.classification.kind)
            if let r = header?.rotation { base.keyboard.rotation = r }
        }
        let (spec, overrides) = SpecResolution.spec(base: base, file: file, flags: flags)
        self.spec = spec
        if let line = recordedLine, !overrides.isEmpty {
            notes.append("note: \(trace):\(line): " + overrides.joined(separator: ", ") + " override the recorded session spec")
        }
    }

    /// The session, built from the spec; a recorded keyset that is not installed is an error at
    /// the spec's line, naming the flag that overrides it.
    func build() throws -> Session {
        let built: SessionBuild
        do { built = try SpecResolution.builder().build(spec, device: description) }
        catch {
            guard let line = recordedLine, case .keyset = error else { throw ValidationError(error.description) }
            throw ValidationError("\(trace):\(line): the recorded session spec names keyset '\(spec.keyset.id)', which cannot be loaded "
                                  + "(\(error.description)); choose another with --keyset (and --keysets DIR)")
        }
        for w in built.warnings { printError("warning: \(w)") }
        return built.session
    }

    /// The spec a recording's header carries; a malformed or unsupported one is a located error
    /// that names the flag replaying without it.
    static func recordedSpec(_ trace: String) throws -> (spec: SessionSpec, line: Int)? {
        let text = try headerText(trace)
        do { return try SessionSpecHeader.read(text: text, file: trace) }
        catch { throw ValidationError("\(error.description); replay without the recorded spec with --ignore-recorded-spec (and --keyset …)") }
    }

    /// The leading comment lines of a trace (where a spec lives), without reading all events.
    static func headerText(_ path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        var text = ""
        while let chunk = try handle.read(upToCount: 65_536), !chunk.isEmpty {
            text += String(decoding: chunk, as: UTF8.self)
            // The header ends at the first line that is not a comment.
            if text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: { !$0.isEmpty && !$0.hasPrefix("#") }) { break }
        }
        return text
    }
}
