/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-board-private.h"

/* Drag and drop, with a mouse, a pen or a finger. */

/* Where a finger holds the card it drags, as a share of the card's height
 * from its top: near its bottom edge, so that most of the card shows above
 * the finger. */
#define TOUCH_HOLD 0.9

static void
drag_card_rect (ApBoard *self, graphene_rect_t *rect)
{
  graphene_rect_init (rect, self->drag_pos.x - self->grab.x, self->drag_pos.y - self->grab.y,
                      ap_card_renderer_get_width (self->renderer),
                      ap_card_renderer_get_height (self->renderer));
}

int
ap_board_get_drag_rect (ApBoard *self, graphene_rect_t *rect)
{
  g_return_val_if_fail (AP_IS_BOARD (self), -1);

  if (!self->dragging || self->drag_src < 0)
    return -1;
  drag_card_rect (self, rect);
  return self->drag_src;
}

/* The legal target the dragged card would drop on: the pile under the
 * pointer if it is one, else the one the card overlaps most. */
static int
drop_target (ApBoard *self)
{
  graphene_rect_t card;
  int under = ap_board_pile_at (self, self->drag_pos.x, self->drag_pos.y);
  int best = -1;
  float best_area = 0;

  if (under >= 0 && self->targets[under])
    return under;

  drag_card_rect (self, &card);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      graphene_rect_t slot, inter;
      float area;

      if (!self->targets[p])
        continue;
      /* Only the part of a pile where cards lie counts, not the empty end
       * of a long fan. */
      ap_board_top_card_rect (self, p, &slot);
      graphene_rect_union (&slot,
                           &GRAPHENE_RECT_INIT (self->slots[p].x, self->slots[p].y, slot.size.width,
                                                slot.size.height),
                           &slot);
      if (!graphene_rect_intersection (&slot, &card, &inter))
        continue;
      area = inter.size.width * inter.size.height;
      if (area > best_area)
        {
          best_area = area;
          best = p;
        }
    }
  return best;
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, ApBoard *self)
{
  const ApPosition *pos;
  graphene_rect_t top;
  int pile;

  self->drag_src = -1;
  self->dragging = FALSE;
  if (self->model == NULL || self->win_animation != NULL)
    return;
  ap_board_finish_flights (self);

  pos = ap_game_model_get_position (self->model);
  pile = ap_board_input_pile_at (self, GTK_GESTURE (gesture), x, y);
  if (pile < 0 || pile == AP_PILE_STOCK || pos->len[pile] == 0)
    return;

  ap_board_top_card_rect (self, pile, &top);
  self->drag_src = pile;
  self->drag_start = GRAPHENE_POINT_INIT (x, y);
  self->drag_pos = self->drag_start;
  /* The card is held where it was grabbed, or by its nearest point when
   * the press was on a card below it. */
  self->grab = GRAPHENE_POINT_INIT (CLAMP (x - top.origin.x, 0, top.size.width),
                                    CLAMP (y - top.origin.y, 0, top.size.height));
  /* A finger hides what it touches: a card dragged by one is held by its
   * bottom edge, lifted above the finger as it starts to move, so that
   * its index stays in sight. A touch has a sequence; a pointer none. */
  if (gtk_gesture_single_get_current_sequence (GTK_GESTURE_SINGLE (gesture)) != NULL)
    self->grab.y = top.size.height * TOUCH_HOLD;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, ApBoard *self)
{
  if (self->drag_src < 0)
    return;

  self->drag_pos = GRAPHENE_POINT_INIT (self->drag_start.x + dx, self->drag_start.y + dy);
  if (!self->dragging)
    {
      int threshold = 8;

      g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-dnd-drag-threshold",
                    &threshold, NULL);
      if (hypot (dx, dy) < threshold)
        return;

      /* The card leaves its pile and follows the pointer; taps are over. */
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      self->dragging = TRUE;
      self->selected = -1;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      ap_board_compute_targets (self, self->drag_src);
      ap_board_hold_card (self, self->drag_src, +1);
    }
  self->hover = drop_target (self);
  ap_board_update_highlights (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  ap_board_emit_state_changed (self);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, ApBoard *self)
{
  int src = self->drag_src;
  int dst, under;
  graphene_rect_t card, home;

  if (src < 0 || !self->dragging)
    {
      self->drag_src = -1;
      return;
    }

  self->drag_pos = GRAPHENE_POINT_INIT (self->drag_start.x + dx, self->drag_start.y + dy);
  dst = drop_target (self);
  under = ap_board_pile_at (self, self->drag_pos.x, self->drag_pos.y);
  drag_card_rect (self, &card);
  self->dragging = FALSE;
  self->hover = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  ap_board_clear_targets (self);
  ap_board_update_highlights (self);
  ap_board_hold_card (self, src, -1);

  if (dst >= 0)
    {
      ApMove move = { AP_MOVE_CARD, src, dst };

      /* The move animates from where the card was let go. */
      if (ap_game_model_try_move (self->model, move) == AP_VERDICT_OK)
        ap_board_start_flight_at (self, src, card.origin);
      self->drag_src = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      ap_board_emit_state_changed (self);
      return;
    }

  /* An illegal drop: the card glides back, and if it was dropped on a
   * pile the player learns why. */
  if (under >= 0 && under != src)
    {
      ApMove move = { AP_MOVE_CARD, src, under };
      ap_board_refuse (self, move,
                       ap_position_check_move (ap_game_model_get_position (self->model), move));
    }
  self->drag_src = -1;
  if (ap_board_animate (self))
    {
      ap_board_top_card_rect (self, src, &home);
      ap_board_finish_flights (self);
      ap_board_add_flight (self, ap_position_top (ap_game_model_get_position (self->model), src),
                           FALSE, FALSE, card.origin, home.origin, 0, MOVE_MS * 1.3, src);
      ap_board_start_flights (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  ap_board_emit_state_changed (self);
}

void
ap_board_dragged_card_snapshot (ApBoard *self, GtkSnapshot *snapshot)
{
  const ApPosition *pos;
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  graphene_rect_t card;
  GskRoundedRect rr;

  /* A board drawn before it has a game (a window's first frame) has no
   * position to ask. */
  if (!self->dragging || self->drag_src < 0 || self->model == NULL)
    return;
  pos = ap_game_model_get_position (self->model);
  if (pos->len[self->drag_src] == 0)
    return;

  drag_card_rect (self, &card);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &card.origin);
  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (0, 0, cw, ch),
                                   ap_card_corner_radius (cw));
  gtk_snapshot_append_outset_shadow (snapshot, &rr, &(GdkRGBA) { 0, 0, 0, 0.3f }, 0, cw * 0.04f, 0,
                                     cw * 0.08f);
  gtk_snapshot_append_node (snapshot,
                            ap_card_renderer_get_face (self->renderer,
                                                       ap_position_top (pos, self->drag_src)));
  gtk_snapshot_restore (snapshot);
}

void
ap_board_init_drag (ApBoard *self)
{
  GtkGesture *drag;

  /* One drag gesture for mouse, pen and touch alike. */
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (drag), FALSE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}
