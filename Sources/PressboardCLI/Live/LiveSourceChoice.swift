import ArgumentParser
import Pressboard
import TouchInput

/// Which source `run` types from: a trace played in real time (`--trace`), the window's pointer
/// (`--pointer`, or when the machine has no touch device and a window is shown), else the given
/// or first touchscreen or tablet. Falling back to the pointer is said on stderr.
struct LiveSourceChoice {
    let source: any LiveSource

    /// `switchesPointerDevice`: whether the pointer may change device when a touch brings
    /// pressure (not while recording, whose header describes one device).
    init(trace: String?, speed: Double, pointer: Bool, device: String?, grab: Bool, switchesPointerDevice: Bool = true,
         screen: LiveScreen?) throws {
        if let trace {
            guard !pointer, device == nil else { throw ValidationError("--trace plays a recording: give it without --pointer or --device") }
            source = try TraceClockSource(path: trace, speed: speed)
            return
        }
        guard speed == 1 else { throw ValidationError("--speed needs --trace") }
        if pointer {
            guard let screen, screen.hasWindow else { throw ValidationError("--pointer needs the window (not --terminal or --headless)") }
            source = PointerSource(screen: screen, switchesDevice: switchesPointerDevice)
            return
        }
        do {
            let path = try device ?? DeviceScanner().firstTouchDevice().path
            source = EvdevSource(try EvdevDevice(path: path, grab: grab))
        } catch let error as EvdevError {
            guard device == nil else { throw error }
            switch error {
            case .noInputDirectory, .noTouchDevice, .notFound:
                if let screen, screen.hasWindow {
                    printError("No touch device (\(error)). Using the pointer: click or touch the keys in the window.")
                    source = PointerSource(screen: screen, switchesDevice: switchesPointerDevice)
                } else if case .noTouchDevice = error {
                    // Without a window there is no pointer: wait for a touch device to be plugged in.
                    printError("No touch device yet (\(error)). Waiting for one to appear in /dev/input; Ctrl-C stops.")
                    source = IdleSource(PointerTouchscreen(width: 800, height: 600).deviceDescription)
                } else {
                    throw error
                }
            default:
                throw error
            }
        }
    }
}
