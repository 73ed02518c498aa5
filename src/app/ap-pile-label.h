/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-position.h"

G_BEGIN_DECLS

/* The accessible label of a pile as docs/formats.md (section 8) fixes it, in the
 * current language: "Tableau 3, 2 cards, top: ten of clubs", "Stock, 64 cards",
 * "Tableau 2, empty"; a foundation's says how it builds ("Foundation 3,
 * empty, builds up by twos from ace"), an empty stock's the redeals left
 * when one can be made now ("Stock, empty, 2 redeals left"). Screen
 * readers read it and GUI tests find piles by it. Free with g_free. */
char *ap_pile_accessible_label (const ApPosition *pos, int pile);

/* Whether the stock is empty and can be redealt now (the waste turned
 * over, Tournament's tableau gathered): the board shows it. */
gboolean ap_pile_stock_redeal_open (const ApPosition *pos);

/* "ten of clubs". Free with g_free. */
char *ap_card_display_name (ApCard card);

G_END_DECLS
