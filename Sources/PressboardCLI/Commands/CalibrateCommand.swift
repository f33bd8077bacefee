import ArgumentParser
import Intensity
import Pressboard

/// `pressboard calibrate TRACE | --device PATH [--save]`: learns a device's pressure and contact-size
/// calibration from the touches of a recorded trace, prints it, and can store it in the
/// configuration file under `"calibrations"` → device key.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Learn a device's pressure calibration from its touches (a recorded trace or the live device).",
        discussion: "Press keys the way you usually type, some soft and some hard, while recording (`pressboard record` or evemu-record), then run `pressboard calibrate trace.evemu`; or press them live with `pressboard calibrate --device /dev/input/eventN`. "
            + "The full-press level becomes the 90th percentile of what the touches measured, so typical soft and hard presses span the 0–100 scale; "
            + "a pen that reports pressure while hovering (a worn nib) gets that resting value as its offset. The same trace always gives the same values. "
            + "With --save they are written atomically into the configuration file's \"calibrations\" object, keyed by the device's name and ids; other keys are kept."
    )

    @Argument(help: "A recorded trace (evemu or libinput record) of the device being pressed.")
    var trace: String?

    @Option(help: ArgumentHelp("A live device node (/dev/input/eventN) to learn from instead of a trace.", valueName: "PATH"))
    var device: String?

    @Option(help: "With --device: stop after this many finished touches.")
    var touches = 30

    @Option(help: ArgumentHelp("With --device: stop after this many seconds.", valueName: "S"))
    var duration: Double?

    @Flag(help: "Write the learned values into the configuration file.")
    var save = false

    /// `--config`, `--print-spec` and the session flags: the spec whose stored calibrations the
    /// learning starts from (their floors: offset and minimum), resolved like `run`'s.
    @OptionGroup var session: SpecOptions

    func validate() throws {
        if session.printSpec { return }
        if trace == nil && device == nil { throw ValidationError("give a TRACE file or --device PATH") }
        if trace != nil && device != nil { throw ValidationError("give either a TRACE file or --device PATH, not both") }
        if touches < 1 { throw ValidationError("--touches must be at least 1") }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
    }

    func run() throws {
        let configPath = session.config ?? CalibrationConfigFile.defaultPath()
        let spec = try Self.spec(session)
        if session.printSpec { return SpecResolution.print(spec) }
        let learned: TraceCalibration
        if let device {
            learned = try TraceCalibration.learn(devicePath: device, spec: spec, touches: touches, duration: duration)
        } else {
            learned = try TraceCalibration.learn(tracePath: trace!, spec: spec)
        }
        print(learned.report())
        guard let entry = learned.deviceCalibration else {
            print("nothing learned: fewer than \(AutoCalibrator.Parameters.default.minimumTouches) finished touches reported pressure or contact size")
            if save { throw ExitCode.failure }
            return
        }
        if save {
            try CalibrationConfigFile.save(entry, key: learned.deviceKey, path: configPath)
            print("saved to \(configPath) under \"calibrations\" → \"\(learned.deviceKey)\"")
        } else {
            print("not saved; add --save to write it to \(configPath)")
        }
    }
}

extension CalibrateCommand {
    /// The spec calibrate learns for: the configuration file (`--config`, else the user's
    /// default file), then the flags — as `run` resolves it.
    static func spec(_ flags: SpecOptions) throws -> SessionSpec {
        SpecResolution.spec(file: try SpecResolution.configuration(flags, readsDefault: true), flags: flags).0
    }
}
