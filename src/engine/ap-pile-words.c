/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-pile-words.h"
#include "ap-reason.h"

/* The ways a foundation builds (ApFoundationKind), rules.md 1.2, 1.3, F.1,
 * 8.1: by one rank up or down, or up by two ranks. */
typedef enum {
  BUILDS_UP,
  BUILDS_DOWN,
  BUILDS_UP_BY_TWOS
} Builds;

static Builds
builds (ApGame game, int pile)
{
  const ApFoundationKind *kind = ap_foundation_kind (game, pile);

  if (kind->step < 0)
    return BUILDS_DOWN;
  return kind->step > 1 ? BUILDS_UP_BY_TWOS : BUILDS_UP;
}

const char *
ap_foundation_direction (ApGame game, int pile)
{
  g_return_val_if_fail (ap_pile_kind (pile) == AP_KIND_FOUNDATION, "");

  switch (builds (game, pile))
    {
    case BUILDS_DOWN:
      /* Translators: how a foundation builds, after "onto its foundation":
       * "the seven of hearts onto its foundation building down". */
      return C_ ("foundation", "building down");
    case BUILDS_UP_BY_TWOS:
      /* Translators: the foundations by twos of a suit differ by their
       * base: "the five of spades onto its foundation from the ace". */
      return ap_foundation_kind (game, pile)->base == AP_ACE ? C_ ("foundation", "from the ace")
                                                             : C_ ("foundation", "from the two");
    case BUILDS_UP:
    default:
      return C_ ("foundation", "building up");
    }
}

const char *
ap_foundation_builds (ApGame game, int pile)
{
  int base = ap_foundation_kind (game, pile)->base;

  g_return_val_if_fail (ap_pile_kind (pile) == AP_KIND_FOUNDATION, "");

  /* Translators: the end of a foundation's accessible name, "Foundation
   * 3, empty, builds up by twos from ace". */
  switch (builds (game, pile))
    {
    case BUILDS_DOWN:
      return base == AP_KING ? C_ ("foundation", "builds down from king")
                             : C_ ("foundation", "builds down from five");
    case BUILDS_UP_BY_TWOS:
      return base == AP_ACE ? C_ ("foundation", "builds up by twos from ace")
                            : C_ ("foundation", "builds up by twos from two");
    case BUILDS_UP:
    default:
      return base == AP_ACE ? C_ ("foundation", "builds up from ace")
                            : C_ ("foundation", "builds up from six");
    }
}

/* A card onto a foundation: one of its suit (no other takes it), named by
 * the way it builds; an empty one takes only its base card, which says
 * which kind it is. */
static char *
onto_foundation (const ApPosition *pos, const char *card, int pile)
{
  if (pos->len[pile] == 0)
    /* Translators: the move of a hint: "the ace of spades onto an empty
     * foundation". */
    return g_strdup_printf (C_ ("hint", "%s onto an empty foundation"), card);
  /* Translators: the move of a hint: "the seven of hearts onto its
   * foundation building up"; %1$s is the card, %2$s how the foundation
   * builds. */
  return g_strdup_printf (C_ ("hint", "%1$s onto its foundation %2$s"), card,
                          ap_foundation_direction (pos->rules.game, pile));
}

/* A card onto a depot or a reserve pile: only an empty one takes a card,
 * except a depot that builds, named by its top card. */
static char *
onto_pile (const ApPosition *pos, const char *card, int pile)
{
  ApGame game = pos->rules.game;

  if (ap_pile_kind (pile) == AP_KIND_TABLEAU)
    {
      g_autofree char *top = NULL;

      if (pos->len[pile] == 0)
        /* Translators: the move of a hint: "the seven of hearts onto an
         * empty depot". */
        return g_strdup_printf (C_ ("hint", "%s onto an empty depot"), card);
      top = ap_card_describe (ap_position_top (pos, pile));
      /* Translators: the move of a hint: a card onto a depot's top card,
       * "the seven of hearts onto the eight of hearts". */
      return g_strdup_printf (C_ ("hint", "%1$s onto %2$s"), card, top);
    }
  if (game == AP_GAME_TOURNAMENT)
    /* Translators: the move of a hint: "the seven of hearts onto an empty
     * kibitzer" (Tournament's reserve). */
    return g_strdup_printf (C_ ("hint", "%s onto an empty kibitzer"), card);
  /* Translators: the move of a hint: "the seven of hearts onto an empty
   * reserve pile". */
  return g_strdup_printf (C_ ("hint", "%s onto an empty reserve pile"), card);
}

char *
ap_move_describe (const ApPosition *pos, ApMove move)
{
  g_autofree char *card = NULL;

  g_return_val_if_fail (pos != NULL, NULL);

  if (move.kind == AP_MOVE_DEAL)
    /* Translators: the move of a hint, after "Leads to a win: ". */
    return g_strdup (C_ ("hint", "deal from the stock"));
  if (move.kind == AP_MOVE_REDEAL)
    {
      if (ap_game_info (pos->rules.game)->redeal == AP_REDEAL_GATHER)
        /* Translators: the move of a hint in Tournament (rules.md 7.6). */
        return g_strdup (C_ ("hint", "gather the tableau and deal again"));
      /* Translators: the move of a hint, after "Leads to a win: ". */
      return g_strdup (C_ ("hint", "turn the waste over"));
    }
  if (move.src >= AP_N_PILES || move.dst >= AP_N_PILES || pos->len[move.src] == 0)
    return g_strdup ("?");
  card = ap_card_describe (ap_position_top (pos, move.src));
  if (ap_pile_kind (move.dst) == AP_KIND_FOUNDATION)
    return onto_foundation (pos, card, move.dst);
  return onto_pile (pos, card, move.dst);
}
