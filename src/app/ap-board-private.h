/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ap-board.h"
#include "ap-board-layout.h"

G_BEGIN_DECLS

/*
 * The board is one widget split over several files, one concern each
 * (docs/architecture.md):
 *   ap-board.c            the widget, its layout, the model's signals
 *   ap-board-select.c     the card in hand and the moves the player asks for
 *   ap-board-tap.c        clicks and taps
 *   ap-board-drag.c       drag and drop
 *   ap-board-keyboard.c   the focus, Tab, the arrows, Return and Escape
 *   ap-board-flight.c     cards moving on their own
 *   ap-board-celebrate.c  the win's cascade
 *   ap-board-hint.c       the Hint on the board
 * This header is what they share; nothing outside the board includes it.
 */

/* A card moving from one place to another on its own: after a move, a deal
 * or an undo, or back to its pile after an illegal drop. A card that moves
 * more than once in a group of changes (a move, then an automatic move of
 * the same card) has a flight for each, one after the other: only its last
 * ends in the pile that hides it, and each later one shows only from its
 * start. */
typedef struct {
  ApCard card;
  gboolean from_face_down;
  gboolean to_face_down;
  graphene_point_t from;
  graphene_point_t to;
  double delay;     /* ms after the start of the batch */
  double duration;  /* ms */
  int src;          /* the pile it leaves, or -1 */
  int dst;          /* the pile that hides the card until it lands, or -1 */
  gboolean follows; /* the card has an earlier flight: not drawn before its start */
  gboolean landed;
} Flight;

/* A card thrown off a foundation when the game is won. */
typedef struct {
  ApCard card;
  int pile;
  double launch; /* ms */
  float x0, y0, vx, vy;
} Particle;

struct _ApBoard {
  GtkWidget parent_instance;

  ApGameModel *model;
  ApCardRenderer *renderer;
  GtkWidget *views[AP_N_PILES];
  ApSlot slots[AP_N_PILES];
  int views_game;            /* the game the views were made for, or -1 */
  ApFanCards longest;        /* the longest fans shown, and the room the */
  ApFanCards room;           /* layout keeps ahead of them (ap-board-layout.h) */
  ApArrangement arrangement; /* where the reserves lie in this game */
  int arranged_width;        /* the board it was chosen for */
  int arranged_height;
  ApPosition shown; /* what the views showed before the group in progress */

  /* The card in hand, from a click or the keyboard, and where it may go. */
  int selected;
  gboolean targets[AP_N_PILES];
  gboolean keyboard_mode;  /* keys since the last press of a pointer or
                            * finger: the focus ring stays (set_keyboard_mode()) */
  GtkWindow *window;       /* the board's window, whose focus-visible it follows */
  gboolean last_tap_moved; /* the first tap of a double tap made a move */
  int last_tap_pile;       /* the pile of the last tap, or -1 */
  int tap_moved_to;        /* where a tap's move put a card, */
  guint tap_moved_at;      /* and the model's move count after it */
  ApTapAction tap_action;  /* what a tap on a card does */

  /* Drag and drop. */
  int drag_src;
  gboolean dragging;
  graphene_point_t drag_start;
  graphene_point_t drag_pos;
  graphene_point_t grab; /* the pointer's offset inside the card */
  int hover;

  /* Animations. */
  gboolean animations; /* the player's setting; the system's is asked too */
  double pace;         /* every animation's duration times this (ap_pace_factor) */
  GArray *flights;
  AdwAnimation *flight_animation;
  double flight_time;
  GArray *steps;           /* ApPosition after each move of the model's group in
                            * progress, for its flights (ap-board.c, changed_cb()) */
  gboolean steps_together; /* they fly at once (an undo or a redo) */
  gboolean win_pending;
  GArray *particles;
  AdwAnimation *win_animation;
  double win_time;
  gboolean celebrated; /* the foundations are emptied by the celebration */

  gboolean stock_hint;  /* dealing is the only thing left: ring the stock */
  gboolean hint_deal;   /* the Hint says deal (or redeal): ring the stock */
  gboolean has_hint;    /* a hint was shown for the position on the board */
  ApMove hint;          /* that hint */
  gboolean hint_picked; /* the selected card was picked up by the hint */
  gboolean has_mistake; /* Show Where marks the move that lost the deal */
  ApMove mistake;       /* that move, from the position on the board */
};

/* How long a card takes to go from one pile to another, in ms. */
#define MOVE_MS 200.0

/* ap-board.c */
void ap_board_emit_state_changed (ApBoard *self);
void ap_board_emit_move_refused (ApBoard *self, ApMove move, ApVerdict verdict);
void ap_board_emit_celebration_done (ApBoard *self);
graphene_point_t ap_board_card_origin (ApBoard *self, int pile, guint index, guint n);
void ap_board_top_card_rect (ApBoard *self, int pile, graphene_rect_t *rect);
/* The pile under a point of the board, or -1. */
int ap_board_pile_at (ApBoard *self, double x, double y);
/* The same for the event a gesture handles: a finger also reaches the
 * nearest pile a little past its edges. */
int ap_board_input_pile_at (ApBoard *self, GtkGesture *gesture, double x, double y);

/* ap-board-select.c */
void ap_board_update_highlights (ApBoard *self);
guint ap_board_compute_targets (ApBoard *self, int src);
gboolean ap_board_may_drop (ApBoard *self, int src, int pile);
void ap_board_clear_targets (ApBoard *self);
void ap_board_set_selected (ApBoard *self, int pile);
void ap_board_refuse (ApBoard *self, ApMove move, ApVerdict verdict);
ApVerdict ap_board_try_move (ApBoard *self, int src, int dst);
void ap_board_deal (ApBoard *self);
gboolean ap_board_refuse_foundation_pickup (ApBoard *self, int pile);

/* ap-board-flight.c */
gboolean ap_board_animate (ApBoard *self);
void ap_board_hold_card (ApBoard *self, int pile, int delta);
void ap_board_finish_flights (ApBoard *self);
void ap_board_start_flights (ApBoard *self);
void ap_board_add_flight (ApBoard *self, ApCard card, gboolean from_face_down,
                          gboolean to_face_down, graphene_point_t from, graphene_point_t to,
                          double delay, double duration, int dst);
/* Plans the flights of a group of changes: from `shown`, through each of
 * the `n_steps` positions, one after the other (together: all at once,
 * from `shown` to the last). Returns FALSE, with nothing planned, when
 * something other than travelling cards happened. */
gboolean ap_board_plan_group (ApBoard *self, const ApPosition *shown, const ApPosition *steps,
                              guint n_steps, gboolean together);
/* The planned flight of the card that left `src` first starts at `from`
 * instead (a dropped card flies from where it was let go). */
void ap_board_start_flight_at (ApBoard *self, int src, graphene_point_t from);
void ap_board_flights_snapshot (ApBoard *self, GtkSnapshot *snapshot);

/* ap-board-celebrate.c */
void ap_board_start_celebration (ApBoard *self);
void ap_board_particles_snapshot (ApBoard *self, GtkSnapshot *snapshot);

/* ap-board-drag.c */
void ap_board_init_drag (ApBoard *self);
void ap_board_dragged_card_snapshot (ApBoard *self, GtkSnapshot *snapshot);

/* ap-board-tap.c */
void ap_board_init_tap (ApBoard *self);

/* ap-board-keyboard.c: the keyboard's controllers, and the GtkWidget
 * handlers that follow the window's focus ring and move the focus. */
void ap_board_init_keyboard (ApBoard *self);
void ap_board_widget_root (GtkWidget *widget);
void ap_board_widget_unroot (GtkWidget *widget);
gboolean ap_board_widget_focus (GtkWidget *widget, GtkDirectionType direction);

G_END_DECLS
