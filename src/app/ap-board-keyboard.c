/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-board-private.h"
#include "ap-compat.h"

/* The class the board derives from, whose handlers these chain up to: the
 * pointer G_DEFINE_FINAL_TYPE keeps to it is private to ap-board.c. */
#define PARENT_CLASS(self) GTK_WIDGET_CLASS (g_type_class_peek_parent (G_OBJECT_GET_CLASS (self)))

/* The keyboard on the board: the focus ring, Tab and the arrows from pile
 * to pile, Return to pick up, put down or deal, Escape to put back. */

/* Tab visits the piles in reading order: row by row from the top, each
 * row from the left, a row being the piles whose places start at the same
 * height. GTK's own order compares the middles of the places, which puts a
 * lone stock before the tall places of the reserve piles beside it. */
static int
compare_reading_order (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const ApSlot *slots = user_data;
  const ApSlot *sa = &slots[*(const int *) a], *sb = &slots[*(const int *) b];

  if (sa->y != sb->y)
    return sa->y < sb->y ? -1 : 1;
  return sa->x < sb->x ? -1 : sa->x > sb->x;
}

/* The keyboard's ring: GTK shows focus for 3 s after the last key press
 * only, so the board keeps the ring from a key press (the window turning
 * focus-visible on) until a pointer or a finger presses on the board. */
static void
set_keyboard_mode (ApBoard *self, gboolean on)
{
  if (self->keyboard_mode == on)
    return;
  self->keyboard_mode = on;
  for (int p = 0; p < AP_N_PILES; p++)
    if (self->views[p] != NULL)
      ap_pile_view_set_keyboard_ring (AP_PILE_VIEW (self->views[p]), on);
}

static void
focus_visible_cb (GtkWindow *window, GParamSpec *pspec, ApBoard *self)
{
  if (gtk_window_get_focus_visible (window))
    set_keyboard_mode (self, TRUE);
}

static gboolean
pointer_event_cb (GtkEventControllerLegacy *controller, GdkEvent *event, ApBoard *self)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    set_keyboard_mode (self, FALSE);
  return GDK_EVENT_PROPAGATE;
}

void
ap_board_widget_root (GtkWidget *widget)
{
  ApBoard *self = AP_BOARD (widget);
  GtkRoot *root;

  PARENT_CLASS (self)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_set_weak_pointer (&self->window, GTK_WINDOW (root));
      g_signal_connect_object (root, "notify::focus-visible", G_CALLBACK (focus_visible_cb), self,
                               0);
    }
}

void
ap_board_widget_unroot (GtkWidget *widget)
{
  ApBoard *self = AP_BOARD (widget);

  if (self->window != NULL)
    g_signal_handlers_disconnect_by_func (self->window, focus_visible_cb, self);
  g_clear_weak_pointer (&self->window);
  PARENT_CLASS (self)->unroot (widget);
}

/* The middle of pile p's first card (a fanned pile's slot is longer than
 * a card: its middle would lie lower, or further right, than the pile's
 * place in its row). */
static void
first_card_centre (ApBoard *self, int p, graphene_point_t *centre)
{
  graphene_point_init (centre, self->slots[p].x + ap_card_renderer_get_width (self->renderer) / 2.f,
                       self->slots[p].y + ap_card_renderer_get_height (self->renderer) / 2.f);
}

/* Where an arrow starts from: the middle of the focused pile's first card,
 * or, when the focus comes from outside the board (the header bar, the
 * bottom bar of a narrow window), the middle of the widget it leaves. */
static gboolean
arrow_origin (ApBoard *self, GtkWidget *focus, graphene_point_t *origin)
{
  GtkWidget *outside;
  graphene_rect_t bounds;

  for (int p = 0; p < AP_N_PILES; p++)
    if (self->views[p] != NULL && self->views[p] == focus)
      {
        first_card_centre (self, p, origin);
        return TRUE;
      }
  outside = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  if (focus != NULL || outside == NULL || gtk_widget_is_ancestor (outside, GTK_WIDGET (self)) ||
      !gtk_widget_compute_bounds (outside, GTK_WIDGET (self), &bounds))
    return FALSE;
  graphene_rect_get_center (&bounds, origin);
  return TRUE;
}

/* The arrows go from pile to pile by the places of their first cards: to
 * the nearest pile that lies that way, a step aside counting twice a step
 * ahead, so that Up from a reserve pile beside the tableau reaches the row
 * above it rather than leaving the board, and an arrow from the bars
 * around the board reaches the pile next to the button it leaves. With no
 * pile that way, the focus leaves the board (to the header bar, for Up
 * from the top row). */
static gboolean
focus_by_arrow (ApBoard *self, GtkWidget *focus, GtkDirectionType direction)
{
  graphene_point_t from;
  float best = G_MAXFLOAT;
  int target = -1;

  if (!arrow_origin (self, focus, &from))
    return PARENT_CLASS (self)->focus (GTK_WIDGET (self), direction);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      graphene_point_t to;
      float dx, dy, ahead, aside, score;

      if (self->views[p] == NULL || self->views[p] == focus ||
          !gtk_widget_get_visible (self->views[p]))
        continue;
      first_card_centre (self, p, &to);
      dx = to.x - from.x;
      dy = to.y - from.y;
      switch (direction)
        {
        case GTK_DIR_UP:
          ahead = -dy;
          aside = dx;
          break;
        case GTK_DIR_DOWN:
          ahead = dy;
          aside = dx;
          break;
        case GTK_DIR_LEFT:
          ahead = -dx;
          aside = dy;
          break;
        case GTK_DIR_RIGHT:
          ahead = dx;
          aside = dy;
          break;
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
        default:
          return FALSE;
        }
      if (ahead < 1)
        continue;
      score = ahead + 2 * fabsf (aside);
      if (score < best)
        {
          best = score;
          target = p;
        }
    }
  if (target < 0)
    return FALSE;
  return gtk_widget_grab_focus (self->views[target]);
}

gboolean
ap_board_widget_focus (GtkWidget *widget, GtkDirectionType direction)
{
  ApBoard *self = AP_BOARD (widget);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);
  int order[AP_N_PILES], n = 0, at = -1, next;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return focus_by_arrow (self, focus, direction);
  for (int p = 0; p < AP_N_PILES; p++)
    if (self->views[p] != NULL && gtk_widget_get_visible (self->views[p]))
      order[n++] = p;
  if (n == 0)
    return FALSE;
  ap_compat_sort (order, (guint) n, sizeof order[0], compare_reading_order, self->slots);
  for (int i = 0; i < n; i++)
    if (self->views[order[i]] == focus)
      at = i;
  if (direction == GTK_DIR_TAB_FORWARD)
    next = at < 0 ? 0 : at + 1;
  else
    next = at < 0 ? n - 1 : at - 1;
  if (next < 0 || next >= n)
    return FALSE; /* on to the widgets around the board */
  return gtk_widget_grab_focus (self->views[order[next]]);
}

static int
focused_pile (ApBoard *self)
{
  GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return child != NULL && AP_IS_PILE_VIEW (child) ? ap_pile_view_get_pile (AP_PILE_VIEW (child))
                                                  : -1;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, ApBoard *self)
{
  int pile = focused_pile (self);

  if (self->model == NULL)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (pile < 0 || self->win_animation != NULL)
        return FALSE;
      ap_board_finish_flights (self);
      if (pile == AP_PILE_STOCK)
        {
          ap_board_set_selected (self, -1);
          ap_board_deal (self);
        }
      else if (self->selected < 0)
        {
          /* Picking up never moves at once from the keyboard: the player
           * chooses where the card goes. */
          if (ap_board_refuse_foundation_pickup (self, pile))
            ;
          else if (ap_game_model_get_position (self->model)->len[pile] > 0)
            ap_board_set_selected (self, pile);
          else
            gtk_widget_error_bell (GTK_WIDGET (self));
        }
      else if (pile == self->selected)
        ap_board_set_selected (self, -1);
      else
        {
          int src = self->selected;

          if (ap_board_may_drop (self, src, pile))
            {
              ap_board_set_selected (self, -1);
              ap_board_try_move (self, src, pile);
            }
          else
            {
              ApMove move = { AP_MOVE_CARD, src, pile };

              ap_board_refuse (self, move,
                               ap_position_check_move (ap_game_model_get_position (self->model),
                                                       move));
            }
        }
      return TRUE;

    case GDK_KEY_Escape:
      if (self->selected < 0)
        return FALSE;
      ap_board_set_selected (self, -1);
      return TRUE;

    default:
      return FALSE;
    }
}

/* The keyboard starts on the stock, where Enter and Space deal: not on
 * the header bar's first button, where they would start a new game. */
void
ap_board_focus_start (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->views[AP_PILE_STOCK] != NULL)
    gtk_widget_grab_focus (self->views[AP_PILE_STOCK]);
}

void
ap_board_init_keyboard (ApBoard *self)
{
  GtkEventController *keys, *pointer;

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  /* Sees every press before the gestures, and lets it go on to them. */
  pointer = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (pointer, GTK_PHASE_CAPTURE);
  g_signal_connect (pointer, "event", G_CALLBACK (pointer_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), pointer);
}
