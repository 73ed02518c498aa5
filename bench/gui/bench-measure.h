/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * The measurements of the GUI benchmark, shared by the game's benchmark
 * program (bench-app.c: the game's own code, linked from the ap-app
 * library) and the bare libadwaita window (bare-window.c), so that both
 * are measured by the same code. Enabled by the environment, which
 * bench-gui.py sets:
 *
 *   AP_GUI_BENCH=FILE          where the figures go ("key: value" lines)
 *   AP_GUI_BENCH_MODE=MODE     what is measured, then the program quits:
 *     startup   the time of the end of the first frame (CLOCK_MONOTONIC),
 *               the CPU time used until then (all threads), and the
 *               resident memory one second later
 *     first-frame  only the first two figures of "startup", then the
 *               program exits at once: for profiling the path to the first
 *               frame (perf record), nothing after it
 *     frame     full frames of the measured area: its snapshot and the
 *               rendering of that snapshot to a texture by the window's own
 *               renderer (finished: glFinish() under GL), every widget
 *               redrawn each time; and how many images (texture and
 *               cairo nodes) a frame has and the size of the first (a card)
 *     drag      the times of the frames between a button press and its
 *               release (the script drags with xdotool)
 *     idle      the CPU time used while nothing but a clock ticks
 *   AP_GUI_BENCH_SIZE=WxH      the window's size
 *   AP_GUI_BENCH_COUNT=N       frames measured in "frame" mode (100)
 *   AP_GUI_BENCH_SECONDS=S     length of the "idle" measurement (20)
 */

typedef struct {
  /* The widget whose frames "frame" mode measures. */
  GtkWidget *(*area) (GtkWindow *window);
  /* Where "drag" mode's drag starts, in the window's coordinates. */
  gboolean (*drag_point) (GtkWindow *window, double *x, double *y);
  /* Starts the clock that ticks in "idle" mode. */
  void (*start_clock) (GtkWindow *window);
} BenchTarget;

/* The process's resident memory (VmRSS) in KiB; -1 if it cannot be read. */
long bench_resident_kb (void);

/* The window's size asked for by AP_GUI_BENCH_SIZE, if any. */
gboolean bench_get_size (int *width, int *height);

/* Measures the window as the environment asks; nothing without
 * AP_GUI_BENCH. Call before the window is realized. */
void bench_attach (GtkWindow *window, const BenchTarget *target);

/* The main() of the yardsticks (bare-window.c, bench-floor.c): an
 * AdwApplication whose window is a header bar over the widget content()
 * makes, measured for target. */
int bench_window_main (int argc, char *argv[], const char *app_id, GtkWidget *(*content) (void),
                       const BenchTarget *target);

G_END_DECLS
