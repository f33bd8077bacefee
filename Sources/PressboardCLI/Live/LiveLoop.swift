import Foundation
import Pressboard
import Rendering
import TextEditing
import TouchInput

/// Why a live session ended, or why it handed over to another source.
enum LiveEnding: CustomStringConvertible {
    case interrupted
    case durationReached
    case windowClosed
    /// A played trace (`run --trace`) reached its last event.
    case traceEnded
    /// The device went away (the session stops unless the loop watches for devices).
    case deviceRemoved
    /// A touch device appeared while typing with the pointer or nothing: go on with it.
    case newDevice(EvdevDevice)
    /// A window contact needs the pointer device with (or without) a pressure axis.
    case pointerDeviceChanged

    var description: String {
        switch self {
        case .interrupted: "Interrupted."
        case .durationReached: "Duration reached."
        case .windowClosed: "Window closed."
        case .traceEnded: "The trace ended."
        case .deviceRemoved: "The device was removed."
        case .newDevice(let device): "A touch device appeared: \(device.path)."
        case .pointerDeviceChanged: "The pointer changed device."
        }
    }

    /// Whether the session is over (the others hand over to the next live source).
    var stopsSession: Bool {
        switch self {
        case .deviceRemoved, .newDevice, .pointerDeviceChanged: false
        default: true
        }
    }
}

/// The live session's loop: read events from the source with a timeout that ends at the
/// keyboard's next deadline, feed them, advance the session to the source's clock when nothing
/// came, redraw after changes. A source's events and deadlines share its clock (monotonic for
/// devices and the pointer, the trace's own clock for a played trace).
struct LiveLoop {
    var source: any LiveSource
    var session: Session
    var screen: LiveScreen?
    var recorder: TraceFileWriter?
    var stop: StopFlag
    var duration: Double?
    /// Watches for touch devices while typing with the pointer or nothing, and lets an unplug
    /// end the loop with `.deviceRemoved` instead of stopping.
    var hotplug: DeviceHotplug? = nil
    var grab = false

    /// Runs until stopped, the window closes, the duration passes, the trace ends or the device
    /// changes; returns why. `start` is when the session began (for `duration`).
    func run(start: Timestamp = MonotonicClock.now()) throws -> LiveEnding {
        var firstEvent: Timestamp?
        var dirty = true
        let ending: LiveEnding
        while true {
            if stop.isSet { ending = .interrupted; break }
            if let d = duration, MonotonicClock.now().seconds(since: start) >= d { ending = .durationReached; break }
            if let end = source.endTime, source.now() >= end { ending = .traceEnded; break }
            if !(source is EvdevSource || source is TraceClockSource), let device = hotplug?.newTouchDevice(grab: grab) {
                ending = .newDevice(device)
                break
            }
            if (source as? PointerSource)?.pendingSwitch == true { ending = .pointerDeviceChanged; break }
            if dirty || screen?.animates == true || screen?.resized == true {
                try screen?.show(session, time: MonotonicClock.now().seconds)
                dirty = false
            }
            let window = handleWindowEvents()
            if window.close { ending = .windowClosed; break }
            if window.changed { dirty = true }
            // Sleep until the next event or the next keyboard deadline, at most 50 ms (window events).
            var wait: Int32 = screen?.animates == true ? 16 : 50
            if let deadline = session.nextDeadline {
                wait = Int32(max(0, min(Double(wait), source.milliseconds(until: deadline).rounded(.up))))
            }
            do {
                if let e = try source.nextEvent(timeoutMilliseconds: wait) {
                    if firstEvent == nil { firstEvent = e.time }
                    try recorder?.write(InputEvent(time: Timestamp(microseconds: e.time.microseconds - firstEvent!.microseconds + 1),
                                                   type: e.type, code: e.code, value: e.value))
                    let before = session.actionCount
                    session.feed(e)
                    if e.isReport { dirty = true; if session.actionCount != before { try recorder?.flush() } }
                } else {
                    let before = session.actionCount
                    session.advance(to: source.settledTime())
                    if session.actionCount != before { dirty = true }
                }
            } catch let error as EvdevError {
                if case .removed = error { ending = .deviceRemoved; break }
                throw error
            }
        }
        session.finish(at: source.endTime ?? source.now())
        return ending
    }

    /// Acts on the window's own events: close ends the loop, space pauses a played trace,
    /// pointer contacts go to the pointer source, a dropped file is attached at the caret
    /// (`changed`; a file that is no image is reported on stderr and changes nothing).
    private func handleWindowEvents() -> (close: Bool, changed: Bool) {
        var changed = false
        var events = (source as? PointerSource)?.takeOtherEvents() ?? []
        events += screen?.windowEvents(waitingMilliseconds: 0) ?? []
        for e in events {
            switch e {
            case .close: return (true, changed)
            case .key("Space"): (source as? TraceClockSource)?.togglePause()
            case .pointer: (source as? PointerSource)?.accept([e])
            case .dropFile(let path):
                do throws(ImageFileError) {
                    try session.dropImage(path: path)
                    changed = true
                } catch {
                    FileHandle.standardError.write(Data("pressboard: \(error)\n".utf8))
                }
            default: break
            }
        }
        return (false, changed)
    }
}
