/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-board-layout.h"
#include "ap-compat.h"
#include "ap-pile-view.h"
#include "ap-window-private.h"

/*
 * The window's messages over the board: the hint's words, the reason of a
 * refused move and notices (about the saved game). A toast would do, but
 * libadwaita puts it at the bottom of the board, over the bottom row of
 * cards, which is often the very card the message is about (the reserves
 * of Carthage in a narrow window) or the stock and the waste (Patriarchs),
 * and cuts its text short in a narrow window. This message wraps instead,
 * and goes where it hides the least of the cards (often the free band
 * between two rows), never over the piles it is about, nor over the stock
 * and the waste while there is any other place.
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
/* From the board's edges, as a toast would be. */
#define MARGIN AP_MESSAGE_MARGIN
/* Wider lines are hard to read; the longest hints, in Italian, fit on
 * one line. */
#define MAX_WIDTH AP_MESSAGE_MAX_WIDTH
/* The step of the search for the best place. */
#define SCAN_STEP 4
/* How much worse hiding the stock or the waste is than hiding other
 * cards, how much more hiding the top quarter of a pile costs, and how
 * much more its top card, the one that moves and that a hint or a refusal
 * may name (in a long fan, far below the pile's top quarter). */
#define STOCK_WEIGHT 20
#define INDEX_WEIGHT 2
#define TOP_CARD_WEIGHT 4

static gboolean
covers (const graphene_rect_t *rect, const graphene_rect_t *avoid, guint n_avoid)
{
  for (guint i = 0; i < n_avoid; i++)
    if (graphene_rect_intersection (rect, &avoid[i], NULL))
      return TRUE;
  return FALSE;
}

/* The piles the message would rather not hide, in the overlay's
 * coordinates, each with what hiding it costs by unit of area. */
typedef struct {
  graphene_rect_t cards;
  graphene_rect_t index; /* its top quarter, where its first card shows
                            its rank and suit */
  graphene_rect_t top;   /* its top card */
  float weight;
} Hideable;

/* The top of a pile counts more than the rest, and the stock and the waste
 * count many times over: they are what the player reaches for and reads
 * (the stock's count) while playing a hint. Returns how many. */
static guint
hideable_piles (ApWindow *self, const graphene_point_t *origin, Hideable *piles)
{
  guint n = 0;

  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      Hideable *h = &piles[n];

      if (!ap_board_get_pile_rect (self->board, pile, &h->cards))
        continue;
      graphene_rect_offset (&h->cards, origin->x, origin->y);
      h->index = h->cards;
      h->index.size.height = h->cards.size.height / 4;
      if (!ap_board_get_top_card_rect (self->board, pile, &h->top))
        h->top = h->index;
      graphene_rect_offset (&h->top, origin->x, origin->y);
      h->weight = pile == AP_PILE_STOCK || pile == AP_PILE_WASTE ? STOCK_WEIGHT : 1;
      n++;
    }
  return n;
}

/* How much `rect` would hide of the piles, by their weights. */
static float
hidden_area (const graphene_rect_t *rect, const Hideable *piles, guint n_piles)
{
  float area = 0;

  for (guint i = 0; i < n_piles; i++)
    {
      graphene_rect_t both;

      if (graphene_rect_intersection (rect, &piles[i].cards, &both))
        area += piles[i].weight * both.size.width * both.size.height;
      if (graphene_rect_intersection (rect, &piles[i].index, &both))
        area += piles[i].weight * INDEX_WEIGHT * both.size.width * both.size.height;
      if (graphene_rect_intersection (rect, &piles[i].top, &both))
        area += piles[i].weight * TOP_CARD_WEIGHT * both.size.width * both.size.height;
    }
  return area;
}

/* The best height for the message: the one that hides the least of the
 * cards, off every rectangle of avoid; of equal places, the lowest, where
 * a toast would be. FALSE when every height lies over one of them. */
static gboolean
best_height (const graphene_rect_t *start, int top, const graphene_rect_t *avoid, guint n_avoid,
             const Hideable *piles, guint n_piles, int *y_out)
{
  float best = G_MAXFLOAT;

  for (int y = start->origin.y; y >= top; y -= SCAN_STEP)
    {
      graphene_rect_t here = *start;
      float hidden;

      here.origin.y = y;
      if (covers (&here, avoid, n_avoid))
        continue;
      hidden = hidden_area (&here, piles, n_piles);
      if (hidden < best)
        {
          best = hidden;
          *y_out = y;
        }
    }
  return best < G_MAXFLOAT;
}

/* Adds the pile's rectangle, with a little room round it, to avoid. */
static guint
add_pile (ApWindow *self, int pile, const graphene_point_t *origin, graphene_rect_t *avoid, guint n)
{
  graphene_rect_t rect;
  float room;

  if (pile < 0 || !ap_board_get_pile_rect (self->board, pile, &rect))
    return n;
  room = rect.size.width * 0.1f;
  graphene_rect_inset (&rect, -room, -room);
  graphene_rect_offset (&rect, origin->x, origin->y);
  avoid[n] = rect;
  return n + 1;
}

/* The width a floating box asks for, up to what the board allows, and its
 * height for that width. */
static void
measure_floating (GtkWidget *widget, int board_width, int *w, int *h)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  *w = MAX (min_w, MIN (nat_w, MIN (board_width - 2 * MARGIN, MAX_WIDTH)));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, *w, &min_h, &nat_h, NULL, NULL);
  *h = nat_h;
}

/* When no place at its width is clear of the cards, a floating box tries
 * narrower widths, in small steps that find the free places beside the
 * piles (Royal Cotillion's room under its stock on a phone held on its
 * side), down to the narrowest, and grows no more than a few times as
 * tall as at its own width: beyond that its words come a few to a line,
 * or broken, and hiding a little of the cards is the lesser harm. The
 * board's layout keeps room for the same widths (ap-board-layout.h). */
#define MIN_NARROW_WIDTH AP_MESSAGE_MIN_WIDTH
#define MAX_NARROW_GROWTH AP_MESSAGE_MAX_GROWTH
/* The step of the search for a clear place, which tries every height
 * across the board for each of a few dozen left edges. */
#define CLEAR_STEP 8

/* Whether `rect` lies over any card or empty place of the board. */
static gboolean
over_cards (const graphene_rect_t *rect, const Hideable *piles, guint n_piles)
{
  for (guint i = 0; i < n_piles; i++)
    if (graphene_rect_intersection (rect, &piles[i].cards, NULL))
      return TRUE;
  return FALSE;
}

/* The left edges worth trying for a box `w` wide: centred, at either edge
 * of the board, and just beside each pile, where the free bands run. */
static guint
left_edges (int width, int w, const Hideable *piles, guint n_piles, int *xs)
{
  guint n = 0;
  int low = MARGIN, high = width - MARGIN - w;

  if (high < low)
    return 0;
  xs[n++] = (width - w) / 2;
  xs[n++] = low;
  xs[n++] = high;
  for (guint i = 0; i < n_piles; i++)
    {
      xs[n++] =
        CLAMP ((int) (piles[i].cards.origin.x + piles[i].cards.size.width) + MARGIN, low, high);
      xs[n++] = CLAMP ((int) piles[i].cards.origin.x - MARGIN - w, low, high);
    }
  return n;
}

/*
 * A place for a floating box (a message, the banner) that hides no card
 * and no empty place of the board at all, off every rectangle of avoid:
 * the board's free bands between the rows are often too narrow for it, and
 * in Patriarchs and Picture Patience, whose grid of piles fills the middle
 * of the board, it would hide the cards the player is reading, while
 * there is room beside the grid (a wide window) or beside the stock and
 * the waste. First at the width the box asks for, then narrower, its words
 * wrapped over more lines; of the clear places at one width, the lowest
 * centred one, else the one nearest where a toast would be (low and
 * centred). FALSE when there is
 * none: then the caller settles for the place that hides the least.
 */
static gboolean
clear_place (GtkWidget *widget, int width, int height, const graphene_rect_t *avoid, guint n_avoid,
             const Hideable *piles, guint n_piles, GtkAllocation *allocation)
{
  int min_w, nat_w, w, first_h = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  w = MAX (min_w, MIN (nat_w, MIN (width - 2 * MARGIN, MAX_WIDTH)));
  for (guint narrower = 0;; narrower++)
    {
      int xs[3 + 2 * AP_N_PILES];
      guint n_xs = left_edges (width, w, piles, n_piles, xs);
      int min_h, h;
      double best = G_MAXDOUBLE;

      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, w, &min_h, &h, NULL, NULL);
      if (narrower == 0)
        first_h = h;
      else if (h > MAX_NARROW_GROWTH * first_h)
        break;
      for (guint i = 0; i < n_xs; i++)
        for (int y = height - MARGIN - h; y >= MARGIN; y -= CLEAR_STEP)
          {
            graphene_rect_t here = GRAPHENE_RECT_INIT (xs[i], y, w, h);
            int off_centre = ABS (xs[i] - (width - w) / 2);
            /* A centred place first, as before there was this search (the
             * free band between two rows), and then the nearest. */
            double distance =
              (off_centre > 0 ? 2.0 * height : 0) + off_centre + (height - MARGIN - h - y);

            if (distance >= best || over_cards (&here, piles, n_piles) ||
                covers (&here, avoid, n_avoid))
              continue;
            best = distance;
            *allocation = (GtkAllocation) { xs[i], y, w, h };
          }
      if (best < G_MAXDOUBLE)
        return TRUE;
      /* Narrower, down to what the box needs. */
      if (w <= MAX (min_w, MIN_NARROW_WIDTH))
        break;
      w = MAX (MAX (min_w, MIN_NARROW_WIDTH), ap_board_layout_message_narrower (w));
    }
  return FALSE;
}

/* Where the solver's banner goes: centred, at the height that hides the
 * least of the cards, off the stock and the waste when it can be; the
 * lowest of equal places. It floats over the board instead of pushing it
 * down, so that no pile moves when it comes or goes. */
static gboolean
place_banner (ApWindow *self, int width, int height, const graphene_point_t *origin,
              GtkAllocation *allocation)
{
  graphene_rect_t avoid[2], start;
  Hideable piles[AP_N_PILES];
  guint n_avoid, n_piles = hideable_piles (self, origin, piles);
  int w, h, y;

  n_avoid =
    add_pile (self, AP_PILE_WASTE, origin, avoid, add_pile (self, AP_PILE_STOCK, origin, avoid, 0));
  if (clear_place (GTK_WIDGET (self->banner), width, height, avoid, n_avoid, piles, n_piles,
                   allocation))
    return TRUE;
  measure_floating (GTK_WIDGET (self->banner), width, &w, &h);
  *allocation = (GtkAllocation) { (width - w) / 2, height - MARGIN - h, w, h };
  start = GRAPHENE_RECT_INIT (allocation->x, allocation->y, w, h);
  y = allocation->y;
  if (best_height (&start, MARGIN, avoid, n_avoid, piles, n_piles, &y) ||
      best_height (&start, MARGIN, avoid, 0, piles, n_piles, &y))
    allocation->y = y;
  return FALSE;
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

/* Where the message goes: the width it asks for up to what the board
 * allows, centred, at the height that hides the least of the cards (the
 * free band between rows when there is one), never over the piles it is
 * about (the hinted card and its destination, the refused card and where
 * it was to go), and off the stock and the waste unless there is no other
 * place. */
static gboolean
get_child_position_cb (GtkOverlay *overlay, GtkWidget *widget, GtkAllocation *allocation,
                       ApWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  int w, h, y;
  graphene_rect_t avoid[7];
  Hideable piles[AP_N_PILES];
  guint n_avoid = 0, n_piles;
  graphene_point_t origin;
  GtkAllocation banner;

  if (widget != self->message_box && widget != GTK_WIDGET (self->banner))
    return FALSE;
  if (widget == self->message_box)
    gtk_widget_remove_css_class (widget, "over-banner");
  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (0, 0), &origin))
    origin = GRAPHENE_POINT_INIT (0, 0);
  if (widget == GTK_WIDGET (self->banner))
    {
      choose_banner_layout (self, width, height,
                            place_banner (self, width, height, &origin, allocation));
      return TRUE;
    }

  measure_floating (widget, width, &w, &h);
  *allocation = (GtkAllocation) { (width - w) / 2, height - MARGIN - h, w, h };
  if (self->message_kind == AP_MESSAGE_HINT &&
      ap_board_get_hint_rects (self->board, &avoid[0], &avoid[1]))
    {
      n_avoid = 2;
      for (guint i = 0; i < n_avoid; i++)
        graphene_rect_offset (&avoid[i], origin.x, origin.y);
    }
  for (guint i = 0; i < G_N_ELEMENTS (self->message_piles); i++)
    n_avoid = add_pile (self, self->message_piles[i], &origin, avoid, n_avoid);
  /* Not over the banner, whose button may be what the player reaches
   * for, while there is any other place clear of the cards. */
  if (gtk_revealer_get_reveal_child (self->banner))
    {
      place_banner (self, width, height, &origin, &banner);
      avoid[n_avoid++] = GRAPHENE_RECT_INIT (banner.x, banner.y, banner.width, banner.height);
    }
  n_piles = hideable_piles (self, &origin, piles);
  {
    graphene_rect_t start = GRAPHENE_RECT_INIT (allocation->x, allocation->y, w, h);
    guint with_stock = add_pile (self, AP_PILE_WASTE, &origin, avoid,
                                 add_pile (self, AP_PILE_STOCK, &origin, avoid, n_avoid));

    if (clear_place (widget, width, height, avoid, with_stock, piles, n_piles, allocation))
      return TRUE;
    /* Where the piles leave room for one box only (the strip the layout
     * keeps on a full board, ap-board-layout.c), which the banner takes,
     * the message lies over the banner for its few seconds rather than
     * over the cards: the banner is in sight again when it goes, at once
     * with its close button. */
    if (gtk_revealer_get_reveal_child (self->banner))
      {
        graphene_rect_t others[G_N_ELEMENTS (avoid)];
        guint n_others = 0;

        for (guint i = 0; i < with_stock; i++)
          if (i != n_avoid - 1)
            others[n_others++] = avoid[i];
        if (clear_place (widget, width, height, others, n_others, piles, n_piles, allocation))
          {
            gtk_widget_add_css_class (widget, "over-banner");
            return TRUE;
          }
      }
    y = allocation->y;
    /* A board too small to leave the piles in sight keeps the usual place. */
    if (best_height (&start, MARGIN, avoid, with_stock, piles, n_piles, &y) ||
        best_height (&start, MARGIN, avoid, n_avoid, piles, n_piles, &y))
      allocation->y = y;
  }
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
  /* The banner keeps its place only while the piles keep theirs: a pile
   * that grows (the waste fanning out to three cards) may reach under it,
   * and its top card is often the one card the player can move (Contradance
   * on a phone on its side, issue 44, 3). Placed again. */
  if (gtk_revealer_get_reveal_child (self->banner))
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
