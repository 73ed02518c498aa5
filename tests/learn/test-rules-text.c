/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ap-rules-text.h"
#include "italian-env.h"
#include "option-ids.h"

/*
 * The Rules text: every game and every option value has its sections, the
 * text says what the rules in force are (the numbers below are those of
 * docs/rules.md, typed by hand), and every line exists in Italian too. The
 * Italian text comes from a second run of this program under LANGUAGE=it
 * with the translations built from po/it.po, so a missing translation shows
 * up as a line that is still in English.
 */

typedef struct {
  const char *name;
  ApRules rules;
} Config;

/* Every game with its defaults, every Algerian preset, and every value of
 * every option on top of the default rules. */
static GArray *
all_configs (void)
{
  GArray *configs = g_array_new (FALSE, TRUE, sizeof (Config));
  static const char *const games[] = {
    "algerian",        "carthage",     "patriarchs", "picture-patience",
    "royal-cotillion", "odd-and-even", "tournament", "contradance",
  };
  static const char *const presets[] = { "tarbart", "parlett", "strict", "six-card" };
  static const char *const options[] = {
    "foundation-bases=aces-and-kings",
    "foundation-bases=kings",
    "foundation-bases=none",
    "reserve-size=4",
    "reserve-size=6",
    "reserve-spaces=never",
    "reserve-spaces=when-stock-empty",
    "reserve-spaces=always",
    "foundation-transfers=on",
    "foundation-transfers=off",
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      Config c = { games[i] };

      ap_rules_default (ap_game_from_id (games[i]), &c.rules);
      g_array_append_val (configs, c);
    }
  {
    Config c = { "royal-cotillion foundation-bases=as-they-appear" };
    g_autoptr (GError) error = NULL;

    if (!ap_rules_parse (AP_GAME_ROYAL_COTILLION, "foundation-bases=as-they-appear", &c.rules,
                         &error))
      g_error ("%s", error->message);
    g_array_append_val (configs, c);
  }
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      Config c = { presets[i] };

      ap_rules_preset (ap_preset_from_id (presets[i]), &c.rules);
      g_array_append_val (configs, c);
    }
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      Config c = { options[i] };
      g_autoptr (GError) error = NULL;

      if (!ap_rules_parse (AP_GAME_ALGERIAN, options[i], &c.rules, &error))
        g_error ("%s: %s", options[i], error->message);
      g_array_append_val (configs, c);
    }
  return configs;
}

/* Every section as plain text: "[id] title", then its paragraphs and its
 * pictures' captions in brackets, one a line. */
static char *
sections_text (GPtrArray *sections)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < sections->len; i++)
    {
      ApRulesSection *section = sections->pdata[i];

      g_string_append_printf (text, "[%s] %s\n", section->id, section->title);
      for (guint k = 0; k < section->paragraphs->len; k++)
        g_string_append_printf (text, "%s\n", (char *) section->paragraphs->pdata[k]);
      for (guint k = 0; k < section->pictures->len; k++)
        {
          ApRulesPicture *picture = section->pictures->pdata[k];

          g_string_append_printf (text, "(%s)\n", picture->caption);
        }
    }
  return g_string_free (text, FALSE);
}

static char *
config_text (const ApRules *rules)
{
  g_autoptr (GPtrArray) sections = ap_rules_text_sections (rules);

  return sections_text (sections);
}

static const ApRulesSection *
find_section (GPtrArray *sections, const char *id)
{
  for (guint i = 0; i < sections->len; i++)
    {
      const ApRulesSection *section = sections->pdata[i];

      if (g_str_equal (section->id, id))
        return section;
    }
  return NULL;
}

/* The whole text of one section, paragraphs and captions. */
static char *
section_text (GPtrArray *sections, const char *id)
{
  const ApRulesSection *section = find_section (sections, id);
  GString *text = g_string_new (NULL);

  if (section == NULL)
    g_error ("no section “%s”", id);
  for (guint i = 0; i < section->paragraphs->len; i++)
    g_string_append_printf (text, "%s\n", (char *) section->paragraphs->pdata[i]);
  for (guint i = 0; i < section->pictures->len; i++)
    g_string_append_printf (text, "%s\n",
                            ((ApRulesPicture *) section->pictures->pdata[i])->caption);
  return g_string_free (text, FALSE);
}

static void
assert_section_contains (const ApRules *rules, const char *id, const char *fragment)
{
  g_autoptr (GPtrArray) sections = ap_rules_text_sections (rules);
  g_autofree char *text = section_text (sections, id);

  if (strstr (text, fragment) == NULL)
    g_error ("section “%s” does not say “%s”:\n%s", id, fragment, text);
}

static void
assert_section_lacks (const ApRules *rules, const char *id, const char *fragment)
{
  g_autoptr (GPtrArray) sections = ap_rules_text_sections (rules);
  g_autofree char *text = section_text (sections, id);

  if (strstr (text, fragment) != NULL)
    g_error ("section “%s” should not say “%s”:\n%s", id, fragment, text);
}

static void
test_every_topic (void)
{
  g_autoptr (GArray) configs = all_configs ();
  static const char *const topics[] = {
    "object", "layout", "foundations", "reserve", "stock", "transfers", "end",
  };

  for (guint i = 0; i < configs->len; i++)
    {
      const Config *c = &g_array_index (configs, Config, i);
      g_autoptr (GPtrArray) sections = ap_rules_text_sections (&c->rules);
      const ApGameInfo *info = ap_game_info (c->rules.game);

      for (guint k = 0; k < G_N_ELEMENTS (topics); k++)
        if (find_section (sections, topics[k]) == NULL)
          g_error ("%s: no section “%s”", c->name, topics[k]);
      /* Only games with a tableau explain it. */
      g_assert_true ((find_section (sections, "tableau") != NULL) == (info->n_tableau > 0));
      /* Each option a game has (all four of Algerian, Royal Cotillion's
       * foundation bases) has its own section. */
      for (guint bit = 0; test_option_ids[bit] != NULL; bit++)
        {
          const char *id = test_option_ids[bit];
          const ApRulesSection *section = find_section (sections, id);

          g_assert_true ((section != NULL) == ((info->options & (1u << bit)) != 0));
          if (section != NULL)
            g_assert_true (section->is_option);
        }
      for (guint k = 0; k < sections->len; k++)
        {
          const ApRulesSection *section = sections->pdata[k];

          g_assert_cmpuint (strlen (section->title), >, 2);
          g_assert_cmpuint (section->paragraphs->len, >, 0);
          for (guint p = 0; p < section->paragraphs->len; p++)
            {
              const char *para = section->paragraphs->pdata[p];

              g_assert_cmpuint (strlen (para), >, 10);
              g_assert_true (g_utf8_validate (para, -1, NULL));
            }
        }
    }
}

static void
rules_of (const char *game, const char *options, ApRules *rules)
{
  g_autoptr (GError) error = NULL;

  if (!ap_rules_parse (ap_game_from_id (game), options, rules, &error))
    g_error ("%s", error->message);
}

/* The numbers of rules.md: the size of the stock and the deals. */
static void
test_numbers (void)
{
  ApRules rules;

  ap_rules_preset (AP_PRESET_TARBART, &rules);
  assert_section_contains (&rules, "layout", "64 cards");
  assert_section_contains (&rules, "layout", "4 cards");
  assert_section_contains (&rules, "stock", "12, 12, 12, 12, 8,");
  ap_rules_preset (AP_PRESET_PARLETT, &rules);
  assert_section_contains (&rules, "layout", "72 cards");
  assert_section_contains (&rules, "stock", "12, 12, 12, 12, 12, 4,");
  ap_rules_preset (AP_PRESET_SIX_CARD, &rules);
  assert_section_contains (&rules, "layout", "56 cards");
  assert_section_contains (&rules, "layout", "6 cards");
  assert_section_contains (&rules, "stock", "are 12, 12, 12, 12,");
  assert_section_contains (&rules, "reserve-size", "6 cards");

  rules_of ("carthage", "", &rules);
  assert_section_contains (&rules, "layout", "60 cards");
  assert_section_contains (&rules, "stock", "five deals");
  rules_of ("patriarchs", "", &rules);
  assert_section_contains (&rules, "layout", "87 cards");
  rules_of ("picture-patience", "", &rules);
  assert_section_contains (&rules, "layout", "95 cards");

  /* The family (rules.md 5-8). */
  rules_of ("royal-cotillion", "", &rules);
  assert_section_contains (&rules, "layout", "68 cards");
  rules_of ("royal-cotillion", "foundation-bases=as-they-appear", &rules);
  assert_section_contains (&rules, "layout", "76 cards");
  rules_of ("odd-and-even", "", &rules);
  assert_section_contains (&rules, "layout", "95 cards");
  rules_of ("tournament", "", &rules);
  assert_section_contains (&rules, "layout", "72 cards");
  assert_section_contains (&rules, "end", "both redeals");
  rules_of ("contradance", "", &rules);
  assert_section_contains (&rules, "layout", "88 cards");
}

/* The text follows the options in force. */
static void
test_options_in_force (void)
{
  ApRules rules;

  /* The Strict preset: emptied reserve piles stay empty. */
  ap_rules_preset (AP_PRESET_STRICT, &rules);
  assert_section_contains (&rules, "reserve-spaces", "emptied reserve piles stay empty");
  assert_section_contains (&rules, "reserve", "stays empty");
  assert_section_contains (&rules, "rules-in-force", "strictly");
  ap_rules_preset (AP_PRESET_TARBART, &rules);
  assert_section_lacks (&rules, "reserve-spaces", "stay empty");
  assert_section_contains (&rules, "reserve-spaces", "only once the stock is exhausted");
  assert_section_contains (&rules, "foundation-bases", "one ace and one king of each suit");
  rules_of ("algerian", "reserve-spaces=always", &rules);
  assert_section_contains (&rules, "reserve-spaces", "at any time");
  assert_section_contains (&rules, "rules-in-force", "your own choice");

  rules_of ("algerian", "foundation-bases=kings", &rules);
  assert_section_contains (&rules, "foundation-bases", "only the four kings");
  rules_of ("algerian", "foundation-bases=none", &rules);
  assert_section_contains (&rules, "foundation-bases", "no card starts");
  assert_section_contains (&rules, "foundations", "start empty");

  rules_of ("algerian", "foundation-transfers=off", &rules);
  assert_section_contains (&rules, "foundation-transfers", "never move between foundations");
  assert_section_contains (&rules, "transfers", "never move between foundations");
  ap_rules_preset (AP_PRESET_TARBART, &rules);
  assert_section_contains (&rules, "transfers", "never moves");

  rules_of ("picture-patience", "", &rules);
  assert_section_contains (&rules, "transfers", "no reversals");
  rules_of ("patriarchs", "", &rules);
  assert_section_contains (&rules, "transfers", "one at a time");
  assert_section_contains (&rules, "reserve", "refilled");
  rules_of ("carthage", "", &rules);
  assert_section_contains (&rules, "tableau", "one rank below");

  /* Royal Cotillion's one option. */
  rules_of ("royal-cotillion", "", &rules);
  assert_section_contains (&rules, "foundation-bases", "are laid out");
  assert_section_contains (&rules, "foundations", "One ace and one two of every suit start");
  rules_of ("royal-cotillion", "foundation-bases=as-they-appear", &rules);
  assert_section_contains (&rules, "foundation-bases", "As they appear");
  assert_section_contains (&rules, "foundations", "No card starts on the foundations");
  assert_section_lacks (&rules, "end", "back and forth");
}

/* The pictures: Algerian's tableau shows a king on an ace of its suit, and
 * the transfers show the meeting six and seven. */
static void
test_pictures (void)
{
  ApRules rules;
  g_autoptr (GPtrArray) sections = NULL;
  const ApRulesSection *section;
  gboolean wrap = FALSE;

  ap_rules_preset (AP_PRESET_TARBART, &rules);
  sections = ap_rules_text_sections (&rules);
  section = find_section (sections, "tableau");
  for (guint i = 0; i < section->pictures->len; i++)
    {
      const ApRulesPicture *picture = section->pictures->pdata[i];

      g_assert_cmpuint (picture->n_cards, >=, 2);
      if (ap_card_rank (picture->cards[0]) == AP_ACE &&
          ap_card_rank (picture->cards[1]) == AP_KING &&
          ap_card_suit (picture->cards[0]) == ap_card_suit (picture->cards[1]))
        wrap = picture->fanned;
    }
  g_assert_true (wrap);
  section = find_section (sections, "transfers");
  g_assert_cmpuint (section->pictures->len, ==, 1);
  g_assert_cmpuint (ap_card_rank (((ApRulesPicture *) section->pictures->pdata[0])->cards[0]), ==,
                    6);
}

/* Runs this program again in Italian (test_italian_env()) and returns what
 * it printed; NULL when the test is skipped for want of the locale. */
static char *
italian_dump (void)
{
  g_auto (GStrv) env = test_italian_env ();
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  char *argv[] = { self, (char *) "--dump", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (env == NULL)
    return NULL;
  g_assert_nonnull (self);
  g_spawn_sync (NULL, argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static char *
dump_all (void)
{
  g_autoptr (GArray) configs = all_configs ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < configs->len; i++)
    {
      const Config *c = &g_array_index (configs, Config, i);
      g_autofree char *text = config_text (&c->rules);

      g_string_append_printf (out, "=== %s\n%s", c->name, text);
    }
  return g_string_free (out, FALSE);
}

/* Every line of the Rules text, titles and captions included, exists in
 * Italian: it differs from the English line in the same place. */
static void
test_italian (void)
{
  g_autofree char *italian = italian_dump ();
  g_autofree char *english = NULL;
  g_auto (GStrv) en = NULL;
  g_auto (GStrv) it = NULL;
  guint missing = 0;

  if (italian == NULL)
    return;
  english = dump_all ();
  en = g_strsplit (english, "\n", -1);
  it = g_strsplit (italian, "\n", -1);
  g_assert_cmpuint (g_strv_length (en), ==, g_strv_length (it));
  g_assert_cmpuint (g_strv_length (en), >, 100);
  for (guint i = 0; en[i] != NULL; i++)
    {
      if (g_str_has_prefix (en[i], "=== ") || en[i][0] == '\0')
        {
          g_assert_cmpstr (en[i], ==, it[i]);
          continue;
        }
      if (g_str_has_prefix (en[i], "["))
        {
          /* "[id] Title": the id stays, the title is translated. */
          const char *en_title = strchr (en[i], ' ');
          const char *it_title = strchr (it[i], ' ');

          g_assert_nonnull (en_title);
          g_assert_nonnull (it_title);
          g_assert_cmpmem (en[i], (gsize) (en_title - en[i]), it[i], (gsize) (it_title - it[i]));
          if (g_str_equal (en_title, it_title))
            {
              g_printerr ("untranslated title: %s\n", en[i]);
              missing++;
            }
          continue;
        }
      g_assert_true (g_utf8_validate (it[i], -1, NULL));
      if (g_str_equal (en[i], it[i]))
        {
          g_printerr ("untranslated: %s\n", en[i]);
          missing++;
        }
    }
  g_assert_cmpuint (missing, ==, 0);
  /* The Strict preset reads, in Italian too, that emptied reserve piles stay
   * empty ("restano vuote"). */
  g_assert_nonnull (strstr (italian, "restano vuote"));
}

int
main (int argc, char **argv)
{
  gboolean dump = argc == 2 && g_str_equal (argv[1], "--dump");

  /* The checks read the English text; --dump prints in the language of the
   * environment, which test_italian() sets. */
  test_bind_translations (!dump);

  if (dump)
    {
      g_autofree char *text = dump_all ();

      fputs (text, stdout);
      return 0;
    }

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-text/every-topic", test_every_topic);
  g_test_add_func ("/rules-text/numbers", test_numbers);
  g_test_add_func ("/rules-text/options-in-force", test_options_in_force);
  g_test_add_func ("/rules-text/pictures", test_pictures);
  g_test_add_func ("/rules-text/italian", test_italian);
  return g_test_run ();
}
