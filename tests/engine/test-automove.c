/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Automatic moves to the foundations in ApGameModel (the "safe" auto-move
 * setting): which cards go home, by hand-worked positions of each game;
 * that they follow only a forward move, never an undo, a redo or a new
 * position; that undo and redo take a move and its automatic moves
 * together; and, over random games, that every automatic move is one that
 * ap_move_is_safe() proves and that none is left behind.
 */
#include <string.h>

#include "ap-safe-move.h"
#include "ap-game-model.h"
#include "test-util.h"

static void
assert_pile (ApGameModel *model, const char *name, const char *want)
{
  const ApPosition *pos = ap_game_model_get_position (model);
  int pile = test_pile_from_text (name, strlen (name));
  g_autoptr (GString) got = g_string_new (NULL);

  g_assert_cmpint (pile, >=, 0);
  for (guint i = 0; i < pos->len[pile]; i++)
    {
      static const char ranks[] = "A23456789TJQK";
      static const char suits[] = "SHDC";
      ApCard card = pos->cards[pile][i];

      if (i > 0)
        g_string_append_c (got, ' ');
      g_string_append_c (got, ranks[ap_card_rank (card) - 1]);
      g_string_append_c (got, suits[ap_card_suit (card)]);
    }
  if (g_strcmp0 (got->str, want) != 0)
    g_test_fail_printf ("%s: got \"%s\", expected \"%s\"", name, got->str, want);
}

static void
assert_same_position (const ApPosition *got, const ApPosition *want)
{
  if (!ap_position_equal (got, want))
    {
      g_autofree char *got_text = ap_position_format (got);
      g_autofree char *want_text = ap_position_format (want);

      g_assert_cmpstr (got_text, ==, want_text);
    }
}

static void
count_cb (ApGameModel *model, gpointer move, gboolean undo, gpointer data)
{
  ((guint *) data)[undo ? 1 : 0]++;
}

static void
won_cb (ApGameModel *model, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_algerian (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  ApPosition start, after_player;
  guint applied[2] = { 0, 0 };
  ApMove move;

  test_set_model_position (model, "S", TEST_AUTOMOVE_ALGERIAN);
  start = *ap_game_model_get_position (model);
  g_signal_connect (model, "move-applied", G_CALLBACK (count_cb), applied);

  /* A fresh game: the ten of clubs is safe and due at once, though the
   * player has not moved. It is part of the game as the player first sees
   * it: no move of the player's, not counted, and nothing to undo (the
   * header's count, Undo and the statistics agree that nothing was
   * played). */
  g_assert_true (ap_game_model_find_safe_move (model, &move));
  g_assert_true (ap_move_equal (move, test_move ("T7 F8")));
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 1);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  g_assert_cmpuint (ap_game_model_get_n_history (model), ==, 1);
  g_assert_cmpuint (ap_game_model_get_player_moves (model), ==, 0);
  g_assert_false (ap_game_model_can_undo (model));
  g_assert_false (ap_game_model_undo (model));
  g_assert_cmpuint (ap_game_model_get_n_history (model), ==, 1);
  /* The rest of this test starts from the position without it. */
  ap_game_model_set_position (model, &start, 0);
  g_assert_true (ap_game_model_find_safe_move (model, &move));
  g_assert_true (ap_game_model_try_move (model, move) == AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 1);
  g_assert_true (ap_game_model_undo (model));
  assert_same_position (ap_game_model_get_position (model), &start);
  g_assert_false (ap_game_model_find_safe_move (model, &move));
  g_assert_false (ap_game_model_play_safe_move (model));
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  applied[0] = applied[1] = 0;

  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  after_player = *ap_game_model_get_position (model);
  /* The first due, in source order: the six of hearts, uncovered. */
  g_assert_true (ap_game_model_find_safe_move (model, &move));
  g_assert_true (ap_move_equal (move, test_move ("T1 F2")));

  /* 6H, 7H (T1), 8H (T3), TC (T7), 9H, TH (R1): six automatic moves. */
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 6);
  assert_pile (model, "F2", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH");
  assert_pile (model, "F8", "KC QC JC TC");
  assert_pile (model, "T1", "");
  assert_pile (model, "T3", "");
  assert_pile (model, "T7", "");
  assert_pile (model, "R1", "");
  /* The four of spades is legal on F1 but not safe. */
  assert_pile (model, "T6", "4S");
  assert_pile (model, "F1", "AS 2S 3S");
  g_assert_false (ap_game_model_find_safe_move (model, NULL));
  g_assert_cmpint (ap_position_check_move (ap_game_model_get_position (model), test_move ("T6 F1")),
                   ==, AP_VERDICT_OK);
  /* They count as moves, but not as the player's. */
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 7);
  g_assert_cmpuint (ap_game_model_get_player_moves (model), ==, 1);
  g_assert_cmpuint (applied[0], ==, 7);

  /* One undo takes back the player's move and the six that followed, one
   * signal per move; and nothing is played again after it, although the
   * ten of clubs and, once 5S is back, nothing else would be safe. */
  g_assert_true (ap_game_model_undo (model));
  g_assert_cmpuint (applied[1], ==, 7);
  assert_same_position (ap_game_model_get_position (model), &start);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  g_assert_false (ap_game_model_can_undo (model));
  g_assert_false (ap_game_model_play_safe_move (model));
  g_assert_cmpuint (ap_game_model_get_n_redo (model), ==, 7);

  /* One redo replays all seven, and nothing more is due after it. */
  g_assert_true (ap_game_model_redo (model));
  g_assert_cmpuint (applied[0], ==, 14);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 7);
  g_assert_false (ap_game_model_can_redo (model));
  assert_pile (model, "F2", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH");
  g_assert_false (ap_game_model_find_safe_move (model, NULL));

  /* Undo, then the player's move again: the same six follow it. */
  g_assert_true (ap_game_model_undo (model));
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  assert_same_position (ap_game_model_get_position (model), &after_player);
  g_assert_false (ap_game_model_can_redo (model));
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 6);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 7);
}

/* Two moves of the player, each with its automatic moves, and a saved
 * history: undo goes back one group at a time; replayed from the saved
 * moves, the same history undoes one move at a time, unless the model is
 * told that the game was played with automatic moves on. */
static void
test_groups (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (ApGameModel) copy = ap_game_model_new ();
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
  ApPosition start, after_first;

  /* As above, but the ten and nine of hearts wait under a spade that the
   * player moves second. */
  test_set_model_position (model, "S",
                           "game: algerian\n"
                           "F1: AS 2S 3S\n"
                           "F2: AH 2H 3H 4H 5H\n"
                           "F3: AD\n"
                           "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
                           "F5: KS QS\n"
                           "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
                           "F7: KD\n"
                           "F8: KC QC JC\n"
                           "T1: 7H 6H 5S\n"
                           "T2: 9H 8H 8S\n"
                           "T5: 6S\n"
                           "T6: 9S\n");
  start = *ap_game_model_get_position (model);

  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T5")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 2); /* 6H 7H */
  after_first = *ap_game_model_get_position (model);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T2 T6")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 2); /* 8H 9H */
  assert_pile (model, "F2", "AH 2H 3H 4H 5H 6H 7H 8H 9H");
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 6);

  for (guint i = 0; i < ap_game_model_get_n_history (model); i++)
    {
      ApMove m = ap_game_model_get_history_move (model, i);

      g_array_append_val (moves, m);
    }

  g_assert_true (ap_game_model_undo (model));
  assert_same_position (ap_game_model_get_position (model), &after_first);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 3);
  /* The redo stack lists the moves one by one, for the saved game. */
  g_assert_cmpuint (ap_game_model_get_n_redo (model), ==, 3);
  g_assert_true (ap_move_equal (ap_game_model_get_redo_move (model, 0), test_move ("T2 T6")));
  g_assert_true (ap_move_equal (ap_game_model_get_redo_move (model, 1), test_move ("T2 F2")));
  g_assert_true (ap_game_model_undo (model));
  assert_same_position (ap_game_model_get_position (model), &start);
  g_assert_false (ap_game_model_undo (model));
  g_assert_true (ap_game_model_redo (model));
  assert_same_position (ap_game_model_get_position (model), &after_first);
  g_assert_true (ap_game_model_can_redo (model));

  /* The saved game's moves: ordinary moves after a replay, undone one by
   * one, and no automatic move follows the replay. */
  ap_game_model_set_position (copy, &start, 0);
  g_assert_true (
    ap_game_model_replay (copy, (const ApMove *) moves->data, moves->len, NULL, 0, NULL));
  g_assert_cmpuint (ap_game_model_get_moves (copy), ==, 6);
  g_assert_false (ap_game_model_find_safe_move (copy, NULL));
  g_assert_true (ap_game_model_undo (copy));
  g_assert_cmpuint (ap_game_model_get_moves (copy), ==, 5);
  assert_pile (copy, "T2", "9H");
  /* An undo is not a move of the player: the nine stays where it is. */
  g_assert_false (ap_game_model_play_safe_move (copy));

  /* Resumed with automatic moves on, the model finds the groups again:
   * one undo takes back a move of the player and its automatic moves. */
  g_assert_true (
    ap_game_model_replay (copy, (const ApMove *) moves->data, moves->len, NULL, 0, NULL));
  ap_game_model_resume_automatic (copy);
  g_assert_true (ap_game_model_undo (copy));
  assert_same_position (ap_game_model_get_position (copy), &after_first);
  g_assert_cmpuint (ap_game_model_get_n_redo (copy), ==, 3);
  /* With moves to redo, the last thing done was an undo: nothing is due. */
  g_assert_false (ap_game_model_find_safe_move (copy, NULL));
  g_assert_true (ap_game_model_redo (copy));
  g_assert_cmpuint (ap_game_model_get_moves (copy), ==, 6);

  /* Saved in the middle of the automatic moves (killed after the player's
   * move and one of them), and saved with the first group undone: resumed,
   * the moves still due follow, and the redo stack keeps its groups. */
  g_assert_true (ap_game_model_replay (copy, (const ApMove *) moves->data, 5, NULL, 0, NULL));
  ap_game_model_resume_automatic (copy);
  g_assert_cmpuint (ap_game_model_play_safe_moves (copy), ==, 1);
  assert_pile (copy, "F2", "AH 2H 3H 4H 5H 6H 7H 8H 9H");
  g_assert_true (ap_game_model_undo (copy));
  assert_same_position (ap_game_model_get_position (copy), &after_first);

  g_assert_true (ap_game_model_replay (copy, (const ApMove *) moves->data, 0,
                                       (const ApMove *) moves->data, moves->len, NULL));
  ap_game_model_resume_automatic (copy);
  g_assert_false (ap_game_model_find_safe_move (copy, NULL));
  g_assert_true (ap_game_model_redo (copy));
  assert_same_position (ap_game_model_get_position (copy), &after_first);
  g_assert_true (ap_game_model_redo (copy));
  assert_pile (copy, "F2", "AH 2H 3H 4H 5H 6H 7H 8H 9H");
  g_assert_false (ap_game_model_can_redo (copy));
}

/* Carthage: an ace, or a card both copies of whose predecessor are home. */
static void
test_carthage (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();

  test_set_model_position (model, "S",
                           "game: carthage\n"
                           "F1: AS 2S 3S 4S\n"
                           "F2: AS 2S 3S 4S\n"
                           "F3: AH 2H 3H\n"
                           "F4: AH\n"
                           "T1: 5S\n"
                           "T2: 6S 5S\n"
                           "T3: 9C\n"
                           "T4: 8C\n"
                           "R1: 4H\n"
                           "R2: AD\n");
  /* Due at once in a fresh game: 5S (T1) onto F1, the other 5S (T2) onto
   * F2, then 6S with both fives home, then the ace of diamonds onto the
   * first empty foundation. */
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 4);
  assert_pile (model, "F1", "AS 2S 3S 4S 5S 6S");
  assert_pile (model, "F2", "AS 2S 3S 4S 5S");
  assert_pile (model, "F5", "AD");
  assert_pile (model, "T1", "");
  assert_pile (model, "T2", "");
  assert_pile (model, "R2", "");
  /* Only one three of hearts is home: the four might still be wanted for
   * the other three, so it stays although F3 takes it. */
  assert_pile (model, "R1", "4H");
  assert_pile (model, "F3", "AH 2H 3H");
  /* They belong to no move of the player: part of the game as it opens,
   * not counted and not undone. */
  g_assert_cmpuint (ap_game_model_get_n_history (model), ==, 4);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  g_assert_cmpuint (ap_game_model_get_player_moves (model), ==, 0);
  g_assert_false (ap_game_model_can_undo (model));
  g_assert_false (ap_game_model_undo (model));
  assert_pile (model, "T2", "");
  g_assert_false (ap_game_model_find_safe_move (model, NULL));
}

/* A new deal of a game with a waste: the stock is full, so no deal is
 * followed by an automatic move, whatever fits. */
static void
assert_none_while_dealing (ApGameModel *model, ApGame game)
{
  ApRules rules;

  ap_rules_default (game, &rules);
  ap_game_model_new_deal (model, &rules, 3);
  for (guint i = 0; i < 20; i++)
    {
      g_assert_cmpint (ap_game_model_try_move (model, test_move ("deal")), ==, AP_VERDICT_OK);
      g_assert_false (ap_game_model_find_safe_move (model, NULL));
    }
}

/* Patriarchs and Picture Patience: nothing while cards are still to come
 * from the stock or a redeal; once none can come, the reserve and waste
 * cards that ap-safe-move.c proves safe. */
static const char PATRIARCHS[] =
  "game: patriarchs\n"
  "redeals: %d\n"
  "S:\n"
  "W: 4C 9C 9D\n"
  "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
  "R1: 2S\nR2: 2H\nR3: 5S\nR4: 6S\nR5: 7S\nR6: 8S\nR7: 5H\nR8: 6H\nR9: 7H\n";

static void
test_patriarchs (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autofree char *with_redeal = g_strdup_printf (PATRIARCHS, 1);
  g_autofree char *without = g_strdup_printf (PATRIARCHS, 0);

  /* A redeal is left: the two of hearts fits F2 but is not moved. */
  test_set_model_position (model, "W", with_redeal);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("R1 F1")), ==, AP_VERDICT_OK);
  assert_pile (model, "R1", "9D");
  g_assert_false (ap_game_model_find_safe_move (model, NULL));
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 0);
  assert_pile (model, "R2", "2H");

  /* None left: it goes home, and R2 takes the waste's top, the nine of
   * clubs; the four of clubs under it fits nothing. */
  test_set_model_position (model, "W", without);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("R1 F1")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 1);
  assert_pile (model, "F2", "AH 2H");
  assert_pile (model, "R2", "9C");
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 2);
  g_assert_true (ap_game_model_undo (model));
  assert_pile (model, "R1", "2S");
  assert_pile (model, "R2", "2H");

  assert_none_while_dealing (model, AP_GAME_PATRIARCHS);
}

static void
test_picture_patience (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();

  /* The ace of spades fits both the empty up foundations and the down one
   * that shows the two: two real choices, so it is not moved. The ace of
   * hearts fits only an up foundation. */
  test_set_model_position (model, "W",
                           "game: picture-patience\n"
                           "redeals: 0\n"
                           "S:\n"
                           "W: 4C 9C 9D\n"
                           "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n"
                           "R1: AS\nR2: AH\nR3: AD\nR4: 5S\nR5: 6S\nR6: 7S\nR7: 8S\nR8: 5H\nR9: "
                           "6H\n");
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("R3 F1")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 1);
  assert_pile (model, "F2", "AH");
  assert_pile (model, "R1", "AS");
  assert_pile (model, "R2", "9C");

  assert_none_while_dealing (model, AP_GAME_PICTURE_PATIENCE);
}

/* The last automatic move wins: "won" comes once, as after any move. */
static void
test_won (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  guint won = 0;

  test_set_model_position (model, "T2",
                           "game: algerian\n"
                           "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n" TEST_HOME_BUT_SPADES_UP
                           "T1: KS\n");
  g_signal_connect (model, "won", G_CALLBACK (won_cb), &won);
  /* T2 holds the queen of spades: the player moves it onto the king,
   * whence both go home. */
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T2 T1")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (ap_game_model_play_safe_moves (model), ==, 2);
  g_assert_true (ap_game_model_get_won (model));
  g_assert_cmpuint (won, ==, 1);
  g_assert_true (ap_game_model_undo (model));
  g_assert_false (ap_game_model_get_won (model));
  assert_pile (model, "T2", "QS");
}

/* Random games of each game: after every move of the player the automatic
 * moves are played; each is one ap_move_is_safe() accepts and takes
 * no foundation card; none is left after them; one undo goes back to the
 * position before the player's move and one redo forward again. */
typedef struct {
  ApPosition before, after;
  guint moves_before, moves_after;
} Group;

/* A random move, but one to a foundation more often than not, so that the
 * games get far enough for Algerian's rule (a whole foundation home). */
static ApMove
pick (GRand *rand, const ApMove *moves, guint n)
{
  guint home[AP_MAX_MOVES];
  guint n_home = 0;

  for (guint i = 0; i < n; i++)
    if (ap_pile_kind (moves[i].dst) == AP_KIND_FOUNDATION)
      home[n_home++] = i;
  if (n_home > 0 && g_rand_double (rand) < 0.8)
    return moves[home[g_rand_int_range (rand, 0, n_home)]];
  return moves[g_rand_int_range (rand, 0, n)];
}

/* A late game of Algerian (Tarbart's rules), where the safe rule has work
 * to do: in each suit one foundation is complete and the other has come
 * part of the way; the suit's other cards lie at random on the depots and
 * reserve piles, and the stock is empty. */
static void
late_algerian (GRand *rand, ApPosition *pos)
{
  static const char ranks[] = "A23456789TJQK";
  static const char suits[] = "SHDC";
  g_autoptr (GString) text = g_string_new ("game: algerian\nS:\n");
  GString *piles[14];

  for (guint i = 0; i < 14; i++)
    piles[i] = g_string_new (NULL);
  for (int suit = 0; suit < 4; suit++)
    {
      gboolean up_complete = g_rand_boolean (rand);
      int reached = g_rand_int_range (rand, 1, 13); /* cards on the other foundation */
      GString *up = g_string_new (NULL), *down = g_string_new (NULL);

      for (int r = 0; r < 13; r++)
        {
          gboolean up_has = up_complete || r < reached;
          gboolean down_has = !up_complete || 12 - r < reached;

          if (up_has)
            g_string_append_printf (up, " %c%c", ranks[r], suits[suit]);
          if (!down_has)
            g_string_append_printf (piles[g_rand_int_range (rand, 0, 14)], " %c%c", ranks[r],
                                    suits[suit]);
          if (!up_has)
            g_string_append_printf (piles[g_rand_int_range (rand, 0, 14)], " %c%c", ranks[r],
                                    suits[suit]);
        }
      for (int r = 12; r >= 0; r--)
        if (!up_complete || 12 - r < reached)
          g_string_append_printf (down, " %c%c", ranks[r], suits[suit]);
      g_string_append_printf (text, "F%d:%s\nF%d:%s\n", suit + 1, up->str, suit + 5, down->str);
      g_string_free (up, TRUE);
      g_string_free (down, TRUE);
    }
  for (guint i = 0; i < 14; i++)
    {
      g_string_append_printf (text, "%c%u:%s\n", i < 8 ? 'T' : 'R', i < 8 ? i + 1 : i - 7,
                              piles[i]->str);
      g_string_free (piles[i], TRUE);
    }
  test_position (pos, NULL, text->str);
}

static void
test_random (void)
{
  static const ApGame games[] = { AP_GAME_ALGERIAN, AP_GAME_CARTHAGE, AP_GAME_PATRIARCHS,
                                  AP_GAME_PICTURE_PATIENCE };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240611);
  guint automatic[G_N_ELEMENTS (games)] = { 0 };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint deal = 1; deal <= 6; deal++)
      {
        g_autoptr (ApGameModel) model = ap_game_model_new ();
        g_autoptr (GArray) done = g_array_new (FALSE, FALSE, sizeof (Group));
        g_autoptr (GArray) undone = g_array_new (FALSE, FALSE, sizeof (Group));
        ApRules rules;

        ap_rules_default (games[g], &rules);
        ap_game_model_new_deal (model, &rules, deal);
        if (games[g] == AP_GAME_ALGERIAN && deal > 3)
          {
            ApPosition late;

            late_algerian (rand, &late);
            ap_game_model_set_position (model, &late, 0);
          }
        for (guint op = 0; op < 400 && !g_test_failed (); op++)
          {
            double r = g_rand_double (rand);
            ApMove moves[AP_MAX_MOVES];
            guint n;
            Group group;

            if (r < 0.15 && done->len > 0)
              {
                group = g_array_index (done, Group, done->len - 1);
                g_array_set_size (done, done->len - 1);
                g_assert_true (ap_game_model_undo (model));
                assert_same_position (ap_game_model_get_position (model), &group.before);
                g_assert_cmpuint (ap_game_model_get_moves (model), ==, group.moves_before);
                g_assert_false (ap_game_model_find_safe_move (model, NULL));
                g_array_append_val (undone, group);
                continue;
              }
            if (r < 0.22 && undone->len > 0)
              {
                group = g_array_index (undone, Group, undone->len - 1);
                g_array_set_size (undone, undone->len - 1);
                g_assert_true (ap_game_model_redo (model));
                assert_same_position (ap_game_model_get_position (model), &group.after);
                g_assert_cmpuint (ap_game_model_get_moves (model), ==, group.moves_after);
                g_assert_false (ap_game_model_find_safe_move (model, NULL));
                g_array_append_val (done, group);
                continue;
              }
            n = ap_game_model_legal_moves (model, moves);
            if (n == 0)
              break;
            group.before = *ap_game_model_get_position (model);
            group.moves_before = ap_game_model_get_moves (model);
            g_assert_cmpint (ap_game_model_try_move (model, pick (rand, moves, n)), ==,
                             AP_VERDICT_OK);
            for (;;)
              {
                ApPosition pos = *ap_game_model_get_position (model);
                ApMove safe;

                if (!ap_game_model_find_safe_move (model, &safe))
                  {
                    /* None left: no legal move to a foundation is safe. */
                    n = ap_position_legal_moves (&pos, moves);
                    for (guint i = 0; i < n; i++)
                      if (ap_pile_kind (moves[i].dst) == AP_KIND_FOUNDATION &&
                          ap_pile_kind (moves[i].src) != AP_KIND_FOUNDATION)
                        g_assert_false (ap_move_is_safe (&pos, moves[i]));
                    break;
                  }
                g_assert_cmpint (ap_position_check_move (&pos, safe), ==, AP_VERDICT_OK);
                g_assert_true (ap_move_is_safe (&pos, safe));
                g_assert_cmpint (ap_pile_kind (safe.src), !=, AP_KIND_FOUNDATION);
                g_assert_cmpint (ap_pile_kind (safe.dst), ==, AP_KIND_FOUNDATION);
                g_assert_true (ap_game_model_play_safe_move (model));
                automatic[g]++;
              }
            group.after = *ap_game_model_get_position (model);
            group.moves_after = ap_game_model_get_moves (model);
            g_array_set_size (undone, 0);
            g_array_append_val (done, group);
          }
      }
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    g_test_message ("%s: %u automatic moves", ap_game_info (games[g])->id, automatic[g]);
  /* The walk must have exercised the rules of Algerian and Carthage. */
  g_assert_cmpuint (automatic[0], >, 0);
  g_assert_cmpuint (automatic[1], >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/automove/algerian", test_algerian);
  g_test_add_func ("/automove/groups", test_groups);
  g_test_add_func ("/automove/carthage", test_carthage);
  g_test_add_func ("/automove/patriarchs", test_patriarchs);
  g_test_add_func ("/automove/picture-patience", test_picture_patience);
  g_test_add_func ("/automove/won", test_won);
  g_test_add_func ("/automove/random", test_random);

  return g_test_run ();
}
