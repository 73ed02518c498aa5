/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-safe-move.h"
#include "ap-solver-private.h"

/*
 * The search's safe automatic moves: the engine's (ap-safe-move.c, where
 * each rule is proved), and the search's own move of a met suit
 * (AP_SOLVER_MOVE_MET, ap-solver-met.c). That move puts a card home from
 * the reserve or the waste after transfers, which only exist where the
 * foundations meet; in a game that refills its reserve, the engine's last
 * argument (once the stock is spent, every move home from the reserve or
 * the waste is safe) covers it as it covers the card's plain move home.
 */

gboolean
ap_solver_move_is_safe (const ApPosition *pos, ApMove move)
{
  if (move.kind == AP_SOLVER_MOVE_MET)
    {
      ApMove home = { AP_MOVE_CARD, move.src, move.dst };

      return ap_game_info (pos->rules.game)->refill_reserve && ap_move_is_safe (pos, home);
    }
  return ap_move_is_safe (pos, move);
}

/* Of the `n` moves from `pos`, keeps the first safe automatic move alone
 * when there is one; returns how many moves are left. */
guint
ap_solver_keep_safe_move (const ApPosition *pos, ApMove *moves, guint n)
{
  for (guint i = 0; i < n; i++)
    if (ap_solver_move_is_safe (pos, moves[i]))
      {
        moves[0] = moves[i];
        return 1;
      }
  return n;
}
