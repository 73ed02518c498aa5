/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "ap-window.h"
#include "bench-deals.h"
#include "bench-measure.h"

/* How often the board is looked at for the hint, and how long a hint may
 * take: its search is bounded by AP_SOLVER_HINT_NODES positions, well
 * under a tenth of a second. */
#define POLL_MS 5
#define HINT_WAIT_US (2 * G_USEC_PER_SEC)

typedef struct {
  ApWindow *window;
  GString *out;
  char *path;
  guint count;
  ApGame game;
  guint number;   /* of the deal under way, from 1 */
  guint dwell_ms; /* stay on each deal this long after its hint */
  gint64 asked;   /* when the hint was asked for */
  gint64 shown;   /* when it was seen, 0 before */
  guint missing;
  long last_kb; /* as the hint of the game's last deal showed */
} Deals;

static void
next_deal (Deals *d)
{
  ap_window_start_deal (d->window, d->game, d->number);
  g_action_group_activate_action (G_ACTION_GROUP (d->window), "hint", NULL);
  d->asked = g_get_monotonic_time ();
  d->shown = 0;
}

static gboolean
poll_cb (gpointer data)
{
  Deals *d = data;

  gint64 now = g_get_monotonic_time ();

  if (d->shown == 0 && !ap_board_has_hint (ap_window_get_board (d->window)))
    {
      if (now - d->asked < HINT_WAIT_US)
        return G_SOURCE_CONTINUE;
      d->missing++;
    }
  /* The memory is read as the hint shows: no search is running then (the
   * hint's is over, the watch of the deal starts 250 ms later, and that of
   * the deal before was cancelled when this one was dealt). */
  if (d->shown == 0)
    {
      d->shown = now;
      if (d->game == 0 && d->number == 1)
        g_string_append_printf (d->out, "first-rss-kb: %ld\n", bench_resident_kb ());
      if (d->number == d->count)
        d->last_kb = bench_resident_kb ();
    }
  if (now - d->shown < (gint64) d->dwell_ms * 1000)
    return G_SOURCE_CONTINUE;
  if (++d->number > d->count)
    {
      g_string_append_printf (d->out, "rss-kb-%s: %ld\n", ap_game_info (d->game)->id, d->last_kb);
      d->number = 1;
      if (++d->game == AP_N_GAMES)
        {
          g_string_append_printf (d->out, "last-rss-kb: %ld\nhints-missing: %u\ndone: 1\n",
                                  d->last_kb, d->missing);
          if (!g_file_set_contents (d->path, d->out->str, -1, NULL))
            g_error ("cannot write %s", d->path);
          g_application_quit (g_application_get_default ());
          return G_SOURCE_REMOVE;
        }
    }
  next_deal (d);
  return G_SOURCE_CONTINUE;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  Deals *d = data;

  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, data);
  next_deal (d);
  g_timeout_add (POLL_MS, poll_cb, d);
}

static void
realize_cb (GtkWidget *window, gpointer data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb),
                    data);
}

void
bench_deals_attach (GtkWindow *window)
{
  const char *path = g_getenv ("AP_GUI_BENCH");
  const char *count = g_getenv ("AP_GUI_BENCH_COUNT");
  const char *dwell = g_getenv ("AP_GUI_BENCH_DWELL_MS");
  Deals *d = g_new0 (Deals, 1);

  if (path == NULL)
    g_error ("AP_GUI_BENCH is not set");
  d->window = AP_WINDOW (window);
  d->path = g_strdup (path);
  d->out = g_string_new (NULL);
  d->count = count != NULL && atoi (count) > 0 ? (guint) atoi (count) : 200;
  d->dwell_ms = dwell != NULL && atoi (dwell) > 0 ? (guint) atoi (dwell) : 0;
  d->number = 1;
  g_signal_connect (window, "realize", G_CALLBACK (realize_cb), d);
}
