/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "ap-engine-types.h"

G_BEGIN_DECLS

#define AP_TYPE_GAME_MODEL (ap_game_model_get_type ())
G_DECLARE_FINAL_TYPE (ApGameModel, ap_game_model, AP, GAME_MODEL, GObject)

/* The kind of a group of changes (the model's `changed` signal). */
typedef enum {
  AP_CHANGE_MOVE,      /* ap_game_model_try_move(): a card, a deal or a
                        * redeal, with the automatic moves it set off */
  AP_CHANGE_UNDO,      /* ap_game_model_undo() */
  AP_CHANGE_REDO,      /* ap_game_model_redo() */
  AP_CHANGE_AUTOMATIC, /* automatic moves on their own: when they are turned
                        * on, after a resumed game, or asked for */
  AP_CHANGE_RESET      /* a new deal, a restart, a position or a replayed
                        * saved game, with the automatic moves it opens with */
} ApChange;

#define AP_TYPE_CHANGE (ap_change_get_type ())
GType ap_change_get_type (void);

/*
 * ApGameModel owns one game: its starting position, the current position and
 * the undo/redo history. It never changes a pile without telling.
 *
 * One action of the player is one group of changes: a move with the
 * automatic moves it sets off, an undo (the move and its automatic moves),
 * a redo, a new game. A group is one or more changes, and ends with
 * `changed`, once. The signals of a group come in this order:
 *
 *   for a move, and for each move undone or redone (finish_change()):
 *     1. pile-changed, for each pile whose cards changed
 *     2. move-applied
 *     3. dealt, after a deal or a redeal (not on undo)
 *     4. notify, for each property that changed
 *     5. won, when the position has just become won (not on undo)
 *   for a new game: pile-changed, notify, reset; then the automatic moves
 *     it opens with, each as a move above;
 *   last, after the group's last change: changed (kind).
 *
 * A change asked for from inside a group's signals joins that group. A
 * listener that acts once a group (writes the saved game, plans the flights
 * of the cards) waits for `changed`; move-applied tells each move of it.
 *
 * signals
 *   pile-changed (int pile)      detailed by pile name: "pile-changed::T3"
 *   move-applied (ApMove *move, gboolean undo)
 *                                after a move, an undo (undo = TRUE, move is
 *                                the move being undone) or a redo; `move`
 *                                (AP_TYPE_MOVE) is valid during emission
 *   dealt ()                     after a deal or redeal (also on redo)
 *   won ()                       when the position becomes won
 *   reset ()                     after a new game or loaded position: every
 *                                pile changed
 *   changed (ApChange kind)      the end of a group (AP_TYPE_CHANGE)
 * properties (notify with G_PARAM_EXPLICIT_NOTIFY, on change only)
 *   can-undo, can-redo (gboolean), moves (guint, ap_game_model_get_moves():
 *   the moves made and not undone, less those the game opened with),
 *   deal-number (guint, 0 if none), game (ApGame, AP_TYPE_GAME): read-only;
 *   automatic (gboolean, read-write, FALSE at first): the game makes the
 *   safe moves to the foundations itself, inside the group of the move that
 *   makes them due (see ap_game_model_set_automatic())
 */

ApGameModel *ap_game_model_new (void);

/* Starts deal `number` of the rules. */
void ap_game_model_new_deal (ApGameModel *self, const ApRules *rules, guint32 number);
/* Starts from a given position (deal-number 0). */
void ap_game_model_set_position (ApGameModel *self, const ApPosition *pos, guint32 deal_number);
/* Back to the start of the current deal, history cleared. */
void ap_game_model_restart (ApGameModel *self);

const ApPosition *ap_game_model_get_position (ApGameModel *self);
const ApPosition *ap_game_model_get_start (ApGameModel *self);
const ApRules *ap_game_model_get_rules (ApGameModel *self);
guint32 ap_game_model_get_deal_number (ApGameModel *self);

/* Checks and applies a move; returns the verdict (AP_VERDICT_OK when it was
 * applied). A successful move clears the redo stack. With `automatic` on,
 * the safe moves it makes due follow it in its group. */
ApVerdict ap_game_model_try_move (ApGameModel *self, ApMove move);
/* The same, never followed by automatic moves: for a line of moves played
 * for the player (Finish), which must be played as it was found. */
ApVerdict ap_game_model_try_move_alone (ApGameModel *self, ApMove move);
guint ap_game_model_legal_moves (ApGameModel *self, ApMove *moves);

gboolean ap_game_model_can_undo (ApGameModel *self);
gboolean ap_game_model_can_redo (ApGameModel *self);
/* Undo takes back the last move made with ap_game_model_try_move() together
 * with the automatic moves that followed it; redo replays them together.
 * Each move undone or redone is a change of its own, with its signals; the
 * whole is one group. */
gboolean ap_game_model_undo (ApGameModel *self);
gboolean ap_game_model_redo (ApGameModel *self);

/*
 * Automatic moves to the foundations (the "safe" auto-move setting). A safe
 * move takes the exposed card of a tableau depot, a reserve pile or (in
 * Patriarchs and Picture Patience) the waste to a foundation when
 * ap_move_is_safe() (ap-safe-move.c) proves that it cannot turn a game
 * that can be won into one that cannot: in Algerian and Carthage, a card that no other
 * card can still need; in Patriarchs and Picture Patience, only once the
 * stock is empty and no redeal is left. A card never leaves a foundation
 * this way.
 *
 * Safe moves are due right after a forward move: one made with
 * ap_game_model_try_move() (a card, a deal, a redeal) or an automatic move
 * itself, and at the start of a game (a new deal, a position, a restart);
 * never after an undo, a redo or a replay. Automatic moves at the start,
 * before any move of the player, are part of the deal as the player first
 * sees it: they do not count in `moves`, and undo does not take them back
 * (nor does can_undo count them).
 *
 * ap_game_model_find_safe_move: the first safe move that is due, in the order
 *   of ap_position_legal_moves(); FALSE when there is none.
 * ap_game_model_play_safe_move: plays it as an automatic move, one that
 *   belongs to the move before it for undo and redo; FALSE when none is due.
 *   It counts in `moves` like any other move and emits the same signals; it
 *   is a group of its own (AP_CHANGE_AUTOMATIC).
 * ap_game_model_play_safe_moves: plays them, one at a time, until none is
 *   left, as one group (AP_CHANGE_AUTOMATIC, none when none was due);
 *   returns how many.
 * ap_game_model_set_automatic: with it on, the model plays every safe move
 *   as soon as it is due, in the group that made it due: after a move of
 *   ap_game_model_try_move() and at the start of a new game. Turning it on
 *   plays those already due.
 */
/* ap_game_model_resume_automatic: for a game just replayed from a saved game
 *   (ap_game_model_replay()) that was played with automatic moves on. The file
 *   does not say which moves were automatic, so every move that is a safe
 *   move (as ap_game_model_find_safe_move() defines it) counts as one again,
 *   and safe moves are due again when the last thing done was a move
 *   forward (no move to redo), as when the game stopped in the middle of
 *   its automatic moves. With automatic moves on, the game makes every safe
 *   move itself as soon as it is due, so the only safe moves a player makes
 *   by hand are those right after an undo; after a resume they join the
 *   move before them for undo. With `automatic` on, the moves due are
 *   played at once, as a group (AP_CHANGE_AUTOMATIC). */
gboolean ap_game_model_find_safe_move (ApGameModel *self, ApMove *move);
gboolean ap_game_model_play_safe_move (ApGameModel *self);
guint ap_game_model_play_safe_moves (ApGameModel *self);
void ap_game_model_resume_automatic (ApGameModel *self);
void ap_game_model_set_automatic (ApGameModel *self, gboolean automatic);
gboolean ap_game_model_get_automatic (ApGameModel *self);

/* The moves the player sees counted: the history, less the automatic moves
 * the game opened with. As an index into the history, use
 * ap_game_model_get_n_history(). */
guint ap_game_model_get_moves (ApGameModel *self);
/* The moves of the history that the player made, automatic ones left out:
 * a game the player has not touched yet has none. */
guint ap_game_model_get_player_moves (ApGameModel *self);
guint ap_game_model_get_stock_count (ApGameModel *self);
gboolean ap_game_model_get_won (ApGameModel *self);

/* The history, for saving: moves made (oldest first) and the redo stack
 * (next redo first). */
guint ap_game_model_get_n_history (ApGameModel *self);
ApMove ap_game_model_get_history_move (ApGameModel *self, guint i);
guint ap_game_model_get_n_redo (ApGameModel *self);
ApMove ap_game_model_get_redo_move (ApGameModel *self, guint i);

/* Replays a history onto the start: moves, then pushes the redo moves as
 * if they had been undone. Returns FALSE (and leaves the model at its start
 * position) when a move does not replay; *failed_index tells which. Emits
 * no per-move signals: at the end, pile-changed for each pile that differs
 * from before the replay, notify for changed properties, reset, and
 * changed (AP_CHANGE_RESET). */
gboolean ap_game_model_replay (ApGameModel *self, const ApMove *moves, guint n_moves,
                               const ApMove *redo, guint n_redo, guint *failed_index);

G_END_DECLS
