/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A fanned pile clips each covered card to the part the card over it leaves
 * in sight (so that the cairo renderer rasterises only that part), and
 * draws exactly the pixels of the same cards drawn whole, one over the
 * other: the pile's own drawing with its clips taken out is the reference.
 * Downward and rightward fans, at their full step and squeezed (cards at
 * fractional offsets), and a rightward fan whose top card is picked up and
 * lifted, which uncovers the foot of the card under it.
 *
 * Needs a display (pile views are widgets): run by run-with-xvfb.py.
 */
#include <gtk/gtk.h>

#include <string.h>

#include "ap-card-renderer.h"
#include "ap-pile-view.h"

#define CARD_WIDTH 80
#define N_CARDS 12
#define MARGIN 20 /* room around the pile for a lifted card and the rings */

static void
test_colors (ApCardColors *c)
{
  GdkRGBA *all = (GdkRGBA *) c;

  /* Opaque and all distinct, as in the style sheets, on a white face. */
  for (guint i = 0; i < sizeof *c / sizeof (GdkRGBA); i++)
    all[i] = (GdkRGBA) { 0.05f * i, 0.4f, 1.f - 0.05f * i, 1.f };
  gdk_rgba_parse (&c->face, "white");
}

/* The node with every rectangular clip replaced by what it clips, and how
 * many there were. */
static GskRenderNode *
unclip (GskRenderNode *node, int *n_clips)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CLIP_NODE:
      (*n_clips)++;
      return unclip (gsk_clip_node_get_child (node), n_clips);
    case GSK_CONTAINER_NODE:
      {
        guint n = gsk_container_node_get_n_children (node);
        g_autofree GskRenderNode **children = g_new (GskRenderNode *, n);
        GskRenderNode *result;

        for (guint i = 0; i < n; i++)
          children[i] = unclip (gsk_container_node_get_child (node, i), n_clips);
        result = gsk_container_node_new (children, n);
        for (guint i = 0; i < n; i++)
          gsk_render_node_unref (children[i]);
        return result;
      }
    case GSK_TRANSFORM_NODE:
      {
        g_autoptr (GskRenderNode) child = unclip (gsk_transform_node_get_child (node), n_clips);

        return gsk_transform_node_new (child, gsk_transform_node_get_transform (node));
      }
    case GSK_ROUNDED_CLIP_NODE:
      {
        g_autoptr (GskRenderNode) child = unclip (gsk_rounded_clip_node_get_child (node), n_clips);

        return gsk_rounded_clip_node_new (child, gsk_rounded_clip_node_get_clip (node));
      }
    default:
      return gsk_render_node_ref (node);
    }
}

static cairo_surface_t *
render (GskRenderNode *node, int width, int height)
{
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + 2 * MARGIN, height + 2 * MARGIN);
  cairo_t *cr = cairo_create (surface);

  cairo_translate (cr, MARGIN, MARGIN);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The largest difference between the two images in any channel of any
 * pixel, out of 255. */
static int
max_difference (cairo_surface_t *a, cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  int height = cairo_image_surface_get_height (a);
  const guint8 *pa = cairo_image_surface_get_data (a);
  const guint8 *pb = cairo_image_surface_get_data (b);
  int most = 0;

  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  g_assert_cmpint (height, ==, cairo_image_surface_get_height (b));
  for (gsize i = 0; i < (gsize) stride * height; i++)
    most = MAX (most, ABS (pa[i] - pb[i]));
  return most;
}

/* Draws the first tableau pile, holding N_CARDS cards, fanned in a widget of
 * width x height, and checks it against its unclipped self: the clips it
 * holds (one per covered card, but for the card under a lifted one) change
 * no pixel by more than tolerance levels. Cards at whole pixels (a fan at
 * its full step) must come out identical; at fractional offsets (a
 * squeezed fan) cairo rasterises a clipped card from the clip's corner
 * rather than the card's, and may round an antialiased edge one level
 * apart. */
static void
check_fan (ApFan fan, int width, int height, gboolean selected, int want_clips, int tolerance)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  GtkWidget *view;
  ApCardColors colors;
  ApRules rules;
  ApPosition pos;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderNode) whole = NULL;
  cairo_surface_t *clipped, *reference;
  int n_clips = 0;

  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_game_model_new_deal (model, &rules, 5);
  pos = *ap_game_model_get_position (model);
  /* Cards of every rank and suit from the stock, so that indices, pips and
   * court panels all cross the clips' edges. */
  pos.len[AP_PILE_T (0)] = 0;
  for (int i = 0; i < N_CARDS; i++)
    pos.cards[AP_PILE_T (0)][pos.len[AP_PILE_T (0)]++] = pos.cards[AP_PILE_STOCK][i];
  ap_game_model_set_position (model, &pos, 0);

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, CARD_WIDTH);
  view = g_object_ref_sink (ap_pile_view_new (model, renderer, AP_PILE_T (0)));
  ap_pile_view_set_fan (AP_PILE_VIEW (view), fan,
                        fan == AP_FAN_DOWN ? ap_card_fan_step_down (CARD_WIDTH)
                                           : ap_card_fan_step_right (CARD_WIDTH));
  ap_pile_view_set_selected (AP_PILE_VIEW (view), selected);
  gtk_widget_size_allocate (view, &(GtkAllocation) { 0, 0, width, height }, -1);

  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  whole = unclip (node, &n_clips);
  g_assert_cmpint (n_clips, ==, want_clips);

  clipped = render (node, width, height);
  reference = render (whole, width, height);
  g_assert_cmpint (max_difference (clipped, reference), <=, tolerance);
  cairo_surface_destroy (clipped);
  cairo_surface_destroy (reference);
  g_object_unref (view);
}

static void
test_fan_down (void)
{
  int ch = ap_card_height_for_width (CARD_WIDTH);
  int step = (int) ap_card_fan_step_down (CARD_WIDTH);

  check_fan (AP_FAN_DOWN, CARD_WIDTH, ch + (N_CARDS - 1) * step, FALSE, N_CARDS - 1, 0);
  /* Squeezed: the gaps at the bottom shrink to fractions of a pixel. */
  check_fan (AP_FAN_DOWN, CARD_WIDTH, ch + 5 * step + 7, FALSE, N_CARDS - 1, 1);
  /* Picked up from a downward fan, the top card stays in place. */
  check_fan (AP_FAN_DOWN, CARD_WIDTH, ch + 5 * step + 7, TRUE, N_CARDS - 1, 1);
}

static void
test_fan_right (void)
{
  int ch = ap_card_height_for_width (CARD_WIDTH);
  int step = (int) ap_card_fan_step_right (CARD_WIDTH);

  check_fan (AP_FAN_RIGHT, CARD_WIDTH + (N_CARDS - 1) * step, ch, FALSE, N_CARDS - 1, 0);
  check_fan (AP_FAN_RIGHT, CARD_WIDTH + 4 * step + 5, ch, FALSE, N_CARDS - 1, 1);
  /* The lifted top card uncovers the foot of the one under it, which is
   * drawn whole. */
  check_fan (AP_FAN_RIGHT, CARD_WIDTH + 4 * step + 5, ch, TRUE, N_CARDS - 2, 1);
}

/* How many pieces of text the node draws (a badge, a mark), wherever they
 * lie in its tree. */
static guint
count_text (GskRenderNode *node)
{
  guint n = 0;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      return 1;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_text (gsk_container_node_get_child (node, i));
      return n;
    case GSK_TRANSFORM_NODE:
      return count_text (gsk_transform_node_get_child (node));
    case GSK_CLIP_NODE:
      return count_text (gsk_clip_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return count_text (gsk_rounded_clip_node_get_child (node));
    default:
      return 0;
    }
}

/* Both packs, every card twice, for one pile of a position. */
static char *
whole_deck (void)
{
  GString *deck = g_string_new (NULL);

  for (int copy = 0; copy < 2; copy++)
    for (int card = 0; card < AP_N_CARDS; card++)
      {
        char name[3];

        ap_card_format (card, name);
        g_string_append_printf (deck, "%s%s", deck->len > 0 ? " " : "", name);
      }
  return g_string_free (deck, FALSE);
}

/* The pieces of text the view of pile draws in position text. */
static guint
text_on (const char *text, int pile)
{
  g_autoptr (ApGameModel) model = ap_game_model_new ();
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GError) error = NULL;
  GtkSnapshot *snapshot;
  GtkWidget *view;
  ApCardColors colors;
  ApPosition pos;
  guint n;

  if (!ap_position_parse (text, strlen (text), &pos, &error))
    g_error ("%s", error->message);
  ap_game_model_set_position (model, &pos, 0);
  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, CARD_WIDTH);
  view = g_object_ref_sink (ap_pile_view_new (model, renderer, pile));
  gtk_widget_size_allocate (view,
                            &(GtkAllocation) { 0, 0, CARD_WIDTH,
                                               ap_card_height_for_width (CARD_WIDTH) },
                            -1);
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  n = node != NULL ? count_text (node) : 0;
  g_object_unref (view);
  return n;
}

/* Issue 44, 6: an empty stock that can be redealt shows how many redeals
 * are left, where a stock shows its count (rules.md 3.5, 4: Picture Patience once;
 * 7.6: Tournament twice, with cards on the tableau), and one that cannot
 * shows nothing; an empty foundation shows how it builds, beside the rank
 * of its base. */
static void
test_empty_piles_say (void)
{
  static const char tournament[] = "game: tournament\nredeals: %d\nS:\nT1: %s\n";
  g_autofree char *deck = whole_deck ();
  g_autofree char *gather = g_strdup_printf (tournament, 2, deck);
  g_autofree char *spent = g_strdup_printf (tournament, 0, deck);
  g_autofree char *turn = g_strdup_printf ("game: picture-patience\nredeals: 1\nS:\nW: %s\n", deck);
  g_autofree char *parlett =
    g_strdup_printf ("game: algerian\nrules: foundation-bases=none\nS: %s\n", deck);

  g_assert_cmpuint (text_on (gather, AP_PILE_STOCK), ==, 1);
  g_assert_cmpuint (text_on (spent, AP_PILE_STOCK), ==, 0);
  g_assert_cmpuint (text_on (turn, AP_PILE_STOCK), ==, 1);
  g_assert_cmpuint (text_on (parlett, AP_PILE_F (0)), ==, 1);
  g_assert_cmpuint (text_on (parlett, AP_PILE_F (4)), ==, 1);
}

int
main (int argc, char *argv[])
{
  gtk_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pile-view/covered-cards/fan-down", test_fan_down);
  g_test_add_func ("/pile-view/covered-cards/fan-right", test_fan_right);
  g_test_add_func ("/pile-view/empty-piles-say", test_empty_piles_say);
  return g_test_run ();
}
