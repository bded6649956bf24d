/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Playing from several computers in the window, on loopback: the new-game
 * dialog's seat for a player elsewhere hosts the game; its invitation is
 * in the header bar's popover; a player joins with a CarcNetClient and the
 * two play, the host through the board, the boards agreeing after every
 * move; the remote player's undo asks the host's person; a seat whose
 * player left is handed to the computer; a second window joins from the
 * link and plays through its own board; and every failure (a bad link, a
 * wrong token, a port in use) is said in a dialog.  Screenshots: net-*.png
 * in the build folder. */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "carc-certificate.h"
#include "carc-game-private.h"
#include "carc-net-client.h"
#include "carc-save.h"
#include "carc-new-game-dialog.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"
#include "carc-words.h"

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

/* A new window hosting Red here against Green elsewhere, on loopback. */
static CarcWindow *
host_window (void)
{
  CarcWindow *window;
  CarcNewGameDialog *dialog;
  g_autoptr(CarcGame) game = NULL;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  carc_new_game_dialog_set_n_players (dialog, 2);
  carc_new_game_dialog_set_name (dialog, 0, "Ann");
  carc_new_game_dialog_set_name (dialog, 1, "Ben");
  carc_new_game_dialog_set_seat (dialog, 0, CARC_PLAYER_PERSON);
  carc_new_game_dialog_set_seat (dialog, 1, CARC_SEAT_REMOTE);
  carc_new_game_dialog_set_host (dialog, "127.0.0.1", 0);
  g_assert_true (carc_new_game_dialog_get_hosts (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  test_screenshot (GTK_WIDGET (dialog), "net-new-game.png");
  game = carc_new_game_dialog_create_game (dialog, 41);
  g_assert_true (carc_player_get_remote (carc_game_get_player (game, 1)));
  g_assert_false (carc_player_get_remote (carc_game_get_player (game, 0)));
  carc_window_host (window, game, carc_new_game_dialog_dup_address (dialog), carc_new_game_dialog_get_port (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  test_settle ();
  g_assert_nonnull (carc_window_get_table (window));
  g_assert_true (carc_window_get_game (window) == game);
  return window;
}

/* The first listed action of @state's decision that is no chance. */
static CarcAction
first_action (CarcState *state)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, >, 0);
  return g_array_index (actions, CarcAction, 0);
}

/* The two games agree: the same log, tiles, scores and decision. */
static void
assert_same (CarcGame         *game,
             CarcState        *remote,
             guint             n_remote,
             const CarcAction *actions)
{
  CarcHistory *history = carc_game_peek_history (game);
  CarcState *here = carc_game_peek_state (game);

  g_assert_cmpuint (carc_history_get_cursor (history), ==, n_remote);
  for (guint i = 0; i < n_remote; i++)
    g_assert_true (carc_action_equal (carc_history_get_action (history, i), &actions[i]));
  g_assert_cmpuint (carc_state_get_n_tiles (here), ==, carc_state_get_n_tiles (remote));
  for (guint t = 0; t < carc_state_get_n_tiles (here); t++)
    {
      CarcPlacedTile a, b;

      carc_state_get_tile (here, t, &a);
      carc_state_get_tile (remote, t, &b);
      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
      g_assert_cmpuint (a.type, ==, b.type);
      g_assert_cmpuint (a.rotation, ==, b.rotation);
    }
  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (here)); p++)
    g_assert_cmpuint (carc_state_get_score (here, p), ==, carc_state_get_score (remote, p));
  g_assert_cmpuint (carc_state_get_tiles_left (here), ==, carc_state_get_tiles_left (remote));
}

static guint
log_length (CarcGame *game)
{
  return carc_history_get_cursor (carc_game_peek_history (game));
}

/* One decision: the host's person through the board, or the client. */
static void
play_one (CarcWindow    *window,
          CarcNetClient *client)
{
  CarcGame *game = carc_window_get_game (window);
  guint before = log_length (game);
  guint n;

  if (carc_game_get_acting (game) == 0)
    {
      CarcAction action = first_action (carc_game_peek_state (game));

      test_ui_act (window, &action);
    }
  else
    {
      g_autofree char *status = carc_words_status (game);

      g_assert_nonnull (strstr (status, "Ben"));
      g_assert_false (carc_game_get_person_decides (game));
      TEST_WAIT_UNTIL (carc_net_client_is_my_turn (client));
      {
        CarcAction action = first_action (carc_net_client_get_state (client));

        g_assert_cmpint (carc_net_client_act (client, &action), ==, CARC_OK);
      }
    }
  TEST_WAIT_UNTIL (log_length (game) > before);
  TEST_WAIT_UNTIL (carc_net_client_get_actions (client, &n) && n == log_length (game));
  test_settle ();
  assert_same (game, carc_net_client_get_state (client), n, carc_net_client_get_actions (client, &n));
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static gboolean
undo_dialog_shown (void)
{
  return test_find_message_dialog () != NULL;
}

static void
test_host_and_client (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  g_autoptr(CarcNetClient) client = NULL;
  guint n, before;

  g_assert_nonnull (invitation);
  g_assert_cmpstr (invitation->host, ==, "127.0.0.1");
  g_assert_cmpuint (invitation->port, ==, carc_table_get_port (table));
  g_assert_cmpint (carc_table_get_presence (table, 1), ==, CARC_WIRE_SEAT_OPEN);
  g_assert_true (gtk_widget_get_visible (window->table_button));
  test_screenshot (GTK_WIDGET (window), "net-host-invitation.png");

  client = carc_net_client_new (invitation);
  carc_net_client_connect (client);
  TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_HERE);
  carc_net_client_get_actions (client, &n);
  assert_same (game, carc_net_client_get_state (client), n, carc_net_client_get_actions (client, &n));

  /* A chat line each way; one the rules refuse is not sent. */
  {
    guint heard = 0;
    const guint *seats;
    const char * const *lines;

    g_signal_connect_swapped (client, "chat", G_CALLBACK (count_cb), &heard);
    carc_net_client_say (client, "good luck");
    TEST_WAIT_UNTIL (carc_table_get_chat (table, &seats, &n) && n == 1);
    lines = carc_table_get_chat (table, &seats, &n);
    g_assert_cmpstr (lines[0], ==, "good luck");
    g_assert_cmpuint (seats[0], ==, 1);
    g_assert_true (carc_table_say (table, "thanks"));
    g_assert_false (carc_table_say (table, "\a"));
    TEST_WAIT_UNTIL (heard == 2);
    lines = carc_table_get_chat (table, &seats, &n);
    g_assert_cmpuint (n, ==, 2);
    g_assert_cmpuint (seats[1], ==, 0);
    g_signal_handlers_disconnect_by_data (client, &heard);
  }

  for (guint i = 0; i < 10; i++)
    play_one (window, client);
  test_screenshot (GTK_WIDGET (window), "net-host-playing.png");

  /* Ben's undo, asked at the start of his turn, passes Ann's moves: she
   * is asked, and allows it. */
  while (carc_game_get_acting (game) != 1 || carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE)
    play_one (window, client);
  TEST_WAIT_UNTIL (carc_net_client_is_my_turn (client));
  before = log_length (game);
  carc_net_client_ask_undo (client);
  TEST_WAIT_UNTIL (undo_dialog_shown ());
  test_screenshot (GTK_WIDGET (test_find_message_dialog ()), "net-undo-asked.png");
  test_click_response (test_find_message_dialog (), "_Allow");
  TEST_WAIT_UNTIL (log_length (game) < before);
  TEST_WAIT_UNTIL (carc_net_client_get_actions (client, &n) && n == log_length (game));
  assert_same (game, carc_net_client_get_state (client), n, carc_net_client_get_actions (client, &n));
  g_assert_cmpuint (carc_game_get_acting (game), ==, 1);

  /* With the preference off, Ben's next undo is allowed at once. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);

    do
      play_one (window, client);
    while (carc_game_get_acting (game) != 1 || carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE);
    TEST_WAIT_UNTIL (carc_net_client_is_my_turn (client));
    g_settings_set_boolean (settings, "ask-undo", FALSE);
    before = log_length (game);
    carc_net_client_ask_undo (client);
    TEST_WAIT_UNTIL (log_length (game) < before);
    g_assert_null (test_find_message_dialog ());
    TEST_WAIT_UNTIL (carc_net_client_get_actions (client, &n) && n == log_length (game));
    g_settings_reset (settings, "ask-undo");
  }

  /* Ben leaves: his seat is away, and a computer plays it on the host. */
  carc_net_client_close (client);
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_AWAY);
  carc_table_hand_to_computer (table, 1);
  g_assert_cmpint (carc_table_get_presence (table, 1), ==, CARC_WIRE_SEAT_COMPUTER);
  TEST_WAIT_UNTIL (carc_game_get_acting (game) == 0 && carc_game_get_person_decides (game));

  destroy_window (window);
}

/* A second window joins from the link and plays Ben's seat through its
 * own board. */
static void
test_join_window (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcGame *there;

  gtk_window_set_default_size (GTK_WINDOW (joined), 1280, 820);
  test_join (joined, link);
  there = carc_window_get_game (joined);
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_HERE);
  g_assert_false (carc_player_get_remote (carc_game_get_player (there, 1)));
  g_assert_true (carc_player_get_remote (carc_game_get_player (there, 0)));

  for (guint i = 0; i < 8; i++)
    {
      CarcWindow *acting = carc_game_get_acting (game) == 0 ? window : joined;
      CarcGame *acting_game = carc_window_get_game (acting);
      guint before = log_length (game);
      CarcAction action;

      TEST_WAIT_UNTIL (carc_game_get_person_decides (acting_game) && log_length (there) == log_length (game));
      action = first_action (carc_game_peek_state (acting_game));
      test_ui_act (acting, &action);
      TEST_WAIT_UNTIL (log_length (game) > before && log_length (there) == log_length (game));
      {
        CarcHistory *history = carc_game_peek_history (there);
        guint n = carc_history_get_cursor (history);
        g_autofree CarcAction *actions = g_new (CarcAction, n + 1);

        for (guint a = 0; a < n; a++)
          actions[a] = *carc_history_get_action (history, a);
        test_settle ();
        assert_same (game, carc_game_peek_state (there), n, actions);
      }
    }
  test_settle ();
  test_screenshot (GTK_WIDGET (joined), "net-joined.png");

  /* Ann's undo at the start of her turn passes Ben's moves: the joined
   * window asks Ben, who allows it. */
  while (carc_game_get_acting (game) != 0 || carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE)
    {
      CarcWindow *acting = carc_game_get_acting (game) == 0 ? window : joined;
      guint before = log_length (game);
      CarcAction action;

      TEST_WAIT_UNTIL (carc_game_get_person_decides (carc_window_get_game (acting)));
      action = first_action (carc_game_peek_state (carc_window_get_game (acting)));
      test_ui_act (acting, &action);
      TEST_WAIT_UNTIL (log_length (game) > before && log_length (there) == log_length (game));
    }
  {
    guint before = log_length (game);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (test_find_message_dialog ())) == GTK_WINDOW (joined));
    test_click_response (test_find_message_dialog (), "_Allow");
    TEST_WAIT_UNTIL (log_length (game) < before && log_length (there) == log_length (game));
    g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
  }

  /* Closing either window asks first: the others would lose the game. */
  gtk_window_close (GTK_WINDOW (joined));
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (test_find_message_dialog ()), ==, "Leave the Game?");
  test_click_response (test_find_message_dialog (), "_Cancel");
  test_settle ();
  gtk_window_close (GTK_WINDOW (window));
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (test_find_message_dialog ()), ==, "Stop Hosting the Game?");
  test_click_response (test_find_message_dialog (), "_Cancel");
  test_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (joined)) && gtk_widget_get_visible (GTK_WIDGET (window)));

  /* The host leaves: the joined window says so, and offers to rejoin. */
  carc_table_stop (table);
  TEST_WAIT_UNTIL (carc_table_get_state (carc_window_get_table (joined)) != CARC_TABLE_PLAYING);
  test_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (joined->table_bar));
  g_assert_cmpstr (gtk_label_get_label (joined->table_bar_label), ==, "The host stopped the game, trying to reconnect…");
  /* Nothing to do here until the host is back. */
  g_assert_false (carc_game_get_person_decides (there));
  {
    g_autofree char *status = carc_words_status (there);

    g_assert_cmpstr (status, ==, "Waiting for the connection to the host…");
  }
  test_screenshot (GTK_WIDGET (joined), "net-lost.png");

  destroy_window (joined);
  destroy_window (window);
}

/* Each failure is a dialog in words, and nothing else changes. */
static void
expect_failure (const char *heading,
                const char *words)
{
  AdwMessageDialog *dialog;

  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  dialog = test_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), words));
  test_click_response (dialog, "_Close");
  test_settle ();
}

static void
test_failures (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  g_autofree char *wrong = g_strdup (link);
  char *token = strstr (wrong, "token=") + strlen ("token=");
  CarcWindow *other = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) second = test_classic_game ("");

  g_autofree char *forged = g_strdup (link);
  char *fingerprint = strstr (forged, "fp=") + strlen ("fp=");
  g_autoptr(GString) closed = g_string_new (link);
  g_autofree char *port = g_strdup_printf (":%u/", carc_table_get_port (table));

  gtk_window_present (GTK_WINDOW (other));
  /* Join a Game: Join waits for a whole link, and says what is wrong. */
  {
    AdwMessageDialog *dialog;
    GtkWidget *entry;

    carc_window_ask_join (other);
    TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
    dialog = test_find_message_dialog ();
    entry = gtk_widget_get_first_child (adw_message_dialog_get_extra_child (dialog));
    g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
    gtk_editable_set_text (GTK_EDITABLE (entry), "carcassonne://nowhere");
    g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
    g_assert_true (gtk_widget_get_visible (gtk_widget_get_next_sibling (entry)));
    gtk_editable_set_text (GTK_EDITABLE (entry), link);
    g_assert_true (adw_message_dialog_get_response_enabled (dialog, "join"));
    g_assert_false (gtk_widget_get_visible (gtk_widget_get_next_sibling (entry)));
    test_settle ();
    test_screenshot (GTK_WIDGET (dialog), "net-join-dialog.png");
    test_click_response (dialog, "_Cancel");
    test_settle ();
  }
  carc_window_join (other, "carcassonne://nowhere/game");
  expect_failure ("Could Not Join the Game", "not an invitation link");
  g_assert_null (carc_window_get_table (other));

  *token = *token == 'a' ? 'b' : 'a';
  carc_window_join (other, wrong);
  expect_failure ("Could Not Join the Game", "does not know this invitation");
  g_assert_null (carc_window_get_game (other));

  /* Another certificate than the one the link pins. */
  *fingerprint = *fingerprint == 'a' ? 'b' : 'a';
  carc_window_join (other, forged);
  expect_failure ("Could Not Join the Game", "certificate");
  test_screenshot (GTK_WIDGET (other), "net-failure-window.png");

  /* No game at that port (port 1 takes no connection here). */
  g_string_replace (closed, port, ":1/", 1);
  carc_window_join (other, closed->str);
  expect_failure ("Could Not Join the Game", "No game answers at 127.0.0.1, port 1.");

  carc_player_set_remote (carc_game_get_player (second, 1), TRUE);
  carc_window_host (other, second, "127.0.0.1", carc_table_get_port (table));
  expect_failure ("Could Not Host the Game", "is in use");
  g_assert_null (carc_window_get_table (other));

  destroy_window (other);
  destroy_window (window);
}

/* The host's program closes and its game is continued: it is hosted
 * again on the same port with the same invitation, and Ben's player
 * joins again with the link he had and plays on. */
static void
test_host_again (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  g_autoptr(CarcNetClient) client = carc_net_client_new (invitation);
  g_autoptr(CarcNetClient) again = NULL;
  g_autoptr(GFile) autosave = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) continued = NULL;
  g_autofree char *link_again = NULL;
  guint moves, n;

  carc_net_client_connect (client);
  TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
  for (guint i = 0; i < 5; i++)
    play_one (window, client);
  moves = log_length (game);
  autosave = g_object_ref (carc_session_get_autosave_file (window->session));
  carc_session_flush (window->session);
  destroy_window (window);
  TEST_WAIT_UNTIL (carc_net_client_get_failure (client) != CARC_NET_FAILURE_NONE);

  continued = carc_game_new_from_file (autosave, &error);
  g_assert_no_error (error);
  g_assert_false (carc_player_get_remote (carc_game_get_player (continued, 1)));
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, continued);
  table = carc_window_get_table (window);
  g_assert_nonnull (table);
  g_assert_true (carc_table_get_hosting (table));
  g_assert_true (carc_player_get_remote (carc_game_get_player (continued, 1)));
  link_again = carc_table_dup_invitation (table, 1);
  g_assert_cmpstr (link_again, ==, link);
  g_assert_cmpuint (log_length (continued), ==, moves);

  again = carc_net_client_new (invitation);
  carc_net_client_connect (again);
  TEST_WAIT_UNTIL (carc_net_client_get_joined (again));
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_HERE);
  assert_same (continued, carc_net_client_get_state (again), log_length (continued),
               carc_net_client_get_actions (again, &n));
  for (guint i = 0; i < 5; i++)
    play_one (window, again);
  test_screenshot (GTK_WIDGET (window), "net-host-again.png");
  destroy_window (window);
}

/* A new game of two, Ann here and Ben elsewhere, dealt by @seed. */
static CarcGame *
new_hosted_game (guint64 seed)
{
  static const char * const names[] = { "Ann", "Ben", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, NULL, 2, 0, seed, carc_save_builtin_tile_sets, NULL, &error);
  CarcGame *game;

  g_assert_no_error (error);
  game = carc_game_new (setup, names, colours);
  carc_player_set_remote (carc_game_get_player (game, 1), TRUE);
  return game;
}

static guint next_port;

static void
host_next_then (CarcWindow *window,
                gpointer    game)
{
  carc_window_host (window, game, "127.0.0.1", next_port);
}

/* A new game while a game is hosted with Ben's window joined: asked
 * first; the old game's port is free for the new one at once, and Ben is
 * told plainly that the host ended the game.  Then a new game that cannot
 * be hosted (its port taken) is said and changes nothing: the game
 * hosted goes on, its link still joins. */
static void
test_new_game_ends_hosted (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) second = new_hosted_game (42);
  g_autoptr(CarcGame) third = new_hosted_game (43);
  g_autoptr(GSocketListener) blocker = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  CarcTable *hosting;
  guint blocked;

  test_join (joined, link);
  TEST_WAIT_UNTIL (carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_HERE);

  next_port = carc_table_get_port (table);
  carc_window_confirm_replace (window, host_next_then, second, NULL);
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  dialog = test_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Stop Hosting the Game?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "told that the game ended"));
  test_screenshot (GTK_WIDGET (dialog), "net-stop-hosting.png");
  test_click_response (dialog, "_Stop Hosting");
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  hosting = carc_window_get_table (window);
  g_assert_true (hosting != table);
  g_assert_true (carc_window_get_game (window) == second);
  g_assert_true (carc_table_get_hosting (hosting));
  g_assert_cmpuint (carc_table_get_port (hosting), ==, next_port);
  g_assert_true (carc_player_get_remote (carc_game_get_player (second, 1)));

  TEST_WAIT_UNTIL (carc_table_get_state (carc_window_get_table (joined)) == CARC_TABLE_FAILED);
  test_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (joined->table_bar));
  g_assert_cmpstr (gtk_label_get_label (joined->table_bar_label), ==, "The host ended the game.");
  g_assert_false (gtk_widget_get_visible (joined->table_bar_button));
  {
    g_autofree char *status = carc_words_status (carc_window_get_game (joined));

    g_assert_cmpstr (status, ==, "The host ended the game.");
  }
  test_screenshot (GTK_WIDGET (joined), "net-host-ended.png");
  /* Nothing of Ben's is lost by leaving it. */
  g_assert_false (carc_window_table_in_play (joined));
  destroy_window (joined);

  /* A port another program holds: said, and the hosted game goes on. */
  blocked = g_socket_listener_add_any_inet_port (blocker, NULL, &error);
  g_assert_no_error (error);
  carc_window_host (window, third, "127.0.0.1", blocked);
  expect_failure ("Could Not Host the Game", "is in use");
  g_assert_true (carc_window_get_table (window) == hosting);
  g_assert_true (carc_window_get_game (window) == second);
  g_assert_true (carc_player_get_remote (carc_game_get_player (third, 1)));
  g_assert_cmpuint (carc_table_get_port (hosting), ==, next_port);
  {
    g_autofree char *again = carc_table_dup_invitation (hosting, 1);
    g_autoptr(CarcInvitation) invitation = carc_invitation_parse (again, NULL);
    g_autoptr(CarcNetClient) client = carc_net_client_new (invitation);

    carc_net_client_connect (client);
    TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
    TEST_WAIT_UNTIL (carc_table_get_presence (hosting, 1) == CARC_WIRE_SEAT_HERE);
  }
  g_socket_listener_close (blocker);
  destroy_window (window);
}

/* The first label under @widget whose text begins with @prefix. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *prefix)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* In a window of 800 × 600 the invitations' popover stays inside the
 * window, and the link, broken over lines, gets no hyphen. */
static void
test_invitation_fits (void)
{
  g_autoptr(CarcGame) game = new_hosted_game (44);
  CarcWindow *window;
  GtkWidget *popover;
  GtkLabel *link;
  PangoAttrIterator *iterator;
  PangoAttrInt *hyphens;
  double x, y, window_x;
  int width;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_host (window, game, "127.0.0.1", 0);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (window->table_button)));
  TEST_WAIT_UNTIL (gtk_widget_get_mapped (popover) && gtk_widget_get_width (popover) > 0);
  test_settle ();
  /* Both in the window's surface (the window drawn inside its shadow). */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_x, &y);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &x, &y);
  x += gdk_popup_get_position_x (GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover))));
  width = gtk_widget_get_width (popover);
  g_assert_cmpfloat (x, >=, window_x);
  /* With room to spare: a theme or a language a little wider fits too. */
  g_assert_cmpfloat (x + width + 48, <=, window_x + gtk_widget_get_width (GTK_WIDGET (window)));

  link = find_label (popover, "carcassonne://");
  g_assert_nonnull (link);
  g_assert_nonnull (gtk_label_get_attributes (link));
  iterator = pango_attr_list_get_iterator (gtk_label_get_attributes (link));
  hyphens = (PangoAttrInt *) pango_attr_iterator_get (iterator, PANGO_ATTR_INSERT_HYPHENS);
  g_assert_nonnull (hyphens);
  g_assert_false (hyphens->value);
  pango_attr_iterator_destroy (iterator);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (link)), >, 1);
  test_screenshot (GTK_WIDGET (window), "net-invitation-800.png");
  destroy_window (window);
}

/* The text of @window's message toast, or "". */
static const char *
toast_text (CarcWindow *window)
{
  return window->message_toast != NULL ? carc_window_toast_get_text (window->message_toast) : "";
}

/* One decision of whoever acts, through that window's board. */
static void
act_in_turn (CarcWindow *window,
             CarcWindow *joined)
{
  CarcGame *game = carc_window_get_game (window);
  CarcWindow *acting = carc_game_get_acting (game) == 0 ? window : joined;
  guint before = log_length (game);
  CarcAction action;

  TEST_WAIT_UNTIL (carc_game_get_person_decides (carc_window_get_game (acting))
                   && log_length (carc_window_get_game (joined)) == before);
  action = first_action (carc_game_peek_state (carc_window_get_game (acting)));
  test_ui_act (acting, &action);
  TEST_WAIT_UNTIL (log_length (game) > before && log_length (carc_window_get_game (joined)) == log_length (game));
}

/* The joined window's undo: made at once, nothing says the others were
 * asked; passing Ann's move, the others are asked, and when Ann refuses
 * Ben is told that she did.  A link opened there says that it leaves
 * this game to join another. */
static void
test_undo_words (void)
{
  CarcWindow *window = host_window ();
  CarcGame *game = carc_window_get_game (window);
  g_autofree char *link = carc_table_dup_invitation (carc_window_get_table (window), 1);
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  guint before;

  test_join (joined, link);

  /* Ben has placed his tile, and takes it back: at once. */
  do
    act_in_turn (window, joined);
  while (carc_game_get_acting (game) != 1 || carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE);
  before = log_length (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (joined), "win.undo", NULL));
  TEST_WAIT_UNTIL (log_length (game) < before && log_length (carc_window_get_game (joined)) == log_length (game));
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  g_assert_cmpstr (toast_text (joined), !=, "Asked the other players to allow the undo…");

  /* After Ann's move, Ben's undo asks her; she refuses. */
  do
    act_in_turn (window, joined);
  while (carc_game_get_acting (game) != 1 || carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (joined), "win.undo", NULL));
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  TEST_WAIT_UNTIL (g_str_equal (toast_text (joined), "Asked the other players to allow the undo…"));
  test_click_response (test_find_message_dialog (), "_Refuse");
  TEST_WAIT_UNTIL (g_str_equal (toast_text (joined), "Ann refused the undo."));
  test_screenshot (GTK_WIDGET (joined), "net-undo-refused.png");

  carc_window_join (joined, link);
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (test_find_message_dialog ()), ==,
                   "Leave This Game to Join Another?");
  test_click_response (test_find_message_dialog (), "_Cancel");
  test_settle ();
  destroy_window (joined);
  destroy_window (window);
}

/* Two games hosted one after the other: the first, opened again, is
 * hosted again with its own seats and invitation. */
static void
test_host_again_earlier (void)
{
  CarcWindow *window = host_window ();
  g_autofree char *link = carc_table_dup_invitation (carc_window_get_table (window), 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) earlier = NULL;
  g_autoptr(CarcGame) later = new_hosted_game (46);
  g_autofree char *link_again = NULL;
  CarcTable *table;

  carc_session_flush (window->session);
  earlier = carc_game_new_from_file (carc_session_get_autosave_file (window->session), &error);
  g_assert_no_error (error);
  destroy_window (window);

  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_host (window, later, "127.0.0.1", 0);
  g_assert_true (carc_window_get_game (window) == later);
  destroy_window (window);

  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (carc_player_get_remote (carc_game_get_player (earlier, 1)));
  carc_window_set_game (window, earlier);
  table = carc_window_get_table (window);
  g_assert_nonnull (table);
  g_assert_true (carc_table_get_hosting (table) && carc_window_get_game (window) == earlier);
  g_assert_true (carc_player_get_remote (carc_game_get_player (earlier, 1)));
  link_again = carc_table_dup_invitation (table, 1);
  g_assert_cmpstr (link_again, ==, link);
  destroy_window (window);
}

static guint
chat_length (CarcTable *table)
{
  const guint *seats;
  guint n;

  carc_table_get_chat (table, &seats, &n);
  return n;
}

/* A player who joins again finds the chat said before, once, and no
 * toast for it; so does one whose window joins anew. */
static void
test_chat_after_rejoin (void)
{
  CarcWindow *window = host_window ();
  CarcTable *table = carc_window_get_table (window);
  g_autofree char *link = carc_table_dup_invitation (table, 1);
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  g_autoptr(CarcNetClient) client = NULL;
  CarcWindow *joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  const char * const *lines;
  const guint *seats;
  guint n;

  test_join (joined, link);
  g_assert_cmpuint (chat_length (carc_window_get_table (joined)), ==, 0);
  g_assert_true (carc_table_say (table, "hello"));
  g_assert_true (carc_table_say (carc_window_get_table (joined), "hi there"));
  TEST_WAIT_UNTIL (chat_length (table) == 2 && chat_length (carc_window_get_table (joined)) == 2);

  /* Another connection takes the seat; the window joins again. */
  client = carc_net_client_new (invitation);
  carc_net_client_connect (client);
  TEST_WAIT_UNTIL (carc_net_client_get_joined (client));
  TEST_WAIT_UNTIL (carc_table_get_state (carc_window_get_table (joined)) == CARC_TABLE_FAILED);
  carc_net_client_close (client);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (joined), "win.rejoin", NULL));
  TEST_WAIT_UNTIL (carc_table_get_state (carc_window_get_table (joined)) == CARC_TABLE_PLAYING
                   && carc_table_get_presence (table, 1) == CARC_WIRE_SEAT_HERE);
  TEST_WAIT_UNTIL (!carc_table_get_catching_up (carc_window_get_table (joined)));
  lines = carc_table_get_chat (carc_window_get_table (joined), &seats, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (lines[0], ==, "hello");
  g_assert_cmpuint (seats[0], ==, 0);
  g_assert_cmpstr (lines[1], ==, "hi there");
  g_assert_cmpuint (seats[1], ==, 1);
  destroy_window (joined);

  /* A window of its own, later. */
  joined = g_object_new (CARC_TYPE_WINDOW, NULL);
  test_join (joined, link);
  TEST_WAIT_UNTIL (!carc_table_get_catching_up (carc_window_get_table (joined)));
  lines = carc_table_get_chat (carc_window_get_table (joined), &seats, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (lines[1], ==, "hi there");
  test_settle ();
  g_assert_null (strstr (toast_text (joined), "hello"));
  g_assert_null (strstr (toast_text (joined), "hi there"));
  destroy_window (joined);
  destroy_window (window);
}

/* A game hosted before whose port another program holds now: said, and
 * played here only as the player chooses, a computer player in the seat
 * of the player elsewhere, never a person here. */
static void
test_host_again_port_taken (void)
{
  CarcWindow *window = host_window ();
  guint port = carc_table_get_port (carc_window_get_table (window));
  g_autoptr(GSocketListener) blocker = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) earlier = NULL;
  AdwMessageDialog *dialog;

  carc_session_flush (window->session);
  earlier = carc_game_new_from_file (carc_session_get_autosave_file (window->session), &error);
  g_assert_no_error (error);
  destroy_window (window);
  test_settle ();
  g_assert_true (g_socket_listener_add_inet_port (blocker, port, NULL, &error));
  g_assert_no_error (error);

  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, earlier);
  TEST_WAIT_UNTIL (test_find_message_dialog () != NULL);
  dialog = test_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Host the Game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "where this game was hosted"));
  g_assert_null (carc_window_get_game (window));
  test_screenshot (GTK_WIDGET (dialog), "net-host-again-taken.png");
  test_click_response (dialog, "_Play Here");
  test_settle ();
  g_assert_true (carc_window_get_game (window) == earlier);
  g_assert_null (carc_window_get_table (window));
  g_assert_false (carc_player_get_remote (carc_game_get_player (earlier, 1)));
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (earlier, 1)), ==, CARC_AI_EASY);
  g_socket_listener_close (blocker);
  destroy_window (window);
}

/* A host of a later protocol: it answers every join with 4426. */
static void
later_protocol_cb (SoupServer              *server,
                   SoupServerMessage       *msg,
                   const char              *path,
                   SoupWebsocketConnection *connection,
                   gpointer                 user_data)
{
  soup_websocket_connection_close (connection, 4426, "this host speaks protocol 2");
}

/* Joining a host that speaks another protocol says so. */
static void
test_other_version (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, &error);
  g_autoptr(SoupServer) server = NULL;
  g_autofree char *fingerprint = NULL;
  g_autofree char *link = NULL;
  CarcInvitation invitation = { (char *) "127.0.0.1", 0, 1, (char *) "", NULL };
  GSList *uris;
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  g_assert_no_error (error);
  server = soup_server_new ("tls-certificate", certificate, NULL);
  soup_server_add_websocket_handler (server, "/game", NULL, NULL, later_protocol_cb, NULL, NULL);
  g_assert_true (soup_server_listen_local (server, 0, SOUP_SERVER_LISTEN_HTTPS | SOUP_SERVER_LISTEN_IPV4_ONLY, &error));
  g_assert_no_error (error);
  uris = soup_server_get_uris (server);
  invitation.port = g_uri_get_port (uris->data);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  fingerprint = carc_certificate_fingerprint (certificate);
  invitation.fingerprint = fingerprint;
  invitation.token = (char *) "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  link = carc_invitation_to_link (&invitation);

  gtk_window_present (GTK_WINDOW (window));
  carc_window_join (window, link);
  expect_failure ("Could Not Join the Game", "another version of Carcassonne");
  g_assert_null (carc_window_get_table (window));
  destroy_window (window);
  soup_server_disconnect (server);
}

/* Three at the table, two of them elsewhere, with the River, the flying
 * machines (a die the host throws) and the gold mines: every step of
 * either client follows the host's, modules and chance included. */
static void
test_three_with_modules (void)
{
  static const char * const names[] = { "Ann", "Ben", "Cid", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", NULL };
  static const char * const modules[] = { "river", "flying-machines", "gold-mines", NULL };
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 3, 0, 4141, carc_save_builtin_tile_sets, NULL,
                                                   &error);
  g_autoptr(CarcGame) game = NULL;
  CarcWindow *window;
  CarcTable *table;
  CarcNetClient *clients[3] = { NULL };

  g_assert_no_error (error);
  game = carc_game_new (setup, names, colours);
  carc_player_set_remote (carc_game_get_player (game, 1), TRUE);
  carc_player_set_remote (carc_game_get_player (game, 2), TRUE);
  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_host (window, game, "127.0.0.1", 0);
  table = carc_window_get_table (window);
  g_assert_nonnull (table);
  for (guint s = 1; s < 3; s++)
    {
      g_autofree char *link = carc_table_dup_invitation (table, s);
      g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);

      clients[s] = carc_net_client_new (invitation);
      carc_net_client_connect (clients[s]);
      TEST_WAIT_UNTIL (carc_net_client_get_joined (clients[s]));
    }
  for (guint i = 0; i < 40 && !carc_game_get_game_over (game); i++)
    {
      guint acting = carc_game_get_acting (game), before = log_length (game), n;

      if (acting == 0)
        {
          CarcAction action = first_action (carc_game_peek_state (game));

          test_ui_act (window, &action);
        }
      else
        {
          CarcAction action;

          TEST_WAIT_UNTIL (carc_net_client_is_my_turn (clients[acting]));
          action = first_action (carc_net_client_get_state (clients[acting]));
          g_assert_cmpint (carc_net_client_act (clients[acting], &action), ==, CARC_OK);
        }
      TEST_WAIT_UNTIL (log_length (game) > before);
      for (guint s = 1; s < 3; s++)
        {
          TEST_WAIT_UNTIL (carc_net_client_get_actions (clients[s], &n) && n == log_length (game));
          assert_same (game, carc_net_client_get_state (clients[s]), n, carc_net_client_get_actions (clients[s], &n));
        }
    }
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "net-three-modules.png");
  for (guint s = 1; s < 3; s++)
    g_object_unref (clients[s]);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/net/host-and-client", test_host_and_client);
  g_test_add_func ("/ui/net/join-window", test_join_window);
  g_test_add_func ("/ui/net/failures", test_failures);
  g_test_add_func ("/ui/net/three-with-modules", test_three_with_modules);
  g_test_add_func ("/ui/net/other-version", test_other_version);
  g_test_add_func ("/ui/net/host-again", test_host_again);
  g_test_add_func ("/ui/net/new-game-ends-hosted", test_new_game_ends_hosted);
  g_test_add_func ("/ui/net/invitation-fits", test_invitation_fits);
  g_test_add_func ("/ui/net/undo-words", test_undo_words);
  g_test_add_func ("/ui/net/host-again-earlier", test_host_again_earlier);
  g_test_add_func ("/ui/net/chat-after-rejoin", test_chat_after_rejoin);
  g_test_add_func ("/ui/net/host-again-port-taken", test_host_again_port_taken);

  return g_test_run ();
}
