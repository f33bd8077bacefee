// libFuzzer target: keyset JSON5 (UTF-8 check, locator, JSON5 decoder, validator) and the
// geometry and descriptions built from a keyset that loads.
import FoundationEssentials
import Keyboard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyset(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    do {
        let keyset = try KeysetDecoder().decode(bytes, file: "fuzz.json5")
        let geometry = KeyboardGeometry(keyset: keyset)
        for page in geometry.pages {
            for key in page.keys { _ = key.cell.description + key.frame.description }
        }
    } catch {
        for p in error.problems { _ = p.description }
    }
    return 0
}
