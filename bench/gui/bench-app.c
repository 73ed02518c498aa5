/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The game as the GUI benchmark measures it: the game's own start-up
 * (src/app/main.c) and its code, linked from the ap-app library, with the
 * benchmark's measurements (bench-measure.c) attached to its window. It
 * needs none of the game's test hooks.
 */
#include "config.h"

#include "ap-application.h"
#include "ap-window.h"
#include "bench-deals.h"
#include "bench-measure.h"

/* The board with the table under it and the messages over it: the
 * board's place in the window. */
static GtkWidget *
board_area (GtkWindow *window)
{
  return gtk_widget_get_parent (GTK_WIDGET (ap_window_get_board (AP_WINDOW (window))));
}

/* The middle of the top card of the first tableau pile, in the window's
 * surface (where xdotool points). */
static gboolean
board_drag_point (GtkWindow *window, double *x, double *y)
{
  ApBoard *board = ap_window_get_board (AP_WINDOW (window));
  graphene_rect_t rect;
  graphene_point_t in_board, in_window;
  double dx, dy;

  if (!ap_board_get_top_card_rect (board, AP_PILE_T (0), &rect))
    return FALSE;
  graphene_rect_get_center (&rect, &in_board);
  if (!gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (window), &in_board, &in_window))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  *x = in_window.x + dx;
  *y = in_window.y + dy;
  return TRUE;
}

/* The clock runs from the player's first move: make one. */
static void
board_start_clock (GtkWindow *window)
{
  ApGameModel *model = ap_window_get_model (AP_WINDOW (window));
  ApMove moves[AP_MAX_MOVES];
  guint n = ap_game_model_legal_moves (model, moves);

  for (guint i = 0; i < n; i++)
    if (ap_game_model_try_move (model, moves[i]) == AP_VERDICT_OK)
      return;
  g_error ("no move to start the clock with");
}

static const BenchTarget target = {
  .area = board_area,
  .drag_point = board_drag_point,
  .start_clock = board_start_clock,
};

static void
window_added_cb (GtkApplication *app, GtkWindow *window, gpointer user_data)
{
  if (!AP_IS_WINDOW (window))
    return;
  if (g_strcmp0 (g_getenv ("AP_GUI_BENCH_MODE"), "deals") == 0)
    bench_deals_attach (window);
  else
    bench_attach (window, &target);
}

int
main (int argc, char *argv[])
{
  g_autoptr (ApApplication) app = NULL;

  ap_application_init_i18n ();

  app = ap_application_new ();
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
