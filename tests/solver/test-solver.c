/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>
#include <glib.h>

#include "ap-solver-home.h"
#include "ap-solver-private.h"
#include "ap-solver.h"
#include "brute.h"
#include "test-util.h"

/*
 * Unit tests of the solver: its move generator against the engine's, the
 * canonical key, hand-made endgames whose answers are known by reasoning,
 * winning lines that replay, legal hints, the safe automatic moves against
 * a search without them, and cancellation from another thread.
 */

typedef struct {
  ApGame game;
  ApPreset preset; /* AP_PRESET_CUSTOM: the game's defaults */
} Config;

static const Config configs[] = {
  { AP_GAME_ALGERIAN, AP_PRESET_TARBART },        { AP_GAME_ALGERIAN, AP_PRESET_PARLETT },
  { AP_GAME_ALGERIAN, AP_PRESET_STRICT },         { AP_GAME_ALGERIAN, AP_PRESET_SIX_CARD },
  { AP_GAME_CARTHAGE, AP_PRESET_CUSTOM },         { AP_GAME_PATRIARCHS, AP_PRESET_CUSTOM },
  { AP_GAME_PICTURE_PATIENCE, AP_PRESET_CUSTOM },
};

static void
config_rules (const Config *config, ApRules *rules)
{
  if (config->preset == AP_PRESET_CUSTOM)
    ap_rules_default (config->game, rules);
  else
    ap_rules_preset (config->preset, rules);
}

static ApPosition *
parse (const char *text)
{
  ApPosition *pos = g_new (ApPosition, 1);
  g_autoptr (GError) error = NULL;

  if (!ap_position_parse (text, strlen (text), pos, &error))
    g_error ("test position does not parse: %s", error->message);
  return pos;
}

/* Plays `steps` random legal moves, preferring moves home so that the
 * positions reach the middle and end of a game. */
static void
random_walk (ApPosition *pos, GRand *rand, guint steps)
{
  for (guint i = 0; i < steps; i++)
    {
      ApMove moves[AP_MAX_MOVES];
      guint n = ap_position_legal_moves (pos, moves);
      guint pick;

      if (n == 0)
        return;
      pick = g_rand_int_range (rand, 0, n);
      for (guint k = 0; k < n; k++)
        if (moves[k].kind == AP_MOVE_CARD && ap_pile_kind (moves[k].dst) == AP_KIND_FOUNDATION &&
            ap_pile_kind (moves[k].src) != AP_KIND_FOUNDATION && g_rand_boolean (rand))
          pick = k;
      ap_position_apply (pos, moves[pick], NULL);
    }
}

/* Plays up to `steps` random moves that put nothing home, dealing whenever
 * it can: the way to spoil a winnable position. */
static void
random_spoil (ApPosition *pos, GRand *rand, guint steps)
{
  for (guint i = 0; i < steps; i++)
    {
      ApMove moves[AP_MAX_MOVES], keep[AP_MAX_MOVES];
      guint n = ap_position_legal_moves (pos, moves), kept = 0;

      for (guint k = 0; k < n; k++)
        {
          if (moves[k].kind == AP_MOVE_DEAL)
            {
              kept = 0;
              keep[kept++] = moves[k];
              break;
            }
          if (moves[k].kind != AP_MOVE_CARD || ap_pile_kind (moves[k].dst) != AP_KIND_FOUNDATION)
            keep[kept++] = moves[k];
        }
      if (kept == 0)
        return;
      ap_position_apply (pos, keep[g_rand_int_range (rand, 0, kept)], NULL);
    }
}

/* Moves cards from piles of two or more into empty depots and reserve
 * piles, at random, until at most one of them is empty: positions where
 * space is short, so that which pile holds a lone card matters. */
static void
random_cramp (ApPosition *pos, GRand *rand)
{
  for (;;)
    {
      ApMove moves[AP_MAX_MOVES], keep[AP_MAX_MOVES];
      guint n = ap_position_legal_moves (pos, moves), kept = 0, empty = 0;

      for (int pile = 0; pile < AP_N_PILES; pile++)
        empty += ap_game_has_pile (pos->rules.game, pile) && pos->len[pile] == 0 &&
                 (ap_pile_kind (pile) == AP_KIND_TABLEAU || ap_pile_kind (pile) == AP_KIND_RESERVE);
      if (empty <= 1)
        return;
      for (guint k = 0; k < n; k++)
        if (moves[k].kind == AP_MOVE_CARD && ap_pile_kind (moves[k].src) != AP_KIND_FOUNDATION &&
            ap_pile_kind (moves[k].dst) != AP_KIND_FOUNDATION && pos->len[moves[k].dst] == 0 &&
            pos->len[moves[k].src] >= 2)
          keep[kept++] = moves[k];
      if (kept == 0)
        return;
      ap_position_apply (pos, keep[g_rand_int_range (rand, 0, kept)], NULL);
    }
}

/* The move generator the solver searches with lists exactly the moves the
 * rules accept, along random games of every configuration. */
static void
test_moves_match_rules (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint checked = 0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint deal = 1; deal <= 25; deal++)
      {
        ApRules rules;
        ApPosition pos;

        config_rules (&configs[c], &rules);
        /* Now and then the other options, so every rule path is seen. */
        if (configs[c].game == AP_GAME_ALGERIAN && deal % 5 == 0)
          {
            rules.transfers = !rules.transfers;
            rules.reserve_spaces = deal % 3;
          }
        ap_position_deal (&pos, &rules, deal);
        for (guint step = 0; step < 300; step++)
          {
            ApMove listed[AP_MAX_MOVES];
            guint n_listed;

            /* Each move listed once, and exactly those that
             * ap_position_check_move() accepts among every pair of slots,
             * deal and redeal (tests/common/test-util.c). */
            test_assert_moves_consistent_full (&pos, TRUE, listed, &n_listed);
            checked++;
            if (n_listed == 0)
              break;
            random_walk (&pos, rand, 1);
          }
      }
  g_assert_cmpuint (checked, >, 10000);
}

static gboolean
keys_equal (const ApPosition *a, const ApPosition *b)
{
  ApSolverKey ka, kb;

  ap_solver_key (a, &ka);
  ap_solver_key (b, &kb);
  return ka.a == kb.a && ka.b == kb.b;
}

static void
swap_piles (ApPosition *pos, int a, int b)
{
  guint8 len = pos->len[a];
  ApCard cards[AP_DECK_SIZE];

  memcpy (cards, pos->cards[a], sizeof cards);
  memcpy (pos->cards[a], pos->cards[b], sizeof cards);
  memcpy (pos->cards[b], cards, sizeof cards);
  pos->len[a] = pos->len[b];
  pos->len[b] = len;
}

static void
test_key_symmetry (void)
{
  ApRules rules;
  ApPosition pos, other;

  /* Algerian: the depots are told apart while the final pass is to come. */
  ap_rules_preset (AP_PRESET_TARBART, &rules);
  ap_position_deal (&pos, &rules, 11);
  other = pos;
  swap_piles (&other, AP_PILE_T (0), AP_PILE_T (5));
  g_assert_false (keys_equal (&pos, &other));
  /* ... and so are the reserve piles, while deals go to them. */
  other = pos;
  swap_piles (&other, AP_PILE_R (1), AP_PILE_R (4));
  g_assert_false (keys_equal (&pos, &other));

  /* With the stock empty both are interchangeable. */
  while (pos.len[AP_PILE_STOCK] > 0)
    ap_position_apply (&pos, (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE }, NULL);
  other = pos;
  swap_piles (&other, AP_PILE_T (0), AP_PILE_T (5));
  swap_piles (&other, AP_PILE_R (1), AP_PILE_R (4));
  g_assert_true (keys_equal (&pos, &other));
  /* A different position has a different key. */
  other = pos;
  swap_piles (&other, AP_PILE_T (0), AP_PILE_R (4));
  g_assert_false (keys_equal (&pos, &other));

  /* Carthage: depots always alike, reserves only with the stock empty. */
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_position_deal (&pos, &rules, 3);
  other = pos;
  swap_piles (&other, AP_PILE_T (2), AP_PILE_T (7));
  g_assert_true (keys_equal (&pos, &other));
  swap_piles (&other, AP_PILE_R (0), AP_PILE_R (3));
  g_assert_false (keys_equal (&pos, &other));

  /* Patriarchs: reserve piles always alike; the waste is not a reserve. */
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_position_deal (&pos, &rules, 3);
  other = pos;
  swap_piles (&other, AP_PILE_R (0), AP_PILE_R (8));
  g_assert_true (keys_equal (&pos, &other));
  ap_position_apply (&other, (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE }, NULL);
  g_assert_false (keys_equal (&pos, &other));

  /* Foundations of one direction are alike (Parlett: none start filled). */
  ap_rules_preset (AP_PRESET_PARLETT, &rules);
  ap_position_init_empty (&pos, &rules);
  ap_position_deal (&pos, &rules, 5);
  other = pos;
  pos.cards[AP_PILE_F (0)][0] = AP_CARD (AP_ACE, AP_CLUBS);
  pos.len[AP_PILE_F (0)] = 1;
  other.cards[AP_PILE_F (2)][0] = AP_CARD (AP_ACE, AP_CLUBS);
  other.len[AP_PILE_F (2)] = 1;
  g_assert_true (keys_equal (&pos, &other));
  /* An up foundation is not a down one. */
  other = pos;
  swap_piles (&other, AP_PILE_F (0), AP_PILE_F (4));
  g_assert_false (keys_equal (&pos, &other));
}

/* The pile hashes stepped from move to move (the beams' and best-first
 * searches' way to the key) give the key of ap_solver_key_full() at every
 * position along random games of every configuration, with the stock
 * hashed whole and by its length; and ap_foundations_near() names exactly
 * the cards whose ap_foundations_distance() is small enough. The counts
 * make sure the walks met every kind of change: refills from the waste and
 * from the stock, deals of one card and of several, redeals, transfers
 * between foundations. */
static void
test_pile_hashes_step (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  guint refill_waste = 0, refill_stock = 0, deal_one = 0, deal_many = 0, redeal = 0;
  guint transfer = 0, checked = 0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint deal = 1; deal <= 20; deal++)
      {
        ApRules rules;
        ApPosition pos;
        ApSolverPileHashes whole, by_length;

        config_rules (&configs[c], &rules);
        if (configs[c].game == AP_GAME_ALGERIAN && deal % 4 == 0)
          rules.transfers = TRUE;
        ap_position_deal (&pos, &rules, deal);
        ap_solver_pile_hashes_init (&whole, &pos, FALSE);
        ap_solver_pile_hashes_init (&by_length, &pos, TRUE);
        for (guint step = 0; step < 400; step++)
          {
            ApMove moves[AP_MAX_MOVES];
            guint n = ap_position_legal_moves (&pos, moves);
            guint8 before_len[AP_N_PILES];
            ApSolverKey stepped, full;
            ApFoundations f;
            ApUndo undo;
            ApMove move;

            if (n == 0)
              break;
            move = moves[g_rand_int_range (rand, 0, n)];
            memcpy (before_len, pos.len, sizeof before_len);
            ap_position_apply (&pos, move, &undo);
            ap_solver_pile_hashes_step (&whole, before_len, &pos, &undo);
            ap_solver_pile_hashes_step (&by_length, before_len, &pos, &undo);

            ap_solver_pile_hashes_key (&whole, &pos, &stepped);
            ap_solver_key_full (&pos, FALSE, &full);
            g_assert_true (stepped.a == full.a && stepped.b == full.b);
            ap_solver_pile_hashes_key (&by_length, &pos, &stepped);
            ap_solver_key_full (&pos, TRUE, &full);
            g_assert_true (stepped.a == full.a && stepped.b == full.b);
            checked++;

            refill_waste += undo.refill_pile != AP_PILE_NONE && undo.refill_src == AP_PILE_WASTE;
            refill_stock += undo.refill_pile != AP_PILE_NONE && undo.refill_src == AP_PILE_STOCK;
            deal_one += move.kind == AP_MOVE_DEAL && undo.count == 1;
            deal_many += move.kind == AP_MOVE_DEAL && undo.count > 1;
            redeal += move.kind == AP_MOVE_REDEAL;
            transfer += move.kind == AP_MOVE_CARD && ap_pile_kind (move.src) == AP_KIND_FOUNDATION;

            ap_foundations_init (&pos, &f);
            for (int max = 0; max <= 3; max++)
              {
                guint64 near = ap_foundations_near (&f, max);

                for (ApCard card = 0; card < AP_N_CARDS; card++)
                  g_assert_cmpint ((near >> card) & 1, ==,
                                   ap_foundations_distance (&f, card) <= max);
              }
          }
      }
  g_assert_cmpuint (checked, >, 10000);
  g_assert_cmpuint (refill_waste, >, 0);
  g_assert_cmpuint (refill_stock, >, 0);
  g_assert_cmpuint (deal_one, >, 0);
  g_assert_cmpuint (deal_many, >, 0);
  g_assert_cmpuint (redeal, >, 0);
  g_assert_cmpuint (transfer, >, 0);
}

static void
limits_nodes (ApSolverLimits *limits, guint64 nodes, gboolean safe)
{
  ap_solver_limits_init (limits);
  limits->time_limit = 0;
  limits->node_limit = nodes;
  limits->memory_limit = 64 << 20;
  limits->no_safe_moves = !safe;
}

/* limits_nodes() for the depth-first searches alone, without beams: for
 * checking them (and the safe moves, which only they use). */
static void
limits_dfs (ApSolverLimits *limits, guint64 nodes, gboolean safe)
{
  limits_nodes (limits, nodes, safe);
  limits->no_beam = TRUE;
}

/* The directory of the hand-made endgames (the first argument). */
static const char *positions_dir;

static ApPosition *
load (const char *name, char **expect)
{
  g_autofree char *path = g_build_filename (positions_dir, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  if (expect != NULL)
    {
      line = strstr (text, "# expect: ");
      g_assert_nonnull (line);
      *expect = g_strndup (line + 10, strcspn (line + 10, "\n"));
    }
  return parse (text);
}

/* A beam search without limits on `pos`. */
static void
beam_run (const ApPosition *pos, guint width, ApBeamScore score, guint64 node_limit,
          ApSolverBeam *beam)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, node_limit, 256 << 20 };

  ap_solver_limits_init (&limits);
  ap_solver_beam (pos, width, score, &pass, beam);
}

/* beam_run() without a node limit, its playouts holding back after the
 * thresholds of `rescue`. */
static void
beam_run_rescue (const ApPosition *pos, guint width, ApBeamScore score, ApSolverRescue rescue,
                 ApSolverBeam *beam)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, 0, 256 << 20 };

  ap_solver_limits_init (&limits);
  ap_solver_beam_rescue (pos, width, score, rescue, &pass, beam);
}

/* beam_run_rescue() with thresholds drawn from `pairs` for each playout
 * (ap_solver_beam_mixed()). */
static void
beam_run_mixed (const ApPosition *pos, guint width, const ApSolverRescue *pairs, guint n_pairs,
                guint seed, ApSolverBeam *beam)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, 0, 256 << 20 };

  ap_solver_limits_init (&limits);
  ap_solver_beam_mixed (pos, width, AP_BEAM_ROLLOUT, pairs, n_pairs, seed, &pass, beam);
}

/* The beam search on a hand-made endgame: it wins a winnable one with a
 * line that replays; wide enough to keep every position, it proves an
 * unwinnable one. One position a level is not a proof unless no level
 * ever had more than one (then it met exactly the positions of the wide
 * one). */
static void
check_beam_endgame (const ApPosition *pos, ApBeamScore score, gboolean winnable)
{
  ApSolverBeam beam, narrow;

  beam_run (pos, winnable ? 1024 : 1 << 20, score, 0, &beam);
  g_assert_cmpint (beam.stop, ==, AP_SOLVER_STOP_NONE);
  g_assert_cmpint (beam.won, ==, winnable);
  if (winnable)
    g_assert_true (test_replays_to_win (pos, beam.moves, beam.n_moves));
  else
    g_assert_false (beam.cut);
  g_free (beam.moves);

  beam_run (pos, 1, score, 0, &narrow);
  if (narrow.won)
    g_assert_true (test_replays_to_win (pos, narrow.moves, narrow.n_moves));
  else if (!winnable)
    g_assert_true (narrow.cut || narrow.nodes == beam.nodes);
  else
    g_assert_true (narrow.cut);
  g_free (narrow.moves);
}

/* Checks a hand-made endgame against the answers its comment reasons out
 * ("# expect: solve=unwinnable status=lost"), with and without the safe
 * automatic moves. */
static void
check_endgame (const char *name)
{
  g_autofree char *expect = NULL;
  g_autofree ApPosition *pos = load (name, &expect);
  g_autofree char *solve = NULL;
  ApSolverLimits limits;
  gboolean winnable;

  g_assert_true (g_str_has_prefix (expect, "solve=winnable ") ||
                 g_str_has_prefix (expect, "solve=unwinnable "));
  winnable = g_str_has_prefix (expect, "solve=winnable ");
  for (int safe = 0; safe <= 1; safe++)
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

      limits_dfs (&limits, 1000000, safe);
      ap_solver_solve (pos, &limits, &result);
      g_assert_cmpint (result.verdict, ==, winnable ? AP_SOLVER_WINNABLE : AP_SOLVER_UNWINNABLE);
      if (winnable)
        g_assert_true (test_replays_to_win (pos, result.moves, result.n_moves));
      else
        g_assert_null (result.moves);
    }
  for (ApBeamScore score = AP_BEAM_RESERVE; score <= AP_BEAM_ROLLOUT_END; score++)
    check_beam_endgame (pos, score, winnable);
  /* The endgames are small enough for the search with no shortcuts. */
  g_assert_cmpint (brute_solve (pos, AP_DECK_SIZE, 200000), ==, winnable ? BRUTE_WON : BRUTE_LOST);
  limits_nodes (&limits, 1000000, TRUE);
  g_assert_cmpint (ap_solver_lost (pos, &limits), ==,
                   g_str_has_suffix (expect, "status=lost") ? AP_LOST_YES : AP_LOST_NO);
}

static void
test_endgames (void)
{
  g_autofree ApPosition *pos = load ("patriarchs-unwinnable.txt", NULL);
  ApMove home = { AP_MOVE_CARD, AP_PILE_R (0), AP_PILE_F (4) };
  ApMove redeal = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApHint hint;

  check_endgame ("patriarchs-lost.txt");
  check_endgame ("patriarchs-unwinnable.txt");
  check_endgame ("patriarchs-winnable.txt");
  check_endgame ("patriarchs-token.txt");
  check_endgame ("patriarchs-token-spent.txt");
  check_endgame ("algerian-lost.txt");
  check_endgame ("algerian-not-lost.txt");
  check_endgame ("algerian-winnable.txt");
  check_endgame ("carthage-lone-card.txt");
  check_endgame ("carthage-lost.txt");
  check_endgame ("tournament-ace-split.txt");
  check_endgame ("tournament-ace-complete.txt");

  /* The hint for a position that cannot be won is the fallback: the move
   * that gets most cards home, here the only one. */
  ap_solver_hint (pos, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, AP_HINT_PROGRESS);
  g_assert_cmpint (hint.verdict, ==, AP_SOLVER_UNWINNABLE);
  g_assert_true (ap_move_equal (hint.move, home));
  /* After it, the game is lost, and there is nothing to suggest. */
  ap_position_apply (pos, home, NULL);
  g_assert_cmpint (ap_solver_lost (pos, NULL), ==, AP_LOST_YES);
  ap_solver_hint (pos, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, AP_HINT_NONE);

  /* With a redeal left, the lost position is not lost yet: the redeal
   * deals 6S first, and the game goes on. */
  g_free (pos);
  pos = load ("patriarchs-lost.txt", NULL);
  pos->redeals = 1;
  g_assert_cmpint (ap_solver_lost (pos, NULL), ==, AP_LOST_NO);
  ap_solver_hint (pos, NULL, &hint);
  g_assert_cmpint (hint.kind, !=, AP_HINT_NONE);
  g_assert_true (ap_move_equal (hint.move, redeal));
}

/* A hint from a winning line that starts with a transfer between
 * foundations (issue 32: late in Algerian deal 1983199130 the hint asked
 * for F6 F2 again and again): a move a player sees as progress when one
 * also wins, else the transfer with the card it lets go home. */
static void
test_hint_transfers (void)
{
  g_autofree ApPosition *either = load ("algerian-transfer-or-progress.txt", NULL);
  g_autofree ApPosition *only = load ("algerian-transfers.txt", NULL);
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
  ApPosition after;
  ApHint hint;

  /* The search's own line starts with the transfer. */
  ap_solver_solve (either, NULL, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_WINNABLE);
  g_assert_cmpint (ap_pile_kind (result.moves[0].src), ==, AP_KIND_FOUNDATION);
  g_assert_cmpint (ap_pile_kind (result.moves[0].dst), ==, AP_KIND_FOUNDATION);
  ap_solver_result_clear (&result);
  ap_solver_hint (either, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, AP_HINT_WINNING);
  g_assert_cmpint (ap_pile_kind (hint.move.src), !=, AP_KIND_FOUNDATION);
  g_assert_false (hint.enables);
  after = *either;
  ap_position_apply (&after, hint.move, NULL);
  ap_solver_solve (&after, NULL, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_WINNABLE);
  ap_solver_result_clear (&result);

  /* Here only the transfers win: the hint says what they are for. */
  ap_solver_hint (only, NULL, &hint);
  g_assert_cmpint (hint.kind, ==, AP_HINT_WINNING);
  g_assert_true (
    ap_move_equal (hint.move, (ApMove) { AP_MOVE_CARD, AP_PILE_F (5), AP_PILE_F (1) }));
  g_assert_true (hint.enables);
  /* Moving the hearts up to the jack lets the queen (T8) go home, and the
   * queen too the king (T6): either line wins. */
  g_assert_true (hint.enabled == AP_CARD (AP_QUEEN, AP_HEARTS) ||
                 hint.enabled == AP_CARD (AP_KING, AP_HEARTS));
}

/* Deals of every game: every winnable answer replays to a win, every hint
 * is a legal move, and a hint from a winning line starts that line's
 * search again from the next position. */
static void
test_deals_and_hints (void)
{
  guint wins = 0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint deal = 1; deal <= 6; deal++)
      {
        ApRules rules;
        ApPosition pos;
        ApSolverLimits limits;
        g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
        ApHint hint;

        config_rules (&configs[c], &rules);
        ap_position_deal (&pos, &rules, deal);
        limits_nodes (&limits, 100000, TRUE);
        ap_solver_solve (&pos, &limits, &result);
        g_assert_cmpint (result.nodes, <=, 100000 + 1);
        if (result.verdict == AP_SOLVER_WINNABLE)
          {
            g_assert_true (test_replays_to_win (&pos, result.moves, result.n_moves));
            wins++;
          }
        if (result.verdict == AP_SOLVER_UNKNOWN)
          g_assert_cmpint (result.stop, ==, AP_SOLVER_STOP_NODES);

        ap_solver_hint (&pos, NULL, &hint);
        g_assert_cmpint (hint.kind, !=, AP_HINT_NONE);
        g_assert_cmpint (ap_position_check_move (&pos, hint.move), ==, AP_VERDICT_OK);
        if (hint.kind == AP_HINT_WINNING)
          g_assert_cmpint (hint.verdict, ==, AP_SOLVER_WINNABLE);
      }
  /* Most deals of most games are won within the budget. */
  g_assert_cmpuint (wins, >=, G_N_ELEMENTS (configs) * 6 / 2);
}

/* Hints along random games are legal moves. */
static void
test_hints_legal (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint deal = 100; deal < 104; deal++)
      {
        ApRules rules;
        ApPosition pos;

        config_rules (&configs[c], &rules);
        ap_position_deal (&pos, &rules, deal);
        for (guint step = 0; step < 6; step++)
          {
            ApSolverLimits limits;
            ApHint hint;

            limits_nodes (&limits, 2000, TRUE);
            ap_solver_hint (&pos, &limits, &hint);
            if (hint.kind == AP_HINT_NONE)
              break;
            g_assert_cmpint (ap_position_check_move (&pos, hint.move), ==, AP_VERDICT_OK);
            random_walk (&pos, rand, 15);
          }
      }
}

/* The position `back` moves before the end of `line`, played from `start`. */
static void
before_end (const ApPosition *start, const ApSolverResult *line, guint back, ApPosition *pos)
{
  *pos = *start;
  for (guint i = 0; i < line->n_moves - back; i++)
    ap_position_apply (pos, line->moves[i], NULL);
}

/* Deals `deal` of `config` into *start and looks for a winning line of it
 * within 50,000 positions; TRUE when *line holds one. */
static gboolean
winning_line (const Config *config, guint deal, ApPosition *start, ApSolverResult *line)
{
  ApRules rules;
  ApSolverLimits limits;

  config_rules (config, &rules);
  ap_position_deal (start, &rules, deal);
  limits_nodes (&limits, 50000, TRUE);
  ap_solver_solve (start, &limits, line);
  return line->verdict == AP_SOLVER_WINNABLE;
}

/*
 * The safe automatic moves against a search without them. The positions are
 * small: taken from the last part of winning lines of real deals (so they
 * are winnable), and the same after a few random moves (so that some are
 * not). Where both searches decide, they must agree; and where a safe move
 * exists, playing it must keep a winnable position winnable.
 */
static void
test_safe_moves_agree (void)
{
  static const Config safe_configs[] = {
    { AP_GAME_ALGERIAN, AP_PRESET_TARBART },  { AP_GAME_ALGERIAN, AP_PRESET_PARLETT },
    { AP_GAME_ALGERIAN, AP_PRESET_SIX_CARD }, { AP_GAME_CARTHAGE, AP_PRESET_CUSTOM },
    { AP_GAME_PATRIARCHS, AP_PRESET_CUSTOM }, { AP_GAME_PICTURE_PATIENCE, AP_PRESET_CUSTOM },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  guint compared = 0, with_safe = 0, unwinnable = 0;
  guint safe_by_config[G_N_ELEMENTS (safe_configs)] = { 0 };

  for (guint c = 0; c < G_N_ELEMENTS (safe_configs); c++)
    for (guint deal = 1; deal <= 40 && compared < (c + 1) * 150; deal++)
      {
        ApPosition start;
        ApSolverLimits limits;
        g_auto (ApSolverResult) line = AP_SOLVER_RESULT_INIT;

        if (!winning_line (&safe_configs[c], deal, &start, &line))
          continue;

        for (guint back = 8; back <= MIN (line.n_moves, 80u); back += 8)
          for (guint perturb = 0; perturb <= 1; perturb++)
            {
              ApPosition pos;
              ApMove moves[AP_MAX_MOVES];
              guint n;
              g_auto (ApSolverResult) plain = AP_SOLVER_RESULT_INIT;
              g_auto (ApSolverResult) safe = AP_SOLVER_RESULT_INIT;

              before_end (&start, &line, back, &pos);
              if (perturb)
                random_spoil (&pos, rand, 2 + g_rand_int_range (rand, 0, 10));

              limits_dfs (&limits, 200000, FALSE);
              ap_solver_solve (&pos, &limits, &plain);
              limits_dfs (&limits, 200000, TRUE);
              ap_solver_solve (&pos, &limits, &safe);
              if (plain.verdict == AP_SOLVER_UNKNOWN || safe.verdict == AP_SOLVER_UNKNOWN)
                continue;
              g_assert_cmpint (plain.verdict, ==, safe.verdict);
              compared++;
              unwinnable += plain.verdict == AP_SOLVER_UNWINNABLE;

              n = ap_position_legal_moves (&pos, moves);
              for (guint i = 0; i < n; i++)
                if (ap_solver_move_is_safe (&pos, moves[i]))
                  {
                    ApPosition after = pos;
                    g_auto (ApSolverResult) next = AP_SOLVER_RESULT_INIT;

                    with_safe++;
                    safe_by_config[c]++;
                    ap_position_apply (&after, moves[i], NULL);
                    limits_dfs (&limits, 200000, FALSE);
                    ap_solver_solve (&after, &limits, &next);
                    if (plain.verdict == AP_SOLVER_WINNABLE && next.verdict != AP_SOLVER_UNKNOWN)
                      g_assert_cmpint (next.verdict, ==, AP_SOLVER_WINNABLE);
                    break;
                  }
            }
      }
  /* The comparison must have seen both answers and many safe moves. */
  g_test_message ("compared %u positions, %u with a safe move, %u unwinnable", compared, with_safe,
                  unwinnable);
  g_assert_cmpuint (compared, >=, 300);
  g_assert_cmpuint (with_safe, >=, 50);
  g_assert_cmpuint (unwinnable, >=, 5);
  for (guint c = 0; c < G_N_ELEMENTS (safe_configs); c++)
    {
      g_test_message ("config %u: %u safe moves checked", c, safe_by_config[c]);
      g_assert_cmpuint (safe_by_config[c], >=, 5);
    }
}

static gboolean
is_safe (const ApPosition *pos, int src, int dst)
{
  ApMove move = { AP_MOVE_CARD, src, dst };

  g_assert_cmpint (ap_position_check_move (pos, move), ==, AP_VERDICT_OK);
  return ap_solver_move_is_safe (pos, move);
}

/* Tournament's rules (ap-safe-move.c, rules 1 and 2) on
 * tournament-ace-split.txt: spades up (F1) empty, down (F5) at 2S. */
static void
test_tournament_safe_move_rules (void)
{
  g_autofree ApPosition *pos = load ("tournament-ace-split.txt", NULL);
  g_autofree ApPosition *complete = load ("tournament-ace-complete.txt", NULL);
  ApMove ace_down = { AP_MOVE_CARD, AP_PILE_R (0), AP_PILE_F (4) };
  ApPosition copy;

  /* Rule 1: a kibitzer's ace onto the empty up foundation is safe; onto
   * the down one, which it would complete while F1 is empty, it is not,
   * and rightly: that move loses a winnable position. */
  g_assert_true (is_safe (pos, AP_PILE_R (0), AP_PILE_F (0)));
  g_assert_false (is_safe (pos, AP_PILE_R (0), AP_PILE_F (4)));
  copy = *pos;
  ap_position_apply (&copy, ace_down, NULL);
  g_assert_true (ap_position_equal (&copy, complete));
  g_assert_cmpint (brute_solve (&copy, AP_DECK_SIZE, 200000), ==, BRUTE_LOST);

  /* Met (F1 AS, F5 2S): no safe move, from a kibitzer or a depot. */
  copy = *pos;
  copy.cards[AP_PILE_F (0)][copy.len[AP_PILE_F (0)]++] = AP_CARD (AP_ACE, AP_SPADES);
  copy.len[AP_PILE_R (0)] = 0;
  g_assert_false (is_safe (&copy, AP_PILE_R (1), AP_PILE_F (4)));

  /* Past the meeting (F1 AS 2S, F5 down to 2S): 3S is the last copy the
   * up foundation takes. From a kibitzer, safe; the top of a depot,
   * safe with no redeal left, not with one (the redeal would gather it). */
  copy.cards[AP_PILE_F (0)][copy.len[AP_PILE_F (0)]++] = AP_CARD (2, AP_SPADES);
  copy.cards[AP_PILE_T (0)][0] = AP_CARD (AP_ACE, AP_SPADES);
  copy.cards[AP_PILE_T (0)][1] = AP_CARD (3, AP_SPADES);
  copy.len[AP_PILE_T (0)] = 2;
  copy.cards[AP_PILE_R (1)][0] = AP_CARD (3, AP_SPADES);
  g_assert_true (is_safe (&copy, AP_PILE_R (1), AP_PILE_F (0)));
  g_assert_true (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (0)));
  copy.redeals = 1;
  g_assert_false (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (0)));
  g_assert_true (is_safe (&copy, AP_PILE_R (1), AP_PILE_F (0)));
  /* The depot's bottom card while the stock has cards: not safe (the
   * depot would be refilled at once); with the stock empty, safe. */
  copy.redeals = 0;
  copy.cards[AP_PILE_T (0)][0] = AP_CARD (3, AP_SPADES);
  copy.len[AP_PILE_T (0)] = 1;
  g_assert_true (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (0)));
  copy.cards[AP_PILE_STOCK][0] = AP_CARD (AP_ACE, AP_SPADES);
  copy.len[AP_PILE_STOCK] = 1;
  g_assert_false (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (0)));
}

/* The safe-move rules of the engine's ap-safe-move.c, case by case. The
 * positions are edited piles, not whole games: the rules only look at the
 * piles. */
static void
test_safe_move_rules (void)
{
  g_autofree ApPosition *pos = load ("algerian-lost.txt", NULL);
  ApPosition copy;
  ApRules rules;

  /* Algerian: KD onto an up foundation showing QD is safe when the down
   * foundation of diamonds is complete ... */
  copy = *pos;
  copy.len[AP_PILE_F (2)]--;
  copy.cards[AP_PILE_T (0)][copy.len[AP_PILE_T (0)]++] = AP_CARD (AP_KING, AP_DIAMONDS);
  g_assert_true (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (2)));
  /* ... and not when it is not (the ace of diamonds still in play). */
  copy.len[AP_PILE_F (6)]--;
  g_assert_false (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (2)));
  /* Spades: 6S onto F1 while the down foundation waits for 7S: not safe. */
  copy = *pos;
  copy.cards[AP_PILE_T (0)][0] = AP_CARD (6, AP_SPADES);
  g_assert_false (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (0)));

  /* Carthage: an ace is always safe; a two only once both aces are home. */
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_position_init_empty (&copy, &rules);
  copy.cards[AP_PILE_T (0)][0] = AP_CARD (AP_ACE, AP_SPADES);
  copy.len[AP_PILE_T (0)] = 1;
  g_assert_true (is_safe (&copy, AP_PILE_T (0), AP_PILE_F (3)));
  copy.cards[AP_PILE_F (0)][0] = AP_CARD (AP_ACE, AP_SPADES);
  copy.len[AP_PILE_F (0)] = 1;
  copy.cards[AP_PILE_R (2)][0] = AP_CARD (2, AP_SPADES);
  copy.len[AP_PILE_R (2)] = 1;
  g_assert_false (is_safe (&copy, AP_PILE_R (2), AP_PILE_F (0)));
  copy.len[AP_PILE_T (0)] = 0;
  copy.cards[AP_PILE_F (5)][0] = AP_CARD (AP_ACE, AP_SPADES);
  copy.len[AP_PILE_F (5)] = 1;
  g_assert_true (is_safe (&copy, AP_PILE_R (2), AP_PILE_F (0)));

  /* Patriarchs: with the stock empty and no redeal left, every move home
   * is safe, from the waste or a reserve ... */
  g_free (pos);
  pos = load ("patriarchs-winnable.txt", NULL);
  g_assert_true (is_safe (pos, AP_PILE_WASTE, AP_PILE_F (0)));
  g_assert_true (is_safe (pos, AP_PILE_R (0), AP_PILE_F (4)));
  /* ... but none while a redeal can bring the waste back ... */
  copy = *pos;
  copy.redeals = 1;
  g_assert_false (is_safe (&copy, AP_PILE_WASTE, AP_PILE_F (0)));
  g_assert_false (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (4)));
  /* ... or a card is still in the stock. */
  copy = *pos;
  copy.cards[AP_PILE_STOCK][0] = copy.cards[AP_PILE_R (8)][0];
  copy.len[AP_PILE_STOCK] = 1;
  copy.len[AP_PILE_R (8)] = 0;
  g_assert_false (is_safe (&copy, AP_PILE_WASTE, AP_PILE_F (0)));
  g_assert_false (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (4)));
  /* Why: putting KH home at once loses patriarchs-token.txt, a win. */
  g_free (pos);
  pos = load ("patriarchs-token.txt", NULL);
  g_assert_false (is_safe (pos, AP_PILE_R (0), AP_PILE_F (1)));
  {
    g_autofree ApPosition *spent = load ("patriarchs-token-spent.txt", NULL);
    ApMove home = { AP_MOVE_CARD, AP_PILE_R (0), AP_PILE_F (1) };

    copy = *pos;
    ap_position_apply (&copy, home, NULL);
    g_assert_true (ap_position_equal (&copy, spent));
  }

  /* Picture Patience, stock empty, no redeal: 6S with spades up to 5S and
   * down to 7S could go either way: not safe; once the down foundation
   * shows 8S only the up one takes it: safe. */
  ap_rules_default (AP_GAME_PICTURE_PATIENCE, &rules);
  ap_position_init_empty (&copy, &rules);
  copy.redeals = 0;
  for (int r = AP_ACE; r <= 5; r++)
    copy.cards[AP_PILE_F (0)][copy.len[AP_PILE_F (0)]++] = AP_CARD (r, AP_SPADES);
  for (int r = AP_KING; r >= 7; r--)
    copy.cards[AP_PILE_F (4)][copy.len[AP_PILE_F (4)]++] = AP_CARD (r, AP_SPADES);
  copy.cards[AP_PILE_R (0)][0] = AP_CARD (6, AP_SPADES);
  copy.len[AP_PILE_R (0)] = 1;
  g_assert_false (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (0)));
  g_assert_false (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (4)));
  copy.len[AP_PILE_F (4)]--;
  g_assert_true (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (0)));
  /* The same with a card left in the stock: not safe. */
  copy.cards[AP_PILE_STOCK][0] = AP_CARD (9, AP_HEARTS);
  copy.len[AP_PILE_STOCK] = 1;
  g_assert_false (is_safe (&copy, AP_PILE_R (0), AP_PILE_F (0)));

  test_tournament_safe_move_rules ();
}

static gboolean
stop_after_calls_cb (gpointer data)
{
  guint *calls = data;

  return ++*calls >= 3;
}

typedef struct {
  ApPosition pos;
  ApSolverLimits limits;
  ApSolverResult result;
} ThreadJob;

static gpointer
solve_thread_cb (gpointer data)
{
  ThreadJob *job = data;

  ap_solver_solve (&job->pos, &job->limits, &job->result);
  return NULL;
}

/* The search stops when asked, from its own thread or another one, and two
 * searches in parallel give the answers they give alone. */
static void
test_cancel_and_threads (void)
{
  ApRules rules;
  ThreadJob jobs[2];
  GThread *threads[2];
  ApSolverLimits limits;
  g_auto (ApSolverResult) alone = AP_SOLVER_RESULT_INIT;
  g_auto (ApSolverResult) stopped = AP_SOLVER_RESULT_INIT;
  guint calls = 0;
  int cancel = 1;

  /* Patriarchs deal 1 takes far more than a few thousand positions. */
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);

  ap_position_deal (&jobs[0].pos, &rules, 1);
  limits_nodes (&limits, 0, TRUE);
  limits.should_stop = stop_after_calls_cb;
  limits.stop_data = &calls;
  ap_solver_solve (&jobs[0].pos, &limits, &stopped);
  g_assert_cmpint (stopped.verdict, ==, AP_SOLVER_UNKNOWN);
  g_assert_cmpint (stopped.stop, ==, AP_SOLVER_STOP_CANCELLED);
  g_assert_cmpuint (calls, ==, 3);

  for (int i = 0; i < 2; i++)
    {
      ap_position_deal (&jobs[i].pos, &rules, 1);
      limits_nodes (&jobs[i].limits, 0, TRUE);
      jobs[i].limits.cancel_flag = &cancel;
      jobs[i].result = (ApSolverResult) AP_SOLVER_RESULT_INIT;
      threads[i] = g_thread_new ("solve", solve_thread_cb, &jobs[i]);
    }
  for (int i = 0; i < 2; i++)
    {
      g_thread_join (threads[i]);
      g_assert_cmpint (jobs[i].result.verdict, ==, AP_SOLVER_UNKNOWN);
      g_assert_cmpint (jobs[i].result.stop, ==, AP_SOLVER_STOP_CANCELLED);
      ap_solver_result_clear (&jobs[i].result);
    }

  ap_rules_preset (AP_PRESET_PARLETT, &rules);
  ap_position_deal (&jobs[0].pos, &rules, 9);
  limits_nodes (&limits, 300000, TRUE);
  ap_solver_solve (&jobs[0].pos, &limits, &alone);
  for (int i = 0; i < 2; i++)
    {
      jobs[i].pos = jobs[0].pos;
      jobs[i].limits = limits;
      jobs[i].result = (ApSolverResult) AP_SOLVER_RESULT_INIT;
      threads[i] = g_thread_new ("solve", solve_thread_cb, &jobs[i]);
    }
  for (int i = 0; i < 2; i++)
    {
      g_thread_join (threads[i]);
      g_assert_cmpint (jobs[i].result.verdict, ==, alone.verdict);
      g_assert_cmpuint (jobs[i].result.nodes, ==, alone.nodes);
      g_assert_cmpuint (jobs[i].result.n_moves, ==, alone.n_moves);
      ap_solver_result_clear (&jobs[i].result);
    }
}

/* A tiny memory bound ends the search as unknown, never as a proof. */
static void
test_memory_bound (void)
{
  ApRules rules;
  ApPosition pos;
  ApSolverLimits limits;
  g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

  ap_rules_default (AP_GAME_PICTURE_PATIENCE, &rules);
  ap_position_deal (&pos, &rules, 1);
  limits_nodes (&limits, 0, TRUE);
  limits.memory_limit = 256 << 10;
  ap_solver_solve (&pos, &limits, &result);
  g_assert_cmpint (result.verdict, ==, AP_SOLVER_UNKNOWN);
  g_assert_cmpint (result.stop, ==, AP_SOLVER_STOP_MEMORY);
  g_assert_cmpuint (result.positions, <=, (256 << 10) / sizeof (ApSolverKey));
}

/* What restricted searches did on spoilt positions (each_spoilt_position()),
 * and the transfers their playouts made (check_rollout()). */
typedef struct {
  guint compared, wins, proofs, transfers;
} Tally;

/* Checks the outcome `out` of a restricted search (a beam, a best-first
 * search) on `pos` against the verdict `dfs` of the depth-first search
 * alone: a win replays and is never one that search proves unwinnable; a
 * search that kept every position is a proof, and that search finds no
 * win either. Frees the line. */
static void
check_against_dfs (const ApPosition *pos, ApSolverVerdict dfs, ApSolverBeam *out, Tally *tally)
{
  if (out->won)
    {
      g_assert_true (test_replays_to_win (pos, out->moves, out->n_moves));
      g_assert_cmpint (dfs, !=, AP_SOLVER_UNWINNABLE);
      tally->wins++;
    }
  else if (!out->cut)
    {
      g_assert_cmpint (out->stop, ==, AP_SOLVER_STOP_NONE);
      g_assert_cmpint (dfs, !=, AP_SOLVER_WINNABLE);
      tally->proofs++;
    }
  tally->compared += dfs != AP_SOLVER_UNKNOWN;
  g_clear_pointer (&out->moves, g_free);
}

typedef void (*SpoiltCheck) (const ApPosition *pos, ApSolverVerdict dfs, Tally *tally);

/* Which positions each_spoilt_position() gives: those `step`, 2 * `step`
 * .. `max_back` moves before the end of a winning line of every
 * configuration (with a tableau only, when `tableau_only`), deals 1 to
 * `deals`, spoilt by fewer than `spoil` random moves and then, when
 * `cramp`, by random_cramp(); the depth-first search judges them with
 * `dfs_nodes` positions. */
typedef struct {
  guint deals, step, max_back, spoil;
  guint64 dfs_nodes;
  gboolean tableau_only;
  gboolean cramp;
} SpoiltSpec;

/* Small positions from the ends of winning lines: deals 1-6, 10 to 60
 * moves before the end, spoilt by up to 15 random moves. */
static const SpoiltSpec near_the_end = { 6, 10, 60, 16, 200000, FALSE };

/* `check` gets each position of `spec` in `config`, with the verdict of
 * the depth-first search alone. */
static void
config_spoilt_positions (const Config *config, GRand *rand, const SpoiltSpec *spec,
                         SpoiltCheck check, Tally *tally)
{
  for (guint deal = 1; deal <= spec->deals; deal++)
    {
      ApPosition start;
      ApSolverLimits limits;
      g_auto (ApSolverResult) line = AP_SOLVER_RESULT_INIT;

      if ((spec->tableau_only && ap_game_info (config->game)->n_tableau == 0) ||
          !winning_line (config, deal, &start, &line))
        continue;
      for (guint back = spec->step; back <= MIN (line.n_moves, spec->max_back); back += spec->step)
        {
          ApPosition pos;
          g_auto (ApSolverResult) dfs = AP_SOLVER_RESULT_INIT;

          before_end (&start, &line, back, &pos);
          random_spoil (&pos, rand, g_rand_int_range (rand, 0, (gint32) spec->spoil));
          if (spec->cramp)
            random_cramp (&pos, rand);
          limits_dfs (&limits, spec->dfs_nodes, TRUE);
          ap_solver_solve (&pos, &limits, &dfs);
          check (&pos, dfs.verdict, tally);
        }
    }
}

/* config_spoilt_positions() in every configuration. */
static void
each_spoilt_position (GRand *rand, const SpoiltSpec *spec, SpoiltCheck check, Tally *tally)
{
  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    config_spoilt_positions (&configs[c], rand, spec, check, tally);
}

static void
check_beams (const ApPosition *pos, ApSolverVerdict dfs, Tally *tally)
{
  for (ApBeamScore score = AP_BEAM_RESERVE; score <= AP_BEAM_ROLLOUT_END; score++)
    {
      ApSolverBeam beam;

      beam_run (pos, score >= AP_BEAM_ROLLOUT ? 8 : 64, score, 0, &beam);
      check_against_dfs (pos, dfs, &beam, tally);
    }
}

/* The depth-first search, and the search for "lost", against
 * brute_solve(), which has no symmetry, safe move or merged move in it:
 * where both decide, they agree. */
static void
check_brute (const ApPosition *pos, ApSolverVerdict dfs, Tally *tally)
{
  BruteVerdict brute = brute_solve (pos, AP_DECK_SIZE, 100000);
  BruteVerdict more = brute_solve (pos, ap_position_foundation_count (pos) + 1, 100000);
  gboolean stock_left =
    pos->len[AP_PILE_STOCK] > 0 || (pos->redeals > 0 && pos->len[AP_PILE_WASTE] > 0);
  ApSolverLimits limits;

  if (more != BRUTE_TOO_BIG)
    {
      limits_nodes (&limits, 1000000, TRUE);
      g_assert_cmpint (ap_solver_lost (pos, &limits), ==,
                       more == BRUTE_LOST && !stock_left ? AP_LOST_YES : AP_LOST_NO);
    }
  if (dfs == AP_SOLVER_UNKNOWN || brute == BRUTE_TOO_BIG)
    return;
  g_assert_cmpint (dfs, ==, brute == BRUTE_WON ? AP_SOLVER_WINNABLE : AP_SOLVER_UNWINNABLE);
  tally->compared++;
  tally->wins += brute == BRUTE_WON;
  tally->proofs += brute == BRUTE_LOST;
}

/* check_brute() on the positions of `spec`: at least 50 compared wins and
 * 2 compared proofs, so that both answers are put to the test. */
static void
compare_with_brute_force (const SpoiltSpec *spec, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  Tally tally = { 0 };

  each_spoilt_position (rand, spec, check_brute, &tally);
  g_test_message ("compared %u positions: %u won, %u lost", tally.compared, tally.wins,
                  tally.proofs);
  g_assert_cmpuint (tally.wins, >=, 50);
  g_assert_cmpuint (tally.proofs, >=, 2);
}

/* The complete search's answers, which rest on its key's symmetries and
 * its safe and merged moves, against a search with none of them, on small
 * positions of every game, with at most one empty pile where there is a
 * tableau. (tests/solver/positions/carthage-lone-card.txt is the case that
 * a symmetry once got wrong.) */
static void
test_against_brute_force (void)
{
  static const SpoiltSpec cramped = { 4, 8, 40, 16, 200000, FALSE, TRUE };

  compare_with_brute_force (&cramped, 11);
}

/* The same with the positions as the spoiling leaves them, often with
 * several empty piles, where the key's exchanges of piles and the safe
 * moves have the most to do. */
static void
test_against_brute_force_open (void)
{
  static const SpoiltSpec open = { 4, 8, 40, 16, 200000, FALSE, FALSE };

  compare_with_brute_force (&open, 13);
}

/* Tournament against brute_solve(), which has no symmetry, safe move or
 * merged move in it, on positions from the last 60 moves of winning lines
 * of deals 1-12, spoilt by up to 11 random moves: the complete search and
 * the search for "lost" agree with it where both decide (check_brute()),
 * and every safe automatic move of a position that brute_solve() wins
 * leaves a position that it does not prove lost. */
static void
test_tournament_against_brute_force (void)
{
  static const Config tournament = { AP_GAME_TOURNAMENT, AP_PRESET_CUSTOM };
  g_autoptr (GRand) rand = g_rand_new_with_seed (29);
  Tally tally = { 0 };
  guint safe_checked[2] = { 0, 0 };

  for (guint deal = 1; deal <= 12; deal++)
    {
      ApPosition start;
      g_auto (ApSolverResult) line = AP_SOLVER_RESULT_INIT;

      if (!winning_line (&tournament, deal, &start, &line))
        continue;
      for (guint back = 6; back <= MIN (line.n_moves, 60u); back += 6)
        {
          ApPosition pos;
          ApSolverLimits limits;
          ApMove moves[AP_MAX_MOVES];
          guint n;
          g_auto (ApSolverResult) dfs = AP_SOLVER_RESULT_INIT;

          before_end (&start, &line, back, &pos);
          random_spoil (&pos, rand, g_rand_int_range (rand, 0, 12));
          limits_dfs (&limits, 200000, TRUE);
          ap_solver_solve (&pos, &limits, &dfs);
          check_brute (&pos, dfs.verdict, &tally);
          if (brute_solve (&pos, AP_DECK_SIZE, 100000) != BRUTE_WON)
            continue;
          n = ap_position_legal_moves (&pos, moves);
          for (guint i = 0; i < n; i++)
            if (ap_solver_move_is_safe (&pos, moves[i]))
              {
                ApPosition after = pos;

                ap_position_apply (&after, moves[i], NULL);
                g_assert_cmpint (brute_solve (&after, AP_DECK_SIZE, 100000), !=, BRUTE_LOST);
                safe_checked[ap_pile_kind (moves[i].src) == AP_KIND_TABLEAU]++;
              }
        }
    }
  g_test_message ("compared %u positions: %u won, %u lost; safe moves checked: %u from a "
                  "kibitzer, %u from a depot",
                  tally.compared, tally.wins, tally.proofs, safe_checked[0], safe_checked[1]);
  g_assert_cmpuint (tally.wins, >=, 30);
  g_assert_cmpuint (tally.proofs, >=, 2);
  g_assert_cmpuint (safe_checked[0], >=, 20);
  g_assert_cmpuint (safe_checked[1], >=, 5);
}

/* The pile whose top card comes first, the waste's first, then the piles
 * in order, among the cards of a suit whose two foundations meet: the up
 * one shows one rank below the down one, and transfers are allowed. -1:
 * none. */
static int
first_met_card (const ApPosition *pos)
{
  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES && pos->rules.transfers; pile++)
    {
      int up = -1, down = -1;
      ApSuit suit;

      if (ap_pile_kind (pile) == AP_KIND_FOUNDATION || pos->len[pile] == 0 ||
          !ap_game_has_pile (pos->rules.game, pile))
        continue;
      suit = ap_card_suit (ap_position_top (pos, pile));
      for (int f = AP_PILE_F (0); f <= AP_PILE_F (7); f++)
        if (pos->len[f] > 0 && ap_card_suit (pos->cards[f][0]) == suit)
          {
            if (ap_foundation_is_down (pos->rules.game, f))
              down = f;
            else
              up = f;
          }
      if (up >= 0 && down >= 0 &&
          ap_card_rank (ap_position_top (pos, up)) + 1 ==
            ap_card_rank (ap_position_top (pos, down)))
        return pile;
    }
  return -1;
}

static gboolean
is_legal (const ApPosition *pos, ApMove move)
{
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (pos, moves);

  for (guint m = 0; m < n; m++)
    if (ap_move_equal (moves[m], move))
      return TRUE;
  return FALSE;
}

/* Plays from `pos` the moves of `line` from *i on that put the top card of
 * `pile`, of a met suit, home: transfers between the two foundations of
 * its suit, at most 12, each legal, then the card onto one of them. */
static void
follow_met_card (ApPosition *pos, int pile, GArray *line, guint *i)
{
  ApCard card = ap_position_top (pos, pile);
  guint transfers = 0;
  ApMove move;

  for (;;)
    {
      g_assert_cmpuint (*i, <, line->len);
      move = g_array_index (line, ApMove, (*i)++);
      g_assert_true (is_legal (pos, move));
      if (ap_pile_kind (move.src) != AP_KIND_FOUNDATION)
        break;
      g_assert_cmpint (ap_card_suit (ap_position_top (pos, move.src)), ==, ap_card_suit (card));
      g_assert_cmpuint (++transfers, <=, 12);
      ap_position_apply (pos, move, NULL);
    }
  g_assert_cmpint (move.src, ==, pile);
  g_assert_cmpint (ap_pile_kind (move.dst), ==, AP_KIND_FOUNDATION);
  ap_position_apply (pos, move, NULL);
}

/* TRUE when the playout holds back `move`, a card home: a reserve card,
 * while the card its refill would take (the waste's top card, else the
 * stock's) is more than AP_SOLVER_RESCUE_FIRST steps from the nearest
 * foundation that will take it, with a redeal to come, or more than
 * AP_SOLVER_RESCUE_LAST without. */
static gboolean
held_back (const ApPosition *pos, ApMove move)
{
  int refill = pos->len[AP_PILE_WASTE] > 0 ? AP_PILE_WASTE : AP_PILE_STOCK;
  int steps = 99;
  ApCard shown;

  if (ap_pile_kind (move.src) != AP_KIND_RESERVE || pos->len[refill] == 0)
    return FALSE;
  shown = ap_position_top (pos, refill);
  for (int f = AP_PILE_F (0); f <= AP_PILE_F (7); f++)
    {
      gboolean down = ap_foundation_is_down (pos->rules.game, f);
      int want, away;

      if (pos->len[f] == 13 ||
          (pos->len[f] > 0 && ap_card_suit (pos->cards[f][0]) != ap_card_suit (shown)))
        continue;
      want = pos->len[f] == 0 ? (down ? AP_KING : AP_ACE)
                              : (int) ap_card_rank (ap_position_top (pos, f)) + (down ? -1 : 1);
      away = down ? want - (int) ap_card_rank (shown) : (int) ap_card_rank (shown) - want;
      if (away >= 0)
        steps = MIN (steps, away);
    }
  return steps > (pos->redeals > 0 ? AP_SOLVER_RESCUE_FIRST : AP_SOLVER_RESCUE_LAST);
}

/* The playout from `pos` against its definition, move by move, with the
 * move generator as the judge: every move is legal; a card goes home from
 * the waste when the waste's card can go, else from the first pile whose
 * card can and is not held back (held_back()), onto the first foundation
 * that takes it; when none can, the first card of a met suit goes home
 * after transfers (first_met_card()); a deal (then a redeal) only when
 * neither happens; then the first card held back; at the end none of
 * these is possible; the count is the cards home at the end, and the
 * position it returns is the one at the end. And the playout from the
 * position its first card home or deal leads to is the rest of it. */
static void
check_rollout (const ApPosition *start, ApSolverVerdict dfs, Tally *tally)
{
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (ApMove));
  ApPosition pos = *start, end;
  guint n_moves = 0, first_action = 0;
  guint count = ap_solver_rollout (start, line, &n_moves, &end);

  g_assert_cmpuint (n_moves, ==, line->len);
  for (guint i = 0;;)
    {
      ApMove moves[AP_MAX_MOVES], expected = { 0, 0, 0 }, held = { 0, 0, 0 };
      guint n = ap_position_legal_moves (&pos, moves);
      gboolean any = FALSE, any_held = FALSE;
      int met, held_src = -1;

      /* legal_moves() lists cards by source pile, the waste first, then
       * by foundation, then the deal and the redeal. A pile whose first
       * move home is held back is passed over. */
      for (guint m = 0; m < n && !any; m++)
        if (moves[m].kind != AP_MOVE_CARD || (ap_pile_kind (moves[m].dst) == AP_KIND_FOUNDATION &&
                                              ap_pile_kind (moves[m].src) != AP_KIND_FOUNDATION))
          {
            if (moves[m].kind == AP_MOVE_CARD && moves[m].src == held_src)
              continue;
            if (moves[m].kind == AP_MOVE_CARD && held_back (&pos, moves[m]))
              {
                held_src = moves[m].src;
                if (!any_held)
                  held = moves[m];
                any_held = TRUE;
                continue;
              }
            expected = moves[m];
            any = TRUE;
          }
      met = any && expected.kind == AP_MOVE_CARD ? -1 : first_met_card (&pos);
      if (!any && met < 0 && any_held)
        {
          expected = held;
          any = TRUE;
        }
      if (met >= 0)
        {
          guint before = i;

          follow_met_card (&pos, met, line, &i);
          tally->transfers += i - before - 1;
        }
      else if (any)
        {
          g_assert_cmpuint (i, <, line->len);
          g_assert_true (ap_move_equal (g_array_index (line, ApMove, i), expected));
          ap_position_apply (&pos, expected, NULL);
          i++;
        }
      else
        {
          g_assert_cmpuint (i, ==, line->len);
          break;
        }
      if (first_action == 0)
        first_action = i;
    }
  g_assert_cmpuint (count, ==, ap_position_foundation_count (&pos));
  g_assert_true (ap_position_equal (&end, &pos));
  /* The beams take the playout from where the first move leads for the
   * rest of this one, count and moves, unless that move is a transfer. */
  if (line->len > 0)
    {
      g_autoptr (GArray) rest = g_array_new (FALSE, FALSE, sizeof (ApMove));

      pos = *start;
      for (guint i = 0; i < first_action; i++)
        ap_position_apply (&pos, g_array_index (line, ApMove, i), NULL);
      g_assert_cmpuint (ap_solver_rollout (&pos, rest, NULL, NULL), ==, count);
      g_assert_cmpuint (rest->len, ==, line->len - first_action);
      for (guint i = 0; i < rest->len; i++)
        g_assert_true (ap_move_equal (g_array_index (rest, ApMove, i),
                                      g_array_index (line, ApMove, i + first_action)));
    }
  if (count == AP_DECK_SIZE)
    {
      g_assert_cmpint (dfs, !=, AP_SOLVER_UNWINNABLE);
      tally->wins++;
    }
  tally->compared++;
}

/*
 * Greedy playouts (ap-solver-rollout.c). On positions from every game,
 * they follow their definition (check_rollout()), and in some the playout
 * puts home a card of a met suit after transfers. On the hand-made
 * Patriarchs endgame where putting a card home at once loses
 * (patriarchs-token.txt), the playout does that and loses: KS, which the
 * refill saves, is 4 steps from home, and holding back in the last pass
 * stops at AP_SOLVER_RESCUE_LAST. After the deal that the winning line
 * starts with, it wins; a beam ranked by playouts finds that line even one
 * position wide. With a lower threshold the playout would wait for TS and
 * win. With the waste empty, it holds a reserve card back for the stock's
 * card, which the refill would take. On the hand-made endgame
 * where only transfers let a card home (patriarchs-met.txt), the playout
 * makes the two and wins.
 */
static void
test_rollout (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  g_autofree ApPosition *token = load ("patriarchs-token.txt", NULL);
  ApPosition dealt = *token;
  ApMove deal = { AP_MOVE_DEAL, 0, 0 };
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (ApMove));
  ApSolverBeam beam;
  Tally tally = { 0 };
  ApSolverRescue lower = { AP_SOLVER_RESCUE_FIRST, AP_SOLVER_RESCUE_LAST };

  G_STATIC_ASSERT (AP_SOLVER_RESCUE_LAST >= 4);
  g_assert_cmpuint (ap_solver_rollout (token, line, NULL, NULL), <, AP_DECK_SIZE);
  g_assert_cmpuint (line->len, >, 0);
  g_assert_cmpint (g_array_index (line, ApMove, 0).kind, ==, AP_MOVE_CARD);
  g_assert_cmpint (g_array_index (line, ApMove, 0).src, ==, AP_PILE_R (0));
  ap_position_apply (&dealt, deal, NULL);
  g_assert_cmpuint (ap_solver_rollout (&dealt, NULL, NULL, NULL), ==, AP_DECK_SIZE);
  beam_run (token, 1, AP_BEAM_ROLLOUT, 0, &beam);
  g_assert_true (beam.won);
  g_assert_true (test_replays_to_win (token, beam.moves, beam.n_moves));
  g_assert_cmpint (beam.moves[0].kind, ==, AP_MOVE_DEAL);
  g_free (beam.moves);
  /* Thresholds of its own (ap_solver_rollout_rescue()): holding back in
   * the last pass while the refill's card is more than 3 steps away, it
   * waits for TS, and wins; so does a beam one position wide ranked by
   * such playouts. */
  lower.last = 3;
  g_assert_cmpuint (ap_solver_rollout_rescue (token, lower, NULL, NULL, NULL), ==, AP_DECK_SIZE);
  beam_run_rescue (token, 1, AP_BEAM_ROLLOUT, lower, &beam);
  g_assert_true (beam.won);
  g_assert_true (test_replays_to_win (token, beam.moves, beam.n_moves));
  g_free (beam.moves);

  each_spoilt_position (rand, &near_the_end, check_rollout, &tally);
  g_test_message ("rollout: %u positions, %u won, %u transfers", tally.compared, tally.wins,
                  tally.transfers);
  g_assert_cmpuint (tally.wins, >, 0);
  g_assert_cmpuint (tally.wins, <, tally.compared);
  g_assert_cmpuint (tally.transfers, >, 0);

  {
    g_autofree ApPosition *met = load ("patriarchs-met.txt", NULL);
    ApMove transfer = { AP_MOVE_CARD, AP_PILE_F (7), AP_PILE_F (3) };
    ApMove nine = { AP_MOVE_CARD, AP_PILE_WASTE, AP_PILE_F (3) };
    Tally one = { 0 };

    g_array_set_size (line, 0);
    g_assert_cmpuint (ap_solver_rollout (met, line, NULL, NULL), ==, AP_DECK_SIZE);
    g_assert_cmpuint (line->len, ==, 2 + 13);
    g_assert_true (ap_move_equal (g_array_index (line, ApMove, 0), transfer));
    g_assert_true (ap_move_equal (g_array_index (line, ApMove, 1), transfer));
    g_assert_true (ap_move_equal (g_array_index (line, ApMove, 2), nine));
    g_assert_true (test_replays_to_win (met, (ApMove *) line->data, line->len));
    check_rollout (met, AP_SOLVER_WINNABLE, &one);
    g_assert_cmpuint (one.transfers, ==, 2);
  }

  /* Holding back for the stock's card: patriarchs-token.txt with KS moved
   * from the waste to the bottom of the stock, JS on top of it, and a
   * redeal to come. The waste is empty, so putting KH home would refill
   * R1 with JS, 2 steps from home: the playout deals first. */
  {
    ApPosition from_stock = *token;
    ApCard order[4];
    const char *names[4] = { "KS", "9S", "TS", "JS" };
    Tally one = { 0 };

    for (guint k = 0; k < 4; k++)
      g_assert_true (ap_card_parse (names[k], 2, &order[k]));
    from_stock.len[AP_PILE_WASTE] = 0;
    from_stock.len[AP_PILE_STOCK] = 4;
    memcpy (from_stock.cards[AP_PILE_STOCK], order, sizeof order);
    from_stock.redeals = 1;
    G_STATIC_ASSERT (AP_SOLVER_RESCUE_FIRST < 2);
    g_array_set_size (line, 0);
    ap_solver_rollout (&from_stock, line, NULL, NULL);
    g_assert_true (ap_move_equal (g_array_index (line, ApMove, 0), deal));
    check_rollout (&from_stock, AP_SOLVER_UNKNOWN, &one);
  }
}

/*
 * The beam search (ap-solver-beam.c) on its own. Whole deals that the
 * depth-first search left undecided within 10 s: Patriarchs deal 4 and
 * Picture Patience deal 8 (their best lines then put 74 and 80 of 104
 * cards home); a beam wins them, and the lines replay. Small positions
 * from the ends of winning lines, some spoilt by random moves, against the
 * depth-first search alone: a beam never wins what that search proves
 * unwinnable; a beam that dropped no position is a proof, and then that
 * search finds no win either. The node limit holds.
 */
static void
test_beam (void)
{
  /* Deals that 10 s of depth-first search left undecided; Picture
   * Patience deal 16 stayed undecided within 10 s even with beams of the
   * first score, and the second wins it. */
  static const struct {
    ApGame game;
    guint32 deal;
    ApBeamScore score;
    guint width;
  } hard[] = {
    { AP_GAME_PATRIARCHS, 4, AP_BEAM_RESERVE, 1024 },
    { AP_GAME_PICTURE_PATIENCE, 8, AP_BEAM_RESERVE, 1024 },
    { AP_GAME_PICTURE_PATIENCE, 16, AP_BEAM_COVERED, 4096 },
    /* Won before only by the limited-discrepancy passes, in 6.7 s. */
    { AP_GAME_PICTURE_PATIENCE, 4, AP_BEAM_ROLLOUT, 16 },
    /* Resisted every search until the playouts held reserve cards back
     * (ap-solver-rollout.c); now not won at widths 64-512. */
    { AP_GAME_PICTURE_PATIENCE, 178, AP_BEAM_ROLLOUT, 1024 },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  Tally tally = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (hard); i++)
    {
      ApRules rules;
      ApPosition pos;
      ApSolverBeam beam;
      ApPosition won;

      ap_rules_default (hard[i].game, &rules);
      ap_position_deal (&pos, &rules, hard[i].deal);
      beam_run (&pos, hard[i].width, hard[i].score, 0, &beam);
      g_assert_true (beam.won);
      g_assert_true (test_replays_to_win (&pos, beam.moves, beam.n_moves));
      /* From the won position, the empty line. */
      won = pos;
      for (guint k = 0; k < beam.n_moves; k++)
        ap_position_apply (&won, beam.moves[k], NULL);
      g_free (beam.moves);
      beam_run (&won, 16, AP_BEAM_COVERED, 0, &beam);
      g_assert_true (beam.won);
      g_assert_cmpuint (beam.n_moves, ==, 0);
      g_free (beam.moves);

      /* A hint's budget is honoured exactly; with playouts, which count
       * their moves, it is passed by one playout's moves at most (fewer
       * than three a card, and at most 12 transfers for each suit, whose
       * foundations meet once at most). The playouts' beam gets a smaller
       * budget: it wins some of these deals with 5,000. */
      beam_run (&pos, 1024, AP_BEAM_COVERED, 5000, &beam);
      g_assert_false (beam.won);
      g_assert_cmpint (beam.stop, ==, AP_SOLVER_STOP_NODES);
      g_assert_cmpuint (beam.nodes, ==, 5000);
      g_assert_true (beam.have_best);
      g_assert_cmpint (ap_position_check_move (&pos, beam.best_first), ==, AP_VERDICT_OK);
      beam_run (&pos, 1024, AP_BEAM_ROLLOUT, 1000, &beam);
      g_assert_false (beam.won);
      g_assert_cmpint (beam.stop, ==, AP_SOLVER_STOP_NODES);
      g_assert_cmpuint (beam.nodes, >=, 1000);
      g_assert_cmpuint (beam.nodes, <, 1000 + 3 * AP_DECK_SIZE + AP_N_SUITS * 12);
      g_assert_true (beam.have_best);
      g_assert_cmpint (ap_position_check_move (&pos, beam.best_first), ==, AP_VERDICT_OK);
    }

  each_spoilt_position (rand, &near_the_end, check_beams, &tally);
  g_test_message ("beam: %u positions compared, %u won, %u proved", tally.compared, tally.wins,
                  tally.proofs);
  g_assert_cmpuint (tally.compared, >=, 100);
  g_assert_cmpuint (tally.wins, >=, 50);
  g_assert_cmpuint (tally.proofs, >=, 5);
}

/*
 * Beams whose playouts draw their thresholds (ap_solver_beam_mixed()), as
 * Odd and Even's do. A mix of one pair given twice draws that pair every
 * time, so it is the beam of that pair alone, position for position and
 * move for move. The same seed draws the same pairs, so a mix searches
 * the same positions every time; another seed draws others. A win's line
 * ends with the playout of the pair drawn for the position where it
 * starts, and replays to a win (rules.md 0.7). Odd and Even deal 220,
 * which the solver left undecided within 10 s with a beam for each of the
 * seven pairs (commit 63b0961), and which none of them wins alone at
 * width 1,024, falls to a mix of the seven at width 512.
 */
static void
test_beam_mixed (void)
{
  ApSolverRescue three = { 1, 3 };
  ApSolverRescue twice[] = { three, three };
  guint n_pairs;
  const ApSolverRescue *pairs = ap_solver_odd_and_even_rescues (&n_pairs);
  ApRules rules;
  ApPosition pos;
  ApSolverBeam alone, mixed, again, other;

  ap_rules_default (AP_GAME_ODD_AND_EVEN, &rules);
  ap_position_deal (&pos, &rules, 220);
  beam_run_rescue (&pos, 16, AP_BEAM_ROLLOUT, three, &alone);
  beam_run_mixed (&pos, 16, twice, G_N_ELEMENTS (twice), 1, &mixed);
  g_assert_cmpint (mixed.won, ==, alone.won);
  g_assert_cmpuint (mixed.nodes, ==, alone.nodes);
  g_assert_cmpuint (mixed.best_count, ==, alone.best_count);
  g_assert_cmpuint (mixed.n_moves, ==, alone.n_moves);
  if (alone.n_moves > 0)
    g_assert_cmpmem (mixed.moves, mixed.n_moves * sizeof (ApMove), alone.moves,
                     alone.n_moves * sizeof (ApMove));
  g_free (alone.moves);
  g_free (mixed.moves);

  g_assert_cmpuint (n_pairs, >, 1);
  beam_run_mixed (&pos, 16, pairs, n_pairs, 1, &mixed);
  beam_run_mixed (&pos, 16, pairs, n_pairs, 1, &again);
  beam_run_mixed (&pos, 16, pairs, n_pairs, 3, &other);
  g_assert_cmpuint (mixed.nodes, ==, again.nodes);
  g_assert_cmpuint (mixed.best_count, ==, again.best_count);
  g_assert_cmpuint (mixed.nodes, !=, other.nodes);
  g_free (mixed.moves);
  g_free (again.moves);
  g_free (other.moves);

  beam_run_mixed (&pos, 512, pairs, n_pairs, 1, &mixed);
  g_assert_true (mixed.won);
  g_assert_true (test_replays_to_win (&pos, mixed.moves, mixed.n_moves));
  g_free (mixed.moves);
}

/* A best-first search with weighting `score`, without limits beyond
 * `node_limit`, run in slices of `slice` moves (0: one run), as the solver
 * resumes it between restarts. */
static void
best_run (const ApPosition *pos, guint score, guint64 node_limit, guint64 slice, ApSolverBeam *out)
{
  ApSolverLimits limits;
  ApSolverBest *best = ap_solver_best_new (pos, score, 256 << 20);
  guint64 nodes = 0;

  ap_solver_limits_init (&limits);
  for (;;)
    {
      ApSolverPassLimits pass = { &limits, 0, 0, 256 << 20 };
      guint64 left = node_limit > 0 ? node_limit - nodes : 0;

      pass.node_limit = slice == 0 ? left : (left > 0 ? MIN (slice, left) : slice);
      ap_solver_best_run (best, &pass, out);
      nodes += out->nodes;
      if (out->stop != AP_SOLVER_STOP_NODES || (node_limit > 0 && nodes >= node_limit))
        break;
      g_free (out->moves);
    }
  out->nodes = nodes;
  ap_solver_best_free (best);
}

static void
check_best_first (const ApPosition *pos, ApSolverVerdict dfs, Tally *tally)
{
  for (guint score = 0; score < AP_SOLVER_BEST_SCORES; score++)
    {
      ApSolverBeam best;

      best_run (pos, score, 200000, 0, &best);
      check_against_dfs (pos, dfs, &best, tally);
    }
}

/*
 * The best-first search (ap-solver-best.c) on its own. Carthage deal 19,
 * which the solver of commit b3d58bc (restarts and the complete search)
 * left undecided within 10 s: it wins it, the line replays, and running it
 * by slices changes nothing. Small positions from the ends of winning
 * lines, some spoilt by random moves, against the depth-first search
 * alone, with each weighting: it never wins what that search proves
 * unwinnable, and when it expanded every position, that search finds no
 * win either. The node limit and the memory bound hold.
 */
static void
test_best_first (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  Tally tally = { 0 };
  ApRules rules;
  ApPosition pos;
  ApSolverBeam whole, sliced, limited;

  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_position_deal (&pos, &rules, 19);
  best_run (&pos, 0, 0, 0, &whole);
  g_assert_true (whole.won);
  g_assert_true (test_replays_to_win (&pos, whole.moves, whole.n_moves));
  best_run (&pos, 0, 0, 777, &sliced);
  g_assert_true (sliced.won);
  g_assert_cmpuint (sliced.nodes, ==, whole.nodes);
  g_assert_cmpuint (sliced.n_moves, ==, whole.n_moves);
  g_assert_cmpmem (sliced.moves, sliced.n_moves * sizeof (ApMove), whole.moves,
                   whole.n_moves * sizeof (ApMove));
  g_free (sliced.moves);

  /* A hint's budget is honoured exactly, also by slices. */
  g_assert_cmpuint (whole.nodes, >, 3000);
  best_run (&pos, 0, 3000, 700, &limited);
  g_assert_false (limited.won);
  g_assert_cmpint (limited.stop, ==, AP_SOLVER_STOP_NODES);
  g_assert_cmpuint (limited.nodes, ==, 3000);
  g_assert_true (limited.cut);
  g_free (whole.moves);

  /* The memory bound: a search that fills it stops for good. */
  {
    ApSolverLimits limits;
    ApSolverPassLimits pass = { &limits, 0, 0, 1 << 20 };
    ApSolverBest *small;
    ApSolverBeam out;

    /* Undecided within 10 s (commit ecbc2c3). */
    ap_position_deal (&pos, &rules, 47);
    ap_solver_limits_init (&limits);
    small = ap_solver_best_new (&pos, 0, 1 << 20);
    ap_solver_best_run (small, &pass, &out);
    g_assert_false (out.won);
    g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_MEMORY);
    g_assert_true (out.cut);
    g_assert_cmpuint (out.nodes, >, 0);
    ap_solver_best_run (small, &pass, &out);
    g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_MEMORY);
    g_assert_cmpuint (out.nodes, ==, 0);
    ap_solver_best_free (small);
  }

  each_spoilt_position (rand, &near_the_end, check_best_first, &tally);
  g_test_message ("best-first: %u positions compared, %u won, %u proved", tally.compared,
                  tally.wins, tally.proofs);
  g_assert_cmpuint (tally.compared, >=, 100);
  g_assert_cmpuint (tally.wins, >=, 50);
  g_assert_cmpuint (tally.proofs, >=, 5);
}

/* A stage beam (ap-solver-stage.c) without limits but `node_limit` and
 * `memory`. */
static void
stage_run (const ApPosition *pos, guint width, guint budget, guint64 node_limit, gsize memory,
           ApSolverBeam *out)
{
  ApSolverLimits limits;
  ApSolverPassLimits pass = { &limits, 0, node_limit, memory };

  ap_solver_limits_init (&limits);
  ap_solver_stage (pos, width, budget, 4 * budget, &pass, out);
}

/* Positions 25 to 200 moves before the end of a winning line of every
 * configuration with a tableau, deals 1-4 (so with deals still to come),
 * spoilt by up to 29 random moves: a stage beam, narrow or wide, never
 * wins what the depth-first search proves unwinnable, and when it dropped
 * nothing, that search finds no win either. */
static const SpoiltSpec deals_to_come = { 4, 25, 200, 30, 100000, TRUE };

static void
check_stage_beams (const ApPosition *pos, ApSolverVerdict dfs, Tally *tally)
{
  ApSolverBeam narrow, wide;

  stage_run (pos, 4, 50, 0, 64 << 20, &narrow);
  check_against_dfs (pos, dfs, &narrow, tally);
  stage_run (pos, 100000, 1000000, 100000, 64 << 20, &wide);
  check_against_dfs (pos, dfs, &wide, tally);
}

static guint
key_hash (gconstpointer key)
{
  return (guint) ((const ApSolverKey *) key)->a;
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (ApSolverKey)) == 0;
}

/* How many positions a stage beam that drops nothing meets from `start`,
 * counted by a plain breadth-first search: the moves of the depth-first
 * search (a safe move alone where there is one) but the deal or redeal,
 * which the stage beam tries from every position. */
static guint
reachable_for_stage (const ApPosition *start)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (key_hash, key_equal, g_free, NULL);
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (ApPosition));
  ApSolverKey *key = g_new (ApSolverKey, 1);

  ap_solver_key (start, key);
  g_hash_table_add (seen, key);
  g_array_append_val (queue, *start);
  for (guint head = 0; head < queue->len;)
    {
      ApPosition pos = g_array_index (queue, ApPosition, head++);
      ApMove moves[AP_MAX_MOVES + 1], all[AP_MAX_MOVES], end;
      guint n = 0, n_all = ap_position_legal_moves (&pos, all);

      n_all = ap_solver_keep_safe_move (&pos, all, n_all);
      for (guint m = 0; m < n_all; m++)
        if (all[m].kind == AP_MOVE_CARD)
          moves[n++] = all[m];
      if (ap_position_stock_move (&pos, &end) == AP_VERDICT_OK)
        moves[n++] = end;
      /* (The positions done are dropped now and then.) */
      if (head == 4096)
        {
          g_array_remove_range (queue, 0, head);
          head = 0;
        }
      for (guint m = 0; m < n; m++)
        {
          ApPosition child = pos;

          g_assert_cmpint (ap_position_check_move (&child, moves[m]), ==, AP_VERDICT_OK);
          ap_position_apply (&child, moves[m], NULL);
          key = g_new (ApSolverKey, 1);
          ap_solver_key (&child, key);
          if (g_hash_table_add (seen, key))
            g_array_append_val (queue, child);
        }
    }
  return g_hash_table_size (seen);
}

/*
 * The stage beam on its own. Carthage deal 134, which the solver of
 * commit 31d1935 left undecided within 10 s: width 8 wins it, and the
 * line replays. Carthage deal 11 is lost: a stage beam wide enough to
 * drop nothing proves it, as the depth-first search does, and a narrow
 * one proves nothing. Against the depth-first search on positions with
 * deals to come (check_stage_beams()). The node limit and the memory
 * bound hold.
 */
static void
test_stage_beam (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  Tally tally = { 0 };
  ApRules rules;
  ApPosition pos;
  ApSolverBeam out;
  ApSolverLimits limits;
  g_auto (ApSolverResult) dfs = AP_SOLVER_RESULT_INIT;

  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_position_deal (&pos, &rules, 134);
  stage_run (&pos, 8, 20000, 0, 256 << 20, &out);
  g_assert_true (out.won);
  g_assert_true (test_replays_to_win (&pos, out.moves, out.n_moves));
  g_free (out.moves);

  /* Exactly the node limit, then a stop. */
  stage_run (&pos, 8, 20000, 5000, 256 << 20, &out);
  g_assert_false (out.won);
  g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_NODES);
  g_assert_cmpuint (out.nodes, ==, 5000);
  g_assert_true (out.cut);
  g_assert_true (out.have_best);
  g_assert_cmpint (ap_position_check_move (&pos, out.best_first), ==, AP_VERDICT_OK);

  /* The memory bound: too little for the widest level. */
  stage_run (&pos, 1 << 20, 1 << 30, 0, 1 << 20, &out);
  g_assert_false (out.won);
  g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_MEMORY);
  g_assert_true (out.cut);

  ap_position_deal (&pos, &rules, 11);
  limits_dfs (&limits, 0, TRUE);
  limits.time_limit = 0;
  ap_solver_solve (&pos, &limits, &dfs);
  g_assert_cmpint (dfs.verdict, ==, AP_SOLVER_UNWINNABLE);
  stage_run (&pos, 1 << 16, 1 << 24, 0, 256 << 20, &out);
  g_assert_false (out.won);
  g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_NONE);
  g_assert_false (out.cut);
  g_assert_cmpuint (out.positions, ==, reachable_for_stage (&pos));
  stage_run (&pos, 8, 100, 0, 256 << 20, &out);
  g_assert_false (out.won);
  g_assert_true (out.cut);

  each_spoilt_position (rand, &deals_to_come, check_stage_beams, &tally);
  g_test_message ("stage beam: %u positions compared, %u won, %u proved", tally.compared,
                  tally.wins, tally.proofs);
  g_assert_cmpuint (tally.compared, >=, 100);
  g_assert_cmpuint (tally.wins, >=, 50);
  g_assert_cmpuint (tally.proofs, >=, 5);
}

/*
 * The stage beam where a redeal ends a stage as a deal does (Tournament,
 * rules.md 7.6). tournament-redeal-wins.txt needs its redeal: a narrow
 * stage beam wins it, and the line replays and holds the redeal.
 * tournament-redeal-lost.txt is lost: the depth-first search proves it,
 * and so does a stage beam that drops nothing, which meets every position
 * reachable, redeal included. Deal 549, which the solver of commit
 * 6623696 left undecided with 60 s: width 64 wins it and the line
 * replays. And against the depth-first search on spoilt positions of
 * Tournament's winning lines (check_stage_beams()): 10 to 120 moves
 * before the end, deals 1-8, spoilt by up to 19 random moves.
 */
static const SpoiltSpec redeals_to_come = { 8, 10, 120, 20, 100000, FALSE, FALSE };

static void
test_stage_beam_redeals (void)
{
  static const Config tournament = { AP_GAME_TOURNAMENT, AP_PRESET_CUSTOM };
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  g_autofree ApPosition *wins = load ("tournament-redeal-wins.txt", NULL);
  g_autofree ApPosition *lost = load ("tournament-redeal-lost.txt", NULL);
  Tally tally = { 0 };
  ApRules rules;
  ApPosition pos;
  ApSolverBeam out;
  ApSolverLimits limits;
  gboolean redealt = FALSE;
  g_auto (ApSolverResult) dfs = AP_SOLVER_RESULT_INIT;

  stage_run (wins, 8, 400, 0, 64 << 20, &out);
  g_assert_true (out.won);
  g_assert_true (test_replays_to_win (wins, out.moves, out.n_moves));
  for (guint i = 0; i < out.n_moves; i++)
    redealt |= out.moves[i].kind == AP_MOVE_REDEAL;
  g_assert_true (redealt);
  g_free (out.moves);

  limits_dfs (&limits, 0, TRUE);
  limits.time_limit = 0;
  ap_solver_solve (lost, &limits, &dfs);
  g_assert_cmpint (dfs.verdict, ==, AP_SOLVER_UNWINNABLE);
  stage_run (lost, 1 << 10, 1 << 20, 0, 64 << 20, &out);
  g_assert_false (out.won);
  g_assert_cmpint (out.stop, ==, AP_SOLVER_STOP_NONE);
  g_assert_false (out.cut);
  g_assert_cmpuint (out.positions, ==, reachable_for_stage (lost));

  ap_rules_default (AP_GAME_TOURNAMENT, &rules);
  ap_position_deal (&pos, &rules, 549);
  stage_run (&pos, 64, 64 * AP_SOLVER_STAGE_BUDGET, 0, 64 << 20, &out);
  g_assert_true (out.won);
  g_assert_true (test_replays_to_win (&pos, out.moves, out.n_moves));
  g_free (out.moves);

  config_spoilt_positions (&tournament, rand, &redeals_to_come, check_stage_beams, &tally);
  g_test_message ("stage beam, Tournament: %u positions compared, %u won, %u proved",
                  tally.compared, tally.wins, tally.proofs);
  g_assert_cmpuint (tally.compared, >=, 50);
  g_assert_cmpuint (tally.wins, >=, 25);
  g_assert_cmpuint (tally.proofs, >=, 2);
}

/* In the games with a tableau, the complete search runs by slices between
 * restarts, resumed where the last slice stopped. On spoilt positions that
 * it proves unwinnable, it must meet exactly the positions that one
 * unbroken complete search meets (a solve without any budget). */
static void
test_complete_by_slices (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  guint proofs = 0, sliced = 0;

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint deal = 1; deal <= 6; deal++)
      {
        ApPosition start;
        g_auto (ApSolverResult) line = AP_SOLVER_RESULT_INIT;

        if (ap_game_info (configs[c].game)->n_tableau == 0 ||
            !winning_line (&configs[c], deal, &start, &line))
          continue;
        for (guint back = 10; back <= MIN (line.n_moves, 200u); back += 10)
          {
            ApPosition pos;
            ApSolverLimits limits;
            g_auto (ApSolverResult) whole = AP_SOLVER_RESULT_INIT;
            g_auto (ApSolverResult) slices = AP_SOLVER_RESULT_INIT;

            before_end (&start, &line, back, &pos);
            random_spoil (&pos, rand, 5 + g_rand_int_range (rand, 0, 40));
            /* No budget: the first pass, then the complete search. */
            ap_solver_limits_init (&limits);
            limits.time_limit = 0;
            limits.memory_limit = 16 << 20;
            ap_solver_solve (&pos, &limits, &whole);
            if (whole.verdict != AP_SOLVER_UNWINNABLE)
              continue;
            /* (No stage beams: they might prove it first.) */
            limits_dfs (&limits, 50000000, TRUE);
            ap_solver_solve (&pos, &limits, &slices);
            g_assert_cmpint (slices.verdict, ==, AP_SOLVER_UNWINNABLE);
            g_assert_cmpuint (slices.positions, ==, whole.positions);
            proofs++;
            /* More positions than the first restart's slice. */
            sliced += whole.positions > 2000;
          }
      }
  g_test_message ("complete search by slices: %u proofs, %u sliced", proofs, sliced);
  g_assert_cmpuint (proofs, >=, 20);
  g_assert_cmpuint (sliced, >=, 3);
}

/* Finish offers a line that wins: with the stock empty, or before when no
 * choice is left; not at the start of a game. */
static void
test_finish (void)
{
  g_autofree ApPosition *pos = load ("patriarchs-winnable.txt", NULL);
  g_autofree ApMove *moves = NULL;
  guint n = 0;
  ApRules rules;
  ApPosition dealt;

  g_assert_true (ap_solver_finish (pos, &moves, &n));
  g_assert_true (test_replays_to_win (pos, moves, n));
  g_clear_pointer (&moves, g_free);

  g_free (pos);
  pos = load ("patriarchs-unwinnable.txt", NULL);
  g_assert_false (ap_solver_finish (pos, &moves, &n));
  g_assert_null (moves);

  g_free (pos);
  pos = load ("patriarchs-home-line.txt", NULL);
  g_assert_cmpuint (pos->len[AP_PILE_STOCK], >, 0);
  g_assert_true (ap_solver_finish (pos, &moves, &n));
  g_assert_true (test_replays_to_win (pos, moves, n));
  g_clear_pointer (&moves, g_free);

  ap_rules_preset (AP_PRESET_TARBART, &rules);
  ap_position_deal (&dealt, &rules, 1);
  g_assert_false (ap_solver_finish (&dealt, &moves, &n));
  for (ApGame game = AP_GAME_CARTHAGE; game < AP_N_GAMES; game++)
    {
      ap_rules_default (game, &rules);
      ap_position_deal (&dealt, &rules, 1);
      g_assert_false (ap_solver_finish (&dealt, &moves, &n));
      g_assert_null (moves);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: %s POSITIONS-DIRECTORY", argv[0]);
  positions_dir = argv[1];

  g_test_add_func ("/solver/moves-match-rules", test_moves_match_rules);
  g_test_add_func ("/solver/key-symmetry", test_key_symmetry);
  g_test_add_func ("/solver/pile-hashes-step", test_pile_hashes_step);
  g_test_add_func ("/solver/endgames", test_endgames);
  g_test_add_func ("/solver/safe-move-rules", test_safe_move_rules);
  g_test_add_func ("/solver/tournament-against-brute-force", test_tournament_against_brute_force);
  g_test_add_func ("/solver/deals-and-hints", test_deals_and_hints);
  g_test_add_func ("/solver/hints-legal", test_hints_legal);
  g_test_add_func ("/solver/hint-transfers", test_hint_transfers);
  g_test_add_func ("/solver/safe-moves-agree", test_safe_moves_agree);
  g_test_add_func ("/solver/against-brute-force", test_against_brute_force);
  g_test_add_func ("/solver/against-brute-force-open", test_against_brute_force_open);
  g_test_add_func ("/solver/cancel-and-threads", test_cancel_and_threads);
  g_test_add_func ("/solver/memory-bound", test_memory_bound);
  g_test_add_func ("/solver/finish", test_finish);
  g_test_add_func ("/solver/rollout", test_rollout);
  g_test_add_func ("/solver/beam", test_beam);
  g_test_add_func ("/solver/beam-mixed", test_beam_mixed);
  g_test_add_func ("/solver/best-first", test_best_first);
  g_test_add_func ("/solver/stage-beam", test_stage_beam);
  g_test_add_func ("/solver/stage-beam-redeals", test_stage_beam_redeals);
  g_test_add_func ("/solver/complete-by-slices", test_complete_by_slices);

  return g_test_run ();
}
