import IntensityStyle
import Keyboard
import TouchInput
import Rendering
import TextEditing

/// `pressboard bench render`: the full 800×600 scene (editor with ~300 characters, suggestions
/// bar, keyboard) drawn per frame into a reused image, PNG encoding excluded (goal ≤ 2 ms); the
/// same after typing a character (the edited paragraph is laid out again); PNG, SVG and PDF files of
/// the scene. The lead adds replay throughput to this section.
enum RenderBench {
    static func run(_ o: BenchOptions) throws {
        let keyset = try KeysetLibrary(directories: KeysetSearch.directories(override: nil)).load(id: "english")
        let engine = KeyboardEngine(keyset: keyset)
        let keyboard = KeyboardSnapshot(geometry: engine.geometry, state: engine.visualState(at: Timestamp(microseconds: 0)))
        let sentence = "The quick brown fox jumps over the lazy dog while pressure shapes every letter. "
        // Four paragraphs of ~80 characters (about what fits above the keyboard).
        let text = Array(repeating: sentence, count: 4).joined(separator: "\n")
        let values = (0..<text.count).map { UInt8(($0 * 37) % 101) }
        let base = IntensityDocument(DocumentFragment(string: text, intensities: values, attributes: [.init(count: text.count, value: .default)]))
        let suggestions = [SuggestionCell(text: "letter", isAutocorrect: true), SuggestionCell(text: "letters"), SuggestionCell(text: "latter")]
        func snapshot(_ doc: IntensityDocument, scheme: RenderScheme = .weight) -> SceneSnapshot {
            var d = doc
            d.options.renderScheme = scheme
            return SceneSnapshot(document: d, suggestions: suggestions, keyboard: keyboard)
        }
        let renderer = SceneRenderer()
        let canvas = try ImageCanvas(width: 800, height: 600)
        let frames = max(20, Int(300 * o.scale))

        // Redraw of an unchanged scene (the window's expose, a key shading change).
        let still = snapshot(base)
        renderer.draw(still, on: canvas)
        let draw = BenchClock.samples(frames) { _ in renderer.draw(still, on: canvas) }
        o.emit(BenchMeasurement(section: "render", name: "scene_draw_ms", value: BenchClock.percentile(draw, 50) / 1e6, unit: "ms",
                                peer: "goal", peerValue: 2))
        o.emit(BenchMeasurement(section: "render", name: "scene_draw_p99_ms", value: BenchClock.percentile(draw, 99) / 1e6, unit: "ms"))

        // A frame after typing one character at the end: the last paragraph is laid out again.
        var typed: [SceneSnapshot] = []
        var doc = base
        for i in 0..<frames {
            _ = doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: i % 6 == 5 ? " " : "a", intensity: UInt8(i % 101))
            typed.append(snapshot(doc))
        }
        let edit = BenchClock.samples(frames) { i in renderer.draw(typed[i], on: canvas) }
        o.emit(BenchMeasurement(section: "render", name: "scene_draw_after_edit_ms", value: BenchClock.percentile(edit, 50) / 1e6, unit: "ms",
                                peer: "goal", peerValue: 2))

        // A pulsing scheme: two text layers, the black one through a group at the frame's phase.
        let hue = snapshot(base, scheme: .hue)
        renderer.draw(hue, on: canvas)
        let pulse = BenchClock.samples(frames) { i in
            var s = hue
            s.time = Double(i) / 60
            renderer.draw(s, on: canvas)
        }
        o.emit(BenchMeasurement(section: "render", name: "scene_draw_hue_pulse_ms", value: BenchClock.percentile(pulse, 50) / 1e6, unit: "ms",
                                peer: "goal", peerValue: 2))

        // Files.
        let fileReps = max(5, Int(30 * o.scale))
        let png = try BenchClock.samples(fileReps) { _ in _ = try canvas.pngBytes() }
        o.emit(BenchMeasurement(section: "render", name: "png_encode_ms", value: BenchClock.percentile(png, 50) / 1e6, unit: "ms"))
        let svg = try BenchClock.samples(fileReps) { _ in _ = try renderer.svg(still) }
        o.emit(BenchMeasurement(section: "render", name: "svg_file_ms", value: BenchClock.percentile(svg, 50) / 1e6, unit: "ms"))
        let animated = try BenchClock.samples(fileReps) { _ in _ = try renderer.svg(hue, animated: true) }
        o.emit(BenchMeasurement(section: "render", name: "svg_animated_file_ms", value: BenchClock.percentile(animated, 50) / 1e6, unit: "ms"))
        let pdf = try BenchClock.samples(fileReps) { _ in _ = try renderer.pdf(still) }
        o.emit(BenchMeasurement(section: "render", name: "pdf_file_ms", value: BenchClock.percentile(pdf, 50) / 1e6, unit: "ms"))
        let terminal = try BenchClock.samples(fileReps) { _ in _ = try renderer.terminal(still, columns: 100) }
        o.emit(BenchMeasurement(section: "render", name: "terminal_frame_ms", value: BenchClock.percentile(terminal, 50) / 1e6, unit: "ms"))
    }
}
