/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ap-board-private.h"

/* The board: the widget, its layout, and what it does when the model
 * changes. Input, flights, the celebration and the Hint live in the other
 * ap-board-*.c files (ap-board-private.h). */

G_DEFINE_FINAL_TYPE (ApBoard, ap_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATIONS,
  PROP_TAP_ACTION,
  PROP_FOUR_COLOUR_DECK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MOVE_REFUSED,
  CELEBRATION_DONE,
  STATE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
ap_board_emit_state_changed (ApBoard *self)
{
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

void
ap_board_emit_move_refused (ApBoard *self, ApMove move, ApVerdict verdict)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, &move, (int) verdict);
}

void
ap_board_emit_celebration_done (ApBoard *self)
{
  g_signal_emit (self, signals[CELEBRATION_DONE], 0);
}

/* ---------------------------------------------------------------- layout */

/* The piles of the board as the views are now. Returns the card width. */
static int
compute_slots (ApBoard *self, int width, int height, ApSlot slots[AP_N_PILES])
{
  /* A board of another size chooses the reserves' place afresh, as a new
   * game does: what it is depends on the size alone, not on the sizes the
   * window had before. */
  if (width != self->arranged_width || height != self->arranged_height)
    {
      self->arrangement = AP_ARRANGEMENT_NONE;
      self->arranged_width = width;
      self->arranged_height = height;
    }
  return ap_board_layout_compute (self->views_game, width, height, height, &self->longest,
                                  &self->room, &self->arrangement, slots);
}

/* Follows the longest fans of the position shown, for which the layout
 * makes room so that every card keeps its index in sight
 * (ap-board-layout.h). Returns TRUE when the piles move for it. */
static gboolean
update_room (ApBoard *self, gboolean fresh)
{
  ApSlot slots[AP_N_PILES];
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  ap_board_layout_longest (ap_game_model_get_position (self->model), &self->longest);
  ap_board_layout_room (&self->room, &self->longest, fresh);
  if (fresh)
    self->arrangement = AP_ARRANGEMENT_NONE;
  if (self->views_game < 0 || width <= 0 || height <= 0)
    return FALSE;
  compute_slots (self, width, height, slots);
  if (memcmp (slots, self->slots, sizeof slots) == 0)
    return FALSE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  return TRUE;
}

static void fly_steps (ApBoard *self);

static void
ap_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ApBoard *self = AP_BOARD (widget);
  int card_width;

  if (self->views_game < 0)
    return;

  card_width = compute_slots (self, width, height, self->slots);
  ap_card_renderer_set_scale (self->renderer, gtk_widget_get_scale_factor (widget));
  ap_card_renderer_set_size (self->renderer, card_width);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApSlot *s = &self->slots[p];

      if (self->views[p] == NULL)
        continue;
      ap_pile_view_set_fan (AP_PILE_VIEW (self->views[p]), s->fan, s->step);
      ap_pile_view_set_max_fanned (AP_PILE_VIEW (self->views[p]), s->max_fanned);
      gtk_widget_size_allocate (self->views[p],
                                &(GtkAllocation) { (int) s->x, (int) s->y, (int) s->w, (int) s->h },
                                -1);
    }
  /* The flights of a group that waited for this layout (changed_cb()). */
  if (self->steps->len > 0)
    fly_steps (self);
}

static void
ap_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                  int *natural, int *minimum_baseline, int *natural_baseline)
{
  /* Cards scale with the board: it fits a phone held upright or on its
   * side (640x360, less the header bar, or a 360 pixels wide window less
   * both bars) and fills a 4K screen. The children are measured only to
   * keep GTK informed. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_measure (child, orientation, -1, NULL, NULL, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 1000;
    }
  else
    {
      *minimum = 240;
      *natural = 640;
    }
}

static GtkSizeRequestMode
ap_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* The top-left corner of card `index` of a pile of n cards, in board
 * coordinates. */
graphene_point_t
ap_board_card_origin (ApBoard *self, int pile, guint index, guint n)
{
  graphene_rect_t r;

  ap_pile_view_get_card_rect (AP_PILE_VIEW (self->views[pile]), index, n, &r);
  return GRAPHENE_POINT_INIT (self->slots[pile].x + r.origin.x, self->slots[pile].y + r.origin.y);
}

void
ap_board_top_card_rect (ApBoard *self, int pile, graphene_rect_t *rect)
{
  ap_pile_view_get_top_rect (AP_PILE_VIEW (self->views[pile]), rect);
  rect->origin.x += self->slots[pile].x;
  rect->origin.y += self->slots[pile].y;
}

/* The pile under (x, y); for the event `gesture` handles, when a finger
 * made it, also the nearest pile within a finger's reach
 * (ap-board-layout.c). */
int
ap_board_input_pile_at (ApBoard *self, GtkGesture *gesture, double x, double y)
{
  GdkDevice *device =
    gesture != NULL ? gtk_event_controller_get_current_event_device (GTK_EVENT_CONTROLLER (gesture))
                    : NULL;
  gboolean present[AP_N_PILES];
  double reach = 0;

  if (device != NULL && gdk_device_get_source (device) == GDK_SOURCE_TOUCHSCREEN)
    reach = ap_board_layout_finger_reach (ap_card_renderer_get_width (self->renderer));
  for (int p = 0; p < AP_N_PILES; p++)
    present[p] = self->views[p] != NULL;
  return ap_board_layout_pile_at (self->slots, present, x, y, reach);
}

int
ap_board_pile_at (ApBoard *self, double x, double y)
{
  return ap_board_input_pile_at (self, NULL, x, y);
}

gboolean
ap_board_get_busy (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->flight_animation != NULL || self->win_animation != NULL || self->dragging;
}

/* ---------------------------------------------------------------- model */

static void
rebuild_views (ApBoard *self)
{
  ApGame game = ap_game_model_get_position (self->model)->rules.game;
  gboolean had_focus;

  if (self->views_game == (int) game)
    return;

  had_focus = gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;
  /* Let go of the focus first, or GTK hands it on from each view as it
   * goes to the next. */
  if (had_focus)
    gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (self)), NULL);
  for (int p = 0; p < AP_N_PILES; p++)
    g_clear_pointer (&self->views[p], gtk_widget_unparent);

  /* Children in the piles' order; Tab visits them in reading order
   * (ap_board_widget_focus()). */
  self->views_game = game;
  for (int p = 0; p < AP_N_PILES; p++)
    if (ap_game_has_pile (game, p))
      {
        self->views[p] = ap_pile_view_new (self->model, self->renderer, p);
        ap_pile_view_set_keyboard_ring (AP_PILE_VIEW (self->views[p]), self->keyboard_mode);
        gtk_widget_set_parent (self->views[p], GTK_WIDGET (self));
      }
  /* Another game's piles: the keyboard, if it was on the board, stays on
   * it, at the start. */
  if (had_focus)
    ap_board_focus_start (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
reset_state (ApBoard *self)
{
  ap_board_finish_flights (self);
  if (self->win_animation != NULL)
    adw_animation_skip (self->win_animation);
  self->win_pending = FALSE;
  ap_board_end_celebration (self);
  self->dragging = FALSE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  self->drag_src = -1;
  self->hover = -1;
  for (int p = 0; p < AP_N_PILES; p++)
    if (self->views[p] != NULL)
      ap_pile_view_set_hidden (AP_PILE_VIEW (self->views[p]), 0);
  ap_board_set_selected (self, -1);
}

static void
model_reset_cb (ApBoard *self)
{
  self->has_hint = FALSE;
  self->has_mistake = FALSE;
  self->tap_moved_to = -1;
  reset_state (self);
  rebuild_views (self);
  update_room (self, TRUE);
  self->shown = *ap_game_model_get_position (self->model);
  g_array_set_size (self->steps, 0);
  ap_board_emit_state_changed (self);
}

/* Each move of a group: where the cards are after it. The flights wait for
 * the end of the group (changed_cb()). */
static void
move_applied_cb (ApBoard *self, ApMove *move, gboolean undo)
{
  g_array_append_vals (self->steps, ap_game_model_get_position (self->model), 1);
}

static void
won_cb (ApBoard *self)
{
  self->win_pending = TRUE;
}

/* Flies the cards of the groups that ended since the board last showed the
 * model: from what it showed, through each of its moves. */
static void
fly_steps (ApBoard *self)
{
  if (self->steps->len > 0 && ap_board_animate (self))
    ap_board_plan_group (self, &self->shown, (const ApPosition *) self->steps->data,
                         self->steps->len, self->steps_together);
  g_array_set_size (self->steps, 0);
  self->shown = *ap_game_model_get_position (self->model);
  ap_board_start_flights (self);
  if (self->win_pending && self->flight_animation == NULL)
    ap_board_start_celebration (self);
  ap_board_emit_state_changed (self);
}

/* The end of a group of changes: its cards fly, from what the board showed
 * before it. The moves of a move or a new game, with the automatic moves
 * they set off, fly one after the other, so that the player sees each card
 * go home; an undo or a redo takes its moves back, or makes them again,
 * all at once. */
static void
changed_cb (ApBoard *self, ApChange kind)
{
  gboolean win_pending = self->win_pending;

  /* Whatever was still in flight lands first, so that the new flights
   * start from where the cards really are. A win this group made waits
   * for the group's own flights: the earlier ones landing must not start
   * the cascade (which the group's first flight would then cut short, as
   * every win of Finish, whose moves follow each other faster than a card
   * flies). */
  self->win_pending = FALSE;
  ap_board_finish_flights (self);
  self->win_pending = win_pending;
  self->steps_together = kind == AP_CHANGE_UNDO || kind == AP_CHANGE_REDO;
  if (self->steps->len > 0)
    {
      ap_board_end_celebration (self);
      self->has_hint = FALSE;
      if (self->has_mistake)
        {
          self->has_mistake = FALSE;
          ap_board_update_highlights (self);
        }
      if (self->selected >= 0 || self->hint_deal)
        ap_board_set_selected (self, -1);
    }
  /* When the piles move to make room (a deal that lengthens every fan), the
   * flights wait for the new layout, which the next frame makes before it
   * draws (ap_board_size_allocate()): planned on the old one they would end
   * in the wrong places. */
  if (update_room (self, FALSE) && self->steps->len > 0 && ap_board_animate (self))
    return;
  fly_steps (self);
}

void
ap_board_set_model (ApBoard *self, ApGameModel *model)
{
  g_return_if_fail (AP_IS_BOARD (self));
  g_return_if_fail (AP_IS_GAME_MODEL (model));

  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      reset_state (self);
      for (int p = 0; p < AP_N_PILES; p++)
        g_clear_pointer (&self->views[p], gtk_widget_unparent);
      self->views_game = -1;
    }
  g_set_object (&self->model, model);
  g_signal_connect_object (model, "reset", G_CALLBACK (model_reset_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "move-applied", G_CALLBACK (move_applied_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "won", G_CALLBACK (won_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  model_reset_cb (self);
}

ApCardRenderer *
ap_board_get_renderer (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), NULL);
  return self->renderer;
}

ApPileView *
ap_board_get_pile_view (ApBoard *self, int pile)
{
  g_return_val_if_fail (AP_IS_BOARD (self), NULL);
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, NULL);
  return self->views[pile] != NULL ? AP_PILE_VIEW (self->views[pile]) : NULL;
}

void
ap_board_cancel (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  ap_board_finish_flights (self);
  if (self->selected >= 0)
    ap_board_set_selected (self, -1);
}

gboolean
ap_board_get_pile_rect (ApBoard *self, int pile, graphene_rect_t *rect)
{
  guint len;

  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, FALSE);

  if (self->model == NULL || self->views[pile] == NULL)
    return FALSE;
  ap_board_top_card_rect (self, pile, rect);
  /* A fanned pile reaches from its first card to its top one. */
  len = ap_game_model_get_position (self->model)->len[pile];
  if (len > 1)
    {
      graphene_point_t first = ap_board_card_origin (self, pile, 0, len);

      graphene_rect_union (rect,
                           &GRAPHENE_RECT_INIT (first.x, first.y, rect->size.width,
                                                rect->size.height),
                           rect);
    }
  return TRUE;
}

gboolean
ap_board_get_top_card_rect (ApBoard *self, int pile, graphene_rect_t *rect)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, FALSE);

  if (self->model == NULL || self->views[pile] == NULL)
    return FALSE;
  ap_board_top_card_rect (self, pile, rect);
  return TRUE;
}

/* -------------------------------------------------------------- widget */

static void
ap_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ApBoard *self = AP_BOARD (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);

  /* Moving cards pass over every pile. */
  ap_board_flights_snapshot (self, snapshot);
  ap_board_particles_snapshot (self, snapshot);
  ap_board_dragged_card_snapshot (self, snapshot);
}

static void
ap_board_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ApBoard *self = AP_BOARD (widget);
  ApCardColors colors;

  GTK_WIDGET_CLASS (ap_board_parent_class)->css_changed (widget, change);
  ap_card_colors_from_widget (&colors, widget);
  ap_card_renderer_set_colors (self->renderer, &colors);
  ap_card_renderer_set_scale (self->renderer, gtk_widget_get_scale_factor (widget));
}

static void
ap_board_set_animations (ApBoard *self, gboolean animations)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->animations == !!animations)
    return;
  self->animations = !!animations;
  /* Cards in the air land, and a celebration ends, at once. */
  if (!self->animations)
    {
      ap_board_finish_flights (self);
      if (self->win_animation != NULL)
        adw_animation_skip (self->win_animation);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATIONS]);
}

gboolean
ap_board_get_animations (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), TRUE);
  return self->animations;
}

/* How fast cards move (the animation-pace setting): every animation's
 * duration is multiplied by factor, from the start of the next one. */
void
ap_board_set_pace (ApBoard *self, double factor)
{
  g_return_if_fail (AP_IS_BOARD (self));
  self->pace = factor > 0 ? factor : 1.0;
}

double
ap_board_get_pace (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), 1.0);
  return self->pace;
}

guint
ap_board_get_animation_ms (ApBoard *self)
{
  AdwAnimation *animation;

  g_return_val_if_fail (AP_IS_BOARD (self), 0);
  animation = self->flight_animation != NULL ? self->flight_animation : self->win_animation;
  if (animation == NULL)
    return 0;
  return adw_timed_animation_get_duration (ADW_TIMED_ANIMATION (animation));
}

void
ap_board_set_tap_action (ApBoard *self, ApTapAction tap_action)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->tap_action == tap_action)
    return;
  self->tap_action = tap_action;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TAP_ACTION]);
}

ApTapAction
ap_board_get_tap_action (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), AP_TAP_SELECT);
  return self->tap_action;
}

/* The setting is the renderer's, which draws the faces; the board only
 * passes it on and tells about it. */
static void
ap_board_set_four_colour_deck (ApBoard *self, gboolean four_colour)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (ap_card_renderer_get_four_colour (self->renderer) == !!four_colour)
    return;
  ap_card_renderer_set_four_colour (self->renderer, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR_DECK]);
}

static gboolean
ap_board_get_four_colour_deck (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return ap_card_renderer_get_four_colour (self->renderer);
}

static void
ap_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApBoard *self = AP_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    case PROP_TAP_ACTION:
      g_value_set_enum (value, self->tap_action);
      break;
    case PROP_FOUR_COLOUR_DECK:
      g_value_set_boolean (value, ap_board_get_four_colour_deck (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApBoard *self = AP_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATIONS:
      ap_board_set_animations (self, g_value_get_boolean (value));
      break;
    case PROP_TAP_ACTION:
      ap_board_set_tap_action (self, g_value_get_enum (value));
      break;
    case PROP_FOUR_COLOUR_DECK:
      ap_board_set_four_colour_deck (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_board_dispose (GObject *object)
{
  ApBoard *self = AP_BOARD (object);

  if (self->flight_animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->flight_animation, self);
      g_clear_object (&self->flight_animation);
    }
  if (self->win_animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->win_animation, self);
      g_clear_object (&self->win_animation);
    }
  for (int p = 0; p < AP_N_PILES; p++)
    g_clear_pointer (&self->views[p], gtk_widget_unparent);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->renderer);
  g_clear_pointer (&self->flights, g_array_unref);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->particles, g_array_unref);
  G_OBJECT_CLASS (ap_board_parent_class)->dispose (object);
}

static void
ap_board_class_init (ApBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_board_dispose;
  object_class->get_property = ap_board_get_property;
  object_class->set_property = ap_board_set_property;
  widget_class->snapshot = ap_board_snapshot;
  widget_class->measure = ap_board_measure;
  widget_class->size_allocate = ap_board_size_allocate;
  widget_class->focus = ap_board_widget_focus;
  widget_class->root = ap_board_widget_root;
  widget_class->unroot = ap_board_widget_unroot;
  widget_class->get_request_mode = ap_board_get_request_mode;
  widget_class->css_changed = ap_board_css_changed;

  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TAP_ACTION] =
    g_param_spec_enum ("tap-action", NULL, NULL, AP_TYPE_TAP_ACTION, AP_TAP_SELECT,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FOUR_COLOUR_DECK] =
    g_param_spec_boolean ("four-colour-deck", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, AP_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_INT);
  signals[CELEBRATION_DONE] = g_signal_new ("celebration-done", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STATE_CHANGED] = g_signal_new ("state-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ap_board_init (ApBoard *self)
{
  self->renderer = ap_card_renderer_new ();
  self->views_game = -1;
  self->selected = -1;
  self->tap_moved_to = -1;
  self->last_tap_pile = -1;
  self->drag_src = -1;
  self->hover = -1;
  self->animations = TRUE;
  self->pace = 1.0;
  self->tap_action = AP_TAP_SELECT;
  self->flights = g_array_new (FALSE, FALSE, sizeof (Flight));
  self->steps = g_array_new (FALSE, FALSE, sizeof (ApPosition));
  self->particles = g_array_new (FALSE, FALSE, sizeof (Particle));

  ap_board_init_drag (self);
  ap_board_init_tap (self);
  ap_board_init_keyboard (self);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

GtkWidget *
ap_board_new (void)
{
  return g_object_new (AP_TYPE_BOARD, NULL);
}
