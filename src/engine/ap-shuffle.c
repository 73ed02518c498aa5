/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-shuffle.h"

/* The deal numbers are a promise to players ("deal 1234 is winnable"), so
 * the generator is our own and fully specified in docs/deals.md rather than
 * rand() or GRand, whose sequences may change between libraries. */
guint64
ap_splitmix64_next (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

guint64
ap_random_below (guint64 *state, guint64 bound)
{
  /* (2^64 - bound) mod bound, computed in 64 bits as (-bound) % bound. */
  guint64 threshold = (0 - bound) % bound;
  guint64 r;

  do
    r = ap_splitmix64_next (state);
  while (r < threshold);
  return r % bound;
}
