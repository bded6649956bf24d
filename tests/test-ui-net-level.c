/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A campaign's level played from several computers in the window, on
 * loopback: the level page makes the team's last colour "a player at
 * another computer", Play hosts the level as the new game hosts a game,
 * a player joins from the link (a CarcNetClient) and the two play it to
 * its end, the boards agreeing after every move; the level's attempt and
 * result are the host's campaign's, as for a level played here.  A second
 * window joins a level from the link and plays it through its board,
 * keeping no campaign record of it.  Screenshots: net-level-*.png in the
 * build folder. */
#include "config.h"

#include <string.h>

#include "carc-game-private.h"
#include "carc-net-client.h"
#include "carc-seat-menu.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

/* Closes @window, its popover down first: a tooltip of the popover's
 * waiting under the pointer would outlive the window's surfaces (GTK
 * 4.8), and the next test would meet it. */
static void
destroy_window (CarcWindow *window)
{
  gtk_popover_popdown (gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->table_button)));
  test_settle ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static CarcAction
first_action (CarcState *state)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, >, 0);
  return g_array_index (actions, CarcAction, 0);
}

static guint
log_length (CarcGame *game)
{
  return carc_history_get_cursor (carc_game_peek_history (game));
}

/* The player elsewhere sees the host's board: every tile where it lies,
 * each face up with the same face, and the same scores. */
static void
assert_same (CarcGame  *game,
             CarcState *remote)
{
  CarcState *here = carc_game_peek_state (game);

  g_assert_cmpuint (carc_state_get_n_tiles (here), ==, carc_state_get_n_tiles (remote));
  for (guint t = 0; t < carc_state_get_n_tiles (here); t++)
    {
      CarcPlacedTile a, b;

      carc_state_get_tile (here, t, &a);
      carc_state_get_tile (remote, t, &b);
      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
      g_assert_cmpuint (a.face_down, ==, b.face_down);
      if (!a.face_down)
        g_assert_cmpuint (a.type, ==, b.type);
    }
  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (here)); p++)
    g_assert_cmpuint (carc_state_get_score (here, p), ==, carc_state_get_score (remote, p));
}

/* A window whose campaign's level 1 is hosted for a team of two people,
 * four colours, Yellow played at another computer. */
static CarcWindow *
host_level_window (void)
{
  static const guint colours[] = { 0, 1, 2, 3 };
  CarcWindow *window;
  CarcCampaign *campaign;
  CarcTable *table;
  CarcGame *game;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-campaign", "s", "mists"));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  campaign = carc_level_view_get_campaign (window->level_view);
  g_assert_true (carc_campaign_set_team (campaign, 2, colours, 4));
  carc_level_view_set_seat (window->level_view, 3, CARC_SEAT_REMOTE);
  carc_level_view_set_host (window->level_view, "127.0.0.1", 0);
  g_assert_cmpint (carc_level_view_get_seat (window->level_view, 3), ==, CARC_SEAT_REMOTE);
  g_assert_cmpint (carc_level_view_get_seat (window->level_view, 0), ==, CARC_PLAYER_PERSON);
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "net-level-seats.png");

  g_signal_emit_by_name (window->level_view, "start-level", 1);
  test_settle ();
  table = carc_window_get_table (window);
  g_assert_nonnull (table);
  g_assert_true (carc_table_get_hosting (table));
  game = carc_window_get_game (window);
  g_assert_true (carc_player_get_remote (carc_game_get_player (game, 3)));
  g_assert_false (carc_player_get_remote (carc_game_get_player (game, 0)));
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 1);
  return window;
}

/* Its end counts in this computer's campaign as a level played here. */
static void
assert_recorded (CarcWindow *window)
{
  CarcCampaign *campaign = carc_level_view_get_campaign (window->level_view);
  CarcGame *game = carc_window_get_game (window);

  g_assert_true (carc_game_get_game_over (game));
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 1);
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==,
                   carc_game_get_outcome (game) == CARC_OUTCOME_WON ? CARC_LEVEL_OPEN : CARC_LEVEL_LOCKED);
}

static void
test_level_hosted (void)
{
  CarcWindow *window = host_level_window ();
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (carc_window_get_table (window), 3);
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  g_autoptr(CarcNetClient) client = carc_net_client_new (invitation);
  guint steps = 0, n_final = 0;

  carc_net_client_connect (client);
  TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
  while (!carc_game_get_game_over (game))
    {
      guint before = log_length (game), n;

      g_assert_cmpuint (++steps, <, 1000);
      if (carc_game_get_acting (game) != 3)
        {
          CarcAction action = first_action (carc_game_peek_state (game));

          test_ui_act (window, &action);
        }
      else
        {
          CarcAction action;

          TEST_WAIT_UNTIL (carc_net_client_is_my_turn (client));
          action = first_action (carc_net_client_get_state (client));
          g_assert_cmpint (carc_net_client_act (client, &action), ==, CARC_OK);
        }
      TEST_WAIT_UNTIL (log_length (game) > before);
      TEST_WAIT_UNTIL (carc_net_client_get_actions (client, &n) && n == log_length (game));
      assert_same (game, carc_net_client_get_state (client));
    }
  test_settle ();
  assert_recorded (window);
  TEST_WAIT_UNTIL (carc_net_client_get_final (client, &n_final) != NULL);
  g_clear_object (&client);
  destroy_window (window);
  test_settle ();
}

/* A second window joins the level from the link and plays Yellow through
 * its own board, the level's words and panel as at the host; its game is
 * written nowhere there. */
static void
test_level_joined_window (void)
{
  CarcWindow *window = host_level_window ();
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (carc_window_get_table (window), 3);
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcGame *there;
  guint steps = 0;

  gtk_window_set_default_size (GTK_WINDOW (joined), 1280, 820);
  test_join (joined, link);
  there = carc_window_get_game (joined);
  g_assert_false (carc_player_get_remote (carc_game_get_player (there, 3)));
  g_assert_true (carc_player_get_remote (carc_game_get_player (there, 0)));
  g_assert_false (carc_session_get_plays_campaign (joined->session));
  while (!carc_game_get_game_over (game))
    {
      CarcWindow *acting = carc_game_get_acting (game) == 3 ? joined : window;
      guint before = log_length (game);
      CarcAction action;

      g_assert_cmpuint (++steps, <, 1000);
      TEST_WAIT_UNTIL (carc_game_get_person_decides (carc_window_get_game (acting))
                       && log_length (there) == log_length (game));
      action = first_action (carc_game_peek_state (carc_window_get_game (acting)));
      test_ui_act (acting, &action);
      TEST_WAIT_UNTIL (log_length (game) > before && log_length (there) == log_length (game));
      assert_same (game, carc_game_peek_state (there));
      if (steps == 12)
        {
          test_settle ();
          test_screenshot (GTK_WIDGET (joined), "net-level-joined.png");
        }
    }
  test_settle ();
  assert_recorded (window);
  TEST_WAIT_UNTIL (carc_game_get_game_over (there));
  g_assert_false (carc_session_get_plays_campaign (joined->session));
  destroy_window (joined);
  destroy_window (window);
  test_settle ();
}

/* Play on a level's card while the level is hosted with a window joined:
 * asked first, the new level hosted on the port the old one freed, and
 * the joined window told plainly that the host ended the game.  Play
 * again on a port another program holds: said, and nothing changes (the
 * level hosted goes on, its colour elsewhere still elsewhere). */
static void
test_level_ends_hosted (void)
{
  CarcWindow *window = host_level_window ();
  CarcTable *table = carc_window_get_table (window);
  CarcGame *game = carc_window_get_game (window);
  guint port = carc_table_get_port (table);
  g_autofree char *link = carc_table_dup_invitation (table, 3);
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GSocketListener) blocker = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  guint blocked;

  test_join (joined, link);
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 3) == CARC_WIRE_SEAT_HERE);

  /* Continue on the start page would leave it too: asked, and Cancel
   * leaves all as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (test_find_message_dialog ()), ==, "Stop Hosting the Game?");
  test_click_response (test_find_message_dialog (), "_Cancel");
  test_settle ();
  g_assert_true (carc_window_get_table (window) == table && carc_window_get_game (window) == game);
  g_assert_cmpint (carc_table_get_presence (table, 3), ==, CARC_WIRE_SEAT_HERE);

  carc_level_view_set_host (window->level_view, "127.0.0.1", port);
  g_signal_emit_by_name (window->level_view, "start-level", 1);
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  dialog = test_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Stop Hosting the Game?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "told that the game ended"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Level 1 is in progress"));
  test_click_response (dialog, "_Stop Hosting");
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  g_assert_true (carc_window_get_table (window) != table);
  table = carc_window_get_table (window);
  g_assert_true (carc_table_get_hosting (table));
  g_assert_cmpuint (carc_table_get_port (table), ==, port);
  g_assert_true (carc_window_get_game (window) != game);
  game = carc_window_get_game (window);
  g_assert_true (carc_player_get_remote (carc_game_get_player (game, 3)));
  TEST_WAIT_UNTIL (carc_table_get_state (carc_window_get_table (joined)) == CARC_TABLE_FAILED);
  test_settle ();
  g_assert_cmpstr (gtk_label_get_label (joined->table_bar_label), ==, "The host ended the game.");
  destroy_window (joined);

  blocked = g_socket_listener_add_any_inet_port (blocker, NULL, &error);
  g_assert_no_error (error);
  carc_level_view_set_host (window->level_view, "127.0.0.1", blocked);
  g_signal_emit_by_name (window->level_view, "start-level", 1);
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  test_click_response (test_find_message_dialog (), "_Stop Hosting");
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  dialog = test_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Host the Game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "is in use"));
  test_click_response (dialog, "_Close");
  test_settle ();
  g_assert_true (carc_window_get_table (window) == table);
  g_assert_true (carc_window_get_game (window) == game);
  g_assert_true (carc_session_get_game (window->session) == game);
  g_assert_true (carc_player_get_remote (carc_game_get_player (game, 3)));
  {
    g_autofree char *again = carc_table_dup_invitation (table, 3);
    g_autoptr(CarcInvitation) invitation = carc_invitation_parse (again, NULL);
    g_autoptr(CarcNetClient) client = carc_net_client_new (invitation);

    carc_net_client_connect (client);
    TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
  }
  g_socket_listener_close (blocker);
  destroy_window (window);
  test_settle ();
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/net/level-hosted", test_level_hosted);
  g_test_add_func ("/ui/net/level-joined-window", test_level_joined_window);
  g_test_add_func ("/ui/net/level-ends-hosted", test_level_ends_hosted);
  return g_test_run ();
}
