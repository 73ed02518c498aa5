/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The player's choices of how the game looks (Preferences → Appearance),
 * one GSettings key each. The values follow the order of the schema's enums
 * (data/io.github.algerian_patience.Algerian.gschema.xml): new ones go at
 * the end.
 */

/* The design of the faces (the card renderer's face table). */
typedef enum {
  AP_FACE_INDEX,       /* large indices, one big suit or a court panel */
  AP_FACE_TRADITIONAL, /* pips in the standard layouts, indices at both ends */
  AP_N_FACES
} ApFaceDesign;

/* The design of the backs (the card renderer's back table). */
typedef enum {
  AP_BACK_LATTICE, /* blue, a diagonal lattice */
  AP_BACK_CHEVRON, /* red, rows of chevrons */
  AP_BACK_RINGS,   /* green, rings on a grid */
  AP_BACK_CHECKS,  /* purple, a chequer of diamonds */
  AP_N_BACKS
} ApBackDesign;

/* The colour of the table, each in a light and a dark variant (style.css,
 * style-dark.css); high contrast keeps one plain table. */
typedef enum {
  AP_TABLE_GREEN,
  AP_TABLE_BLUE,
  AP_TABLE_RED,
  AP_TABLE_GRAY,
  AP_N_TABLES
} ApTable;

/* How fast cards move on their own. */
typedef enum {
  AP_PACE_OFF,
  AP_PACE_SLOW,
  AP_PACE_NORMAL,
  AP_PACE_FAST,
} ApPace;

/* The factor every animation's duration is multiplied by at a pace: 1 at
 * Normal, 0 when off. The one place that says how slow Slow is. */
double ap_pace_factor (ApPace pace);

/* The CSS class of a table on the widgets that draw it ("table-green"). */
const char *ap_table_css_class (ApTable table);

G_END_DECLS
