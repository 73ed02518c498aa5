/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* SplitMix64, exactly as docs/deals.md describes it: advances *state and
 * returns the next 64-bit output. */
guint64 ap_splitmix64_next (guint64 *state);

/* A uniform number in [0, bound) without modulo bias (docs/deals.md, 2). */
guint64 ap_random_below (guint64 *state, guint64 bound);

G_END_DECLS
