import Suggestions

/// A personalised touch model (Goodman et al. 2002; Azenkot & Zhai 2012: offsets are large but
/// consistent per user): per key, a 2-D Gaussian of where this user touches it, learned online
/// from words committed and kept. One model per device and keyset.
///
/// A value and `Codable`, so it can be stored (`TouchModelStore`) and carried in a session spec;
/// learning is plain arithmetic in the order taps arrive, so a replay that starts from the same
/// model learns the same model.
public struct TouchModel: Codable, Sendable, Hashable {
    /// File format version; a file with another version is set aside.
    public static let formatVersion = 1

    public var version: Int
    /// Keyset id the model was learned on (`english`).
    public var keyset: String
    /// Device the model was learned on (its name; the store keys files by it).
    public var device: String
    /// σ of a touch around its key's centre before anything is learned (key widths / heights).
    public var defaultSpread: Double
    /// Pseudo-touches at the default that every estimate is shrunk towards.
    public var prior: Double
    /// Touches per key after which older ones fade (exponential forgetting).
    public var memory: Double
    /// Statistics by the lowercase character the key types.
    public var keys: [String: KeyTouchStatistics]

    public init(keyset: String, device: String, defaultSpread: Double = 0.36, prior: Double = 8, memory: Double = 400) {
        version = Self.formatVersion
        self.keyset = keyset
        self.device = device
        self.defaultSpread = defaultSpread
        self.prior = prior
        self.memory = memory
        keys = [:]
    }

    /// Touches learned over all keys.
    public var touchCount: Double { keys.values.reduce(0) { $0 + $1.count } }

    /// The Gaussian for a key: centre (keyboard units) shifted by the learned offset, and σ in
    /// keyboard units along x and y.
    public func target(_ key: Character, geometry g: KeyGeometry) -> KeyTarget {
        let e = (keys[String(key)] ?? KeyTouchStatistics()).estimate(prior: prior, spread: defaultSpread)
        return KeyTarget(x: g.centerX + e.dx * g.width, y: g.centerY + e.dy * g.height,
                         sigmaX: e.sx * g.width, sigmaY: e.sy * g.height)
    }

    /// Learns one touch of a key. Taps that fell farther than two keys from it are skipped: they
    /// are slips, not where the user aims.
    public mutating func observe(_ tap: TapPoint, key: Character, geometry g: KeyGeometry) {
        let dx = (tap.x - g.centerX) / g.width, dy = (tap.y - g.centerY) / g.height
        guard dx.isFinite, dy.isFinite, abs(dx) <= 2, abs(dy) <= 2 else { return }
        keys[String(key), default: KeyTouchStatistics()].add(dx: dx, dy: dy, memory: max(2, memory))
    }

    /// Learns a kept word whose taps are one per character (other words teach nothing: the
    /// alignment of taps to letters would be a guess).
    public mutating func learn(word: String, taps: [TapPoint], layout: KeyboardLayoutModel) {
        let chars = Array(word.lowercased())
        guard chars.count == taps.count, chars.count <= 64 else { return }
        for (c, t) in zip(chars, taps) {
            if let g = layout.keys[c] { observe(t, key: c, geometry: g) }
        }
    }

    /// Whether the values are usable (a hand-edited or damaged file may hold NaN or negatives).
    public var isValid: Bool {
        version == Self.formatVersion && defaultSpread > 0 && defaultSpread.isFinite && prior >= 0 && prior.isFinite
            && memory >= 2 && memory.isFinite && keys.values.allSatisfy(\.isFinite)
    }
}

/// A key's touch distribution for the decoder: centre and σ in keyboard units.
public struct KeyTarget: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var sigmaX: Double
    public var sigmaY: Double
}
