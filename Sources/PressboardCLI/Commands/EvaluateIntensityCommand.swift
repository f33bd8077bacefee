import ArgumentParser
import FoundationEssentials
import Intensity
import Keyboard
import Pressboard
import TouchInput

/// `pressboard evaluate-intensity`: does a harder press read as more intense on each device?
struct EvaluateIntensityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate-intensity",
        abstract: "Measure the rank correlation between intended and measured intensity per device.",
        discussion: """
        For each device description, the typist simulator types a text pressing each letter with
        an intended force (through pressure, else contact size growing with force, else how long
        the key is held); a session with default settings replays the events; Spearman's ρ
        between intended and committed intensities is printed per device. Runs vary the seed and
        the simulated sensor (linear, square-root and convex responses; narrow and wide
        contacts). The goal is ρ ≥ 0.9 on every kind of device.

        Examples:
          pressboard evaluate-intensity Tests/Fixtures/devices/*.evemu
          pressboard evaluate-intensity --minor-never-sent Tests/Fixtures/devices/minor-reported-zero.evemu --json
        """
    )

    @Argument(help: "Device descriptions (evemu files; their events are ignored).") var devices: [String]
    @Option(help: "Keyset id.") var keyset: String = "basic-latin"
    @Option(help: "Text the typist types.")
    var text: String = "the quick brown fox jumps over the lazy dog and pressboard feels how hard each letter was pressed"
    @Option(help: "Runs per device (seeds and sensor responses vary).") var runs: Int = 4
    @Option(help: "First random seed.") var seed: UInt64 = 1
    @Flag(help: "Imitate firmware that advertises ABS_MT_TOUCH_MINOR but never sends it.") var minorNeverSent = false
    @Flag(help: "One JSON object per device.") var json = false
    @Flag(help: "Also print each run's intended → measured intensities, in typing order.") var verbose = false
    @Option(help: "Directory searched for keysets before the standard ones.") var keysets: String?

    func validate() throws {
        if devices.isEmpty { throw ValidationError("give at least one device description") }
        if runs < 1 { throw ValidationError("--runs must be ≥ 1") }
    }

    func run() throws {
        let k = try KeysetSearch.load(id: keyset, override: keysets)
        let evaluation = IntensityEvaluation(keyset: k, text: text, runs: runs, firstSeed: seed)
        let progress = ProgressLine("evaluate-intensity", total: devices.count, unit: "devices")
        defer { progress.finish() }
        for (i, path) in devices.enumerated() {
            progress.update(i)
            let d = try KeysetSearch.description(path)
            for w in InterpreterDecision(device: d).warnings { printError("warning: " + w) }
            let r: IntensityEvaluation.Result
            do { r = try evaluation.evaluate(d, firmware: minorNeverSent ? .minorNeverSent : .faithful) }
            catch { throw ValidationError("\(path): \(error.description)") }
            print(json ? Self.json(r, path: path) : Self.text(r, path: path))
            if verbose { for run in r.runs { print("  seed \(run.seed): " + zip(run.intended, run.measured).map { "\($0)→\($1)" }.joined(separator: " ")) } }
        }
    }

    static func text(_ r: IntensityEvaluation.Result, path: String) -> String {
        let rho = r.spearman.map { ShowJSON.number(($0 * 1000).rounded() / 1000) } ?? "n/a"
        let worst = r.worstRun.map { ShowJSON.number(($0 * 1000).rounded() / 1000) } ?? "n/a"
        let typed = r.runs.filter(\.typedAsIntended).count
        return "\(r.device) (\(path)): spearman \(rho) (worst run \(worst)), \(r.interpreter.rawValue)"
            + (r.autoCalibrated ? " auto-calibrated" : "") + ", \(typed)/\(r.runs.count) runs typed as intended"
    }

    static func json(_ r: IntensityEvaluation.Result, path: String) -> String {
        let rho = r.spearman.map { ShowJSON.number($0) } ?? "null"
        let runs = r.runs.map { run in
            "{\"seed\":\(run.seed),\"exponent\":\(ShowJSON.number(run.response.exponent)),\"typed\":\(run.typedAsIntended),"
                + "\"spearman\":\(run.spearman.map { ShowJSON.number($0) } ?? "null")}"
        }
        return "{\"device\":\(JSONText.quoted(r.device)),\"path\":\(JSONText.quoted(path)),\"interpreter\":\"\(r.interpreter.rawValue)\","
            + "\"auto_calibrated\":\(r.autoCalibrated),\"spearman\":\(rho),\"runs\":[\(runs.joined(separator: ","))]}"
    }
}
