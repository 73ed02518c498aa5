/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ap-card-renderer.h"
#include "ap-game-model.h"

G_BEGIN_DECLS

typedef enum {
  AP_FAN_NONE, /* only the top card shows (stock, foundations) */
  AP_FAN_DOWN,
  AP_FAN_RIGHT
} ApFan;

typedef enum {
  AP_HIGHLIGHT_NONE,
  AP_HIGHLIGHT_TARGET, /* a legal destination of the card in hand */
  AP_HIGHLIGHT_HOVER,  /* the destination the dragged card would drop on */
  AP_HIGHLIGHT_MISTAKE /* a pile of the move that lost the deal (Show Where) */
} ApHighlight;

#define AP_TYPE_PILE_VIEW (ap_pile_view_get_type ())
G_DECLARE_FINAL_TYPE (ApPileView, ap_pile_view, AP, PILE_VIEW, GtkWidget)

/* One pile of the board. It draws the pile from the model and redraws on the
 * model's pile-changed signal for its pile; it never changes the model. */
GtkWidget *ap_pile_view_new (ApGameModel *model, ApCardRenderer *renderer, int pile);

int ap_pile_view_get_pile (ApPileView *self);

/* How the cards spread; step is the full offset between two cards, which the
 * view shrinks when the pile would not fit its allocation. */
void ap_pile_view_set_fan (ApPileView *self, ApFan fan, float step);
ApFan ap_pile_view_get_fan (ApPileView *self);
/* A fanned pile shows at most its top n cards (0: all), like a waste that
 * shows the last few cards dealt. */
void ap_pile_view_set_max_fanned (ApPileView *self, guint n);

/* The top n cards are not drawn: they are in the player's hand or in flight,
 * drawn by the board. */
void ap_pile_view_set_hidden (ApPileView *self, guint n);
guint ap_pile_view_get_hidden (ApPileView *self);

void ap_pile_view_set_highlight (ApPileView *self, ApHighlight highlight);
ApHighlight ap_pile_view_get_highlight (ApPileView *self);

/* Words for screen readers, after what the pile's rings say, in its
 * accessible description (ap_window_announce()); NULL: none. */
void ap_pile_view_set_announcement (ApPileView *self, const char *text);

/* The top card is picked up (click-to-move or keyboard): drawn raised. */
void ap_pile_view_set_selected (ApPileView *self, gboolean selected);

/* While keyboard is TRUE, the keyboard's ring shows whenever the pile has
 * the focus, not only while the window shows focus: GTK stops that 3 s
 * after the last key press, and a player who stops to think would lose
 * sight of where the keyboard is. The board turns it on with the first key
 * and off when the pointer or a finger presses on it. */
void ap_pile_view_set_keyboard_ring (ApPileView *self, gboolean keyboard);
/* Whether the keyboard's ring is drawn around the pile now. */
gboolean ap_pile_view_shows_focus_ring (ApPileView *self);

/* Where card `index` of a pile of n_cards cards lies, in the view's
 * coordinates: for animations from and to positions that are not drawn. */
void ap_pile_view_get_card_rect (ApPileView *self, guint index, guint n_cards,
                                 graphene_rect_t *rect);
/* The rectangle of the top card as the pile is now, or of the empty slot. */
void ap_pile_view_get_top_rect (ApPileView *self, graphene_rect_t *rect);

G_END_DECLS
