/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Where a message or the banner floats over the board (ap-message-place.h),
 * without a display: boards drawn by hand, where the right place follows
 * from the rule, and random boards, where a search of every pixel says
 * whether a place off every card that can move exists, and the box must
 * then be in one (issue 44, 3).
 */
#include <gtk/gtk.h>

#include "ap-board-layout.h"
#include "ap-message-place.h"

/* A box whose words take 300 pixels on one line, in a frame 20 pixels
 * wide, 40 pixels tall with one line and 20 more for each line after. */
#define TEXT_W 300
#define FRAME 20
#define LINE 20

static int
height_cb (int w, gpointer user_data)
{
  int text_w = MAX (w - FRAME, 1);

  return FRAME + LINE * ((TEXT_W + text_w - 1) / text_w);
}

static ApPlaceRequest
request (int width, int height, const ApPlacePile *piles, guint n_piles)
{
  return (ApPlaceRequest) {
    .width = width,
    .height = height,
    .min_width = 60,
    .nat_width = TEXT_W + FRAME,
    .height_for_width = height_cb,
    .piles = piles,
    .n_piles = n_piles,
  };
}

/* A pile of one card, or a fan down from (x, y) whose top card is the
 * last card_h pixels. */
static ApPlacePile
pile (float x, float y, float w, float h, float card_h, gboolean movable)
{
  ApPlacePile p = { GRAPHENE_RECT_INIT (x, y, w, h),
                    GRAPHENE_RECT_INIT (x, y + h - card_h, w, card_h), movable, FALSE };

  return p;
}

static gboolean
meets (const ApPlaceBox *box, const graphene_rect_t *rect, float room)
{
  return box->x < rect->origin.x + rect->size.width + room &&
         rect->origin.x - room < box->x + box->w &&
         box->y < rect->origin.y + rect->size.height + room &&
         rect->origin.y - room < box->y + box->h;
}

static gboolean
on_board (const ApPlaceBox *box, int width, int height)
{
  return box->x >= AP_MESSAGE_MARGIN && box->y >= AP_MESSAGE_MARGIN &&
         box->x + box->w <= width - AP_MESSAGE_MARGIN &&
         box->y + box->h <= height - AP_MESSAGE_MARGIN;
}

/* Two rows of four cards on a board 400x300, with a band 76 pixels tall
 * between them; the top row's cards can move, the bottom row's if
 * bottom_moves. */
static ApPlaceRequest
two_rows (ApPlacePile piles[8], gboolean bottom_moves)
{
  for (int i = 0; i < 4; i++)
    {
      piles[i] = pile (20 + 90 * i, 12, 80, 100, 100, TRUE);
      piles[4 + i] = pile (20 + 90 * i, 188, 80, 100, 100, bottom_moves);
    }
  return request (400, 300, piles, 8);
}

/* Two rows of four cards that can move, with a band 76 pixels tall
 * between them: the box, 40 pixels tall at its natural width, goes into
 * the band, centred, on one line, at its foot (the lowest place, nearest
 * to a toast's), its little room away from the top cards. */
static void
test_free_band (void)
{
  ApPlacePile piles[8];
  ApPlaceRequest r;
  ApPlaceBox box;

  r = two_rows (piles, TRUE);
  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_CLEAR);
  g_assert_cmpint (box.w, ==, TEXT_W + FRAME);
  g_assert_cmpint (box.h, ==, 40);
  g_assert_cmpint (box.x, ==, (400 - box.w) / 2);
  g_assert_cmpint (box.y, >=, 112 + AP_PLACE_MOVABLE_ROOM);
  g_assert_cmpint (box.y + box.h, ==, 188 - AP_PLACE_MOVABLE_ROOM);
}

/* Three fans fill the board from top to foot, with gaps too narrow for the
 * box; their top cards are at the foot, where a toast would lie. The left
 * and right ones can move, the middle one too if middle_moves. No place
 * is clear of the cards, so the box lies over buried cards, above the top
 * cards, at its natural width: its words stay on one line; and as low as
 * the top cards allow, since the top quarters of the fans, where their
 * first cards show their index, weigh more. */
static void
check_over_buried_cards (gboolean middle_moves)
{
  ApPlacePile piles[3] = {
    pile (20, 12, 100, 276, 100, TRUE),
    pile (150, 12, 100, 276, 100, middle_moves),
    pile (280, 12, 100, 276, 100, TRUE),
  };
  ApPlaceRequest r = request (400, 300, piles, 3);
  ApPlaceBox box;

  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_OVER_CARDS);
  g_assert_true (on_board (&box, 400, 300));
  g_assert_cmpint (box.w, ==, TEXT_W + FRAME);
  for (int i = 0; i < 3; i++)
    g_assert_false (piles[i].movable && meets (&box, &piles[i].top, AP_PLACE_MOVABLE_ROOM));
  g_assert_cmpint (box.y + box.h, >, 188 - AP_PLACE_MOVABLE_ROOM - 4);
}

static void
test_over_buried_cards (void)
{
  check_over_buried_cards (FALSE);
  check_over_buried_cards (TRUE);
}

/* The box never lies over the piles it speaks of: here the band's middle,
 * where it would go. It goes beside it in the band, narrower: 184 pixels
 * wide (320, then five sixths of it three times) is the first width that
 * fits between it and the board's right margin. */
static void
test_about (void)
{
  ApPlacePile piles[8];
  graphene_rect_t about = GRAPHENE_RECT_INIT (150, 112, 40, 76);
  ApPlaceRequest r;
  ApPlaceBox box;

  r = two_rows (piles, TRUE);
  r.about = &about;
  r.n_about = 1;
  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_CLEAR);
  g_assert_false (meets (&box, &about, 0));
  g_assert_cmpint (box.x, >=, 190);
  g_assert_cmpint (box.w, ==, 184);
}

/* The stock and the waste at the foot of the board, where a toast would
 * lie, and room above: the box keeps off them and the room round them. */
static void
test_stock (void)
{
  ApPlacePile piles[2] = {
    pile (140, 190, 60, 84, 84, TRUE),
    pile (210, 190, 60, 84, 84, FALSE),
  };
  ApPlaceRequest r = request (400, 300, piles, 2);
  ApPlaceBox box;

  piles[0].stock = piles[1].stock = TRUE;
  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_CLEAR);
  for (int i = 0; i < 2; i++)
    g_assert_false (meets (&box, &piles[i].cards, 6));
  g_assert_cmpint (box.w, ==, TEXT_W + FRAME);
}

/* One free band, which the banner holds: the message goes over the banner
 * rather than over the cards. */
static void
test_over_banner (void)
{
  ApPlacePile piles[8];
  graphene_rect_t banner = GRAPHENE_RECT_INIT (12, 120, 376, 60);
  ApPlaceRequest r;
  ApPlaceBox box;

  r = two_rows (piles, FALSE);
  r.banner = &banner;
  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_OVER_BANNER);
  for (int i = 0; i < 8; i++)
    g_assert_false (meets (&box, &piles[i].cards, 0));
}

/* Cards that can move everywhere: a board too small for its cards. The box
 * still goes on the board, over as little of them as it can. */
static void
test_no_room (void)
{
  ApPlacePile piles[2] = {
    pile (0, 0, 200, 300, 300, TRUE),
    pile (200, 0, 200, 300, 300, TRUE),
  };
  ApPlaceRequest r = request (400, 300, piles, 2);
  ApPlaceBox box;

  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_OVER_MOVABLE);
  g_assert_true (on_board (&box, 400, 300));
  /* A board lower than the box: the box starts on it all the same, its
   * first line in sight, never above it (over the header bar). */
  r = request (400, 30, piles, 2);
  g_assert_cmpint (ap_message_place (&r, &box), ==, AP_PLACE_OVER_MOVABLE);
  g_assert_cmpint (box.x, >=, 0);
  g_assert_cmpint (box.y, ==, 0);
}

/* Whether a box w x h fits somewhere on the board off every top card that
 * can move and off about, trying every pixel. */
static gboolean
fits_anywhere (const ApPlaceRequest *r, int w, int h)
{
  for (int y = AP_MESSAGE_MARGIN; y + h <= r->height - AP_MESSAGE_MARGIN; y++)
    for (int x = AP_MESSAGE_MARGIN; x + w <= r->width - AP_MESSAGE_MARGIN; x++)
      {
        ApPlaceBox box = { x, y, w, h };
        gboolean clear = TRUE;

        for (guint i = 0; i < r->n_piles && clear; i++)
          clear = !r->piles[i].movable || !meets (&box, &r->piles[i].top, AP_PLACE_MOVABLE_ROOM);
        for (guint i = 0; i < r->n_about && clear; i++)
          clear = !meets (&box, &r->about[i], 0);
        if (clear)
          return TRUE;
      }
  return FALSE;
}

/* Random boards of cards and fans, some of which can move: whenever some
 * place at one of the box's widths (ap-board-layout.h: its natural width,
 * then each narrower one down to AP_MESSAGE_MIN_WIDTH) keeps off every
 * card that can move and the pile it speaks of, the box is in such a
 * place; and it is always on the board. */
static void
test_random_boards (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (44);
  guint kept = 0, none = 0;

  for (int board = 0; board < 200; board++)
    {
      int width = g_rand_int_range (rand, 360, 700), height = g_rand_int_range (rand, 300, 700);
      ApPlacePile piles[48];
      guint n = (guint) g_rand_int_range (rand, 4, 48);
      graphene_rect_t about;
      ApPlaceRequest r;
      ApPlaceBox box;
      ApPlaceKind kind;
      gboolean exists = FALSE;
      int w;

      for (guint i = 0; i < n; i++)
        {
          float cw = g_rand_int_range (rand, 38, 120), ch = cw * 1.4f;
          float fan = g_rand_boolean (rand) ? g_rand_int_range (rand, 0, 200) : 0;
          float x = g_rand_int_range (rand, 0, width - (int) cw);
          float y = g_rand_int_range (rand, 0, MAX (1, height - (int) (ch + fan)));

          piles[i] = pile (x, y, cw, ch + fan, ch, g_rand_int_range (rand, 0, 3) == 0);
          piles[i].stock = i < 2;
        }
      about = piles[n - 1].cards;
      r = request (width, height, piles, n);
      r.about = &about;
      r.n_about = 1;
      kind = ap_message_place (&r, &box);
      g_assert_true (on_board (&box, width, height));
      w = MIN (r.nat_width, width - 2 * AP_MESSAGE_MARGIN);
      for (;;)
        {
          if (fits_anywhere (&r, w, height_cb (w, NULL)))
            {
              exists = TRUE;
              break;
            }
          if (w <= AP_MESSAGE_MIN_WIDTH)
            break;
          w = MAX (AP_MESSAGE_MIN_WIDTH, ap_board_layout_message_narrower (w));
        }
      if (!exists)
        {
          g_assert_cmpint (kind, ==, AP_PLACE_OVER_MOVABLE);
          none++;
          continue;
        }
      g_assert_cmpint (kind, !=, AP_PLACE_OVER_MOVABLE);
      g_assert_false (meets (&box, &about, 0));
      for (guint i = 0; i < n; i++)
        if (piles[i].movable)
          g_assert_false (meets (&box, &piles[i].top, AP_PLACE_MOVABLE_ROOM));
      kept++;
    }
  /* The boards are of both kinds. */
  g_assert_cmpuint (kept, >, 100);
  g_test_message ("%u boards with a place off the cards that move, %u without", kept, none);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/message-place/free-band", test_free_band);
  g_test_add_func ("/message-place/over-buried-cards", test_over_buried_cards);
  g_test_add_func ("/message-place/about", test_about);
  g_test_add_func ("/message-place/stock", test_stock);
  g_test_add_func ("/message-place/over-banner", test_over_banner);
  g_test_add_func ("/message-place/no-room", test_no_room);
  g_test_add_func ("/message-place/random-boards", test_random_boards);
  return g_test_run ();
}
