// libFuzzer target: the suggestion-index cache file. Each input is checked twice: as it is (the
// checksum must reject damage) and with its checksum made to match, so the bounds and structure
// checks behind it see arbitrary contents; the address sanitizer catches any read outside.
import FuzzDriver
@_spi(Fuzzing) import Suggestions

runFuzzer { data, count in
    let bytes = Array(fuzzInput(data, count))
    _ = SuggestionIndex.cacheProblem(bytes)
    _ = SuggestionIndex.cacheProblem(bytes, recomputingChecksum: true)
    return 0
}
