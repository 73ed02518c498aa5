/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-card-renderer-private.h"

/* The designs the player can choose in Preferences → Appearance, in the
 * order of the schema's enums (ap-appearance.h). A new design is a file
 * with its draw function and a row here. */

const ApFaceDesignInfo ap_face_designs[AP_N_FACES] = {
  [AP_FACE_INDEX] = { "index", N_ ("Large Index"), ap_card_draw_face_index },
  [AP_FACE_TRADITIONAL] = { "traditional", N_ ("Traditional"), ap_card_draw_face_traditional },
};

const ApBackDesignInfo ap_back_designs[AP_N_BACKS] = {
  [AP_BACK_LATTICE] = { "lattice", N_ ("Lattice"), "ap_card_back", "ap_card_back_pattern",
                        ap_card_draw_back_lattice },
  [AP_BACK_CHEVRON] = { "chevron", N_ ("Chevrons"), "ap_back_chevron", "ap_back_chevron_pattern",
                        ap_card_draw_back_chevron },
  [AP_BACK_RINGS] = { "rings", N_ ("Rings"), "ap_back_rings", "ap_back_rings_pattern",
                      ap_card_draw_back_rings },
  [AP_BACK_CHECKS] = { "checks", N_ ("Diamonds"), "ap_back_checks", "ap_back_checks_pattern",
                       ap_card_draw_back_checks },
};
