/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fair players (src/solver/ap-fair.h) and what they see
 * (src/engine/ap-observation.h): the order of the stock is hidden until a
 * redeal shows it (docs/rules.md, 0.10), the sampler draws every order
 * alike, and no fair move ever depends on the true order: the check is
 * shown to catch a player that peeks. */
#include <math.h>
#include <string.h>

#include "ap-fair.h"
#include "ap-shuffle.h"
#include "ap-solver.h"

/* A player as the check sees it: it is handed the true position, and a
 * fair one makes an observation of it before anything else. */
typedef gboolean (*Player) (const ApPosition *truth, ApMove *move);

static gboolean
quick_player (const ApPosition *truth, ApMove *move)
{
  ApObservation obs;

  ap_observation_init (&obs, truth);
  return ap_fair_quick_move (&obs, move);
}

/* The strong player with a small budget, so that the test stays short
 * under the sanitizers; the seed is the same for both positions. */
static gboolean
strong_player (const ApPosition *truth, ApMove *move)
{
  ApFairLimits limits = { .samples = 3, .candidates = 2, .node_limit = 900 };
  ApObservation obs;

  ap_observation_init (&obs, truth);
  return ap_fair_strong_move (&obs, 12345, &limits, move);
}

/* Built here only: the solver's own hint, which reads the stock. */
static gboolean
peeking_player (const ApPosition *truth, ApMove *move)
{
  ApHint hint;

  ap_solver_hint (truth, NULL, &hint);
  *move = hint.move;
  return hint.kind != AP_HINT_NONE;
}

/* The check: the same move (or none) for two positions that differ only in
 * the order of the stock. */
static gboolean
same_move (Player player, const ApPosition *a, const ApPosition *b)
{
  ApMove ma = { 0 }, mb = { 0 };
  gboolean ha = player (a, &ma), hb = player (b, &mb);

  return ha == hb && (!ha || ap_move_equal (ma, mb));
}

/* `pos` with the stock in another order drawn from *state, or FALSE when
 * every card of the stock is the same (no other order exists). */
static gboolean
reshuffle (const ApPosition *pos, guint64 *state, ApPosition *out)
{
  guint len = pos->len[AP_PILE_STOCK];

  *out = *pos;
  for (guint tries = 0; tries < 100; tries++)
    {
      for (guint i = len; i > 1; i--)
        {
          guint j = (guint) ap_random_below (state, i);
          ApCard t = out->cards[AP_PILE_STOCK][i - 1];

          out->cards[AP_PILE_STOCK][i - 1] = out->cards[AP_PILE_STOCK][j];
          out->cards[AP_PILE_STOCK][j] = t;
        }
      if (!ap_position_equal (pos, out))
        return TRUE;
    }
  return FALSE;
}

/* A position of `game` before any redeal: deal `number` and up to `steps`
 * random legal moves, none of them a redeal. */
static void
random_position (ApGame game, guint32 number, guint steps, guint64 *state, ApPosition *pos)
{
  ApRules rules;

  ap_rules_default (game, &rules);
  ap_position_deal (pos, &rules, number);
  for (guint s = 0; s < steps; s++)
    {
      ApMove moves[AP_MAX_MOVES], pick;
      guint n = ap_position_legal_moves (pos, moves), k = 0;

      for (guint i = 0; i < n; i++)
        if (moves[i].kind != AP_MOVE_REDEAL)
          moves[k++] = moves[i];
      if (k == 0)
        break;
      pick = moves[ap_random_below (state, k)];
      ap_position_apply (pos, pick, NULL);
    }
}

/* Runs the check on `per_game` positions of every game; returns how many
 * pairs got different moves. */
static guint
count_peeks (Player player, guint per_game, guint *checked)
{
  guint64 state = 2026;
  guint differ = 0;

  *checked = 0;
  for (int game = 0; game < AP_N_GAMES; game++)
    for (guint i = 0; i < per_game; i++)
      {
        ApPosition pos, other;
        ApObservation a, b;

        random_position (game, 1000 + i, (guint) ap_random_below (&state, 60), &state, &pos);
        if (!reshuffle (&pos, &state, &other))
          continue;
        ap_observation_init (&a, &pos);
        ap_observation_init (&b, &other);
        g_assert_false (ap_observation_stock_known (&a));
        g_assert_true (ap_position_equal (ap_observation_view (&a), ap_observation_view (&b)));
        (*checked)++;
        differ += !same_move (player, &pos, &other);
      }
  return differ;
}

static void
test_quick_never_peeks (void)
{
  guint checked;

  g_assert_cmpuint (count_peeks (quick_player, 200, &checked), ==, 0);
  g_assert_cmpuint (checked, >=, 1200);
}

static void
test_strong_never_peeks (void)
{
  guint checked;

  g_assert_cmpuint (count_peeks (strong_player, 25, &checked), ==, 0);
  g_assert_cmpuint (checked, >=, 150);
}

/* The same check catches a player that reads the stock: the solver's hint
 * deals, or not, depending on what the deal brings. */
static void
test_check_catches_peeking (void)
{
  guint checked;

  g_assert_cmpuint (count_peeks (peeking_player, 15, &checked), >, 0);
}

/* Rules.md 0.10: a redeal shows the order. Patriarchs after its redeal
 * keeps the stock as it is; before it, only the cards are kept. */
static void
test_order_known_after_redeal (void)
{
  ApRules rules;
  ApPosition pos, sample;
  ApObservation obs;
  ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApMove redeal = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  guint64 state = 7;

  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_position_deal (&pos, &rules, 42);
  ap_observation_init (&obs, &pos);
  g_assert_false (ap_observation_stock_known (&obs));
  while (pos.len[AP_PILE_STOCK] > 0)
    ap_position_apply (&pos, deal, NULL);
  g_assert_cmpint (ap_position_check_move (&pos, redeal), ==, AP_VERDICT_OK);
  ap_position_apply (&pos, redeal, NULL);
  ap_observation_init (&obs, &pos);
  g_assert_true (ap_observation_stock_known (&obs));
  g_assert_true (ap_position_equal (ap_observation_view (&obs), &pos));
  ap_observation_sample (&obs, &state, &sample);
  g_assert_true (ap_position_equal (&sample, &pos));
}

/* A sample keeps every pile but the stock, and the stock's cards. */
static void
test_sample_consistent (void)
{
  guint64 state = 99, walk = 5;

  for (int game = 0; game < AP_N_GAMES; game++)
    {
      ApPosition pos, sample;
      ApObservation obs;
      guint want[AP_N_CARDS] = { 0 }, got[AP_N_CARDS] = { 0 };

      random_position (game, 77, 10, &walk, &pos);
      ap_observation_init (&obs, &pos);
      ap_observation_sample (&obs, &state, &sample);
      g_assert_cmpuint (sample.len[AP_PILE_STOCK], ==, pos.len[AP_PILE_STOCK]);
      for (guint i = 0; i < pos.len[AP_PILE_STOCK]; i++)
        {
          want[pos.cards[AP_PILE_STOCK][i]]++;
          got[sample.cards[AP_PILE_STOCK][i]]++;
        }
      g_assert_cmpmem (want, sizeof want, got, sizeof got);
      for (int card = 0; card < AP_N_CARDS; card++)
        g_assert_cmpuint (ap_observation_unseen_count (&obs, card), ==, want[card]);
      sample.len[AP_PILE_STOCK] = pos.len[AP_PILE_STOCK] = 0;
      g_assert_true (ap_position_equal (&sample, &pos));
    }
}

/* Every order equally likely: a stock of AS, 2S, 2S has three orders, a
 * stock of AS, 2S, 3S six; 6,000 draws put each order within 5 standard
 * deviations of its share. */
static void
check_uniform (const char *cards, guint n_orders)
{
  const guint draws = 6000;
  g_autoptr (GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ApPosition pos;
  ApRules rules;
  ApObservation obs;
  guint64 state = 31337;
  double share = (double) draws / n_orders;
  double sd = sqrt (draws * (1.0 / n_orders) * (1 - 1.0 / n_orders));
  GHashTableIter iter;
  gpointer key, value;

  /* Carthage never redeals; only the stock matters to the sampler. */
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  ap_position_init_empty (&pos, &rules);
  pos.len[AP_PILE_STOCK] = 3;
  for (guint i = 0; i < 3; i++)
    pos.cards[AP_PILE_STOCK][i] = (ApCard) (cards[i] - '1');
  ap_observation_init (&obs, &pos);
  for (guint d = 0; d < draws; d++)
    {
      ApPosition sample;
      char order[4];

      ap_observation_sample (&obs, &state, &sample);
      for (guint i = 0; i < 3; i++)
        order[i] = (char) ('1' + sample.cards[AP_PILE_STOCK][i]);
      order[3] = '\0';
      key = g_strdup (order);
      g_hash_table_insert (counts, key,
                           GUINT_TO_POINTER (
                             GPOINTER_TO_UINT (g_hash_table_lookup (counts, order)) + 1));
    }
  g_assert_cmpuint (g_hash_table_size (counts), ==, n_orders);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_assert_cmpfloat (GPOINTER_TO_UINT (value), >, share - 5 * sd);
      g_assert_cmpfloat (GPOINTER_TO_UINT (value), <, share + 5 * sd);
    }
}

static void
test_sample_uniform (void)
{
  check_uniform ("123", 6);
  check_uniform ("122", 3);
}

/* The quick player puts a card home whenever one can go (ap-fair.h): in
 * every position where a legal move takes a card that is not on a
 * foundation to one, its move is such a move. */
static void
test_quick_prefers_home (void)
{
  guint64 walk = 11;

  for (int game = 0; game < AP_N_GAMES; game++)
    for (guint i = 0; i < 20; i++)
      {
        ApPosition pos;
        ApObservation obs;
        ApMove moves[AP_MAX_MOVES], move;
        guint n;
        gboolean home = FALSE;

        random_position (game, 500 + i, 30, &walk, &pos);
        ap_observation_init (&obs, &pos);
        n = ap_position_legal_moves (&pos, moves);
        for (guint k = 0; k < n; k++)
          home |= moves[k].kind == AP_MOVE_CARD &&
                  ap_pile_kind (moves[k].dst) == AP_KIND_FOUNDATION &&
                  ap_pile_kind (moves[k].src) != AP_KIND_FOUNDATION;
        if (!home)
          continue;
        g_assert_true (ap_fair_quick_move (&obs, &move));
        g_assert_cmpint (move.kind, ==, AP_MOVE_CARD);
        g_assert_cmpint (ap_pile_kind (move.dst), ==, AP_KIND_FOUNDATION);
        g_assert_cmpint (ap_pile_kind (move.src), !=, AP_KIND_FOUNDATION);
      }
}

/* A game of the player ends, every move legal in turn, and a win is a
 * position with every card home; the same seed plays the same game. */
static void
test_play_replays (void)
{
  for (int game = 0; game < AP_N_GAMES; game++)
    for (guint32 number = 1; number <= 5; number++)
      {
        g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
        g_autoptr (GArray) again = g_array_new (FALSE, FALSE, sizeof (ApMove));
        ApRules rules;
        ApPosition pos;
        gboolean won;

        ap_rules_default (game, &rules);
        ap_position_deal (&pos, &rules, number);
        won = ap_fair_play (&pos, AP_FAIR_QUICK, 1, NULL, moves);
        g_assert_cmpuint (moves->len, <, AP_FAIR_MAX_MOVES);
        g_assert_true (ap_fair_play (&pos, AP_FAIR_QUICK, 1, NULL, again) == won);
        g_assert_cmpmem (moves->data, moves->len * sizeof (ApMove), again->data,
                         again->len * sizeof (ApMove));
        for (guint i = 0; i < moves->len; i++)
          {
            ApMove move = g_array_index (moves, ApMove, i);

            g_assert_cmpint (ap_position_check_move (&pos, move), ==, AP_VERDICT_OK);
            ap_position_apply (&pos, move, NULL);
          }
        g_assert_true (ap_position_is_won (&pos) == won);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fair/order-known-after-redeal", test_order_known_after_redeal);
  g_test_add_func ("/fair/sample-consistent", test_sample_consistent);
  g_test_add_func ("/fair/sample-uniform", test_sample_uniform);
  g_test_add_func ("/fair/quick-prefers-home", test_quick_prefers_home);
  g_test_add_func ("/fair/quick-never-peeks", test_quick_never_peeks);
  g_test_add_func ("/fair/strong-never-peeks", test_strong_never_peeks);
  g_test_add_func ("/fair/check-catches-peeking", test_check_catches_peeking);
  g_test_add_func ("/fair/play-replays", test_play_replays);
  return g_test_run ();
}
