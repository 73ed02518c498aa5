/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the engine: the only two ways cards enter and leave a pile.
 * A vacated slot is zeroed so that two equal positions are also equal byte
 * for byte, which the undo tests rely on. */

#include "ap-position.h"

static inline void
ap_pile_push (ApPosition *pos, int pile, ApCard card)
{
  g_assert (pos->len[pile] < AP_DECK_SIZE);
  pos->cards[pile][pos->len[pile]++] = card;
}

static inline ApCard
ap_pile_pop (ApPosition *pos, int pile)
{
  ApCard card;

  g_assert (pos->len[pile] > 0);
  card = pos->cards[pile][--pos->len[pile]];
  pos->cards[pile][pos->len[pile]] = 0;
  return card;
}
