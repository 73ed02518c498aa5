/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * The GUI tests' build of the game (algerian-patience-test, never
 * installed): the game's library with these hooks, each enabled by an
 * environment variable and doing nothing otherwise. The game itself reads
 * none of them.
 *
 *   AP_TEST_STATE=FILE         after every frame that changed something,
 *                              write the model and the geometry of every
 *                              pile and of the buttons to FILE
 *                              (atomically), for tests that drive the
 *                              window with real input events; with
 *                              them the count of touch and button events
 *                              the window received, the kind and device
 *                              source of the last ("touch-end
 *                              touchscreen") and where it was
 *   AP_TEST_SIZE=WxH           the window's initial size
 *   AP_TEST_RESIZE=FILE        "WxH" written into FILE while the game runs
 *                              resizes the window (for Wayland, where a
 *                              test cannot ask the compositor to)
 *   AP_TEST_POSITION=FILE      once the window is up, play from the position
 *                              in FILE (the text format of docs/formats.md)
 *   AP_TEST_FIND_DELAY=MS      with "winnable deals only", wait MS
 *                              milliseconds before each search for a deal
 *                              starts, so that tests see the window while
 *                              it searches
 *   AP_TEST_WATCH_SECONDS=S    the watch's budget per position instead of
 *                              2 s, for tests whose verdict must come even
 *                              under the sanitizers' slower search
 *
 * A colour scheme is forced with libadwaita's own ADW_DEBUG_COLOR_SCHEME.
 */
void ap_test_hooks_startup (AdwApplication *application);

G_END_DECLS
