// libFuzzer target: the calibration store as the configuration file holds it (JSON), the part of
// the configuration the libraries decode. The session spec is not a library type yet.
import FoundationEssentials
import Intensity

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalibrationConfig(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    if let store = try? JSONDecoder().decode(CalibrationStore.self, from: bytes) {
        _ = try? JSONEncoder().encode(store)
    }
    return 0
}
