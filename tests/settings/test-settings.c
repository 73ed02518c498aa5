/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ap-settings.h"
#include "ap-game-model.h"
#include "ap-test-settings.h"

/* ApSettings against the real schema on the memory backend: every property
 * follows its key and the other way round, presets set the four options,
 * and the rules it gives change the next deal as rules.md says. */

static void
count_notify_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
count_signal_cb (guint *count)
{
  (*count)++;
}

static void
test_defaults (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  ApRules rules;

  /* The defaults of rules.md: Tarbart's Algerian. */
  g_assert_cmpint (ap_settings_get_game (settings), ==, AP_GAME_ALGERIAN);
  g_assert_cmpint (ap_settings_get_preset (settings), ==, AP_PRESET_TARBART);
  ap_settings_get_rules (settings, &rules);
  g_assert_cmpint (rules.game, ==, AP_GAME_ALGERIAN);
  g_assert_cmpint (rules.bases, ==, AP_BASES_ACES_AND_KINGS);
  g_assert_cmpint (rules.reserve_size, ==, 4);
  g_assert_cmpint (rules.reserve_spaces, ==, AP_SPACES_WHEN_STOCK_EMPTY);
  g_assert_true (rules.transfers);
  g_assert_true (ap_settings_get_animations (settings));
  g_assert_cmpint (ap_settings_get_auto_move (settings), ==, AP_AUTO_MOVE_OFF);
  g_assert_cmpint (ap_settings_get_tap_action (settings), ==, AP_TAP_SELECT);
}

/* Each enum property against its key, both ways. */
static void
check_enum_key (ApSettings *settings, const char *name, const char *const *nicks, guint n)
{
  GSettings *gsettings = ap_settings_get_gsettings (settings);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *stored = NULL;
      g_autofree char *signal = NULL;
      int value = -1;
      guint notified = 0;
      gulong id;

      /* Property to key. */
      g_object_set (settings, name, (int) i, NULL);
      stored = g_settings_get_string (gsettings, name);
      g_assert_cmpstr (stored, ==, nicks[i]);

      /* Key to property, with a notification. */
      g_object_set (settings, name, (int) ((i + 1) % n), NULL);
      signal = g_strdup_printf ("notify::%s", name);
      id = g_signal_connect (settings, signal, G_CALLBACK (count_notify_cb), &notified);
      g_settings_set_string (gsettings, name, nicks[i]);
      g_object_get (settings, name, &value, NULL);
      g_assert_cmpint (value, ==, (int) i);
      g_assert_cmpuint (notified, ==, n > 1 ? 1 : 0);
      g_signal_handler_disconnect (settings, id);
    }
}

static void
test_enum_keys (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  static const char *const games[] = { "algerian", "carthage", "patriarchs", "picture-patience" };
  static const char *const bases[] = { "aces-and-kings", "kings", "none" };
  static const char *const spaces[] = { "never", "when-stock-empty", "always" };
  static const char *const auto_move[] = { "off", "safe" };
  /* "pick" came last, so that a stored "select" or "auto" keeps its value. */
  static const char *const tap[] = { "select", "auto", "pick" };

  check_enum_key (settings, "game", games, G_N_ELEMENTS (games));
  check_enum_key (settings, "foundation-bases", bases, G_N_ELEMENTS (bases));
  check_enum_key (settings, "reserve-spaces", spaces, G_N_ELEMENTS (spaces));
  check_enum_key (settings, "auto-move", auto_move, G_N_ELEMENTS (auto_move));
  check_enum_key (settings, "tap-action", tap, G_N_ELEMENTS (tap));
}

/* The Appearance page's keys (issue 46), in the order of their enums. */
static void
test_appearance_keys (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  static const char *const faces[] = { "index", "traditional" };
  static const char *const backs[] = { "lattice", "chevron", "rings", "checks" };
  static const char *const tables[] = { "green", "blue", "red", "gray" };
  static const char *const paces[] = { "off", "slow", "normal", "fast" };
  ApFaceDesign face;
  ApBackDesign back;
  ApTable table;

  /* Today's look is the default: large indices, the blue lattice, green
   * felt, animations at normal speed. */
  g_object_get (settings, "face-design", &face, "card-back", &back, "table", &table, NULL);
  g_assert_cmpint (face, ==, AP_FACE_INDEX);
  g_assert_cmpint (back, ==, AP_BACK_LATTICE);
  g_assert_cmpint (table, ==, AP_TABLE_GREEN);
  g_assert_cmpint (ap_settings_get_animation_pace (settings), ==, AP_PACE_NORMAL);

  g_assert_cmpint (G_N_ELEMENTS (faces), ==, AP_N_FACES);
  g_assert_cmpint (G_N_ELEMENTS (backs), ==, AP_N_BACKS);
  g_assert_cmpint (G_N_ELEMENTS (tables), ==, AP_N_TABLES);
  check_enum_key (settings, "face-design", faces, G_N_ELEMENTS (faces));
  check_enum_key (settings, "card-back", backs, G_N_ELEMENTS (backs));
  check_enum_key (settings, "table", tables, G_N_ELEMENTS (tables));
  check_enum_key (settings, "animation-pace", paces, G_N_ELEMENTS (paces));
}

/* The pace and the older animations key say the same thing: animations
 * are off exactly when the pace is. */
static void
test_pace_and_animations (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);

  g_object_set (settings, "animation-pace", AP_PACE_FAST, NULL);
  g_assert_true (g_settings_get_boolean (gsettings, "animations"));
  g_object_set (settings, "animation-pace", AP_PACE_OFF, NULL);
  g_assert_false (g_settings_get_boolean (gsettings, "animations"));
  g_assert_false (ap_settings_get_animations (settings));
  g_object_set (settings, "animation-pace", AP_PACE_SLOW, NULL);
  g_assert_true (g_settings_get_boolean (gsettings, "animations"));

  /* Turning animations off turns the pace off; on again, normal. */
  g_settings_set_boolean (gsettings, "animations", FALSE);
  g_assert_cmpint (ap_settings_get_animation_pace (settings), ==, AP_PACE_OFF);
  g_assert_cmpint (g_settings_get_enum (gsettings, "animation-pace"), ==, AP_PACE_OFF);
  g_settings_set_boolean (gsettings, "animations", TRUE);
  g_assert_cmpint (g_settings_get_enum (gsettings, "animation-pace"), ==, AP_PACE_NORMAL);

  /* One factor for every animation, as the schema's description of
   * animation-pace says: slow 1.7 times as long as normal, fast 0.55
   * times, off none. */
  g_assert_cmpfloat (ap_pace_factor (AP_PACE_NORMAL), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (ap_pace_factor (AP_PACE_SLOW), 1.7, 1e-9);
  g_assert_cmpfloat_with_epsilon (ap_pace_factor (AP_PACE_FAST), 0.55, 1e-9);
  g_assert_cmpfloat (ap_pace_factor (AP_PACE_OFF), ==, 0.0);
}

/* A player who turned animations off in an older version, which had no
 * pace, finds the pace off, and it stays so. */
static void
test_pace_migration (void)
{
  g_autoptr (ApSettings) first = fresh_settings ();
  g_autoptr (GSettings) gsettings = g_settings_new (APP_ID);
  g_autoptr (ApSettings) settings = NULL;

  g_clear_object (&first);
  g_settings_set_boolean (gsettings, "animations", FALSE);
  settings = ap_settings_new (gsettings);
  g_assert_cmpint (ap_settings_get_animation_pace (settings), ==, AP_PACE_OFF);
  g_assert_cmpint (g_settings_get_enum (gsettings, "animation-pace"), ==, AP_PACE_OFF);
  g_assert_false (ap_settings_get_animations (settings));
}

/* The choices outlive the settings object, as they outlive the game:
 * another one, as at the next start, reads them back. */
static void
test_appearance_persists (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  g_autoptr (ApSettings) again = NULL;
  ApFaceDesign face;
  ApBackDesign back;
  ApTable table;

  g_object_set (settings, "face-design", AP_FACE_TRADITIONAL, "card-back", AP_BACK_RINGS, "table",
                AP_TABLE_GRAY, "animation-pace", AP_PACE_SLOW, NULL);
  g_clear_object (&settings);
  again = ap_settings_new (NULL);
  g_object_get (again, "face-design", &face, "card-back", &back, "table", &table, NULL);
  g_assert_cmpint (face, ==, AP_FACE_TRADITIONAL);
  g_assert_cmpint (back, ==, AP_BACK_RINGS);
  g_assert_cmpint (table, ==, AP_TABLE_GRAY);
  g_assert_cmpint (ap_settings_get_animation_pace (again), ==, AP_PACE_SLOW);
}

static void
test_reserve_size (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  g_autofree char *stored = NULL;
  guint size = 0;

  g_object_set (settings, "reserve-size", 6u, NULL);
  stored = g_settings_get_string (gsettings, "reserve-size");
  g_assert_cmpstr (stored, ==, "6");
  g_settings_set_string (gsettings, "reserve-size", "4");
  g_object_get (settings, "reserve-size", &size, NULL);
  g_assert_cmpuint (size, ==, 4);

  /* 5 is no rule set: it becomes 4, and the key never holds it. */
  g_object_set (settings, "reserve-size", 6u, NULL);
  g_object_set (settings, "reserve-size", 5u, NULL);
  g_object_get (settings, "reserve-size", &size, NULL);
  g_assert_cmpuint (size, ==, 4);
  g_free (stored);
  stored = g_settings_get_string (gsettings, "reserve-size");
  g_assert_cmpstr (stored, ==, "4");
}

static void
test_boolean_and_int_keys (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  static const char *const booleans[] = {
    "foundation-transfers", "window-maximized", "animations",    "winnable-only",
    "ask-before-leaving",   "four-colour-deck", "show-verdicts",
  };
  int width = 0, height = 0;
  gboolean four_colour = TRUE;

  /* Red and black unless the player asks for four colors. */
  g_object_get (settings, "four-colour-deck", &four_colour, NULL);
  g_assert_false (four_colour);

  for (guint i = 0; i < G_N_ELEMENTS (booleans); i++)
    {
      gboolean value, flipped;

      g_object_get (settings, booleans[i], &value, NULL);
      g_assert_cmpint (value, ==, g_settings_get_boolean (gsettings, booleans[i]));
      g_object_set (settings, booleans[i], !value, NULL);
      g_assert_cmpint (g_settings_get_boolean (gsettings, booleans[i]), ==, !value);
      g_settings_set_boolean (gsettings, booleans[i], value);
      g_object_get (settings, booleans[i], &flipped, NULL);
      g_assert_cmpint (flipped, ==, value);
    }

  g_object_set (settings, "window-width", 1234, "window-height", 567, NULL);
  g_assert_cmpint (g_settings_get_int (gsettings, "window-width"), ==, 1234);
  g_assert_cmpint (g_settings_get_int (gsettings, "window-height"), ==, 567);
  g_settings_set_int (gsettings, "window-width", 800);
  g_settings_set_int (gsettings, "window-height", 600);
  g_object_get (settings, "window-width", &width, "window-height", &height, NULL);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);
}

/* The presets of rules.md, written out from its table. */
static const struct {
  ApPreset preset;
  const char *bases;
  const char *size;
  const char *spaces;
  gboolean transfers;
  guint stock;
} preset_table[] = {
  { AP_PRESET_TARBART, "aces-and-kings", "4", "when-stock-empty", TRUE, 64 },
  { AP_PRESET_PARLETT, "none", "4", "when-stock-empty", TRUE, 72 },
  { AP_PRESET_STRICT, "aces-and-kings", "4", "never", TRUE, 64 },
  { AP_PRESET_SIX_CARD, "kings", "6", "always", TRUE, 56 },
};

static void
test_presets_set_keys (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);

  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    {
      g_autofree char *bases = NULL;
      g_autofree char *size = NULL;
      g_autofree char *spaces = NULL;
      ApPreset preset = AP_PRESET_CUSTOM;

      g_object_set (settings, "preset", preset_table[i].preset, NULL);
      bases = g_settings_get_string (gsettings, "foundation-bases");
      size = g_settings_get_string (gsettings, "reserve-size");
      spaces = g_settings_get_string (gsettings, "reserve-spaces");
      g_assert_cmpstr (bases, ==, preset_table[i].bases);
      g_assert_cmpstr (size, ==, preset_table[i].size);
      g_assert_cmpstr (spaces, ==, preset_table[i].spaces);
      g_assert_cmpint (g_settings_get_boolean (gsettings, "foundation-transfers"), ==,
                       preset_table[i].transfers);
      g_object_get (settings, "preset", &preset, NULL);
      g_assert_cmpint (preset, ==, preset_table[i].preset);
    }
}

static void
test_preset_follows_keys (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  guint notified = 0;

  g_signal_connect (settings, "notify::preset", G_CALLBACK (count_notify_cb), &notified);

  /* Strict differs from Tarbart in one option only. */
  g_settings_set_string (gsettings, "reserve-spaces", "never");
  g_assert_cmpint (ap_settings_get_preset (settings), ==, AP_PRESET_STRICT);
  g_assert_cmpuint (notified, ==, 1);

  /* Transfers off match no preset. */
  g_settings_set_boolean (gsettings, "foundation-transfers", FALSE);
  g_assert_cmpint (ap_settings_get_preset (settings), ==, AP_PRESET_CUSTOM);
  g_assert_cmpuint (notified, ==, 2);

  /* Choosing Custom keeps the options as they are. */
  g_object_set (settings, "preset", AP_PRESET_CUSTOM, NULL);
  g_assert_false (g_settings_get_boolean (gsettings, "foundation-transfers"));
  g_assert_cmpint (ap_settings_get_preset (settings), ==, AP_PRESET_CUSTOM);

  /* A preset over a custom set notifies the preset once. */
  notified = 0;
  ap_settings_set_preset (settings, AP_PRESET_SIX_CARD);
  g_assert_cmpuint (notified, ==, 1);
}

static void
test_rules_for_games (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  ApRules rules, fixed;

  ap_settings_set_preset (settings, AP_PRESET_SIX_CARD);
  for (int g = 0; g < AP_N_GAMES; g++)
    {
      ap_settings_set_game (settings, g);
      ap_settings_get_rules (settings, &rules);
      g_assert_cmpint (rules.game, ==, g);
      if (g == AP_GAME_ALGERIAN)
        {
          ap_rules_preset (AP_PRESET_SIX_CARD, &fixed);
          g_assert_true (ap_rules_equal (&rules, &fixed));
        }
      else
        {
          /* Algerian's options do not leak into the other games. */
          ap_rules_default (g, &fixed);
          g_assert_true (ap_rules_equal (&rules, &fixed));
        }
    }
}

/* Royal Cotillion's foundation-bases follows its key, and the game key
 * takes every game of the family. */
static void
test_cotillion_bases (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  g_autofree char *format = NULL;
  ApRules rules;

  ap_settings_get_rules_for_game (settings, AP_GAME_ROYAL_COTILLION, &rules);
  format = ap_rules_format (&rules);
  g_assert_cmpstr (format, ==, "foundation-bases=laid-out");
  g_settings_set_string (gsettings, "royal-cotillion-bases", "as-they-appear");
  ap_settings_get_rules_for_game (settings, AP_GAME_ROYAL_COTILLION, &rules);
  g_clear_pointer (&format, g_free);
  format = ap_rules_format (&rules);
  g_assert_cmpstr (format, ==, "foundation-bases=as-they-appear");
  /* The option is Royal Cotillion's alone. */
  ap_settings_get_rules_for_game (settings, AP_GAME_ALGERIAN, &rules);
  g_assert_cmpint (rules.bases, ==, AP_BASES_ACES_AND_KINGS);

  g_object_set (settings, "royal-cotillion-as-they-appear", FALSE, NULL);
  g_clear_pointer (&format, g_free);
  format = g_settings_get_string (gsettings, "royal-cotillion-bases");
  g_assert_cmpstr (format, ==, "laid-out");

  for (ApGame g = AP_GAME_ROYAL_COTILLION; g < AP_N_GAMES; g++)
    {
      g_settings_set_enum (gsettings, "game", g);
      g_assert_cmpint (ap_settings_get_game (settings), ==, g);
    }
}

/* Takes one copy of `card` from the stock, tableau or reserve (anywhere in
 * the pile) and puts it on top of `pile`. The result is no longer a position
 * of play, but it holds every card twice, which is all the checks need. */
static void
move_card (ApPosition *pos, ApCard card, int pile)
{
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApPileKind kind = ap_pile_kind (p);

      if (p == pile ||
          (kind != AP_KIND_STOCK && kind != AP_KIND_TABLEAU && kind != AP_KIND_RESERVE))
        continue;
      for (guint k = 0; k < pos->len[p]; k++)
        if (pos->cards[p][k] == card)
          {
            memmove (&pos->cards[p][k], &pos->cards[p][k + 1], pos->len[p] - k - 1);
            pos->len[p]--;
            pos->cards[pile][pos->len[pile]++] = card;
            return;
          }
    }
  g_assert_not_reached ();
}

/* Moves every card of `from` onto `to`. */
static void
empty_pile (ApPosition *pos, int from, int to)
{
  while (pos->len[from] > 0)
    pos->cards[to][pos->len[to]++] = pos->cards[from][--pos->len[from]];
}

static void
test_presets_change_next_deal (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  g_autoptr (ApGameModel) model = ap_game_model_new ();

  for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
    {
      const char *bases = preset_table[i].bases;
      guint reserve = atoi (preset_table[i].size);
      ApPosition pos;
      ApRules rules;
      ApVerdict verdict;

      ap_settings_set_preset (settings, preset_table[i].preset);
      ap_settings_get_rules (settings, &rules);
      ap_game_model_new_deal (model, &rules, 31337);
      pos = *ap_game_model_get_position (model);

      /* Pile sizes of rules.md: one card per depot, reserve-size cards per
       * reserve pile, the rest in the stock. */
      g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, preset_table[i].stock);
      for (int t = 0; t < 8; t++)
        g_assert_cmpuint (pos.len[AP_PILE_T (t)], ==, 1);
      for (int r = 0; r < 6; r++)
        g_assert_cmpuint (pos.len[AP_PILE_R (r)], ==, reserve);

      /* Bases: F1..F4 = AS AH AD AC and F5..F8 = KS KH KD KC as they say. */
      for (int f = 0; f < 8; f++)
        {
          gboolean down = f >= 4;
          gboolean has_base =
            strcmp (bases, "aces-and-kings") == 0 || (strcmp (bases, "kings") == 0 && down);

          g_assert_cmpuint (pos.len[AP_PILE_F (f)], ==, has_base ? 1 : 0);
          if (has_base)
            g_assert_cmpuint (pos.cards[AP_PILE_F (f)][0], ==,
                              AP_CARD (down ? AP_KING : AP_ACE, f % 4));
        }

      /* Reserve spaces: R1 emptied while the stock still has cards. */
      empty_pile (&pos, AP_PILE_R (0), AP_PILE_T (7));
      verdict =
        ap_position_check_move (&pos, (ApMove) { AP_MOVE_CARD, AP_PILE_T (0), AP_PILE_R (0) });
      if (strcmp (preset_table[i].spaces, "always") == 0)
        g_assert_cmpint (verdict, ==, AP_VERDICT_OK);
      else if (strcmp (preset_table[i].spaces, "never") == 0)
        g_assert_cmpint (verdict, ==, AP_VERDICT_RESERVE_NEVER);
      else
        g_assert_cmpint (verdict, ==, AP_VERDICT_RESERVE_STOCK_NOT_EMPTY);
      /* Once the stock is empty. */
      empty_pile (&pos, AP_PILE_STOCK, AP_PILE_T (6));
      verdict =
        ap_position_check_move (&pos, (ApMove) { AP_MOVE_CARD, AP_PILE_T (0), AP_PILE_R (0) });
      if (strcmp (preset_table[i].spaces, "never") == 0)
        g_assert_cmpint (verdict, ==, AP_VERDICT_RESERVE_NEVER);
      else
        g_assert_cmpint (verdict, ==, AP_VERDICT_OK);
    }
}

/* Builds spades up to 6 on F1 and down to 7 on F5, so the two meet. */
static void
meet_spades (ApPosition *pos)
{
  if (pos->len[AP_PILE_F1] == 0)
    move_card (pos, AP_CARD (AP_ACE, AP_SPADES), AP_PILE_F1);
  if (pos->len[AP_PILE_F (4)] == 0)
    move_card (pos, AP_CARD (AP_KING, AP_SPADES), AP_PILE_F (4));
  for (int rank = 2; rank <= 6; rank++)
    move_card (pos, AP_CARD (rank, AP_SPADES), AP_PILE_F1);
  for (int rank = AP_QUEEN; rank >= 7; rank--)
    move_card (pos, AP_CARD (rank, AP_SPADES), AP_PILE_F (4));
}

static void
test_transfers_option (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  GSettings *gsettings = ap_settings_get_gsettings (settings);

  for (int on = 0; on <= 1; on++)
    for (guint i = 0; i < G_N_ELEMENTS (preset_table); i++)
      {
        ApPosition pos;
        ApRules rules;
        ApVerdict up_to_down, down_to_up;

        ap_settings_set_preset (settings, preset_table[i].preset);
        g_settings_set_boolean (gsettings, "foundation-transfers", on);
        ap_settings_get_rules (settings, &rules);
        ap_game_model_new_deal (model, &rules, 4242 + i);
        pos = *ap_game_model_get_position (model);
        meet_spades (&pos);

        up_to_down =
          ap_position_check_move (&pos, (ApMove) { AP_MOVE_CARD, AP_PILE_F1, AP_PILE_F (4) });
        down_to_up =
          ap_position_check_move (&pos, (ApMove) { AP_MOVE_CARD, AP_PILE_F (4), AP_PILE_F1 });
        g_assert_cmpint (up_to_down, ==, on ? AP_VERDICT_OK : AP_VERDICT_TRANSFERS_OFF);
        g_assert_cmpint (down_to_up, ==, on ? AP_VERDICT_OK : AP_VERDICT_TRANSFERS_OFF);
      }
}

static void
test_statistics_storage (void)
{
  g_autoptr (ApSettings) settings = fresh_settings ();
  g_autoptr (ApSettings) other = ap_settings_new (NULL);
  g_autoptr (ApStatistics) stats = ap_statistics_new ();
  g_autoptr (ApStatistics) back = NULL;
  GSettings *gsettings = ap_settings_get_gsettings (settings);
  ApCounted counted = AP_COUNTED_NONE;
  ApStatsRecord r;
  guint changed = 0;

  back = ap_settings_load_statistics (settings);
  g_assert_cmpuint (ap_statistics_size (back), ==, 0);
  g_clear_pointer (&back, ap_statistics_free);

  /* Another instance hears of the change. */
  g_signal_connect_swapped (other, "statistics-changed", G_CALLBACK (count_signal_cb), &changed);

  ap_statistics_first_move (stats, "carthage", &counted);
  ap_statistics_won (stats, "carthage", &counted, 321, 222);
  ap_settings_store_statistics (settings, stats);
  g_assert_cmpuint (changed, ==, 1);

  back = ap_settings_load_statistics (other);
  r = ap_statistics_get (back, "carthage");
  g_assert_cmpuint (r.played, ==, 1);
  g_assert_cmpuint (r.won, ==, 1);
  g_assert_cmpuint (r.best_time, ==, 321);
  g_assert_cmpuint (r.fewest_moves, ==, 222);

  /* Values that cannot be are repaired on loading, unknown keys dropped. */
  g_settings_set_value (gsettings, "statistics",
                        g_variant_new_parsed (
                          "{'carthage': (@u 1, @u 3, @u 3, @u 3, @u 10, @u 10, @u 30, @u 0),"
                          " 'solitaire': (@u 1, @u 1, @u 1, @u 1, @u 1, @u 1, @u 1, @u 1)}"));
  g_clear_pointer (&back, ap_statistics_free);
  back = ap_settings_load_statistics (settings);
  g_assert_cmpuint (ap_statistics_size (back), ==, 1);
  r = ap_statistics_get (back, "carthage");
  g_assert_cmpuint (r.played, ==, 3);
  g_assert_cmpuint (r.won, ==, 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/defaults", test_defaults);
  g_test_add_func ("/settings/enum-keys", test_enum_keys);
  g_test_add_func ("/settings/appearance-keys", test_appearance_keys);
  g_test_add_func ("/settings/pace-and-animations", test_pace_and_animations);
  g_test_add_func ("/settings/pace-migration", test_pace_migration);
  g_test_add_func ("/settings/appearance-persists", test_appearance_persists);
  g_test_add_func ("/settings/reserve-size", test_reserve_size);
  g_test_add_func ("/settings/boolean-and-int-keys", test_boolean_and_int_keys);
  g_test_add_func ("/settings/presets-set-keys", test_presets_set_keys);
  g_test_add_func ("/settings/preset-follows-keys", test_preset_follows_keys);
  g_test_add_func ("/settings/rules-for-games", test_rules_for_games);
  g_test_add_func ("/settings/cotillion-bases", test_cotillion_bases);
  g_test_add_func ("/settings/presets-change-next-deal", test_presets_change_next_deal);
  g_test_add_func ("/settings/transfers-option", test_transfers_option);
  g_test_add_func ("/settings/statistics-storage", test_statistics_storage);
  return g_test_run ();
}
