import Keyboard
import Testing
import TouchInput
@testable import Pressboard

/// The personalised touch model pays off: a typist whose every key has its own constant aiming
/// error types 200 words, and the phrases after are decoded better with the model learned so
/// far than without one (a fixed seed; the figure itself is `evaluate --adaptation`).
@Suite struct TypingEvaluationTests {
    static let words = ["the", "and", "for", "you", "that", "with", "have", "this", "will", "your", "from", "they",
                        "know", "want", "been", "good", "much", "some", "time", "very", "when", "come", "here", "just",
                        "like", "long", "make", "many", "over", "such", "take", "than", "them", "well", "were", "what",
                        "about", "would", "there", "their", "which", "could", "other", "after", "first", "think",
                        "meeting", "please", "thanks", "today", "tomorrow", "send", "call", "week", "group", "deal"]

    /// Phrases of six words drawn with a fixed LCG.
    static func phrases(_ count: Int) -> [String] {
        var state: UInt64 = 99
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(words.count))
        }
        return (0..<count).map { _ in (0..<6).map { _ in words[next()] }.joined(separator: " ") }
    }

    @Test func aLearnedTouchModelDecodesAUsersOffsetsBetter() throws {
        let keyset = try SessionFixtures.keyset("english")
        let device = try #require(try TraceFile.readAll(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description)
        let bar = try #require(SessionFixtures.bar(for: keyset))
        var typist = TypistConfiguration(seed: 3, spread: 0.16, systematicOffset: 0.35)
        typist.offsetSeed = 4242
        let a = TypingEvaluation(description: device, keyset: keyset, bar: bar).adaptation(Self.phrases(46), typist: typist)
        #expect(a.trainingPhrases == 34)   // 34 × 6 words ≥ 200
        #expect(a.adapted.phrases == 12 && a.unadapted.phrases == 12)
        #expect(a.adapted.raw.characterErrorRate == a.unadapted.raw.characterErrorRate)   // the same taps
        #expect(a.adapted.decoded.characterErrorRate < a.unadapted.decoded.characterErrorRate,
                "with the model \(a.adapted.decoded.characterErrorRate), without \(a.unadapted.decoded.characterErrorRate)")
    }

    /// Phrases written in small letters (the typist turns the automatic capital off) come out as
    /// typed where the taps are clean: the pronoun "i" and the sentence's first word stay small.
    @Test func phrasesInSmallLettersKeepThem() throws {
        let keyset = try SessionFixtures.keyset("english")
        let device = try #require(try TraceFile.readAll(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description)
        let bar = try #require(SessionFixtures.bar(for: keyset))
        let phrases = ["i think i can make it today", "then i will call you", "i'm here and i'll wait"]
        let r = TypingEvaluation(description: device, keyset: keyset, bar: bar).run(phrases, typist: TypistConfiguration(seed: 5, spread: 0.02))
        #expect(r.phrases == 3)
        #expect(r.decoded.characterErrorRate == 0, "\(r.differences)")
        #expect(r.changes.harm == 0)
    }
}

