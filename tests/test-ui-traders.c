/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Inns & Cathedrals and Traders & Builders in the window: the side
 * panel's choice of figure (meeple, big meeple, builder) by its buttons
 * and by K, the chosen kind placed on the spot clicked, the builder's
 * extra tile said in the status through undo, redo and a save opened
 * again, and the goods the completing player takes shown in the side
 * panel.  Screenshots: traders-*.png in the build folder. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "carc-tally-panel.h"
#include "carc-inns.h"
#include "carc-save.h"
#include "carc-tile-geometry.h"
#include "carc-test-util.h"
#include "carc-traders.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED  0
#define BLUE 1

static guint
kind (CarcGame   *game,
      const char *id)
{
  gint k = carc_state_find_figure_kind (carc_game_peek_state (game), id);

  g_assert_cmpint (k, >, 0);
  return k;
}

static char *
dump (CarcGame *game)
{
  GString *text = g_string_new (NULL);

  carc_state_dump (carc_game_peek_state (game), text);
  return g_string_free (text, FALSE);
}

/* The tile in hand placed at (@x, @y) turned @rotation, by a click. */
static void
place_tile (CarcWindow *window,
            gint        x,
            gint        y,
            guint       rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  test_play_as_a_player (window, &a);
  g_assert_cmpint (carc_game_get_decision (carc_window_get_game (window)), ==, CARC_DECISION_PLACE_FIGURE);
}

/* A figure of @figure on the new tile's first segment of @feature, as a
 * player places it (its kind's button, then its spot); or S. */
static void
place_figure (CarcWindow *window,
              gint        figure,
              guint       feature)
{
  CarcGame *game = carc_window_get_game (window);
  g_autoptr(GArray) options = NULL;
  CarcPlacedTile t;
  const CarcTileType *type;

  if (figure < 0)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
      return;
    }
  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  type = carc_game_get_tile_type (game, t.type);
  options = carc_game_list_figure_options (game);
  for (guint i = 0; i < options->len; i++)
    {
      const CarcAction *a = &g_array_index (options, CarcAction, i);

      if (a->figure == figure && type->segments[a->segment].kind == feature)
        {
          CarcAction chosen = *a;

          test_play_as_a_player (window, &chosen);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The buttons of the kind choice, and the kind of the one pressed. */
static guint
kind_buttons (CarcWindow *window,
              guint      *pressed)
{
  guint n = 0;

  *pressed = G_MAXUINT;
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "kind_buttons"))); b != NULL;
       b = gtk_widget_get_next_sibling (b), n++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (b)))
      {
        g_assert_cmpuint (*pressed, ==, G_MAXUINT);
        *pressed = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "kind"));
      }
  return n;
}

static void
press_k (CarcWindow *window,
         gint        step)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.next-figure", "i",
                                             step));
  test_settle ();
}

/* Red's choice of figure: a meeple or the big meeple on the first tile,
 * and a builder too once Red's thief is on the road; the buttons and K
 * (Shift+K back) agree with the board, each turn starts on the meeple,
 * and the spot clicked takes the kind chosen. */
static void
test_figure_choice (void)
{
  const char *modules[] = { CARC_INNS_MODULE, CARC_TRADERS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "U E U E U U E U");
  CarcWindow *window = test_window_with (game);
  CarcBoard *board = carc_window_get_board (window);
  guint big = kind (game, "big-meeple"), builder = kind (game, "builder"), pressed;

  /* Red: a road; a meeple or the big meeple. */
  place_tile (window, 1, 0, 0);
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "kind_choice_box")));
  g_assert_cmpuint (kind_buttons (window, &pressed), ==, 2);
  g_assert_cmpuint (pressed, ==, CARC_FIGURE_MEEPLE);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, CARC_FIGURE_MEEPLE);
  g_assert_cmpstr (gtk_label_get_label (test_view_child (window, "kind_label")), ==, "Meeple");
  press_k (window, 1);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, big);
  kind_buttons (window, &pressed);
  g_assert_cmpuint (pressed, ==, big);
  g_assert_cmpstr (gtk_label_get_label (test_view_child (window, "kind_label")), ==, "Big Meeple");
  test_screenshot (GTK_WIDGET (window), "traders-big-meeple-chosen.png");
  press_k (window, 1);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, CARC_FIGURE_MEEPLE);
  press_k (window, -1);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, big);
  /* The meeple's button, then its spot on the road. */
  place_figure (window, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  g_assert_cmpuint (carc_game_get_supply (game, RED, CARC_FIGURE_MEEPLE), ==, 6);
  g_assert_cmpuint (carc_game_get_supply (game, RED, big), ==, 1);
  /* No choice while a tile is placed. */
  g_assert_false (gtk_widget_get_visible (test_view_child (window, "kind_choice_box")));

  /* Blue. */
  place_tile (window, 0, 1, 2);
  place_figure (window, NO_FIGURE, 0);

  /* Red extends the road: the builder is listed; the turn starts on the
   * meeple; K steps through all three. */
  place_tile (window, 2, 0, 0);
  g_assert_cmpuint (kind_buttons (window, &pressed), ==, 3);
  g_assert_cmpuint (pressed, ==, CARC_FIGURE_MEEPLE);
  press_k (window, -1);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, builder);
  press_k (window, 1);
  press_k (window, 1);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, big);
  press_k (window, 1);
  kind_buttons (window, &pressed);
  g_assert_cmpuint (pressed, ==, builder);
  test_screenshot (GTK_WIDGET (window), "traders-builder-chosen.png");
  /* The board's spot takes the builder chosen (by K) … */
  {
    g_autoptr(GArray) options = carc_game_list_figure_options (game);
    CarcPlacedTile t;
    double ax = 0.5, ay = 0.5;
    gboolean placed = FALSE;

    carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
    for (guint i = 0; i < options->len && !placed; i++)
      {
        const CarcAction *a = &g_array_index (options, CarcAction, i);

        if (a->figure != builder)
          continue;
        g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment,
                                                 &ax, &ay));
        g_assert_true (carc_board_activate_cell (board, t.x, t.y, ax, ay));
        placed = TRUE;
      }
    g_assert_true (placed);
  }
  g_assert_cmpuint (carc_game_get_supply (game, RED, builder), ==, 0);
  g_assert_cmpuint (carc_game_get_supply (game, RED, CARC_FIGURE_MEEPLE), ==, 6);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
says_extra_tile (CarcWindow *window)
{
  return strstr (carc_window_get_status (window), "place the builder’s extra tile") != NULL;
}

/* Seed 003's builder's double turn, played in the window: the extra tile
 * said in the status, undone and redone, and saved and opened again. */
static void
test_builder_double_turn (void)
{
  const char *modules[] = { CARC_TRADERS_MODULE, NULL };
  g_autoptr(CarcGame) started = test_composed_ui_game (modules, "U E U E U U E U");
  CarcWindow *window = test_window_with (started);
  CarcGame *game = started;
  guint builder = kind (game, "builder");
  g_autofree char *folder = g_dir_make_tmp ("carc-traders-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "builder.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *extra = NULL;
  g_autofree char *before = NULL;

  place_tile (window, 1, 0, 0);
  place_figure (window, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red: thief */
  place_tile (window, 0, 1, 2);
  place_figure (window, NO_FIGURE, 0);                          /* Blue */
  place_tile (window, 2, 0, 0);
  place_figure (window, builder, CARC_FEATURE_ROAD);            /* Red: builder */
  place_tile (window, 0, -1, 2);
  place_figure (window, NO_FIGURE, 0);                          /* Blue */
  g_assert_false (says_extra_tile (window));
  before = dump (game);
  place_tile (window, 3, 0, 0);
  place_figure (window, NO_FIGURE, 0);                          /* Red extends the road … */
  test_settle ();
  g_assert_cmpuint (carc_game_get_current_player (game), ==, RED);           /* … and plays again */
  g_assert_true (says_extra_tile (window));
  g_assert_cmpstr (carc_window_get_status (window), ==, "Red: place the builder’s extra tile");
  test_screenshot (GTK_WIDGET (window), "traders-extra-tile.png");
  extra = dump (game);

  /* Undone (the figure step, the tile), and redone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  test_settle ();
  g_assert_cmpstr (dump (game), ==, before);
  g_assert_false (says_extra_tile (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  test_settle ();
  g_assert_cmpstr (dump (game), ==, extra);
  g_assert_true (says_extra_tile (window));

  /* Saved and opened again: still Red's extra tile. */
  g_assert_true (carc_game_save (game, file, TRUE, &error));
  g_assert_no_error (error);
  carc_window_open (window, file);
  test_settle ();
  g_assert_true (carc_window_get_game (window) != game);
  game = carc_window_get_game (window);
  g_assert_cmpstr (dump (game), ==, extra);
  g_assert_true (says_extra_tile (window));

  /* The extra tile on the road again gives no third. */
  place_tile (window, 4, 0, 0);
  place_figure (window, NO_FIGURE, 0);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, BLUE);
  g_assert_false (says_extra_tile (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_file_delete (file, NULL, NULL);
  g_rmdir (folder);
}

/* Seed 003's goods: Red completes Blue's city and takes its two grain
 * and one wine, shown in Red's row of the side panel. */
static void
test_goods_shown (void)
{
  const char *modules[] = { CARC_TRADERS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "U TB01 TB02 TB21 E U");
  CarcWindow *window = test_window_with (game);
  GtkGrid *grid = test_panel_child (window, CARC_TRADERS_MODULE, carc_tally_panel_get_type (), "grid");

  place_tile (window, -1, 0, 0);
  place_figure (window, NO_FIGURE, 0);
  place_tile (window, 0, -1, 2);
  place_figure (window, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY); /* Blue: knight */
  place_tile (window, 1, -1, 3);
  place_figure (window, NO_FIGURE, 0);
  place_tile (window, 1, 0, 1);
  place_figure (window, NO_FIGURE, 0);
  place_tile (window, 2, 0, 3);
  place_figure (window, NO_FIGURE, 0);                          /* Red closes the city */
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 10);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, CARC_GOODS_GRAIN, RED + 1))), ==, "2");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, CARC_GOODS_WINE, RED + 1))), ==, "1");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, CARC_GOODS_CLOTH, RED + 1))), ==, "0");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, CARC_GOODS_GRAIN, BLUE + 1))), ==, "0");
  test_screenshot (GTK_WIDGET (window), "traders-goods.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/traders/figure-choice", test_figure_choice);
  g_test_add_func ("/ui/traders/builder-double-turn", test_builder_double_turn);
  g_test_add_func ("/ui/traders/goods-shown", test_goods_shown);

  return g_test_run ();
}
