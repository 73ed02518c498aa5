/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-board-private.h"

/* The Hint on the board: the hinted card picked up with only its
 * destination lit, or the stock ringed, and where they lie for the
 * window's message; and Show Where's mark on the move that lost the
 * deal. */

void
ap_board_set_stock_hint (ApBoard *self, gboolean hint)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->stock_hint == !!hint)
    return;
  self->stock_hint = !!hint;
  ap_board_update_highlights (self);
}

gboolean
ap_board_show_hint (ApBoard *self, ApMove move)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);

  ap_board_finish_flights (self);
  /* A card in the player's fingers is not taken away from them. */
  if (self->dragging)
    return FALSE;
  if (move.kind != AP_MOVE_CARD)
    {
      ap_board_set_selected (self, -1);
      self->has_hint = TRUE;
      self->hint = move;
      self->hint_deal = TRUE;
      /* Return deals, as the ring says. */
      ap_board_focus_hint (self);
      ap_board_update_highlights (self);
      ap_board_emit_state_changed (self);
      return TRUE;
    }
  g_return_val_if_fail (move.src < AP_N_PILES && move.dst < AP_N_PILES, FALSE);
  g_return_val_if_fail (self->views[move.src] != NULL && self->views[move.dst] != NULL, FALSE);

  /* The card is picked up as a tap would, but only the hinted destination
   * lights up: a tap or Return there plays the hint, a tap on the card
   * keeps it in hand (tap_pile() in ap-board-tap.c), anything else puts
   * it back as usual. */
  ap_board_set_selected (self, move.src);
  ap_board_clear_targets (self);
  self->targets[move.dst] = TRUE;
  self->hint_picked = TRUE;
  self->has_hint = TRUE;
  self->hint = move;
  /* The keyboard goes to the destination, so that Return there plays the
   * hint: wherever the focus was (the header bar's buttons, at first),
   * Return would do something else. */
  ap_board_focus_hint (self);
  ap_board_update_highlights (self);
  ap_board_emit_state_changed (self);
  return TRUE;
}

void
ap_board_show_mistake (ApBoard *self, ApMove move)
{
  g_return_if_fail (AP_IS_BOARD (self));
  g_return_if_fail (move.kind != AP_MOVE_CARD || (move.src < AP_N_PILES && move.dst < AP_N_PILES));

  self->has_mistake = TRUE;
  self->mistake = move;
  ap_board_update_highlights (self);
  ap_board_emit_state_changed (self);
}

gboolean
ap_board_get_mistake (ApBoard *self, ApMove *move)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  if (self->has_mistake)
    *move = self->mistake;
  return self->has_mistake;
}

gboolean
ap_board_has_hint (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->has_hint;
}

void
ap_board_focus_hint (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->has_hint && self->hint.kind == AP_MOVE_CARD && self->views[self->hint.dst] != NULL)
    gtk_widget_grab_focus (self->views[self->hint.dst]);
  else if (self->views[AP_PILE_STOCK] != NULL)
    gtk_widget_grab_focus (self->views[AP_PILE_STOCK]);
}

gboolean
ap_board_get_hint_rects (ApBoard *self, graphene_rect_t *card, graphene_rect_t *destination)
{
  gboolean card_move;
  int src, dst;
  float margin;

  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);

  if (!self->has_hint)
    return FALSE;
  card_move = self->hint.kind == AP_MOVE_CARD;
  src = card_move ? (int) self->hint.src : AP_PILE_STOCK;
  dst = card_move ? (int) self->hint.dst : AP_PILE_STOCK;
  if (self->views[src] == NULL || self->views[dst] == NULL)
    return FALSE;
  ap_board_top_card_rect (self, src, card);
  ap_board_top_card_rect (self, dst, destination);
  if (card_move)
    {
      /* Where the card will lie once played, one fan step below the top
       * card: the player looks there too. */
      guint n = ap_game_model_get_position (self->model)->len[dst];
      graphene_point_t landing = ap_board_card_origin (self, dst, n, n + 1);

      graphene_rect_union (destination,
                           &GRAPHENE_RECT_INIT (landing.x, landing.y, card->size.width,
                                                card->size.height),
                           destination);
    }
  /* The card in hand is drawn raised, and rings lie round the cards. */
  margin = ceilf (0.1f * card->size.height);
  graphene_rect_inset (card, -margin, -margin);
  graphene_rect_inset (destination, -margin, -margin);
  return TRUE;
}
