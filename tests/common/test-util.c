/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "test-util.h"

static const char ranks[] = "A23456789TJQK";
static const char suits[] = "SHDC";

int
test_card_from_text (const char *text)
{
  const char *rank = text[0] ? strchr (ranks, text[0]) : NULL;
  const char *suit = rank && text[1] ? strchr (suits, text[1]) : NULL;

  if (rank == NULL || suit == NULL || text[2] != '\0')
    return -1;
  return AP_CARD ((int) (rank - ranks) + 1, (int) (suit - suits));
}

int
test_pile_from_text (const char *name, gsize len)
{
  int number;

  if (len == 1 && name[0] == 'S')
    return AP_PILE_STOCK;
  if (len == 1 && name[0] == 'W')
    return AP_PILE_WASTE;
  if (len < 2 || len > 3 || name[1] < '1' || name[1] > '9')
    return -1;
  number = name[1] - '1';
  if (len == 3)
    {
      /* F10..F16, R10..R16 (rules.md 5 and 8). */
      if (name[1] != '1' || name[2] < '0' || name[2] > '6')
        return -1;
      number = 10 + (name[2] - '0') - 1;
    }
  if (name[0] == 'F' && number < 16)
    return AP_PILE_F (number);
  if (name[0] == 'T' && number < 8)
    return AP_PILE_T (number);
  if (name[0] == 'R' && number < 16)
    return AP_PILE_R (number);
  return -1;
}

/* The notation of a pile slot, written here rather than taken from the
 * engine for the reason given in the header. */
static void
pile_text (int pile, char out[4])
{
  if (pile == AP_PILE_STOCK)
    strcpy (out, "S");
  else if (pile == AP_PILE_WASTE)
    strcpy (out, "W");
  else if (pile < AP_PILE_T1)
    g_snprintf (out, 4, "F%d", pile - AP_PILE_F1 + 1);
  else if (pile < AP_PILE_R1)
    g_snprintf (out, 4, "T%d", pile - AP_PILE_T1 + 1);
  else
    g_snprintf (out, 4, "R%d", pile - AP_PILE_R1 + 1);
}

char *
test_complete_text (const char *partial, const char *filler)
{
  g_auto (GStrv) lines = g_strsplit (partial, "\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) missing = g_string_new (NULL);
  char *stated[AP_N_PILES] = { NULL };
  int counts[AP_N_CARDS] = { 0 };
  int filler_pile = filler ? test_pile_from_text (filler, strlen (filler)) : -1;

  g_assert_true (filler == NULL || filler_pile >= 0);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      char *colon = strchr (line, ':');
      int pile = colon ? test_pile_from_text (line, colon - line) : -1;

      if (pile < 0)
        {
          if (line[0] != '\0')
            g_string_append_printf (out, "%s\n", line);
          continue;
        }
      /* A later line for the same pile replaces the earlier one. */
      g_free (stated[pile]);
      stated[pile] = g_strdup (g_strstrip (colon + 1));
    }

  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      g_auto (GStrv) cards = NULL;

      if (stated[pile] == NULL)
        continue;
      cards = g_strsplit (stated[pile], " ", -1);
      for (guint i = 0; cards[i] != NULL; i++)
        {
          int card = test_card_from_text (cards[i]);

          /* Malformed cards are left for the parser to reject. */
          if (card >= 0)
            counts[card]++;
        }
    }

  for (int copy = 0; copy < 2; copy++)
    for (int card = 0; card < AP_N_CARDS; card++)
      if (counts[card] <= copy)
        g_string_append_printf (missing, " %c%c", ranks[card % 13], suits[card / 13]);

  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      char name[4];

      if (stated[pile] == NULL && pile != filler_pile)
        continue;
      pile_text (pile, name);
      g_string_append_printf (out, "%s:", name);
      if (pile == filler_pile)
        g_string_append (out, missing->str);
      if (stated[pile] != NULL && stated[pile][0] != '\0')
        g_string_append_printf (out, " %s", stated[pile]);
      g_string_append_c (out, '\n');
    }

  for (int pile = 0; pile < AP_N_PILES; pile++)
    g_free (stated[pile]);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
test_position (ApPosition *pos, const char *filler, const char *partial)
{
  g_autofree char *text = test_complete_text (partial, filler);
  g_autoptr (GError) error = NULL;

  if (!ap_position_parse (text, strlen (text), pos, &error))
    {
      ApRules rules;

      g_test_fail_printf ("position rejected: %s\n%s", error->message, text);
      ap_rules_default (AP_GAME_ALGERIAN, &rules);
      ap_position_init_empty (pos, &rules);
      return FALSE;
    }
  return TRUE;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static char *
join_sorted (GPtrArray *items)
{
  g_autoptr (GString) out = g_string_new (NULL);

  g_ptr_array_sort (items, compare_strings);
  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, g_ptr_array_index (items, i));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
test_legal_moves_string (const ApPosition *pos)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_position_legal_moves (pos, moves);

  for (guint i = 0; i < n; i++)
    {
      char text[8];

      ap_move_format (moves[i], text);
      g_ptr_array_add (items, g_strdup (text));
    }
  return join_sorted (items);
}

char *
test_sort_moves (const char *list)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) parts = g_strsplit (list, ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *item = g_strstrip (parts[i]);

      if (item[0] != '\0')
        g_ptr_array_add (items, g_strdup (item));
    }
  return join_sorted (items);
}

ApMove
test_move (const char *text)
{
  ApMove move = { 0 };

  if (!ap_move_parse (text, &move))
    g_test_fail_printf ("'%s' is not a move", text);
  return move;
}

/* Which foundations build down, from rules.md rather than from the engine's
 * tables: F5..F8 in every game but Carthage. */
static gboolean
foundation_builds_down (ApGame game, int index)
{
  return game != AP_GAME_CARTHAGE && index >= 4;
}

static gboolean
game_has_pile (ApGame game, int pile)
{
  /* The piles of each game, as docs/formats.md lists them: waste, number of
   * foundations, depots and reserve piles. */
  static const struct {
    gboolean waste;
    int f, t, r;
  } piles[AP_N_GAMES] = {
    [AP_GAME_ALGERIAN] = { FALSE, 8, 8, 6 },        [AP_GAME_CARTHAGE] = { FALSE, 8, 8, 6 },
    [AP_GAME_PATRIARCHS] = { TRUE, 8, 0, 9 },       [AP_GAME_PICTURE_PATIENCE] = { TRUE, 8, 0, 9 },
    [AP_GAME_ROYAL_COTILLION] = { TRUE, 8, 4, 16 }, [AP_GAME_ODD_AND_EVEN] = { TRUE, 8, 0, 9 },
    [AP_GAME_TOURNAMENT] = { FALSE, 8, 6, 8 },      [AP_GAME_CONTRADANCE] = { TRUE, 16, 0, 0 },
  };

  if (pile == AP_PILE_STOCK)
    return TRUE;
  if (pile == AP_PILE_WASTE)
    return piles[game].waste;
  if (pile < AP_PILE_T1)
    return pile - AP_PILE_F1 < piles[game].f;
  if (pile < AP_PILE_R1)
    return pile - AP_PILE_T1 < piles[game].t;
  return pile - AP_PILE_R1 < piles[game].r;
}

/* The foundations of rules.md 5-8, written from the rule text: for
 * foundation i, the rank sequence it must follow and whether its base is
 * laid out at the start (then of suit `laid_suit`). */
static void
family_foundation (const ApPosition *pos, int i, const char **order, gboolean *laid, int *laid_suit)
{
  static const char *const ace_based = "A3579JK2468TQ";
  static const char *const two_based = "2468TQA3579JK";

  switch (pos->rules.game)
    {
    case AP_GAME_ROYAL_COTILLION:
    case AP_GAME_ODD_AND_EVEN:
      *order = i < 4 ? ace_based : two_based;
      *laid =
        pos->rules.game == AP_GAME_ROYAL_COTILLION && pos->rules.bases == AP_BASES_ACES_AND_KINGS;
      *laid_suit = i % 4;
      break;
    case AP_GAME_TOURNAMENT:
      *order = i < 4 ? "A23456789TJQK" : "KQJT98765432A";
      *laid = FALSE;
      *laid_suit = -1;
      break;
    case AP_GAME_CONTRADANCE:
    default:
      *order = i < 8 ? "5432AK" : "6789TJQ";
      *laid = TRUE;
      *laid_suit = (i % 8) / 2;
      break;
    }
}

static void
family_foundations_check (const ApPosition *pos)
{
  int kind_suits[2][AP_N_SUITS] = { { 0 } };
  int n = pos->rules.game == AP_GAME_CONTRADANCE ? 16 : 8;

  for (int i = 0; i < n; i++)
    {
      int pile = AP_PILE_F (i);
      const char *order;
      gboolean laid;
      int laid_suit;
      guint len = pos->len[pile];

      family_foundation (pos, i, &order, &laid, &laid_suit);
      if (len == 0)
        {
          if (laid)
            g_test_fail_printf ("F%d lost its base card", i + 1);
          continue;
        }
      if (len > strlen (order))
        g_test_fail_printf ("F%d holds %u cards", i + 1, len);
      for (guint k = 0; k < len && k < strlen (order); k++)
        if (ranks[ap_card_rank (pos->cards[pile][k]) - 1] != order[k] ||
            ap_card_suit (pos->cards[pile][k]) != ap_card_suit (pos->cards[pile][0]))
          {
            g_test_fail_printf ("F%d is not a legal build at card %u", i + 1, k + 1);
            break;
          }
      if (laid && (int) ap_card_suit (pos->cards[pile][0]) != laid_suit)
        g_test_fail_printf ("F%d does not rest on its own base", i + 1);
      kind_suits[i < n / 2 ? 0 : 1][ap_card_suit (pos->cards[pile][0])]++;
    }
  for (int suit = 0; suit < AP_N_SUITS; suit++)
    if (kind_suits[0][suit] > (n == 16 ? 2 : 1) || kind_suits[1][suit] > (n == 16 ? 2 : 1))
      g_test_fail_printf ("suit %c has too many foundations", suits[suit]);
}

void
test_assert_invariants (const ApPosition *pos)
{
  ApGame game = pos->rules.game;
  int counts[AP_N_CARDS] = { 0 };
  guint total = 0;
  gboolean fixed_aces = FALSE, fixed_kings = FALSE;
  int up_suits[AP_N_SUITS] = { 0 }, down_suits[AP_N_SUITS] = { 0 };

  if (game == AP_GAME_PATRIARCHS)
    fixed_aces = fixed_kings = TRUE;
  else if (game == AP_GAME_ALGERIAN)
    {
      fixed_aces = pos->rules.bases == AP_BASES_ACES_AND_KINGS;
      fixed_kings = pos->rules.bases != AP_BASES_NONE;
    }

  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      char name[4];

      pile_text (pile, name);
      if (!game_has_pile (game, pile) && pos->len[pile] != 0)
        g_test_fail_printf ("pile %s holds %u cards in a game without it", name, pos->len[pile]);
      total += pos->len[pile];
      for (guint i = 0; i < pos->len[pile]; i++)
        {
          if (pos->cards[pile][i] >= AP_N_CARDS)
            g_test_fail_printf ("pile %s holds the invalid card byte %u", name,
                                pos->cards[pile][i]);
          else
            counts[pos->cards[pile][i]]++;
        }
    }
  if (total != AP_DECK_SIZE)
    g_test_fail_printf ("the position holds %u cards, not 104", total);
  for (int card = 0; card < AP_N_CARDS; card++)
    if (counts[card] != 2)
      g_test_fail_printf ("%d copies of %c%c", counts[card], ranks[card % 13], suits[card / 13]);

  if (game >= AP_GAME_ROYAL_COTILLION)
    {
      family_foundations_check (pos);
      return;
    }
  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);
      gboolean down = foundation_builds_down (game, i);
      guint len = pos->len[pile];
      const ApCard *cards = pos->cards[pile];

      if (len == 0)
        {
          if ((down && fixed_kings) || (!down && fixed_aces))
            g_test_fail_printf ("F%d lost its base card", i + 1);
          continue;
        }
      if (len > 13)
        g_test_fail_printf ("F%d holds %u cards", i + 1, len);
      for (guint k = 0; k < len && k < 13; k++)
        {
          int want_rank = down ? AP_KING - (int) k : AP_ACE + (int) k;

          if (ap_card_rank (cards[k]) != want_rank ||
              ap_card_suit (cards[k]) != ap_card_suit (cards[0]))
            {
              g_test_fail_printf ("F%d is not a legal build at card %u", i + 1, k + 1);
              break;
            }
        }
      if ((down && fixed_kings) || (!down && fixed_aces))
        {
          /* The bases never move, so they stay where the deal put them:
           * F1..F4 = AS AH AD AC, F5..F8 = KS KH KD KC. */
          if ((int) ap_card_suit (cards[0]) != i % 4)
            g_test_fail_printf ("F%d does not rest on its own base", i + 1);
        }
      if (down)
        down_suits[ap_card_suit (cards[0])]++;
      else
        up_suits[ap_card_suit (cards[0])]++;
    }
  for (int suit = 0; suit < AP_N_SUITS; suit++)
    {
      /* Only Carthage has two foundations of one suit. */
      int limit = game == AP_GAME_CARTHAGE ? 2 : 1;

      if (up_suits[suit] > limit || down_suits[suit] > limit)
        g_test_fail_printf ("suit %c has too many foundations", suits[suit]);
    }
}

void
test_assert_moves_consistent (const ApPosition *pos)
{
  ApMove moves[AP_MAX_MOVES];
  guint n_moves;

  test_assert_moves_consistent_full (pos, TRUE, moves, &n_moves);
}

void
test_assert_moves_consistent_full (const ApPosition *pos, gboolean every_slot,
                                   ApMove moves[AP_MAX_MOVES], guint *n_moves)
{
  ApGame game = pos->rules.game;
  guint n = ap_position_legal_moves (pos, moves);
  guint8 listed[AP_N_PILES][AP_N_PILES] = { { 0 } };
  gboolean deal_listed = FALSE, redeal_listed = FALSE;

  g_assert_cmpuint (n, <=, AP_MAX_MOVES);
  *n_moves = n;
  for (guint i = 0; i < n; i++)
    {
      char text[8];

      ap_move_format (moves[i], text);
      switch (moves[i].kind)
        {
        case AP_MOVE_CARD:
          if (moves[i].src >= AP_N_PILES || moves[i].dst >= AP_N_PILES)
            {
              g_test_fail_printf ("listed move with bad piles %u %u", moves[i].src, moves[i].dst);
              continue;
            }
          if (listed[moves[i].src][moves[i].dst]++)
            g_test_fail_printf ("%s listed twice", text);
          break;
        case AP_MOVE_DEAL:
          if (deal_listed)
            g_test_fail_printf ("deal listed twice");
          deal_listed = TRUE;
          break;
        case AP_MOVE_REDEAL:
          if (redeal_listed)
            g_test_fail_printf ("redeal listed twice");
          redeal_listed = TRUE;
          break;
        default:
          g_test_fail_printf ("listed move of unknown kind %u", moves[i].kind);
        }
    }

  for (int src = 0; src < AP_N_PILES; src++)
    for (int dst = 0; dst < AP_N_PILES; dst++)
      {
        ApMove move = { AP_MOVE_CARD, (guint8) src, (guint8) dst };
        ApVerdict verdict;

        if (!every_slot && (!game_has_pile (game, src) || !game_has_pile (game, dst)))
          {
            /* Piles of other games: one pair each way is enough to see
             * them refused, and the list must not name them. */
            if (listed[src][dst])
              g_test_fail_printf ("a listed move uses a pile the game lacks (%d %d)", src, dst);
            if ((!game_has_pile (game, src) && dst == AP_PILE_F1) ||
                (!game_has_pile (game, dst) && src == AP_PILE_F1))
              {
                verdict = ap_position_check_move (pos, move);
                if (verdict != AP_VERDICT_NO_SUCH_PILE)
                  g_test_fail_printf ("move %d %d with a pile the game lacks: %s", src, dst,
                                      ap_verdict_id (verdict));
              }
            continue;
          }
        verdict = ap_position_check_move (pos, move);

        if ((verdict == AP_VERDICT_OK) != (listed[src][dst] != 0))
          {
            char text[8];

            ap_move_format (move, text);
            g_test_fail_printf ("%s: check_move says %s but the list %s it", text,
                                ap_verdict_id (verdict), listed[src][dst] ? "has" : "lacks");
          }
      }
  {
    ApMove deal = { AP_MOVE_DEAL, 0, 0 };
    ApMove redeal = { AP_MOVE_REDEAL, 0, 0 };

    if ((ap_position_check_move (pos, deal) == AP_VERDICT_OK) != deal_listed)
      g_test_fail_printf ("deal: check_move and the list disagree");
    if ((ap_position_check_move (pos, redeal) == AP_VERDICT_OK) != redeal_listed)
      g_test_fail_printf ("redeal: check_move and the list disagree");
  }
}

/* ---- assertions shared by the rule tests ---- */

void
test_assert_moves (const ApPosition *pos, const char *expected)
{
  g_autofree char *want = test_sort_moves (expected);
  g_autofree char *got = test_legal_moves_string (pos);

  g_assert_cmpstr (got, ==, want);
  test_assert_moves_consistent (pos);
}

void
test_assert_verdict (const ApPosition *pos, const char *move, ApVerdict expected)
{
  ApVerdict got = ap_position_check_move (pos, test_move (move));
  g_autofree char *got_text = g_strdup_printf ("%s: %s", move, ap_verdict_id (got));
  g_autofree char *want_text = g_strdup_printf ("%s: %s", move, ap_verdict_id (expected));

  g_assert_cmpstr (got_text, ==, want_text);
  g_assert_cmpint (got, ==, expected);
}

/* For refusals whose reason rules.md does not single out. */
void
test_assert_refused (const ApPosition *pos, const char *move)
{
  ApVerdict got = ap_position_check_move (pos, test_move (move));
  g_autofree char *got_text = g_strdup_printf ("%s: %s", move, ap_verdict_id (got));
  g_autofree char *ok_text = g_strdup_printf ("%s: ok", move);

  g_assert_cmpstr (got_text, !=, ok_text);
  g_assert_cmpint (got, !=, AP_VERDICT_OK);
}

/* Applies `move` to *pos and compares the result with the hand-written
 * expected position (completed with the same filler pile); also checks that
 * unapplying restores the position byte for byte. *pos becomes the result. */
void
test_apply_expect (ApPosition *pos, const char *move_text, const char *filler, const char *expected)
{
  ApMove move = test_move (move_text);
  ApVerdict verdict = ap_position_check_move (pos, move);
  ApPosition before = *pos, want, back;
  ApUndo undo;
  g_autofree char *got_text = NULL, *want_text = NULL;

  if (!test_position (&want, filler, expected))
    return;
  if (verdict != AP_VERDICT_OK)
    {
      g_test_fail_printf ("%s refused (%s), expected legal", move_text, ap_verdict_id (verdict));
      return;
    }
  ap_position_apply (pos, move, &undo);
  got_text = ap_position_format (pos);
  want_text = ap_position_format (&want);
  g_assert_cmpstr (got_text, ==, want_text);
  g_assert_true (ap_position_equal (pos, &want));
  test_assert_invariants (pos);

  back = *pos;
  ap_position_unapply (&back, &undo);
  g_assert_true (ap_position_equal (&back, &before));
  g_assert_true (memcmp (&back, &before, sizeof back) == 0);
}

gboolean
test_replays_to_win (const ApPosition *start, const ApMove *moves, guint n)
{
  ApPosition pos = *start;

  for (guint i = 0; i < n; i++)
    {
      if (ap_position_check_move (&pos, moves[i]) != AP_VERDICT_OK)
        return FALSE;
      ap_position_apply (&pos, moves[i], NULL);
    }
  return ap_position_is_won (&pos);
}

void
test_assert_replays_to_win (const ApPosition *start, const ApMove *moves, guint n_moves)
{
  g_assert_true (test_replays_to_win (start, moves, n_moves));
}

void
test_set_model_position (ApGameModel *model, const char *filler, const char *partial)
{
  ApPosition pos;

  test_position (&pos, filler, partial);
  ap_game_model_set_position (model, &pos, 0);
}

/* The automatic moves' Algerian position (test-util.h). Tarbart's rules. Hearts: the down
 * foundation is complete and the up one shows the five, so each heart from six up is needed by no
 * other card (ap-safe-move.c) and goes home as soon as it is exposed. Clubs, the mirror image: the
 * up foundation is complete, the ten goes onto the down one. Spades: the four fits the up
 * foundation, but the down one is not complete, so it must stay. The player's move (5S onto 6S)
 * exposes the hearts. */
const char TEST_AUTOMOVE_ALGERIAN[] =
  "game: algerian\n"
  "rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=when-stock-empty "
  "foundation-transfers=on\n"
  "F1: AS 2S 3S\n"
  "F2: AH 2H 3H 4H 5H\n"
  "F3: AD\n"
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
  "F5: KS QS\n"
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
  "F7: KD\n"
  "F8: KC QC JC\n"
  "T1: 7H 6H 5S\n"
  "T3: 8H\n"
  "T5: 6S\n"
  "T6: 4S\n"
  "T7: TC\n"
  "R1: TH 9H\n";
