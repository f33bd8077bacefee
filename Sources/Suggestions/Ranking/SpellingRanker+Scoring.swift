#if canImport(Glibc)
import Glibc
#endif

/// What scoring a lexicon candidate needs to know about the lookup.
struct ScoringContext {
    let typedCosts: TypedWordCosts
    let noisy: Bool
    let previous: Int?
    /// The typed word, lowercased (to tell the typed word itself among candidates at distance 0).
    let lowered: String
    let typedKnown: Bool
    /// Paid by every candidate other than a known typed word (see `ErrorModelCosts.realWordError`).
    let realWordPenalty: Double
    let typedHasApostrophe: Bool
}

extension SpellingRanker {
    /// Scores `found` by branch and bound: upper bounds first (language model minus a lower bound
    /// of the cost), then exact costs in order of those bounds, only while a bound can still enter
    /// `top`. Appends the exactly scored candidates to `scored`.
    func score(_ found: inout [NearbyWord], _ context: ScoringContext, _ top: inout TopScores, into scored: inout [Candidate]) {
        guard !found.isEmpty else { return }
        var order: [(bound: Double, index: Int)] = []
        order.reserveCapacity(found.count)
        for i in found.indices {
            let f = found[i]
            let d = Int(f.distance)
            let isTyped = f.distance == 0 && context.typedKnown && index.word(Int(f.id)).lowercased() == context.lowered
            let penalty = isTyped ? 0 : context.realWordPenalty
            if context.noisy {
                found[i].languageModel = lm(Int(f.id), f.languageModel, context.previous)
                found[i].bound = found[i].languageModel
                    - Double(context.typedCosts.lowerBound(f.key, features: f.features, distance: d, ascii: f.ascii))
                    - penalty
            } else {
                found[i].bound = -100 * Double(d) + f.languageModel - penalty
            }
            // The typed word itself is marked by a negative id until it is scored.
            if isTyped { found[i].id = -1 - f.id }
            order.append((found[i].bound, i))
        }
        order.sort { $0.bound > $1.bound || ($0.bound == $1.bound && $0.index < $1.index) }
        for (bound, i) in order {
            guard top.admits(bound: bound) else { continue }
            let f = found[i]
            let isTyped = f.id < 0
            let id = isTyped ? Int(-1 - f.id) : Int(f.id)
            let score: Double
            if context.noisy {
                let single = f.distance == 1 && f.ascii ? context.typedCosts.singleEditCost(f.key, features: f.features) : nil
                let c = Double(single ?? context.typedCosts.cost(intended: f.key))
                score = f.languageModel - c - apostropheAdjustment(f.features, context.typedHasApostrophe) - (isTyped ? 0 : context.realWordPenalty)
            } else {
                score = bound
            }
            scored.append(Candidate(ref: id, score: score, kind: isTyped ? .typed : .correction))
            top.add(score)
        }
    }
}
