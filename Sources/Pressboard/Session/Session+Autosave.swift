import SafeFiles
import TextEditing
import TouchInput

extension Session {
    /// Saves when the document changed at least `autosaveInterval` seconds of event time ago.
    func autosaveIfDue() {
        guard configuration.autosavePath != nil, let since = dirtySince else { return }
        let reference = lastSave.map { max($0, since) } ?? since
        if now.seconds(since: reference) >= configuration.autosaveInterval { saveNow() }
    }

    /// Saves the document now (atomically: temp file, fsync, rename) if there is a path and a change.
    public func saveNow() {
        guard let path = configuration.autosavePath, dirtySince != nil else { return }
        do {
            try AtomicFile.write(DocumentArchive.encode(editor.document), to: path)
            dirtySince = nil
            lastSave = now
            lastSaveError = nil
        } catch {
            lastSaveError = error
        }
    }
}
