#include "bench_support.h"
#include <malloc.h>

size_t pb_allocated_bytes(void) { return mallinfo2().uordblks; }
size_t pb_arena_bytes(void) { return mallinfo2().arena; }
