/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "ap-board-private.h"

/* Cards moving on their own: after a move, a deal or an undo, or back to
 * their pile after an illegal drop. */

/* How long the cards take, in ms: MOVE_MS (ap-board-private.h) for a card
 * moved, DEAL_MS for each card of a deal, which leave the stock
 * DEAL_STAGGER_MS apart. */
#define DEAL_MS 260.0
#define DEAL_STAGGER_MS 50.0
/* More cards than this changing place at once are redrawn in their places
 * rather than flown. */
#define MAX_FLIGHTS 30

/* Cards move on their own only when the player's setting and the system's
 * both allow it, and only where they can be seen. */
gboolean
ap_board_animate (ApBoard *self)
{
  return self->animations && adw_get_enable_animations (GTK_WIDGET (self)) &&
         gtk_widget_get_mapped (GTK_WIDGET (self));
}

void
ap_board_hold_card (ApBoard *self, int pile, int delta)
{
  ApPileView *view = AP_PILE_VIEW (self->views[pile]);
  int hidden = (int) ap_pile_view_get_hidden (view) + delta;

  ap_pile_view_set_hidden (view, (guint) MAX (hidden, 0));
}

static void
land_flights (ApBoard *self, double time)
{
  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      if (!f->landed && time >= f->delay + f->duration)
        {
          f->landed = TRUE;
          if (f->dst >= 0 && self->views[f->dst] != NULL)
            ap_board_hold_card (self, f->dst, -1);
        }
    }
}

static void
flight_value_cb (double value, gpointer user_data)
{
  ApBoard *self = user_data;

  self->flight_time = value;
  land_flights (self, value);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
flight_done_cb (ApBoard *self)
{
  land_flights (self, G_MAXDOUBLE);
  g_array_set_size (self->flights, 0);
  g_clear_object (&self->flight_animation);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->win_pending)
    ap_board_start_celebration (self);
  ap_board_emit_state_changed (self);
}

void
ap_board_finish_flights (ApBoard *self)
{
  if (self->flight_animation != NULL)
    adw_animation_skip (self->flight_animation);
}

void
ap_board_start_flights (ApBoard *self)
{
  AdwAnimationTarget *target;
  double total = 0;

  if (self->flights->len == 0)
    return;
  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      total = MAX (total, f->delay + f->duration);
    }

  target = adw_callback_animation_target_new (flight_value_cb, self, NULL);
  self->flight_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, total,
                                                    (guint) ceil (total * self->pace), target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->flight_animation), ADW_LINEAR);
  g_signal_connect_object (self->flight_animation, "done", G_CALLBACK (flight_done_cb), self,
                           G_CONNECT_SWAPPED);
  self->flight_time = 0;
  ap_board_emit_state_changed (self);
  adw_animation_play (self->flight_animation);
}

void
ap_board_add_flight (ApBoard *self, ApCard card, gboolean from_face_down, gboolean to_face_down,
                     graphene_point_t from, graphene_point_t to, double delay, double duration,
                     int dst)
{
  Flight f = {
    .card = card,
    .from_face_down = from_face_down,
    .to_face_down = to_face_down,
    .from = from,
    .to = to,
    .delay = delay,
    .duration = duration,
    .src = -1,
    .dst = dst,
  };

  g_array_append_val (self->flights, f);
  ap_board_hold_card (self, dst, +1);
}

typedef struct {
  ApCard card;
  int pile;
  guint index;
  guint n;
  guint order; /* 0 for the top card, which leaves first */
  gboolean matched;
} Change;

/* Works out which cards travelled between two positions and adds their
 * flights, starting `start` ms into the batch, without holding their
 * cards yet (plan_group() does, once it knows each card's last flight).
 * Any change of the model is animated the same way, moves, deals, refills
 * and undo alike, without knowing the rules. Returns when the last of them
 * lands, or a negative number when something other than travelling cards
 * happened. */
static double
plan_step (ApBoard *self, const ApPosition *old, const ApPosition *now, double start)
{
  g_autoptr (GArray) removed = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr (GArray) added = g_array_new (FALSE, FALSE, sizeof (Change));
  gboolean is_deal;
  double end = start;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint k = 0;

      if (self->views[p] == NULL)
        continue;
      while (k < old->len[p] && k < now->len[p] && old->cards[p][k] == now->cards[p][k])
        k++;
      for (guint i = k; i < old->len[p]; i++)
        {
          Change c = { old->cards[p][i], p, i, old->len[p], old->len[p] - 1 - i, FALSE };

          g_array_append_val (removed, c);
        }
      for (guint j = k; j < now->len[p]; j++)
        {
          Change c = { now->cards[p][j], p, j, now->len[p], 0, FALSE };

          g_array_append_val (added, c);
        }
    }

  if (added->len > MAX_FLIGHTS)
    return -1;
  is_deal = old->len[AP_PILE_STOCK] > now->len[AP_PILE_STOCK] + 1 ||
            now->len[AP_PILE_STOCK] > old->len[AP_PILE_STOCK] + 1;

  /* Match every card that arrived with one that left. */
  for (guint a = 0; a < added->len; a++)
    {
      Change *in = &g_array_index (added, Change, a);
      Change *best = NULL;
      Flight f = { 0 };

      for (guint r = 0; r < removed->len; r++)
        {
          Change *out = &g_array_index (removed, Change, r);

          if (!out->matched && out->card == in->card && (best == NULL || out->order < best->order))
            best = out;
        }
      if (best == NULL)
        return -1;
      best->matched = TRUE;
      in->order = best->order;
      in->matched = TRUE;
      f.card = in->card;
      f.from_face_down = best->pile == AP_PILE_STOCK;
      f.to_face_down = in->pile == AP_PILE_STOCK;
      f.from = ap_board_card_origin (self, best->pile, best->index, best->n);
      f.to = ap_board_card_origin (self, in->pile, in->index, in->n);
      f.delay = start + (is_deal ? in->order * DEAL_STAGGER_MS : 0);
      f.duration = is_deal ? DEAL_MS : MOVE_MS;
      f.src = best->pile;
      f.dst = in->pile;
      g_array_append_val (self->flights, f);
      end = MAX (end, f.delay + f.duration);
    }
  return end;
}

/* Later starts first: a card waiting for its turn lies under the cards
 * that leave before it, as in its pile, and every card in the air passes
 * over those still waiting. */
static int
compare_starts (gconstpointer a, gconstpointer b)
{
  const Flight *fa = a, *fb = b;

  return (fa->delay < fb->delay) - (fa->delay > fb->delay);
}

gboolean
ap_board_plan_group (ApBoard *self, const ApPosition *shown, const ApPosition *steps, guint n_steps,
                     gboolean together)
{
  guint first = self->flights->len;
  const ApPosition *from = shown;
  double time = 0;

  g_return_val_if_fail (n_steps > 0, FALSE);
  if (together)
    {
      steps += n_steps - 1;
      n_steps = 1;
    }
  for (guint i = 0; i < n_steps && time >= 0; i++)
    {
      time = plan_step (self, from, &steps[i], time);
      from = &steps[i];
    }
  if (time < 0)
    {
      g_array_set_size (self->flights, first);
      return FALSE;
    }

  /* A card that flies again later in the group is neither held by the pile
   * it first lands on (the pile shows where the group leaves the cards)
   * nor drawn before its later flights start. */
  for (guint i = first; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);
      gboolean last = TRUE;

      for (guint j = i + 1; j < self->flights->len && last; j++)
        {
          Flight *g = &g_array_index (self->flights, Flight, j);

          /* The same card (a game of two packs has two of each) leaving
           * the pile this flight took it to, later. */
          if (g->card == f->card && g->src == f->dst && g->delay >= f->delay + f->duration)
            {
              last = FALSE;
              g->follows = TRUE;
            }
        }
      if (!last)
        f->dst = -1;
      else
        ap_board_hold_card (self, f->dst, +1);
    }
  /* The flights are drawn in their order (a stable sort). */
  g_array_sort (self->flights, compare_starts);
  return TRUE;
}

void
ap_board_start_flight_at (ApBoard *self, int src, graphene_point_t from)
{
  Flight *first = NULL;

  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);

      if (f->src == src && !f->follows && (first == NULL || f->delay < first->delay))
        first = f;
    }
  if (first != NULL)
    first->from = from;
}

void
ap_board_flights_snapshot (ApBoard *self, GtkSnapshot *snapshot)
{
  int cw = ap_card_renderer_get_width (self->renderer);
  int ch = ap_card_renderer_get_height (self->renderer);

  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *f = &g_array_index (self->flights, Flight, i);
      double t, e, flip;
      float x, y;
      gboolean face_down;
      GskRenderNode *node;

      if (f->landed || (f->follows && self->flight_time < f->delay))
        continue;
      t = CLAMP ((self->flight_time - f->delay) / f->duration, 0, 1);
      e = adw_easing_ease (ADW_EASE_OUT_CUBIC, t);
      x = (float) adw_lerp (f->from.x, f->to.x, e);
      y = (float) adw_lerp (f->from.y, f->to.y, e);

      /* A card turning over shrinks to its edge and opens on the other
       * side halfway through. */
      face_down = f->from_face_down;
      flip = 1;
      if (f->from_face_down != f->to_face_down)
        {
          face_down = t < 0.5 ? f->from_face_down : f->to_face_down;
          flip = MAX (0.05, fabs (1 - 2 * t));
        }
      node = face_down ? ap_card_renderer_get_back (self->renderer)
                       : ap_card_renderer_get_face (self->renderer, f->card);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + cw / 2.f, y));
      gtk_snapshot_scale (snapshot, (float) flip, 1);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-cw / 2.f, 0));
      if (t > 0 && t < 1)
        {
          GskRoundedRect rr;

          gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (0, 0, cw, ch),
                                           ap_card_corner_radius (cw));
          gtk_snapshot_append_outset_shadow (snapshot, &rr, &(GdkRGBA) { 0, 0, 0, 0.25f }, 0,
                                             cw * 0.03f, 0, cw * 0.06f);
        }
      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_restore (snapshot);
    }
}
