/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-a11y.h"
#include "ap-reason.h"
#include "ap-solver-task.h"
#include "ap-window-private.h"

/*
 * The solver in the window. Every search runs in a worker thread
 * (ap-solver-task.c) on a copy of the position, and an answer about a
 * position the player has left is dropped there. Three tasks, so that one
 * does not stop another:
 *
 * - the hint (win.hint, H): the next move of a winning line when one is
 *   found, else the engine's fallback (ap_solver_hint), shown on the board
 *   and said in a message that keeps off the hinted cards
 *   (ap-window-message.c); a hint that is shown counts in the statistics;
 * - the watch: a moment after every change of the game, a search with a
 *   modest budget says whether the game can still be won, whether it is
 *   lost (rules.md) and whether the rest is trivial. This file is the one
 *   place that decides what the player is told about it: the banner under
 *   the header bar ("can no longer be won", with Undo back to the last
 *   position known to be winnable; lost; Finish), and the "No More Moves"
 *   message of ap-window-learn.c;
 * - winnable deals only: New Game first searches deal numbers from a
 *   random one on, and deals the first winnable one under its own number,
 *   so that the number can still be shared.
 */

/* The position must rest this long before the watch searches it, so that
 * quick play starts one search rather than one per move. */
#define WATCH_DELAY_MS 250
/* The watch's budget per position: most positions are decided in a small
 * fraction of it. */
#define WATCH_SECONDS 2.0
/* Winnable deals only: the budget per deal, and how many deals are tried
 * before one is dealt unchecked. */
#define FIND_SECONDS 2.0
#define FIND_MAX_DEALS 12
/* The pause between two moves of Finish, after the last one has landed. */
#define FINISH_PAUSE_MS 30
/* No position known to be winnable. */
#define NO_MOVES G_MAXUINT

typedef enum {
  OUTLOOK_UNKNOWN,     /* not searched yet, or the budget ran out */
  OUTLOOK_WINNABLE,
  OUTLOOK_FINISH,      /* winnable, and the rest is trivial: Finish */
  OUTLOOK_UNWINNABLE,  /* no win is possible any more */
  OUTLOOK_LOST,        /* no card can reach a foundation again (rules.md) */
  OUTLOOK_WON
} Outlook;

static const char *const outlook_ids[] = {
  "unknown", "winnable", "finish", "unwinnable", "lost", "won",
};

struct _ApWindowSolver
{
  ApWindow *window;            /* owns this struct */
  ApSolverTask *hint_task;
  ApSolverTask *watch_task;
  ApSolverTask *deal_task;

  /* The watch. */
  guint watch_source;
  Outlook outlook;
  gboolean may_tell;           /* the last change was a move: a loss may be
                                  announced with a message */
  guint last_winnable;         /* move count of the last position of the
                                  current line known to be winnable, or
                                  NO_MOVES; positions before it in the line
                                  are winnable too */
  guint first_unwinnable;      /* move count of the first position of the
                                  line known not to be, or NO_MOVES; those
                                  after it cannot be won either */
  gboolean never_winnable;     /* the deal's start is proved unwinnable */
  gboolean seeking;            /* the watch looks for the last winnable
                                  position (now_unwinnable()) */
  gboolean undo_waiting;       /* the banner's Undo waits for it */
  ApMove *finish;              /* the rest of a win, for Finish */
  guint n_finish;

  /* Finish being played: its own copy of the line, since the outlook
   * changes under it with every move. */
  gboolean finishing;
  ApMove *playing;
  guint n_playing;
  guint finish_next;
  guint finish_source;

  /* The hint, for the tests' state file. */
  char *hint;                  /* "T1 F1 winning", "none", "pending" or NULL */
  char *hint_text;             /* what the last hint message said */
  guint banner_reveals;        /* how often the banner came, for the tests */
  /* The watch's winning line, while the game follows it: line[line_next]
   * is a winning move of the position after line_at + line_next moves. */
  ApMove *line;
  guint n_line;
  guint line_at;
  guint line_next;
  gboolean hint_counted;       /* a hint for this position is in the
                                  statistics */

  /* Winnable deals only. */
  gboolean placeholder;        /* the model still holds the deal it was made
                                  with: the window has given it no game yet */
  gboolean hidden;             /* the board is out of sight meanwhile */
  gboolean finding;
  ApRules finding_rules;
  guint32 finding_first;
  guint find_delay_ms;         /* AP_TEST_FIND_DELAY (ap-test-hooks.h) */
  double watch_seconds;        /* WATCH_SECONDS, or AP_TEST_WATCH_SECONDS */
  guint find_source;           /* starts the search after that delay */
};

static void update_banner (ApWindowSolver *solver);
static void now_unwinnable (ApWindowSolver *solver, guint moves);

/* A frame of the window follows every change here, so that the tests'
 * state file (written after frames) hears about it. */
static void
changed (ApWindowSolver *solver)
{
  gtk_widget_queue_draw (GTK_WIDGET (solver->window->board));
}

/* ---------------------------------------------------------------- hint */

/* The move of a hint, as the second half of a sentence. */
static char *
describe_move (const ApPosition *pos, ApMove move)
{
  g_autofree char *card = NULL;
  g_autofree char *pile = NULL;

  if (move.kind == AP_MOVE_DEAL)
    /* TRANSLATORS: the move of a hint, after "Leads to a win: ". */
    return g_strdup (_("deal from the stock"));
  if (move.kind == AP_MOVE_REDEAL)
    /* TRANSLATORS: the move of a hint, after "Leads to a win: ". */
    return g_strdup (_("turn the waste over"));
  card = ap_card_describe (ap_position_top (pos, move.src));
  /* One sentence for each kind of pile, so that languages can give the
   * pile its article and gender ("sulla fondazione 5", "sul deposito 3"). */
  switch (ap_pile_kind (move.dst))
    {
    case AP_KIND_FOUNDATION:
      /* TRANSLATORS: the move of a hint, after "Leads to a win: ": "the
       * seven of hearts onto Foundation 5". The card comes with its
       * article, as in the reasons of refused moves. */
      return g_strdup_printf (C_("hint", "%s onto Foundation %d"), card,
                              ap_pile_number (move.dst));
    case AP_KIND_TABLEAU:
      /* TRANSLATORS: as above, "the seven of hearts onto Tableau 3". */
      return g_strdup_printf (C_("hint", "%s onto Tableau %d"), card, ap_pile_number (move.dst));
    case AP_KIND_RESERVE:
      /* TRANSLATORS: as above, "the seven of hearts onto Reserve 2". */
      return g_strdup_printf (C_("hint", "%s onto Reserve %d"), card, ap_pile_number (move.dst));
    default:
      pile = ap_pile_describe (move.dst);
      /* TRANSLATORS: as above, onto a pile of another kind. */
      return g_strdup_printf (C_("hint", "%s onto %s"), card, pile);
    }
}

/* Said in the window's message over the board rather than in a toast,
 * which would lie over the bottom row of cards, hinted ones included: the
 * message keeps off them (ap-window-message.c). A new one replaces the last. */
static void
say_hint (ApWindowSolver *solver, const char *text, gboolean on_board)
{
  g_free (solver->hint_text);
  solver->hint_text = g_strdup (text);
  ap_window_show_hint_message (solver->window, text, on_board);
}

static void
clear_line (ApWindowSolver *solver)
{
  g_clear_pointer (&solver->line, g_free);
  solver->n_line = solver->line_next = 0;
}

/* The next move of the watch's winning line, when the game is on it. */
static gboolean
line_move (ApWindowSolver *solver, ApMove *move)
{
  if (solver->line == NULL || solver->line_next >= solver->n_line ||
      game_model_get_n_history (solver->window->model) != solver->line_at + solver->line_next)
    return FALSE;
  *move = solver->line[solver->line_next];
  return TRUE;
}

/* After a move, an undo or a redo: still on the line, or off it. */
static void
follow_line (ApWindowSolver *solver, const ApMove *move, gboolean undo)
{
  guint moves = game_model_get_n_history (solver->window->model);

  if (!undo && solver->line != NULL && moves == solver->line_at + solver->line_next + 1 &&
      solver->line_next < solver->n_line && ap_move_equal (*move, solver->line[solver->line_next]))
    solver->line_next++;
  else if (undo && moves >= solver->line_at && moves <= solver->line_at + solver->line_next)
    solver->line_next = moves - solver->line_at;
  else
    clear_line (solver);
}

static void
hint_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  ApSolverAnswer from_line;
  ApMove next;
  ApWindow *self = solver->window;
  g_autofree char *move_text = NULL;
  g_autofree char *text = NULL;
  char notation[8];

  /* The hint's own search is small, so that every hint comes at once; the
   * watch may have found a win it missed. Then the hint is that line's next
   * move, and does not say "no win known" of a deal the game knows can be
   * won. */
  if (answer->hint.kind != AP_HINT_WINNING && line_move (solver, &next))
    {
      from_line = *answer;
      from_line.hint.kind = AP_HINT_WINNING;
      from_line.hint.verdict = AP_SOLVER_WINNABLE;
      from_line.hint.move = next;
      from_line.hint.enables = FALSE;
      answer = &from_line;
    }

  g_free (solver->hint);
  if (answer->hint.kind == AP_HINT_NONE)
    {
      /* Nothing shown, so nothing counted. */
      solver->hint = g_strdup ("none");
      say_hint (solver, _("No useful move: no card can get closer to a foundation."), FALSE);
      changed (solver);
      return;
    }

  /* Shown on the board, or not at all (and then not counted). */
  if (!ap_board_show_hint (self->board, answer->hint.move))
    {
      solver->hint = NULL;
      changed (solver);
      return;
    }
  ap_move_format (answer->hint.move, notation);
  solver->hint = g_strdup_printf ("%s %s", notation,
                                  answer->hint.kind == AP_HINT_WINNING ? "winning" : "progress");
  /* What the hint is based on comes first: it is what the board cannot
   * show. */
  move_text = describe_move (&answer->position, answer->hint.move);
  if (answer->hint.kind == AP_HINT_WINNING && answer->hint.enables)
    {
      /* A transfer between foundations puts no card home: the hint says
       * which card it makes way for (ap_solver_hint()). */
      g_autofree char *card = ap_card_describe (answer->hint.enabled);

      /* TRANSLATORS: a hint from a winning line that moves a card from
       * one foundation to another; the first %s is the move, e.g. "the
       * eight of hearts onto Foundation 2", the second a card with its
       * article, e.g. "the queen of hearts". */
      text = g_strdup_printf (_("Leads to a win: %s, so that %s can go home."),
                              move_text, card);
    }
  else if (answer->hint.kind == AP_HINT_WINNING)
    /* TRANSLATORS: a hint from a winning line; %s is the move, e.g. "the
     * seven of hearts onto Tableau 3". */
    text = g_strdup_printf (_("Leads to a win: %s."), move_text);
  else if (answer->hint.verdict == AP_SOLVER_UNWINNABLE ||
           solver->outlook == OUTLOOK_UNWINNABLE || solver->outlook == OUTLOOK_LOST)
    /* The hint's small search may not see it, but the watch proved it for
     * this very position: the message must not contradict the banner. */
    /* TRANSLATORS: a hint when the deal cannot be won: the move that gets
     * the most cards onto the foundations; %s is the move. */
    text = g_strdup_printf (_("No win possible; best for the foundations: %s."), move_text);
  else
    /* TRANSLATORS: a hint when the solver knows no win (it may have run out
     * of time): the move that gets the most cards onto the foundations. */
    text = g_strdup_printf (_("No win known; best for the foundations: %s."), move_text);
  say_hint (solver, text, TRUE);
  /* Asked again for the same position, it is the same hint. */
  if (!solver->hint_counted)
    ap_game_session_hint_used (self->session);
  solver->hint_counted = TRUE;
  changed (solver);
}

static void
hint_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  if (game_model_get_won (self->model) || solver->finishing)
    return;
  ap_window_play_due_auto_moves (self);
  if (game_model_get_won (self->model))
    return;
  g_free (solver->hint);
  solver->hint = g_strdup ("pending");
  ap_solver_task_hint (solver->hint_task);
  changed (solver);
}

/* ------------------------------------------------------------- outlook */

static void
clear_finish (ApWindowSolver *solver)
{
  g_clear_pointer (&solver->finish, g_free);
  solver->n_finish = 0;
}

static void
set_outlook (ApWindowSolver *solver, Outlook outlook)
{
  ApWindow *self = solver->window;

  solver->outlook = outlook;
  if (outlook != OUTLOOK_FINISH)
    clear_finish (solver);
  /* The message of ap-window-learn.c comes up once, after a move; an undo
   * out of the loss takes it away. */
  ap_window_set_lost (self, outlook == OUTLOOK_LOST, solver->may_tell);
  /* A game proved lost is over: its clock stops until an undo takes the
   * game out of the loss. */
  ap_game_session_set_clock_paused (self->session, outlook == OUTLOOK_LOST);
  update_banner (solver);
  ap_window_solver_update_actions (self);
  changed (solver);
}

static gboolean
watch_cb (gpointer user_data)
{
  ApWindowSolver *solver = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (solver->window));

  /* Not before the window's first frame: on a machine of two cores, a
   * search started sooner competes with the start-up for its CPU (the
   * watch is armed at the first deal, 250 ms before it runs, and start-up
   * can take longer than that; bench/gui/README.md). */
  if (clock == NULL || gdk_frame_clock_get_frame_counter (clock) < 0)
    return G_SOURCE_CONTINUE;
  solver->watch_source = 0;
  /* After an unwinnable position, only whether the game is lost is left
   * to find out. */
  ap_solver_task_assess (solver->watch_task, solver->watch_seconds,
                         solver->outlook == OUTLOOK_UNWINNABLE);
  return G_SOURCE_REMOVE;
}

/* What is known at once about the position after a change, then the
 * watch for the rest. */
static void
reassess (ApWindowSolver *solver, Outlook known)
{
  ApWindow *self = solver->window;
  ApOutlook now = ap_position_outlook (game_model_get_position (self->model));
  g_autofree ApMove *finish = NULL;
  guint n_finish = 0;

  g_clear_handle_id (&solver->watch_source, g_source_remove);
  if (now == AP_OUTLOOK_WON)
    known = OUTLOOK_WON;
  else if (now == AP_OUTLOOK_STUCK)
    {
      /* Nothing but idle moves and nothing to deal: lost without a search. */
      known = OUTLOOK_LOST;
      now_unwinnable (solver, game_model_get_n_history (self->model));
    }
  else if (known != OUTLOOK_UNWINNABLE && !solver->finishing &&
           ap_solver_finish (game_model_get_position (self->model), &finish, &n_finish))
    /* Cheap enough to know at once: the banner's Finish stays up from one
     * move home to the next, rather than going and coming back with the
     * watch, which shook the board under a double click. */
    known = OUTLOOK_FINISH;
  set_outlook (solver, known);
  if (known == OUTLOOK_FINISH)
    {
      clear_finish (solver);
      solver->finish = g_steal_pointer (&finish);
      solver->n_finish = n_finish;
    }
  else if (known != OUTLOOK_LOST && known != OUTLOOK_WON && !solver->finishing)
    solver->watch_source = g_timeout_add (WATCH_DELAY_MS, watch_cb, solver);
}

/* The game in play, at `moves`, is known to be unwinnable. Then where the
 * line went wrong, for the banner's Undo, unless that is known already:
 * after a quick series of moves, or a saved game resumed, the watch has not
 * searched every position of the line. */
static void
now_unwinnable (ApWindowSolver *solver, guint moves)
{
  guint low = solver->last_winnable != NO_MOVES ? solver->last_winnable + 1 : 0;
  guint high = MIN (solver->first_unwinnable, moves);

  solver->first_unwinnable = MIN (solver->first_unwinnable, moves);
  if (solver->first_unwinnable == 0)
    solver->never_winnable = TRUE;
  if (solver->never_winnable || low >= high)
    return;
  ap_solver_task_find_last_winnable (solver->watch_task, solver->last_winnable,
                                     solver->watch_seconds);
  solver->seeking = TRUE;
}

static void undo_to_winnable (ApWindowSolver *solver);

static void
last_winnable_answered (ApWindowSolver *solver, const ApSolverAnswer *answer)
{
  if (answer->last_winnable != AP_SOLVER_TASK_NONE)
    {
      solver->last_winnable = answer->last_winnable;
      solver->first_unwinnable = MIN (solver->first_unwinnable, answer->last_winnable + 1);
    }
  if (answer->never_winnable)
    {
      solver->never_winnable = TRUE;
      solver->first_unwinnable = 0;
    }
  solver->seeking = FALSE;
  if (solver->undo_waiting)
    {
      /* Moves the game, which brings the banner up to date. */
      solver->undo_waiting = FALSE;
      undo_to_winnable (solver);
      return;
    }
  update_banner (solver);
  changed (solver);
}

static void
watch_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  Outlook outlook = solver->outlook;

  if (answer->job == AP_SOLVER_JOB_LAST_WINNABLE)
    {
      last_winnable_answered (solver, answer);
      return;
    }
  if (answer->verdict == AP_SOLVER_WINNABLE)
    {
      solver->last_winnable = answer->model_moves;
      if (answer->line != NULL)
        {
          clear_line (solver);
          solver->line = g_memdup2 (answer->line, answer->n_line * sizeof (ApMove));
          solver->n_line = answer->n_line;
          solver->line_at = answer->model_moves;
        }
      outlook = OUTLOOK_WINNABLE;
      if (answer->finish != NULL)
        outlook = OUTLOOK_FINISH;
    }
  else if (answer->lost == AP_LOST_YES)
    outlook = OUTLOOK_LOST;
  else if (answer->verdict == AP_SOLVER_UNWINNABLE)
    outlook = OUTLOOK_UNWINNABLE;
  if (outlook == OUTLOOK_UNWINNABLE || outlook == OUTLOOK_LOST)
    now_unwinnable (solver, answer->model_moves);
  set_outlook (solver, outlook);
  if (outlook == OUTLOOK_FINISH)
    {
      clear_finish (solver);
      solver->finish = g_memdup2 (answer->finish, answer->n_finish * sizeof (ApMove));
      solver->n_finish = answer->n_finish;
    }
}

/* -------------------------------------------------------------- finish */

static void
stop_finishing (ApWindowSolver *solver)
{
  if (!solver->finishing)
    return;
  solver->finishing = FALSE;
  g_clear_handle_id (&solver->finish_source, g_source_remove);
  g_clear_pointer (&solver->playing, g_free);
  solver->n_playing = 0;
  update_banner (solver);
  ap_window_solver_update_actions (solver->window);
  changed (solver);
}

static gboolean
finish_step_cb (gpointer user_data)
{
  ApWindowSolver *solver = user_data;
  ApWindow *self = solver->window;
  ApMove move;

  solver->finish_source = 0;
  if (!solver->finishing || solver->finish_next >= solver->n_playing)
    {
      stop_finishing (solver);
      return G_SOURCE_REMOVE;
    }
  move = solver->playing[solver->finish_next++];
  /* The last move ends Finish before the model says the game is won, so
   * that the win is handled as any other. */
  if (solver->finish_next == solver->n_playing)
    stop_finishing (solver);
  if (game_model_try_move (self->model, move) != AP_VERDICT_OK)
    {
      /* The line was found for this very position, so this should not
       * happen; if it does, the player simply plays on. */
      g_message ("Finish: move %u of the line was refused", solver->finish_next);
      stop_finishing (solver);
    }
  return G_SOURCE_REMOVE;
}

/* Each move of Finish waits until the board has landed the last one, so
 * that the player sees every card go home. */
static void
board_state_changed_cb (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;

  if (solver->finishing && solver->finish_source == 0 && !ap_board_get_busy (self->board))
    solver->finish_source = g_timeout_add (FINISH_PAUSE_MS, finish_step_cb, solver);
}

static void
finish_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  if (solver->outlook != OUTLOOK_FINISH || solver->finish == NULL || solver->finishing)
    return;
  ap_board_cancel (self->board);
  solver->finishing = TRUE;
  solver->playing = g_steal_pointer (&solver->finish);
  solver->n_playing = solver->n_finish;
  solver->n_finish = 0;
  solver->finish_next = 0;
  g_clear_handle_id (&solver->watch_source, g_source_remove);
  ap_solver_task_cancel (solver->watch_task);
  update_banner (solver);
  ap_window_solver_update_actions (self);
  board_state_changed_cb (solver);
  changed (solver);
}

/* ---------------------------------------------------------------- undo */

/* Back to the last position known to be winnable, or one move back when
 * none is known. */
static void
undo_to_winnable (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;
  guint moves = game_model_get_n_history (self->model);
  guint target = solver->last_winnable != NO_MOVES ? solver->last_winnable
                                                   : (moves > 0 ? moves - 1 : 0);

  ap_board_cancel (self->board);
  while (game_model_get_n_history (self->model) > target && game_model_undo (self->model))
    ;
}

static void
undo_to_winnable_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;
  ApWindowSolver *solver = self->solver;

  /* Where the line went wrong is being worked out (a few seconds at
   * most): the undo waits for it rather than stop one move back. */
  if (solver->seeking)
    {
      solver->undo_waiting = TRUE;
      update_banner (solver);
      changed (solver);
      return;
    }
  undo_to_winnable (solver);
}

/* ------------------------------------------------------ winnable deals */

/* At start-up there is no game to keep showing while the first deal is
 * searched for: the board stays out of sight and out of reach until then. */
static void
set_hidden (ApWindowSolver *solver, gboolean hidden)
{
  GtkWidget *board = GTK_WIDGET (solver->window->board);

  solver->hidden = hidden;
  gtk_widget_set_opacity (board, hidden ? 0.0 : 1.0);
  gtk_widget_set_sensitive (board, !hidden);
  /* The shortcuts too: a deal (D) or a hint (H) on cards out of sight
   * would play or count on a deal that is not checked yet. */
  ap_window_update_actions (solver->window);
  ap_window_update_title (solver->window);
}

/* The search given up (Cancel, or the player did something else): the
 * game in play stays, and so does the setting that names it, which
 * ap_window_start_deal() had set to the game searched for. */
static void
stop_finding (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;

  if (solver->hidden)
    set_hidden (solver, FALSE);
  if (!solver->finding)
    return;
  solver->finding = FALSE;
  g_clear_handle_id (&solver->find_source, g_source_remove);
  ap_solver_task_cancel (solver->deal_task);
  ap_settings_set_game (self->settings, game_model_get_position (self->model)->rules.game);
  update_banner (solver);
  changed (solver);
}

static void
deal_answered_cb (ApSolverTask *task, gpointer data, ApWindowSolver *solver)
{
  const ApSolverAnswer *answer = data;
  ApWindow *self = solver->window;
  ApRules rules = solver->finding_rules;

  gboolean shown = !solver->hidden;

  solver->finding = FALSE;
  update_banner (solver);
  set_hidden (solver, FALSE);
  if (answer->deal != 0)
    {
      /* The deal out of sight may be the one. */
      if (shown || answer->deal != game_model_get_deal_number (self->model))
        ap_game_session_new_deal (self->session, &rules, answer->deal);
      return;
    }
  /* Rare: every deal tried was unknown within its budget, or unwinnable.
   * The player gets a game all the same, and is told. */
  if (shown)
    ap_game_session_new_deal (self->session, &rules, solver->finding_first);
  ap_window_show_message (self, AP_MESSAGE_NOTICE,
                          _("No winnable deal found in time; this one is unchecked."), -1, -1);
}

static gboolean
begin_finding_cb (gpointer data)
{
  ApWindowSolver *solver = data;

  solver->find_source = 0;
  ap_solver_task_find_winnable (solver->deal_task, &solver->finding_rules, solver->finding_first,
                                FIND_SECONDS, FIND_MAX_DEALS);
  return G_SOURCE_REMOVE;
}

gboolean
ap_window_solver_find_deal (ApWindow *self, const ApRules *rules)
{
  ApWindowSolver *solver = self->solver;
  gboolean winnable_only = FALSE;

  g_object_get (self->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only || solver == NULL)
    return FALSE;

  /* Deal numbers run from 1 to 2^31-1 (docs/deals.md). */
  solver->finding_first = (guint32) g_random_int_range (1, G_MAXINT32);
  ap_board_cancel (self->board);
  if (solver->placeholder)
    {
      /* The game and the number are right while the search runs, and the
       * first deal tried is there already if it is winnable. */
      ap_game_session_new_deal (self->session, rules, solver->finding_first);
      set_hidden (solver, TRUE);
    }
  solver->finding = TRUE;
  solver->finding_rules = *rules;
  g_clear_handle_id (&solver->find_source, g_source_remove);
  if (solver->find_delay_ms > 0)
    solver->find_source = g_timeout_add (solver->find_delay_ms, begin_finding_cb, solver);
  else
    begin_finding_cb (solver);
  update_banner (solver);
  changed (solver);
  return TRUE;
}

static void
cancel_search_cb (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ApWindow *self = user_data;

  stop_finding (self->solver);
}

/* -------------------------------------------------------------- banner */

static void
set_button (GtkButton *button, const char *label, const char *action, gboolean suggested)
{
  gtk_widget_set_visible (GTK_WIDGET (button), label != NULL);
  if (label == NULL)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
      return;
    }
  gtk_button_set_label (button, label);
  ap_a11y_name_button (button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button),
                               g_strcmp0 (action, "win.undo-to-winnable") == 0
                                 ? _("Go back to the last position that could still be won")
                                 : NULL);
  if (suggested)
    gtk_widget_add_css_class (GTK_WIDGET (button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (button), "suggested-action");
}

static void
update_banner (ApWindowSolver *solver)
{
  ApWindow *self = solver->window;
  gboolean can_undo = game_model_can_undo (self->model);
  const char *text = NULL;
  const char *label = NULL, *action = NULL;
  const char *label2 = NULL, *action2 = NULL;
  gboolean suggested = FALSE;

  if (solver->finding)
    {
      text = _("Finding a winnable deal…");
      label = _("_Cancel");
      action = "win.cancel-search";
    }
  else if (solver->finishing)
    text = NULL;
  else
    switch (solver->outlook)
      {
      case OUTLOOK_FINISH:
        text = _("Every card left can go home.");
        label = _("_Finish");
        action = "win.finish";
        suggested = TRUE;
        break;
      case OUTLOOK_UNWINNABLE:
        if (can_undo && !solver->never_winnable)
          {
            text = _("This deal can no longer be won.");
            label = _("_Undo");
            action = "win.undo-to-winnable";
            /* rules.md: offer undo and a new game. */
            label2 = _("_New Game");
            action2 = "win.new-game";
          }
        else
          {
            text = _("This deal cannot be won.");
            label = _("_New Game");
            action = "win.new-game";
          }
        break;
      case OUTLOOK_LOST:
        /* One message at a time: while "No More Moves" is up, with its
         * own Undo and New Game, it says it all; the banner comes when it
         * is answered and the player is back at the cards. */
        if (ap_window_get_lost_shown (self))
          break;
        text = _("No card can reach a foundation any more.");
        label = _("_New Game");
        action = "win.new-game";
        /* No position of this deal could be won: nothing to go back to. */
        if (can_undo && !solver->never_winnable)
          {
            label2 = _("_Undo");
            action2 = "win.undo-to-winnable";
          }
        break;
      case OUTLOOK_UNKNOWN:
      case OUTLOOK_WINNABLE:
      case OUTLOOK_WON:
      default:
        break;
      }

  gtk_widget_set_visible (GTK_WIDGET (self->banner_spinner),
                          solver->finding || solver->undo_waiting);
  gtk_spinner_set_spinning (self->banner_spinner, solver->finding || solver->undo_waiting);
  /* The text stays while the banner slides away. */
  if (text != NULL)
    {
      gboolean news = !gtk_revealer_get_reveal_child (self->banner) ||
                      g_strcmp0 (gtk_label_get_text (self->banner_label), text) != 0;

      gtk_label_set_text (self->banner_label, text);
      set_button (self->banner_button, label, action, suggested);
      set_button (self->banner_button2, label2, action2, FALSE);
      /* A status is not announced by GTK 4.8: the focused widget says it. */
      if (news)
        ap_window_announce (self, text);
    }
  if (text != NULL && !gtk_revealer_get_reveal_child (self->banner))
    solver->banner_reveals++;
  gtk_revealer_set_reveal_child (self->banner, text != NULL);
}

/* --------------------------------------------------------------- model */

static void
model_reset_cb (ApWindowSolver *solver)
{
  /* A new deal or a loaded game: nothing is known about it yet, and a
   * loss found now is shown in the banner only. */
  stop_finishing (solver);
  stop_finding (solver);
  solver->placeholder = FALSE;
  solver->hint_counted = FALSE;
  solver->may_tell = FALSE;
  solver->last_winnable = NO_MOVES;
  solver->first_unwinnable = NO_MOVES;
  solver->never_winnable = FALSE;
  solver->seeking = solver->undo_waiting = FALSE;
  g_clear_pointer (&solver->hint, g_free);
  clear_line (solver);
  reassess (solver, OUTLOOK_UNKNOWN);
}

static void
model_moved_cb (ApWindowSolver *solver, gpointer move, gboolean undo)
{
  ApWindow *self = solver->window;
  guint moves = game_model_get_n_history (self->model);
  Outlook known = OUTLOOK_UNKNOWN;

  /* The player doing something else ends the search for a deal, and an
   * undo ends Finish. */
  stop_finding (solver);
  if (undo)
    stop_finishing (solver);
  g_clear_pointer (&solver->hint, g_free);
  solver->hint_counted = FALSE;
  follow_line (solver, move, undo);
  solver->may_tell = !undo;
  /* The watch's search, if any, is over (ap-solver-task.h). */
  solver->seeking = solver->undo_waiting = FALSE;

  if (undo)
    {
      /* The line is the same up to here: a position before one that can
       * be won can be won too. */
      if (solver->last_winnable != NO_MOVES && moves <= solver->last_winnable)
        {
          solver->last_winnable = moves;
          known = OUTLOOK_WINNABLE;
        }
      /* Back at or after the first unwinnable position, the line is the
       * same; before it, the next move may take another way. */
      if (solver->never_winnable ||
          (solver->first_unwinnable != NO_MOVES && moves >= solver->first_unwinnable))
        known = OUTLOOK_UNWINNABLE;
      else
        solver->first_unwinnable = NO_MOVES;
    }
  else if (solver->outlook == OUTLOOK_UNWINNABLE || solver->outlook == OUTLOOK_LOST)
    /* Nothing that follows a position that cannot be won can be won. */
    known = solver->outlook;
  else if (solver->finishing)
    known = OUTLOOK_WINNABLE;
  reassess (solver, known);
}

static void
settings_changed_cb (ApWindowSolver *solver)
{
  /* Turning "winnable deals only" off stops a search in progress. */
  gboolean winnable_only = TRUE;

  g_object_get (solver->window->settings, "winnable-only", &winnable_only, NULL);
  if (!winnable_only)
    stop_finding (solver);
}

/* -------------------------------------------------------------- public */

gboolean
ap_window_solver_get_finishing (ApWindow *self)
{
  return self->solver != NULL && self->solver->finishing;
}

gboolean
ap_window_solver_get_hidden (ApWindow *self)
{
  return self->solver != NULL && self->solver->hidden;
}

void
ap_window_solver_update_banner (ApWindow *self)
{
  if (self->solver == NULL)
    return;
  update_banner (self->solver);
  changed (self->solver);
}

gboolean
ap_window_solver_get_hopeless (ApWindow *self)
{
  return self->solver != NULL && (self->solver->outlook == OUTLOOK_UNWINNABLE ||
                                  self->solver->outlook == OUTLOOK_LOST);
}

void
ap_window_solver_update_actions (ApWindow *self)
{
  ApWindowSolver *solver = self->solver;
  GAction *action;

  if (solver == NULL)
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !game_model_get_won (self->model) &&
                                                         !solver->finishing && !solver->hidden);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "finish");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               solver->outlook == OUTLOOK_FINISH && !solver->finishing);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo-to-winnable");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), game_model_can_undo (self->model));
}

/* "banner-button: ACTION X Y W H" for a button the player can see, in
 * surface coordinates like the piles of the tests' state file. */
static void
append_button (GString *s, ApWindow *self, GtkButton *button)
{
  graphene_rect_t bounds;
  double sx = 0, sy = 0;

  if (!gtk_widget_get_visible (GTK_WIDGET (button)) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (button), GTK_WIDGET (self), &bounds))
    return;
  gtk_native_get_surface_transform (GTK_NATIVE (self), &sx, &sy);
  g_string_append_printf (s, "banner-button: %s %.1f %.1f %.1f %.1f\n",
                          gtk_actionable_get_action_name (GTK_ACTIONABLE (button)),
                          bounds.origin.x + sx, bounds.origin.y + sy, bounds.size.width,
                          bounds.size.height);
}

char *
ap_window_solver_state (ApWindow *self)
{
  ApWindowSolver *solver = self->solver;
  GString *s = g_string_new (NULL);
  gboolean shown = gtk_revealer_get_reveal_child (self->banner);

  if (solver == NULL)
    return g_string_free (s, FALSE);
  g_string_append_printf (s, "hint: %s\n", solver->hint != NULL ? solver->hint : "-");
  g_string_append_printf (s, "solver-toast: %s\n",
                          solver->hint_text != NULL ? solver->hint_text : "");
  g_string_append_printf (s, "outlook: %s\n", outlook_ids[solver->outlook]);
  if (solver->last_winnable != NO_MOVES)
    g_string_append_printf (s, "last-winnable: %u\n", solver->last_winnable);
  else
    g_string_append (s, "last-winnable: none\n");
  g_string_append_printf (s, "never-winnable: %d\n", solver->never_winnable);
  g_string_append_printf (s, "seeking: %d\nundo-waiting: %d\n", solver->seeking,
                          solver->undo_waiting);
  g_string_append_printf (s, "banner: %s\n", shown ? gtk_label_get_text (self->banner_label) : "");
  g_string_append_printf (s, "banner-reveals: %u\n", solver->banner_reveals);
  g_string_append_printf (s, "watching: %d\n",
                          solver->watch_source != 0 ||
                          ap_solver_task_get_busy (solver->watch_task));
  /* Once the banner has slid in, where its buttons are. */
  g_string_append_printf (s, "banner-shown: %d\n",
                          shown && gtk_revealer_get_child_revealed (self->banner));
  if (shown && gtk_revealer_get_child_revealed (self->banner))
    {
      graphene_rect_t bounds;
      double sx = 0, sy = 0;

      /* Where the banner lies, for what it must not hide. */
      gtk_native_get_surface_transform (GTK_NATIVE (self), &sx, &sy);
      if (gtk_widget_compute_bounds (GTK_WIDGET (self->banner), GTK_WIDGET (self), &bounds))
        g_string_append_printf (s, "banner-box: %.1f %.1f %.1f %.1f\n", bounds.origin.x + sx,
                                bounds.origin.y + sy, bounds.size.width, bounds.size.height);
      append_button (s, self, self->banner_button2);
      append_button (s, self, self->banner_button);
    }
  g_string_append_printf (s, "finding: %d\nfinishing: %d\n", solver->finding, solver->finishing);
  return g_string_free (s, FALSE);
}

void
ap_window_init_solver (ApWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "hint", .activate = hint_cb },
    { .name = "finish", .activate = finish_cb },
    { .name = "undo-to-winnable", .activate = undo_to_winnable_cb },
    { .name = "cancel-search", .activate = cancel_search_cb },
  };
  ApWindowSolver *solver = g_new0 (ApWindowSolver, 1);
  const char *delay = g_getenv ("AP_TEST_FIND_DELAY");
  const char *watch = g_getenv ("AP_TEST_WATCH_SECONDS");

  solver->window = self;
  solver->last_winnable = NO_MOVES;
  solver->first_unwinnable = NO_MOVES;
  solver->placeholder = TRUE;
  solver->find_delay_ms = delay != NULL ? (guint) g_ascii_strtoull (delay, NULL, 10) : 0;
  solver->watch_seconds = watch != NULL ? g_ascii_strtod (watch, NULL) : 0;
  if (solver->watch_seconds <= 0)
    solver->watch_seconds = WATCH_SECONDS;
  solver->hint_task = ap_solver_task_new (self->model);
  solver->watch_task = ap_solver_task_new (self->model);
  solver->deal_task = ap_solver_task_new (self->model);
  self->solver = solver;

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect (solver->hint_task, "answered", G_CALLBACK (hint_answered_cb), solver);
  g_signal_connect (solver->watch_task, "answered", G_CALLBACK (watch_answered_cb), solver);
  g_signal_connect (solver->deal_task, "answered", G_CALLBACK (deal_answered_cb), solver);
  g_signal_connect_swapped (self->model, "reset", G_CALLBACK (model_reset_cb), solver);
  g_signal_connect_swapped (self->model, "move-applied", G_CALLBACK (model_moved_cb), solver);
  g_signal_connect_swapped (self->board, "state-changed", G_CALLBACK (board_state_changed_cb),
                            solver);
  g_signal_connect_swapped (self->settings, "notify::winnable-only",
                            G_CALLBACK (settings_changed_cb), solver);
  g_signal_connect_swapped (self->banner, "notify::child-revealed", G_CALLBACK (changed),
                            solver);
  reassess (solver, OUTLOOK_UNKNOWN);
}

void
ap_window_dispose_solver (ApWindow *self)
{
  ApWindowSolver *solver = self->solver;

  if (solver == NULL)
    return;
  self->solver = NULL;
  g_signal_handlers_disconnect_by_data (self->model, solver);
  g_signal_handlers_disconnect_by_data (self->board, solver);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, solver);
  g_clear_handle_id (&solver->watch_source, g_source_remove);
  g_clear_handle_id (&solver->finish_source, g_source_remove);
  g_clear_handle_id (&solver->find_source, g_source_remove);
  /* A thread still running keeps its task alive until it has returned:
   * cancelled, it returns soon and reports nothing. */
  g_signal_handlers_disconnect_by_data (solver->hint_task, solver);
  g_signal_handlers_disconnect_by_data (solver->watch_task, solver);
  g_signal_handlers_disconnect_by_data (solver->deal_task, solver);
  ap_solver_task_cancel (solver->hint_task);
  ap_solver_task_cancel (solver->watch_task);
  ap_solver_task_cancel (solver->deal_task);
  g_clear_object (&solver->hint_task);
  g_clear_object (&solver->watch_task);
  g_clear_object (&solver->deal_task);
  clear_finish (solver);
  clear_line (solver);
  g_free (solver->playing);
  g_free (solver->hint);
  g_free (solver->hint_text);
  g_free (solver);
}
