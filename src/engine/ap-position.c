/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-pile-ops.h"
#include "ap-position.h"
#include "ap-shuffle.h"

void
ap_position_init_empty (ApPosition *pos, const ApRules *rules)
{
  memset (pos, 0, sizeof *pos);
  pos->rules.game = rules->game;
  pos->rules.bases = rules->bases;
  pos->rules.reserve_size = rules->reserve_size;
  pos->rules.reserve_spaces = rules->reserve_spaces;
  pos->rules.transfers = rules->transfers ? TRUE : FALSE;
  pos->redeals = ap_game_info (rules->game)->redeals;
}

/* Puts the cards that start on the foundations there and removes them from
 * the pack (their first copies), as docs/deals.md, section 3, says. */
static guint
place_bases (ApPosition *pos, ApCard *pack, guint n)
{
  for (int i = 0; i < 8; i++)
    {
      gboolean down = i >= 4;
      ApCard base = AP_CARD (down ? AP_KING : AP_ACE, i % 4);

      if (pos->rules.bases == AP_BASES_NONE || (pos->rules.bases == AP_BASES_KINGS && !down))
        continue;
      for (guint k = 0; k < n; k++)
        if (pack[k] == base)
          {
            memmove (pack + k, pack + k + 1, n - k - 1);
            n--;
            break;
          }
      ap_pile_push (pos, AP_PILE_F (i), base);
    }
  return n;
}

void
ap_position_deal (ApPosition *pos, const ApRules *rules, guint32 number)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  ApCard pack[AP_DECK_SIZE];
  guint64 state = number;
  guint n = 0, next = 0;

  ap_position_init_empty (pos, rules);

  for (int copy = 0; copy < 2; copy++)
    for (int suit = 0; suit < AP_N_SUITS; suit++)
      for (int rank = AP_ACE; rank <= AP_KING; rank++)
        pack[n++] = AP_CARD (rank, suit);
  n = place_bases (pos, pack, n);

  for (guint i = n - 1; i >= 1; i--)
    {
      guint j = (guint) ap_random_below (&state, i + 1);
      ApCard tmp = pack[i];

      pack[i] = pack[j];
      pack[j] = tmp;
    }

  for (int t = 0; t < info->n_tableau; t++)
    ap_pile_push (pos, AP_PILE_T (t), pack[next++]);
  for (int r = 0; r < info->n_reserve; r++)
    for (guint k = 0; k < pos->rules.reserve_size; k++)
      ap_pile_push (pos, AP_PILE_R (r), pack[next++]);
  for (guint k = n; k > next; k--)
    ap_pile_push (pos, AP_PILE_STOCK, pack[k - 1]);
}

gboolean
ap_position_equal (const ApPosition *a, const ApPosition *b)
{
  if (!ap_rules_equal (&a->rules, &b->rules) || a->redeals != b->redeals)
    return FALSE;
  for (int p = 0; p < AP_N_PILES; p++)
    if (a->len[p] != b->len[p] || memcmp (a->cards[p], b->cards[p], a->len[p]) != 0)
      return FALSE;
  return TRUE;
}

guint
ap_position_foundation_count (const ApPosition *pos)
{
  guint count = 0;

  for (int i = 0; i < 8; i++)
    count += pos->len[AP_PILE_F (i)];
  return count;
}

gboolean
ap_position_is_won (const ApPosition *pos)
{
  return ap_position_foundation_count (pos) == AP_DECK_SIZE;
}
