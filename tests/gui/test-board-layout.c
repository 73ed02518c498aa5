/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The board's layout, without a display: in every game, at sizes from a
 * phone held upright to a desktop, with short and long piles, every card
 * of a fanned pile keeps its whole index in sight (its fan has room for
 * the full step between cards) while the cards need not be smaller than a
 * finger, the piles stay on the board and off one
 * another, and growing piles move the piles only now and then.
 */
#include <gtk/gtk.h>

#include "ap-board-layout.h"
#include "ap-card-renderer.h"
#include "ap-move.h"

/* Boards (the window less its header bar, and less the bar at the bottom
 * in a window narrower than 500): a phone held upright (360x640: 360x542),
 * a phone on its side (640x360, the smallest window: 640x308, and 630x296
 * for a window with a frame of its own, as under Xvfb without a window
 * manager), the smallest narrow window (360x360: 360x262),
 * small, the reviewer's 1100x760 window, wide and short, tall, full HD. */
static const int boards[][2] = {
  { 360, 542 },
  { 360, 580 },
  { 360, 700 },
  { 640, 308 },
  { 630, 296 },
  { 360, 262 },
  { 640, 500 },
  { 800, 600 },
  { 1090, 700 },
  { 1300, 740 },
  { 1400, 600 },
  { 1000, 1200 },
  { 1920, 1030 },
  /* Whole screens, for the family of rules.md 5-8 as well: a phone either
   * way round, a laptop, full HD and 4K. */
  { 360, 640 },
  { 640, 360 },
  { 1280, 800 },
  { 1920, 1080 },
  { 3840, 2160 },
};

static gboolean
overlap (const ApSlot *a, const ApSlot *b)
{
  return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

/* The cards of a pile of n in slot s, as the pile view lays them out at
 * full step, fit the slot. */
static gboolean
fan_fits (const ApSlot *s, int cw, int ch, guint n)
{
  guint shown = s->max_fanned > 0 ? MIN (n, s->max_fanned) : n;
  float room = s->fan == AP_FAN_DOWN ? s->h - ch : s->w - cw;

  if (s->fan == AP_FAN_NONE || shown <= 1)
    return TRUE;
  return (shown - 1) * s->step <= room + 0.01f;
}

static void
check (ApGame game, int width, int height, guint depot, guint reserve)
{
  ApFanCards longest = { depot, reserve }, room = { 0, 0 };
  ApArrangement arrangement = AP_ARRANGEMENT_NONE;
  ApSlot s[AP_N_PILES];
  int cw, ch;

  ap_board_layout_room (&room, &longest, TRUE);
  cw = ap_board_layout_compute (game, width, height, height, &longest, &room, &arrangement, s);
  ch = ap_card_height_for_width (cw);
  g_assert_cmpint (cw, >=, 8);
  for (int p = 0; p < AP_N_PILES; p++)
    {
      guint n;

      if (!ap_game_has_pile (game, p))
        continue;
      switch (ap_pile_kind (p))
        {
        case AP_KIND_TABLEAU:
          n = depot;
          break;
        case AP_KIND_RESERVE:
          n = reserve;
          break;
        case AP_KIND_WASTE:
          n = 24;
          break;
        case AP_KIND_STOCK:
        case AP_KIND_FOUNDATION:
        default:
          n = 1;
          break;
        }
      if (s[p].fan != AP_FAN_NONE)
        {
          float strip =
            s[p].fan == AP_FAN_DOWN ? ap_card_fan_step_down (cw) : ap_card_fan_step_right (cw);

          /* The step is the index's strip, and the fan has room for it. */
          g_assert_cmpfloat (s[p].step, >=, strip);
          /* Cards a finger wide are as small as they get: longer piles
           * are squeezed. */
          if (!fan_fits (&s[p], cw, ch, n) && cw > 28)
            g_error ("%s %dx%d, depots %u, reserves %u: %s (%.0fx%.0f) squeezes %u cards of "
                     "%dx%d by %.0f",
                     ap_game_info (game)->id, width, height, depot, reserve, ap_pile_name (p),
                     s[p].w, s[p].h, n, cw, ch, s[p].step);
        }
      /* Every pile of the game has a place, a card large at least. */
      if (s[p].w < cw || s[p].h < ch)
        g_error ("%s %dx%d: %s has no room (%.0fx%.0f)", ap_game_info (game)->id, width, height,
                 ap_pile_name (p), s[p].w, s[p].h);
      g_assert_cmpfloat (s[p].x, >=, 0);
      g_assert_cmpfloat (s[p].y, >=, 0);
      g_assert_cmpfloat (s[p].x + s[p].w, <=, width);
      g_assert_cmpfloat (s[p].y + s[p].h, <=, height);
      for (int q = 0; q < p; q++)
        if (ap_game_has_pile (game, q) && overlap (&s[p], &s[q]))
          g_error ("%s %dx%d, depots %u, reserves %u: %s and %s overlap", ap_game_info (game)->id,
                   width, height, depot, reserve, ap_pile_name (p), ap_pile_name (q));
    }
}

/* The longest fans a game makes: in Algerian and Carthage up to 16 cards in
 * a reserve pile (Carthage: six, and ten deals of one) and 20 on a depot;
 * Royal Cotillion's left wing holds three cards at most, its right wing
 * one; Tournament's depots up to 16 (four and three deals of four; 20
 * here) beside kibitzers of one card; the other games fan nothing. */
static void
fan_limits (ApGame game, guint *depot, guint *reserve)
{
  switch (game)
    {
    case AP_GAME_ALGERIAN:
    case AP_GAME_CARTHAGE:
      *depot = 20;
      *reserve = 16;
      break;
    case AP_GAME_ROYAL_COTILLION:
      *depot = 3;
      *reserve = 1;
      break;
    case AP_GAME_TOURNAMENT:
      *depot = 20;
      *reserve = 1;
      break;
    case AP_GAME_PATRIARCHS:
    case AP_GAME_PICTURE_PATIENCE:
    case AP_GAME_ODD_AND_EVEN:
    case AP_GAME_CONTRADANCE:
    case AP_N_GAMES:
    default:
      *depot = 0;
      *reserve = 0;
      break;
    }
}

/* Every game at every size with every length of its fans. */
static void
test_every_index_shows (void)
{
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (ApGame game = 0; game < AP_N_GAMES; game++)
      {
        guint max_depot, max_reserve;

        fan_limits (game, &max_depot, &max_reserve);
        for (guint depot = MIN (max_depot, 1u); depot <= max_depot; depot++)
          for (guint reserve = MIN (max_reserve, 1u); reserve <= max_reserve; reserve++)
            check (game, boards[b][0], boards[b][1], depot, reserve);
      }
}

/* The family's layouts use the board: on a phone held upright (its board
 * 360x542) and on a laptop (1280x750), a new deal of each game has cards
 * at least as large as Algerian's there, where its layout packs sixteen
 * piles in eight columns. */
static void
test_family_card_size (void)
{
  static const int sizes[][2] = { { 360, 542 }, { 640, 308 }, { 1280, 750 }, { 1920, 1030 } };
  static const ApGame family[] = {
    AP_GAME_ROYAL_COTILLION,
    AP_GAME_ODD_AND_EVEN,
    AP_GAME_TOURNAMENT,
    AP_GAME_CONTRADANCE,
  };

  for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
    {
      int w = sizes[b][0], h = sizes[b][1], algerian;
      ApFanCards longest = { 1, 4 }, room = { 0, 0 };
      ApArrangement arrangement = AP_ARRANGEMENT_NONE;
      ApSlot s[AP_N_PILES];

      ap_board_layout_room (&room, &longest, TRUE);
      algerian =
        ap_board_layout_compute (AP_GAME_ALGERIAN, w, h, h, &longest, &room, &arrangement, s);
      for (guint g = 0; g < G_N_ELEMENTS (family); g++)
        {
          ApFanCards start = { ap_game_info (family[g])->tableau_size, 1 };
          int cw;

          room = (ApFanCards) { 0, 0 };
          ap_board_layout_room (&room, &start, TRUE);
          arrangement = AP_ARRANGEMENT_NONE;
          cw = ap_board_layout_compute (family[g], w, h, h, &start, &room, &arrangement, s);
          g_test_message ("%s %dx%d: cards %d wide (Algerian %d)", ap_game_info (family[g])->id, w,
                          h, cw, algerian);
          g_assert_cmpint (cw, >=, algerian * 9 / 10);
          /* Held upright, a phone gets the family a layout of its own (no
           * game of it needs Algerian's eight columns there). */
          if (h > w)
            g_assert_cmpint (cw, >, algerian);
        }
    }
}

/* Whether a box bw x bh lies somewhere on a board width x height, 12
 * pixels from its edges (a message's margin), over none of the slots of a
 * new deal of game: every place, two pixels apart. The stock and the
 * waste keep a tenth of a card round them, as the message does. */
static gboolean
message_room (ApGame game, const ApSlot s[AP_N_PILES], int width, int height, int bw, int bh)
{
  for (int y = 12; y + bh <= height - 12; y += 2)
    for (int x = 12; x + bw <= width - 12; x += 2)
      {
        gboolean clear = TRUE;

        for (int p = 0; p < AP_N_PILES && clear; p++)
          {
            float r = p == AP_PILE_STOCK || p == AP_PILE_WASTE ? s[p].w / 10 : 0;

            if (ap_game_has_pile (game, p))
              clear = !(x < s[p].x + s[p].w + r && s[p].x - r < x + bw && y < s[p].y + s[p].h + r &&
                        s[p].y - r < y + bh);
          }
        if (clear)
          return TRUE;
      }
  return FALSE;
}

/* Issue 32, 4b: the family's piles have fixed places, and where they fill
 * the board (Contradance's five rows on a phone held upright) the layout
 * keeps a strip for the window's messages. The longest, a hint in Italian
 * ("Nessuna vittoria nota; mossa migliore per le fondazioni: la regina di
 * quadri sulla sua fondazione che scende.", about 720 pixels), takes three
 * lines of 18 pixels in a box across a phone (326 pixels: the board's 350
 * less two margins of 12; 262 for the text, less the padding and the close
 * button), with 18 of padding: 72 high. On the phone's board, Contradance's
 * fives and sixes and its stock leave that box a place. */
static void
test_message_strip (void)
{
  static const ApGame family[] = {
    AP_GAME_CONTRADANCE,
    AP_GAME_ROYAL_COTILLION,
  };

  for (guint g = 0; g < G_N_ELEMENTS (family); g++)
    {
      ApFanCards start = { ap_game_info (family[g])->tableau_size, 1 }, room = { 0, 0 };
      ApArrangement arrangement = AP_ARRANGEMENT_NONE;
      ApSlot s[AP_N_PILES];

      ap_board_layout_room (&room, &start, TRUE);
      ap_board_layout_compute (family[g], 350, 536, 536, &start, &room, &arrangement, s);
      g_assert_true (message_room (family[g], s, 350, 536, 326, 72));
    }
}

/* The reviewer's board: eight cards in a reserve pile and two on the
 * depots keep the size of the cards of a new deal, in the band that was
 * left empty. */
static void
test_band_used (void)
{
  ApFanCards longest = { 1, 4 }, room = { 0, 0 };
  ApArrangement arrangement = AP_ARRANGEMENT_NONE;
  ApSlot s[AP_N_PILES];
  int first, now;

  ap_board_layout_room (&room, &longest, TRUE);
  first =
    ap_board_layout_compute (AP_GAME_ALGERIAN, 1090, 700, 700, &longest, &room, &arrangement, s);
  longest = (ApFanCards) { 2, 8 };
  ap_board_layout_room (&room, &longest, TRUE);
  arrangement = AP_ARRANGEMENT_NONE;
  now =
    ap_board_layout_compute (AP_GAME_ALGERIAN, 1090, 700, 700, &longest, &room, &arrangement, s);
  g_assert_cmpint (now, ==, first);
}

/* Cards dealt to the reserves one deal after the other, and laid on the
 * depots one by one: the piles move now and then, never on every card, on
 * a board with room to spare. */
static void
test_few_moves (void)
{
  static const int sizes[][2] = { { 1090, 700 }, { 1300, 740 }, { 1920, 1030 } };

  for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
    for (int kind = 0; kind < 2; kind++)
      {
        ApFanCards longest = { 1, 4 }, room = { 0, 0 };
        ApArrangement arrangement = AP_ARRANGEMENT_NONE;
        ApSlot before[AP_N_PILES], after[AP_N_PILES];
        guint moved = 0, steps = 0;

        ap_board_layout_room (&room, &longest, TRUE);
        ap_board_layout_compute (AP_GAME_ALGERIAN, sizes[b][0], sizes[b][1], sizes[b][1], &longest,
                                 &room, &arrangement, before);
        while ((kind == 0 ? longest.reserve : longest.depot) < 13)
          {
            if (kind == 0)
              longest.reserve++;
            else
              longest.depot++;
            ap_board_layout_room (&room, &longest, FALSE);
            ap_board_layout_compute (AP_GAME_ALGERIAN, sizes[b][0], sizes[b][1], sizes[b][1],
                                     &longest, &room, &arrangement, after);
            moved += memcmp (before, after, sizeof before) != 0;
            steps++;
            memcpy (before, after, sizeof before);
          }
        if (moved * 2 > steps)
          g_error ("%dx%d: the %s moved %u times in %u cards", sizes[b][0], sizes[b][1],
                   kind == 0 ? "reserves" : "depots", moved, steps);
      }
}

/* A game of Algerian dealt to its end (Tarbart: two cards more on each
 * reserve pile a deal, then one on each depot) on the boards of common
 * windows: the reserves never change sides in a game, and where they lie
 * from the start is where a board chosen afresh after four deals (reserve
 * piles of 12 cards) puts them, so the start's choice serves the game. A
 * phone held upright has them below, a wide screen beside. */
static void
test_arrangement_kept (void)
{
  static const struct {
    int w, h;
    ApArrangement expect;
  } sizes[] = {
    { 1400, 854, 0 },
    { 1300, 754, 0 },
    { 1090, 700, 0 },
    { 1920, 1030, AP_ARRANGEMENT_BESIDE },
    { 800, 554, 0 },
    { 1024, 714, 0 },
    { 360, 590, AP_ARRANGEMENT_BELOW },
  };

  for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
    {
      ApFanCards longest = { 1, 4 }, room = { 0, 0 };
      ApArrangement kept = AP_ARRANGEMENT_NONE, start, late = AP_ARRANGEMENT_NONE;
      ApSlot s[AP_N_PILES];
      int w = sizes[b].w, h = sizes[b].h;

      ap_board_layout_room (&room, &longest, TRUE);
      ap_board_layout_compute (AP_GAME_ALGERIAN, w, h, h, &longest, &room, &kept, s);
      start = kept;
      g_assert_cmpint (start, !=, AP_ARRANGEMENT_NONE);
      if (sizes[b].expect != 0)
        g_assert_cmpint (start, ==, sizes[b].expect);
      for (int deal = 1; deal <= 5; deal++)
        {
          if (deal < 5)
            longest.reserve += 2;
          else
            longest.depot++;
          ap_board_layout_room (&room, &longest, FALSE);
          ap_board_layout_compute (AP_GAME_ALGERIAN, w, h, h, &longest, &room, &kept, s);
          g_assert_cmpint (kept, ==, start);
          if (deal == 4)
            {
              g_assert_cmpuint (longest.reserve, ==, 12);
              ap_board_layout_compute (AP_GAME_ALGERIAN, w, h, h, &longest, &room, &late, s);
            }
        }
      g_test_message ("%dx%d: %s", w, h, start == AP_ARRANGEMENT_BESIDE ? "beside" : "below");
      g_assert_cmpint (start, ==, late);
    }
}

/* One card more and back (a move and its undo) leaves the room as it was. */
static void
test_room_steady (void)
{
  ApFanCards longest = { 5, 7 }, room = { 0, 0 }, kept;

  ap_board_layout_room (&room, &longest, TRUE);
  g_assert_cmpuint (room.reserve, >, 7);
  g_assert_cmpuint (room.depot, >, 5);
  kept = room;
  for (int i = 0; i < 4; i++)
    {
      longest.reserve += i % 2 == 0 ? 1 : -1;
      ap_board_layout_room (&room, &longest, FALSE);
      g_assert_cmpuint (room.reserve, ==, kept.reserve);
      g_assert_cmpuint (room.reserve, >=, longest.reserve);
    }
  /* Well below, it shrinks. */
  longest.reserve = 1;
  ap_board_layout_room (&room, &longest, FALSE);
  g_assert_cmpuint (room.reserve, <, kept.reserve);
  g_assert_cmpuint (room.reserve, >=, 1);
}

/* Tournament's depots grow to sixteen cards: the piles keep their layout
 * (the kibitzers their place) as they do, on a phone and a laptop. */
static void
test_tournament_kept (void)
{
  static const int sizes[][2] = { { 360, 542 }, { 1280, 750 } };

  for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
    {
      ApFanCards longest = { 4, 1 }, room = { 0, 0 };
      ApArrangement arrangement = AP_ARRANGEMENT_NONE;
      ApSlot first[AP_N_PILES], s[AP_N_PILES];
      int w = sizes[b][0], h = sizes[b][1];

      ap_board_layout_room (&room, &longest, TRUE);
      ap_board_layout_compute (AP_GAME_TOURNAMENT, w, h, h, &longest, &room, &arrangement, first);
      for (longest.depot = 5; longest.depot <= 16; longest.depot++)
        {
          ap_board_layout_room (&room, &longest, FALSE);
          ap_board_layout_compute (AP_GAME_TOURNAMENT, w, h, h, &longest, &room, &arrangement, s);
          /* Left of the first depot, or above it: where the kibitzers were. */
          g_assert_cmpint ((s[AP_PILE_R (0)].x < s[AP_PILE_T (0)].x), ==,
                           (first[AP_PILE_R (0)].x < first[AP_PILE_T (0)].x));
          g_assert_cmpint ((s[AP_PILE_R (0)].y < s[AP_PILE_T (0)].y), ==,
                           (first[AP_PILE_R (0)].y < first[AP_PILE_T (0)].y));
        }
    }
}

/* Issue 44, 4: the boards of a phone held upright (360x640: its board
 * 360x542), a phone on its side (640x360: 640x308), the default window
 * (1100x760: 1090x700) and full HD (1920x1080: 1920x1030). In every game,
 * a deal (through the engine, to the stock's end, with no move between)
 * leaves the cards their size and every pile where it was, and the tallest
 * pile's room reaches the foot of the board: no wide empty band. */
static void
test_deal_keeps_piles (void)
{
  static const int sizes[][2] = { { 360, 542 }, { 640, 308 }, { 1090, 700 }, { 1920, 1030 } };

  for (ApGame game = 0; game < AP_N_GAMES; game++)
    for (guint b = 0; b < G_N_ELEMENTS (sizes); b++)
      for (guint32 number = 1; number <= 3; number++)
        {
          static const ApMove deal = { AP_MOVE_DEAL, 0, 0 };
          int width = sizes[b][0], height = sizes[b][1], first, cw, deals = 0;
          ApFanCards longest = { 0, 0, 0, 0 }, room = { 0, 0, 0, 0 };
          ApArrangement arrangement = AP_ARRANGEMENT_NONE;
          ApSlot before[AP_N_PILES], after[AP_N_PILES];
          g_autofree ApPosition *pos = g_new0 (ApPosition, 1);
          ApRules rules;
          float foot = 0;

          ap_rules_default (game, &rules);
          ap_position_deal (pos, &rules, number);
          ap_board_layout_longest (pos, &longest);
          ap_board_layout_room (&room, &longest, TRUE);
          first = ap_board_layout_compute (game, width, height, height, &longest, &room,
                                           &arrangement, before);
          for (int p = 0; p < AP_N_PILES; p++)
            if (ap_game_has_pile (game, p))
              foot = MAX (foot, before[p].y + before[p].h);
          if (number == 1)
            g_test_message ("%s %dx%d: cards %d wide, piles to %.0f", ap_game_info (game)->id,
                            width, height, first, foot);
          /* Fans take the room down to the foot of the board, but for
           * a margin; the other games' piles, which do not grow, leave
           * a band no higher than a card and the message strip (a box
           * 72 high and its margin, test_message_strip()). */
          if (foot < height - (longest.depot_dealt > longest.depot ||
                                   longest.reserve_dealt > longest.reserve
                                 ? ap_card_height_for_width (first) / 2
                                 : ap_card_height_for_width (first) + 84))
            g_error ("%s %dx%d: the piles end at %.0f", ap_game_info (game)->id, width, height,
                     foot);
          while (ap_position_check_move (pos, deal) == AP_VERDICT_OK)
            {
              ap_position_apply (pos, deal, NULL);
              deals++;
              ap_board_layout_longest (pos, &longest);
              ap_board_layout_room (&room, &longest, FALSE);
              cw = ap_board_layout_compute (game, width, height, height, &longest, &room,
                                            &arrangement, after);
              if (cw != first)
                g_error ("%s %dx%d deal %u: cards %d wide after deal %d, %d before",
                         ap_game_info (game)->id, width, height, number, cw, deals, first);
              for (int p = 0; p < AP_N_PILES; p++)
                if (after[p].x != before[p].x || after[p].y != before[p].y)
                  g_error ("%s %dx%d deal %u: %s moves from %.0f,%.0f to %.0f,%.0f on deal %d",
                           ap_game_info (game)->id, width, height, number, ap_pile_name (p),
                           before[p].x, before[p].y, after[p].x, after[p].y, deals);
            }
        }
}

/* A finger reaches a pile past its edges: a point in the gap between two
 * piles goes to the nearer, one on the table out of reach to none, and a
 * pointer hits only the piles themselves. */
static void
test_finger_reach (void)
{
  ApSlot s[AP_N_PILES] = { 0 };
  gboolean present[AP_N_PILES] = { FALSE };
  double reach = ap_board_layout_finger_reach (38);

  /* Half of what a card 38 wide lacks of 48 is 5: the least reach wins. */
  g_assert_cmpfloat (reach, ==, 6.0);
  g_assert_cmpfloat (ap_board_layout_finger_reach (20), ==, 14.0);
  g_assert_cmpfloat (ap_board_layout_finger_reach (120), ==, 6.0);

  s[AP_PILE_T (0)] = (ApSlot) { .x = 10, .y = 10, .w = 38, .h = 53 };
  s[AP_PILE_T (1)] = (ApSlot) { .x = 52, .y = 10, .w = 38, .h = 53 };
  s[AP_PILE_T (2)] = (ApSlot) { .x = 94, .y = 10, .w = 38, .h = 53 };
  present[AP_PILE_T (0)] = present[AP_PILE_T (1)] = TRUE;
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 30, 30, 0), ==, AP_PILE_T (0));
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 60, 30, reach), ==, AP_PILE_T (1));
  /* In the gap of 4: the nearer edge wins, for a finger only. */
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 49, 30, 0), ==, -1);
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 49, 30, reach), ==, AP_PILE_T (0));
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 51.5, 30, reach), ==, AP_PILE_T (1));
  /* Left of the first pile and below both, within reach and out of it. */
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 5, 30, reach), ==, AP_PILE_T (0));
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 30, 68, reach), ==, AP_PILE_T (0));
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 30, 70, reach), ==, -1);
  /* A pile the board does not show is no target, nor near one. */
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 100, 30, reach), ==, -1);
  g_assert_cmpint (ap_board_layout_pile_at (s, present, 92, 30, reach), ==, AP_PILE_T (1));
}

/* On a phone held upright, the finger's target of each pile in Algerian: at
 * least its card and the gaps beside it up to half way, and 48 pixels high.
 * Prints the narrowest, the size reached. */
static void
test_finger_targets_phone (void)
{
  ApFanCards longest = { 1, 1 }, room = { 0, 0 };
  ApArrangement arrangement = AP_ARRANGEMENT_NONE;
  ApSlot s[AP_N_PILES] = { 0 };
  gboolean present[AP_N_PILES];
  int cw = 0;
  double reach, narrowest = G_MAXDOUBLE, lowest = G_MAXDOUBLE;

  ap_board_layout_room (&room, &longest, TRUE);
  cw = ap_board_layout_compute (AP_GAME_ALGERIAN, 360, 542, 542, &longest, &room, &arrangement, s);
  reach = ap_board_layout_finger_reach (cw);
  for (int p = 0; p < AP_N_PILES; p++)
    present[p] = s[p].w > 0;
  for (int p = 0; p < AP_N_PILES; p++)
    {
      double cx = s[p].x + s[p].w / 2, cy = s[p].y + MIN (s[p].h, cw) / 2;
      double w = 0, h = 0;

      if (!present[p])
        continue;
      /* Across the middle of its top card, a tenth of a pixel at a time. */
      for (double x = s[p].x - 30; x < s[p].x + s[p].w + 30; x += 0.1)
        w += ap_board_layout_pile_at (s, present, x, cy, reach) == p ? 0.1 : 0;
      for (double y = s[p].y - 30; y < s[p].y + s[p].h + 30; y += 0.1)
        h += ap_board_layout_pile_at (s, present, cx, y, reach) == p ? 0.1 : 0;
      g_assert_cmpfloat (w, >, s[p].w + 1);
      g_assert_cmpfloat (h, >=, AP_FINGER_TARGET);
      narrowest = MIN (narrowest, w);
      lowest = MIN (lowest, h);
    }
  g_test_message ("360x542 board: cards %d wide, finger reach %.1f, narrowest target %.1f "
                  "wide, lowest %.1f high",
                  cw, reach, narrowest, lowest);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-layout/every-index-shows", test_every_index_shows);
  g_test_add_func ("/board-layout/band-used", test_band_used);
  g_test_add_func ("/board-layout/family-card-size", test_family_card_size);
  g_test_add_func ("/board-layout/message-strip", test_message_strip);
  g_test_add_func ("/board-layout/tournament-kept", test_tournament_kept);
  g_test_add_func ("/board-layout/deal-keeps-piles", test_deal_keeps_piles);
  g_test_add_func ("/board-layout/arrangement-kept", test_arrangement_kept);
  g_test_add_func ("/board-layout/few-moves", test_few_moves);
  g_test_add_func ("/board-layout/room-steady", test_room_steady);
  g_test_add_func ("/board-layout/finger-reach", test_finger_reach);
  g_test_add_func ("/board-layout/finger-targets-phone", test_finger_targets_phone);
  return g_test_run ();
}
