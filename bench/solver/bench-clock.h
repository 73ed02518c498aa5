/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <time.h>

/* CPU seconds of the calling thread: what the benchmarks count, so that
 * other work on the machine slows them less. */
static inline double
bench_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}
