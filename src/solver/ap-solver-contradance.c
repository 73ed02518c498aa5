/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-solver-private.h"

/*
 * Contradance (rules.md 8) decided by a search of its own, which proves
 * its positions either way where the general searches leave most deals
 * undecided.
 *
 * The game has no pile but the stock, the waste and the sixteen
 * foundations, so the only card that can ever move is the waste's top one.
 * Line the cards of the stock and the waste up as the waste's from bottom
 * to top, then the stock's in the order they are dealt: that is the order
 * in which every pass deals them, since a redeal turns the waste over so
 * that the first card dealt is dealt first again (rules.md 8.3, 3.5). A
 * position is then (the redeals left, how far along the line this pass has
 * dealt, which cards of the line are still in the stock or the waste):
 * the waste is what is left of the line before that point, the stock what
 * is left after it, in order.
 *
 * The foundations follow from the cards gone home, up to exchanging twins
 * (the two piles of one suit and kind: F1 and F2 are both spades on a
 * five, and so on). Writing c[r] for the copies of rank r on a pair of
 * twins (0, 1 or 2; the base's rank counts 2), the taller twin holds the
 * ranks with c[r] >= 1 and the shorter those with c[r] == 2, whichever
 * pile took which card; a card of rank r can go home when c[r'] > c[r],
 * r' being the rank before it. Which twin takes a card never matters, so
 * the search puts it on the first that takes it.
 *
 * The one decision the game leaves is whether the waste's top card, when
 * it can go home, goes now or waits (a deal or the redeal covers it).
 * Going is proved safe (ap_move_is_safe(), ap-safe-move.c) when the
 * card's pile has a twin at least as tall, which leaves only the first
 * copy A of a rank r whose pile F is taller than its twin T: the other
 * copy B may need F. A choice between A and B is all there is to it:
 *
 * - If some winning line W plays A before B, playing A now wins too. Say
 *   W plays A at move t. Before t, W puts no card of rank r on the twins
 *   (A is first, and B comes after), nor one of the next rank (none of
 *   rank r is there), so none on F. The line W' that plays A now and then
 *   W's moves but the one of A (and a deal of A alone, after a redeal)
 *   plays the same cards from the same top cards (W plays nothing from
 *   under A before t), and after t the positions are the same.
 * - Else every winning line plays B first. Then the search marks A as
 *   held: it waits until B is home, and then it is a second copy, whose
 *   move is safe. And B goes home as soon as it can, by the same argument
 *   with the two copies exchanged, among the lines that play B first.
 *
 * So the search tries, for each such pair of copies, A now and then A
 * held; every other move is forced (a safe card home, else a deal, else
 * the redeal). The table of positions met keys the cards left, the waste's
 * extent, the redeals left and the cards held; only positions where the
 * search chose are kept. Every move makes progress (a card home, a card
 * dealt, a redeal used), so no position comes back on the line being
 * searched: an exhausted search proves the position lost.
 *
 * With ApSolverLimits.no_safe_moves (for the tests) the search proves
 * nothing of its own: every card that can go home goes or waits, and a
 * card that waited may go whenever it is on top again.
 */

/* The line fits in 128 bits: the foundations hold at least their sixteen
 * bases, so at most 88 cards are left. */
#define MAX_LINE 128
#define NO_CARD 0xff
#define NO_INDEX 0xff
#define CHECK_EVERY 4096

typedef enum {
  STEP_PLAY,
  STEP_DEAL,
  STEP_REDEAL,
  STEP_HOLD /* not a move: the card at `index` waits for its other copy */
} StepKind;

/* A move made, with what taking it back needs. */
typedef struct {
  guint8 kind;     /* StepKind */
  guint8 pile;     /* STEP_PLAY: the foundation (0..15) */
  guint8 index;    /* STEP_PLAY, STEP_HOLD: the card's place in the line */
  guint8 released; /* STEP_PLAY: the other copy was held, and is no more;
                      STEP_DEAL, STEP_REDEAL: `dealt` before */
} Step;

/* A key: the cards left, the cards held, the waste's extent and the
 * redeals left. words[3]'s top bit is set, so no key is all zero, which
 * marks an empty slot. */
typedef struct {
  guint64 words[4];
} DanceKey;

/* The positions where the search chose: open addressing, linear probing,
 * within a memory bound (then it stops growing and keeps no more). */
typedef struct {
  DanceKey *slots;
  gsize capacity; /* a power of two */
  gsize count;
  gsize max_capacity;
} DanceTable;

typedef struct {
  ApSolverPassLimits pass;
  gboolean safe_moves; /* the proved moves and holds (not for the tests) */
  gboolean twins;      /* the twins are F1/F2, F3/F4, ...: the safe rule applies */
  guint n;             /* cards in the line */
  ApCard line[MAX_LINE];
  guint8 other[MAX_LINE]; /* the place of the other copy, or NO_INDEX */
  guint8 pair[MAX_LINE];  /* its twins (0..7: F1/F2 .. F15/F16), or NO_INDEX */
  guint8 step[MAX_LINE];  /* how many cards above its twins' base it is */
  /* The places in the line of the copies of each step of each pair of
   * twins, NO_INDEX where fewer are in the line. */
  guint8 copies[AP_MAX_FOUNDATIONS / 2][8][2];
  guint64 present[2]; /* bit i: line[i] is still in the stock or the waste */
  guint64 held[2];    /* bit i: line[i] waits until its other copy is home */
  guint dealt;        /* the present cards before this are the waste */
  guint redeals;
  guint home; /* cards on the foundations */
  guint8 len[AP_MAX_FOUNDATIONS];
  ApCard want[AP_MAX_FOUNDATIONS]; /* the card each takes next, or NO_CARD */
  const ApFoundationKind *kind[AP_MAX_FOUNDATIONS];
  GArray *steps;
  DanceTable table;
  guint64 nodes; /* positions where it chose */
  guint64 moves; /* moves made */
  ApSolverStop stop;
  guint best_count;
  gboolean have_best;
  ApMove best_first;
} Dance;

static gboolean
bit (const guint64 *set, guint i)
{
  return (set[i / 64] >> (i % 64)) & 1;
}

static void
set_bit (guint64 *set, guint i, gboolean on)
{
  if (on)
    set[i / 64] |= (guint64) 1 << (i % 64);
  else
    set[i / 64] &= ~((guint64) 1 << (i % 64));
}

/* The place in the line of the waste's top card, or -1 when it is empty. */
static int
waste_top (const Dance *d)
{
  if (d->dealt == 0)
    return -1;
  for (int w = (int) (d->dealt - 1) / 64; w >= 0; w--)
    {
      guint64 bits = d->present[w];
      guint below = d->dealt - (guint) w * 64;

      if (below < 64)
        bits &= ((guint64) 1 << below) - 1;
      if (bits != 0)
        return w * 64 + 63 - __builtin_clzll (bits);
    }
  return -1;
}

/* The place of the stock's next card, or -1 when it is empty. */
static int
stock_next (const Dance *d)
{
  for (guint w = d->dealt / 64; w < 2; w++)
    {
      guint64 bits = d->present[w];

      if (w == d->dealt / 64)
        bits &= ~(((guint64) 1 << (d->dealt % 64)) - 1);
      if (bits != 0)
        return (int) (w * 64 + __builtin_ctzll (bits));
    }
  return -1;
}

/* The first foundation that takes `card`, or -1. */
static int
destination (const Dance *d, ApCard card)
{
  for (int p = 0; p < AP_MAX_FOUNDATIONS; p++)
    if (d->want[p] == card)
      return p;
  return -1;
}

static ApCard
next_card (const ApFoundationKind *kind, ApCard card, guint len)
{
  if (len >= kind->length)
    return NO_CARD;
  return AP_CARD (ap_foundation_next_rank (kind, ap_card_rank (card)), ap_card_suit (card));
}

/* Whether the top card, at `index` in the line, goes to `pile` without a
 * choice: ap-safe-move.c's rule (the pile's twin holds at least as many
 * cards), or its other copy is held for it. */
static gboolean
goes_at_once (const Dance *d, int index, int pile)
{
  if (!d->safe_moves)
    return FALSE;
  if (d->twins && d->len[pile ^ 1] >= d->len[pile])
    return TRUE;
  return d->other[index] != NO_INDEX && bit (d->held, d->other[index]);
}

static ApMove
step_move (Step step)
{
  switch (step.kind)
    {
    case STEP_PLAY:
      return (ApMove) { AP_MOVE_CARD, AP_PILE_WASTE, AP_PILE_F (step.pile) };
    case STEP_DEAL:
      return (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
    case STEP_REDEAL:
    case STEP_HOLD:
    default:
      return (ApMove) { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
    }
}

/* Counts a move, and a position where the search chooses when `choice`:
 * those are the positions it expands, in the sense of the node limit (the
 * forced moves between them are like the general search's safe moves, and
 * cost tens of nanoseconds each). TRUE when a limit says stop (d->stop
 * tells which). */
static gboolean
count_node (Dance *d, gboolean choice)
{
  d->moves++;
  d->nodes += choice;
  if (d->pass.node_limit > 0 && d->nodes > d->pass.node_limit)
    d->stop = AP_SOLVER_STOP_NODES;
  else if (d->moves % CHECK_EVERY == 0)
    d->stop = ap_solver_check_limits (&d->pass);
  return d->stop != AP_SOLVER_STOP_NONE;
}

static void
push (Dance *d, Step step)
{
  g_array_append_val (d->steps, step);
}

/* The first move of the line so far (there is one). */
static ApMove
first_move (const Dance *d)
{
  for (guint i = 0;; i++)
    if (g_array_index (d->steps, Step, i).kind != STEP_HOLD)
      return step_move (g_array_index (d->steps, Step, i));
}

static void
play (Dance *d, int index, int pile)
{
  Step step = { STEP_PLAY, (guint8) pile, (guint8) index, FALSE };
  ApCard card = d->line[index];
  int other = d->other[index];

  set_bit (d->present, index, FALSE);
  if (other != NO_INDEX && bit (d->held, other))
    {
      set_bit (d->held, other, FALSE);
      step.released = TRUE;
    }
  push (d, step);
  d->len[pile]++;
  d->want[pile] = next_card (d->kind[pile], card, d->len[pile]);
  d->home++;
  if (d->home > d->best_count)
    {
      d->best_count = d->home;
      d->have_best = TRUE;
      d->best_first = first_move (d);
    }
}

/* Deals the next card, else redeals; FALSE when neither can be done. */
static gboolean
advance (Dance *d)
{
  int next = stock_next (d);
  Step step = { STEP_DEAL, 0, 0, (guint8) d->dealt };

  if (next >= 0)
    d->dealt = next + 1;
  else if (d->redeals > 0 && waste_top (d) >= 0)
    {
      step.kind = STEP_REDEAL;
      d->dealt = 0;
      d->redeals--;
    }
  else
    return FALSE;
  push (d, step);
  return TRUE;
}

/* Takes back the steps after the first `mark`. */
static void
undo_to (Dance *d, guint mark)
{
  while (d->steps->len > mark)
    {
      Step step = g_array_index (d->steps, Step, d->steps->len - 1);

      g_array_set_size (d->steps, d->steps->len - 1);
      switch (step.kind)
        {
        case STEP_PLAY:
          set_bit (d->present, step.index, TRUE);
          if (step.released)
            set_bit (d->held, d->other[step.index], TRUE);
          d->want[step.pile] = d->line[step.index];
          d->len[step.pile]--;
          d->home--;
          break;
        case STEP_HOLD:
          set_bit (d->held, step.index, FALSE);
          break;
        case STEP_REDEAL:
          d->redeals++;
          d->dealt = step.released;
          break;
        case STEP_DEAL:
        default:
          d->dealt = step.released;
          break;
        }
    }
}

/* splitmix64's finaliser. */
static guint64
mix (guint64 x)
{
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

static guint64
key_hash (const DanceKey *key)
{
  return mix (key->words[0] ^ mix (key->words[1] ^ mix (key->words[2] ^ mix (key->words[3]))));
}

static void
make_key (const Dance *d, DanceKey *key)
{
  key->words[0] = d->present[0];
  key->words[1] = d->present[1];
  key->words[2] = d->held[0];
  /* The held cards are present, and so all within the first 88. */
  key->words[3] = (d->held[1] & 0xffffff) | (guint64) (waste_top (d) + 1) << 24 |
                  (guint64) MIN (d->redeals, 255) << 32 | (guint64) 1 << 63;
}

static void
table_init (DanceTable *table, gsize max_bytes)
{
  table->max_capacity = 1024;
  /* The last doubling holds both tables at once. */
  while (table->max_capacity * 3 * sizeof (DanceKey) <= max_bytes)
    table->max_capacity *= 2;
  table->capacity = MIN (table->max_capacity, 4096);
  table->count = 0;
  table->slots = ap_solver_slots_new0 (table->capacity * sizeof (DanceKey));
}

static void
table_put (DanceKey *slots, gsize capacity, const DanceKey *key)
{
  gsize i = key_hash (key) & (capacity - 1);

  while (slots[i].words[3] != 0)
    i = (i + 1) & (capacity - 1);
  slots[i] = *key;
}

/* TRUE when the key was in the table; else it is put there if there is
 * room. */
static gboolean
table_seen (DanceTable *table, const DanceKey *key)
{
  gsize i = key_hash (key) & (table->capacity - 1);

  while (table->slots[i].words[3] != 0)
    {
      if (memcmp (&table->slots[i], key, sizeof *key) == 0)
        return TRUE;
      i = (i + 1) & (table->capacity - 1);
    }
  if ((table->count + 1) * 4 > table->capacity * 3)
    {
      DanceKey *slots;

      if (table->capacity >= table->max_capacity)
        return FALSE;
      slots = ap_solver_slots_try_new0 (table->capacity * 2 * sizeof (DanceKey));
      if (slots == NULL)
        {
          table->max_capacity = table->capacity;
          return FALSE;
        }
      for (gsize j = 0; j < table->capacity; j++)
        if (table->slots[j].words[3] != 0)
          table_put (slots, table->capacity * 2, &table->slots[j]);
      ap_solver_slots_free (table->slots, table->capacity * sizeof (DanceKey));
      table->slots = slots;
      table->capacity *= 2;
    }
  table_put (table->slots, table->capacity, key);
  table->count++;
  return FALSE;
}

/* How many cards of each step above the base of the twins `pair` have
 * gone home: c[0] is the base's 2, c[i] the copies of the i-th rank after
 * it (the twins' lengths tell it, rule of the comment at the top). */
static void
twin_counts (const Dance *d, guint pair, guint8 c[8])
{
  guint a = d->len[2 * pair], b = d->len[2 * pair + 1];

  for (guint i = 0; i < 8; i++)
    c[i] = (a > i) + (b > i);
}

/* In the last pass, the waste's cards go home from the top down, so a card
 * in it goes home only on cards of the stock, or of the waste above it.
 * TRUE when the card at `index`, with `above` the cards that may go
 * before it, can never go: its twins cannot get the rank before its own
 * one time more than they have its own (or twice, when it is held) with
 * those cards alone. A card that can go home at once is never blocked. */
static gboolean
blocked (const Dance *d, int index, const guint64 *above)
{
  guint pair = d->pair[index], step = d->step[index];
  guint8 c[8], reach = 2;

  if (pair == NO_INDEX || !d->twins)
    return FALSE;
  twin_counts (d, pair, c);
  if (bit (d->held, index) && (d->other[index] == NO_INDEX || !bit (above, d->other[index])))
    return TRUE;
  /* reach: how many copies of rank i - 1 can go home, at most. */
  for (guint i = 1; i < step; i++)
    {
      guint more = 0;

      for (guint k = 0; k < 2; k++)
        more += d->copies[pair][i][k] != NO_INDEX && bit (above, d->copies[pair][i][k]);
      reach = MIN (reach, c[i] + more);
    }
  return reach < c[step] + 1 + bit (d->held, index);
}

/* The cards of the stock. */
static void
stock_set (const Dance *d, guint64 stock[2])
{
  for (guint w = 0; w < 2; w++)
    {
      guint from = MIN (d->dealt, 64 * (w + 1)) - MIN (d->dealt, 64 * w);

      stock[w] = d->present[w] & (from >= 64 ? 0 : ~(((guint64) 1 << from) - 1));
    }
}

/* In the last pass, whether the top card, just dealt or held, can never
 * go home. */
static gboolean
top_blocked (const Dance *d)
{
  guint64 stock[2];
  int top = waste_top (d);

  if (d->redeals > 0 || top < 0)
    return FALSE;
  stock_set (d, stock);
  return blocked (d, top, stock);
}

/* In the last pass, whether a card of the waste can never go home
 * (blocked(), from the top down). */
static gboolean
waste_blocked (const Dance *d)
{
  guint64 above[2];

  if (d->redeals > 0)
    return FALSE;
  stock_set (d, above);
  for (int i = (int) d->dealt - 1; i >= 0; i--)
    if (bit (d->present, i))
      {
        if (blocked (d, i, above))
          return TRUE;
        set_bit (above, i, TRUE);
      }
  return FALSE;
}

static gboolean dance (Dance *d);

/* The waste's top card (at `index` in the line) can go onto `pile`, and
 * may have to wait for its other copy: it goes, or it is held (or, without
 * the safe moves, it only waits under the next card dealt). TRUE when
 * either wins. */
static gboolean
choose (Dance *d, int index, int pile)
{
  DanceKey key;
  guint mark = d->steps->len;

  make_key (d, &key);
  if (table_seen (&d->table, &key) || count_node (d, TRUE))
    return FALSE;
  play (d, index, pile);
  if (dance (d))
    return TRUE;
  undo_to (d, mark);
  if (d->stop != AP_SOLVER_STOP_NONE)
    return FALSE;
  if (d->safe_moves)
    {
      Step hold = { STEP_HOLD, 0, (guint8) index, 0 };

      set_bit (d->held, index, TRUE);
      push (d, hold);
      if (top_blocked (d))
        return FALSE;
    }
  else if (!advance (d))
    return FALSE;
  return dance (d);
}

/* Plays on from the position: forced moves as they come, a choice where
 * there is one. TRUE when it wins (the steps hold the line); else the
 * position is as it was. */
static gboolean
dance (Dance *d)
{
  guint mark = d->steps->len;

  while (d->home < AP_DECK_SIZE)
    {
      int top, pile = -1;

      if (count_node (d, FALSE))
        break;
      top = waste_top (d);
      if (top >= 0 && !bit (d->held, top))
        pile = destination (d, d->line[top]);
      if (pile >= 0 && goes_at_once (d, top, pile))
        play (d, top, pile);
      else if (pile >= 0)
        {
          if (choose (d, top, pile))
            return TRUE;
          break;
        }
      else if (!advance (d) || top_blocked (d))
        break;
    }
  if (d->home == AP_DECK_SIZE)
    return TRUE;
  undo_to (d, mark);
  return FALSE;
}

/* Lines the cards up and reads the foundations; FALSE when the position
 * is not one this search models (a foundation without its base, or more
 * cards than a game of Contradance has). */
static gboolean
dance_init (Dance *d, const ApPosition *pos, const ApSolverLimits *limits)
{
  guint waste = pos->len[AP_PILE_WASTE], stock = pos->len[AP_PILE_STOCK];

  memset (d, 0, sizeof *d);
  d->n = waste + stock;
  if (d->n > 88)
    return FALSE;
  for (guint i = 0; i < waste; i++)
    d->line[i] = pos->cards[AP_PILE_WASTE][i];
  for (guint i = 0; i < stock; i++)
    d->line[waste + i] = pos->cards[AP_PILE_STOCK][stock - 1 - i];
  for (guint i = 0; i < d->n; i++)
    {
      d->other[i] = NO_INDEX;
      for (guint j = 0; j < d->n; j++)
        if (j != i && d->line[j] == d->line[i])
          d->other[i] = j;
      set_bit (d->present, i, TRUE);
    }
  d->dealt = waste;
  d->redeals = pos->redeals;
  d->safe_moves = !limits->no_safe_moves;
  d->twins = TRUE;
  for (int p = 0; p < AP_MAX_FOUNDATIONS; p++)
    {
      int pile = AP_PILE_F (p);

      if (pos->len[pile] == 0)
        return FALSE;
      d->kind[p] = ap_foundation_kind (pos->rules.game, pile);
      d->len[p] = pos->len[pile];
      d->want[p] = next_card (d->kind[p], ap_position_top (pos, pile), d->len[p]);
      d->home += d->len[p];
      if (p % 2 == 1 && pos->cards[pile][0] != pos->cards[pile - 1][0])
        d->twins = FALSE;
    }
  memset (d->copies, NO_INDEX, sizeof d->copies);
  for (guint i = 0; i < d->n; i++)
    {
      d->pair[i] = d->step[i] = NO_INDEX;
      for (guint p = 0; p < AP_MAX_FOUNDATIONS / 2; p++)
        {
          const ApFoundationKind *kind = d->kind[2 * p];
          ApCard base = pos->cards[AP_PILE_F (2 * p)][0];

          for (guint k = 1; k < kind->length; k++)
            {
              base = next_card (kind, base, k);
              if (base == d->line[i])
                {
                  d->pair[i] = p;
                  d->step[i] = k;
                  /* Three copies: not a game of Contradance, and
                   * blocked() counts two at most. */
                  if (d->copies[p][k][1] != NO_INDEX)
                    d->twins = FALSE;
                  d->copies[p][k][d->copies[p][k][0] != NO_INDEX] = i;
                }
            }
        }
    }
  d->best_count = d->home;
  d->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  d->pass.limits = limits;
  d->pass.memory = ap_solver_memory (limits);
  table_init (&d->table, d->pass.memory);
  return TRUE;
}

gboolean
ap_solver_contradance (ApSolverSearch *search, const ApPosition *pos, const ApSolverLimits *limits,
                       ApSolverResult *result)
{
  Dance d;
  gint64 start = ap_solver_clock (limits);
  gboolean won;
  guint n = 0;

  memset (search, 0, sizeof *search);
  if (pos->rules.game != AP_GAME_CONTRADANCE || !dance_init (&d, pos, limits))
    return FALSE;
  if (limits->time_limit > 0)
    d.pass.deadline = start + (gint64) (limits->time_limit * G_USEC_PER_SEC);
  d.pass.node_limit = limits->node_limit;
  won = !waste_blocked (&d) && dance (&d);
  if (won)
    {
      result->verdict = AP_SOLVER_WINNABLE;
      result->moves = g_new (ApMove, MAX (1, d.steps->len));
      for (guint i = 0; i < d.steps->len; i++)
        if (g_array_index (d.steps, Step, i).kind != STEP_HOLD)
          result->moves[n++] = step_move (g_array_index (d.steps, Step, i));
      result->n_moves = n;
      if (n == 0)
        g_clear_pointer (&result->moves, g_free);
    }
  else
    result->verdict = d.stop == AP_SOLVER_STOP_NONE ? AP_SOLVER_UNWINNABLE : AP_SOLVER_UNKNOWN;
  result->stop = d.stop;
  result->nodes = d.nodes;
  result->positions = d.table.count;
  result->seconds = (ap_solver_clock (limits) - start) / (double) G_USEC_PER_SEC;
  search->stop = d.stop;
  search->best_count = d.best_count;
  search->have_best = d.have_best;
  search->best_first = d.best_first;
  g_array_unref (d.steps);
  ap_solver_slots_free (d.table.slots, d.table.capacity * sizeof (DanceKey));
  return TRUE;
}
