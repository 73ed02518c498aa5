/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ap-card.h"

static const char rank_chars[] = "A23456789TJQK";
static const char suit_chars[] = "SHDC";

gboolean
ap_card_parse (const char *text, gsize len, ApCard *out)
{
  const char *r, *s;

  if (len != 2 || text[0] == '\0' || text[1] == '\0')
    return FALSE;
  r = strchr (rank_chars, text[0]);
  s = strchr (suit_chars, text[1]);
  if (r == NULL || s == NULL)
    return FALSE;
  *out = AP_CARD ((int) (r - rank_chars) + 1, (int) (s - suit_chars));
  return TRUE;
}

void
ap_card_format (ApCard card, char out[3])
{
  out[0] = rank_chars[ap_card_rank (card) - 1];
  out[1] = suit_chars[ap_card_suit (card)];
  out[2] = '\0';
}

const char *
ap_rank_name (int rank)
{
  static const char *names[] = {
    N_ ("ace"),   N_ ("two"),  N_ ("three"), N_ ("four"), N_ ("five"),  N_ ("six"),  N_ ("seven"),
    N_ ("eight"), N_ ("nine"), N_ ("ten"),   N_ ("jack"), N_ ("queen"), N_ ("king"),
  };

  g_return_val_if_fail (rank >= 1 && rank <= 13, "");
  return names[rank - 1];
}

const char *
ap_suit_name (ApSuit suit)
{
  static const char *names[] = { N_ ("spades"), N_ ("hearts"), N_ ("diamonds"), N_ ("clubs") };

  g_return_val_if_fail (suit < AP_N_SUITS, "");
  return names[suit];
}
