/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-card-renderer-private.h"

static void
lookup_color (GtkStyleContext *context, const char *name, GdkRGBA *color)
{
  if (!gtk_style_context_lookup_color (context, name, color))
    {
      /* The style sheet defines every name; a missing one is a bug in it,
       * shown as an unmissable magenta rather than a crash. */
      g_debug ("Colour %s is not defined in the style sheet", name);
      gdk_rgba_parse (color, "magenta");
    }
}

void
ap_card_colors_from_widget (ApCardColors *colors, GtkWidget *widget)
{
  GtkStyleContext *context;

  /* Named colours (@define-color) are the GTK 4.8 way of giving C code
   * several colours from CSS; the call is deprecated only in later GTK. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  lookup_color (context, "ap_card_face", &colors->face);
  lookup_color (context, "ap_card_border", &colors->border);
  lookup_color (context, "ap_suit_spades", &colors->suit[AP_SPADES]);
  lookup_color (context, "ap_suit_hearts", &colors->suit[AP_HEARTS]);
  lookup_color (context, "ap_suit_diamonds", &colors->suit[AP_DIAMONDS]);
  lookup_color (context, "ap_suit_clubs", &colors->suit[AP_CLUBS]);
  lookup_color (context, "ap_four_suit_spades", &colors->four_suit[AP_SPADES]);
  lookup_color (context, "ap_four_suit_hearts", &colors->four_suit[AP_HEARTS]);
  lookup_color (context, "ap_four_suit_diamonds", &colors->four_suit[AP_DIAMONDS]);
  lookup_color (context, "ap_four_suit_clubs", &colors->four_suit[AP_CLUBS]);
  lookup_color (context, "ap_card_court", &colors->court);
  for (int b = 0; b < AP_N_BACKS; b++)
    {
      lookup_color (context, ap_back_designs[b].color, &colors->back[b]);
      lookup_color (context, ap_back_designs[b].pattern, &colors->back_pattern[b]);
    }
  lookup_color (context, "ap_pile_outline", &colors->outline);
  lookup_color (context, "ap_pile_label", &colors->label);
  lookup_color (context, "ap_highlight", &colors->highlight);
  lookup_color (context, "ap_mistake", &colors->mistake);
  lookup_color (context, "ap_focus", &colors->focus);
  lookup_color (context, "ap_badge", &colors->badge);
  lookup_color (context, "ap_badge_text", &colors->badge_text);
  G_GNUC_END_IGNORE_DEPRECATIONS
}
