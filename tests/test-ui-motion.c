/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board's motion: the view glides where the board takes it and ends
 * exactly there, the player's scroll and keys stop a glide, a tile placed
 * by a click stays under the pointer while the player aims at its spots,
 * points rise from a feature scored and go; and with reduced motion asked
 * for, every end is there at once. */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

static void
set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

/* A classic game for two whose pile is exactly @order (tile ids), or
 * shuffled by @seed when @order is NULL. */
static CarcGame *
classic_game (const char *order,
              guint64     seed)
{
  static const char * const names[] = { "Red", "Blue", NULL };
  static const char * const colours[] = { "#e01b24", "#1c71d8", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", &error);
  g_autoptr(CarcSetup) setup = NULL;
  g_auto(GStrv) ids = NULL;

  g_assert_no_error (error);
  if (order == NULL)
    {
      setup = carc_setup_new_shuffled (tiles, 2, 0, seed);
      return carc_game_new (setup, names, colours);
    }
  setup = carc_setup_new (tiles, 2);
  ids = g_strsplit (order, " ", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, ids[i], &type));
      carc_setup_append_tile (setup, type);
    }
  return carc_game_new (setup, names, colours);
}

static CarcWindow *
show_window (CarcGame *game)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  return window;
}

static void
press (CarcBoard  *board,
       const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

static void
assert_centre (CarcBoard *board,
               double     x,
               double     y)
{
  double cx, cy;

  carc_board_get_centre (board, &cx, &cy);
  g_assert_cmpfloat (cx, ==, x);
  g_assert_cmpfloat (cy, ==, y);
}

/* Whether the view's middle lies strictly between @from and @to. */
static gboolean
centre_between (CarcBoard    *board,
                const double *from,
                const double *to)
{
  double cx, cy, t;

  carc_board_get_centre (board, &cx, &cy);
  t = ((cx - from[0]) * (to[0] - from[0]) + (cy - from[1]) * (to[1] - from[1]))
      / ((to[0] - from[0]) * (to[0] - from[0]) + (to[1] - from[1]) * (to[1] - from[1]));
  return t > 0 && t < 1
         && fabs (from[0] + t * (to[0] - from[0]) - cx) < 1e-9
         && fabs (from[1] + t * (to[1] - from[1]) - cy) < 1e-9;
}

/* Runs the main loop until the view's middle leaves @from: the first
 * frames of a glide. */
static void
wait_for_glide (CarcBoard    *board,
                const double *from)
{
  double cx = from[0], cy = from[1];

  TEST_WAIT_UNTIL ((carc_board_get_centre (board, &cx, &cy), cx != from[0] || cy != from[1]));
}

/* Runs the main loop until nothing moves and no points rise. */
static void
wait_until_still (CarcBoard *board)
{
  TEST_WAIT_UNTIL (!carc_board_get_animating (board) && carc_board_get_n_rising_labels (board) == 0);
}

/* Anna, as Red, closes the start tile's city with a knight: 4 points. */
static void
close_the_city (CarcBoard *board,
                CarcGame  *game)
{
  carc_board_set_rotation (board, 2);
  g_assert_true (carc_board_activate_cell (board, 0, -1, 0.5, 0.5));
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  g_assert_cmpuint (carc_player_get_score (carc_game_get_player (game, 0)), ==, 4);
}

/* With reduced motion asked for, nothing moves: the view is on the last
 * tile at once, a new tile is in place, a scoring shows no points
 * rising. */
static void
test_reduced_motion (void)
{
  g_autoptr(CarcGame) game = classic_game ("E U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  gint x, y;

  /* Asked for while the view glides: it is there at once. */
  set_animations (TRUE);
  carc_board_pan (board, 3, -2);
  press (board, "board.centre");
  g_assert_true (carc_board_get_animating (board));
  set_animations (FALSE);
  g_assert_false (carc_board_get_animating (board));
  assert_centre (board, 0.5, 0.5);

  carc_board_pan (board, 3, -2);
  press (board, "board.centre");
  g_assert_false (carc_board_get_animating (board));
  assert_centre (board, 0.5, 0.5);

  /* The keyboard cursor far out: the view follows at once. */
  press (board, "board.activate");
  carc_board_move_cursor (board, 12, 0);
  g_assert_false (carc_board_get_animating (board));
  g_assert_true (carc_board_get_cursor (board, &x, &y));
  assert_centre (board, x + 0.5, y + 0.5);

  close_the_city (board, game);
  g_assert_false (carc_board_get_animating (board));
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 0);
  set_animations (TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The view glides to the last tile, and ends exactly there. */
static void
test_glide (void)
{
  g_autoptr(CarcGame) game = classic_game ("U U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  double from[2] = { 3.5, -1.5 }, to[2] = { 0.5, 0.5 };

  set_animations (TRUE);
  carc_board_pan (board, 3, -2);
  assert_centre (board, from[0], from[1]);
  press (board, "board.centre");
  g_assert_true (carc_board_get_animating (board));
  assert_centre (board, from[0], from[1]);
  wait_for_glide (board, from);
  g_assert_true (carc_board_get_animating (board));
  g_assert_true (centre_between (board, from, to));
  wait_until_still (board);
  g_assert_false (carc_board_get_animating (board));
  assert_centre (board, to[0], to[1]);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keyboard cursor near the edge: the view glides to it. */
static void
test_glide_to_cursor (void)
{
  g_autoptr(CarcGame) game = classic_game ("U U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  gint x, y;

  set_animations (TRUE);
  press (board, "board.activate");
  g_assert_true (carc_board_get_cursor (board, &x, &y));
  /* Each step starts no glide until the cursor nears the edge. */
  carc_board_move_cursor (board, 1, 0);
  g_assert_false (carc_board_get_animating (board));
  for (guint i = 0; i < 20 && !carc_board_get_animating (board); i++)
    carc_board_move_cursor (board, 1, 0);
  g_assert_true (carc_board_get_animating (board));
  g_assert_true (carc_board_get_cursor (board, &x, &y));
  wait_until_still (board);
  g_assert_false (carc_board_get_animating (board));
  assert_centre (board, x + 0.5, y + 0.5);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The player's scroll and keys take the view over: the glide stops. */
static void
test_player_stops_glide (void)
{
  g_autoptr(CarcGame) game = classic_game ("U U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *scroll = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_SCROLL, NULL);
  double from[2] = { 4.5, 3.5 }, to[2] = { 0.5, 0.5 }, x, y;
  gboolean handled = FALSE;

  set_animations (TRUE);
  carc_board_pan (board, 4, 3);
  press (board, "board.centre");
  wait_for_glide (board, from);
  g_assert_true (centre_between (board, from, to));
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_assert_false (carc_board_get_animating (board));
  carc_board_get_centre (board, &x, &y);
  test_settle ();
  assert_centre (board, x, y);

  /* Ctrl and an arrow key. */
  from[0] = x;
  from[1] = y;
  press (board, "board.centre");
  wait_for_glide (board, from);
  g_assert_true (centre_between (board, from, to));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.pan", "(ii)", 1, 0));
  g_assert_false (carc_board_get_animating (board));
  carc_board_get_centre (board, &x, &y);
  test_settle ();
  assert_centre (board, x, y);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clicks cell @x, @y as the pointer does: it is over the cell, and
 * releases there. */
static void
click_cell (CarcBoard *board,
            gint       x,
            gint       y)
{
  GtkEventController *motion = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  double ts = carc_board_tile_size (board), px, py;

  carc_board_to_screen (board, x, y, &px, &py);
  g_signal_emit_by_name (motion, "motion", px + ts / 2, py + ts / 2);
  g_assert_true (carc_board_activate_cell (board, x, y, 0.5, 0.5));
}

/* A tile placed by a click near the edge of the view stays under the
 * pointer while the player aims at its spots: it settles in place, and
 * the view holds still — also when it was gliding as the player
 * clicked. */
static void
test_click_holds_view (void)
{
  g_autoptr(CarcGame) game = classic_game ("U U U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  double ts = carc_board_tile_size (board), w = gtk_widget_get_width (GTK_WIDGET (board));
  double px, py, after_x, after_y, from[2];

  set_animations (TRUE);
  /* Cell (1, 0) half a tile from the right edge. */
  carc_board_to_screen (board, 1, 0, &px, &py);
  carc_board_pan (board, (px - (w - 1.5 * ts)) / ts, 0);
  carc_board_set_rotation (board, 0);
  click_cell (board, 1, 0);
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_true (carc_board_get_animating (board));
  carc_board_to_screen (board, 1, 0, &px, &py);
  g_assert_cmpfloat (px + ts, <=, w);
  wait_until_still (board);
  g_assert_false (carc_board_get_animating (board));
  carc_board_to_screen (board, 1, 0, &after_x, &after_y);
  g_assert_cmpfloat (after_x, ==, px);
  g_assert_cmpfloat (after_y, ==, py);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));

  /* The view glides to the last tile as the player clicks (2, 0) near the
   * edge: it stops there. */
  carc_board_to_screen (board, 2, 0, &px, &py);
  carc_board_pan (board, (px - (w - 1.5 * ts)) / ts, 0);
  carc_board_get_centre (board, &from[0], &from[1]);
  press (board, "board.centre");
  wait_for_glide (board, from);
  g_assert_true (carc_board_get_animating (board));
  click_cell (board, 2, 0);
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  carc_board_to_screen (board, 2, 0, &px, &py);
  wait_until_still (board);
  g_assert_false (carc_board_get_animating (board));
  carc_board_to_screen (board, 2, 0, &after_x, &after_y);
  g_assert_cmpfloat (after_x, ==, px);
  g_assert_cmpfloat (after_y, ==, py);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A city scored: its points rise, and are gone after a while; an undo
 * takes them away at once. */
static void
test_points_rise (void)
{
  g_autoptr(CarcGame) game = classic_game ("E U U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);

  set_animations (TRUE);
  close_the_city (board, game);
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 1);
  test_screenshot (GTK_WIDGET (window), "screenshot-points-rising.png");
  wait_until_still (board);
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 0);
  g_assert_false (carc_board_get_animating (board));

  g_assert_true (carc_game_undo (game));
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 1);
  g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_scored_cb (guint    *n,
                 guint     player,
                 guint     points,
                 guint     feature,
                 gboolean  final)
{
  if (!final && points > 0)
    (*n)++;
}

/* Red's knight and Blue's on one city, closed: both score, and each sees
 * the points. */
static void
test_tie_two_labels (void)
{
  g_autoptr(CarcGame) game = classic_game ("G E N N U", 0);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);
  guint scored = 0;

  set_animations (TRUE);
  g_signal_connect_swapped (game, "feature-scored", G_CALLBACK (count_scored_cb), &scored);
  /* Red: the start tile's city goes on north, with a knight. */
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 1), ==, CARC_OK);
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  /* Blue: a city of its own beside it, with a knight. */
  g_assert_cmpint (carc_game_place_tile (game, 1, -1, 0), ==, CARC_OK);
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  /* Two corners join and close them. */
  g_assert_cmpint (carc_game_place_tile (game, 0, -2, 2), ==, CARC_OK);
  g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
  g_assert_cmpuint (scored, ==, 0);
  g_assert_cmpint (carc_game_place_tile (game, 1, -2, 3), ==, CARC_OK);
  g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
  g_assert_cmpuint (scored, ==, 2);
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 2);
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-points-tie.png");
  wait_until_still (board);
  g_assert_cmpuint (carc_board_get_n_rising_labels (board), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Plays @n moves of @game: each tile where it first fits, no figure. */
static void
play_moves (CarcGame *game,
            guint     n)
{
  for (guint m = 0; m < n; m++)
    {
      g_autoptr(GArray) cells = NULL;

      for (guint r = 0; r < 4 && (cells == NULL || cells->len == 0); r++)
        {
          g_clear_pointer (&cells, g_array_unref);
          cells = carc_game_list_placements (game, r);
        }
      g_assert_cmpuint (cells->len, >, 0);
      g_assert_cmpint (carc_game_place_tile (game, g_array_index (cells, CarcAction, 0).x,
                                             g_array_index (cells, CarcAction, 0).y,
                                             g_array_index (cells, CarcAction, 0).rotation), ==, CARC_OK);
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        carc_game_skip_figure (game);
    }
}

/* A game shown with tiles on the board already (opened, resumed) shows
 * its whole board: the middle of the view is the middle of the tiles,
 * and every tile is in view. */
static void
test_resumed_game_fits (void)
{
  g_autoptr(CarcGame) game = classic_game (NULL, 5);
  CarcWindow *window;
  CarcBoard *board;
  gint min_x = 0, max_x = 0, min_y = 0, max_y = 0;
  double cx, cy, px, py;

  set_animations (TRUE);
  play_moves (game, 12);
  for (guint i = 0; i < carc_game_get_n_placed (game); i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (game, i, &t);
      min_x = MIN (min_x, t.x);
      max_x = MAX (max_x, t.x);
      min_y = MIN (min_y, t.y);
      max_y = MAX (max_y, t.y);
    }
  window = show_window (game);
  board = carc_window_get_board (window);
  carc_board_get_centre (board, &cx, &cy);
  g_assert_cmpfloat (cx, ==, (min_x + max_x + 1) / 2.0);
  g_assert_cmpfloat (cy, ==, (min_y + max_y + 1) / 2.0);
  carc_board_to_screen (board, min_x, min_y, &px, &py);
  g_assert_cmpfloat (px, >=, 0);
  g_assert_cmpfloat (py, >=, 0);
  carc_board_to_screen (board, max_x + 1, max_y + 1, &px, &py);
  g_assert_cmpfloat (px, <=, gtk_widget_get_width (GTK_WIDGET (board)));
  g_assert_cmpfloat (py, <=, gtk_widget_get_height (GTK_WIDGET (board)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* After a redo (and an undo) that asks about a tile again, the view
 * glides to show it, whatever the player panned to meanwhile. */
static void
test_redo_reveals_tile (void)
{
  g_autoptr(CarcGame) game = classic_game (NULL, 4);
  CarcWindow *window;
  CarcBoard *board;
  CarcPlacedTile t;
  double px, py, ts;

  set_animations (TRUE);
  window = show_window (game);
  board = carc_window_get_board (window);
  play_moves (game, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wait_until_still (board);
  /* Far away: the start tile and its neighbours out of view. */
  carc_board_pan (board, 40, 40);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wait_until_still (board);
  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  carc_board_to_screen (board, t.x, t.y, &px, &py);
  ts = carc_board_tile_size (board);
  g_assert_cmpfloat (px, >=, 0);
  g_assert_cmpfloat (py, >=, 0);
  g_assert_cmpfloat (px + ts, <=, gtk_widget_get_width (GTK_WIDGET (board)));
  g_assert_cmpfloat (py + ts, <=, gtk_widget_get_height (GTK_WIDGET (board)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The table under the tiles goes with the theme they are drawn in: the
 * tile set's (the classic set's summer), or the player's choice. */
static void
test_theme_background (void)
{
  g_autoptr(CarcGame) game = classic_game (NULL, 3);
  CarcWindow *window = show_window (game);
  CarcBoard *board = carc_window_get_board (window);

  carc_board_set_theme (board, "");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (board), "theme-classic"));
  carc_board_set_theme (board, "winter");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (board), "theme-winter"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (board), "theme-classic"));
  carc_board_set_theme (board, "mists");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (board), "theme-mists"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (board), "theme-winter"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/motion/reduced-motion", test_reduced_motion);
  g_test_add_func ("/ui/motion/glide", test_glide);
  g_test_add_func ("/ui/motion/glide-to-cursor", test_glide_to_cursor);
  g_test_add_func ("/ui/motion/player-stops-glide", test_player_stops_glide);
  g_test_add_func ("/ui/motion/click-holds-view", test_click_holds_view);
  g_test_add_func ("/ui/motion/points-rise", test_points_rise);
  g_test_add_func ("/ui/motion/tie-two-labels", test_tie_two_labels);
  g_test_add_func ("/ui/motion/resumed-game-fits", test_resumed_game_fits);
  g_test_add_func ("/ui/motion/theme-background", test_theme_background);
  g_test_add_func ("/ui/motion/redo-reveals-tile", test_redo_reveals_tile);

  return g_test_run ();
}
