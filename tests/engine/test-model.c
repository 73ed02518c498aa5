/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ApGameModel: its signals and properties, verdicts, and unlimited undo and
 * redo checked against a history of position copies kept by the test.
 */
#include <string.h>

#include "ap-game-model.h"
#include "test-util.h"

/* ---- a recorder of everything the model emits ---- */

typedef struct _Recorder Recorder;

typedef struct {
  Recorder *recorder;
  int pile;
} DetailSlot;

struct _Recorder {
  ApGameModel *model;
  guint pile_changed[AP_N_PILES];   /* through the plain signal */
  guint pile_detail[AP_N_PILES];    /* through "pile-changed::NAME" */
  guint bad_detail;                 /* detailed handler called for another pile */
  guint8 len_at_signal[AP_N_PILES]; /* the pile's size when its signal ran */
  guint move_applied;
  ApMove last_move;
  gboolean last_undo;
  ApPosition at_move_applied; /* the model's position during move-applied */
  guint dealt, won, reset;
  guint notify_can_undo, notify_can_redo, notify_moves, notify_other;
  DetailSlot slots[AP_N_PILES];
};

static void
pile_changed_cb (ApGameModel *model, int pile, gpointer data)
{
  Recorder *rec = data;

  g_assert_true (pile >= 0 && pile < AP_N_PILES);
  if (pile < 0 || pile >= AP_N_PILES)
    return;
  rec->pile_changed[pile]++;
  /* Views redraw from this signal, so the model is already up to date. */
  rec->len_at_signal[pile] = ap_game_model_get_position (model)->len[pile];
}

static void
pile_detail_cb (ApGameModel *model, int pile, gpointer data)
{
  DetailSlot *slot = data;

  if (pile != slot->pile)
    slot->recorder->bad_detail++;
  else
    slot->recorder->pile_detail[pile]++;
}

static void
move_applied_cb (ApGameModel *model, gpointer move, gboolean undo, gpointer data)
{
  Recorder *rec = data;

  rec->move_applied++;
  rec->last_move = *(const ApMove *) move;
  rec->last_undo = undo;
  rec->at_move_applied = *ap_game_model_get_position (model);
}

static void
dealt_cb (ApGameModel *model, gpointer data)
{
  ((Recorder *) data)->dealt++;
}

static void
won_cb (ApGameModel *model, gpointer data)
{
  ((Recorder *) data)->won++;
}

static void
reset_cb (ApGameModel *model, gpointer data)
{
  ((Recorder *) data)->reset++;
}

static void
notify_cb (GObject *object, GParamSpec *pspec, gpointer data)
{
  Recorder *rec = data;
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "can-undo"))
    rec->notify_can_undo++;
  else if (g_str_equal (name, "can-redo"))
    rec->notify_can_redo++;
  else if (g_str_equal (name, "moves"))
    rec->notify_moves++;
  else
    rec->notify_other++;
}

static Recorder *
recorder_new (ApGameModel *model)
{
  Recorder *rec = g_new0 (Recorder, 1);

  rec->model = model;
  g_signal_connect (model, "pile-changed", G_CALLBACK (pile_changed_cb), rec);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      g_autofree char *signal = g_strdup_printf ("pile-changed::%s", ap_pile_name (p));

      rec->slots[p].recorder = rec;
      rec->slots[p].pile = p;
      g_signal_connect (model, signal, G_CALLBACK (pile_detail_cb), &rec->slots[p]);
    }
  g_signal_connect (model, "move-applied", G_CALLBACK (move_applied_cb), rec);
  g_signal_connect (model, "dealt", G_CALLBACK (dealt_cb), rec);
  g_signal_connect (model, "won", G_CALLBACK (won_cb), rec);
  g_signal_connect (model, "reset", G_CALLBACK (reset_cb), rec);
  g_signal_connect (model, "notify", G_CALLBACK (notify_cb), rec);
  return rec;
}

static void
recorder_clear (Recorder *rec)
{
  ApGameModel *model = rec->model;
  DetailSlot slots[AP_N_PILES];

  memcpy (slots, rec->slots, sizeof slots);
  memset (rec, 0, sizeof *rec);
  rec->model = model;
  memcpy (rec->slots, slots, sizeof slots);
}

static void
recorder_free (Recorder *rec)
{
  g_signal_handlers_disconnect_by_data (rec->model, rec);
  for (int p = 0; p < AP_N_PILES; p++)
    g_signal_handlers_disconnect_by_data (rec->model, &rec->slots[p]);
  g_free (rec);
}

static gboolean
pile_differs (const ApPosition *a, const ApPosition *b, int pile)
{
  return a->len[pile] != b->len[pile] || memcmp (a->cards[pile], b->cards[pile], a->len[pile]) != 0;
}

static void
assert_same_position (const ApPosition *got, const ApPosition *want)
{
  if (!ap_position_equal (got, want) || memcmp (got, want, sizeof *got) != 0)
    {
      g_autofree char *got_text = ap_position_format (got);
      g_autofree char *want_text = ap_position_format (want);

      g_assert_cmpstr (got_text, ==, want_text);
      g_assert_true (ap_position_equal (got, want));
      g_assert_true (memcmp (got, want, sizeof *got) == 0);
    }
}

/* After one operation that took the model from `before` to `after`: the
 * piles that changed were signalled once each, the others not at all, and
 * every property whose value changed was notified, the others not. */
static void
assert_signals (Recorder *rec, const ApPosition *before, const ApPosition *after,
                gboolean undo_before, gboolean redo_before, guint moves_before)
{
  ApGameModel *model = rec->model;

  g_assert_cmpuint (rec->bad_detail, ==, 0);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint want = pile_differs (before, after, p) ? 1 : 0;

      if (rec->pile_changed[p] != want || rec->pile_detail[p] != want)
        g_test_fail_printf ("pile %s: pile-changed %u times, detailed %u times, expected %u",
                            ap_pile_name (p), rec->pile_changed[p], rec->pile_detail[p], want);
      if (want)
        g_assert_cmpuint (rec->len_at_signal[p], ==, after->len[p]);
    }
  g_assert_cmpuint (rec->notify_can_undo, ==,
                    undo_before != ap_game_model_can_undo (model) ? 1 : 0);
  g_assert_cmpuint (rec->notify_can_redo, ==,
                    redo_before != ap_game_model_can_redo (model) ? 1 : 0);
  g_assert_cmpuint (rec->notify_moves, ==, moves_before != ap_game_model_get_moves (model) ? 1 : 0);
  /* A move never changes the game or the deal number, nor turns
   * automatic moves on. */
  g_assert_cmpuint (rec->notify_other, ==, 0);
  g_assert_cmpuint (rec->reset, ==, 0);
}

static void
assert_properties (ApGameModel *model)
{
  gboolean can_undo, can_redo;
  guint moves;
  ApGame game;

  g_object_get (model, "can-undo", &can_undo, "can-redo", &can_redo, "moves", &moves, "game", &game,
                NULL);
  g_assert_cmpint (can_undo, ==, ap_game_model_can_undo (model));
  g_assert_cmpint (can_redo, ==, ap_game_model_can_redo (model));
  g_assert_cmpuint (moves, ==, ap_game_model_get_moves (model));
  g_assert_cmpuint (ap_game_model_get_stock_count (model), ==,
                    ap_game_model_get_position (model)->len[AP_PILE_STOCK]);
  g_assert_cmpint (ap_game_model_get_won (model), ==,
                   ap_position_is_won (ap_game_model_get_position (model)));
  g_assert_cmpint (game, ==, ap_game_model_get_position (model)->rules.game);
}

/* ---- tests ---- */

static void
test_new_deal (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Recorder *rec = recorder_new (model);
  ApRules rules;
  ApPosition want;
  guint deal_number;

  ap_rules_preset (AP_PRESET_TARBART, &rules);
  ap_game_model_new_deal (model, &rules, 7);
  g_assert_cmpuint (rec->reset, ==, 1);
  g_assert_cmpuint (rec->move_applied, ==, 0);
  ap_position_deal (&want, &rules, 7);
  assert_same_position (ap_game_model_get_position (model), &want);
  assert_same_position (ap_game_model_get_start (model), &want);
  g_assert_true (ap_rules_equal (ap_game_model_get_rules (model), &rules));
  g_assert_cmpuint (ap_game_model_get_deal_number (model), ==, 7);
  g_object_get (model, "deal-number", &deal_number, NULL);
  g_assert_cmpuint (deal_number, ==, 7);
  g_assert_false (ap_game_model_can_undo (model));
  g_assert_false (ap_game_model_can_redo (model));
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  g_assert_cmpuint (ap_game_model_get_stock_count (model), ==, 64);
  g_assert_cmpuint (ap_game_model_get_n_history (model), ==, 0);
  g_assert_cmpuint (ap_game_model_get_n_redo (model), ==, 0);
  assert_properties (model);

  /* Another game replaces it entirely. */
  recorder_clear (rec);
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  ap_game_model_new_deal (model, &rules, 8);
  g_assert_cmpuint (rec->reset, ==, 1);
  ap_position_deal (&want, &rules, 8);
  assert_same_position (ap_game_model_get_position (model), &want);
  g_assert_cmpuint (ap_game_model_get_stock_count (model), ==, 87);
  assert_properties (model);
  recorder_free (rec);
}

/* Plays, undoes and redoes `n` legal moves chosen by `rand`, checking the
 * signals of every step. */
static void
play_with_signals (ApGameModel *model, Recorder *rec, GRand *rand, guint n)
{
  for (guint step = 0; step < n; step++)
    {
      ApMove moves[AP_MAX_MOVES];
      guint n_moves = ap_game_model_legal_moves (model, moves);
      ApPosition before = *ap_game_model_get_position (model), after;
      gboolean undo_before = ap_game_model_can_undo (model),
               redo_before = ap_game_model_can_redo (model);
      guint moves_before = ap_game_model_get_moves (model);
      ApMove move;

      if (n_moves == 0)
        break;
      move = moves[g_rand_int_range (rand, 0, n_moves)];

      recorder_clear (rec);
      g_assert_cmpint (ap_game_model_try_move (model, move), ==, AP_VERDICT_OK);
      after = *ap_game_model_get_position (model);
      assert_signals (rec, &before, &after, undo_before, redo_before, moves_before);
      g_assert_cmpuint (rec->move_applied, ==, 1);
      g_assert_true (ap_move_equal (rec->last_move, move));
      g_assert_false (rec->last_undo);
      assert_same_position (&rec->at_move_applied, &after);
      g_assert_cmpuint (rec->dealt, ==, move.kind != AP_MOVE_CARD ? 1 : 0);
      g_assert_cmpuint (ap_game_model_get_moves (model), ==, moves_before + 1);
      assert_properties (model);

      /* Undo: back to `before`, with the same signals. */
      recorder_clear (rec);
      g_assert_true (ap_game_model_undo (model));
      assert_same_position (ap_game_model_get_position (model), &before);
      assert_signals (rec, &after, &before, TRUE, FALSE, moves_before + 1);
      g_assert_cmpuint (rec->move_applied, ==, 1);
      g_assert_true (ap_move_equal (rec->last_move, move));
      g_assert_true (rec->last_undo);
      g_assert_true (ap_game_model_can_redo (model));
      assert_properties (model);

      /* Redo: forward to `after` again. */
      recorder_clear (rec);
      g_assert_true (ap_game_model_redo (model));
      assert_same_position (ap_game_model_get_position (model), &after);
      assert_signals (rec, &before, &after, moves_before > 0, TRUE, moves_before);
      g_assert_cmpuint (rec->move_applied, ==, 1);
      g_assert_true (ap_move_equal (rec->last_move, move));
      g_assert_false (rec->last_undo);
      g_assert_cmpuint (rec->dealt, ==, move.kind != AP_MOVE_CARD ? 1 : 0);
      g_assert_false (ap_game_model_can_redo (model));
      assert_properties (model);
      /* One report is enough; the rest would repeat it. */
      if (g_test_failed ())
        break;
    }
}

static void
test_signals (void)
{
  static const ApGame games[] = { AP_GAME_ALGERIAN, AP_GAME_CARTHAGE, AP_GAME_PATRIARCHS,
                                  AP_GAME_PICTURE_PATIENCE };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240601);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (ApGameModel) model = ap_game_model_new ();
      Recorder *rec = recorder_new (model);
      ApRules rules;

      ap_rules_default (games[g], &rules);
      ap_game_model_new_deal (model, &rules, 100 + g);
      play_with_signals (model, rec, rand, 150);
      recorder_free (rec);
    }
}

static void
test_refill_signals (void)
{
  /* Patriarchs: a reserve card goes home and the waste refills the
   * reserve: exactly those three piles change. */
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Recorder *rec = recorder_new (model);
  ApPosition pos;
  ApMove move = test_move ("R1 F1");

  test_position (&pos, "S",
                 "game: patriarchs\nrules:\n"
                 "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
                 "R1: 2S\nR2: QH\nR3: 5D\nR4: 9C\nR5: 7S\nR6: 4H\nR7: JD\nR8: 8C\nR9: 6H\n"
                 "W: 3C 2H\n");
  ap_game_model_set_position (model, &pos, 0);
  g_assert_cmpuint (rec->reset, ==, 1);
  g_assert_cmpuint (ap_game_model_get_deal_number (model), ==, 0);
  assert_same_position (ap_game_model_get_start (model), &pos);
  recorder_clear (rec);
  g_assert_cmpint (ap_game_model_try_move (model, move), ==, AP_VERDICT_OK);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint want = (p == AP_PILE_R1 || p == AP_PILE_F1 || p == AP_PILE_WASTE) ? 1 : 0;

      g_assert_cmpuint (rec->pile_changed[p], ==, want);
      g_assert_cmpuint (rec->pile_detail[p], ==, want);
    }
  g_assert_cmpuint (rec->dealt, ==, 0);
  recorder_free (rec);
}

static void
test_redo_notifies (void)
{
  /* The redo that empties the redo stack turns can-redo off, and says so. */
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Recorder *rec;
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (model, &rules, 5);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("deal")), ==, AP_VERDICT_OK);
  g_assert_true (ap_game_model_undo (model));
  g_assert_true (ap_game_model_can_redo (model));
  rec = recorder_new (model);
  g_assert_true (ap_game_model_redo (model));
  g_assert_false (ap_game_model_can_redo (model));
  g_assert_cmpuint (rec->notify_can_redo, ==, 1);
  g_assert_cmpuint (rec->notify_can_undo, ==, 1);
  g_assert_cmpuint (rec->notify_moves, ==, 1);
  g_assert_cmpuint (rec->notify_other, ==, 0);
  recorder_free (rec);
}

static void
test_illegal (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Recorder *rec;
  ApRules rules;
  ApPosition before;
  static const char *const moves[] = {
    "T1 T1", "S T1", "F1 T1", "T1 S", "W F1", "redeal", "R7 F1"
  };

  ap_rules_preset (AP_PRESET_STRICT, &rules);
  ap_game_model_new_deal (model, &rules, 31);
  rec = recorder_new (model);
  before = *ap_game_model_get_position (model);

  /* Nothing to undo or redo yet. */
  g_assert_false (ap_game_model_undo (model));
  g_assert_false (ap_game_model_redo (model));

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      ApMove move = test_move (moves[i]);
      ApVerdict want = ap_position_check_move (&before, move);

      g_assert_cmpint (want, !=, AP_VERDICT_OK);
      g_assert_cmpint (ap_game_model_try_move (model, move), ==, want);
    }
  /* A refused move changes nothing and says nothing. */
  assert_same_position (ap_game_model_get_position (model), &before);
  for (int p = 0; p < AP_N_PILES; p++)
    g_assert_cmpuint (rec->pile_changed[p], ==, 0);
  g_assert_cmpuint (rec->move_applied + rec->dealt + rec->won + rec->reset, ==, 0);
  g_assert_cmpuint (rec->notify_can_undo + rec->notify_can_redo + rec->notify_moves +
                      rec->notify_other,
                    ==, 0);
  g_assert_false (ap_game_model_can_undo (model));
  recorder_free (rec);
}

typedef struct {
  ApMove move;
  ApPosition after;
} Step;

/* The test's own history: start, then the position after each move made
 * and not undone, and the redo stack (next redo last). */
typedef struct {
  GArray *done; /* Step */
  GArray *redo; /* Step */
  ApPosition start;
} History;

static const ApPosition *
history_current (const History *h)
{
  return h->done->len ? &g_array_index (h->done, Step, h->done->len - 1).after : &h->start;
}

static void
assert_history (ApGameModel *model, const History *h)
{
  assert_same_position (ap_game_model_get_position (model), history_current (h));
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, h->done->len);
  g_assert_cmpint (ap_game_model_can_undo (model), ==, h->done->len > 0);
  g_assert_cmpint (ap_game_model_can_redo (model), ==, h->redo->len > 0);
  g_assert_cmpuint (ap_game_model_get_n_history (model), ==, h->done->len);
  g_assert_cmpuint (ap_game_model_get_n_redo (model), ==, h->redo->len);
  for (guint i = 0; i < h->done->len && i < ap_game_model_get_n_history (model); i++)
    g_assert_true (ap_move_equal (ap_game_model_get_history_move (model, i),
                                  g_array_index (h->done, Step, i).move));
  for (guint i = 0; i < h->redo->len && i < ap_game_model_get_n_redo (model); i++)
    g_assert_true (ap_move_equal (ap_game_model_get_redo_move (model, i),
                                  g_array_index (h->redo, Step, h->redo->len - 1 - i).move));
  assert_properties (model);
}

/* A random walk of moves, undos and redos; returns how many operations
 * were checked. */
static guint
random_walk (ApGameModel *model, History *h, GRand *rand, guint n_ops)
{
  guint done = 0;

  for (guint op = 0; op < n_ops; op++)
    {
      double r = g_rand_double (rand);

      if (r < 0.25)
        {
          gboolean ok = ap_game_model_undo (model);

          g_assert_cmpint (ok, ==, h->done->len > 0);
          if (ok)
            {
              Step step = g_array_index (h->done, Step, h->done->len - 1);

              g_array_set_size (h->done, h->done->len - 1);
              g_array_append_val (h->redo, step);
            }
        }
      else if (r < 0.4)
        {
          gboolean ok = ap_game_model_redo (model);

          g_assert_cmpint (ok, ==, h->redo->len > 0);
          if (ok)
            {
              Step step = g_array_index (h->redo, Step, h->redo->len - 1);

              g_array_set_size (h->redo, h->redo->len - 1);
              g_array_append_val (h->done, step);
            }
        }
      else
        {
          ApMove moves[AP_MAX_MOVES];
          guint n = ap_game_model_legal_moves (model, moves);
          Step step;

          if (n == 0)
            continue;
          step.move = moves[g_rand_int_range (rand, 0, n)];
          step.after = *history_current (h);
          ap_position_apply (&step.after, step.move, NULL);
          g_assert_cmpint (ap_game_model_try_move (model, step.move), ==, AP_VERDICT_OK);
          g_array_append_val (h->done, step);
          /* A new move clears the redo stack. */
          g_array_set_size (h->redo, 0);
        }
      assert_history (model, h);
      done++;
      if (g_test_failed ())
        break;
    }
  return done;
}

static void
history_init (History *h, ApGameModel *model)
{
  h->done = g_array_new (FALSE, FALSE, sizeof (Step));
  h->redo = g_array_new (FALSE, FALSE, sizeof (Step));
  h->start = *ap_game_model_get_start (model);
}

static void
history_clear (History *h)
{
  g_array_unref (h->done);
  g_array_unref (h->redo);
}

static void
test_undo_redo (void)
{
  static const ApPreset presets[] = { AP_PRESET_TARBART, AP_PRESET_PARLETT, AP_PRESET_STRICT,
                                      AP_PRESET_SIX_CARD };
  g_autoptr (GRand) rand = g_rand_new_with_seed (777);
  guint total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (presets) + 3; i++)
    {
      g_autoptr (ApGameModel) model = ap_game_model_new ();
      History h;
      ApRules rules;

      if (i < G_N_ELEMENTS (presets))
        ap_rules_preset (presets[i], &rules);
      else
        ap_rules_default (AP_GAME_CARTHAGE + (i - G_N_ELEMENTS (presets)), &rules);
      ap_game_model_new_deal (model, &rules, 1000 + i);
      history_init (&h, model);
      total += random_walk (model, &h, rand, 1500);

      /* Undo everything: back to the start, bit for bit. */
      while (ap_game_model_undo (model))
        ;
      assert_same_position (ap_game_model_get_position (model), &h.start);
      g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
      history_clear (&h);
    }
  g_test_message ("%u operations checked", total);
}

static void
test_replay (void)
{
  static const ApGame games[] = { AP_GAME_ALGERIAN, AP_GAME_CARTHAGE, AP_GAME_PATRIARCHS,
                                  AP_GAME_PICTURE_PATIENCE };
  g_autoptr (GRand) rand = g_rand_new_with_seed (4242);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (ApGameModel) model = ap_game_model_new ();
      g_autoptr (ApGameModel) copy = ap_game_model_new ();
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (ApMove));
      g_autoptr (GArray) redo = g_array_new (FALSE, FALSE, sizeof (ApMove));
      History h;
      ApRules rules;
      Recorder *rec;
      guint failed = G_MAXUINT;

      ap_rules_default (games[g], &rules);
      ap_game_model_new_deal (model, &rules, 55 + g);
      history_init (&h, model);
      random_walk (model, &h, rand, 400);
      /* Make sure there is something on both stacks. */
      for (guint i = 0; i < 3 && ap_game_model_undo (model); i++)
        {
          Step step = g_array_index (h.done, Step, h.done->len - 1);

          g_array_set_size (h.done, h.done->len - 1);
          g_array_append_val (h.redo, step);
        }
      assert_history (model, &h);

      for (guint i = 0; i < ap_game_model_get_n_history (model); i++)
        {
          ApMove m = ap_game_model_get_history_move (model, i);
          g_array_append_val (moves, m);
        }
      for (guint i = 0; i < ap_game_model_get_n_redo (model); i++)
        {
          ApMove m = ap_game_model_get_redo_move (model, i);
          g_array_append_val (redo, m);
        }

      ap_game_model_new_deal (copy, &rules, 55 + g);
      rec = recorder_new (copy);
      g_assert_true (ap_game_model_replay (copy, (const ApMove *) moves->data, moves->len,
                                           (const ApMove *) redo->data, redo->len, &failed));
      assert_history (copy, &h);
      /* No per-move signals: one reset at the end, and at most one
       * pile-changed for each pile that differs from the start. */
      g_assert_cmpuint (rec->reset, ==, 1);
      g_assert_cmpuint (rec->move_applied + rec->dealt + rec->won, ==, 0);
      for (int p = 0; p < AP_N_PILES; p++)
        g_assert_cmpuint (rec->pile_changed[p], ==,
                          pile_differs (&h.start, history_current (&h), p) ? 1 : 0);
      /* The replayed history undoes and redoes like the original. */
      while (ap_game_model_redo (copy))
        ;
      while (ap_game_model_redo (model))
        ;
      assert_same_position (ap_game_model_get_position (copy), ap_game_model_get_position (model));
      recorder_free (rec);

      /* A history with an illegal move: refused at that index, and the
       * model is left at its start. */
      if (moves->len > 2)
        {
          guint bad = moves->len / 2;
          ApMove illegal = test_move ("S F1");

          g_array_index (moves, ApMove, bad) = illegal;
          failed = G_MAXUINT;
          g_assert_false (ap_game_model_replay (copy, (const ApMove *) moves->data, moves->len,
                                                (const ApMove *) redo->data, redo->len, &failed));
          g_assert_cmpuint (failed, ==, bad);
          assert_same_position (ap_game_model_get_position (copy), &h.start);
          g_assert_cmpuint (ap_game_model_get_moves (copy), ==, 0);
          g_assert_false (ap_game_model_can_undo (copy));
          g_assert_false (ap_game_model_can_redo (copy));
        }
      /* An illegal redo move fails too, counted after the moves. */
      {
        ApMove illegal = test_move ("S F1");

        failed = G_MAXUINT;
        g_assert_false (ap_game_model_replay (copy, NULL, 0, &illegal, 1, &failed));
        g_assert_cmpuint (failed, ==, 0);
        assert_same_position (ap_game_model_get_position (copy), &h.start);
      }
      history_clear (&h);
    }
}

static void
test_won (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  Recorder *rec = recorder_new (model);
  ApPosition pos;

  /* Everything home but the king of spades. */
  test_position (&pos, "T1",
                 "game: algerian\nrules: foundation-bases=aces-and-kings\n"
                 "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n" TEST_HOME_BUT_SPADES_UP);
  ap_game_model_set_position (model, &pos, 0);
  g_assert_false (ap_game_model_get_won (model));

  /* A move that does not win says nothing about winning. */
  recorder_clear (rec);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T1 T2")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (rec->won, ==, 0);
  g_assert_cmpint (ap_game_model_try_move (model, test_move ("T2 F1")), ==, AP_VERDICT_OK);
  g_assert_cmpuint (rec->won, ==, 1);
  g_assert_true (ap_game_model_get_won (model));

  recorder_clear (rec);
  g_assert_true (ap_game_model_undo (model));
  g_assert_false (ap_game_model_get_won (model));
  g_assert_cmpuint (rec->won, ==, 0);

  recorder_clear (rec);
  g_assert_true (ap_game_model_redo (model));
  g_assert_true (ap_game_model_get_won (model));
  g_assert_cmpuint (rec->won, ==, 1);
  recorder_free (rec);
}

static void
test_restart (void)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (99);
  Recorder *rec;
  ApRules rules;
  ApPosition start;
  History h;

  ap_rules_preset (AP_PRESET_SIX_CARD, &rules);
  ap_game_model_new_deal (model, &rules, 2024);
  start = *ap_game_model_get_position (model);
  history_init (&h, model);
  random_walk (model, &h, rand, 200);
  history_clear (&h);

  rec = recorder_new (model);
  ap_game_model_restart (model);
  g_assert_cmpuint (rec->reset, ==, 1);
  assert_same_position (ap_game_model_get_position (model), &start);
  g_assert_cmpuint (ap_game_model_get_moves (model), ==, 0);
  g_assert_false (ap_game_model_can_undo (model));
  g_assert_false (ap_game_model_can_redo (model));
  g_assert_cmpuint (ap_game_model_get_deal_number (model), ==, 2024);
  assert_properties (model);
  recorder_free (rec);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/model/new-deal", test_new_deal);
  g_test_add_func ("/model/signals", test_signals);
  g_test_add_func ("/model/refill-signals", test_refill_signals);
  g_test_add_func ("/model/redo-notifies", test_redo_notifies);
  g_test_add_func ("/model/illegal", test_illegal);
  g_test_add_func ("/model/undo-redo", test_undo_redo);
  g_test_add_func ("/model/replay", test_replay);
  g_test_add_func ("/model/won", test_won);
  g_test_add_func ("/model/restart", test_restart);

  return g_test_run ();
}
