/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-game-catalog.h"
#include "ap-published-odds.h"

typedef enum {
  AP_FAMILY_ALGERIAN,   /* a tableau and reserves filled by deals */
  AP_FAMILY_PATRIARCHS, /* a stock dealt one card at a time to a waste */
  AP_N_FAMILIES
} ApFamily;

typedef struct {
  ApFamily family;
  const char *label; /* the menu's label, with an access key of its own */
  const char *blurb;
} Entry;

/* Tournament is a relative of Algerian (its tableau and reserves, its
 * foundations and transfers); the other three of the family deal one card
 * at a time to a waste over reserve cards that only feed the foundations,
 * as Patriarchs does (rules.md 5, 6 and 8). Every access key differs from
 * the others of the menu (ap-window.ui), in the translations too. */
static const Entry entries[AP_N_GAMES] = {
  [AP_GAME_ALGERIAN] = { AP_FAMILY_ALGERIAN, N_ ("A_lgerian"),
                         N_ ("Eight depots to build on, six reserves") },
  [AP_GAME_CARTHAGE] = { AP_FAMILY_ALGERIAN, N_ ("_Carthage"),
                         N_ ("Algerian with every foundation going up") },
  [AP_GAME_TOURNAMENT] = { AP_FAMILY_ALGERIAN, N_ ("Tourna_ment"),
                           N_ ("Eight kibitzers beside six depots") },
  [AP_GAME_PATRIARCHS] = { AP_FAMILY_PATRIARCHS, N_ ("Pa_triarchs"),
                           N_ ("Nine reserve cards feed the foundations") },
  [AP_GAME_PICTURE_PATIENCE] = { AP_FAMILY_PATRIARCHS, N_ ("P_icture Patience"),
                                 N_ ("Patriarchs from empty foundations") },
  [AP_GAME_ROYAL_COTILLION] = { AP_FAMILY_PATRIARCHS, N_ ("Royal C_otillion"),
                                N_ ("Two wings; foundations go up by twos") },
  [AP_GAME_ODD_AND_EVEN] = { AP_FAMILY_PATRIARCHS, N_ ("Odd and _Even"),
                             N_ ("Patriarchs with foundations by twos") },
  [AP_GAME_CONTRADANCE] = { AP_FAMILY_PATRIARCHS, N_ ("Co_ntradance"),
                            N_ ("Sixteen foundations on fives and sixes") },
};

static const char *const family_names[AP_N_FAMILIES] = {
  N_ ("The Algerian Family"),
  N_ ("The Patriarchs Family"),
};

char *
ap_game_catalog_odds_line (ApGame game)
{
  const ApPublishedOdds *odds;
  ApRules rules;
  guint n;

  ap_rules_default (game, &rules);
  odds = ap_published_odds_lookup (&rules);
  if (odds == NULL)
    return NULL;
  switch (ap_odds_words (odds->fair_rate, &n))
    {
    case AP_ODDS_NEARLY_ALWAYS:
      return g_strdup (_ ("A careful player wins nearly every deal"));
    case AP_ODDS_IN_TEN:
      /* TRANSLATORS: %u is from 1 to 9: "about 6 in 10 deals". */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A careful player wins about %u in 10 deals",
                                           "A careful player wins about %u in 10 deals", n),
                              n);
    case AP_ODDS_ONE_IN:
      /* TRANSLATORS: %u is 11 or more: "about 1 deal in 40". */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Rarely won: a careful player wins about 1 deal in %u",
                                           "Rarely won: a careful player wins about 1 deal in %u",
                                           n),
                              n);
    case AP_ODDS_ALMOST_NEVER:
    default:
      return g_strdup (_ ("Rarely won: a careful player almost never wins"));
    }
}

void
ap_game_catalog_prepend_to (GMenu *menu)
{
  for (ApFamily family = AP_N_FAMILIES; family-- > 0;)
    {
      g_autoptr (GMenu) section = g_menu_new ();

      for (ApGame game = 0; game < AP_N_GAMES; game++)
        {
          g_autoptr (GMenuItem) item = NULL;
          g_autofree char *label = NULL;
          g_autofree char *odds = NULL;

          if (entries[game].family != family || !ap_game_info (game)->in_gui)
            continue;
          /* The lines on the game under its name, what it is and how often
           * a careful player wins it: a menu has no other room for them,
           * and the name keeps its access key. (Radio items take no markup
           * that would make them smaller.) */
          odds = ap_game_catalog_odds_line (game);
          label = g_strdup_printf ("%s\n%s%s%s", _ (entries[game].label), _ (entries[game].blurb),
                                   odds != NULL ? "\n" : "", odds != NULL ? odds : "");
          item = g_menu_item_new (label, NULL);
          g_menu_item_set_action_and_target (item, "win.game", "s", ap_game_info (game)->id);
          g_menu_append_item (section, item);
        }
      g_menu_prepend_section (menu, _ (family_names[family]), G_MENU_MODEL (section));
    }
}

char *
ap_game_catalog_ids (void)
{
  g_autoptr (GString) ids = g_string_new (NULL);

  for (ApGame game = 0; game < AP_N_GAMES; game++)
    if (ap_game_info (game)->in_gui)
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? ", " : "", ap_game_info (game)->id);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}
