// libFuzzer target: `suggest --batch` lines through the line reader and the ranker over a small
// index (built once), as the command does.
import FuzzDriver
import Suggestions

let ranker: SpellingRanker = {
    let words: [(String, UInt64)] = [("the", 900), ("there", 300), ("their", 280), ("hello", 50), ("help", 40), ("naïve", 9), ("über", 8)]
    let index = try! SuggestionIndex.build(words: WordFrequencyList(entries: words.map { .init(word: $0.0, count: $0.1) }))
    return SpellingRanker(index: index)
}()

runFuzzer { data, count in
    var reader = BatchLineReader(bytes: Array(fuzzInput(data, count)))
    var previous: String?
    while let line = try? reader.next() {
        _ = ranker.suggestions(for: line, previousWord: previous)
        previous = line
    }
    return 0
}
