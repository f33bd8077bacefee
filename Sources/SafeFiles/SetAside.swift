import Glibc

/// Moving a damaged file out of the way instead of deleting or overwriting it: the user's data
/// stays on disk for a look, and the program starts fresh. Used for learned state (touch models,
/// learned calibrations) that a session must never stop over.
public enum SetAside {
    /// Renames `path` to the first free `<path>.set-aside-N` (N = 1…1000); says where it went,
    /// for the warning that follows.
    public static func move(_ path: String) -> String {
        for n in 1...1000 {
            let target = "\(path).set-aside-\(n)"
            var st = stat()
            guard lstat(target, &st) != 0 else { continue }
            guard rename(path, target) == 0 else {
                return "could not move it (\(String(cString: strerror(errno))))"
            }
            return "moved to \(target)"
        }
        return "left in place (1000 set-aside files already)"
    }
}

/// File names made from user-visible names (device names, keyset ids).
public enum SafeFileName {
    /// A name safe as one path component: ASCII letters, digits, `-` and `_` kept, anything else
    /// `_`, at most 80 characters.
    public static func make(_ s: String) -> String {
        String(s.unicodeScalars.map { u -> Character in
            (u.properties.isAlphabetic && u.isASCII) || ("0"..."9").contains(u) || u == "-" || u == "_" ? Character(u) : "_"
        }.prefix(80))
    }
}
