/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-shuffle.h"
#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * The search. A depth-first search over the positions reachable from the
 * given one, done in place: one ApPosition, changed by ap_position_apply()
 * and restored by ap_position_unapply(), an explicit stack of frames (no
 * recursion, so a long line of play cannot overflow the C stack), and a
 * table of the canonical keys of every position entered (ap-solver-key.c).
 *
 * A position whose key is in the table is not entered again. That is what
 * makes an exhausted search a proof: a position is entered at most once,
 * and when it is entered every move from it is tried (or, when a safe
 * automatic move exists, that move alone, see ap-solver-safe.c), so if any
 * reachable position were won, the search would have reached it.
 *
 * Move order decides how fast a win is found, never whether: cards to the
 * foundations first, then moves that uncover a card that can go home or a
 * reserve card, then the moves that only rearrange, and dealing last in
 * the games with a tableau (see move_score()), so that the first line
 * tried is "play what you can, then deal". Solving runs
 * several passes of this search, the first ones restricted to likely
 * lines (see ap_solver_solve_with()).
 *
 * The same engine answers "lost" (rules.md): there the goal is any move
 * that puts a card on a foundation from outside, and every move except
 * such a move is followed.
 */

/* The search's move for a card of a met suit (ap-solver-met.c). */
#define MOVE_MET AP_SOLVER_MOVE_MET

typedef enum {
  VISIT_NEW,
  VISIT_SEEN,
  VISIT_GOAL,
  VISIT_STOP
} VisitResult;

/* TRUE when some foundation would take `card` now (loosely: for ordering
 * moves the cheap answer is good enough); `home` is
 * ap_solver_cards_going_home() of the position. */
static gboolean
card_goes_home (guint64 home, ApCard card)
{
  return (home >> card) & 1;
}

/* Progress: a move that puts a card home, deals, or uncovers a card that
 * no move has uncovered before (a reserve card: a reserve pile only grows
 * by deals, and by single cards put into an empty pile) or one that can go
 * home at once. Everything else only rearranges cards already in play. */
gboolean
ap_solver_is_progress (const ApPosition *pos, guint64 home, ApMove move)
{
  guint src_len;

  if (move.kind != AP_MOVE_CARD)
    return TRUE;
  if (ap_pile_kind (move.dst) == AP_KIND_FOUNDATION)
    return ap_pile_kind (move.src) != AP_KIND_FOUNDATION;
  src_len = pos->len[move.src];
  if (src_len < 2)
    return FALSE;
  return ap_pile_kind (move.src) == AP_KIND_RESERVE ||
         card_goes_home (home, pos->cards[move.src][src_len - 2]);
}

/* Higher first. Only the order of the search depends on this: progress
 * first, then rearrangements, then dealing.
 * In Algerian and Carthage a deal covers the reserve's cards, so the search
 * deals only once it has tried every other move: with dealing tried before
 * the moves that only rearrange, Carthage deals 1-100 had 73-76 won within
 * 5 s each (median 0.34-0.37 s), with dealing last 81 (0.21 s); deals
 * 101-200, 69 and 75. In Patriarchs and Picture Patience a deal only shows
 * the next card, and comes before the transfers. */
static int
move_score (const ApPosition *pos, guint64 home, ApMove move, gboolean deal_early)
{
  ApPileKind src_kind, dst_kind;
  guint src_len;
  gboolean dst_empty;
  int score;

  switch (move.kind)
    {
    case MOVE_MET:
      return 10000;
    case AP_MOVE_DEAL:
      if (deal_early)
        return 900; /* before a card parked in a space (800, 1000) */
      return ap_game_info (pos->rules.game)->n_tableau > 0 ? 0 : 3000;
    case AP_MOVE_REDEAL:
      return 2900;
    default:
      break;
    }
  src_kind = ap_pile_kind (move.src);
  dst_kind = ap_pile_kind (move.dst);
  src_len = pos->len[move.src];
  dst_empty = pos->len[move.dst] == 0;

  if (dst_kind == AP_KIND_FOUNDATION)
    {
      if (src_kind == AP_KIND_FOUNDATION)
        return 20; /* a transfer only helps by what it lets follow */
      score = 10000;
      if (src_kind == AP_KIND_RESERVE)
        score += 100;
      else if (src_len == 1)
        score += 50;
      return score;
    }

  if (src_len >= 2 && card_goes_home (home, pos->cards[move.src][src_len - 2]))
    score = 8000;
  else if (src_kind == AP_KIND_RESERVE && src_len >= 2)
    score = 6000;
  else if (src_len == 1)
    score = dst_empty ? 1 : 2000; /* a lone card to a space changes little */
  else if (!dst_empty)
    score = 1500;
  else
    score = dst_kind == AP_KIND_TABLEAU ? 1000 : 800;
  /* Building on a depot keeps spaces free. */
  if (dst_kind == AP_KIND_TABLEAU && !dst_empty)
    score += 200;
  return score;
}

static void
order_moves (const ApPosition *pos, guint64 home, ApMove *moves, guint n, gboolean deal_early)
{
  int scores[AP_MAX_MOVES];

  for (guint i = 0; i < n; i++)
    scores[i] = move_score (pos, home, moves[i], deal_early);
  /* Insertion sort: stable, and the lists are short. */
  for (guint i = 1; i < n; i++)
    {
      ApMove move = moves[i];
      int score = scores[i];
      guint j = i;

      for (; j > 0 && scores[j - 1] < score; j--)
        {
          moves[j] = moves[j - 1];
          scores[j] = scores[j - 1];
        }
      moves[j] = move;
      scores[j] = score;
    }
}

void
ap_solver_order_moves (const ApPosition *pos, guint64 home, ApMove *moves, guint n)
{
  order_moves (pos, home, moves, n, FALSE);
}

gboolean
ap_solver_is_placement (ApMove move)
{
  if (move.kind == MOVE_MET)
    return TRUE;
  return move.kind == AP_MOVE_CARD && ap_pile_kind (move.dst) == AP_KIND_FOUNDATION &&
         ap_pile_kind (move.src) != AP_KIND_FOUNDATION;
}

static gboolean
out_of_limits (ApSolverSearch *search)
{
  ApSolverPassLimits pass = { search->limits, search->deadline, 0, 0 };

  search->stop = ap_solver_check_limits (&pass);
  return search->stop != AP_SOLVER_STOP_NONE;
}

/* Replaces, for the met suits, the transfers and the moves home by one
 * MOVE_MET for each exposed card of the suit (see MOVE_MET). */
static guint
use_met_moves (const ApPosition *pos, ApMove *moves, guint n)
{
  ApSolverMetSuits met;
  guint kept = 0;
  int sources[AP_N_PILES];
  int n_sources = 0;

  ap_solver_find_met_suits (pos, &met);
  if (!met.any)
    return n;
  for (guint i = 0; i < n; i++)
    {
      ApMove move = moves[i];

      if (move.kind == AP_MOVE_CARD && ap_pile_kind (move.dst) == AP_KIND_FOUNDATION &&
          met.met[ap_card_suit (ap_position_top (pos, move.src))])
        {
          /* Every source appears once among the moves that remain or
           * among these; remember it for its MOVE_MET. */
          if (ap_pile_kind (move.src) != AP_KIND_FOUNDATION)
            {
              gboolean known = FALSE;

              for (int k = 0; k < n_sources; k++)
                known |= sources[k] == move.src;
              if (!known)
                sources[n_sources++] = move.src;
            }
          continue;
        }
      moves[kept++] = move;
    }
  /* Cards of a met suit that no foundation takes as the piles stand. */
  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    {
      gboolean known = FALSE;
      ApPileKind kind = ap_pile_kind (pile);

      if (kind == AP_KIND_FOUNDATION || pos->len[pile] == 0 ||
          !ap_game_has_pile (pos->rules.game, pile) ||
          !met.met[ap_card_suit (ap_position_top (pos, pile))])
        continue;
      for (int k = 0; k < n_sources; k++)
        known |= sources[k] == pile;
      if (!known)
        sources[n_sources++] = pile;
    }
  for (int k = 0; k < n_sources; k++)
    {
      ApSuit suit = ap_card_suit (ap_position_top (pos, sources[k]));
      moves[kept++] = (ApMove) { MOVE_MET, sources[k], met.up[suit] };
    }
  return kept;
}

/* Applies a MOVE_MET (see there), recording in the frame how to undo it. */
static void
apply_met (ApPosition *pos, ApMove move, ApSolverFrame *frame)
{
  ApMove transfer, home;

  frame->met_count = (guint8) ap_solver_met_moves (pos, move.src, move.dst, &transfer, &home);
  frame->met_from = transfer.src;
  frame->met_to = transfer.dst;
  for (guint i = 0; i < frame->met_count; i++)
    ap_position_apply (pos, transfer, NULL);
  ap_position_apply (pos, home, &frame->undo);
}

/* Tells the hasher which piles the move from `frame` may have changed. */
static void
search_changed (ApSolverSearch *search, ApMove move, const ApSolverFrame *frame)
{
  ApSolverHasher *hasher = &search->hasher;
  const ApPosition *pos = &search->pos;

  switch (move.kind)
    {
    case AP_MOVE_CARD:
      ap_solver_hasher_touch (hasher, pos, move.src,
                              frame->undo.refill_pile != AP_PILE_NONE ? 0 : G_MAXUINT);
      ap_solver_hasher_touch (hasher, pos, move.dst, G_MAXUINT);
      if (frame->undo.refill_pile != AP_PILE_NONE)
        ap_solver_hasher_touch (hasher, pos, frame->undo.refill_src, G_MAXUINT);
      break;
    case MOVE_MET:
      ap_solver_hasher_touch (hasher, pos, move.src,
                              frame->undo.refill_pile != AP_PILE_NONE ? 0 : G_MAXUINT);
      if (frame->undo.refill_pile != AP_PILE_NONE)
        ap_solver_hasher_touch (hasher, pos, frame->undo.refill_src, G_MAXUINT);
      /* Transfers then a card: the foundations may differ anywhere near
       * the top; they are short. */
      ap_solver_hasher_touch (hasher, pos, frame->undo.move.dst, 0);
      if (frame->met_count > 0)
        {
          ap_solver_hasher_touch (hasher, pos, frame->met_from, 0);
          ap_solver_hasher_touch (hasher, pos, frame->met_to, 0);
        }
      break;
    case AP_MOVE_DEAL:
    case AP_MOVE_REDEAL:
    default:
      for (int p = 0; p < AP_N_PILES; p++)
        if (ap_game_has_pile (pos->rules.game, p))
          ap_solver_hasher_touch (hasher, pos, p, G_MAXUINT);
      break;
    }
}

static void
search_apply (ApSolverSearch *search, ApMove move, ApSolverFrame *frame)
{
  if (move.kind == MOVE_MET)
    apply_met (&search->pos, move, frame);
  else
    {
      frame->met_count = 0;
      ap_position_apply (&search->pos, move, &frame->undo);
    }
  search_changed (search, move, frame);
}

static void
search_unapply (ApSolverSearch *search, const ApSolverFrame *frame)
{
  ApMove move = g_array_index (search->moves, ApMove, frame->move_start + frame->next - 1);

  ap_position_unapply (&search->pos, &frame->undo);
  for (guint i = 0; i < frame->met_count; i++)
    {
      ApUndo back = {
        { AP_MOVE_CARD, frame->met_from, frame->met_to }, 0, AP_PILE_NONE, AP_PILE_NONE
      };
      ap_position_unapply (&search->pos, &back);
    }
  search_changed (search, move, frame);
}

/* The first real move of the move being tried from `frame`. */
static ApMove
frame_first_move (const ApSolverSearch *search, const ApSolverFrame *frame)
{
  ApMove move = g_array_index (search->moves, ApMove, frame->move_start + frame->next - 1);

  if (move.kind != MOVE_MET)
    return move;
  if (frame->met_count > 0)
    return (ApMove) { AP_MOVE_CARD, frame->met_from, frame->met_to };
  return frame->undo.move;
}

/* Pushes a frame with the moves to try from the current position, or finds
 * the goal among them (AP_SOLVER_MODE_LOST). */
static VisitResult
expand (ApSolverSearch *search, guint shuffles, guint discrepancies)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (&search->pos, moves);
  ApSolverFrame frame = { .move_start = search->moves->len,
                          .shuffles = shuffles,
                          .discrepancies = discrepancies };

  /* The node limit is exact, for reproducible hints; the other limits are
   * looked at every 1024 positions. */
  if (search->node_limit > 0 && search->nodes >= search->node_limit)
    {
      search->stop = AP_SOLVER_STOP_NODES;
      search->pending = TRUE;
      search->pending_shuffles = shuffles;
      search->pending_discrepancies = discrepancies;
      return VISIT_STOP;
    }
  search->nodes++;
  frame.home = ap_solver_cards_going_home (&search->pos);
  if (search->pos.rules.transfers)
    n = use_met_moves (&search->pos, moves, n);

  if (search->mode == AP_SOLVER_MODE_LOST)
    {
      for (guint i = 0; i < n; i++)
        if (ap_solver_is_placement (moves[i]))
          return VISIT_GOAL;
    }
  else if (search->safe_moves)
    n = ap_solver_keep_safe_move (&search->pos, moves, n);
  if (search->max_shuffles > 0 && shuffles >= search->max_shuffles && n > 1)
    {
      guint kept = 0;

      for (guint i = 0; i < n; i++)
        if (ap_solver_is_progress (&search->pos, frame.home, moves[i]))
          moves[kept++] = moves[i];
      search->cut |= kept < n;
      n = kept;
    }
  if (n > 1)
    order_moves (&search->pos, frame.home, moves, n, search->deal_early);
  if (search->deviate > 0 && n > 1)
    {
      guint64 r = ap_splitmix64_next (&search->rng);

      search->cut = TRUE;
      if ((r & 0xffff) < search->deviate)
        {
          guint j = 1 + (guint) ((r >> 16) % (n - 1));
          ApMove chosen = moves[j];

          memmove (moves + 1, moves, j * sizeof *moves);
          moves[0] = chosen;
        }
    }
  if (discrepancies >= search->max_discrepancies && n > 1)
    {
      search->cut = TRUE;
      n = 1;
    }

  frame.n_moves = n;
  g_array_append_vals (search->moves, moves, n);
  g_array_append_val (search->frames, frame);
  if (search->moves->len * sizeof (ApMove) + search->frames->len * sizeof (ApSolverFrame) >
      search->stack_bytes_max)
    {
      search->stop = AP_SOLVER_STOP_MEMORY;
      return VISIT_STOP;
    }
  return VISIT_NEW;
}

/* Enters the current position: the goal, one seen before, or a new one. */
static VisitResult
visit (ApSolverSearch *search, guint shuffles, guint discrepancies)
{
  ApSolverKey key;
  guint count = ap_position_foundation_count (&search->pos);

  if (search->mode == AP_SOLVER_MODE_SOLVE && count == AP_DECK_SIZE)
    return VISIT_GOAL;

  ap_solver_hasher_key (&search->hasher, &search->pos, &key);
#ifdef AP_SOLVER_CHECK_KEYS
  {
    /* A test build (tests/solver): the key kept up to date pile by pile
     * must be the key of the position computed from scratch. */
    ApSolverKey full;

    ap_solver_key_full (&search->pos, search->stock_by_length, &full);
    g_assert_true (full.a == key.a && full.b == key.b);
  }
#endif
  switch (ap_solver_table_insert (&search->table, &key))
    {
    case AP_TABLE_SEEN:
      return VISIT_SEEN;
    case AP_TABLE_FULL:
      search->stop = AP_SOLVER_STOP_MEMORY;
      return VISIT_STOP;
    case AP_TABLE_NEW:
    default:
      break;
    }

  if (count > search->best_count && search->frames->len > 0)
    {
      const ApSolverFrame *root = &g_array_index (search->frames, ApSolverFrame, 0);

      search->best_count = count;
      search->have_best = TRUE;
      search->best_first = frame_first_move (search, root);
    }
  return expand (search, shuffles, discrepancies);
}

gsize
ap_solver_memory (const ApSolverLimits *limits)
{
  return limits->memory_limit > 0 ? limits->memory_limit : AP_SOLVER_DEFAULT_MEMORY;
}

/* Prepares a search of the position with at most `node_limit` positions
 * (0: no limit) until `deadline` (ap_solver_clock() microseconds; 0: none). */
void
ap_solver_search_init (ApSolverSearch *search, const ApPosition *pos, ApSolverMode mode,
                       const ApSolverLimits *limits, gsize memory, guint max_shuffles,
                       guint max_discrepancies, guint64 node_limit, gint64 deadline)
{
  memset (search, 0, sizeof *search);
  search->pos = *pos;
  search->mode = mode;
  search->limits = limits;
  search->safe_moves = !limits->no_safe_moves;
  search->max_shuffles = max_shuffles;
  search->max_discrepancies = max_discrepancies;
  search->stock_by_length = ap_game_info (pos->rules.game)->redeals == 0;
  ap_solver_hasher_init (&search->hasher, pos, search->stock_by_length);
  /* The table may use up to three quarters of the bound while it doubles,
   * the stack of the search the last quarter. */
  ap_solver_table_init (&search->table, memory);
  search->stack_bytes_max = memory / 4;
  search->frames = g_array_new (FALSE, FALSE, sizeof (ApSolverFrame));
  search->moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  search->stop = AP_SOLVER_STOP_NONE;
  search->best_count = ap_position_foundation_count (pos);
  search->node_limit = node_limit;
  search->deadline = deadline;
}

void
ap_solver_search_clear (ApSolverSearch *search)
{
  ap_solver_table_clear (&search->table);
  g_clear_pointer (&search->frames, g_array_unref);
  g_clear_pointer (&search->moves, g_array_unref);
}

/* Runs the search from the start position. Returns TRUE when the goal was
 * reached: then the frames hold the line that reached it, each frame's
 * move being moves[move_start + next - 1]. Returns FALSE when the search
 * was exhausted (search->stop is AP_SOLVER_STOP_NONE) or stopped. */
gboolean
ap_solver_search_run (ApSolverSearch *search)
{
  VisitResult result = visit (search, 0, 0);

  if (result == VISIT_GOAL)
    return TRUE;
  if (result != VISIT_NEW)
    return FALSE;
  return ap_solver_search_resume (search);
}

/* Goes on with a search that ap_solver_search_run() began, as
 * ap_solver_search_run(): after a stop for the node limit (raise it
 * first), from where it stopped. */
gboolean
ap_solver_search_resume (ApSolverSearch *search)
{
  VisitResult result;

  search->stop = AP_SOLVER_STOP_NONE;
  if (search->pending)
    {
      search->pending = FALSE;
      result = expand (search, search->pending_shuffles, search->pending_discrepancies);
      if (result == VISIT_STOP)
        return FALSE;
    }
  while (search->frames->len > 0)
    {
      ApSolverFrame *frame =
        &g_array_index (search->frames, ApSolverFrame, search->frames->len - 1);
      ApMove move;
      guint shuffles, discrepancies;

      if ((search->nodes & 1023) == 0 && out_of_limits (search))
        return FALSE;

      if (frame->next == frame->n_moves)
        {
          g_array_set_size (search->moves, frame->move_start);
          g_array_set_size (search->frames, search->frames->len - 1);
          if (search->frames->len > 0)
            {
              ApSolverFrame *parent =
                &g_array_index (search->frames, ApSolverFrame, search->frames->len - 1);
              search_unapply (search, parent);
            }
          continue;
        }

      move = g_array_index (search->moves, ApMove, frame->move_start + frame->next);
      discrepancies = frame->discrepancies + (frame->next > 0);
      frame->next++;
      shuffles = ap_solver_is_progress (&search->pos, frame->home, move) ? 0 : frame->shuffles + 1;
      search_apply (search, move, frame);
      /* visit() may grow the arrays: `frame` is not used after it. */
      result = visit (search, shuffles, discrepancies);
      if (result == VISIT_GOAL)
        return TRUE;
      if (result == VISIT_STOP)
        return FALSE;
      if (result == VISIT_SEEN)
        search_unapply (search, frame);
    }
  return FALSE;
}

/* The line from the start to the current position, transfers spelled out. */
ApMove *
ap_solver_search_line (ApSolverSearch *search, guint *n_moves)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (ApMove));

  for (guint i = 0; i < search->frames->len; i++)
    {
      const ApSolverFrame *frame = &g_array_index (search->frames, ApSolverFrame, i);
      ApMove move = g_array_index (search->moves, ApMove, frame->move_start + frame->next - 1);

      if (move.kind == MOVE_MET)
        {
          ApMove transfer = { AP_MOVE_CARD, frame->met_from, frame->met_to };

          for (guint k = 0; k < frame->met_count; k++)
            g_array_append_val (line, transfer);
          move = frame->undo.move;
        }
      g_array_append_val (line, move);
    }
  *n_moves = line->len;
  return (ApMove *) g_array_free (line, FALSE);
}
