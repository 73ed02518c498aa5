/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The floor of the GUI benchmark: what the renderer cannot do faster. A
 * libadwaita window like the bare one whose content draws a gradient and
 * as many card-sized textures as a frame of the board has, each its own
 * texture made once, laid out in fanned rows, and a drag that moves one of
 * them with the pointer. Measured by the same code as the game
 * (bench-measure.c), in the same modes, so that the game's frames and
 * drag compare with the renderer's limit: the cards are drawn once per
 * size into textures, so a frame of the board should cost little more than
 * compositing them.
 *
 *   AP_GUI_BENCH_FLOOR=N,W,H   N textures of W x H (bench-gui.py takes
 *                              them from the game's "textures" and
 *                              "texture-size" at the same window size)
 *   AP_GUI_BENCH_FLOOR_NODES=cairo  each texture drawn as a cairo node
 *                              that paints its image, made once, rather
 *                              than as a texture node: GTK 4.8's cairo
 *                              renderer draws those faster. bench-gui.py
 *                              runs both and takes the faster as the floor.
 */
#include <stdio.h>

#include <adwaita.h>

#include "bench-measure.h"

#define GAP 8.f

#define BENCH_TYPE_FLOOR (bench_floor_get_type ())
G_DECLARE_FINAL_TYPE (BenchFloor, bench_floor, BENCH, FLOOR, GtkWidget)

struct _BenchFloor {
  GtkWidget parent_instance;

  GPtrArray *textures;
  GPtrArray *nodes; /* the same as nodes, each a texture or a cairo node */
  float card_w, card_h;
  graphene_point_t drag; /* where the last texture is moved to, while dragged */
  gboolean dragging;
};

G_DEFINE_FINAL_TYPE (BenchFloor, bench_floor, GTK_TYPE_WIDGET)

static BenchFloor *floor_area;

/* The place of texture i: rows of cards, each row fanned down as a pile. */
static void
texture_origin (BenchFloor *self, guint i, graphene_point_t *p)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  guint cols = MAX (1, (guint) ((width - GAP) / (self->card_w + GAP)));

  p->x = GAP + (i % cols) * (self->card_w + GAP);
  p->y = GAP + (i / cols) * roundf (self->card_h * 0.3f);
}

static void
bench_floor_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  BenchFloor *self = BENCH_FLOOR (widget);
  graphene_rect_t all =
    GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  GskColorStop stops[2] = { { 0, { 0.25f, 0.52f, 0.38f, 1 } }, { 1, { 0.18f, 0.42f, 0.29f, 1 } } };

  gtk_snapshot_append_linear_gradient (snapshot, &all, &GRAPHENE_POINT_INIT (0, 0),
                                       &GRAPHENE_POINT_INIT (0, all.size.height), stops, 2);
  for (guint i = 0; i < self->textures->len; i++)
    {
      graphene_point_t p;

      texture_origin (self, i, &p);
      if (self->dragging && i + 1 == self->textures->len)
        p = self->drag;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &p);
      gtk_snapshot_append_node (snapshot, g_ptr_array_index (self->nodes, i));
      gtk_snapshot_restore (snapshot);
    }
}

/* A card-like image: a rounded face with a border and a coloured mark,
 * each of its own colour so that no two are the same texture; as a texture
 * and as a node, a texture node or a cairo node that paints the image. */
static GdkTexture *
make_texture (int w, int h, guint i, gboolean cairo_node, GskRenderNode **node)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  double r = 0.07 * w;
  g_autoptr (GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_new_sub_path (cr);
  cairo_arc (cr, w - r, r, r, -G_PI / 2, 0);
  cairo_arc (cr, w - r, h - r, r, 0, G_PI / 2);
  cairo_arc (cr, r, h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, r, r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, (i % 7) / 7.0, (i % 5) / 5.0, (i % 3) / 3.0);
  cairo_arc (cr, w / 2.0, h / 2.0, w / 3.0, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * h);
  texture = gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  if (cairo_node)
    {
      cairo_t *node_cr;

      *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, w, h));
      node_cr = gsk_cairo_node_get_draw_context (*node);
      cairo_set_source_surface (node_cr, surface, 0, 0);
      cairo_paint (node_cr);
      cairo_destroy (node_cr);
    }
  else
    *node = gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_surface_destroy (surface);
  return texture;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, BenchFloor *self)
{
  graphene_point_t origin;

  texture_origin (self, self->textures->len - 1, &origin);
  self->dragging = TRUE;
  self->drag = GRAPHENE_POINT_INIT (origin.x + dx, origin.y + dy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, BenchFloor *self)
{
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bench_floor_finalize (GObject *object)
{
  g_ptr_array_unref (BENCH_FLOOR (object)->textures);
  g_ptr_array_unref (BENCH_FLOOR (object)->nodes);
  G_OBJECT_CLASS (bench_floor_parent_class)->finalize (object);
}

static void
bench_floor_class_init (BenchFloorClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bench_floor_finalize;
  GTK_WIDGET_CLASS (klass)->snapshot = bench_floor_snapshot;
}

static void
bench_floor_init (BenchFloor *self)
{
  const char *spec = g_getenv ("AP_GUI_BENCH_FLOOR");
  GtkGesture *drag = gtk_gesture_drag_new ();
  guint n = 60;
  int w = 100, h = 140;

  if (spec != NULL && sscanf (spec, "%u,%d,%d", &n, &w, &h) != 3)
    g_error ("AP_GUI_BENCH_FLOOR: not N,W,H: %s", spec);
  self->card_w = w;
  self->card_h = h;
  self->textures = g_ptr_array_new_with_free_func (g_object_unref);
  self->nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  for (guint i = 0; i < n; i++)
    {
      GskRenderNode *node;

      g_ptr_array_add (self->textures,
                       make_texture (w, h, i,
                                     g_strcmp0 (g_getenv ("AP_GUI_BENCH_FLOOR_NODES"), "cairo") ==
                                       0,
                                     &node));
      g_ptr_array_add (self->nodes, node);
    }
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

static GtkWidget *
floor_get_area (GtkWindow *window)
{
  return GTK_WIDGET (floor_area);
}

static gboolean
floor_drag_point (GtkWindow *window, double *x, double *y)
{
  graphene_point_t p, in_window;

  if (floor_area->textures->len == 0)
    return FALSE;
  texture_origin (floor_area, floor_area->textures->len - 1, &p);
  p.x += floor_area->card_w / 2;
  p.y += floor_area->card_h / 2;
  if (!gtk_widget_compute_point (GTK_WIDGET (floor_area), GTK_WIDGET (window), &p, &in_window))
    return FALSE;
  *x = in_window.x;
  *y = in_window.y;
  return TRUE;
}

static void
floor_start_clock (GtkWindow *window)
{
}

static const BenchTarget target = {
  .area = floor_get_area,
  .drag_point = floor_drag_point,
  .start_clock = floor_start_clock,
};

static GtkWidget *
make_content (void)
{
  floor_area = g_object_new (BENCH_TYPE_FLOOR, NULL);
  return GTK_WIDGET (floor_area);
}

int
main (int argc, char *argv[])
{
  return bench_window_main (argc, argv, "io.github.algerian_patience.BenchFloor", make_content,
                            &target);
}
