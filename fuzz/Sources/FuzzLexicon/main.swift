// libFuzzer target: frequency lists, bigram lists and Hunspell .dic/.aff pairs. The first byte
// chooses the parser; for Hunspell the rest is split at the first NUL into .dic and .aff.
import FuzzDriver
import Suggestions

runFuzzer { data, count in
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(rebasing: fuzzInput(data, count).dropFirst()))
    switch data![0] % 3 {
    case 0: _ = try? FrequencyListParser.parse(bytes, file: "fuzz.txt")
    case 1: _ = try? FrequencyListParser.parseBigrams(bytes, file: "fuzz.txt")
    default:
        let cut = bytes.firstIndex(of: 0) ?? bytes.count
        let aff = cut < bytes.count ? Array(bytes[(cut + 1)...]) : nil
        _ = try? HunspellDictionaryParser.parse(dic: Array(bytes[..<cut]), aff: aff, file: "fuzz.dic")
    }
    return 0
}
