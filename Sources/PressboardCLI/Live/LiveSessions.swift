import Pressboard
import SafeFiles
import TextEditing

/// The sessions of one `run`: one per touch source (a device appearing, an unplug handing back
/// to the pointer, the pointer gaining pressure), each built from the same spec around the same
/// editor, so the document carries over. Every committed change goes to the run journal and to
/// the emitter (`--emit`); their first failures are kept for the end of the run. Live typing
/// (not a played trace) also carries automatic calibration across runs: each device's learned
/// state is loaded into its session's spec and saved back when the session ends
/// (`LearnedCalibrationStore`).
final class LiveSessions {
    let spec: SessionSpec
    /// The spec the latest session was built from (with its device's learned calibration).
    private(set) var latestSpec: SessionSpec
    /// Where learned calibrations live; nil when they are not kept (a played trace).
    let learnedDirectory: String?
    let editor: TextEditor
    let journal: SessionJournal
    let emitter: EmitSink?
    let screen: LiveScreen?
    private let builder: SessionBuilder
    /// The first failure to write the journal, said when the run ends.
    private(set) var journalError: String?
    /// The first failure to emit text, said at once and kept.
    private(set) var emitError: (any Error)?

    init(spec: SessionSpec, editor: TextEditor, journal: SessionJournal, emitter: EmitSink?, screen: LiveScreen?,
         learnedDirectory: String?) {
        self.spec = spec
        latestSpec = spec
        self.learnedDirectory = learnedDirectory
        self.editor = editor
        self.journal = journal
        self.emitter = emitter
        self.screen = screen
        builder = SpecResolution.builder()
    }

    /// A session for `source`, its build warnings said on stderr.
    func make(_ source: any LiveSource) throws -> SessionBuild {
        var spec = self.spec
        if let learnedDirectory {
            let loaded = LearnedCalibrationStore(dataDirectory: learnedDirectory, device: source.deviceDescription).load()
            if let w = loaded.warning { printError("warning: " + w) }
            spec.intensity.learned = loaded.learned
        }
        latestSpec = spec
        let built = try builder.build(spec, device: source.deviceDescription, editor: editor)
        for w in built.warnings { printError("warning: \(w)") }
        let session = built.session
        screen?.showSource(source.deviceDescription)
        if let live = source as? EvdevSource { session.useLiveDecoding(initialSlot: live.device.initialSlot ?? 0) }
        session.onCopy = { [screen] text in
            if let screen { screen.copy(text) } else { printError("note: copy needs the window or the terminal screen") }
        }
        session.onDocumentChange = { [weak self] s, _ in self?.committed(s) }
        return built
    }

    /// Saves what `session`'s automatic calibration learned on its device (when it learns and
    /// saw touches), for the next run on that device.
    func saveLearned(_ session: Session) {
        guard let learnedDirectory, let auto = session.autoCalibration,
              auto.pressure.touchCount + auto.contactArea.touchCount > 0 else { return }
        let store = LearnedCalibrationStore(dataDirectory: learnedDirectory, device: session.description)
        do { try store.save(auto) } catch { printError("warning: the learned calibration could not be saved to \(store.path): \(error)") }
    }

    /// Journals a committed change and sends it out.
    private func committed(_ s: Session) {
        do { try journal.record(s.editor.document, at: s.now) } catch { journalError = journalError ?? "\(error)" }
        guard let emitter else { return }
        do { try emitter.update(s) } catch {
            if emitError == nil { emitError = error; printError("warning: \(error)") }
        }
    }
}
