import ArgumentParser
import TouchInput

extension TraceFormat: ExpressibleByArgument {}

/// `--format evemu|yaml` for commands that write a trace (`record`, `synth`): evemu text, or
/// libinput-record YAML that `libinput replay` and `libinput analyze` read. Without the flag, a
/// file named `.yaml`/`.yml` gets YAML.
struct TraceFormatOption: ParsableArguments {
    @Option(help: "Trace format: evemu (default) or yaml (libinput record; default for a .yaml/.yml file).")
    var format: TraceFormat?

    func resolved(for path: String?) -> TraceFormat {
        if let format { return format }
        let lower = (path ?? "").lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .evemu
    }
}
