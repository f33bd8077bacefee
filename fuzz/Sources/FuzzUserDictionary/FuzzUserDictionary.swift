// libFuzzer target: the user dictionary's text format (bad lines reported and skipped).
import Suggestions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserDictionary(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let (dictionary, problems) = UserDictionaryStore.parse(bytes, file: "fuzz.txt")
    for p in problems { _ = p.description }
    for (key, _) in dictionary.counts { _ = dictionary.logProbability(of: key) }
    return 0
}
