/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-board-private.h"

/* The win's cascade: the cards thrown off the foundations. */

#define WIN_LAUNCH_MS 18.0
#define WIN_FLIGHT_MS 1700.0

gboolean
ap_board_get_celebrating (ApBoard *self)
{
  g_return_val_if_fail (AP_IS_BOARD (self), FALSE);
  return self->celebrated;
}

static void
win_value_cb (double value, gpointer user_data)
{
  ApBoard *self = user_data;
  int launched[AP_N_PILES] = { 0 };

  self->win_time = value;
  for (guint i = 0; i < self->particles->len; i++)
    {
      Particle *p = &g_array_index (self->particles, Particle, i);

      if (value >= p->launch)
        launched[p->pile]++;
    }
  for (int f = 0; f < 8; f++)
    if (self->views[AP_PILE_F (f)] != NULL)
      ap_pile_view_set_hidden (AP_PILE_VIEW (self->views[AP_PILE_F (f)]), launched[AP_PILE_F (f)]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
win_done_cb (ApBoard *self)
{
  g_clear_object (&self->win_animation);
  g_array_set_size (self->particles, 0);
  /* The cards come back home once they have flown: the win's message
   * then lies over the won game, not over an empty table. */
  ap_board_end_celebration (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  ap_board_emit_state_changed (self);
  ap_board_emit_celebration_done (self);
}

void
ap_board_start_celebration (ApBoard *self)
{
  const ApPosition *pos = ap_game_model_get_position (self->model);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  AdwAnimationTarget *target;
  guint n = 0;

  self->win_pending = FALSE;
  if (!ap_board_animate (self))
    {
      ap_board_emit_celebration_done (self);
      return;
    }

  /* Cards leave the foundations one round at a time, the top cards first,
   * and fly off under gravity, bouncing on the bottom of the board. */
  g_array_set_size (self->particles, 0);
  for (guint round = 0; round < AP_DECK_SIZE; round++)
    {
      gboolean any = FALSE;

      for (int f = 0; f < 8; f++)
        {
          int pile = AP_PILE_F (f);
          Particle p;

          if (self->views[pile] == NULL || round >= pos->len[pile])
            continue;
          any = TRUE;
          p.card = pos->cards[pile][pos->len[pile] - 1 - round];
          p.pile = pile;
          p.launch = n++ * WIN_LAUNCH_MS;
          p.x0 = self->slots[pile].x;
          p.y0 = self->slots[pile].y;
          p.vx = (float) g_random_double_range (0.15, 0.5) * width * (p.x0 < width / 2.f ? -1 : 1) *
                 (g_random_boolean () ? 1 : 0.5f);
          p.vy = (float) -g_random_double_range (0.1, 0.7) * height;
          g_array_append_val (self->particles, p);
        }
      if (!any)
        break;
    }

  self->celebrated = TRUE;
  target = adw_callback_animation_target_new (win_value_cb, self, NULL);
  self->win_animation =
    adw_timed_animation_new (GTK_WIDGET (self), 0, n * WIN_LAUNCH_MS + WIN_FLIGHT_MS,
                             (guint) ceil ((n * WIN_LAUNCH_MS + WIN_FLIGHT_MS) * self->pace),
                             target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->win_animation), ADW_LINEAR);
  g_signal_connect_object (self->win_animation, "done", G_CALLBACK (win_done_cb), self,
                           G_CONNECT_SWAPPED);
  ap_board_emit_state_changed (self);
  adw_animation_play (self->win_animation);
}

static void
particle_position (ApBoard *self, const Particle *p, double ms, float *x, float *y)
{
  float floor_y =
    gtk_widget_get_height (GTK_WIDGET (self)) - ap_card_renderer_get_height (self->renderer);
  float gravity = 2.4f * gtk_widget_get_height (GTK_WIDGET (self));
  float px = p->x0, py = p->y0, vy = p->vy;
  float dt = 0.01f;

  /* A few hundred small steps: simple and exact enough for bounces. */
  for (double t = 0; t < ms / 1000.0; t += dt)
    {
      vy += gravity * dt;
      py += vy * dt;
      if (py > floor_y)
        {
          py = floor_y;
          vy = -vy * 0.6f;
        }
      /* The top of the board is a ceiling too: above it are the header
       * bar and the window's buttons. */
      if (py < 0)
        {
          py = 0;
          vy = -vy * 0.6f;
        }
    }
  px += p->vx * (float) (ms / 1000.0);
  *x = px;
  *y = py;
}

void
ap_board_particles_snapshot (ApBoard *self, GtkSnapshot *snapshot)
{
  /* The cards fly inside the board and nowhere else: a widget may draw
   * outside its bounds, over the header bar and the window's buttons, and
   * cards flying off the sides would. */
  gtk_snapshot_push_clip (snapshot,
                          &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                               gtk_widget_get_height (GTK_WIDGET (self))));
  for (guint i = 0; i < self->particles->len; i++)
    {
      Particle *p = &g_array_index (self->particles, Particle, i);
      float x, y;

      if (self->win_time < p->launch)
        continue;
      particle_position (self, p, self->win_time - p->launch, &x, &y);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      gtk_snapshot_append_node (snapshot, ap_card_renderer_get_face (self->renderer, p->card));
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_pop (snapshot);
}

void
ap_board_end_celebration (ApBoard *self)
{
  g_return_if_fail (AP_IS_BOARD (self));

  if (self->win_animation != NULL)
    adw_animation_skip (self->win_animation);
  if (!self->celebrated)
    return;
  self->celebrated = FALSE;
  for (int f = 0; f < 8; f++)
    if (self->views[AP_PILE_F (f)] != NULL)
      ap_pile_view_set_hidden (AP_PILE_VIEW (self->views[AP_PILE_F (f)]), 0);
}
