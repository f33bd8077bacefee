/// The noisy channel's error model, as costs in nats (−ln probability of the error). Defaults are
/// set from general typing-error facts (substitutions mostly hit neighbouring keys, vowels are
/// confused with vowels, doubled letters are dropped or repeated), not fitted to a test list.
public struct ErrorModelCosts: Sendable, Hashable {
    /// Substitution by key distance: `keyboardBase + keyboardSlope × d²`, d = centre distance in key widths.
    public var keyboardBase = 3.0
    public var keyboardSlope = 1.5
    /// Substituting a vowel for a vowel (a cognitive, not motor, error).
    public var vowelSubstitution = 4.5
    /// Sound-alike consonants (c/k/s, s/z, g/j, m/n, …).
    public var soundAlikeSubstitution = 5.0
    /// Same letter with another accent (e/é).
    public var accentSubstitution = 1.5
    /// Any other substitution (ceiling of the keyboard cost).
    public var otherSubstitution = 7.0
    /// Two adjacent letters swapped.
    public var transposition = 4.5
    /// A letter of the word not typed.
    public var omission = 5.5
    /// A doubled letter typed once (`begining`).
    public var doubledLetterOmission = 3.0
    /// A letter typed that the word does not have.
    public var insertion = 5.5
    /// The extra letter repeats its neighbour (`helllo`).
    public var repeatedLetterInsertion = 3.5
    /// The extra letter's key neighbours the key of the letter before or after it (a brushed key).
    public var neighbourInsertion = 4.5
    /// Apostrophe the word has but the typed text lacks (`dont` → `don't`).
    public var apostropheOmission = 0.5
    /// The typed text has an apostrophe the word lacks.
    public var apostropheInsertion = 2.0
    /// Tap spread for the spatial model, in key widths/heights (σ of the Gaussian around a key centre).
    public var tapSigma = 0.4
    /// Share of non-spatial (spelling) errors kept when tap points are known.
    public var tapCognitiveShare = 0.1
    /// Cost of proposing a longer word the user may still be typing (completion), plus
    /// `completionPerLetter` for each letter it adds.
    public var completion = 2.0
    public var completionPerLetter = 0.5
    /// Added to every other candidate when the typed word is itself a known word: typos that
    /// happen to make a real word are much rarer than typos that make a non-word. Not applied when
    /// tap points are known: then the spatial model says how ambiguous each letter was.
    public var realWordError = 3.0
    /// The phonetic channel (spelling by sound, see `SoundslikeCode`): −ln P_sound(typed | word) =
    /// `phoneticBase` + `phoneticPerSound` × (edits between the soundslike codes) +
    /// `phoneticPerLetter` × (letter edits), mixed with the typing channel. Chosen on the
    /// development half of made-up sound-alike misspellings (scripts/make-sound-misspellings.py)
    /// and Norvig's set 1; the held-out half judges them.
    public var phoneticBase = 4.0
    public var phoneticPerSound = 5.0
    public var phoneticPerLetter = 2.5
    /// Letter edits a respelling by ear makes for free when the sounds agree (vowels, silent and
    /// doubled letters); `phoneticPerLetter` counts only those beyond.
    public var phoneticFreeLetters = 1.0
    /// The most letter edits `phoneticPerLetter` counts for a word that sounds exactly like the
    /// typed word (equal codes): a poor speller's respelling wanders far from the spelling
    /// ("nollij" for "knowledge" is six letter edits) while its sounds match.
    public var phoneticSameSoundLetterCap = Double.infinity
    /// Run the phonetic channel even when a word lies within one edit (slower; for experiments).
    public var phoneticAlways = false

    /// Per place in Hunspell's suggestion list (a tie-breaker among words without frequencies).
    public var hunspellRankStep = 0.25

    public init() {}
}
