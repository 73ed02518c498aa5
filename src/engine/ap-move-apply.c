/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-move.h"
#include "ap-pile-ops.h"

/* Applying a move to a position and taking it back: the deals of each
 * game (rules.md 1.7, 2.5, 7), the redeals, and the refills that are part
 * of the move that emptied a pile (Patriarchs' reserve, Tournament's
 * depots). */

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
