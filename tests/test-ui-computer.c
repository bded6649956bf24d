/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Computer players in the window: the new-game dialog's seat menus make
 * computer seats and are remembered; a person plays a whole game against
 * the computer through the window — the computer's turns come by
 * themselves while the people's commands wait, undo goes back over the
 * computer's turn to the person's decision, and a hint (Ctrl+H) puts the
 * suggested tile under the keyboard cursor, where Enter places it, then
 * its figure.  Screenshots: computer-*.png in the build folder. */
#include "config.h"

#include <string.h>

#include "carc-computer.h"
#include "carc-mists.h"
#include "carc-new-game-dialog.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

static CarcComputer *
computer_of (CarcWindow *window)
{
  return carc_session_get_computer (window->session);
}

/* The main loop runs until a person decides (or the game ends). */
static void
wait_for_person (CarcWindow *window)
{
  CarcGame *game = carc_window_get_game (window);

  TEST_WAIT_UNTIL (carc_game_get_person_decides (game) && !carc_computer_get_thinking (computer_of (window)));
}

/* Seat menus: Ben is the normal computer, and the next dialog says so. */
static void
test_new_game_seats (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CarcNewGameDialog *dialog;
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcGame) again = NULL;

  g_settings_reset (settings, "player-seats");
  dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  carc_new_game_dialog_set_n_players (dialog, 2);
  carc_new_game_dialog_set_seat (dialog, 1, CARC_AI_NORMAL);
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  test_screenshot (GTK_WIDGET (dialog), "computer-new-game.png");
  game = carc_new_game_dialog_create_game (dialog, 1);
  g_assert_nonnull (game);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (game, 0)), ==, CARC_PLAYER_PERSON);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (game, 1)), ==, CARC_AI_NORMAL);
  gtk_window_destroy (GTK_WINDOW (dialog));

  dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  again = carc_new_game_dialog_create_game (dialog, 2);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (again, 1)), ==, CARC_AI_NORMAL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "player-seats");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
activate (CarcWindow *window,
          const char *action)
{
  return gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
}

/* Asks for a hint and waits for it: the board's cursor is on it. */
static void
take_hint (CarcWindow *window)
{
  CarcBoard *board = carc_window_get_board (window);
  CarcGame *game = carc_window_get_game (window);
  guint placed = carc_game_get_n_placed (game);
  gint x, y;

  carc_board_cancel (board);
  g_assert_false (carc_board_get_cursor (board, &x, &y));
  g_assert_true (activate (window, "win.hint"));
  TEST_WAIT_UNTIL (carc_board_get_cursor (board, &x, &y));
  g_assert_cmpint (carc_game_check_placement (game, x, y, carc_board_get_rotation (board)), ==, CARC_OK);
  /* In words: the tile, then the figure and where it goes (or none). */
  g_assert_nonnull (window->message_toast);
  g_assert_true (g_str_has_prefix (carc_window_toast_get_text (window->message_toast),
                                   "Suggested: the tile at the cursor, turned as shown, then "));
  g_test_message ("%s", carc_window_toast_get_text (window->message_toast));
  test_screenshot (GTK_WIDGET (window), "computer-hint.png");
  /* Enter places the suggested tile; the suggested figure is then picked. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate", NULL));
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, placed + 1);
  g_assert_cmpint (carc_game_tile_at (game, x, y), ==, (gint) placed);
}

static void
test_against_the_computer (void)
{
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, NULL, 2, 0, 11, carc_save_builtin_tile_sets, NULL, &error);
  static const char * const names[] = { "Anna", "Computer", NULL };
  static const char * const colours[] = { "#d0312d", "#2f62c8", NULL };
  g_autoptr(CarcGame) game = carc_game_new (setup, names, colours);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  guint turn = 0;
  gboolean hinted = FALSE, undone = FALSE, seen_thinking = FALSE;

  test_forget_user_files ();
  carc_player_set_computer (carc_game_get_player (game, 1), CARC_AI_NORMAL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  carc_computer_set_pace (computer_of (window), 0);
  carc_computer_set_strong_playouts (computer_of (window), 200);
  test_settle ();

  while (!carc_game_get_game_over (game))
    {
      CarcAction a;

      g_assert_true (carc_game_get_person_decides (game));
      g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
      if (turn == 3 && !hinted)
        {
          take_hint (window);
          hinted = TRUE;
        }
      else
        {
          g_autoptr(CarcChoice) choice = g_list_model_get_item (carc_game_get_choices (game), 0);

          a = *carc_choice_get_action (choice);
          test_play_as_a_player (window, &a);
        }
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE && carc_game_get_acting (game) == 0)
        g_assert_true (activate (window, "win.skip-figure"));
      /* The computer's turn: the people's commands wait, its name says it. */
      if (!carc_game_get_game_over (game) && !carc_game_get_person_decides (game))
        {
          seen_thinking = TRUE;
          g_assert_nonnull (strstr (carc_window_get_status (window), "thinking"));
          if (turn == 2)
            test_screenshot (GTK_WIDGET (window), "computer-thinking.png");
        }
      wait_for_person (window);
      turn++;

      /* Undo over the computer's turn, back to Anna's last decision, and
       * redo it all. */
      if (turn == 6 && !carc_game_get_game_over (game))
        {
          guint placed = carc_game_get_n_placed (game);

          g_assert_true (activate (window, "win.undo"));
          test_settle ();
          g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
          g_assert_cmpuint (carc_game_get_n_placed (game), <, placed);
          g_assert_false (carc_computer_get_thinking (computer_of (window)));
          g_assert_true (activate (window, "win.redo"));
          wait_for_person (window);
          g_assert_cmpuint (carc_game_get_n_placed (game), ==, placed);
          undone = TRUE;
        }
      g_assert_cmpuint (turn, <, 100);
    }
  test_settle ();
  g_assert_true (hinted && undone && seen_thinking);
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  test_screenshot (GTK_WIDGET (window), "computer-final.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The seat menu button of @player's row in the side panel. */
static GtkWidget *
seat_button (CarcWindow *window,
             guint       player)
{
  GtkWidget *list = test_view_child (window, "players_list");
  GtkWidget *row = gtk_widget_get_first_child (list);

  for (guint i = 0; i < player; i++)
    row = gtk_widget_get_next_sibling (row);
  for (GtkWidget *w = row; w != NULL;)
    {
      if (GTK_IS_MENU_BUTTON (w))
        return w;
      /* Depth first through the row. */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != row && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == row ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_not_reached ();
}

/* Anna hands her seat to the computer with her row's menu: it plays her
 * turn; handed back, the game waits for her again. */
static void
test_hand_over (void)
{
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, NULL, 2, 0, 12, carc_save_builtin_tile_sets, NULL, &error);
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const char * const colours[] = { "#d0312d", "#2f62c8", NULL };
  g_autoptr(CarcGame) game = carc_game_new (setup, names, colours);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcPlayer *anna = carc_game_get_player (game, 0);
  GtkWidget *button;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  carc_computer_set_pace (computer_of (window), 0);
  test_settle ();
  button = seat_button (window, 0);
  /* Who plays, in a tooltip, but none over the open menu. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Played by a person");
  g_assert_true (gtk_widget_get_has_tooltip (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_has_tooltip (button));
  g_assert_cmpstr (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (button)), ==, "avatar-default-symbolic");
  g_assert_true (gtk_widget_activate_action (button, "seat.seat", "i", CARC_AI_EASY));
  g_assert_cmpint (carc_player_get_computer (anna), ==, CARC_AI_EASY);
  g_assert_cmpstr (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (button)), ==, "computer-symbolic");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Played by the computer, easy");
  TEST_WAIT_UNTIL (carc_game_get_acting (game) != 0);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 1);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "computer-hand-over.png");
  g_assert_true (gtk_widget_activate_action (button, "seat.seat", "i", CARC_PLAYER_PERSON));
  g_assert_cmpint (carc_player_get_computer (anna), ==, CARC_PLAYER_PERSON);
  g_assert_false (carc_computer_get_thinking (computer_of (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The team's hint in words: the tile at the cursor, then the guard and
 * where it goes (or no figure), never "what the cursor shows". */
static void
test_team_hint_in_words (void)
{
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (CARC_MISTS_MODULE, NULL);
  g_autoptr(CarcSetup) setup = carc_mists_setup_new (tiles, 1, 1, 11);
  const CarcCampaignRules *rules = carc_mists_get_module ()->campaign;
  const char *names[] = { "Red", "Green", "Blue", "Yellow", NULL };
  const char *colours[] = { rules->colours[0], rules->colours[1], rules->colours[2], rules->colours[3], NULL };
  g_autoptr(CarcGame) game = carc_game_new (setup, names, colours);
  CarcWindow *window = test_window_with (game);
  const char *text;

  g_object_set (carc_session_get_computer (window->session), "strong-playouts", 60, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  TEST_WAIT_UNTIL (window->hint_cancellable == NULL);
  g_assert_nonnull (window->message_toast);
  text = carc_window_toast_get_text (window->message_toast);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Suggested: the tile at the cursor, turned as shown, then "));
  g_assert_true (strstr (text, "Guard ") != NULL || strstr (text, "no figure") != NULL);
  g_assert_null (strstr (text, "what the cursor shows"));
  g_assert_null (strstr (text, "points to come"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/computer/new-game-seats", test_new_game_seats);
  g_test_add_func ("/ui/computer/against-the-computer", test_against_the_computer);
  g_test_add_func ("/ui/computer/hand-over", test_hand_over);
  g_test_add_func ("/ui/computer/team-hint-in-words", test_team_hint_in_words);

  return g_test_run ();
}
