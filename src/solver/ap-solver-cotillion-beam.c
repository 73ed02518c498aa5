/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-solver-cotillion-private.h"

/*
 * Beams over Royal Cotillion's compact position (docs/rules.md 5): from
 * the start, every level keeps the `width` best of the positions one move
 * further, until one is won. They look for wins only; a beam that finds
 * none proves nothing, since it dropped positions.
 *
 * The score of a position (higher is better): the cards home, less what
 * stands in the way of the rest:
 * - for each pile, the cards above the nearest copy of the card it needs
 *   next (none when a copy is in the right wing or on a column's top;
 *   for a copy still in the stock, the deals that bring it plus a part of
 *   the waste, which those deals bury deeper);
 * - the waste cards that are stuck: every pile that can still take one
 *   needs a card first that lies below it in the waste, so it can only
 *   leave the waste into the right wing, pulled there by a card going home
 *   from the right wing (rules.md 5.3), one such move each.
 * How much a stuck card weighs against a card home decides which deals a
 * beam wins, and no one weighting wins them all; so each width is tried
 * with several weightings in turn, the widths growing fourfold.
 */

typedef struct {
  guint8 rcount[AP_N_CARDS];
  guint8 waste[AP_DECK_SIZE];
  guint8 wl, d, home;
  guint8 tlen[N_COLUMNS];
  guint8 h[AP_N_SUITS][N_KINDS];
  guint64 key[2];
} Snap;

/* A position of a level: how it was reached, and its score. */
typedef struct {
  guint32 parent; /* its index in the level before */
  gint32 score;
  Step step;
} Cand;

typedef struct {
  guint stuck, home; /* the weights of a stuck card and of a card home */
} Weights;

static const Weights weightings[] = { { 8, 16 }, { 24, 16 }, { 12, 16 }, { 8, 32 },  { 24, 32 },
                                      { 4, 16 }, { 16, 16 }, { 6, 16 },  { 16, 32 }, { 40, 32 } };

#define FIRST_WIDTH 512
#define FIRST_STAGE_WIDTH 32
/* Positions met in a stage from one position, at most. */
#define STAGE_BUDGET 2000
#define STAGE_SLOTS 8192 /* a power of two, above 2 * STAGE_BUDGET */
#define NOT_THERE 0xff
/* A position still to deal from reaches the waste's top with this many
 * deals more than the cards before it in the stock. */
#define STOCK_COST 4

static void
snap_take (const Cot *c, Snap *s)
{
  memcpy (s->rcount, c->rcount, sizeof s->rcount);
  memcpy (s->waste, c->waste, c->wl);
  s->wl = c->wl;
  s->d = c->d;
  s->home = c->home;
  memcpy (s->tlen, c->tlen, sizeof s->tlen);
  memcpy (s->h, c->h, sizeof s->h);
  memcpy (s->key, c->key, sizeof s->key);
}

static void
snap_put (Cot *c, const Snap *s)
{
  memcpy (c->rcount, s->rcount, sizeof s->rcount);
  memcpy (c->waste, s->waste, s->wl);
  c->wl = s->wl;
  c->d = s->d;
  c->home = s->home;
  memcpy (c->tlen, s->tlen, sizeof s->tlen);
  memcpy (c->h, s->h, sizeof s->h);
  memcpy (c->key, s->key, sizeof c->key);
}

/* The cards in the way of `card`; wpos and spos: the place of its topmost
 * copy in the waste and of its next copy in the stock, or NOT_THERE. */
static guint
cost_of (const Cot *c, ApCard card, const guint8 *wpos, const guint8 *spos)
{
  guint best = G_MAXUINT;

  if (c->rcount[card] > 0)
    return 0;
  for (guint t = 0; t < N_COLUMNS; t++)
    for (guint i = 0; i < c->tlen[t]; i++)
      if (c->column[t][i] == card)
        best = MIN (best, c->tlen[t] - 1 - i);
  if (wpos[card] != NOT_THERE)
    best = MIN (best, c->wl - 1 - wpos[card]);
  if (spos[card] != NOT_THERE)
    best = MIN (best, STOCK_COST + spos[card] - c->d + c->wl / 2);
  return best == G_MAXUINT ? 0 : best;
}

/* The waste cards (bottom to top) that every pile still taking them needs
 * something below them for first. */
static guint
stuck_cards (const Cot *c)
{
  guint8 lowest[AP_N_SUITS][N_KINDS];
  guint stuck = 0;

  memset (lowest, 13, sizeof lowest);
  for (guint i = 0; i < c->wl; i++)
    {
      ApCard card = c->card[c->waste[i]];
      guint suit = ap_card_suit (card), rank = ap_card_rank (card);
      gboolean free = FALSE;

      for (guint k = 0; k < N_KINDS; k++)
        {
          guint place = c->place[k][rank];

          if (c->h[suit][k] <= place)
            {
              free |= lowest[suit][k] > place;
              lowest[suit][k] = MIN (lowest[suit][k], place);
            }
        }
      stuck += !free;
    }
  return stuck;
}

static gint32
score (const Cot *c, const Weights *w)
{
  guint8 wpos[AP_N_CARDS], spos[AP_N_CARDS];
  guint cost = 0;

  if (c->home == AP_DECK_SIZE)
    return G_MAXINT32;
  memset (wpos, NOT_THERE, sizeof wpos);
  memset (spos, NOT_THERE, sizeof spos);
  for (guint i = 0; i < c->wl; i++)
    wpos[c->card[c->waste[i]]] = i;
  for (guint j = c->n_stock; j-- > c->d;)
    spos[c->card[c->stock_base + j]] = j;
  for (guint s = 0; s < AP_N_SUITS; s++)
    for (guint k = 0; k < N_KINDS; k++)
      {
        int need = cot_needs (c, s, k);

        if (need >= 0)
          cost += cost_of (c, need, wpos, spos);
      }
  cost += w->stuck * stuck_cards (c);
  return (gint32) (c->home * w->home) - (gint32) cost;
}

/* A child's score and its index among the level's children, for sorting. */
typedef struct {
  gint32 score;
  guint32 index;
} Ranked;

static int
ranked_cmp (gconstpointer a, gconstpointer b)
{
  const Ranked *x = a, *y = b;

  if (x->score != y->score)
    return (y->score > x->score) - (y->score < x->score);
  return (x->index > y->index) - (x->index < y->index);
}

/* A set of keys for one level (open addressing; 0 stands for none). */
typedef struct {
  guint64 *slots;
  gsize mask;
} KeySet;

/* FALSE when `key` was there already. */
static gboolean
keyset_add (KeySet *set, guint64 key)
{
  key |= 1;
  for (gsize i = key & set->mask;; i = (i + 1) & set->mask)
    {
      if (set->slots[i] == key)
        return FALSE;
      if (set->slots[i] == 0)
        {
          set->slots[i] = key;
          return TRUE;
        }
    }
}

/* One level: the children of every position of `from` (whose snapshots
 * are `snaps`), each once, into `to` and `to_snaps`: the best `width` of
 * them, best first. */
static void
next_level (Cot *c, const Weights *w, guint width, const GArray *from, const GArray *snaps,
            GArray *to, GArray *to_snaps)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (Cand));
  GArray *all_snaps = g_array_new (FALSE, FALSE, sizeof (Snap));
  GArray *ranked;
  KeySet seen;
  gsize size = 64;

  while (size < 4 * (gsize) from->len * COT_MAX_STEPS)
    size *= 2;
  seen.slots = ap_solver_slots_new0 (size * sizeof (guint64));
  seen.mask = size - 1;
  for (guint i = 0; i < from->len; i++)
    {
      Step steps[COT_MAX_STEPS];
      guint n;

      snap_put (c, &g_array_index (snaps, Snap, i));
      n = cot_steps (c, steps);
      for (guint j = 0; j < n; j++)
        {
          Cand cand = { i, 0, steps[j] };
          Snap snap;

          /* The node limit is exact (the level stays short); beam() looks
           * at the others after each level. */
          if (cot_node_limit_hit (c))
            break;
          cot_apply (c, &cand.step);
          c->nodes++;
          if (keyset_add (&seen, c->key[0]))
            {
              cand.score = score (c, w);
              snap_take (c, &snap);
              g_array_append_val (all, cand);
              g_array_append_val (all_snaps, snap);
            }
          cot_unapply (c, &cand.step);
        }
    }
  ap_solver_slots_free (seen.slots, size * sizeof (guint64));
  ranked = g_array_sized_new (FALSE, FALSE, sizeof (Ranked), all->len);
  for (guint i = 0; i < all->len; i++)
    {
      Ranked r = { g_array_index (all, Cand, i).score, i };

      g_array_append_val (ranked, r);
    }
  g_array_sort (ranked, ranked_cmp);
  for (guint i = 0; i < ranked->len && i < width; i++)
    {
      guint index = g_array_index (ranked, Ranked, i).index;

      g_array_append_val (to, g_array_index (all, Cand, index));
      g_array_append_val (to_snaps, g_array_index (all_snaps, Snap, index));
    }
  g_array_unref (ranked);
  g_array_unref (all);
  g_array_unref (all_snaps);
}

/* One beam from `start`; TRUE when it won, its line in c->line. */
static gboolean
beam (Cot *c, const Snap *start, const Weights *w, guint width)
{
  GPtrArray *levels = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GArray *snaps = g_array_new (FALSE, FALSE, sizeof (Snap));
  GArray *first = g_array_new (FALSE, FALSE, sizeof (Cand));
  Cand root = { 0, 0, { 0 } };
  gboolean won = FALSE;

  g_array_append_val (snaps, *start);
  g_array_append_val (first, root);
  g_ptr_array_add (levels, first);
  while (levels->len < MAX_LINE)
    {
      GArray *next = g_array_new (FALSE, FALSE, sizeof (Cand));
      GArray *next_snaps = g_array_new (FALSE, FALSE, sizeof (Snap));

      next_level (c, w, width, g_ptr_array_index (levels, levels->len - 1), snaps, next,
                  next_snaps);
      g_array_unref (snaps);
      snaps = next_snaps;
      g_ptr_array_add (levels, next);
      if (next->len == 0)
        break;
      if (g_array_index (next, Cand, 0).score == G_MAXINT32)
        {
          won = TRUE;
          break;
        }
      if (cot_limits_hit (c))
        break;
    }
  if (won)
    {
      guint32 at = 0;

      c->depth = levels->len - 1;
      for (guint l = levels->len - 1; l > 0; l--)
        {
          const Cand *cand = &g_array_index ((GArray *) g_ptr_array_index (levels, l), Cand, at);

          c->line[l - 1] = cand->step;
          at = cand->parent;
        }
    }
  g_array_unref (snaps);
  g_ptr_array_unref (levels);
  return won;
}

/*
 * Stage beams: the moves between two deals form a stage, and a stage
 * beam's level k holds at most `width` positions just after deal k. From
 * each of them a depth-first search meets every position that moves home
 * reach within the stage (up to STAGE_BUDGET of them, each once); each
 * position met, dealt, is a candidate of level k + 1, scored as above, and
 * the `width` best are kept. Positions of one level have dealt as many
 * cards, so their scores compare like with like, which the beams above
 * (one level a move) cannot promise. In the last stage, with the stock
 * empty, the search looks for a win.
 */

/* A position after a deal, as the level before's position it comes from
 * and the moves from there (an offset into the level's steps). */
typedef struct {
  guint32 parent;
  gint32 score;
  guint32 first, n; /* steps[first .. first + n - 1] */
} StageCand;

typedef struct {
  Cot *c;
  const Weights *w;
  GArray *cands; /* StageCand */
  GArray *steps; /* Step */
  KeySet *level; /* keys of the next level's positions */
  KeySet stage;  /* keys met in this stage */
  Step path[MAX_LINE];
  guint depth;
  guint32 parent;
  guint budget;
  gboolean won;
} Stage;

static void
stage_record (Stage *st, gboolean deal)
{
  Cot *c = st->c;
  StageCand cand = { st->parent, 0, st->steps->len, st->depth + deal };

  g_array_append_vals (st->steps, st->path, st->depth);
  if (deal)
    {
      Step step = { STEP_DEAL, 0, 0, 0, 0 };

      cot_apply (c, &step);
      g_array_append_val (st->steps, step);
      if (keyset_add (st->level, c->key[0]))
        {
          cand.score = score (c, st->w);
          g_array_append_val (st->cands, cand);
        }
      else
        g_array_set_size (st->steps, cand.first);
      cot_unapply (c, &step);
    }
  else
    {
      cand.score = G_MAXINT32;
      g_array_append_val (st->cands, cand);
    }
}

/* Every position reachable by moves home from the one in c (up to the
 * budget): each one, dealt, is a candidate of the next level. */
static void
stage_search (Stage *st)
{
  Cot *c = st->c;
  Step steps[COT_MAX_STEPS];
  guint n;

  if (st->won || st->budget == 0 || c->stop != AP_SOLVER_STOP_NONE)
    return;
  st->budget--;
  if (cot_count_node (c))
    return;
  if (c->home == AP_DECK_SIZE)
    {
      stage_record (st, FALSE);
      st->won = TRUE;
      return;
    }
  if (c->d < c->n_stock)
    stage_record (st, TRUE);
  n = cot_steps (c, steps);
  for (guint i = 0; i < n && !st->won; i++)
    {
      if (steps[i].kind == STEP_DEAL)
        continue;
      st->path[st->depth] = steps[i];
      cot_apply (c, &st->path[st->depth]);
      if (keyset_add (&st->stage, c->key[0]))
        {
          st->depth++;
          stage_search (st);
          st->depth--;
        }
      cot_unapply (c, &st->path[st->depth]);
    }
}

static int
stage_cand_cmp (gconstpointer a, gconstpointer b)
{
  const StageCand *x = a, *y = b;

  return (y->score > x->score) - (y->score < x->score);
}

/* Replays a candidate's moves from its parent's snapshot into c. */
static void
stage_replay (Cot *c, const Snap *from, const GArray *steps, const StageCand *cand)
{
  snap_put (c, from);
  for (guint i = 0; i < cand->n; i++)
    {
      Step step = g_array_index (steps, Step, cand->first + i);

      cot_apply (c, &step);
    }
}

static gboolean
stage_beam (Cot *c, const Snap *start, const Weights *w, guint width)
{
  /* Per level: the kept candidates and their steps, for the line. */
  GPtrArray *level_cands = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GPtrArray *level_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GArray *snaps = g_array_new (FALSE, FALSE, sizeof (Snap));
  gboolean won = FALSE;
  guint32 won_at = 0;

  g_array_append_val (snaps, *start);
  while (!won && snaps->len > 0)
    {
      Stage st = { c,
                   w,
                   g_array_new (FALSE, FALSE, sizeof (StageCand)),
                   g_array_new (FALSE, FALSE, sizeof (Step)),
                   NULL,
                   { 0 },
                   { { 0 } },
                   0,
                   0,
                   0,
                   FALSE };
      KeySet level;
      GArray *next_snaps = g_array_new (FALSE, FALSE, sizeof (Snap));
      gsize size = 1024;

      while (size < 4 * (gsize) snaps->len * STAGE_BUDGET)
        size *= 2;
      level.slots = ap_solver_slots_new0 (size * sizeof (guint64));
      level.mask = size - 1;
      st.level = &level;
      st.stage.slots = ap_solver_slots_new0 (STAGE_SLOTS * sizeof (guint64));
      st.stage.mask = STAGE_SLOTS - 1;
      for (guint i = 0; i < snaps->len && !st.won && c->stop == AP_SOLVER_STOP_NONE; i++)
        {
          memset (st.stage.slots, 0, STAGE_SLOTS * sizeof (guint64));
          st.parent = i;
          st.budget = STAGE_BUDGET;
          snap_put (c, &g_array_index (snaps, Snap, i));
          stage_search (&st);
        }
      ap_solver_slots_free (st.stage.slots, STAGE_SLOTS * sizeof (guint64));
      ap_solver_slots_free (level.slots, size * sizeof (guint64));
      g_array_sort (st.cands, stage_cand_cmp);
      if (st.cands->len > width)
        g_array_set_size (st.cands, width);
      if (st.won)
        {
          /* The won candidate sorts first (score G_MAXINT32). */
          won = TRUE;
          won_at = 0;
        }
      else
        for (guint i = 0; i < st.cands->len; i++)
          {
            const StageCand *cand = &g_array_index (st.cands, StageCand, i);
            Snap snap;

            stage_replay (c, &g_array_index (snaps, Snap, cand->parent), st.steps, cand);
            snap_take (c, &snap);
            g_array_append_val (next_snaps, snap);
          }
      g_ptr_array_add (level_cands, st.cands);
      g_ptr_array_add (level_steps, st.steps);
      g_array_unref (snaps);
      snaps = next_snaps;
      if (cot_limits_hit (c))
        break;
    }
  if (won)
    {
      /* Walk back through the levels, gathering each stage's moves. */
      guint total = 0, at = won_at;

      for (guint l = level_cands->len; l-- > 0;)
        {
          const StageCand *cand =
            &g_array_index ((GArray *) g_ptr_array_index (level_cands, l), StageCand, at);

          total += cand->n;
          at = cand->parent;
        }
      if (total <= MAX_LINE)
        {
          guint end = total;

          at = won_at;
          for (guint l = level_cands->len; l-- > 0;)
            {
              const StageCand *cand =
                &g_array_index ((GArray *) g_ptr_array_index (level_cands, l), StageCand, at);
              const GArray *steps = g_ptr_array_index (level_steps, l);

              end -= cand->n;
              memcpy (c->line + end, &g_array_index (steps, Step, cand->first),
                      cand->n * sizeof (Step));
              at = cand->parent;
            }
          c->depth = total;
        }
      else
        won = FALSE;
    }
  g_array_unref (snaps);
  g_ptr_array_unref (level_cands);
  g_ptr_array_unref (level_steps);
  return won;
}

gboolean
cot_beams (Cot *c, gboolean stages)
{
  /* Beams: a level's children, up to COT_MAX_STEPS a position but some ten
   * on average, in a quarter of the memory; stage beams: the next level's
   * set of keys, in a quarter. */
  gsize max_width = stages ? c->pass.memory / 4 / (4 * STAGE_BUDGET * sizeof (guint64))
                           : c->pass.memory / 4 / (10 * (sizeof (Snap) + 2 * sizeof (Cand)));
  Snap start;

  snap_take (c, &start);
  for (gsize width = stages ? FIRST_STAGE_WIDTH : FIRST_WIDTH;
       width <= max_width && c->stop == AP_SOLVER_STOP_NONE; width *= 4)
    for (guint i = 0; i < G_N_ELEMENTS (weightings) && c->stop == AP_SOLVER_STOP_NONE; i++)
      {
        gboolean won = stages ? stage_beam (c, &start, &weightings[i], (guint) width)
                              : beam (c, &start, &weightings[i], (guint) width);

        snap_put (c, &start);
        if (won)
          return TRUE;
      }
  return FALSE;
}
