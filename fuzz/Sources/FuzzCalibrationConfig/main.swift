// libFuzzer target: the calibration store as the configuration file holds it (JSON), the part of
// the configuration the libraries decode. The session spec is not a library type yet.
import FuzzDriver
import FoundationEssentials
import Intensity

runFuzzer { data, count in
    let bytes = Data(fuzzInput(data, count))
    if let store = try? JSONDecoder().decode(CalibrationStore.self, from: bytes) {
        _ = try? JSONEncoder().encode(store)
    }
    return 0
}
