/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>
#include <time.h>

#include "ap-solver-cotillion.h"
#include "ap-solver-private.h"

/*
 * Solving: the limits a caller gives, the passes run within them (the
 * depth-first search of ap-solver-search.c, the beams, and the restarts
 * with the best-first and stage searches of ap-solver-restarts.c) and how
 * the budget is shared among them, and ap_solver_solve(), which reports
 * what they found.
 */

void
ap_solver_limits_init (ApSolverLimits *limits)
{
  memset (limits, 0, sizeof *limits);
  limits->time_limit = AP_SOLVER_DEFAULT_TIME;
}

void
ap_solver_result_clear (ApSolverResult *result)
{
  g_clear_pointer (&result->moves, g_free);
  *result = (ApSolverResult) AP_SOLVER_RESULT_INIT;
}

gint64
ap_solver_clock (const ApSolverLimits *limits)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  if (limits->cpu_time)
    {
      struct timespec ts;

      if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
    }
#endif
  return g_get_monotonic_time ();
}

ApSolverStop
ap_solver_check_limits (const ApSolverPassLimits *pass)
{
  const ApSolverLimits *limits = pass->limits;

  if (limits->cancel_flag != NULL && g_atomic_int_get (limits->cancel_flag) != 0)
    return AP_SOLVER_STOP_CANCELLED;
  if (limits->should_stop != NULL && limits->should_stop (limits->stop_data))
    return AP_SOLVER_STOP_CANCELLED;
  if (pass->deadline > 0 && ap_solver_clock (limits) >= pass->deadline)
    return AP_SOLVER_STOP_TIME;
  return AP_SOLVER_STOP_NONE;
}

/*
 * Solving runs several passes from the start, each with a table of its
 * own:
 *
 * 1. A short depth-first search of the limited-discrepancy kind (see 3.)
 *    with one discrepancy: it settles the easy deals of every game at once.
 * 2. In games with a tableau (Algerian, Carthage): restarts
 *    (ap_solver_run_restarts(), ap-solver-restarts.c), short depth-first
 *    searches of lines that make progress at least every QUICK_SHUFFLES + 1
 *    moves (ap_solver_is_progress()) and that take a random move instead
 *    of the first choice here and there, with lengths after Luby's
 *    sequence; before each, three best-first
 *    searches (ap-solver-best.c) go on for a turn, and after each, the
 *    complete search goes on by a slice, until the budget is spent. A
 *    single long search of that kind stays below its first wrong choice
 *    until it has exhausted everything under it, and a complete search
 *    can lose itself among the countless ways of rearranging the tableau
 *    before it tries the next deal. On Carthage deals 1-100 with 10 s
 *    each, this decided 82 deals (median 0.32 s), against 70 (median
 *    1.25 s) for the passes before it:
 *    one such search without random moves, beams, restarts with random
 *    moves 1-10% of the time, then the complete search; on deals 101-200
 *    with 5 s each, 71 against 64. The best-first searches then took
 *    Carthage deals 1-100 from 81 won within 5 s each to 93 (median 0.21 s
 *    to 0.03 s), deals 101-200 from 75 to 84 (ap_solver_run_restarts()).
 * 3. In games without a tableau (Patriarchs, Picture Patience): beam
 *    searches (ap-solver-beam.c, run_beams()) of growing width. Of
 *    Patriarchs deals 1-500, 57 were undecided after 10 s of depth-first
 *    search, and beams of width up to 10,000 won 54 of them, none taking
 *    more than 6 s. Then limited discrepancy: lines that leave the move
 *    order's first choice at most 1, 2, 3 ... times, wherever that is. A
 *    depth-first search revisits its first choices near the start last;
 *    these passes try them first. Then the complete search, with the rest
 *    of the budget.
 *
 * Only the complete search can prove that a position cannot be won (or a
 * restricted pass or a beam that happened to cut nothing). A best-first
 * search that expanded everything is only dropped, and the proof left to
 * the complete search, so that the positions a result reports are always
 * those of one search. The restricted passes get the share of the budget
 * below; their tables are not reused, since they mark positions whose
 * moves were not all tried.
 */
#define FIRST_PASS_SHARE 0.05
#define FIRST_PASS_NODES 30000
#define WASTE_FIRST_PASS_NODES 10000
#define QUICK_SHARE 0.92
/* In 65536ths, how often a restart takes a random move first, in turn:
 * 10%, 20%, 40%. On Carthage deals 1-100 with 5 s each and restarts
 * alone, these won 76 deals, against 58 with 1%, 3% and 10%, and 76-77
 * with more. */
#define RESTART_DEVIATIONS                                                                         \
  {                                                                                                \
    6554, 13107, 26214                                                                             \
  }
#define BEAM_SHARE 0.85
/* Odd and Even: no pass after the beams has decided one of its deals
 * (none of 1-10,000 is proved lost), so the beams keep more of the time;
 * see beam_rescues(). */
#define ODD_AND_EVEN_BEAM_SHARE 0.97

void
ap_solver_budget_share (const ApSolverBudget *budget, double share, guint64 max_nodes,
                        gint64 *deadline, guint64 *nodes)
{
  *deadline = 0;
  *nodes = max_nodes;
  if (budget->deadline > 0)
    *deadline = share >= 1 ? budget->deadline
                           : budget->start + (gint64) ((budget->deadline - budget->start) * share);
  if (budget->node_limit > 0)
    {
      guint64 upto =
        share >= 1 ? budget->node_limit : MAX (1, (guint64) (budget->node_limit * share));
      guint64 left = upto > budget->nodes ? upto - budget->nodes : 1;

      *nodes = *nodes > 0 ? MIN (*nodes, left) : left;
    }
}

void
ap_solver_budget_add (ApSolverBudget *budget, guint64 nodes, gboolean have_best, guint best_count,
                      ApMove best_first)
{
  budget->nodes += nodes;
  if (have_best && (!budget->have_best || best_count > budget->best_count))
    {
      budget->have_best = TRUE;
      budget->best_count = best_count;
      budget->best_first = best_first;
    }
}

/* Tournament: the move order that deals before parking a card on a
 * kibitzer (ApSolverSearch.deal_early) and the usual one, dealing last,
 * each settle deals that the other finds hard. With deals 1-136 at 10 s
 * each (CPU), dealing last left none undecided but took 2.5-8.4 s on 8 of
 * them; dealing early took those in 0.04 s or less but 2.2-8.1 s on 5
 * others and left deal 132 undecided. So the first pass runs in each
 * order, and the restarts take them in turn.
 * Nearly every Tournament deal is a win, found by a restart or a
 * best-first search, so the complete search keeps its early share (half
 * the restart's positions) instead of COMPLETE_LATE times as many: deals
 * 38, 107, 180 and 214 went from 2.4-8.3 s to 0.5-1.8 s, and 132 and 142,
 * undecided, were won in 7.1 and 2.2 s. */
gboolean
ap_solver_two_orders (const ApPosition *pos)
{
  return ap_game_info (pos->rules.game)->deal == AP_DEAL_TABLEAU_BLOCKS;
}

gboolean
ap_solver_run_pass (ApSolverSearch *search, const ApPosition *pos, const ApSolverLimits *limits,
                    ApSolverBudget *budget, guint max_shuffles, guint max_discrepancies,
                    double share, guint64 max_nodes, guint64 restart, gboolean deal_early)
{
  static const guint deviations[] = RESTART_DEVIATIONS;
  gint64 deadline;
  guint64 nodes;
  gboolean won;

  ap_solver_budget_share (budget, share, max_nodes, &deadline, &nodes);
  ap_solver_search_init (search, pos, AP_SOLVER_MODE_SOLVE, limits, ap_solver_memory (limits),
                         max_shuffles, max_discrepancies, nodes, deadline);
  search->deal_early = deal_early;
  if (restart > 0)
    {
      search->deviate = deviations[(restart - 1) % G_N_ELEMENTS (deviations)];
      search->rng = restart;
    }
  won = ap_solver_search_run (search);
  ap_solver_budget_add (budget, search->nodes, search->have_best, search->best_count,
                        search->best_first);
  return won;
}

/* Beam searches (ap-solver-beam.c) of growing width, from BEAM_WIDTH up to
 * what the memory bound allows, each width with the two static scores and
 * then the playouts' (at ROLLOUT_NARROWER times less width), until one
 * wins (its line goes to `result`), one keeps every position (a proof:
 * *proved), the next would not fit in `share` of the budget, or the share
 * is spent. *stop is set when solving must end altogether. Both static
 * scores: on Picture Patience deals 1-500 within 10 s, 485 deals were won,
 * against 480 with AP_BEAM_RESERVE alone and 478 with AP_BEAM_COVERED
 * alone. The first beams are narrow because most deals need no more: on
 * Picture Patience deals 1-200, starting at 16 rather than 32 decided 122
 * deals instead of 84 within 50 ms each. */
#define BEAM_WIDTH 16
#define BEAM_GROWTH 4
/* Beams ranked by playouts (AP_BEAM_ROLLOUT) cost some fifty times as much
 * a position: they run at a sixteenth of the width, from 1 up. Picture
 * Patience deals 1-500 within 10 s: 493 won, against 485 without them;
 * at a quarter of the width, also 493, but fewer within 50 ms.
 * The static beams stop growing at STATIC_MAX_WIDTH and leave the time
 * to the playouts' beams, which go on growing alone. Picture Patience
 * deals 1-2000 within 10 s: 1981 won; 1978 when all beams stopped
 * together (once the static ones reached 4,096), 1977 with the static
 * beams stopped at 256. Of the 22 deals left undecided when all stopped
 * together, this cap won 6 (in 2.6-4.5 s), letting the playouts' beams go
 * on without it 1. Playouts putting a card on a down foundation before an
 * up one: 1978; both kinds of playout in each round: 1980.
 * Once alone, the playouts' beams grow by ROLLOUT_GROWTH. A beam can win
 * at one width and lose at a wider one, so the widths in between are worth
 * their cost: of the 91 Picture Patience deals of 1-10,000 left undecided
 * at 10 s (commit b9f0bef), doubling won 13 (5 of them in 1.2-1.6 s),
 * growing by half 10, fourfold none; on deals 1-2000, 1985 won against
 * 1981 (commit e930e6c), none lost. */
#define ROLLOUT_NARROWER 16
#define STATIC_MAX_WIDTH 1024
#define ROLLOUT_GROWTH 2
/* The playouts' beams break ties between playouts that get as many cards
 * home in turn by where the playout ends (AP_BEAM_ROLLOUT_END, first) and
 * by the position itself (AP_BEAM_ROLLOUT). Each wins deals the other
 * loses: on the deals of 1-10,000 that commit c529586 (AP_BEAM_ROLLOUT
 * alone) left undecided at 10 s, AP_BEAM_ROLLOUT_END alone won 3 of
 * Patriarchs' 18 and 7 of Picture Patience's 78, but on deals 1-2000 it
 * won 1994 and 1982 where c529586 won 1995 and 1985. In turn, starting
 * with AP_BEAM_ROLLOUT_END: 1995 and 1986; starting with the other, 1995
 * and 1984. */
#define ROLLOUT_FIRST AP_BEAM_ROLLOUT_END

/* The factor from a beam width to the next one, `growth` times as wide but
 * at most `max_width`; 0 when `width` is the widest already. */
static double
beam_growth (guint width, guint max_width, guint growth)
{
  return width >= max_width ? 0 : MIN (width * growth, max_width) / (double) width;
}

/* TRUE when a round of beams that costs `time` microseconds and `nodes`
 * positions still fits in the pass's deadline and the `left` nodes. */
static gboolean
beams_fit (const ApSolverPassLimits *pass, gint64 now, double time, double nodes, guint64 left)
{
  return (pass->deadline == 0 || now + time <= pass->deadline) &&
         (pass->node_limit == 0 || nodes <= left);
}

/* The thresholds for holding back (ApSolverRescue) of the playouts'
 * beams, one beam each a round: the usual ones, and in Odd and Even three
 * beams whose playouts each draw a pair from seven (ap_solver_beam_mixed(),
 * seeds 1, 3 and 5). Which thresholds win a deal there varies from deal to
 * deal: of the 31 deals of 1-10,000 that commit 6623696 left undecided at
 * 10 s, a beam of width 1,024 ranked by playouts won none with the usual
 * thresholds (1 and 5), 7 with 1 and 8, 5 with 1 and 3, 5 with 2 and 8, 6
 * with 0 and 8, 3 with 0 and 5, 5 with 1 and 6, 6 with 1 and 10. So commit
 * 63b0961 ran a beam for each of the seven pairs below, and left 14 deals
 * undecided (docs/solver-notes.md, section 12). A beam whose playouts draw
 * their pair does better than any one pair: at width 1,024 (seed 1) it won
 * 4 of those 14 (220, 1143, 7628, 7721), where none of the seven pairs
 * alone won deal 220, and it won 14 of the 18 deals that the seven beams
 * had won among the 31. A drawn playout is a real line whatever its pair,
 * so its count is a fair score; a position ranks high when the pair drawn
 * for it did well, and the beam keeps positions good for any of the
 * players the pairs stand for, not for one alone. In the solver at 10 s,
 * three such beams a round won 6 of the 14 (220, 1143, 1393, 5797, 7628,
 * 7721), and 17 of those 18; over deals 1-10,000 they left 8 undecided
 * and decided every deal that 63b0961 did. Two or four beams, or a pool
 * of fourteen pairs, won the same 6 of the 14; one beam, 7, but over
 * deals 1-10,000 it left 3055 undecided, which both surveys decided; the
 * seven beams of 63b0961 with one drawing beam added first won 2. */
/* A playouts' beam of a round: its playouts draw their thresholds from
 * `pairs` (ap_solver_beam_mixed()). */
typedef struct {
  const ApSolverRescue *pairs;
  guint n_pairs, seed;
} RescueSlot;

static const ApSolverRescue usual_rescue[] = { { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST } };
static const RescueSlot usual_slots[] = { { usual_rescue, 1, 0 } };
static const ApSolverRescue odd_and_even_rescues[] = {
  { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST },
  { 1, 8 },
  { 1, 3 },
  { 2, 8 },
  { 0, 8 },
  { 0, 5 },
  { 1, 6 },
};
#define ODD_AND_EVEN_MIX(seed)                                                                     \
  {                                                                                                \
    odd_and_even_rescues, G_N_ELEMENTS (odd_and_even_rescues), seed                                \
  }
static const RescueSlot odd_and_even_slots[] = {
  ODD_AND_EVEN_MIX (1),
  ODD_AND_EVEN_MIX (3),
  ODD_AND_EVEN_MIX (5),
};

const ApSolverRescue *
ap_solver_odd_and_even_rescues (guint *n)
{
  *n = G_N_ELEMENTS (odd_and_even_rescues);
  return odd_and_even_rescues;
}

static const RescueSlot *
beam_rescues (const ApPosition *pos, guint *n)
{
  if (pos->rules.game == AP_GAME_ODD_AND_EVEN)
    {
      *n = G_N_ELEMENTS (odd_and_even_slots);
      return odd_and_even_slots;
    }
  *n = G_N_ELEMENTS (usual_slots);
  return usual_slots;
}

static gboolean
run_beams (const ApPosition *pos, const ApSolverLimits *limits, ApSolverBudget *budget,
           double share, ApSolverResult *result, gboolean *proved, ApSolverStop *stop)
{
  guint n_rescues;
  const RescueSlot *rescues = beam_rescues (pos, &n_rescues);
  gsize memory = ap_solver_memory (limits);
  /* Two levels of positions in a quarter of the memory. */
  guint max_width = MAX (1, memory / (8 * (sizeof (ApPosition) + sizeof (ApSolverPileHashes))));
  guint width = MIN (BEAM_WIDTH, max_width);
  guint rollout_width = MAX (1, width / ROLLOUT_NARROWER);
  gboolean statics = TRUE;
  ApBeamScore rollout_kind = ROLLOUT_FIRST;

  for (;;)
    {
      ApSolverPassLimits pass = { limits, 0, 0, memory };
      /* What the static beams and the playouts' beam cost this round. */
      double time[2] = { 0, 0 }, nodes[2] = { 0, 0 };
      double growth = beam_growth (width, max_width, BEAM_GROWTH);
      double rollout_growth =
        beam_growth (rollout_width, max_width, statics ? BEAM_GROWTH : ROLLOUT_GROWTH);
      guint64 left = 0;
      gint64 now;

      /* Each width with each score in turn (see ap-solver-beam.c), the
       * playouts' with each set of thresholds (beam_rescues()); the
       * playouts' beams break ties one way, then the other. */
      for (guint slot = 0; slot < 2 + n_rescues; slot++)
        {
          ApBeamScore score = slot < 2 ? (ApBeamScore) slot : AP_BEAM_ROLLOUT;
          gboolean rollout = score == AP_BEAM_ROLLOUT;
          ApBeamScore kind = score;
          const RescueSlot *rescue = &rescues[slot < 2 ? 0 : slot - 2];
          gint64 began;
          ApSolverBeam beam;

          if (!rollout && !statics)
            continue;
          began = ap_solver_clock (limits);
          ap_solver_budget_share (budget, share, 0, &pass.deadline, &pass.node_limit);
          if (rollout)
            {
              kind = rollout_kind;
              rollout_kind =
                rollout_kind == AP_BEAM_ROLLOUT ? AP_BEAM_ROLLOUT_END : AP_BEAM_ROLLOUT;
            }
          ap_solver_beam_mixed (pos, rollout ? rollout_width : width, kind, rescue->pairs,
                                rescue->n_pairs, rescue->seed, &pass, &beam);
          ap_solver_budget_add (budget, beam.nodes, beam.have_best, beam.best_count,
                                beam.best_first);
          if (beam.won)
            {
              result->moves = beam.moves;
              result->n_moves = beam.n_moves;
              return TRUE;
            }
          if (beam.stop == AP_SOLVER_STOP_CANCELLED)
            *stop = beam.stop;
          /* A beam that dropped nothing kept every position, whatever
           * its score. */
          *proved = beam.stop == AP_SOLVER_STOP_NONE && !beam.cut;
          if (*proved || beam.stop != AP_SOLVER_STOP_NONE)
            return FALSE;
          time[rollout] += ap_solver_clock (limits) - began;
          nodes[rollout] += beam.nodes;
          left = pass.node_limit - beam.nodes;
        }
      /* Beams `growth` times as wide cost about `growth` times as much.
       * All of them grow while the next round fits in the share; then the
       * playouts' alone, while theirs fits; then the rest of the share goes
       * to the passes after. */
      now = ap_solver_clock (limits);
      statics = statics && growth > 0 && rollout_growth > 0 && width < STATIC_MAX_WIDTH &&
                beams_fit (&pass, now, growth * time[0] + rollout_growth * time[1],
                           growth * nodes[0] + rollout_growth * nodes[1], left);
      if (statics)
        width = (guint) (width * growth + 0.5);
      else if (rollout_growth == 0 ||
               !beams_fit (&pass, now, rollout_growth * time[1], rollout_growth * nodes[1], left))
        return FALSE;
      rollout_width = (guint) (rollout_width * rollout_growth + 0.5);
    }
}

/* A pass that ends for these reasons ends the solving. */
static gboolean
pass_ends_all (const ApSolverSearch *search)
{
  return search->stop == AP_SOLVER_STOP_CANCELLED || search->stop == AP_SOLVER_STOP_MEMORY;
}

/* TRUE when the pass tried every move of every position it entered and
 * ran to its end: then it proved that no win is reachable. */
static gboolean
pass_is_proof (const ApSolverSearch *search)
{
  return search->stop == AP_SOLVER_STOP_NONE && !search->cut;
}

static void
solve_passes (ApSolverSearch *search, const ApPosition *pos, const ApSolverLimits *limits,
              ApSolverResult *result)
{
  ApSolverBudget budget = { 0 };
  /* line_won: a beam or a restart won, and its line is in `result`. */
  gboolean won, line_won = FALSE, proved = FALSE;
  ApSolverStop beam_stop = AP_SOLVER_STOP_NONE;
  gboolean has_tableau = ap_game_info (pos->rules.game)->n_tableau > 0;
  gboolean budgeted, beams, restarts;
  guint first;
  guint64 last_nodes;

  budget.start = ap_solver_clock (limits);
  if (limits->time_limit > 0)
    budget.deadline = budget.start + (gint64) (limits->time_limit * G_USEC_PER_SEC);
  budget.node_limit = limits->node_limit;
  /* Without a budget the restricted passes would only repeat part of the
   * complete one. */
  budgeted = budget.deadline > 0 || budget.node_limit > 0;
  beams = budgeted && !limits->no_beam;
  /* Restarts, with the complete search by slices (ap_solver_run_restarts()). */
  restarts = budgeted && has_tableau;

  /* Greedy lines with one change of mind, briefly: they settle most easy
   * deals of every game at once. */
  won = ap_solver_run_pass (search, pos, limits, &budget, 0, 1, FIRST_PASS_SHARE,
                            has_tableau ? FIRST_PASS_NODES : WASTE_FIRST_PASS_NODES, 0, FALSE);
  if (!won && ap_solver_two_orders (pos) && !pass_ends_all (search) && !pass_is_proof (search))
    {
      ap_solver_search_clear (search);
      won = ap_solver_run_pass (search, pos, limits, &budget, 0, 1, 2 * FIRST_PASS_SHARE,
                                FIRST_PASS_NODES, 0, TRUE);
    }
  first = 1 + (search->stop == AP_SOLVER_STOP_NONE);
  last_nodes = search->nodes;
#define GO_ON                                                                                      \
  (!won && !line_won && !proved && beam_stop == AP_SOLVER_STOP_NONE && !pass_ends_all (search) &&  \
   !pass_is_proof (search))
  if (restarts && GO_ON)
    {
      ap_solver_search_clear (search);
      switch (ap_solver_run_restarts (search, pos, limits, &budget, result))
        {
        case AP_RESTARTS_WON:
          line_won = TRUE;
          break;
        case AP_RESTARTS_COMPLETE_WON:
          won = TRUE;
          break;
        case AP_RESTARTS_PROVED:
          proved = TRUE;
          break;
        case AP_RESTARTS_NO_WIN:
        default:
          break;
        }
    }
  else if (!has_tableau)
    {
      if (GO_ON && beams)
        {
          ap_solver_search_clear (search);
          line_won = run_beams (pos, limits, &budget,
                                pos->rules.game == AP_GAME_ODD_AND_EVEN ? ODD_AND_EVEN_BEAM_SHARE
                                                                        : BEAM_SHARE,
                                result, &proved, &beam_stop);
        }
      for (guint d = first; GO_ON && budgeted; d++)
        {
          ap_solver_search_clear (search);
          won = ap_solver_run_pass (search, pos, limits, &budget, 0, d, QUICK_SHARE, 0, 0, FALSE);
          if (search->stop != AP_SOLVER_STOP_NONE)
            break;
          /* Once one more discrepancy hardly adds positions, the complete
           * search is about as small: go straight to it. */
          if (search->nodes < last_nodes + last_nodes / 8)
            break;
          last_nodes = search->nodes;
        }
    }
  if (GO_ON && !restarts)
    {
      ap_solver_search_clear (search);
      won = ap_solver_run_pass (search, pos, limits, &budget, 0, G_MAXUINT, 1, 0, 0, FALSE);
    }
#undef GO_ON

  search->have_best = budget.have_best;
  search->best_count = budget.best_count;
  search->best_first = budget.best_first;
  if (line_won)
    result->verdict = AP_SOLVER_WINNABLE;
  else if (won)
    {
      result->verdict = AP_SOLVER_WINNABLE;
      result->moves = ap_solver_search_line (search, &result->n_moves);
    }
  else if (proved || pass_is_proof (search))
    result->verdict = AP_SOLVER_UNWINNABLE;
  else
    result->verdict = AP_SOLVER_UNKNOWN;
  if (beam_stop != AP_SOLVER_STOP_NONE)
    search->stop = beam_stop;
  result->stop = search->stop;
  result->nodes = budget.nodes;
  result->positions = search->table.count;
  result->seconds = (ap_solver_clock (limits) - budget.start) / (double) G_USEC_PER_SEC;
}

/* Royal Cotillion: the passes above win most deals within milliseconds,
 * so they try first with COTILLION_QUICK_SHARE of the budget. Then the
 * game's own searches in turn, each with its share: the depth-first one
 * (ap-solver-cotillion.c) briefly, for the deals won by playing every card
 * home at once; the beams (ap-solver-cotillion-beam.c), which win most of
 * the rest; the depth-first one again with its bound that proves positions
 * lost. Without a budget the first of them is complete and decides. What
 * they leave undecided goes to the passes again with the rest, whose beams
 * find the wins of deals whose line leaves the depth-first order early. */
#define COTILLION_QUICK_SHARE 0.02
static const ApCotillionStage cotillion_stages[] = { { AP_COTILLION_DEPTH_FIRST, 0.03 },
                                                     { AP_COTILLION_BEAMS, 0.3 },
                                                     { AP_COTILLION_STAGE_BEAMS, 0.2 },
                                                     { AP_COTILLION_DEPTH_FIRST, 0.1 } };

/* `limits` with `share` of its time and positions. */
static void
limits_share (const ApSolverLimits *limits, double share, ApSolverLimits *part)
{
  *part = *limits;
  part->time_limit = limits->time_limit * share;
  part->node_limit = (guint64) (limits->node_limit * share);
  if (limits->node_limit > 0 && part->node_limit == 0)
    part->node_limit = 1;
}

/* Whether a stage of the solve ended it: an answer, or a cancel. */
static gboolean
stage_ends (const ApSolverResult *result)
{
  return result->verdict != AP_SOLVER_UNKNOWN || result->stop == AP_SOLVER_STOP_CANCELLED;
}

void
ap_solver_solve_with (ApSolverSearch *search, const ApPosition *pos, const ApSolverLimits *limits,
                      ApSolverResult *result)
{
  ApSolverLimits part, rest = *limits;
  guint64 used_nodes = 0;
  double used_seconds = 0;

  /* Contradance has a search of its own, which decides every position
   * it covers (the rest go to the passes). */
  if (ap_solver_contradance (search, pos, limits, result))
    return;
  if (pos->rules.game != AP_GAME_ROYAL_COTILLION)
    {
      solve_passes (search, pos, limits, result);
      return;
    }
  /* Without a budget the quick try would be the whole solve. */
  if (limits->time_limit > 0 || limits->node_limit > 0)
    {
      limits_share (limits, COTILLION_QUICK_SHARE, &part);
      solve_passes (search, pos, &part, result);
      if (stage_ends (result))
        return;
      used_nodes = result->nodes;
      used_seconds = result->seconds;
      ap_solver_search_clear (search);
      ap_solver_result_clear (result);
    }
  memset (search, 0, sizeof *search);
  ap_solver_cotillion_solve (pos, limits, cotillion_stages, G_N_ELEMENTS (cotillion_stages), result,
                             &search->have_best, &search->best_count, &search->best_first);
  search->stop = result->stop;
  result->nodes += used_nodes;
  result->seconds += used_seconds;
  if (stage_ends (result))
    return;
  used_nodes = result->nodes;
  used_seconds = result->seconds;
  if (limits->time_limit > 0)
    rest.time_limit = MAX (limits->time_limit - used_seconds, 0.001);
  if (limits->node_limit > 0)
    rest.node_limit = limits->node_limit > used_nodes ? limits->node_limit - used_nodes : 1;
  ap_solver_result_clear (result);
  solve_passes (search, pos, &rest, result);
  result->nodes += used_nodes;
  result->seconds += used_seconds;
}

void
ap_solver_solve (const ApPosition *pos, const ApSolverLimits *limits, ApSolverResult *result)
{
  ApSolverLimits defaults;
  ApSolverSearch search;

  g_return_if_fail (pos != NULL && result != NULL);
  if (limits == NULL)
    {
      ap_solver_limits_init (&defaults);
      limits = &defaults;
    }
  ap_solver_result_clear (result);
  ap_solver_solve_with (&search, pos, limits, result);
  ap_solver_search_clear (&search);
}
