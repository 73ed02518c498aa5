/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-move.h"

G_BEGIN_DECLS

/* TRUE when moving the exposed card of `move.src` to the foundation
 * `move.dst` is a proved-safe automatic move: it never turns a position
 * that can be won into one that cannot (the proofs are in ap-safe-move.c).
 * The move must be legal. The game model plays these moves by itself; the
 * solver tries them alone. */
gboolean ap_move_is_safe (const ApPosition *pos, ApMove move);

/* The foundation of suit `suit` that builds the other way from `pile`, or
 * -1 when it has none yet. */
int ap_opposite_foundation (const ApPosition *pos, int pile, ApSuit suit);

G_END_DECLS
