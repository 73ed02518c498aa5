/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The colours the board's card renderer gets from the game's style sheets,
 * in a real window of a real AdwApplication (its own X server, see
 * tests/common/run-with-xvfb.py): libadwaita loads style-hc.css when the
 * system asks for high contrast, and then the cards get solid edges and
 * outlines, inks of at least 7:1 against the face (WCAG's AAA for text),
 * and the table is plain; without it the usual softer colours, whose inks
 * still reach 4.5:1 (AA). Light and dark, two-colour and four-colour inks.
 *
 * High contrast is the system's choice, read once when libadwaita starts:
 * each case runs in a process of its own with ADW_DEBUG_HIGH_CONTRAST,
 * libadwaita's own switch for it.
 */
#include <math.h>
#include <adwaita.h>

#include "ap-board.h"
#include "ap-card-renderer.h"
#include "ap-resources.h"

typedef struct {
  gboolean high_contrast;
  gboolean checked;
} Case;

/* WCAG's relative luminance of an opaque colour. */
static double
luminance (const GdkRGBA *c)
{
  double rgb[3] = { c->red, c->green, c->blue };

  for (int i = 0; i < 3; i++)
    rgb[i] = rgb[i] <= 0.04045 ? rgb[i] / 12.92 : pow ((rgb[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

static double
contrast (const GdkRGBA *a, const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* fg, of its alpha, over the opaque bg. */
static GdkRGBA
over (const GdkRGBA *fg, const GdkRGBA *bg)
{
  float a = fg->alpha;

  return (GdkRGBA) { a * fg->red + (1 - a) * bg->red, a * fg->green + (1 - a) * bg->green,
                     a * fg->blue + (1 - a) * bg->blue, 1.f };
}

/* Issue 44, 8: what an empty pile's outline says ("A", "any", the redeal's
 * count) reads at 3:1 at least (WCAG's minimum for large text and
 * graphics) against what lies under it: the pile's fill, the outline's
 * colour at a quarter of its alpha (draw_outline() in ap-card-renderer.c),
 * over the table, at either end of its gradient. */
static void
check_label (const ApCardColors *colors, const GdkRGBA *table, const char *style)
{
  GdkRGBA fill = colors->outline, under, ink;
  double ratio;

  fill.alpha *= 0.25f;
  under = over (&fill, table);
  ink = over (&colors->label, &under);
  ratio = contrast (&ink, &under);
  g_test_message ("%s: empty-pile label %.2f:1", style, ratio);
  if (ratio < 3.0)
    g_error ("%s: the empty piles' label has contrast %.2f on the table, not 3", style, ratio);
}

static void
lookup (GtkWidget *widget, const char *name, GdkRGBA *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (
    gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The tables besides the green felt (style.css, style-dark.css). */
static const char *const other_tables[] = { "blue", "red", "gray" };

static void
check_colors (Case *c, GtkWidget *board, const char *style)
{
  ApCardRenderer *renderer = ap_board_get_renderer (AP_BOARD (board));
  const ApCardColors *colors = ap_card_renderer_get_colors (renderer);
  double need = c->high_contrast ? 7.0 : 4.5;
  GdkRGBA top, bottom;

  g_test_message ("%s%s", style, c->high_contrast ? ", high contrast" : "");
  g_assert_cmpint (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()), ==,
                   c->high_contrast);
  g_assert_cmpfloat (colors->face.alpha, ==, 1.0);
  for (ApSuit suit = 0; suit < AP_N_SUITS; suit++)
    {
      double two = contrast (&colors->suit[suit], &colors->face);
      double four = contrast (&colors->four_suit[suit], &colors->face);

      if (two < need || four < need)
        g_error ("%s: suit %d has contrast %.2f and %.2f (four colours) on the face, not %.1f",
                 style, suit, two, four, need);
    }
  /* Four colours are four different inks. */
  for (ApSuit a = 0; a < AP_N_SUITS; a++)
    for (ApSuit b = 0; b < a; b++)
      g_assert_false (gdk_rgba_equal (&colors->four_suit[a], &colors->four_suit[b]));

  lookup (board, "ap_table_top", &top);
  lookup (board, "ap_table_bottom", &bottom);
  check_label (colors, &top, style);
  check_label (colors, &bottom, style);
  if (!c->high_contrast)
    /* The other tables of Preferences → Appearance (high contrast has one). */
    for (guint i = 0; i < G_N_ELEMENTS (other_tables); i++)
      {
        g_autofree char *top_name = g_strdup_printf ("ap_table_%s_top", other_tables[i]);
        g_autofree char *bottom_name = g_strdup_printf ("ap_table_%s_bottom", other_tables[i]);
        g_autofree char *name = g_strdup_printf ("%s, %s table", style, other_tables[i]);
        GdkRGBA other_top, other_bottom;

        lookup (board, top_name, &other_top);
        lookup (board, bottom_name, &other_bottom);
        check_label (colors, &other_top, name);
        check_label (colors, &other_bottom, name);
      }
  if (c->high_contrast)
    {
      /* Solid edges on every card and every empty pile, a plain table. */
      g_assert_cmpfloat (colors->border.alpha, ==, 1.0);
      g_assert_cmpfloat (colors->outline.alpha, ==, 1.0);
      g_assert_cmpfloat (colors->focus.alpha, ==, 1.0);
      g_assert_true (gdk_rgba_equal (&top, &bottom));
      g_assert_cmpfloat (contrast (&colors->outline, &top), >=, 7.0);
      g_assert_cmpfloat (contrast (&colors->face, &top), >=, 7.0);
    }
  else
    {
      g_assert_cmpfloat (colors->border.alpha, <, 1.0);
      g_assert_cmpfloat (colors->outline.alpha, <, 1.0);
      g_assert_false (gdk_rgba_equal (&top, &bottom));
    }
}

static void
painted_cb (GdkFrameClock *clock, gpointer user_data)
{
  gboolean *painted = user_data;

  *painted = TRUE;
}

/* Until the window has drawn a frame: styles are brought up to date, and
 * css_changed called, before a frame is painted. */
static void
wait_frame (GtkWidget *window)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong id;

  while ((clock = gtk_widget_get_frame_clock (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  gtk_widget_queue_draw (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

static void
activate_cb (GApplication *application, Case *c)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = ap_board_new ();
  ApCardColors light;

  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (application));
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 360);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (window);
  check_colors (c, board, "light");
  light = *ap_card_renderer_get_colors (ap_board_get_renderer (AP_BOARD (board)));

  /* The board follows a change of style by itself (css_changed). */
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  wait_frame (window);
  check_colors (c, board, "dark");
  /* The dark style's table differs from the light one's in both. */
  {
    GdkRGBA top_dark;

    lookup (board, "ap_table_top", &top_dark);
    adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
    wait_frame (window);
    g_assert_true (gdk_rgba_equal (&light.face, &ap_card_renderer_get_colors (
                                                   ap_board_get_renderer (AP_BOARD (board)))
                                                   ->face));
    {
      GdkRGBA top_light;

      lookup (board, "ap_table_top", &top_light);
      g_assert_false (gdk_rgba_equal (&top_light, &top_dark));
    }
  }

  c->checked = TRUE;
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
run_case (gboolean high_contrast)
{
  Case c = { high_contrast, FALSE };
  g_autoptr (AdwApplication) application = NULL;

  /* The game's style sheets, found through the resource base path as in
   * the game. */
  g_resources_register (ap_get_resource ());
  /* Before libadwaita starts, which is when it reads the variable. */
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", high_contrast ? "1" : "0", TRUE);
  application = g_object_new (ADW_TYPE_APPLICATION, "application-id",
                              "io.github.algerian_patience.AlgerianStyleTest", "flags",
                              G_APPLICATION_NON_UNIQUE, "resource-base-path",
                              "/io/github/algerian_patience/Algerian", NULL);
  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), &c);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  g_assert_true (c.checked);
}

static void
test_normal (void)
{
  if (g_test_subprocess ())
    {
      run_case (FALSE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_high_contrast (void)
{
  if (g_test_subprocess ())
    {
      run_case (TRUE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/style/normal", test_normal);
  g_test_add_func ("/style/high-contrast", test_high_contrast);
  return g_test_run ();
}
