/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The yardstick of the GUI benchmark: a bare libadwaita window (an
 * AdwApplicationWindow with a header bar and an empty content area) that
 * measures itself exactly as the tests' build of the game does under
 * AP_BENCH (see tests/common/ap-test-hooks.h): the time of its first frame,
 * the median time to snapshot its content, and its resident memory.
 */
#include <stdio.h>
#include <string.h>
#include <adwaita.h>

static GtkWidget *content;
static const char *bench_path;
static gboolean first_frame_seen;

static long
resident_kb (void)
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

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The same measurement as ap_board_measure_snapshot(), on the content. */
static double
measure_snapshot (GtkWidget *widget, guint n)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkSnapshot) snapshot = NULL;
      g_autoptr (GskRenderNode) node = NULL;
      gint64 start;
      double us;

      queue_draw_all (widget);
      start = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      us = (double) (g_get_monotonic_time () - start);
      g_array_append_val (times, us);
    }
  g_array_sort (times, compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static gboolean
measure_cb (gpointer user_data)
{
  g_autofree char *old = NULL;
  g_autofree char *all = NULL;
  g_autofree char *out = NULL;

  out = g_strdup_printf ("board: %d %d\nsnapshot-median-us: %.1f\nrss-kb: %ld\n",
                         gtk_widget_get_width (content), gtk_widget_get_height (content),
                         measure_snapshot (content, 200), resident_kb ());
  g_file_get_contents (bench_path, &old, NULL, NULL);
  all = g_strconcat (old != NULL ? old : "", out, NULL);
  g_file_set_contents (bench_path, all, -1, NULL);
  g_application_quit (g_application_get_default ());
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer user_data)
{
  g_autofree char *text = NULL;

  if (first_frame_seen)
    return;
  first_frame_seen = TRUE;
  text = g_strdup_printf ("first-frame-us: %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_file_set_contents (bench_path, text, -1, NULL);
  g_timeout_add (1000, measure_cb, NULL);
}

static void
realize_cb (GtkWidget *window, gpointer user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
}

static void
activate_cb (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *size = g_getenv ("AP_TEST_SIZE");
  int w = 1100, h = 760;

  if (size != NULL)
    sscanf (size, "%dx%d", &w, &h);
  gtk_window_set_default_size (GTK_WINDOW (window), w, h);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  if (bench_path != NULL)
    g_signal_connect_after (window, "realize", G_CALLBACK (realize_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;

  bench_path = g_getenv ("AP_BENCH");
  app = adw_application_new ("io.github.algerian_patience.BenchBareWindow",
                             G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
