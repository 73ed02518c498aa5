/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#endif

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
 * Only such exchanges are allowed: under them every move of one position
 * is a move of the other, so the search, which expands only the first
 * position of a key it meets, misses nothing. Positions that can merely
 * reach each other are not enough. Commits 26aca76 to c2d2019 counted the
 * lone cards on depots and on reserve piles as one group, since through an
 * empty pile every placing of them reaches every other; but a card can be
 * built on in a depot and not on a reserve pile, so the search never tried
 * what only the other placings allow, and called winnable positions
 * unwinnable (tests/solver/positions/carthage-lone-card.txt).
 *
 * The stock, the waste and the redeals left are always part of the key. In
 * a game without a redeal the stock only ever loses its top card, so within
 * one search (all positions reached from one start) its length tells its
 * cards, and the search hashes only the length.
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
      guint64 state = 0x416c676572696100; /* "Algeria" */

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

/* What the key needs to know about a game's piles, worked out once. */
typedef struct {
  guint8 n_piles;
  guint8 piles[AP_N_PILES];
  guint8 kind[AP_N_PILES];  /* ApPileKind of piles[i] */
  gint8 group[AP_N_PILES];  /* foundation group, or -1 */
  guint8 index[AP_N_PILES]; /* pile to i */
} GameLayout;

static GameLayout layouts[AP_N_GAMES];

static void
init_layouts (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (int g = 0; g < AP_N_GAMES; g++)
        {
          GameLayout *layout = &layouts[g];

          layout->n_piles = 0;
          for (int p = 0; p < AP_N_PILES; p++)
            {
              int i;

              if (!ap_game_has_pile (g, p))
                continue;
              i = layout->n_piles++;
              layout->piles[i] = p;
              layout->index[p] = i;
              layout->kind[i] = ap_pile_kind (p);
              layout->group[i] = -1;
              if (layout->kind[i] == AP_KIND_FOUNDATION)
                layout->group[i] =
                  ap_foundation_kind_index (g, p) ? GROUP_FOUNDATION_DOWN : GROUP_FOUNDATION_UP;
            }
        }
      g_once_init_leave (&initialized, 1);
    }
}

typedef ApSolverAlike Alike;

static gboolean
alike_equal (const Alike *a, const Alike *b)
{
  return a->depots_alike == b->depots_alike && a->reserves_alike == b->reserves_alike;
}

static void
find_alike (const ApPosition *pos, Alike *alike)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint stock = pos->len[AP_PILE_STOCK];

  alike->depots_alike = info->deal != AP_DEAL_ALGERIAN || stock == 0;
  /* Tournament deals, refills and gathers its depots in their order. */
  if (info->deal == AP_DEAL_TABLEAU_BLOCKS)
    alike->depots_alike = stock == 0 && pos->redeals == 0;
  /* Piles that only the player's moves change are alike (Tournament's
   * kibitzers). */
  if (info->refill_reserve || info->reserve_from_tableau_only)
    alike->reserves_alike = TRUE;
  else if (info->deal == AP_DEAL_ALGERIAN)
    alike->reserves_alike = stock <= info->n_tableau;
  else
    alike->reserves_alike = stock == 0;
}

/* The share of the key of the i-th pile of the layout (of `len` cards):
 * its hash mixed with the salt of its pile, or of its group of
 * interchangeable piles. */
static inline void
contribution (const GameLayout *layout, guint i, const Alike *alike, guint len, guint64 ha,
              guint64 hb, guint64 *ca, guint64 *cb)
{
  int p = layout->piles[i];
  int group = layout->group[i];

  if (layout->kind[i] == AP_KIND_TABLEAU && alike->depots_alike)
    group = GROUP_TABLEAU;
  else if (layout->kind[i] == AP_KIND_RESERVE && alike->reserves_alike)
    group = GROUP_RESERVE;
  *ca = mix (ha ^ (group >= 0 ? group_salt[0][group] : pile_salt[0][p]));
  *cb = mix2 (hb ^ (group >= 0 ? group_salt[1][group] : pile_salt[1][p]));
}

static inline void
stock_length_hash (guint len, guint64 *ha, guint64 *hb)
{
  *ha = zobrist[0][0][len % AP_N_CARDS] + len;
  *hb = zobrist[1][0][len % AP_N_CARDS] + len;
}

/* Adds what is not a pile's share: the redeals left. */
static void
finish_key (const ApPosition *pos, guint64 a, guint64 b, ApSolverKey *key)
{
  a += mix (pos->redeals ^ group_salt[0][GROUP_REDEALS]);
  b += mix2 (pos->redeals ^ group_salt[1][GROUP_REDEALS]);
  key->a = a;
  /* Never the all-zero key, which marks an empty slot of the table. */
  key->b = b | 1;
}

/* The hash of pile p, before its share of the key is mixed (contribution()). */
static void
pile_hash (const ApPosition *pos, int p, gboolean by_length, guint64 *ha, guint64 *hb)
{
  *ha = *hb = 0;
  if (by_length)
    stock_length_hash (pos->len[p], ha, hb);
  else
    for (guint k = 0; k < pos->len[p]; k++)
      {
        *ha ^= zobrist[0][k][pos->cards[p][k]];
        *hb ^= zobrist[1][k][pos->cards[p][k]];
      }
}

void
ap_solver_pile_hashes_init (ApSolverPileHashes *hashes, const ApPosition *pos,
                            gboolean stock_by_length)
{
  const GameLayout *layout;

  init_tables ();
  init_layouts ();
  layout = &layouts[pos->rules.game];
  /* The piles the game lacks too, so that copies copy nothing undefined. */
  memset (hashes, 0, sizeof *hashes);
  hashes->stock_by_length = stock_by_length;
  for (guint i = 0; i < layout->n_piles; i++)
    {
      int p = layout->piles[i];

      pile_hash (pos, p, p == AP_PILE_STOCK && stock_by_length, &hashes->hash[0][p],
                 &hashes->hash[1][p]);
    }
}

/* Card `card` comes onto pile p at `height`, or leaves it from there: a
 * Zobrist hash changes the same way both times. */
static inline void
toggle (ApSolverPileHashes *hashes, int p, guint height, ApCard card)
{
  hashes->hash[0][p] ^= zobrist[0][height][card];
  hashes->hash[1][p] ^= zobrist[1][height][card];
}

/* Every move takes cards only off the tops of piles and puts them only on
 * tops, so a pile's hash changes by the cards at the heights that changed.
 * A card move takes the top of the source to the top of the target, then
 * maybe refills the source (a reserve pile, emptied) with the top of the
 * waste or the stock. A deal puts cards on the tops of other piles, so
 * what each pile received is above its old length; what left the stock is
 * known when it was one card (the waste's new top), else the stock is
 * hashed again (or counted by its length). A redeal rebuilds the stock and
 * the waste. */
void
ap_solver_pile_hashes_step (ApSolverPileHashes *hashes, const guint8 *before_len,
                            const ApPosition *pos, const ApUndo *undo)
{
  ApMove move = undo->move;
  int stock = AP_PILE_STOCK;
  gboolean stock_by_length = hashes->stock_by_length;

  switch (move.kind)
    {
    case AP_MOVE_CARD:
      {
        ApCard card = ap_position_top (pos, move.dst);
        int refill = undo->refill_pile;

        toggle (hashes, move.dst, pos->len[move.dst] - 1, card);
        toggle (hashes, move.src, before_len[move.src] - 1, card);
        if (refill != AP_PILE_NONE && undo->count > 1)
          {
            /* Tournament's refill of four: both piles hashed again. */
            pile_hash (pos, refill, FALSE, &hashes->hash[0][refill], &hashes->hash[1][refill]);
            pile_hash (pos, undo->refill_src, undo->refill_src == stock && stock_by_length,
                       &hashes->hash[0][undo->refill_src], &hashes->hash[1][undo->refill_src]);
          }
        else if (refill != AP_PILE_NONE)
          {
            ApCard top = ap_position_top (pos, refill);

            toggle (hashes, refill, pos->len[refill] - 1, top);
            if (undo->refill_src == stock && stock_by_length)
              stock_length_hash (pos->len[stock], &hashes->hash[0][stock], &hashes->hash[1][stock]);
            else
              toggle (hashes, undo->refill_src, pos->len[undo->refill_src], top);
          }
      }
      break;
    case AP_MOVE_DEAL:
      {
        const GameLayout *layout = &layouts[pos->rules.game];
        int last = -1;

        for (guint i = 0; i < layout->n_piles; i++)
          {
            int p = layout->piles[i];

            if (p == stock)
              continue;
            for (guint k = before_len[p]; k < pos->len[p]; k++)
              {
                toggle (hashes, p, k, pos->cards[p][k]);
                last = p;
              }
          }
        if (!stock_by_length && undo->count == 1 && last >= 0)
          toggle (hashes, stock, pos->len[stock], ap_position_top (pos, last));
        else
          pile_hash (pos, stock, stock_by_length, &hashes->hash[0][stock], &hashes->hash[1][stock]);
      }
      break;
    case AP_MOVE_REDEAL:
    default:
      pile_hash (pos, stock, stock_by_length, &hashes->hash[0][stock], &hashes->hash[1][stock]);
      pile_hash (pos, AP_PILE_WASTE, FALSE, &hashes->hash[0][AP_PILE_WASTE],
                 &hashes->hash[1][AP_PILE_WASTE]);
      /* Tournament's redeal gathers and deals the depots again. */
      if (ap_game_info (pos->rules.game)->redeal == AP_REDEAL_GATHER)
        for (int i = 0; i < ap_game_info (pos->rules.game)->n_tableau; i++)
          pile_hash (pos, AP_PILE_T (i), FALSE, &hashes->hash[0][AP_PILE_T (i)],
                     &hashes->hash[1][AP_PILE_T (i)]);
      break;
    }
}

void
ap_solver_pile_hashes_apply (ApSolverPileHashes *hashes, ApPosition *pos, ApMove move, ApUndo *undo)
{
  guint8 before_len[AP_N_PILES];

  memcpy (before_len, pos->len, sizeof before_len);
  ap_position_apply (pos, move, undo);
  ap_solver_pile_hashes_step (hashes, before_len, pos, undo);
}

static void
hashes_key (const ApSolverPileHashes *hashes, const ApPosition *pos, ApSolverKey *key)
{
  const GameLayout *layout = &layouts[pos->rules.game];
  Alike alike;
  guint64 a = 0, b = 0;

  find_alike (pos, &alike);
  for (guint i = 0; i < layout->n_piles; i++)
    {
      int p = layout->piles[i];
      guint64 ca, cb;

      contribution (layout, i, &alike, pos->len[p], hashes->hash[0][p], hashes->hash[1][p], &ca,
                    &cb);
      a += ca;
      b += cb;
    }
  finish_key (pos, a, b, key);
}

void
ap_solver_pile_hashes_key (const ApSolverPileHashes *hashes, const ApPosition *pos,
                           ApSolverKey *key)
{
  hashes_key (hashes, pos, key);
#ifdef AP_SOLVER_CHECK_KEYS
  {
    /* A test build (tests/solver): the hashes stepped from move to move
     * must give the key of the position computed from scratch. */
    ApSolverPileHashes fresh;
    ApSolverKey full;

    ap_solver_pile_hashes_init (&fresh, pos, hashes->stock_by_length);
    hashes_key (&fresh, pos, &full);
    g_assert_true (full.a == key->a && full.b == key->b);
  }
#endif
}

void
ap_solver_key_full (const ApPosition *pos, gboolean stock_by_length, ApSolverKey *key)
{
  ApSolverPileHashes hashes;

  ap_solver_pile_hashes_init (&hashes, pos, stock_by_length);
  hashes_key (&hashes, pos, key);
}

/* Brings pile i of the layout up to date in the hasher. */
static void
refresh_pile (ApSolverHasher *hasher, const ApPosition *pos, const GameLayout *layout, guint i)
{
  int p = layout->piles[i];
  guint len = pos->len[p];

  if (layout->kind[i] == AP_KIND_STOCK && hasher->stock_by_length)
    stock_length_hash (len, &hasher->hash[0][p], &hasher->hash[1][p]);
  else
    {
      for (guint k = hasher->valid[p]; k < len; k++)
        {
          ApCard card = pos->cards[p][k];

          hasher->prefix[0][p][k + 1] = hasher->prefix[0][p][k] ^ zobrist[0][k][card];
          hasher->prefix[1][p][k + 1] = hasher->prefix[1][p][k] ^ zobrist[1][k][card];
        }
      hasher->hash[0][p] = hasher->prefix[0][p][len];
      hasher->hash[1][p] = hasher->prefix[1][p][len];
    }
  hasher->valid[p] = len;
  hasher->len[p] = len;
  hasher->dirty[p] = FALSE;
}

static void
recombine_all (ApSolverHasher *hasher, const ApPosition *pos, const Alike *alike)
{
  const GameLayout *layout = &layouts[pos->rules.game];

  hasher->alike = *alike;
  hasher->sum[0] = hasher->sum[1] = 0;
  for (guint i = 0; i < layout->n_piles; i++)
    {
      int p = layout->piles[i];

      contribution (layout, i, alike, pos->len[p], hasher->hash[0][p], hasher->hash[1][p],
                    &hasher->contrib[0][p], &hasher->contrib[1][p]);
      hasher->sum[0] += hasher->contrib[0][p];
      hasher->sum[1] += hasher->contrib[1][p];
    }
}

void
ap_solver_hasher_init (ApSolverHasher *hasher, const ApPosition *pos, gboolean stock_by_length)
{
  const GameLayout *layout;
  Alike alike;

  init_tables ();
  init_layouts ();
  layout = &layouts[pos->rules.game];
  hasher->stock_by_length = stock_by_length;
  hasher->n_dirty = 0;
  for (int p = 0; p < AP_N_PILES; p++)
    {
      hasher->prefix[0][p][0] = hasher->prefix[1][p][0] = 0;
      hasher->valid[p] = 0;
      hasher->dirty[p] = FALSE;
      hasher->hash[0][p] = hasher->hash[1][p] = 0;
    }
  for (guint i = 0; i < layout->n_piles; i++)
    refresh_pile (hasher, pos, layout, i);
  find_alike (pos, &alike);
  recombine_all (hasher, pos, &alike);
}

void
ap_solver_hasher_touch (ApSolverHasher *hasher, const ApPosition *pos, int pile, guint low)
{
  low = MIN (low, MIN (hasher->len[pile], pos->len[pile]));
  hasher->valid[pile] = MIN (hasher->valid[pile], low);
  hasher->len[pile] = pos->len[pile];
  if (!hasher->dirty[pile])
    {
      hasher->dirty[pile] = TRUE;
      hasher->dirty_list[hasher->n_dirty++] = pile;
    }
}

/* Brings pile i's share of the key up to date. */
static inline void
recombine_pile (ApSolverHasher *hasher, const ApPosition *pos, const GameLayout *layout, guint i,
                const Alike *alike)
{
  int p = layout->piles[i];

  hasher->sum[0] -= hasher->contrib[0][p];
  hasher->sum[1] -= hasher->contrib[1][p];
  contribution (layout, i, alike, pos->len[p], hasher->hash[0][p], hasher->hash[1][p],
                &hasher->contrib[0][p], &hasher->contrib[1][p]);
  hasher->sum[0] += hasher->contrib[0][p];
  hasher->sum[1] += hasher->contrib[1][p];
}

void
ap_solver_hasher_key (ApSolverHasher *hasher, const ApPosition *pos, ApSolverKey *key)
{
  const GameLayout *layout = &layouts[pos->rules.game];
  gboolean same;
  Alike alike;

  find_alike (pos, &alike);
  same = alike_equal (&alike, &hasher->alike);
  for (guint d = 0; d < hasher->n_dirty; d++)
    {
      guint i = layout->index[hasher->dirty_list[d]];

      refresh_pile (hasher, pos, layout, i);
      if (same)
        recombine_pile (hasher, pos, layout, i, &alike);
    }
  hasher->n_dirty = 0;
  if (!same)
    recombine_all (hasher, pos, &alike);
  finish_key (pos, hasher->sum[0], hasher->sum[1], key);
}

void
ap_solver_key (const ApPosition *pos, ApSolverKey *key)
{
  ap_solver_key_full (pos, FALSE, key);
}

/* NULL when the memory cannot be had: the bound may be more than the
 * machine has (`--memory`). */
static ApSolverKey *
slots_new (gsize capacity)
{
  return ap_solver_slots_try_new0 (capacity * sizeof (ApSolverKey));
}

static void
slots_free (ApSolverKey *slots, gsize capacity)
{
  ap_solver_slots_free (slots, capacity * sizeof (ApSolverKey));
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
  /* A megabyte at most: if even that cannot be had, nothing can go on. */
  table->slots = slots_new (table->capacity);
  if (table->slots == NULL)
    g_error ("out of memory for a table of %" G_GSIZE_FORMAT " positions", table->capacity);
}

void
ap_solver_table_clear (ApSolverTable *table)
{
  slots_free (table->slots, table->capacity);
  table->slots = NULL;
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

/* FALSE when the larger table cannot be had: then the table is as large
 * as it will get, and fills up as at its bound. */
static gboolean
grow (ApSolverTable *table)
{
  gsize capacity = table->capacity * 2;
  ApSolverKey *slots = slots_new (capacity);

  if (slots == NULL)
    {
      table->max_capacity = table->capacity;
      return FALSE;
    }
  for (gsize i = 0; i < table->capacity; i++)
    if (table->slots[i].b != 0)
      insert_new (slots, capacity - 1, &table->slots[i]);
  slots_free (table->slots, table->capacity);
  table->slots = slots;
  table->capacity = capacity;
  return TRUE;
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
      if (table->capacity < table->max_capacity && grow (table))
        return ap_solver_table_insert (table, key);
      if (table->count + 1 > table->capacity / 8 * 7)
        return AP_TABLE_FULL;
    }
  table->slots[i] = *key;
  table->count++;
  return AP_TABLE_NEW;
}
