import Keyboard
import Suggestions

/// The key centres and sizes of a keyboard page as the suggestion ranker wants them: data
/// (the Suggestions module never reads keyset files). Units are keyboard units.
public enum KeysetSpatialModel {
    public static func layoutModel(_ page: PageLayout) -> KeyboardLayoutModel {
        var keys: [Character: KeyGeometry] = [:]
        for (c, b) in page.keyBoxes() {
            keys[c] = KeyGeometry(centerX: b.centerX, centerY: b.centerY, width: b.width, height: b.height)
        }
        return KeyboardLayoutModel(keys: keys)
    }
}
