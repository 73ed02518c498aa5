/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-position.h"
#include "ap-solver-cotillion.h"
#include "ap-solver.h"
#include "brute.h"
#include "test-util.h"

/*
 * Royal Cotillion's own search (src/solver/ap-solver-cotillion.c, rules.md
 * 5): its verdicts against brute_solve() on small positions of both
 * options, positions whose answer was worked out by hand, and wins that
 * replay through the engine.
 */

static void
rules_for (ApBases bases, ApRules *rules)
{
  ap_rules_default (AP_GAME_ROYAL_COTILLION, rules);
  rules->bases = bases;
}

/* One of the game's own searches alone, bounded by positions only
 * (deterministic): a win it reports replays to a win, and its fallback
 * hint is a legal move. *used: the positions it took. */
static ApSolverVerdict
search_alone (const ApPosition *pos, ApCotillionSearch search, gboolean safe_moves, guint64 nodes,
              guint64 *used)
{
  const ApCotillionStage stage = { search, 1.0 };
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  gboolean have_best;
  guint best_count;
  ApMove best_first;

  ap_solver_limits_init (&limits);
  limits.time_limit = 0;
  limits.node_limit = nodes;
  limits.memory_limit = 64 << 20;
  limits.no_safe_moves = !safe_moves;
  ap_solver_cotillion_solve (pos, &limits, &stage, 1, &result, &have_best, &best_count,
                             &best_first);
  if (result.verdict == AP_SOLVER_WINNABLE)
    g_assert_true (test_replays_to_win (pos, result.moves, result.n_moves));
  if (have_best)
    g_assert_cmpint (ap_position_check_move (pos, best_first), ==, AP_VERDICT_OK);
  if (used != NULL)
    *used = result.nodes;
  return result.verdict;
}

/* The depth-first search alone. */
static ApSolverVerdict
own_verdict (const ApPosition *pos, gboolean safe_moves, guint64 nodes)
{
  return search_alone (pos, AP_COTILLION_DEPTH_FIRST, safe_moves, nodes, NULL);
}

/* The beams alone (either kind): they never call a position lost. */
static ApSolverVerdict
beam_verdict (const ApPosition *pos, ApCotillionSearch search, guint64 nodes, guint64 *used)
{
  ApSolverVerdict verdict = search_alone (pos, search, TRUE, nodes, used);

  g_assert_cmpint (verdict, !=, AP_SOLVER_UNWINNABLE);
  return verdict;
}

/* The rank at place i of a pile of kind k (rules.md 5.1): A 3 5 .. K 2 4
 * .. Q from the ace, 2 4 .. Q A 3 .. K from the two. */
static int
rank_at (guint kind, guint i)
{
  return (int) ((kind + 2 * i) % 13) + 1;
}

/* Foundation pile of suit s and kind k in these test positions: F1..F4
 * (ace-based) and F5..F8 (two-based) in the suit order S H D C. */
static int
pile_of (guint suit, guint kind)
{
  return AP_PILE_F (4 * kind + suit);
}

static void
put (ApPosition *pos, int pile, ApCard card)
{
  pos->cards[pile][pos->len[pile]++] = card;
}

/* Fills F pile (suit, kind) up to `height` cards. */
static void
fill_foundation (ApPosition *pos, guint suit, guint kind, guint height)
{
  for (guint i = 0; i < height; i++)
    put (pos, pile_of (suit, kind), AP_CARD (rank_at (kind, i), suit));
}

/* A small random position: every foundation nearly complete, the few cards
 * left spread over the left wing, the right wing, the waste and the
 * stock. With `as-they-appear`, sometimes one foundation not yet founded
 * (its thirteen cards left). */
static void
cut_down (GRand *rand, ApBases bases, ApPosition *pos)
{
  ApRules rules;
  guint h[AP_N_SUITS][2];
  ApCard left[AP_DECK_SIZE];
  guint n = 0, target, i = 0;
  gboolean laid_out = bases == AP_BASES_ACES_AND_KINGS;

  rules_for (bases, &rules);
  ap_position_init_empty (pos, &rules);
  for (guint s = 0; s < AP_N_SUITS; s++)
    h[s][0] = h[s][1] = 13;
  target = g_rand_int_range (rand, 5, 13);
  if (!laid_out && g_rand_int_range (rand, 0, 3) == 0)
    {
      h[g_rand_int_range (rand, 0, 4)][g_rand_int_range (rand, 0, 2)] = 0;
      target = g_rand_int_range (rand, 13, 16);
    }
  for (guint count = !laid_out && target >= 13 ? 13 : 0; count < target;)
    {
      guint s = g_rand_int_range (rand, 0, 4), k = g_rand_int_range (rand, 0, 2);

      if (h[s][k] > 1)
        {
          h[s][k]--;
          count++;
        }
    }
  /* The foundations of a suit and kind, founded first, then the empty ones
   * (as-they-appear). */
  for (guint s = 0; s < AP_N_SUITS; s++)
    for (guint k = 0; k < 2; k++)
      {
        fill_foundation (pos, s, k, h[s][k]);
        for (guint j = h[s][k]; j < 13; j++)
          left[n++] = AP_CARD (rank_at (k, j), s);
      }
  for (guint j = n; j > 1; j--)
    {
      guint r = g_rand_int_range (rand, 0, (gint32) j);
      ApCard tmp = left[j - 1];

      left[j - 1] = left[r];
      left[r] = tmp;
    }
  for (guint t = 0; t < 4; t++)
    for (guint c = g_rand_int_range (rand, 0, 4); c > 0 && i < n; c--)
      put (pos, AP_PILE_T (t), left[i++]);
  for (guint r = 0, c = g_rand_int_range (rand, 0, 7); r < c && i < n; r++)
    put (pos, AP_PILE_R (r), left[i++]);
  for (guint c = g_rand_int_range (rand, 0, (gint32) (n - i + 1)); c > 0; c--)
    put (pos, AP_PILE_WASTE, left[i++]);
  /* The rest is the stock, its top the next card dealt. */
  while (i < n)
    put (pos, AP_PILE_STOCK, left[i++]);
  test_assert_invariants (pos);
}

/* Each move that ap_solver_move_is_safe() (the engine's rule) calls safe
 * keeps a won position won, by brute_solve(). Returns how many it met. */
static guint
check_safe_moves (const ApPosition *pos)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (pos, moves), safe = 0;

  for (guint i = 0; i < n; i++)
    {
      ApPosition after = *pos;

      if (moves[i].kind != AP_MOVE_CARD || !ap_solver_move_is_safe (pos, moves[i]))
        continue;
      ap_position_apply (&after, moves[i], NULL);
      g_assert_cmpint (brute_solve (&after, AP_DECK_SIZE, 300000), ==, BRUTE_WON);
      safe++;
    }
  return safe;
}

/* brute_solve()'s verdict on a small position; unless it is too big, the
 * depth-first search agrees, with its safe moves and without. */
static BruteVerdict
agrees_with_brute (const ApPosition *pos)
{
  BruteVerdict brute = brute_solve (pos, AP_DECK_SIZE, 300000);
  ApSolverVerdict expected = brute == BRUTE_WON ? AP_SOLVER_WINNABLE : AP_SOLVER_UNWINNABLE;

  if (brute != BRUTE_TOO_BIG)
    {
      g_assert_cmpint (own_verdict (pos, TRUE, 5000000), ==, expected);
      g_assert_cmpint (own_verdict (pos, FALSE, 5000000), ==, expected);
    }
  return brute;
}

/* On small positions of one option, where brute_solve() decides, the search
 * agrees, with its safe move and without; both answers are met often. On
 * the won ones, the engine's safe moves keep them won. */
static void
compare_with_brute (ApBases bases, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint won = 0, lost = 0, safe = 0, beam_won = 0, stage_won = 0;

  for (guint round = 0; round < 400; round++)
    {
      ApPosition pos;
      BruteVerdict brute;

      cut_down (rand, bases, &pos);
      brute = agrees_with_brute (&pos);
      if (brute == BRUTE_TOO_BIG)
        continue;
      if (beam_verdict (&pos, AP_COTILLION_BEAMS, 200000, NULL) == AP_SOLVER_WINNABLE)
        {
          g_assert_cmpint (brute, ==, BRUTE_WON);
          beam_won++;
        }
      if (beam_verdict (&pos, AP_COTILLION_STAGE_BEAMS, 200000, NULL) == AP_SOLVER_WINNABLE)
        {
          g_assert_cmpint (brute, ==, BRUTE_WON);
          stage_won++;
        }
      won += brute == BRUTE_WON;
      lost += brute == BRUTE_LOST;
      if (brute == BRUTE_WON)
        safe += check_safe_moves (&pos);
    }
  g_test_message ("%u won (%u by the beams, %u by the stage beams), %u lost, %u safe moves", won,
                  beam_won, stage_won, lost, safe);
  /* The beams prove nothing, but they find most small wins. */
  g_assert_cmpuint (10 * beam_won, >=, 8 * won);
  g_assert_cmpuint (10 * stage_won, >=, 8 * won);
  g_assert_cmpuint (safe, >=, 20);
  g_assert_cmpuint (won, >=, 50);
  g_assert_cmpuint (lost, >=, 50);
}

/* The stock dealt out: its cards go under the waste's, so that the
 * position is one where nothing is left to deal. */
static void
spend_stock (ApPosition *pos)
{
  ApCard waste[AP_DECK_SIZE];
  guint n = pos->len[AP_PILE_WASTE];

  memcpy (waste, pos->cards[AP_PILE_WASTE], n * sizeof (ApCard));
  pos->len[AP_PILE_WASTE] = 0;
  while (pos->len[AP_PILE_STOCK] > 0)
    put (pos, AP_PILE_WASTE, pos->cards[AP_PILE_STOCK][--pos->len[AP_PILE_STOCK]]);
  for (guint i = 0; i < n; i++)
    put (pos, AP_PILE_WASTE, waste[i]);
  test_assert_invariants (pos);
}

/* Once the stock is empty the search takes a card of the right wing or
 * the waste home alone when one pile takes it and its twin is not in the
 * left wing (ap-solver-cotillion-safe.c): on small positions with the
 * stock spent, its verdict (with the safe moves and without) is
 * brute_solve()'s, both answers met often. */
static void
compare_spent_with_brute (ApBases bases, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint won = 0, lost = 0;

  for (guint round = 0; round < 400; round++)
    {
      ApPosition pos;
      BruteVerdict brute;

      cut_down (rand, bases, &pos);
      spend_stock (&pos);
      brute = agrees_with_brute (&pos);
      won += brute == BRUTE_WON;
      lost += brute == BRUTE_LOST;
    }
  g_test_message ("stock spent: %u won, %u lost", won, lost);
  g_assert_cmpuint (won, >=, 50);
  g_assert_cmpuint (lost, >=, 50);
}

static void
test_spent_laid_out (void)
{
  compare_spent_with_brute (AP_BASES_ACES_AND_KINGS, 3);
}

static void
test_spent_as_they_appear (void)
{
  compare_spent_with_brute (AP_BASES_NONE, 4);
}

static void
test_brute_laid_out (void)
{
  compare_with_brute (AP_BASES_ACES_AND_KINGS, 1);
}

static void
test_brute_as_they_appear (void)
{
  compare_with_brute (AP_BASES_NONE, 2);
}

/* Every suit complete but hearts, laid out. */
static void
hearts_only (ApPosition *pos, guint ace_height, guint two_height)
{
  ApRules rules;

  rules_for (AP_BASES_ACES_AND_KINGS, &rules);
  ap_position_init_empty (pos, &rules);
  for (guint s = 0; s < AP_N_SUITS; s++)
    for (guint k = 0; k < 2; k++)
      fill_foundation (pos, s, k, s == AP_HEARTS ? (k == 0 ? ace_height : two_height) : 13);
}

static ApCard
card (const char *text)
{
  ApCard c;

  g_assert_true (ap_card_parse (text, 2, &c));
  return c;
}

/*
 * Worked by hand. F2 (hearts from the ace) holds A 3 5 7 9 J and needs
 * KH; F6 (hearts from the two) holds 2 4 6 8 T Q A 3 5 7 9 and needs JH,
 * then KH. Left: T1 QH KH (KH on top), R1 KH, R2 6H, R3 8H, R4 TH, waste
 * 2H JH 4H (4H on top), no stock.
 *
 * Won: R1 KH to F2 (the waste's 4H refills R1, JH is on top), JH to F6,
 * T1's KH to F6, 2H to F2, then 4H, 6H, 8H, TH from the right wing and QH
 * from T1.
 *
 * But T1's KH to F2 first loses: F2 then needs 2H (under JH and 4H), F6
 * needs JH (under 4H), and nothing goes home: QH, R1's KH, 6H, 8H, TH and
 * 4H all wait for those. So a search that took a left-wing card home
 * whenever it fits, or that cut the position as lost, would be wrong: the
 * twin of T1's KH is not home, so the safe move must not take it alone.
 */
static void
test_twin_choice (void)
{
  ApPosition pos;
  ApMove greedy = { AP_MOVE_CARD, AP_PILE_T (0), pile_of (AP_HEARTS, 0) };

  hearts_only (&pos, 6, 11);
  put (&pos, AP_PILE_T (0), card ("QH"));
  put (&pos, AP_PILE_T (0), card ("KH"));
  put (&pos, AP_PILE_R (0), card ("KH"));
  put (&pos, AP_PILE_R (1), card ("6H"));
  put (&pos, AP_PILE_R (2), card ("8H"));
  put (&pos, AP_PILE_R (3), card ("TH"));
  put (&pos, AP_PILE_WASTE, card ("2H"));
  put (&pos, AP_PILE_WASTE, card ("JH"));
  put (&pos, AP_PILE_WASTE, card ("4H"));

  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_WINNABLE);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_BEAMS, 100000, NULL), ==, AP_SOLVER_WINNABLE);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_STAGE_BEAMS, 100000, NULL), ==,
                   AP_SOLVER_WINNABLE);
  g_assert_cmpint (brute_solve (&pos, AP_DECK_SIZE, 100000), ==, BRUTE_WON);
  g_assert_false (ap_solver_move_is_safe (&pos, greedy));

  ap_position_apply (&pos, greedy, NULL);
  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_BEAMS, 100000, NULL), ==, AP_SOLVER_UNKNOWN);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_STAGE_BEAMS, 100000, NULL), ==,
                   AP_SOLVER_UNKNOWN);
}

/*
 * Worked by hand, the stock empty: every suit complete but spades. F1
 * (spades from the ace) holds A 3 5 7 9 and needs JS, then K 2 4 6 8 T Q;
 * F5 (from the two) holds 2 4 6 8 T Q A 3 5 7 and needs 9S, then J and K.
 * T1 holds 9S under JS; the right wing holds the other JS, both KS and
 * 2S 4S 6S 8S TS QS.
 *
 * Won: T1's JS to F1 uncovers 9S for F5; then the right wing's JS and a
 * KS to F5, the other KS and 2S .. QS to F1.
 *
 * But the right wing's JS to F1 first loses, though F1 is the only pile
 * that takes JS: F5 needs the 9S under T1's JS, which only F5 could take
 * (F1 is past J). So a card of the right wing is not a safe move while its
 * twin is in the left wing (ap-solver-cotillion-safe.c).
 */
static void
test_twin_in_left_wing (void)
{
  ApPosition pos;
  ApMove right = { AP_MOVE_CARD, AP_PILE_R (0), pile_of (AP_SPADES, 0) };
  const char *const right_wing[] = { "JS", "KS", "KS", "2S", "4S", "6S", "8S", "TS", "QS" };

  hearts_only (&pos, 13, 13);
  for (guint k = 0; k < 2; k++)
    pos.len[pile_of (AP_SPADES, k)] = 0;
  fill_foundation (&pos, AP_SPADES, 0, 5);
  fill_foundation (&pos, AP_SPADES, 1, 10);
  put (&pos, AP_PILE_T (0), card ("9S"));
  put (&pos, AP_PILE_T (0), card ("JS"));
  for (guint i = 0; i < G_N_ELEMENTS (right_wing); i++)
    put (&pos, AP_PILE_R (i), card (right_wing[i]));
  test_assert_invariants (&pos);

  g_assert_cmpint (brute_solve (&pos, AP_DECK_SIZE, 100000), ==, BRUTE_WON);
  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_WINNABLE);
  g_assert_cmpint (own_verdict (&pos, FALSE, 100000), ==, AP_SOLVER_WINNABLE);

  ap_position_apply (&pos, right, NULL);
  g_assert_cmpint (brute_solve (&pos, AP_DECK_SIZE, 100000), ==, BRUTE_LOST);
  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_UNWINNABLE);
}

/*
 * Worked by hand: F2 holds A 3 5 7 9 J K and needs 2H; F6 is complete, so
 * each heart left has one copy and one place. T1 holds 2H under 4H: 4H
 * waits for 2H, which waits for 4H to leave T1 (rules.md 5.2). Lost,
 * whatever the stock (here QH) brings.
 */
static void
test_column_deadlock (void)
{
  ApPosition pos;

  hearts_only (&pos, 7, 13);
  put (&pos, AP_PILE_T (0), card ("2H"));
  put (&pos, AP_PILE_T (0), card ("4H"));
  put (&pos, AP_PILE_R (0), card ("6H"));
  put (&pos, AP_PILE_R (1), card ("8H"));
  put (&pos, AP_PILE_R (2), card ("TH"));
  put (&pos, AP_PILE_STOCK, card ("QH"));
  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (own_verdict (&pos, FALSE, 100000), ==, AP_SOLVER_UNWINNABLE);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_BEAMS, 100000, NULL), ==, AP_SOLVER_UNKNOWN);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_STAGE_BEAMS, 100000, NULL), ==,
                   AP_SOLVER_UNKNOWN);
}

/* Deals 1-12 of each option: every win found replays to a win through
 * the engine (some are found, so the line is put to the test), and the
 * hint is a legal move. */
static void
test_deals (void)
{
  static const ApBases options[] = { AP_BASES_ACES_AND_KINGS, AP_BASES_NONE };
  guint wins = 0;

  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    for (guint32 deal = 1; deal <= 12; deal++)
      {
        ApRules rules;
        ApPosition pos;
        ApSolverLimits limits;
        ApHint hint;
        g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

        rules_for (options[o], &rules);
        ap_position_deal (&pos, &rules, deal);
        ap_solver_limits_init (&limits);
        limits.time_limit = 0;
        limits.node_limit = 200000;
        ap_solver_solve (&pos, &limits, &result);
        if (result.verdict == AP_SOLVER_WINNABLE)
          {
            g_assert_true (test_replays_to_win (&pos, result.moves, result.n_moves));
            wins++;
          }
        ap_solver_hint (&pos, NULL, &hint);
        g_assert_cmpint (hint.kind, !=, AP_HINT_NONE);
        g_assert_cmpint (ap_position_check_move (&pos, hint.move), ==, AP_VERDICT_OK);
      }
  g_assert_cmpuint (wins, >=, 1);
}

/*
 * Worked by hand, for the crowding bound (ap-solver-cotillion.c): laid
 * out, F1..F4 hold A 3 5 7 9 J K and need their twos, F5..F7 are
 * complete, F8 needs KC. The waste, bottom to top: 2S 2D 2C 4S 6S 4D 6D
 * 2H QS; the right wing: 4H 6H 8H TH QH 8S TS 8D TD QD 4C 6C 8C TC QC KC;
 * no stock.
 *
 * Won: KC home (QS refills its pile), 2H home, then 4H 6H 8H TH QH from
 * the right wing, whose piles take 6D 4D 6S 4S 2C in turn; 2C home, the
 * refill 2D, the refill 2S; then everything else.
 *
 * With w = 2H, every card left but KC cannot go home before 2H leaves the
 * waste: the right wing's fifteen others and QS above it, sixteen cards,
 * as many as the right wing has piles. The bound must not call that lost
 * (one more would be).
 */
static void
test_crowding_boundary (void)
{
  ApPosition pos;
  static const char *const waste[] = { "2S", "2D", "2C", "4S", "6S", "4D", "6D", "2H", "QS" };
  static const char *const right[] = { "4H", "6H", "8H", "TH", "QH", "8S", "TS", "8D",
                                       "TD", "QD", "4C", "6C", "8C", "TC", "QC", "KC" };
  ApRules rules;

  rules_for (AP_BASES_ACES_AND_KINGS, &rules);
  ap_position_init_empty (&pos, &rules);
  for (guint s = 0; s < AP_N_SUITS; s++)
    {
      fill_foundation (&pos, s, 0, 7);
      fill_foundation (&pos, s, 1, s == AP_CLUBS ? 12 : 13);
    }
  for (guint i = 0; i < G_N_ELEMENTS (waste); i++)
    put (&pos, AP_PILE_WASTE, card (waste[i]));
  for (guint i = 0; i < G_N_ELEMENTS (right); i++)
    put (&pos, AP_PILE_R (i), card (right[i]));
  test_assert_invariants (&pos);
  g_assert_cmpint (brute_solve (&pos, AP_DECK_SIZE, 300000), ==, BRUTE_WON);
  g_assert_cmpint (own_verdict (&pos, TRUE, 100000), ==, AP_SOLVER_WINNABLE);
}

/* The engine's safe move (ap-safe-move.c): with F6 complete (the other KH
 * home), T1's KH onto F2 is safe. */
static void
test_safe_with_twin_home (void)
{
  ApPosition pos;
  ApMove move = { AP_MOVE_CARD, AP_PILE_T (0), pile_of (AP_HEARTS, 0) };
  static const char *const right[] = { "2H", "4H", "6H", "8H", "TH" };

  hearts_only (&pos, 6, 13);
  put (&pos, AP_PILE_T (0), card ("QH"));
  put (&pos, AP_PILE_T (0), card ("KH"));
  for (guint i = 0; i < G_N_ELEMENTS (right); i++)
    put (&pos, AP_PILE_R (i), card (right[i]));
  test_assert_invariants (&pos);
  g_assert_true (ap_solver_move_is_safe (&pos, move));
}

/* Deals whose wins the generic passes did not find within 10 s (deal 20
 * not in 60 s) and the beams find: each replays to a win (beam_verdict()
 * checks), within a bounded number of positions. */
static void
test_beam_deals (void)
{
  static const guint32 deals[] = { 20, 25, 28 };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      ApRules rules;
      ApPosition pos;
      guint64 used = 0;

      rules_for (AP_BASES_ACES_AND_KINGS, &rules);
      ap_position_deal (&pos, &rules, deals[i]);
      g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_BEAMS, 4000000, &used), ==,
                       AP_SOLVER_WINNABLE);
      g_test_message ("deal %u: won by the beams, %" G_GUINT64_FORMAT " positions", deals[i], used);
    }
}

/* Laid-out deal 46, which neither the solver of 10 s nor 30 s of the
 * beams won, falls to the stage beams: the win replays (beam_verdict()
 * checks). */
static void
test_stage_beam_deal (void)
{
  ApRules rules;
  ApPosition pos;
  guint64 used = 0;

  rules_for (AP_BASES_ACES_AND_KINGS, &rules);
  ap_position_deal (&pos, &rules, 46);
  g_assert_cmpint (beam_verdict (&pos, AP_COTILLION_STAGE_BEAMS, 1000000, &used), ==,
                   AP_SOLVER_WINNABLE);
  g_test_message ("deal 46: won by the stage beams, %" G_GUINT64_FORMAT " positions", used);
}

/* A raised cancel flag stops every stage of the solve (the generic
 * passes' quick try, the game's own search, the passes after it) at its
 * first look at the flag, every 1,024 positions, so the solve ends within
 * a few of those: deal 20, laid out, needs far more positions than that
 * either way. */
static void
test_cancel (void)
{
  ApRules rules;
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  int cancel = 1;

  rules_for (AP_BASES_ACES_AND_KINGS, &rules);
  ap_position_deal (&pos, &rules, 20);
  ap_solver_limits_init (&limits);
  limits.cancel_flag = &cancel;
  ap_solver_solve (&pos, &limits, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_UNKNOWN);
  g_assert_cmpint (result.stop, ==, AP_SOLVER_STOP_CANCELLED);
  g_assert_cmpuint (result.nodes, <=, 4 * 1024);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cotillion/brute-laid-out", test_brute_laid_out);
  g_test_add_func ("/cotillion/brute-as-they-appear", test_brute_as_they_appear);
  g_test_add_func ("/cotillion/twin-choice", test_twin_choice);
  g_test_add_func ("/cotillion/twin-in-left-wing", test_twin_in_left_wing);
  g_test_add_func ("/cotillion/spent-laid-out", test_spent_laid_out);
  g_test_add_func ("/cotillion/spent-as-they-appear", test_spent_as_they_appear);
  g_test_add_func ("/cotillion/column-deadlock", test_column_deadlock);
  g_test_add_func ("/cotillion/crowding-boundary", test_crowding_boundary);
  g_test_add_func ("/cotillion/safe-with-twin-home", test_safe_with_twin_home);
  g_test_add_func ("/cotillion/deals", test_deals);
  g_test_add_func ("/cotillion/beam-deals", test_beam_deals);
  g_test_add_func ("/cotillion/stage-beam-deal", test_stage_beam_deal);
  g_test_add_func ("/cotillion/cancel", test_cancel);
  return g_test_run ();
}
