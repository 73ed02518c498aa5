/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ap-board-private.h"

/* The card in hand, from a tap or the keyboard, the piles it may go to,
 * and the moves the player asks of the model, with what a refused one
 * tells. */

void
ap_board_update_highlights (ApBoard *self)
{
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApHighlight h = AP_HIGHLIGHT_NONE;

      if (self->views[p] == NULL)
        continue;
      if (self->dragging && p == self->hover)
        h = AP_HIGHLIGHT_HOVER;
      else if (self->targets[p])
        h = AP_HIGHLIGHT_TARGET;
      else if ((self->stock_hint || self->hint_deal) && p == AP_PILE_STOCK && self->selected < 0 &&
               !self->dragging)
        h = AP_HIGHLIGHT_TARGET;
      else if (self->has_mistake &&
               (self->mistake.kind == AP_MOVE_CARD
                  ? p == (int) self->mistake.src || p == (int) self->mistake.dst
                  : p == AP_PILE_STOCK))
        h = AP_HIGHLIGHT_MISTAKE;
      ap_pile_view_set_highlight (AP_PILE_VIEW (self->views[p]), h);
      ap_pile_view_set_selected (AP_PILE_VIEW (self->views[p]), p == self->selected);
    }
}

/* Asks the engine where the top card of src may go. Returns how many. */
guint
ap_board_compute_targets (ApBoard *self, int src)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  guint n = 0;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApMove move = { AP_MOVE_CARD, src, p };

      self->targets[p] =
        self->views[p] != NULL && p != src && ap_position_check_move (pos, move) == AP_VERDICT_OK;
      n += self->targets[p];
    }
  return n;
}

/* Whether the card in hand, from src, may go to pile: a lit target, or
 * another legal destination (a hint lights its own destination only). */
gboolean
ap_board_may_drop (ApBoard *self, int src, int pile)
{
  ApMove move = { AP_MOVE_CARD, src, pile };

  return self->targets[pile] ||
         ap_position_check_move (ap_game_model_get_position (self->model), move) == AP_VERDICT_OK;
}

void
ap_board_clear_targets (ApBoard *self)
{
  memset (self->targets, 0, sizeof self->targets);
}

void
ap_board_set_selected (ApBoard *self, int pile)
{
  /* Whatever the player does next, a hint to deal has been seen; a hint
   * to move a card stands while the card is in hand. */
  self->hint_deal = FALSE;
  self->hint_picked = FALSE;
  if (!(self->has_hint && self->hint.kind == AP_MOVE_CARD && pile == (int) self->hint.src))
    self->has_hint = FALSE;
  self->selected = pile;
  if (pile >= 0)
    ap_board_compute_targets (self, pile);
  else
    ap_board_clear_targets (self);
  ap_board_update_highlights (self);
  ap_board_emit_state_changed (self);
}

int
ap_board_get_selected (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), -1);
  return self->selected;
}

gboolean
ap_board_is_target (ApBoard *self, int pile)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return pile >= 0 && pile < AP_N_PILES && self->targets[pile];
}

/* The window explains a refused move with the cards involved, so the
 * signal carries the move as well as the verdict. */
void
ap_board_refuse (ApBoard *self, ApMove move, ApVerdict verdict)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
  ap_board_emit_move_refused (self, move, verdict);
}

ApVerdict
ap_board_try_move (ApBoard *self, int src, int dst)
{
  ApMove move = { AP_MOVE_CARD, src, dst };
  ApVerdict verdict = ap_game_model_try_move (self->model, move);

  if (verdict != AP_VERDICT_OK)
    ap_board_refuse (self, move, verdict);
  return verdict;
}

void
ap_board_deal (ApBoard *self)
{
  ApMove move;
  ApVerdict verdict = ap_position_stock_move (ap_game_model_get_position (self->model), &move);

  /* A tap on a stock that can give nothing says why, as the engine
   * words it. */
  if (verdict != AP_VERDICT_OK)
    {
      ap_board_refuse (self, move, verdict);
      return;
    }
  /* The window's action knows whether to deal or to redeal. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.deal", NULL);
}

/* A card on a foundation that cannot move now is not picked up: there is
 * nothing the player could do with it. Where no card ever leaves a
 * foundation, or it is the foundation's bottom card, which never moves,
 * the player is told why. TRUE when refused. */
gboolean
ap_board_refuse_foundation_pickup (ApBoard *self, int pile)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  ApMove move = { AP_MOVE_CARD, pile, pile };
  ApVerdict verdict;

  if (ap_pile_kind (pile) != AP_KIND_FOUNDATION || pos->len[pile] == 0 ||
      ap_board_compute_targets (self, pile) > 0)
    return FALSE;
  ap_board_set_selected (self, -1);
  verdict = ap_position_check_pickup (pos, pile);
  if (verdict != AP_VERDICT_OK)
    ap_board_refuse (self, move, verdict);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}
