/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fresh deals: the layout of every game and preset, the documented shuffle
 * of docs/deals.md (checked against a second implementation written here
 * from that page), determinism, and the sequence of deals from the stock.
 */
#include <string.h>

#include "ap-deal-number.h"
#include "ap-move.h"
#include "ap-shuffle.h"
#include "test-util.h"

typedef struct {
  const char *name;
  ApRules rules;
  guint stock;       /* cards in the stock at the start */
  const char *deals; /* where each deal of the stock goes, see deal_sequence() */
} Config;

static Config configs[16];
static guint n_configs;

static void
add_config (const char *name, const ApRules *rules, guint stock, const char *deals)
{
  g_assert_cmpuint (n_configs, <, G_N_ELEMENTS (configs));
  configs[n_configs].name = name;
  configs[n_configs].rules = *rules;
  configs[n_configs].stock = stock;
  configs[n_configs].deals = deals;
  n_configs++;
}

static void
add_algerian (const char *name, ApBases bases, guint reserve_size, ApReserveSpaces spaces,
              guint stock, const char *deals)
{
  ApRules rules;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  rules.bases = bases;
  rules.reserve_size = reserve_size;
  rules.reserve_spaces = spaces;
  add_config (name, &rules, stock, deals);
}

static void
setup_configs (void)
{
  ApRules rules;

  /* The sequences of deals are those of rules.md: "R12" is twelve cards to
   * the reserves, "T8" the final pass to the depots. */
  add_algerian ("tarbart", AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_WHEN_STOCK_EMPTY, 64,
                "R12 R12 R12 R12 R8 T8");
  add_algerian ("parlett", AP_BASES_NONE, 4, AP_SPACES_WHEN_STOCK_EMPTY, 72,
                "R12 R12 R12 R12 R12 R4 T8");
  add_algerian ("strict", AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_NEVER, 64, "R12 R12 R12 R12 R8 T8");
  add_algerian ("six-card", AP_BASES_KINGS, 6, AP_SPACES_ALWAYS, 56, "R12 R12 R12 R12 T8");
  /* Combinations that no preset uses: 104 - bases - 8 - 6 * size. */
  add_algerian ("kings-4", AP_BASES_KINGS, 4, AP_SPACES_NEVER, 68, "R12 R12 R12 R12 R12 T8");
  add_algerian ("none-6", AP_BASES_NONE, 6, AP_SPACES_ALWAYS, 60, "R12 R12 R12 R12 R4 T8");
  add_algerian ("aces-and-kings-6", AP_BASES_ACES_AND_KINGS, 6, AP_SPACES_WHEN_STOCK_EMPTY, 52,
                "R12 R12 R12 R8 T8");
  ap_rules_default (AP_GAME_CARTHAGE, &rules);
  add_config ("carthage", &rules, 60, "R12 R12 R12 R12 R12");
  ap_rules_default (AP_GAME_PATRIARCHS, &rules);
  add_config ("patriarchs", &rules, 87, NULL);
  ap_rules_default (AP_GAME_PICTURE_PATIENCE, &rules);
  add_config ("picture-patience", &rules, 95, NULL);
}

static gboolean
is_patriarchs (const ApRules *rules)
{
  return rules->game == AP_GAME_PATRIARCHS || rules->game == AP_GAME_PICTURE_PATIENCE;
}

/* ---- a second implementation of docs/deals.md ---- */

static guint64
ref_next (guint64 *state)
{
  guint64 z;

  *state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  z = *state;
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static guint64
ref_below (guint64 *state, guint64 bound)
{
  /* (2^64 - bound) mod bound, computed in 64 bits. */
  guint64 threshold = (0 - bound) % bound;
  guint64 r;

  do
    r = ref_next (state);
  while (r < threshold);
  return r % bound;
}

static void
ref_deal (ApPosition *pos, const ApRules *rules, guint32 number)
{
  ApCard pack[AP_DECK_SIZE];
  guint n = 0, k = 0;
  guint64 state = number;
  gboolean aces = FALSE, kings = FALSE;

  /* Field by field: a struct copy could bring along padding bytes, and
   * the comparison with the engine's deal is byte for byte. */
  memset (pos, 0, sizeof *pos);
  pos->rules.game = rules->game;
  pos->rules.bases = rules->bases;
  pos->rules.reserve_size = rules->reserve_size;
  pos->rules.reserve_spaces = rules->reserve_spaces;
  pos->rules.transfers = rules->transfers;
  pos->redeals = is_patriarchs (rules) ? 1 : 0;

  if (rules->game == AP_GAME_PATRIARCHS ||
      (rules->game == AP_GAME_ALGERIAN && rules->bases == AP_BASES_ACES_AND_KINGS))
    aces = kings = TRUE;
  else if (rules->game == AP_GAME_ALGERIAN && rules->bases == AP_BASES_KINGS)
    kings = TRUE;

  /* Section 3: copy 1 then copy 2, suits S H D C, ranks A..K, then the
   * bases leave (the first copy found, from the front). */
  for (int copy = 0; copy < 2; copy++)
    for (int suit = 0; suit < 4; suit++)
      for (int rank = 1; rank <= 13; rank++)
        {
          gboolean base = copy == 0 && ((aces && rank == 1) || (kings && rank == 13));

          if (base)
            {
              int pile = rank == 1 ? AP_PILE_F (suit) : AP_PILE_F (4 + suit);

              pos->cards[pile][pos->len[pile]++] = AP_CARD (rank, suit);
            }
          else
            pack[n++] = AP_CARD (rank, suit);
        }

  /* Section 4: Fisher-Yates from the back. */
  for (guint i = n - 1; i >= 1; i--)
    {
      guint j = (guint) ref_below (&state, i + 1);
      ApCard tmp = pack[i];

      pack[i] = pack[j];
      pack[j] = tmp;
    }

  /* Section 5: the layout, dealt from the front. */
  if (is_patriarchs (rules))
    {
      for (int r = 0; r < 9; r++)
        pos->cards[AP_PILE_R (r)][pos->len[AP_PILE_R (r)]++] = pack[k++];
    }
  else
    {
      guint size = rules->game == AP_GAME_CARTHAGE ? 6 : rules->reserve_size;

      for (int t = 0; t < 8; t++)
        pos->cards[AP_PILE_T (t)][pos->len[AP_PILE_T (t)]++] = pack[k++];
      for (int r = 0; r < 6; r++)
        for (guint c = 0; c < size; c++)
          pos->cards[AP_PILE_R (r)][pos->len[AP_PILE_R (r)]++] = pack[k++];
    }
  /* The stock: d[n-1] at the bottom, d[k] on top. */
  for (guint i = n; i > k; i--)
    pos->cards[AP_PILE_STOCK][pos->len[AP_PILE_STOCK]++] = pack[i - 1];
}

static void
test_splitmix64 (void)
{
  /* The published reference values of the generator (docs/deals.md). */
  static const guint64 expected[] = {
    G_GUINT64_CONSTANT (0xE220A8397B1DCDAF),
    G_GUINT64_CONSTANT (0x6E789E6AA1B965F4),
    G_GUINT64_CONSTANT (0x06C45D188009454F),
  };
  guint64 engine = 0, mine = 0;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_assert_cmphex (ap_splitmix64_next (&engine), ==, expected[i]);
      g_assert_cmphex (ref_next (&mine), ==, expected[i]);
    }
  g_assert_cmphex (engine, ==, mine);

  /* And far from zero, engine and reference agree. */
  engine = mine = G_GUINT64_CONSTANT (2147483647);
  for (guint i = 0; i < 1000; i++)
    g_assert_cmphex (ap_splitmix64_next (&engine), ==, ref_next (&mine));
}

static void
test_random_below (void)
{
  /* Every bound the shuffle uses, and bounds where rejection matters. */
  static const guint64 bounds[] = { 1,
                                    2,
                                    3,
                                    7,
                                    52,
                                    96,
                                    104,
                                    G_GUINT64_CONSTANT (0x8000000000000001),
                                    G_GUINT64_CONSTANT (0xFFFFFFFFFFFFFFFF) };

  for (guint b = 0; b < G_N_ELEMENTS (bounds); b++)
    {
      guint64 engine = 12345 + b, mine = 12345 + b;

      for (guint i = 0; i < 200; i++)
        {
          guint64 got = ap_random_below (&engine, bounds[b]);

          g_assert_cmpuint (got, <, bounds[b]);
          g_assert_cmpuint (got, ==, ref_below (&mine, bounds[b]));
        }
      g_assert_cmphex (engine, ==, mine);
    }
}

static void
test_against_reference (void)
{
  static const guint32 numbers[] = { 1, 2, 3, 42, 12345, 1000000, 2147483646, 2147483647 };

  for (guint c = 0; c < n_configs; c++)
    for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
      {
        ApPosition got, want;
        g_autofree char *got_text = NULL, *want_text = NULL;

        ap_position_deal (&got, &configs[c].rules, numbers[i]);
        ref_deal (&want, &configs[c].rules, numbers[i]);
        got_text = ap_position_format (&got);
        want_text = ap_position_format (&want);
        g_assert_cmpstr (got_text, ==, want_text);
        g_assert_true (ap_position_equal (&got, &want));
        g_assert_true (memcmp (&got, &want, sizeof got) == 0);
      }
}

static void
test_layout (void)
{
  for (guint c = 0; c < n_configs; c++)
    {
      const Config *config = &configs[c];
      const ApRules *rules = &config->rules;
      gboolean patriarchs = is_patriarchs (rules);
      gboolean aces = rules->game == AP_GAME_PATRIARCHS ||
                      (rules->game == AP_GAME_ALGERIAN && rules->bases == AP_BASES_ACES_AND_KINGS);
      gboolean kings = aces || (rules->game == AP_GAME_ALGERIAN && rules->bases == AP_BASES_KINGS);
      guint reserve_size = patriarchs                        ? 1
                           : rules->game == AP_GAME_CARTHAGE ? 6
                                                             : rules->reserve_size;

      g_test_message ("%s", config->name);
      for (guint32 number = 1; number <= 20; number++)
        {
          ApPosition pos;

          ap_position_deal (&pos, rules, number);
          test_assert_invariants (&pos);
          g_assert_true (ap_rules_equal (&pos.rules, rules));
          g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, config->stock);
          g_assert_cmpuint (pos.len[AP_PILE_WASTE], ==, 0);
          g_assert_cmpuint (pos.redeals, ==, patriarchs ? 1 : 0);
          g_assert_cmpuint (ap_position_foundation_count (&pos), ==,
                            (aces ? 4 : 0) + (kings ? 4 : 0));
          g_assert_false (ap_position_is_won (&pos));
          for (int i = 0; i < 4; i++)
            {
              g_assert_cmpuint (pos.len[AP_PILE_F (i)], ==, aces ? 1 : 0);
              if (aces)
                g_assert_cmpuint (pos.cards[AP_PILE_F (i)][0], ==, AP_CARD (AP_ACE, i));
              g_assert_cmpuint (pos.len[AP_PILE_F (4 + i)], ==, kings ? 1 : 0);
              if (kings)
                g_assert_cmpuint (pos.cards[AP_PILE_F (4 + i)][0], ==, AP_CARD (AP_KING, i));
            }
          for (int t = 0; t < 8; t++)
            g_assert_cmpuint (pos.len[AP_PILE_T (t)], ==, patriarchs ? 0 : 1);
          for (int r = 0; r < 9; r++)
            g_assert_cmpuint (pos.len[AP_PILE_R (r)], ==,
                              r < (patriarchs ? 9 : 6) ? reserve_size : 0);
        }
    }
}

static void
test_presets (void)
{
  /* The table of rules.md. */
  static const struct {
    ApPreset preset;
    const char *id;
    ApBases bases;
    guint size;
    ApReserveSpaces spaces;
  } presets[] = {
    { AP_PRESET_TARBART, "tarbart", AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_WHEN_STOCK_EMPTY },
    { AP_PRESET_PARLETT, "parlett", AP_BASES_NONE, 4, AP_SPACES_WHEN_STOCK_EMPTY },
    { AP_PRESET_STRICT, "strict", AP_BASES_ACES_AND_KINGS, 4, AP_SPACES_NEVER },
    { AP_PRESET_SIX_CARD, NULL, AP_BASES_KINGS, 6, AP_SPACES_ALWAYS },
  };
  ApRules def;

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      ApRules rules, parsed;
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;

      ap_rules_preset (presets[i].preset, &rules);
      g_assert_cmpint (rules.game, ==, AP_GAME_ALGERIAN);
      g_assert_cmpint (rules.bases, ==, presets[i].bases);
      g_assert_cmpuint (rules.reserve_size, ==, presets[i].size);
      g_assert_cmpint (rules.reserve_spaces, ==, presets[i].spaces);
      g_assert_true (rules.transfers);
      g_assert_cmpint (ap_rules_get_preset (&rules), ==, presets[i].preset);
      if (presets[i].id != NULL)
        g_assert_cmpstr (ap_preset_id (presets[i].preset), ==, presets[i].id);
      g_assert_cmpint (ap_preset_from_id (ap_preset_id (presets[i].preset)), ==, presets[i].preset);

      /* The options written out read back as the same rules. */
      text = ap_rules_format (&rules);
      g_assert_true (ap_rules_parse (AP_GAME_ALGERIAN, text, &parsed, &error));
      g_assert_no_error (error);
      g_assert_true (ap_rules_equal (&rules, &parsed));
    }

  /* Tarbart is the default; transfers off matches no preset. */
  ap_rules_default (AP_GAME_ALGERIAN, &def);
  g_assert_cmpint (ap_rules_get_preset (&def), ==, AP_PRESET_TARBART);
  def.transfers = FALSE;
  g_assert_cmpint (ap_rules_get_preset (&def), ==, AP_PRESET_CUSTOM);

  /* The other games have fixed values: Carthage six-card reserves that are
   * always free, no transfers; Patriarchs transfers; Picture Patience none. */
  ap_rules_default (AP_GAME_CARTHAGE, &def);
  g_assert_false (def.transfers);
  g_assert_cmpint (def.reserve_spaces, ==, AP_SPACES_ALWAYS);
  ap_rules_default (AP_GAME_PATRIARCHS, &def);
  g_assert_true (def.transfers);
  ap_rules_default (AP_GAME_PICTURE_PATIENCE, &def);
  g_assert_false (def.transfers);

  for (int game = 0; game < AP_N_GAMES; game++)
    g_assert_cmpint (ap_game_from_id (ap_game_info (game)->id), ==, game);
  g_assert_cmpint (ap_game_from_id ("carthage"), ==, AP_GAME_CARTHAGE);
  g_assert_cmpint (ap_game_from_id ("picture-patience"), ==, AP_GAME_PICTURE_PATIENCE);
  g_assert_cmpint (ap_game_from_id ("klondike"), ==, -1);
}

static void
test_determinism (void)
{
  for (guint c = 0; c < n_configs; c++)
    {
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      for (guint32 number = 1; number <= 200; number++)
        {
          ApPosition a, b;
          char *text;

          ap_position_deal (&a, &configs[c].rules, number);
          ap_position_deal (&b, &configs[c].rules, number);
          g_assert_true (memcmp (&a, &b, sizeof a) == 0);
          text = ap_position_format (&a);
          if (g_hash_table_contains (seen, text))
            g_test_fail_printf ("%s deal %u repeats an earlier deal", configs[c].name, number);
          g_hash_table_add (seen, text);
        }
    }
}

/* Plays `deal` until the stock is out. For every deal checks that the
 * stock's top cards, in order, went where rules.md says (round robin over
 * R1..R6, or T1, T2.. in the final pass) and returns the summary, e.g.
 * "R12 R12 R8 T8". */
static char *
deal_sequence (const ApRules *rules, guint32 number)
{
  g_autoptr (GString) out = g_string_new (NULL);
  ApPosition pos;
  ApMove deal = { AP_MOVE_DEAL, 0, 0 };

  ap_position_deal (&pos, rules, number);
  while (pos.len[AP_PILE_STOCK] > 0)
    {
      ApPosition before = pos;
      guint to_reserves = 0, to_tableau = 0, moved = 0;
      ApUndo undo;

      g_assert_cmpint (ap_position_check_move (&pos, deal), ==, AP_VERDICT_OK);
      ap_position_apply (&pos, deal, &undo);
      test_assert_invariants (&pos);
      moved = before.len[AP_PILE_STOCK] - pos.len[AP_PILE_STOCK];
      g_assert_cmpuint (moved, >, 0);

      for (int p = 0; p < AP_N_PILES; p++)
        {
          if (p == AP_PILE_STOCK)
            continue;
          g_assert_cmpuint (pos.len[p], >=, before.len[p]);
          /* Nothing under the new cards changed. */
          g_assert_true (memcmp (pos.cards[p], before.cards[p], before.len[p]) == 0);
          if (p >= AP_PILE_R1)
            to_reserves += pos.len[p] - before.len[p];
          else if (p >= AP_PILE_T1)
            to_tableau += pos.len[p] - before.len[p];
          else if (pos.len[p] != before.len[p])
            g_test_fail_printf ("a deal put cards on pile %d", p);
        }
      g_assert_true (to_reserves == 0 || to_tableau == 0);

      /* The i-th card dealt is the i-th from the top of the stock and goes
       * to R(i mod 6) or T(i). */
      {
        guint got[AP_N_PILES] = { 0 };

        for (guint i = 0; i < moved; i++)
          {
            ApCard card = before.cards[AP_PILE_STOCK][before.len[AP_PILE_STOCK] - 1 - i];
            int pile = to_reserves ? AP_PILE_R (i % 6) : AP_PILE_T (i);

            g_assert_cmpuint (before.len[pile] + got[pile], <, pos.len[pile]);
            g_assert_cmpuint (pos.cards[pile][before.len[pile] + got[pile]], ==, card);
            got[pile]++;
          }
      }

      g_string_append_printf (out, "%s%c%u", out->len ? " " : "", to_reserves ? 'R' : 'T', moved);
    }
  g_assert_cmpint (ap_position_check_move (&pos, deal), ==, AP_VERDICT_STOCK_EMPTY);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
test_deal_sequence (void)
{
  for (guint c = 0; c < n_configs; c++)
    {
      if (configs[c].deals == NULL)
        continue;
      for (guint32 number = 1; number <= 5; number++)
        {
          g_autofree char *got = deal_sequence (&configs[c].rules, number);
          g_autofree char *got_named = g_strdup_printf ("%s: %s", configs[c].name, got);
          g_autofree char *want = g_strdup_printf ("%s: %s", configs[c].name, configs[c].deals);

          g_assert_cmpstr (got_named, ==, want);
        }
    }
}

static void
test_deal_to_waste (void)
{
  /* Patriarchs and Picture Patience: one card at a time onto the waste,
   * then one redeal that restores the stock as it was. */
  for (guint c = 0; c < n_configs; c++)
    {
      const Config *config = &configs[c];
      ApMove deal = { AP_MOVE_DEAL, 0, 0 }, redeal = { AP_MOVE_REDEAL, 0, 0 };
      ApPosition start, pos;

      if (!is_patriarchs (&config->rules))
        continue;
      ap_position_deal (&start, &config->rules, 777);
      pos = start;
      for (guint i = 0; i < config->stock; i++)
        {
          ApCard top = ap_position_top (&pos, AP_PILE_STOCK);
          ApUndo undo;

          g_assert_cmpint (ap_position_check_move (&pos, redeal), ==, AP_VERDICT_STOCK_NOT_EMPTY);
          g_assert_cmpint (ap_position_check_move (&pos, deal), ==, AP_VERDICT_OK);
          ap_position_apply (&pos, deal, &undo);
          g_assert_cmpuint (pos.len[AP_PILE_WASTE], ==, i + 1);
          g_assert_cmpuint (ap_position_top (&pos, AP_PILE_WASTE), ==, top);
        }
      g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, 0);
      g_assert_cmpint (ap_position_check_move (&pos, deal), ==, AP_VERDICT_STOCK_EMPTY);
      g_assert_cmpint (ap_position_check_move (&pos, redeal), ==, AP_VERDICT_OK);
      ap_position_apply (&pos, redeal, NULL);
      g_assert_cmpuint (pos.redeals, ==, 0);
      g_assert_cmpuint (pos.len[AP_PILE_WASTE], ==, 0);
      /* Only the stock and the redeal counter may differ from the start. */
      g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, start.len[AP_PILE_STOCK]);
      g_assert_true (memcmp (pos.cards[AP_PILE_STOCK], start.cards[AP_PILE_STOCK],
                             start.len[AP_PILE_STOCK]) == 0);
      pos.redeals = start.redeals;
      g_assert_true (ap_position_equal (&pos, &start));
    }
}

/* The one reading of a deal number that the game's --deal, its Select Deal
 * dialog and the CLI's --number share: each kind of bad text has its own
 * answer, so that each caller can say what is wrong. */
static void
test_deal_number_text (void)
{
  static const struct {
    const char *text;
    ApDealNumberStatus status;
    guint32 number;
  } cases[] = {
    { "1", AP_DEAL_NUMBER_OK, 1 },
    { "2147483647", AP_DEAL_NUMBER_OK, 2147483647u },
    { "000000000000000000042", AP_DEAL_NUMBER_OK, 42 },
    { "", AP_DEAL_NUMBER_EMPTY, 0 },
    { "0", AP_DEAL_NUMBER_OUT_OF_RANGE, 0 },
    { "0000", AP_DEAL_NUMBER_OUT_OF_RANGE, 0 },
    { "2147483648", AP_DEAL_NUMBER_OUT_OF_RANGE, 0 },
    { "99999999999999999999999", AP_DEAL_NUMBER_OUT_OF_RANGE, 0 },
    { " 5", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "5 ", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "+5", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "-5", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "0x10", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "99999999999999999999x", AP_DEAL_NUMBER_NOT_DIGITS, 0 },
    { "\xd9\xa3", AP_DEAL_NUMBER_NOT_DIGITS, 0 }, /* Arabic-Indic three */
  };

  g_assert_cmpint (ap_deal_number_read (NULL, NULL), ==, AP_DEAL_NUMBER_EMPTY);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint32 number = 7;

      g_test_message ("deal number text “%s”", cases[i].text);
      g_assert_cmpint (ap_deal_number_read (cases[i].text, &number), ==, cases[i].status);
      g_assert_cmpuint (number, ==, cases[i].status == AP_DEAL_NUMBER_OK ? cases[i].number : 7);
      g_assert_cmpint (ap_deal_number_parse (cases[i].text, &number), ==,
                       cases[i].status == AP_DEAL_NUMBER_OK);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  setup_configs ();

  g_test_add_func ("/deal/splitmix64", test_splitmix64);
  g_test_add_func ("/deal/random-below", test_random_below);
  g_test_add_func ("/deal/against-reference", test_against_reference);
  g_test_add_func ("/deal/layout", test_layout);
  g_test_add_func ("/deal/presets", test_presets);
  g_test_add_func ("/deal/determinism", test_determinism);
  g_test_add_func ("/deal/sequence", test_deal_sequence);
  g_test_add_func ("/deal/to-waste", test_deal_to_waste);
  g_test_add_func ("/deal/number-text", test_deal_number_text);

  return g_test_run ();
}
