/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-card.h"
#include "ap-rules.h"

G_BEGIN_DECLS

/*
 * The rules of a game in short translated paragraphs, generated from an
 * ApRules so that the text always describes the rules in force (on the
 * Strict preset it says that emptied reserve piles stay empty). No GTK
 * here: the Rules window lays the sections out, and the tests read them
 * without a display.
 */

/* A small picture of cards drawn with the game's card renderer. */
typedef struct {
  ApCard cards[4];
  guint n_cards;
  gboolean fanned; /* overlapping like a depot; otherwise side by side */
  char *caption;   /* translated */
} ApRulesPicture;

typedef struct {
  /* "object", "layout", "foundations", "tableau", "reserve", "stock",
   * "transfers", "end", "rules-in-force", or for an option section the
   * option's name, which is also its GSettings key ("foundation-bases",
   * "reserve-size", "reserve-spaces", "foundation-transfers"). */
  const char *id;
  gboolean is_option;
  char *title;           /* translated */
  GPtrArray *paragraphs; /* char *, translated */
  GPtrArray *pictures;   /* ApRulesPicture * */
} ApRulesSection;

/* The sections for these rules, in reading order. Free with
 * g_ptr_array_unref (). */
GPtrArray *ap_rules_text_sections (const ApRules *rules);

/* "Algerian", "Carthage", …: the heading of the Rules window, translated. */
const char *ap_rules_text_game_name (ApGame game);

G_END_DECLS
