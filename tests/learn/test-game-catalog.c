/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-game-catalog.h"

/*
 * The game chooser says how often a careful player wins each game: the
 * fair player's rate of the table "How often a player wins" of
 * docs/winnability.md, for the game's default rules, in words. The
 * expected lines follow from the table's rates (typed below by hand) and
 * the rules of the words: "nearly every deal" from 97.5%, "about N in 10"
 * to the nearest tenth down to 10%, "rarely won ... about 1 deal in N"
 * below that, N the nearest whole number of deals a win (to the nearest
 * ten past 100), and "almost never" below 0.5%. Algerian's and Royal
 * Cotillion's default rules are Tarbart's and the bases laid out.
 */

static void
test_lines (void)
{
  struct {
    ApGame game;
    const char *line;
  } expected[] = {
    { AP_GAME_ALGERIAN, "A careful player wins about 7 in 10 deals" },               /* 73.00% */
    { AP_GAME_CARTHAGE, "A careful player wins about 1 in 10 deals" },               /* 13.00% */
    { AP_GAME_PATRIARCHS, "A careful player wins about 4 in 10 deals" },             /* 42.00% */
    { AP_GAME_PICTURE_PATIENCE, "A careful player wins about 2 in 10 deals" },       /* 22.00% */
    { AP_GAME_ROYAL_COTILLION, "A careful player wins about 4 in 10 deals" },        /* 44.00% */
    { AP_GAME_ODD_AND_EVEN, "A careful player wins about 3 in 10 deals" },           /* 31.00% */
    { AP_GAME_TOURNAMENT, "A careful player wins about 8 in 10 deals" },             /* 80.00% */
    { AP_GAME_CONTRADANCE, "Rarely won: a careful player wins about 1 deal in 25" }, /* 4.00% */
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *line = ap_game_catalog_odds_line (expected[i].game);

      g_assert_cmpstr (line, ==, expected[i].line);
    }
}

/* Each game's item in the menu: its name, its line, then the odds. */
static void
test_menu (void)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  guint found = 0;

  ap_game_catalog_prepend_to (menu);
  for (int s = 0; s < g_menu_model_get_n_items (G_MENU_MODEL (menu)); s++)
    {
      g_autoptr (GMenuModel) section =
        g_menu_model_get_item_link (G_MENU_MODEL (menu), s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *label = NULL;
          g_autofree char *id = NULL;
          g_autofree char *odds = NULL;
          g_auto (GStrv) lines = NULL;

          g_assert_true (g_menu_model_get_item_attribute (section, i, "label", "s", &label));
          g_assert_true (g_menu_model_get_item_attribute (section, i, "target", "s", &id));
          odds = ap_game_catalog_odds_line (ap_game_from_id (id));
          lines = g_strsplit (label, "\n", -1);
          g_assert_cmpuint (g_strv_length (lines), ==, 3);
          g_assert_cmpstr (lines[2], ==, odds);
          found++;
        }
    }
  g_assert_cmpuint (found, ==, ap_n_gui_games ());
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-catalog/lines", test_lines);
  g_test_add_func ("/game-catalog/menu", test_menu);
  return g_test_run ();
}
