/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-move-private.h"

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
            if (ap_suit_may_start (pos, suit, kind_index))
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
        n_ranks = ap_tableau_next_ranks (game, ap_card_rank (top), ranks);
        for (guint k = 0; k < n_ranks; k++)
          wanted_depot[AP_CARD (ranks[k], ap_card_suit (top))] |= 1 << i;
      }
  /* Patriarchs' reserve piles take nothing from the player. */
  if (!info->refill_reserve)
    for (int i = 0; i < info->n_reserve; i++)
      if (ap_reserve_accepts (pos, AP_PILE_R (i)) == AP_VERDICT_OK)
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
