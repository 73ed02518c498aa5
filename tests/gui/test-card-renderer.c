/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The card renderer, drawn into images and looked at pixel by pixel: every
 * card shows its rank and suit inside the strip that a fanned pile leaves
 * visible, at phone and desktop sizes; nodes are cached per size.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ap-card-renderer.h"

static void
test_colors (ApCardColors *c)
{
  gdk_rgba_parse (&c->face, "white");
  gdk_rgba_parse (&c->border, "gray");
  gdk_rgba_parse (&c->suit[AP_SPADES], "black");
  gdk_rgba_parse (&c->suit[AP_HEARTS], "red");
  gdk_rgba_parse (&c->suit[AP_DIAMONDS], "red");
  gdk_rgba_parse (&c->suit[AP_CLUBS], "black");
  gdk_rgba_parse (&c->four_suit[AP_SPADES], "black");
  gdk_rgba_parse (&c->four_suit[AP_HEARTS], "red");
  gdk_rgba_parse (&c->four_suit[AP_DIAMONDS], "blue");
  gdk_rgba_parse (&c->four_suit[AP_CLUBS], "green");
  gdk_rgba_parse (&c->court, "yellow");
  for (int b = 0; b < AP_N_BACKS; b++)
    {
      static const char *const grounds[AP_N_BACKS] = { "blue", "darkred", "darkgreen", "purple" };

      gdk_rgba_parse (&c->back[b], grounds[b]);
      gdk_rgba_parse (&c->back_pattern[b], "white");
    }
  gdk_rgba_parse (&c->outline, "gray");
  gdk_rgba_parse (&c->label, "gray");
  gdk_rgba_parse (&c->highlight, "yellow");
  gdk_rgba_parse (&c->focus, "white");
  gdk_rgba_parse (&c->badge, "black");
  gdk_rgba_parse (&c->badge_text, "white");
}

typedef struct {
  cairo_surface_t *surface;
  int width, height;
} Image;

static void
render (GskRenderNode *node, int width, int height, Image *image)
{
  cairo_t *cr;

  image->width = width;
  image->height = height;
  image->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (image->surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (image->surface);
}

/* How many pixels of the rectangle are clearly ink: dark (black suits) or
 * strongly red, as opposed to the white face and the grey border. */
static int
count_ink (Image *image, int x0, int y0, int x1, int y1, gboolean red)
{
  unsigned char *data = cairo_image_surface_get_data (image->surface);
  int stride = cairo_image_surface_get_stride (image->surface);
  int n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, image->height); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, image->width); x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);
        int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

        if (red ? (r > 180 && g < 90 && b < 90) : (r < 70 && g < 70 && b < 70))
          n++;
      }
  return n;
}

static void
check_index_in_strips (int width, ApFaceDesign design)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  int height, down, right;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_face_design (renderer, design);
  ap_card_renderer_set_size (renderer, width);
  height = ap_card_renderer_get_height (renderer);
  down = (int) ap_card_fan_step_down (width);
  right = (int) ap_card_fan_step_right (width);
  g_assert_cmpint (height, ==, ap_card_height_for_width (width));
  g_assert_cmpint (down, <, height / 2);
  g_assert_cmpint (right, <, width / 2 + 1);

  for (ApCard card = 0; card < AP_N_CARDS; card++)
    {
      Image image;
      gboolean red = ap_card_is_red (card);
      int rank_ink, suit_ink, left_ink;

      render (ap_card_renderer_get_face (renderer, card), width, height, &image);
      /* Downward fans show the top strip: the rank on the left, the suit on
       * the right. */
      rank_ink = count_ink (&image, 0, 0, width / 2, down, red);
      suit_ink = count_ink (&image, width / 2, 0, width, down, red);
      /* Rightward fans show the left strip: below the rank, the suit. */
      left_ink = count_ink (&image, 0, down, right, MIN (height, 2 * down), red);
      if (rank_ink < width / 4 || suit_ink < width / 8 || left_ink < width / 8)
        g_error ("card %d at width %d: ink rank %d, suit %d, left strip %d", card, width, rank_ink,
                 suit_ink, left_ink);
      cairo_surface_destroy (image.surface);
    }
}

static void
test_index_phone (void)
{
  check_index_in_strips (40, AP_FACE_INDEX);
  check_index_in_strips (40, AP_FACE_TRADITIONAL);
}

static void
test_index_desktop (void)
{
  check_index_in_strips (120, AP_FACE_INDEX);
  check_index_in_strips (120, AP_FACE_TRADITIONAL);
}

static void count_cb (ApCardRenderer *renderer, int *count);

/* How many pixels of two images of one size differ. */
static int
count_differences (Image *a, Image *b)
{
  int n = 0;

  for (int y = 0; y < a->height; y++)
    {
      guint32 *pa = (guint32 *) (cairo_image_surface_get_data (a->surface) +
                                 y * cairo_image_surface_get_stride (a->surface));
      guint32 *pb = (guint32 *) (cairo_image_surface_get_data (b->surface) +
                                 y * cairo_image_surface_get_stride (b->surface));

      for (int x = 0; x < a->width; x++)
        n += pa[x] != pb[x];
    }
  return n;
}

/* How many pixels are nearly the colour c. */
static int
count_near (Image *image, const GdkRGBA *c)
{
  unsigned char *data = cairo_image_surface_get_data (image->surface);
  int stride = cairo_image_surface_get_stride (image->surface);
  int n = 0;

  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);
        int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

        if (abs (r - (int) (c->red * 255)) < 12 && abs (g - (int) (c->green * 255)) < 12 &&
            abs (b - (int) (c->blue * 255)) < 12)
          n++;
      }
  return n;
}

/* Every back draws its own ground with its pattern over it, and no two
 * backs look alike; changing the back drops only the back. */
static void
test_backs (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  Image images[AP_N_BACKS];
  GdkRGBA white = { 1, 1, 1, 1 };
  int width = 90, height = ap_card_height_for_width (90), changed = 0;
  GskRenderNode *face;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, width);
  g_signal_connect (renderer, "changed", G_CALLBACK (count_cb), &changed);
  face = ap_card_renderer_get_face (renderer, AP_CARD (AP_ACE, AP_SPADES));
  for (int b = 0; b < AP_N_BACKS; b++)
    {
      ap_card_renderer_set_back_design (renderer, b);
      g_assert_cmpint (ap_card_renderer_get_back_design (renderer), ==, b);
      g_assert_nonnull (ap_back_design_name (b));
      render (ap_card_renderer_get_back (renderer), width, height, &images[b]);
      /* The ground covers much of the card, the pattern a good part. */
      g_assert_cmpint (count_near (&images[b], &colors.back[b]), >, width * height / 5);
      g_assert_cmpint (count_near (&images[b], &white), >, width * height / 40);
      for (int o = 0; o < b; o++)
        g_assert_cmpint (count_differences (&images[b], &images[o]), >, width * height / 4);
    }
  g_assert_cmpint (changed, ==, AP_N_BACKS - 1);
  g_assert_true (face == ap_card_renderer_get_face (renderer, AP_CARD (AP_ACE, AP_SPADES)));
  for (int b = 0; b < AP_N_BACKS; b++)
    cairo_surface_destroy (images[b].surface);
}

/* How much ink of the suit's colour the middle of a face carries, inside
 * the columns and strips of the indices. */
static int
middle_ink (ApCardRenderer *renderer, ApCard card, int width)
{
  int height = ap_card_height_for_width (width);
  int down = (int) ap_card_fan_step_down (width);
  Image image;
  int ink;

  render (ap_card_renderer_get_face (renderer, card), width, height, &image);
  ink =
    count_ink (&image, width / 5, down, width - width / 5, height - down, ap_card_is_red (card));
  cairo_surface_destroy (image.surface);
  return ink;
}

/* The traditional face carries as many pips as its rank, each the same
 * size: the ink of the middle grows with the rank in proportion. The court
 * cards carry figures, and the two designs of a card differ. */
static void
test_traditional (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  int width = 160;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, width);
  ap_card_renderer_set_face_design (renderer, AP_FACE_TRADITIONAL);
  g_assert_cmpint (ap_card_renderer_get_face_design (renderer), ==, AP_FACE_TRADITIONAL);
  for (ApSuit suit = 0; suit < AP_N_SUITS; suit++)
    {
      int one = middle_ink (renderer, AP_CARD (2, suit), width);

      g_assert_cmpint (one, >, 0);
      for (int rank = 3; rank <= 10; rank++)
        {
          double ratio = (double) middle_ink (renderer, AP_CARD (rank, suit), width) / one;

          if (fabs (ratio - rank / 2.0) > 0.12 * rank / 2.0)
            g_error ("%d of suit %d: %.2f times the ink of the two", rank, suit, ratio);
        }
      for (int rank = AP_JACK; rank <= AP_KING; rank++)
        g_assert_cmpint (middle_ink (renderer, AP_CARD (rank, suit), width), >, one);
    }

  for (ApCard card = 0; card < AP_N_CARDS; card += 5)
    {
      Image a, b;
      int height = ap_card_height_for_width (width);

      ap_card_renderer_set_face_design (renderer, AP_FACE_TRADITIONAL);
      render (ap_card_renderer_get_face (renderer, card), width, height, &a);
      ap_card_renderer_set_face_design (renderer, AP_FACE_INDEX);
      render (ap_card_renderer_get_face (renderer, card), width, height, &b);
      g_assert_cmpint (count_differences (&a, &b), >, width * height / 50);
      cairo_surface_destroy (a.surface);
      cairo_surface_destroy (b.surface);
    }
}

static int count_color (Image *image, int x0, int y0, int x1, int y1, const GdkRGBA *color);

/* Renders node into an image of width x height card pixels at a device
 * scale, as a window of that scale factor does. */
static void
render_at_scale (GskRenderNode *node, int width, int height, int scale, Image *image)
{
  cairo_t *cr;

  image->width = width * scale;
  image->height = height * scale;
  image->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, image->width, image->height);
  cairo_surface_set_device_scale (image->surface, scale, scale);
  cr = cairo_create (image->surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (image->surface);
}

/* At scale 2 a card is drawn at twice its size in pixels, so that it stays
 * crisp: not the card of scale 1 enlarged, which is what a window of scale
 * 2 would show if the renderer ignored the scale. The node keeps the
 * card's size; a change of scale drops the cache and says so. */
static void
test_scale (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  GskRenderNode *node, *before;
  graphene_rect_t bounds;
  int changed = 0, width = 70, height = ap_card_height_for_width (70);
  Image enlarged, crisp;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, width);
  g_signal_connect (renderer, "changed", G_CALLBACK (count_cb), &changed);
  before = ap_card_renderer_get_face (renderer, AP_CARD (7, AP_HEARTS));
  render_at_scale (before, width, height, 2, &enlarged);
  ap_card_renderer_set_scale (renderer, 2);
  g_assert_cmpint (changed, ==, 1);
  ap_card_renderer_set_scale (renderer, 2);
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpint (ap_card_renderer_get_scale (renderer), ==, 2);
  node = ap_card_renderer_get_face (renderer, AP_CARD (7, AP_HEARTS));
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, width);
  g_assert_cmpfloat (bounds.size.height, ==, height);
  render_at_scale (node, width, height, 2, &crisp);
  /* The edges of every pip, letter and corner differ. */
  g_assert_cmpint (count_differences (&crisp, &enlarged), >, width * height / 20);
  /* And the crisp card has sharper edges: fewer pixels between the face
   * and the ink. */
  g_assert_cmpint (count_near (&crisp, &colors.face) +
                     count_color (&crisp, 0, 0, crisp.width, crisp.height, &colors.suit[AP_HEARTS]),
                   >,
                   count_near (&enlarged, &colors.face) +
                     count_color (&enlarged, 0, 0, enlarged.width, enlarged.height,
                                  &colors.suit[AP_HEARTS]));
  cairo_surface_destroy (crisp.surface);
  cairo_surface_destroy (enlarged.surface);
}

static void
count_cb (ApCardRenderer *renderer, int *count)
{
  (*count)++;
}

static void
test_cache (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  GskRenderNode *face, *back;
  graphene_rect_t bounds;
  int changed = 0;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  g_signal_connect (renderer, "changed", G_CALLBACK (count_cb), &changed);
  ap_card_renderer_set_size (renderer, 90);
  g_assert_cmpint (changed, ==, 1);

  face = ap_card_renderer_get_face (renderer, AP_CARD (10, AP_CLUBS));
  back = ap_card_renderer_get_back (renderer);
  g_assert_true (face == ap_card_renderer_get_face (renderer, AP_CARD (10, AP_CLUBS)));
  g_assert_true (back == ap_card_renderer_get_back (renderer));
  g_assert_true (face != ap_card_renderer_get_face (renderer, AP_CARD (9, AP_CLUBS)));
  gsk_render_node_get_bounds (face, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 90);
  g_assert_cmpfloat (bounds.size.height, ==, ap_card_height_for_width (90));

  /* The same size again keeps the cache; a new size drops it. */
  ap_card_renderer_set_size (renderer, 90);
  g_assert_cmpint (changed, ==, 1);
  g_assert_true (face == ap_card_renderer_get_face (renderer, AP_CARD (10, AP_CLUBS)));
  ap_card_renderer_set_size (renderer, 60);
  g_assert_cmpint (changed, ==, 2);
  face = ap_card_renderer_get_face (renderer, AP_CARD (10, AP_CLUBS));
  gsk_render_node_get_bounds (face, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 60);

  /* New colours (the dark style) drop it too. */
  gdk_rgba_parse (&colors.face, "lightgray");
  ap_card_renderer_set_colors (renderer, &colors);
  g_assert_cmpint (changed, ==, 3);
}

static void
test_outlines (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, 80);
  for (ApOutline o = 0; o < AP_N_OUTLINES; o++)
    {
      GskRenderNode *node = ap_card_renderer_get_outline (renderer, o);

      g_assert_nonnull (node);
      for (ApOutline p = 0; p < o; p++)
        g_assert_true (node != ap_card_renderer_get_outline (renderer, p));
    }
}

/* The pixels of the image in exactly this colour: the inside of the pips
 * and letters, away from their antialiased edges. */
static int
count_color (Image *image, int x0, int y0, int x1, int y1, const GdkRGBA *color)
{
  unsigned char *data = cairo_image_surface_get_data (image->surface);
  int stride = cairo_image_surface_get_stride (image->surface);
  int want_r = (int) round (color->red * 255), want_g = (int) round (color->green * 255);
  int want_b = (int) round (color->blue * 255), n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, image->height); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, image->width); x++)
      {
        guint32 px = *(guint32 *) (data + y * stride + 4 * x);

        /* Opaque only: the clear corners are black in premultiplied
         * ARGB. */
        if ((px >> 24) == 0xff && (int) ((px >> 16) & 0xff) == want_r &&
            (int) ((px >> 8) & 0xff) == want_g && (int) (px & 0xff) == want_b)
          n++;
      }
  return n;
}

/* Each suit is printed in its own ink in a four-colour deck and in red or
 * black otherwise: the index and the art of every card, at phone size and
 * at scale 2 (a card twice as wide, as the renderer rasterises it on a
 * HiDPI screen), and switching drops the cached faces. */
static void
check_suit_inks (int width)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  ApCardColors colors;
  int changed = 0;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  ap_card_renderer_set_size (renderer, width);
  g_signal_connect (renderer, "changed", G_CALLBACK (count_cb), &changed);
  g_assert_false (ap_card_renderer_get_four_colour (renderer));

  for (int four = 0; four < 2; four++)
    {
      ap_card_renderer_set_four_colour (renderer, four);
      g_assert_cmpint (changed, ==, four);
      for (ApCard card = 0; card < AP_N_CARDS; card++)
        {
          ApSuit suit = ap_card_suit (card);
          const GdkRGBA *ink = four ? &colors.four_suit[suit] : &colors.suit[suit];
          int height = ap_card_renderer_get_height (renderer);
          int down = (int) ap_card_fan_step_down (width);
          Image image;

          g_assert_true (gdk_rgba_equal (ap_card_renderer_get_suit_color (renderer, suit), ink));
          render (ap_card_renderer_get_face (renderer, card), width, height, &image);
          /* The index in the top strip and the art below it, both in the
           * suit's ink, and none of the other suits' inks anywhere. */
          if (count_color (&image, 0, 0, width, down, ink) < width / 8 ||
              count_color (&image, 0, down, width, height, ink) < width / 4)
            g_error ("card %d, %s deck, width %d: not in its suit's ink", card,
                     four ? "four-colour" : "two-colour", width);
          for (ApSuit other = 0; other < AP_N_SUITS; other++)
            {
              const GdkRGBA *other_ink = four ? &colors.four_suit[other] : &colors.suit[other];

              if (!gdk_rgba_equal (other_ink, ink) &&
                  count_color (&image, 0, 0, width, height, other_ink) > 0)
                g_error ("card %d, %s deck, width %d: ink of suit %d", card,
                         four ? "four-colour" : "two-colour", width, other);
            }
          cairo_surface_destroy (image.surface);
        }
    }
}

static void
test_suit_inks (void)
{
  check_suit_inks (40);
  check_suit_inks (160);
}

static gboolean
same_image (Image *a, Image *b)
{
  int stride = cairo_image_surface_get_stride (a->surface);

  return a->width == b->width && a->height == b->height &&
         memcmp (cairo_image_surface_get_data (a->surface),
                 cairo_image_surface_get_data (b->surface), (gsize) stride * a->height) == 0;
}

/* The faces' text is laid out once for the whole process, its layouts
 * being the same at every size and in every colour: a face drawn again
 * after faces of another size and of a four-colour deck has the very
 * pixels it had the first time. A court card (serif letter) and a ten
 * (narrowed index). */
static void
test_text_kept (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  const ApCard cards[] = { AP_CARD (AP_KING, AP_HEARTS), AP_CARD (10, AP_CLUBS) };
  ApCardColors colors;
  Image first[G_N_ELEMENTS (cards)];

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  for (int round = 0; round < 2; round++)
    {
      ap_card_renderer_set_size (renderer, 60);
      ap_card_renderer_set_four_colour (renderer, FALSE);
      for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
        {
          Image image;

          render (ap_card_renderer_get_face (renderer, cards[i]), 60, ap_card_height_for_width (60),
                  &image);
          if (round == 0)
            first[i] = image;
          else
            {
              g_assert_true (same_image (&first[i], &image));
              cairo_surface_destroy (image.surface);
              cairo_surface_destroy (first[i].surface);
            }
        }
      /* Other faces between the two rounds. */
      ap_card_renderer_set_size (renderer, 150);
      ap_card_renderer_set_four_colour (renderer, TRUE);
      for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
        {
          Image image;

          render (ap_card_renderer_get_face (renderer, cards[i]), 150,
                  ap_card_height_for_width (150), &image);
          cairo_surface_destroy (image.surface);
        }
    }
}

/* The checksum of a few faces' pixels: court cards (serif letters), a ten
 * and an ace, at two sizes. */
static char *
faces_checksum (void)
{
  g_autoptr (ApCardRenderer) renderer = ap_card_renderer_new ();
  const ApCard cards[] = { AP_CARD (AP_KING, AP_HEARTS), AP_CARD (AP_QUEEN, AP_SPADES),
                           AP_CARD (10, AP_CLUBS), AP_CARD (AP_ACE, AP_DIAMONDS) };
  const int widths[] = { 60, 150 };
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  ApCardColors colors;

  test_colors (&colors);
  ap_card_renderer_set_colors (renderer, &colors);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      ap_card_renderer_set_size (renderer, widths[w]);
      for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
        {
          Image image;
          int height = ap_card_height_for_width (widths[w]);

          render (ap_card_renderer_get_face (renderer, cards[i]), widths[w], height, &image);
          g_assert_cmpint (count_ink (&image, 0, 0, widths[w], height, FALSE) +
                             count_ink (&image, 0, 0, widths[w], height, TRUE),
                           >, 0);
          g_checksum_update (sum, cairo_image_surface_get_data (image.surface),
                             (gssize) cairo_image_surface_get_stride (image.surface) * height);
          cairo_surface_destroy (image.surface);
        }
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* The file a process drawing faces for test_text_prepared() writes its
 * checksum to, named for the test's process. */
static char *
checksum_path (GPid parent, const char *way)
{
  g_autofree char *name = g_strdup_printf ("ap-card-text-%d-%s", (int) parent, way);

  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static void
draw_faces (const char *way)
{
  g_autofree char *sum = NULL;
  g_autofree char *path = checksum_path (getppid (), way);

  if (g_str_equal (way, "prepared"))
    {
      ap_card_renderer_prepare_text ();
      /* Once per process: a second call starts nothing. */
      ap_card_renderer_prepare_text ();
    }
  sum = faces_checksum ();
  ap_card_renderer_wait_for_text ();
  g_assert_true (g_file_set_contents (path, sum, -1, NULL));
}

static void
draw_faces_prepared (void)
{
  draw_faces ("prepared");
}

static void
draw_faces_unprepared (void)
{
  draw_faces ("drawn");
}

/* The faces' text laid out ahead by the thread of
 * ap_card_renderer_prepare_text(), with that thread's own Pango font map,
 * gives the very pixels of text laid out when first drawn. The text is laid
 * out once per process, so each way is drawn by a process of its own. */
static void
test_text_prepared (void)
{
  const char *ways[] = { "drawn", "prepared" };
  char *sums[G_N_ELEMENTS (ways)] = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
    {
      g_autofree char *test =
        g_strconcat ("/card-renderer/text-prepared/subprocess/", ways[i], NULL);
      g_autofree char *path = checksum_path (getpid (), ways[i]);

      g_test_trap_subprocess (test, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      g_assert_true (g_file_get_contents (path, &sums[i], NULL, NULL));
      g_unlink (path);
    }
  g_assert_cmpstr (sums[1], ==, sums[0]);
  for (guint i = 0; i < G_N_ELEMENTS (ways); i++)
    g_free (sums[i]);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* Render node types are registered on first use of their type. */
  g_type_ensure (GSK_TYPE_CAIRO_NODE);
  g_test_add_func ("/card-renderer/index-phone", test_index_phone);
  g_test_add_func ("/card-renderer/index-desktop", test_index_desktop);
  g_test_add_func ("/card-renderer/cache", test_cache);
  g_test_add_func ("/card-renderer/backs", test_backs);
  g_test_add_func ("/card-renderer/traditional", test_traditional);
  g_test_add_func ("/card-renderer/scale", test_scale);
  g_test_add_func ("/card-renderer/outlines", test_outlines);
  g_test_add_func ("/card-renderer/suit-inks", test_suit_inks);
  g_test_add_func ("/card-renderer/text-kept", test_text_kept);
  g_test_add_func ("/card-renderer/text-prepared", test_text_prepared);
  g_test_add_func ("/card-renderer/text-prepared/subprocess/prepared", draw_faces_prepared);
  g_test_add_func ("/card-renderer/text-prepared/subprocess/drawn", draw_faces_unprepared);
  return g_test_run ();
}
