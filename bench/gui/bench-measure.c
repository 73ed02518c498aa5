/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <epoxy/gl.h>

#include <adwaita.h>

#include "bench-measure.h"

typedef struct {
  GtkWindow *window; /* weak */
  const BenchTarget *target;
  char *path;
  char *mode;
  gboolean first_frame_seen;
  /* "drag": the end of every frame while the button is down. */
  gboolean dragging;
  GArray *frame_ends;  /* gint64, microseconds */
  GArray *frame_times; /* gint64, the frame clock's frame time */
  /* "idle": frames drawn while measuring. */
  gboolean idling;
  guint idle_frames;
} Bench;

static Bench bench;

gboolean
bench_get_size (int *width, int *height)
{
  const char *size = g_getenv ("AP_GUI_BENCH_SIZE");

  return size != NULL && sscanf (size, "%dx%d", width, height) == 2;
}

static guint
env_uint (const char *name, guint fallback)
{
  const char *value = g_getenv (name);

  return value != NULL && atoi (value) > 0 ? (guint) atoi (value) : fallback;
}

static void append (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
append (const char *format, ...)
{
  g_autofree char *old = NULL;
  g_autofree char *text = NULL;
  g_autofree char *all = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_file_get_contents (bench.path, &old, NULL, NULL);
  all = g_strconcat (old != NULL ? old : "", text, NULL);
  if (!g_file_set_contents (bench.path, all, -1, NULL))
    g_error ("cannot write %s", bench.path);
}

static void
quit (void)
{
  append ("done: 1\n");
  g_application_quit (g_application_get_default ());
}

long
bench_resident_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;
  long kb = -1;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  if (line != NULL)
    sscanf (line, "VmRSS: %ld", &kb);
  return kb;
}

static gint64
cpu_us (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (gint64) usage.ru_utime.tv_sec * G_USEC_PER_SEC + usage.ru_utime.tv_usec +
         (gint64) usage.ru_stime.tv_sec * G_USEC_PER_SEC + usage.ru_stime.tv_usec;
}

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* The times are written as they are; bench-gui.py takes the medians. */
static void
append_list (const char *key, GArray *values)
{
  g_autoptr (GString) line = g_string_new (key);

  g_string_append (line, ":");
  for (guint i = 0; i < values->len; i++)
    g_string_append_printf (line, " %.1f", g_array_index (values, double, i));
  g_string_append_c (line, '\n');
  append ("%s", line->str);
}

/* Counts the images of a frame, texture and cairo nodes (the game's cards
 * are cairo nodes that paint an image), and notes the size of the first:
 * what the floor program (bench-floor.c) draws as many of. */
static void
count_textures (GskRenderNode *node, guint *n, graphene_rect_t *first)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
    case GSK_CAIRO_NODE:
      if ((*n)++ == 0)
        gsk_render_node_get_bounds (node, first);
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_textures (gsk_container_node_get_child (node, i), n, first);
      break;
    case GSK_TRANSFORM_NODE:
      count_textures (gsk_transform_node_get_child (node), n, first);
      break;
    case GSK_CLIP_NODE:
      count_textures (gsk_clip_node_get_child (node), n, first);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      count_textures (gsk_rounded_clip_node_get_child (node), n, first);
      break;
    case GSK_OPACITY_NODE:
      count_textures (gsk_opacity_node_get_child (node), n, first);
      break;
    case GSK_SHADOW_NODE:
      count_textures (gsk_shadow_node_get_child (node), n, first);
      break;
    case GSK_DEBUG_NODE:
      count_textures (gsk_debug_node_get_child (node), n, first);
      break;
    default:
      break;
    }
}

/* A full frame of the area: GTK's own snapshot of it, through its parent
 * so that CSS backgrounds are drawn as in a real frame, then that snapshot
 * rendered to a texture by the window's renderer. GL renders
 * asynchronously, so the frame ends when glFinish() returns. */
static gboolean
measure_frames_cb (gpointer user_data)
{
  GtkWidget *area;
  GskRenderer *renderer;
  guint n = env_uint ("AP_GUI_BENCH_COUNT", 100);
  g_autoptr (GArray) snap = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) total = g_array_new (FALSE, FALSE, sizeof (double));
  graphene_rect_t viewport, first = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  guint textures = 0;

  if (bench.window == NULL)
    return G_SOURCE_REMOVE;
  area = bench.target->area (bench.window);
  renderer = gtk_native_get_renderer (GTK_NATIVE (bench.window));
  graphene_rect_init (&viewport, 0, 0, gtk_widget_get_width (area), gtk_widget_get_height (area));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkSnapshot) snapshot = NULL;
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) texture = NULL;
      gint64 start, snapped, end;
      double us;

      queue_draw_all (area);
      start = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      gtk_widget_snapshot_child (gtk_widget_get_parent (area), area, snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      snapped = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &viewport);
      if (gdk_gl_context_get_current () != NULL)
        glFinish ();
      end = g_get_monotonic_time ();
      if (i == 0)
        count_textures (node, &textures, &first);
      us = (double) (snapped - start);
      g_array_append_val (snap, us);
      us = (double) (end - start);
      g_array_append_val (total, us);
    }
  append ("renderer: %s\n", G_OBJECT_TYPE_NAME (renderer));
  append ("area: %d %d\n", gtk_widget_get_width (area), gtk_widget_get_height (area));
  append ("textures: %u\ntexture-size: %g %g\n", textures, first.size.width, first.size.height);
  append_list ("snapshot-us", snap);
  append_list ("frame-us", total);
  quit ();
  return G_SOURCE_REMOVE;
}

static gboolean
measure_memory_cb (gpointer user_data)
{
  append ("rss-kb: %ld\n", bench_resident_kb ());
  quit ();
  return G_SOURCE_REMOVE;
}

static gboolean
idle_end_cb (gpointer user_data)
{
  gint64 *start = user_data;
  gint64 cpu = cpu_us () - start[0];
  gint64 wall = g_get_monotonic_time () - start[1];

  bench.idling = FALSE;
  append ("idle-cpu-percent: %.3f\nidle-seconds: %.1f\nidle-frames: %u\n",
          100.0 * (double) cpu / (double) wall, (double) wall / G_USEC_PER_SEC, bench.idle_frames);
  g_free (start);
  quit ();
  return G_SOURCE_REMOVE;
}

static gboolean
idle_begin_cb (gpointer user_data)
{
  gint64 *start = g_new (gint64, 2);

  start[0] = cpu_us ();
  start[1] = g_get_monotonic_time ();
  bench.idling = TRUE;
  g_timeout_add_seconds (env_uint ("AP_GUI_BENCH_SECONDS", 20), idle_end_cb, start);
  return G_SOURCE_REMOVE;
}

/* Where the drag starts, for the script, once the window has settled. */
static gboolean
drag_ready_cb (gpointer user_data)
{
  double x = 0, y = 0;

  if (bench.window == NULL || !bench.target->drag_point (bench.window, &x, &y))
    g_error ("no point to drag from");
  append ("drag-from: %.0f %.0f\n", x, y);
  return G_SOURCE_REMOVE;
}

static void
drag_done (void)
{
  g_autoptr (GArray) intervals = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) clock_intervals = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 1; i < bench.frame_ends->len; i++)
    {
      double us = (double) (g_array_index (bench.frame_ends, gint64, i) -
                            g_array_index (bench.frame_ends, gint64, i - 1));
      double clock_us = (double) (g_array_index (bench.frame_times, gint64, i) -
                                  g_array_index (bench.frame_times, gint64, i - 1));

      g_array_append_val (intervals, us);
      g_array_append_val (clock_intervals, clock_us);
    }
  append_list ("drag-frame-interval-us", intervals);
  append_list ("drag-clock-interval-us", clock_intervals);
  quit ();
}

static gboolean
input_cb (GtkEventControllerLegacy *controller, GdkEvent *event, gpointer user_data)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_BUTTON_PRESS && !bench.dragging && bench.frame_ends->len == 0)
    bench.dragging = TRUE;
  else if (type == GDK_BUTTON_RELEASE && bench.dragging)
    {
      bench.dragging = FALSE;
      drag_done ();
    }
  return GDK_EVENT_PROPAGATE;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer user_data)
{
  gint64 now = g_get_monotonic_time ();

  if (bench.window == NULL)
    return;
  if (bench.dragging)
    {
      gint64 frame_time = gdk_frame_clock_get_frame_time (clock);

      g_array_append_val (bench.frame_ends, now);
      g_array_append_val (bench.frame_times, frame_time);
    }
  if (bench.idling)
    bench.idle_frames++;
  if (bench.first_frame_seen)
    return;
  bench.first_frame_seen = TRUE;
  append ("first-frame-us: %" G_GINT64_FORMAT "\nfirst-frame-cpu-us: %" G_GINT64_FORMAT "\n", now,
          cpu_us ());
  /* Start-up settles before anything else is measured. */
  if (g_str_equal (bench.mode, "startup"))
    g_timeout_add (1000, measure_memory_cb, NULL);
  else if (g_str_equal (bench.mode, "first-frame"))
    exit (0);
  else if (g_str_equal (bench.mode, "frame"))
    g_timeout_add (1000, measure_frames_cb, NULL);
  else if (g_str_equal (bench.mode, "drag"))
    g_timeout_add (1000, drag_ready_cb, NULL);
  else if (g_str_equal (bench.mode, "idle"))
    {
      bench.target->start_clock (bench.window);
      g_timeout_add (2000, idle_begin_cb, NULL);
    }
  else
    g_error ("unknown AP_GUI_BENCH_MODE %s", bench.mode);
}

static void
realize_cb (GtkWidget *window, gpointer user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb),
                    NULL);
}

void
bench_attach (GtkWindow *window, const BenchTarget *target)
{
  const char *path = g_getenv ("AP_GUI_BENCH");
  GtkEventController *input;
  int width, height;

  if (path == NULL || bench.path != NULL)
    return;
  if (bench_get_size (&width, &height))
    gtk_window_set_default_size (window, width, height);
  bench.path = g_strdup (path);
  bench.mode =
    g_strdup (g_getenv ("AP_GUI_BENCH_MODE") != NULL ? g_getenv ("AP_GUI_BENCH_MODE") : "startup");
  bench.target = target;
  bench.frame_ends = g_array_new (FALSE, FALSE, sizeof (gint64));
  bench.frame_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_set_weak_pointer (&bench.window, window);
  g_signal_connect_after (window, "realize", G_CALLBACK (realize_cb), NULL);
  input = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect (input, "event", G_CALLBACK (input_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (window), input);
}

typedef struct {
  GtkWidget *(*content) (void);
  const BenchTarget *target;
} WindowSpec;

static void
window_activate_cb (GtkApplication *app, WindowSpec *spec)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = spec->content ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  bench_attach (GTK_WINDOW (window), spec->target);
  gtk_window_present (GTK_WINDOW (window));
}

int
bench_window_main (int argc, char *argv[], const char *app_id, GtkWidget *(*content) (void),
                   const BenchTarget *target)
{
  g_autoptr (AdwApplication) app = adw_application_new (app_id, G_APPLICATION_DEFAULT_FLAGS);
  WindowSpec spec = { content, target };

  g_signal_connect (app, "activate", G_CALLBACK (window_activate_cb), &spec);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
