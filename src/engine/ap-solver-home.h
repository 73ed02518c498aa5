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

/* How many cards must go home before `card` can, on the foundation nearest
 * to taking it: 0 when one takes it now. Loose about which suit an empty
 * foundation may take; 99 when no foundation ever will (all are taken by
 * other suits, or complete). */
static inline int
ap_foundations_distance (const ApFoundations *f, ApCard card)
{
  int best = 99, rank = ap_card_rank (card);
  int suit = ap_card_suit (card);

  for (int i = 0; i < 8; i++)
    {
      int distance;

      if (f->next[i] < 0 || (f->suit[i] >= 0 && f->suit[i] != suit))
        continue;
      distance = f->down[i] ? f->next[i] - rank : rank - f->next[i];
      if (distance >= 0 && distance < best)
        best = distance;
    }
  return best;
}

/* The cards that some foundation takes now (loosely: any suit for an
 * empty one), bit c for card c: the cards at distance 0. */
static inline guint64
ap_solver_cards_going_home (const ApPosition *pos)
{
  ApFoundations f;
  guint64 home = 0;

  G_STATIC_ASSERT (AP_N_CARDS <= 64);
  ap_foundations_init (pos, &f);
  for (int i = 0; i < 8; i++)
    {
      if (f.next[i] < AP_ACE || f.next[i] > AP_KING)
        continue;
      if (f.suit[i] >= 0)
        home |= G_GUINT64_CONSTANT (1) << AP_CARD (f.next[i], f.suit[i]);
      else
        for (int suit = 0; suit < AP_N_SUITS; suit++)
          home |= G_GUINT64_CONSTANT (1) << AP_CARD (f.next[i], suit);
    }
  return home;
}

G_END_DECLS
