/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-solver-cotillion-private.h"

/*
 * Royal Cotillion's safe moves (docs/rules.md 5): moves that its search
 * (ap-solver-cotillion.c, ap-solver-cotillion-beam.c) takes alone, since
 * they never turn a winnable position into one that cannot be won.
 *
 * The one move taken alone (a safe move): a left-wing card whose other
 * copy is home already (so exactly one pile can ever take it) and that
 * goes home now. Proof: let B be the position before and A after it. Take
 * any winning line from B. Until it plays that card, no other card can go
 * onto that pile (only this card fits it, its twin being home), the cards
 * below it in its column stay put (rules.md 5.2), and it touches neither
 * the right wing nor the waste nor the stock; so every other move of the
 * line is legal from A with the same effect, and once the line plays the
 * card, A's line (the same without that move) reaches the same position.
 * Moves from the right wing or the waste are not taken alone while the
 * stock holds cards: they change which card a later deal buries (the
 * waste's top moves into the right wing), so playing one early can lose a
 * deal a later play wins.
 *
 * Once the stock is empty, one more move is taken alone
 * (cot_safe_refill()): a card c from the right wing or the waste's top
 * onto the one pile of its suit that takes it now, when c's twin is not in
 * the left wing (it is home, in the right wing or in the waste). This is
 * the argument of Patriarchs in src/engine/ap-safe-move.c: order the cards
 * of the right wing and the waste as Q = the right wing, then the waste
 * from its top down. Nothing is added to Q any more, and the cards of Q a
 * player can reach are the first 17 of Q not home (a right-wing card home
 * refills its pile with the waste's top, which keeps Q's order); the left
 * wing's cards are reached as the cards above them go home, whatever Q
 * does. So the cards within reach only grow as cards go home. Take a
 * winning line W; the pile F that takes c now takes nothing else until a
 * copy of c goes onto it, which W does some time. W' = c home at once,
 * then W without that move; where W puts the twin c2 on F and c elsewhere
 * later, W' puts c2 there instead, and c2, in Q too, is then within reach
 * (Patriarchs' argument, word for word). Every other card is within reach
 * in W' no later than in W. The twin must not be in the left wing: F's
 * twin pile may need c's rank while c2 sits on the card it needs first.
 * Example (tests/solver/test-cotillion.c, test_twin_in_left_wing()): F
 * (spades from the ace) holds A 3 and needs 5S, the two-based pile of
 * spades needs 3S; a left-wing column holds 3S under 5S and the right
 * wing the other 5S. The right wing's 5S onto F loses (the column's 5S
 * then waits for the 3S under it); the column's 5S onto F wins.
 */

/* The left-wing card alone in `col` that the first safe move above takes, or
 * -1. *kind is its pile. */
int
cot_safe_column (const Cot *c, guint *kind)
{
  for (guint col = 0; col < N_COLUMNS; col++)
    {
      ApCard top;
      guint suit, rank;

      if (c->tlen[col] == 0)
        continue;
      top = c->column[col][c->tlen[col] - 1];
      suit = ap_card_suit (top);
      rank = ap_card_rank (top);
      for (guint k = 0; k < N_KINDS; k++)
        /* It goes onto k now, and the other pile is past its rank: the
         * twin is home there. */
        if (cot_needs (c, suit, k) == top && c->h[suit][1 - k] > c->place[1 - k][rank])
          {
            *kind = k;
            return (int) col;
          }
    }
  return -1;
}

/* Whether a copy of `card` is in the left wing, at any height. */
static gboolean
in_left_wing (const Cot *c, int card)
{
  for (guint t = 0; t < N_COLUMNS; t++)
    for (guint i = 0; i < c->tlen[t]; i++)
      if (c->column[t][i] == card)
        return TRUE;
  return FALSE;
}

gboolean
cot_safe_refill (const Cot *c, Step *step)
{
  if (c->d < c->n_stock)
    return FALSE;
  for (guint suit = 0; suit < AP_N_SUITS; suit++)
    for (guint kind = 0; kind < N_KINDS; kind++)
      {
        int need = cot_needs (c, suit, kind);

        if (need < 0 || cot_needs (c, suit, 1 - kind) == need || in_left_wing (c, need))
          continue;
        if (c->rcount[need] > 0)
          *step = (Step) { STEP_R, need, kind, 0, 0 };
        else if (c->wl > 0 && c->card[c->waste[c->wl - 1]] == need)
          *step = (Step) { STEP_W, 0, kind, 0, 0 };
        else
          continue;
        return TRUE;
      }
  return FALSE;
}
