/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-pile-view.h"
#include "ap-position.h"
#include "ap-rules.h"

G_BEGIN_DECLS

/*
 * Where the board puts its piles: pure arithmetic on the board's size and
 * on how many cards the fanned piles must show, apart from the widget so
 * that it is tested without a display (tests/gui/test-board-layout.c).
 *
 * The promise: every card of a fanned pile shows its whole index (the
 * strip of ap_card_fan_step_down() or _right()) as long as the board has
 * room for it anywhere with cards at least a finger wide (28 pixels; longer
 * piles are squeezed, see ap-pile-view.c). Free space, such as the band between the tableau
 * and the reserves, goes to the longest fans first; the cards shrink only
 * when that is not enough. The fans are planned for as long as the deals
 * to come make them (ApFanCards), so that a deal never changes the size of
 * the cards nor moves a pile. So that the piles do not move on every card
 * that a move lays, the layout also keeps a little room ahead of the
 * longest piles where it has it (ap_board_layout_room()), and moves a row
 * only as far as it must.
 */

/* Where a pile view goes, in board coordinates. */
typedef struct {
  float x, y, w, h;
  ApFan fan;
  float step;
  guint max_fanned;
} ApSlot;

/* The longest pile of each kind that fans on the tableau's side of the
 * board: a depot, a reserve pile (0 for games whose reserves do not fan);
 * and, from ap_board_layout_longest(), the longest each kind grows to if
 * the stock is dealt to its end with no move between the deals (0: no
 * more than now). The layout sizes the cards and places the piles for
 * that length, so that a deal never changes the size of the cards nor
 * moves a pile. */
typedef struct {
  guint depot;
  guint reserve;
  guint depot_dealt;
  guint reserve_dealt;
} ApFanCards;

void ap_board_layout_longest (const ApPosition *pos, ApFanCards *longest);

/* The room the layout keeps ahead for piles whose longest has `longest`
 * cards, when it kept `room` before: unchanged while the piles fit and have
 * not shrunk by much, so that one card more or less (a move and its undo)
 * never moves the piles; a few cards more than needed when they grow. With
 * fresh (a new deal or game), what the position alone asks for. */
void ap_board_layout_room (ApFanCards *room, const ApFanCards *longest, gboolean fresh);

/* How the reserves of the games with a tableau lie. */
typedef enum {
  AP_ARRANGEMENT_NONE,   /* not chosen yet (a new game), or no tableau */
  AP_ARRANGEMENT_BESIDE, /* three beside the tableau on either side */
  AP_ARRANGEMENT_BELOW   /* in a row below it */
} ApArrangement;

/* Lays out the piles of game on a board of width x height for the longest
 * piles `longest`, keeping the room `room` ahead of them where it fits.
 * The arrangement (reserves below the tableau or beside it) is
 * *arrangement, the one in use; when it is AP_ARRANGEMENT_NONE (a new game,
 * or a board of another size) it is chosen, as if the board were
 * layout_height high, and stored back. Nothing
 * else changes it, so a game's reserves never move across the board, the
 * stock with them, as the piles grow. The cards are sized for height. Slots
 * of piles the game does not have are left zeroed. Returns the card
 * width. */
int ap_board_layout_compute (ApGame game, int width, int height, int layout_height,
                             const ApFanCards *longest, const ApFanCards *room,
                             ApArrangement *arrangement, ApSlot slots[AP_N_PILES]);

/* The window's messages over the board (ap-window-message.c), for which
 * the layout keeps room where its piles leave none, and for the banner on
 * one line on a board 600 pixels tall or more (ap-board-layout.c); where
 * they go is ap_message_place() (ap-message-place.h). A
 * message keeps AP_MESSAGE_MARGIN from the board's edges, is at most
 * AP_MESSAGE_MAX_WIDTH wide, and where no place at its width is clear of
 * the cards, tries narrower widths, one after the other
 * (ap_board_layout_message_narrower()) down to AP_MESSAGE_MIN_WIDTH, as
 * long as it grows no more than AP_MESSAGE_MAX_GROWTH times as tall:
 * beyond that its words come a few to a line. */
#define AP_MESSAGE_MARGIN 12
#define AP_MESSAGE_MAX_WIDTH 720
#define AP_MESSAGE_MIN_WIDTH 160
#define AP_MESSAGE_MAX_GROWTH 3

/* The next width a message tries after box_w. */
int ap_board_layout_message_narrower (int box_w);

/* The size of a target a finger hits reliably, in logical pixels: GNOME's
 * touch targets are 48 pixels wide and high. */
#define AP_FINGER_TARGET 48

/* How far past a pile's edges a finger still reaches it, with cards
 * card_width wide: half of what a card lacks of AP_FINGER_TARGET, so that
 * a lone card is a target of at least that width, and never less than a
 * few pixels, since a finger lands a little off even on a large card. */
double ap_board_layout_finger_reach (int card_width);

/* The pile at (x, y) of the board, among those whose present[] is TRUE:
 * the one whose slot holds the point; else the nearest slot at most
 * `reach` pixels from it (0 for a pointer, which hits exactly;
 * ap_board_layout_finger_reach() for a finger). Between two piles the point
 * goes to the nearer, so each has the gap up to half way. Returns -1 where
 * there is none. */
int ap_board_layout_pile_at (const ApSlot slots[AP_N_PILES], const gboolean present[AP_N_PILES],
                             double x, double y, double reach);

G_END_DECLS
