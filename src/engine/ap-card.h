/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A card is one byte: suit * 13 + (rank - 1), so 0..51. The two copies of a
 * card in the double pack are the same byte: they are indistinguishable. */
typedef guint8 ApCard;

typedef enum {
  AP_SPADES,
  AP_HEARTS,
  AP_DIAMONDS,
  AP_CLUBS,
  AP_N_SUITS
} ApSuit;

#define AP_ACE 1
#define AP_JACK 11
#define AP_QUEEN 12
#define AP_KING 13
#define AP_N_CARDS 52    /* distinct cards */
#define AP_DECK_SIZE 104 /* two packs */

static inline ApCard
ap_card_make (int rank, int suit)
{
  return (ApCard) (suit * 13 + rank - 1);
}

#define AP_CARD(rank, suit) ap_card_make ((rank), (suit))

static inline int
ap_card_rank (ApCard card)
{
  return card % 13 + 1;
}

static inline ApSuit
ap_card_suit (ApCard card)
{
  return (ApSuit) (card / 13);
}

static inline gboolean
ap_card_is_red (ApCard card)
{
  ApSuit suit = ap_card_suit (card);
  return suit == AP_HEARTS || suit == AP_DIAMONDS;
}

/* Parses exactly two characters ("TC"); FALSE when malformed. */
gboolean ap_card_parse (const char *text, gsize len, ApCard *out);

/* Writes the two-character notation and a NUL into out. */
void ap_card_format (ApCard card, char out[3]);

/* Untranslated English names, marked with N_() for the app and CLI to
 * translate: "ace" .. "king", "spades" .. "clubs". */
const char *ap_rank_name (int rank);
const char *ap_suit_name (ApSuit suit);

G_END_DECLS
