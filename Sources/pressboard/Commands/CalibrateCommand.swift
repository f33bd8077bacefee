import ArgumentParser
import Intensity

/// `pressboard calibrate TRACE [--save]`: learns a device's pressure and contact-size
/// calibration from the touches of a recorded trace, prints it, and can store it in the
/// configuration file under `"calibrations"` → device key.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Learn a device's pressure calibration from its touches (a recorded trace).",
        discussion: "Press keys the way you usually type, some soft and some hard, while recording (`pressboard record` or evemu-record), then run `pressboard calibrate trace.evemu`. "
            + "The full-press level becomes the 90th percentile of what the touches measured, so typical soft and hard presses span the 0–100 scale; "
            + "a pen that reports pressure while hovering (a worn nib) gets that resting value as its offset. The same trace always gives the same values. "
            + "With --save they are written atomically into the configuration file's \"calibrations\" object, keyed by the device's name and ids; other keys are kept."
    )

    @Argument(help: "A recorded trace (evemu or libinput record) of the device being pressed.")
    var trace: String?

    @Option(help: "A live device node (/dev/input/eventN) to learn from instead of a trace.")
    var device: String?

    @Flag(help: "Write the learned values into the configuration file.")
    var save = false

    @Option(help: "Configuration file (default $XDG_CONFIG_HOME/pressboard/config.json).")
    var config: String?

    func validate() throws {
        if trace == nil && device == nil { throw ValidationError("give a TRACE file or --device PATH") }
        if trace != nil && device != nil { throw ValidationError("give either a TRACE file or --device PATH, not both") }
    }

    func run() throws {
        if let device {
            throw CalibrateError(message: """
            calibrating from a live device (\(device)) needs the live-device support in TouchInput, \
            which this build does not have yet; record a trace instead (evemu-record \(device) > t.evemu) \
            and run `pressboard calibrate t.evemu`
            """)
        }
        let configPath = config ?? CalibrationConfigFile.defaultPath()
        let stored = try CalibrationConfigFile.load(path: configPath)
        let learned = try TraceCalibration.learn(tracePath: trace!, stored: stored)
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

/// A failure of `calibrate` that is not a usage mistake (so no usage text is printed).
struct CalibrateError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
