/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-rules.h"

/* The rules table. Carthage is Algerian with all eight foundations building
 * up, a tableau that builds down without wrap, reserve spaces always open
 * and no final pass; Picture Patience is Patriarchs without bases or
 * reversals (the bases and reversals come from ApRules, see
 * ap_rules_default()). */
const ApGameInfo ap_games[AP_N_GAMES] = {
  [AP_GAME_ALGERIAN] = {
    .id = "algerian", .name = N_("Algerian"),
    .n_tableau = 8, .n_reserve = 6, .has_waste = FALSE, .has_options = TRUE,
    .tableau = AP_TABLEAU_SUIT_UP_OR_DOWN, .down_foundations = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_ALGERIAN, .refill_reserve = FALSE, .redeals = 0,
  },
  [AP_GAME_CARTHAGE] = {
    .id = "carthage", .name = N_("Carthage"),
    .n_tableau = 8, .n_reserve = 6, .has_waste = FALSE, .has_options = FALSE,
    .tableau = AP_TABLEAU_SUIT_DOWN, .down_foundations = 0x00, .suit_unique = FALSE,
    .deal = AP_DEAL_RESERVES_ONLY, .refill_reserve = FALSE, .redeals = 0,
  },
  [AP_GAME_PATRIARCHS] = {
    .id = "patriarchs", .name = N_("Patriarchs"),
    .n_tableau = 0, .n_reserve = 9, .has_waste = TRUE, .has_options = FALSE,
    .tableau = AP_TABLEAU_NONE, .down_foundations = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .redeals = 1,
  },
  [AP_GAME_PICTURE_PATIENCE] = {
    .id = "picture-patience", .name = N_("Picture Patience"),
    .n_tableau = 0, .n_reserve = 9, .has_waste = TRUE, .has_options = FALSE,
    .tableau = AP_TABLEAU_NONE, .down_foundations = 0xf0, .suit_unique = TRUE,
    .deal = AP_DEAL_TO_WASTE, .refill_reserve = TRUE, .redeals = 1,
  },
};

static const char *bases_ids[AP_N_BASES] = { "aces-and-kings", "kings", "none" };
static const char *spaces_ids[AP_N_SPACES] = { "never", "when-stock-empty", "always" };
static const char *preset_ids[AP_N_PRESETS + 1] = {
  "tarbart", "parlett", "strict", "six-card", "custom",
};

static const ApRules presets[AP_N_PRESETS] = {
  [AP_PRESET_TARBART] = { AP_GAME_ALGERIAN, AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_WHEN_STOCK_EMPTY, TRUE },
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
      *rules = (ApRules) { game, AP_BASES_NONE, 1, AP_SPACES_NEVER, FALSE };
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
ap_bases_id (ApBases bases)
{
  g_return_val_if_fail (bases < AP_N_BASES, "");
  return bases_ids[bases];
}

const char *
ap_spaces_id (ApReserveSpaces spaces)
{
  g_return_val_if_fail (spaces < AP_N_SPACES, "");
  return spaces_ids[spaces];
}

static int
lookup (const char *const *ids, int n, const char *value)
{
  for (int i = 0; i < n; i++)
    if (strcmp (ids[i], value) == 0)
      return i;
  return -1;
}

static gboolean
parse_option (ApRules *rules, const char *name, const char *value, char **error_message)
{
  int v;

  if (strcmp (name, "foundation-bases") == 0)
    {
      if ((v = lookup (bases_ids, AP_N_BASES, value)) < 0)
        goto bad_value;
      rules->bases = v;
    }
  else if (strcmp (name, "reserve-size") == 0)
    {
      if (strcmp (value, "4") != 0 && strcmp (value, "6") != 0)
        goto bad_value;
      rules->reserve_size = value[0] - '0';
    }
  else if (strcmp (name, "reserve-spaces") == 0)
    {
      if ((v = lookup (spaces_ids, AP_N_SPACES, value)) < 0)
        goto bad_value;
      rules->reserve_spaces = v;
    }
  else if (strcmp (name, "foundation-transfers") == 0)
    {
      if (strcmp (value, "on") != 0 && strcmp (value, "off") != 0)
        goto bad_value;
      rules->transfers = strcmp (value, "on") == 0;
    }
  else
    {
      *error_message = g_strdup_printf (_("unknown rule option “%s”"), name);
      return FALSE;
    }
  return TRUE;

bad_value:
  *error_message = g_strdup_printf (_("“%s” is not a value of %s"), value, name);
  return FALSE;
}

gboolean
ap_rules_parse (ApGame game, const char *text, ApRules *rules, char **error_message)
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
        "foundation-bases", "reserve-size", "reserve-spaces", "foundation-transfers",
      };
      int which;

      if (words[i][0] == '\0')
        continue;
      if (!ap_games[game].has_options)
        {
          *error_message = g_strdup_printf (_("%s has no rule options"), ap_games[game].id);
          return FALSE;
        }
      eq = strchr (words[i], '=');
      if (eq == NULL)
        {
          *error_message = g_strdup_printf (_("“%s” is not of the form option=value"), words[i]);
          return FALSE;
        }
      name = g_strndup (words[i], eq - words[i]);
      which = lookup (names, G_N_ELEMENTS (names), name);
      if (which >= 0 && (seen & (1u << which)))
        {
          *error_message = g_strdup_printf (_("rule option %s is given twice"), name);
          return FALSE;
        }
      if (!parse_option (rules, name, eq + 1, error_message))
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
  return g_strdup_printf ("%s:%s,%u,%s,%s", ap_games[rules->game].id, bases_ids[rules->bases],
                          rules->reserve_size, spaces_ids[rules->reserve_spaces],
                          rules->transfers ? "on" : "off");
}
