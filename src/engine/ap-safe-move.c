/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-safe-move.h"

/*
 * Safe automatic moves: moves to a foundation that may be made without
 * trying the alternatives, because they never turn a winnable position
 * into one that cannot be won. The game model makes them for the player
 * (ap_game_model_play_safe_move()); the solver (src/solver/) plays such a
 * move as the only child of a position, and its tests compare it with a
 * search that does not (ApSolverLimits.no_safe_moves) on many small
 * positions.
 *
 * With two packs the usual argument ("every card that could be built on it
 * is home") is not enough: the two copies of a card are interchangeable,
 * and one suit has two foundations that may want the same card. The rules
 * below are the ones proved here; where no proof was found (Patriarchs and
 * Picture Patience, see the end), there are no automatic moves.
 *
 * Notation. c is the card moved, of rank r and suit s, taken from the top of
 * a tableau depot or a reserve pile (not from the waste, not a transfer) to
 * a foundation F that accepts it. P is the position before the move, P' the
 * position after. "On a depot, x can be put onto c" means the tableau rule
 * lets x onto c: Algerian: suit s, rank r-1 or r+1 with wrap (A and K are
 * neighbours); Carthage: suit s, rank r-1, no wrap. Nothing is ever put
 * onto a reserve card or moved off a foundation except by a transfer onto
 * another foundation, so a card once home stays home.
 *
 * The argument (both games). Take a winning line W from P. We build a line
 * W' from P' that is no longer, by replaying W, and keep the invariant:
 *
 *   the piles of W' are those of W without a set R of cards (each pile keeps
 *   the others in the same order), and the foundations of W' are those of W
 *   plus the cards of R (up to a permutation of interchangeable foundations).
 *
 * At the start R = {c}. A move of W that moves a card of R is dropped (the
 * card is already home in W'). A move that puts a card of R onto its
 * foundation is dropped and the card leaves R. Every other move of W is
 * legal in W' and keeps the invariant, as long as nobody in W puts a card
 * onto a card of R (cases below say what happens when someone can):
 *   - its card is on top of its pile in W, so also in W' (only cards of R
 *     can be missing, and none of them lies above it);
 *   - the pile it goes to is empty in W, so also in W' (a reserve's "may
 *     receive" condition depends only on the stock, which is the same); or
 *     its top in W is a card y not in R, which is the top in W' too;
 *   - a deal takes the same stock cards to the same piles (T1.., R1..)
 *     whatever lies in them;
 *   - a move to a foundation G of a card x not in R: the foundations differ
 *     only by the cards of R, which W has not played yet; each rule below
 *     shows that G accepts x in W' as well.
 * At the end of W every card is home, R is empty and W' has won too. The
 * rules below are the cases where the remaining conditions can be shown.
 *
 * Carthage: c may go home when c is an ace, or both copies of the card just
 * below it (r-1 of s) are on the foundations.
 *   Only r-1 of s can be put onto c, and both copies are home, so nobody in
 *   W ever puts a card onto c: R stays {c}. Foundations: the foundations
 *   that take rank r of s are those of suit s showing r-1 (for an ace: the
 *   empty ones). If W plays the other copy of c's card before c itself, W'
 *   plays it onto another foundation that takes it, and there is one:
 *   for r > 1, both copies of r-1 are home, on two foundations of suit s;
 *   if only F shows r-1, the other shows a higher card and so holds the
 *   other copy of c's card, which then is not in play; if both show r-1,
 *   W' uses the one that is not F. For an ace, there are as many empty
 *   foundations as aces not home, and in W both aces of s are not home
 *   yet, so W' still has an empty one besides F. After that, W' is W with
 *   c home on the foundation that W will put c on later, after swapping
 *   two foundations, which the rules treat alike. A card x other than r
 *   of s that W plays onto a foundation G is accepted by G in W' too,
 *   since G differs (if at all) only by holding r of s in W', and in W G
 *   then showed r-1 and would take only r of s.
 *
 * Algerian: each suit has one up foundation U and one down foundation D
 * (rules.md; `suit_unique`). c may go home onto U when D is complete
 * (all 13 cards, K down to A) and U is not empty; or onto D when U is
 * complete and D is not empty.
 *   Take the first case (the second is its mirror image, with ranks read
 *   downwards). D complete means one copy of every rank of s is home on D.
 *   With U showing u >= 1, the cards of s not yet home are exactly one copy
 *   of each rank u+1 .. K, all waiting for U in that order; c is u+1.
 *   Transfers never happen again in this suit: D takes nothing (it ends in
 *   the ace), and a transfer of D's ace onto U would need U empty.
 *   Here someone can put a card onto a card of R: then R is not just {c}
 *   but, as we show, always the run u_W+1 .. m, where u_W is what U shows
 *   in W and m what it shows in W'. A card x that W puts onto a card z of R
 *   on a depot is z-1, z+1 (or A, if z is the king). z-1 is either in R
 *   (W moves a card of R: dropped) or is u_W, both copies home; the
 *   ace has both copies home (one on U, one on D). So x is z+1 and not in
 *   R, which means z = m and x = m+1, the next card that U takes in W': W'
 *   plays x onto U instead, and R grows to u_W+1 .. m+1. Cards of R go home
 *   in W in order u_W+1, u_W+2, ..., which keeps R a run. Finally, while R
 *   is not empty, U takes in W only u_W+1, which is in R, so any card not in
 *   R that W puts on a foundation goes to another foundation, which is the
 *   same in W'.
 *   Both conditions matter: when D is not complete, the ace of s is still
 *   in play, and W may put it onto the king of s on a depot; if that king
 *   were in R (home in W'), W' could not follow. When U is empty (bases
 *   `kings` or `none`), c is an ace and W may put the king of s onto it.
 *
 * Patriarchs and Picture Patience, while cards are still to come from the
 * stock (this deal or the redeal): no automatic moves. A card held on the
 * reserve is a card that can be put home at the moment of the player's
 * choosing, and putting it home then pulls the waste's top card into the
 * reserve; when that happens decides which card is rescued before the next
 * deal buries it. Putting it home early can lose that.
 *
 * Once the stock is empty and no redeal can come (none left, or nothing to
 * turn over), every move to a foundation from the reserve or the waste is
 * safe, except a Picture Patience card that both an up and a down
 * foundation take (two real choices). The argument: order the cards not
 * home as Q = the reserve cards (in any order), then the waste from its top
 * down. Nothing is ever added to Q any more, and the cards a player can
 * reach are exactly the first N+1 cards of Q still not home, N being the
 * number of reserve piles: putting a reserve card home refills its pile
 * with the waste's top, which leaves the order of Q as it was; putting the
 * waste's top home shows the next one. So a position is its foundations
 * plus the set of cards of Q that are home, and the reachable window only
 * grows as cards go home. Take a winning line W from P and P' = P with c
 * home on F. F takes only c's card now, and F must take that card in W at
 * some point (it completes, and before the meeting of the suit nothing
 * reaches F but from outside; in Patriarchs, after it, the reversals make
 * every split of the suit between its two piles equivalent, which the
 * search uses anyway). W' = W without the move that puts a copy of c's
 * card on F. If W puts the other copy c2 there while c goes elsewhere
 * later, W' plays c2 where W plays c: c2 is not home in W', and the cards
 * before it in Q not home in W' are fewer than those before c2 when W put
 * c2 home, or those before c when W put c home, so c2 is within the window
 * then. Every other card W plays is within the window of W' at least as
 * soon as in W, since W' has at least as many cards of Q home before it,
 * and its foundation takes it in W' as in W (they differ only by c until W
 * plays c's card on F). For an ace or king put on an empty foundation, F is
 * the one W first uses for that suit and direction, up to swapping
 * foundations the rules treat alike.
 */

int
ap_opposite_foundation (const ApPosition *pos, int pile, ApSuit suit)
{
  ApGame game = pos->rules.game;
  gboolean down = ap_foundation_is_down (game, pile);

  for (int i = 0; i < 8; i++)
    {
      int other = AP_PILE_F (i);

      if (pos->len[other] > 0 && ap_foundation_is_down (game, other) != down &&
          ap_card_suit (pos->cards[other][0]) == suit)
        return other;
    }
  return -1;
}

static guint
copies_home (const ApPosition *pos, ApCard card)
{
  guint copies = 0;

  for (guint i = 0; i < ap_n_foundations (pos->rules.game); i++)
    {
      int pile = AP_PILE_F (i);

      for (guint k = 0; k < pos->len[pile]; k++)
        copies += pos->cards[pile][k] == card;
    }
  return copies;
}

/* Patriarchs and Picture Patience (see the end of the comment above). */
static gboolean
refill_move_is_safe (const ApPosition *pos, ApMove move)
{
  gboolean up_takes = FALSE, down_takes = FALSE;

  if (pos->len[AP_PILE_STOCK] > 0 || (pos->redeals > 0 && pos->len[AP_PILE_WASTE] > 0))
    return FALSE;
  if (move.kind != AP_MOVE_CARD || ap_pile_kind (move.dst) != AP_KIND_FOUNDATION ||
      ap_pile_kind (move.src) == AP_KIND_FOUNDATION || pos->len[move.src] == 0)
    return FALSE;
  if (pos->rules.transfers)
    return TRUE;
  for (int i = 0; i < 8; i++)
    {
      int pile = AP_PILE_F (i);
      ApMove other = { AP_MOVE_CARD, move.src, pile };

      if (ap_position_check_move (pos, other) != AP_VERDICT_OK)
        continue;
      /* Odd and Even: "up" and "down" are its ace-based and two-based
       * piles, both of which may take a card. */
      if (ap_foundation_kind_index (pos->rules.game, pile) == 1)
        down_takes = TRUE;
      else
        up_takes = TRUE;
    }
  return !(up_takes && down_takes);
}

/* Contradance: the waste's top card c (of rank r) onto foundation F is
 * safe when F's twin T (the other pile of its suit and kind: F1/F2,
 * F3/F4, ..) holds at least as many cards as F. Take a winning line W.
 * - T holds more: T already holds one copy of r, so c is the last one
 *   left and F the only pile that takes it; W puts c on F some time, and
 *   nothing goes on F before (F takes only r).
 * - T holds as many: both take r now, and nothing goes on either before a
 *   card of rank r does. Name them so that the first such card W puts home
 *   goes on F. If it is c, as above. If it is the other copy c2, W' puts
 *   c2 on T when W puts it on F, and skips the move of W that puts c on T.
 * In both cases W' is W without the move of c (and, in the second, with
 * c2 onto T in place of F): its stock and waste are those of W less c, so
 * each of W's other moves is legal in W' (its top cards are W's, since c
 * is not among them), except a deal or redeal of c alone, which W' skips
 * (keeping a redeal it may not need). W' wins too.
 * When T holds fewer cards, T still needs a card of rank r after others,
 * and holding c back for it can matter: the search tries both. */
/* Royal Cotillion: the top card c of a left-wing column onto a foundation
 * F, when the other copy of c is home already (rules.md 5.1: it is then on
 * the other pile of c's suit, F being below c's rank). Take a winning line
 * W. No card but c can go onto F before c does (F takes only c's rank and
 * suit, and the twin is home); the cards under c in its column stay put
 * until c leaves it (5.2); and c is in neither the right wing, the waste
 * nor the stock, so moving it changes no refill (5.3). So every move of W
 * but c's own is legal in the position after c's move, with the same
 * effect, and W' (W without c's move) ends where W ends. A card from the
 * right wing or the waste is not covered: its move refills the right wing
 * from the waste, which changes what a later deal buries. */
static gboolean
cotillion_move_is_safe (const ApPosition *pos, ApMove move)
{
  if (move.kind != AP_MOVE_CARD || ap_pile_kind (move.src) != AP_KIND_TABLEAU ||
      ap_pile_kind (move.dst) != AP_KIND_FOUNDATION || pos->len[move.src] == 0)
    return FALSE;
  return copies_home (pos, ap_position_top (pos, move.src)) == 1;
}

static gboolean
contradance_move_is_safe (const ApPosition *pos, ApMove move)
{
  int twin;

  if (move.kind != AP_MOVE_CARD || move.src != AP_PILE_WASTE ||
      ap_pile_kind (move.dst) != AP_KIND_FOUNDATION)
    return FALSE;
  twin = AP_PILE_F1 + ((move.dst - AP_PILE_F1) ^ 1);
  return pos->len[twin] >= pos->len[move.dst];
}

/*
 * Tournament (rules.md 7). Each suit has at most one up foundation U
 * (showing u: A..u, u = 0 while it is empty) and one down foundation D
 * (showing d: K..d, d = 14 while it is empty); cards leave a foundation
 * only by a transfer (7.1, 1.4), which needs the two to meet: u = d - 1,
 * both founded. Up to the meeting, u only rises and d only falls, one rank
 * a card, so u < d - 1 ("apart"), then u = d - 1 ("met"), and once a card
 * goes home after that, u >= d for good ("past"): then no transfer is
 * possible any more, and a suit past its meeting holds one copy of every
 * rank above u (on D) and one of every rank below d (on U), so the card U
 * takes (u + 1) and the one D takes (d - 1) are each the last copy left.
 * Nothing is built on a kibitzer or a depot; a kibitzer card only goes
 * home. Let c (rank r, suit s) go onto foundation F, G being the other
 * foundation of s; P is the position before, P' after, W a winning line
 * from P, and W' the line from P' built from it.
 *
 * 1. c on a kibitzer k, s not met: safe. Until W puts home a copy of
 *    c's card (at t), F takes nothing in W (it takes only that card; an
 *    empty F, any base of another suit that W puts on it, but any empty
 *    foundation of its kind will do (1.2, 1.3) and W' has one more suit
 *    founded and one fewer empty pile, so it uses another), and no
 *    transfer happens in s (apart: d_W >= u + 2 before t; past: none
 *    ever), so every move of W before t is legal in P' too, with k empty
 *    in W' and never used by W. At t, W puts c or the other copy c2 home:
 *    - c onto F: W' skips it; the positions are equal from then on.
 *    - c2 onto F: W' moves c2 into k instead (k is empty; c2 is a depot's
 *      top, or already on a kibitzer, where W' leaves it). The copies
 *      cannot be told apart (0.1), so the positions are equal.
 *    - c or c2 onto G (only while apart: G then showed r + 1, so F and G
 *      met in W' and meet in W after the move): W' makes the transfer of
 *      c from F onto G (c2: it also moves c2 into k, as above), which
 *      leaves the foundations as W's. When c is an ace going onto an
 *      empty U (or a king onto an empty D), c is F's base and cannot
 *      move: then W's U is empty and D complete (or the mirror), and W'
 *      waits: the one move of s W can make is the last ace onto U, which
 *      W' puts onto D instead, and the positions agree.
 *    W' then follows W: it wins. Except for an ace onto D while U is
 *    empty (a king onto U while D is empty): the transfer above would go
 *    onto an empty foundation, which 1.4 forbids, and W, met with U = A,
 *    may split the suit where W', with D complete, cannot. Not safe.
 * 2. c the top of a depot T, s past, no redeal left, and c not the bottom
 *    card of T while the stock has cards: safe. c is the last copy of its
 *    card and only F will take it, so W puts c onto F some time (maybe
 *    after a stay on a kibitzer) and F takes nothing before. W' is W
 *    without c's moves: its piles are W's without c, so each top that W
 *    moves is a top in W' too, a kibitzer W fills is empty in W', and a
 *    deal puts the same cards on the same piles. A depot of W' empties only
 *    when W's does, since the cards under c leave only after c: the refill
 *    (7.4) is the same. With a redeal left this fails: W may gather T with
 *    c in it, and W' would deal another layout (7.6); so it does when c is
 *    the bottom card and the stock has cards, since W' refills T at once.
 *    With a suit apart, rule 1's exchange of c2 for c is not open to a
 *    depot card.
 * Not safe: a card of a met suit goes home where the player chooses how
 * to split the suit between U and D; a depot card of a suit apart may be
 * the copy that W keeps for G while the other comes up from below.
 */
static gboolean
tournament_move_is_safe (const ApPosition *pos, ApMove move)
{
  ApPileKind src_kind;
  ApCard card;
  int up, down, u, d;

  if (move.kind != AP_MOVE_CARD || ap_pile_kind (move.dst) != AP_KIND_FOUNDATION)
    return FALSE;
  src_kind = ap_pile_kind (move.src);
  if ((src_kind != AP_KIND_TABLEAU && src_kind != AP_KIND_RESERVE) || pos->len[move.src] == 0 ||
      ap_position_check_move (pos, move) != AP_VERDICT_OK)
    return FALSE;
  card = ap_position_top (pos, move.src);
  up = move.dst;
  down = ap_opposite_foundation (pos, move.dst, ap_card_suit (card));
  if (ap_foundation_is_down (pos->rules.game, move.dst))
    {
      int swap = up;

      up = down;
      down = swap;
    }
  u = up >= 0 && pos->len[up] > 0 ? ap_card_rank (ap_position_top (pos, up)) : 0;
  d = down >= 0 && pos->len[down] > 0 ? ap_card_rank (ap_position_top (pos, down)) : 14;
  if (u == d - 1)
    return FALSE; /* met */
  if ((ap_card_rank (card) == AP_ACE && move.dst == down && u == 0) ||
      (ap_card_rank (card) == AP_KING && move.dst == up && d == 14))
    return FALSE; /* F would be complete with G empty */
  if (src_kind == AP_KIND_RESERVE)
    return TRUE; /* rule 1 */
  /* Rule 2. */
  return u >= d && pos->redeals == 0 && (pos->len[move.src] >= 2 || pos->len[AP_PILE_STOCK] == 0);
}

gboolean
ap_move_is_safe (const ApPosition *pos, ApMove move)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);
  ApPileKind src_kind;
  ApCard card;
  int rank, opposite;
  ApSuit suit;

  /* The games of docs/rules.md 5-8: Odd and Even has Picture Patience's
   * argument above word for word (its two kinds of foundation in place of
   * up and down); Royal Cotillion, Tournament and Contradance have arguments
   * of their own (cotillion_move_is_safe(), tournament_move_is_safe(),
   * contradance_move_is_safe()). Contradance's own search
   * (ap-solver-contradance.c) builds on its rule. docs/solver-notes.md
   * (section 13) sums this up. */
  switch (pos->rules.game)
    {
    case AP_GAME_ROYAL_COTILLION:
      return cotillion_move_is_safe (pos, move);
    case AP_GAME_TOURNAMENT:
      return tournament_move_is_safe (pos, move);
    case AP_GAME_CONTRADANCE:
      return contradance_move_is_safe (pos, move);
    default:
      break;
    }
  if (info->refill_reserve)
    return refill_move_is_safe (pos, move);
  if (move.kind != AP_MOVE_CARD || ap_pile_kind (move.dst) != AP_KIND_FOUNDATION)
    return FALSE;
  src_kind = ap_pile_kind (move.src);
  if ((src_kind != AP_KIND_TABLEAU && src_kind != AP_KIND_RESERVE) || pos->len[move.src] == 0)
    return FALSE;

  card = ap_position_top (pos, move.src);
  rank = ap_card_rank (card);
  suit = ap_card_suit (card);

  switch (info->tableau)
    {
    case AP_TABLEAU_SUIT_DOWN:
      return rank == AP_ACE || copies_home (pos, AP_CARD (rank - 1, suit)) == 2;
    case AP_TABLEAU_SUIT_UP_OR_DOWN:
      if (!info->suit_unique || pos->len[move.dst] == 0)
        return FALSE;
      opposite = ap_opposite_foundation (pos, move.dst, suit);
      return opposite >= 0 && pos->len[opposite] == 13;
    case AP_TABLEAU_NONE:
    default:
      return FALSE;
    }
}
