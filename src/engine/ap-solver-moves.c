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

typedef struct {
  gboolean has_up[AP_N_SUITS];
  gboolean has_down[AP_N_SUITS];
  guint8 down_mask;
  gboolean suit_unique;
} FoundationInfo;

static inline gboolean
accepts_on_foundation (const ApPosition *pos, const FoundationInfo *fi, int pile, ApCard card)
{
  gboolean down = (fi->down_mask >> (pile - AP_PILE_F1)) & 1;
  guint len = pos->len[pile];
  ApCard top;

  if (len == 0)
    {
      if (ap_card_rank (card) != (down ? AP_KING : AP_ACE))
        return FALSE;
      if (fi->suit_unique)
        return !(down ? fi->has_down : fi->has_up)[ap_card_suit (card)];
      return TRUE;
    }
  if (len == 13)
    return FALSE;
  top = pos->cards[pile][len - 1];
  if (ap_card_suit (top) != ap_card_suit (card))
    return FALSE;
  return ap_card_rank (card) == ap_card_rank (top) + (down ? -1 : 1);
}

static inline gboolean
accepts_on_depot (const ApPosition *pos, gboolean down_only, int pile, ApCard card)
{
  guint len = pos->len[pile];
  ApCard top;
  int diff;

  if (len == 0)
    return TRUE;
  top = pos->cards[pile][len - 1];
  if (ap_card_suit (top) != ap_card_suit (card))
    return FALSE;
  diff = ap_card_rank (card) - ap_card_rank (top);
  if (down_only)
    return diff == -1;
  return diff == 1 || diff == -1 || diff == 12 || diff == -12;
}

guint
ap_solver_moves (const ApPosition *pos, ApMove *moves)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  FoundationInfo fi = { { 0 }, { 0 }, info->down_foundations, info->suit_unique };
  gboolean down_only = info->tableau == AP_TABLEAU_SUIT_DOWN;
  gboolean reserve_open;
  int sources[1 + 8 + 9];
  int n_sources = 0;
  guint n = 0;

  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);

      if (pos->len[pile] > 0)
        {
          ApSuit suit = ap_card_suit (pos->cards[pile][0]);

          if ((fi.down_mask >> i) & 1)
            fi.has_down[suit] = TRUE;
          else
            fi.has_up[suit] = TRUE;
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

  if (info->has_waste && pos->len[AP_PILE_WASTE] > 0)
    sources[n_sources++] = AP_PILE_WASTE;
  for (int i = 0; i < info->n_tableau; i++)
    if (pos->len[AP_PILE_T (i)] > 0)
      sources[n_sources++] = AP_PILE_T (i);
  for (int i = 0; i < info->n_reserve; i++)
    if (pos->len[AP_PILE_R (i)] > 0)
      sources[n_sources++] = AP_PILE_R (i);

  for (int k = 0; k < n_sources; k++)
    {
      int src = sources[k];
      ApCard card = pos->cards[src][pos->len[src] - 1];
      ApPileKind kind = ap_pile_kind (src);

      for (int i = 0; i < 8; i++)
        if (accepts_on_foundation (pos, &fi, AP_PILE_F (i), card))
          moves[n++] = (ApMove) { AP_MOVE_CARD, src, AP_PILE_F (i) };

      /* The waste, and Patriarchs' reserve, feed the foundations only. */
      if (kind == AP_KIND_WASTE || info->refill_reserve)
        continue;
      for (int i = 0; i < info->n_tableau; i++)
        {
          int dst = AP_PILE_T (i);

          if (dst != src && accepts_on_depot (pos, down_only, dst, card))
            moves[n++] = (ApMove) { AP_MOVE_CARD, src, dst };
        }
      if (reserve_open)
        for (int i = 0; i < info->n_reserve; i++)
          {
            int dst = AP_PILE_R (i);

            if (dst != src && pos->len[dst] == 0)
              moves[n++] = (ApMove) { AP_MOVE_CARD, src, dst };
          }
    }

  /* Transfers: the top of a foundation, never its base, onto a non-empty
   * foundation of the other direction that takes it. */
  if (pos->rules.transfers)
    for (int i = 0; i < 8; i++)
      {
        int src = AP_PILE_F (i);
        gboolean down = (fi.down_mask >> i) & 1;
        ApCard card;

        if (pos->len[src] < 2)
          continue;
        card = pos->cards[src][pos->len[src] - 1];
        for (int j = 0; j < 8; j++)
          {
            int dst = AP_PILE_F (j);

            if (((fi.down_mask >> j) & 1) != down && pos->len[dst] > 0 &&
                accepts_on_foundation (pos, &fi, dst, card))
              moves[n++] = (ApMove) { AP_MOVE_CARD, src, dst };
          }
      }

  if (pos->len[AP_PILE_STOCK] > 0)
    moves[n++] = (ApMove) { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  else if (info->redeals > 0 && pos->redeals > 0 && pos->len[AP_PILE_WASTE] > 0)
    moves[n++] = (ApMove) { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  return n;
}
