/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib.h>

#include "ap-solver.h"
#include "brute.h"
#include "test-util.h"

/*
 * Contradance's own search (src/solver/ap-solver-contradance.c) against
 * the brute-force search of brute.c, which knows nothing of it (every legal
 * move of the engine, positions told apart by their exact piles), on
 * positions with a few cards left; its winning lines replayed through the
 * engine; its hints; and deals, whose lines must replay to a win.
 */

/* A Contradance position whose foundation i (from 0) holds heights[i]
 * cards (its base counted), with the cards missing from them dealt out in
 * a random order: the first `waste` onto the waste, the rest into the
 * stock. */
static void
cut_down (ApPosition *pos, const guint8 heights[16], guint waste, guint redeals, GRand *rand)
{
  ApRules rules;
  ApCard rest[AP_DECK_SIZE];
  guint n = 0;

  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  ap_position_deal (pos, &rules, 1);
  pos->len[AP_PILE_STOCK] = pos->len[AP_PILE_WASTE] = 0;
  for (int i = 0; i < 16; i++)
    {
      int pile = AP_PILE_F (i);
      /* rules.md 8.1, spelled out here rather than read from the rules
       * table: 5 4 3 2 A K on F1..F8, 6 7 8 9 T J Q on F9..F16. */
      static const int down[] = { 5, 4, 3, 2, 1, 13 }, up[] = { 6, 7, 8, 9, 10, 11, 12 };
      const int *ranks = i < 8 ? down : up;
      guint length = i < 8 ? 6 : 7;
      ApSuit suit = (ApSuit) ((i % 8) / 2);

      pos->len[pile] = heights[i];
      for (guint k = 0; k < length; k++)
        if (k < heights[i])
          pos->cards[pile][k] = AP_CARD (ranks[k], suit);
        else
          rest[n++] = AP_CARD (ranks[k], suit);
    }
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      ApCard swap = rest[i - 1];

      rest[i - 1] = rest[j];
      rest[j] = swap;
    }
  waste = MIN (waste, n);
  for (guint i = 0; i < n; i++)
    {
      int pile = i < waste ? AP_PILE_WASTE : AP_PILE_STOCK;

      pos->cards[pile][pos->len[pile]++] = rest[i];
    }
  pos->redeals = redeals;
  test_assert_invariants (pos);
}

/* Random heights with about `missing` cards left out, all in one or two
 * suits so that twins share the work, or spread over all. */
static void
random_heights (GRand *rand, guint missing, guint8 heights[16])
{
  gboolean narrow = g_rand_boolean (rand);
  guint suits = g_rand_int_range (rand, 0, 4);

  for (int i = 0; i < 16; i++)
    heights[i] = i < 8 ? 6 : 7;
  for (guint k = 0; k < missing; k++)
    {
      int i = g_rand_int_range (rand, 0, 16);

      if (narrow && (ApSuit) ((i % 8) / 2) != suits && (ApSuit) ((i % 8) / 2) != (suits + 1) % 4)
        continue;
      if (heights[i] > 1)
        heights[i]--;
    }
}

static ApSolverVerdict
solve (const ApPosition *pos, gboolean no_safe_moves)
{
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

  ap_solver_limits_init (&limits);
  limits.time_limit = 0;
  limits.no_safe_moves = no_safe_moves;
  ap_solver_solve (pos, &limits, &result);
  g_assert_cmpint (result.verdict, !=, AP_SOLVER_UNKNOWN);
  if (result.verdict == AP_SOLVER_WINNABLE)
    test_assert_replays_to_win (pos, result.moves, result.n_moves);
  else
    g_assert_cmpuint (result.n_moves, ==, 0);
  return result.verdict;
}

/* Positions with up to 21 cards left (those brute.c can search), with and
 * without the redeal, the waste holding some of them: the search's verdict (with its proved moves
 * and held cards, and without: every card that can go home goes or waits)
 * is brute.c's, its lines replay to a win, and the hint of a winnable
 * position is a move after which brute.c still wins. Both answers must
 * come up often. */
static void
test_against_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (8);
  guint won = 0, lost = 0;

  for (guint round = 0; round < 600; round++)
    {
      guint8 heights[16];
      ApPosition pos;
      BruteVerdict brute;
      ApSolverVerdict verdict;

      random_heights (rand, g_rand_int_range (rand, 6, 22), heights);
      cut_down (&pos, heights, g_rand_int_range (rand, 0, 8), g_rand_int_range (rand, 0, 4) == 0,
                rand);
      brute = brute_solve (&pos, AP_DECK_SIZE, 300000);
      if (brute == BRUTE_TOO_BIG)
        continue;
      verdict = solve (&pos, FALSE);
      g_assert_cmpint (verdict, ==, brute == BRUTE_WON ? AP_SOLVER_WINNABLE : AP_SOLVER_UNWINNABLE);
      g_assert_cmpint (solve (&pos, TRUE), ==, verdict);
      if (verdict == AP_SOLVER_WINNABLE && !ap_position_is_won (&pos))
        {
          ApHint hint;
          ApPosition after = pos;

          ap_solver_hint (&pos, NULL, &hint);
          g_assert_cmpint (hint.kind, ==, AP_HINT_WINNING);
          g_assert_cmpint (ap_position_check_move (&pos, hint.move), ==, AP_VERDICT_OK);
          ap_position_apply (&after, hint.move, NULL);
          g_assert_cmpint (brute_solve (&after, AP_DECK_SIZE, 2000000), ==, BRUTE_WON);
        }
      won += verdict == AP_SOLVER_WINNABLE;
      lost += verdict == AP_SOLVER_UNWINNABLE;
    }
  g_test_message ("%u won, %u lost", won, lost);
  g_assert_cmpuint (won, >=, 100);
  g_assert_cmpuint (lost, >=, 100);
}

/* Deals from the start, and from positions along a game of random moves:
 * decided with no time limit, winning lines replaying to a win, and some
 * deals won (such a line is its own proof: it replays). */
static void
test_deals (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  guint won = 0;

  for (guint32 number = 1; number <= 60; number++)
    {
      ApRules rules;
      ApPosition pos;

      ap_rules_default (AP_GAME_CONTRADANCE, &rules);
      ap_position_deal (&pos, &rules, number);
      won += solve (&pos, FALSE) == AP_SOLVER_WINNABLE;
      for (guint k = g_rand_int_range (rand, 20, 120); k > 0; k--)
        {
          ApMove moves[AP_MAX_MOVES];
          guint n = ap_position_legal_moves (&pos, moves);

          if (n == 0)
            break;
          ap_position_apply (&pos, moves[g_rand_int_range (rand, 0, n)], NULL);
        }
      solve (&pos, FALSE);
    }
  g_test_message ("%u of deals 1-60 won", won);
  g_assert_cmpuint (won, >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/contradance/against-brute-force", test_against_brute_force);
  g_test_add_func ("/contradance/deals", test_deals);
  return g_test_run ();
}
