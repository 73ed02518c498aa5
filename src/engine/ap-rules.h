/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-read-error.h"

G_BEGIN_DECLS

/* The games of docs/rules.md. The order is the order of the menus. */
typedef enum {
  AP_GAME_ALGERIAN,
  AP_GAME_CARTHAGE,
  AP_GAME_PATRIARCHS,
  AP_GAME_PICTURE_PATIENCE,
  AP_GAME_ROYAL_COTILLION,
  AP_GAME_ODD_AND_EVEN,
  AP_GAME_TOURNAMENT,
  AP_GAME_CONTRADANCE,
  AP_N_GAMES
} ApGame;

/* Algerian's options. The other games have fixed values for the same
 * fields (see ap_rules_default()), so one code path serves every game.
 * Royal Cotillion's foundation-bases option uses the same field: its
 * "laid-out" is AP_BASES_ACES_AND_KINGS (every base starts on its pile),
 * its "as-they-appear" AP_BASES_NONE (ApGameInfo.bases_ids names them). */
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
  guint reserve_size; /* cards per reserve pile at the start; a full
                         word so that ApRules has no padding bytes
                         and positions compare byte for byte */
  ApReserveSpaces reserve_spaces;
  gboolean transfers; /* foundation transfers (reversals) */
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
  AP_TABLEAU_SUIT_DOWN,       /* same suit, one rank down, no wrap */
  AP_TABLEAU_CLOSED           /* nothing is ever placed on it by the player;
                                 its top card goes to a foundation (Royal
                                 Cotillion's left wing, Tournament) */
} ApTableauBuild;

typedef enum {
  AP_DEAL_ALGERIAN,      /* to the reserves, then a final pass to the depots */
  AP_DEAL_RESERVES_ONLY, /* to the reserves, no final pass (Carthage) */
  AP_DEAL_TO_WASTE,      /* one card onto the waste (Patriarchs) */
  AP_DEAL_TABLEAU_BLOCKS /* AP_TABLEAU_BLOCK cards onto each depot in turn
                            (Tournament) */
} ApDealKind;

typedef enum {
  AP_REDEAL_WASTE, /* the waste turned over is the new stock */
  AP_REDEAL_GATHER /* the depots gathered, T1 first, bottom to top,
                      then dealt as a deal (Tournament) */
} ApRedealKind;

/* Tournament deals, refills and redeals its depots four cards at a time. */
#define AP_TABLEAU_BLOCK 4

/* One kind of foundation: the rank of its bottom card, the rank step from
 * each card to the next (with wrap: K is followed by A), and how many cards
 * make it complete. An Algerian up foundation is { 1, +1, 13 }, a Royal
 * Cotillion two-based pile { 2, +2, 13 }, a Contradance five pile
 * { 5, -1, 6 } (5 4 3 2 A K). */
typedef struct {
  guint8 base;
  gint8 step;
  guint8 length;
} ApFoundationKind;

/* The options a game's rules: line has (ApGameInfo.options). */
enum {
  AP_OPTION_BASES = 1 << 0,
  AP_OPTION_RESERVE_SIZE = 1 << 1,
  AP_OPTION_SPACES = 1 << 2,
  AP_OPTION_TRANSFERS = 1 << 3,
  AP_OPTIONS_ALL = 0xf
};

#define AP_MAX_FOUNDATIONS 16

/* The rules table: everything that differs between the games is data here
 * plus the options in ApRules. */
typedef struct {
  const char *id;       /* "algerian": files and command line */
  const char *name;     /* N_("Algerian"): translate before showing */
  gboolean in_gui;      /* offered by the game's window (its board
                           layout and rules text exist) */
  guint8 n_foundations; /* 8 or 16 */
  guint8 n_tableau;     /* 0 .. 8 */
  guint8 n_reserve;     /* 0 .. 16 */
  gboolean has_waste;
  gboolean has_options;     /* the game has a rules: line */
  guint8 options;           /* AP_OPTION_* bits: which options it has */
  const char *bases_ids[3]; /* names of the foundation-bases values, by
                               ApBases; NULL: not a value of this game */
  ApTableauBuild tableau;
  guint8 tableau_size;       /* cards on each depot at the start */
  ApFoundationKind kinds[2]; /* the foundations' kinds */
  guint16 second_kind;       /* bit i set: F(i+1) is of kinds[1] */
  gboolean suit_unique;      /* one pile of each kind per suit */
  ApDealKind deal;
  gboolean reserve_first;              /* the layout deals the reserve before the
                                          depots (Tournament's kibitzers) */
  gboolean refill_reserve;             /* an emptied reserve pile is refilled at once
                                          from the waste, else the stock */
  guint8 tableau_refill;               /* cards from the stock onto a depot that a
                                          move emptied, at once; 0: none */
  gboolean reserve_to_foundation_only; /* reserve cards go to foundations only */
  gboolean reserve_from_tableau_only;  /* an empty reserve pile takes only a
                                          depot's card (Tournament) */
  guint8 redeals;                      /* redeals allowed at the start */
  ApRedealKind redeal;
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
/* Every game's id in ApGame order, "algerian, carthage, ...": the list that
 * messages about an unknown or missing game show. Free with g_free(). */
char *ap_game_ids (void);
/* The same, for the game's window: -1 also for a game that it does not
 * offer yet (ApGameInfo.in_gui). */
int ap_game_from_gui_id (const char *id);
/* The games the window offers are the first ones of ApGame. */
guint ap_n_gui_games (void);

void ap_rules_default (ApGame game, ApRules *rules);
void ap_rules_preset (ApPreset preset, ApRules *rules);
ApPreset ap_rules_get_preset (const ApRules *rules);
const char *ap_preset_id (ApPreset preset); /* "tarbart", ... , "custom" */
int ap_preset_from_id (const char *id);

/* Parses the options of a rules: line ("foundation-bases=none reserve-size=6")
 * on top of the game's defaults. Options left out keep their defaults. On
 * failure returns FALSE and sets error (AP_READ_ERROR_INVALID) to a message
 * without line number. */
gboolean ap_rules_parse (ApGame game, const char *text, ApRules *rules, GError **error);

/* The options spelled out in full in the canonical order; "" for games
 * without options. Free with g_free. */
char *ap_rules_format (const ApRules *rules);

/* A short stable key for statistics: "algerian:aces-and-kings,4,when-stock-empty,on"
 * or "carthage". Free with g_free. */
char *ap_rules_key (const ApRules *rules);

gboolean ap_rules_equal (const ApRules *a, const ApRules *b);

/* The name of a foundation-bases value in this game ("laid-out" in Royal
 * Cotillion); "" when the game has no such value. */
const char *ap_game_bases_id (ApGame game, ApBases bases);

G_END_DECLS
