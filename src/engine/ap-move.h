/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-position.h"

G_BEGIN_DECLS

typedef enum {
  AP_MOVE_CARD, /* the exposed card of src onto dst */
  AP_MOVE_DEAL,
  AP_MOVE_REDEAL
} ApMoveKind;

typedef struct {
  guint8 kind; /* ApMoveKind */
  guint8 src;  /* pile, AP_MOVE_CARD only */
  guint8 dst;
} ApMove;

/* Why a move is refused; AP_VERDICT_OK when it is legal. Each value has a
 * message (ap_verdict_message) and is produced by a test position. */
typedef enum {
  AP_VERDICT_OK,
  AP_VERDICT_NO_SUCH_PILE, /* a pile this game does not have */
  AP_VERDICT_SAME_PILE,
  AP_VERDICT_SOURCE_EMPTY,
  AP_VERDICT_SOURCE_FIXED,     /* cards leave the stock only by dealing */
  AP_VERDICT_FOUNDATION_BASE,  /* the base of a foundation never moves */
  AP_VERDICT_FOUNDATION_STAYS, /* foundation cards never leave except by transfer */
  AP_VERDICT_TRANSFERS_OFF,
  AP_VERDICT_TRANSFER_NOT_MET,    /* the two foundations of the suit do not meet */
  AP_VERDICT_NEEDS_ACE,           /* an empty up foundation takes an ace */
  AP_VERDICT_NEEDS_KING,          /* an empty down foundation takes a king */
  AP_VERDICT_SUIT_HAS_FOUNDATION, /* this suit already has such a foundation */
  AP_VERDICT_WRONG_SUIT,
  AP_VERDICT_NOT_NEXT_UP,   /* foundation: not the next higher card */
  AP_VERDICT_NOT_NEXT_DOWN, /* foundation: not the next lower card */
  AP_VERDICT_FOUNDATION_FULL,
  AP_VERDICT_NOT_ADJACENT,     /* tableau: not one rank above or below */
  AP_VERDICT_NOT_ONE_BELOW,    /* tableau (Carthage): not one rank below */
  AP_VERDICT_RESERVE_OCCUPIED, /* nothing goes onto a reserve card */
  AP_VERDICT_RESERVE_NEVER,    /* emptied reserve piles stay empty */
  AP_VERDICT_RESERVE_STOCK_NOT_EMPTY,
  AP_VERDICT_DEST_FIXED,                 /* stock, waste, Patriarchs' reserve (from the waste) */
  AP_VERDICT_RESERVE_ONLY_TO_FOUNDATION, /* Patriarchs: reserve card onto a non-foundation */
  AP_VERDICT_STOCK_EMPTY,                /* deal with an empty stock */
  AP_VERDICT_NO_REDEAL,                  /* this game has no redeal */
  AP_VERDICT_REDEALS_USED,
  AP_VERDICT_STOCK_NOT_EMPTY,        /* redeal while the stock has cards */
  AP_VERDICT_WASTE_EMPTY,            /* redeal with nothing to turn over */
  AP_VERDICT_NEEDS_TWO,              /* an empty two-based foundation takes a two */
  AP_VERDICT_NOT_NEXT_UP_BY_TWO,     /* foundation: not the card two ranks higher */
  AP_VERDICT_SUIT_HAS_KIND,          /* this suit already has a pile of this kind */
  AP_VERDICT_TABLEAU_CLOSED,         /* nothing is placed on these depots */
  AP_VERDICT_GATHER_STOCK_NOT_EMPTY, /* Tournament's redeal while the stock has cards */
  AP_VERDICT_TABLEAU_EMPTY,          /* Tournament's redeal with nothing to gather */
  AP_N_VERDICTS
} ApVerdict;

/* Untranslated English sentence, marked N_(). */
const char *ap_verdict_message (ApVerdict verdict);
/* Stable short id for the CLI and tests: "wrong-suit". */
const char *ap_verdict_id (ApVerdict verdict);

/* "R3 T5", "deal", "redeal"; FALSE when the text is not a move. Piles are
 * not checked against a game here. */
gboolean ap_move_parse (const char *text, ApMove *move);
void ap_move_format (ApMove move, char out[8]);
gboolean ap_move_equal (ApMove a, ApMove b);

ApVerdict ap_position_check_move (const ApPosition *pos, ApMove move);
/* Why no move may ever take the top card of src, whatever the
 * destination (an empty pile, the stock, a foundation's base card, a
 * foundation card where transfers are off), or AP_VERDICT_OK when some
 * move might. */
ApVerdict ap_position_check_pickup (const ApPosition *pos, int src);
/* What a press on the stock asks for, in *move: a deal, else a redeal.
 * Returns AP_VERDICT_OK when it is legal; else the reason to give, which
 * is the redeal's once the stock is empty in a game that has one. */
ApVerdict ap_position_stock_move (const ApPosition *pos, ApMove *move);
/* Whether a card could be put on an empty reserve pile of this position
 * now (rules.md 1.6 and the reserve-spaces option): what the outline of
 * an empty reserve pile shows. */
gboolean ap_position_empty_reserve_open (const ApPosition *pos);

/* The best place for the top card of src, or -1 when it has none: a
 * foundation, then a depot with cards, then an empty depot, then an empty
 * reserve pile, ties by pile order (the full rule is in ap-move-tap.c). */
int ap_position_best_destination (const ApPosition *pos, int src);
/* TRUE for a move of a card alone in its pile to an empty depot or reserve
 * pile, which only trades one empty pile for another: a tap never makes it
 * on its own (the card is picked up instead), a drag or a second tap may. */
gboolean ap_position_move_is_shift (const ApPosition *pos, ApMove move);

#define AP_MAX_MOVES 720

/* Every legal move, in pile order (cards first, then deal, redeal); returns
 * how many. */
guint ap_position_legal_moves (const ApPosition *pos, ApMove *moves);

/* What undoing a move needs beyond the move itself. */
typedef struct {
  ApMove move;
  guint8 count;       /* cards dealt, or turned over by a redeal, or (a
                         card move) cards the refill took */
  guint8 refill_pile; /* pile refilled after the move, or AP_PILE_NONE */
  guint8 refill_src;  /* where the refill came from (W or S) */
  guint8 gathered[8]; /* Tournament's redeal: the depots' lengths before */
} ApUndo;

/* Applies a move that ap_position_check_move() accepted. `undo` may be NULL. */
void ap_position_apply (ApPosition *pos, ApMove move, ApUndo *undo);
/* Restores the position exactly as it was before the apply. */
void ap_position_unapply (ApPosition *pos, const ApUndo *undo);

G_END_DECLS
