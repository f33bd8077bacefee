// libFuzzer target: keyset JSON5 (UTF-8 check, locator, JSON5 decoder, validator) and the
// geometry and descriptions built from a keyset that loads.
import FuzzDriver
import FoundationEssentials
import Keyboard

runFuzzer { data, count in
    let bytes = Data(fuzzInput(data, count))
    do {
        let keyset = try KeysetDecoder().decode(bytes, file: "fuzz.json5")
        let geometry = KeyboardGeometry(keyset: keyset)
        for page in geometry.pages {
            for key in page.keys { _ = key.cell.description + key.frame.description }
        }
    } catch let e as KeysetLoadError {
        for p in e.problems { _ = p.description }
    } catch {
        fatalError("KeysetDecoder threw something other than KeysetLoadError: \(error)")
    }
    return 0
}
