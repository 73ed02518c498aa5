/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ap-board-layout.h"
#include "ap-card-renderer.h"

/* Layout constants, in card widths. */
#define MARGIN 0.2f
#define GAP 0.12f
#define WIDE_GAP 0.3f

/* A pile that outgrows its room gets this many cards of room more than it
 * needs: the piles move once every few cards, not on every card. */
#define ROOM_STEP 3

/* Below this the cards cannot shrink. */
#define MIN_CARD_WIDTH 8
/* Long piles shrink the cards down to this width at the most, about the
 * width of a finger: below it a card would be too small to pick up, and
 * such piles are squeezed instead (ap-pile-view.c). */
#define MIN_FAN_CARD_WIDTH 28

typedef enum {
  LAYOUT_ALGERIAN_WIDE,    /* the reserves in two groups of three beside the tableau */
  LAYOUT_ALGERIAN_NARROW,  /* the reserves in a row below it */
  LAYOUT_PATRIARCHS
} Layout;

/* The layout's room before any pile is long: as many cards in every fan as
 * the reserves of Algerian's six-card deal. */
#define BASE_ROOM 6

static guint
room_for (guint room, guint longest, gboolean fresh)
{
  if (fresh)
    room = 0;
  if (longest > room)
    return longest + ROOM_STEP - 1;
  /* Shrinks only well below, so that one card more or less (a move and
   * its undo) never moves the piles twice. */
  if (longest + 2 * ROOM_STEP <= room)
    return longest + ROOM_STEP - 1;
  return room;
}

void
ap_board_layout_room (ApFanCards *room, const ApFanCards *longest, gboolean fresh)
{
  room->depot = room_for (room->depot, longest->depot, fresh);
  room->reserve = room_for (room->reserve, longest->reserve, fresh);
}

void
ap_board_layout_longest (const ApPosition *pos, ApFanCards *longest)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);

  longest->depot = 0;
  longest->reserve = 0;
  for (int i = 0; i < info->n_tableau; i++)
    longest->depot = MAX (longest->depot, pos->len[AP_PILE_T (i)]);
  /* The reserves of the games without a tableau show one card each. */
  if (info->n_tableau > 0)
    for (int i = 0; i < info->n_reserve; i++)
      longest->reserve = MAX (longest->reserve, pos->len[AP_PILE_R (i)]);
}

static void
set_slot (ApSlot *slot, float x, float y, float w, float h, ApFan fan, float step)
{
  slot->x = x;
  slot->y = y;
  slot->w = w;
  slot->h = h;
  slot->fan = fan;
  slot->step = step;
  slot->max_fanned = 0;
}

/* The height of a fan of n cards, or its width for a rightward fan. */
static float
fan_length (int card, float step, guint n)
{
  return card + (n > 1 ? (n - 1) * step : 0);
}

/* The size a layout needs for cards of width w and room for n cards in
 * its fans, in pixels, with the same rounding as the positions of
 * ap_board_layout_compute(). */
static void
layout_size (Layout layout, int w, const ApFanCards *n, float *need_w, float *need_h)
{
  int h = ap_card_height_for_width (w);
  float sd = ap_card_fan_step_down (w);
  float m = roundf (MARGIN * w), wg = roundf (WIDE_GAP * w), gap = roundf (GAP * w);

  switch (layout)
    {
    case LAYOUT_ALGERIAN_WIDE:
      *need_w = (2 * MARGIN + 2 * WIDE_GAP + 14 + 11 * GAP) * w;
      *need_h = 2 * m + h + wg + MAX (fan_length (h, sd, n->depot), fan_length (h, sd, n->reserve));
      break;
    case LAYOUT_ALGERIAN_NARROW:
      *need_w = (2 * MARGIN + 8 + 7 * GAP) * w;
      *need_h = 2 * m + h + 2 * wg + fan_length (h, sd, n->depot) + fan_length (h, sd, n->reserve);
      break;
    case LAYOUT_PATRIARCHS:
    default:
      *need_w = (2 * MARGIN + 2 + 2 * WIDE_GAP + 3 + 2 * GAP) * w;
      *need_h = 2 * m + 4 * h + 3 * gap;
      break;
    }
}

static gboolean
fits (Layout layout, int w, const ApFanCards *n, int width, int height)
{
  float need_w, need_h;

  layout_size (layout, w, n, &need_w, &need_h);
  return need_w <= width && need_h <= height;
}

/* The largest card width with which the layout fits width x height. */
static int
card_width (Layout layout, const ApFanCards *n, int width, int height)
{
  float need_w, need_h;
  int w = 80;

  /* A first guess, twice since the fan steps are not proportional to
   * small cards, then the exact answer by single pixels. */
  for (int i = 0; i < 2; i++)
    {
      layout_size (layout, w, n, &need_w, &need_h);
      w = (int) floorf (MIN (width * w / need_w, height * w / need_h));
      w = MAX (w, MIN_CARD_WIDTH);
    }
  while (w > MIN_CARD_WIDTH && !fits (layout, w, n, width, height))
    w--;
  while (fits (layout, w + 1, n, width, height))
    w++;
  return w;
}

/* The cards' width: as large as with short piles (BASE_ROOM), the size the
 * player knows, while the longest piles fit with it; when they no longer
 * do, small enough for the room ahead too, so that the cards do not shrink
 * again with every card, but not below a finger's width. */
static int
layout_card_width (Layout layout, const ApFanCards *longest, const ApFanCards *ahead,
                   int width, int height)
{
  static const ApFanCards base = { BASE_ROOM, BASE_ROOM };
  int w = card_width (layout, &base, width, height);

  if (fits (layout, w, longest, width, height))
    return w;
  return MIN (w, MAX (card_width (layout, ahead, width, height), MIN_FAN_CARD_WIDTH));
}

/* The room the positions keep for the fans with cards of width w: the
 * base room and the room ahead if they fit, else as much of the room ahead
 * as fits, the reserves' first (a deal lengthens all of them at once), else
 * just the longest piles. */
static void
room_at (Layout layout, int w, const ApFanCards *longest, const ApFanCards *ahead, int width,
         int height, ApFanCards *out)
{
  ApFanCards low = { MAX (longest->depot, 1), MAX (longest->reserve, 1) };
  ApFanCards high = { MAX (ahead->depot, low.depot), MAX (ahead->reserve, low.reserve) };
  guint depot_slack = high.depot - low.depot, reserve_slack = high.reserve - low.reserve;

  *out = (ApFanCards) { MAX (high.depot, BASE_ROOM), MAX (high.reserve, BASE_ROOM) };
  if (fits (layout, w, out, width, height))
    return;
  for (guint total = depot_slack + reserve_slack; total > 0; total--)
    for (guint r = MIN (total, reserve_slack) + 1; r-- > 0;)
      {
        if (total - r > depot_slack)
          break;
        *out = (ApFanCards) { low.depot + (total - r), low.reserve + r };
        if (fits (layout, w, out, width, height))
          return;
      }
  *out = low;
}

/* Where the reserves lie is chosen once, for a game on a board of one
 * size, and kept while the piles grow and shrink: a change in mid-game
 * moves every pile. Beside the tableau, the cards keep their size through
 * a game (the reserves' fans take the free height); below it, they shrink
 * as the fans grow. So the choice compares the two for piles as a game
 * makes them after a few deals (reserve piles of 12 cards, after four
 * deals of Tarbart, with the room kept ahead of them). On a tie, below:
 * its cards are the larger ones until then. */
#define LATE_RESERVE (12 + ROOM_STEP - 1)

static ApArrangement
choose_arrangement (int width, int height, const ApFanCards *ahead)
{
  ApFanCards late = { MAX (ahead->depot, BASE_ROOM), MAX (ahead->reserve, LATE_RESERVE) };
  int beside = layout_card_width (LAYOUT_ALGERIAN_WIDE, &late, &late, width, height);
  int below = layout_card_width (LAYOUT_ALGERIAN_NARROW, &late, &late, width, height);

  return beside > below ? AP_ARRANGEMENT_BESIDE : AP_ARRANGEMENT_BELOW;
}

int
ap_board_layout_compute (ApGame game, int width, int height, int layout_height,
                         const ApFanCards *longest, const ApFanCards *room,
                         ApArrangement *arrangement, ApSlot s[AP_N_PILES])
{
  static const ApFanCards base = { BASE_ROOM, BASE_ROOM };
  const ApGameInfo *info = ap_game_info (game);
  ApFanCards ahead, fans;
  Layout layout;
  int w, h;
  float sd, sr, need_w, need_h, x0, m, wg, gap;

  memset (s, 0, sizeof (ApSlot) * AP_N_PILES);
  /* The room ahead includes the longest piles. */
  ahead.depot = MAX (room->depot, longest->depot);
  ahead.reserve = MAX (room->reserve, longest->reserve);

  if (info->n_tableau == 0)
    {
      layout = LAYOUT_PATRIARCHS;
      *arrangement = AP_ARRANGEMENT_NONE;
    }
  else
    {
      if (*arrangement == AP_ARRANGEMENT_NONE)
        *arrangement = choose_arrangement (width, layout_height, &ahead);
      layout = *arrangement == AP_ARRANGEMENT_BESIDE ? LAYOUT_ALGERIAN_WIDE
                                                     : LAYOUT_ALGERIAN_NARROW;
    }

  w = layout_card_width (layout, longest, &ahead, width, height);
  room_at (layout, w, longest, &ahead, width, height, &fans);
  h = ap_card_height_for_width (w);
  sd = ap_card_fan_step_down (w);
  sr = ap_card_fan_step_right (w);
  m = roundf (MARGIN * w);
  wg = roundf (WIDE_GAP * w);
  gap = roundf (GAP * w);
  layout_size (layout, w, &fans, &need_w, &need_h);
  x0 = MAX (0, floorf ((width - need_w) / 2));

#define X(units) (roundf (x0 + (units) * w))

  switch (layout)
    {
    case LAYOUT_ALGERIAN_WIDE:
      {
        /* R1-R3 left of the tableau and R4-R6 right of it, each a column
         * fanned down like the depots: a deal lengthens every reserve
         * pile, and downward fans take that length from the height beside
         * the tableau, which is free, so the cards keep their size through
         * the game (rightward fans, in two columns of three piles, took it
         * from the width and made the cards shrink with every deal). */
        float tableau_x = MARGIN + 3 + 2 * GAP + WIDE_GAP;
        float right_x = tableau_x + 8 + 7 * GAP + WIDE_GAP;
        float yf = m, yt = yf + h + wg, fan_h = MAX (h, height - yt - m);

        set_slot (&s[AP_PILE_STOCK], X (MARGIN), yf, w, h, AP_FAN_NONE, 0);
        for (int i = 0; i < 8; i++)
          {
            float x = X (tableau_x + i * (1 + GAP));

            set_slot (&s[AP_PILE_F (i)], x, yf, w, h, AP_FAN_NONE, 0);
            set_slot (&s[AP_PILE_T (i)], x, yt, w, fan_h, AP_FAN_DOWN, sd);
          }
        for (int k = 0; k < 6; k++)
          {
            float x = X ((k < 3 ? MARGIN : right_x) + (k % 3) * (1 + GAP));

            set_slot (&s[AP_PILE_R (k)], x, yt, w, fan_h, AP_FAN_DOWN, sd);
          }
      }
      break;

    case LAYOUT_ALGERIAN_NARROW:
      {
        float yf = m, yt = yf + h + wg;
        float depot_need = fan_length (h, sd, fans.depot);
        float reserve_need = fan_length (h, sd, fans.reserve);
        float base_need, extra, yr, lo, hi;

        /* Where the reserves start when the piles are short: spare height
         * goes to the fans, a little more to the tableau, whose piles can
         * grow longer. */
        layout_size (layout, w, &base, &need_w, &base_need);
        extra = MAX (0, height - base_need);
        yr = yt + roundf (fan_length (h, sd, BASE_ROOM) + 0.55f * extra) + wg;
        /* Longer piles move the row only as far as they need: the band
         * between the two rows is theirs before the cards shrink. */
        lo = yt + depot_need + wg;
        hi = height - m - reserve_need;
        /* When cards a finger wide leave too little room for both, the
         * two rows share the squeeze. */
        yr = lo <= hi ? CLAMP (yr, lo, hi) : roundf ((lo + hi) / 2);
        yr = MAX (yt + h + wg, MIN (yr, height - m - h));

        for (int i = 0; i < 8; i++)
          {
            float x = X (MARGIN + i * (1 + GAP));

            set_slot (&s[AP_PILE_F (i)], x, yf, w, h, AP_FAN_NONE, 0);
            set_slot (&s[AP_PILE_T (i)], x, yt, w, yr - wg - yt, AP_FAN_DOWN, sd);
            if (i < 6)
              set_slot (&s[AP_PILE_R (i)], x, yr, w, MAX (h, height - m - yr), AP_FAN_DOWN, sd);
          }
        set_slot (&s[AP_PILE_STOCK], X (MARGIN + 7 * (1 + GAP)), yr, w, h, AP_FAN_NONE, 0);
      }
      break;

    case LAYOUT_PATRIARCHS:
    default:
      {
        float grid_x = MARGIN + 1 + WIDE_GAP;
        float kings_x = grid_x + 3 + 2 * GAP + WIDE_GAP;
        float y0 = m + floorf (MAX (0, height - need_h) * 0.3f);
        float row = h + gap;

        for (int i = 0; i < 4; i++)
          {
            set_slot (&s[AP_PILE_F (i)], X (MARGIN), y0 + i * row, w, h, AP_FAN_NONE, 0);
            set_slot (&s[AP_PILE_F (i + 4)], X (kings_x), y0 + i * row, w, h, AP_FAN_NONE, 0);
          }
        for (int k = 0; k < 9; k++)
          set_slot (&s[AP_PILE_R (k)], X (grid_x + (k % 3) * (1 + GAP)), y0 + (k / 3) * row, w,
                    h, AP_FAN_NONE, 0);
        set_slot (&s[AP_PILE_STOCK], X (grid_x), y0 + 3 * row, w, h, AP_FAN_NONE, 0);
        set_slot (&s[AP_PILE_WASTE], X (grid_x + 1 + GAP), y0 + 3 * row, roundf ((2 + GAP) * w),
                  h, AP_FAN_RIGHT, sr);
        s[AP_PILE_WASTE].max_fanned = 3;
      }
      break;
    }
#undef X

  return w;
}

/* A finger lands this far off at the least, whatever the size of the
 * cards. */
#define MIN_FINGER_REACH 6.0

double
ap_board_layout_finger_reach (int card_width)
{
  return MAX ((AP_FINGER_TARGET - card_width) / 2.0, MIN_FINGER_REACH);
}

int
ap_board_layout_pile_at (const ApSlot slots[AP_N_PILES], const gboolean present[AP_N_PILES],
                         double x, double y, double reach)
{
  int nearest = -1;
  double nearest_distance = reach;

  for (int p = 0; p < AP_N_PILES; p++)
    {
      const ApSlot *s = &slots[p];
      double dx, dy, distance;

      if (!present[p])
        continue;
      if (x >= s->x && x < s->x + s->w && y >= s->y && y < s->y + s->h)
        return p;
      /* How far the point lies from the slot's rectangle. */
      dx = MAX (MAX (s->x - x, x - (s->x + s->w)), 0);
      dy = MAX (MAX (s->y - y, y - (s->y + s->h)), 0);
      distance = sqrt (dx * dx + dy * dy);
      if (distance <= nearest_distance && reach > 0)
        {
          nearest = p;
          nearest_distance = distance;
        }
    }
  return nearest;
}
