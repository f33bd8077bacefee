#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Serialises, across the whole process, every call that can reach FreeType through Pango and
/// Cairo: typesetting, hit-testing and drawing laid-out text, and creating or releasing font maps,
/// contexts and layouts.
///
/// Why a process-wide lock, when everything else is a value passed in: the state it guards is
/// process-wide already and not ours. Cairo (1.16) keeps one cache of FreeType faces for the whole
/// process and closes the least recently used when more than ten are open, and it decides which
/// face is unused without holding that face's lock; FreeType faces are not safe to use from two
/// threads. Engines on different threads share nothing of ours, yet with a dozen font files in
/// play (a document's fonts and their fallbacks) one thread's face was closed under another's
/// glyph lookup — heap corruption and SIGSEGVs inside FreeType (`ConcurrentEnginesTests`
/// reproduces it in a few seconds without this lock). A lock passed in per engine could not help:
/// two engines given different locks would race on the same faces.
///
/// It is recursive: typesetting releases replaced layouts and custom-drawing handlers draw strings
/// through the engine, both while the lock is held. Uncontended, it costs tens of nanoseconds
/// against the tens of microseconds of a paragraph's typesetting.
final class FontLibraryLock: @unchecked Sendable {
    /// The one lock for the process (see the type's comment for why it cannot be passed in).
    static let process = FontLibraryLock()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    /// Runs `body` holding the lock; calls from the same thread nest.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
