/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ap-card.h"
#include "ap-rules.h"

G_BEGIN_DECLS

/* Pile slots. Every game uses a subset (ap_game_has_pile()). */
enum {
  AP_PILE_STOCK = 0,
  AP_PILE_WASTE = 1,
  AP_PILE_F1 = 2,  /* F1..F16: 2..17 */
  AP_PILE_T1 = 18, /* T1..T8: 18..25 */
  AP_PILE_R1 = 26, /* R1..R16: 26..41 */
  AP_N_PILES = 42
};

#define AP_PILE_F(i) (AP_PILE_F1 + (i)) /* i counts from 0 */
#define AP_PILE_T(i) (AP_PILE_T1 + (i))
#define AP_PILE_R(i) (AP_PILE_R1 + (i))
#define AP_PILE_NONE 0xff

typedef enum {
  AP_KIND_STOCK,
  AP_KIND_WASTE,
  AP_KIND_FOUNDATION,
  AP_KIND_TABLEAU,
  AP_KIND_RESERVE
} ApPileKind;

/* Inline: the move generator asks these for every pair of piles. */
static inline ApPileKind
ap_pile_kind (int pile)
{
  if (pile >= AP_PILE_R1)
    return AP_KIND_RESERVE;
  if (pile >= AP_PILE_T1)
    return AP_KIND_TABLEAU;
  if (pile >= AP_PILE_F1)
    return AP_KIND_FOUNDATION;
  return pile == AP_PILE_WASTE ? AP_KIND_WASTE : AP_KIND_STOCK;
}

int ap_pile_number (int pile);                       /* 1-based within its kind; 0 for S, W */
const char *ap_pile_name (int pile);                 /* "S", "W", "F1", "T3", "R9" */
int ap_pile_from_name (const char *name, gsize len); /* -1 when unknown */
/* Inline: the move generator and the solver ask it for every pile. */
static inline gboolean
ap_game_has_pile (ApGame game, int pile)
{
  const ApGameInfo *info = ap_game_info (game);

  switch (ap_pile_kind (pile))
    {
    case AP_KIND_STOCK:
      return TRUE;
    case AP_KIND_FOUNDATION:
      return pile - AP_PILE_F1 < info->n_foundations;
    case AP_KIND_WASTE:
      return info->has_waste;
    case AP_KIND_TABLEAU:
      return pile - AP_PILE_T1 < info->n_tableau;
    case AP_KIND_RESERVE:
      return pile - AP_PILE_R1 < info->n_reserve;
    default:
      return FALSE;
    }
}
/* Which of the game's two kinds of foundation the pile is: 0 or 1. */
static inline int
ap_foundation_kind_index (ApGame game, int pile)
{
  return (ap_game_info (game)->second_kind >> (pile - AP_PILE_F1)) & 1;
}

static inline const ApFoundationKind *
ap_foundation_kind (ApGame game, int pile)
{
  return &ap_game_info (game)->kinds[ap_foundation_kind_index (game, pile)];
}

/* TRUE when the foundation pile builds down (from a king, or Contradance's
 * fives) in this game. */
static inline gboolean
ap_foundation_is_down (ApGame game, int pile)
{
  return ap_foundation_kind (game, pile)->step < 0;
}

/* The rank a foundation of this kind takes after `rank`, with wrap (K is
 * followed by A), rules.md, "The family". */
static inline int
ap_foundation_next_rank (const ApFoundationKind *kind, int rank)
{
  return (rank - 1 + kind->step + 13) % 13 + 1;
}

static inline guint
ap_n_foundations (ApGame game)
{
  return ap_game_info (game)->n_foundations;
}

/* A whole position. Cards of a pile run bottom to top: cards[p][len[p] - 1]
 * is the exposed card (for the stock, the next card to deal). */
typedef struct {
  ApRules rules;
  guint8 redeals; /* redeals still allowed */
  guint8 len[AP_N_PILES];
  ApCard cards[AP_N_PILES][AP_DECK_SIZE];
} ApPosition;

static inline gboolean
ap_position_pile_empty (const ApPosition *pos, int pile)
{
  return pos->len[pile] == 0;
}

static inline ApCard
ap_position_top (const ApPosition *pos, int pile)
{
  return pos->cards[pile][pos->len[pile] - 1];
}

void ap_position_init_empty (ApPosition *pos, const ApRules *rules);

/* The starting position of deal `number` (1 .. 2^31-1), see docs/deals.md. */
void ap_position_deal (ApPosition *pos, const ApRules *rules, guint32 number);

/* The card that starts on foundation i (from 0) with these rules, or -1
 * when that pile starts empty. */
int ap_position_laid_out_base (const ApRules *rules, guint i);

gboolean ap_position_equal (const ApPosition *a, const ApPosition *b);
guint ap_position_foundation_count (const ApPosition *pos);
gboolean ap_position_is_won (const ApPosition *pos);

/* Reads a position in the text format of docs/formats.md, section 3. On failure
 * returns FALSE and sets error (AP_READ_ERROR, ap-read-error.h) to one line
 * that starts with "line N: ". `text` need not be NUL-terminated. */
gboolean ap_position_parse (const char *text, gsize len, ApPosition *pos, GError **error);

/* Same, for a position that is part of a longer text (the saved game's):
 * `line_offset` lines come before `text`, and are added to the line numbers
 * of messages. Lines with a NUL byte are refused as not valid UTF-8. */
gboolean ap_position_parse_part (const char *text, gsize len, guint line_offset, ApPosition *pos,
                                 GError **error);

/* Writes every line in the canonical order, ending in a newline. g_free. */
char *ap_position_format (const ApPosition *pos);

G_END_DECLS
