/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch through the window, on seed 003's city of 8 tiles and 2
 * coats of arms: the magic tile's question (a button for each figure,
 * then a click on a marked segment), the mage drawn in its purple beside
 * the knight's spot, and 28 to each knight when the city is closed.  Red
 * is player 0, Blue player 1; the start tile is D at 0,0. */
#include "config.h"

#include <math.h>

#include "carc-board.h"
#include "carc-magic.h"
#include "carc-tile-geometry.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

/* Where the mage may go, it stands faint in its purple on every marked
 * segment: around the middle of each spot, with no purple while the
 * figure was being chosen, purple now (blue and red over green). */
static void
check_faint_mages (CarcWindow  *window,
                   TestPicture *choosing)
{
  CarcGame *game = carc_window_get_game (window);
  CarcBoard *board = carc_window_get_board (window);
  g_autoptr(TestPicture) where = test_picture_of_board (board);
  GListModel *choices = carc_game_get_choices (game);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);
      CarcPlacedTile t;
      double ax, ay;
      guint purple_before = 0, purple_now = 0;

      carc_game_get_placed (game, carc_game_tile_at (game, a->x, a->y), &t);
      g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment,
                                                &ax, &ay));
      for (gint dx = -2; dx <= 2; dx++)
        for (gint dy = -2; dy <= 2; dy++)
          {
            guint before[3], now[3];

            test_picture_rgb (choosing, t.x + ax + dx * 0.02, t.y + ay + dy * 0.02, before);
            test_picture_rgb (where, t.x + ax + dx * 0.02, t.y + ay + dy * 0.02, now);
            purple_before += before[2] > before[1] + 20 && before[0] > before[1];
            purple_now += now[2] > now[1] + 20 && now[0] > now[1];
          }
      g_assert_cmpuint (purple_before, ==, 0);
      g_assert_cmpuint (purple_now, >=, 5);
      n++;
    }
  g_assert_cmpuint (n, >=, 2);
}

static void
test_mage_city (void)
{
  const char *modules[] = { CARC_MAGIC_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "R V MW-D E F G E F N");
  CarcWindow *window = test_window_with (game);
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 1, .rotation = 1 };
  CarcAction choose = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_CHOOSE, .value = CARC_MAGIC_MAGE };
  CarcAction put = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_PLACE, .value = CARC_MAGIC_MAGE,
                     .x = 0, .y = -1, .segment = 0 };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  test_ui_tile (window, 0, -1, 2, 0);                  /* Red: a knight over D */
  test_ui_tile (window, 1, 0, 0, -1);
  test_ui_act (window, &a);                                /* Red: the magic tile */
  choose.module = put.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  {
    g_autoptr(TestPicture) choosing = test_picture_of_board (carc_window_get_board (window));

    test_ui_act (window, &choose);                         /* the Mage button */
    test_screenshot (GTK_WIDGET (window), "magic-where.png");
    check_faint_mages (window, choosing);
  }
  /* The view went elsewhere (where the mage may go, or the player's
   * panning); once the mage is put, Red's figure step brings the magic
   * tile back into view. */
  carc_board_pan (carc_window_get_board (window), 30, 30);
  test_ui_act (window, &put);                              /* a click on the city's marked segment */
  g_assert_cmpint (carc_magic_find (carc_game_peek_state (game), CARC_MAGIC_MAGE), >=, 0);
  {
    CarcBoard *board = carc_window_get_board (window);
    double ts = carc_board_tile_size (board), px, py;

    test_settle ();
    carc_board_to_screen (board, 0, 1, &px, &py);
    g_assert_cmpfloat (px, >=, 0);
    g_assert_cmpfloat (py, >=, 0);
    g_assert_cmpfloat (px + ts, <=, gtk_widget_get_width (GTK_WIDGET (board)));
    g_assert_cmpfloat (py + ts, <=, gtk_widget_get_height (GTK_WIDGET (board)));
  }
  test_ui_act (window, &skip);
  test_ui_tile (window, 2, 0, 0, 0);                   /* Blue: a knight of his own */
  test_ui_tile (window, -1, -1, 0, -1);
  test_ui_tile (window, -2, -1, 0, -1);
  test_ui_tile (window, -3, -1, 1, -1);
  test_ui_tile (window, 1, -1, 0, -1);
  test_screenshot (GTK_WIDGET (window), "magic-mage.png");
  test_ui_tile (window, 2, -1, 3, -1);                 /* Red closes the city */
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, RED), ==, 28);
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 28);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first listed place of the tile in hand. */
static void
place_anywhere (CarcWindow *window)
{
  GListModel *choices = carc_game_get_choices (carc_window_get_game (window));

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      if (carc_choice_get_kind (choice) == CARC_CHOICE_PLACE_TILE)
        {
          test_ui_act (window, carc_choice_get_action (choice));
          return;
        }
    }
  g_assert_not_reached ();
}

/* A second magic tile with the mage on the board: the mage is ringed
 * in its purple where it stands, and a click on it chooses it to move. */
static void
test_mage_clicked (void)
{
  const char *modules[] = { CARC_MAGIC_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "R V MW-D MW-C E F G E F N");
  CarcWindow *window = test_window_with (game);
  CarcBoard *board = carc_window_get_board (window);
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 1, .rotation = 1 };
  CarcAction choose = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_CHOOSE, .value = CARC_MAGIC_MAGE };
  CarcAction put = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_PLACE, .value = CARC_MAGIC_MAGE,
                     .x = 0, .y = -1, .segment = 0 };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };
  CarcFigureInfo f;
  CarcPlacedTile t;
  double ax, ay, mx, my;
  guint ring = 0;

  test_ui_tile (window, 0, -1, 2, 0);                  /* Red: a knight over D */
  test_ui_tile (window, 1, 0, 0, -1);
  test_ui_act (window, &a);                                /* Red: the magic tile */
  choose.module = put.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  test_ui_act (window, &choose);
  test_ui_act (window, &put);
  test_ui_act (window, &skip);
  place_anywhere (window);                                 /* Blue: the second magic tile */
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_cmpint (carc_state_get_decision (carc_game_peek_state (game))->choice_kind, ==, CARC_MAGIC_ASK_FIGURE);
  /* Where the board draws the mage: aside its spot. */
  carc_game_get_figure (game, carc_magic_find (carc_game_peek_state (game), CARC_MAGIC_MAGE), &f);
  carc_game_get_placed (game, f.tile, &t);
  g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, f.segment, &ax, &ay));
  mx = t.x + ax + 0.16, my = t.y + ay - 0.1;
  {
    g_autoptr(TestPicture) asked = test_picture_of_board (board);

    test_screenshot (GTK_WIDGET (window), "magic-ringed.png");
    /* The ring in the mage's purple (#7b3fa0, on white), 0.22 of a tile
     * out. */
    for (guint k = 0; k < 16; k++)
      {
        double angle = k * G_PI / 8;

        ring += test_picture_is (asked, mx + 0.22 * cos (angle), my + 0.22 * sin (angle), 0x7b, 0x3f, 0xa0);
      }
    g_assert_cmpuint (ring, >=, 8);
  }
  g_assert_true (carc_board_activate_cell (board, (gint) floor (mx), (gint) floor (my), mx - floor (mx),
                                           my - floor (my)));
  test_settle ();
  g_assert_cmpint (carc_state_get_decision (carc_game_peek_state (game))->choice_kind, ==, CARC_MAGIC_ASK_WHERE);
  g_assert_cmpint (carc_magic_get_chosen (carc_game_peek_state (game)), ==, CARC_MAGIC_MAGE);
  {
    /* Chosen, it is ringed no more. */
    g_autoptr(TestPicture) where = test_picture_of_board (board);

    ring = 0;
    for (guint k = 0; k < 16; k++)
      ring += test_picture_is (where, mx + 0.22 * cos (k * G_PI / 8), my + 0.22 * sin (k * G_PI / 8), 0x7b, 0x3f,
                               0xa0);
    g_assert_cmpuint (ring, <=, 1);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/magic/mage-city", test_mage_city);
  g_test_add_func ("/ui/magic/mage-clicked", test_mage_clicked);
  return g_test_run ();
}
