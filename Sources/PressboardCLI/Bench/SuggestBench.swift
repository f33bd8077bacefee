import Foundation
import Suggestions
import TouchInput

/// `pressboard bench suggest`: start-up (cold index build, warm cache map), memory, lookup latency
/// and accuracy (Norvig's dev set when present; simulated tap-noise typing on QWERTY).
enum SuggestBench {
    /// Emits one `suggest` measurement.
    struct SuggestEmitter {
        let options: BenchOptions
        func callAsFunction(_ name: String, _ value: Double, _ unit: String, peer: String? = nil, _ peerValue: Double? = nil) {
            options.emit(BenchMeasurement(section: "suggest", name: name, value: value, unit: unit, peer: peer, peerValue: peerValue))
        }
    }

    static func run(_ o: BenchOptions) throws {
        let emit = SuggestEmitter(options: o)
        let source = try LexiconSource.bundledEnglish()
        let cacheDir = NSTemporaryDirectory() + "pressboard-bench-suggest-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cacheDir) }
        let index = try startup(emit, o, source: source, cacheDirectory: cacheDir)
        let ranker = SpellingRanker(index: index)
        latency(emit, o, index: index, ranker: ranker)
        try accuracy(emit, index: index)
        if o.peers { try peers(o, ranker: ranker) }
        tapNoise(emit, o, index: index, ranker: ranker)
    }

    /// Start-up: a cold build (parse, index, write the cache), then warm loads (map + validate).
    static func startup(_ emit: SuggestEmitter, _ o: BenchOptions, source: LexiconSource, cacheDirectory cacheDir: String) throws -> SuggestionIndex {
        var cold = 0.0
        var coldIndex: SuggestionIndex? = nil
        cold = try BenchClock.time { coldIndex = try SuggestionIndex.load(source, cacheDirectory: cacheDir).0 }
        emit("startup_cold_build", cold * 1000, "ms")
        coldIndex = nil
        var warmSamples: [Double] = []
        var index: SuggestionIndex! = nil
        let heapBefore = BenchClock.allocatedBytes()
        for _ in 0..<max(3, Int(5 * o.scale)) {
            let t = try BenchClock.time {
                let (i, r) = try SuggestionIndex.load(source, cacheDirectory: cacheDir)
                precondition(r.origin == .cache, "bench: cache not used: \(r)")
                index = i
            }
            warmSamples.append(t * 1e9)
        }
        emit("startup_warm_cache", BenchClock.percentile(warmSamples, 50) / 1e6, "ms", peer: "goal", 50)
        emit("index_bytes", Double(index.byteSize) / 1_048_576, "MiB")
        emit("warm_load_heap_growth", Double(max(0, BenchClock.allocatedBytes() - heapBefore)) / 1_048_576, "MiB")
        emit("words", Double(index.wordCount), "words")
        return index
    }

    /// Latency of lookups and of the bar on typos of common words, with and without learned words.
    static func latency(_ emit: SuggestEmitter, _ o: BenchOptions, index: SuggestionIndex, ranker: SpellingRanker) {
        let bar = SuggestionsBar(ranker: ranker)
        // Latency on typos of common words (one random edit each, fixed seed).
        var rng = SeededGenerator(seed: 42)
        let vocabulary = (100..<20_000).map { index.word($0) }.filter { $0.allSatisfy { $0.isLetter && $0.isASCII } && $0.count >= 3 }
        let count = max(1000, Int(20_000 * o.scale))
        let typos = (0..<count).map { _ in randomTypo(vocabulary[Int(rng.next() % UInt64(vocabulary.count))], &rng) }
        for w in typos.prefix(500) { _ = ranker.suggestions(for: w, includeCompletions: false) } // warm up
        let lookups = BenchClock.samples(typos.count) { i in _ = ranker.suggestions(for: typos[i], includeCompletions: false) }
        emit("lookup_median", BenchClock.percentile(lookups, 50) / 1000, "µs", peer: "goal", 25)
        emit("lookup_p99", BenchClock.percentile(lookups, 99) / 1000, "µs", peer: "goal", 250)
        // Thread CPU time per lookup: the same work without time lost to other processes on a
        // shared machine (wall-clock figures above include preemption).
        let cpu = typos.indices.map { i -> Double in
            let t0 = threadCPUNanoseconds()
            _ = ranker.suggestions(for: typos[i], includeCompletions: false)
            return Double(threadCPUNanoseconds() - t0)
        }
        emit("lookup_cpu_median", BenchClock.percentile(cpu, 50) / 1000, "µs", peer: "goal", 25)
        emit("lookup_cpu_p99", BenchClock.percentile(cpu, 99) / 1000, "µs", peer: "goal", 250)
        let barSamples = BenchClock.samples(typos.count) { i in _ = bar.suggestions(for: typos[i], previousWord: "the") }
        emit("bar_median", BenchClock.percentile(barSamples, 50) / 1000, "µs", peer: "goal", 25)
        emit("bar_p99", BenchClock.percentile(barSamples, 99) / 1000, "µs", peer: "goal", 250)
        // A user who has learned 1,000 words (made-up ones, so they never collide with the lexicon).
        var user = UserDictionary()
        var urng = SeededGenerator(seed: 11)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<1000 {
            user.learn(String((0..<(4 + Int(urng.next() % 7))).map { _ in letters[Int(urng.next() % 26)] }), times: 2)
        }
        let learnedRanker = SpellingRanker(index: index, userDictionary: user)
        let learnedSamples = BenchClock.samples(min(typos.count, 5000)) { i in _ = learnedRanker.suggestions(for: typos[i], includeCompletions: false) }
        emit("lookup_median_1000_learned", BenchClock.percentile(learnedSamples, 50) / 1000, "µs", peer: "goal", 25)
        let prefixes = typos.map { String($0.prefix(2)) }
        let prefixSamples = BenchClock.samples(prefixes.count) { i in _ = bar.suggestions(for: prefixes[i]) }
        emit("bar_two_letter_prefix_p99", BenchClock.percentile(prefixSamples, 99) / 1000, "µs", peer: "goal", 250)
        let total = lookups.reduce(0, +) / 1e9
        emit("batch_throughput", Double(typos.count) / total, "words/s")
        let long = String(repeating: "abcdefghij", count: 1000)
        emit("ten_thousand_char_word", BenchClock.time { _ = bar.suggestions(for: long) } * 1e6, "µs")

    }

    /// Top-1/top-3 on Norvig's set 1 (development data; not shipped), when it is present.
    static func accuracy(_ emit: SuggestEmitter, index: SuggestionIndex) throws {
        if let path = devSetPath() {
            let pairs = try readPairs(path)
            for (mode, name) in [(SpellingRanker.Mode.noisyChannel, "noisy_channel"), (.frequencyOnly, "frequency_only")] {
                let r = SpellingRanker(index: index, mode: mode)
                var top1 = 0, top3 = 0
                for (typo, right) in pairs {
                    let s = r.suggestions(for: typo, count: 3, includeCompletions: false).map(\.text)
                    if s.first == right { top1 += 1 }
                    if s.contains(right) { top3 += 1 }
                }
                let n = Double(pairs.count)
                emit("norvig1_top1_\(name)", Double(top1) / n * 100, "%", peer: "aspell_normal_published", 77)
                emit("norvig1_top3_\(name)", Double(top3) / n * 100, "%")
            }
        }
    }

    /// Every kind of misspelling side by side with Aspell, Hunspell and symspellpy: Norvig's set 1,
    /// the sets under `Benchmarks/Spelling/` (sound-alike, typing slips, poor spellers; see its
    /// README), and any `misspelling<TAB>word` files listed in $PRESSBOARD_SPELL_SETS (colon-separated).
    static func peers(_ o: BenchOptions, ranker: SpellingRanker) throws {
        var sets: [(String, String)] = devSetPath().map { [("norvig1", $0)] } ?? []
        let shipped = FileManager.default.currentDirectoryPath + "/Benchmarks/Spelling"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: shipped)) ?? []).filter { $0.hasSuffix(".tsv") }.sorted()
        let extra = (ProcessInfo.processInfo.environment["PRESSBOARD_SPELL_SETS"] ?? "").split(separator: ":").map(String.init)
        for path in files.map({ shipped + "/" + $0 }) + extra {
            sets.append((URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: "_"), path))
        }
        if sets.isEmpty { print("suggest  peers skipped: no spelling sets (run from the package root for Benchmarks/Spelling/, or set PRESSBOARD_SPELL_DEV / PRESSBOARD_SPELL_SETS)") }
        for (name, path) in sets { SuggestPeerBench.run(o, ranker: ranker, pairs: try readPairs(path), set: name) }
    }

    /// Tap-noise typing: taps around QWERTY key centres with Gaussian noise; the typed text is
    /// what a plain hit test gives; compare the spatial noisy channel with frequency-only ranking.
    static func tapNoise(_ emit: SuggestEmitter, _ o: BenchOptions, index: SuggestionIndex, ranker: SpellingRanker) {
        let layout = KeyboardLayoutModel.qwerty
        let common = (0..<index.wordCount).lazy.map { index.word($0) }
            .filter { $0.count >= 2 && $0.allSatisfy { c in layout.keys[c] != nil && c != "'" } }.prefix(2000)
        let words = Array(common)
        let freqOnly = SpellingRanker(index: index, mode: .frequencyOnly)
        for sigma in [0.2, 0.3] {
            var trng = SeededGenerator(seed: 7)
            var hits = [0, 0, 0, 0, 0, 0, 0] // raw, spatial top1/top3, no-tap top1/top3, freq top1/top3
            let trials = max(500, Int(4000 * o.scale))
            for t in 0..<trials {
                let word = words[t % words.count]
                var taps: [TapPoint] = []
                var typed = ""
                for c in word {
                    let g = layout.keys[c]!
                    let p = TapPoint(x: g.centerX + sigma * g.width * trng.gaussian(), y: g.centerY + sigma * g.height * trng.gaussian())
                    taps.append(p)
                    typed.append(layout.nearestKey(to: p)!)
                }
                if typed == word { hits[0] += 1 }
                let a = ranker.suggestions(for: typed, taps: taps, count: 3, includeCompletions: false).map(\.text)
                let b = ranker.suggestions(for: typed, count: 3, includeCompletions: false).map(\.text)
                let c = freqOnly.suggestions(for: typed, count: 3, includeCompletions: false).map(\.text)
                if a.first == word { hits[1] += 1 }
                if a.contains(word) { hits[2] += 1 }
                if b.first == word { hits[3] += 1 }
                if b.contains(word) { hits[4] += 1 }
                if c.first == word { hits[5] += 1 }
                if c.contains(word) { hits[6] += 1 }
            }
            let n = Double(trials) / 100
            let tag = "sigma\(Int(sigma * 10))"
            emit("tapnoise_\(tag)_raw_hit_test", Double(hits[0]) / n, "%")
            emit("tapnoise_\(tag)_top1_spatial", Double(hits[1]) / n, "%", peer: "frequency_only", Double(hits[5]) / n)
            emit("tapnoise_\(tag)_top3_spatial", Double(hits[2]) / n, "%", peer: "frequency_only", Double(hits[6]) / n)
            emit("tapnoise_\(tag)_top1_keyboard_no_taps", Double(hits[3]) / n, "%", peer: "frequency_only", Double(hits[5]) / n)
            emit("tapnoise_\(tag)_top3_keyboard_no_taps", Double(hits[4]) / n, "%", peer: "frequency_only", Double(hits[6]) / n)
        }
    }

    /// The dev set, looked up beside the work tree (`../shared/data/spell-dev/`) or through
    /// `$PRESSBOARD_SPELL_DEV`; it is not shipped with the package.
    static func devSetPath() -> String? {
        let env = ProcessInfo.processInfo.environment["PRESSBOARD_SPELL_DEV"]
        let cwd = FileManager.default.currentDirectoryPath
        let candidates = [env, cwd + "/../shared/data/spell-dev/norvig-testset1.tsv", cwd + "/../../shared/data/spell-dev/norvig-testset1.tsv"].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// `misspelling<TAB>word` lines.
    static func readPairs(_ path: String) throws -> [(String, String)] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line -> (String, String)? in
            let f = line.split(separator: "\t")
            return f.count == 2 ? (String(f[0]), String(f[1])) : nil
        }
    }

    static func threadCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func randomTypo(_ w: String, _ rng: inout SeededGenerator) -> String {
        var c = Array(w)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let i = Int(rng.next() % UInt64(c.count))
        switch rng.next() % 4 {
        case 0: c[i] = letters[Int(rng.next() % 26)]
        case 1: c.insert(letters[Int(rng.next() % 26)], at: i)
        case 2: if c.count > 1 { c.remove(at: i) }
        default: if i + 1 < c.count { c.swapAt(i, i + 1) }
        }
        return String(c)
    }
}

