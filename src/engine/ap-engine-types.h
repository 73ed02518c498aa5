/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "ap-move.h"
#include "ap-rules.h"
#include "ap-statistics.h"

G_BEGIN_DECLS

/*
 * The engine's values as GTypes, for signals and properties: one type for
 * each, which the engine's objects and the game's settings share.
 *
 * AP_TYPE_MOVE     ApMove, boxed (copied by value)
 * AP_TYPE_GAME     ApGame, an enum whose nicks are the settings schema's
 *                  ("algerian", ..., "contradance", the Game enum of
 *                  data/io.github.algerian_patience.Algerian.gschema.xml)
 * AP_TYPE_COUNTED  ApCounted, an enum with the nicks of ap_counted_id()
 */

#define AP_TYPE_MOVE (ap_move_get_type ())
#define AP_TYPE_GAME (ap_game_get_type ())
#define AP_TYPE_COUNTED (ap_counted_get_type ())

GType ap_move_get_type (void);
GType ap_game_get_type (void);
GType ap_counted_get_type (void);

ApMove *ap_move_copy (const ApMove *move);
void ap_move_free (ApMove *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ApMove, ap_move_free)

G_END_DECLS
