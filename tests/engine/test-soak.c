/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A seeded random-play soak over every game and preset: after every move,
 * undo and redo the position must hold the 104 cards twice each with legal
 * foundations, the list of legal moves must agree with check_move() for
 * every candidate, and unapply must restore the position byte for byte.
 *
 * Set AP_SOAK_MOVES to play more (or fewer) moves than the default.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ap-move.h"
#include "test-util.h"

#define DEFAULT_MOVES 100000
#define MAX_OPS_PER_DEAL 1500

typedef struct {
  ApMove move;
  ApUndo undo;
  ApPosition before;
  ApPosition after;
} Done;

typedef struct {
  guint moves; /* moves applied, redos included */
  guint undos;
  guint redos;
  guint deals;
  guint won;
  guint checked; /* positions fully checked */
} Counts;

static gboolean
same_position (const ApPosition *a, const ApPosition *b)
{
  return ap_position_equal (a, b) && memcmp (a, b, sizeof *a) == 0;
}

static void
report_mismatch (const char *what, const ApPosition *got, const ApPosition *want)
{
  g_autofree char *got_text = ap_position_format (got);
  g_autofree char *want_text = ap_position_format (want);

  g_test_fail_printf ("%s: position differs\n--- got\n%s--- expected\n%s", what, got_text,
                      want_text);
}

/* Checks pos in full and leaves its legal moves in moves[0 .. *n - 1]. */
static void
check_position (const ApPosition *pos, Counts *counts, ApMove *moves, guint *n)
{
  test_assert_invariants (pos);
  test_assert_moves_consistent_full (pos, FALSE, moves, n);
  counts->checked++;
}

/* Applies `move`, checks that unapplying gives back `pos` exactly, and
 * records the step. */
static void
apply_checked (ApPosition *pos, ApMove move, Done *done)
{
  ApPosition back;

  done->move = move;
  done->before = *pos;
  ap_position_apply (pos, move, &done->undo);
  done->after = *pos;
  back = *pos;
  ap_position_unapply (&back, &done->undo);
  if (!same_position (&back, &done->before))
    {
      char text[8];

      ap_move_format (move, text);
      report_mismatch (text, &back, &done->before);
    }
  g_assert_true (ap_move_equal (done->undo.move, move));
}

static ApMove
choose_move (const ApMove *moves, guint n, GRand *rand)
{
  ApMove home[AP_MAX_MOVES];
  guint n_home = 0;

  /* Half of the time prefer a card to the foundations, so that games get
   * far and the end-game and won positions are exercised too. */
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == AP_MOVE_CARD && ap_pile_kind (moves[i].dst) == AP_KIND_FOUNDATION &&
        ap_pile_kind (moves[i].src) != AP_KIND_FOUNDATION)
      home[n_home++] = moves[i];
  if (n_home > 0 && g_rand_boolean (rand))
    return home[g_rand_int_range (rand, 0, n_home)];
  return moves[g_rand_int_range (rand, 0, n)];
}

static void
play_deal (const ApRules *rules, guint32 number, GRand *rand, guint budget, Counts *counts)
{
  g_autoptr (GArray) history = g_array_new (FALSE, FALSE, sizeof (Done));
  g_autoptr (GArray) redo = g_array_new (FALSE, FALSE, sizeof (Done));
  ApPosition pos;
  guint start_moves = counts->moves;
  ApMove moves[AP_MAX_MOVES];
  guint n_moves = 0;
  gboolean moves_known;

  ap_position_deal (&pos, rules, number);
  counts->deals++;
  check_position (&pos, counts, moves, &n_moves);
  moves_known = TRUE;

  for (guint op = 0; op < MAX_OPS_PER_DEAL && counts->moves - start_moves < budget; op++)
    {
      double r = g_rand_double (rand);

      if (r < 0.08 && history->len > 0)
        {
          Done done = g_array_index (history, Done, history->len - 1);

          g_array_set_size (history, history->len - 1);
          ap_position_unapply (&pos, &done.undo);
          if (!same_position (&pos, &done.before))
            report_mismatch ("undo", &pos, &done.before);
          g_array_append_val (redo, done);
          counts->undos++;
          /* `before` was checked in full when it was reached. */
          moves_known = FALSE;
          continue;
        }
      else if (r < 0.12 && redo->len > 0)
        {
          Done done = g_array_index (redo, Done, redo->len - 1);
          Done again;

          g_array_set_size (redo, redo->len - 1);
          g_assert_cmpint (ap_position_check_move (&pos, done.move), ==, AP_VERDICT_OK);
          apply_checked (&pos, done.move, &again);
          if (!same_position (&pos, &done.after))
            report_mismatch ("redo", &pos, &done.after);
          g_array_append_val (history, again);
          counts->redos++;
          counts->moves++;
          /* Equal to `after`, which was checked in full when it was first
           * reached. */
          if (g_test_failed ())
            break;
          moves_known = FALSE;
          continue;
        }
      else
        {
          ApMove move;
          Done done;

          if (!moves_known)
            n_moves = ap_position_legal_moves (&pos, moves);
          if (n_moves == 0)
            break;
          move = choose_move (moves, n_moves, rand);
          g_assert_cmpint (ap_position_check_move (&pos, move), ==, AP_VERDICT_OK);
          apply_checked (&pos, move, &done);
          g_array_append_val (history, done);
          g_array_set_size (redo, 0);
          counts->moves++;
        }
      check_position (&pos, counts, moves, &n_moves);
      moves_known = TRUE;
      if (ap_position_is_won (&pos))
        {
          g_assert_cmpuint (ap_position_foundation_count (&pos), ==, AP_DECK_SIZE);
          counts->won++;
          break;
        }
      if (g_test_failed ())
        break;
    }
}

static void
test_soak (void)
{
  static const struct {
    const char *name;
    ApGame game;
    int preset;    /* -1: the game's defaults */
    int transfers; /* -1: as the preset says */
  } configs[] = {
    { "tarbart", AP_GAME_ALGERIAN, AP_PRESET_TARBART, -1 },
    { "parlett", AP_GAME_ALGERIAN, AP_PRESET_PARLETT, -1 },
    { "strict", AP_GAME_ALGERIAN, AP_PRESET_STRICT, -1 },
    { "six-card", AP_GAME_ALGERIAN, AP_PRESET_SIX_CARD, -1 },
    { "tarbart, transfers off", AP_GAME_ALGERIAN, AP_PRESET_TARBART, FALSE },
    { "six-card, transfers off", AP_GAME_ALGERIAN, AP_PRESET_SIX_CARD, FALSE },
    { "carthage", AP_GAME_CARTHAGE, -1, -1 },
    { "patriarchs", AP_GAME_PATRIARCHS, -1, -1 },
    { "picture-patience", AP_GAME_PICTURE_PATIENCE, -1, -1 },
  };
  const char *env = g_getenv ("AP_SOAK_MOVES");
  guint total = env ? (guint) strtoul (env, NULL, 10) : DEFAULT_MOVES;
  guint per_config = total / G_N_ELEMENTS (configs) + 1;
  g_autoptr (GRand) rand = g_rand_new_with_seed (0x5eed);
  g_autoptr (GTimer) timer = g_timer_new ();
  clock_t cpu_start = clock ();
  Counts all = { 0 };
  double seconds, cpu;

  for (guint c = 0; c < G_N_ELEMENTS (configs) && !g_test_failed (); c++)
    {
      Counts counts = { 0 };
      ApRules rules;
      guint32 number = 1 + 7919 * c;

      if (configs[c].preset >= 0)
        ap_rules_preset (configs[c].preset, &rules);
      else
        ap_rules_default (configs[c].game, &rules);
      if (configs[c].transfers >= 0)
        rules.transfers = configs[c].transfers;

      while (counts.moves < per_config && !g_test_failed ())
        play_deal (&rules, number++, rand, per_config - counts.moves, &counts);

      g_test_message ("%s: %u deals, %u moves, %u undos, %u redos, %u won", configs[c].name,
                      counts.deals, counts.moves, counts.undos, counts.redos, counts.won);
      all.moves += counts.moves;
      all.undos += counts.undos;
      all.redos += counts.redos;
      all.deals += counts.deals;
      all.won += counts.won;
      all.checked += counts.checked;
    }

  seconds = g_timer_elapsed (timer, NULL);
  cpu = (double) (clock () - cpu_start) / CLOCKS_PER_SEC;
  /* Every move includes its full check (the legal-move list against
   * check_move for every candidate, the invariants and the unapply), so
   * these rates measure the checked play, not the bare engine. */
  g_test_message ("soak: %u moves (%u redos) and %u undos over %u deals (%u won), every "
                  "position checked; %.2f s wall, %.2f s CPU: %.0f checked moves per CPU second",
                  all.moves, all.redos, all.undos, all.deals, all.won, seconds, cpu,
                  all.moves / MAX (cpu, 1e-9));
  if (!g_test_failed ())
    g_assert_cmpuint (all.moves, >=, total);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/soak/random-play", test_soak);

  return g_test_run ();
}
