/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Flying Machines through the window: in the figure step of a
 * machine's tile a click on the machine puts the meeple on it, the die is
 * thrown at once and shown, the figure lands (or the player is asked
 * where, the places marked), and one undo goes back to the figure step,
 * one redo forward with the same throw.  Red is player 0, Blue player 1;
 * the start tile is D at 0,0. */
#include "config.h"

#include "carc-flying.h"
#include "carc-tile-painter.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

static guint
red_figures (CarcGame *game)
{
  guint n = 0;

  for (guint i = 0; i < carc_game_get_n_figures (game); i++)
    {
      CarcFigureInfo f;

      carc_game_get_figure (game, i, &f);
      n += f.player == RED;
    }
  return n;
}

static void
test_fly (void)
{
  const char *modules[] = { CARC_FLYING_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "U N FM-B U");
  CarcWindow *window = test_window_with (game);
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 };
  CarcPlacedTile t;
  double mx, my;
  guint roll;
  gint x, y;

  test_ui_tile (window, -1, 0, 0, -1);                     /* Red */
  test_ui_tile (window, 0, -1, 2, 0);                      /* Blue: a knight in D's city */
  test_ui_act (window, &place);                            /* Red: the machine's tile, flying west */
  test_screenshot (GTK_WIDGET (window), "flying-machine.png");
  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  g_assert_true (carc_tile_painter_symbol_at (carc_game_get_tile_type (game, t.type), t.rotation, &mx, &my));
  g_assert_true (carc_board_activate_cell (carc_window_get_board (window), 1, 0, mx, my));
  test_settle ();
  roll = carc_flying_get_roll (carc_game_peek_state (game), &x, &y);
  g_assert_cmpuint (roll, >=, 1);
  g_assert_cmpuint (roll, <=, 3);
  g_assert_cmpint (x, ==, 1 - (gint) roll);
  if (roll == 1)
    {
      /* D: its city (Blue's knight there) or its road. */
      CarcAction city = { .kind = CARC_ACTION_MODULE, .choice = CARC_FLYING_LAND, .x = 0, .y = 0, .segment = 0,
                          .module = carc_state_get_decision (carc_game_peek_state (game))->module };

      g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
      test_screenshot (GTK_WIDGET (window), "flying-landing.png");
      test_ui_act (window, &city);
    }
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (red_figures (game), ==, roll == 3 ? 0 : 1);
  test_screenshot (GTK_WIDGET (window), "flying-landed.png");

  /* Back to the figure step, and forward again with the same throw. */
  while (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
    g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (red_figures (game), ==, 0);
  g_assert_true (carc_game_redo (game));
  g_assert_cmpuint (carc_flying_get_roll (carc_game_peek_state (game), NULL, NULL), ==, roll);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/flying/fly", test_fly);
  return g_test_run ();
}
