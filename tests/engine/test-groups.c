/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ApGameModel's groups of changes (ap-game-model.h): one action of the
 * player is one group, which ends with one `changed` after its last change,
 * and the signals of each change come in the order that the header and
 * docs/architecture.md section 2 give. Also the types the signals and
 * properties carry: ApMove boxed, ApGame and ApChange enums.
 */
#include <string.h>

#include "ap-game-model.h"
#include "test-util.h"

/* Every signal of the model, one letter each, in the order emitted:
 * P pile-changed, M move-applied, D dealt, N notify, W won, R reset,
 * C changed. */
typedef struct {
  GString *letters;
  GArray *moves;  /* ApMove of each move-applied */
  GArray *undos;  /* gboolean of each move-applied */
  GArray *kinds;  /* ApChange of each changed */
  GArray *counts; /* ap_game_model_get_moves() at each changed */
} Log;

static void
pile_changed_cb (ApGameModel *model, int pile, Log *log)
{
  g_string_append_c (log->letters, 'P');
}

static void
move_applied_cb (ApGameModel *model, ApMove *move, gboolean undo, Log *log)
{
  g_string_append_c (log->letters, 'M');
  g_array_append_val (log->moves, *move);
  g_array_append_val (log->undos, undo);
}

static void
dealt_cb (ApGameModel *model, Log *log)
{
  g_string_append_c (log->letters, 'D');
}

static void
notify_cb (ApGameModel *model, GParamSpec *pspec, Log *log)
{
  g_string_append_c (log->letters, 'N');
}

static void
won_cb (ApGameModel *model, Log *log)
{
  g_string_append_c (log->letters, 'W');
}

static void
reset_cb (ApGameModel *model, Log *log)
{
  g_string_append_c (log->letters, 'R');
}

static void
changed_cb (ApGameModel *model, ApChange kind, Log *log)
{
  guint moves = ap_game_model_get_moves (model);

  g_string_append_c (log->letters, 'C');
  g_array_append_val (log->kinds, kind);
  g_array_append_val (log->counts, moves);
}

static Log *
log_new (ApGameModel *model)
{
  Log *log = g_new0 (Log, 1);

  log->letters = g_string_new (NULL);
  log->moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  log->undos = g_array_new (FALSE, FALSE, sizeof (gboolean));
  log->kinds = g_array_new (FALSE, FALSE, sizeof (ApChange));
  log->counts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (model, "pile-changed", G_CALLBACK (pile_changed_cb), log);
  g_signal_connect (model, "move-applied", G_CALLBACK (move_applied_cb), log);
  g_signal_connect (model, "dealt", G_CALLBACK (dealt_cb), log);
  g_signal_connect (model, "notify", G_CALLBACK (notify_cb), log);
  g_signal_connect (model, "won", G_CALLBACK (won_cb), log);
  g_signal_connect (model, "reset", G_CALLBACK (reset_cb), log);
  g_signal_connect (model, "changed", G_CALLBACK (changed_cb), log);
  return log;
}

static void
log_clear (Log *log)
{
  g_string_truncate (log->letters, 0);
  g_array_set_size (log->moves, 0);
  g_array_set_size (log->undos, 0);
  g_array_set_size (log->kinds, 0);
  g_array_set_size (log->counts, 0);
}

static void
log_free (ApGameModel *model, Log *log)
{
  g_signal_handlers_disconnect_by_data (model, log);
  g_string_free (log->letters, TRUE);
  g_array_unref (log->moves);
  g_array_unref (log->undos);
  g_array_unref (log->kinds);
  g_array_unref (log->counts);
  g_free (log);
}

/* The letters match `pattern` (the whole of them). */
static void
assert_order (Log *log, const char *pattern)
{
  g_autofree char *anchored = g_strdup_printf ("^(?:%s)$", pattern);

  if (!g_regex_match_simple (anchored, log->letters->str, 0, 0))
    g_test_fail_printf ("signals %s, expected %s", log->letters->str, pattern);
}

/* One group ended, of kind `kind`, with `moves` moves in the count. */
static void
assert_one_group (Log *log, ApChange kind, guint moves)
{
  g_assert_cmpuint (log->kinds->len, ==, 1);
  g_assert_cmpint (g_array_index (log->kinds, ApChange, 0), ==, kind);
  g_assert_cmpuint (g_array_index (log->counts, guint, 0), ==, moves);
}

/* The order of the header (and architecture.md section 2): for each move,
 * pile-changed for its piles, move-applied, dealt (a deal, not on undo),
 * notify, won (not on undo); for a new game, pile-changed, notify, reset,
 * then the automatic moves it opens with; `changed` once, last. */
#define MOVE_CHANGE "P+MD?N*W?"
#define UNDO_CHANGE "P+MN*"
#define RESET_START "P*N*R"

/* With automatic moves on: the new game with its opening automatic move,
 * the player's move with the five it sets off, the undo and the redo of
 * them all are four groups, each told once, at its end. */
static void
test_automatic_groups (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Log *log = log_new (model);
  ApPosition before;

  ap_game_model_set_automatic (model, TRUE);
  log_clear (log);
  test_set_model_position (model, "S", TEST_AUTOMOVE_ALGERIAN);
  /* reset, then the ten of clubs home, inside the new game's group. */
  assert_order (log, RESET_START "(?:" MOVE_CHANGE ")C");
  g_assert_cmpuint (log->moves->len, ==, 1);
  g_assert_true (ap_move_equal (g_array_index (log->moves, ApMove, 0), test_move ("T7 F8")));
  assert_one_group (log, AP_CHANGE_RESET, 0);
  before = *ap_game_model_get_position (model);

  log_clear (log);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  assert_order (log, "(?:" MOVE_CHANGE "){6}C");
  g_assert_true (ap_move_equal (g_array_index (log->moves, ApMove, 0), test_move ("T1 T5")));
  for (guint i = 1; i < log->moves->len; i++)
    {
      ApMove move = g_array_index (log->moves, ApMove, i);

      g_assert_cmpint (move.kind, ==, AP_MOVE_CARD);
      g_assert_cmpint (move.dst, ==, AP_PILE_F (1));
      g_assert_false (g_array_index (log->undos, gboolean, i));
    }
  /* `changed` comes after the last move: the count is the whole group's. */
  assert_one_group (log, AP_CHANGE_MOVE, 6);

  log_clear (log);
  g_assert_true (ap_game_model_undo (model));
  assert_order (log, "(?:" UNDO_CHANGE "){6}C");
  for (guint i = 0; i < log->undos->len; i++)
    g_assert_true (g_array_index (log->undos, gboolean, i));
  /* Newest first: the player's move is the last taken back. */
  g_assert_true (ap_move_equal (g_array_index (log->moves, ApMove, 5), test_move ("T1 T5")));
  assert_one_group (log, AP_CHANGE_UNDO, 0);
  g_assert_true (ap_position_equal (ap_game_model_get_position (model), &before));

  log_clear (log);
  g_assert_true (ap_game_model_redo (model));
  assert_order (log, "(?:" MOVE_CHANGE "){6}C");
  assert_one_group (log, AP_CHANGE_REDO, 6);
  log_free (model, log);
}

/* With automatic moves off the same move is a group of one move; turning
 * them on plays the moves due as a group of their own. A refused move is
 * no group at all. */
static void
test_automatic_off (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Log *log = log_new (model);
  gboolean automatic = TRUE;

  g_object_get (model, "automatic", &automatic, NULL);
  g_assert_false (automatic);
  test_set_model_position (model, "S", TEST_AUTOMOVE_ALGERIAN);
  log_clear (log);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  assert_order (log, MOVE_CHANGE "C");
  assert_one_group (log, AP_CHANGE_MOVE, 1);

  log_clear (log);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T5 T5")), !=, AP_VERDICT_OK);
  g_assert_cmpstr (log->letters->str, ==, "");

  /* The ten of clubs and the five hearts: six, and notify::automatic
   * before them. */
  log_clear (log);
  ap_game_model_set_automatic (model, TRUE);
  assert_order (log, "N(?:" MOVE_CHANGE "){6}C");
  assert_one_group (log, AP_CHANGE_AUTOMATIC, 7);
  g_assert_false (ap_game_model_find_safe_move (model, NULL));
  g_object_get (model, "automatic", &automatic, NULL);
  g_assert_true (automatic);
  log_free (model, log);
}

/* Finish's moves: never followed by automatic moves, which stay due. */
static void
test_try_move_alone (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Log *log;

  test_set_model_position (model, "S", TEST_AUTOMOVE_ALGERIAN);
  ap_game_model_set_automatic (model, TRUE);
  log = log_new (model);
  g_assert_cmpint (ap_game_model_try_move_alone (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  assert_order (log, MOVE_CHANGE "C");
  assert_one_group (log, AP_CHANGE_MOVE, 1);
  g_assert_true (ap_game_model_find_safe_move (model, NULL));
  log_free (model, log);
}

/* The winning move: won after its notify, changed after won. A replayed
 * saved game is a reset group without per-move signals: pile-changed,
 * notify, reset, changed. */
static void
test_won_and_replay (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Log *log = log_new (model);
  ApMove moves[2] = { test_move ("T2 F1"), test_move ("T1 F1") };

  test_set_model_position (model, "T2",
                           "game: algerian\n"
                           "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n"
                           "F2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"
                           "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
                           "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
                           "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n"
                           "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
                           "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n"
                           "F8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n"
                           "T1: KS\n");
  /* The queen home, then the king, which wins. */
  log_clear (log);
  g_assert_cmpint (ap_game_model_try_move (model, moves[0]), ==, AP_VERDICT_OK);
  assert_order (log, UNDO_CHANGE "C");
  g_assert_cmpint (ap_game_model_try_move (model, moves[1]), ==, AP_VERDICT_OK);
  assert_order (log, UNDO_CHANGE "C" UNDO_CHANGE "WC");
  g_assert_cmpuint (log->kinds->len, ==, 2);
  g_assert_true (ap_game_model_get_won (model));

  log_clear (log);
  g_assert_true (ap_game_model_replay (model, moves, 1, NULL, 0, NULL));
  assert_order (log, "P+N*RC");
  g_assert_cmpuint (log->moves->len, ==, 0);
  assert_one_group (log, AP_CHANGE_RESET, 1);
  log_free (model, log);
}

/* A move asked for from inside a group's signals joins that group. */
static void
nested_cb (ApGameModel *model, ApMove *move, gboolean undo, gpointer data)
{
  if (ap_move_equal (*move, test_move ("T1 T5")))
    g_assert_cmpint (ap_game_model_try_move (model, test_move ("T7 F8")), ==, AP_VERDICT_OK);
}

static void
test_nested (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Log *log;

  test_set_model_position (model, "S", TEST_AUTOMOVE_ALGERIAN);
  g_signal_connect (model, "move-applied", G_CALLBACK (nested_cb), NULL);
  log = log_new (model);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (log->kinds->len, ==, 1);
  assert_one_group (log, AP_CHANGE_MOVE, 2);
  log_free (model, log);
}

/* The types of the signals and properties. */
static void
test_types (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  GParamSpec *game = g_object_class_find_property (G_OBJECT_GET_CLASS (model), "game");
  GEnumClass *games = g_type_class_ref (AP_TYPE_GAME);
  GEnumClass *changes = g_type_class_ref (AP_TYPE_CHANGE);
  GSignalQuery query;
  ApMove move = test_move ("T1 F2");
  g_autoptr (ApMove) copy = NULL;
  ApGame value = AP_N_GAMES;
  ApRules rules;

  /* game: an enum of ApGame, whose nicks are the settings schema's. */
  g_assert_true (G_IS_PARAM_SPEC_ENUM (game));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (game) == AP_TYPE_GAME);
  g_assert_cmpuint (games->n_values, ==, AP_N_GAMES);
  g_assert_cmpstr (g_enum_get_value (games, AP_GAME_ALGERIAN)->value_nick, ==, "algerian");
  g_assert_cmpstr (g_enum_get_value (games, AP_GAME_PICTURE_PATIENCE)->value_nick, ==,
                   "picture-patience");
  g_assert_cmpstr (g_enum_get_value (games, AP_GAME_CONTRADANCE)->value_nick, ==, "contradance");
  ap_rules_default (AP_GAME_TOURNAMENT, &rules);
  ap_game_model_new_deal (model, &rules, 3);
  g_object_get (model, "game", &value, NULL);
  g_assert_cmpint (value, ==, AP_GAME_TOURNAMENT);
  g_assert_cmpuint (changes->n_values, ==, 5);

  /* move-applied carries a boxed ApMove, and the boxed type copies it. */
  g_signal_query (g_signal_lookup ("move-applied", AP_TYPE_GAME_MODEL), &query);
  g_assert_cmpuint (query.n_params, ==, 2);
  g_assert_true ((query.param_types[0] & ~G_SIGNAL_TYPE_STATIC_SCOPE) == AP_TYPE_MOVE);
  g_assert_true (G_TYPE_IS_BOXED (AP_TYPE_MOVE));
  copy = g_boxed_copy (AP_TYPE_MOVE, &move);
  g_assert_true (copy != &move);
  g_assert_true (ap_move_equal (*copy, move));
  g_signal_query (g_signal_lookup ("changed", AP_TYPE_GAME_MODEL), &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true (query.param_types[0] == AP_TYPE_CHANGE);

  /* The properties nobody followed are gone. */
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (model), "stock-count"));
  g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (model), "won"));
  g_type_class_unref (games);
  g_type_class_unref (changes);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/groups/automatic", test_automatic_groups);
  g_test_add_func ("/groups/automatic-off", test_automatic_off);
  g_test_add_func ("/groups/try-move-alone", test_try_move_alone);
  g_test_add_func ("/groups/won-and-replay", test_won_and_replay);
  g_test_add_func ("/groups/nested", test_nested);
  g_test_add_func ("/groups/types", test_types);
  return g_test_run ();
}
