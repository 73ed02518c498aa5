/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-solver-cotillion-private.h"
#include "ap-solver-cotillion.h"

#define CHECK_EVERY 1024
#define TABLE_START (1u << 16)

/*
 * Royal Cotillion's search (docs/rules.md 5). Nothing is ever built
 * outside the foundations, so a position is small: the cards of the right
 * wing (which pile holds one does not matter: every one is available,
 * rules.md 5.3), which of the dealt cards are still in the waste (its
 * order is the order they were dealt in), how many cards were dealt, the
 * height of each left-wing column and of each foundation. The search is
 * a complete depth-first search over those positions, with a table of the
 * positions it finished (their keys: two independent 64-bit hashes).
 *
 * Moves: a card home from a left-wing column's top, from the right wing,
 * or from the waste's top, onto a pile of its suit that needs it (both
 * piles when both need it: they are different positions), or a deal. Two
 * copies of a card in the right wing give the same position: one is
 * tried. So do the waste's top and a copy in the right wing (either way
 * the right wing keeps one copy and the waste loses its top).
 *
 *
 * The moves taken alone (safe moves) are in ap-solver-cotillion-safe.c.
 */

static guint64
splitmix (guint64 *state)
{
  guint64 z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void
zobrist_init (Zobrist *z, guint64 seed)
{
  guint64 *words = (guint64 *) (void *) z;

  for (gsize i = 0; i < sizeof *z / sizeof (guint64); i++)
    words[i] = splitmix (&seed);
}

/* The right wing is a multiset: its part of the key is a sum, so that two
 * copies of a card do not cancel out. */
static void
key_r (Cot *c, ApCard card, gboolean add)
{
  for (int i = 0; i < 2; i++)
    c->key[i] += add ? c->z[i].r[card] : -c->z[i].r[card];
}

#define KEY_X(c, field)                                                                            \
  do                                                                                               \
    {                                                                                              \
      (c)->key[0] ^= (c)->z[0].field;                                                              \
      (c)->key[1] ^= (c)->z[1].field;                                                              \
    }                                                                                              \
  while (0)

static void
set_d (Cot *c, guint d)
{
  KEY_X (c, d[c->d]);
  c->d = d;
  KEY_X (c, d[c->d]);
}

static void
set_tlen (Cot *c, guint col, guint len)
{
  KEY_X (c, t[col][c->tlen[col]]);
  c->tlen[col] = len;
  KEY_X (c, t[col][len]);
}

static void
set_h (Cot *c, guint suit, guint kind, guint h)
{
  KEY_X (c, f[suit][kind][c->h[suit][kind]]);
  c->home += h - c->h[suit][kind];
  c->h[suit][kind] = h;
  KEY_X (c, f[suit][kind][h]);
}

static void
waste_push (Cot *c, guint id)
{
  c->waste[c->wl++] = id;
  KEY_X (c, w[id]);
}

static guint
waste_pop (Cot *c)
{
  guint id = c->waste[--c->wl];

  KEY_X (c, w[id]);
  return id;
}

/* The card the pile of this suit and kind needs next, or -1 when complete. */
int
cot_needs (const Cot *c, guint suit, guint kind)
{
  guint h = c->h[suit][kind];

  return h >= 13 ? -1 : AP_CARD (c->seq[kind][h], suit);
}

gboolean
cot_limits_hit (Cot *c)
{
  c->stop = ap_solver_check_limits (&c->pass);
  if (c->stop == AP_SOLVER_STOP_NONE && c->pass.node_limit > 0 && c->nodes >= c->pass.node_limit)
    c->stop = AP_SOLVER_STOP_NODES;
  return c->stop != AP_SOLVER_STOP_NONE;
}

gboolean
cot_node_limit_hit (const Cot *c)
{
  return c->pass.node_limit > 0 && c->nodes >= c->pass.node_limit;
}

gboolean
cot_count_node (Cot *c)
{
  if (cot_node_limit_hit (c))
    {
      c->stop = AP_SOLVER_STOP_NODES;
      return TRUE;
    }
  c->nodes++;
  return c->nodes % CHECK_EVERY == 0 && cot_limits_hit (c);
}

/* The table. */
static gboolean
table_has (const Cot *c)
{
  gsize mask = c->capacity - 1;

  for (gsize i = c->key[0] & mask;; i = (i + 1) & mask)
    {
      const guint64 *s = c->slots + 2 * i;

      if (s[0] == 0 && s[1] == 0)
        return FALSE;
      if (s[0] == c->key[0] && s[1] == c->key[1])
        return TRUE;
    }
}

static void
slot_put (guint64 *slots, gsize mask, guint64 a, guint64 b)
{
  gsize i = a & mask;

  while (slots[2 * i] != 0 || slots[2 * i + 1] != 0)
    i = (i + 1) & mask;
  slots[2 * i] = a;
  slots[2 * i + 1] = b;
}

/* Once the table is as big as the memory allows and half full, positions
 * are no longer stored: the search stays complete, only slower. */
static void
table_add (Cot *c)
{
  if (c->key[0] == 0 && c->key[1] == 0)
    return;
  if (2 * (c->count + 1) > c->capacity)
    {
      guint64 *old = c->slots;
      gsize old_capacity = c->capacity;

      if (2 * c->capacity > c->max_capacity)
        return;
      c->slots = ap_solver_slots_try_new0 (2 * 2 * c->capacity * sizeof (guint64));
      if (c->slots == NULL)
        {
          /* As large as it will get: it fills up as at its bound. */
          c->slots = old;
          c->max_capacity = c->capacity;
          return;
        }
      c->capacity *= 2;
      for (gsize i = 0; i < old_capacity; i++)
        if (old[2 * i] != 0 || old[2 * i + 1] != 0)
          slot_put (c->slots, c->capacity - 1, old[2 * i], old[2 * i + 1]);
      ap_solver_slots_free (old, 2 * old_capacity * sizeof (guint64));
    }
  slot_put (c->slots, c->capacity - 1, c->key[0], c->key[1]);
  c->count++;
}

/* Moves. */
static void
home_up (Cot *c, ApCard card, guint kind)
{
  set_h (c, ap_card_suit (card), kind, c->h[ap_card_suit (card)][kind] + 1);
}

static void
home_down (Cot *c, ApCard card, guint kind)
{
  set_h (c, ap_card_suit (card), kind, c->h[ap_card_suit (card)][kind] - 1);
}

void
cot_apply (Cot *c, Step *step)
{
  guint id;

  switch (step->kind)
    {
    case STEP_T:
      set_tlen (c, step->arg, c->tlen[step->arg] - 1);
      home_up (c, c->column[step->arg][c->tlen[step->arg]], step->fkind);
      break;
    case STEP_W:
      step->id = waste_pop (c);
      home_up (c, c->card[step->id], step->fkind);
      break;
    case STEP_R:
      c->rcount[step->arg]--;
      key_r (c, step->arg, FALSE);
      home_up (c, step->arg, step->fkind);
      /* rules.md 5.3: refilled at once from the waste, else the stock. */
      step->refill = 0;
      if (c->wl > 0)
        {
          id = waste_pop (c);
          step->refill = 1;
        }
      else if (c->d < c->n_stock)
        {
          id = c->stock_base + c->d;
          set_d (c, c->d + 1);
          step->refill = 2;
        }
      else
        break;
      step->id = id;
      c->rcount[c->card[id]]++;
      key_r (c, c->card[id], TRUE);
      break;
    case STEP_DEAL:
    default:
      waste_push (c, c->stock_base + c->d);
      set_d (c, c->d + 1);
      break;
    }
}

void
cot_unapply (Cot *c, const Step *step)
{
  switch (step->kind)
    {
    case STEP_T:
      home_down (c, c->column[step->arg][c->tlen[step->arg]], step->fkind);
      set_tlen (c, step->arg, c->tlen[step->arg] + 1);
      break;
    case STEP_W:
      home_down (c, c->card[step->id], step->fkind);
      waste_push (c, step->id);
      break;
    case STEP_R:
      if (step->refill != 0)
        {
          c->rcount[c->card[step->id]]--;
          key_r (c, c->card[step->id], FALSE);
          if (step->refill == 1)
            waste_push (c, step->id);
          else
            set_d (c, c->d - 1);
        }
      home_down (c, step->arg, step->fkind);
      c->rcount[step->arg]++;
      key_r (c, step->arg, TRUE);
      break;
    case STEP_DEAL:
    default:
      set_d (c, c->d - 1);
      waste_pop (c);
      break;
    }
}

/* Copies of `card` home: the piles of its suit past its rank. */
static guint
copies_home (const Cot *c, ApCard card)
{
  guint suit = ap_card_suit (card), rank = ap_card_rank (card), n = 0;

  for (guint k = 0; k < N_KINDS; k++)
    n += c->h[suit][k] > c->place[k][rank];
  return n;
}

/* TRUE when `card` cannot go home while the cards counted in `frozen`
 * stay where they are: no pile that still takes its rank can reach it,
 * a pile reaching `reach` at most. */
static gboolean
is_blocked (const Cot *c, guint8 reach[AP_N_SUITS][N_KINDS], ApCard card)
{
  guint suit = ap_card_suit (card), rank = ap_card_rank (card);

  for (guint k = 0; k < N_KINDS; k++)
    if (c->h[suit][k] <= c->place[k][rank] && reach[suit][k] > c->place[k][rank])
      return FALSE;
  return TRUE;
}

/* How high each pile can get at most while the cards counted in `frozen`
 * stay where they are: it stops at the first rank of which no copy is left
 * outside them and home. (Letting both piles of a suit count on the same
 * copy only makes it higher: fewer cards then count as blocked.) */
static void
reach_with (const Cot *c, const guint8 frozen[AP_N_CARDS], guint8 reach[AP_N_SUITS][N_KINDS])
{
  for (guint s = 0; s < AP_N_SUITS; s++)
    for (guint k = 0; k < N_KINDS; k++)
      {
        guint h = c->h[s][k];

        while (h < 13)
          {
            ApCard v = AP_CARD (c->seq[k][h], s);

            if (2 - copies_home (c, v) <= frozen[v])
              break;
            h++;
          }
        reach[s][k] = h;
      }
}

/* How many cards of the right wing, of the waste above place `i` and of
 * the next `dealt` cards of the stock are not blocked under `reach`. */
static guint
count_free (const Cot *c, guint8 reach[AP_N_SUITS][N_KINDS], guint i, guint dealt)
{
  guint n = 0;

  for (guint v = 0; v < AP_N_CARDS; v++)
    if (c->rcount[v] > 0 && !is_blocked (c, reach, v))
      n += c->rcount[v];
  for (guint j = i + 1; j < c->wl; j++)
    n += !is_blocked (c, reach, c->card[c->waste[j]]);
  for (guint j = 0; j < dealt; j++)
    n += !is_blocked (c, reach, c->card[c->stock_base + c->d + j]);
  return n;
}

/*
 * The crowding bound: a proof that the position is lost. Take a card w of
 * the waste, and B the cards from w down to the waste's bottom. A win
 * needs w to leave the waste some time; just before, w is the waste's
 * top, and the cards of B are all still in the waste.
 *
 * Blocked: a card that cannot go home while B stays in the waste, because
 * every pile that can still take its rank stops below it (reach_with()).
 * When w leaves, every card above it now, and every card dealt until
 * then, has left the waste before: the blocked ones cannot have gone
 * home, so they are in the right wing; so are the blocked cards of the
 * right wing now, which only leave it for home (rules.md 5.3). More of
 * them than the right wing has piles: no win.
 *
 * Deals needed: until w leaves, each move from the right wing or the
 * waste takes one card off the waste above w (the card itself, or the
 * waste's top refilling the right wing), and no card of B, nor of the
 * stock past the deals made, goes home. So with `dealt` deals before w
 * leaves, the cards above w (those there now and the ones dealt) are more
 * than the cards that could go home from the right wing, the waste above w
 * and the dealt ones with B and the rest of the stock frozen, another
 * deal is needed: the next stock card then counts too, if blocked. When
 * the stock runs out first, w can never leave the waste: no win either.
 */
static gboolean
crowded (const Cot *c)
{
  guint8 in_b[AP_N_CARDS] = { 0 }, in_stock[AP_N_CARDS] = { 0 };

  for (guint j = c->d; j < c->n_stock; j++)
    in_stock[c->card[c->stock_base + j]]++;
  for (guint i = 0; i + 1 < c->wl; i++)
    {
      guint8 reach[AP_N_SUITS][N_KINDS], window[AP_N_SUITS][N_KINDS];
      guint8 frozen[AP_N_CARDS];
      guint count = 0, dealt = 0;

      in_b[c->card[c->waste[i]]]++;
      reach_with (c, in_b, reach);
      for (guint v = 0; v < AP_N_CARDS; v++)
        if (c->rcount[v] > 0 && is_blocked (c, reach, v))
          count += c->rcount[v];
      for (guint j = i + 1; j < c->wl; j++)
        count += is_blocked (c, reach, c->card[c->waste[j]]);
      if (count > c->n_reserve)
        return TRUE;

      for (guint v = 0; v < AP_N_CARDS; v++)
        frozen[v] = in_b[v] + in_stock[v];
      for (;;)
        {
          ApCard next;

          reach_with (c, frozen, window);
          if (c->wl - 1 - i + dealt <= count_free (c, window, i, dealt))
            break;
          if (c->d + dealt >= c->n_stock)
            return TRUE;
          next = c->card[c->stock_base + c->d + dealt];
          dealt++;
          frozen[next]--;
          count += is_blocked (c, reach, next);
          if (count > c->n_reserve)
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean dfs (Cot *c);

/* Tries one move; TRUE when it leads to a win (the line keeps it). */
static gboolean
try_step (Cot *c, const Step *try)
{
  Step *step = &c->line[c->depth];

  *step = *try;
  cot_apply (c, step);
  c->depth++;
  if (dfs (c))
    return TRUE;
  c->depth--;
  cot_unapply (c, step);
  return FALSE;
}

guint
cot_steps (const Cot *c, Step *steps)
{
  guint n = 0, kind;
  int col = cot_safe_column (c, &kind);

  if (col >= 0 && !c->limits->no_safe_moves)
    {
      steps[n++] = (Step) { STEP_T, col, kind, 0, 0 };
      return n;
    }
  if (!c->limits->no_safe_moves && cot_safe_refill (c, &steps[0]))
    return 1;
  /* The left wing first (it uncovers cards), then the right wing, the
   * waste, and the deal last. */
  for (guint suit = 0; suit < AP_N_SUITS; suit++)
    for (kind = 0; kind < N_KINDS; kind++)
      {
        int need = cot_needs (c, suit, kind);

        if (need < 0)
          continue;
        for (guint t = 0; t < N_COLUMNS; t++)
          if (c->tlen[t] > 0 && c->column[t][c->tlen[t] - 1] == need)
            steps[n++] = (Step) { STEP_T, t, kind, 0, 0 };
      }
  for (guint suit = 0; suit < AP_N_SUITS; suit++)
    for (kind = 0; kind < N_KINDS; kind++)
      {
        int need = cot_needs (c, suit, kind);

        if (need < 0)
          continue;
        if (c->rcount[need] > 0)
          steps[n++] = (Step) { STEP_R, need, kind, 0, 0 };
        else if (c->wl > 0 && c->card[c->waste[c->wl - 1]] == need)
          steps[n++] = (Step) { STEP_W, 0, kind, 0, 0 };
      }
  if (c->d < c->n_stock)
    steps[n++] = (Step) { STEP_DEAL, 0, 0, 0, 0 };
  return n;
}

static gboolean
dfs (Cot *c)
{
  Step steps[COT_MAX_STEPS];
  guint n;

  if (c->home == AP_DECK_SIZE)
    return TRUE;
  if (c->stop != AP_SOLVER_STOP_NONE)
    return FALSE;
  if (cot_count_node (c))
    return FALSE;
  if (table_has (c))
    return FALSE;
  /* Only a deal (or the start) adds a card above the waste's. */
  if ((c->depth == 0 || c->line[c->depth - 1].kind == STEP_DEAL) && crowded (c))
    {
      table_add (c);
      return FALSE;
    }
  if (c->depth > 0 && (!c->have_best || c->home > c->best_count))
    {
      c->have_best = TRUE;
      c->best_count = c->home;
      c->best_first = c->line[0];
    }

  n = cot_steps (c, steps);
  for (guint i = 0; i < n; i++)
    if (try_step (c, &steps[i]))
      return TRUE;
  if (c->stop == AP_SOLVER_STOP_NONE)
    table_add (c);
  return FALSE;
}

/* Reads the engine's position. */
static void
cot_init (Cot *c, const ApPosition *pos, const ApSolverLimits *limits)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint n = 0;

  memset (c, 0, sizeof *c);
  c->limits = limits;
  c->n_reserve = info->n_reserve;
  zobrist_init (&c->z[0], 0x436f74696c6c696full);
  zobrist_init (&c->z[1], 0x526f79616c000001ull);
  for (guint k = 0; k < N_KINDS; k++)
    {
      guint rank = info->kinds[k].base;

      for (guint i = 0; i < 13; i++)
        {
          c->seq[k][i] = rank;
          c->place[k][rank] = i;
          rank = ap_foundation_next_rank (&info->kinds[k], rank);
        }
    }
  for (guint i = 0; i < info->n_reserve; i++)
    if (pos->len[AP_PILE_R (i)] > 0)
      {
        c->card[n] = ap_position_top (pos, AP_PILE_R (i));
        c->rcount[c->card[n]]++;
        key_r (c, c->card[n], TRUE);
        n++;
      }
  for (guint i = 0; i < pos->len[AP_PILE_WASTE]; i++)
    {
      c->card[n] = pos->cards[AP_PILE_WASTE][i];
      waste_push (c, n);
      n++;
    }
  c->stock_base = n;
  c->n_stock = pos->len[AP_PILE_STOCK];
  for (guint i = 0; i < c->n_stock; i++)
    c->card[n++] = pos->cards[AP_PILE_STOCK][c->n_stock - 1 - i];
  KEY_X (c, d[0]);
  for (guint t = 0; t < N_COLUMNS; t++)
    {
      memcpy (c->column[t], pos->cards[AP_PILE_T (t)], pos->len[AP_PILE_T (t)]);
      KEY_X (c, t[t][0]);
      set_tlen (c, t, pos->len[AP_PILE_T (t)]);
    }
  for (guint s = 0; s < AP_N_SUITS; s++)
    for (guint k = 0; k < N_KINDS; k++)
      KEY_X (c, f[s][k][0]);
  for (guint i = 0; i < info->n_foundations; i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] > 0)
        set_h (c, ap_card_suit (pos->cards[pile][0]),
               ap_foundation_kind_index (pos->rules.game, pile), pos->len[pile]);
    }
}

/* The engine's move for a step of the search from `pos`; FALSE when there
 * is none (which would be a bug of the search). */
static gboolean
step_move (const ApPosition *pos, const Step *step, ApMove *move)
{
  ApCard card = 0;
  int dst = -1;

  *move = (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  if (step->kind == STEP_DEAL)
    return ap_position_check_move (pos, *move) == AP_VERDICT_OK;
  move->kind = AP_MOVE_CARD;
  switch (step->kind)
    {
    case STEP_T:
      move->src = AP_PILE_T (step->arg);
      break;
    case STEP_W:
      move->src = AP_PILE_WASTE;
      break;
    case STEP_R:
    default:
      for (guint i = 0; i < ap_game_info (pos->rules.game)->n_reserve; i++)
        if (pos->len[AP_PILE_R (i)] > 0 && ap_position_top (pos, AP_PILE_R (i)) == step->arg)
          {
            move->src = AP_PILE_R (i);
            break;
          }
      break;
    }
  if (move->src == AP_PILE_NONE || pos->len[move->src] == 0)
    return FALSE;
  card = ap_position_top (pos, move->src);
  /* The pile of that suit and kind, else an empty one of that kind. */
  for (guint i = 0; i < ap_n_foundations (pos->rules.game); i++)
    {
      int pile = AP_PILE_F (i);

      if (ap_foundation_kind_index (pos->rules.game, pile) != step->fkind)
        continue;
      if (pos->len[pile] > 0 && ap_card_suit (pos->cards[pile][0]) == ap_card_suit (card))
        {
          dst = pile;
          break;
        }
      if (pos->len[pile] == 0 && dst < 0)
        dst = pile;
    }
  if (dst < 0)
    return FALSE;
  move->dst = dst;
  return ap_position_check_move (pos, *move) == AP_VERDICT_OK;
}

void
ap_solver_cotillion_solve (const ApPosition *pos, const ApSolverLimits *limits,
                           const ApCotillionStage *stages, guint n_stages, ApSolverResult *result,
                           gboolean *have_best, guint *best_count, ApMove *best_first)
{
  Cot *c = g_new (Cot, 1);
  gint64 start = ap_solver_clock (limits);
  gboolean won = FALSE, proved = FALSE;

  cot_init (c, pos, limits);
  c->pass.limits = limits;
  c->pass.memory = ap_solver_memory (limits);
  /* Half the memory: the table's slots, and room to grow by doubling. */
  c->max_capacity = MAX (TABLE_START, c->pass.memory / 2 / (2 * sizeof (guint64)));
  c->capacity = TABLE_START;
  c->slots = ap_solver_slots_new0 (2 * c->capacity * sizeof (guint64));

  /* One position and one table for every stage: a second depth-first
   * search goes past what the first finished instead of doing it again. */
  for (guint i = 0; i < n_stages && !won && !proved; i++)
    {
      double share = stages[i].share;

      c->pass.deadline = 0;
      if (limits->time_limit > 0)
        c->pass.deadline =
          ap_solver_clock (limits) + (gint64) (limits->time_limit * share * G_USEC_PER_SEC);
      c->pass.node_limit = 0;
      if (limits->node_limit > 0)
        c->pass.node_limit = c->nodes + MAX (1, (guint64) (limits->node_limit * share));
      c->stop = AP_SOLVER_STOP_NONE;
      c->depth = 0;
      if (stages[i].search == AP_COTILLION_DEPTH_FIRST)
        {
          won = dfs (c);
          proved = !won && c->stop == AP_SOLVER_STOP_NONE;
        }
      else
        won = cot_beams (c, stages[i].search == AP_COTILLION_STAGE_BEAMS);
      if (c->stop == AP_SOLVER_STOP_CANCELLED)
        break;
    }
  *have_best = FALSE;
  if (won)
    {
      ApPosition replay = *pos;
      ApMove *moves = g_new (ApMove, c->depth + 1);

      result->verdict = AP_SOLVER_WINNABLE;
      for (guint i = 0; i < c->depth; i++)
        {
          if (!step_move (&replay, &c->line[i], &moves[i]))
            {
              g_critical ("Royal Cotillion search: step %u of its line is not a legal move", i);
              result->verdict = AP_SOLVER_UNKNOWN;
              break;
            }
          ap_position_apply (&replay, moves[i], NULL);
        }
      if (result->verdict == AP_SOLVER_WINNABLE)
        {
          result->moves = moves;
          result->n_moves = c->depth;
        }
      else
        g_free (moves);
    }
  else if (proved)
    result->verdict = AP_SOLVER_UNWINNABLE;
  else
    result->verdict = AP_SOLVER_UNKNOWN;
  if (c->have_best && step_move (pos, &c->best_first, best_first))
    {
      *have_best = TRUE;
      *best_count = c->best_count;
    }
  result->stop = won ? AP_SOLVER_STOP_NONE : c->stop;
  result->nodes = c->nodes;
  result->positions = c->count;
  result->seconds = (ap_solver_clock (limits) - start) / (double) G_USEC_PER_SEC;
  ap_solver_slots_free (c->slots, 2 * c->capacity * sizeof (guint64));
  g_free (c);
}
