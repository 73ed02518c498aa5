/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-observation.h"

#include "ap-shuffle.h"

/* What a player sees: the hidden information of docs/rules.md, 0.10. */

void
ap_observation_init (ApObservation *obs, const ApPosition *pos)
{
  guint counts[AP_N_CARDS] = { 0 };
  guint len = pos->len[AP_PILE_STOCK], n = 0, distinct = 0;
  ApCard *stock = obs->seen.cards[AP_PILE_STOCK];

  obs->seen = *pos;
  obs->stock_known = pos->redeals < ap_game_info (pos->rules.game)->redeals;
  for (guint i = 0; i < len; i++)
    counts[pos->cards[AP_PILE_STOCK][i]]++;
  for (int card = 0; card < AP_N_CARDS; card++)
    distinct += counts[card] > 0;
  if (distinct <= 1)
    obs->stock_known = TRUE;
  if (obs->stock_known)
    return;
  /* Sorted with the lowest card on top (dealt first), whatever the true
   * order was: from here on nothing of it is left. */
  for (int card = AP_N_CARDS - 1; card >= 0; card--)
    for (guint c = 0; c < counts[card]; c++)
      stock[n++] = (ApCard) card;
  g_assert (n == len);
}

gboolean
ap_observation_stock_known (const ApObservation *obs)
{
  return obs->stock_known;
}

const ApPosition *
ap_observation_view (const ApObservation *obs)
{
  return &obs->seen;
}

guint
ap_observation_unseen_count (const ApObservation *obs, ApCard card)
{
  guint count = 0;

  for (guint i = 0; i < obs->seen.len[AP_PILE_STOCK]; i++)
    count += obs->seen.cards[AP_PILE_STOCK][i] == card;
  return count;
}

guint
ap_observation_legal_moves (const ApObservation *obs, ApMove *moves)
{
  return ap_position_legal_moves (&obs->seen, moves);
}

void
ap_observation_sample (const ApObservation *obs, guint64 *state, ApPosition *out)
{
  ApCard *stock = out->cards[AP_PILE_STOCK];

  *out = obs->seen;
  if (obs->stock_known)
    return;
  /* Fisher-Yates from the top down, as docs/deals.md shuffles a deal:
   * every order of the multiset is equally likely. */
  for (guint i = out->len[AP_PILE_STOCK]; i > 1; i--)
    {
      guint j = (guint) ap_random_below (state, i);
      ApCard t = stock[i - 1];

      stock[i - 1] = stock[j];
      stock[j] = t;
    }
}
