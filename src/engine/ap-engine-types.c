/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-engine-types.h"

ApMove *
ap_move_copy (const ApMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

void
ap_move_free (ApMove *move)
{
  g_free (move);
}

G_DEFINE_BOXED_TYPE (ApMove, ap_move, ap_move_copy, ap_move_free)

G_DEFINE_ENUM_TYPE (ApGame, ap_game, G_DEFINE_ENUM_VALUE (AP_GAME_ALGERIAN, "algerian"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_CARTHAGE, "carthage"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_PATRIARCHS, "patriarchs"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_PICTURE_PATIENCE, "picture-patience"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_ROYAL_COTILLION, "royal-cotillion"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_ODD_AND_EVEN, "odd-and-even"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_TOURNAMENT, "tournament"),
                    G_DEFINE_ENUM_VALUE (AP_GAME_CONTRADANCE, "contradance"))

G_DEFINE_ENUM_TYPE (ApCounted, ap_counted, G_DEFINE_ENUM_VALUE (AP_COUNTED_NONE, "none"),
                    G_DEFINE_ENUM_VALUE (AP_COUNTED_PLAYED, "played"),
                    G_DEFINE_ENUM_VALUE (AP_COUNTED_WON, "won"),
                    G_DEFINE_ENUM_VALUE (AP_COUNTED_HELPED, "helped"),
                    G_DEFINE_ENUM_VALUE (AP_COUNTED_HELPED_WON, "helped-won"))
