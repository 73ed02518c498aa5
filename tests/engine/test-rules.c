/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The rules of docs/rules.md, clause by clause. Every test states a position
 * by hand (only the piles that matter; test_complete_text() adds the other
 * cards to a chosen pile) and compares the engine with a list of moves, a
 * resulting position or a verdict written by hand from the rule book.
 */
#include <string.h>

#include "ap-move.h"
#include "test-util.h"

/* The presets of rules.md, spelled out in full. */
#define TARBART                                                                                    \
  "foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "                \
  "foundation-transfers=on"
#define PARLETT                                                                                    \
  "foundation-bases=none reserve-size=4 reserve-spaces=when-stock-empty foundation-transfers=on"
#define STRICT                                                                                     \
  "foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never foundation-transfers=on"
#define SIX_CARD                                                                                   \
  "foundation-bases=kings reserve-size=6 reserve-spaces=always foundation-transfers=on"

#define ALG(rules) "game: algerian\nrules: " rules "\n"
#define CARTHAGE "game: carthage\nrules:\n"
#define PATRIARCHS "game: patriarchs\nrules:\n"
#define PICTURE "game: picture-patience\nrules:\n"

#define AK_BASES "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
#define KING_BASES "F5: KS\nF6: KH\nF7: KD\nF8: KC\n"

/* A quiet background for Algerian and Carthage: fourteen exposed cards of
 * which no two are of one suit and adjacent ranks (with or without wrap),
 * and none is a 2, Q, ace or king, so none of them fits another or a
 * foundation that holds only its base. Tests override the piles they need. */
#define QUIET_T "T1: 4S\nT2: 8S\nT3: 4H\nT4: 8H\nT5: 4D\nT6: 8D\nT7: 4C\nT8: 8C\n"
#define QUIET_R "R1: 6S\nR2: 6H\nR3: 6D\nR4: 6C\nR5: TS\nR6: TH\n"
#define QUIET QUIET_T QUIET_R

#define SPADES_UP "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
#define HEARTS_UP "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"
#define DIAMONDS_UP "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"
#define CLUBS_UP "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"
#define SPADES_DOWN "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
#define HEARTS_DOWN "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"
#define DIAMONDS_DOWN "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"
#define CLUBS_DOWN "KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC"

/* All 104 cards on the foundations, F1..F4 up and F5..F8 down. */
#define ALL_HOME                                                                                   \
  "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: " DIAMONDS_UP "\nF4: " CLUBS_UP "\n"                  \
  "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN "\nF7: " DIAMONDS_DOWN "\nF8: " CLUBS_DOWN "\n"

/* ---- the position format (formats.md 3) ---- */

/* Parses `text` as it is and expects a failure whose message names line
 * `line` (0: any line). */
static void
assert_parse_fails (const char *text, guint line)
{
  ApPosition pos;
  g_autoptr (GError) error = NULL;
  gboolean ok = ap_position_parse (text, strlen (text), &pos, &error);

  if (ok)
    {
      g_test_fail_printf ("accepted a bad position:\n%s", text);
      return;
    }
  g_assert_nonnull (error);
  if (error == NULL)
    return;
  g_assert_cmpuint (error->domain, ==, AP_READ_ERROR);
  g_test_message ("rejected as expected: %s", error->message);
  if (line > 0)
    {
      g_autofree char *prefix = g_strdup_printf ("line %u: ", line);

      if (!g_str_has_prefix (error->message, prefix))
        g_test_fail_printf ("message '%s' does not start with '%s'", error->message, prefix);
    }
  else if (!g_str_has_prefix (error->message, "line "))
    g_test_fail_printf ("message '%s' does not name a line", error->message);
}

/* Completes `partial` and expects the parser to reject it at the line that
 * starts with `bad_line` (or anywhere, when NULL). */
static void
assert_partial_fails (const char *filler, const char *partial, const char *bad_line)
{
  g_autofree char *text = test_complete_text (partial, filler);
  guint line = 0;

  if (bad_line != NULL)
    {
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], bad_line))
          line = i + 1;
      g_assert_cmpuint (line, >, 0);
    }
  assert_parse_fails (text, line);
}

static void
test_format_canonical (void)
{
  /* Written by hand from formats.md: every line, in order, empty piles
   * as a bare name and colon, options spelled out. */
  static const char text[] =
    "game: algerian\n"
    "rules: " TARBART "\n"
    "redeals: 0\n"
    "S:\n"
    "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: " DIAMONDS_UP "\nF4: " CLUBS_UP "\n"
    "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN "\nF7: " DIAMONDS_DOWN "\nF8: " CLUBS_DOWN "\n"
    "T1:\nT2:\nT3:\nT4:\nT5:\nT6:\nT7:\nT8:\n"
    "R1:\nR2:\nR3:\nR4:\nR5:\nR6:\n";
  ApPosition pos;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;

  g_assert_true (ap_position_parse (text, strlen (text), &pos, &error));
  g_assert_no_error (error);
  out = ap_position_format (&pos);
  g_assert_cmpstr (out, ==, text);
}

static void
test_format_roundtrip (void)
{
  /* One position of each game with cards in every kind of pile: parse,
   * write, parse again, and the two positions and texts agree. */
  static const struct {
    const char *filler;
    const char *partial;
  } cases[] = {
    { "S", ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S\nT3: 9H TH\n" },
    { "T8", ALG (SIX_CARD) KING_BASES QUIET "R2:\nS: 3D 9C\n" },
    { "S", ALG (PARLETT) QUIET "F5: KD QD\nF2: AC\n" },
    { "S", CARTHAGE QUIET "F7: AH 2H\nF8: AH\n" },
    { "S", PATRIARCHS "redeals: 0\n" AK_BASES "R1: 5H\nR9: 7C\nW: 2D 9S\n" },
    { "W", PICTURE "F2: AD\nR3: 4S\nS: 5S\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ApPosition a, b;
      g_autofree char *text_a = NULL, *text_b = NULL;
      g_autoptr (GError) error = NULL;

      if (!test_position (&a, cases[i].filler, cases[i].partial))
        continue;
      text_a = ap_position_format (&a);
      g_assert_true (ap_position_parse (text_a, strlen (text_a), &b, &error));
      g_assert_no_error (error);
      text_b = ap_position_format (&b);
      g_assert_cmpstr (text_a, ==, text_b);
      g_assert_true (ap_position_equal (&a, &b));
      /* The written position starts with the game line. */
      g_assert_true (g_str_has_prefix (text_a, "game: "));
    }
}

static void
test_format_redeals (void)
{
  ApPosition pos;

  /* Left out, redeals takes the game's start value. */
  test_position (&pos, "S", PATRIARCHS AK_BASES);
  g_assert_cmpuint (pos.redeals, ==, 1);
  test_position (&pos, "S", PICTURE);
  g_assert_cmpuint (pos.redeals, ==, 1);
  test_position (&pos, "S", ALG (TARBART) AK_BASES);
  g_assert_cmpuint (pos.redeals, ==, 0);
  test_position (&pos, "S", CARTHAGE);
  g_assert_cmpuint (pos.redeals, ==, 0);

  test_position (&pos, "S", PATRIARCHS "redeals: 0\n" AK_BASES);
  g_assert_cmpuint (pos.redeals, ==, 0);
  test_position (&pos, "S", PICTURE "redeals: 1\n");
  g_assert_cmpuint (pos.redeals, ==, 1);
  test_position (&pos, "S", ALG (TARBART) "redeals: 0\n" AK_BASES);
  g_assert_cmpuint (pos.redeals, ==, 0);

  assert_partial_fails ("S", PATRIARCHS "redeals: 2\n" AK_BASES, "redeals:");
  assert_partial_fails ("S", PICTURE "redeals: -1\n", "redeals:");
  assert_partial_fails ("S", ALG (TARBART) "redeals: 1\n" AK_BASES, "redeals:");
  assert_partial_fails ("S", CARTHAGE "redeals: 1\n", "redeals:");
}

static void
test_format_piles_of_other_games (void)
{
  /* A pile the game lacks is an error even when empty. */
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "W:\n", "W:");
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "R7:\n", "R7:");
  assert_partial_fails ("S", CARTHAGE "W: 5D\n", "W:");
  assert_partial_fails ("S", CARTHAGE "R9:\n", "R9:");
  assert_partial_fails ("S", PATRIARCHS AK_BASES "T1:\n", "T1:");
  assert_partial_fails ("S", PICTURE "T8: 4C\n", "T8:");
}

static void
test_format_bases (void)
{
  ApPosition pos;

  /* aces-and-kings: F1..F4 = AS AH AD AC and F5..F8 = KS KH KD KC. */
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F1: AH\nF2: AS\n", NULL);
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F1:\n", NULL);
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F8: KD\nF7: KC\n", NULL);
  assert_partial_fails ("S", PATRIARCHS AK_BASES "F6:\n", NULL);
  /* Without fixed bases any suit may found any foundation of its
   * direction. */
  g_assert_true (test_position (&pos, "S", ALG (PARLETT) "F1: AC 2C\nF8: KH\n"));
  g_assert_true (test_position (&pos, "S", PICTURE "F4: AS\nF5: KD QD\n"));
  g_assert_true (test_position (&pos, "S", ALG (SIX_CARD) KING_BASES "F3: AH\n"));
}

static void
test_format_bad_foundations (void)
{
  ApPosition pos;

  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F1: AS 3S\n", "F1:");
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F1: AS 2H\n", "F1:");
  assert_partial_fails ("S", ALG (TARBART) AK_BASES "F5: KS JS\n", "F5:");
  assert_partial_fails ("S", ALG (PARLETT) "F1: 2S\n", "F1:");
  assert_partial_fails ("S", ALG (PARLETT) "F5: QS\n", "F5:");
  assert_partial_fails ("S", ALG (PARLETT) "F5: AS\n", "F5:");
  /* Carthage: all eight foundations build up from an ace. */
  assert_partial_fails ("S", CARTHAGE "F5: KS\n", "F5:");
  g_assert_true (test_position (&pos, "S", CARTHAGE "F5: AS 2S\nF8: AH\n"));
  /* Foundations never wrap. */
  assert_partial_fails ("S", CARTHAGE "F1: " SPADES_UP " AS\n", NULL);
}

static void
test_format_bad_text (void)
{
  g_autofree char *good = test_complete_text (ALG (TARBART) AK_BASES, "S");
  g_autofree char *missing = NULL, *extra = NULL, *malformed = NULL, *unknown = NULL;
  g_autofree char *no_game = NULL;
  const char *last_space;

  /* The helper's own output parses. */
  {
    ApPosition pos;
    g_autoptr (GError) error = NULL;

    g_assert_true (ap_position_parse (good, strlen (good), &pos, &error));
  }

  /* One card short: drop the top card of the stock (the end of the S
   * line, which holds every card not on a foundation). */
  last_space = strstr (good, "\nF1:");
  g_assert_nonnull (last_space);
  if (last_space == NULL)
    return;
  while (last_space > good && *last_space != ' ')
    last_space--;
  missing = g_strdup_printf ("%.*s%s", (int) (last_space - good), good, last_space + 3);
  g_assert_cmpuint (strlen (missing), ==, strlen (good) - 3);
  assert_parse_fails (missing, 0);

  /* A third copy of a card. */
  extra = g_strconcat (good, "T1: 5H\n", NULL);
  assert_parse_fails (extra, 0);

  malformed = g_strconcat ("game: algerian\nrules: " TARBART "\nT1: 1S\n", NULL);
  assert_parse_fails (malformed, 3);
  assert_parse_fails ("game: algerian\nT1: 5X\n", 2);

  unknown = g_strconcat ("game: algerian\nfoo: bar\n", NULL);
  assert_parse_fails (unknown, 2);
  assert_parse_fails ("game: algerian\nT9: 5S\n", 2);
  assert_parse_fails ("game: solitaire\n", 1);
  assert_parse_fails ("game: algerian\nrules: reserve-size=5\n", 2);
  assert_parse_fails ("game: algerian\nrules: foundation-bases=queens\n", 2);
  assert_parse_fails ("game: carthage\nrules: reserve-size=4\n", 2);

  /* game: comes first. */
  no_game = g_strconcat ("rules: " TARBART "\n", good + strlen ("game: algerian\n"), NULL);
  g_assert_true (g_str_has_prefix (good, "game: algerian\n"));
  assert_parse_fails (no_game, 1);

  /* Comments and blank lines are ignored. */
  {
    g_autofree char *commented = g_strconcat ("# a comment\n\n", good, "\n# end\n", NULL);
    ApPosition a, b;
    g_autoptr (GError) error = NULL;

    g_assert_true (ap_position_parse (commented, strlen (commented), &a, &error));
    g_assert_true (ap_position_parse (good, strlen (good), &b, NULL));
    g_assert_true (ap_position_equal (&a, &b));
  }
}

/* ---- Algerian (rules.md 1) ---- */

static void
test_algerian_quiet (void)
{
  /* The quiet background under every preset: the only move is the deal. */
  static const char *const partials[] = {
    ALG (TARBART) AK_BASES QUIET,
    ALG (PARLETT) QUIET,
    ALG (STRICT) AK_BASES QUIET,
    ALG (SIX_CARD) KING_BASES QUIET,
  };

  for (guint i = 0; i < G_N_ELEMENTS (partials); i++)
    {
      ApPosition pos;

      test_position (&pos, "S", partials[i]);
      test_assert_moves (&pos, "deal");
      test_assert_invariants (&pos);
    }
}

static void
test_algerian_up_foundation (void)
{
  /* Rule 2: an up foundation takes the next higher card of its suit. */
  static const char partial[] = ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S\nF2: AH 2H\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 F1, deal");
  test_assert_verdict (&pos, "T3 F1", AP_VERDICT_WRONG_SUIT);  /* 4H onto 3S */
  test_assert_verdict (&pos, "T2 F1", AP_VERDICT_NOT_NEXT_UP); /* 8S onto 3S */
  test_assert_verdict (&pos, "T3 F2", AP_VERDICT_NOT_NEXT_UP); /* 4H onto 2H */
  test_apply_expect (&pos, "T1 F1", "S",
                     ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S 4S\nF2: AH 2H\nT1:\n");
}

static void
test_algerian_down_foundation (void)
{
  /* Rule 3: a down foundation takes the next lower card of its suit. */
  static const char partial[] = ALG (TARBART) AK_BASES QUIET "F5: KS QS JS\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "R5 F5, deal");
  test_assert_verdict (&pos, "T2 F5", AP_VERDICT_NOT_NEXT_DOWN); /* 8S onto JS */
  test_assert_verdict (&pos, "R6 F5", AP_VERDICT_WRONG_SUIT);    /* TH onto JS */
  test_assert_verdict (&pos, "T1 F6", AP_VERDICT_WRONG_SUIT);    /* 4S onto KH */
  test_apply_expect (&pos, "R5 F5", "S", ALG (TARBART) AK_BASES QUIET "F5: KS QS JS TS\nR5:\n");
}

static void
test_algerian_bases_kings (void)
{
  /* foundation-bases=kings: the empty up foundations take an ace whose
   * suit has no up foundation yet, any of them. */
  static const char partial[] = ALG (SIX_CARD) KING_BASES QUIET "F1: AH 2H\nT1: AS\nT3: AH\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 F2, T1 F3, T1 F4, deal");
  test_assert_verdict (&pos, "T3 F2", AP_VERDICT_SUIT_HAS_FOUNDATION); /* hearts are on F1 */
  test_assert_verdict (&pos, "T2 F2", AP_VERDICT_NEEDS_ACE);
  test_assert_verdict (&pos, "T3 F1", AP_VERDICT_NOT_NEXT_UP);
  test_apply_expect (&pos, "T1 F3", "S",
                     ALG (SIX_CARD) KING_BASES QUIET "F1: AH 2H\nF3: AS\nT1:\nT3: AH\n");
  /* Once spades have their up foundation, the other ace of spades has
   * nowhere to go. */
  {
    ApPosition pos2;

    test_position (&pos2, "S", ALG (SIX_CARD) KING_BASES QUIET "F3: AS\nT3: AS\n");
    test_assert_moves (&pos2, "deal");
    test_assert_verdict (&pos2, "T3 F1", AP_VERDICT_SUIT_HAS_FOUNDATION);
  }
}

static void
test_algerian_bases_none (void)
{
  /* foundation-bases=none: aces found the up foundations, kings the down
   * ones, each only for a suit that has no such foundation yet. */
  static const char partial[] =
    ALG (PARLETT) QUIET "F1: AH 2H 3H\nF5: KD\nT1: AS\nT2: KS\nT3: AH\nT4: KD\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  /* AS and KS are also adjacent with wrap (rule 5). */
  test_assert_moves (&pos, "T1 F2, T1 F3, T1 F4, T1 T2, T2 F6, T2 F7, T2 F8, T2 T1, deal");
  test_assert_verdict (&pos, "T3 F2", AP_VERDICT_SUIT_HAS_FOUNDATION);
  test_assert_verdict (&pos, "T4 F6", AP_VERDICT_SUIT_HAS_FOUNDATION);
  test_assert_verdict (&pos, "T5 F2", AP_VERDICT_NEEDS_ACE);
  test_assert_verdict (&pos, "T5 F6", AP_VERDICT_NEEDS_KING);
  test_assert_verdict (&pos, "T1 F6", AP_VERDICT_NEEDS_KING);
  test_assert_verdict (&pos, "T2 F2", AP_VERDICT_NEEDS_ACE);

  {
    ApPosition other = pos;

    test_apply_expect (&other, "T2 F7", "S",
                       ALG (PARLETT) QUIET
                       "F1: AH 2H 3H\nF5: KD\nF7: KS\nT1: AS\nT2:\nT3: AH\nT4: KD\n");
  }
  test_apply_expect (&pos, "T1 T2", "S",
                     ALG (PARLETT) QUIET "F1: AH 2H 3H\nF5: KD\nT1:\nT2: KS AS\nT3: AH\nT4: KD\n");
}

static void
test_algerian_transfers (void)
{
  /* Rule 4: the up and down foundations of clubs meet (6C below 7C). */
  static const char partial[] =
    ALG (TARBART) AK_BASES QUIET "F4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\nR4: TC\n";
  static const char partial_off[] =
    ALG ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
         "foundation-transfers=off") AK_BASES QUIET
    "F4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\nR4: TC\n";
  ApPosition pos, other;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "F4 F8, F8 F4, deal");
  other = pos;
  test_apply_expect (&other, "F4 F8", "S",
                     ALG (TARBART) AK_BASES QUIET
                     "F4: AC 2C 3C 4C 5C\nF8: KC QC JC TC 9C 8C 7C 6C\nR4: TC\n");
  /* They still meet, so the card may go straight back. */
  test_assert_moves (&other, "F4 F8, F8 F4, deal");
  other = pos;
  test_apply_expect (&other, "F8 F4", "S",
                     ALG (TARBART) AK_BASES QUIET
                     "F4: AC 2C 3C 4C 5C 6C 7C\nF8: KC QC JC TC 9C 8C\nR4: TC\n");

  /* A transfer is only ever between the two foundations of one suit. */
  test_assert_refused (&pos, "F4 F1");
  test_assert_refused (&pos, "F4 F5");
  test_assert_verdict (&pos, "F4 T1", AP_VERDICT_FOUNDATION_STAYS);

  test_position (&pos, "S", partial_off);
  test_assert_moves (&pos, "deal");
  test_assert_verdict (&pos, "F4 F8", AP_VERDICT_TRANSFERS_OFF);
  test_assert_verdict (&pos, "F8 F4", AP_VERDICT_TRANSFERS_OFF);
}

static void
test_algerian_transfer_not_met (void)
{
  /* 5C and 7C do not meet: the 6C between them is still in play and fits
   * either foundation. */
  static const char partial[] =
    ALG (TARBART) AK_BASES QUIET "F4: AC 2C 3C 4C 5C\nF8: KC QC JC TC 9C 8C 7C\nR4: 6C\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "R4 F4, R4 F8, deal");
  test_assert_verdict (&pos, "F4 F8", AP_VERDICT_TRANSFER_NOT_MET);
  test_assert_verdict (&pos, "F8 F4", AP_VERDICT_TRANSFER_NOT_MET);
}

static void
test_algerian_transfer_bases (void)
{
  /* The bottom card of a foundation never moves, even when the two
   * foundations meet at it. */
  ApPosition pos;

  test_position (&pos, "S",
                 ALG (TARBART) AK_BASES QUIET "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n");
  test_assert_moves (&pos, "F5 F1, deal");
  test_assert_verdict (&pos, "F1 F5", AP_VERDICT_FOUNDATION_BASE);
  test_apply_expect (&pos, "F5 F1", "S",
                     ALG (TARBART) AK_BASES QUIET
                     "F1: AS 2S\nF5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S\n");

  test_position (&pos, "S",
                 ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n");
  test_assert_moves (&pos, "F1 F5, deal");
  test_assert_verdict (&pos, "F5 F1", AP_VERDICT_FOUNDATION_BASE);
  test_apply_expect (&pos, "F1 F5", "S",
                     ALG (TARBART) AK_BASES QUIET
                     "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\nF5: KS QS\n");
}

static void
test_algerian_transfer_to_empty (void)
{
  /* A foundation card goes only onto a NON-EMPTY foundation: the king on
   * top of a complete up foundation does not found a down foundation. */
  ApPosition pos;

  test_position (&pos, "S", ALG (PARLETT) QUIET "F1: " SPADES_UP "\n");
  test_assert_moves (&pos, "deal");
  test_assert_refused (&pos, "F1 F5");
  test_assert_refused (&pos, "F1 F2");
}

static void
test_algerian_foundation_full (void)
{
  /* Foundations never wrap: a complete one takes nothing. */
  ApPosition pos;

  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "F1: " SPADES_UP "\nF5: KS QS\nT1: AS\n");
  test_assert_moves (&pos, "deal");
  test_assert_verdict (&pos, "T1 F1", AP_VERDICT_FOUNDATION_FULL);
  test_assert_verdict (&pos, "T1 F5", AP_VERDICT_NOT_NEXT_DOWN);

  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "F4: AC 2C\nF8: " CLUBS_DOWN "\nT7: KC\n");
  test_assert_moves (&pos, "deal");
  test_assert_verdict (&pos, "T7 F8", AP_VERDICT_FOUNDATION_FULL);

  /* The last card of a down foundation is the ace. */
  test_position (&pos, "S",
                 ALG (TARBART) AK_BASES QUIET
                 "F4: AC 2C\nF8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C\nT7: AC\n");
  test_assert_moves (&pos, "T7 F8, deal");
}

static void
test_algerian_tableau (void)
{
  /* Rule 5: same suit, one rank up or down, with wrap; the direction may
   * change (T2 went down from 7S to 6S and may go up to 7S again). */
  static const char partial[] =
    ALG (TARBART) AK_BASES QUIET "T1: 5S\nT2: 7S 6S\nR1: 7S\nT3: KH\nT4: AH\n";
  ApPosition pos, other;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 T2, T2 T1, R1 T2, T3 T4, T4 T3, deal");
  test_assert_verdict (&pos, "T2 R1", AP_VERDICT_RESERVE_OCCUPIED);
  test_assert_verdict (&pos, "T1 T5", AP_VERDICT_WRONG_SUIT);   /* 5S onto 4D */
  test_assert_verdict (&pos, "T5 T6", AP_VERDICT_NOT_ADJACENT); /* 4D onto 8D */
  test_assert_verdict (&pos, "R1 T1", AP_VERDICT_NOT_ADJACENT); /* 7S onto 5S */

  other = pos;
  test_apply_expect (&other, "R1 T2", "S",
                     ALG (TARBART) AK_BASES QUIET "T1: 5S\nT2: 7S 6S 7S\nR1:\nT3: KH\nT4: AH\n");
  other = pos;
  test_apply_expect (&other, "T3 T4", "S",
                     ALG (TARBART) AK_BASES QUIET "T1: 5S\nT2: 7S 6S\nR1: 7S\nT3:\nT4: AH KH\n");
  other = pos;
  test_apply_expect (&other, "T4 T3", "S",
                     ALG (TARBART) AK_BASES QUIET "T1: 5S\nT2: 7S 6S\nR1: 7S\nT3: KH AH\nT4:\n");
}

static void
test_algerian_empty_depot (void)
{
  /* An empty depot takes any exposed card; foundation cards never go back. */
  static const char partial[] = ALG (STRICT) AK_BASES QUIET "T3:\nF1: AS 2S\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 T3, T2 T3, T4 T3, T5 T3, T6 T3, T7 T3, T8 T3, "
                           "R1 T3, R2 T3, R3 T3, R4 T3, R5 T3, R6 T3, deal");
  test_assert_verdict (&pos, "F1 T3", AP_VERDICT_FOUNDATION_STAYS);
  test_assert_refused (&pos, "F5 T3");
  test_assert_verdict (&pos, "S T3", AP_VERDICT_SOURCE_FIXED);
  test_assert_verdict (&pos, "T3 T1", AP_VERDICT_SOURCE_EMPTY);
  test_assert_verdict (&pos, "T1 T1", AP_VERDICT_SAME_PILE);
  test_assert_verdict (&pos, "T1 S", AP_VERDICT_DEST_FIXED);
  test_assert_verdict (&pos, "W T3", AP_VERDICT_NO_SUCH_PILE);
  test_assert_verdict (&pos, "R7 T3", AP_VERDICT_NO_SUCH_PILE);
  test_assert_verdict (&pos, "T1 R9", AP_VERDICT_NO_SUCH_PILE);
  test_assert_verdict (&pos, "redeal", AP_VERDICT_NO_REDEAL);
  test_apply_expect (&pos, "R5 T3", "S", ALG (STRICT) AK_BASES QUIET "F1: AS 2S\nR5:\nT3: TS\n");
}

static void
test_algerian_reserve_never (void)
{
  ApPosition pos;

  test_position (&pos, "S", ALG (STRICT) AK_BASES QUIET "R1:\n");
  test_assert_moves (&pos, "deal");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_RESERVE_NEVER);

  /* Still never once the stock is out. */
  test_position (&pos, "T8", ALG (STRICT) AK_BASES QUIET "R1:\n");
  test_assert_moves (&pos, "");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_RESERVE_NEVER);
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);
}

static void
test_algerian_reserve_when_stock_empty (void)
{
  ApPosition pos;

  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "R1:\n");
  test_assert_moves (&pos, "deal");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_RESERVE_STOCK_NOT_EMPTY);
  test_assert_verdict (&pos, "R2 R1", AP_VERDICT_RESERVE_STOCK_NOT_EMPTY);

  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "R1:\n");
  test_assert_moves (&pos, "T1 R1, T2 R1, T3 R1, T4 R1, T5 R1, T6 R1, T7 R1, T8 R1, "
                           "R2 R1, R3 R1, R4 R1, R5 R1, R6 R1");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);
  test_apply_expect (&pos, "T1 R1", "T8", ALG (TARBART) AK_BASES QUIET "R1: 4S\nT1:\n");
  /* One card only: the pile is occupied now. */
  test_assert_verdict (&pos, "T2 R1", AP_VERDICT_RESERVE_OCCUPIED);
}

static void
test_algerian_reserve_always (void)
{
  ApPosition pos;

  test_position (&pos, "S", ALG (SIX_CARD) KING_BASES QUIET "R1:\n");
  test_assert_moves (&pos, "T1 R1, T2 R1, T3 R1, T4 R1, T5 R1, T6 R1, T7 R1, T8 R1, "
                           "R2 R1, R3 R1, R4 R1, R5 R1, R6 R1, deal");
  test_apply_expect (&pos, "R6 R1", "S", ALG (SIX_CARD) KING_BASES QUIET "R1: TH\nR6:\n");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_RESERVE_OCCUPIED);
  /* The emptied R6 takes a card at once, as a free cell. */
  test_assert_verdict (&pos, "T1 R6", AP_VERDICT_OK);
}

/* The stocks of the deal tests; the LAST card is the top, dealt first. */
#define STOCK_8 "2S 3S 5S 7S 9S JS QS 2H"
#define STOCK_20 STOCK_8 " 3H 5H 7H 9H JH QH 2D 3D 5D 7D 9D JD"

static void
test_algerian_deal_twelve (void)
{
  /* 20 cards: min(12, 20 - 8) = 12 round robin R1..R6, R1..R6, onto full
   * and empty reserve piles alike; then the final pass of 8 to T1..T8. */
  ApPosition pos;

  test_position (&pos, "T8", ALG (STRICT) AK_BASES QUIET "S: " STOCK_20 "\n");
  test_assert_moves (&pos, "deal");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (STRICT) AK_BASES QUIET "S: " STOCK_8 "\n"
                                                 "R1: 6S JD QH\nR2: 6H 9D JH\nR3: 6D 7D 9H\nR4: 6C "
                                                 "5D 7H\nR5: TS 3D 5H\nR6: TH 2D 3H\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (STRICT) AK_BASES QUIET
                     "S:\n"
                     "R1: 6S JD QH\nR2: 6H 9D JH\nR3: 6D 7D 9H\nR4: 6C 5D 7H\nR5: TS 3D 5H\nR6: TH "
                     "2D 3H\n"
                     "T1: 4S 2H\nT2: 8S QS\nT3: 4H JS\nT4: 8H 9S\nT5: 4D 7S\nT6: 8D 5S\nT7: 4C 3S\n"
                     "T8: 8C 2S\n");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);

  /* Deals put cards on empty reserve piles regardless of reserve-spaces. */
  test_position (&pos, "T8", ALG (STRICT) AK_BASES QUIET "R3:\nS: " STOCK_20 "\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (STRICT) AK_BASES QUIET "S: " STOCK_8 "\n"
                                                 "R1: 6S JD QH\nR2: 6H 9D JH\nR3: 7D 9H\nR4: 6C 5D "
                                                 "7H\nR5: TS 3D 5H\nR6: TH 2D 3H\n");
}

static void
test_algerian_deal_short (void)
{
  ApPosition pos;

  /* 15 cards: 7 to the reserves (R1..R6, R1), leaving 8. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "S: " STOCK_8 " 3H 5H 7H 9H JH QH 2D\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (TARBART) AK_BASES QUIET
                     "S: " STOCK_8 "\n"
                     "R1: 6S 2D 3H\nR2: 6H QH\nR3: 6D JH\nR4: 6C 9H\nR5: TS 7H\nR6: TH 5H\n");

  /* 12 cards: 4 to R1..R4. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "S: " STOCK_8 " 3H 5H 7H 9H\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (TARBART) AK_BASES QUIET "S: " STOCK_8
                                                  "\nR1: 6S 9H\nR2: 6H 7H\nR3: 6D 5H\nR4: 6C 3H\n");

  /* 9 cards: 1 to R1. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "S: " STOCK_8 " 3H\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (TARBART) AK_BASES QUIET "S: " STOCK_8 "\nR1: 6S 3H\n");

  /* 5 cards: the final pass runs out at T5. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "S: 3S 5S 7S 9S JS\n");
  test_apply_expect (&pos, "deal", "T8",
                     ALG (TARBART) AK_BASES QUIET
                     "S:\nT1: 4S JS\nT2: 8S 9S\nT3: 4H 7S\nT4: 8H 5S\nT5: 4D 3S\n");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);

  /* 8 cards with two empty depots: they receive a card too. */
  test_position (&pos, "R6", ALG (TARBART) AK_BASES QUIET "T2:\nT5:\nS: " STOCK_8 "\n");
  test_apply_expect (&pos, "deal", "R6",
                     ALG (TARBART) AK_BASES QUIET
                     "S:\nT1: 4S 2H\nT2: QS\nT3: 4H JS\nT4: 8H 9S\nT5: 7S\nT6: 8D 5S\nT7: 4C 3S\n"
                     "T8: 8C 2S\n");
}

static void
test_algerian_won (void)
{
  ApPosition pos;

  /* The last card goes home; then nothing at all is legal. */
  test_position (&pos, "T1",
                 ALG (TARBART) "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n"
                               "F2: " HEARTS_UP "\nF3: " DIAMONDS_UP "\nF4: " CLUBS_UP "\n"
                               "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN "\nF7: " DIAMONDS_DOWN
                               "\nF8: " CLUBS_DOWN "\n");
  g_assert_false (ap_position_is_won (&pos));
  g_assert_cmpuint (ap_position_foundation_count (&pos), ==, 103);
  /* KS may go home, to any empty depot, or (stock empty) to any empty
   * reserve pile. */
  test_assert_moves (&pos, "T1 F1, T1 T2, T1 T3, T1 T4, T1 T5, T1 T6, T1 T7, T1 T8, "
                           "T1 R1, T1 R2, T1 R3, T1 R4, T1 R5, T1 R6");
  test_apply_expect (&pos, "T1 F1", NULL, ALG (TARBART) ALL_HOME);
  g_assert_true (ap_position_is_won (&pos));
  g_assert_cmpuint (ap_position_foundation_count (&pos), ==, 104);
  test_assert_moves (&pos, "");
}

/* ---- Carthage (rules.md 2) ---- */

static void
test_carthage_foundations (void)
{
  /* All eight foundations build up from any ace; two per suit; no
   * transfers. The tableau builds down in suit. */
  static const char partial[] =
    CARTHAGE QUIET "T1: 3S\nT2: 2S\nT3: AH\nT4: AD\nF1: AS 2S\nF2: AS\n";
  ApPosition pos, other;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 F1, T2 F2, T2 T1, "
                           "T3 F3, T3 F4, T3 F5, T3 F6, T3 F7, T3 F8, "
                           "T4 F3, T4 F4, T4 F5, T4 F6, T4 F7, T4 F8, deal");
  test_assert_verdict (&pos, "T1 T2", AP_VERDICT_NOT_ONE_BELOW); /* 3S onto 2S */
  test_assert_verdict (&pos, "T6 T5", AP_VERDICT_NOT_ONE_BELOW); /* 8D onto 4D */
  test_assert_verdict (&pos, "T1 T5", AP_VERDICT_WRONG_SUIT);    /* 3S onto 4D */
  test_assert_verdict (&pos, "T5 F3", AP_VERDICT_NEEDS_ACE);
  test_assert_verdict (&pos, "T5 F8", AP_VERDICT_NEEDS_ACE); /* F8 builds up too */
  test_assert_verdict (&pos, "F1 F2", AP_VERDICT_TRANSFERS_OFF);
  test_assert_verdict (&pos, "redeal", AP_VERDICT_NO_REDEAL);

  other = pos;
  test_apply_expect (&other, "T4 F5", "S",
                     CARTHAGE QUIET "T1: 3S\nT2: 2S\nT3: AH\nT4:\nF1: AS 2S\nF2: AS\nF5: AD\n");
  other = pos;
  test_apply_expect (&other, "T2 T1", "S",
                     CARTHAGE QUIET "T1: 3S 2S\nT2:\nT3: AH\nT4: AD\nF1: AS 2S\nF2: AS\n");
  other = pos;
  test_apply_expect (&other, "T2 F2", "S",
                     CARTHAGE QUIET "T1: 3S\nT2:\nT3: AH\nT4: AD\nF1: AS 2S\nF2: AS 2S\n");
  /* Both spade foundations now want 3S. */
  test_assert_moves (&other, "T1 F1, T1 F2, T1 T2, T3 F3, T3 F4, T3 F5, T3 F6, T3 F7, T3 F8, "
                             "T3 T2, T4 F3, T4 F4, T4 F5, T4 F6, T4 F7, T4 F8, T4 T2, "
                             "T5 T2, T6 T2, T7 T2, T8 T2, R1 T2, R2 T2, R3 T2, R4 T2, R5 T2, "
                             "R6 T2, deal");
}

static void
test_carthage_no_wrap (void)
{
  ApPosition pos;

  test_position (&pos, "S", CARTHAGE QUIET "T1: AS\nT2: KS\n");
  test_assert_moves (&pos, "T1 F1, T1 F2, T1 F3, T1 F4, T1 F5, T1 F6, T1 F7, T1 F8, deal");
  test_assert_verdict (&pos, "T2 T1", AP_VERDICT_NOT_ONE_BELOW);
  test_assert_verdict (&pos, "T1 T2", AP_VERDICT_NOT_ONE_BELOW);
  test_assert_verdict (&pos, "T2 F1", AP_VERDICT_NEEDS_ACE);
}

static void
test_carthage_spaces (void)
{
  /* An empty depot takes any exposed card and an empty reserve pile takes
   * one at any time, even with cards in the stock. */
  static const char partial[] = CARTHAGE QUIET "T3:\nR2:\nF1: AS 2S\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "T1 T3, T2 T3, T4 T3, T5 T3, T6 T3, T7 T3, T8 T3, "
                           "R1 T3, R3 T3, R4 T3, R5 T3, R6 T3, "
                           "T1 R2, T2 R2, T4 R2, T5 R2, T6 R2, T7 R2, T8 R2, "
                           "R1 R2, R3 R2, R4 R2, R5 R2, R6 R2, deal");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_RESERVE_OCCUPIED);
  test_assert_verdict (&pos, "F1 T3", AP_VERDICT_FOUNDATION_STAYS);
  test_assert_verdict (&pos, "F1 R2", AP_VERDICT_FOUNDATION_STAYS);
  test_apply_expect (&pos, "T7 R2", "S", CARTHAGE QUIET "T3:\nR2: 4C\nT7:\nF1: AS 2S\n");
  test_assert_verdict (&pos, "T1 R2", AP_VERDICT_RESERVE_OCCUPIED);
}

static void
test_carthage_deals (void)
{
  ApPosition pos;

  /* 20 cards: 12 round robin, then the last 8 to the reserves as well: no
   * final pass to the depots. */
  test_position (&pos, "T8", CARTHAGE QUIET "S: " STOCK_20 "\n");
  test_apply_expect (&pos, "deal", "T8",
                     CARTHAGE QUIET "S: " STOCK_8 "\n"
                                    "R1: 6S JD QH\nR2: 6H 9D JH\nR3: 6D 7D 9H\nR4: 6C 5D 7H\nR5: "
                                    "TS 3D 5H\nR6: TH 2D 3H\n");
  test_apply_expect (&pos, "deal", "T8",
                     CARTHAGE QUIET
                     "S:\n"
                     "R1: 6S JD QH 2H 3S\nR2: 6H 9D JH QS 2S\nR3: 6D 7D 9H JS\nR4: 6C 5D 7H 9S\n"
                     "R5: TS 3D 5H 7S\nR6: TH 2D 3H 5S\n");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);

  /* 5 cards: R1..R5. */
  test_position (&pos, "T8", CARTHAGE QUIET "R4:\nS: 3S 5S 7S 9S JS\n");
  test_apply_expect (&pos, "deal", "T8",
                     CARTHAGE QUIET "S:\nR1: 6S JS\nR2: 6H 9S\nR3: 6D 7S\nR4: 5S\nR5: TS 3S\n");
}

static void
test_carthage_won (void)
{
  ApPosition pos;

  test_position (&pos, "T5",
                 CARTHAGE "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: " DIAMONDS_UP "\nF4: " CLUBS_UP
                          "\nF5: " CLUBS_UP "\nF6: " DIAMONDS_UP "\nF7: " HEARTS_UP
                          "\nF8: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n");
  g_assert_false (ap_position_is_won (&pos));
  test_apply_expect (&pos, "T5 F8", NULL,
                     CARTHAGE "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: " DIAMONDS_UP
                              "\nF4: " CLUBS_UP "\nF5: " CLUBS_UP "\nF6: " DIAMONDS_UP
                              "\nF7: " HEARTS_UP "\nF8: " SPADES_UP "\n");
  g_assert_true (ap_position_is_won (&pos));
  test_assert_moves (&pos, "");
}

/* ---- Patriarchs and Picture Patience (rules.md 3, 4) ---- */

#define PAT_RESERVES "R1: 2S\nR2: QH\nR3: 5D\nR4: 9C\nR5: 7S\nR6: 4H\nR7: JD\nR8: 8C\nR9: 6H\n"

static void
test_patriarchs_moves (void)
{
  /* Reserve and waste cards go to the foundations only. */
  static const char partial[] = PATRIARCHS AK_BASES PAT_RESERVES "W: 3C 2H\nS: 9H\n";
  ApPosition pos, other;

  test_position (&pos, "S", partial);
  g_assert_cmpuint (pos.redeals, ==, 1);
  test_assert_moves (&pos, "R1 F1, R2 F6, W F2, deal");
  test_assert_verdict (&pos, "R1 F5", AP_VERDICT_NOT_NEXT_DOWN);
  test_assert_verdict (&pos, "R6 F2", AP_VERDICT_NOT_NEXT_UP);
  test_assert_verdict (&pos, "W F1", AP_VERDICT_WRONG_SUIT);
  test_assert_verdict (&pos, "T1 F1", AP_VERDICT_NO_SUCH_PILE);
  test_assert_verdict (&pos, "R1 R2", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_assert_verdict (&pos, "S F1", AP_VERDICT_SOURCE_FIXED);
  test_assert_refused (&pos, "F1 W");
  test_assert_verdict (&pos, "redeal", AP_VERDICT_STOCK_NOT_EMPTY);
  test_assert_refused (&pos, "W R1");
  test_assert_refused (&pos, "R1 W");
  test_assert_refused (&pos, "R1 S");

  /* Reserve refill: the emptied pile takes the waste's top card at once. */
  other = pos;
  test_apply_expect (&other, "R1 F1", "S",
                     PATRIARCHS AK_BASES PAT_RESERVES "F1: AS 2S\nR1: 2H\nW: 3C\nS: 9H\n");
  other = pos;
  test_apply_expect (&other, "R2 F6", "S",
                     PATRIARCHS AK_BASES PAT_RESERVES "F6: KH QH\nR2: 2H\nW: 3C\nS: 9H\n");
  other = pos;
  test_apply_expect (&other, "W F2", "S",
                     PATRIARCHS AK_BASES PAT_RESERVES "F2: AH 2H\nW: 3C\nS: 9H\n");
  /* The deal turns the stock's top onto the waste. */
  other = pos;
  test_apply_expect (&other, "deal", "S", PATRIARCHS AK_BASES PAT_RESERVES "W: 3C 2H 9H\nS:\n");
}

static void
test_patriarchs_refill_from_stock (void)
{
  ApPosition pos;

  test_position (&pos, "S", PATRIARCHS AK_BASES PAT_RESERVES "W:\nS: 9H\n");
  test_assert_moves (&pos, "R1 F1, R2 F6, deal");
  test_apply_expect (&pos, "R1 F1", "S",
                     PATRIARCHS AK_BASES PAT_RESERVES "F1: AS 2S\nR1: 9H\nS:\n");
}

/* Everything home except five cards on the reserves; stock and waste empty. */
#define PAT_ENDGAME_F                                                                              \
  "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: " DIAMONDS_UP "\n"                                    \
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n"                                                      \
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H\nF7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D\n"             \
  "F8: " CLUBS_DOWN "\n"

#define PAT_ENDGAME                                                                                \
  PATRIARCHS "redeals: 1\n" PAT_ENDGAME_F "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S\n"                 \
             "R1: 2S\nR2: AS\nR3: AH\nR4: AD\nR5: KC\n"

static void
test_patriarchs_endgame (void)
{
  /* No refill when stock and waste are both empty; won at the end. */
  ApPosition pos;

  test_position (&pos, NULL, PAT_ENDGAME);
  test_assert_moves (&pos, "R1 F5, R3 F6, R4 F7, R5 F4");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);
  test_assert_verdict (&pos, "redeal", AP_VERDICT_WASTE_EMPTY);
  test_assert_verdict (&pos, "R2 F1", AP_VERDICT_FOUNDATION_FULL);
  test_assert_verdict (&pos, "R1 R6", AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION);
  test_assert_verdict (&pos, "R6 F1", AP_VERDICT_SOURCE_EMPTY);

  test_apply_expect (&pos, "R1 F5", NULL,
                     PATRIARCHS "redeals: 1\n" PAT_ENDGAME_F
                                "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n"
                                "R2: AS\nR3: AH\nR4: AD\nR5: KC\n");
  test_apply_expect (&pos, "R2 F5", NULL,
                     PATRIARCHS "redeals: 1\n" PAT_ENDGAME_F "F5: " SPADES_DOWN
                                "\nR3: AH\nR4: AD\nR5: KC\n");
  test_apply_expect (&pos, "R3 F6", NULL,
                     PATRIARCHS "redeals: 1\n" PAT_ENDGAME_F "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN
                                "\nR4: AD\nR5: KC\n");
  test_apply_expect (&pos, "R4 F7", NULL,
                     PATRIARCHS "redeals: 1\n" PAT_ENDGAME_F "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN
                                "\nF7: " DIAMONDS_DOWN "\nR5: KC\n");
  g_assert_false (ap_position_is_won (&pos));
  test_apply_expect (&pos, "R5 F4", NULL, PATRIARCHS "redeals: 1\n" ALL_HOME);
  g_assert_true (ap_position_is_won (&pos));
  test_assert_moves (&pos, "");
}

static void
test_patriarchs_reversal (void)
{
  static const char partial[] = PATRIARCHS AK_BASES
    "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nF4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\n"
    "R1: 5H\nR2: 9D\nR3: 7H\nR4: TD\nR5: 4D\nR6: JH\nR7: 8D\nR8: 9H\nR9: 6D\nW: 8H\n";
  ApPosition pos, other;

  test_position (&pos, "S", partial);
  test_assert_moves (&pos, "F4 F8, F8 F4, F5 F1, deal");
  test_assert_verdict (&pos, "F1 F5", AP_VERDICT_FOUNDATION_BASE);
  test_assert_verdict (&pos, "F4 R1", AP_VERDICT_FOUNDATION_STAYS);
  other = pos;
  test_apply_expect (&other, "F5 F1", "S",
                     PATRIARCHS AK_BASES "F1: AS 2S\nF5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S\n"
                                         "F4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\n"
                                         "R1: 5H\nR2: 9D\nR3: 7H\nR4: TD\nR5: 4D\nR6: JH\nR7: "
                                         "8D\nR8: 9H\nR9: 6D\nW: 8H\n");
  other = pos;
  test_apply_expect (&other, "F4 F8", "S",
                     PATRIARCHS AK_BASES "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n"
                                         "F4: AC 2C 3C 4C 5C\nF8: KC QC JC TC 9C 8C 7C 6C\n"
                                         "R1: 5H\nR2: 9D\nR3: 7H\nR4: TD\nR5: 4D\nR6: JH\nR7: "
                                         "8D\nR8: 9H\nR9: 6D\nW: 8H\n");
}

/* Patriarchs with the stock out: only diamonds left, 9 on the reserves and
 * six on the waste (6D dealt first, KD last). */
#define PAT_REDEAL_F                                                                               \
  "F1: " SPADES_UP "\nF2: " HEARTS_UP "\nF3: AD 2D 3D 4D 5D\nF4: " CLUBS_UP "\n"                   \
  "F5: " SPADES_DOWN "\nF6: " HEARTS_DOWN "\nF7: KD QD JD TD 9D 8D\nF8: " CLUBS_DOWN "\n"          \
  "R1: AD\nR2: 2D\nR3: 3D\nR4: 4D\nR5: 5D\nR6: 9D\nR7: TD\nR8: JD\nR9: QD\n"

static void
test_patriarchs_redeal (void)
{
  ApPosition pos;

  test_position (&pos, NULL, PATRIARCHS "redeals: 1\n" PAT_REDEAL_F "W: 6D 7D 6D 7D 8D KD\n");
  test_assert_moves (&pos, "redeal");
  test_assert_verdict (&pos, "deal", AP_VERDICT_STOCK_EMPTY);

  /* The waste turned over: the card dealt first (6D) is on top again. */
  test_apply_expect (&pos, "redeal", NULL,
                     PATRIARCHS "redeals: 0\n" PAT_REDEAL_F "S: KD 8D 7D 6D 7D 6D\n");
  test_assert_moves (&pos, "deal");
  /* Refused for the redeal spent, the reason that lasts, not for the
   * stock's cards. */
  test_assert_verdict (&pos, "redeal", AP_VERDICT_REDEALS_USED);
  test_apply_expect (&pos, "deal", NULL,
                     PATRIARCHS "redeals: 0\n" PAT_REDEAL_F "S: KD 8D 7D 6D 7D\nW: 6D\n");
  test_assert_moves (&pos, "W F3, deal");
  for (int i = 0; i < 5; i++)
    {
      ApUndo undo;

      g_assert_cmpint (ap_position_check_move (&pos, test_move ("deal")), ==, AP_VERDICT_OK);
      ap_position_apply (&pos, test_move ("deal"), &undo);
    }
  {
    ApPosition want;
    g_autofree char *got = NULL, *expected = NULL;

    test_position (&want, NULL, PATRIARCHS "redeals: 0\n" PAT_REDEAL_F "W: 6D 7D 6D 7D 8D KD\n");
    got = ap_position_format (&pos);
    expected = ap_position_format (&want);
    g_assert_cmpstr (got, ==, expected);
  }
  /* Once per game. */
  test_assert_verdict (&pos, "redeal", AP_VERDICT_REDEALS_USED);
  test_assert_moves (&pos, "");
}

static void
test_picture_patience (void)
{
  /* Empty foundations founded by an ace or king of a suit without one;
   * no reversals even where the foundations meet. */
  static const char partial[] =
    PICTURE "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\n"
            "R1: AH\nR2: KH\nR3: AS\nR4: KD\nR5: 5C\nR6: 9D\nR7: TH\nR8: 3C\nR9: JC\nW: 4H\n";
  ApPosition pos;

  test_position (&pos, "S", partial);
  g_assert_cmpuint (pos.redeals, ==, 1);
  test_assert_moves (&pos, "R1 F2, R1 F3, R1 F4, R2 F6, R2 F7, R2 F8, R4 F6, R4 F7, R4 F8, deal");
  test_assert_verdict (&pos, "F1 F5", AP_VERDICT_TRANSFERS_OFF);
  test_assert_verdict (&pos, "F5 F1", AP_VERDICT_TRANSFERS_OFF);
  test_assert_verdict (&pos, "R3 F2", AP_VERDICT_SUIT_HAS_FOUNDATION);
  test_assert_verdict (&pos, "R5 F2", AP_VERDICT_NEEDS_ACE);
  test_assert_verdict (&pos, "R5 F6", AP_VERDICT_NEEDS_KING);
  test_assert_verdict (&pos, "W F2", AP_VERDICT_NEEDS_ACE);
  test_assert_verdict (&pos, "R1 F6", AP_VERDICT_NEEDS_KING);
  test_apply_expect (&pos, "R1 F3", "S",
                     PICTURE "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\nF3: AH\n"
                             "R1: 4H\nR2: KH\nR3: AS\nR4: KD\nR5: 5C\nR6: 9D\nR7: TH\nR8: 3C\nR9: "
                             "JC\nW:\n");
  /* Hearts have an up foundation now; kings of hearts still found one. */
  test_assert_moves (&pos, "R2 F6, R2 F7, R2 F8, R4 F6, R4 F7, R4 F8, deal");
}

static void
test_picture_redeal (void)
{
  ApPosition pos;

  /* Stock out, waste not: the redeal is allowed once. */
  test_position (&pos, "W",
                 PICTURE "R1: 5C\nR2: 9D\nR3: TH\nR4: 3C\nR5: JC\nR6: 6S\nR7: 8H\n"
                         "R8: 7D\nR9: QS\nW: 9C\n");
  test_assert_moves (&pos, "redeal");
  {
    ApUndo undo;
    guint waste = pos.len[AP_PILE_WASTE];
    ApCard first = pos.cards[AP_PILE_WASTE][0];

    ap_position_apply (&pos, test_move ("redeal"), &undo);
    g_assert_cmpuint (pos.len[AP_PILE_WASTE], ==, 0);
    g_assert_cmpuint (pos.len[AP_PILE_STOCK], ==, waste);
    g_assert_cmpuint (ap_position_top (&pos, AP_PILE_STOCK), ==, first);
    g_assert_cmpuint (pos.redeals, ==, 0);
  }
}

/* ---- every verdict ---- */

typedef struct {
  ApVerdict verdict;
  const char *filler;
  const char *partial;
  const char *move;
} VerdictCase;

static const VerdictCase verdict_cases[] = {
  { AP_VERDICT_OK, "S", ALG (TARBART) AK_BASES QUIET, "deal" },
  { AP_VERDICT_NO_SUCH_PILE, "S", ALG (TARBART) AK_BASES QUIET, "W F1" },
  { AP_VERDICT_NO_SUCH_PILE, "S", PATRIARCHS AK_BASES, "R1 T1" },
  { AP_VERDICT_SAME_PILE, "S", ALG (TARBART) AK_BASES QUIET, "T1 T1" },
  { AP_VERDICT_SOURCE_EMPTY, "S", ALG (TARBART) AK_BASES QUIET "T2:\n", "T2 T1" },
  { AP_VERDICT_SOURCE_FIXED, "S", ALG (TARBART) AK_BASES QUIET "T2:\n", "S T2" },
  { AP_VERDICT_FOUNDATION_BASE, "S",
    ALG (TARBART) AK_BASES QUIET "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n", "F1 F5" },
  { AP_VERDICT_FOUNDATION_STAYS, "S", ALG (TARBART) AK_BASES QUIET "F1: AS 2S\nT2:\n", "F1 T2" },
  { AP_VERDICT_TRANSFERS_OFF, "S", CARTHAGE QUIET "F1: AS 2S\nF2: AS\n", "F1 F2" },
  { AP_VERDICT_TRANSFER_NOT_MET, "S", ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S\nF5: KS QS\n",
    "F1 F5" },
  { AP_VERDICT_NEEDS_ACE, "S", ALG (PARLETT) QUIET, "T1 F1" },
  { AP_VERDICT_NEEDS_KING, "S", ALG (PARLETT) QUIET, "T1 F5" },
  { AP_VERDICT_SUIT_HAS_FOUNDATION, "S", ALG (PARLETT) QUIET "F1: AS\nT1: AS\n", "T1 F2" },
  { AP_VERDICT_WRONG_SUIT, "S", ALG (TARBART) AK_BASES QUIET "T1: 2H\n", "T1 F1" },
  { AP_VERDICT_NOT_NEXT_UP, "S", ALG (TARBART) AK_BASES QUIET "T1: 3S\n", "T1 F1" },
  { AP_VERDICT_NOT_NEXT_DOWN, "S", ALG (TARBART) AK_BASES QUIET "T1: JS\n", "T1 F5" },
  { AP_VERDICT_FOUNDATION_FULL, "S", ALG (TARBART) AK_BASES QUIET "F1: " SPADES_UP "\nT1: AS\n",
    "T1 F1" },
  { AP_VERDICT_NOT_ADJACENT, "S", ALG (TARBART) AK_BASES QUIET, "T1 T2" },
  { AP_VERDICT_NOT_ONE_BELOW, "S", CARTHAGE QUIET "T1: 5S\nT2: 4S\n", "T1 T2" },
  { AP_VERDICT_RESERVE_OCCUPIED, "S", ALG (SIX_CARD) KING_BASES QUIET, "T1 R1" },
  { AP_VERDICT_RESERVE_NEVER, "S", ALG (STRICT) AK_BASES QUIET "R1:\n", "T1 R1" },
  { AP_VERDICT_RESERVE_STOCK_NOT_EMPTY, "S", ALG (TARBART) AK_BASES QUIET "R1:\n", "T1 R1" },
  { AP_VERDICT_DEST_FIXED, "S", ALG (TARBART) AK_BASES QUIET, "T1 S" },
  { AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION, "S", PATRIARCHS AK_BASES PAT_RESERVES, "R1 R2" },
  { AP_VERDICT_STOCK_EMPTY, "T8", ALG (TARBART) AK_BASES QUIET, "deal" },
  { AP_VERDICT_NO_REDEAL, "S", CARTHAGE QUIET, "redeal" },
  { AP_VERDICT_REDEALS_USED, "W", PATRIARCHS "redeals: 0\n" AK_BASES, "redeal" },
  { AP_VERDICT_STOCK_NOT_EMPTY, "S", PATRIARCHS AK_BASES "W: 5D\n", "redeal" },
  { AP_VERDICT_WASTE_EMPTY, NULL, PAT_ENDGAME, "redeal" },
  /* The family (rules.md 5-8); test-family.c has the clauses in full. */
  { AP_VERDICT_NEEDS_TWO, "S", "game: odd-and-even\nredeals: 1\nW: 3H\n", "W F5" },
  { AP_VERDICT_NOT_NEXT_UP_BY_TWO, "S", "game: odd-and-even\nredeals: 1\nF1: AS\nW: 2S\n", "W F1" },
  { AP_VERDICT_SUIT_HAS_KIND, "S", "game: odd-and-even\nredeals: 1\nF1: AS\nW: AS\n", "W F2" },
  { AP_VERDICT_TABLEAU_CLOSED, "S", "game: tournament\nredeals: 2\nT1: 5H\nT2: 6H\n", "T1 T2" },
  { AP_VERDICT_GATHER_STOCK_NOT_EMPTY, "S", "game: tournament\nredeals: 2\nT1: 5H\n", "redeal" },
  { AP_VERDICT_TABLEAU_EMPTY, "R1", "game: tournament\nredeals: 2\nS:\n", "redeal" },
};

static void
test_every_verdict (void)
{
  gboolean seen[AP_N_VERDICTS] = { FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (verdict_cases); i++)
    {
      const VerdictCase *c = &verdict_cases[i];
      ApPosition pos;

      if (!test_position (&pos, c->filler, c->partial))
        continue;
      test_assert_verdict (&pos, c->move, c->verdict);
      seen[c->verdict] = TRUE;
    }
  /* The table itself must reach every value, so a verdict added to the
   * header without a position here fails this test. */
  for (int v = 0; v < AP_N_VERDICTS; v++)
    if (!seen[v])
      g_test_fail_printf ("no test position produces verdict %d (%s)", v, ap_verdict_id (v));
}

static void
test_verdict_texts (void)
{
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  /* Every verdict has a distinct id and a message for the player. */
  for (int v = 0; v < AP_N_VERDICTS; v++)
    {
      const char *id = ap_verdict_id (v);
      const char *message = ap_verdict_message (v);

      g_assert_nonnull (id);
      g_assert_nonnull (message);
      if (id == NULL || message == NULL)
        continue;
      g_assert_cmpuint (strlen (id), >, 0);
      g_assert_cmpuint (strlen (message), >, 0);
      g_assert_false (g_hash_table_contains (ids, id));
      g_hash_table_add (ids, (gpointer) id);
    }
}

/* What a press on the stock asks for, and the reason it gives when it can
 * do nothing: the redeal's once the stock is empty in a game with one. */
static void
test_stock_move (void)
{
  static const struct {
    const char *filler;
    const char *partial;
    ApMoveKind kind;
    ApVerdict verdict;
  } cases[] = {
    { "S", ALG (TARBART) AK_BASES QUIET, AP_MOVE_DEAL, AP_VERDICT_OK },
    { "T8", ALG (TARBART) AK_BASES QUIET, AP_MOVE_DEAL, AP_VERDICT_STOCK_EMPTY },
    { "S", PATRIARCHS AK_BASES "W: 5D\n", AP_MOVE_DEAL, AP_VERDICT_OK },
    { "W", PATRIARCHS AK_BASES, AP_MOVE_REDEAL, AP_VERDICT_OK },
    { "W", PATRIARCHS "redeals: 0\n" AK_BASES, AP_MOVE_REDEAL, AP_VERDICT_REDEALS_USED },
    { NULL, PAT_ENDGAME, AP_MOVE_REDEAL, AP_VERDICT_WASTE_EMPTY },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ApPosition pos;
      ApMove move;

      g_assert_true (test_position (&pos, cases[i].filler, cases[i].partial));
      g_assert_cmpint (ap_position_stock_move (&pos, &move), ==, cases[i].verdict);
      g_assert_cmpint (move.kind, ==, cases[i].kind);
      g_assert_cmpint (ap_position_check_move (&pos, move), ==, cases[i].verdict);
    }
}

/* Why a card may never be picked up, whatever the destination. */
static void
test_check_pickup (void)
{
  static const char off[] =
    ALG ("foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
         "foundation-transfers=off") AK_BASES QUIET "F4: AC 2C 3C 4C 5C\n";
  ApPosition pos;

  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "F4: AC 2C 3C 4C 5C\nR1:\n");
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_F (0)), ==, AP_VERDICT_FOUNDATION_BASE);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_F (3)), ==, AP_VERDICT_OK);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_STOCK), ==, AP_VERDICT_SOURCE_FIXED);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_R (0)), ==, AP_VERDICT_SOURCE_EMPTY);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_T (0)), ==, AP_VERDICT_OK);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_WASTE), ==, AP_VERDICT_NO_SUCH_PILE);

  test_position (&pos, "S", off);
  g_assert_cmpint (ap_position_check_pickup (&pos, AP_PILE_F (3)), ==, AP_VERDICT_TRANSFERS_OFF);
  /* The same reason as the move itself gives. */
  test_assert_verdict (&pos, "F4 F8", AP_VERDICT_TRANSFERS_OFF);
}

/* What an empty reserve pile takes now, as its outline shows it. */
static void
test_empty_reserve_open (void)
{
  static const struct {
    const char *filler;
    const char *partial;
    gboolean open;
  } cases[] = {
    { "S", ALG (STRICT) AK_BASES QUIET "R1:\n", FALSE },
    { "S", ALG (TARBART) AK_BASES QUIET "R1:\n", FALSE },
    { "T8", ALG (TARBART) AK_BASES QUIET "R1:\n", TRUE },
    { "S", ALG (SIX_CARD) KING_BASES QUIET "R1:\n", TRUE },
    /* Reserves refilled at once take no card from the player, even with
     * nothing left to refill them. */
    { NULL, PAT_ENDGAME, FALSE },
  };
  ApPosition pos;
  ApRules rules;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (test_position (&pos, cases[i].filler, cases[i].partial));
      g_assert_cmpint (ap_position_empty_reserve_open (&pos), ==, cases[i].open);
    }

  /* Royal Cotillion has depots, but its reserve is refilled too: an empty
   * pile there, with stock and waste spent, takes nothing, whatever the
   * reserve-spaces option (which this game does not offer) would say. */
  ap_rules_default (AP_GAME_ROYAL_COTILLION, &rules);
  ap_position_deal (&pos, &rules, 12345);
  pos.len[AP_PILE_R (0)] = pos.len[AP_PILE_STOCK] = pos.len[AP_PILE_WASTE] = 0;
  pos.rules.reserve_spaces = AP_SPACES_ALWAYS;
  g_assert_cmpint (ap_position_empty_reserve_open (&pos), ==, FALSE);
}

static void
test_move_notation (void)
{
  static const char *const good[] = {
    "R3 T5", "T2 F1", "F1 F5", "W F8", "R9 F1", "deal", "redeal"
  };
  static const char *const bad[] = { "",      "R3",   "R3T5",  "R3  T5", "X1 T5", "T9 T1",
                                     "R0 T1", "Deal", "deal ", "T1 F17", "R17 F1" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      ApMove move;
      char out[8];

      g_assert_true (ap_move_parse (good[i], &move));
      ap_move_format (move, out);
      g_assert_cmpstr (out, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ApMove move;

      if (ap_move_parse (bad[i], &move))
        g_test_fail_printf ("'%s' parsed as a move", bad[i]);
    }
}

/* ---- The best place for a card (a tap, a double-click) ---- */

/* expected is a pile name or "none". The best place is always a legal
 * move. */
static void
assert_best (const ApPosition *pos, const char *src, const char *expected)
{
  int from = test_pile_from_text (src, strlen (src));
  int want =
    g_str_equal (expected, "none") ? -1 : test_pile_from_text (expected, strlen (expected));
  int got = ap_position_best_destination (pos, from);

  if (got != want)
    g_test_message ("best place for %s: pile %d, expected %s (pile %d)", src, got, expected, want);
  g_assert_cmpint (got, ==, want);
  if (got >= 0)
    g_assert_cmpint (ap_position_check_move (pos, (ApMove) { AP_MOVE_CARD, from, got }), ==,
                     AP_VERDICT_OK);
}

static void
test_best_algerian (void)
{
  /* The 4S on T1 may go home to F1, build on the 5S of T2 and go to the
   * empty T8: each kind of place in turn, the better ones taken away. */
  ApPosition pos;

  test_position (&pos, "S",
                 ALG (TARBART) AK_BASES QUIET "F1: AS 2S 3S\nT1: 9D 4S\nT2: 8S 5S\nT8:\n");
  assert_best (&pos, "T1", "F1");
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "T1: 9D 4S\nT2: 8S 5S\nT8:\n");
  assert_best (&pos, "T1", "T2");
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "T1: 9D 4S\nT8:\n");
  assert_best (&pos, "T1", "T8");
  /* An empty reserve pile takes a card once the stock is empty. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "T1: 9D 4S\nR1:\n");
  assert_best (&pos, "T1", "R1");
  /* An empty depot before an empty reserve pile. */
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "T1: 9D 4S\nT3:\nR1:\n");
  assert_best (&pos, "T1", "T3");

  /* A card alone in its pile is never sent to an empty depot or reserve
   * pile, though the rules allow it: that only trades one empty pile for
   * another, and the next tap would carry it back. */
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "T8:\n");
  test_assert_verdict (&pos, "T1 T8", AP_VERDICT_OK);
  assert_best (&pos, "T1", "none");
  test_assert_verdict (&pos, "R1 T8", AP_VERDICT_OK);
  assert_best (&pos, "R1", "none");
  test_position (&pos, "T8", ALG (TARBART) AK_BASES QUIET "R1:\n");
  test_assert_verdict (&pos, "R2 R1", AP_VERDICT_OK);
  assert_best (&pos, "R2", "none");
  test_assert_verdict (&pos, "T1 R1", AP_VERDICT_OK);
  assert_best (&pos, "T1", "none");

  /* Ties go to the first pile. */
  test_position (&pos, "S", ALG (PARLETT) QUIET "T1: 9D AS\n");
  assert_best (&pos, "T1", "F1");
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "T1: 9D 4S\nT2: 8S 5S\nT3: 4H 3S\n");
  assert_best (&pos, "T1", "T2");
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "R1: 9D 6S\nT5:\nT7:\n");
  assert_best (&pos, "R1", "T5");

  /* A foundation card's only move is a transfer. */
  test_position (&pos, "S",
                 ALG (TARBART) AK_BASES QUIET
                 "F4: AC 2C 3C 4C 5C 6C\nF8: KC QC JC TC 9C 8C 7C\nR4: TC\n");
  assert_best (&pos, "F4", "F8");
  assert_best (&pos, "F8", "F4");
  assert_best (&pos, "F1", "none");

  /* Nothing to move, or nowhere to go. */
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET "T8:\n");
  assert_best (&pos, "T8", "none");
  assert_best (&pos, "S", "none");
  test_position (&pos, "S", ALG (TARBART) AK_BASES QUIET);
  assert_best (&pos, "T1", "none");
  assert_best (&pos, "R6", "none");
}

static void
test_best_carthage (void)
{
  ApPosition pos;

  /* Home first, on any of the foundations that takes the card. */
  test_position (&pos, "S", CARTHAGE QUIET "T1: 3S\nT2: 2S\nT3: AH\nF1: AS 2S\nF2: AS\n");
  assert_best (&pos, "T2", "F2");
  assert_best (&pos, "T1", "F1");
  assert_best (&pos, "T3", "F3");
  /* The tableau builds down only. */
  test_position (&pos, "S", CARTHAGE QUIET "T1: 9D 4S\nT2: 8S 5S\nT3: 4H 3S\nT8:\n");
  assert_best (&pos, "T1", "T2");
  assert_best (&pos, "T3", "T1");
  /* Empty reserve piles take a card at any time. */
  test_position (&pos, "S", CARTHAGE QUIET "T1: 9D 4S\nR2:\n");
  assert_best (&pos, "T1", "R2");
  assert_best (&pos, "R1", "none");
}

static void
test_best_patriarchs (void)
{
  ApPosition pos;

  /* Reserve and waste cards go home or nowhere. */
  test_position (&pos, "S", PATRIARCHS AK_BASES PAT_RESERVES "W: 3C 2H\nS: 9H\n");
  assert_best (&pos, "R1", "F1");
  assert_best (&pos, "R2", "F6");
  assert_best (&pos, "W", "F2");
  assert_best (&pos, "R5", "none");
  assert_best (&pos, "S", "none");
  test_position (&pos, "S",
                 PATRIARCHS AK_BASES
                 "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\nF4: AC 2C 3C 4C 5C 6C\n"
                 "F8: KC QC JC TC 9C 8C 7C\n"
                 "R1: 5H\nR2: 9D\nR3: 7H\nR4: TD\nR5: 4D\nR6: JH\nR7: 8D\nR8: 9H\nR9: 6D\nW: 8H\n");
  assert_best (&pos, "F5", "F1");
  assert_best (&pos, "F4", "F8");
  assert_best (&pos, "W", "none");
}

static void
test_best_picture_patience (void)
{
  ApPosition pos;

  test_position (&pos, "S",
                 PICTURE
                 "F1: AS 2S 3S 4S 5S 6S\nF5: KS QS JS TS 9S 8S 7S\n"
                 "R1: AH\nR2: KH\nR3: AS\nR4: KD\nR5: 5C\nR6: 9D\nR7: TH\nR8: 3C\nR9: JC\nW: 4H\n");
  /* An ace founds the first empty up foundation, a king the first empty
   * down one. */
  assert_best (&pos, "R1", "F2");
  assert_best (&pos, "R2", "F6");
  assert_best (&pos, "R4", "F6");
  /* No transfers in this game, and a second ace of spades has no place. */
  assert_best (&pos, "F1", "none");
  assert_best (&pos, "R3", "none");
  assert_best (&pos, "W", "none");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/rules/format/canonical", test_format_canonical);
  g_test_add_func ("/rules/format/roundtrip", test_format_roundtrip);
  g_test_add_func ("/rules/format/redeals", test_format_redeals);
  g_test_add_func ("/rules/format/piles-of-other-games", test_format_piles_of_other_games);
  g_test_add_func ("/rules/format/bases", test_format_bases);
  g_test_add_func ("/rules/format/bad-foundations", test_format_bad_foundations);
  g_test_add_func ("/rules/format/bad-text", test_format_bad_text);
  g_test_add_func ("/rules/move-notation", test_move_notation);

  g_test_add_func ("/rules/algerian/quiet", test_algerian_quiet);
  g_test_add_func ("/rules/algerian/up-foundation", test_algerian_up_foundation);
  g_test_add_func ("/rules/algerian/down-foundation", test_algerian_down_foundation);
  g_test_add_func ("/rules/algerian/bases-kings", test_algerian_bases_kings);
  g_test_add_func ("/rules/algerian/bases-none", test_algerian_bases_none);
  g_test_add_func ("/rules/algerian/transfers", test_algerian_transfers);
  g_test_add_func ("/rules/algerian/transfer-not-met", test_algerian_transfer_not_met);
  g_test_add_func ("/rules/algerian/transfer-bases", test_algerian_transfer_bases);
  g_test_add_func ("/rules/algerian/transfer-to-empty", test_algerian_transfer_to_empty);
  g_test_add_func ("/rules/algerian/foundation-full", test_algerian_foundation_full);
  g_test_add_func ("/rules/algerian/tableau", test_algerian_tableau);
  g_test_add_func ("/rules/algerian/empty-depot", test_algerian_empty_depot);
  g_test_add_func ("/rules/algerian/reserve-never", test_algerian_reserve_never);
  g_test_add_func ("/rules/algerian/reserve-when-stock-empty",
                   test_algerian_reserve_when_stock_empty);
  g_test_add_func ("/rules/algerian/reserve-always", test_algerian_reserve_always);
  g_test_add_func ("/rules/algerian/deal-twelve", test_algerian_deal_twelve);
  g_test_add_func ("/rules/algerian/deal-short", test_algerian_deal_short);
  g_test_add_func ("/rules/algerian/won", test_algerian_won);

  g_test_add_func ("/rules/carthage/foundations", test_carthage_foundations);
  g_test_add_func ("/rules/carthage/no-wrap", test_carthage_no_wrap);
  g_test_add_func ("/rules/carthage/spaces", test_carthage_spaces);
  g_test_add_func ("/rules/carthage/deals", test_carthage_deals);
  g_test_add_func ("/rules/carthage/won", test_carthage_won);

  g_test_add_func ("/rules/patriarchs/moves", test_patriarchs_moves);
  g_test_add_func ("/rules/patriarchs/refill-from-stock", test_patriarchs_refill_from_stock);
  g_test_add_func ("/rules/patriarchs/endgame", test_patriarchs_endgame);
  g_test_add_func ("/rules/patriarchs/reversal", test_patriarchs_reversal);
  g_test_add_func ("/rules/patriarchs/redeal", test_patriarchs_redeal);
  g_test_add_func ("/rules/picture-patience/moves", test_picture_patience);
  g_test_add_func ("/rules/picture-patience/redeal", test_picture_redeal);

  g_test_add_func ("/rules/best-place/algerian", test_best_algerian);
  g_test_add_func ("/rules/best-place/carthage", test_best_carthage);
  g_test_add_func ("/rules/best-place/patriarchs", test_best_patriarchs);
  g_test_add_func ("/rules/best-place/picture-patience", test_best_picture_patience);

  g_test_add_func ("/rules/verdicts/every-verdict", test_every_verdict);
  g_test_add_func ("/rules/verdicts/texts", test_verdict_texts);
  g_test_add_func ("/rules/verdicts/stock-move", test_stock_move);
  g_test_add_func ("/rules/verdicts/pickup", test_check_pickup);
  g_test_add_func ("/rules/verdicts/empty-reserve", test_empty_reserve_open);

  return g_test_run ();
}
