/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch through the window, on seed 003's city of 8 tiles and 2
 * coats of arms: the magic tile's question (a button for each figure,
 * then a click on a marked segment), the mage drawn in its purple beside
 * the knight's spot, and 28 to each knight when the city is closed.  Red
 * is player 0, Blue player 1; the start tile is D at 0,0. */
#include "config.h"

#include "carc-board.h"
#include "carc-magic.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

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
  test_ui_act (window, &choose);                           /* the Mage button */
  test_screenshot (GTK_WIDGET (window), "magic-where.png");
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

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/magic/mage-city", test_mage_city);
  return g_test_run ();
}
