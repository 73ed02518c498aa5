/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-window-private.h"

/*
 * The hint's words over the board. A toast would do, but libadwaita puts
 * it at the bottom of the board, over the bottom row of cards, which is
 * often the very card the hint picks up (the reserves of Carthage in a
 * narrow window), and cuts its text short in a narrow window. This message
 * wraps instead, and goes where it hides the least of the cards (often the
 * free band between two rows), never over the hinted card or its
 * destination.
 *
 * It speaks of one position only, so it goes as soon as the position
 * changes: read after the move, or after an undo or a new deal, it would
 * look like a new hint, and perhaps an illegal one.
 */

/* Long enough to read two sentences naming a card and a pile. */
#define TIMEOUT_MS 6000
/* From the board's edges, as a toast would be. */
#define MARGIN 12
/* Wider lines are hard to read; the longest hints, in Italian, fit on
 * one line. */
#define MAX_WIDTH 720
/* The step of the search for the best place. */
#define SCAN_STEP 4
/* How much worse hiding the stock or the waste is than hiding other
 * cards, and how much more hiding the top quarter of a pile costs. */
#define STOCK_WEIGHT 20
#define INDEX_WEIGHT 2

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
  graphene_rect_t index;    /* its top quarter, where its first card shows
                               its rank and suit */
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
    }
  return area;
}

/* Where the message goes: the width it asks for up to what the board
 * allows, centred, at the height that hides the least of the cards (the
 * free band between rows when there is one), never over the hinted card or
 * its destination; of equal places, the lowest, where a toast would be. */
static gboolean
get_child_position_cb (GtkOverlay *overlay, GtkWidget *widget, GtkAllocation *allocation,
                       ApWindow *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  int min_w, nat_w, min_h, nat_h, w, h, bottom;
  graphene_rect_t avoid[2];
  Hideable piles[AP_N_PILES];
  guint n_avoid = 0, n_piles;
  graphene_point_t origin;
  float best = G_MAXFLOAT;

  if (widget != self->hint_message)
    return FALSE;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  w = MAX (min_w, MIN (nat_w, MIN (width - 2 * MARGIN, MAX_WIDTH)));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, w, &min_h, &nat_h, NULL, NULL);
  h = nat_h;
  bottom = height - MARGIN - h;
  *allocation = (GtkAllocation) { (width - w) / 2, bottom, w, h };

  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (0, 0), &origin))
    return TRUE;
  if (ap_board_get_hint_rects (self->board, &avoid[0], &avoid[1]))
    n_avoid = 2;
  for (guint i = 0; i < n_avoid; i++)
    graphene_rect_offset (&avoid[i], origin.x, origin.y);
  n_piles = hideable_piles (self, &origin, piles);
  for (int y = bottom; y >= MARGIN; y -= SCAN_STEP)
    {
      graphene_rect_t here = GRAPHENE_RECT_INIT (allocation->x, y, w, h);
      float hidden;

      if (covers (&here, avoid, n_avoid))
        continue;
      hidden = hidden_area (&here, piles, n_piles);
      if (hidden < best)
        {
          best = hidden;
          allocation->y = y;
        }
    }
  /* A board too small to leave the hint in sight keeps the usual place. */
  return TRUE;
}

void
ap_window_hide_hint_message (ApWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, self->hint_message);

  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  gtk_widget_set_visible (self->hint_message, FALSE);
  /* Closed from the keyboard: the keys go back to the board, not nowhere
   * (where Return would reach the header bar's New Game). */
  if (had_focus)
    ap_board_focus_hint (self->board);
}

static gboolean
timeout_cb (gpointer user_data)
{
  ApWindow *self = user_data;

  self->hint_timeout = 0;
  ap_window_hide_hint_message (self);
  return G_SOURCE_REMOVE;
}

/* A hint's words go with the hint: when the player puts its card back
 * (Escape, a tap elsewhere), they would point at a move no longer shown. */
static void
board_changed_cb (ApWindow *self)
{
  if (self->hint_on_board && gtk_widget_get_visible (self->hint_message) &&
      !ap_board_has_hint (self->board))
    ap_window_hide_hint_message (self);
}

void
ap_window_show_hint_message (ApWindow *self, const char *text, gboolean on_board)
{
  /* Hidden first, so that a new hint in place of the last one appears
   * anew: screen readers announce an alert when it appears, as they do a
   * toast. */
  ap_window_hide_hint_message (self);
  self->hint_on_board = on_board;
  gtk_label_set_text (self->hint_label, text);
  gtk_widget_set_visible (self->hint_message, TRUE);
  self->hint_timeout = g_timeout_add (TIMEOUT_MS, timeout_cb, self);
}

static void
close_hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ap_window_hide_hint_message (user_data);
}

char *
ap_window_hint_state (ApWindow *self)
{
  graphene_rect_t bounds;
  double sx = 0, sy = 0;

  if (!gtk_widget_get_visible (self->hint_message) ||
      !gtk_widget_compute_bounds (self->hint_message, GTK_WIDGET (self), &bounds))
    return g_strdup ("hint-message: none\n");
  gtk_native_get_surface_transform (GTK_NATIVE (self), &sx, &sy);
  return g_strdup_printf ("hint-message: %.1f %.1f %.1f %.1f\n", bounds.origin.x + sx,
                          bounds.origin.y + sy, bounds.size.width, bounds.size.height);
}

void
ap_window_init_hint (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "close-hint", .activate = close_hint_cb },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect (self->board_overlay, "get-child-position",
                    G_CALLBACK (get_child_position_cb), self);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (ap_window_hide_hint_message), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "state-changed", G_CALLBACK (board_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (ap_window_hide_hint_message),
                           self, G_CONNECT_SWAPPED);
}

void
ap_window_dispose_hint (ApWindow *self)
{
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
}
