/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ap-game-model.h"
#include "ap-solver.h"
#include "ap-went-wrong.h"

G_BEGIN_DECLS

/*
 * ApGameWatch: the solver over the game in play, for the window and without
 * it. It runs the searches (ap-solver-task.c) in worker threads, one task per
 * concern so that one does not stop another, and says what they found:
 *
 * - the watch: a moment after every change of the model, a search with a
 *   modest budget says whether the game can still be won, whether it is
 *   lost (rules.md) and whether the rest is trivial (Finish), and, once it
 *   cannot be won, where the line went wrong (the last winnable position);
 * - the hint for the position in play (ap_game_watch_request_hint()), or
 *   the fair player's (ap_game_watch_request_fair_hint());
 * - Play for Me: the fair player plays from the position in play, a move
 *   at a time (ap_game_watch_play_for_me());
 * - the search for a winnable deal (ap_game_watch_find_winnable()).
 *
 * It uses GIO and the engine only, so that it is tested without a display;
 * the window shows what it says (ap-banner.c, ap-window-watch.c).
 *
 * signals
 *   hint-ready (gpointer hint)   a const ApHint * for the model's position,
 *                                valid during emission; an answer about a
 *                                position the model has left is dropped
 *   deal-found (guint deal)      the winnable deal found (proved winnable
 *                                by the solver); "finding" turns FALSE
 *                                after it
 *   rewinding ()                 just before the banner's Undo takes moves
 *                                back (ap_game_watch_undo_to_winnable(),
 *                                ap_game_watch_show_where())
 *   went-wrong (gpointer where)  a const ApWatchWhere * for the model's
 *                                position, once Show Where has gone back
 *                                to it: the move that lost the deal from
 *                                there, judged; dropped if the model has
 *                                left the position
 *   fair-hint-ready (gpointer move)  the fair player's move for the
 *                                model's position, a const ApMove *, or
 *                                NULL when it has none; dropped as
 *                                hint-ready's answers are
 *   demo-moved (gpointer move, gpointer before)  Play for Me made a move
 *                                (a const ApMove *) in the position
 *                                `before` (a const ApPosition *), both
 *                                valid during emission
 *   demo-ended (int why)         Play for Me stopped, an ApDemoEnd
 * properties (read-only, notify with G_PARAM_EXPLICIT_NOTIFY, unless said)
 *   model (ApGameModel)          construct-only
 *   outlook (ApWatchOutlook)     what is known of the position in play
 *   hopeless (gboolean)          outlook is unwinnable or lost
 *   tell-loss (gboolean)         lost, and the last change was a move: a
 *                                loss the player may be told with a message
 *   can-go-back (gboolean)       the model can undo, and the deal's start is
 *                                not proved unwinnable: an Undo back to a
 *                                winnable position is worth offering
 *   last-winnable (guint)        move count (ap_game_model_get_n_history())
 *                                of the last position of the line known to
 *                                be winnable, or AP_GAME_WATCH_NONE
 *   never-winnable (gboolean)    the deal's start is proved unwinnable
 *   seeking (gboolean)           the last winnable position is being sought
 *   undo-waiting (gboolean)      the banner's Undo waits for it
 *   watching (gboolean)          a watch's search is due or running
 *   busy (gboolean)              a search of any kind (hint, watch, deal)
 *                                is running in a worker thread
 *   finishing (gboolean)         Finish is playing its line
 *   finding (gboolean)           a winnable deal is being searched for
 *   deals-tried (guint)          deals the search has tried so far (none
 *                                proved winnable), told every few deals
 *   show-verdicts (gboolean, read-write, TRUE by default)
 *                                the player wants the verdicts (can be
 *                                won, cannot, lost) said while playing
 *   asked (gboolean)             the player asked whether the position in
 *                                play can be won (ap_game_watch_ask());
 *                                any move or new deal forgets it
 *   telling (gboolean)           the verdicts may be said now: asked, or
 *                                show-verdicts once the game is "started";
 *                                "tell-loss" needs it
 *   started (gboolean)           the game is under way: the player has made
 *                                a move of the deal since it was dealt
 *                                (ap_game_model_get_player_moves(); an undo
 *                                does not take it back), or the position
 *                                was given whole, not dealt (deal number
 *                                0). Before, Finish is neither offered nor
 *                                played, so no deal is won untouched
 *   hold (gboolean, read-write)  the watch's searches wait while TRUE (the
 *                                window holds them until its first frame)
 *   demonstrating (gboolean)     Play for Me is playing
 */

typedef enum {
  AP_WATCH_UNKNOWN,    /* not searched yet, or the budget ran out */
  AP_WATCH_WINNABLE,   /* a win is known */
  AP_WATCH_FINISH,     /* winnable, and the rest is trivial: Finish */
  AP_WATCH_UNWINNABLE, /* no win is possible any more */
  AP_WATCH_LOST,       /* no card can reach a foundation again (rules.md) */
  AP_WATCH_WON
} ApWatchOutlook;

#define AP_TYPE_WATCH_OUTLOOK (ap_watch_outlook_get_type ())
GType ap_watch_outlook_get_type (void);

/* No position is known (the last-winnable property). */
#define AP_GAME_WATCH_NONE G_MAXUINT

#define AP_TYPE_GAME_WATCH (ap_game_watch_get_type ())
G_DECLARE_FINAL_TYPE (ApGameWatch, ap_game_watch, AP, GAME_WATCH, GObject)

ApGameWatch *ap_game_watch_new (ApGameModel *model);

ApGameModel *ap_game_watch_get_model (ApGameWatch *self);
ApWatchOutlook ap_game_watch_get_outlook (ApGameWatch *self);
/* "unknown", "winnable", "finish", "unwinnable", "lost" or "won". */
const char *ap_game_watch_outlook_id (ApWatchOutlook outlook);
gboolean ap_game_watch_get_hopeless (ApGameWatch *self);
gboolean ap_game_watch_get_tell_loss (ApGameWatch *self);
gboolean ap_game_watch_get_can_go_back (ApGameWatch *self);
guint ap_game_watch_get_last_winnable (ApGameWatch *self);
gboolean ap_game_watch_get_never_winnable (ApGameWatch *self);
gboolean ap_game_watch_get_seeking (ApGameWatch *self);
gboolean ap_game_watch_get_undo_waiting (ApGameWatch *self);
gboolean ap_game_watch_get_watching (ApGameWatch *self);
gboolean ap_game_watch_get_busy (ApGameWatch *self);
gboolean ap_game_watch_get_finishing (ApGameWatch *self);
gboolean ap_game_watch_get_finding (ApGameWatch *self);
guint ap_game_watch_get_deals_tried (ApGameWatch *self);
void ap_game_watch_set_hold (ApGameWatch *self, gboolean hold);
gboolean ap_game_watch_get_show_verdicts (ApGameWatch *self);
void ap_game_watch_set_show_verdicts (ApGameWatch *self, gboolean show);
gboolean ap_game_watch_get_asked (ApGameWatch *self);
gboolean ap_game_watch_get_telling (ApGameWatch *self);
gboolean ap_game_watch_get_started (ApGameWatch *self);

/* The player asks whether the position in play can be won ("Can This Deal
 * Be Won?"): "asked" and "telling" turn TRUE until the next move or deal,
 * and the outlook, when the watch knows it, is the answer ("watching"
 * says whether it is still being sought). */
void ap_game_watch_ask (ApGameWatch *self);

/* The budget of the watch's search per position (2 s when <= 0), and how
 * long the search for a winnable deal waits before it starts (0: at once):
 * the GUI tests slow the one and speed up the other. */
void ap_game_watch_set_timing (ApGameWatch *self, guint find_delay_ms, double watch_seconds);

/* Asks for the hint of the model's position: "hint-ready" says it. When the
 * hint's own small search knows no win and the watch's winning line goes
 * through the position, the hint is that line's next move. */
void ap_game_watch_request_hint (ApGameWatch *self);

/* The fair hint: the move the strong fair player (ap-fair.h) makes in the
 * model's position, which it sees as a player does, without the order of
 * the stock; "fair-hint-ready" says it. The seed is always
 * AP_GAME_WATCH_FAIR_SEED, the command line's default, so that the same
 * position gets the same hint, and the one of `algerian-patience-cli hint
 * --fair`. */
#define AP_GAME_WATCH_FAIR_SEED 0
void ap_game_watch_request_fair_hint (ApGameWatch *self);

/* Why Play for Me stopped ("demo-ended"). */
typedef enum {
  AP_DEMO_STOPPED, /* ap_game_watch_stop_demo(): the player stopped it */
  AP_DEMO_WON,     /* it won the game */
  AP_DEMO_NO_MOVE, /* the fair player sees no move that makes progress */
  AP_DEMO_ROUND,   /* it would go round in circles: back in a position of
                      its own game, or too many moves that make no
                      progress (ap_fair_play()'s referee) */
  AP_DEMO_LEFT,    /* the game changed under it: an undo, a new deal, a
                      move that was not its own */
} ApDemoEnd;

/* Play for Me: from the model's position, the strong fair player plays the
 * game, as `algerian-patience-cli play --fair` would from there: each move
 * found in a worker thread, applied with ap_game_model_try_move() (a group
 * of its own, with the automatic moves it sets off: Undo takes them back
 * one at a time), at most one every ap_game_watch_demo_step_ms() of the
 * pace set with ap_game_watch_set_pace() (the first as soon as it is
 * known), until it wins, has no move, would go round in circles, or is
 * stopped: by ap_game_watch_stop_demo() or any change of the model that is
 * not its own. FALSE, and nothing starts, when the game is won, Finish is
 * playing or the demo already is. */
gboolean ap_game_watch_play_for_me (ApGameWatch *self);
void ap_game_watch_stop_demo (ApGameWatch *self);
gboolean ap_game_watch_get_demonstrating (ApGameWatch *self);

/* Play for Me's pace, for a pace factor of ap_pace_factor(): a move every
 * 800 ms at the normal pace, the factor times that at the others (1360 ms
 * slow, 440 ms fast), so that the board's flight of a move (200 ms, or a
 * deal of eight cards, 610 ms, at the normal pace) lands before the next
 * one sets off and a person can follow each; with the cards jumping
 * (factor 0) a fixed 600 ms. */
#define AP_GAME_WATCH_DEMO_STEP_MS 800
#define AP_GAME_WATCH_DEMO_STEP_OFF_MS 600
guint ap_game_watch_demo_step_ms (double pace_factor);

/* Finish, when the outlook is AP_WATCH_FINISH and the player has made a
 * move of the deal ("started"): plays the rest of the win, the first
 * move at once and then one every ap_game_watch_finish_step_ms(), or the
 * rest at once when that step is 0 or after ap_game_watch_hurry_finish()
 * (the player taps). Any undo, reset or ap_game_watch_stop_finishing()
 * ends it. Returns FALSE when there is nothing to finish. */
gboolean ap_game_watch_finish (ApGameWatch *self);
void ap_game_watch_hurry_finish (ApGameWatch *self);
void ap_game_watch_stop_finishing (ApGameWatch *self);

/* The pace of Finish: a card every 90 ms at the normal pace (issue 44: at
 * most about 0.1 s a card), times the pace's factor (ap_pace_factor(), 1
 * by default): set by the window from the animation-pace setting. At 0
 * (animations off) Finish plays its whole line at once. */
#define AP_GAME_WATCH_FINISH_STEP_MS 90
void ap_game_watch_set_pace (ApGameWatch *self, double factor);
/* The time between two moves of Finish at the pace set, in ms: 0 when
 * Finish plays at once. */
guint ap_game_watch_finish_step_ms (ApGameWatch *self);

/* The banner's Undo: back to the last position known to be winnable, or one
 * move back when none is known. While that position is being sought, the
 * undo waits for it ("undo-waiting"). */
void ap_game_watch_undo_to_winnable (ApGameWatch *self);

/* What "went-wrong" says of the position Show Where went back to. */
typedef struct {
  gboolean proved;        /* went_wrong.lost, the move the player made
                             here, is known to have lost the deal: this
                             position was proved winnable, and the watch
                             found the next one not to be */
  ApWentWrong went_wrong; /* the fair player's view of it, and a move that
                             keeps the deal winnable */
} ApWatchWhere;

/* Show Where: the banner's Undo back to the last winnable position
 * (waiting for it as the Undo does), then, off the main loop, the move the
 * player made from there judged (ap_went_wrong_judge()): "went-wrong" says
 * it. Nothing when no move is taken back. */
void ap_game_watch_show_where (ApGameWatch *self);

/* Searches deals of `rules` from number `first` on (after 2^31-1 comes 1)
 * for a winnable one, each deal for a bounded time, for as many deals as it
 * takes: "deal-found" says which, "deals-tried" how far it has got. A deal
 * whose search ran out of time counts as not winnable: "deal-found" never
 * names a deal the solver did not prove winnable. A move or a reset of the
 * model, another search or ap_game_watch_stop_finding() cancels it; then
 * "finding" turns FALSE with no "deal-found". */
void ap_game_watch_find_winnable (ApGameWatch *self, const ApRules *rules, guint32 first);
void ap_game_watch_stop_finding (ApGameWatch *self);

G_END_DECLS
