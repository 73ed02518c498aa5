/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-move.h"
#include "ap-pile-label.h"
#include "ap-pile-words.h"

/* "Tableau 3", "Stock": the pile's name alone. Free with g_free. */
static char *
ap_pile_display_name (int pile)
{
  int n = ap_pile_number (pile);

  switch (ap_pile_kind (pile))
    {
    case AP_KIND_STOCK:
      return g_strdup (_ ("Stock"));
    case AP_KIND_WASTE:
      return g_strdup (_ ("Waste"));
    case AP_KIND_FOUNDATION:
      /* TRANSLATORS: a pile on the board; %d is its number, 1 to 16. */
      return g_strdup_printf (_ ("Foundation %d"), n);
    case AP_KIND_TABLEAU:
      /* TRANSLATORS: a pile on the board; %d is its number, 1 to 8. */
      return g_strdup_printf (_ ("Tableau %d"), n);
    case AP_KIND_RESERVE:
      /* TRANSLATORS: a pile on the board; %d is its number, 1 to 16. */
      return g_strdup_printf (_ ("Reserve %d"), n);
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}

char *
ap_card_display_name (ApCard card)
{
  /* TRANSLATORS: a card, e.g. "ten of clubs": rank, then suit. */
  return g_strdup_printf (_ ("%s of %s"), _ (ap_rank_name (ap_card_rank (card))),
                          _ (ap_suit_name (ap_card_suit (card))));
}

gboolean
ap_pile_stock_redeal_open (const ApPosition *pos)
{
  static const ApMove redeal = { AP_MOVE_REDEAL, 0, 0 };

  return pos->len[AP_PILE_STOCK] == 0 && ap_position_check_move (pos, redeal) == AP_VERDICT_OK;
}

/* The label of the pile as it is (its cards), then what the rules add:
 * how a foundation builds, the redeals an empty stock has left. */
static char *
cards_label (const ApPosition *pos, int pile)
{
  g_autofree char *name = ap_pile_display_name (pile);
  guint n = pos->len[pile];
  g_autofree char *count = NULL;
  g_autofree char *top = NULL;

  if (n == 0)
    /* TRANSLATORS: an empty pile, e.g. "Tableau 2, empty". */
    return g_strdup_printf (_ ("%s, empty"), name);

  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);
  /* The stock is face down: its cards are not told. */
  if (ap_pile_kind (pile) == AP_KIND_STOCK)
    /* TRANSLATORS: a pile and how many cards it holds: "Stock, 64 cards". */
    return g_strdup_printf (C_ ("pile label", "%s, %s"), name, count);

  top = ap_card_display_name (ap_position_top (pos, pile));
  /* TRANSLATORS: pile, count and exposed card: "Tableau 3, 2 cards, top: ten of clubs". */
  return g_strdup_printf (_ ("%s, %s, top: %s"), name, count, top);
}

char *
ap_pile_accessible_label (const ApPosition *pos, int pile)
{
  g_autofree char *label = cards_label (pos, pile);
  g_autofree char *more = NULL;

  if (ap_pile_kind (pile) == AP_KIND_FOUNDATION)
    more = g_strdup (ap_foundation_builds (pos->rules.game, pile));
  else if (pile == AP_PILE_STOCK && ap_pile_stock_redeal_open (pos))
    /* TRANSLATORS: the end of an empty stock's label, "Stock, empty, 2
     * redeals left". */
    more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u redeal left", "%u redeals left",
                                         pos->redeals),
                            pos->redeals);
  if (more == NULL)
    return g_steal_pointer (&label);
  return g_strdup_printf (C_ ("pile label", "%s, %s"), label, more);
}
