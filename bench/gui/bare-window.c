/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The yardstick of the GUI benchmark: a bare libadwaita window (an
 * AdwApplicationWindow with a header bar and an empty content area),
 * measured by the same code as the game (bench-measure.c). Its "clock",
 * for the idle measurement, is a label that ticks once a second.
 */
#include <adwaita.h>

#include "bench-measure.h"

static GtkWidget *content;

static GtkWidget *
content_area (GtkWindow *window)
{
  return content;
}

static gboolean
content_drag_point (GtkWindow *window, double *x, double *y)
{
  *x = gtk_widget_get_width (content) / 2.0;
  *y = gtk_widget_get_height (content) / 2.0;
  return TRUE;
}

static gboolean
tick_cb (gpointer user_data)
{
  static guint seconds;
  g_autofree char *text = NULL;

  seconds++;
  text = g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
  gtk_label_set_text (GTK_LABEL (user_data), text);
  return G_SOURCE_CONTINUE;
}

static void
content_start_clock (GtkWindow *window)
{
  GtkWidget *label = gtk_label_new ("0:00");

  gtk_box_append (GTK_BOX (content), label);
  g_timeout_add_seconds (1, tick_cb, label);
}

static const BenchTarget target = {
  .area = content_area,
  .drag_point = content_drag_point,
  .start_clock = content_start_clock,
};

static GtkWidget *
make_content (void)
{
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  return content;
}

int
main (int argc, char *argv[])
{
  return bench_window_main (argc, argv, "io.github.algerian_patience.BenchBareWindow", make_content,
                            &target);
}
