/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-card-renderer.h"
#include "ap-pile-view.h"
#include "ap-settings.h"
#include "ap-game-model.h"

G_BEGIN_DECLS

#define AP_TYPE_BOARD (ap_board_get_type ())
G_DECLARE_FINAL_TYPE (ApBoard, ap_board, AP, BOARD, GtkWidget)

/*
 * The board lays out one ApPileView per pile of the game, after the game's
 * rules table, and turns the player's input into moves on the ApGameModel:
 * drag and drop, click or tap to move, double-click to a foundation and the
 * keyboard. It animates every group of changes of the model (a move with
 * its automatic moves, a deal, an undo, a redo; ap-game-model.h) once the
 * group ends, and celebrates a win.
 *
 * properties (read-write, notify only on change; the window binds them to
 * its ApSettings)
 *   animations (gboolean)        whether cards fly and a win is celebrated;
 *                                also only when the system allows animations.
 *                                Turning it off lands every card at once
 *   tap-action (ApTapAction)     what a single tap or click on a card does:
 *                                select: a card with exactly one place to go
 *                                goes there, any other is picked up with its
 *                                destinations lit; pick: it is always picked
 *                                up; auto: it goes to its best place
 *                                (ap_position_best_destination()), and one
 *                                with none is picked up. A tap on a lit pile
 *                                puts a card in hand there in every mode, and
 *                                the keyboard is the same in every mode
 *   four-colour-deck (gboolean)  whether each suit has its own ink (spades
 *                                black, hearts red, diamonds blue, clubs
 *                                green) rather than red and black
 *
 * signals
 *   move-refused (ApMove *move, int verdict)
 *                                a card was dropped or placed where the rules
 *                                do not allow it, or the stock was tapped
 *                                with nothing to deal: `move` (AP_TYPE_MOVE,
 *                                a card move, or the deal or redeal the
 *                                stock would give) got `verdict`, an
 *                                ApVerdict
 *   celebration-done ()          the win animation has finished
 *   state-changed ()             the selection, the targets or the busy state
 *                                changed (for the window and for tests)
 */

GtkWidget *ap_board_new (void);

void ap_board_set_model (ApBoard *self, ApGameModel *model);

gboolean ap_board_get_animations (ApBoard *self);
/* How fast cards move: every animation's duration is its length at the
 * normal pace times factor (ap_pace_factor(); > 0, the animations property
 * turns them off), from the next animation on. */
void ap_board_set_pace (ApBoard *self, double factor);
double ap_board_get_pace (ApBoard *self);
/* How long the animation under way lasts, from its start to its end, in
 * ms: the cards in flight, else the win's cascade; 0 when there is none. */
guint ap_board_get_animation_ms (ApBoard *self);
void ap_board_set_tap_action (ApBoard *self, ApTapAction tap_action);
ApTapAction ap_board_get_tap_action (ApBoard *self);

ApCardRenderer *ap_board_get_renderer (ApBoard *self);
/* NULL when the game has no such pile. */
ApPileView *ap_board_get_pile_view (ApBoard *self, int pile);

/* The pile whose top card is in hand (click or keyboard), or -1. */
int ap_board_get_selected (ApBoard *self);
/* The pile whose card is being dragged, and where the card is drawn (board
 * coordinates), or -1. */
int ap_board_get_drag_rect (ApBoard *self, graphene_rect_t *rect);
/* TRUE when the card in hand may go to pile. */
gboolean ap_board_is_target (ApBoard *self, int pile);
/* TRUE while cards are animated or dragged. */
gboolean ap_board_get_busy (ApBoard *self);
/* The win's cascade has taken the cards off the foundations. */
gboolean ap_board_get_celebrating (ApBoard *self);

/* Rings the stock, as the targets of a card in hand are ringed: for when
 * dealing is the only thing left to do. Hidden while a card is in hand. */
void ap_board_set_stock_hint (ApBoard *self, gboolean hint);

/* Shows the game's Hint: the card of a card move is picked up with only
 * the hinted destination ringed; for a deal or redeal the stock is ringed.
 * Either lasts until the next input or change of the model. FALSE, and
 * nothing shown, while the player drags a card. */
gboolean ap_board_show_hint (ApBoard *self, ApMove move);
/* Whether the board shows a hint: from ap_board_show_hint() until the
 * position changes or the player puts its card back (for a deal, does
 * anything). */
gboolean ap_board_has_hint (ApBoard *self);
/* Show Where: marks the two piles of `move`, the move that lost the deal
 * from the position on the board (for a deal or redeal, the stock), until
 * the position changes. */
void ap_board_show_mistake (ApBoard *self, ApMove move);
/* The move marked, for the tests; FALSE when none is. */
gboolean ap_board_get_mistake (ApBoard *self, ApMove *move);
/* Gives the keyboard to the hint's destination (for a deal, or without a
 * hint, to the stock). */
void ap_board_focus_hint (ApBoard *self);
/* Where the cards of `pile` lie, in the board's coordinates (an empty
 * pile: its place); FALSE for a pile the game does not have. */
gboolean ap_board_get_pile_rect (ApBoard *self, int pile, graphene_rect_t *rect);
/* The rectangle of the pile's top card (or of the empty pile). */
gboolean ap_board_get_top_card_rect (ApBoard *self, int pile, graphene_rect_t *rect);
/* Where the last hint shown is, in the board's coordinates, for as long as
 * the position it was given for: the card to move and where it goes, each
 * with a little room round it (for a deal or redeal, the stock both
 * times). FALSE, and the rectangles untouched, when there is none. The
 * window keeps the hint's words off them. */
gboolean ap_board_get_hint_rects (ApBoard *self, graphene_rect_t *card,
                                  graphene_rect_t *destination);

/* Puts a card in hand back and finishes any animation at once. */
void ap_board_cancel (ApBoard *self);
void ap_board_focus_start (ApBoard *self);
/* Shows the foundations again after the win animation emptied them. */
void ap_board_end_celebration (ApBoard *self);

G_END_DECLS
