/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Gold Mines through the window: the question of the second bar
 * after a gold tile, answered by a click on a marked tile, the bars on
 * the board and in the side panel, undo and redo across it, and a save
 * read back.  Seed 003's road: Red and Blue share a road and its 3 bars,
 * taken red, blue, red.  Red is player 0; the start tile is D at 0,0. */
#include "config.h"

#include <glib/gstdio.h>

#include "carc-gold.h"
#include "carc-tally-panel.h"
#include "carc-ui-test-util.h"
#include "carc-board.h"
#include "carc-window-private.h"

#define RED 0
#define BLUE 1

static void
place (CarcWindow *window,
       gint        x,
       gint        y,
       guint       rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  test_ui_act (window, &a);
}

static void
bar (CarcWindow *window,
     gint        x,
     gint        y)
{
  CarcGame *game = carc_window_get_game (window);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = CARC_GOLD_BAR, .x = x, .y = y,
                   .module = carc_state_get_decision (carc_game_peek_state (game))->module };

  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  test_ui_act (window, &a);
}

static void
figure (CarcWindow *window,
        guint       feature)
{
  CarcGame *game = carc_window_get_game (window);
  g_autoptr(GArray) options = carc_game_list_figure_options (game);
  CarcPlacedTile t;
  const CarcTileType *type;

  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  type = carc_game_get_tile_type (game, t.type);
  for (guint i = 0; i < options->len; i++)
    {
      CarcAction a = g_array_index (options, CarcAction, i);

      if (a.figure == CARC_FIGURE_MEEPLE && type->segments[a.segment].kind == feature)
        {
          test_ui_act (window, &a);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
skip (CarcWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  test_settle ();
}

/* A bar's front face, as the board draws it, in a tile without a
 * symbol: its bars lie in the bottom left corner. */
#define FACE_X 0.2
#define FACE_Y (0.9 - 0.36 * 0.26 / 2)

/* The second bar's question after the gold tile at 1,1: every tile next
 * to it shows a faint bar where it would lie; the one an answer's button
 * shows (2,0) a whole bar; @faint: the colour at 0,1's. */
static void
marked_bars (CarcWindow *window,
             guint       faint[3])
{
  CarcGame *game = carc_window_get_game (window);
  CarcBoard *board = carc_window_get_board (window);
  CarcAction at_2_0 = { .kind = CARC_ACTION_MODULE, .choice = CARC_GOLD_BAR, .x = 2, .y = 0,
                        .module = carc_state_get_decision (carc_game_peek_state (game))->module };
  g_autoptr(TestPicture) before = NULL;
  g_autoptr(TestPicture) shown = NULL;

  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  before = test_picture_of_board (board);
  g_assert_true (carc_board_show_choice (board, &at_2_0));
  shown = test_picture_of_board (board);
  test_screenshot (GTK_WIDGET (window), "gold-bar-shown.png");
  /* The bar's face, as drawn whole: (0.89, 0.69, 0.24). */
  g_assert_true (test_picture_is (shown, 2 + FACE_X, 0 + FACE_Y, 227, 176, 61));
  g_assert_false (test_picture_is (before, 2 + FACE_X, 0 + FACE_Y, 227, 176, 61));
  /* Faint on 0,1, another tile next to it, and gone once answered. */
  test_picture_rgb (before, 0 + FACE_X, 1 + FACE_Y, faint);
  g_assert_false (test_picture_is (shown, 0 + FACE_X, 1 + FACE_Y, 227, 176, 61));
  g_assert_cmpuint (faint[0], >, faint[2] + 60);
  carc_board_cancel (board);
}

static const char *
held_label (GtkGrid *grid,
            guint    player)
{
  return gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 1, player + 1)));
}

static void
test_shared_road (void)
{
  const char *modules[] = { CARC_GOLD_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "GM-H A A E GM-B");
  CarcWindow *window = test_window_with (game);
  GtkGrid *grid = test_panel_child (window, CARC_GOLD_MODULE, carc_tally_panel_get_type (), "grid");
  g_autofree char *folder = g_dir_make_tmp ("carc-gold-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "gold.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) loaded = NULL;
  guint faint[3];

  place (window, 1, 0, 1);
  /* One tile lies next to the gold tile: the second bar goes there
   * unasked, and a toast says so. */
  g_assert_false (gtk_widget_get_visible (test_view_child (window, "question_box")));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpuint (carc_gold_get_bars_on (carc_game_peek_state (game), carc_game_tile_at (game, 1, 0)), ==, 1);
  g_assert_cmpuint (carc_gold_get_bars_on (carc_game_peek_state (game), carc_game_tile_at (game, 0, 0)), ==, 1);
  g_assert_cmpstr (carc_window_toast_get_text (window->message_toast), ==,
                   "The second gold bar goes on the one tile next to the gold tile.");
  figure (window, CARC_FEATURE_ROAD);                  /* Red: thief */
  place (window, 0, 1, 3);
  figure (window, CARC_FEATURE_ROAD);                  /* Blue: thief */
  place (window, -1, 0, 3);
  skip (window);
  place (window, 2, 0, 0);
  skip (window);
  place (window, 1, 1, 2);
  marked_bars (window, faint);
  test_screenshot (GTK_WIDGET (window), "gold-second-bar.png");
  bar (window, 2, 0);                                  /* off the road */
  {
    /* Answered, the faint bars go. */
    g_autoptr(TestPicture) answered = test_picture_of_board (carc_window_get_board (window));

    g_assert_false (test_picture_is (answered, 0 + FACE_X, 1 + FACE_Y, faint[0], faint[1], faint[2]));
  }
  skip (window);                                       /* Red ends the road */
  test_settle ();
  g_assert_cmpuint (carc_gold_get_held (carc_game_peek_state (game), RED), ==, 2);
  g_assert_cmpuint (carc_gold_get_held (carc_game_peek_state (game), BLUE), ==, 1);
  g_assert_cmpstr (held_label (grid, RED), ==, "2");
  g_assert_cmpstr (held_label (grid, BLUE), ==, "1");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (gtk_grid_get_child_at (grid, 1, RED + 1)), ==,
                   "Worth 2 points at the end");
  test_screenshot (GTK_WIDGET (window), "gold-shared-road.png");

  /* Undo goes back through the figure step to the bar's question. */
  g_assert_true (carc_game_undo (game));
  test_settle ();
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpstr (held_label (grid, RED), ==, "0");
  g_assert_true (carc_game_undo (game));
  test_settle ();
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  g_assert_true (carc_game_redo (game));
  g_assert_true (carc_game_redo (game));
  test_settle ();
  g_assert_cmpstr (held_label (grid, RED), ==, "2");

  /* A save reads back to the same bars. */
  g_assert_true (carc_game_save (game, file, TRUE, &error));
  g_assert_no_error (error);
  loaded = carc_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_gold_get_held (carc_game_peek_state (loaded), RED), ==, 2);
  g_assert_cmpuint (carc_gold_get_bars_on (carc_game_peek_state (loaded), carc_game_tile_at (loaded, 2, 0)), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/gold/shared-road", test_shared_road);
  return g_test_run ();
}
