/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-move.h"
#include "ap-pile-ops.h"

/*
 * The rules of play, once, for every game: the differences between the games
 * come from the rules table (ap_game_info) and the options (ApRules).
 *
 * Readings of rules.md that it leaves open, chosen here:
 * - A foundation card moves only by a transfer (reversal): onto the
 *   non-empty foundation of the other direction where the ordinary
 *   foundation rule accepts it. That is exactly the "meet" condition
 *   (up shows 6C, down shows 7C). The bottom card of a foundation never moves.
 * - Foundations never wrap: a complete foundation takes nothing.
 * - Carthage's deal puts min(12, stock) cards round robin on R1..R6 (the
 *   rule book only speaks of full deals of twelve).
 * - Patriarchs' redeal needs a non-empty waste: turning over nothing would
 *   only use up the redeal.
 * - The family (docs/rules.md 5-8): a reserve card of Royal Cotillion, Odd
 *   and Even or Tournament moved anywhere but a foundation is refused as
 *   "reserve cards go to the foundations only", before what the destination
 *   would say; a card placed on a closed depot (Royal Cotillion's left wing,
 *   Tournament's depots) is refused as "tableau-closed". Tournament's
 *   redeal with an empty stock but nothing in the tableau is refused
 *   ("tableau-empty"), as rules.md 7 asks for one card at least.
 */

static const struct {
  const char *id;
  const char *message;
} verdicts[AP_N_VERDICTS] = {
  [AP_VERDICT_OK] = { "ok", N_ ("The move is legal.") },
  [AP_VERDICT_NO_SUCH_PILE] = { "no-such-pile", N_ ("This game has no such pile.") },
  [AP_VERDICT_SAME_PILE] = { "same-pile", N_ ("A card cannot move onto its own pile.") },
  [AP_VERDICT_SOURCE_EMPTY] = { "source-empty", N_ ("There is no card to move there.") },
  [AP_VERDICT_SOURCE_FIXED] = { "source-fixed", N_ ("Cards leave the stock only by dealing.") },
  [AP_VERDICT_FOUNDATION_BASE] = { "foundation-base",
                                   N_ ("The bottom card of a foundation never moves.") },
  [AP_VERDICT_FOUNDATION_STAYS] = { "foundation-stays", N_ ("Foundation cards never go back to the "
                                                            "tableau or the reserve.") },
  [AP_VERDICT_TRANSFERS_OFF] = { "transfers-off",
                                 N_ ("Cards cannot move between foundations in this game.") },
  [AP_VERDICT_TRANSFER_NOT_MET] = { "transfer-not-met",
                                    N_ ("A foundation card may only move onto the other foundation "
                                        "of its suit where the two meet.") },
  [AP_VERDICT_NEEDS_ACE] = { "needs-ace", N_ ("An empty up foundation must start with an ace.") },
  [AP_VERDICT_NEEDS_KING] = { "needs-king",
                              N_ ("An empty down foundation must start with a king.") },
  [AP_VERDICT_SUIT_HAS_FOUNDATION] = { "suit-has-foundation",
                                       N_ ("This suit already has a foundation going that way.") },
  [AP_VERDICT_WRONG_SUIT] = { "wrong-suit", N_ ("The card is not of the same suit.") },
  [AP_VERDICT_NOT_NEXT_UP] = { "not-next-up",
                               N_ ("This foundation takes only the next higher card.") },
  [AP_VERDICT_NOT_NEXT_DOWN] = { "not-next-down",
                                 N_ ("This foundation takes only the next lower card.") },
  [AP_VERDICT_FOUNDATION_FULL] = { "foundation-full", N_ ("This foundation is complete.") },
  [AP_VERDICT_NOT_ADJACENT] = { "not-adjacent",
                                N_ ("A depot takes a card one rank above or below its top card.") },
  [AP_VERDICT_NOT_ONE_BELOW] = { "not-one-below",
                                 N_ ("A depot takes only the card one rank below its top card.") },
  [AP_VERDICT_RESERVE_OCCUPIED] = { "reserve-occupied",
                                    N_ ("Nothing is ever placed onto a reserve card.") },
  [AP_VERDICT_RESERVE_NEVER] = { "reserve-never",
                                 N_ ("Emptied reserve piles stay empty in these rules.") },
  [AP_VERDICT_RESERVE_STOCK_NOT_EMPTY] = { "reserve-stock-not-empty",
                                           N_ ("An empty reserve pile takes a card only once the "
                                               "stock is empty.") },
  [AP_VERDICT_DEST_FIXED] = { "dest-fixed", N_ ("No card can be placed there.") },
  [AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION] = { "reserve-only-to-foundation",
                                              N_ ("Reserve cards go to the foundations only.") },
  [AP_VERDICT_STOCK_EMPTY] = { "stock-empty", N_ ("The stock is empty.") },
  [AP_VERDICT_NO_REDEAL] = { "no-redeal", N_ ("This game has no redeal.") },
  [AP_VERDICT_REDEALS_USED] = { "redeals-used", N_ ("The redeal has been used.") },
  [AP_VERDICT_STOCK_NOT_EMPTY] = { "stock-not-empty", N_ ("The waste can be turned over only when "
                                                          "the stock is empty.") },
  [AP_VERDICT_WASTE_EMPTY] = { "waste-empty",
                               N_ ("The waste is empty: there is nothing to turn over.") },
  [AP_VERDICT_NEEDS_TWO] = { "needs-two",
                             N_ ("An empty foundation of the twos must start with a two.") },
  [AP_VERDICT_NOT_NEXT_UP_BY_TWO] = { "not-next-up-by-two",
                                      N_ (
                                        "This foundation takes only the card two ranks higher.") },
  [AP_VERDICT_SUIT_HAS_KIND] = { "suit-has-kind",
                                 N_ ("This suit already has a foundation of this kind.") },
  [AP_VERDICT_TABLEAU_CLOSED] = { "tableau-closed", N_ ("Nothing is ever placed on these piles.") },
  [AP_VERDICT_GATHER_STOCK_NOT_EMPTY] = { "gather-stock-not-empty",
                                          N_ ("The tableau can be gathered only when the stock is "
                                              "empty.") },
  [AP_VERDICT_TABLEAU_EMPTY] = { "tableau-empty",
                                 N_ ("The tableau is empty: there is nothing to gather.") },
};

const char *
ap_verdict_message (ApVerdict verdict)
{
  g_return_val_if_fail (verdict < AP_N_VERDICTS, "");
  return verdicts[verdict].message;
}

const char *
ap_verdict_id (ApVerdict verdict)
{
  g_return_val_if_fail (verdict < AP_N_VERDICTS, "");
  return verdicts[verdict].id;
}

gboolean
ap_move_parse (const char *text, ApMove *move)
{
  const char *space;
  int src, dst;

  if (strcmp (text, "deal") == 0)
    {
      *move = (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
      return TRUE;
    }
  if (strcmp (text, "redeal") == 0)
    {
      *move = (ApMove) { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
      return TRUE;
    }
  space = strchr (text, ' ');
  if (space == NULL)
    return FALSE;
  src = ap_pile_from_name (text, space - text);
  dst = ap_pile_from_name (space + 1, strlen (space + 1));
  if (src < 0 || dst < 0)
    return FALSE;
  *move = (ApMove) { AP_MOVE_CARD, src, dst };
  return TRUE;
}

void
ap_move_format (ApMove move, char out[8])
{
  switch (move.kind)
    {
    case AP_MOVE_DEAL:
      strcpy (out, "deal");
      break;
    case AP_MOVE_REDEAL:
      strcpy (out, "redeal");
      break;
    default:
      g_snprintf (out, 8, "%s %s", ap_pile_name (move.src), ap_pile_name (move.dst));
      break;
    }
}

gboolean
ap_move_equal (ApMove a, ApMove b)
{
  if (a.kind != b.kind)
    return FALSE;
  return a.kind != AP_MOVE_CARD || (a.src == b.src && a.dst == b.dst);
}

/* TRUE when a non-empty foundation of this suit is of this kind. */
static gboolean
suit_has_foundation (const ApPosition *pos, ApSuit suit, int kind)
{
  ApGame game = pos->rules.game;

  for (guint i = 0; i < ap_n_foundations (game); i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] > 0 && ap_foundation_kind_index (game, pile) == kind &&
          ap_card_suit (pos->cards[pile][0]) == suit)
        return TRUE;
    }
  return FALSE;
}

/* Whether an empty foundation of this kind may be started with the base
 * card of `suit` (rules.md 1.2 and 1.3; for the family, the preamble of
 * sections 5 to 8: any suit that has no pile of that kind yet). */
static gboolean
suit_may_start (const ApPosition *pos, ApSuit suit, int kind)
{
  return !ap_game_info (pos->rules.game)->suit_unique || !suit_has_foundation (pos, suit, kind);
}

/* The verdict for a card that cannot start an empty foundation of a kind. */
static ApVerdict
needs_base_verdict (const ApFoundationKind *kind)
{
  switch (kind->base)
    {
    case AP_KING:
      return AP_VERDICT_NEEDS_KING;
    case 2:
      return AP_VERDICT_NEEDS_TWO;
    default:
      /* Aces; Contradance's foundations are never empty. */
      return AP_VERDICT_NEEDS_ACE;
    }
}

/* The ordinary foundation rule (rules.md 1.2 and 1.3, and the family's
 * kinds of foundation, sections 5 to 8). */
static ApVerdict
foundation_accepts (const ApPosition *pos, int pile, ApCard card)
{
  ApGame game = pos->rules.game;
  const ApGameInfo *info = ap_game_info (game);
  const ApFoundationKind *kind = ap_foundation_kind (game, pile);
  ApCard top;

  if (pos->len[pile] == 0)
    {
      if (ap_card_rank (card) != kind->base)
        return needs_base_verdict (kind);
      if (!suit_may_start (pos, ap_card_suit (card), ap_foundation_kind_index (game, pile)))
        return info->kinds[0].step == info->kinds[1].step ? AP_VERDICT_SUIT_HAS_KIND
                                                          : AP_VERDICT_SUIT_HAS_FOUNDATION;
      return AP_VERDICT_OK;
    }
  if (pos->len[pile] >= kind->length)
    return AP_VERDICT_FOUNDATION_FULL;
  top = ap_position_top (pos, pile);
  if (ap_card_suit (card) != ap_card_suit (top))
    return AP_VERDICT_WRONG_SUIT;
  if (ap_card_rank (card) != ap_foundation_next_rank (kind, ap_card_rank (top)))
    return kind->step < 0    ? AP_VERDICT_NOT_NEXT_DOWN
           : kind->step == 2 ? AP_VERDICT_NOT_NEXT_UP_BY_TWO
                             : AP_VERDICT_NOT_NEXT_UP;
  return AP_VERDICT_OK;
}

/* Why the top card of foundation src may never leave it, whatever the
 * destination, or AP_VERDICT_OK when a transfer may take it. */
static ApVerdict
foundation_source_verdict (const ApPosition *pos, int src)
{
  if (!pos->rules.transfers)
    return AP_VERDICT_TRANSFERS_OFF;
  if (pos->len[src] == 1)
    return AP_VERDICT_FOUNDATION_BASE;
  return AP_VERDICT_OK;
}

/* Foundation transfers (rules.md 1.4, Patriarchs' reversal 3.6). */
static ApVerdict
check_transfer (const ApPosition *pos, int src, int dst)
{
  ApGame game = pos->rules.game;
  ApVerdict verdict = foundation_source_verdict (pos, src);

  if (verdict != AP_VERDICT_OK)
    return verdict;
  if (pos->len[dst] == 0 ||
      ap_foundation_kind_index (game, src) == ap_foundation_kind_index (game, dst))
    return AP_VERDICT_TRANSFER_NOT_MET;
  verdict = foundation_accepts (pos, dst, ap_position_top (pos, src));
  if (verdict == AP_VERDICT_WRONG_SUIT)
    return verdict;
  return verdict == AP_VERDICT_OK ? AP_VERDICT_OK : AP_VERDICT_TRANSFER_NOT_MET;
}

/* rules.md 1.5; Carthage (2.3) builds down only and does not wrap: the ranks
 * a depot showing `rank` takes, in out[]; returns how many. */
static guint
tableau_next_ranks (ApGame game, int rank, int out[2])
{
  if (ap_game_info (game)->tableau == AP_TABLEAU_SUIT_DOWN)
    {
      if (rank == AP_ACE)
        return 0;
      out[0] = rank - 1;
      return 1;
    }
  /* One rank up or down, with wrap: K and A are neighbours. */
  out[0] = rank == AP_KING ? AP_ACE : rank + 1;
  out[1] = rank == AP_ACE ? AP_KING : rank - 1;
  return 2;
}

static ApVerdict
tableau_accepts (const ApPosition *pos, int pile, ApCard card)
{
  ApGame game = pos->rules.game;
  ApCard top;
  int ranks[2];
  guint n;

  if (pos->len[pile] == 0)
    return AP_VERDICT_OK;
  top = ap_position_top (pos, pile);
  if (ap_card_suit (card) != ap_card_suit (top))
    return AP_VERDICT_WRONG_SUIT;
  n = tableau_next_ranks (game, ap_card_rank (top), ranks);
  for (guint i = 0; i < n; i++)
    if (ap_card_rank (card) == ranks[i])
      return AP_VERDICT_OK;
  return ap_game_info (game)->tableau == AP_TABLEAU_SUIT_DOWN ? AP_VERDICT_NOT_ONE_BELOW
                                                              : AP_VERDICT_NOT_ADJACENT;
}

/* rules.md 1.6 and the reserve-spaces option: whether an empty reserve
 * pile takes a card now. */
static ApVerdict
empty_reserve_verdict (const ApPosition *pos)
{
  switch (pos->rules.reserve_spaces)
    {
    case AP_SPACES_NEVER:
      return AP_VERDICT_RESERVE_NEVER;
    case AP_SPACES_WHEN_STOCK_EMPTY:
      return pos->len[AP_PILE_STOCK] > 0 ? AP_VERDICT_RESERVE_STOCK_NOT_EMPTY : AP_VERDICT_OK;
    case AP_SPACES_ALWAYS:
    case AP_N_SPACES:
    default:
      return AP_VERDICT_OK;
    }
}

static ApVerdict
reserve_accepts (const ApPosition *pos, int pile)
{
  if (pos->len[pile] > 0)
    return AP_VERDICT_RESERVE_OCCUPIED;
  return empty_reserve_verdict (pos);
}

gboolean
ap_position_empty_reserve_open (const ApPosition *pos)
{
  /* A reserve refilled at once (Patriarchs, Royal Cotillion) never takes
   * a card from the player, even once nothing is left to refill it. */
  return !ap_game_info (pos->rules.game)->refill_reserve &&
         empty_reserve_verdict (pos) == AP_VERDICT_OK;
}

ApVerdict
ap_position_check_pickup (const ApPosition *pos, int src)
{
  g_return_val_if_fail (src >= 0 && src < AP_N_PILES, AP_VERDICT_NO_SUCH_PILE);

  if (!ap_game_has_pile (pos->rules.game, src))
    return AP_VERDICT_NO_SUCH_PILE;
  if (ap_pile_kind (src) == AP_KIND_STOCK)
    return AP_VERDICT_SOURCE_FIXED;
  if (pos->len[src] == 0)
    return AP_VERDICT_SOURCE_EMPTY;
  if (ap_pile_kind (src) == AP_KIND_FOUNDATION)
    return foundation_source_verdict (pos, src);
  return AP_VERDICT_OK;
}

/* Both piles are known to exist in the game. */
static ApVerdict
check_card_move (const ApPosition *pos, int src, int dst)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  ApPileKind src_kind, dst_kind;

  if (src == dst)
    return AP_VERDICT_SAME_PILE;
  src_kind = ap_pile_kind (src);
  dst_kind = ap_pile_kind (dst);
  if (src_kind == AP_KIND_STOCK)
    return AP_VERDICT_SOURCE_FIXED;
  if (pos->len[src] == 0)
    return AP_VERDICT_SOURCE_EMPTY;

  switch (dst_kind)
    {
    case AP_KIND_FOUNDATION:
      if (src_kind == AP_KIND_FOUNDATION)
        return check_transfer (pos, src, dst);
      return foundation_accepts (pos, dst, ap_position_top (pos, src));
    case AP_KIND_TABLEAU:
      if (src_kind == AP_KIND_FOUNDATION)
        return AP_VERDICT_FOUNDATION_STAYS;
      if (src_kind == AP_KIND_RESERVE && info->reserve_to_foundation_only)
        return AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION;
      if (info->tableau == AP_TABLEAU_CLOSED)
        return AP_VERDICT_TABLEAU_CLOSED;
      return tableau_accepts (pos, dst, ap_position_top (pos, src));
    case AP_KIND_RESERVE:
      if (src_kind == AP_KIND_FOUNDATION)
        return AP_VERDICT_FOUNDATION_STAYS;
      if (info->refill_reserve)
        return src_kind == AP_KIND_RESERVE ? AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION
                                           : AP_VERDICT_DEST_FIXED;
      if (src_kind == AP_KIND_RESERVE && info->reserve_to_foundation_only)
        return AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION;
      if (src_kind != AP_KIND_TABLEAU && info->reserve_from_tableau_only)
        return AP_VERDICT_DEST_FIXED;
      return reserve_accepts (pos, dst);
    case AP_KIND_STOCK:
    case AP_KIND_WASTE:
    default:
      if (src_kind == AP_KIND_FOUNDATION)
        return AP_VERDICT_FOUNDATION_STAYS;
      if (src_kind == AP_KIND_RESERVE && info->reserve_to_foundation_only)
        return AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION;
      return AP_VERDICT_DEST_FIXED;
    }
}

ApVerdict
ap_position_check_move (const ApPosition *pos, ApMove move)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);

  switch (move.kind)
    {
    case AP_MOVE_DEAL:
      return pos->len[AP_PILE_STOCK] == 0 ? AP_VERDICT_STOCK_EMPTY : AP_VERDICT_OK;
    case AP_MOVE_REDEAL:
      if (info->redeals == 0)
        return AP_VERDICT_NO_REDEAL;
      /* The redeal spent is the reason that lasts: an empty stock would
       * not bring it back. */
      if (pos->redeals == 0)
        return AP_VERDICT_REDEALS_USED;
      if (info->redeal == AP_REDEAL_GATHER)
        {
          if (pos->len[AP_PILE_STOCK] > 0)
            return AP_VERDICT_GATHER_STOCK_NOT_EMPTY;
          for (int i = 0; i < info->n_tableau; i++)
            if (pos->len[AP_PILE_T (i)] > 0)
              return AP_VERDICT_OK;
          return AP_VERDICT_TABLEAU_EMPTY;
        }
      if (pos->len[AP_PILE_STOCK] > 0)
        return AP_VERDICT_STOCK_NOT_EMPTY;
      if (pos->len[AP_PILE_WASTE] == 0)
        return AP_VERDICT_WASTE_EMPTY;
      return AP_VERDICT_OK;
    case AP_MOVE_CARD:
      if (move.src >= AP_N_PILES || move.dst >= AP_N_PILES ||
          !ap_game_has_pile (pos->rules.game, move.src) ||
          !ap_game_has_pile (pos->rules.game, move.dst))
        return AP_VERDICT_NO_SUCH_PILE;
      return check_card_move (pos, move.src, move.dst);
    default:
      return AP_VERDICT_NO_SUCH_PILE;
    }
}

ApVerdict
ap_position_stock_move (const ApPosition *pos, ApMove *move)
{
  ApMove deal = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApMove redeal = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApVerdict deal_verdict = ap_position_check_move (pos, deal);
  ApVerdict redeal_verdict;

  *move = deal;
  if (deal_verdict == AP_VERDICT_OK)
    return AP_VERDICT_OK;
  redeal_verdict = ap_position_check_move (pos, redeal);
  /* Once the stock is empty in a game with a redeal, the redeal's reason
   * is the one that teaches something. */
  if (redeal_verdict == AP_VERDICT_NO_REDEAL)
    return deal_verdict;
  *move = redeal;
  return redeal_verdict;
}

/* A card alone in its pile carried to an empty depot or reserve pile only
 * trades one empty pile for another: a tap that did it on its own would be
 * undone by the next tap, which carries the card back (in Carthage, where
 * an empty reserve pile takes a card at any time, a lone card would go
 * from depot to reserve and back on every tap). */
gboolean
ap_position_move_is_shift (const ApPosition *pos, ApMove move)
{
  return move.kind == AP_MOVE_CARD && pos->len[move.src] == 1 && pos->len[move.dst] == 0 &&
         ap_pile_kind (move.dst) != AP_KIND_FOUNDATION;
}

/*
 * The best place for the top card of src, for a player who only says "this
 * card" (a single tap with the tap-action setting "auto", a double-click).
 * The order of preference, best first:
 *   1. a foundation: the card goes home (for a foundation card, a transfer
 *      to the foundation of the other direction, its only kind of move);
 *   2. a depot that has cards: the card builds on it;
 *   3. an empty depot;
 *   4. an empty reserve pile (where the rules let one take a card).
 * Ties go to the first pile in pile order (F1 before F2, T1 before T8).
 * A shift (ap_position_move_is_shift()) is never the best place.
 */
static int
destination_rank (const ApPosition *pos, int src, int dst)
{
  ApPileKind kind = ap_pile_kind (dst);

  if (ap_position_move_is_shift (pos, (ApMove) { AP_MOVE_CARD, src, dst }))
    return -1;
  switch (kind)
    {
    case AP_KIND_FOUNDATION:
      return 0;
    case AP_KIND_TABLEAU:
      return pos->len[dst] > 0 ? 1 : 2;
    case AP_KIND_RESERVE:
      return 3;
    case AP_KIND_STOCK:
    case AP_KIND_WASTE:
    default:
      return -1;
    }
}

int
ap_position_best_destination (const ApPosition *pos, int src)
{
  int best = -1, best_rank = G_MAXINT;

  g_return_val_if_fail (pos != NULL, -1);
  if (src < 0 || src >= AP_N_PILES)
    return -1;
  for (int dst = 0; dst < AP_N_PILES; dst++)
    {
      ApMove move = { AP_MOVE_CARD, src, dst };
      int rank;

      if (ap_position_check_move (pos, move) != AP_VERDICT_OK)
        continue;
      rank = destination_rank (pos, src, dst);
      if (rank >= 0 && rank < best_rank)
        {
          best = dst;
          best_rank = rank;
        }
    }
  return best;
}

/*
 * Every legal move. This is the one move generator, used by the game, the
 * command line and the solver, so it must be fast: instead of asking
 * check_card_move() about every pair of piles (which the solver spent nine
 * tenths of its time on), it first notes, with the same rule functions,
 * which card each foundation and depot takes now, then looks at each
 * exposed card once. The tests check on many thousands of positions that it
 * lists exactly the moves ap_position_check_move() accepts. Order: by
 * source pile, then destination pile, then deal and redeal.
 */
guint
ap_position_legal_moves (const ApPosition *pos, ApMove *moves)
{
  ApGame game = pos->rules.game;
  const ApGameInfo *info = ap_game_info (game);
  /* For each card: the foundations (bit i: F(i+1)) and the depots (bit i:
   * T(i+1)) that take it now. */
  guint16 wanted_home[AP_N_CARDS] = { 0 };
  guint8 wanted_depot[AP_N_CARDS] = { 0 };
  guint16 open_reserves = 0, started = 0;
  guint8 empty_depots = 0;
  guint n = 0;
  ApMove special[] = {
    { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE },
    { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE },
  };

  for (guint i = 0; i < info->n_foundations; i++)
    {
      int pile = AP_PILE_F (i);
      int kind_index = ap_foundation_kind_index (game, pile);
      const ApFoundationKind *kind = &info->kinds[kind_index];
      guint len = pos->len[pile];

      if (len == 0)
        {
          for (int suit = 0; suit < AP_N_SUITS; suit++)
            if (suit_may_start (pos, suit, kind_index))
              wanted_home[AP_CARD (kind->base, suit)] |= 1u << i;
        }
      else if (len < kind->length)
        {
          ApCard top = pos->cards[pile][len - 1];
          int next = ap_foundation_next_rank (kind, ap_card_rank (top));

          started |= 1u << i;
          wanted_home[AP_CARD (next, ap_card_suit (top))] |= 1u << i;
        }
      else
        started |= 1u << i;
    }
  if (info->tableau != AP_TABLEAU_CLOSED)
    for (int i = 0; i < info->n_tableau; i++)
      {
        int pile = AP_PILE_T (i);
        ApCard top;
        int ranks[2];
        guint n_ranks;

        if (pos->len[pile] == 0)
          {
            empty_depots |= 1 << i;
            continue;
          }
        top = ap_position_top (pos, pile);
        n_ranks = tableau_next_ranks (game, ap_card_rank (top), ranks);
        for (guint k = 0; k < n_ranks; k++)
          wanted_depot[AP_CARD (ranks[k], ap_card_suit (top))] |= 1 << i;
      }
  /* Patriarchs' reserve piles take nothing from the player. */
  if (!info->refill_reserve)
    for (int i = 0; i < info->n_reserve; i++)
      if (reserve_accepts (pos, AP_PILE_R (i)) == AP_VERDICT_OK)
        open_reserves |= 1u << i;

  for (int src = AP_PILE_WASTE; src < AP_N_PILES; src++)
    {
      ApPileKind kind;
      ApCard card;
      guint mask;

      /* Skip the slots of piles the game lacks in one step each: the
       * generator runs for every position the solver meets. */
      if (src == AP_PILE_F1 + info->n_foundations && src < AP_PILE_T1)
        src = AP_PILE_T1;
      if (src == AP_PILE_T1 + info->n_tableau && src < AP_PILE_R1)
        src = AP_PILE_R1;
      if (src >= AP_PILE_R1 + info->n_reserve)
        break;
      if (pos->len[src] == 0 || (src == AP_PILE_WASTE && !info->has_waste))
        continue;
      kind = ap_pile_kind (src);
      card = ap_position_top (pos, src);
      if (kind == AP_KIND_FOUNDATION)
        {
          /* Transfers: onto a started foundation of the other kind that
           * takes the card, never the base card. */
          int i = src - AP_PILE_F1;

          if (!pos->rules.transfers || pos->len[src] < 2)
            continue;
          mask = wanted_home[card] & started;
          mask &= ((info->second_kind >> i) & 1) ? ~(guint) info->second_kind : info->second_kind;
          for (; mask != 0; mask &= mask - 1)
            moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_F (g_bit_nth_lsf (mask, -1)) };
          continue;
        }
      for (mask = wanted_home[card]; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_F (g_bit_nth_lsf (mask, -1)) };
      /* The waste and the reserve piles of the Patriarchs kind feed the
       * foundations only. */
      if (kind == AP_KIND_WASTE || (kind == AP_KIND_RESERVE && info->reserve_to_foundation_only))
        continue;
      mask = wanted_depot[card] | empty_depots;
      if (kind == AP_KIND_TABLEAU)
        mask &= ~(1u << (src - AP_PILE_T1));
      for (; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_T (g_bit_nth_lsf (mask, -1)) };
      mask = open_reserves;
      if (kind == AP_KIND_RESERVE)
        mask &= ~(1u << (src - AP_PILE_R1));
      if (kind != AP_KIND_TABLEAU && info->reserve_from_tableau_only)
        mask = 0;
      for (; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_R (g_bit_nth_lsf (mask, -1)) };
    }
  for (guint i = 0; i < G_N_ELEMENTS (special); i++)
    if (ap_position_check_move (pos, special[i]) == AP_VERDICT_OK)
      moves[n++] = special[i];
  return n;
}

/* The pile that receives the i-th card of a deal of `count` cards, given
 * how many cards the stock held before the deal (rules.md 1.7, 2.5). */
static int
deal_target (const ApPosition *pos, guint stock_before, guint i)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);

  switch (info->deal)
    {
    case AP_DEAL_ALGERIAN:
      if (stock_before <= info->n_tableau)
        return AP_PILE_T (i);
      return AP_PILE_R (i % info->n_reserve);
    case AP_DEAL_RESERVES_ONLY:
      return AP_PILE_R (i % info->n_reserve);
    case AP_DEAL_TABLEAU_BLOCKS:
      return AP_PILE_T (i / AP_TABLEAU_BLOCK);
    case AP_DEAL_TO_WASTE:
    default:
      return AP_PILE_WASTE;
    }
}

static guint
deal_count (const ApPosition *pos)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint stock = pos->len[AP_PILE_STOCK];
  guint round = 2 * info->n_reserve;

  switch (info->deal)
    {
    case AP_DEAL_ALGERIAN:
      /* Two cards onto each reserve pile, shortened so that exactly one card
       * per depot remains for the final pass. */
      if (stock <= info->n_tableau)
        return stock;
      return MIN (round, stock - info->n_tableau);
    case AP_DEAL_RESERVES_ONLY:
      return MIN (round, stock);
    case AP_DEAL_TABLEAU_BLOCKS:
      /* Four onto each depot in turn; the last one reached gets what is
       * left (rules.md 7). */
      return MIN ((guint) AP_TABLEAU_BLOCK * info->n_tableau, stock);
    case AP_DEAL_TO_WASTE:
    default:
      return 1;
    }
}

/* A deal from the stock; returns how many cards it moved. */
static guint
deal (ApPosition *pos)
{
  guint stock_before = pos->len[AP_PILE_STOCK];
  guint count = deal_count (pos);

  for (guint i = 0; i < count; i++)
    ap_pile_push (pos, deal_target (pos, stock_before, i), ap_pile_pop (pos, AP_PILE_STOCK));
  return count;
}

static void
undeal (ApPosition *pos, guint count)
{
  guint stock_before = pos->len[AP_PILE_STOCK] + count;

  for (guint i = count; i > 0; i--)
    ap_pile_push (pos, AP_PILE_STOCK, ap_pile_pop (pos, deal_target (pos, stock_before, i - 1)));
}

void
ap_position_apply (ApPosition *pos, ApMove move, ApUndo *undo)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  ApUndo record = { move, 0, AP_PILE_NONE, AP_PILE_NONE, { 0 } };

  switch (move.kind)
    {
    case AP_MOVE_CARD:
      ap_pile_push (pos, move.dst, ap_pile_pop (pos, move.src));
      if (pos->len[move.src] > 0)
        break;
      /* Patriarchs: the refill is part of the move that emptied the pile. */
      if (info->refill_reserve && ap_pile_kind (move.src) == AP_KIND_RESERVE)
        {
          int from = pos->len[AP_PILE_WASTE] > 0 ? AP_PILE_WASTE : AP_PILE_STOCK;

          if (pos->len[from] > 0)
            {
              ap_pile_push (pos, move.src, ap_pile_pop (pos, from));
              record.refill_pile = move.src;
              record.refill_src = from;
              record.count = 1;
            }
        }
      /* Tournament: an emptied depot takes the next four cards of the
       * stock at once, the first dealt at the bottom. */
      if (info->tableau_refill > 0 && ap_pile_kind (move.src) == AP_KIND_TABLEAU &&
          pos->len[AP_PILE_STOCK] > 0)
        {
          record.count = MIN (info->tableau_refill, pos->len[AP_PILE_STOCK]);
          for (guint i = 0; i < record.count; i++)
            ap_pile_push (pos, move.src, ap_pile_pop (pos, AP_PILE_STOCK));
          record.refill_pile = move.src;
          record.refill_src = AP_PILE_STOCK;
        }
      break;
    case AP_MOVE_DEAL:
      record.count = deal (pos);
      break;
    case AP_MOVE_REDEAL:
      if (info->redeal == AP_REDEAL_GATHER)
        {
          /* The new stock deals T1 from bottom to top, then T2, .. : its
           * top is T1's bottom card. Then it is dealt as a deal. */
          for (int i = 0; i < info->n_tableau; i++)
            record.gathered[i] = pos->len[AP_PILE_T (i)];
          for (int i = info->n_tableau - 1; i >= 0; i--)
            while (pos->len[AP_PILE_T (i)] > 0)
              ap_pile_push (pos, AP_PILE_STOCK, ap_pile_pop (pos, AP_PILE_T (i)));
          record.count = deal (pos);
          pos->redeals--;
          break;
        }
      /* Turning the waste over: its bottom card, dealt first, is on top. */
      record.count = pos->len[AP_PILE_WASTE];
      while (pos->len[AP_PILE_WASTE] > 0)
        ap_pile_push (pos, AP_PILE_STOCK, ap_pile_pop (pos, AP_PILE_WASTE));
      pos->redeals--;
      break;
    default:
      g_assert_not_reached ();
    }
  if (undo)
    *undo = record;
}

void
ap_position_unapply (ApPosition *pos, const ApUndo *undo)
{
  switch (undo->move.kind)
    {
    case AP_MOVE_CARD:
      if (undo->refill_pile != AP_PILE_NONE)
        for (guint i = 0; i < MAX (undo->count, 1u); i++)
          ap_pile_push (pos, undo->refill_src, ap_pile_pop (pos, undo->refill_pile));
      ap_pile_push (pos, undo->move.src, ap_pile_pop (pos, undo->move.dst));
      break;
    case AP_MOVE_DEAL:
      undeal (pos, undo->count);
      break;
    case AP_MOVE_REDEAL:
      if (ap_game_info (pos->rules.game)->redeal == AP_REDEAL_GATHER)
        {
          undeal (pos, undo->count);
          for (int i = 0; i < ap_game_info (pos->rules.game)->n_tableau; i++)
            for (guint k = 0; k < undo->gathered[i]; k++)
              ap_pile_push (pos, AP_PILE_T (i), ap_pile_pop (pos, AP_PILE_STOCK));
          pos->redeals++;
          break;
        }
      for (guint i = 0; i < undo->count; i++)
        ap_pile_push (pos, AP_PILE_WASTE, ap_pile_pop (pos, AP_PILE_STOCK));
      pos->redeals++;
      break;
    default:
      g_assert_not_reached ();
    }
}
