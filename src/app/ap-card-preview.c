/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-card-preview.h"
#include "ap-settings.h"

/* The cards shown: an ace, a pip card, a court card of each colour pair,
 * and a back, so that every part of a design is seen. */
static const struct {
  int rank;
  ApSuit suit;
} preview_cards[] = {
  { AP_ACE, AP_SPADES },
  { 7, AP_HEARTS },
  { AP_QUEEN, AP_DIAMONDS },
  { 10, AP_CLUBS },
};

#define PREVIEW_CARD_WIDTH 54
#define PREVIEW_GAP 6

struct _ApCardPreview {
  GtkWidget parent_instance;

  ApCardRenderer *renderer;
  ApTable table;
};

G_DEFINE_FINAL_TYPE (ApCardPreview, ap_card_preview, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FACE_DESIGN,
  PROP_CARD_BACK,
  PROP_TABLE,
  PROP_FOUR_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
ap_widget_set_table (GtkWidget *widget, ApTable table)
{
  for (ApTable t = 0; t < AP_N_TABLES; t++)
    if (t != table)
      gtk_widget_remove_css_class (widget, ap_table_css_class (t));
  gtk_widget_add_css_class (widget, ap_table_css_class (table));
}

static int
n_shown (void)
{
  return G_N_ELEMENTS (preview_cards) + 1;
}

static void
ap_card_preview_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                         int *natural, int *minimum_baseline, int *natural_baseline)
{
  ApCardPreview *self = AP_CARD_PREVIEW (widget);
  int cw = ap_card_renderer_get_width (self->renderer);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = n_shown () * cw + (n_shown () - 1) * PREVIEW_GAP;
  else
    *minimum = *natural = ap_card_renderer_get_height (self->renderer);
}

static void
ap_card_preview_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ApCardPreview *self = AP_CARD_PREVIEW (widget);
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);
  int width = n_shown () * cw + (n_shown () - 1) * PREVIEW_GAP;

  /* Centred on whole pixels, so that the textures are copied 1:1. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT ((gtk_widget_get_width (widget) - width) / 2,
                                                (gtk_widget_get_height (widget) - ch) / 2));
  for (int i = 0; i < n_shown (); i++)
    {
      GskRenderNode *node =
        i < (int) G_N_ELEMENTS (preview_cards)
          ? ap_card_renderer_get_face (self->renderer,
                                       AP_CARD (preview_cards[i].rank, preview_cards[i].suit))
          : ap_card_renderer_get_back (self->renderer);

      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cw + PREVIEW_GAP, 0));
    }
  gtk_snapshot_restore (snapshot);
}

static void
ap_card_preview_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ApCardPreview *self = AP_CARD_PREVIEW (widget);
  ApCardColors colors;

  GTK_WIDGET_CLASS (ap_card_preview_parent_class)->css_changed (widget, change);
  ap_card_colors_from_widget (&colors, widget);
  ap_card_renderer_set_colors (self->renderer, &colors);
  ap_card_renderer_set_scale (self->renderer, gtk_widget_get_scale_factor (widget));
}

static void
ap_card_preview_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApCardPreview *self = AP_CARD_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_FACE_DESIGN:
      g_value_set_enum (value, ap_card_renderer_get_face_design (self->renderer));
      break;
    case PROP_CARD_BACK:
      g_value_set_enum (value, ap_card_renderer_get_back_design (self->renderer));
      break;
    case PROP_TABLE:
      g_value_set_enum (value, self->table);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, ap_card_renderer_get_four_colour (self->renderer));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_card_preview_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  ApCardPreview *self = AP_CARD_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_FACE_DESIGN:
      ap_card_renderer_set_face_design (self->renderer, g_value_get_enum (value));
      break;
    case PROP_CARD_BACK:
      ap_card_renderer_set_back_design (self->renderer, g_value_get_enum (value));
      break;
    case PROP_TABLE:
      self->table = g_value_get_enum (value);
      ap_widget_set_table (GTK_WIDGET (self), self->table);
      break;
    case PROP_FOUR_COLOUR:
      ap_card_renderer_set_four_colour (self->renderer, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_card_preview_dispose (GObject *object)
{
  ApCardPreview *self = AP_CARD_PREVIEW (object);

  g_clear_object (&self->renderer);
  G_OBJECT_CLASS (ap_card_preview_parent_class)->dispose (object);
}

static void
ap_card_preview_class_init (ApCardPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ap_card_preview_dispose;
  object_class->get_property = ap_card_preview_get_property;
  object_class->set_property = ap_card_preview_set_property;
  widget_class->measure = ap_card_preview_measure;
  widget_class->snapshot = ap_card_preview_snapshot;
  widget_class->css_changed = ap_card_preview_css_changed;

  properties[PROP_FACE_DESIGN] =
    g_param_spec_enum ("face-design", NULL, NULL, AP_TYPE_FACE_DESIGN, AP_FACE_INDEX, flags);
  properties[PROP_CARD_BACK] =
    g_param_spec_enum ("card-back", NULL, NULL, AP_TYPE_BACK_DESIGN, AP_BACK_LATTICE, flags);
  properties[PROP_TABLE] =
    g_param_spec_enum ("table", NULL, NULL, AP_TYPE_TABLE, AP_TABLE_GREEN, flags);
  properties[PROP_FOUR_COLOUR] = g_param_spec_boolean ("four-colour", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "ap-card-preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ap_card_preview_init (ApCardPreview *self)
{
  self->renderer = ap_card_renderer_new ();
  ap_card_renderer_set_size (self->renderer, PREVIEW_CARD_WIDTH);
  /* Any change of design or colours is drawn at once. */
  g_signal_connect_object (self->renderer, "changed", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_css_class (GTK_WIDGET (self), "ap-table");
  ap_widget_set_table (GTK_WIDGET (self), AP_TABLE_GREEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Preview of the cards on the table"), -1);
}

GtkWidget *
ap_card_preview_new (void)
{
  return g_object_new (AP_TYPE_CARD_PREVIEW, NULL);
}

ApCardRenderer *
ap_card_preview_get_renderer (ApCardPreview *self)
{
  g_return_val_if_fail (AP_IS_CARD_PREVIEW (self), NULL);
  return self->renderer;
}
