/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-move.h"

/* Every verdict's id (for the tests and the CLI) and its sentence for the
 * player, untranslated (ap-reason.c words a refusal from it). */

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
