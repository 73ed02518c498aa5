/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-observation.h"

G_BEGIN_DECLS

/*
 * The fair players: they decide from what a player sees (ApObservation,
 * docs/rules.md 0.10), never from the order of the stock, unlike the
 * solver's hint. Both are deterministic: the same observation and seed
 * give the same move on every machine (no clocks, budgets in positions,
 * SplitMix64 for the samples).
 *
 * - quick: a heuristic over the legal moves, no search; well under a
 *   millisecond a move (bench/solver/bench-fair.c).
 * - strong: draws `samples` stock orders consistent with the observation
 *   (ap_observation_sample()) and asks the solver's hint of each. The
 *   moves those hints lead with are candidates; the best `candidates` of
 *   them are each played on every sample and the position after it
 *   solved. It plays the candidate after which the most samples were won;
 *   ties go to the move more hints led with, then to the quick player's
 *   preference, then to the order of the legal moves. Every search gets
 *   an equal share of `node_limit` positions. Once the stock's order is
 *   known it plays the exact solver's hint (ap_solver_hint(), its own
 *   budget).
 */

typedef enum {
  AP_FAIR_QUICK,
  AP_FAIR_STRONG
} ApFairPlayer;

/* The strong player's defaults: 8 samples, 3 candidates, and a budget of
 * 64,000 positions a move, 2,000 for each of its 32 searches. In Royal
 * Cotillion, whose every search costs more whatever its budget (its own
 * complete search), the game's default is the vote of the 8 hints alone,
 * no candidates, and 16,000 positions: 8 searches of 2,000
 * (bench/solver/README.md). */
#define AP_FAIR_SAMPLES 8
#define AP_FAIR_CANDIDATES 3
#define AP_FAIR_NODES 64000
#define AP_FAIR_NODES_COTILLION 16000
#define AP_FAIR_CANDIDATES_COTILLION 0

typedef struct {
  guint samples;      /* stock orders drawn; at least 1 */
  guint candidates;   /* moves tried on every sample; 0: the hints' vote alone */
  guint64 node_limit; /* positions for one move, over all its searches;
                         0: the game's default (in Royal
                         Cotillion, with fewer candidates) */
} ApFairLimits;

/* AP_FAIR_SAMPLES, AP_FAIR_CANDIDATES and the game's default budget. */
void ap_fair_limits_init (ApFairLimits *limits);

/* "quick", "strong"; -1 for anything else. */
int ap_fair_player_from_id (const char *id);

/* The quick player's move; FALSE when no move makes progress (the player
 * gives up: no card can go home now or after one move, and nothing is left
 * to deal). Every move it makes either puts a card on a foundation, deals,
 * redeals, or lets a card go home at the next move, so its games end. */
gboolean ap_fair_quick_move (const ApObservation *obs, ApMove *move);

/* How much the quick player likes a legal move (higher first); below 0
 * for a move it never makes. */
int ap_fair_quick_score (const ApObservation *obs, ApMove move);

/* The strong player's move for this observation and seed; FALSE when no
 * move makes progress in any sample. `limits` may be NULL for the
 * defaults. */
gboolean ap_fair_strong_move (const ApObservation *obs, guint64 seed, const ApFairLimits *limits,
                              ApMove *move);

/* Either player's move. */
gboolean ap_fair_move (ApFairPlayer player, const ApObservation *obs, guint64 seed,
                       const ApFairLimits *limits, ApMove *move);

/* Plays `start` to the end with the player, the true position as referee:
 * each move is chosen from the observation of the position (with the same
 * seed every move) and applied to the true position. Stops when the game
 * is won, when the player has no move, when a position comes back (the
 * player, deterministic, would go round for ever), after
 * AP_FAIR_STALL_MOVES moves in a row that neither deal nor take the
 * foundations past the most cards they have held, or after
 * AP_FAIR_MAX_MOVES moves. The moves made go into `moves` (ApMove);
 * returns TRUE when the game was won. */
#define AP_FAIR_MAX_MOVES 5000
#define AP_FAIR_STALL_MOVES 200
gboolean ap_fair_play (const ApPosition *start, ApFairPlayer player, guint64 seed,
                       const ApFairLimits *limits, GArray *moves);

/* The referee of ap_fair_play(), for a game played a move at a time (the
 * game's Play for Me): ask ap_fair_referee_goes_on() with the position
 * before each move, and tell ap_fair_referee_moved() the position after
 * it. goes_on is FALSE once the game is won, the position has come back,
 * or after the stall or the most moves of ap_fair_play(). */
typedef struct _ApFairReferee ApFairReferee;

ApFairReferee *ap_fair_referee_new (void);
void ap_fair_referee_free (ApFairReferee *self);
gboolean ap_fair_referee_goes_on (ApFairReferee *self, const ApPosition *pos);
void ap_fair_referee_moved (ApFairReferee *self, const ApPosition *pos);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApFairReferee, ap_fair_referee_free)

G_END_DECLS
