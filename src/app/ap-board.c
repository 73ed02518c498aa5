/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>

#include "ap-board.h"
#include "ap-board-layout.h"
#include "ap-compat.h"

/* A card moving from one place to another on its own: after a move, a deal
 * or an undo, or back to its pile after an illegal drop. */
typedef struct {
  ApCard card;
  gboolean from_face_down;
  gboolean to_face_down;
  graphene_point_t from;
  graphene_point_t to;
  double delay;       /* ms after the start of the batch */
  double duration;    /* ms */
  int dst;            /* the pile that hides the card until it lands */
  gboolean landed;
} Flight;

/* A card thrown off a foundation when the game is won. */
typedef struct {
  ApCard card;
  int pile;
  double launch;      /* ms */
  float x0, y0, vx, vy;
} Particle;

struct _ApBoard
{
  GtkWidget parent_instance;

  GameModel *model;
  ApCardRenderer *renderer;
  GtkWidget *views[AP_N_PILES];
  ApSlot slots[AP_N_PILES];
  int views_game;            /* the game the views were made for, or -1 */
  ApFanCards longest;        /* the longest fans shown, and the room the */
  ApFanCards room;           /* layout keeps ahead of them (ap-board-layout.h) */
  ApArrangement arrangement; /* where the reserves lie in this game */
  int arranged_width;        /* the board it was chosen for */
  int arranged_height;
  ApPosition shown;          /* what the views showed before the last change */

  /* The card in hand, from a click or the keyboard, and where it may go. */
  int selected;
  gboolean targets[AP_N_PILES];
  gboolean keyboard_mode;    /* keys since the last press of a pointer or
                              * finger: the focus ring stays (set_keyboard_mode()) */
  GtkWindow *window;         /* the board's window, whose focus-visible it follows */
  gboolean last_tap_moved;   /* the first tap of a double tap made a move */
  int last_tap_pile;         /* the pile of the last tap, or -1 */
  int tap_moved_to;          /* where a tap's move put a card, */
  guint tap_moved_at;        /* and the model's move count after it */
  ApTapAction tap_action;    /* what a tap on a card does */

  /* Drag and drop. */
  int drag_src;
  gboolean dragging;
  graphene_point_t drag_start;
  graphene_point_t drag_pos;
  graphene_point_t grab;     /* the pointer's offset inside the card */
  int hover;
  gboolean drop_pending;     /* the model is applying a drop */
  graphene_point_t drop_origin;

  /* Animations. */
  gboolean animations;       /* the player's setting; the system's is asked too */
  GArray *flights;
  AdwAnimation *flight_animation;
  double flight_time;
  gboolean flights_ticked;   /* a frame of the flights has been drawn */
  ApPosition flights_from;   /* what the views showed before the flights */
  gboolean win_pending;
  GArray *particles;
  AdwAnimation *win_animation;
  double win_time;
  gboolean celebrated;       /* the foundations are emptied by the celebration */

  gboolean stock_hint;       /* dealing is the only thing left: ring the stock */
  gboolean hint_deal;        /* the Hint says deal (or redeal): ring the stock */
  gboolean has_hint;         /* a hint was shown for the position on the board */
  ApMove hint;               /* that hint */
  gboolean hint_picked;      /* the selected card was picked up by the hint */

};

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

#define MOVE_MS 200.0
#define DEAL_MS 260.0
#define DEAL_STAGGER_MS 50.0
#define MAX_FLIGHTS 30
#define WIN_LAUNCH_MS 18.0
#define WIN_FLIGHT_MS 1700.0

static void
emit_state_changed (ApBoard *self)
{
  g_signal_emit (self, signals[STATE_CHANGED], 0);
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

  ap_board_layout_longest (game_model_get_position (self->model), &self->longest);
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

static void
ap_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ApBoard *self = AP_BOARD (widget);
  int card_width;

  if (self->views_game < 0)
    return;

  card_width = compute_slots (self, width, height, self->slots);
  ap_card_renderer_set_size (self->renderer, card_width);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApSlot *s = &self->slots[p];

      if (self->views[p] == NULL)
        continue;
      ap_pile_view_set_fan (AP_PILE_VIEW (self->views[p]), s->fan, s->step);
      ap_pile_view_set_max_fanned (AP_PILE_VIEW (self->views[p]), s->max_fanned);
      gtk_widget_size_allocate (self->views[p],
                                &(GtkAllocation) { (int) s->x, (int) s->y, (int) s->w,
                                                   (int) s->h },
                                -1);
    }
}

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

static void
ap_board_root (GtkWidget *widget)
{
  ApBoard *self = AP_BOARD (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (ap_board_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_set_weak_pointer (&self->window, GTK_WINDOW (root));
      g_signal_connect_object (root, "notify::focus-visible", G_CALLBACK (focus_visible_cb),
                               self, 0);
    }
}

static void
ap_board_unroot (GtkWidget *widget)
{
  ApBoard *self = AP_BOARD (widget);

  if (self->window != NULL)
    g_signal_handlers_disconnect_by_func (self->window, focus_visible_cb, self);
  g_clear_weak_pointer (&self->window);
  GTK_WIDGET_CLASS (ap_board_parent_class)->unroot (widget);
}

/* The middle of pile p's first card (a fanned pile's slot is longer than
 * a card: its middle would lie lower, or further right, than the pile's
 * place in its row). */
static void
first_card_centre (ApBoard *self, int p, graphene_point_t *centre)
{
  graphene_point_init (centre,
                       self->slots[p].x + ap_card_renderer_get_width (self->renderer) / 2.f,
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
    return GTK_WIDGET_CLASS (ap_board_parent_class)->focus (GTK_WIDGET (self), direction);
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
        case GTK_DIR_UP: ahead = -dy; aside = dx; break;
        case GTK_DIR_DOWN: ahead = dy; aside = dx; break;
        case GTK_DIR_LEFT: ahead = -dx; aside = dy; break;
        case GTK_DIR_RIGHT: ahead = dx; aside = dy; break;
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
        default: return FALSE;
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

static gboolean
ap_board_focus (GtkWidget *widget, GtkDirectionType direction)
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
    return FALSE;   /* on to the widgets around the board */
  return gtk_widget_grab_focus (self->views[order[next]]);
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
static graphene_point_t
card_origin (ApBoard *self, int pile, guint index, guint n)
{
  graphene_rect_t r;

  ap_pile_view_get_card_rect (AP_PILE_VIEW (self->views[pile]), index, n, &r);
  return GRAPHENE_POINT_INIT (self->slots[pile].x + r.origin.x,
                              self->slots[pile].y + r.origin.y);
}

static void
top_card_rect (ApBoard *self, int pile, graphene_rect_t *rect)
{
  ap_pile_view_get_top_rect (AP_PILE_VIEW (self->views[pile]), rect);
  rect->origin.x += self->slots[pile].x;
  rect->origin.y += self->slots[pile].y;
}

/* The pile under (x, y); for the event `gesture` handles, when a finger
 * made it, also the nearest pile within a finger's reach
 * (ap-board-layout.c). */
static int
input_pile_at (ApBoard *self, GtkGesture *gesture, double x, double y)
{
  GdkDevice *device = gesture != NULL ? gtk_event_controller_get_current_event_device (
                                          GTK_EVENT_CONTROLLER (gesture)) : NULL;
  gboolean present[AP_N_PILES];
  double reach = 0;

  if (device != NULL && gdk_device_get_source (device) == GDK_SOURCE_TOUCHSCREEN)
    reach = ap_board_layout_finger_reach (ap_card_renderer_get_width (self->renderer));
  for (int p = 0; p < AP_N_PILES; p++)
    present[p] = self->views[p] != NULL;
  return ap_board_layout_pile_at (self->slots, present, x, y, reach);
}

static int
pile_at (ApBoard *self, double x, double y)
{
  return input_pile_at (self, NULL, x, y);
}

/* ------------------------------------------------------------ selection */

static void
update_highlights (ApBoard *self)
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
      else if ((self->stock_hint || self->hint_deal) && p == AP_PILE_STOCK &&
               self->selected < 0 && !self->dragging)
        h = AP_HIGHLIGHT_TARGET;
      ap_pile_view_set_highlight (AP_PILE_VIEW (self->views[p]), h);
      ap_pile_view_set_selected (AP_PILE_VIEW (self->views[p]), p == self->selected);
    }
}

/* Asks the engine where the top card of src may go. Returns how many. */
static guint
compute_targets (ApBoard *self, int src)
{
  const ApPosition *pos = game_model_get_position (self->model);
  guint n = 0;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      ApMove move = { AP_MOVE_CARD, src, p };

      self->targets[p] = self->views[p] != NULL && p != src &&
                         ap_position_check_move (pos, move) == AP_VERDICT_OK;
      n += self->targets[p];
    }
  return n;
}

/* Whether the card in hand, from src, may go to pile: a lit target, or
 * another legal destination (a hint lights its own destination only). */
static gboolean
may_drop (ApBoard *self, int src, int pile)
{
  ApMove move = { AP_MOVE_CARD, src, pile };

  return self->targets[pile] ||
         ap_position_check_move (game_model_get_position (self->model), move) == AP_VERDICT_OK;
}

static void
clear_targets (ApBoard *self)
{
  memset (self->targets, 0, sizeof self->targets);
}

static void
set_selected (ApBoard *self, int pile)
{
  /* Whatever the player does next, a hint to deal has been seen; a hint
   * to move a card stands while the card is in hand. */
  self->hint_deal = FALSE;
  self->hint_picked = FALSE;
  if (!(self->has_hint && self->hint.kind == AP_MOVE_CARD && pile == (int) self->hint.src))
    self->has_hint = FALSE;
  self->selected = pile;
  if (pile >= 0)
    compute_targets (self, pile);
  else
    clear_targets (self);
  update_highlights (self);
  emit_state_changed (self);
}

void
ap_board_set_stock_hint (ApBoard *self, gboolean hint)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->stock_hint == !!hint)
    return;
  self->stock_hint = !!hint;
  update_highlights (self);
}

gboolean
ap_board_get_stock_hint (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->stock_hint;
}

static void drag_card_rect (ApBoard *self, graphene_rect_t *rect);

int
ap_board_get_drag_rect (ApBoard *self, graphene_rect_t *rect)
{
  g_return_val_if_fail (AP_IS_BOARD (self), -1);

  if (!self->dragging || self->drag_src < 0)
    return -1;
  drag_card_rect (self, rect);
  return self->drag_src;
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
 * signal carries the move as well as the verdict; -1 for the piles of a
 * deal or redeal. */
static void
refuse (ApBoard *self, ApMove move, ApVerdict verdict)
{
  gboolean card = move.kind == AP_MOVE_CARD;

  gtk_widget_error_bell (GTK_WIDGET (self));
  g_signal_emit (self, signals[MOVE_REFUSED], 0, (int) verdict, card ? (int) move.src : -1,
                 card ? (int) move.dst : -1);
}

static ApVerdict
try_move (ApBoard *self, int src, int dst)
{
  ApMove move = { AP_MOVE_CARD, src, dst };
  ApVerdict verdict = game_model_try_move (self->model, move);

  if (verdict != AP_VERDICT_OK)
    refuse (self, move, verdict);
  return verdict;
}

static void
deal (ApBoard *self)
{
  const ApPosition *pos = game_model_get_position (self->model);
  ApMove deal_move = { AP_MOVE_DEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApMove redeal_move = { AP_MOVE_REDEAL, AP_PILE_NONE, AP_PILE_NONE };
  ApVerdict deal_verdict = ap_position_check_move (pos, deal_move);
  ApVerdict redeal_verdict = ap_position_check_move (pos, redeal_move);

  /* A tap on a stock that can give nothing says why: once the stock is
   * empty in a game with a redeal, the redeal's reason is the one that
   * teaches something. */
  if (deal_verdict != AP_VERDICT_OK && redeal_verdict != AP_VERDICT_OK)
    {
      if (redeal_verdict != AP_VERDICT_NO_REDEAL)
        refuse (self, redeal_move, redeal_verdict);
      else
        refuse (self, deal_move, deal_verdict);
      return;
    }
  /* The window's action knows whether to deal or to redeal. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.deal", NULL);
}

/* ------------------------------------------------------------ animation */

static void finish_flights (ApBoard *self);
static void start_celebration (ApBoard *self);

/* Cards move on their own only when the player's setting and the system's
 * both allow it, and only where they can be seen. */
static gboolean
animate (ApBoard *self)
{
  return self->animations && adw_get_enable_animations (GTK_WIDGET (self)) &&
         gtk_widget_get_mapped (GTK_WIDGET (self));
}

gboolean
ap_board_get_celebrating (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->celebrated;
}

gboolean
ap_board_get_busy (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->flight_animation != NULL || self->win_animation != NULL || self->dragging;
}

static void
hold_card (ApBoard *self, int pile, int delta)
{
  ApPileView *view = AP_PILE_VIEW (self->views[pile]);
  int hidden = (int) ap_pile_view_get_hidden (view) + delta;

  ap_pile_view_set_hidden (view, (guint) MAX (hidden, 0));
}

static void
land_flights (ApBoard *self, double time)
{
  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      if (!f->landed && time >= f->delay + f->duration)
        {
          f->landed = TRUE;
          if (self->views[f->dst] != NULL)
            hold_card (self, f->dst, -1);
        }
    }
}

static void
flight_value_cb (double value, gpointer user_data)
{
  ApBoard *self = user_data;

  self->flight_time = value;
  self->flights_ticked = TRUE;
  land_flights (self, value);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
flight_done_cb (ApBoard *self)
{
  land_flights (self, G_MAXDOUBLE);
  g_array_set_size (self->flights, 0);
  g_clear_object (&self->flight_animation);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->win_pending)
    start_celebration (self);
  emit_state_changed (self);
}

static void
finish_flights (ApBoard *self)
{
  if (self->flight_animation != NULL)
    adw_animation_skip (self->flight_animation);
}

static void
start_flights (ApBoard *self)
{
  AdwAnimationTarget *target;
  double total = 0;

  if (self->flights->len == 0)
    return;
  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      total = MAX (total, f->delay + f->duration);
    }

  target = adw_callback_animation_target_new (flight_value_cb, self, NULL);
  self->flight_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, total,
                                                    (guint) ceil (total), target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->flight_animation), ADW_LINEAR);
  g_signal_connect_object (self->flight_animation, "done", G_CALLBACK (flight_done_cb), self,
                           G_CONNECT_SWAPPED);
  self->flight_time = 0;
  self->flights_ticked = FALSE;
  emit_state_changed (self);
  adw_animation_play (self->flight_animation);
}

/* Forgets flights that have not been drawn yet, without landing them:
 * the cards are shown where the model has them. */
static void
drop_flights (ApBoard *self)
{
  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      if (!f->landed && self->views[f->dst] != NULL)
        hold_card (self, f->dst, -1);
    }
  g_array_set_size (self->flights, 0);
  g_signal_handlers_disconnect_by_data (self->flight_animation, self);
  adw_animation_reset (self->flight_animation);
  g_clear_object (&self->flight_animation);
}

static void
add_flight (ApBoard *self, ApCard card, gboolean from_face_down, gboolean to_face_down,
            graphene_point_t from, graphene_point_t to, double delay, double duration, int dst)
{
  Flight f = {
    .card = card,
    .from_face_down = from_face_down,
    .to_face_down = to_face_down,
    .from = from,
    .to = to,
    .delay = delay,
    .duration = duration,
    .dst = dst,
  };

  g_array_append_val (self->flights, f);
  hold_card (self, dst, +1);
}

typedef struct {
  ApCard card;
  int pile;
  guint index;
  guint n;
  guint order;       /* 0 for the top card, which leaves first */
  gboolean matched;
} Change;

/* Works out which cards travelled between the position the views showed and
 * the new one, and flies them. Any change of the model is animated the same
 * way, moves, deals, refills and undo alike, without knowing the rules. */
static void
plan_flights (ApBoard *self, const ApPosition *old, const ApPosition *now)
{
  g_autoptr (GArray) removed = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr (GArray) added = g_array_new (FALSE, FALSE, sizeof (Change));
  gboolean is_deal;

  if (!animate (self))
    return;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint k = 0;

      if (self->views[p] == NULL)
        continue;
      while (k < old->len[p] && k < now->len[p] && old->cards[p][k] == now->cards[p][k])
        k++;
      for (guint i = k; i < old->len[p]; i++)
        {
          Change c = { old->cards[p][i], p, i, old->len[p], old->len[p] - 1 - i, FALSE };

          g_array_append_val (removed, c);
        }
      for (guint j = k; j < now->len[p]; j++)
        {
          Change c = { now->cards[p][j], p, j, now->len[p], 0, FALSE };

          g_array_append_val (added, c);
        }
    }

  if (added->len == 0 || added->len > MAX_FLIGHTS)
    return;
  is_deal = old->len[AP_PILE_STOCK] > now->len[AP_PILE_STOCK] + 1 ||
            now->len[AP_PILE_STOCK] > old->len[AP_PILE_STOCK] + 1;

  /* Match every card that arrived with one that left. */
  for (guint a = 0; a < added->len; a++)
    {
      Change *in = &g_array_index (added, Change, a);
      Change *best = NULL;

      for (guint r = 0; r < removed->len; r++)
        {
          Change *out = &g_array_index (removed, Change, r);

          if (!out->matched && out->card == in->card && (best == NULL || out->order < best->order))
            best = out;
        }
      if (best == NULL)
        {
          /* Something other than travelling cards happened: just redraw. */
          return;
        }
      best->matched = TRUE;
      in->order = best->order;
      in->matched = TRUE;
      {
        graphene_point_t from = card_origin (self, best->pile, best->index, best->n);
        graphene_point_t to = card_origin (self, in->pile, in->index, in->n);
        double delay = is_deal ? in->order * DEAL_STAGGER_MS : 0;
        double duration = is_deal ? DEAL_MS : MOVE_MS;

        if (self->drop_pending && best->order == 0 && best->pile == self->drag_src)
          from = self->drop_origin;
        add_flight (self, in->card, best->pile == AP_PILE_STOCK, in->pile == AP_PILE_STOCK, from,
                    to, delay, duration, in->pile);
      }
    }
}

static void
flights_snapshot (ApBoard *self, GtkSnapshot *snapshot)
{
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);

  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);
      double t, e, flip;
      float x, y;
      gboolean face_down;
      GskRenderNode *node;

      if (f->landed)
        continue;
      t = CLAMP ((self->flight_time - f->delay) / f->duration, 0, 1);
      e = adw_easing_ease (ADW_EASE_OUT_CUBIC, t);
      x = (float) adw_lerp (f->from.x, f->to.x, e);
      y = (float) adw_lerp (f->from.y, f->to.y, e);

      /* A card turning over shrinks to its edge and opens on the other
       * side halfway through. */
      face_down = f->from_face_down;
      flip = 1;
      if (f->from_face_down != f->to_face_down)
        {
          face_down = t < 0.5 ? f->from_face_down : f->to_face_down;
          flip = MAX (0.05, fabs (1 - 2 * t));
        }
      node = face_down ? ap_card_renderer_get_back (self->renderer)
                       : ap_card_renderer_get_face (self->renderer, f->card);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + cw / 2.f, y));
      gtk_snapshot_scale (snapshot, (float) flip, 1);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-cw / 2.f, 0));
      if (t > 0 && t < 1)
        {
          GskRoundedRect rr;

          gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (0, 0, cw, ch),
                                           ap_card_corner_radius (cw));
          gtk_snapshot_append_outset_shadow (snapshot, &rr, &(GdkRGBA) { 0, 0, 0, 0.25f }, 0,
                                             cw * 0.03f, 0, cw * 0.06f);
        }
      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_restore (snapshot);
    }
}

/* ------------------------------------------------------- celebration */

static void
win_value_cb (double value, gpointer user_data)
{
  ApBoard *self = user_data;
  int launched[AP_N_PILES] = { 0 };

  self->win_time = value;
  for (guint i = 0; i < self->particles->len; i++)
    {
      Particle *p = &g_array_index (self->particles, Particle, i);

      if (value >= p->launch)
        launched[p->pile]++;
    }
  for (int f = 0; f < 8; f++)
    if (self->views[AP_PILE_F (f)] != NULL)
      ap_pile_view_set_hidden (AP_PILE_VIEW (self->views[AP_PILE_F (f)]), launched[AP_PILE_F (f)]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
win_done_cb (ApBoard *self)
{
  g_clear_object (&self->win_animation);
  g_array_set_size (self->particles, 0);
  /* The cards come back home once they have flown: the win's message
   * then lies over the won game, not over an empty table. */
  ap_board_end_celebration (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  emit_state_changed (self);
  g_signal_emit (self, signals[CELEBRATION_DONE], 0);
}

static void
start_celebration (ApBoard *self)
{
  const ApPosition *pos = game_model_get_position (self->model);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  AdwAnimationTarget *target;
  guint n = 0;

  self->win_pending = FALSE;
  if (!animate (self))
    {
      g_signal_emit (self, signals[CELEBRATION_DONE], 0);
      return;
    }

  /* Cards leave the foundations one round at a time, the top cards first,
   * and fly off under gravity, bouncing on the bottom of the board. */
  g_array_set_size (self->particles, 0);
  for (guint round = 0; round < AP_DECK_SIZE; round++)
    {
      gboolean any = FALSE;

      for (int f = 0; f < 8; f++)
        {
          int pile = AP_PILE_F (f);
          Particle p;

          if (self->views[pile] == NULL || round >= pos->len[pile])
            continue;
          any = TRUE;
          p.card = pos->cards[pile][pos->len[pile] - 1 - round];
          p.pile = pile;
          p.launch = n++ * WIN_LAUNCH_MS;
          p.x0 = self->slots[pile].x;
          p.y0 = self->slots[pile].y;
          p.vx = (float) g_random_double_range (0.15, 0.5) * width *
                 (p.x0 < width / 2.f ? -1 : 1) * (g_random_boolean () ? 1 : 0.5f);
          p.vy = (float) -g_random_double_range (0.1, 0.7) * height;
          g_array_append_val (self->particles, p);
        }
      if (!any)
        break;
    }

  self->celebrated = TRUE;
  target = adw_callback_animation_target_new (win_value_cb, self, NULL);
  self->win_animation = adw_timed_animation_new (GTK_WIDGET (self), 0,
                                                 n * WIN_LAUNCH_MS + WIN_FLIGHT_MS,
                                                 (guint) (n * WIN_LAUNCH_MS + WIN_FLIGHT_MS),
                                                 target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->win_animation), ADW_LINEAR);
  g_signal_connect_object (self->win_animation, "done", G_CALLBACK (win_done_cb), self,
                           G_CONNECT_SWAPPED);
  emit_state_changed (self);
  adw_animation_play (self->win_animation);
}

static void
particle_position (ApBoard *self, const Particle *p, double ms, float *x, float *y)
{
  float floor_y = gtk_widget_get_height (GTK_WIDGET (self)) - ap_card_renderer_get_height (self->renderer);
  float gravity = 2.4f * gtk_widget_get_height (GTK_WIDGET (self));
  float px = p->x0, py = p->y0, vy = p->vy;
  float dt = 0.01f;

  /* A few hundred small steps: simple and exact enough for bounces. */
  for (double t = 0; t < ms / 1000.0; t += dt)
    {
      vy += gravity * dt;
      py += vy * dt;
      if (py > floor_y)
        {
          py = floor_y;
          vy = -vy * 0.6f;
        }
      /* The top of the board is a ceiling too: above it are the header
       * bar and the window's buttons. */
      if (py < 0)
        {
          py = 0;
          vy = -vy * 0.6f;
        }
    }
  px += p->vx * (float) (ms / 1000.0);
  *x = px;
  *y = py;
}

static void
particles_snapshot (ApBoard *self, GtkSnapshot *snapshot)
{
  /* The cards fly inside the board and nowhere else: a widget may draw
   * outside its bounds, over the header bar and the window's buttons, and
   * cards flying off the sides would. */
  gtk_snapshot_push_clip (snapshot,
                          &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                               gtk_widget_get_height (GTK_WIDGET (self))));
  for (guint i = 0; i < self->particles->len; i++)
    {
      Particle *p = &g_array_index (self->particles, Particle, i);
      float x, y;

      if (self->win_time < p->launch)
        continue;
      particle_position (self, p, self->win_time - p->launch, &x, &y);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      gtk_snapshot_append_node (snapshot, ap_card_renderer_get_face (self->renderer, p->card));
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_pop (snapshot);
}

void
ap_board_end_celebration (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->win_animation != NULL)
    adw_animation_skip (self->win_animation);
  if (!self->celebrated)
    return;
  self->celebrated = FALSE;
  for (int f = 0; f < 8; f++)
    if (self->views[AP_PILE_F (f)] != NULL)
      ap_pile_view_set_hidden (AP_PILE_VIEW (self->views[AP_PILE_F (f)]), 0);
}

/* ------------------------------------------------------- drag and drop */

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

/* The legal target the dragged card would drop on: the pile under the
 * pointer if it is one, else the one the card overlaps most. */
static int
drop_target (ApBoard *self)
{
  graphene_rect_t card;
  int under = pile_at (self, self->drag_pos.x, self->drag_pos.y);
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
      top_card_rect (self, p, &slot);
      graphene_rect_union (&slot,
                           &GRAPHENE_RECT_INIT (self->slots[p].x, self->slots[p].y,
                                                slot.size.width, slot.size.height),
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
  finish_flights (self);

  pos = game_model_get_position (self->model);
  pile = input_pile_at (self, GTK_GESTURE (gesture), x, y);
  if (pile < 0 || pile == AP_PILE_STOCK || pos->len[pile] == 0)
    return;

  top_card_rect (self, pile, &top);
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
      compute_targets (self, self->drag_src);
      hold_card (self, self->drag_src, +1);
    }
  self->hover = drop_target (self);
  update_highlights (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  emit_state_changed (self);
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
  under = pile_at (self, self->drag_pos.x, self->drag_pos.y);
  drag_card_rect (self, &card);
  self->dragging = FALSE;
  self->hover = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  clear_targets (self);
  update_highlights (self);
  hold_card (self, src, -1);

  if (dst >= 0)
    {
      ApMove move = { AP_MOVE_CARD, src, dst };

      /* The move animates from where the card was let go. */
      self->drop_pending = TRUE;
      self->drop_origin = card.origin;
      game_model_try_move (self->model, move);
      self->drop_pending = FALSE;
      self->drag_src = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      emit_state_changed (self);
      return;
    }

  /* An illegal drop: the card glides back, and if it was dropped on a
   * pile the player learns why. */
  if (under >= 0 && under != src)
    {
      ApMove move = { AP_MOVE_CARD, src, under };
      refuse (self, move, ap_position_check_move (game_model_get_position (self->model), move));
    }
  self->drag_src = -1;
  if (animate (self))
    {
      top_card_rect (self, src, &home);
      finish_flights (self);
      add_flight (self, ap_position_top (game_model_get_position (self->model), src), FALSE,
                  FALSE, card.origin, home.origin, 0, MOVE_MS * 1.3, src);
      start_flights (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  emit_state_changed (self);
}

static void
dragged_card_snapshot (ApBoard *self, GtkSnapshot *snapshot)
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
  pos = game_model_get_position (self->model);
  if (pos->len[self->drag_src] == 0)
    return;

  drag_card_rect (self, &card);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &card.origin);
  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (0, 0, cw, ch),
                                   ap_card_corner_radius (cw));
  gtk_snapshot_append_outset_shadow (snapshot, &rr, &(GdkRGBA) { 0, 0, 0, 0.3f }, 0, cw * 0.04f,
                                     0, cw * 0.08f);
  gtk_snapshot_append_node (snapshot,
                            ap_card_renderer_get_face (self->renderer,
                                                       ap_position_top (pos, self->drag_src)));
  gtk_snapshot_restore (snapshot);
}

/* ---------------------------------------------------------- click, tap */

/* Where a tap sends the card of pile at once, after the tap-action
 * setting, or -1 when the card is to be picked up with its destinations
 * lit. */
static int
tap_destination (ApBoard *self, int pile)
{
  const ApPosition *pos = game_model_get_position (self->model);
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
      if (compute_targets (self, pile) != 1)
        return -1;
      for (int p = 0; p < AP_N_PILES && dst < 0; p++)
        if (self->targets[p])
          dst = p;
      if (ap_position_move_is_shift (pos, (ApMove) { AP_MOVE_CARD, pile, dst }))
        return -1;
      return dst;
    }
}

/* A card on a foundation that cannot move now is not picked up: there is
 * nothing the player could do with it. Where no card ever leaves a
 * foundation, or it is the foundation's bottom card, which never moves,
 * the player is told why. TRUE when refused. */
static gboolean
refuse_foundation_pickup (ApBoard *self, int pile)
{
  const ApPosition *pos = game_model_get_position (self->model);
  ApMove move = { AP_MOVE_CARD, pile, pile };

  if (ap_pile_kind (pile) != AP_KIND_FOUNDATION || pos->len[pile] == 0 ||
      compute_targets (self, pile) > 0)
    return FALSE;
  set_selected (self, -1);
  if (!pos->rules.transfers)
    refuse (self, move, AP_VERDICT_TRANSFERS_OFF);
  else if (pos->len[pile] == 1)
    refuse (self, move, AP_VERDICT_FOUNDATION_BASE);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

static void
tap_pile (ApBoard *self, int pile)
{
  const ApPosition *pos = game_model_get_position (self->model);
  int dst;

  self->last_tap_moved = FALSE;

  if (pile == AP_PILE_STOCK)
    {
      set_selected (self, -1);
      deal (self);
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
          set_selected (self, src);
          return;
        }
      if (pile == src || pile < 0)
        {
          set_selected (self, -1);
          return;
        }
      if (may_drop (self, src, pile))
        {
          set_selected (self, -1);
          try_move (self, src, pile);
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
            set_selected (self, -1);
            refuse (self, move, verdict);
            return;
          }
        g_signal_emit (self, signals[MOVE_REFUSED], 0, (int) verdict, src, pile);
        /* Picked up, never moved at once: the player aimed at it. */
        if (ap_pile_kind (pile) == AP_KIND_FOUNDATION && compute_targets (self, pile) == 0)
          set_selected (self, -1);
        else
          set_selected (self, pile);
        return;
      }
    }

  if (pile < 0 || pos->len[pile] == 0)
    {
      set_selected (self, -1);
      return;
    }

  if (refuse_foundation_pickup (self, pile))
    return;
  /* A tap never sends a card on by itself when it is a foundation card
   * (a transfer is a deliberate move), or the card a tap has just moved
   * here: a player who taps a card and then where it should go would
   * otherwise see it go and come back, two moves counted. Such a card is
   * picked up. */
  if (ap_pile_kind (pile) == AP_KIND_FOUNDATION ||
      (pile == self->tap_moved_to && game_model_get_moves (self->model) == self->tap_moved_at))
    dst = -1;
  else
    dst = tap_destination (self, pile);
  if (dst >= 0)
    {
      set_selected (self, -1);
      if (try_move (self, pile, dst) == AP_VERDICT_OK)
        {
          self->tap_moved_to = dst;
          self->tap_moved_at = game_model_get_moves (self->model);
        }
      self->last_tap_moved = TRUE;
      return;
    }
  set_selected (self, pile);
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
  dst = ap_position_best_destination (game_model_get_position (self->model), pile);
  set_selected (self, -1);
  if (dst >= 0 && ap_pile_kind (dst) == AP_KIND_FOUNDATION &&
      ap_pile_kind (pile) != AP_KIND_FOUNDATION)
    try_move (self, pile, dst);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture, int n_press, double x, double y, ApBoard *self)
{
  int pile;

  if (self->model == NULL || self->dragging || self->win_animation != NULL)
    return;
  finish_flights (self);
  pile = input_pile_at (self, GTK_GESTURE (gesture), x, y);
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

/* ------------------------------------------------------------- keyboard */

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
      finish_flights (self);
      if (pile == AP_PILE_STOCK)
        {
          set_selected (self, -1);
          deal (self);
        }
      else if (self->selected < 0)
        {
          /* Picking up never moves at once from the keyboard: the player
           * chooses where the card goes. */
          if (refuse_foundation_pickup (self, pile))
            ;
          else if (game_model_get_position (self->model)->len[pile] > 0)
            set_selected (self, pile);
          else
            gtk_widget_error_bell (GTK_WIDGET (self));
        }
      else if (pile == self->selected)
        set_selected (self, -1);
      else
        {
          int src = self->selected;

          if (may_drop (self, src, pile))
            {
              set_selected (self, -1);
              try_move (self, src, pile);
            }
          else
            {
              ApMove move = { AP_MOVE_CARD, src, pile };

              refuse (self, move,
                      ap_position_check_move (game_model_get_position (self->model), move));
            }
        }
      return TRUE;

    case GDK_KEY_Escape:
      if (self->selected < 0)
        return FALSE;
      set_selected (self, -1);
      return TRUE;

    default:
      return FALSE;
    }
}

/* ---------------------------------------------------------------- model */

static void
rebuild_views (ApBoard *self)
{
  ApGame game = game_model_get_position (self->model)->rules.game;
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
   * (ap_board_focus()). */
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
  finish_flights (self);
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
  set_selected (self, -1);
}

static void
model_reset_cb (ApBoard *self)
{
  self->has_hint = FALSE;
  self->tap_moved_to = -1;
  reset_state (self);
  rebuild_views (self);
  update_room (self, TRUE);
  self->shown = *game_model_get_position (self->model);
  emit_state_changed (self);
}

static void
move_applied_cb (ApBoard *self, gpointer move, gboolean undo)
{
  const ApPosition *now = game_model_get_position (self->model);

  /* Changes that come together, before a frame of the first one's flights
   * was drawn (an undo or a redo of a move with the automatic moves that
   * followed it), fly together: from what the board showed before the
   * first to where the cards are now. Otherwise whatever was in flight
   * lands first, so that the new flights start from where the cards
   * really are. */
  if (self->flight_animation != NULL && !self->flights_ticked)
    drop_flights (self);
  else
    {
      finish_flights (self);
      self->flights_from = self->shown;
    }
  ap_board_end_celebration (self);
  self->has_hint = FALSE;
  if (self->selected >= 0 || self->hint_deal)
    set_selected (self, -1);
  /* When the piles move to make room, the cards are drawn where they land
   * at once: flights planned on the old layout would end in the wrong
   * places. */
  if (!update_room (self, FALSE))
    plan_flights (self, &self->flights_from, now);
  self->shown = *now;
  start_flights (self);
  emit_state_changed (self);
}

static void
won_cb (ApBoard *self)
{
  self->win_pending = TRUE;
  if (self->flight_animation == NULL)
    start_celebration (self);
}

void
ap_board_set_model (ApBoard *self, GameModel *model)
{
  g_return_if_fail (AP_IS_BOARD (self));
  g_return_if_fail (GAME_IS_MODEL (model));

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
  model_reset_cb (self);
}

GameModel *
ap_board_get_model (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), NULL);
  return self->model;
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

  finish_flights (self);
  if (self->selected >= 0)
    set_selected (self, -1);
}

gboolean
ap_board_show_hint (ApBoard *self, ApMove move)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);

  finish_flights (self);
  /* A card in the player's fingers is not taken away from them. */
  if (self->dragging)
    return FALSE;
  if (move.kind != AP_MOVE_CARD)
    {
      set_selected (self, -1);
      self->has_hint = TRUE;
      self->hint = move;
      self->hint_deal = TRUE;
      /* Return deals, as the ring says. */
      ap_board_focus_hint (self);
      update_highlights (self);
      emit_state_changed (self);
      return TRUE;
    }
  g_return_val_if_fail (move.src < AP_N_PILES && move.dst < AP_N_PILES, FALSE);
  g_return_val_if_fail (self->views[move.src] != NULL && self->views[move.dst] != NULL, FALSE);

  /* The card is picked up as a tap would, but only the hinted destination
   * lights up: a tap or Return there plays the hint, a tap on the card
   * keeps it in hand (tap_pile()), anything else puts it back as usual. */
  set_selected (self, move.src);
  clear_targets (self);
  self->targets[move.dst] = TRUE;
  self->hint_picked = TRUE;
  self->has_hint = TRUE;
  self->hint = move;
  /* The keyboard goes to the destination, so that Return there plays the
   * hint: wherever the focus was (the header bar's buttons, at first),
   * Return would do something else. */
  ap_board_focus_hint (self);
  update_highlights (self);
  emit_state_changed (self);
  return TRUE;
}

gboolean
ap_board_get_pile_rect (ApBoard *self, int pile, graphene_rect_t *rect)
{
  guint len;

  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, FALSE);

  if (self->model == NULL || self->views[pile] == NULL)
    return FALSE;
  top_card_rect (self, pile, rect);
  /* A fanned pile reaches from its first card to its top one. */
  len = game_model_get_position (self->model)->len[pile];
  if (len > 1)
    {
      graphene_point_t first = card_origin (self, pile, 0, len);

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
  top_card_rect (self, pile, rect);
  return TRUE;
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

/* The keyboard starts on the stock, where Enter and Space deal: not on
 * the header bar's first button, where they would start a new game. */
void
ap_board_focus_start (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->views[AP_PILE_STOCK] != NULL)
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
  top_card_rect (self, src, card);
  top_card_rect (self, dst, destination);
  if (card_move)
    {
      /* Where the card will lie once played, one fan step below the top
       * card: the player looks there too. */
      guint n = game_model_get_position (self->model)->len[dst];
      graphene_point_t landing = card_origin (self, dst, n, n + 1);

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

gboolean
ap_board_get_hint_deal (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->hint_deal;
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
  flights_snapshot (self, snapshot);
  particles_snapshot (self, snapshot);
  dragged_card_snapshot (self, snapshot);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

double
ap_board_measure_snapshot (ApBoard *self, guint n)
{
  g_autoptr (GArray) times = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  g_return_val_if_fail (AP_IS_BOARD (self), 0);
  g_return_val_if_fail (parent != NULL, 0);

  for (guint i = 0; i < MAX (n, 1); i++)
    {
      g_autoptr (GtkSnapshot) snapshot = NULL;
      g_autoptr (GskRenderNode) node = NULL;
      gint64 start;
      double us;

      /* As in a frame in which every pile changed: no widget may reuse the
       * render node of its previous frame. GTK's own path is used, through
       * the parent, so that CSS backgrounds are drawn as in a real frame. */
      queue_draw_all (GTK_WIDGET (self));
      start = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      gtk_widget_snapshot_child (parent, GTK_WIDGET (self), snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      us = (double) (g_get_monotonic_time () - start);
      g_array_append_val (times, us);
    }

  g_array_sort (times, compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static void
ap_board_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ApBoard *self = AP_BOARD (widget);
  ApCardColors colors;

  GTK_WIDGET_CLASS (ap_board_parent_class)->css_changed (widget, change);
  ap_card_colors_from_widget (&colors, widget);
  ap_card_renderer_set_colors (self->renderer, &colors);
}

void
ap_board_set_animations (ApBoard *self, gboolean animations)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->animations == !!animations)
    return;
  self->animations = !!animations;
  /* Cards in the air land, and a celebration ends, at once. */
  if (!self->animations)
    {
      finish_flights (self);
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
void
ap_board_set_four_colour_deck (ApBoard *self, gboolean four_colour)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (ap_card_renderer_get_four_colour (self->renderer) == !!four_colour)
    return;
  ap_card_renderer_set_four_colour (self->renderer, four_colour);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR_DECK]);
}

gboolean
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
  widget_class->focus = ap_board_focus;
  widget_class->root = ap_board_root;
  widget_class->unroot = ap_board_unroot;
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

  signals[MOVE_REFUSED] = g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                        G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[CELEBRATION_DONE] = g_signal_new ("celebration-done", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            0);
  signals[STATE_CHANGED] = g_signal_new ("state-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ap_board_init (ApBoard *self)
{
  GtkGesture *drag, *click;
  GtkEventController *keys, *pointer;

  self->renderer = ap_card_renderer_new ();
  self->views_game = -1;
  self->selected = -1;
  self->tap_moved_to = -1;
  self->last_tap_pile = -1;
  self->drag_src = -1;
  self->hover = -1;
  self->animations = TRUE;
  self->tap_action = AP_TAP_SELECT;
  self->flights = g_array_new (FALSE, FALSE, sizeof (Flight));
  self->particles = g_array_new (FALSE, FALSE, sizeof (Particle));

  /* One drag gesture for mouse, pen and touch alike. */
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (drag), FALSE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  /* Sees every press before the gestures, and lets it go on to them. */
  pointer = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (pointer, GTK_PHASE_CAPTURE);
  g_signal_connect (pointer, "event", G_CALLBACK (pointer_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), pointer);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

GtkWidget *
ap_board_new (void)
{
  return g_object_new (AP_TYPE_BOARD, NULL);
}
