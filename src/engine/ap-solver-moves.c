/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-solver-private.h"

/*
 * The solver's move generator. It lists exactly the moves that
 * ap_position_legal_moves() lists (the tests check this on many thousands
 * of positions of every game), in another order. It exists because the
 * engine's generator asks ap_position_check_move() about every pair of
 * piles, which is the right design for one question from the player but
 * spent nine tenths of the solver's time; this one looks only at the pairs
 * that can work.
 */

guint
ap_solver_moves (const ApPosition *pos, ApMove *moves)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  guint8 down_mask = info->down_foundations;
  /* For each card: the foundations (bit i: F(i+1)) and the depots (bit i:
   * T(i+1)) that take it now. */
  guint8 wanted_home[AP_N_CARDS] = { 0 };
  guint8 wanted_depot[AP_N_CARDS] = { 0 };
  guint8 has_up = 0, has_down = 0;   /* bit s: suit s has such a foundation */
  guint8 nonempty_foundations = 0, empty_depots = 0, empty_reserves = 0;
  gboolean reserve_open;
  guint n = 0;

  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] > 0)
        {
          guint8 suit_bit = 1 << ap_card_suit (pos->cards[pile][0]);

          nonempty_foundations |= 1 << i;
          if ((down_mask >> i) & 1)
            has_down |= suit_bit;
          else
            has_up |= suit_bit;
        }
    }
  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);
      gboolean down = (down_mask >> i) & 1;
      guint len = pos->len[pile];

      if (len == 0)
        {
          /* An ace (a king, building down) of a suit that has no such
           * foundation yet, or of any suit. */
          guint8 taken = down ? has_down : has_up;

          for (int suit = 0; suit < AP_N_SUITS; suit++)
            if (!info->suit_unique || !((taken >> suit) & 1))
              wanted_home[AP_CARD (down ? AP_KING : AP_ACE, suit)] |= 1 << i;
        }
      else if (len < 13)
        {
          ApCard top = pos->cards[pile][len - 1];
          int next = ap_card_rank (top) + (down ? -1 : 1);

          if (next >= AP_ACE && next <= AP_KING)
            wanted_home[AP_CARD (next, ap_card_suit (top))] |= 1 << i;
        }
    }
  for (int i = 0; i < info->n_tableau; i++)
    {
      int pile = AP_PILE_T (i);
      guint len = pos->len[pile];
      ApCard top;
      int rank;
      ApSuit suit;

      if (len == 0)
        {
          empty_depots |= 1 << i;
          continue;
        }
      top = pos->cards[pile][len - 1];
      rank = ap_card_rank (top);
      suit = ap_card_suit (top);
      if (info->tableau == AP_TABLEAU_SUIT_DOWN)
        {
          if (rank > AP_ACE)
            wanted_depot[AP_CARD (rank - 1, suit)] |= 1 << i;
        }
      else
        {
          /* One rank up or down, with wrap: K and A are neighbours. */
          wanted_depot[AP_CARD (rank == AP_KING ? AP_ACE : rank + 1, suit)] |= 1 << i;
          wanted_depot[AP_CARD (rank == AP_ACE ? AP_KING : rank - 1, suit)] |= 1 << i;
        }
    }

  if (info->refill_reserve)
    reserve_open = FALSE;
  else
    switch (pos->rules.reserve_spaces)
      {
      case AP_SPACES_NEVER:
        reserve_open = FALSE;
        break;
      case AP_SPACES_WHEN_STOCK_EMPTY:
        reserve_open = pos->len[AP_PILE_STOCK] == 0;
        break;
      case AP_SPACES_ALWAYS:
      case AP_N_SPACES:
      default:
        reserve_open = TRUE;
        break;
      }
  if (reserve_open)
    for (int i = 0; i < info->n_reserve; i++)
      if (pos->len[AP_PILE_R (i)] == 0)
        empty_reserves |= 1 << i;

  for (int src = AP_PILE_WASTE; src < AP_N_PILES; src++)
    {
      ApPileKind kind;
      ApCard card;
      guint mask;

      if (pos->len[src] == 0)
        continue;
      kind = ap_pile_kind (src);
      if (kind == AP_KIND_FOUNDATION ||
          (kind == AP_KIND_WASTE && !info->has_waste) ||
          (kind == AP_KIND_TABLEAU && src - AP_PILE_T1 >= info->n_tableau) ||
          (kind == AP_KIND_RESERVE && src - AP_PILE_R1 >= info->n_reserve))
        continue;
      card = pos->cards[src][pos->len[src] - 1];

      for (mask = wanted_home[card]; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_F (g_bit_nth_lsf (mask, -1)) };

      /* The waste, and Patriarchs' reserve, feed the foundations only. */
      if (kind == AP_KIND_WASTE || info->refill_reserve)
        continue;
      mask = wanted_depot[card] | empty_depots;
      if (kind == AP_KIND_TABLEAU)
        mask &= ~(1u << (src - AP_PILE_T1));
      for (; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_T (g_bit_nth_lsf (mask, -1)) };
      mask = empty_reserves;
      if (kind == AP_KIND_RESERVE)
        mask &= ~(1u << (src - AP_PILE_R1));
      for (; mask != 0; mask &= mask - 1)
        moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_R (g_bit_nth_lsf (mask, -1)) };
    }

  /* Transfers: the top of a foundation, never its base, onto a non-empty
   * foundation of the other direction that takes it. */
  if (pos->rules.transfers)
    for (int i = 0; i < 8; i++)
      {
        int src = AP_PILE_F (i);
        guint mask;

        if (pos->len[src] < 2)
          continue;
        mask = wanted_home[pos->cards[src][pos->len[src] - 1]] & nonempty_foundations;
        mask &= ((down_mask >> i) & 1) ? ~(guint) down_mask : down_mask;
        for (; mask != 0; mask &= mask - 1)
          moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_F (g_bit_nth_lsf (mask, -1)) };
      }

  if (pos->len[AP_PILE_STOCK] > 0)
    moves[n++] = (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  else if (info->redeals > 0 && pos->redeals > 0 && pos->len[AP_PILE_WASTE] > 0)
    moves[n++] = (ApMove) { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  return n;
}
