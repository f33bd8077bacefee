import Glibc
import TextOutput
import TouchInput

/// The text-out check: a `UInputKeyboard` types a series of document changes (typing, a
/// correction, a backspace, a newline) on an XKB layout; the kernel's event node for it is read
/// back through libevdev and turned into text with xkbcommon, as a compositor would. The text
/// must be exactly the last document.
enum EmitScenario {
    /// The documents typed one after another, per layout.
    static let steps: [(layout: String, texts: [String])] = [
        ("us", ["Hello wrold", "Hello world", "Hello world!", "Hello world", "Hello world\nBye: 1+1=2 @home"]),
        ("de", ["Grüße @ {ß}", "Grüße @ {ß} zy", "Grüße @ {ß} z", "Grüße @ {ß} z\n€ ÄÖÜ <|>"]),
    ]

    static func check(_ report: inout ProbeReport) {
        for (layout, texts) in steps {
            do {
                let name = KeyboardLayoutName(layout: layout)
                let keymap = try TypingKeymap(name)
                let keyboard = try UInputKeyboard(keys: keymap.keyCodes)
                guard let node = keyboard.deviceNode else { report.check(false, "\(layout): the virtual keyboard has a node"); continue }
                usleep(200_000)
                let device = try EvdevDevice(path: node)
                while try device.nextEvent(timeoutMilliseconds: 50) != nil {}
                // Stroke by stroke, reading what arrived after each: evdev's per-client buffer for a
                // keyboard holds 64 events, and a whole change would overflow it (SYN_DROPPED).
                var previous = ""
                var events: [InputEvent] = []
                for text in texts {
                    let sequence = KeySequence(TextChange(from: previous, to: text), keymap: keymap)
                    report.check(sequence.untypable.isEmpty, "\(layout): every character of \(text.debugDescription) is typable", detail: "\(sequence.untypable)")
                    for stroke in sequence.strokes {
                        try keyboard.type([stroke])
                        while let e = try device.nextEvent(timeoutMilliseconds: 20) { events.append(e) }
                    }
                    previous = text
                }
                while let e = try device.nextEvent(timeoutMilliseconds: 300) { events.append(e) }
                report.check(!events.contains { $0.type == EventType.syn && $0.code == 3 }, "\(layout): no SYN_DROPPED while reading")
                let typed = try Self.text(of: events, layout: name)
                report.check(typed == texts.last!, "\(layout): the uinput keyboard's events read back as the document", detail: "got \(typed.debugDescription)")
                report.check(events.contains { $0.type == EventType.key && $0.code == 14 }, "\(layout): the correction and the deletion were sent as Backspace")
            } catch {
                report.check(false, "\(layout): text out through uinput", detail: "\(error)")
            }
        }
    }

    /// The text the key events type on `layout` (xkbcommon, as a client sees it).
    static func text(of events: [InputEvent], layout: KeyboardLayoutName) throws -> String {
        let decoder = try KeyEventDecoder(layout)
        for e in events where e.type == EventType.key { decoder.feed(code: e.code, value: e.value) }
        return decoder.text
    }
}

/// The guest side of the `run --emit uinput` check: waits (inotify on /dev/input) for
/// Pressboard's virtual keyboard to appear, reads its key events until `/tmp/TAG.stop` exists
/// and the device has been quiet for half a second (or it is removed), and writes the text
/// they type on `layout` to `/tmp/TAG.text`.
enum EmitReader {
    static func read(tag: String, layout: String) throws {
        let watcher = try DeviceWatcher(directory: "/dev/input")
        CLIScenario.touch("/tmp/\(tag).ready")
        var device: EvdevDevice? = nil
        let deadline = monotonicNow().adding(seconds: 60)
        while device == nil, monotonicNow() < deadline {
            for case .appeared(let path) in watcher.changes(timeoutMilliseconds: 200) {
                if let d = try? EvdevDevice(path: path), d.deviceDescription.name == "Pressboard virtual keyboard" { device = d }
            }
        }
        guard let device else { throw VirtualDevice.Failure(description: "no virtual keyboard appeared") }
        print("info: \(tag): reading \(device.path)")
        var events: [InputEvent] = []
        while true {
            do {
                if let e = try device.nextEvent(timeoutMilliseconds: 500) { events.append(e); continue }
            } catch {
                break // removed: run ended
            }
            if access("/tmp/\(tag).stop", F_OK) == 0 { break }
        }
        try EmitScenario.text(of: events, layout: KeyboardLayoutName(layout: layout)).write(path: "/tmp/\(tag).text")
    }
}
