/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries through the window, on seed 003's examples: the new lake
 * framed and a button for each pair of its roads, the ferry drawn, then
 * a tile that extends the ferried road: its player moves the ferry by a
 * button and the road it ended scores.  Red is player 0, Blue player 1;
 * the start tile is D at 0,0; FR-2's road ends: east 0, south 1, west 2. */
#include "config.h"

#include "carc-board.h"
#include "carc-ferries.h"
#include "carc-tile-geometry.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

/* The answer buttons' labels, joined by "|". */
static char *
buttons (CarcWindow *window)
{
  GString *text = g_string_new (NULL);

  for (GtkWidget *b = gtk_widget_get_first_child (test_view_child (window, "answer_buttons")); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    g_string_append_printf (text, "%s%s", text->len > 0 ? "|" : "",
                            gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b)))));
  return g_string_free (text, FALSE);
}

/* The landings of FR-2's road ends at 2,0 (east, south, west), in
 * tiles, where the ferry's lines start. */
static void
landing (CarcGame *game,
         guint     way,
         double   *x,
         double   *y)
{
  CarcPlacedTile t;
  double r;

  carc_game_get_placed (game, carc_game_tile_at (game, 2, 0), &t);
  r = carc_tile_geometry_pond_radius (carc_game_get_tile_type (game, t.type), 0.15) - 0.06;
  *x = 2.5 + (way == CARC_EAST ? r : way == CARC_WEST ? -r : 0);
  *y = 0.5 + (way == CARC_SOUTH ? r : 0);
}

/* How many of the points from @from to @to of the way along the line
 * between the landings @p and @q show @r, @g, @b (white: at least 235
 * each, when @r is 0). */
static guint
along (TestPicture *picture,
       guint        p,
       guint        q,
       double       from,
       double       to,
       guint        r,
       guint        g,
       guint        b)
{
  CarcGame *game = carc_board_get_game (picture->board);
  double x0, y0, x1, y1;
  guint n = 0;

  landing (game, p, &x0, &y0);
  landing (game, q, &x1, &y1);
  for (guint i = 0; i <= 40; i++)
    {
      double k = from + (to - from) * i / 40.0;
      guint rgb[3];

      test_picture_rgb (picture, x0 + k * (x1 - x0), y0 + k * (y1 - y0), rgb);
      if (r == 0 ? rgb[0] >= 235 && rgb[1] >= 235 && rgb[2] >= 235
                 : test_picture_is (picture, x0 + k * (x1 - x0), y0 + k * (y1 - y0), r, g, b))
        n++;
    }
  return n;
}

/* The answer's button labelled @label. */
static GtkWidget *
button_of (CarcWindow *window,
           const char *label)
{
  for (GtkWidget *b = gtk_widget_get_first_child (test_view_child (window, "answer_buttons")); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b)))), label) == 0)
      return b;
  g_assert_not_reached ();
}

/* The new lake's answers on the board: each a white line from landing to
 * landing, none where no road ends (the lake's north); a button's answer
 * yellow under its ferry, and the pointer over a line lights its
 * button. */
static void
check_lines (CarcWindow *window)
{
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *motion = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  g_autoptr(TestPicture) plain = test_picture_of_board (board);
  g_autoptr(TestPicture) picked = NULL;
  double x0, y0, x1, y1, px, py;

  g_assert_cmpuint (along (plain, CARC_EAST, CARC_SOUTH, 0.3, 0.7, 0, 0, 0), >, 0);
  g_assert_cmpuint (along (plain, CARC_EAST, CARC_WEST, 0.3, 0.7, 0, 0, 0), >, 0);
  g_assert_cmpuint (along (plain, CARC_SOUTH, CARC_WEST, 0.3, 0.7, 0, 0, 0), >, 0);
  for (double y = 0.32; y < 0.42; y += 0.01)
    {
      guint rgb[3];

      test_picture_rgb (plain, 2.5, y, rgb);
      g_assert_false (rgb[0] >= 235 && rgb[1] >= 235 && rgb[2] >= 235);
    }
  /* No answer is picked yet: nothing yellow. */
  g_assert_cmpuint (along (plain, CARC_EAST, CARC_WEST, 0.02, 0.2, 255, 217, 51), ==, 0);
  /* The keys on East and West's button: its line yellow, by the ferry it
   * would make; the others not. */
  g_assert_true (gtk_widget_grab_focus (button_of (window, "East and West")));
  picked = test_picture_of_board (board);
  test_screenshot (GTK_WIDGET (window), "ferries-picked.png");
  g_assert_cmpuint (along (picked, CARC_EAST, CARC_WEST, 0.02, 0.2, 255, 217, 51), >, 0);
  g_assert_cmpuint (along (picked, CARC_EAST, CARC_SOUTH, 0.3, 0.7, 255, 217, 51), ==, 0);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  /* The pointer over South and West's line lights its button alone. */
  landing (carc_window_get_game (window), CARC_SOUTH, &x0, &y0);
  landing (carc_window_get_game (window), CARC_WEST, &x1, &y1);
  carc_board_to_screen (board, (x0 + x1) / 2, (y0 + y1) / 2, &px, &py);
  g_signal_emit_by_name (motion, "motion", px, py);
  g_assert_true (gtk_widget_get_state_flags (button_of (window, "South and West")) & GTK_STATE_FLAG_PRELIGHT);
  g_assert_false (gtk_widget_get_state_flags (button_of (window, "East and West")) & GTK_STATE_FLAG_PRELIGHT);
  g_assert_false (gtk_widget_get_state_flags (button_of (window, "East and South")) & GTK_STATE_FLAG_PRELIGHT);
  g_signal_emit_by_name (motion, "leave");
  g_assert_false (gtk_widget_get_state_flags (button_of (window, "South and West")) & GTK_STATE_FLAG_PRELIGHT);
}

static void
test_ferry_moves (void)
{
  const char *modules[] = { CARC_FERRIES_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "A U FR-2 U");
  CarcWindow *window = test_window_with (game);
  CarcAction ferry = { .kind = CARC_ACTION_MODULE, .choice = CARC_FERRIES_PLACE, .x = 2, .y = 0, .segment = 0,
                       .value = 2 };
  g_autofree char *labels = NULL;

  test_ui_tile (window, -1, 0, 3, -1);                     /* Red: D's road ends west */
  test_ui_tile (window, 1, 0, 0, 0);                       /* Blue: a thief */
  test_ui_tile (window, 2, 0, 0, 0);                       /* Red: the lake, a thief east */
  labels = buttons (window);
  g_assert_cmpstr (labels, ==, "East and South|East and West|South and West");
  test_screenshot (GTK_WIDGET (window), "ferries-place.png");
  check_lines (window);
  ferry.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  /* A click on the lake a little north of the middle: east and west's
   * line, one road. */
  g_assert_true (carc_board_activate_cell (carc_window_get_board (window), 2, 0, 0.5, 0.47));
  test_settle ();
  {
    guint a, b;

    g_assert_true (carc_ferries_get_ferry (carc_game_peek_state (game), carc_game_tile_at (game, 2, 0), &a, &b));
    g_assert_cmpuint (MIN (a, b), ==, 0);
    g_assert_cmpuint (MAX (a, b), ==, 2);
  }
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 0);
  test_ui_tile (window, 3, 0, 0, -1);                      /* Blue extends it */
  g_clear_pointer (&labels, g_free);
  labels = buttons (window);
  g_assert_cmpstr (labels, ==, "East and South|South and West|Leave the Ferry");
  test_screenshot (GTK_WIDGET (window), "ferries-move.png");
  ferry.choice = CARC_FERRIES_MOVE;
  ferry.value = 1;
  test_ui_act (window, &ferry);                            /* east and south: Blue's road ends */
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 4);
  test_screenshot (GTK_WIDGET (window), "ferries-moved.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/ferries/ferry-moves", test_ferry_moves);
  return g_test_run ();
}
