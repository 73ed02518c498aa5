/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-move-private.h"

/*
 * The rules of play, once, for every game: the verdict on any move
 * (ap_position_check_move()), on picking a card up and on the stock. The
 * differences between the games come from the rules table (ap_game_info)
 * and the options (ApRules); the move generator (ap-move-generate.c) asks
 * the same rule functions (ap-move-private.h).
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
      if (!ap_suit_may_start (pos, ap_card_suit (card), ap_foundation_kind_index (game, pile)))
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
  n = ap_tableau_next_ranks (game, ap_card_rank (top), ranks);
  for (guint i = 0; i < n; i++)
    if (ap_card_rank (card) == ranks[i])
      return AP_VERDICT_OK;
  return ap_game_info (game)->tableau == AP_TABLEAU_SUIT_DOWN ? AP_VERDICT_NOT_ONE_BELOW
                                                              : AP_VERDICT_NOT_ADJACENT;
}

gboolean
ap_position_empty_reserve_open (const ApPosition *pos)
{
  /* A reserve refilled at once (Patriarchs, Royal Cotillion) never takes
   * a card from the player, even once nothing is left to refill it. */
  return !ap_game_info (pos->rules.game)->refill_reserve &&
         ap_empty_reserve_verdict (pos) == AP_VERDICT_OK;
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
      return ap_reserve_accepts (pos, dst);
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
