// libFuzzer target: the user dictionary's text format (bad lines reported and skipped).
import FuzzDriver
import Suggestions

runFuzzer { data, count in
    let bytes = Array(fuzzInput(data, count))
    let (dictionary, problems) = UserDictionaryStore.parse(bytes, file: "fuzz.txt")
    for p in problems { _ = p.description }
    for (key, _) in dictionary.counts { _ = dictionary.logProbability(of: key) }
    return 0
}
