// libhunspell's C API (Debian: libhunspell-dev). Not thread-safe: one handle per user.
#include <hunspell/hunspell.h>
