/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The games of docs/rules.md. The order is the order of the menus. */
typedef enum {
  AP_GAME_ALGERIAN,
  AP_GAME_CARTHAGE,
  AP_GAME_PATRIARCHS,
  AP_GAME_PICTURE_PATIENCE,
  AP_N_GAMES
} ApGame;

/* Algerian's options. The other games have fixed values for the same
 * fields (see ap_rules_default()), so one code path serves every game. */
typedef enum {
  AP_BASES_ACES_AND_KINGS,
  AP_BASES_KINGS,
  AP_BASES_NONE,
  AP_N_BASES
} ApBases;

typedef enum {
  AP_SPACES_NEVER,
  AP_SPACES_WHEN_STOCK_EMPTY,
  AP_SPACES_ALWAYS,
  AP_N_SPACES
} ApReserveSpaces;

typedef struct {
  ApGame game;
  ApBases bases;
  guint reserve_size;           /* cards per reserve pile at the start; a full
                                   word so that ApRules has no padding bytes
                                   and positions compare byte for byte */
  ApReserveSpaces reserve_spaces;
  gboolean transfers;           /* foundation transfers (reversals) */
} ApRules;

/* The presets of rules.md for Algerian; AP_PRESET_CUSTOM matches none. */
typedef enum {
  AP_PRESET_TARBART,
  AP_PRESET_PARLETT,
  AP_PRESET_STRICT,
  AP_PRESET_SIX_CARD,
  AP_N_PRESETS,
  AP_PRESET_CUSTOM = AP_N_PRESETS
} ApPreset;

typedef enum {
  AP_TABLEAU_NONE,            /* no tableau (Patriarchs) */
  AP_TABLEAU_SUIT_UP_OR_DOWN, /* same suit, one rank up or down, with wrap */
  AP_TABLEAU_SUIT_DOWN        /* same suit, one rank down, no wrap */
} ApTableauBuild;

typedef enum {
  AP_DEAL_ALGERIAN,       /* to the reserves, then a final pass to the depots */
  AP_DEAL_RESERVES_ONLY,  /* to the reserves, no final pass (Carthage) */
  AP_DEAL_TO_WASTE        /* one card onto the waste (Patriarchs) */
} ApDealKind;

/* The rules table: everything that differs between the games is data here
 * plus the options in ApRules. */
typedef struct {
  const char *id;             /* "algerian": files and command line */
  const char *name;           /* N_("Algerian"): translate before showing */
  guint8 n_tableau;           /* 8 or 0 */
  guint8 n_reserve;           /* 6 or 9 */
  gboolean has_waste;
  gboolean has_options;       /* only Algerian has a rules: line */
  ApTableauBuild tableau;
  guint8 down_foundations;    /* bit i set: F(i+1) builds down from a king */
  gboolean suit_unique;       /* one up and one down foundation per suit */
  ApDealKind deal;
  gboolean refill_reserve;    /* an emptied reserve pile is refilled at once */
  guint8 redeals;             /* redeals allowed at the start */
} ApGameInfo;

/* The rules table (ap-rules.c); read it through ap_game_info(). */
extern const ApGameInfo ap_games[AP_N_GAMES];

/* Inline, and without g_return_if_fail: the move generator and the solver
 * ask it for every pile they look at, and positions only ever hold a valid
 * game. */
static inline const ApGameInfo *
ap_game_info (ApGame game)
{
  return &ap_games[game < AP_N_GAMES ? game : 0];
}

/* Game id ("picture-patience") to ApGame; -1 when unknown. */
int ap_game_from_id (const char *id);

void ap_rules_default (ApGame game, ApRules *rules);
void ap_rules_preset (ApPreset preset, ApRules *rules);
ApPreset ap_rules_get_preset (const ApRules *rules);
const char *ap_preset_id (ApPreset preset);  /* "tarbart", ... , "custom" */
int ap_preset_from_id (const char *id);

/* Parses the options of a rules: line ("foundation-bases=none reserve-size=6")
 * on top of the game's defaults. Options left out keep their defaults. On
 * failure returns FALSE and sets *error_message (free with g_free) to an
 * English message without line number. */
gboolean ap_rules_parse (ApGame game, const char *text, ApRules *rules,
                         char **error_message);

/* The options spelled out in full in the canonical order; "" for games
 * without options. Free with g_free. */
char *ap_rules_format (const ApRules *rules);

/* A short stable key for statistics: "algerian:aces-and-kings,4,when-stock-empty,on"
 * or "carthage". Free with g_free. */
char *ap_rules_key (const ApRules *rules);

gboolean ap_rules_equal (const ApRules *a, const ApRules *b);

/* Option value names, for settings and files. */
const char *ap_bases_id (ApBases bases);
const char *ap_spaces_id (ApReserveSpaces spaces);

G_END_DECLS
