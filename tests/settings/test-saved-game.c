/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>

#include "ap-saved-game.h"

/* The saved-game format: a round trip for every game and preset, and every
 * way a file can be damaged giving a message that names the line. */

/* Plays `n` random legal moves (a fixed seed, so a failure repeats). */
static void
play_random (ApGameModel *model, GRand *rand, guint n)
{
  ApMove moves[AP_MAX_MOVES];

  for (guint i = 0; i < n; i++)
    {
      guint count = ap_game_model_legal_moves (model, moves);

      if (count == 0)
        break;
      g_assert_cmpint (ap_game_model_try_move (model, moves[g_rand_int_range (rand, 0, count)]), ==,
                       AP_VERDICT_OK);
    }
}

/* A game with history and a redo stack. */
static ApGameModel *
make_game (const ApRules *rules, guint32 deal, guint32 seed)
{
  ApGameModel *model = ap_game_model_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  ap_game_model_new_deal (model, rules, deal);
  play_random (model, rand, 60);
  for (int i = 0; i < 7; i++)
    ap_game_model_undo (model);
  ap_game_model_redo (model);
  return model;
}

static void
assert_same_game (ApGameModel *a, ApGameModel *b)
{
  g_assert_true (ap_position_equal (ap_game_model_get_start (a), ap_game_model_get_start (b)));
  g_assert_true (
    ap_position_equal (ap_game_model_get_position (a), ap_game_model_get_position (b)));
  g_assert_cmpuint (ap_game_model_get_deal_number (a), ==, ap_game_model_get_deal_number (b));
  g_assert_cmpuint (ap_game_model_get_moves (a), ==, ap_game_model_get_moves (b));
  g_assert_cmpuint (ap_game_model_get_n_history (a), ==, ap_game_model_get_n_history (b));
  for (guint i = 0; i < ap_game_model_get_n_history (a); i++)
    g_assert_true (
      ap_move_equal (ap_game_model_get_history_move (a, i), ap_game_model_get_history_move (b, i)));
  g_assert_cmpuint (ap_game_model_get_n_redo (a), ==, ap_game_model_get_n_redo (b));
  for (guint i = 0; i < ap_game_model_get_n_redo (a); i++)
    g_assert_true (
      ap_move_equal (ap_game_model_get_redo_move (a, i), ap_game_model_get_redo_move (b, i)));
  g_assert_cmpint (ap_game_model_can_undo (a), ==, ap_game_model_can_undo (b));
  g_assert_cmpint (ap_game_model_can_redo (a), ==, ap_game_model_can_redo (b));
}

/* Counts the lines of `text` that start with `prefix`, without the parser. */
static guint
count_lines (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      n++;
  return n;
}

static void
round_trip (const ApRules *rules, guint32 deal, guint32 seed)
{
  g_autoptr (ApGameModel) model = make_game (rules, deal, seed);
  g_autoptr (ApGameModel) back = ap_game_model_new ();
  g_autoptr (ApSavedGame) saved = ap_saved_game_new_from_model (model, 187, AP_COUNTED_PLAYED);
  g_autoptr (ApSavedGame) parsed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ap_saved_game_format (saved);
  g_autofree char *again = NULL;
  g_autofree char *head = g_strdup_printf ("deal: %u\nelapsed: 187\n", deal);

  /* The header of formats.md comes first, then this program's lines,
   * then the starting position; one line per move and redo move. */
  g_assert_true (g_str_has_prefix (text, head));
  g_assert_nonnull (strstr (text, "\ngame: "));
  g_assert_cmpuint (count_lines (text, "move: "), ==, ap_game_model_get_n_history (model));
  g_assert_cmpuint (count_lines (text, "redo: "), ==, ap_game_model_get_n_redo (model));
  g_assert_cmpuint (ap_game_model_get_n_redo (model), ==, 6);

  parsed = ap_saved_game_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (parsed);
  g_assert_cmpuint (parsed->deal, ==, deal);
  g_assert_cmpuint (parsed->elapsed, ==, 187);
  g_assert_cmpint (parsed->counted, ==, AP_COUNTED_PLAYED);

  g_assert_true (ap_saved_game_restore (parsed, back, &error));
  g_assert_no_error (error);
  assert_same_game (model, back);

  /* Writing the restored game gives the same text. */
  g_clear_pointer (&saved, ap_saved_game_free);
  saved = ap_saved_game_new_from_model (back, 187, AP_COUNTED_PLAYED);
  again = ap_saved_game_format (saved);
  g_assert_cmpstr (again, ==, text);
}

static void
test_round_trip_games (void)
{
  for (int g = 0; g < AP_N_GAMES; g++)
    for (guint32 deal = 1; deal <= 5; deal++)
      {
        ApRules rules;

        ap_rules_default (g, &rules);
        round_trip (&rules, deal * 7919 + g, deal);
      }
}

static void
test_round_trip_presets (void)
{
  ApRules rules;

  for (int p = 0; p < AP_N_PRESETS; p++)
    {
      ap_rules_preset (p, &rules);
      round_trip (&rules, 2147483647u - p, 100 + p);
    }
  /* A custom rule set, and transfers off. */
  rules = (ApRules) { AP_GAME_ALGERIAN, AP_BASES_KINGS, 4, AP_SPACES_NEVER, FALSE };
  round_trip (&rules, 42, 7);
}

static void
test_counted_values (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();

  for (int c = 0; c < AP_N_COUNTED; c++)
    {
      g_autoptr (ApSavedGame) saved = ap_saved_game_new_from_model (model, 0, c);
      g_autoptr (ApSavedGame) parsed = NULL;
      g_autofree char *text = ap_saved_game_format (saved);

      parsed = ap_saved_game_parse (text, strlen (text), NULL);
      g_assert_nonnull (parsed);
      g_assert_cmpint (parsed->counted, ==, c);
    }
}

/* The text of a small game: deal 5 of Tarbart with a few moves. */
static char *
sample_text (void)
{
  g_autoptr (ApGameModel) model = make_game (&(ApRules) { AP_GAME_ALGERIAN, AP_BASES_ACES_AND_KINGS,
                                                          4, AP_SPACES_WHEN_STOCK_EMPTY, TRUE },
                                             5, 3);
  g_autoptr (ApSavedGame) saved = ap_saved_game_new_from_model (model, 60, AP_COUNTED_PLAYED);

  return ap_saved_game_format (saved);
}

/* The 1-based number of the first line of `text` that starts with `prefix`. */
static guint
line_of (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return i + 1;
  g_assert_not_reached ();
  return 0;
}

/* Parses and expects a refusal of the readers' domain, with the error code
 * `code` (-1: any), whose message starts with "line N: ". */
static void
assert_refused_as (int code, const char *text, gssize len, guint line, const char *part)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ApSavedGame) saved =
    ap_saved_game_parse (text, len < 0 ? strlen (text) : (gsize) len, &error);
  g_autofree char *prefix = g_strdup_printf ("line %u: ", line);

  g_assert_null (saved);
  g_assert_nonnull (error);
  g_assert_cmpstr (g_quark_to_string (error->domain), ==, "ap-read-error-quark");
  if (code >= 0)
    g_assert_error (error, AP_READ_ERROR, code);
  if (line != 0 && !g_str_has_prefix (error->message, prefix))
    g_error ("expected “%s…”, got “%s”", prefix, error->message);
  if (line == 0 && !g_str_has_prefix (error->message, "line "))
    g_error ("expected a line number, got “%s”", error->message);
  if (part != NULL && strstr (error->message, part) == NULL)
    g_error ("expected “%s” in “%s”", part, error->message);
}

/* The same for a line that the format does not allow. */
static void
assert_refused (const char *text, gssize len, guint line, const char *part)
{
  assert_refused_as (AP_READ_ERROR_INVALID, text, len, line, part);
}

static void
test_empty (void)
{
  assert_refused ("", 0, 1, "empty");
  assert_refused ("\n\n  \n", -1, 3, "empty");
  assert_refused ("# nothing but a comment\n", -1, 1, "empty");
}

static void
test_binary (void)
{
  static const char nul_bytes[] = "deal: 5\nelapsed: 1\n\0\0\0\x01\x02game: algerian\n";
  static const char latin1[] = "deal: 5\nelapsed: 1\ngame: alg\xe9rian\n";
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);

  assert_refused_as (AP_READ_ERROR_NOT_TEXT, nul_bytes, sizeof nul_bytes - 1, 3, "NUL");
  assert_refused_as (AP_READ_ERROR_NOT_TEXT, latin1, -1, 3, "UTF-8");

  /* Random bytes: never accepted, never a crash. */
  for (int n = 0; n < 200; n++)
    {
      gsize len = g_rand_int_range (rand, 1, 2000);
      g_autofree guchar *bytes = g_malloc (len);

      for (gsize i = 0; i < len; i++)
        bytes[i] = g_rand_int_range (rand, 0, 256);
      assert_refused_as (-1, (const char *) bytes, len, 0, NULL);
    }
}

static void
test_truncated (void)
{
  g_autofree char *text = sample_text ();
  gsize len = strlen (text);

  /* Cut anywhere but the final line end, the file is refused: the
   * history: line tells a file cut at a line end from a shorter game. */
  for (gsize cut = 0; cut + 1 < len; cut++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ApSavedGame) saved = ap_saved_game_parse (text, cut, &error);

      if (saved != NULL)
        g_error ("a file cut to %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " bytes was accepted", cut,
                 len);
      g_assert_true (g_str_has_prefix (error->message, "line "));
    }
  /* Without its last line end it is still the same game. */
  {
    g_autoptr (ApSavedGame) saved = ap_saved_game_parse (text, len - 1, NULL);
    g_assert_nonnull (saved);
  }
}

static void
test_newer_version (void)
{
  g_autofree char *text = sample_text ();
  g_autofree char *newer = g_strconcat ("format: 2\n", text, NULL);
  g_autofree char *extra_move_kind = g_strconcat (text, "redo: T1 T2 T3\n", NULL);
  g_autofree char *unknown_tail = g_strconcat (text, "bookmark: 12\n", NULL);

  assert_refused (newer, -1, 1, "newer version");
  assert_refused (extra_move_kind, -1, line_of (extra_move_kind, "redo: T1 T2 T3"), "not a move");
  assert_refused (unknown_tail, -1, line_of (unknown_tail, "bookmark"), "bookmark");
}

/* Replaces the first occurrence of `from` (which must be there) by `to`. */
static char *
replace (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The text of the line that starts with `prefix`, without the prefix. */
static char *
line_value (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i] + strlen (prefix));
  g_assert_not_reached ();
  return NULL;
}

static void
test_edited (void)
{
  g_autofree char *text = sample_text ();
  guint first_move = line_of (text, "move: ");
  g_autofree char *move = line_value (text, "move: ");
  g_autofree char *move_line = g_strdup_printf ("move: %s\n", move);
  g_autofree char *illegal = NULL;
  g_autofree char *short_history = NULL;
  g_autofree char *t1 = line_value (text, "T1: ");
  g_autofree char *t2 = line_value (text, "T2: ");
  g_autofree char *t1_line = g_strdup_printf ("T1: %s\n", t1);
  g_autofree char *t2_line = g_strdup_printf ("T2: %s\n", t2);
  g_autofree char *new_t1 = NULL;
  g_autofree char *new_t2 = NULL;
  g_autofree char *swapped_a = NULL;
  g_autofree char *not_deal = NULL;
  g_autofree char *as_position = NULL;
  g_autofree char *no_moves = NULL;
  g_autofree char *history = NULL;
  g_autofree char *history_line = NULL;
  g_autoptr (ApSavedGame) saved = NULL;
  ApCard card;

  /* A move that cannot be played where it stands: the base of a foundation
   * back onto the tableau. The message names its line. */
  illegal = replace (text, move_line, "move: F1 T1\n");
  assert_refused_as (AP_READ_ERROR_REPLAY, illegal, -1, first_move, "F1 T1");

  /* A move line removed: the history: line no longer matches. */
  short_history = replace (text, move_line, "");
  assert_refused (short_history, -1, 0, "incomplete");

  /* Two tableau cards swapped: a valid position, but not deal 5. */
  g_assert_cmpstr (t1, !=, t2);
  new_t1 = g_strdup_printf ("T1: %s\n", t2);
  new_t2 = g_strdup_printf ("T2: %s\n", t1);
  swapped_a = replace (text, t1_line, new_t1);
  not_deal = replace (swapped_a, t2_line, new_t2);
  assert_refused (not_deal, -1, 1, "deal 5");

  /* As deal 0, a position of its own, it is accepted (without the moves,
   * which were made on the real deal). */
  as_position = replace (not_deal, "deal: 5\n", "deal: 0\n");
  no_moves = g_strndup (as_position, strstr (as_position, "\nmove: ") - as_position + 1);
  history = line_value (no_moves, "history: ");
  history_line = g_strdup_printf ("history: %s\n", history);
  g_free (g_steal_pointer (&as_position));
  as_position = replace (no_moves, history_line, "history: 0 0\n");
  saved = ap_saved_game_parse (as_position, strlen (as_position), NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (saved->deal, ==, 0);
  g_assert_cmpuint (saved->moves->len, ==, 0);
  /* And it holds the swapped cards. */
  g_assert_true (ap_card_parse (t2, strlen (t2), &card));
  g_assert_cmpuint (saved->start.len[AP_PILE_T1], ==, 1);
  g_assert_cmpuint (saved->start.cards[AP_PILE_T1][0], ==, card);
}

static void
test_header_values (void)
{
  g_autofree char *text = sample_text ();
  g_autofree char *bad_deal = replace (text, "deal: 5", "deal: 2147483648");
  g_autofree char *bad_elapsed = replace (text, "elapsed: 60", "elapsed: -3");
  g_autofree char *bad_counted = replace (text, "counted: played", "counted: twice");
  g_autofree char *twice = g_strconcat ("deal: 5\n", text, NULL);
  g_autofree char *bad_history = replace (text, "history: ", "history: 1 ");

  assert_refused (bad_deal, -1, 1, NULL);
  assert_refused (bad_elapsed, -1, 2, NULL);
  assert_refused (bad_counted, -1, 3, "counted");
  assert_refused (twice, -1, 2, "twice");
  assert_refused (bad_history, -1, 4, "history");
}

static void
test_lenient_reading (void)
{
  g_autofree char *text = sample_text ();
  g_autofree char *crlf = NULL;
  g_autofree char *history = line_value (text, "history: ");
  g_autofree char *history_line = g_strdup_printf ("history: %s\n", history);
  g_autofree char *without_counted = replace (text, "counted: played\n", "");
  g_autofree char *bare = replace (without_counted, history_line, "");
  g_autoptr (GString) s = g_string_new (NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (ApSavedGame) a = NULL;
  g_autoptr (ApSavedGame) b = NULL;
  g_autoptr (ApSavedGame) c = NULL;

  /* CR LF line ends, comments and blank lines, extra spaces. */
  g_string_append (s, "# saved by hand\r\n\r\n");
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    {
      if (g_str_has_prefix (lines[i], "move: ") && strchr (lines[i] + 6, ' '))
        {
          g_auto (GStrv) parts = g_strsplit (lines[i] + 6, " ", 2);
          g_string_append_printf (s, "  move :   %s \t %s\t\r\n", parts[0], parts[1]);
        }
      else
        g_string_append_printf (s, "%s\r\n", lines[i]);
    }
  crlf = g_string_free (g_steal_pointer (&s), FALSE);
  a = ap_saved_game_parse (text, strlen (text), NULL);
  b = ap_saved_game_parse (crlf, strlen (crlf), NULL);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
  for (guint i = 0; i < a->moves->len; i++)
    g_assert_true (
      ap_move_equal (g_array_index (a->moves, ApMove, i), g_array_index (b->moves, ApMove, i)));

  /* The minimal header of formats.md: no counted: and no history:. */
  c = ap_saved_game_parse (bare, strlen (bare), NULL);
  g_assert_nonnull (c);
  g_assert_cmpint (c->counted, ==, AP_COUNTED_NONE);
  g_assert_cmpuint (c->moves->len, ==, a->moves->len);
  g_assert_cmpuint (c->redo->len, ==, a->redo->len);
}

static guint
count_newlines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

static void
test_move_after_redo (void)
{
  g_autofree char *text = sample_text ();
  g_autofree char *bad = g_strconcat (text, "move: deal\n", NULL);

  g_assert_nonnull (strstr (text, "redo: "));
  /* The appended line is the last one. */
  assert_refused (bad, -1, count_newlines (bad), "after");
}

/* The address space this process has now, in bytes. */
static gsize
address_space (void)
{
  g_autofree char *statm = NULL;
  guint64 pages = 0;

  g_assert_true (g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL));
  g_assert_cmpint (sscanf (statm, "%" G_GUINT64_FORMAT, &pages), ==, 1);
  return pages * (gsize) sysconf (_SC_PAGESIZE);
}

static void
append_blank_lines (GString *s, gsize n)
{
  gsize old_len = s->len;

  g_string_set_size (s, old_len + n);
  memset (s->str + old_len, '\n', n);
}

/* Ten million blank lines in each part of the file (header, position,
 * moves) read within 128 MiB more than the text itself: a reader that
 * kept something per line, even an empty one, would need gigabytes. The
 * line numbers still count every line. Runs in a subprocess, which the
 * memory limit would otherwise outlive. */
static void
blank_lines_in_bounded_memory (void)
{
  const gsize n = 10 * 1000 * 1000;
  g_autofree char *text = sample_text ();
  const char *game = strstr (text, "\ngame: ") + 1, *move = strstr (text, "\nmove: ") + 1;
  g_autoptr (GString) s = g_string_new (NULL);
  g_autoptr (ApSavedGame) plain = ap_saved_game_parse (text, strlen (text), NULL);
  g_autoptr (ApSavedGame) padded = NULL;
  struct rlimit limit;

  g_string_append_len (s, text, game - text);
  append_blank_lines (s, n);
  g_string_append_len (s, game, move - game);
  append_blank_lines (s, n);
  g_string_append (s, move);
  append_blank_lines (s, n);

  limit.rlim_cur = limit.rlim_max = address_space () + 128 * 1024 * 1024;
  g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);

  padded = ap_saved_game_parse (s->str, s->len, NULL);
  g_assert_nonnull (padded);
  g_assert_true (ap_position_equal (&padded->start, &plain->start));
  g_assert_cmpuint (padded->moves->len, ==, plain->moves->len);
  g_assert_cmpuint (padded->redo->len, ==, plain->redo->len);

  /* A move after the redo moves, on the very last line. */
  g_string_append (s, "move: deal\n");
  assert_refused (s->str, s->len, count_newlines (s->str), "after");
}

static void
test_blank_lines (void)
{
  const char *sanitize = g_getenv ("AP_SANITIZE");

  if (sanitize != NULL && strcmp (sanitize, "none") != 0)
    {
      g_test_skip ("a sanitizer's shadow memory does not fit a limit on the address space");
      return;
    }
  if (g_test_subprocess ())
    {
      blank_lines_in_bounded_memory ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_redo_must_replay (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (ApSavedGame) saved = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  ApRules rules;

  /* Deal 9: one deal, undone, so the redo stack holds it. */
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (model, &rules, 9);
  g_assert_cmpint (ap_game_model_try_move (model, (ApMove) { AP_MOVE_DEAL, 0, 0 }), ==,
                   AP_VERDICT_OK);
  ap_game_model_undo (model);
  saved = ap_saved_game_new_from_model (model, 5, AP_COUNTED_PLAYED);
  text = ap_saved_game_format (saved);
  g_assert_nonnull (strstr (text, "\nredo: deal\n"));
  /* A redo move that does not follow from the history. */
  bad = replace (text, "redo: deal", "redo: F5 T1");
  assert_refused_as (AP_READ_ERROR_REPLAY, bad, -1, line_of (bad, "redo: "), "F5 T1");
}

static void
test_restore_failure_leaves_start (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (ApSavedGame) saved = ap_saved_game_new ();
  g_autoptr (GError) error = NULL;
  ApMove bad = { AP_MOVE_CARD, AP_PILE_F1, AP_PILE_T1 };
  ApRules rules;

  /* A saved game built in memory, not read: restore checks on its own. */
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_position_deal (&saved->start, &rules, 77);
  saved->deal = 77;
  g_array_append_val (saved->moves, bad);
  g_assert_false (ap_saved_game_restore (saved, model, &error));
  g_assert_error (error, AP_READ_ERROR, AP_READ_ERROR_REPLAY);
  g_assert_true (ap_position_equal (ap_game_model_get_position (model), &saved->start));
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/saved-game/round-trip/games", test_round_trip_games);
  g_test_add_func ("/saved-game/round-trip/presets", test_round_trip_presets);
  g_test_add_func ("/saved-game/counted", test_counted_values);
  g_test_add_func ("/saved-game/empty", test_empty);
  g_test_add_func ("/saved-game/binary", test_binary);
  g_test_add_func ("/saved-game/truncated", test_truncated);
  g_test_add_func ("/saved-game/newer-version", test_newer_version);
  g_test_add_func ("/saved-game/edited", test_edited);
  g_test_add_func ("/saved-game/header-values", test_header_values);
  g_test_add_func ("/saved-game/lenient", test_lenient_reading);
  g_test_add_func ("/saved-game/move-after-redo", test_move_after_redo);
  g_test_add_func ("/saved-game/redo-must-replay", test_redo_must_replay);
  g_test_add_func ("/saved-game/blank-lines", test_blank_lines);
  g_test_add_func ("/saved-game/restore-failure", test_restore_failure_leaves_start);
  return g_test_run ();
}
