import Decoding
import Pressboard
import TouchInput

/// `run`'s personalised touch model: loaded for the device and keyset from
/// `<data>/touch-models/` into the spec before the session is built (so `--record` writes the
/// model the run starts from), and the learned model saved back when the run ends. A damaged
/// file is set aside by the store, with a warning, and a fresh model starts.
struct TouchModelPersistence {
    let store: TouchModelStore

    /// Puts the stored model into `spec` when the session decodes (autocorrect on, a bar to
    /// decode with); nil when it does not (nothing to load or save).
    static func load(into spec: inout SessionSpec, device: DeviceDescription, dataDirectory: String) -> TouchModelPersistence? {
        guard spec.suggestions.enabled, spec.suggestions.autocorrect else { return nil }
        let store = TouchModelStore(dataDirectory: dataDirectory, device: device.name, keyset: spec.keyset.id)
        let loaded = store.load(device: device.name, keyset: spec.keyset.id)
        if let w = loaded.warning { printError("warning: " + w) }
        spec.decoding.touchModel = loaded.model
        return TouchModelPersistence(store: store)
    }

    /// Saves what the session learned (nothing when it did not decode, e.g. no lexicon).
    func save(_ session: Session) {
        guard let model = session.decoding?.touchModel else { return }
        do { try store.save(model) } catch { printError("warning: the touch model could not be saved to \(store.path): \(error)") }
    }
}
