/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the solver's files: the table of positions seen. */

#include "ap-solver.h"

G_BEGIN_DECLS

/* A set of canonical keys with a memory bound: open addressing with linear
 * probing, 16 bytes a position. It starts small and doubles until the next
 * doubling would pass the bound; then it fills up to 7/8 and reports
 * AP_TABLE_FULL. The all-zero key marks an empty slot, and
 * ap_solver_key() never produces it. */
typedef struct {
  ApSolverKey *slots;
  gsize capacity; /* a power of two */
  gsize count;
  gsize max_capacity; /* from the memory bound */
} ApSolverTable;

typedef enum {
  AP_TABLE_NEW,  /* inserted now */
  AP_TABLE_SEEN, /* was there already */
  AP_TABLE_FULL  /* not there, and no room to insert it */
} ApTableResult;

void ap_solver_table_init (ApSolverTable *table, gsize max_bytes);

/* The tables' memory (ap-solver-memory.c): zeroed, mapped on its own when
 * large, and given back to the system when freed; free with the size it
 * was asked with. try_ returns NULL when the memory cannot be had. */
gpointer ap_solver_slots_try_new0 (gsize bytes);
gpointer ap_solver_slots_new0 (gsize bytes);
void ap_solver_slots_free (gpointer slots, gsize bytes);
void ap_solver_table_clear (ApSolverTable *table);
ApTableResult ap_solver_table_insert (ApSolverTable *table, const ApSolverKey *key);

/* Asks the cache for the slot where ap_solver_table_insert() will look for
 * `key` first, so that work done meanwhile hides the wait. */
static inline void
ap_solver_table_prefetch (const ApSolverTable *table, const ApSolverKey *key)
{
  __builtin_prefetch (&table->slots[key->a & (table->capacity - 1)]);
}

/* ap_solver_key(); with stock_by_length, the stock counts only by its
 * length, which tells its cards apart among positions reached from one
 * start in a game without redeals. */
void ap_solver_key_full (const ApPosition *pos, gboolean stock_by_length, ApSolverKey *key);

/* The hashes of a position's piles, from which ap_solver_pile_hashes_key()
 * makes the key of ap_solver_key_full() without going over every card:
 * a beam steps them from a position to each of its children. */
typedef struct {
  guint64 hash[2][AP_N_PILES];
  gboolean stock_by_length; /* as for ap_solver_key_full() */
} ApSolverPileHashes;

void ap_solver_pile_hashes_init (ApSolverPileHashes *hashes, const ApPosition *pos,
                                 gboolean stock_by_length);
/* From the hashes of a position to those of its child `pos`, reached by
 * the move of `undo`; before_len: the pile lengths before the move. */
void ap_solver_pile_hashes_step (ApSolverPileHashes *hashes, const guint8 *before_len,
                                 const ApPosition *pos, const ApUndo *undo);
void ap_solver_pile_hashes_key (const ApSolverPileHashes *hashes, const ApPosition *pos,
                                ApSolverKey *key);
/* Applies `move` to `pos` (ap_position_apply(), `undo` filled in) and steps
 * `hashes` from the position before to the one after. */
void ap_solver_pile_hashes_apply (ApSolverPileHashes *hashes, ApPosition *pos, ApMove move,
                                  ApUndo *undo);

/* Which piles the key treats alike in a position (ap-solver-key.c). */
typedef struct {
  gboolean depots_alike;
  gboolean reserves_alike;
} ApSolverAlike;

/* The key of the position a search is at, kept up to date pile by pile.
 * prefix[h][p][i] is hash h of the bottom i cards of pile p, right for
 * i <= valid[p]; hash and contrib are each pile's hash and share of the
 * key, sum the key before the redeals. After changing the position, the
 * search touches each pile that may have changed, with the lowest height
 * whose card may differ (the length, for cards only put on or only taken
 * off). */
typedef struct {
  guint64 prefix[2][AP_N_PILES][AP_DECK_SIZE + 1];
  guint64 hash[2][AP_N_PILES];
  guint64 contrib[2][AP_N_PILES];
  guint64 sum[2];
  guint8 valid[AP_N_PILES];
  guint8 len[AP_N_PILES];
  gboolean dirty[AP_N_PILES];
  guint8 dirty_list[AP_N_PILES];
  guint n_dirty;
  ApSolverAlike alike;
  gboolean stock_by_length;
} ApSolverHasher;

void ap_solver_hasher_init (ApSolverHasher *hasher, const ApPosition *pos,
                            gboolean stock_by_length);
void ap_solver_hasher_touch (ApSolverHasher *hasher, const ApPosition *pos, int pile, guint low);
void ap_solver_hasher_key (ApSolverHasher *hasher, const ApPosition *pos, ApSolverKey *key);

/* Of the `n` moves from `pos`, keeps the first safe automatic move
 * (ap_solver_move_is_safe()) alone when there is one; returns how many
 * moves are left (ap-solver-safe.c). */
guint ap_solver_keep_safe_move (const ApPosition *pos, ApMove *moves, guint n);

/* What one pass of the solver may spend (ap-solver.c). */
typedef struct {
  const ApSolverLimits *limits;
  gint64 deadline;    /* ap_solver_clock() microseconds; 0: none */
  guint64 node_limit; /* 0: none */
  gsize memory;       /* bytes */
} ApSolverPassLimits;

/* Microseconds on the clock `limits` asks for. */
gint64 ap_solver_clock (const ApSolverLimits *limits);

/* Why the pass must stop now (cancelled, or out of time), or
 * AP_SOLVER_STOP_NONE. */
ApSolverStop ap_solver_check_limits (const ApSolverPassLimits *pass);

/* The outcome of a beam search (ap-solver-beam.c). */
typedef struct {
  guint64 nodes; /* moves tried */
  ApSolverStop stop;
  gboolean won;
  gboolean cut;  /* some position was dropped: no proof */
  ApMove *moves; /* won: the line (g_free) */
  guint n_moves;
  guint best_count;   /* the most cards home seen, and the first move */
  gboolean have_best; /* of the line that got there first */
  ApMove best_first;
  guint64 positions; /* distinct positions met (the stage beam) */
} ApSolverBeam;

/* How a beam search ranks the positions of a level (ap-solver-beam.c). */
typedef enum {
  AP_BEAM_RESERVE,    /* cards home, the reserve's distance from home, spaces */
  AP_BEAM_COVERED,    /* the same, and the cards that cover cards near home */
  AP_BEAM_ROLLOUT,    /* a greedy playout's cards home, then AP_BEAM_COVERED */
  AP_BEAM_ROLLOUT_END /* the same, then AP_BEAM_COVERED where the playout ends */
} ApBeamScore;

/* A greedy playout holds a reserve card back from going home while the
 * card its refill would take is more than `first` steps from going home
 * while a redeal is to come, `last` after (ap-solver-rollout.c). The
 * usual thresholds are AP_SOLVER_RESCUE_FIRST and AP_SOLVER_RESCUE_LAST. */
typedef struct {
  guint8 first, last;
} ApSolverRescue;

#define AP_SOLVER_RESCUE_FIRST 1
#define AP_SOLVER_RESCUE_LAST 5

/* A beam search from `start` that keeps the `width` positions a level
 * that `score` ranks best; the playouts' scores use the usual thresholds
 * or, with ap_solver_beam_rescue(), those of `rescue`. */
void ap_solver_beam (const ApPosition *start, guint width, ApBeamScore score,
                     const ApSolverPassLimits *pass, ApSolverBeam *beam);
void ap_solver_beam_rescue (const ApPosition *start, guint width, ApBeamScore score,
                            ApSolverRescue rescue, const ApSolverPassLimits *pass,
                            ApSolverBeam *beam);
/* The same, each playout holding back after a pair of thresholds drawn
 * from the `n_pairs` of `pairs` by a generator seeded with `seed` (not 0
 * when n_pairs > 1): the same seed draws the same pairs. */
void ap_solver_beam_mixed (const ApPosition *start, guint width, ApBeamScore score,
                           const ApSolverRescue *pairs, guint n_pairs, guint seed,
                           const ApSolverPassLimits *pass, ApSolverBeam *beam);
/* The thresholds that Odd and Even's playouts' beams draw from
 * (beam_rescues() in ap-solver.c). */
const ApSolverRescue *ap_solver_odd_and_even_rescues (guint *n);

/* Plays greedily from `start` (ap-solver-rollout.c): a card home whenever
 * one can go (after transfers, for a met suit), but a reserve card only
 * when the card its refill takes is worth saving, else a deal, else a redeal, else
 * the reserve cards held back. Returns the cards home at the
 * end; appends its moves to `line` when not NULL, counts them in *n_moves
 * and leaves the position at the end in *end when those are not NULL. */
guint ap_solver_rollout (const ApPosition *start, GArray *line, guint *n_moves, ApPosition *end);
/* The same, holding back after the thresholds of `rescue`. */
guint ap_solver_rollout_rescue (const ApPosition *start, ApSolverRescue rescue, GArray *line,
                                guint *n_moves, ApPosition *end);

/* A position waiting in a best-first search, and its score: higher is
 * better. */
typedef struct {
  int score;
  guint32 node;
} ApSolverEntry;

/* A max-heap of ApSolverEntry in a GArray, on (score, node): ties go to
 * the newest node (ap-solver-best.c). */
void ap_solver_heap_push (GArray *heap, ApSolverEntry entry);
ApSolverEntry ap_solver_heap_pop (GArray *heap);

/* What `array` of elements of `element` bytes may take once one more
 * position is expanded (AP_MAX_MOVES more elements): a GArray grows by
 * doubling its allocation, to a power of two (ap-solver-best.c). */
gsize ap_solver_array_bytes (GArray *array, gsize element);

/* A best-first search from a start position (ap-solver-best.c), run in
 * turns. `score` picks one of AP_SOLVER_BEST_SCORES weightings of its
 * score; `memory` bounds its table and its kept positions together. */
typedef struct _ApSolverBest ApSolverBest;
#define AP_SOLVER_BEST_SCORES 3
ApSolverBest *ap_solver_best_new (const ApPosition *start, guint score, gsize memory);
void ap_solver_best_free (ApSolverBest *best);
/* Goes on until a win, a limit of `pass` (its node limit counts the moves
 * of this turn; its memory is not used) or no position is left. `out` as
 * a beam's, for this turn; out->cut is FALSE once every reachable position
 * was expanded. After a stop for memory the search can go no further. */
void ap_solver_best_run (ApSolverBest *best, const ApSolverPassLimits *pass, ApSolverBeam *out);

/* How far each card is from going home (ap_foundations_distance()), for
 * one set of foundations: a position's cards look it up
 * (ap-solver-best.c). */
typedef struct {
  gint8 distance[AP_N_CARDS];
} ApSolverDistances;

void ap_solver_distances_init (const ApPosition *pos, ApSolverDistances *distances);

/* The best-first search's score of `pos` with weighting `score`; higher
 * is better. */
int ap_solver_best_score (const ApPosition *pos, const ApSolverDistances *distances, guint score);

/* A beam over the stages between deals (and redeals) from `start`
 * (ap-solver-stage.c): each level keeps the `width` best positions after a
 * deal or redeal; each stage expands up to `budget` positions (the last,
 * which can neither deal nor redeal, `final_budget`). `out` as a beam's: out->cut is
 * FALSE when no position was dropped, which proves there is no win. */
void ap_solver_stage (const ApPosition *start, guint width, guint budget, guint final_budget,
                      const ApSolverPassLimits *pass, ApSolverBeam *out);

/* The budgets the solver gives a stage beam of width w: w times
 * AP_SOLVER_STAGE_BUDGET positions a stage, and AP_SOLVER_STAGE_FINAL
 * times that in the last (ap-solver-restarts.c, stage_turn()). */
#define AP_SOLVER_STAGE_BUDGET 50
#define AP_SOLVER_STAGE_FINAL 4

/* The search's own kind of move that puts a card of a suit whose two
 * foundations meet onto them, with the transfers it needs (ap-solver-met.c). */
#define AP_SOLVER_MOVE_MET 7

/* The up and down foundations of each suit that has both (-1: none), and
 * whether they meet: the up one shows one rank below the down one, and
 * transfers are allowed (ap-solver-met.c). */
typedef struct {
  int up[AP_N_SUITS];
  int down[AP_N_SUITS];
  gboolean met[AP_N_SUITS];
  gboolean any;
} ApSolverMetSuits;

void ap_solver_find_met_suits (const ApPosition *pos, ApSolverMetSuits *met);

/* How the top card of pile `src`, of a met suit whose up foundation is
 * `up`, goes home: the return value times *transfer between the suit's
 * foundations, then *home. */
guint ap_solver_met_moves (const ApPosition *pos, int src, int up, ApMove *transfer, ApMove *home);

/* The depth-first search (ap-solver-search.c): MODE_SOLVE looks for a won
 * position, MODE_LOST for any move that puts a card home from outside the
 * foundations (ap_solver_lost()). */
typedef enum {
  AP_SOLVER_MODE_SOLVE,
  AP_SOLVER_MODE_LOST
} ApSolverMode;

/* One position on the search's stack. */
typedef struct {
  guint move_start; /* index of this position's first move in moves */
  guint n_moves;
  guint next;          /* the next move to try */
  ApUndo undo;         /* of the move being tried from this position */
  guint shuffles;      /* moves without progress that led here */
  guint discrepancies; /* moves on the way here that were not the first choice */
  guint64 home;        /* ap_solver_cards_going_home() of this position */
  /* A MOVE_MET being tried: the transfers made before its card went home. */
  guint8 met_from, met_to, met_count;
} ApSolverFrame;

/* A search in progress: ap_solver_search_init(), then
 * ap_solver_search_run() and ap_solver_search_resume(), then
 * ap_solver_search_clear(). */
typedef struct {
  ApPosition pos;
  ApSolverMode mode;
  const ApSolverLimits *limits;
  gboolean safe_moves;
  guint max_shuffles;       /* 0: follow every move (a complete search) */
  guint max_discrepancies;  /* G_MAXUINT: any */
  guint deviate;            /* in 65536ths: how often a random move goes first */
  guint64 rng;              /* the state of the random numbers for deviate */
  gboolean cut;             /* some position did not get all its moves tried */
  gboolean stock_by_length; /* no redeals: the stock's length tells it */
  /* Deal before parking a card in a space, not after every other move
   * (Tournament, see ap-solver.c: both orders, in turn). */
  gboolean deal_early;
  ApSolverHasher hasher;
  ApSolverTable table;
  GArray *frames;
  GArray *moves;
  gsize stack_bytes_max;
  guint64 nodes;
  guint64 node_limit; /* 0: none */
  /* Stopped by node_limit at a position entered but not expanded yet:
   * ap_solver_search_resume() expands it first, with these. */
  gboolean pending;
  guint pending_shuffles, pending_discrepancies;
  gint64 deadline; /* ap_solver_clock() microseconds; 0: none */
  ApSolverStop stop;
  /* The hint's fallback: the most cards on the foundations seen, and the
   * first move of the line that reached them first. */
  guint best_count;
  gboolean have_best;
  ApMove best_first;
} ApSolverSearch;

/* The memory a search may use under `limits`. */
gsize ap_solver_memory (const ApSolverLimits *limits);

/* Prepares a search of the position with at most `node_limit` positions
 * (0: no limit) until `deadline` (ap_solver_clock() microseconds; 0:
 * none), its table and stack within `memory` bytes. */
void ap_solver_search_init (ApSolverSearch *search, const ApPosition *pos, ApSolverMode mode,
                            const ApSolverLimits *limits, gsize memory, guint max_shuffles,
                            guint max_discrepancies, guint64 node_limit, gint64 deadline);
void ap_solver_search_clear (ApSolverSearch *search);

/* Runs the search from the start position. Returns TRUE when the goal was
 * reached: then the frames hold the line that reached it, each frame's
 * move being moves[move_start + next - 1]. Returns FALSE when the search
 * was exhausted (search->stop is AP_SOLVER_STOP_NONE) or stopped. */
gboolean ap_solver_search_run (ApSolverSearch *search);
/* Goes on after a stop for the node limit (raise it first). */
gboolean ap_solver_search_resume (ApSolverSearch *search);
/* The line from the start to the current position, transfers spelled out
 * (g_free). */
ApMove *ap_solver_search_line (ApSolverSearch *search, guint *n_moves);

/* Progress: a move that puts a card home, deals, or uncovers a card not
 * uncovered before; `home` is ap_solver_cards_going_home() of `pos`. */
gboolean ap_solver_is_progress (const ApPosition *pos, guint64 home, ApMove move);
/* Sorts `moves` best first, the order the search tries them in. */
void ap_solver_order_moves (const ApPosition *pos, guint64 home, ApMove *moves, guint n);
/* A card put home from outside the foundations (a met suit's move too). */
gboolean ap_solver_is_placement (ApMove move);

/* The budget of one solve, which its passes share (ap-solver.c). */
typedef struct {
  gint64 start, deadline; /* ap_solver_clock(); deadline 0: none */
  guint64 node_limit;     /* 0: none */
  guint64 nodes;          /* spent by the passes so far */
  guint best_count;
  gboolean have_best;
  ApMove best_first;
} ApSolverBudget;

/* The deadline and node limit of a pass that may use up to `share` of the
 * whole budget counted from the start (1: all that is left), and at most
 * `max_nodes` positions (0: no bound of its own). */
void ap_solver_budget_share (const ApSolverBudget *budget, double share, guint64 max_nodes,
                             gint64 *deadline, guint64 *nodes);
/* Counts a pass's positions and keeps the hint's fallback from the pass
 * that put the most cards home. */
void ap_solver_budget_add (ApSolverBudget *budget, guint64 nodes, gboolean have_best,
                           guint best_count, ApMove best_first);
/* Whether the first pass and the restarts run in both move orders, dealing
 * early and dealing last (Tournament; ap-solver.c says why). */
gboolean ap_solver_two_orders (const ApPosition *pos);
/* Runs one pass with up to `share` of the whole budget
 * (ap_solver_budget_share()). `restart` > 0 makes it the restart of that
 * number (ap_solver_run_restarts()): random moves first now and then,
 * seeded by it. */
gboolean ap_solver_run_pass (ApSolverSearch *search, const ApPosition *pos,
                             const ApSolverLimits *limits, ApSolverBudget *budget,
                             guint max_shuffles, guint max_discrepancies, double share,
                             guint64 max_nodes, guint64 restart, gboolean deal_early);

/* How the restarts ended (ap_solver_run_restarts()). */
typedef enum {
  AP_RESTARTS_NO_WIN,
  AP_RESTARTS_WON,          /* a restart, a best-first search or a stage beam won */
  AP_RESTARTS_COMPLETE_WON, /* the complete search won */
  AP_RESTARTS_PROVED        /* a stage beam met every position: no win */
} ApRestartsResult;

/* The restarts in turns with the best-first searches, the stage beams and
 * the complete search, which begins in `search` (ap-solver-restarts.c),
 * until one decides or `budget` is spent. A won line of the first three
 * goes to `result`; otherwise `search` tells how the complete search
 * stands: won (the line is its frames'), exhausted, or stopped. */
ApRestartsResult ap_solver_run_restarts (ApSolverSearch *search, const ApPosition *pos,
                                         const ApSolverLimits *limits, ApSolverBudget *budget,
                                         ApSolverResult *result);

/* Solving's passes (ap-solver.c) into `result`, leaving in `search` the
 * last pass and the hint's fallback; ap_solver_search_clear() it after. */
void ap_solver_solve_with (ApSolverSearch *search, const ApPosition *pos,
                           const ApSolverLimits *limits, ApSolverResult *result);

/* Contradance's own search (ap-solver-contradance.c), which decides any
 * of its positions exactly: fills `result` and, for the hint's fallback,
 * `search` (ap_solver_search_clear() it after), and returns TRUE; FALSE
 * for a position of another game, or one it does not model, which the
 * general searches then take. */
gboolean ap_solver_contradance (ApSolverSearch *search, const ApPosition *pos,
                                const ApSolverLimits *limits, ApSolverResult *result);

G_END_DECLS
