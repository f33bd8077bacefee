#pragma once
#include <stddef.h>
/// Bytes currently allocated through malloc (glibc mallinfo2().uordblks) — used by
/// `pressboard bench` to show that steady-state per-event work allocates nothing.
size_t pb_allocated_bytes(void);


/// Bytes the main arena has obtained from the system.
size_t pb_arena_bytes(void);
