/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "brute.h"

#include "ap-move.h"

/* The exact piles of a position (the rules never change within a search):
 * the redeals left, then each pile's length and cards.
 * Made in one allocation of its exact size. Appended to a byte at a time,
 * a form grew by about thirty reallocs; with glibc 2.41 and meson's
 * MALLOC_PERTURB_, a realloc that grows a block into the free memory after
 * it fills the rest of that free memory (megabytes, once the table of an
 * earlier search is freed) with the perturb byte, and the endgames' brute
 * searches took 14 s instead of 1 s. */
static GBytes *
exact_form (const ApPosition *pos)
{
  gsize size = 1 + AP_N_PILES;
  guint8 *bytes, *at;

  for (int pile = 0; pile < AP_N_PILES; pile++)
    size += pos->len[pile] * sizeof (ApCard);
  bytes = g_malloc (size);
  at = bytes;
  *at++ = pos->redeals;
  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      *at++ = pos->len[pile];
      memcpy (at, pos->cards[pile], pos->len[pile] * sizeof (ApCard));
      at += pos->len[pile] * sizeof (ApCard);
    }
  g_assert_true (at == bytes + size);
  return g_bytes_new_take (bytes, size);
}

/* The position of `form` (exact_form()) with the rules of `rules_from`. */
static void
from_exact_form (GBytes *form, const ApPosition *rules_from, ApPosition *pos)
{
  gsize size;
  const guint8 *bytes = g_bytes_get_data (form, &size), *at = bytes + 1;

  *pos = *rules_from;
  pos->redeals = bytes[0];
  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      pos->len[pile] = *at++;
      memcpy (pos->cards[pile], at, pos->len[pile] * sizeof (ApCard));
      at += pos->len[pile] * sizeof (ApCard);
    }
  g_assert_true (at == bytes + size);
}

/* Depth-first; the stack holds positions still to expand in their exact
 * form, which is small beside an ApPosition. */
BruteVerdict
brute_solve (const ApPosition *start, guint goal, guint max_positions)
{
  g_autoptr (GHashTable) seen =
    g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  g_autoptr (GPtrArray) stack = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  BruteVerdict verdict = BRUTE_LOST;
  GBytes *form = exact_form (start);

  g_hash_table_add (seen, g_bytes_ref (form));
  g_ptr_array_add (stack, form);
  while (stack->len > 0 && verdict == BRUTE_LOST)
    {
      ApPosition pos;
      ApMove moves[AP_MAX_MOVES];
      guint n;

      form = g_ptr_array_steal_index (stack, stack->len - 1);
      from_exact_form (form, start, &pos);
      g_bytes_unref (form);
      if (ap_position_foundation_count (&pos) >= goal)
        {
          verdict = BRUTE_WON;
          break;
        }
      n = ap_position_legal_moves (&pos, moves);
      for (guint i = 0; i < n && verdict == BRUTE_LOST; i++)
        {
          ApPosition next = pos;

          ap_position_apply (&next, moves[i], NULL);
          form = exact_form (&next);
          if (g_hash_table_contains (seen, form))
            {
              g_bytes_unref (form);
              continue;
            }
          g_hash_table_add (seen, g_bytes_ref (form));
          g_ptr_array_add (stack, form);
          if (g_hash_table_size (seen) > max_positions)
            verdict = BRUTE_TOO_BIG;
        }
    }
  return verdict;
}
