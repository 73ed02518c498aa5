/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-board-private.h"

/* Clicks and taps: a single tap picks a card up or sends it on, after
 * the tap-action setting; a double tap sends a card home. */

/* Where a tap sends the card of pile at once, after the tap-action
 * setting, or -1 when the card is to be picked up with its destinations
 * lit. */
static int
tap_destination (ApBoard *self, int pile)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  int dst = -1;

  switch (self->tap_action)
    {
    case AP_TAP_PICK:
      return -1;
    case AP_TAP_AUTO:
      /* A card with nowhere to go is picked up all the same, so that a
       * tap on a pile then says why it cannot go there. */
      return ap_position_best_destination (pos, pile);
    case AP_TAP_SELECT:
    default:
      /* Only a card with exactly one place to go goes there, and not when
       * that only trades one empty pile for another. */
      if (ap_board_compute_targets (self, pile) != 1)
        return -1;
      for (int p = 0; p < AP_N_PILES && dst < 0; p++)
        if (self->targets[p])
          dst = p;
      if (ap_position_move_is_shift (pos, (ApMove) { AP_MOVE_CARD, pile, dst }))
        return -1;
      return dst;
    }
}

static void
tap_pile (ApBoard *self, int pile)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  int dst;

  self->last_tap_moved = FALSE;

  if (pile == AP_PILE_STOCK)
    {
      ap_board_set_selected (self, -1);
      ap_board_deal (self);
      return;
    }

  if (self->selected >= 0)
    {
      int src = self->selected;

      /* The hint picked the card up: a player who taps it means to pick it
       * up, not to put it back, so it stays in hand, now with every place
       * it can go lit. */
      if (pile == src && self->hint_picked)
        {
          ap_board_set_selected (self, src);
          return;
        }
      if (pile == src || pile < 0)
        {
          ap_board_set_selected (self, -1);
          return;
        }
      if (ap_board_may_drop (self, src, pile))
        {
          ap_board_set_selected (self, -1);
          ap_board_try_move (self, src, pile);
          self->last_tap_moved = TRUE;
          return;
        }
      /* Another pile that cannot take the card. Empty, it is refused. A
       * card there is picked up in its place, as a player who changed their
       * mind means; one who meant to move there is told why it could not,
       * quietly, since a change of mind is no mistake. */
      {
        ApMove move = { AP_MOVE_CARD, src, pile };
        ApVerdict verdict = ap_position_check_move (pos, move);

        if (pos->len[pile] == 0)
          {
            ap_board_set_selected (self, -1);
            ap_board_refuse (self, move, verdict);
            return;
          }
        ap_board_emit_move_refused (self, move, verdict);
        /* Picked up, never moved at once: the player aimed at it. */
        if (ap_pile_kind (pile) == AP_KIND_FOUNDATION && ap_board_compute_targets (self, pile) == 0)
          ap_board_set_selected (self, -1);
        else
          ap_board_set_selected (self, pile);
        return;
      }
    }

  if (pile < 0 || pos->len[pile] == 0)
    {
      ap_board_set_selected (self, -1);
      return;
    }

  if (ap_board_refuse_foundation_pickup (self, pile))
    return;
  /* A tap never sends a card on by itself when it is a foundation card
   * (a transfer is a deliberate move), or the card a tap has just moved
   * here: a player who taps a card and then where it should go would
   * otherwise see it go and come back, two moves counted. Such a card is
   * picked up. */
  if (ap_pile_kind (pile) == AP_KIND_FOUNDATION ||
      (pile == self->tap_moved_to && ap_game_model_get_moves (self->model) == self->tap_moved_at))
    dst = -1;
  else
    dst = tap_destination (self, pile);
  if (dst >= 0)
    {
      ap_board_set_selected (self, -1);
      if (ap_board_try_move (self, pile, dst) == AP_VERDICT_OK)
        {
          self->tap_moved_to = dst;
          self->tap_moved_at = ap_game_model_get_moves (self->model);
        }
      self->last_tap_moved = TRUE;
      return;
    }
  ap_board_set_selected (self, pile);
}

static void
double_tap_pile (ApBoard *self, int pile)
{
  int dst;

  /* The first tap already moved the card: the second is not for the card
   * that is now on top. */
  if (self->last_tap_moved || pile < 0 || pile == AP_PILE_STOCK)
    return;
  /* A double-click sends a card home: to its best place when that is a
   * foundation, which the engine puts before any other place. A card on a
   * foundation is home already. */
  dst = ap_position_best_destination (ap_game_model_get_position (self->model), pile);
  ap_board_set_selected (self, -1);
  if (dst >= 0 && ap_pile_kind (dst) == AP_KIND_FOUNDATION &&
      ap_pile_kind (pile) != AP_KIND_FOUNDATION)
    ap_board_try_move (self, pile, dst);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture, int n_press, double x, double y, ApBoard *self)
{
  int pile;

  if (self->model == NULL || self->dragging || self->win_animation != NULL)
    return;
  ap_board_finish_flights (self);
  pile = ap_board_input_pile_at (self, GTK_GESTURE (gesture), x, y);
  /* Every click on the stock deals: quick clicks are not a double-click.
   * Nor are two quick taps on two piles, which GTK may count as one
   * double tap of a finger: the card picked up by the first goes where the
   * second says. */
  if (n_press == 1 || pile == AP_PILE_STOCK || pile != self->last_tap_pile)
    tap_pile (self, pile);
  else if (n_press == 2)
    double_tap_pile (self, pile);
  self->last_tap_pile = pile;
}

void
ap_board_init_tap (ApBoard *self)
{
  GtkGesture *click;

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
