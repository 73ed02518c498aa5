/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-went-wrong.h"
#include "test-positions.h"
#include "test-util.h"

/*
 * Where a deal went wrong (ap_went_wrong_judge()): a mistake, or the cards
 * still in the stock?
 *
 * - test_fatal (tests/common/test-positions.h), whose stock is empty: a
 *   player sees everything there, so the fair player plays a winning move
 *   and the ace of hearts onto the empty T5, which loses the deal, is a
 *   mistake; the move kept for the player is legal and keeps the deal
 *   winnable.
 * - a Contradance deal that can be won, played by the strong fair player
 *   itself with the judge's seed until it can no longer be: the move that
 *   lost it is by construction the one the fair player makes from what it
 *   saw there, so the judge must say the cards decided it.
 */

/* Small budgets, the same for the game played and for the judge. */
static void
fair_limits (ApFairLimits *fair)
{
  ap_fair_limits_init (fair);
  fair->samples = 4;
  fair->candidates = 2;
  fair->node_limit = 8000;
}

static ApSolverVerdict
solve (const ApPosition *pos, double seconds)
{
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApSolverLimits limits;

  ap_solver_limits_init (&limits);
  limits.time_limit = seconds;
  ap_solver_solve (pos, &limits, &result);
  return result.verdict;
}

static void
test_mistake (void)
{
  ApPosition pos, after;
  ApMove lost;
  ApWentWrong judged;
  ApSolverLimits limits;
  ApFairLimits fair;

  test_position (&pos, "T1", test_fatal);
  g_assert_true (ap_move_parse ("T4 T5", &lost));
  /* The premise, by the solver's exhaustive search. */
  g_assert_cmpint (solve (&pos, 30), ==, AP_SOLVER_WINNABLE);
  after = pos;
  ap_position_apply (&after, lost, NULL);
  g_assert_cmpint (solve (&after, 30), ==, AP_SOLVER_UNWINNABLE);

  ap_solver_limits_init (&limits);
  limits.time_limit = 30;
  fair_limits (&fair);
  ap_went_wrong_judge (&pos, lost, &fair, &limits, &judged);
  g_assert_true (ap_move_equal (judged.lost, lost));
  g_assert_true (judged.has_fair);
  g_assert_false (ap_move_equal (judged.fair, lost));
  g_assert_false (judged.cards_decided);
  g_assert_true (judged.has_keeper);
  g_assert_false (ap_move_equal (judged.keeper, lost));
  g_assert_cmpint (ap_position_check_move (&pos, judged.keeper), ==, AP_VERDICT_OK);
  after = pos;
  ap_position_apply (&after, judged.keeper, NULL);
  g_assert_cmpint (solve (&after, 30), ==, AP_SOLVER_WINNABLE);
}

/* The first deal from `number` on whose start can be won and which the
 * strong fair player loses: its line in `moves`. */
static guint32
deal_the_fair_player_loses (guint32 number, ApPosition *start, GArray *moves)
{
  ApFairLimits fair;
  ApRules rules;

  fair_limits (&fair);
  ap_rules_default (AP_GAME_CONTRADANCE, &rules);
  for (;; number++)
    {
      g_assert_cmpuint (number, <, 400);
      ap_position_deal (start, &rules, number);
      if (solve (start, 10) != AP_SOLVER_WINNABLE)
        continue;
      g_array_set_size (moves, 0);
      if (!ap_fair_play (start, AP_FAIR_STRONG, AP_WENT_WRONG_SEED, &fair, moves))
        return number;
    }
}

static void
test_cards_decided (void)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  ApPosition start, pos, after;
  ApSolverLimits limits;
  ApFairLimits fair;
  ApWentWrong judged;
  guint32 number = 1;
  gboolean judged_one = FALSE;

  fair_limits (&fair);
  ap_solver_limits_init (&limits);
  limits.time_limit = 10;
  while (!judged_one)
    {
      guint i;

      number = deal_the_fair_player_loses (number, &start, moves) + 1;
      /* Along the line, the first position that cannot be won: the one
       * before it can, and the move between them lost the deal. */
      pos = start;
      for (i = 0; i < moves->len; i++)
        {
          ApSolverVerdict verdict;

          after = pos;
          ap_position_apply (&after, g_array_index (moves, ApMove, i), NULL);
          verdict = solve (&after, 10);
          if (verdict != AP_SOLVER_WINNABLE)
            break;
          pos = after;
        }
      /* A search that ran out of time proves nothing: the next deal. */
      if (i == moves->len || solve (&after, 10) != AP_SOLVER_UNWINNABLE)
        continue;
      ap_went_wrong_judge (&pos, g_array_index (moves, ApMove, i), &fair, &limits, &judged);
      g_test_message ("Contradance deal %u: move %u lost it", number - 1, i + 1);
      g_assert_true (judged.has_fair);
      g_assert_true (ap_move_equal (judged.fair, g_array_index (moves, ApMove, i)));
      g_assert_true (judged.cards_decided);
      g_assert_true (judged.has_keeper);
      g_assert_false (ap_move_equal (judged.keeper, judged.lost));
      after = pos;
      ap_position_apply (&after, judged.keeper, NULL);
      g_assert_cmpint (solve (&after, 10), ==, AP_SOLVER_WINNABLE);
      judged_one = TRUE;
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/went-wrong/mistake", test_mistake);
  g_test_add_func ("/went-wrong/cards-decided", test_cards_decided);
  return g_test_run ();
}
