/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ap-board-layout.h"
#include "ap-card-renderer.h"
#include "ap-move.h"

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
  LAYOUT_PATRIARCHS,       /* also Odd and Even */
  LAYOUT_COTILLION_WIDE,   /* Royal Cotillion in one band: wing | aces | twos | right wing */
  LAYOUT_COTILLION_TALL,   /* the left wing above the foundations and the right wing */
  LAYOUT_TOURNAMENT,       /* the kibitzers in a column either side of the tableau */
  LAYOUT_TOURNAMENT_TALL,  /* the kibitzers in two rows over the tableau */
  LAYOUT_CONTRADANCE_WIDE, /* the fives in a row over the sixes */
  LAYOUT_CONTRADANCE_TALL  /* the fives in two rows of four over the sixes likewise */
} Layout;

/* Royal Cotillion's left wing never holds more than its three cards. */
#define WING_CARDS 3

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

/* The lengths the layout makes room for: the longest piles, or what the
 * deals to come make of them. */
static void
reach_of (const ApFanCards *longest, ApFanCards *reach)
{
  *reach = (ApFanCards) { MAX (longest->depot, longest->depot_dealt),
                          MAX (longest->reserve, longest->reserve_dealt), 0, 0 };
}

void
ap_board_layout_room (ApFanCards *room, const ApFanCards *longest, gboolean fresh)
{
  ApFanCards reach;

  reach_of (longest, &reach);
  room->depot = room_for (room->depot, reach.depot, fresh);
  room->reserve = room_for (room->reserve, reach.reserve, fresh);
}

static void
longest_now (const ApPosition *pos, guint *depot, guint *reserve)
{
  const ApGameInfo *info = ap_game_info (pos->rules.game);

  for (int i = 0; i < info->n_tableau; i++)
    *depot = MAX (*depot, pos->len[AP_PILE_T (i)]);
  /* The reserves of the games without a tableau show one card each. */
  if (info->n_tableau > 0)
    for (int i = 0; i < info->n_reserve; i++)
      *reserve = MAX (*reserve, pos->len[AP_PILE_R (i)]);
}

void
ap_board_layout_longest (const ApPosition *pos, ApFanCards *longest)
{
  static const ApMove deal = { AP_MOVE_DEAL, 0, 0 };
  g_autofree ApPosition *dealt = g_memdup2 (pos, sizeof *pos);

  *longest = (ApFanCards) { 0, 0, 0, 0 };
  longest_now (pos, &longest->depot, &longest->reserve);
  /* The deals to come, one after the other, as the engine makes them:
   * each deal keeps what they make, so that the lengths the layout plans
   * for stay the same from one deal to the next. */
  while (ap_position_check_move (dealt, deal) == AP_VERDICT_OK)
    {
      ap_position_apply (dealt, deal, NULL);
      longest_now (dealt, &longest->depot_dealt, &longest->reserve_dealt);
    }
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
    case LAYOUT_COTILLION_WIDE:
      *need_w = (2 * MARGIN + 10 + 7 * GAP + 2 * WIDE_GAP) * w;
      *need_h = 2 * m + MAX (4 * h + 3 * gap, fan_length (h, sd, WING_CARDS) + wg + h);
      break;
    case LAYOUT_COTILLION_TALL:
      *need_w = (2 * MARGIN + 6 + 4 * GAP + WIDE_GAP) * w;
      *need_h = 2 * m + fan_length (h, sd, WING_CARDS) + wg + 4 * h + 3 * gap;
      break;
    case LAYOUT_TOURNAMENT:
      *need_w = (2 * MARGIN + 9 + 7 * GAP + WIDE_GAP) * w;
      *need_h = 2 * m + h + wg + MAX (fan_length (h, sd, n->depot), 4 * h + 3 * gap);
      break;
    case LAYOUT_TOURNAMENT_TALL:
      *need_w = (2 * MARGIN + 6 + 5 * GAP) * w;
      *need_h = 2 * m + 4 * h + 2 * gap + 2 * wg + fan_length (h, sd, n->depot);
      break;
    case LAYOUT_CONTRADANCE_WIDE:
      *need_w = (2 * MARGIN + 8 + 7 * GAP) * w;
      *need_h = 2 * m + 3 * h + gap + wg;
      break;
    case LAYOUT_CONTRADANCE_TALL:
      *need_w = (2 * MARGIN + 4 + 3 * GAP) * w;
      *need_h = 2 * m + 5 * h + 2 * gap + 2 * wg;
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
layout_card_width (Layout layout, const ApFanCards *longest, const ApFanCards *ahead, int width,
                   int height)
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

/* The metrics of cards w wide, in pixels. */
typedef struct {
  float w, h, sd, sr, m, wg, gap, row;
} Metrics;

static void
metrics_for (int w, Metrics *k)
{
  k->w = w;
  k->h = ap_card_height_for_width (w);
  k->sd = ap_card_fan_step_down (w);
  k->sr = ap_card_fan_step_right (w);
  k->m = roundf (MARGIN * w);
  k->wg = roundf (WIDE_GAP * w);
  k->gap = roundf (GAP * w);
  k->row = k->h + k->gap;
}

/* A waste fanned to the right that shows its top three cards: which card
 * is on top, and the two that will be on top after it. */
static void
set_waste (ApSlot *s, float x, float y, const Metrics *k)
{
  set_slot (s, x, y, roundf ((2 + GAP) * k->w), k->h, AP_FAN_RIGHT, k->sr);
  s->max_fanned = 3;
}

/* Royal Cotillion (rules.md 5.6): the left wing, the column of aces, the
 * column of twos and the right wing side by side, the stock and the waste
 * below the left wing; or, on a narrow board, the left wing on top, with
 * the stock and the waste beside it, over the other three. The wing's
 * columns are fanned down: their three cards are the only hidden ones,
 * and the player must see what lies under the top. */
static void
cotillion_slots (gboolean wide, float x0, int w, int height, float need_h, ApSlot s[AP_N_PILES])
{
  Metrics k;
  float y0, wing_h, fx, rx, yb;

  metrics_for (w, &k);
  y0 = k.m + floorf (MAX (0, height - need_h) * 0.3f);
  wing_h = fan_length (k.h, k.sd, WING_CARDS);
#define X(units) (roundf (x0 + w * (units)))
  for (int i = 0; i < 4; i++)
    set_slot (&s[AP_PILE_T (i)], X (MARGIN + i * (1 + GAP)), y0, w, wing_h, AP_FAN_DOWN, k.sd);
  if (wide)
    {
      float ys = y0 + wing_h + k.wg;

      fx = MARGIN + 4 + 3 * GAP + WIDE_GAP;
      yb = y0;
      set_slot (&s[AP_PILE_STOCK], X (MARGIN), ys, w, k.h, AP_FAN_NONE, 0);
      set_waste (&s[AP_PILE_WASTE], X (MARGIN + 1 + GAP), ys, &k);
    }
  else
    {
      float sx = MARGIN + 4 + 3 * GAP + WIDE_GAP;

      /* No room for a fan beside the wing: the waste shows its top. */
      fx = MARGIN;
      yb = y0 + wing_h + k.wg;
      set_slot (&s[AP_PILE_STOCK], X (sx), y0, w, k.h, AP_FAN_NONE, 0);
      set_slot (&s[AP_PILE_WASTE], X (sx + 1 + GAP), y0, w, k.h, AP_FAN_NONE, 0);
    }
  rx = fx + 2 + GAP + WIDE_GAP;
  for (int i = 0; i < 4; i++)
    {
      set_slot (&s[AP_PILE_F (i)], X (fx), yb + i * k.row, w, k.h, AP_FAN_NONE, 0);
      set_slot (&s[AP_PILE_F (i + 4)], X (fx + 1 + GAP), yb + i * k.row, w, k.h, AP_FAN_NONE, 0);
    }
  for (int r = 0; r < 16; r++)
    set_slot (&s[AP_PILE_R (r)], X (rx + (r % 4) * (1 + GAP)), yb + (r / 4) * k.row, w, k.h,
              AP_FAN_NONE, 0);
#undef X
}

/* Tournament (rules.md 7): the stock and the eight foundations in a row
 * on top; below, the tableau between the two columns of kibitzers, R1-R4
 * on the left and R5-R8 on the right. The tableau is fanned down: only
 * its top cards move, but the player plans by the cards beneath. On a
 * narrow board, eight columns make small cards: there the stock and the
 * foundations take two rows, the kibitzers two rows below them (R1-R4,
 * then R5-R8), over the six depots. */
static void
tournament_slots (gboolean tall, float x0, int w, int height, guint depot_room,
                  ApSlot s[AP_N_PILES])
{
  Metrics k;
  float yt, fan_h;

  metrics_for (w, &k);
#define X(units) (roundf (x0 + w * (units)))
  if (tall)
    {
      float yr = k.m + 2 * k.h + k.gap + k.wg;

      set_slot (&s[AP_PILE_STOCK], X (MARGIN), k.m, w, k.h, AP_FAN_NONE, 0);
      for (int i = 0; i < 8; i++)
        {
          float x = X (MARGIN + (1 + i % 4) * (1 + GAP));

          set_slot (&s[AP_PILE_F (i)], x, k.m + (i / 4) * k.row, w, k.h, AP_FAN_NONE, 0);
          set_slot (&s[AP_PILE_R (i)], x, yr + (i / 4) * k.row, w, k.h, AP_FAN_NONE, 0);
        }
      yt = yr + 2 * k.h + k.gap + k.wg;
    }
  else
    {
      float top_w = 1 + WIDE_GAP + 8 + 7 * GAP, block_w = 8 + 5 * GAP + 2 * WIDE_GAP;
      float bx = MARGIN + (top_w - block_w) / 2, tx = bx + 1 + WIDE_GAP;

      yt = k.m + k.h + k.wg;
      set_slot (&s[AP_PILE_STOCK], X (MARGIN), k.m, w, k.h, AP_FAN_NONE, 0);
      for (int i = 0; i < 8; i++)
        set_slot (&s[AP_PILE_F (i)], X (MARGIN + 1 + WIDE_GAP + i * (1 + GAP)), k.m, w, k.h,
                  AP_FAN_NONE, 0);
      for (int r = 0; r < 4; r++)
        {
          set_slot (&s[AP_PILE_R (r)], X (bx), yt + r * k.row, w, k.h, AP_FAN_NONE, 0);
          set_slot (&s[AP_PILE_R (r + 4)], X (tx + 6 + 5 * GAP + WIDE_GAP), yt + r * k.row, w, k.h,
                    AP_FAN_NONE, 0);
        }
    }
  /* The depots take the room their fans need (with the room kept ahead),
   * no more: the board below them stays free for the game's messages. */
  fan_h = MAX (k.h, MIN (height - yt - k.m, fan_length (k.h, k.sd, depot_room)));
  for (int i = 0; i < 6; i++)
    {
      float tx = tall ? MARGIN + i * (1 + GAP)
                      : MARGIN + (1 + 2 * GAP - WIDE_GAP) / 2 + 1 + WIDE_GAP + i * (1 + GAP);

      set_slot (&s[AP_PILE_T (i)], X (tx), yt, w, fan_h, AP_FAN_DOWN, k.sd);
    }
#undef X
}

/* Contradance (rules.md 8): the fives over the sixes, in two rows of
 * eight or, on a narrow board, four rows of four, each suit's two piles
 * side by side; the stock and the waste below them, at the left under two
 * rows of eight, which leaves the room at their right to the game's
 * messages (a wide board that is not high, such as a phone on its side,
 * has no other). */
static void
contradance_slots (gboolean wide, float x0, int w, int height, float need_h, ApSlot s[AP_N_PILES])
{
  Metrics k;
  int per_row = wide ? 8 : 4;
  float y0, ys, sx;

  metrics_for (w, &k);
  y0 = k.m + floorf (MAX (0, height - need_h) * 0.3f);
#define X(units) (roundf (x0 + w * (units)))
  for (int i = 0; i < 16; i++)
    {
      int kind = i / 8, r = (i % 8) / per_row, c = i % per_row;
      float y = y0 + kind * ((8 / per_row) * k.row - k.gap + k.wg) + r * k.row;

      if (wide)
        y = y0 + kind * k.row;
      set_slot (&s[AP_PILE_F (i)], X (MARGIN + c * (1 + GAP)), y, w, k.h, AP_FAN_NONE, 0);
    }
  ys = wide ? y0 + 2 * k.row - k.gap + k.wg : y0 + 4 * k.row - 2 * k.gap + 2 * k.wg;
  sx = MARGIN + (wide ? 0 : 1) * (1 + GAP);
  set_slot (&s[AP_PILE_STOCK], X (sx), ys, w, k.h, AP_FAN_NONE, 0);
  set_waste (&s[AP_PILE_WASTE], X (sx + 1 + GAP), ys, &k);
#undef X
}

/* The layouts of the games other than Algerian and Carthage (FALSE for
 * those: their reserves lie as the arrangement says). Where a game has two,
 * a wide one and a tall one, the one with the larger cards for piles of the
 * base room wins: the choice hangs on the board's size alone, so it never
 * changes during a game on a board of one size, however the piles grow. */
static gboolean
game_layout (ApGame game, int width, int height, Layout *layout)
{
  static const ApFanCards base = { BASE_ROOM, BASE_ROOM };
  Layout wide, tall;

  switch (game)
    {
    case AP_GAME_ALGERIAN:
    case AP_GAME_CARTHAGE:
      return FALSE;
    case AP_GAME_TOURNAMENT:
      wide = LAYOUT_TOURNAMENT;
      tall = LAYOUT_TOURNAMENT_TALL;
      break;
    case AP_GAME_ROYAL_COTILLION:
      wide = LAYOUT_COTILLION_WIDE;
      tall = LAYOUT_COTILLION_TALL;
      break;
    case AP_GAME_CONTRADANCE:
      wide = LAYOUT_CONTRADANCE_WIDE;
      tall = LAYOUT_CONTRADANCE_TALL;
      break;
    case AP_GAME_PATRIARCHS:
    case AP_GAME_PICTURE_PATIENCE:
    case AP_GAME_ODD_AND_EVEN:
    case AP_N_GAMES:
    default:
      *layout = LAYOUT_PATRIARCHS;
      return TRUE;
    }
  *layout =
    card_width (tall, &base, width, height) > card_width (wide, &base, width, height) ? tall : wide;
  return TRUE;
}

static int
compute_at (ApGame game, int width, int height, int layout_height, const ApFanCards *longest,
            const ApFanCards *room, ApArrangement *arrangement, ApSlot s[AP_N_PILES])
{
  static const ApFanCards base = { BASE_ROOM, BASE_ROOM };
  ApFanCards ahead, fans, reach;
  Layout layout = LAYOUT_PATRIARCHS;
  int w, h;
  float sd, sr, need_w, need_h, x0, m, wg, gap;

  memset (s, 0, sizeof (ApSlot) * AP_N_PILES);
  /* The room ahead includes the longest piles, as the deals to come make
   * them. */
  reach_of (longest, &reach);
  ahead = (ApFanCards) { MAX (room->depot, reach.depot), MAX (room->reserve, reach.reserve), 0, 0 };

  if (game_layout (game, width, height, &layout))
    *arrangement = AP_ARRANGEMENT_NONE;
  else
    {
      if (*arrangement == AP_ARRANGEMENT_NONE)
        *arrangement = choose_arrangement (width, layout_height, &ahead);
      layout =
        *arrangement == AP_ARRANGEMENT_BESIDE ? LAYOUT_ALGERIAN_WIDE : LAYOUT_ALGERIAN_NARROW;
    }

  w = layout_card_width (layout, &reach, &ahead, width, height);
  room_at (layout, w, &reach, &ahead, width, height, &fans);
  h = ap_card_height_for_width (w);
  sd = ap_card_fan_step_down (w);
  sr = ap_card_fan_step_right (w);
  m = roundf (MARGIN * w);
  wg = roundf (WIDE_GAP * w);
  gap = roundf (GAP * w);
  layout_size (layout, w, &fans, &need_w, &need_h);
  x0 = MAX (0, floorf ((width - need_w) / 2));

#define X(units) (roundf (x0 + w * (units)))

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

    case LAYOUT_COTILLION_WIDE:
    case LAYOUT_COTILLION_TALL:
      cotillion_slots (layout == LAYOUT_COTILLION_WIDE, x0, w, height, need_h, s);
      break;

    case LAYOUT_TOURNAMENT:
    case LAYOUT_TOURNAMENT_TALL:
      tournament_slots (layout == LAYOUT_TOURNAMENT_TALL, x0, w, height, fans.depot, s);
      break;

    case LAYOUT_CONTRADANCE_WIDE:
    case LAYOUT_CONTRADANCE_TALL:
      contradance_slots (layout == LAYOUT_CONTRADANCE_WIDE, x0, w, height, need_h, s);
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
          set_slot (&s[AP_PILE_R (k)], X (grid_x + (k % 3) * (1 + GAP)), y0 + (k / 3) * row, w, h,
                    AP_FAN_NONE, 0);
        set_slot (&s[AP_PILE_STOCK], X (grid_x), y0 + 3 * row, w, h, AP_FAN_NONE, 0);
        set_slot (&s[AP_PILE_WASTE], X (grid_x + 1 + GAP), y0 + 3 * row, roundf ((2 + GAP) * w), h,
                  AP_FAN_RIGHT, sr);
        s[AP_PILE_WASTE].max_fanned = 3;
      }
      break;
    }
#undef X

  return w;
}

/*
 * Room for the window's messages (ap-window-message.c: a hint's words, a
 * refusal, the banner), which float over the board and must hide no card.
 * Algerian's and Carthage's fans take the free height by design and leave
 * bands between their rows; the other games' piles have fixed places, and
 * some of their layouts fill the board (Contradance's five rows on a phone
 * held upright, Tournament's rows and depots there). There the
 * layout keeps a strip at the foot of the board for the messages, where a
 * toast would be, and the cards are a little smaller for it; elsewhere it
 * keeps nothing, and the message finds a free place among the piles.
 *
 * The layout knows no text: it makes room for the longest message at
 * GNOME's default font, the Italian hint of a game with no known win
 * ("Nessuna vittoria nota; mossa migliore per le fondazioni: la regina di
 * quadri sulla sua fondazione che scende.", 109 characters, about 720
 * pixels on one line, at the 600 pixels that the 91 of "... il tre di
 * cuori sulla fondazione 2." took when hints named piles by number), in a
 * box with the message's padding and its close button, at each of the
 * widths the message tries (ap-board-layout.h).
 */
#define MESSAGE_TEXT 720
#define MESSAGE_LINE 18
#define MESSAGE_CHROME_W 64
#define MESSAGE_CHROME_H 18

/* The banner (ap-banner.c) on one line: the Finish offer in Italian, its
 * words and button, about 480 pixels by 46. A board 600 pixels tall or
 * more with no free place for it among the piles keeps a strip for it
 * rather than have it wrap (Patriarchs, Picture Patience, Odd and Even in
 * the default window, issue 44, 3); a smaller one keeps its cards large. */
#define BANNER_W 480
#define BANNER_H 46
#define BANNER_MIN_BOARD_H 600

/* The height of the message's box at width box_w. */
static int
message_height (int box_w)
{
  int text_w = MAX (box_w - MESSAGE_CHROME_W, 1);

  return (MESSAGE_TEXT + text_w - 1) / text_w * MESSAGE_LINE + MESSAGE_CHROME_H;
}

/* The rectangle a message must not lie over: a pile's cards (a fan as far
 * as its longest pile reaches, not the room kept ahead of it, which the
 * message may use while it is empty), the stock and the waste with a
 * little room round them, as the message keeps. */
static void
keep_off (const ApSlot *slot, int pile, const ApFanCards *longest, graphene_rect_t *rect)
{
  float room = pile == AP_PILE_STOCK || pile == AP_PILE_WASTE ? slot->w * 0.1f : 0;
  float h = slot->h;

  if (slot->fan == AP_FAN_DOWN)
    h = MIN (h, fan_length (ap_card_height_for_width (slot->w), slot->step,
                            ap_pile_kind (pile) == AP_KIND_TABLEAU ? longest->depot
                                                                   : longest->reserve));
  *rect = GRAPHENE_RECT_INIT (slot->x - room, slot->y - room, slot->w + 2 * room, h + 2 * room);
}

/* Whether a box bw x bh fits on the board, AP_MESSAGE_MARGIN from its
 * edges, over none of the rectangles. If it fits anywhere, it fits with
 * its left edge at the margin or at a rectangle's right edge, and its top
 * at the margin or at a rectangle's foot (slid left and up until it meets
 * one), so only those places are tried. */
static gboolean
box_fits (const graphene_rect_t *piles, guint n, int width, int height, float bw, float bh)
{
  for (guint i = 0; i <= n; i++)
    for (guint j = 0; j <= n; j++)
      {
        float bx = i < n ? piles[i].origin.x + piles[i].size.width : AP_MESSAGE_MARGIN;
        float by = j < n ? piles[j].origin.y + piles[j].size.height : AP_MESSAGE_MARGIN;
        graphene_rect_t here = GRAPHENE_RECT_INIT (bx, by, bw, bh);
        gboolean clear = bx >= AP_MESSAGE_MARGIN && by >= AP_MESSAGE_MARGIN &&
                         bx + bw <= width - AP_MESSAGE_MARGIN &&
                         by + bh <= height - AP_MESSAGE_MARGIN;

        for (guint p = 0; p < n && clear; p++)
          clear = !graphene_rect_intersection (&here, &piles[p], NULL);
        if (clear)
          return TRUE;
      }
  return FALSE;
}

/* The message's width across a board width wide. */
static int
ap_board_layout_message_width (int width)
{
  return MIN (width - 2 * AP_MESSAGE_MARGIN, AP_MESSAGE_MAX_WIDTH);
}

int
ap_board_layout_message_narrower (int box_w)
{
  return box_w * 5 / 6;
}

/* Whether the piles leave a message a free place, at one of the widths the
 * message tries. */
static gboolean
message_fits (const ApSlot s[AP_N_PILES], const ApFanCards *longest, int width, int height)
{
  graphene_rect_t piles[AP_N_PILES];
  guint n = 0;
  int box_w = ap_board_layout_message_width (width), first_h = message_height (box_w);

  for (int p = 0; p < AP_N_PILES; p++)
    if (s[p].w > 0)
      keep_off (&s[p], p, longest, &piles[n++]);
  for (;;)
    {
      int h = message_height (box_w);

      if (h > AP_MESSAGE_MAX_GROWTH * first_h)
        return FALSE;
      if (box_fits (piles, n, width, height, box_w, h))
        return TRUE;
      if (box_w <= AP_MESSAGE_MIN_WIDTH)
        return FALSE;
      box_w = MAX (AP_MESSAGE_MIN_WIDTH, ap_board_layout_message_narrower (box_w));
    }
}

/* Whether the banner, where the board has room for it on one line, finds
 * a free place there among the piles. */
static gboolean
banner_fits (const ApSlot s[AP_N_PILES], const ApFanCards *longest, int width, int height)
{
  graphene_rect_t piles[AP_N_PILES];
  guint n = 0;

  if (width - 2 * AP_MESSAGE_MARGIN < BANNER_W || height < BANNER_MIN_BOARD_H)
    return TRUE;
  for (int p = 0; p < AP_N_PILES; p++)
    if (s[p].w > 0)
      keep_off (&s[p], p, longest, &piles[n++]);
  return box_fits (piles, n, width, height, BANNER_W, BANNER_H);
}

int
ap_board_layout_compute (ApGame game, int width, int height, int layout_height,
                         const ApFanCards *longest, const ApFanCards *room,
                         ApArrangement *arrangement, ApSlot s[AP_N_PILES])
{
  int w = compute_at (game, width, height, layout_height, longest, room, arrangement, s);
  int strip;
  /* Whether the strip is kept hangs on the piles as a new game lays them
   * out, never on how long they are now, so that no deal (nor a move)
   * gives or takes it, and moves the piles with it. Where the fans grow
   * over the free room later (Tournament's depots), the message finds the
   * place that hides the least, and the cards keep the room. */
  ApFanCards start = { ap_game_info (game)->tableau_size, 1, 0, 0 };

  gboolean banner = TRUE;

  if (game == AP_GAME_ALGERIAN || game == AP_GAME_CARTHAGE ||
      (message_fits (s, &start, width, height) &&
       (banner = banner_fits (s, &start, width, height))))
    return w;
  /* The piles above the strip, which stays empty. */
  strip = MAX (message_height (ap_board_layout_message_width (width)), banner ? 0 : BANNER_H) +
          AP_MESSAGE_MARGIN;
  if (height - strip <= 0)
    return w;
  return compute_at (game, width, height - strip, layout_height - strip, longest, room, arrangement,
                     s);
}
