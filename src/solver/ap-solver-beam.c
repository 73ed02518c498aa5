/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>
#include <string.h>

#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * Beam search: the solver's way to find wins of long lines with few
 * choices (Patriarchs, Picture Patience).
 *
 * It goes forward one move at a time over the whole front: level d holds at
 * most `width` positions reached by d moves; all their moves are tried, the
 * positions not met before (one table of keys for the whole search) are
 * scored, and the best `width` of them form level d+1. A depth-first search
 * stays below its first wrong choice until it has exhausted everything
 * under it; the beam keeps many choices alive side by side and drops the
 * ones whose positions look worse, so a mistake made early costs it little.
 *
 * Patriarchs deals 1-500 that a 10 s depth-first search left undecided: a
 * width of 100 wins 36 of the 57, 1,000 wins 16 more and 10,000 2 more, in
 * 0.04, 0.5 and 5 s. (Before, these deals looked lost: the best line
 * found put 74 of 104 cards home for deal 4, which a width of 100 wins.)
 *
 * A beam that never had to drop a position visited every position
 * reachable from the start, so its failure is a proof that there is no win,
 * as for the complete depth-first search.
 *
 * The score (beam_score()) orders the positions of one level: one of two
 * static scores of the position itself, or how many cards a greedy
 * playout from it gets home (ap-solver-rollout.c).
 */

/* Higher is better; comparable between positions of one level only. The
 * cards home first; then how far the reserve's cards are from going home
 * (a reserve card that waits long holds its pile); and a space on the
 * tableau, which takes any card. AP_BEAM_COVERED also counts, in every
 * pile (the waste too), the cards that cover a card at most two steps from
 * going home, and weighs the reserve more.
 * Neither score is better everywhere. AP_BEAM_RESERVE won more of the
 * hard Patriarchs deals at widths 100 and 1,000 (36 of 57 against 31-33);
 * AP_BEAM_COVERED, at width 4,096, won 6 of the 21 Picture Patience deals
 * of 1-500 that 10 s of solving left undecided, where AP_BEAM_RESERVE won
 * none. So the solver runs both (run_beams()). */
static int
static_score (const ApPosition *pos, ApBeamScore kind)
{
  int score = 1000 * (int) ap_position_foundation_count (pos);
  int reserve_weight = kind == AP_BEAM_COVERED ? 20 : 5;
  ApFoundations f;
  guint64 near;

  ap_foundations_init (pos, &f);
  near = kind == AP_BEAM_COVERED ? ap_foundations_near (&f, 2) : 0;
  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    {
      ApPileKind pile_kind = ap_pile_kind (pile);

      if (pile_kind == AP_KIND_FOUNDATION || !ap_game_has_pile (pos->rules.game, pile))
        continue;
      if (pos->len[pile] == 0)
        {
          score += pile_kind == AP_KIND_TABLEAU ? 200 : 0;
          continue;
        }
      if (pile_kind == AP_KIND_RESERVE)
        score -=
          reserve_weight * MIN (ap_foundations_distance (&f, ap_position_top (pos, pile)), 12);
      if (kind == AP_BEAM_COVERED)
        for (guint i = 0; i + 1 < pos->len[pile]; i++)
          if ((near >> pos->cards[pile][i]) & 1)
            score -= 10 * (int) (pos->len[pile] - 1 - i);
    }
  return score;
}

/* AP_BEAM_ROLLOUT: the cards a greedy playout from the position gets home
 * (ap_solver_rollout(), `count`), and among equals the static score
 * AP_BEAM_COVERED of the position, which stays within +-ROLLOUT_SCALE / 2.
 * A static score sees only what lies in the piles now; the playout also
 * sees what the stock will bring and whether the waste buries a card for
 * good. Picture Patience deals 1-2000 that the static beams (and the other
 * passes) left undecided in 10 s: a beam of width 256 ranked by playouts
 * won 38 of the 65, one of width 2,048 10 more.
 * AP_BEAM_ROLLOUT_END breaks the ties with the static score of the
 * position where the playout ends instead: of two playouts that get as
 * many cards home, the better one leaves the cards next to go home less
 * deeply buried. Each wins deals that the other loses (see run_beams() in
 * ap-solver.c). */
#define ROLLOUT_SCALE (1 << 18)

static int
rollout_score (guint count, const ApPosition *pos)
{
  return (int) count * ROLLOUT_SCALE + static_score (pos, AP_BEAM_COVERED);
}

typedef struct {
  guint32 parent; /* index in the level before */
  ApMove move;
} Step;

/* What a playout from a position found (AP_BEAM_ROLLOUT and
 * AP_BEAM_ROLLOUT_END): the cards it got home, and its first moves, as
 * many as are known. A playout depends
 * on its position alone, so the playout from the position its first move
 * leads to is the rest of it: that child needs no playout of its own.
 * Beams of width 1,024 on Patriarchs deal 909 and Picture Patience deal 39
 * play 7.6 and 9.4 million moves instead of 18.5 and 19.6 million, and
 * take about half the time. */
#define PLAYOUT_KNOWN 16

typedef struct {
  int end_score; /* rollout_score() of where it ends (AP_BEAM_ROLLOUT_END) */
  guint8 count;
  guint8 n_known;
  ApSolverRescue rescue; /* the thresholds it held back after */
  ApMove known[PLAYOUT_KNOWN];
} Playout;

/* The thresholds of a beam's playouts: one pair, or a pair drawn for each
 * playout (ap_solver_beam_mixed()) by a xorshift generator. A child whose
 * playout is the rest of its parent's keeps the parent's pair, and a
 * winning line ends with the playout of the pair drawn for it, so the line
 * is one that was really played out. Why draw: see beam_rescues() in
 * ap-solver.c. */
typedef struct {
  const ApSolverRescue *pairs;
  guint n_pairs;
  guint64 state;
} Draw;

static ApSolverRescue
draw_rescue (Draw *draw)
{
  if (draw->n_pairs == 1)
    return draw->pairs[0];
  draw->state ^= draw->state << 13;
  draw->state ^= draw->state >> 7;
  draw->state ^= draw->state << 17;
  return draw->pairs[draw->state % draw->n_pairs];
}

typedef struct {
  guint32 parent;
  ApMove move;
  int score;
  Playout playout;
} Child;

static int
compare_children (const void *a, const void *b)
{
  const Child *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  /* Ties: by parent, then by the move's bytes, so that the order (and
   * so the hint) never depends on qsort. */
  if (x->parent != y->parent)
    return x->parent < y->parent ? -1 : 1;
  return memcmp (&x->move, &y->move, sizeof x->move);
}

/* The moves from the start to entry `index` of the last level in `steps`
 * (level_start[k]: where level k begins), then `last` when it is a move. */
static ApMove *
beam_line (GArray *steps, GArray *level_start, guint32 index, const ApMove *last, guint *n_moves)
{
  guint levels = level_start->len;
  guint n = levels - 1 + (last != NULL);
  ApMove *line = g_new (ApMove, MAX (n, 1));

  if (last != NULL)
    line[n - 1] = *last;
  for (guint level = levels - 1; level > 0; level--)
    {
      const Step *step =
        &g_array_index (steps, Step, g_array_index (level_start, guint, level) + index);

      line[level - 1] = step->move;
      index = step->parent;
    }
  *n_moves = n;
  return line;
}

/* Appends to the beam's winning line the moves of the playout from `pos`,
 * which gets every card home. */
static void
add_rollout (const ApPosition *pos, ApSolverRescue rescue, ApSolverBeam *beam)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (ApMove));

  g_array_append_vals (line, beam->moves, beam->n_moves);
  g_free (beam->moves);
  ap_solver_rollout_rescue (pos, rescue, line, NULL, NULL);
  beam->n_moves = line->len;
  beam->moves = (ApMove *) g_array_free (line, FALSE);
}

/* Fills `out` with a playout from `pos` (with thresholds from `draw`);
 * the score of where it ends only for AP_BEAM_ROLLOUT_END. `line`: a
 * buffer for the moves, which count as positions. */
static void
play_out (const ApPosition *pos, ApBeamScore score, Draw *draw, GArray *line, Playout *out,
          ApSolverBeam *beam)
{
  ApPosition end;
  gboolean ends = score == AP_BEAM_ROLLOUT_END;

  g_array_set_size (line, 0);
  out->rescue = draw_rescue (draw);
  out->count = (guint8) ap_solver_rollout_rescue (pos, out->rescue, line, NULL, ends ? &end : NULL);
  out->end_score = ends ? rollout_score (out->count, &end) : 0;
  beam->nodes += line->len;
  out->n_known = (guint8) MIN (line->len, PLAYOUT_KNOWN);
  /* (An array that never held anything may have no data at all.) */
  if (out->n_known > 0)
    memcpy (out->known, line->data, out->n_known * sizeof (ApMove));
}

/* Fills `out`, the playout from `child`, the position that `move` leads to
 * from one whose playout is `from`: the rest of that one when `move` is its
 * first (with the same thresholds), else a playout of its own. Not after
 * a transfer between foundations: a playout makes those only on its way to
 * putting a card of a met suit home, and from halfway there it may choose
 * another card. */
static void
child_playout (const Playout *from, ApMove move, const ApPosition *child, ApBeamScore score,
               Draw *draw, GArray *line, Playout *out, ApSolverBeam *beam)
{
  if (from->n_known > 0 && memcmp (&from->known[0], &move, sizeof move) == 0 &&
      !(move.kind == AP_MOVE_CARD && ap_pile_kind (move.src) == AP_KIND_FOUNDATION))
    {
      out->end_score = from->end_score;
      out->count = from->count;
      out->rescue = from->rescue;
      out->n_known = from->n_known - 1;
      memcpy (out->known, from->known + 1, out->n_known * sizeof (ApMove));
      return;
    }
  play_out (child, score, draw, line, out, beam);
}

/* A move from a position of the level, and the key of the position it
 * leads to. */
typedef struct {
  guint32 parent;
  ApMove move;
  ApSolverKey key;
} Tried;

/* The beam works out the keys of the children of this many positions, and
 * asks the cache for their slots of the table, before it looks any of them
 * up: in a table of a hundred megabytes nearly every lookup misses the
 * cache, and this way the misses overlap instead of following each other. */
#define BEAM_BLOCK 32

/* Fills `tried` with the moves from positions first .. last - 1 of `level`,
 * in order, and their keys. */
static void
block_keys (GArray *level, GArray *level_hashes, guint32 first, guint32 last,
            const ApSolverTable *table, GArray *tried)
{
  g_array_set_size (tried, 0);
  for (guint32 i = first; i < last; i++)
    {
      ApPosition *pos = &g_array_index (level, ApPosition, i);
      const ApSolverPileHashes *parent = &g_array_index (level_hashes, ApSolverPileHashes, i);
      ApMove moves[AP_MAX_MOVES];
      guint n = ap_position_legal_moves (pos, moves);

      for (guint m = 0; m < n; m++)
        {
          Tried try = { i, moves[m], { 0, 0 } };
          ApSolverPileHashes hashes = *parent;
          ApUndo undo;

          ap_solver_pile_hashes_apply (&hashes, pos, moves[m], &undo);
          ap_solver_pile_hashes_key (&hashes, pos, &try.key);
          ap_position_unapply (pos, &undo);
          ap_solver_table_prefetch (table, &try.key);
          g_array_append_val (tried, try);
        }
    }
}

void
ap_solver_beam (const ApPosition *start, guint width, ApBeamScore score,
                const ApSolverPassLimits *pass, ApSolverBeam *beam)
{
  ApSolverRescue usual = { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST };

  ap_solver_beam_rescue (start, width, score, usual, pass, beam);
}

void
ap_solver_beam_rescue (const ApPosition *start, guint width, ApBeamScore score,
                       ApSolverRescue rescue, const ApSolverPassLimits *pass, ApSolverBeam *beam)
{
  ap_solver_beam_mixed (start, width, score, &rescue, 1, 0, pass, beam);
}

void
ap_solver_beam_mixed (const ApPosition *start, guint width, ApBeamScore score,
                      const ApSolverRescue *pairs, guint n_pairs, guint seed,
                      const ApSolverPassLimits *pass, ApSolverBeam *beam)
{
  Draw draw = { pairs, n_pairs, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * seed };
  ApSolverTable table;
  ApSolverKey key;
  GArray *level = g_array_new (FALSE, FALSE, sizeof (ApPosition));
  GArray *next = g_array_new (FALSE, FALSE, sizeof (ApPosition));
  /* The pile hashes of each position of `level` and `next`, in step. */
  GArray *level_hashes = g_array_new (FALSE, FALSE, sizeof (ApSolverPileHashes));
  GArray *next_hashes = g_array_new (FALSE, FALSE, sizeof (ApSolverPileHashes));
  ApSolverPileHashes hashes;
  GArray *children = g_array_new (FALSE, FALSE, sizeof (Child));
  GArray *tried = g_array_new (FALSE, FALSE, sizeof (Tried));
  GArray *steps = g_array_new (FALSE, FALSE, sizeof (Step));
  GArray *level_start = g_array_new (FALSE, FALSE, sizeof (guint));
  /* AP_BEAM_ROLLOUT: the playouts of `level` and `next`, in step. */
  GArray *level_playouts = g_array_new (FALSE, FALSE, sizeof (Playout));
  GArray *next_playouts = g_array_new (FALSE, FALSE, sizeof (Playout));
  GArray *played = g_array_new (FALSE, FALSE, sizeof (ApMove));
  Playout playout = { 0, 0, 0, { 0, 0 }, { { 0, 0, 0 } } };
  gboolean stock_by_length = ap_game_info (start->rules.game)->redeals == 0;
  guint zero = 0;
  guint64 next_check = 1024;

  memset (beam, 0, sizeof *beam);
  beam->best_count = ap_position_foundation_count (start);
  /* Half the memory for the keys; the levels and the line take the rest. */
  ap_solver_table_init (&table, pass->memory / 2);
  g_array_append_val (level, *start);
  g_array_append_val (level_start, zero);
  ap_solver_pile_hashes_init (&hashes, start, stock_by_length);
  g_array_append_val (level_hashes, hashes);
  ap_solver_pile_hashes_key (&hashes, start, &key);
  ap_solver_table_insert (&table, &key);
  if (score >= AP_BEAM_ROLLOUT)
    play_out (start, score, &draw, played, &playout, beam);
  g_array_append_val (level_playouts, playout);
  if (beam->best_count == AP_DECK_SIZE)
    {
      beam->won = TRUE;
      beam->moves = beam_line (steps, level_start, 0, NULL, &beam->n_moves);
    }

  while (level->len > 0 && beam->stop == AP_SOLVER_STOP_NONE && !beam->won)
    {
      g_array_set_size (children, 0);
      for (guint32 first = 0; first < level->len && beam->stop == AP_SOLVER_STOP_NONE && !beam->won;
           first += BEAM_BLOCK)
        {
          block_keys (level, level_hashes, first, MIN (first + BEAM_BLOCK, level->len), &table,
                      tried);
          for (guint t = 0; t < tried->len; t++)
            {
              const Tried *try = &g_array_index (tried, Tried, t);
              ApPosition *pos = &g_array_index (level, ApPosition, try->parent);
              Child child = { try->parent, try->move, 0, { 0, 0, 0, { 0, 0 }, { { 0, 0, 0 } } } };
              ApUndo undo;
              guint count;

              if (pass->node_limit > 0 && beam->nodes >= pass->node_limit)
                {
                  beam->stop = AP_SOLVER_STOP_NODES;
                  break;
                }
              /* (Playouts add their moves, so count up to the next check.) */
              if (++beam->nodes >= next_check)
                {
                  next_check = beam->nodes + 1024;
                  if ((beam->stop = ap_solver_check_limits (pass)) != AP_SOLVER_STOP_NONE)
                    break;
                }
              switch (ap_solver_table_insert (&table, &try->key))
                {
                case AP_TABLE_NEW:
                  ap_position_apply (pos, try->move, &undo);
                  /* A playout's end is reached by a real line too: the
                   * beam's moves to the child, then the playout's. */
                  if (score >= AP_BEAM_ROLLOUT)
                    {
                      child_playout (&g_array_index (level_playouts, Playout, try->parent),
                                     try->move, pos, score, &draw, played, &child.playout, beam);
                      count = child.playout.count;
                    }
                  else
                    count = ap_position_foundation_count (pos);
                  if (count == AP_DECK_SIZE)
                    {
                      beam->won = TRUE;
                      beam->moves =
                        beam_line (steps, level_start, try->parent, &try->move, &beam->n_moves);
                      if (score >= AP_BEAM_ROLLOUT)
                        add_rollout (pos, child.playout.rescue, beam);
                    }
                  else if (count > beam->best_count)
                    {
                      guint n_line;
                      g_autofree ApMove *line =
                        beam_line (steps, level_start, try->parent, &try->move, &n_line);

                      beam->best_count = count;
                      beam->have_best = TRUE;
                      beam->best_first = line[0];
                    }
                  if (score == AP_BEAM_ROLLOUT_END)
                    child.score = child.playout.end_score;
                  else if (score == AP_BEAM_ROLLOUT)
                    child.score = rollout_score (count, pos);
                  else
                    child.score = static_score (pos, score);
                  g_array_append_val (children, child);
                  ap_position_unapply (pos, &undo);
                  break;
                case AP_TABLE_FULL:
                  beam->stop = AP_SOLVER_STOP_MEMORY;
                  break;
                case AP_TABLE_SEEN:
                default:
                  break;
                }
              if (beam->won || beam->stop != AP_SOLVER_STOP_NONE)
                break;
            }
        }
      if (beam->won || beam->stop != AP_SOLVER_STOP_NONE)
        break;

      /* (An array that never held anything may have no data at all.) */
      if (children->len > 1)
        qsort (children->data, children->len, sizeof (Child), compare_children);
      if (children->len > width)
        {
          beam->cut = TRUE;
          g_array_set_size (children, width);
        }
      g_array_set_size (next, children->len);
      g_array_set_size (next_hashes, children->len);
      g_array_set_size (next_playouts, children->len);
      g_array_append_val (level_start, steps->len);
      for (guint k = 0; k < children->len; k++)
        {
          const Child *child = &g_array_index (children, Child, k);
          ApPosition *pos = &g_array_index (next, ApPosition, k);
          ApSolverPileHashes *child_hashes = &g_array_index (next_hashes, ApSolverPileHashes, k);
          Step step = { child->parent, child->move };
          ApUndo undo;

          *pos = g_array_index (level, ApPosition, child->parent);
          *child_hashes = g_array_index (level_hashes, ApSolverPileHashes, child->parent);
          ap_solver_pile_hashes_apply (child_hashes, pos, child->move, &undo);
          g_array_append_val (steps, step);
          g_array_index (next_playouts, Playout, k) = child->playout;
        }
      {
        GArray *swap = level;

        level = next;
        next = swap;
        swap = level_hashes;
        level_hashes = next_hashes;
        next_hashes = swap;
        swap = level_playouts;
        level_playouts = next_playouts;
        next_playouts = swap;
      }
      if (steps->len * sizeof (Step) +
            (gsize) (level->len + next->len) * (sizeof (ApPosition) + sizeof (ApSolverPileHashes)) >
          pass->memory / 2)
        beam->stop = AP_SOLVER_STOP_MEMORY;
    }

  ap_solver_table_clear (&table);
  g_array_unref (level);
  g_array_unref (next);
  g_array_unref (level_hashes);
  g_array_unref (next_hashes);
  g_array_unref (children);
  g_array_unref (tried);
  g_array_unref (steps);
  g_array_unref (level_start);
  g_array_unref (level_playouts);
  g_array_unref (next_playouts);
  g_array_unref (played);
}
