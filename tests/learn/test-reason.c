/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-reason.h"
#include "italian-env.h"

/*
 * Every reason the engine can give for refusing a move, each produced by a
 * hand-made position: the verdict id is checked against the id written here
 * by hand, and the described reason must name the cards involved, spelled
 * here by hand too (never taken from the engine's own name tables).
 */

/* Bases of the aces-and-kings rules (Tarbart, Strict, Patriarchs); a case
 * overrides the piles it is about, since a later line for a pile wins. */
#define BASES "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
#define TARBART "game: algerian\n" BASES
#define STRICT "game: algerian\nrules: reserve-spaces=never\n" BASES
#define PARLETT "game: algerian\nrules: foundation-bases=none\n"
#define KINGS_ONLY                                                                                 \
  "game: algerian\nrules: foundation-bases=kings\n"                                                \
  "F5: KS\nF6: KH\nF7: KD\nF8: KC\n"
#define NO_TRANSFERS "game: algerian\nrules: foundation-transfers=off\n" BASES
#define CARTHAGE "game: carthage\n"
#define PATRIARCHS "game: patriarchs\nredeals: 1\n" BASES
#define PICTURE "game: picture-patience\nredeals: 1\n"
/* rules.md 5 and 7: Royal Cotillion's left and right wings (T and R),
 * Tournament's kibitzers (R) and tableau (T). */
#define COTILLION                                                                                  \
  "game: royal-cotillion\nrules: foundation-bases=laid-out\nredeals: 0\n"                          \
  "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: 2S\nF6: 2H\nF7: 2D\nF8: 2C\n"
#define TOURNAMENT "game: tournament\nredeals: 2\n"

typedef struct {
  const char *verdict; /* the expected id, e.g. "wrong-suit" */
  const char *text;    /* the stated piles; the rest go to `filler` */
  const char *filler;  /* the pile that takes every card not stated */
  const char *move;
  const char *must[3];  /* what the described reason must contain */
  const char *must_not; /* and must not (a face-down card) */
} ReasonCase;

static const ReasonCase cases[] = {
  { "no-such-pile", PATRIARCHS "W: 5H\n", "S", "T3 F1", { "Patriarchs", "Tableau 3" } },
  { "no-such-pile", TARBART, "S", "W F1", { "Algerian", "Waste" } },
  { "same-pile", TARBART "T1: 7H\n", "S", "T1 T1", { "seven of hearts" } },
  /* The board shows no pile numbers (issue 44, 5). */
  { "source-empty", TARBART "T2:\n", "S", "T2 T1", { "This pile is empty" }, "Tableau" },
  { "source-fixed", TARBART "S: 2C QS\n", "S", "S T1", { "stock" }, "queen of spades" },
  { "foundation-base", TARBART, "S", "F1 F5", { "ace of spades" } },
  { "foundation-stays", TARBART, "S", "F5 T1", { "king of spades", "bottom card" } },
  { "foundation-stays", TARBART "F1: AS 2S 3S\n", "S", "F1 T1", { "three of spades" } },
  { "foundation-stays", PATRIARCHS "F2: AH 2H\n", "S", "F2 R4", { "two of hearts" } },
  { "transfers-off",
    NO_TRANSFERS "F4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\n",
    "S",
    "F4 F8",
    { "six of clubs", "transfers" } },
  { "transfers-off", CARTHAGE "F1: AC 2C\nF2: AC\n", "S", "F1 F2", { "two of clubs", "Carthage" } },
  { "transfer-not-met",
    TARBART "F4: AC 2C 3C 4C 5C\nF8: KC QC JC TC 9C 8C 7C\n",
    "S",
    "F4 F8",
    { "five of clubs", "seven of clubs" } },
  { "transfer-not-met", TARBART "F4: AC 2C\n", "S", "F4 F3", { "two of clubs" } },
  { "transfer-not-met", PARLETT "F1: AS 2S\n", "S", "F1 F5", { "two of spades", "empty" } },
  { "needs-ace", PARLETT "T1: 2H\n", "S", "T1 F1", { "two of hearts", "ace" } },
  { "needs-ace", CARTHAGE "T1: KD\n", "S", "T1 F8", { "king of diamonds", "ace" } },
  { "needs-king", PARLETT "T1: QH\n", "S", "T1 F5", { "queen of hearts", "king" } },
  { "suit-has-foundation",
    KINGS_ONLY "F1: AH 2H\nT1: AH\n",
    "S",
    "T1 F2",
    { "ace of hearts", "up foundation of hearts" } },
  { "suit-has-foundation",
    PARLETT "F5: KS\nT1: KS\n",
    "S",
    "T1 F6",
    { "king of spades", "down foundation of spades" } },
  { "wrong-suit", TARBART "T1: 7H\nT2: 6C\n", "S", "T1 T2", { "seven of hearts", "six of clubs" } },
  { "wrong-suit", TARBART "T1: 2H\n", "S", "T1 F1", { "two of hearts", "ace of spades" } },
  { "wrong-suit",
    TARBART "F1: AS 2S 3S 4S 5S 6S\nF7: KD QD JD TD 9D 8D 7D\n",
    "S",
    "F1 F7",
    { "six of spades", "seven of diamonds" } },
  { "not-next-up",
    TARBART "F1: AS 2S 3S\nT1: 9S\n",
    "S",
    "T1 F1",
    { "four of spades", "nine of spades" } },
  { "not-next-down",
    TARBART "F5: KS QS\nT1: 9S\n",
    "S",
    "T1 F5",
    { "jack of spades", "nine of spades" } },
  { "foundation-full",
    TARBART "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\nT1: 5H\n",
    "S",
    "T1 F1",
    { "king of spades" } },
  { "not-adjacent",
    TARBART "T1: 5D\nT2: 9D\n",
    "S",
    "T1 T2",
    { "five of diamonds", "nine of diamonds" } },
  { "not-adjacent",
    TARBART "T1: AD\nT2: QD\n",
    "S",
    "T1 T2",
    { "ace of diamonds", "queen of diamonds", "king and an ace" } },
  { "not-one-below",
    CARTHAGE "T1: 8S\nT2: 7S\n",
    "S",
    "T1 T2",
    { "eight of spades", "seven of spades", "six of spades" } },
  { "not-one-below", CARTHAGE "T1: KS\nT2: AS\n", "S", "T1 T2", { "ace of spades" } },
  { "reserve-occupied", TARBART "R1: 4C\nT1: 9H\n", "S", "T1 R1", { "four of clubs" } },
  { "reserve-never", STRICT "R1:\nT1: 9H\n", "S", "T1 R1", { "nine of hearts", "stay empty" } },
  { "reserve-stock-not-empty",
    TARBART "S: 2C 3C 4C\nR1:\nT1: 9H\n",
    "T8",
    "T1 R1",
    { "nine of hearts", "3 cards" } },
  { "reserve-stock-not-empty",
    TARBART "S: 2C\nR1:\nT1: 9H\n",
    "T8",
    "T1 R1",
    { "nine of hearts", "1 card is" } },
  { "dest-fixed", TARBART "T1: 9H\n", "S", "T1 S", { "stock" } },
  { "dest-fixed", PATRIARCHS "W: 5H\n", "S", "W R1", { "five of hearts", "reserve" } },
  { "reserve-only-to-foundation", PATRIARCHS "R1: 9C\n", "S", "R1 W", { "nine of clubs" } },
  { "reserve-only-to-foundation", PICTURE "R1: 9C\n", "S", "R1 R2", { "nine of clubs" } },
  { "stock-empty", TARBART "S:\n", "T1", "deal", { "nothing left to deal" } },
  { "stock-empty", PATRIARCHS "S:\n", "W", "deal", { "turned over" } },
  /* Each game's own words (issue 44, 5): Tournament has kibitzers and no
   * waste, Royal Cotillion a left and a right wing. */
  { "stock-empty", TOURNAMENT "S:\n", "T1", "deal", { "tableau", "gathered" }, "waste" },
  { "reserve-occupied",
    TOURNAMENT "R1: 4C\nT1: 9H\n",
    "S",
    "T1 R1",
    { "four of clubs", "is a kibitzer" },
    "reserve" },
  { "reserve-only-to-foundation",
    TOURNAMENT "R1: 4C\nR2:\n",
    "S",
    "R1 R2",
    { "four of clubs", "kibitzer", "foundations only" },
    "reserve" },
  { "dest-fixed", COTILLION "W: 5H\n", "S", "W R1", { "five of hearts", "right wing" }, "reserve" },
  { "reserve-only-to-foundation",
    COTILLION "R1: 9C\n",
    "S",
    "R1 R2",
    { "nine of clubs", "right wing", "foundations only" },
    "reserve" },
  { "tableau-closed",
    COTILLION "T1: 5H\nT2: 6H\n",
    "S",
    "T1 T2",
    { "five of hearts", "left wing" } },
  { "no-redeal", CARTHAGE, "S", "redeal", { "Carthage" } },
  { "redeals-used", PATRIARCHS "redeals: 0\nS:\n", "W", "redeal", { "only once" } },
  { "stock-not-empty", PICTURE "S: 2C 3C 4C\n", "W", "redeal", { "3 cards" } },
  { "waste-empty", PATRIARCHS "S:\nW:\n", "R5", "redeal", { "nothing to turn over" } },
  { "needs-two",
    "game: odd-and-even\nredeals: 1\nW: 3H\n",
    "S",
    "W F5",
    { "three of hearts", "two" } },
  { "not-next-up-by-two",
    "game: odd-and-even\nredeals: 1\nF1: AS\nW: 2S\n",
    "S",
    "W F1",
    { "three of spades", "two of spades", "by two" } },
  { "suit-has-kind",
    "game: odd-and-even\nredeals: 1\nF1: AS\nW: AS\n",
    "S",
    "W F2",
    { "ace of spades", "of spades of this kind" } },
  { "tableau-closed",
    "game: tournament\nredeals: 2\nT1: 5H\nT2: 6H\n",
    "S",
    "T1 T2",
    { "five of hearts", "nothing is ever placed" } },
  { "gather-stock-not-empty",
    "game: tournament\nredeals: 2\nS: 2C 3C\n",
    "T1",
    "redeal",
    { "2 cards" } },
  { "tableau-empty",
    "game: tournament\nredeals: 2\nS:\n",
    "R1",
    "redeal",
    { "nothing to gather" } },
  { "redeals-used", "game: tournament\nredeals: 0\nS:\n", "T1", "redeal", { "only 2 times" } },
};

static const char rank_letters[] = "A23456789TJQK";
static const char suit_letters[] = "SHDC";

/* Counts the cards on a pile line ("T1: 7H 6H") into counts[]. */
static void
count_cards (const char *cards, int counts[52])
{
  g_auto (GStrv) words = g_strsplit (cards, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *r, *s;

      if (words[i][0] == '\0')
        continue;
      r = strchr (rank_letters, words[i][0]);
      s = strchr (suit_letters, words[i][1]);
      g_assert_nonnull (r);
      g_assert_nonnull (s);
      counts[(s - suit_letters) * 13 + (r - rank_letters)]++;
    }
}

/* Completes a partial position: the last line of each pile wins, and every
 * card not stated goes to the bottom of the filler pile. */
static char *
complete_position (const char *partial, const char *filler)
{
  g_auto (GStrv) lines = g_strsplit (partial, "\n", -1);
  g_autoptr (GString) head = g_string_new (NULL);
  g_autoptr (GHashTable) piles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) rest = g_string_new (NULL);
  int counts[52] = { 0 };
  const char *filler_cards;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *colon = strchr (lines[i], ':');
      char *name;

      if (colon == NULL)
        continue;
      name = g_strndup (lines[i], colon - lines[i]);
      if (g_str_equal (name, "game") || g_str_equal (name, "rules") ||
          g_str_equal (name, "redeals"))
        {
          /* A later redeals: line replaces the earlier one. */
          if (g_str_equal (name, "redeals"))
            g_hash_table_replace (piles, name, g_strstrip (g_strdup (colon + 1)));
          else
            {
              g_string_append_printf (head, "%s\n", lines[i]);
              g_free (name);
            }
          continue;
        }
      if (!g_hash_table_contains (piles, name))
        g_ptr_array_add (order, g_strdup (name));
      g_hash_table_replace (piles, name, g_strstrip (g_strdup (colon + 1)));
    }
  if (!g_hash_table_contains (piles, filler))
    {
      g_ptr_array_add (order, g_strdup (filler));
      g_hash_table_insert (piles, g_strdup (filler), g_strdup (""));
    }
  for (guint i = 0; i < order->len; i++)
    count_cards (g_hash_table_lookup (piles, order->pdata[i]), counts);
  for (int c = 0; c < 52; c++)
    {
      g_assert_cmpint (counts[c], <=, 2);
      for (int k = counts[c]; k < 2; k++)
        g_string_append_printf (rest, "%c%c ", rank_letters[c % 13], suit_letters[c / 13]);
    }
  filler_cards = g_hash_table_lookup (piles, filler);
  g_string_append (text, head->str);
  if (g_hash_table_contains (piles, "redeals"))
    g_string_append_printf (text, "redeals: %s\n", (char *) g_hash_table_lookup (piles, "redeals"));
  for (guint i = 0; i < order->len; i++)
    {
      const char *name = order->pdata[i];

      if (g_str_equal (name, filler))
        g_string_append_printf (text, "%s: %s%s\n", name, rest->str, filler_cards);
      else
        g_string_append_printf (text, "%s: %s\n", name, (char *) g_hash_table_lookup (piles, name));
    }
  for (guint i = 0; i < order->len; i++)
    g_free (order->pdata[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
load_case (const ReasonCase *c, ApPosition *pos, ApMove *move)
{
  g_autofree char *text = complete_position (c->text, c->filler);
  g_autoptr (GError) error = NULL;

  if (!ap_position_parse (text, strlen (text), pos, &error))
    g_error ("case %s (%s): %s\n%s", c->verdict, c->move, error->message, text);
  g_assert_true (ap_move_parse (c->move, move));
}

static void
test_reason_case (gconstpointer data)
{
  const ReasonCase *c = data;
  ApPosition pos;
  ApMove move;
  ApVerdict verdict;
  g_autofree char *reason = NULL;

  load_case (c, &pos, &move);
  verdict = ap_position_check_move (&pos, move);
  g_assert_cmpstr (ap_verdict_id (verdict), ==, c->verdict);

  reason = ap_verdict_describe (&pos, move, verdict);
  g_test_message ("%s: %s", c->move, reason);
  g_assert_nonnull (reason);
  for (guint i = 0; i < G_N_ELEMENTS (c->must) && c->must[i] != NULL; i++)
    if (strstr (reason, c->must[i]) == NULL)
      g_error ("the reason for “%s” (%s) does not contain “%s”: %s", c->move, c->verdict,
               c->must[i], reason);
  if (c->must_not != NULL)
    g_assert_null (strstr (reason, c->must_not));
  /* A sentence: a capital first and a full stop last. */
  g_assert_true (g_unichar_isupper (g_utf8_get_char (reason)));
  g_assert_cmpint (reason[strlen (reason) - 1], ==, '.');
}

/* The table above must hold a case for every reason the engine has. */
static void
test_every_verdict_has_a_case (void)
{
  for (int v = AP_VERDICT_OK + 1; v < AP_N_VERDICTS; v++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (cases) && !found; i++)
        found = g_str_equal (cases[i].verdict, ap_verdict_id (v));
      if (!found)
        g_error ("no hand-made position produces the reason “%s”", ap_verdict_id (v));
    }
}

/* A legal move has no reason to refuse, and says so. */
static void
test_legal_move (void)
{
  ApPosition pos;
  ApMove move;
  ReasonCase legal = { "ok", TARBART "T1: 7H\nT2: 6H\n", "S", "T1 T2" };
  g_autofree char *reason = NULL;

  load_case (&legal, &pos, &move);
  g_assert_cmpint (ap_position_check_move (&pos, move), ==, AP_VERDICT_OK);
  reason = ap_verdict_describe (&pos, move, AP_VERDICT_OK);
  g_assert_cmpstr (reason, ==, "The move is legal.");
}

/* Every card has its own name, "the <rank> of <suit>". */
static void
test_card_names (void)
{
  static const char *const ranks[] = {
    "ace",   "two",  "three", "four", "five",  "six",  "seven",
    "eight", "nine", "ten",   "jack", "queen", "king",
  };
  static const char *const suits[] = { "spades", "hearts", "diamonds", "clubs" };

  for (int s = 0; s < 4; s++)
    for (int r = 1; r <= 13; r++)
      {
        g_autofree char *name = ap_card_describe (AP_CARD (r, s));
        g_autofree char *expected = g_strdup_printf ("the %s of %s", ranks[r - 1], suits[s]);

        g_assert_cmpstr (name, ==, expected);
      }
}

/* The move of a hint, in each game's words and as the board shows the
 * piles, which carry no numbers (issue 44, 5): a foundation as the card's
 * own and by the way it builds (rules.md 1.2, 1.3; 5.1: Royal Cotillion's
 * two of a suit differ by their base), an empty pile by its kind (7:
 * kibitzers), Tournament's redeal a gathering (7.6), not a
 * waste turned over (3.5). */
static void
test_move_words (void)
{
  static const struct {
    const char *text, *filler, *move, *expect;
  } words[] = {
    { TARBART, "S", "deal", "deal from the stock" },
    { PATRIARCHS "S:\n", "W", "redeal", "turn the waste over" },
    { TOURNAMENT "S:\n", "T1", "redeal", "gather the tableau and deal again" },
    { TARBART "F2: AH 2H 3H 4H 5H 6H\nT1: 7H\n", "S", "T1 F2",
      "the seven of hearts onto its foundation building up" },
    { TARBART "F6: KH QH JH TH 9H 8H\nT1: 7H\n", "S", "T1 F6",
      "the seven of hearts onto its foundation building down" },
    { COTILLION "F5: 2S 4S\nT1: 6S\n", "S", "T1 F5",
      "the six of spades onto its foundation from the two" },
    { COTILLION "F1: AS 3S\nT1: 5S\n", "S", "T1 F1",
      "the five of spades onto its foundation from the ace" },
    { "game: odd-and-even\nredeals: 1\nW: 2H\n", "S", "W F5",
      "the two of hearts onto an empty foundation" },
    { PARLETT "T1: KC\n", "S", "T1 F5", "the king of clubs onto an empty foundation" },
    { TOURNAMENT "R3:\nT1: 9H\n", "S", "T1 R3", "the nine of hearts onto an empty kibitzer" },
    { "game: algerian\nrules: reserve-spaces=always\n" BASES "R2:\nT1: 9H\n", "S", "T1 R2",
      "the nine of hearts onto an empty reserve pile" },
    { TARBART "T1: 6H\nT2: 7H\n", "S", "T1 T2", "the six of hearts onto the seven of hearts" },
    { TARBART "T1: 6H\nT2:\n", "S", "T1 T2", "the six of hearts onto an empty depot" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      ReasonCase c = { "ok", words[i].text, words[i].filler, words[i].move };
      ApPosition pos;
      ApMove move;
      g_autofree char *text = NULL;

      load_case (&c, &pos, &move);
      g_assert_cmpint (ap_position_check_move (&pos, move), ==, AP_VERDICT_OK);
      text = ap_move_describe (&pos, move);
      g_assert_cmpstr (text, ==, words[i].expect);
    }
}

/* A described reason that cannot find its cards (the verdict does not fit
 * the position) falls back to the general message instead of crashing. */
static void
test_mismatched_verdict (void)
{
  ApPosition pos;
  ApMove move;
  ReasonCase empty = { "source-empty", TARBART "T2:\nT3:\n", "S", "T2 T3" };

  load_case (&empty, &pos, &move);
  for (int v = AP_VERDICT_OK + 1; v < AP_N_VERDICTS; v++)
    {
      g_autofree char *reason = ap_verdict_describe (&pos, move, v);

      g_assert_nonnull (reason);
      g_assert_cmpuint (strlen (reason), >, 10);
    }
}

/* ------------------------------------------------------------- outlook */

/* Eight lone depot cards that take nothing from each other and that no
 * foundation at its base takes (no twos, no queens, no neighbours). */
#define QUIET_DEPOTS "T1: 5S\nT2: 8S\nT3: 5H\nT4: 8H\nT5: 5D\nT6: 8D\nT7: 5C\nT8: 8C\n"
#define EMPTY_RESERVE "R1:\nR2:\nR3:\nR4:\nR5:\nR6:\n"

typedef struct {
  const char *name;
  const char *text;
  const char *filler;
  ApOutlook outlook;
} OutlookCase;

static const OutlookCase outlook_cases[] = {
  /* Reserve cards that go nowhere, and a stock: dealing is all there is. */
  { "deal-only", TARBART QUIET_DEPOTS "R1: TS\nR2: TH\nR3: TD\nR4: TC\nR5: 3S\nR6: 3H\n", "S",
    AP_OUTLOOK_DEAL_ONLY },
  /* A lone depot card may move to the empty depot, which changes nothing. */
  { "deal-only-idle", STRICT QUIET_DEPOTS EMPTY_RESERVE "T8:\n", "S", AP_OUTLOOK_DEAL_ONLY },
  /* The same with a card under the moving one: moving it uncovers a card. */
  { "moves-uncover", STRICT QUIET_DEPOTS EMPTY_RESERVE "T7: 9C 5C\nT8:\n", "S", AP_OUTLOOK_MOVES },
  /* Nothing moves and the stock is empty. */
  { "stuck",
    "game: algerian\nrules: reserve-spaces=never foundation-transfers=off\n" BASES QUIET_DEPOTS
      EMPTY_RESERVE "S:\n",
    "T1", AP_OUTLOOK_STUCK },
  /* Only transfers of spades, and no spade is exposed: they lead nowhere. */
  { "stuck-transfers",
    STRICT QUIET_DEPOTS EMPTY_RESERVE
    "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\nT1: 5H\nT2: 8H\nS:\n",
    "T1", AP_OUTLOOK_STUCK },
  /* The same with the three of spades exposed: transfers can found it. */
  { "moves-transfers",
    STRICT QUIET_DEPOTS EMPTY_RESERVE
    "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\nT1: 5H\nT2: 3S\nS:\n",
    "T1", AP_OUTLOOK_MOVES },
  /* Patriarchs: the waste can still be turned over. */
  { "redeal-only",
    PATRIARCHS "S:\nW: 5H\nR1: 9C\nR2: 9C\nR3: 8D\nR4: 8D\nR5: 5S\n"
               "R6: 5S\nR7: 9H\nR8: 9H\nR9: 5C\n",
    "W", AP_OUTLOOK_DEAL_ONLY },
  { "won",
    "game: patriarchs\nredeals: 0\n"
    "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\nF2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"
    "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\nF4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
    "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\nF6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
    "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\nF8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n",
    "S", AP_OUTLOOK_WON },
};

static void
test_outlook_case (gconstpointer data)
{
  const OutlookCase *c = data;
  ReasonCase rc = { c->name, c->text, c->filler, "deal" };
  ApPosition pos;
  ApMove move;

  load_case (&rc, &pos, &move);
  g_assert_cmpint (ap_position_outlook (&pos), ==, c->outlook);
}

/* Which single moves are idle, each checked against its position. */
static void
test_idle_moves (void)
{
  static const struct {
    const char *text;
    const char *move;
    gboolean idle;
  } moves[] = {
    { TARBART "T1: 7H\nT2:\n", "T1 T2", TRUE },
    { TARBART "T1: 2C 7H\nT2:\n", "T1 T2", FALSE }, /* uncovers the two */
    { TARBART "T1: 7H\nT2: 6H\n", "T1 T2", FALSE }, /* builds */
    { "game: algerian\nrules: reserve-spaces=always\n" BASES "R1: 9C\nR2:\n", "R1 R2", TRUE },
    { "game: algerian\nrules: reserve-spaces=always\n" BASES "R1: 9C\nT2:\n", "R1 T2", FALSE },
    { STRICT "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\nT1: 5H\n", "F1 F5", TRUE },
    { STRICT "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\nT1: 4S\n", "F1 F5", FALSE },
    { TARBART, "deal", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      ReasonCase rc = { "idle", moves[i].text, "S", moves[i].move };
      ApPosition pos;
      ApMove move;

      load_case (&rc, &pos, &move);
      if (ap_move_is_idle (&pos, move) != moves[i].idle)
        g_error ("move %u (%s) should %sbe idle", i, moves[i].move, moves[i].idle ? "" : "not ");
    }
}

/* Every described reason of the table, one a line. */
static char *
dump_reasons (void)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ApPosition pos;
      ApMove move;
      g_autofree char *reason = NULL;

      load_case (&cases[i], &pos, &move);
      reason = ap_verdict_describe (&pos, move, ap_position_check_move (&pos, move));
      g_string_append_printf (out, "%s\n", reason);
    }
  return g_string_free (out, FALSE);
}

/* The reasons exist in Italian: this program run again in Italian
 * (test_italian_env()) with the catalogue built from po/it.po prints another
 * sentence for every case, and the cards have their Italian names. */
static void
test_italian (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  char *argv[] = { self, (char *) "--dump", NULL };
  g_auto (GStrv) env = test_italian_env ();
  g_autofree char *english = NULL;
  g_autofree char *italian = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) en = NULL;
  g_auto (GStrv) it = NULL;
  int status;

  if (env == NULL)
    return;
  english = dump_reasons ();
  g_assert_nonnull (self);
  g_spawn_sync (NULL, argv, env, G_SPAWN_DEFAULT, NULL, NULL, &italian, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  en = g_strsplit (english, "\n", -1);
  it = g_strsplit (italian, "\n", -1);
  g_assert_cmpuint (g_strv_length (en), ==, g_strv_length (it));
  for (guint i = 0; en[i] != NULL; i++)
    if (en[i][0] != '\0' && g_str_equal (en[i], it[i]))
      g_error ("untranslated reason: %s", en[i]);
  /* The wrong-suit case of the issue: the seven of hearts and the six of
   * clubs. */
  g_assert_nonnull (strstr (italian, "Il sette di cuori e il sei di fiori"));
}

int
main (int argc, char **argv)
{
  gboolean dump = argc == 2 && g_str_equal (argv[1], "--dump");

  /* English: the names checked above are English. --dump prints in the
   * language of the environment, which test_italian() sets. */
  test_bind_translations (!dump);
  if (dump)
    {
      g_autofree char *text = dump_reasons ();

      fputs (text, stdout);
      return 0;
    }
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/reason/%s/%u", cases[i].verdict, i);

      g_test_add_data_func (path, &cases[i], test_reason_case);
    }
  g_test_add_func ("/reason/every-verdict", test_every_verdict_has_a_case);
  g_test_add_func ("/reason/legal", test_legal_move);
  g_test_add_func ("/reason/card-names", test_card_names);
  g_test_add_func ("/reason/move-words", test_move_words);
  g_test_add_func ("/reason/mismatched-verdict", test_mismatched_verdict);
  for (guint i = 0; i < G_N_ELEMENTS (outlook_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/outlook/%s", outlook_cases[i].name);

      g_test_add_data_func (path, &outlook_cases[i], test_outlook_case);
    }
  g_test_add_func ("/outlook/idle-moves", test_idle_moves);
  g_test_add_func ("/reason/italian", test_italian);
  return g_test_run ();
}
