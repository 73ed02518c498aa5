/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-statistics.h"

/* The counting rules of ap-statistics.h, one event at a time. The keys are
 * written out by hand rather than made with ap_rules_key(), so that a change
 * of the key format shows up here. */

#define TARBART "algerian:aces-and-kings,4,when-stock-empty,on"
#define PARLETT "algerian:none,4,when-stock-empty,on"

static void
assert_record (const ApStatistics *stats, const char *key, guint played, guint won, guint streak,
               guint best_streak)
{
  ApStatsRecord r = ap_statistics_get (stats, key);

  g_assert_cmpuint (r.played, ==, played);
  g_assert_cmpuint (r.won, ==, won);
  g_assert_cmpuint (r.streak, ==, streak);
  g_assert_cmpuint (r.best_streak, ==, best_streak);
}

/* Plays one whole game: first move, then a win or an abandon. */
static void
play (ApStatistics *stats, const char *key, gboolean win, guint seconds, guint moves)
{
  ApCounted counted = AP_COUNTED_NONE;

  g_assert_true (ap_statistics_first_move (stats, key, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_PLAYED);
  if (win)
    {
      g_assert_true (ap_statistics_won (stats, key, &counted, seconds, moves));
      g_assert_cmpint (counted, ==, AP_COUNTED_WON);
    }
  ap_statistics_abandoned (stats, key, &counted);
  g_assert_cmpint (counted, ==, AP_COUNTED_NONE);
}

static void
test_played_at_first_move (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  /* A deal without a move is not a game yet. */
  g_assert_false (ap_statistics_contains (stats, TARBART));
  g_assert_true (ap_statistics_first_move (stats, TARBART, &counted));
  assert_record (stats, TARBART, 1, 0, 0, 0);
  /* Later moves of the same game change nothing. */
  g_assert_false (ap_statistics_first_move (stats, TARBART, &counted));
  g_assert_false (ap_statistics_first_move (stats, TARBART, &counted));
  assert_record (stats, TARBART, 1, 0, 0, 0);
  g_assert_cmpuint (ap_statistics_size (stats), ==, 1);
}

static void
test_abandon_unstarted_counts_nothing (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  g_assert_false (ap_statistics_abandoned (stats, TARBART, &counted));
  g_assert_cmpuint (ap_statistics_size (stats), ==, 0);
}

static void
test_abandon_is_a_loss (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;

  play (stats, TARBART, TRUE, 100, 120);
  play (stats, TARBART, TRUE, 90, 110);
  assert_record (stats, TARBART, 2, 2, 2, 2);

  /* Started, then given up for another deal: the streak ends, the game
   * stays counted as played and not won. */
  ap_statistics_first_move (stats, TARBART, &counted);
  g_assert_true (ap_statistics_abandoned (stats, TARBART, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_NONE);
  assert_record (stats, TARBART, 3, 2, 0, 2);
  r = ap_statistics_get (stats, TARBART);
  g_assert_cmpfloat_with_epsilon (ap_stats_record_win_rate (&r), 200.0 / 3, 1e-9);
}

static void
test_restart_counts_first_attempt_as_loss (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  play (stats, TARBART, TRUE, 100, 120);
  /* First attempt: started, then restarted. */
  ap_statistics_first_move (stats, TARBART, &counted);
  ap_statistics_abandoned (stats, TARBART, &counted);
  assert_record (stats, TARBART, 2, 1, 0, 1);
  /* The second attempt is a game of its own from its first move. */
  ap_statistics_first_move (stats, TARBART, &counted);
  ap_statistics_won (stats, TARBART, &counted, 80, 100);
  assert_record (stats, TARBART, 3, 2, 1, 1);
}

static void
test_win_recorded_once (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;

  ap_statistics_first_move (stats, TARBART, &counted);
  g_assert_true (ap_statistics_won (stats, TARBART, &counted, 300, 150));
  /* Undo and a second finish of the same game. */
  g_assert_false (ap_statistics_first_move (stats, TARBART, &counted));
  g_assert_false (ap_statistics_won (stats, TARBART, &counted, 10, 5));
  r = ap_statistics_get (stats, TARBART);
  g_assert_cmpuint (r.played, ==, 1);
  g_assert_cmpuint (r.won, ==, 1);
  g_assert_cmpuint (r.best_time, ==, 300);
  g_assert_cmpuint (r.fewest_moves, ==, 150);
  g_assert_cmpuint (r.total_time, ==, 300);
  /* Leaving a won game is no loss. */
  g_assert_false (ap_statistics_abandoned (stats, TARBART, &counted));
  assert_record (stats, TARBART, 1, 1, 1, 1);
}

/* Issue 44: a win counts as the player's only when the player made at
 * least one move; a deal won untouched (Finish before any move) leaves the
 * statistics as they were. */
static void
test_win_needs_a_move (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  play (stats, TARBART, FALSE, 0, 0);
  g_assert_false (ap_statistics_won (stats, TARBART, &counted, 48, 147));
  g_assert_cmpint (counted, ==, AP_COUNTED_NONE);
  assert_record (stats, TARBART, 1, 0, 0, 0);
  g_assert_false (ap_statistics_won (stats, PARLETT, &counted, 48, 147));
  g_assert_false (ap_statistics_contains (stats, PARLETT));
}

static void
test_times_and_moves (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApStatsRecord r;

  play (stats, TARBART, TRUE, 300, 150);
  play (stats, TARBART, TRUE, 200, 170);
  play (stats, TARBART, FALSE, 0, 0);
  play (stats, TARBART, TRUE, 401, 140);
  r = ap_statistics_get (stats, TARBART);
  g_assert_cmpuint (r.played, ==, 4);
  g_assert_cmpuint (r.won, ==, 3);
  g_assert_cmpuint (r.best_time, ==, 200);
  g_assert_cmpuint (r.fewest_moves, ==, 140);
  g_assert_cmpuint (r.total_time, ==, 901);
  /* 901 / 3 = 300.33: the average of the wins only. */
  g_assert_cmpuint (ap_stats_record_average_time (&r), ==, 300);
  g_assert_cmpuint (r.streak, ==, 1);
  g_assert_cmpuint (r.best_streak, ==, 2);
  g_assert_cmpfloat_with_epsilon (ap_stats_record_win_rate (&r), 75.0, 1e-9);

  r = (ApStatsRecord) { 0 };
  g_assert_cmpuint (ap_stats_record_average_time (&r), ==, 0);
  g_assert_cmpfloat (ap_stats_record_win_rate (&r), ==, 0.0);
}

static void
test_keys_are_separate (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  g_auto (GStrv) keys = NULL;

  play (stats, PARLETT, TRUE, 10, 10);
  play (stats, "patriarchs", FALSE, 0, 0);
  play (stats, TARBART, FALSE, 0, 0);
  play (stats, "carthage", TRUE, 10, 10);
  assert_record (stats, PARLETT, 1, 1, 1, 1);
  assert_record (stats, TARBART, 1, 0, 0, 0);
  /* Listed in the order of the games, then by key. */
  keys = ap_statistics_get_keys (stats);
  g_assert_cmpuint (g_strv_length (keys), ==, 4);
  g_assert_cmpstr (keys[0], ==, TARBART);
  g_assert_cmpstr (keys[1], ==, PARLETT);
  g_assert_cmpstr (keys[2], ==, "carthage");
  g_assert_cmpstr (keys[3], ==, "patriarchs");

  ap_statistics_reset (stats, PARLETT);
  g_assert_false (ap_statistics_contains (stats, PARLETT));
  g_assert_true (ap_statistics_contains (stats, TARBART));
  ap_statistics_reset_all (stats);
  g_assert_cmpuint (ap_statistics_size (stats), ==, 0);
}

static void
test_reset_during_game (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  /* The player resets the statistics in Preferences in the middle of a
   * game, then wins it: a win never outnumbers the games played. */
  ap_statistics_first_move (stats, TARBART, &counted);
  ap_statistics_reset (stats, TARBART);
  ap_statistics_won (stats, TARBART, &counted, 50, 60);
  assert_record (stats, TARBART, 1, 1, 1, 1);
  /* And a loss after a reset creates no record. */
  counted = AP_COUNTED_NONE;
  ap_statistics_first_move (stats, PARLETT, &counted);
  ap_statistics_reset (stats, PARLETT);
  g_assert_false (ap_statistics_abandoned (stats, PARLETT, &counted));
  g_assert_false (ap_statistics_contains (stats, PARLETT));
}

static void
test_hints (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();

  g_assert_true (ap_statistics_hint_used (stats, "carthage"));
  g_assert_true (ap_statistics_hint_used (stats, "carthage"));
  g_assert_cmpuint (ap_statistics_get (stats, "carthage").hints, ==, 2);
  g_assert_cmpuint (ap_statistics_get (stats, "carthage").played, ==, 0);
}

static void
test_variant_round_trip (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  g_autoptr (ApStatistics) back = NULL;
  g_autoptr (GVariant) variant = NULL;
  g_auto (GStrv) keys = NULL;
  guint repaired = 99;

  play (stats, TARBART, TRUE, 300, 150);
  play (stats, TARBART, FALSE, 0, 0);
  play (stats, "picture-patience", TRUE, 20, 30);
  ap_statistics_hint_used (stats, "picture-patience");
  variant = g_variant_ref_sink (ap_statistics_to_variant (stats));
  g_assert_cmpstr (g_variant_get_type_string (variant), ==, "a{s(uuuuuuuu)}");
  back = ap_statistics_from_variant (variant, &repaired);
  g_assert_cmpuint (repaired, ==, 0);
  keys = ap_statistics_get_keys (stats);
  g_assert_cmpuint (ap_statistics_size (back), ==, g_strv_length (keys));
  for (guint i = 0; keys[i]; i++)
    {
      ApStatsRecord a = ap_statistics_get (stats, keys[i]);
      ApStatsRecord b = ap_statistics_get (back, keys[i]);

      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

static void
test_variant_repair (void)
{
  g_autoptr (GVariant) variant = NULL;
  g_autoptr (ApStatistics) stats = NULL;
  ApStatsRecord r;
  guint repaired = 0;

  /* Fields: played won streak best-streak best-time fewest-moves total hints. */
  variant = g_variant_ref_sink (g_variant_new_parsed (
    "{'" TARBART "': (@u 2, @u 5, @u 9, @u 1, @u 100, @u 120, @u 50, @u 0),"
    " 'carthage': (@u 4, @u 0, @u 0, @u 0, @u 70, @u 80, @u 90, @u 3),"
    " 'patriarchs': (@u 10, @u 4, @u 2, @u 3, @u 60, @u 100, @u 400, @u 0),"
    " 'picture-patience': (@u 3, @u 9, @u 50, @u 2, @u 0, @u 0, @u 99999, @u 4),"
    " 'algerian': (@u 1, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0),"
    " 'algerian:none,5,never,on': (@u 1, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0),"
    " 'klondike': (@u 1, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0, @u 0)}"));
  stats = ap_statistics_from_variant (variant, &repaired);
  /* Three records repaired, three keys that are no game and rule set
   * dropped; the patriarchs record was sound and is kept as it was. */
  g_assert_cmpuint (repaired, ==, 6);
  g_assert_cmpuint (ap_statistics_size (stats), ==, 4);

  r = ap_statistics_get (stats, TARBART);
  g_assert_cmpuint (r.played, ==, 5);
  g_assert_cmpuint (r.won, ==, 5);
  g_assert_cmpuint (r.streak, ==, 5);
  g_assert_cmpuint (r.best_streak, ==, 5);
  g_assert_cmpuint (r.total_time, ==, 500);

  r = ap_statistics_get (stats, "carthage");
  g_assert_cmpuint (r.played, ==, 4);
  g_assert_cmpuint (r.best_time, ==, 0);
  g_assert_cmpuint (r.fewest_moves, ==, 0);
  g_assert_cmpuint (r.total_time, ==, 0);
  g_assert_cmpuint (r.hints, ==, 3);

  r = ap_statistics_get (stats, "patriarchs");
  g_assert_cmpuint (r.played, ==, 10);
  g_assert_cmpuint (r.won, ==, 4);
  g_assert_cmpuint (r.streak, ==, 2);
  g_assert_cmpuint (r.best_streak, ==, 3);
  g_assert_cmpuint (r.total_time, ==, 400);

  /* Nine wins without their fewest moves: the best figures are unknown
   * (0, shown as such), not a best time of 0:00. */
  r = ap_statistics_get (stats, "picture-patience");
  g_assert_cmpuint (r.played, ==, 9);
  g_assert_cmpuint (r.streak, ==, 9);
  g_assert_cmpuint (r.best_streak, ==, 9);
  g_assert_cmpuint (r.best_time, ==, 0);
  g_assert_cmpuint (r.fewest_moves, ==, 0);
  g_assert_cmpuint (r.total_time, ==, 99999);
  g_assert_cmpuint (r.hints, ==, 4);
  /* The next win's figures are the best known again. */
  {
    ApCounted counted = AP_COUNTED_PLAYED;

    g_assert_true (ap_statistics_won (stats, "picture-patience", &counted, 300, 150));
    r = ap_statistics_get (stats, "picture-patience");
    g_assert_cmpuint (r.best_time, ==, 300);
    g_assert_cmpuint (r.fewest_moves, ==, 150);
  }

  /* Another type altogether gives an empty table, not a crash. */
  g_clear_pointer (&variant, g_variant_unref);
  ap_statistics_free (g_steal_pointer (&stats));
  variant = g_variant_ref_sink (g_variant_new_string ("nonsense"));
  stats = ap_statistics_from_variant (variant, NULL);
  g_assert_cmpuint (ap_statistics_size (stats), ==, 0);
}

/* Counters at their largest value stay there: a wrap to 0 would show more
 * wins than games. */
static void
test_counters_saturate (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApStatsRecord full = { G_MAXUINT32, G_MAXUINT32, G_MAXUINT32, G_MAXUINT32,
                         10,          10,          G_MAXUINT32, G_MAXUINT32 };
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;

  ap_statistics_set (stats, "carthage", &full);
  g_assert_true (ap_statistics_first_move (stats, "carthage", &counted));
  g_assert_true (ap_statistics_won (stats, "carthage", &counted, 5, 5));
  g_assert_false (ap_statistics_hint_used (stats, "carthage"));
  r = ap_statistics_get (stats, "carthage");
  g_assert_cmpuint (r.played, ==, G_MAXUINT32);
  g_assert_cmpuint (r.won, ==, G_MAXUINT32);
  g_assert_cmpuint (r.streak, ==, G_MAXUINT32);
  g_assert_cmpuint (r.best_streak, ==, G_MAXUINT32);
  g_assert_cmpuint (r.best_time, ==, 5);
  g_assert_cmpuint (r.total_time, ==, G_MAXUINT32);
  g_assert_cmpuint (r.hints, ==, G_MAXUINT32);
}

static void
test_rules_from_key (void)
{
  ApRules rules, back;

  g_assert_true (ap_rules_from_key (TARBART, &rules));
  g_assert_cmpint (rules.game, ==, AP_GAME_ALGERIAN);
  g_assert_cmpint (rules.bases, ==, AP_BASES_ACES_AND_KINGS);
  g_assert_cmpint (rules.reserve_size, ==, 4);
  g_assert_cmpint (rules.reserve_spaces, ==, AP_SPACES_WHEN_STOCK_EMPTY);
  g_assert_true (rules.transfers);

  g_assert_true (ap_rules_from_key ("algerian:kings,6,always,off", &rules));
  g_assert_cmpint (rules.bases, ==, AP_BASES_KINGS);
  g_assert_cmpint (rules.reserve_size, ==, 6);
  g_assert_cmpint (rules.reserve_spaces, ==, AP_SPACES_ALWAYS);
  g_assert_false (rules.transfers);

  for (int g = 0; g < AP_N_GAMES; g++)
    {
      g_autofree char *key = NULL;

      ap_rules_default (g, &rules);
      key = ap_rules_key (&rules);
      g_assert_true (ap_rules_from_key (key, &back));
      g_assert_true (ap_rules_equal (&rules, &back));
    }

  g_assert_false (ap_rules_from_key ("", NULL));
  g_assert_false (ap_rules_from_key ("algerian", NULL));
  g_assert_false (ap_rules_from_key ("carthage:none,6,always,off", NULL));
  g_assert_false (ap_rules_from_key ("algerian:aces-and-kings,4,when-stock-empty", NULL));
  g_assert_false (ap_rules_from_key ("algerian:aces-and-kings,4,when-stock-empty,on,x", NULL));
  g_assert_false (ap_rules_from_key ("algerian:aces-and-kings, 4,when-stock-empty,on", NULL));
  g_assert_false (ap_rules_from_key ("algerian:aces-and-kings,4,sometimes,on", NULL));
}

static void
test_counted_ids (void)
{
  for (int i = 0; i < AP_N_COUNTED; i++)
    g_assert_cmpint (ap_counted_from_id (ap_counted_id (i)), ==, i);
  g_assert_cmpstr (ap_counted_id (AP_COUNTED_PLAYED), ==, "played");
  /* The saved game's words for a game Play for Me moved in (formats.md). */
  g_assert_cmpint (ap_counted_from_id ("helped"), ==, AP_COUNTED_HELPED);
  g_assert_cmpint (ap_counted_from_id ("helped-won"), ==, AP_COUNTED_HELPED_WON);
  g_assert_cmpint (ap_counted_from_id ("maybe"), ==, -1);
}

/* Issue 45: a game that Play for Me moved in counts as played, as any game
 * with a move does, but its win is not the player's: not in `won`, the
 * streak broken as by a loss, and counted apart in `helped`. */
static void
test_demo_win_not_counted (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;

  /* Two wins of the player's: a streak of two. */
  play (stats, TARBART, TRUE, 100, 120);
  play (stats, TARBART, TRUE, 200, 130);
  assert_record (stats, TARBART, 2, 2, 2, 2);
  /* Play for Me's first move is the game's first: played. */
  g_assert_true (ap_statistics_demo_moved (stats, TARBART, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_HELPED);
  assert_record (stats, TARBART, 3, 2, 2, 2);
  /* The player's moves after it change nothing: the game stays helped. */
  g_assert_false (ap_statistics_first_move (stats, TARBART, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_HELPED);
  /* The win: not the player's. */
  g_assert_true (ap_statistics_won (stats, TARBART, &counted, 50, 90));
  g_assert_cmpint (counted, ==, AP_COUNTED_HELPED_WON);
  assert_record (stats, TARBART, 3, 2, 0, 2);
  r = ap_statistics_get (stats, TARBART);
  g_assert_cmpuint (r.helped, ==, 1);
  /* Its time and moves are no record: 50 s and 90 moves beat neither. */
  g_assert_cmpuint (r.best_time, ==, 100);
  g_assert_cmpuint (r.fewest_moves, ==, 120);
  g_assert_cmpuint (r.total_time, ==, 300);
  g_assert_cmpfloat_with_epsilon (ap_stats_record_win_rate (&r), 200.0 / 3, 1e-9);
  /* Counted once, whatever happens after. */
  g_assert_false (ap_statistics_won (stats, TARBART, &counted, 50, 90));
  g_assert_false (ap_statistics_demo_moved (stats, TARBART, &counted));
  g_assert_cmpuint (ap_statistics_get (stats, TARBART).helped, ==, 1);
  g_assert_false (ap_statistics_abandoned (stats, TARBART, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_NONE);
}

/* Play for Me in a game the player started, then left: a loss, as any
 * game under way that is left; and a game the player already won stays
 * theirs. */
static void
test_demo_in_started_game (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  ApCounted counted = AP_COUNTED_NONE;

  play (stats, PARLETT, TRUE, 100, 120);
  g_assert_true (ap_statistics_first_move (stats, PARLETT, &counted));
  /* Nothing to store: the game was counted as played already. */
  g_assert_false (ap_statistics_demo_moved (stats, PARLETT, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_HELPED);
  g_assert_true (ap_counted_under_way (counted));
  g_assert_true (ap_statistics_abandoned (stats, PARLETT, &counted));
  assert_record (stats, PARLETT, 2, 1, 0, 1);
  g_assert_cmpuint (ap_statistics_get (stats, PARLETT).helped, ==, 0);

  g_assert_true (ap_statistics_first_move (stats, PARLETT, &counted));
  g_assert_true (ap_statistics_won (stats, PARLETT, &counted, 100, 100));
  g_assert_false (ap_statistics_demo_moved (stats, PARLETT, &counted));
  g_assert_cmpint (counted, ==, AP_COUNTED_WON);
  g_assert_false (ap_counted_under_way (counted));
  assert_record (stats, PARLETT, 3, 2, 1, 1);
}

/* The games won with Play for Me are stored apart, as a{su}, so that the
 * table keeps the type older versions stored; read back, an unknown key is
 * dropped and a record is made consistent: every win, the player's or
 * not, was a game played. */
static void
test_helped_variant (void)
{
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  g_autoptr (ApStatistics) back = NULL;
  g_autoptr (GVariant) variant = NULL;
  g_autoptr (GVariant) table = NULL;
  g_autoptr (GVariant) edited = NULL;
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;

  play (stats, TARBART, FALSE, 0, 0);
  g_assert_true (ap_statistics_demo_moved (stats, "carthage", &counted));
  g_assert_true (ap_statistics_won (stats, "carthage", &counted, 10, 10));
  variant = g_variant_ref_sink (ap_statistics_helped_to_variant (stats));
  g_assert_cmpstr (g_variant_get_type_string (variant), ==, "a{su}");
  /* Only the keys with a count. */
  g_assert_cmpuint (g_variant_n_children (variant), ==, 1);
  table = g_variant_ref_sink (ap_statistics_to_variant (stats));
  back = ap_statistics_from_variant (table, NULL);
  g_assert_cmpuint (ap_statistics_get (back, "carthage").helped, ==, 0);
  ap_statistics_read_helped (back, variant);
  r = ap_statistics_get (back, "carthage");
  g_assert_cmpuint (r.played, ==, 1);
  g_assert_cmpuint (r.won, ==, 0);
  g_assert_cmpuint (r.helped, ==, 1);

  edited =
    g_variant_ref_sink (g_variant_new_parsed ("{'carthage': @u 5, 'patience:of-no-kind': @u 3}"));
  ap_statistics_read_helped (back, edited);
  r = ap_statistics_get (back, "carthage");
  g_assert_cmpuint (r.helped, ==, 5);
  g_assert_cmpuint (r.played, ==, 5);
  g_assert_false (ap_statistics_contains (back, "patience:of-no-kind"));
  /* Another type changes nothing. */
  ap_statistics_read_helped (back, table);
  g_assert_cmpuint (ap_statistics_get (back, "carthage").helped, ==, 5);
}

/* Times read as a clock: minutes and seconds, hours once there are any;
 * the largest counter still reads whole. */
static void
test_format_clock (void)
{
  static const struct {
    guint seconds;
    const char *text;
  } cases[] = {
    { 0, "0:00" },
    { 9, "0:09" },
    { 59, "0:59" },
    { 60, "1:00" },
    { 303, "5:03" },
    { 3599, "59:59" },
    { 3600, "1:00:00" },
    { 3723, "1:02:03" },
    { 86399, "23:59:59" },
    { 90061, "25:01:01" },
    { G_MAXUINT, "1193046:28:15" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ap_format_clock (cases[i].seconds);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/statistics/played-at-first-move", test_played_at_first_move);
  g_test_add_func ("/statistics/abandon-unstarted", test_abandon_unstarted_counts_nothing);
  g_test_add_func ("/statistics/abandon-is-loss", test_abandon_is_a_loss);
  g_test_add_func ("/statistics/restart-is-loss", test_restart_counts_first_attempt_as_loss);
  g_test_add_func ("/statistics/win-once", test_win_recorded_once);
  g_test_add_func ("/statistics/win-needs-a-move", test_win_needs_a_move);
  g_test_add_func ("/statistics/times-and-moves", test_times_and_moves);
  g_test_add_func ("/statistics/keys-separate", test_keys_are_separate);
  g_test_add_func ("/statistics/reset-during-game", test_reset_during_game);
  g_test_add_func ("/statistics/hints", test_hints);
  g_test_add_func ("/statistics/variant-round-trip", test_variant_round_trip);
  g_test_add_func ("/statistics/variant-repair", test_variant_repair);
  g_test_add_func ("/statistics/counters-saturate", test_counters_saturate);
  g_test_add_func ("/statistics/rules-from-key", test_rules_from_key);
  g_test_add_func ("/statistics/counted-ids", test_counted_ids);
  g_test_add_func ("/statistics/format-clock", test_format_clock);
  g_test_add_func ("/statistics/demo-win-not-counted", test_demo_win_not_counted);
  g_test_add_func ("/statistics/demo-in-started-game", test_demo_in_started_game);
  g_test_add_func ("/statistics/helped-variant", test_helped_variant);
  return g_test_run ();
}
