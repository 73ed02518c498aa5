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

/* The card that starts on foundation pile i (counting from 0) when its
 * base is laid out, or -1 when the pile starts empty (docs/deals.md,
 * section 3). A kind's piles take the suits S H D C in order, each suit on
 * as many piles as the kind has per suit (Contradance: two). */
int
ap_position_laid_out_base (const ApRules *rules, guint i)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  int pile = AP_PILE_F (i);
  int kind_index = ap_foundation_kind_index (rules->game, pile);
  const ApFoundationKind *kind = &info->kinds[kind_index];
  guint of_kind = 0, index = 0;

  if (rules->bases == AP_BASES_NONE || (rules->bases == AP_BASES_KINGS && kind->step > 0))
    return -1;
  for (guint k = 0; k < info->n_foundations; k++)
    if (ap_foundation_kind_index (rules->game, AP_PILE_F (k)) == kind_index)
      {
        if (k < i)
          index++;
        of_kind++;
      }
  return AP_CARD (kind->base, index * AP_N_SUITS / of_kind);
}

/* Puts the cards that start on the foundations there and removes them from
 * the pack (their first copies), as docs/deals.md, section 3, says. */
static guint
place_bases (ApPosition *pos, ApCard *pack, guint n)
{
  for (guint i = 0; i < ap_n_foundations (pos->rules.game); i++)
    {
      int base = ap_position_laid_out_base (&pos->rules, i);

      if (base < 0)
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

static void
shuffle (ApCard *pack, guint n, guint64 *state)
{
  for (guint i = n - 1; i >= 1; i--)
    {
      guint j = (guint) ap_random_below (state, i + 1);
      ApCard tmp = pack[i];

      pack[i] = pack[j];
      pack[j] = tmp;
    }
}

/* Tournament: the deal is made again when the eight kibitzers, the first
 * cards dealt, hold no ace and no king (rules.md 7, docs/deals.md 4). */
static gboolean
needs_reshuffle (const ApRules *rules, const ApCard *pack)
{
  const ApGameInfo *info = ap_game_info (rules->game);

  if (rules->game != AP_GAME_TOURNAMENT)
    return FALSE;
  for (int i = 0; i < info->n_reserve; i++)
    if (ap_card_rank (pack[i]) == AP_ACE || ap_card_rank (pack[i]) == AP_KING)
      return FALSE;
  return TRUE;
}

void
ap_position_deal (ApPosition *pos, const ApRules *rules, guint32 number)
{
  const ApGameInfo *info = ap_game_info (rules->game);
  ApCard fresh[AP_DECK_SIZE], pack[AP_DECK_SIZE];
  guint64 state = number;
  guint n = 0, next = 0;

  ap_position_init_empty (pos, rules);

  for (int copy = 0; copy < 2; copy++)
    for (int suit = 0; suit < AP_N_SUITS; suit++)
      for (int rank = AP_ACE; rank <= AP_KING; rank++)
        fresh[n++] = AP_CARD (rank, suit);
  n = place_bases (pos, fresh, n);

  /* A re-deal shuffles the pack in its first order again, the generator
   * going on from where it stopped. */
  do
    {
      memcpy (pack, fresh, n);
      shuffle (pack, n, &state);
    }
  while (needs_reshuffle (rules, pack));

  if (info->reserve_first)
    for (int r = 0; r < info->n_reserve; r++)
      for (guint k = 0; k < pos->rules.reserve_size; k++)
        ap_pile_push (pos, AP_PILE_R (r), pack[next++]);
  for (int t = 0; t < info->n_tableau; t++)
    for (guint k = 0; k < info->tableau_size; k++)
      ap_pile_push (pos, AP_PILE_T (t), pack[next++]);
  if (!info->reserve_first)
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

  for (guint i = 0; i < ap_n_foundations (pos->rules.game); i++)
    count += pos->len[AP_PILE_F (i)];
  return count;
}

gboolean
ap_position_is_won (const ApPosition *pos)
{
  return ap_position_foundation_count (pos) == AP_DECK_SIZE;
}
