/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the solver's files: how far cards are from going home. Inline:
 * the depth-first search asks it once a position, the beams' score once a
 * card. */

#include "ap-position.h"

G_BEGIN_DECLS

/* What the eight foundations show: enough to tell how far a card is from
 * going home. */
typedef struct {
  int suit[8];      /* -1: empty */
  int next[8];      /* the rank it takes next, counted in its direction */
  gboolean down[8];
} ApFoundations;

static inline void
ap_foundations_init (const ApPosition *pos, ApFoundations *f)
{
  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);

      f->down[i] = ap_foundation_is_down (pos->rules.game, pile);
      f->suit[i] = pos->len[pile] == 0 ? -1 : (int) ap_card_suit (pos->cards[pile][0]);
      if (pos->len[pile] == 0)
        f->next[i] = f->down[i] ? AP_KING : AP_ACE;
      else if (pos->len[pile] == 13)
        f->next[i] = -1;   /* complete */
      else
        f->next[i] = ap_card_rank (ap_position_top (pos, pile)) + (f->down[i] ? -1 : 1);
    }
}

/* How many cards must go home on foundation `i` before `card` can go
 * there: 0 when it takes it now (loosely, as below); 99 when it never
 * will (another suit's, complete, or past the card's rank). */
static inline int
ap_foundation_distance (const ApFoundations *f, int i, ApCard card)
{
  int rank = ap_card_rank (card), distance;

  if (f->next[i] < 0 || (f->suit[i] >= 0 && f->suit[i] != (int) ap_card_suit (card)))
    return 99;
  distance = f->down[i] ? f->next[i] - rank : rank - f->next[i];
  return distance >= 0 ? distance : 99;
}

/* How many cards must go home before `card` can, on the foundation nearest
 * to taking it: 0 when one takes it now. Loose about which suit an empty
 * foundation may take; 99 when no foundation ever will (all are taken by
 * other suits, or complete). */
static inline int
ap_foundations_distance (const ApFoundations *f, ApCard card)
{
  int best = 99;

  for (int i = 0; i < 8; i++)
    best = MIN (best, ap_foundation_distance (f, i, card));
  return best;
}

/* The cards at most `max` steps from going home, bit c for card c: those
 * whose ap_foundations_distance() is at most `max`. */
static inline guint64
ap_foundations_near (const ApFoundations *f, int max)
{
  guint64 near = 0;

  G_STATIC_ASSERT (AP_N_CARDS <= 64);
  for (int i = 0; i < 8; i++)
    for (int d = 0; d <= max && f->next[i] >= 0; d++)
      {
        int rank = f->down[i] ? f->next[i] - d : f->next[i] + d;

        if (rank < AP_ACE || rank > AP_KING)
          break;
        for (int suit = 0; suit < AP_N_SUITS; suit++)
          if (f->suit[i] < 0 || f->suit[i] == suit)
            near |= G_GUINT64_CONSTANT (1) << AP_CARD (rank, suit);
      }
  return near;
}

/* The cards that some foundation takes now (loosely: any suit for an
 * empty one), bit c for card c: the cards at distance 0. */
static inline guint64
ap_solver_cards_going_home (const ApPosition *pos)
{
  ApFoundations f;

  ap_foundations_init (pos, &f);
  return ap_foundations_near (&f, 0);
}

G_END_DECLS
