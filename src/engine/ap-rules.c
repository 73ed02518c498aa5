/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-card.h"
#include "ap-rules.h"

/* The rules table. Carthage is Algerian with all eight foundations building
 * up, a tableau that builds down without wrap, reserve spaces always open
 * and no final pass; Picture Patience is Patriarchs without bases or
 * reversals (the bases and reversals come from ApRules, see
 * ap_rules_default()). The family of docs/rules.md (sections 5-8) is the
 * same machinery: Royal Cotillion and Odd and Even are Patriarchs with
 * foundations that build up by two; Tournament's depots only feed the
 * foundations and its kibitzers; Contradance is a stock and a waste over
 * sixteen foundations. */
#define UP                                                                                         \
  {                                                                                                \
    AP_ACE, 1, 13                                                                                  \
  }
#define DOWN                                                                                       \
  {                                                                                                \
    AP_KING, -1, 13                                                                                \
  }
#define ALGERIAN_BASES                                                                             \
  {                                                                                                \
    "aces-and-kings", "kings", "none"                                                              \
  }

const ApGameInfo ap_games[AP_N_GAMES] = {
  [AP_GAME_ALGERIAN] = {
    .id = "algerian", .name = N_("Algerian"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 8, .n_reserve = 6, .has_waste = FALSE,
    .has_options = TRUE, .options = AP_OPTIONS_ALL, .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_SUIT_UP_OR_DOWN, .tableau_size = 1,
    .kinds = { UP, DOWN }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_ALGERIAN, .redeals = 0,
  },
  [AP_GAME_CARTHAGE] = {
    .id = "carthage", .name = N_("Carthage"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 8, .n_reserve = 6, .has_waste = FALSE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_SUIT_DOWN, .tableau_size = 1,
    .kinds = { UP, UP }, .second_kind = 0x00, .suit_unique = FALSE,
    .deal = AP_DEAL_RESERVES_ONLY, .redeals = 0,
  },
  [AP_GAME_PATRIARCHS] = {
    .id = "patriarchs", .name = N_("Patriarchs"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 0, .n_reserve = 9, .has_waste = TRUE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_NONE,
    .kinds = { UP, DOWN }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .reserve_to_foundation_only = TRUE,
    .redeals = 1, .redeal = AP_REDEAL_WASTE,
  },
  [AP_GAME_PICTURE_PATIENCE] = {
    .id = "picture-patience", .name = N_("Picture Patience"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 0, .n_reserve = 9, .has_waste = TRUE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_NONE,
    .kinds = { UP, DOWN }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .reserve_to_foundation_only = TRUE,
    .redeals = 1, .redeal = AP_REDEAL_WASTE,
  },
  /* rules.md 5: the left wing is T1..T4 (three cards each, never built
   * on, never refilled), the right wing R1..R16 (refilled at once). */
  [AP_GAME_ROYAL_COTILLION] = {
    .id = "royal-cotillion", .name = N_("Royal Cotillion"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 4, .n_reserve = 16, .has_waste = TRUE,
    .has_options = TRUE, .options = AP_OPTION_BASES,
    .bases_ids = { "laid-out", NULL, "as-they-appear" },
    .tableau = AP_TABLEAU_CLOSED, .tableau_size = 3,
    .kinds = { { AP_ACE, 2, 13 }, { 2, 2, 13 } }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .reserve_to_foundation_only = TRUE,
    .redeals = 0, .redeal = AP_REDEAL_WASTE,
  },
  /* rules.md 6. */
  [AP_GAME_ODD_AND_EVEN] = {
    .id = "odd-and-even", .name = N_("Odd and Even"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 0, .n_reserve = 9, .has_waste = TRUE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_NONE,
    .kinds = { { AP_ACE, 2, 13 }, { 2, 2, 13 } }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .reserve_to_foundation_only = TRUE,
    .redeals = 1, .redeal = AP_REDEAL_WASTE,
  },
  /* rules.md 7: the kibitzers are R1..R8, the dormitzers T1..T6. */
  [AP_GAME_TOURNAMENT] = {
    .id = "tournament", .name = N_("Tournament"), .in_gui = TRUE,
    .n_foundations = 8, .n_tableau = 6, .n_reserve = 8, .has_waste = FALSE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_CLOSED, .tableau_size = AP_TABLEAU_BLOCK,
    .kinds = { UP, DOWN }, .second_kind = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TABLEAU_BLOCKS, .reserve_first = TRUE,
    .tableau_refill = AP_TABLEAU_BLOCK, .reserve_to_foundation_only = TRUE,
    .reserve_from_tableau_only = TRUE,
    .redeals = 2, .redeal = AP_REDEAL_GATHER,
  },
  /* rules.md 8: F1..F8 the fives (5 4 3 2 A K), F9..F16 the sixes
   * (6 7 8 9 T J Q), two piles of each suit, all laid out. */
  [AP_GAME_CONTRADANCE] = {
    .id = "contradance", .name = N_("Contradance"), .in_gui = TRUE,
    .n_foundations = 16, .n_tableau = 0, .n_reserve = 0, .has_waste = TRUE,
    .bases_ids = ALGERIAN_BASES,
    .tableau = AP_TABLEAU_NONE,
    .kinds = { { 5, -1, 6 }, { 6, 1, 7 } }, .second_kind = 0xff00, .suit_unique = FALSE,
    .deal = AP_DEAL_TO_WASTE,
    .redeals = 1, .redeal = AP_REDEAL_WASTE,
  },
};

static const char *bases_ids[AP_N_BASES] = { "aces-and-kings", "kings", "none" };
static const char *spaces_ids[AP_N_SPACES] = { "never", "when-stock-empty", "always" };
static const char *preset_ids[AP_N_PRESETS + 1] = {
  "tarbart", "parlett", "strict", "six-card", "custom",
};

static const ApRules presets[AP_N_PRESETS] = {
  [AP_PRESET_TARBART] = { AP_GAME_ALGERIAN, AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_WHEN_STOCK_EMPTY,
                          TRUE },
  [AP_PRESET_PARLETT] = { AP_GAME_ALGERIAN, AP_BASES_NONE, 4, AP_SPACES_WHEN_STOCK_EMPTY, TRUE },
  [AP_PRESET_STRICT] = { AP_GAME_ALGERIAN, AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_NEVER, TRUE },
  [AP_PRESET_SIX_CARD] = { AP_GAME_ALGERIAN, AP_BASES_KINGS, 6, AP_SPACES_ALWAYS, TRUE },
};

int
ap_game_from_id (const char *id)
{
  for (int i = 0; i < AP_N_GAMES; i++)
    if (g_strcmp0 (id, ap_games[i].id) == 0)
      return i;
  return -1;
}

char *
ap_game_ids (void)
{
  GString *ids = g_string_new (NULL);

  for (int i = 0; i < AP_N_GAMES; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", ap_games[i].id);
  return g_string_free (ids, FALSE);
}

int
ap_game_from_gui_id (const char *id)
{
  int game = ap_game_from_id (id);

  return game >= 0 && ap_games[game].in_gui ? game : -1;
}

guint
ap_n_gui_games (void)
{
  guint n = 0;

  while (n < AP_N_GAMES && ap_games[n].in_gui)
    n++;
  return n;
}

void
ap_rules_default (ApGame game, ApRules *rules)
{
  switch (game)
    {
    case AP_GAME_CARTHAGE:
      *rules = (ApRules) { game, AP_BASES_NONE, 6, AP_SPACES_ALWAYS, FALSE };
      break;
    case AP_GAME_PATRIARCHS:
      /* Nine reserve piles of one card; reversals allowed. */
      *rules = (ApRules) { game, AP_BASES_ACES_AND_KINGS, 1, AP_SPACES_NEVER, TRUE };
      break;
    case AP_GAME_PICTURE_PATIENCE:
    case AP_GAME_ODD_AND_EVEN:
      *rules = (ApRules) { game, AP_BASES_NONE, 1, AP_SPACES_NEVER, FALSE };
      break;
    case AP_GAME_ROYAL_COTILLION:
      /* The bases laid out is the default reading (rules.md 5). */
      *rules = (ApRules) { game, AP_BASES_ACES_AND_KINGS, 1, AP_SPACES_NEVER, FALSE };
      break;
    case AP_GAME_TOURNAMENT:
      /* An empty kibitzer takes a depot's card at any time; foundation
       * transfers are always allowed (rules.md 7). */
      *rules = (ApRules) { game, AP_BASES_NONE, 1, AP_SPACES_ALWAYS, TRUE };
      break;
    case AP_GAME_CONTRADANCE:
      *rules = (ApRules) { game, AP_BASES_ACES_AND_KINGS, 1, AP_SPACES_NEVER, FALSE };
      break;
    case AP_GAME_ALGERIAN:
    case AP_N_GAMES:
    default:
      *rules = presets[AP_PRESET_TARBART];
      break;
    }
}

void
ap_rules_preset (ApPreset preset, ApRules *rules)
{
  g_return_if_fail (preset < AP_N_PRESETS);
  *rules = presets[preset];
}

gboolean
ap_rules_equal (const ApRules *a, const ApRules *b)
{
  return a->game == b->game && a->bases == b->bases && a->reserve_size == b->reserve_size &&
         a->reserve_spaces == b->reserve_spaces && !a->transfers == !b->transfers;
}

ApPreset
ap_rules_get_preset (const ApRules *rules)
{
  for (int i = 0; i < AP_N_PRESETS; i++)
    if (ap_rules_equal (rules, &presets[i]))
      return i;
  return AP_PRESET_CUSTOM;
}

const char *
ap_preset_id (ApPreset preset)
{
  g_return_val_if_fail (preset <= AP_N_PRESETS, "custom");
  return preset_ids[preset];
}

int
ap_preset_from_id (const char *id)
{
  for (int i = 0; i <= AP_N_PRESETS; i++)
    if (g_strcmp0 (id, preset_ids[i]) == 0)
      return i;
  return -1;
}

const char *
ap_game_bases_id (ApGame game, ApBases bases)
{
  const char *id;

  g_return_val_if_fail (bases < AP_N_BASES, "");
  id = ap_game_info (game)->bases_ids[bases];
  return id != NULL ? id : "";
}

static int
lookup (const char *const *ids, int n, const char *value)
{
  for (int i = 0; i < n; i++)
    if (strcmp (ids[i], value) == 0)
      return i;
  return -1;
}

/* Like lookup(), over a game's foundation-bases names, some NULL. */
static int
lookup_bases (ApGame game, const char *value)
{
  const ApGameInfo *info = ap_game_info (game);

  for (int i = 0; i < AP_N_BASES; i++)
    if (info->bases_ids[i] != NULL && strcmp (info->bases_ids[i], value) == 0)
      return i;
  return -1;
}

static gboolean
parse_option (ApRules *rules, const char *name, const char *value, GError **error)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  int v;

  if (strcmp (name, "foundation-bases") == 0 && (info->options & AP_OPTION_BASES))
    {
      if ((v = lookup_bases (rules->game, value)) < 0)
        goto bad_value;
      rules->bases = v;
    }
  else if (strcmp (name, "reserve-size") == 0 && (info->options & AP_OPTION_RESERVE_SIZE))
    {
      if (strcmp (value, "4") != 0 && strcmp (value, "6") != 0)
        goto bad_value;
      rules->reserve_size = value[0] - '0';
    }
  else if (strcmp (name, "reserve-spaces") == 0 && (info->options & AP_OPTION_SPACES))
    {
      if ((v = lookup (spaces_ids, AP_N_SPACES, value)) < 0)
        goto bad_value;
      rules->reserve_spaces = v;
    }
  else if (strcmp (name, "foundation-transfers") == 0 && (info->options & AP_OPTION_TRANSFERS))
    {
      if (strcmp (value, "on") != 0 && strcmp (value, "off") != 0)
        goto bad_value;
      rules->transfers = strcmp (value, "on") == 0;
    }
  else
    return ap_read_fail (error, AP_READ_ERROR_INVALID, 0, _ ("unknown rule option “%s”"), name);
  return TRUE;

bad_value:
  return ap_read_fail (error, AP_READ_ERROR_INVALID, 0, _ ("“%s” is not a value of %s"), value,
                       name);
}

gboolean
ap_rules_parse (ApGame game, const char *text, ApRules *rules, GError **error)
{
  g_auto (GStrv) words = NULL;
  guint seen = 0;

  ap_rules_default (game, rules);
  words = g_strsplit_set (text, " \t", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *eq;
      g_autofree char *name = NULL;
      static const char *const names[] = {
        "foundation-bases",
        "reserve-size",
        "reserve-spaces",
        "foundation-transfers",
      };
      int which;

      if (words[i][0] == '\0')
        continue;
      if (!ap_games[game].has_options)
        return ap_read_fail (error, AP_READ_ERROR_INVALID, 0, _ ("%s has no rule options"),
                             ap_games[game].id);
      eq = strchr (words[i], '=');
      if (eq == NULL)
        return ap_read_fail (error, AP_READ_ERROR_INVALID, 0,
                             _ ("“%s” is not of the form option=value"), words[i]);
      name = g_strndup (words[i], eq - words[i]);
      which = lookup (names, G_N_ELEMENTS (names), name);
      if (which >= 0 && (seen & (1u << which)))
        return ap_read_fail (error, AP_READ_ERROR_INVALID, 0, _ ("rule option %s is given twice"),
                             name);
      if (!parse_option (rules, name, eq + 1, error))
        return FALSE;
      seen |= 1u << which;
    }
  return TRUE;
}

char *
ap_rules_format (const ApRules *rules)
{
  if (!ap_games[rules->game].has_options)
    return g_strdup ("");
  if (ap_games[rules->game].options == AP_OPTION_BASES)
    return g_strdup_printf ("foundation-bases=%s", ap_game_bases_id (rules->game, rules->bases));
  return g_strdup_printf ("foundation-bases=%s reserve-size=%u reserve-spaces=%s "
                          "foundation-transfers=%s",
                          bases_ids[rules->bases], rules->reserve_size,
                          spaces_ids[rules->reserve_spaces], rules->transfers ? "on" : "off");
}

char *
ap_rules_key (const ApRules *rules)
{
  if (!ap_games[rules->game].has_options)
    return g_strdup (ap_games[rules->game].id);
  if (ap_games[rules->game].options == AP_OPTION_BASES)
    return g_strdup_printf ("%s:%s", ap_games[rules->game].id,
                            ap_game_bases_id (rules->game, rules->bases));
  return g_strdup_printf ("%s:%s,%u,%s,%s", ap_games[rules->game].id, bases_ids[rules->bases],
                          rules->reserve_size, spaces_ids[rules->reserve_spaces],
                          rules->transfers ? "on" : "off");
}
