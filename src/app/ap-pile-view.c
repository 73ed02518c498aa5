/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ap-pile-label.h"
#include "ap-pile-view.h"

struct _ApPileView {
  GtkWidget parent_instance;

  ApGameModel *model;
  ApCardRenderer *renderer;
  int pile;

  ApFan fan;
  float step;
  guint max_fanned;
  guint hidden;
  ApHighlight highlight;
  gboolean selected;
  gboolean keyboard_ring;
  char *announcement; /* words for screen readers (ap_window_announce()) */
};

G_DEFINE_FINAL_TYPE (ApPileView, ap_pile_view, GTK_TYPE_WIDGET)

/* The offset of the card in hand, as a fraction of the card height. */
#define SELECTED_LIFT 0.06f

/* How many of the top gaps keep their full step when a pile must be
 * squeezed: the cards the player works with stay fully readable. */
#define KEEP_FULL 3

/* The offset of card `index` along the fan in a pile of n cards. */
static float
fan_offset (ApPileView *self, guint index, guint n_cards)
{
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  guint gaps, keep, rest;
  float room, small;

  if (self->fan == AP_FAN_NONE)
    return 0;
  if (self->max_fanned > 0 && n_cards > self->max_fanned)
    {
      /* Cards below the fanned top ones lie under the first fanned slot. */
      guint hidden_below = n_cards - self->max_fanned;

      index = index > hidden_below ? index - hidden_below : 0;
      n_cards = self->max_fanned;
    }
  if (n_cards <= 1)
    return 0;

  gaps = n_cards - 1;
  room = self->fan == AP_FAN_DOWN ? gtk_widget_get_height (GTK_WIDGET (self)) - ch
                                  : gtk_widget_get_width (GTK_WIDGET (self)) - cw;
  room = MAX (room, 0.f);
  if (gaps * self->step <= room)
    return index * self->step;

  /* A long pile squeezes the cards at its bottom rather than run off the
   * board, keeping the top few at their full step while that leaves the
   * rest some room; otherwise every gap shrinks alike. */
  keep = MIN (gaps, KEEP_FULL);
  if (keep * self->step > 0.6f * room || keep == gaps)
    return index * (room / gaps);
  rest = gaps - keep;
  small = (room - keep * self->step) / rest;
  if (index <= rest)
    return index * small;
  return rest * small + (index - rest) * self->step;
}

void
ap_pile_view_get_card_rect (ApPileView *self, guint index, guint n_cards, graphene_rect_t *rect)
{
  float offset = fan_offset (self, index, n_cards);

  graphene_rect_init (rect, self->fan == AP_FAN_RIGHT ? offset : 0,
                      self->fan == AP_FAN_DOWN ? offset : 0,
                      ap_card_renderer_get_width (self->renderer),
                      ap_card_renderer_get_height (self->renderer));
}

void
ap_pile_view_get_top_rect (ApPileView *self, graphene_rect_t *rect)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  guint n = pos->len[self->pile];

  ap_pile_view_get_card_rect (self, n > 0 ? n - 1 : 0, MAX (n, 1), rect);
}

static ApOutline
outline_for (ApPileView *self, const ApPosition *pos)
{
  ApGame game = pos->rules.game;

  /* The outline only tells the player what an empty pile takes; whether a
   * move is legal is always asked of the engine. */
  switch (ap_pile_kind (self->pile))
    {
    case AP_KIND_FOUNDATION:
      /* The base an empty foundation takes (Contradance's are never
       * empty). */
      switch (ap_foundation_kind (game, self->pile)->base)
        {
        case AP_KING:
          return AP_OUTLINE_KING;
        case 2:
          return AP_OUTLINE_TWO;
        default:
          return AP_OUTLINE_ACE;
        }
    case AP_KIND_TABLEAU:
      /* Royal Cotillion's left wing and Tournament's depots are never
       * built on. */
      return ap_game_info (game)->tableau == AP_TABLEAU_CLOSED ? AP_OUTLINE_PLAIN : AP_OUTLINE_ANY;
    case AP_KIND_RESERVE:
      return ap_position_empty_reserve_open (pos) ? AP_OUTLINE_ANY : AP_OUTLINE_PLAIN;
    case AP_KIND_STOCK:
      /* As the engine allows it: the waste turned over, or Tournament's
       * tableau gathered (rules.md 3.5, 7.6). */
      return ap_pile_stock_redeal_open (pos) ? AP_OUTLINE_REDEAL : AP_OUTLINE_PLAIN;
    case AP_KIND_WASTE:
    default:
      return AP_OUTLINE_PLAIN;
    }
}

static void
append_node_at (GtkSnapshot *snapshot, GskRenderNode *node, float x, float y)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_node (snapshot, node);
  gtk_snapshot_restore (snapshot);
}

/* The part of a covered card of a fan that the card over it leaves in
 * sight, with room for that card's rounded corners and antialiased edge,
 * and beyond the card's other edges. Clipped to it, the covered card draws
 * the same pixels (faces and backs are opaque: nothing shows through the
 * card over it), but the cairo renderer rasterises a card's drawing only
 * within its clip, which takes some 7 % off the CPU time of a full frame
 * of the board (bench/gui/README.md). */
static void
covered_card_clip (ApPileView *self, const graphene_rect_t *card, const graphene_rect_t *over,
                   graphene_rect_t *clip)
{
  float corner = ceilf (ap_card_corner_radius (ap_card_renderer_get_width (self->renderer))) + 2.f;

  float x0, y0, x1, y1;

  graphene_rect_inset_r (card, -2.f, -2.f, clip);
  if (self->fan == AP_FAN_DOWN)
    clip->size.height = MIN (clip->size.height, over->origin.y - clip->origin.y + corner);
  else
    clip->size.width = MIN (clip->size.width, over->origin.x - clip->origin.x + corner);
  /* On whole pixels: a clip edge between two pixels would make the cairo
   * renderer of GTK 4.18 rasterise the card on another grid than without
   * the clip, which moves its antialiased edges. */
  x0 = floorf (clip->origin.x);
  y0 = floorf (clip->origin.y);
  x1 = ceilf (clip->origin.x + clip->size.width);
  y1 = ceilf (clip->origin.y + clip->size.height);
  graphene_rect_init (clip, x0, y0, x1 - x0, y1 - y0);
}

static void
append_ring (GtkSnapshot *snapshot, const graphene_rect_t *rect, float radius, float width,
             const GdkRGBA *color, float fill_alpha)
{
  GskRoundedRect rr;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&rr, rect, radius);
  if (fill_alpha > 0)
    {
      GdkRGBA fill = *color;

      fill.alpha *= fill_alpha;
      gtk_snapshot_push_rounded_clip (snapshot, &rr);
      gtk_snapshot_append_color (snapshot, &fill, rect);
      gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_append_border (snapshot, &rr, widths, colors);
}

static void
append_count_badge (ApPileView *self, GtkSnapshot *snapshot, const graphene_rect_t *card,
                    guint count)
{
  const ApCardColors *colors = ap_card_renderer_get_colors (self->renderer);
  g_autofree char *text = g_strdup_printf ("%u", count);
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  g_autoptr (PangoFontDescription) desc = pango_font_description_new ();
  PangoRectangle ink;
  graphene_rect_t pill;
  GskRoundedRect rr;
  float pad;

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, MAX (9.0, card->size.width * 0.2) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_pixel_extents (layout, NULL, &ink);

  pad = ink.height * 0.35f;
  graphene_rect_init (&pill, card->origin.x + (card->size.width - ink.width) / 2 - 2 * pad,
                      card->origin.y + card->size.height - ink.height - 4 * pad,
                      ink.width + 4 * pad, ink.height + 2 * pad);
  gsk_rounded_rect_init_from_rect (&rr, &pill, pill.size.height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &colors->badge, &pill);
  gtk_snapshot_pop (snapshot);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (pill.origin.x + 2 * pad - ink.x,
                                                          pill.origin.y + pad - ink.y));
  gtk_snapshot_append_layout (snapshot, layout, &colors->badge_text);
  gtk_snapshot_restore (snapshot);
}

/* How an empty foundation builds, under the rank of its base that the
 * outline shows (rules.md 1.2, 1.3, F.1): up, down, or up by twos. The
 * accessible label says it in words (ap-pile-label.c). */
static void
append_direction (ApPileView *self, GtkSnapshot *snapshot, const ApPosition *pos)
{
  const ApCardColors *colors = ap_card_renderer_get_colors (self->renderer);
  int step = ap_foundation_kind (pos->rules.game, self->pile)->step;
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  g_autoptr (PangoLayout) layout =
    gtk_widget_create_pango_layout (GTK_WIDGET (self), step < 0   ? "↓"
                                                       : step > 1 ? "+2"
                                                                  : "↑");
  g_autoptr (PangoFontDescription) desc = pango_font_description_new ();
  PangoRectangle ink;

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, MAX (8.0, cw * 0.3) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((cw - ink.width) / 2.f - ink.x,
                                                          ch * 0.8f - ink.height / 2.f - ink.y));
  gtk_snapshot_append_layout (snapshot, layout, &colors->label);
  gtk_snapshot_restore (snapshot);
}

static void
ap_pile_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ApPileView *self = AP_PILE_VIEW (widget);
  const ApPosition *pos = ap_game_model_get_position (self->model);
  const ApCardColors *colors = ap_card_renderer_get_colors (self->renderer);
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  float radius = ap_card_corner_radius (cw);
  gboolean is_stock = self->pile == AP_PILE_STOCK;
  guint n = pos->len[self->pile];
  guint shown = n > self->hidden ? n - self->hidden : 0;
  graphene_rect_t top, pile;
  guint first;

  if (shown == 0)
    {
      append_node_at (snapshot,
                      ap_card_renderer_get_outline (self->renderer, outline_for (self, pos)), 0, 0);
      graphene_rect_init (&top, 0, 0, cw, ch);
      pile = top;
      if (ap_pile_kind (self->pile) == AP_KIND_FOUNDATION)
        append_direction (self, snapshot, pos);
      /* The redeals left, where the stock shows its count. */
      else if (is_stock && ap_pile_stock_redeal_open (pos))
        append_count_badge (self, snapshot, &top, pos->redeals);
    }
  else
    {
      /* Unfanned piles show only their top card; a fanned one every card.
       * Positions use the full count n, so cards do not shift while the
       * hidden ones are in flight. */
      first = self->fan == AP_FAN_NONE ? shown - 1 : 0;
      if (self->max_fanned > 0 && shown > self->max_fanned)
        first = shown - self->max_fanned;
      /* A card picked up is lifted, except from a downward fan, where it
       * would cover the index of the card under it. */
      gboolean lifted = self->selected && !(self->fan == AP_FAN_DOWN && shown > 1);

      for (guint i = first; i < shown; i++)
        {
          graphene_rect_t r, over, clip;
          ApCard card = pos->cards[self->pile][i];
          GskRenderNode *node = is_stock ? ap_card_renderer_get_back (self->renderer)
                                         : ap_card_renderer_get_face (self->renderer, card);
          /* Covered by the next card of the fan, unless that one is
           * lifted off it. */
          gboolean covered =
            self->fan != AP_FAN_NONE && i + 1 < shown && !(lifted && i + 2 == shown);

          ap_pile_view_get_card_rect (self, self->fan == AP_FAN_NONE ? 0 : i, n, &r);
          if (i == shown - 1 && lifted)
            r.origin.y -= SELECTED_LIFT * ch;
          if (covered)
            {
              ap_pile_view_get_card_rect (self, i + 1, n, &over);
              covered_card_clip (self, &r, &over, &clip);
              gtk_snapshot_push_clip (snapshot, &clip);
            }
          append_node_at (snapshot, node, r.origin.x, r.origin.y);
          if (covered)
            gtk_snapshot_pop (snapshot);
          if (i == first)
            pile = r;
          top = r;
        }
      graphene_rect_union (&pile, &top, &pile);
      if (is_stock)
        append_count_badge (self, snapshot, &top, shown);
    }

  if (self->selected && shown > 0)
    append_ring (snapshot, &top, radius, MAX (2.f, cw * 0.035f), &colors->highlight, 0.f);
  else if (self->highlight == AP_HIGHLIGHT_TARGET)
    append_ring (snapshot, &top, radius, MAX (2.f, cw * 0.03f), &colors->highlight, 0.18f);
  else if (self->highlight == AP_HIGHLIGHT_HOVER)
    append_ring (snapshot, &top, radius, MAX (3.f, cw * 0.05f), &colors->highlight, 0.35f);
  else if (self->highlight == AP_HIGHLIGHT_MISTAKE)
    append_ring (snapshot, &top, radius, MAX (3.f, cw * 0.05f), &colors->mistake, 0.18f);

  if (ap_pile_view_shows_focus_ring (self))
    {
      /* The keyboard focus is a white ring just outside the pile (of a
       * fan, all of it, so that the ring covers no card's index), distinct
       * from the yellow of targets and of a card picked up, which lies on
       * the top card. */
      float gap = MAX (2.f, cw * 0.04f), line = MAX (2.5f, cw * 0.045f);
      graphene_rect_t ring;

      /* A border lies inside its rectangle: the ring's rectangle reaches
       * past the card by the gap and the line, so that the green of the
       * table shows between the card and the ring. */
      graphene_rect_inset_r (&pile, -(gap + line), -(gap + line), &ring);
      append_ring (snapshot, &ring, radius + gap + line, line, &colors->focus, 0.f);
    }
}

static void
ap_pile_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                      int *natural, int *minimum_baseline, int *natural_baseline)
{
  ApPileView *self = AP_PILE_VIEW (widget);

  /* The board decides the size of every pile; this is only a hint. */
  *minimum = 0;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL
               ? ap_card_renderer_get_width (self->renderer)
               : ap_card_renderer_get_height (self->renderer);
}

static void
update_label (ApPileView *self)
{
  g_autofree char *label =
    ap_pile_accessible_label (ap_game_model_get_position (self->model), self->pile);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
pile_changed_cb (ApPileView *self)
{
  update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
redraw_cb (ApPileView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ap_pile_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags now = gtk_widget_get_state_flags (widget);

  if ((now ^ previous) & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
  GTK_WIDGET_CLASS (ap_pile_view_parent_class)->state_flags_changed (widget, previous);
}

static void
ap_pile_view_dispose (GObject *object)
{
  ApPileView *self = AP_PILE_VIEW (object);

  g_clear_object (&self->model);
  g_clear_object (&self->renderer);
  g_clear_pointer (&self->announcement, g_free);
  G_OBJECT_CLASS (ap_pile_view_parent_class)->dispose (object);
}

static void
ap_pile_view_class_init (ApPileViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ap_pile_view_dispose;
  widget_class->snapshot = ap_pile_view_snapshot;
  widget_class->measure = ap_pile_view_measure;
  widget_class->state_flags_changed = ap_pile_view_state_flags_changed;

  gtk_widget_class_set_css_name (widget_class, "pile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ap_pile_view_init (ApPileView *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ap_pile_view_new (ApGameModel *model, ApCardRenderer *renderer, int pile)
{
  ApPileView *self;
  g_autofree char *detailed = NULL;

  g_return_val_if_fail (AP_IS_GAME_MODEL (model), NULL);
  g_return_val_if_fail (AP_IS_CARD_RENDERER (renderer), NULL);
  g_return_val_if_fail (pile >= 0 && pile < AP_N_PILES, NULL);

  self = g_object_new (AP_TYPE_PILE_VIEW, NULL);
  self->model = g_object_ref (model);
  self->renderer = g_object_ref (renderer);
  self->pile = pile;

  /* The stock follows every pile (below). */
  detailed = g_strdup_printf ("pile-changed::%s", ap_pile_name (pile));
  if (pile != AP_PILE_STOCK)
    g_signal_connect_object (model, detailed, G_CALLBACK (pile_changed_cb), self,
                             G_CONNECT_SWAPPED);
  /* What an empty reserve takes depends on the stock, and whether an empty
   * stock can be redealt on the waste: those outlines follow those piles. */
  if (ap_pile_kind (pile) == AP_KIND_RESERVE)
    g_signal_connect_object (model, "pile-changed::S", G_CALLBACK (redraw_cb), self,
                             G_CONNECT_SWAPPED);
  /* Whether an empty stock can be redealt, which its outline and label
   * say, follows the waste, or Tournament's tableau (rules.md 7.6). */
  if (pile == AP_PILE_STOCK)
    g_signal_connect_object (model, "pile-changed", G_CALLBACK (pile_changed_cb), self,
                             G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "reset", G_CALLBACK (pile_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (renderer, "changed", G_CALLBACK (redraw_cb), self, G_CONNECT_SWAPPED);
  update_label (self);

  return GTK_WIDGET (self);
}

int
ap_pile_view_get_pile (ApPileView *self)
{
  return self->pile;
}

void
ap_pile_view_set_fan (ApPileView *self, ApFan fan, float step)
{
  if (self->fan == fan && self->step == step)
    return;
  self->fan = fan;
  self->step = step;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ap_pile_view_set_max_fanned (ApPileView *self, guint n)
{
  if (self->max_fanned == n)
    return;
  self->max_fanned = n;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ApFan
ap_pile_view_get_fan (ApPileView *self)
{
  return self->fan;
}

void
ap_pile_view_set_hidden (ApPileView *self, guint n)
{
  if (self->hidden == n)
    return;
  self->hidden = n;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ap_pile_view_get_hidden (ApPileView *self)
{
  return self->hidden;
}

/* What the pile's rings say, for screen readers, then any announcement:
 * the accessible description, which they read after the label. */
static void
update_description (ApPileView *self)
{
  const char *status = NULL;
  g_autofree char *text = NULL;

  if (self->selected)
    status = _ ("Card in hand");
  else if (self->highlight == AP_HIGHLIGHT_TARGET)
    /* The stock is ringed only when dealing is the move to make. */
    status = self->pile == AP_PILE_STOCK ? _ ("Dealing is the next move")
                                         : _ ("Can take the card in hand");
  else if (self->highlight == AP_HIGHLIGHT_MISTAKE)
    status = _ ("Part of the move that lost the deal");
  if (status != NULL && self->announcement != NULL)
    text = g_strdup_printf ("%s. %s", status, self->announcement);
  else
    text = g_strdup (status != NULL ? status : self->announcement);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
ap_pile_view_set_highlight (ApPileView *self, ApHighlight highlight)
{
  if (self->highlight == highlight)
    return;
  self->highlight = highlight;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ap_pile_view_set_announcement (ApPileView *self, const char *text)
{
  if (g_strcmp0 (self->announcement, text) == 0)
    return;
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  update_description (self);
}

ApHighlight
ap_pile_view_get_highlight (ApPileView *self)
{
  return self->highlight;
}

void
ap_pile_view_set_keyboard_ring (ApPileView *self, gboolean keyboard)
{
  keyboard = !!keyboard;
  if (self->keyboard_ring == keyboard)
    return;
  self->keyboard_ring = keyboard;
  if (gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ap_pile_view_shows_focus_ring (ApPileView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  return gtk_widget_has_visible_focus (widget) ||
         (self->keyboard_ring && gtk_widget_has_focus (widget));
}

void
ap_pile_view_set_selected (ApPileView *self, gboolean selected)
{
  selected = !!selected;
  if (self->selected == selected)
    return;
  self->selected = selected;
  /* Screen readers hear that the card is in hand. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_PRESSED,
                               selected ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                        : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
