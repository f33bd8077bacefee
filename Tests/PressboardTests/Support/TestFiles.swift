#if canImport(Glibc)
import Glibc
#endif

func removeTestFile(_ path: String) { unlink(path) }
