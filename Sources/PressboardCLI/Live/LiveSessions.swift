import Pressboard
import SafeFiles
import TextEditing

/// The sessions of one `run`: one per touch source (a device appearing, an unplug handing back
/// to the pointer, the pointer gaining pressure), each built from the same spec around the same
/// editor, so the document carries over. Every committed change goes to the run journal and to
/// the emitter (`--emit`); their first failures are kept for the end of the run.
final class LiveSessions {
    let spec: SessionSpec
    let editor: TextEditor
    let journal: SessionJournal
    let emitter: EmitSink?
    let screen: LiveScreen?
    private let builder: SessionBuilder
    /// The first failure to write the journal, said when the run ends.
    private(set) var journalError: String?
    /// The first failure to emit text, said at once and kept.
    private(set) var emitError: (any Error)?

    init(spec: SessionSpec, editor: TextEditor, journal: SessionJournal, emitter: EmitSink?, screen: LiveScreen?) {
        self.spec = spec
        self.editor = editor
        self.journal = journal
        self.emitter = emitter
        self.screen = screen
        builder = SpecResolution.builder()
    }

    /// A session for `source`, its build warnings said on stderr.
    func make(_ source: any LiveSource) throws -> SessionBuild {
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

    /// Journals a committed change and sends it out.
    private func committed(_ s: Session) {
        do { try journal.record(s.editor.document, at: s.now) } catch { journalError = journalError ?? "\(error)" }
        guard let emitter else { return }
        do { try emitter.update(s) } catch {
            if emitError == nil { emitError = error; printError("warning: \(error)") }
        }
    }
}
