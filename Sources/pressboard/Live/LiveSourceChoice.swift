import ArgumentParser
import TouchInput

/// Which source `run` types from: a trace played in real time (`--trace`), the window's pointer
/// (`--pointer`, or when the machine has no touch device and a window is shown), else the given
/// or first touchscreen or tablet. Falling back to the pointer is said on stderr.
struct LiveSourceChoice {
    let source: any LiveSource

    init(trace: String?, speed: Double, pointer: Bool, device: String?, grab: Bool, screen: LiveScreen?) throws {
        if let trace {
            guard !pointer, device == nil else { throw ValidationError("--trace plays a recording: give it without --pointer or --device") }
            source = try TraceClockSource(path: trace, speed: speed)
            return
        }
        guard speed == 1 else { throw ValidationError("--speed needs --trace") }
        if pointer {
            guard let screen, screen.hasWindow else { throw ValidationError("--pointer needs the window (not --terminal or --headless)") }
            source = PointerSource(screen: screen)
            return
        }
        do {
            let path = try device ?? DeviceScanner().firstTouchDevice().path
            source = EvdevSource(try EvdevDevice(path: path, grab: grab))
        } catch let error as EvdevError {
            guard device == nil, let screen, screen.hasWindow else { throw error }
            switch error {
            case .noInputDirectory, .noTouchDevice, .notFound:
                printError("No touch device (\(error)). Using the pointer: click or touch the keys in the window.")
                source = PointerSource(screen: screen)
            default:
                throw error
            }
        }
    }
}
