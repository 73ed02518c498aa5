/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-shuffle.h"
#include "ap-solver-private.h"

/*
 * The canonical key of a position, and the table of keys seen.
 *
 * The key is 128 bits: two independent 64-bit hashes of the same canonical
 * form. The search treats two positions with the same key as the same
 * position, so a collision could make it skip a position it has not
 * examined; with 128 bits and at most a few tens of millions of positions a
 * search, the chance is below 10^-22 a search, which is why an
 * "unwinnable" answer is called proved.
 *
 * Two copies of a card are the same byte (ap-card.h), so positions that
 * differ only by which copy lies where are already equal. Beyond that the
 * key ignores the order of piles that the rules treat alike, and only while
 * they do:
 *
 * - Foundations. No rule names a foundation by its number: an empty up
 *   foundation takes any suitable ace, an empty down foundation any
 *   suitable king, a transfer only looks at the tops, and no deal puts a
 *   card on a foundation. So the up foundations are interchangeable among
 *   themselves, and so are the down ones (Carthage: all eight build up).
 *   Swapping two of them in any line of play gives a line of play.
 *
 * - Tableau depots. The building rule, the empty-depot rule and the moves
 *   out of a depot do not depend on which depot it is. Only Algerian's
 *   final pass does: it deals one card onto T1, T2, ... in order. So the
 *   depots are interchangeable once no deal can reach them: in Algerian
 *   when the stock is empty, in Carthage (whose deals go to the reserve
 *   only) always.
 *
 * - Reserve piles. In Algerian and Carthage the deals go round robin to
 *   R1, R2, ..., so which pile holds what matters while a deal to the
 *   reserve is still to come: in Algerian while the stock holds more than
 *   the eight cards of the final pass, in Carthage while the stock is not
 *   empty. After that, the rules for a reserve pile (its top card moves; an
 *   empty pile takes a card as `reserve-spaces` says, which depends only on
 *   the stock) do not depend on its number.
 *   In Patriarchs and Picture Patience the piles are interchangeable always:
 *   the deals go to the waste, and a refill goes to the pile that was just
 *   emptied. Which pile that is does not matter, because every pile holds
 *   at most one card and the refill puts the same card (the top of the waste,
 *   else of the stock) into whichever pile emptied; so swapping two reserve
 *   piles in any line of play gives a line of play whose refills put the
 *   same cards into the swapped piles. A pile that stays empty (nothing
 *   was left to refill it) is never refilled later, whatever its number.
 *
 * The stock, the waste and the redeals left are always part of the key.
 *
 * Hashing: each pile gets a Zobrist hash (the XOR of a random number for
 * each (height, card) it holds), then a strong mix of it with a salt for
 * its pile, or for its group when the piles of the group are
 * interchangeable, and the mixed values are added up. Addition does not
 * depend on order, so an interchangeable group is hashed as the multiset
 * of its piles without sorting anything.
 */

static guint64 zobrist[2][AP_DECK_SIZE][AP_N_CARDS];
static guint64 pile_salt[2][AP_N_PILES];

enum {
  GROUP_FOUNDATION_UP,
  GROUP_FOUNDATION_DOWN,
  GROUP_TABLEAU,
  GROUP_RESERVE,
  GROUP_REDEALS,
  N_GROUPS
};

static guint64 group_salt[2][N_GROUPS];

static void
init_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      /* A fixed seed: keys are the same in every run, which keeps searches
       * (and so hints) reproducible. */
      guint64 state = 0x416c676572696100;  /* "Algeria" */

      for (int h = 0; h < 2; h++)
        {
          for (int d = 0; d < AP_DECK_SIZE; d++)
            for (int c = 0; c < AP_N_CARDS; c++)
              zobrist[h][d][c] = ap_splitmix64_next (&state);
          for (int p = 0; p < AP_N_PILES; p++)
            pile_salt[h][p] = ap_splitmix64_next (&state);
          for (int g = 0; g < N_GROUPS; g++)
            group_salt[h][g] = ap_splitmix64_next (&state);
        }
      g_once_init_leave (&initialized, 1);
    }
}

/* The finaliser of SplitMix64 (and of MurmurHash3): every input bit
 * affects every output bit, which a sum of values needs. */
static inline guint64
mix (guint64 z)
{
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

static inline guint64
mix2 (guint64 z)
{
  z = (z ^ (z >> 33)) * 0xff51afd7ed558ccd;
  z = (z ^ (z >> 33)) * 0xc4ceb9fe1a85ec53;
  return z ^ (z >> 33);
}

void
ap_solver_key (const ApPosition *pos, ApSolverKey *key)
{
  ApGame game = pos->rules.game;
  const ApGameInfo *info = ap_game_info (game);
  guint stock = pos->len[AP_PILE_STOCK];
  gboolean depots_alike, reserves_alike;
  guint64 a, b;

  init_tables ();

  depots_alike = info->deal != AP_DEAL_ALGERIAN || stock == 0;
  if (info->refill_reserve)
    reserves_alike = TRUE;
  else if (info->deal == AP_DEAL_ALGERIAN)
    reserves_alike = stock <= info->n_tableau;
  else
    reserves_alike = stock == 0;

  a = mix (pos->redeals ^ group_salt[0][GROUP_REDEALS]);
  b = mix2 (pos->redeals ^ group_salt[1][GROUP_REDEALS]);

  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint64 ha = 0, hb = 0, sa, sb;
      const ApCard *cards = pos->cards[p];
      int group = -1;

      if (!ap_game_has_pile (game, p))
        continue;
      for (guint i = 0; i < pos->len[p]; i++)
        {
          ha ^= zobrist[0][i][cards[i]];
          hb ^= zobrist[1][i][cards[i]];
        }
      switch (ap_pile_kind (p))
        {
        case AP_KIND_FOUNDATION:
          group = ap_foundation_is_down (game, p) ? GROUP_FOUNDATION_DOWN : GROUP_FOUNDATION_UP;
          break;
        case AP_KIND_TABLEAU:
          if (depots_alike)
            group = GROUP_TABLEAU;
          break;
        case AP_KIND_RESERVE:
          if (reserves_alike)
            group = GROUP_RESERVE;
          break;
        case AP_KIND_STOCK:
        case AP_KIND_WASTE:
        default:
          break;
        }
      sa = group >= 0 ? group_salt[0][group] : pile_salt[0][p];
      sb = group >= 0 ? group_salt[1][group] : pile_salt[1][p];
      a += mix (ha ^ sa);
      b += mix2 (hb ^ sb);
    }
  key->a = a;
  /* Never the all-zero key, which marks an empty slot of the table. */
  key->b = b | 1;
}

void
ap_solver_table_init (ApSolverTable *table, gsize max_bytes)
{
  gsize max_capacity = 1024;

  /* At most half the bound, so that the last doubling (old and new table
   * at once) stays within three quarters of it. */
  while (max_capacity * 2 * sizeof (ApSolverKey) * 2 <= max_bytes)
    max_capacity *= 2;
  table->max_capacity = max_capacity;
  table->capacity = MIN (max_capacity, (gsize) 1 << 16);
  table->count = 0;
  table->slots = g_new0 (ApSolverKey, table->capacity);
}

void
ap_solver_table_clear (ApSolverTable *table)
{
  g_clear_pointer (&table->slots, g_free);
  table->capacity = table->count = 0;
}

static void
insert_new (ApSolverKey *slots, gsize mask, const ApSolverKey *key)
{
  gsize i = key->a & mask;

  while (slots[i].b != 0)
    i = (i + 1) & mask;
  slots[i] = *key;
}

static void
grow (ApSolverTable *table)
{
  gsize capacity = table->capacity * 2;
  ApSolverKey *slots = g_new0 (ApSolverKey, capacity);

  for (gsize i = 0; i < table->capacity; i++)
    if (table->slots[i].b != 0)
      insert_new (slots, capacity - 1, &table->slots[i]);
  g_free (table->slots);
  table->slots = slots;
  table->capacity = capacity;
}

ApTableResult
ap_solver_table_insert (ApSolverTable *table, const ApSolverKey *key)
{
  gsize mask = table->capacity - 1;
  gsize i = key->a & mask;

  while (table->slots[i].b != 0)
    {
      if (table->slots[i].a == key->a && table->slots[i].b == key->b)
        return AP_TABLE_SEEN;
      i = (i + 1) & mask;
    }
  if (table->count + 1 > table->capacity / 4 * 3)
    {
      if (table->capacity < table->max_capacity)
        {
          grow (table);
          return ap_solver_table_insert (table, key);
        }
      if (table->count + 1 > table->capacity / 8 * 7)
        return AP_TABLE_FULL;
    }
  table->slots[i] = *key;
  table->count++;
  return AP_TABLE_NEW;
}
