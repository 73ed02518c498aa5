/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * The game's resident memory over many deals (AP_GUI_BENCH_MODE=deals of
 * bench-app.c): after the window's first frame it plays, in every game in
 * turn, AP_GUI_BENCH_COUNT new deals (numbers 1 to N; 200 by default),
 * asks for a Hint in each, waits until the board shows it, stays on the
 * deal AP_GUI_BENCH_DWELL_MS more (0 by default; the solver's watch of the
 * deal starts 250 ms after it, and searches while the player thinks), and
 * writes VmRSS (KiB), read when no search is running, to the AP_GUI_BENCH
 * file, "key: value" lines:
 *
 *   first-rss-kb      as the first deal's hint shows (the first game's deal 1)
 *   rss-kb-GAME       as the hint of the game's last deal shows (GAME: its id)
 *   last-rss-kb       the same, for the last game
 *   hints-missing     hints that did not show within 2 s (a deal where the
 *                     Hint has nothing to suggest says so in a message)
 *
 * then quits.
 */
void bench_deals_attach (GtkWindow *window);

G_END_DECLS
