/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-reason.h"

/*
 * Each card name is one translatable phrase with its article, because the
 * article depends on the rank in many languages (Italian: "l'asso", "il re",
 * "la regina"). The sentences put these phrases where a translator can move
 * them with %1$s and %2$s.
 */
static const char *const rank_with_article[13] = {
  NC_ ("card rank with article", "the ace"),   NC_ ("card rank with article", "the two"),
  NC_ ("card rank with article", "the three"), NC_ ("card rank with article", "the four"),
  NC_ ("card rank with article", "the five"),  NC_ ("card rank with article", "the six"),
  NC_ ("card rank with article", "the seven"), NC_ ("card rank with article", "the eight"),
  NC_ ("card rank with article", "the nine"),  NC_ ("card rank with article", "the ten"),
  NC_ ("card rank with article", "the jack"),  NC_ ("card rank with article", "the queen"),
  NC_ ("card rank with article", "the king"),
};

static const char *const suit_plural[AP_N_SUITS] = {
  NC_ ("card suit", "spades"),
  NC_ ("card suit", "hearts"),
  NC_ ("card suit", "diamonds"),
  NC_ ("card suit", "clubs"),
};

static const char *
suit_text (ApSuit suit)
{
  return g_dpgettext2 (NULL, "card suit", suit_plural[suit]);
}

char *
ap_card_describe (ApCard card)
{
  int rank = ap_card_rank (card);
  ApSuit suit = ap_card_suit (card);

  g_return_val_if_fail (card < AP_N_CARDS, g_strdup ("?"));
  /* Translators: a card, e.g. "the seven" "of" "hearts"; the first %s is a
   * rank with its article, the second a suit. */
  return g_strdup_printf (C_ ("card name", "%s of %s"),
                          g_dpgettext2 (NULL, "card rank with article",
                                        rank_with_article[rank - 1]),
                          suit_text (suit));
}

char *
ap_pile_describe (int pile)
{
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, g_strdup ("?"));

  switch (ap_pile_kind (pile))
    {
    case AP_KIND_STOCK:
      return g_strdup (C_ ("pile", "Stock"));
    case AP_KIND_WASTE:
      return g_strdup (C_ ("pile", "Waste"));
    case AP_KIND_FOUNDATION:
      /* Translators: a pile and its number, as in the board's accessible
       * labels: "Foundation 5". */
      return g_strdup_printf (C_ ("pile", "Foundation %d"), ap_pile_number (pile));
    case AP_KIND_TABLEAU:
      return g_strdup_printf (C_ ("pile", "Tableau %d"), ap_pile_number (pile));
    case AP_KIND_RESERVE:
    default:
      return g_strdup_printf (C_ ("pile", "Reserve %d"), ap_pile_number (pile));
    }
}

/* A sentence starts with a capital even when it starts with a card name. */
static char *
capitalise (char *sentence)
{
  gunichar first;
  char buf[6];
  int len;
  char *rest, *result;

  if (sentence == NULL || sentence[0] == '\0')
    return sentence;
  first = g_utf8_get_char (sentence);
  rest = g_utf8_next_char (sentence);
  len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  result = g_strdup_printf ("%.*s%s", len, buf, rest);
  g_free (sentence);
  return result;
}

/* The exposed card of a pile, if the pile is real, face up and not empty. */
static gboolean
exposed_card (const ApPosition *pos, int pile, ApCard *card)
{
  if (pile < 0 || pile >= AP_N_PILES || pile == AP_PILE_STOCK || pos->len[pile] == 0)
    return FALSE;
  *card = ap_position_top (pos, pile);
  return TRUE;
}

static char *
describe_card_move (const ApPosition *pos, ApMove move, ApVerdict verdict)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  g_autofree char *card = NULL;
  g_autofree char *top = NULL;
  ApCard c = 0, t = 0;
  gboolean has_card, has_top;
  gboolean dst_down;

  if (move.src >= AP_N_PILES || move.dst >= AP_N_PILES)
    return NULL;
  has_card = exposed_card (pos, move.src, &c);
  has_top = exposed_card (pos, move.dst, &t);
  if (has_card)
    card = ap_card_describe (c);
  if (has_top)
    top = ap_card_describe (t);
  dst_down = ap_pile_kind (move.dst) == AP_KIND_FOUNDATION &&
             ap_foundation_is_down (pos->rules.game, move.dst);

  switch (verdict)
    {
    case AP_VERDICT_NO_SUCH_PILE:
      {
        int missing = ap_game_has_pile (pos->rules.game, move.src) ? move.dst : move.src;
        g_autofree char *pile = ap_pile_describe (missing);

        /* Translators: "Patriarchs has no Tableau 3." */
        return g_strdup_printf (_ ("%s has no %s."), _ (info->name), pile);
      }

    case AP_VERDICT_SAME_PILE:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("%s is already on this pile."), card);

    case AP_VERDICT_SOURCE_EMPTY:
      /* The board shows no pile numbers: the player knows which pile. */
      return g_strdup (_ ("This pile is empty: there is no card to move."));

    case AP_VERDICT_FOUNDATION_BASE:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("%s is the bottom card of its foundation, and the bottom card "
                                 "of a foundation never moves."),
                              card);

    case AP_VERDICT_FOUNDATION_STAYS:
      if (!has_card)
        return NULL;
      /* The base of a foundation is its first card, wherever it came from. */
      if (pos->len[move.src] == 1)
        return g_strdup_printf (_ ("%s is the bottom card of its foundation, and the bottom "
                                   "card of a foundation never moves."),
                                card);
      if (pos->rules.transfers)
        return g_strdup_printf (_ ("%s is on a foundation: it may move only onto the other "
                                   "foundation of its suit, never back into play."),
                                card);
      return g_strdup_printf (_ ("%s is on a foundation, and foundation cards never go back "
                                 "into play."),
                              card);

    case AP_VERDICT_TRANSFERS_OFF:
      if (!has_card)
        return NULL;
      if (info->has_options)
        return g_strdup_printf (_ ("Foundation transfers are off in these rules, so %s stays "
                                   "on its foundation."),
                                card);
      return g_strdup_printf (_ ("Cards never move between foundations in %s, so %s stays on "
                                 "its foundation."),
                              _ (info->name), card);

    case AP_VERDICT_TRANSFER_NOT_MET:
      if (!has_card)
        return NULL;
      if (!has_top)
        return g_strdup_printf (_ ("%s may move only onto the other foundation of its suit, "
                                   "and an empty foundation takes no transfer."),
                                card);
      if (ap_pile_kind (move.dst) == AP_KIND_FOUNDATION &&
          ap_foundation_is_down (pos->rules.game, move.src) == dst_down)
        return g_strdup_printf (_ ("%s may move only onto the foundation of its suit that "
                                   "builds the other way."),
                                card);
      return g_strdup_printf (_ ("%s and %s do not meet: a card moves between the two "
                                 "foundations of a suit only when their top cards are one "
                                 "rank apart."),
                              card, top);

    case AP_VERDICT_NEEDS_ACE:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("%s cannot start this foundation: an empty up foundation "
                                 "takes only an ace."),
                              card);

    case AP_VERDICT_NEEDS_KING:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("%s cannot start this foundation: an empty down foundation "
                                 "takes only a king."),
                              card);

    case AP_VERDICT_SUIT_HAS_FOUNDATION:
      if (!has_card)
        return NULL;
      if (dst_down)
        /* Translators: "…there is already a down foundation of hearts." */
        return g_strdup_printf (_ ("%s cannot start this foundation: there is already a down "
                                   "foundation of %s."),
                                card, suit_text (ap_card_suit (c)));
      return g_strdup_printf (_ ("%s cannot start this foundation: there is already an up "
                                 "foundation of %s."),
                              card, suit_text (ap_card_suit (c)));

    case AP_VERDICT_WRONG_SUIT:
      if (!has_card || !has_top)
        return NULL;
      return g_strdup_printf (_ ("%s is not of the same suit as %s."), card, top);

    case AP_VERDICT_NOT_NEXT_UP:
    case AP_VERDICT_NOT_NEXT_DOWN:
      {
        gboolean down = verdict == AP_VERDICT_NOT_NEXT_DOWN;
        int next = ap_card_rank (t) + (down ? -1 : 1);
        g_autofree char *wanted = NULL;

        if (!has_card || !has_top || next < AP_ACE || next > AP_KING)
          return NULL;
        wanted = ap_card_describe (AP_CARD (next, ap_card_suit (t)));
        if (down)
          /* Translators: "This foundation builds down: it needs the six of
           * clubs next, not the nine of clubs." */
          return g_strdup_printf (_ ("This foundation builds down: it needs %s next, not %s."),
                                  wanted, card);
        return g_strdup_printf (_ ("This foundation builds up: it needs %s next, not %s."), wanted,
                                card);
      }

    case AP_VERDICT_FOUNDATION_FULL:
      if (!has_top)
        return NULL;
      return g_strdup_printf (_ ("This foundation is complete: it ends with %s."), top);

    case AP_VERDICT_NOT_ADJACENT:
      if (!has_card || !has_top)
        return NULL;
      /* The wrap surprises players only when a king or an ace is involved. */
      if (ap_card_rank (c) == AP_ACE || ap_card_rank (c) == AP_KING || ap_card_rank (t) == AP_ACE ||
          ap_card_rank (t) == AP_KING)
        return g_strdup_printf (_ ("%s is not one rank above or below %s (a king and an ace "
                                   "count as next to each other)."),
                                card, top);
      return g_strdup_printf (_ ("%s is not one rank above or below %s."), card, top);

    case AP_VERDICT_NOT_ONE_BELOW:
      if (!has_card || !has_top)
        return NULL;
      if (ap_card_rank (t) == AP_ACE)
        return g_strdup_printf (_ ("Nothing can go on %s: depots build down, and no card "
                                   "ranks below an ace."),
                                top);
      {
        g_autofree char *wanted =
          ap_card_describe (AP_CARD (ap_card_rank (t) - 1, ap_card_suit (t)));

        /* Translators: "Depots build down only: the seven of spades takes
         * the six of spades, not the eight of spades." */
        return g_strdup_printf (_ ("Depots build down only: %s takes %s, not %s."), top, wanted,
                                card);
      }

    case AP_VERDICT_RESERVE_OCCUPIED:
      if (!has_top)
        return NULL;
      if (pos->rules.game == AP_GAME_TOURNAMENT)
        return g_strdup_printf (_ ("%s is a kibitzer, and a kibitzer takes a card only when it "
                                   "is empty."),
                                top);
      return g_strdup_printf (_ ("%s is a reserve card, and nothing is ever placed onto a "
                                 "reserve card."),
                              top);

    case AP_VERDICT_RESERVE_NEVER:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("Emptied reserve piles stay empty in these rules, so %s "
                                 "cannot go there."),
                              card);

    case AP_VERDICT_RESERVE_STOCK_NOT_EMPTY:
      {
        guint n = pos->len[AP_PILE_STOCK];

        if (!has_card)
          return NULL;
        /* Translators: the %s is a card, the %u the number of cards in the
         * stock. */
        return g_strdup_printf (ngettext ("%s cannot go there yet: an empty reserve pile takes "
                                          "a card only once the stock is empty, and %u card "
                                          "is still to be dealt.",
                                          "%s cannot go there yet: an empty reserve pile takes "
                                          "a card only once the stock is empty, and %u cards "
                                          "are still to be dealt.",
                                          n),
                                card, n);
      }

    case AP_VERDICT_DEST_FIXED:
      if (ap_pile_kind (move.dst) == AP_KIND_STOCK)
        return g_strdup (_ ("No card can be placed on the stock: it only deals."));
      if (!has_card)
        return NULL;
      if (ap_pile_kind (move.dst) == AP_KIND_RESERVE && pos->rules.game == AP_GAME_ROYAL_COTILLION)
        return g_strdup_printf (_ ("%s cannot go to the right wing: a pile of the right wing is "
                                   "refilled by itself, from the waste or the stock, when it "
                                   "empties."),
                                card);
      if (ap_pile_kind (move.dst) == AP_KIND_RESERVE)
        return g_strdup_printf (_ ("%s cannot go to the reserve: a reserve pile is refilled "
                                   "by itself, from the waste or the stock, when it empties."),
                                card);
      return g_strdup_printf (_ ("%s cannot be placed there: only dealing puts cards on the "
                                 "waste."),
                              card);

    case AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION:
      if (!has_card)
        return NULL;
      if (pos->rules.game == AP_GAME_TOURNAMENT)
        return g_strdup_printf (_ ("%s is a kibitzer, and kibitzers go to the foundations only."),
                                card);
      if (pos->rules.game == AP_GAME_ROYAL_COTILLION)
        return g_strdup_printf (_ ("%s is in the right wing, and the cards of the right wing go "
                                   "to the foundations only."),
                                card);
      return g_strdup_printf (_ ("%s is a reserve card, and reserve cards go to the foundations "
                                 "only."),
                              card);

    case AP_VERDICT_SOURCE_FIXED:
      /* The stock is face down: its card is never named. */
      return g_strdup (_ ("Cards leave the stock only by dealing."));

    case AP_VERDICT_NEEDS_TWO:
      if (!has_card)
        return NULL;
      return g_strdup_printf (_ ("%s cannot start this foundation: an empty foundation of the "
                                 "twos takes only a two."),
                              card);

    case AP_VERDICT_NOT_NEXT_UP_BY_TWO:
      {
        const ApFoundationKind *kind;
        g_autofree char *wanted = NULL;

        if (!has_card || !has_top || ap_pile_kind (move.dst) != AP_KIND_FOUNDATION)
          return NULL;
        kind = ap_foundation_kind (pos->rules.game, move.dst);
        wanted = ap_card_describe (
          AP_CARD (ap_foundation_next_rank (kind, ap_card_rank (t)), ap_card_suit (t)));
        /* Translators: "This foundation builds up by two: it needs the
         * five of clubs next, not the four of clubs." */
        return g_strdup_printf (_ ("This foundation builds up by two: it needs %s next, not %s."),
                                wanted, card);
      }

    case AP_VERDICT_SUIT_HAS_KIND:
      if (!has_card)
        return NULL;
      /* Translators: "…there is already a foundation of hearts of this kind." */
      return g_strdup_printf (_ ("%s cannot start this foundation: there is already a foundation "
                                 "of %s of this kind."),
                              card, suit_text (ap_card_suit (c)));

    case AP_VERDICT_TABLEAU_CLOSED:
      if (!has_card)
        return NULL;
      if (pos->rules.game == AP_GAME_ROYAL_COTILLION)
        return g_strdup_printf (_ ("%s cannot go there: nothing is ever placed on the left "
                                   "wing."),
                                card);
      if (pos->rules.game == AP_GAME_TOURNAMENT)
        return g_strdup_printf (_ ("%s cannot go there: nothing is ever placed on the tableau; "
                                   "only deals lay cards there."),
                                card);
      return g_strdup_printf (_ ("%s cannot go there: nothing is ever placed on these piles."),
                              card);

    case AP_VERDICT_OK:
    case AP_VERDICT_STOCK_EMPTY:
    case AP_VERDICT_NO_REDEAL:
    case AP_VERDICT_REDEALS_USED:
    case AP_VERDICT_STOCK_NOT_EMPTY:
    case AP_VERDICT_WASTE_EMPTY:
    case AP_VERDICT_GATHER_STOCK_NOT_EMPTY:
    case AP_VERDICT_TABLEAU_EMPTY:
    case AP_N_VERDICTS:
    default:
      return NULL;
    }
}

static char *
describe_deal (const ApPosition *pos, ApVerdict verdict)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint n;

  switch (verdict)
    {
    case AP_VERDICT_STOCK_EMPTY:
      if (info->redeal == AP_REDEAL_GATHER && pos->redeals > 0)
        return g_strdup (_ ("The stock is empty: there is nothing to deal, but the tableau can "
                            "still be gathered and dealt again."));
      if (info->redeals > 0 && pos->redeals > 0 && pos->len[AP_PILE_WASTE] > 0)
        return g_strdup (_ ("The stock is empty: there is nothing to deal, but the waste can "
                            "still be turned over."));
      return g_strdup (_ ("The stock is empty: there is nothing left to deal."));

    case AP_VERDICT_NO_REDEAL:
      return g_strdup_printf (_ ("%s has no redeal: the stock is dealt only once."),
                              _ (info->name));

    case AP_VERDICT_REDEALS_USED:
      n = info->redeals;
      if (info->redeal == AP_REDEAL_GATHER)
        return g_strdup_printf (ngettext ("The tableau can be gathered only once in a game, and "
                                          "that has been done.",
                                          "The tableau can be gathered only %u times in a game, "
                                          "and that has been done.",
                                          n),
                                n);
      return g_strdup_printf (ngettext ("The waste can be turned over only once in a game, and "
                                        "that has been done.",
                                        "The waste can be turned over only %u times in a game, "
                                        "and that has been done.",
                                        n),
                              n);

    case AP_VERDICT_STOCK_NOT_EMPTY:
      n = pos->len[AP_PILE_STOCK];
      return g_strdup_printf (ngettext ("The waste can be turned over only once the stock is "
                                        "empty, and %u card is still to be dealt.",
                                        "The waste can be turned over only once the stock is "
                                        "empty, and %u cards are still to be dealt.",
                                        n),
                              n);

    case AP_VERDICT_WASTE_EMPTY:
      return g_strdup (_ ("The waste is empty: there is nothing to turn over."));

    case AP_VERDICT_GATHER_STOCK_NOT_EMPTY:
      n = pos->len[AP_PILE_STOCK];
      return g_strdup_printf (ngettext ("The tableau can be gathered only once the stock is "
                                        "empty, and %u card is still to be dealt.",
                                        "The tableau can be gathered only once the stock is "
                                        "empty, and %u cards are still to be dealt.",
                                        n),
                              n);

    case AP_VERDICT_TABLEAU_EMPTY:
      return g_strdup (_ ("The tableau is empty: there is nothing to gather."));

    default:
      return NULL;
    }
}

char *
ap_verdict_describe (const ApPosition *pos, ApMove move, ApVerdict verdict)
{
  char *text = NULL;

  g_return_val_if_fail (pos != NULL, NULL);
  g_return_val_if_fail (verdict < AP_N_VERDICTS, NULL);

  if (verdict == AP_VERDICT_OK)
    return g_strdup (_ (ap_verdict_message (verdict)));
  if (move.kind == AP_MOVE_CARD)
    text = describe_card_move (pos, move, verdict);
  else
    text = describe_deal (pos, verdict);
  if (text == NULL)
    text = g_strdup (_ (ap_verdict_message (verdict)));
  return capitalise (text);
}

/* TRUE when the top card of a depot, a reserve pile or the waste is of this
 * suit: such a card could reach a foundation of the suit after transfers. */
static gboolean
suit_is_exposed (const ApPosition *pos, ApSuit suit)
{
  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    {
      ApPileKind kind = ap_pile_kind (pile);

      if (kind == AP_KIND_FOUNDATION || pos->len[pile] == 0 ||
          !ap_game_has_pile (pos->rules.game, pile))
        continue;
      if (ap_card_suit (ap_position_top (pos, pile)) == suit)
        return TRUE;
    }
  return FALSE;
}

gboolean
ap_move_is_idle (const ApPosition *pos, ApMove move)
{
  ApPileKind src_kind, dst_kind;

  g_return_val_if_fail (pos != NULL, FALSE);

  if (move.kind != AP_MOVE_CARD || move.src >= AP_N_PILES || move.dst >= AP_N_PILES ||
      pos->len[move.src] == 0)
    return FALSE;
  src_kind = ap_pile_kind (move.src);
  dst_kind = ap_pile_kind (move.dst);
  if (src_kind == AP_KIND_FOUNDATION && dst_kind == AP_KIND_FOUNDATION)
    return !suit_is_exposed (pos, ap_card_suit (ap_position_top (pos, move.src)));
  return src_kind == dst_kind && (src_kind == AP_KIND_TABLEAU || src_kind == AP_KIND_RESERVE) &&
         pos->len[move.src] == 1 && pos->len[move.dst] == 0;
}

ApOutlook
ap_position_outlook (const ApPosition *pos)
{
  ApMove moves[AP_MAX_MOVES];
  guint n;
  gboolean deal = FALSE;

  g_return_val_if_fail (pos != NULL, AP_OUTLOOK_MOVES);

  if (ap_position_is_won (pos))
    return AP_OUTLOOK_WON;
  n = ap_position_legal_moves (pos, moves);
  for (guint i = 0; i < n; i++)
    {
      if (moves[i].kind != AP_MOVE_CARD)
        deal = TRUE;
      else if (!ap_move_is_idle (pos, moves[i]))
        return AP_OUTLOOK_MOVES;
    }
  return deal ? AP_OUTLOOK_DEAL_ONLY : AP_OUTLOOK_STUCK;
}
