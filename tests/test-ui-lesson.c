/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The guided first game, by keys from the first card to the last: Enter
 * on a card to read, R to turn the tile, Enter on the board to take what
 * the board marks, S to place no figure.  Red completes the road of 3
 * (3 points), then the start tile's city of 2 (4 more), puts a monk and
 * a farmer, plays to the end and leaves; the game was written nowhere.
 * And an expansion's card, once per expansion, off in Preferences. */
#include "config.h"

#include "carc-computer.h"
#include "carc-robbers.h"
#include "carc-session.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

#define RED 0

static const char *
card_title (CarcWindow *window)
{
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  return carc_coach_card_get_title (window->coach_card);
}

/* Enter on the card's button, which has the keys. */
static void
press_enter_on_card (CarcWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autofree char *title = g_strdup (carc_coach_card_get_title (window->coach_card));

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (window->coach_card)));
  g_assert_true (gtk_widget_activate (focus));
  /* A button pressed by a key shows itself down a moment first. */
  TEST_WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (window->coach_card))
                   || g_strcmp0 (title, carc_coach_card_get_title (window->coach_card)) != 0);
  test_settle ();
}

/* Enter on the board, and the board settled. */
static void
press_enter_on_board (CarcWindow *window)
{
  CarcBoard *board = carc_window_get_board (window);

  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL));
  test_settle ();
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
}

static void
wait_for_red (CarcWindow *window)
{
  TEST_WAIT_UNTIL (carc_game_get_game_over (window->game)
                   || (carc_game_get_current_player (window->game) == RED
                       && carc_game_get_decision (window->game) == CARC_DECISION_PLACE_TILE));
  test_settle ();
}

static void
test_lesson_by_keys (void)
{
  CarcWindow *window = test_window_with (NULL);
  CarcGame *game;
  gint x, y;

  carc_computer_set_pace (carc_session_get_computer (window->session), 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
  test_settle ();
  game = window->game;
  g_assert_nonnull (game);
  g_assert_true (carc_session_get_plays_lesson (window->session));
  g_assert_cmpstr (card_title (window), ==, "Learn to Play");
  test_screenshot (GTK_WIDGET (window), "lesson-first.png");
  press_enter_on_card (window);
  g_assert_cmpstr (card_title (window), ==, "Your Tile");
  press_enter_on_card (window);
  g_assert_cmpstr (card_title (window), ==, "Turn the Tile");
  /* The keys are the board's again, where the step is played. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (carc_window_get_board (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-right", NULL));
  test_settle ();
  g_assert_cmpstr (card_title (window), ==, "Place the Tile");
  /* The board marks the square right of the start tile. */
  g_assert_true (carc_board_get_cursor (carc_window_get_board (window), &x, &y));
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 0);
  press_enter_on_board (window);
  g_assert_cmpint (carc_game_tile_at (game, 1, 0), >=, 0);
  g_assert_cmpstr (card_title (window), ==, "Place a Meeple");
  /* Undone, the lesson goes back with the board; placed again, on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  test_settle ();
  g_assert_cmpstr (card_title (window), ==, "Place the Tile");
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (carc_window_get_board (window))));
  g_assert_true (carc_board_get_cursor (carc_window_get_board (window), &x, &y));
  press_enter_on_board (window);
  g_assert_cmpstr (card_title (window), ==, "Place a Meeple");
  press_enter_on_board (window);
  g_assert_cmpuint (carc_game_get_supply (game, RED, CARC_FIGURE_MEEPLE), ==, 6);
  wait_for_red (window);
  g_assert_cmpstr (card_title (window), ==, "Complete the Road");
  press_enter_on_board (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, RED), ==, 3);
  wait_for_red (window);
  g_assert_cmpstr (card_title (window), ==, "Complete a City");
  test_screenshot (GTK_WIDGET (window), "lesson-city.png");
  press_enter_on_board (window);
  press_enter_on_board (window);
  g_assert_cmpuint (carc_game_get_score (game, RED), ==, 3 + 4);
  wait_for_red (window);
  g_assert_cmpstr (card_title (window), ==, "A Monastery");
  press_enter_on_board (window);
  press_enter_on_board (window);
  g_assert_cmpstr (card_title (window), ==, "Farmers");
  wait_for_red (window);
  press_enter_on_board (window);
  press_enter_on_board (window);
  g_assert_cmpstr (card_title (window), ==, "To the End");
  wait_for_red (window);
  /* The last tile, wherever the keys find it room, and no figure. */
  press_enter_on_board (window);
  if (carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
    press_enter_on_board (window);
  /* Blue's moves are the easy player's own: the last tile may leave no
   * spot for a figure, or end the game (Blue's last fits nowhere). */
  if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  TEST_WAIT_UNTIL (carc_game_get_game_over (game));
  test_settle ();
  g_assert_cmpstr (card_title (window), ==, "You Know the Rules");
  test_screenshot (GTK_WIDGET (window), "lesson-last.png");
  press_enter_on_card (window);
  /* Left: the start page, and no autosave written of it. */
  g_assert_null (window->game);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  g_assert_false (g_file_query_exists (carc_session_get_autosave_file (window->session), NULL));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The player's game steps aside for the guided game and comes back as it
 * was when it is left: the start page continues it, its moves and its
 * undo whole. */
static void
test_lesson_left (void)
{
  const char *modules[] = { NULL };
  g_autoptr(CarcGame) mine = test_composed_ui_game (modules, "E U");
  CarcWindow *window = test_window_with (mine);

  test_ui_tile (window, 0, -1, 2, 0);              /* Red closes the city: 4 */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL));
  test_settle ();
  g_assert_true (window->game != mine);
  press_enter_on_card (window);
  g_assert_cmpstr (card_title (window), ==, "Your Tile");
  g_signal_emit_by_name (window->coach_card, "secondary");
  test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->stack), ==, "start");
  g_assert_true (window->game == mine);
  g_assert_false (carc_session_get_plays_lesson (window->session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  test_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->stack), ==, "board");
  g_assert_true (window->game == mine);
  g_assert_cmpuint (carc_game_get_score (mine, RED), ==, 4);
  g_assert_true (carc_game_get_can_undo (mine));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An expansion's card comes the first time a game uses it, not again;
 * switched off, none comes. */
static void
test_expansion_card (void)
{
  const char *modules[] = { CARC_ROBBERS_MODULE, NULL };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "RB-F");
  g_autoptr(CarcGame) again = test_composed_ui_game (modules, "RB-F");
  g_auto(GStrv) known = NULL;
  CarcWindow *window;

  g_settings_reset (settings, "expansions-introduced");
  g_settings_set_boolean (settings, "introduce-expansions", FALSE);
  window = test_window_with (game);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  gtk_window_destroy (GTK_WINDOW (window));

  g_settings_set_boolean (settings, "introduce-expansions", TRUE);
  window = test_window_with (game);
  g_assert_cmpstr (card_title (window), ==, "New in This Game: The Robbers");
  g_assert_cmpstr (carc_coach_card_get_body (window->coach_card), ==,
                   "Each player has a robber. After a robber tile is laid, its player may put their robber on the "
                   "score track beside another player’s figure, then the next player in turn who still has theirs "
                   "may do the same.\n\nWhen that figure moves on, the robber’s owner gains half of its points, "
                   "rounded up, and takes the robber back; the robbed player keeps all their points.");
  test_screenshot (GTK_WIDGET (window), "expansion-card.png");
  g_signal_emit_by_name (window->coach_card, "primary");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  known = g_settings_get_strv (settings, "expansions-introduced");
  g_assert_true (g_strv_contains ((const char * const *) known, CARC_ROBBERS_MODULE));
  carc_window_set_game (window, again);
  test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->coach_card)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/lesson/by-keys", test_lesson_by_keys);
  g_test_add_func ("/ui/lesson/left", test_lesson_left);
  g_test_add_func ("/ui/lesson/expansion-card", test_expansion_card);
  return g_test_run ();
}
