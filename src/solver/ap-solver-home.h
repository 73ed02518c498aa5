/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Private to the solver's files: how far cards are from going home. Inline:
 * the depth-first search asks it once a position, the beams' score once a
 * card. */

#include "ap-position.h"

G_BEGIN_DECLS

/* What the foundations show: enough to tell how far a card is from going
 * home. */
typedef struct {
  int n;                        /* foundations of the game */
  int suit[AP_MAX_FOUNDATIONS]; /* -1: empty */
  int next[AP_MAX_FOUNDATIONS]; /* the rank it takes next; -1: complete */
  int step[AP_MAX_FOUNDATIONS]; /* rank step per card (+1, -1, +2) */
  int left[AP_MAX_FOUNDATIONS]; /* cards it still takes */
  gboolean down[AP_MAX_FOUNDATIONS];
} ApFoundations;

static inline void
ap_foundations_init (const ApPosition *pos, ApFoundations *f)
{
  f->n = (int) ap_n_foundations (pos->rules.game);
  for (int i = 0; i < f->n; i++)
    {
      int pile = AP_PILE_F (i);
      const ApFoundationKind *kind = ap_foundation_kind (pos->rules.game, pile);

      f->down[i] = kind->step < 0;
      f->step[i] = kind->step;
      f->left[i] = kind->length - pos->len[pile];
      f->suit[i] = pos->len[pile] == 0 ? -1 : (int) ap_card_suit (pos->cards[pile][0]);
      if (pos->len[pile] == 0)
        f->next[i] = kind->base;
      else if (f->left[i] <= 0)
        f->next[i] = -1; /* complete */
      else
        f->next[i] = ap_foundation_next_rank (kind, ap_card_rank (ap_position_top (pos, pile)));
    }
}

/* How many cards must go home on foundation `i` before `card` can go
 * there: 0 when it takes it now (loosely, as below); 99 when it never
 * will (another suit's, complete, or past the card's rank). */
static inline int
ap_foundation_distance (const ApFoundations *f, int i, ApCard card)
{
  /* The number of steps from f->next[i] to the card's rank, modulo 13: the
   * step's inverse modulo 13 (1 for +1, 12 for -1, 7 for +2). */
  int inverse = f->step[i] == 1 ? 1 : f->step[i] == -1 ? 12 : 7;
  int distance;

  if (f->next[i] < 0 || (f->suit[i] >= 0 && f->suit[i] != (int) ap_card_suit (card)))
    return 99;
  distance = (((ap_card_rank (card) - f->next[i]) * inverse) % 13 + 13) % 13;
  return distance < f->left[i] ? distance : 99;
}

/* How many cards must go home before `card` can, on the foundation nearest
 * to taking it: 0 when one takes it now. Loose about which suit an empty
 * foundation may take; 99 when no foundation ever will (all are taken by
 * other suits, or complete). */
static inline int
ap_foundations_distance (const ApFoundations *f, ApCard card)
{
  int best = 99;

  for (int i = 0; i < f->n; i++)
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
  for (int i = 0; i < f->n; i++)
    for (int d = 0, rank = f->next[i]; d <= max && d < f->left[i] && f->next[i] >= 0;
         d++, rank = (rank - 1 + f->step[i] + 13) % 13 + 1)
      {
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
