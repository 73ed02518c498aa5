/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-compat.h"
#include "ap-message-place.h"
#include "ap-move.h"
#include "ap-pile-view.h"
#include "ap-window-private.h"

/*
 * The window's messages over the board: the hint's words, the reason of a
 * refused move and notices (about the saved game). A toast would do, but
 * libadwaita puts it at the bottom of the board, over the bottom row of
 * cards, which is often the very card the message is about (the reserves
 * of Carthage in a narrow window) or the stock and the waste (Patriarchs),
 * and cuts its text short in a narrow window. This message wraps instead,
 * and goes where it hides no card the player can move, nor the piles it is
 * about, and the least of the others (often the free band between two
 * rows), off the stock and the waste while there is any other place: the
 * rule, shared with the banner, is ap_message_place() (ap-message-place.h).
 *
 * One message at a time: a new one replaces the last. The hint's words and
 * a refusal speak of one position only, so every message goes as soon as
 * the position changes: read after the move, or after an undo or a new
 * deal, a hint would look like a new hint, and perhaps an illegal one.
 */

/* Long enough to read two sentences naming a card and a pile (a hint), a
 * sentence naming two cards (a refusal), one about a lost game (a
 * notice). */
static const guint timeout_ms[] = {
  [AP_MESSAGE_HINT] = 6000,
  [AP_MESSAGE_REFUSAL] = 5000,
  [AP_MESSAGE_NOTICE] = 8000,
};
/* Room kept round the piles a message speaks of, by the width of a
 * card. */
#define ABOUT_ROOM 0.1f

static int
height_for_width_cb (int w, gpointer widget)
{
  int min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, w, &min_h, &nat_h, NULL, NULL);
  return nat_h;
}

/* The piles as the placement sees them (ap-message-place.h), in the
 * overlay's coordinates, with the ones a card can move from now: the
 * sources of the legal moves the engine lists, and the stock while a deal
 * or a redeal is legal. Returns how many. */
static guint
place_piles (ApWindow *self, const graphene_point_t *origin, ApPlacePile *piles)
{
  ApMove moves[AP_MAX_MOVES];
  guint n_moves = ap_position_legal_moves (ap_game_model_get_position (self->model), moves);
  gboolean movable[AP_N_PILES] = { FALSE };
  guint n = 0;

  for (guint i = 0; i < n_moves; i++)
    movable[moves[i].kind == AP_MOVE_CARD ? moves[i].src : AP_PILE_STOCK] = TRUE;
  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      ApPlacePile *p = &piles[n];

      if (!ap_board_get_pile_rect (self->board, pile, &p->cards) ||
          !ap_board_get_top_card_rect (self->board, pile, &p->top))
        continue;
      graphene_rect_offset (&p->cards, origin->x, origin->y);
      graphene_rect_offset (&p->top, origin->x, origin->y);
      p->movable = movable[pile];
      p->stock = pile == AP_PILE_STOCK || pile == AP_PILE_WASTE;
      n++;
    }
  return n;
}

/* Places `widget` over the board (ap_message_place()), off the rectangles
 * of about and, if it can, off the banner. */
static ApPlaceKind
place (ApWindow *self, GtkWidget *widget, int width, int height, const graphene_point_t *origin,
       const graphene_rect_t *about, guint n_about, const graphene_rect_t *banner,
       GtkAllocation *allocation)
{
  ApPlacePile piles[AP_N_PILES];
  ApPlaceRequest request = {
    .width = width,
    .height = height,
    .height_for_width = height_for_width_cb,
    .user_data = widget,
    .piles = piles,
    .n_piles = place_piles (self, origin, piles),
    .about = about,
    .n_about = n_about,
    .banner = banner,
  };
  ApPlaceBox box;
  ApPlaceKind kind;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &request.min_width,
                      &request.nat_width, NULL, NULL);
  kind = ap_message_place (&request, &box);
  *allocation = (GtkAllocation) { box.x, box.y, box.w, box.h };
  return kind;
}

/* Adds the pile's rectangle, with a little room round it, to about. */
static guint
add_pile (ApWindow *self, int pile, const graphene_point_t *origin, graphene_rect_t *about, guint n)
{
  graphene_rect_t rect;
  float room;

  if (pile < 0 || !ap_board_get_pile_rect (self->board, pile, &rect))
    return n;
  room = rect.size.width * ABOUT_ROOM;
  graphene_rect_inset (&rect, -room, -room);
  graphene_rect_offset (&rect, origin->x, origin->y);
  about[n] = rect;
  return n + 1;
}

/* Where the solver's banner goes: off every card that can move, and where
 * it hides the least, by the rule of ap-message-place.h. It floats over the
 * board instead of pushing it down, so that no pile moves when it comes or
 * goes. TRUE when it hides no card at all. */
static gboolean
place_banner (ApWindow *self, int width, int height, const graphene_point_t *origin,
              GtkAllocation *allocation)
{
  return place (self, GTK_WIDGET (self->banner), width, height, origin, NULL, 0, NULL,
                allocation) == AP_PLACE_CLEAR;
}

/*
 * The banner's words and buttons go side by side, or the buttons under the
 * words when that way it finds a place clear of the cards: narrow, it fits
 * beside the grid of Patriarchs and Picture Patience where no band between
 * the rows is tall enough (1100x760), rather than over half a row. Its
 * layout is not changed while GTK places it, but in an idle after, which
 * places it again; each board size tries the buttons under the words once,
 * and goes back to side by side when that finds no clear place either, or
 * when the size changes.
 */
static const char banner_tried_key[] = "ap-banner-tried";
static const char banner_flip_key[] = "ap-banner-flip";

static gboolean
flip_banner_idle_cb (gpointer data)
{
  GtkOrientable *box = data;

  g_object_set_data (G_OBJECT (box), banner_flip_key, NULL);
  gtk_orientable_set_orientation (box,
                                  gtk_orientable_get_orientation (box) == GTK_ORIENTATION_HORIZONTAL
                                    ? GTK_ORIENTATION_VERTICAL
                                    : GTK_ORIENTATION_HORIZONTAL);
  return G_SOURCE_REMOVE;
}

static void
choose_banner_layout (ApWindow *self, int width, int height, gboolean clear)
{
  GtkWidget *box = gtk_revealer_get_child (self->banner);
  guint size = ((guint) width << 16) | ((guint) height & 0xffff);
  guint tried;
  gboolean flip;

  if (!GTK_IS_ORIENTABLE (box) || g_object_get_data (G_OBJECT (box), banner_flip_key) != NULL)
    return;
  tried = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (box), banner_tried_key));
  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) == GTK_ORIENTATION_HORIZONTAL)
    {
      flip = !clear && tried != size;
      if (flip)
        g_object_set_data (G_OBJECT (box), banner_tried_key, GUINT_TO_POINTER (size));
    }
  else
    {
      flip = !clear || tried != size;
      if (tried != size)
        g_object_set_data (G_OBJECT (box), banner_tried_key, NULL);
    }
  if (flip)
    {
      g_object_set_data (G_OBJECT (box), banner_flip_key, GINT_TO_POINTER (TRUE));
      g_idle_add_full (G_PRIORITY_DEFAULT, flip_banner_idle_cb, g_object_ref (box), g_object_unref);
    }
}

/* Where the message goes: by the rule of ap-message-place.h, never over
 * the piles it is about (the hinted card and its destination, the refused
 * card and where it was to go), off every card that can move, and off the
 * banner, whose button may be what the player reaches for, while there is
 * any other place clear of the cards. Where the piles leave room for one
 * box only (the strip the layout keeps on a full board, ap-board-layout.c),
 * which the banner takes, the message lies over the banner for its few
 * seconds, opaque, rather than over the cards: the banner is in sight
 * again when it goes. */
static gboolean
get_child_position_cb (GtkOverlay *overlay, GtkWidget *widget, GtkAllocation *allocation,
                       ApWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  graphene_rect_t about[4], banner_rect = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  guint n_about = 0;
  graphene_point_t origin;
  GtkAllocation banner;
  gboolean banner_up;

  if (widget != self->message_box && widget != GTK_WIDGET (self->banner))
    return FALSE;
  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (0, 0), &origin))
    origin = GRAPHENE_POINT_INIT (0, 0);
  if (widget == GTK_WIDGET (self->banner))
    {
      choose_banner_layout (self, width, height,
                            place_banner (self, width, height, &origin, allocation));
      return TRUE;
    }

  if (self->message_kind == AP_MESSAGE_HINT &&
      ap_board_get_hint_rects (self->board, &about[0], &about[1]))
    {
      n_about = 2;
      for (guint i = 0; i < n_about; i++)
        graphene_rect_offset (&about[i], origin.x, origin.y);
    }
  for (guint i = 0; i < G_N_ELEMENTS (self->message_piles); i++)
    n_about = add_pile (self, self->message_piles[i], &origin, about, n_about);
  banner_up = gtk_revealer_get_reveal_child (self->banner);
  if (banner_up)
    {
      place_banner (self, width, height, &origin, &banner);
      banner_rect = GRAPHENE_RECT_INIT (banner.x, banner.y, banner.width, banner.height);
    }
  place (self, widget, width, height, &origin, about, n_about, banner_up ? &banner_rect : NULL,
         allocation);
  if (banner_up &&
      graphene_rect_intersection (&GRAPHENE_RECT_INIT (allocation->x, allocation->y,
                                                       allocation->width, allocation->height),
                                  &banner_rect, NULL))
    gtk_widget_add_css_class (widget, "over-banner");
  else
    gtk_widget_remove_css_class (widget, "over-banner");
  return TRUE;
}

static void
say (GtkWidget *widget, const char *text)
{
  if (AP_IS_PILE_VIEW (widget))
    ap_pile_view_set_announcement (AP_PILE_VIEW (widget), text);
  else if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    text, -1);
  else if (gtk_widget_get_tooltip_text (widget) != NULL)
    /* A widget's tooltip is its description, as GTK set it. */
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_widget_get_tooltip_text (widget), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Takes the announced words off the widget that carries them. */
static void
forget (ApWindow *self)
{
  if (self->announced != NULL)
    say (self->announced, NULL);
  g_clear_weak_pointer (&self->announced);
}

static void
focus_moved_cb (ApWindow *self, GParamSpec *pspec, gpointer user_data)
{
  forget (self);
}

void
ap_window_announce (ApWindow *self, const char *text)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  forget (self);
  /* Where GTK can announce, the words go out once and leave nothing
   * behind; before GTK 4.14 they become the description of the focused
   * widget, which a screen reader reads when it changes. */
  if (ap_compat_announce (GTK_WIDGET (self), text))
    return;
  if (text == NULL || *text == '\0' || focus == NULL)
    return;
  g_set_weak_pointer (&self->announced, focus);
  say (focus, text);
}

static void
ap_window_hide_message (ApWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean had_focus;

  if (self->message_box == NULL)
    return;
  had_focus = focus != NULL && gtk_widget_is_ancestor (focus, self->message_box);
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  if (gtk_widget_get_visible (self->message_box))
    ap_window_announce (self, NULL);
  gtk_widget_set_visible (self->message_box, FALSE);
  /* Closed from the keyboard: the keys go back to the board, not nowhere
   * (where Return would reach the header bar's New Game). */
  if (had_focus)
    ap_board_focus_hint (self->board);
}

static gboolean
timeout_cb (gpointer user_data)
{
  ApWindow *self = user_data;

  self->message_timeout = 0;
  ap_window_hide_message (self);
  return G_SOURCE_REMOVE;
}

/* A hint's words go with the hint: when the player puts its card back
 * (Escape, a tap elsewhere), they would point at a move no longer shown. */
static void
board_changed_cb (ApWindow *self)
{
  if (self->message_kind == AP_MESSAGE_HINT && self->hint_on_board && self->message_box != NULL &&
      gtk_widget_get_visible (self->message_box) && !ap_board_has_hint (self->board))
    ap_window_hide_message (self);
}

/* A move, an undo or a new deal: what a hint or a refusal said is about a
 * position gone. A notice about the saved game stays its time. */
static void
position_changed_cb (ApWindow *self)
{
  if (self->message_kind != AP_MESSAGE_NOTICE)
    ap_window_hide_message (self);
  /* The banner and a notice keep their place only while the piles keep
   * theirs and the same cards can move: a pile that grows (the waste
   * fanning out to three cards) may reach under them, and its top card is
   * often the one card the player can move (Contradance on a phone on its
   * side, issue 44, 3). Placed again. */
  if (gtk_revealer_get_reveal_child (self->banner) ||
      (self->message_box != NULL && gtk_widget_get_visible (self->message_box)))
    gtk_widget_queue_allocate (GTK_WIDGET (self->board_overlay));
}

/* The message's box, over the board above the banner, built for the
 * first message: most games show none before their first frame, nor for
 * a while after. */
static void
build_message_box (ApWindow *self)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/algerian_patience/"
                                                                  "Algerian/ap-window-message.ui");

  self->message_box = GTK_WIDGET (gtk_builder_get_object (builder, "message_box"));
  self->message_label = GTK_LABEL (gtk_builder_get_object (builder, "message_label"));
  gtk_overlay_add_overlay (self->board_overlay, self->message_box);
}

void
ap_window_show_message (ApWindow *self, ApMessageKind kind, const char *text, int pile,
                        int other_pile)
{
  if (self->message_box == NULL)
    build_message_box (self);
  /* Hidden first, so that a new message in place of the last one appears
   * anew: screen readers announce an alert when it appears, as they do a
   * toast. */
  ap_window_hide_message (self);
  self->message_kind = kind;
  self->message_piles[0] = pile;
  self->message_piles[1] = other_pile;
  self->hint_on_board = FALSE;
  gtk_label_set_text (self->message_label, text);
  gtk_widget_set_visible (self->message_box, TRUE);
  /* An alert is not announced by GTK 4.8: the focused widget says it. */
  ap_window_announce (self, text);
  self->message_timeout = g_timeout_add (timeout_ms[kind], timeout_cb, self);
}

void
ap_window_show_hint_message (ApWindow *self, const char *text, gboolean on_board)
{
  ap_window_show_message (self, AP_MESSAGE_HINT, text, -1, -1);
  self->hint_on_board = on_board;
}

void
ap_window_reveal_banner (ApWindow *self, gboolean reveal)
{
  if (reveal)
    gtk_widget_set_visible (GTK_WIDGET (self->banner), TRUE);
  gtk_revealer_set_reveal_child (self->banner, reveal);
}

/* Gone from sight, at the end of its fade or at once without
 * animations. */
static void
banner_revealed_cb (ApWindow *self)
{
  if (!gtk_revealer_get_reveal_child (self->banner) &&
      !gtk_revealer_get_child_revealed (self->banner))
    gtk_widget_set_visible (GTK_WIDGET (self->banner), FALSE);
}

static void
close_hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ap_window_hide_message (user_data);
}

void
ap_window_init_message (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "close-hint", .activate = close_hint_cb },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect (self->board_overlay, "get-child-position", G_CALLBACK (get_child_position_cb),
                    self);
  g_signal_connect_object (self->banner, "notify::child-revealed", G_CALLBACK (banner_revealed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "state-changed", G_CALLBACK (board_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  /* Announced words stay on the focused widget until the focus moves. */
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_moved_cb), NULL);
}

void
ap_window_dispose_message (ApWindow *self)
{
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  g_clear_weak_pointer (&self->announced);
}
