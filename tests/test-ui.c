/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The desktop application under Xvfb: a real window, a whole game played
 * through the model and the board widget, undo and redo, what the labels
 * and the scoring view show, and screenshots of the start page, the
 * board in mid-game and the final scores in the build folder. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "carc-game-private.h"
#include "carc-mists-team.h"
#include "carc-new-game-dialog.h"
#include "carc-rng.h"
#include "carc-scoring-view.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-application.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-save.h"
#include "carc-mists-panel.h"
#include "carc-words.h"
#include "carc-window-private.h"

static CarcGame *
new_game (CarcWindow *window,
          guint       players,
          guint64     seed,
          const char *screenshot_name)
{
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  CarcGame *game;

  carc_new_game_dialog_set_n_players (dialog, players);
  if (screenshot_name != NULL)
    {
      gtk_window_present (GTK_WINDOW (dialog));
      test_settle ();
      test_screenshot (GTK_WIDGET (dialog), screenshot_name);
    }
  game = carc_new_game_dialog_create_game (dialog, seed);
  gtk_window_destroy (GTK_WINDOW (dialog));
  return game;
}

/* The dialog's choices make the game: players, names, variants. */
static void
test_new_game_dialog (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 4, 3, NULL);

  g_assert_cmpuint (carc_game_get_n_players (game), ==, 4);
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (game, 0)), ==, "Red");
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (game, 3)), ==, "Yellow");
  g_assert_cmpuint (carc_game_get_tiles_left (game), ==, 70);
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How many rows of the players list are marked as whose turn it is. */
static guint
count_marked_players (CarcWindow *window)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "players_list"))); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += gtk_widget_has_css_class (row, "current-player");
  return n;
}

static void
test_window_plays_a_game (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = NULL;
  CarcBoard *board;
  CarcRng rng;
  guint turn = 0;
  guint undo_checks = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  test_screenshot (GTK_WIDGET (window), "screenshot-start.png");

  game = new_game (window, 2, 42, "screenshot-new-game.png");
  carc_window_set_game (window, game);
  board = carc_window_get_board (window);
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  g_assert_cmpuint (carc_game_get_n_players (game), ==, 2);
  g_assert_false (carc_game_get_can_undo (game));
  g_assert_nonnull (strstr (carc_window_get_status (window), "Red"));
  g_assert_cmpuint (count_marked_players (window), ==, 1);

  carc_rng_init (&rng, 7);
  while (!carc_game_get_game_over (game))
    {
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
        {
          g_autoptr(GArray) cells = NULL;
          const CarcAction *a;
          guint before = carc_game_get_n_placed (game);

          /* Turn with the action, as a player would, until a place fits. */
          cells = carc_game_list_placements (game, carc_board_get_rotation (board));
          while (cells->len == 0)
            {
              gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-right", NULL);
              g_array_unref (cells);
              cells = carc_game_list_placements (game, carc_board_get_rotation (board));
            }
          a = &g_array_index (cells, CarcAction, carc_rng_range (&rng, cells->len));
          /* An illegal click first: refused, nothing changes (after the
           * screenshot, so that no message covers it). */
          if (turn > 30)
            {
              g_assert_false (carc_board_activate_cell (board, a->x + 100, a->y, 0.5, 0.5));
              g_assert_cmpuint (carc_game_get_n_placed (game), ==, before);
            }
          g_assert_true (carc_board_activate_cell (board, a->x, a->y, 0.5, 0.5));
          g_assert_cmpuint (carc_game_get_n_placed (game), ==, before + 1);
          turn++;

          /* Undo and redo the placement now and then. */
          if (turn % 9 == 0)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
              g_assert_cmpuint (carc_game_get_n_placed (game), ==, before);
              g_assert_true (carc_game_get_can_redo (game));
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
              g_assert_cmpuint (carc_game_get_n_placed (game), ==, before + 1);
              undo_checks++;
            }
        }
      else if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        {
          g_autoptr(GArray) options = carc_game_list_figure_options (game);
          static gboolean shot;

          if (!shot && turn > 20 && options->len >= 3)
            {
              shot = TRUE;
              carc_board_centre (board);
              test_settle ();
              test_screenshot (GTK_WIDGET (window), "screenshot-meeple.png");
            }

          if (options->len > 0 && carc_rng_range (&rng, 3) == 0)
            {
              guint pick = carc_rng_range (&rng, options->len);
              guint segment = g_array_index (options, CarcAction, pick).segment;
              CarcPlacedTile t;
              double ax, ay;

              /* Click on the spot the board draws for that segment. */
              carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
              g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation,
                                                       segment, &ax, &ay));
              g_assert_true (carc_board_activate_cell (board, t.x, t.y, ax, ay));
            }
          else
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
        }
      if (turn == 30 && carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
        {
          carc_board_fit (board);
          test_settle ();
          test_screenshot (GTK_WIDGET (window), "screenshot-board.png");
        }
      if (turn % 10 == 0)
        test_settle ();
    }
  g_assert_cmpuint (undo_checks, >=, 5);

  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  {
    CarcScoringView *view = carc_window_get_scoring_view (window);
    guint best = MAX (carc_game_get_score (game, 0), carc_game_get_score (game, 1));
    g_autofree char *top_total = carc_scoring_view_dup_cell_text (view, 1, 1); /* Player, Total, Roads … */
    g_autofree char *expected = g_strdup_printf ("%u", best);
    g_autofree char *top_name = carc_scoring_view_dup_cell_text (view, 1, 0);

    /* The best total is first, and the headline names the winner. */
    g_assert_cmpstr (top_total, ==, expected);
    g_assert_nonnull (strstr (carc_scoring_view_get_headline (view), top_name));
    g_test_message ("final: %u - %u, %s", carc_game_get_score (game, 0), carc_game_get_score (game, 1),
                    carc_scoring_view_get_headline (view));
  }
  test_screenshot (GTK_WIDGET (window), "screenshot-scores.png");

  /* Undo the last move from the scoring view: back to the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  test_settle ();
  g_assert_false (carc_game_get_game_over (game));
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Colours are chosen per seat, never twice; the names follow them. */
static void
test_new_game_colours (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  g_autoptr(CarcGame) game = NULL;

  carc_new_game_dialog_set_n_players (dialog, 3);
  carc_new_game_dialog_set_colour (dialog, 0, 2);
  g_assert_false (carc_new_game_dialog_can_start (dialog)); /* blue twice */
  carc_new_game_dialog_set_colour (dialog, 2, 0);
  g_assert_true (carc_new_game_dialog_can_start (dialog));
  game = carc_new_game_dialog_create_game (dialog, 1);
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (game, 0)), ==, "Blue");
  g_assert_cmpstr (carc_player_get_colour (carc_game_get_player (game, 0)), ==, carc_player_colours[2]);
  g_assert_cmpstr (carc_player_get_colour (carc_game_get_player (game, 2)), ==, carc_player_colours[0]);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Names a save can hold: two players never share one (the Start button
 * waits), invisible characters are dropped and a long name is cut to
 * the 64 characters of the format; the game saves and loads back. */
static void
test_new_game_names (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcSavedGame) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) xml = NULL;
  g_autofree char *long_name = g_strnfill (70, 'a');
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *name;

  carc_new_game_dialog_set_n_players (dialog, 3);
  carc_new_game_dialog_set_name (dialog, 0, "Anna");
  carc_new_game_dialog_set_name (dialog, 1, " Anna ");
  g_assert_false (carc_new_game_dialog_can_start (dialog));
  carc_new_game_dialog_set_name (dialog, 1, "\u202e" "anna");
  g_assert_true (carc_new_game_dialog_can_start (dialog));
  carc_new_game_dialog_set_name (dialog, 2, long_name);
  game = carc_new_game_dialog_create_game (dialog, 1);
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (game, 1)), ==, "anna");
  name = carc_player_get_name (carc_game_get_player (game, 2));
  g_assert_cmpint (g_utf8_strlen (name, -1), ==, 64);

  xml = carc_game_serialize (game);
  back = carc_save_from_bytes (xml, "names", carc_save_builtin_tile_sets, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->players[2].name, ==, name);
  /* The dialog remembered the names; the next tests want none. */
  g_settings_reset (settings, "player-names");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Places the tile in hand where it first fits. */
static void
place_somewhere (CarcGame *game)
{
  g_autoptr(GArray) cells = NULL;
  guint r = 0;

  do
    {
      g_clear_pointer (&cells, g_array_unref);
      cells = carc_game_list_placements (game, r++);
    }
  while (cells->len == 0);
  g_assert_cmpint (carc_game_place_tile (game, g_array_index (cells, CarcAction, 0).x,
                                         g_array_index (cells, CarcAction, 0).y,
                                         g_array_index (cells, CarcAction, 0).rotation), ==, CARC_OK);
}

/* Every move is autosaved; a new window (as after a restart or a crash)
 * offers to continue, and continues exactly where the game stopped, even
 * in the middle of a turn. */
static void
test_autosave_and_continue (void)
{
  g_autoptr(GFile) autosave = carc_session_default_autosave_file ();
  CarcWindow *first = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcWindow *second;
  g_autoptr(CarcGame) game = new_game (first, 3, 77, NULL);
  CarcGame *resumed;
  guint placed;

  g_file_delete (autosave, NULL, NULL);
  carc_window_set_game (first, game);
  for (guint i = 0; i < 12; i++)
    {
      place_somewhere (game);
      if (i < 11 && carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        carc_game_skip_figure (game);
    }
  placed = carc_game_get_n_placed (game);
  /* The writes follow the moves in the background. */
  carc_session_flush (first->session);
  g_assert_true (g_file_query_exists (autosave, NULL));
  /* The process dies here, in the middle of a turn. */
  gtk_window_destroy (GTK_WINDOW (first));

  second = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (second), 1400, 900);
  gtk_window_present (GTK_WINDOW (second));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (second), ==, "start");
  g_assert_true (gtk_widget_get_visible (second->continue_button));
  g_assert_nonnull (strstr (gtk_label_get_label (second->continue_label), "Red"));
  test_screenshot (GTK_WIDGET (second), "screenshot-continue.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.continue", NULL));
  resumed = carc_window_get_game (second);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (carc_game_get_n_placed (resumed), ==, placed);
  g_assert_cmpuint (carc_game_get_n_players (resumed), ==, 3);
  g_assert_cmpuint (carc_game_get_current_player (resumed), ==, carc_game_get_current_player (game));
  g_assert_cmpint (carc_game_get_decision (resumed), ==, carc_game_get_decision (game));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (carc_game_get_score (resumed, p), ==, carc_game_get_score (game, p));
  /* Undo still reaches back past the restart. */
  g_assert_true (carc_game_get_can_undo (resumed));
  /* The autosave is the program's copy: Save asks for a name, not writes
   * over it, and the title names no file. */
  g_assert_null (carc_game_get_file (resumed));
  gtk_window_destroy (GTK_WINDOW (second));
}

static void
collect_labels (GtkWidget *widget,
                GString   *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* Messages follow each other at any pace: the newest takes the toast
 * shown, whatever it is doing (libadwaita 1.2 crashed when a toast was
 * dismissed while it animated), and its words are plain text. */
static void
test_toasts_replace (void)
{
  static const char * const names[] = { "Tom & Jerry", "<b>Ben</b>", NULL };
  static const char * const colours[] = { "#d0312d", "#2f62c8", NULL };
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 8);
  g_autoptr(CarcGame) game = carc_game_new (setup, names, colours);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(GString) panel = g_string_new (NULL);
  CarcRng rng;

  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  carc_rng_init (&rng, 5);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *message = g_strdup_printf ("Message %u", i);

      carc_window_show_toast (window, message, 2);
      test_run_for (carc_rng_range (&rng, 300));
    }
  carc_window_show_toast (window, "Tom & Jerry <b>", 2);
  test_settle ();
  collect_labels (GTK_WIDGET (window->toast_overlay), shown);
  /* The newest alone, after the board's own labels. */
  g_assert_true (g_str_has_suffix (shown->str, "\nTom & Jerry <b>\n"));
  g_assert_null (strstr (shown->str, "Message"));
  g_assert_cmpuint (adw_toast_get_timeout (window->message_toast), ==, 2);
  /* The players' names are plain text in the side panel too. */
  collect_labels (GTK_WIDGET (window->board_view), panel);
  g_assert_nonnull (strstr (panel->str, "\nTom & Jerry\n"));
  g_assert_nonnull (strstr (panel->str, "\n<b>Ben</b>\n"));

  /* A message about the decision now goes within a second of the move. */
  carc_window_show_decision_toast (window, "About this tile", 6);
  test_settle ();
  g_assert_cmpuint (adw_toast_get_timeout (window->message_toast), ==, 6);
  place_somewhere (game);
  g_assert_cmpuint (adw_toast_get_timeout (window->message_toast), ==, 1);
  TEST_WAIT_UNTIL (window->message_toast == NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
saved_turn (GFile *file)
{
  g_autoptr(CarcSavedGame) saved = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, NULL);

  g_assert_nonnull (saved);
  return saved->turn;
}

/* A slow disk never holds the window up: the move is on the board at
 * once, while the autosave is still being written; the last state is the
 * one written in the end. */
static void
test_slow_autosave (void)
{
  g_autoptr(GFile) autosave = carc_session_default_autosave_file ();
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 21, NULL);
  CarcFileWriter *writer = carc_session_get_writer (window->session);
  g_autofree char *first = NULL, *second = NULL;

  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  carc_session_flush (window->session);
  g_assert_cmpuint (saved_turn (autosave), ==, 1);
  first = g_strdup_printf ("%s: place the tile", carc_player_get_name (carc_game_get_player (game, 0)));
  second = g_strdup_printf ("%s: place the tile", carc_player_get_name (carc_game_get_player (game, 1)));
  g_assert_cmpstr (carc_window_get_status (window), ==, first);

  /* The disk held: the turns go on without it. */
  carc_file_writer_hold (writer);
  for (guint i = 0; i < 3; i++)
    {
      place_somewhere (game);
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
      test_settle ();
    }
  /* Three turns played and shown while the first write still waits on
   * the disk. */
  g_assert_true (carc_file_writer_get_busy (writer));
  g_assert_cmpuint (saved_turn (autosave), ==, 1);
  g_assert_cmpstr (carc_window_get_status (window), ==, second);
  carc_session_flush (window->session);
  g_assert_false (carc_file_writer_get_busy (writer));
  g_assert_cmpuint (saved_turn (autosave), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_failures_cb (CarcSession *session,
                   const char  *message,
                   guint       *count)
{
  (*count)++;
}

/* A write that fails is said once, not after every move, and leaves what
 * was there; the next write that can be done is. */
static void
test_autosave_fails (void)
{
  g_autoptr(GFile) autosave = carc_session_default_autosave_file ();
  g_autofree char *path = g_file_get_path (autosave);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 22, NULL);
  g_autoptr(GString) shown = g_string_new (NULL);
  guint failures = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  carc_session_flush (window->session);
  /* Where the autosave goes is a folder now: no write can replace it,
   * whoever runs the program. */
  g_assert_true (g_file_delete (autosave, NULL, NULL));
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_signal_connect (window->session, "write-failed", G_CALLBACK (count_failures_cb), &failures);
  for (guint i = 0; i < 3; i++)
    {
      place_somewhere (game);
      carc_session_flush (window->session);
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
      carc_session_flush (window->session);
    }
  test_settle ();
  g_assert_cmpuint (failures, ==, 1);
  collect_labels (GTK_WIDGET (window->toast_overlay), shown);
  g_assert_nonnull (strstr (shown->str, "Could not save"));
  g_assert_nonnull (strstr (shown->str, "autosave.carcassonne"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  test_screenshot (GTK_WIDGET (window), "screenshot-autosave-failed.png");

  /* The way is free again: the next move's autosave is written. */
  g_assert_cmpint (g_rmdir (path), ==, 0);
  place_somewhere (game);
  carc_session_flush (window->session);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpuint (saved_turn (autosave), ==, carc_game_get_turn (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A level after a classic game in the same window: the level's panel has
 * all the room it needs, not the room it had while no game showed one. */
static void
test_level_panel_after_classic_game (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) classic = new_game (window, 2, 4, NULL);
  GtkWidget *panel;
  int minimum, natural;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, classic);
  test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  carc_window_start_level (window, 1, 3);
  test_settle ();
  panel = test_panel_child (window, "mists", CARC_TYPE_MISTS_PANEL, NULL);
  gtk_widget_measure (panel, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (panel), &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, >, 60);
  /* The slot that holds it: laid out for it, not left at nothing. */
  g_assert_cmpint (gtk_widget_get_height (gtk_widget_get_parent (panel)), >=, minimum);
  test_screenshot (GTK_WIDGET (window), "screenshot-level-after-classic.png");
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();
}

/* Play on a level's card while a level is under way asks first: Cancel
 * keeps the game, Start Level starts the new one. */
static void
test_play_asks_before_leaving_a_level (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcGame *game;
  AdwMessageDialog *dialog;

  test_forget_user_files ();
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  game = carc_window_get_game (window);
  place_somewhere (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  g_signal_emit_by_name (window->level_view, "start-level", 1);
  test_settle ();
  dialog = test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Level 1 is in progress. Starting a level ends it, and its game is lost.");
  test_click_response (dialog, "_Cancel");
  test_settle ();
  g_assert_true (carc_window_get_game (window) == game);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 5);

  g_signal_emit_by_name (window->level_view, "start-level", 1);
  test_settle ();
  test_click_response (test_find_message_dialog (), "_Start Level");
  test_settle ();
  g_assert_true (carc_window_get_game (window) != game);
  g_assert_cmpuint (carc_game_get_n_placed (carc_window_get_game (window)), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();
}

/* Save and open through the model: the same game comes back, belongs to
 * its file, and a broken file leaves the game in the window alone. */
static void
test_save_and_open (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-ui-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "evening.carcassonne", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "broken.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 5, NULL);
  g_autoptr(CarcGame) opened = NULL;
  g_autoptr(GError) error = NULL;

  carc_window_set_game (window, game);
  g_assert_cmpint (carc_game_place_tile (game, 0, 1, 0) == CARC_OK || carc_game_place_tile (game, 1, 0, 0) == CARC_OK
                   || carc_game_place_tile (game, -1, 0, 0) == CARC_OK || carc_game_place_tile (game, 0, -1, 2) == CARC_OK,
                   ==, TRUE);
  g_assert_true (carc_game_get_modified (game));
  g_assert_true (carc_game_save (game, file, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (carc_game_get_modified (game));
  g_assert_true (g_file_equal (carc_game_get_file (game), file));

  opened = carc_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_placed (opened), ==, carc_game_get_n_placed (game));
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (opened, 1)), ==, "Green");
  g_assert_false (carc_game_get_modified (opened));

  g_assert_true (g_file_set_contents (bad_path, "<carcassonne-game format=\"1\">", -1, NULL));
  g_assert_null (carc_game_new_from_file (bad, &error));
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_MALFORMED);
  g_assert_true (carc_window_get_game (window) == game);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_remove (bad_path);
  g_rmdir (dir);
}

/* Closing a saved game with changes asks first; discarding closes. */
static void
set_flag (CarcWindow *window,
          gpointer    flag)
{
  *(gboolean *) flag = TRUE;
}

/* Opening a file while a level is in play asks nothing: the campaign
 * keeps the level, and the levels page offers to continue it. */
static void
test_level_replaced_without_asking (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gboolean replaced = FALSE;

  test_forget_user_files ();
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  place_somewhere (carc_window_get_game (window));
  test_settle ();
  carc_window_confirm_replace (window, set_flag, &replaced, NULL);
  g_assert_true (replaced);
  g_assert_null (test_find_message_dialog ());
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();
}

/* A level's game opened from a file is the player's document: playing it
 * never takes the place of the campaign's level in play, nor opens a
 * level the team has not reached. */
static void
test_opened_level_leaves_campaign (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", "cooperative-level2-lost.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) opened = NULL;
  g_autoptr(CarcGame) resumed = NULL;
  g_autoptr(GError) error = NULL;

  test_forget_user_files ();
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  place_somewhere (carc_window_get_game (window));
  test_settle ();
  g_assert_cmpuint (carc_campaign_get_current_level (carc_level_view_get_campaign (window->level_view)), ==, 1);

  opened = carc_game_new_from_file (file, &error);
  g_assert_no_error (error);
  carc_window_set_game (window, opened);
  g_assert_true (carc_game_undo (opened));
  test_settle ();

  g_assert_cmpuint (carc_campaign_get_current_level (carc_level_view_get_campaign (window->level_view)), ==, 1);
  g_assert_cmpint (carc_campaign_get_status (carc_level_view_get_campaign (window->level_view), 2), ==, CARC_LEVEL_LOCKED);
  resumed = carc_campaign_resume (carc_level_view_get_campaign (window->level_view), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (test_game_level (resumed), ==, 1);
  g_assert_cmpuint (carc_game_get_n_placed (resumed), ==, 5);
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();
}

static void
test_close_asks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-ui-close-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "named.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);
  AdwMessageDialog *dialog;

  g_object_ref (window);
  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (carc_game_save (game, file, TRUE, NULL));
  place_somewhere (game);
  g_assert_true (carc_game_get_modified (game));

  gtk_window_close (GTK_WINDOW (window));
  test_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  dialog = test_find_message_dialog ();
  g_assert_nonnull (dialog);
  test_screenshot (GTK_WIDGET (dialog), "screenshot-unsaved.png");
  adw_message_dialog_response (dialog, "discard");
  test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_object_unref (window);
  g_remove (path);
  g_rmdir (dir);
}

/* A place for the game the player saves: one a test. */
static GFile *
scratch_file (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_new_for_path (path);
}

static void
remove_scratch_file (GFile *file)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

/* The program as a player quits it: a saved game, a move undone, Quit,
 * "Save the current game?", Discard.  The window closes from inside the
 * dialog's answer and goes before the dialog; nothing may warn (the tests
 * run with warnings fatal), and no window is left. */
static void
test_quit_discard (void)
{
  CarcApplication *app = test_application_get ();
  g_autoptr(GFile) file = scratch_file ("quit.carcassonne");
  CarcWindow *window = carc_window_new (GTK_APPLICATION (app));
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);
  AdwMessageDialog *dialog;

  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  place_somewhere (game);
  g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
  g_assert_true (carc_game_save (game, file, TRUE, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (carc_game_get_modified (game));
  test_settle ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  test_settle ();
  dialog = test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  test_click_response (dialog, "_Discard");
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  remove_scratch_file (file);
}

/* The side panel keeps one width through a turn's steps, whatever its
 * heading says (tile, meeple, a level's guard and question), so the board
 * never moves. */
static void
test_panel_width (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) classic = new_game (window, 2, 8, NULL);
  g_autoptr(GArray) widths = g_array_new (FALSE, FALSE, sizeof (int));
  CarcGame *game;
  CarcRng rng;
  guint seen = 0;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, classic);
  test_settle ();
#define MEASURE() G_STMT_START { \
    int w_ = gtk_widget_get_width (test_view_child (window, "side_panel")); \
    g_test_message ("%s: panel %d, board %d", carc_window_get_status (window), w_, \
                    gtk_widget_get_width (GTK_WIDGET (carc_window_get_board (window)))); \
    g_array_append_val (widths, w_); \
  } G_STMT_END
  MEASURE ();
  place_somewhere (classic);
  test_settle ();
  g_assert_cmpint (carc_game_get_decision (classic), ==, CARC_DECISION_PLACE_FIGURE);
  MEASURE ();

  /* A level alone: the guard colour, the guard step, the team's questions. */
  carc_window_start_level (window, 1, 4);
  g_assert_cmpuint (test_game_level (carc_window_get_game (window)), ==, 1);
  game = carc_window_get_game (window);
  carc_rng_init (&rng, 4);
  while (!carc_game_get_game_over (game) && seen != 3)
    {
      CarcAction a;

      test_settle ();
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE && !(seen & 1))
        {
          seen |= 1;
          MEASURE ();
          test_screenshot (GTK_WIDGET (window), "screenshot-panel-guard.png");
        }
      if (carc_game_get_question (game) != 0 && !(seen & 2))
        {
          seen |= 2;
          MEASURE ();
        }
      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  g_assert_cmpuint (seen, ==, 3);
#undef MEASURE
  for (guint i = 0; i < widths->len; i++)
    g_assert_cmpint (g_array_index (widths, int, i), ==, g_array_index (widths, int, 0));
  g_assert_cmpint (g_array_index (widths, int, 0), <=, 360);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In an 800 × 600 window the panel folds away and the board has the
 * width; the header bar's button (and F9) shows the panel over it. */
static void
test_narrow_window (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);
  GtkWidget *board = GTK_WIDGET (carc_window_get_board (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 780); /* less the frame */
  g_assert_true (adw_flap_get_folded (carc_board_view_get_flap (carc_window_get_board_view (window))));
  g_assert_false (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))));
  g_assert_cmpint (gtk_widget_get_width (board), >=, 480);
  g_assert_true (gtk_widget_get_visible (window->panel_button));
  /* What the turn asks for, which the hidden panel would say, is under
   * the title. */
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, carc_window_get_status (window));
  test_screenshot (GTK_WIDGET (window), "screenshot-narrow.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-panel", NULL));
  test_settle ();
  g_assert_true (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (window->panel_button)));
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "");
  g_assert_cmpint (gtk_widget_get_width (board), >=, 480);
  test_screenshot (GTK_WIDGET (window), "screenshot-narrow-panel.png");

  /* Wide again: the panel stands beside the board. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_unmaximize (GTK_WINDOW (window));
  gtk_widget_set_size_request (GTK_WIDGET (window), 1280, 820);
  test_settle ();
  g_assert_false (adw_flap_get_folded (carc_board_view_get_flap (carc_window_get_board_view (window))));
  g_assert_true (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A cooperative level in a narrow window: the folded panel comes out when
 * the team is asked a question, and goes back after. */
static void
test_narrow_window_answers (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gboolean revealed = FALSE;
  CarcGame *game;
  CarcRng rng;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  game = carc_window_get_game (window);
  test_settle ();
  g_assert_true (adw_flap_get_folded (carc_board_view_get_flap (carc_window_get_board_view (window))));
  carc_rng_init (&rng, 3);
  while (!revealed && !carc_game_get_game_over (game))
    {
      CarcAction a;
      gboolean asked = gtk_widget_get_visible (test_view_child (window, "question_box"));

      g_assert_cmpint (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))), ==,
                       asked && carc_game_get_decision (game) == CARC_DECISION_MODULE);
      if (asked)
        revealed = TRUE;
      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
      test_settle ();
    }
  g_assert_true (revealed);
  if (carc_game_get_decision (game) != CARC_DECISION_MODULE)
    g_assert_false (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Wide while the answers wait, then narrowed: the panel folds and
   * comes out with them at once. */
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  game = carc_window_get_game (window);
  carc_rng_init (&rng, 3);
  while (!carc_game_get_game_over (game)
         && gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "answer_buttons"))) == NULL)
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  test_settle ();
  g_assert_false (adw_flap_get_folded (carc_board_view_get_flap (carc_window_get_board_view (window))));
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  test_settle ();
  g_assert_true (adw_flap_get_folded (carc_board_view_get_flap (carc_window_get_board_view (window))));
  g_assert_true (adw_flap_get_reveal_flap (carc_board_view_get_flap (carc_window_get_board_view (window))));
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();
}

/* The chart counts in round steps: 1, 2 or 5 times a power of ten, the
 * smallest that reaches the maximum in the steps allowed. */
static void
test_axis_steps (void)
{
  static const struct { guint max, ticks, step; } cases[] = {
    { 0, 5, 1 }, { 1, 5, 1 }, { 5, 5, 1 }, { 6, 5, 2 }, { 10, 5, 2 }, { 11, 5, 5 },
    { 25, 5, 5 }, { 26, 5, 10 }, { 37, 5, 10 }, { 51, 5, 20 }, { 100, 5, 20 },
    { 101, 5, 50 }, { 143, 5, 50 }, { 251, 5, 100 }, { 1001, 5, 500 }, { 72, 8, 10 },
    { 81, 8, 20 }, { 4000000000u, 5, 1000000000 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint step = carc_scoring_view_axis_step (cases[i].max, cases[i].ticks);
      guint mantissa = step;

      g_test_message ("max %u in %u steps: %u", cases[i].max, cases[i].ticks, step);
      g_assert_cmpuint (step, ==, cases[i].step);
      while (mantissa % 10 == 0)
        mantissa /= 10;
      g_assert_true (mantissa == 1 || mantissa == 2 || mantissa == 5);
      g_assert_cmpuint ((guint64) step * cases[i].ticks, >=, cases[i].max);
    }
}

/* A window with the saved game @save, as the player opens it. */
static CarcWindow *
window_with (const char *save)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", save, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  return window;
}

static GtkWidget *
find_widget (GtkWidget *widget,
             gboolean (*match) (GtkWidget *, gconstpointer),
             gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_primary_menu (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* The menu's items are model buttons that show their label as "text"
 * (without the mnemonic's underline). */
static gboolean
is_item_labelled (GtkWidget     *widget,
                  gconstpointer  label)
{
  g_autofree char *text = NULL;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, label) == 0 && gtk_widget_get_visible (widget) && gtk_widget_is_sensitive (widget);
}

/* Whether the main menu shows a working item labelled @label, as the
 * player sees it on opening the menu (it hides what is disabled). */
static gboolean
menu_offers (CarcWindow *window,
             const char *label)
{
  GtkWidget *button = find_widget (GTK_WIDGET (window), is_primary_menu, NULL);
  GtkPopover *popover;
  gboolean offered;

  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  test_settle ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  offered = find_widget (GTK_WIDGET (popover), is_item_labelled, label) != NULL;
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  test_settle ();
  return offered;
}

/* Every placed tile lies wholly inside the board's view. */
static void
assert_whole_board_in_view (CarcWindow *window)
{
  CarcBoard *board = carc_window_get_board (window);
  CarcGame *game = carc_window_get_game (window);
  double ts, w, h;

  test_settle ();
  ts = carc_board_tile_size (board);
  w = gtk_widget_get_width (GTK_WIDGET (board));
  h = gtk_widget_get_height (GTK_WIDGET (board));
  for (guint i = 0; i < carc_game_get_n_placed (game); i++)
    {
      CarcPlacedTile t;
      double x, y;

      carc_game_get_placed (game, i, &t);
      carc_board_to_screen (board, t.x, t.y, &x, &y);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (y, >=, 0);
      g_assert_cmpfloat (x + ts, <=, w);
      g_assert_cmpfloat (y + ts, <=, h);
    }
}

/* After a classic game: the scores, the board, and back (the header bar's
 * button, the menu) to the scores and the start page; the chart has a
 * legend.  After a level: the board, and back to the level list and the
 * start page. */
static void
test_back_after_game_over (void)
{
  CarcWindow *window;
  AdwMessageDialog *dialog;
  g_auto(GStrv) legend = NULL;
  const char * const players[] = { "Red", "Green", NULL };

  test_forget_user_files ();
  window = window_with ("format1-finished.xml");
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  legend = carc_scoring_view_dup_legend (carc_window_get_scoring_view (window));
  g_assert_cmpstrv (legend, players);
  test_screenshot (GTK_WIDGET (window), "screenshot-scores-legend.png");
  g_assert_true (gtk_widget_get_visible (window->back_button));
  g_assert_false (menu_offers (window, "Show Scores")); /* shown already */
  /* However the board was left, it comes back whole. */
  carc_board_set_zoom (carc_window_get_board (window), 1.0);
  carc_board_pan (carc_window_get_board (window), 3000, 3000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  /* No tile in hand nor its greyed buttons once the game is over; the
   * whole board in view. */
  g_assert_false (gtk_widget_get_visible (test_view_child (window, "turn_box")));
  assert_whole_board_in_view (window);

  /* Back from the board: the scores; the menu too. */
  g_assert_true (gtk_widget_get_visible (window->back_button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (window->back_button)), ==, "win.go-back");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  g_assert_true (menu_offers (window, "Show Scores"));
  g_assert_false (menu_offers (window, "Levels")); /* a classic game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");

  /* Back from the scores, or the menu's Start Page: the start page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  g_assert_false (gtk_widget_get_visible (window->back_button));
  g_assert_false (menu_offers (window, "Start Page"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  g_assert_true (menu_offers (window, "Start Page"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A won level: Look at the Board, then back to the levels. */
  window = window_with ("cooperative-level6-won-1.xml");
  dialog = test_find_message_dialog ();
  g_assert_nonnull (dialog);
  test_click_response (dialog, "_Look at the Board");
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  g_assert_true (gtk_widget_get_visible (window->back_button));
  g_assert_false (menu_offers (window, "Show Scores"));
  g_assert_true (menu_offers (window, "Levels"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-back-to-levels.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GFile *copy_save (const char *save,
                         const char *name);

/* Back on the start page in the middle of a classic game, Continue goes
 * on with the game in the window (its file too), not a copy; the game's
 * commands wait until it is on screen again. */
static void
test_continue_after_back (void)
{
  g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  /* Ctrl+Z on the start page does not change the game out of sight. */
  g_assert_true (carc_game_get_can_undo (game));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (carc_game_get_modified (game));
  g_assert_true (gtk_widget_get_visible (window->continue_button));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  g_assert_true (carc_window_get_game (window) == game);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_scratch_file (file);
}

/* A saved game from the test data, copied under a player's file name. */
static GFile *
copy_save (const char *save,
           const char *name)
{
  g_autofree char *source_path = g_test_build_filename (G_TEST_DIST, "data", "saves", save, NULL);
  g_autoptr(GFile) source = g_file_new_for_path (source_path);
  GFile *file = scratch_file (name);

  g_assert_true (g_file_copy (source, file, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
  return file;
}

typedef struct
{
  GFile   *file;
  gboolean opened;
} CommandLine;

static gboolean
check_opened_cb (gpointer data)
{
  CommandLine *command_line = data;
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  GtkWindow *window = gtk_application_get_active_window (app);
  CarcGame *game = CARC_IS_WINDOW (window) ? carc_window_get_game (CARC_WINDOW (window)) : NULL;

  command_line->opened = game != NULL && carc_game_get_file (game) != NULL
                         && g_file_equal (carc_game_get_file (game), command_line->file)
                         && g_str_has_prefix (gtk_window_get_title (window), "evening.carcassonne");
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

/* `carcassonne FILE`, as a file manager starts it: the game opens in the
 * window (in a child process: an application runs once in a process). */
static void
test_open_from_command_line (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(CarcApplication) app = carc_application_new ();
      g_autoptr(GFile) autosave = carc_session_default_autosave_file ();

      /* No game to continue, which the file would replace only after a
       * question (/ui/files/start-page-asks). */
      g_file_delete (autosave, NULL, NULL);
      char *argv[] = { (char *) "carcassonne", path, NULL };
      CommandLine command_line = { file, FALSE };

      g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
      g_timeout_add (1000, check_opened_cb, &command_line);
      g_assert_cmpint (g_application_run (G_APPLICATION (app), 2, argv), ==, 0);
      g_assert_true (command_line.opened);
      remove_scratch_file (file);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr_unmatched ("*can not open files*");
}

/* Gives @file to the running program, as a file manager does, and
 * answers the question it asks with @response. */
static void
open_and_answer (CarcApplication *app,
                 GFile           *file,
                 const char      *response)
{
  AdwMessageDialog *dialog;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  test_settle ();
  dialog = test_find_message_dialog ();
  g_assert_nonnull (dialog);
  test_click_response (dialog, response);
  test_settle ();
}

/* A file given to the running program replaces a game in progress only
 * after the question Open asks. */
static void
test_open_asks (void)
{
  CarcApplication *app = test_application_get ();
  g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
  CarcWindow *window = carc_window_new (GTK_APPLICATION (app));
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);

  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  place_somewhere (game);
  test_settle ();

  open_and_answer (app, file, "_Cancel");
  g_assert_true (carc_window_get_game (window) == game);

  open_and_answer (app, file, "_Discard");
  g_assert_false (carc_window_get_game (window) == game);
  g_assert_true (g_file_equal (carc_game_get_file (carc_window_get_game (window)), file));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_scratch_file (file);
}

/* From the start page, a file opened would replace the game to continue,
 * which only the autosave keeps: it asks first. */
static void
test_start_page_asks (void)
{
  CarcApplication *app = test_application_get ();
  g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
  CarcWindow *window = carc_window_new (GTK_APPLICATION (app));
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);

  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  place_somewhere (game);
  test_settle ();
  /* The next start of the program: the game waits on the start page. */
  gtk_window_destroy (GTK_WINDOW (window));
  window = carc_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  g_assert_null (carc_window_get_game (window));
  g_assert_true (gtk_widget_get_visible (window->continue_button));

  open_and_answer (app, file, "_Cancel");
  g_assert_null (carc_window_get_game (window));
  g_assert_true (gtk_widget_get_visible (window->continue_button));

  open_and_answer (app, file, "_Replace");
  g_assert_true (g_file_equal (carc_game_get_file (carc_window_get_game (window)), file));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_scratch_file (file);
}

/* The title names the open game's file, with a star while it has changes
 * to save; an undo and a redo back to the saved point have none. */
static void
test_title (void)
{
  g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Carcassonne");
  carc_window_set_game (window, game);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "evening.carcassonne — Carcassonne");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*evening.carcassonne — Carcassonne");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "evening.carcassonne — Carcassonne");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "evening.carcassonne — Carcassonne");
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-title.png");
  gtk_window_destroy (GTK_WINDOW (window));
  remove_scratch_file (file);
}

/* The file choosers start in the folder of the game's file, else in the
 * documents folder (main() makes one for the tests), else at home; never
 * in the folder the program was started from. */
static void
test_chooser_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) documents_dir = g_file_new_for_path (documents);
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autoptr(GFile) file = copy_save ("format1-midgame.xml", "evening.carcassonne");
  g_autoptr(GFile) file_dir = g_file_get_parent (file);
  g_autoptr(GFile) folder = NULL;
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) game = new_game (window, 2, 8, NULL);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkFileChooser *chooser = NULL;

  g_assert_true (g_file_query_exists (documents_dir, NULL));
  folder = carc_window_initial_folder (NULL);
  g_assert_true (g_file_equal (folder, documents_dir));
  g_clear_object (&folder);
  folder = carc_window_initial_folder (file);
  g_assert_true (g_file_equal (folder, file_dir));
  g_clear_object (&folder);

  /* Save As of a game never saved: the chooser shows the documents. */
  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  test_settle ();
  for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, t);

      if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        chooser = GTK_FILE_CHOOSER (toplevel);
    }
  g_assert_nonnull (chooser);
  folder = gtk_file_chooser_get_current_folder (chooser);
  g_assert_nonnull (folder);
  g_assert_true (g_file_equal (folder, documents_dir));
  g_clear_object (&folder);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  test_settle ();

  /* No documents folder: home. */
  g_assert_true (g_file_delete (documents_dir, NULL, NULL));
  folder = carc_window_initial_folder (NULL);
  g_assert_true (g_file_equal (folder, home));
  g_assert_true (g_file_make_directory (documents_dir, NULL, NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_scratch_file (file);
}

/* The cooperative game speaks of guards: its skip button too. */
static void
test_skip_guard (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(CarcGame) classic = new_game (window, 2, 8, NULL);
  CarcGame *game;
  CarcRng rng;

  test_forget_user_files ();
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, classic);
  place_somewhere (classic);
  g_assert_cmpint (carc_game_get_decision (classic), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpstr (gtk_button_get_label (test_view_child (window, "skip_button")), ==, "_Skip Meeple");

  carc_window_start_level (window, 1, 3);
  game = carc_window_get_game (window);
  carc_rng_init (&rng, 3);
  while (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (test_view_child (window, "skip_button"))));
  g_assert_cmpstr (gtk_button_get_label (test_view_child (window, "skip_button")), ==, "_Skip Guard");
  gtk_window_destroy (GTK_WINDOW (window));
}


static void
count_scored_cb (CarcGame *game,
                 guint     player,
                 guint     points,
                 guint     feature,
                 gboolean  final,
                 guint    *count)
{
  (*count)++;
}

/* In a cooperative level the team scores, not a colour: the toast after
 * a scoring says so. */
static void
test_team_scores (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GString) shown = g_string_new (NULL);
  CarcGame *game;
  CarcRng rng;
  guint scored = 0;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_start_level (window, 1, 3);
  game = carc_window_get_game (window);
  g_signal_connect (game, "feature-scored", G_CALLBACK (count_scored_cb), &scored);
  carc_rng_init (&rng, 3);
  while (scored == 0 && !carc_game_get_game_over (game))
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  g_assert_cmpuint (scored, >, 0);
  test_settle ();
  collect_labels (GTK_WIDGET (window->toast_overlay), shown);
  g_test_message ("%s", shown->str);
  g_assert_nonnull (strstr (shown->str, "The team scores"));
  g_assert_null (strstr (shown->str, "Red scores"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The shortcuts window lists every command that has a shortcut. */
static void
test_help_overlay (void)
{
  CarcApplication *app = test_application_get ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/carcassonne/Carcassonne/gtk/help-overlay.ui");
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GSList *objects = gtk_builder_get_objects (builder);

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *name = NULL;

        g_object_get (l->data, "action-name", &name, NULL);
        if (name != NULL)
          g_hash_table_add (listed, g_steal_pointer (&name));
      }
  g_slist_free (objects);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      g_test_message ("%s: %s", actions[i], accels[0] != NULL ? accels[0] : "(none)");
      if (accels[0] != NULL)
        g_assert_true (g_hash_table_contains (listed, actions[i]));
    }
  g_assert_true (g_hash_table_contains (listed, "win.open"));
  g_assert_true (g_hash_table_contains (listed, "win.save"));
  g_assert_true (g_hash_table_contains (listed, "win.save-as"));
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* The window closes with a dialog open (New Game, Preferences): the
 * dialog closes with it and nothing warns. */
static void
test_close_with_dialog_open (void)
{
  static const char * const actions[] = { "new-game", "preferences", "about" };
  CarcApplication *app = test_application_get ();

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      CarcWindow *window = carc_window_new (GTK_APPLICATION (app));
      GListModel *toplevels = gtk_window_get_toplevels ();
      guint dialogs = 0;

      gtk_window_present (GTK_WINDOW (window));
      test_settle ();
      g_action_group_activate_action (G_ACTION_GROUP (app), actions[i], NULL);
      test_settle ();
      for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, t);

          dialogs += gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
                     && gtk_widget_get_visible (GTK_WIDGET (toplevel));
        }
      g_assert_cmpuint (dialogs, ==, 1);
      gtk_window_close (GTK_WINDOW (window));
      test_settle ();
      g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
      for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
        {
          g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, t);

          g_assert_false (gtk_widget_get_visible (GTK_WIDGET (toplevel)));
        }
    }
}

/* Every tile of every set has art: a sheet of all tile types, drawn from
 * their data, for looking at. */
static void
test_tile_catalogue (void)
{
  static const char *sets[] = { "base", "mists" };

  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (sets[k], &error);
      guint n = carc_tile_set_get_n_types (tiles), cols = 8, size = 120;
      cairo_surface_t *surface;
      cairo_t *cr;
      g_autofree char *name = g_strdup_printf ("tiles-%s.png", sets[k]);
      g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                                name, NULL);

      g_assert_no_error (error);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cols * size, ((n + cols - 1) / cols) * size);
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 0.23, 0.27, 0.22);
      cairo_paint (cr);
      for (guint i = 0; i < n; i++)
        {
          cairo_save (cr);
          cairo_translate (cr, (i % cols) * size + 6, (i / cols) * size + 6);
          cairo_scale (cr, size - 12, size - 12);
          carc_tile_painter_draw (cr, carc_tile_set_get_type (tiles, i), 0, carc_theme_lookup (NULL));
          cairo_restore (cr);
        }
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("tile sheet: %s", path);
      cairo_surface_destroy (surface);
    }
}

static char *
test_dump_game (CarcGame *game)
{
  GString *out = g_string_new (NULL);

  carc_state_dump (carc_game_peek_state (game), out);
  return g_string_free (out, FALSE);
}

/* What a new user does: opens the campaign from the start page, plays
 * level 1 alone until the team wins (the greedy team decides, every move
 * goes through the board and the side panel), sees the victory and level
 * 2 open, starts level 2, quits, restarts and continues it. */
static void
test_campaign (void)
{
  CarcWindow *window;
  CarcWindow *second;
  CarcGame *game;
  CarcCampaign *campaign;
  g_autofree char *dump = NULL;
  gboolean board_shot = FALSE, question_shot = FALSE;
  guint64 seed;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_first_child (window->campaign_box)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  g_assert_true (gtk_widget_get_visible (window->back_button));
  campaign = carc_level_view_get_campaign (window->level_view);
  g_assert_cmpint (carc_campaign_get_status (campaign, 1), ==, CARC_LEVEL_OPEN);
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_LOCKED);
  g_assert_false (gtk_widget_get_sensitive (gtk_widget_get_last_child (carc_level_view_get_card (window->level_view, 2))));
  g_assert_true (gtk_widget_get_sensitive (gtk_widget_get_last_child (carc_level_view_get_card (window->level_view, 1))));
  test_screenshot (GTK_WIDGET (window), "screenshot-levels.png");

  for (seed = 1; carc_campaign_get_status (campaign, 1) != CARC_LEVEL_WON; seed++)
    {
      CarcRng rng;
      AdwMessageDialog *dialog;

      g_assert_cmpuint (seed, <, 40);
      carc_window_start_level (window, 1, seed);
      game = carc_window_get_game (window);
      g_assert_cmpuint (test_game_level (game), ==, 1);
      g_assert_cmpstr (carc_window_get_page (window), ==, "board");
      g_assert_true (gtk_widget_get_visible (test_panel_child (window, "mists", CARC_TYPE_MISTS_PANEL, NULL)));
      /* Alone, every colour is the player's: no row is marked. */
      g_assert_cmpuint (count_marked_players (window), ==, 0);
      carc_rng_init (&rng, seed);
      while (!carc_game_get_game_over (game))
        {
          CarcAction a;

          carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
          if (!board_shot && carc_game_get_n_placed (game) > 22 && carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
            {
              board_shot = TRUE;
              carc_board_fit (carc_window_get_board (window));
              test_settle ();
              test_screenshot (GTK_WIDGET (window), "screenshot-coop-board.png");
            }
          if (!question_shot && carc_game_get_n_placed (game) > 12 && carc_game_get_question (game) == CARC_MISTS_ASK_EVALUATE)
            {
              question_shot = TRUE;
              carc_board_centre (carc_window_get_board (window));
              test_settle ();
              g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
              test_screenshot (GTK_WIDGET (window), "screenshot-coop-question.png");
            }
          test_play_as_a_player (window, &a);
        }
      test_settle ();
      dialog = test_find_message_dialog ();
      g_assert_nonnull (dialog);
      g_test_message ("level 1, seed %" G_GUINT64_FORMAT ": %s", seed, adw_message_dialog_get_body (dialog));
      if (carc_game_get_outcome (game) == CARC_OUTCOME_WON)
        {
          g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Level 2 is now open"));
          carc_board_fit (carc_window_get_board (window));
          test_settle ();
          test_screenshot (GTK_WIDGET (window), "screenshot-coop-victory.png");
        }
      else
        g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "empty"));
      adw_message_dialog_response (dialog, "levels");
      gtk_window_destroy (GTK_WINDOW (dialog));
      test_settle ();
      g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
    }
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_OPEN);
  g_assert_true (gtk_widget_get_sensitive (gtk_widget_get_last_child (carc_level_view_get_card (window->level_view, 2))));
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-levels-won.png");

  /* Level 2 for a few moves, then the program ends. */
  carc_window_start_level (window, 2, 5);
  game = carc_window_get_game (window);
  {
    CarcRng rng;

    carc_rng_init (&rng, 5);
    for (guint i = 0; i < 15 && !carc_game_get_game_over (game); i++)
      {
        CarcAction a;

        carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
        test_play_as_a_player (window, &a);
      }
  }
  dump = test_dump_game (game);
  gtk_window_destroy (GTK_WINDOW (window));

  second = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (second), 1400, 900);
  gtk_window_present (GTK_WINDOW (second));
  test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (second), "win.show-levels", NULL));
  test_settle ();
  g_signal_emit_by_name (second->level_view, "continue");
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (second), ==, "board");
  game = carc_window_get_game (second);
  g_assert_cmpuint (test_game_level (game), ==, 2);
  g_assert_null (carc_game_get_file (game)); /* the campaign's, no document */
  test_settle ();
  {
    g_autofree char *resumed = test_dump_game (game);

    g_assert_cmpstr (resumed, ==, dump);
  }
  test_screenshot (GTK_WIDGET (second), "screenshot-coop-continued.png");
  gtk_window_destroy (GTK_WINDOW (second));
}

/* The level-6 game five people won opens with every colour on the track
 * and the weakest colour's points in the panel, and undoes to its start. */
static void
test_level_6_won_by_five (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", "cooperative-level6-won-5.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);
  CarcWindow *window;

  g_assert_no_error (error);
  g_assert_cmpuint (test_game_level (game), ==, 6);
  g_assert_cmpuint (carc_game_get_n_players (game), ==, 5);
  g_assert_cmpint (carc_game_get_outcome (game), ==, CARC_OUTCOME_WON);
  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  g_assert_true (gtk_widget_get_visible (test_panel_child (window, "mists", CARC_TYPE_MISTS_PANEL, NULL)));
  g_assert_cmpstr (gtk_label_get_label (test_panel_child (window, "mists", CARC_TYPE_MISTS_PANEL, "progress_label")), ==, "Level 6 · weakest colour 50 of 50 points");
  carc_board_fit (carc_window_get_board (window));
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-level6-five.png");

  /* Undone to its first move: every colour back at 0. */
  while (carc_game_get_can_undo (game))
    g_assert_true (carc_game_undo (game));
  test_settle ();
  for (guint c = 0; c < 5; c++)
    g_assert_cmpuint (carc_game_get_score (game, c), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (test_panel_child (window, "mists", CARC_TYPE_MISTS_PANEL, "progress_label")), ==, "Level 6 · weakest colour 0 of 50 points");
  test_screenshot (GTK_WIDGET (window), "screenshot-level6-five-start.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every refusal has words; in a cooperative level the figure refusals
 * speak of guards, as its rulebook does, and never of meeples. */
static void
test_refusal_words (void)
{
  static const CarcError figure_errors[] = {
    CARC_ERROR_NO_SUCH_SEGMENT, CARC_ERROR_SEGMENT_NOT_PLAYABLE,
    CARC_ERROR_FEATURE_OCCUPIED, CARC_ERROR_NO_FIGURE_LEFT,
  };
  const char * const names[] = { "Red", "Green", "Blue", "Yellow", NULL };
  g_autoptr(CarcSetup) classic_setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 1);
  g_autoptr(CarcTileSet) mists_tiles = carc_tile_set_load_builtin (CARC_MISTS_MODULE, NULL);
  g_autoptr(CarcSetup) coop_setup = carc_mists_setup_new (mists_tiles, 1, 1, 1);
  g_autoptr(CarcGame) classic_game = carc_game_new (classic_setup, names, names);
  g_autoptr(CarcGame) coop_game = carc_game_new (coop_setup, names, names);
  CarcGame *games[] = { classic_game, coop_game };

  for (guint e = 0; e < CARC_N_ERRORS; e++)
    for (guint coop = 0; coop < 2; coop++)
      {
        g_autofree char *words = carc_words_refusal (games[coop], e);

        g_assert_true (g_str_has_suffix (words, "."));
      }
  for (guint i = 0; i < G_N_ELEMENTS (figure_errors); i++)
    {
      g_autofree char *classic = carc_words_refusal (classic_game, figure_errors[i]);
      g_autofree char *coop = carc_words_refusal (coop_game, figure_errors[i]);

      g_assert_nonnull (strstr (classic, "meeple"));
      g_assert_null (strstr (coop, "meeple"));
      g_assert_nonnull (strstr (coop, "guard"));
    }
  /* The others read the same in both. */
  {
    g_autofree char *classic = carc_words_refusal (classic_game, CARC_ERROR_EDGE_MISMATCH);
    g_autofree char *coop = carc_words_refusal (coop_game, CARC_ERROR_EDGE_MISMATCH);

    g_assert_cmpstr (classic, ==, coop);
  }
}

/* A documents folder of the tests' own, where the file choosers start:
 * set before GLib reads the user's folders. */
static char *
make_user_dirs (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-ui-user-XXXXXX", NULL);
  g_autofree char *config = g_build_filename (dir, "config", NULL);
  g_autofree char *documents = g_build_filename (dir, "Documents", NULL);
  g_autofree char *user_dirs = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *text = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\n", documents);

  g_assert_cmpint (g_mkdir (config, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (documents, 0700), ==, 0);
  g_assert_true (g_file_set_contents (user_dirs, text, -1, NULL));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  return g_steal_pointer (&dir);
}

static void
remove_user_dirs (const char *dir)
{
  g_autofree char *config = g_build_filename (dir, "config", NULL);
  g_autofree char *documents = g_build_filename (dir, "Documents", NULL);
  g_autofree char *user_dirs = g_build_filename (config, "user-dirs.dirs", NULL);

  g_remove (user_dirs);
  g_rmdir (config);
  g_rmdir (documents);
  g_rmdir (dir);
}

/* The first GtkSwitch under @widget, or NULL. */
static GtkWidget *
find_switch (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_switch (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 36, item 8.  Level 6's house rule switched at the bottom of the
 * levels page: the cards are built again, the page stays where it was
 * and the switch keeps the keys. */
static void
test_house_switch_holds_page (void)
{
  CarcWindow *window;
  GtkWidget *card, *toggle, *scrolled;
  GtkAdjustment *adjustment;
  double before;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  card = carc_level_view_get_card (window->level_view, 6);
  toggle = find_switch (card);
  g_assert_nonnull (toggle);
  scrolled = gtk_widget_get_ancestor (card, GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  test_settle ();
  before = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (before, >, 0);
  g_assert_true (gtk_widget_grab_focus (toggle));
  for (guint i = 0; i < 2; i++)
    {
      gtk_switch_set_active (GTK_SWITCH (toggle), !gtk_switch_get_active (GTK_SWITCH (toggle)));
      test_settle ();
      g_assert_cmpfloat (fabs (gtk_adjustment_get_value (adjustment) - before), <, 1);
      toggle = find_switch (carc_level_view_get_card (window->level_view, 6));
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == toggle);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *user_dirs = make_user_dirs ();
  int status;

  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/window/plays-a-game", test_window_plays_a_game);
  g_test_add_func ("/ui/window/toasts-replace", test_toasts_replace);
  g_test_add_func ("/ui/new-game-dialog/creates-the-game", test_new_game_dialog);
  g_test_add_func ("/ui/new-game-dialog/colours", test_new_game_colours);
  g_test_add_func ("/ui/new-game-dialog/names", test_new_game_names);
  g_test_add_func ("/ui/files/autosave-and-continue", test_autosave_and_continue);
  g_test_add_func ("/ui/files/slow-autosave", test_slow_autosave);
  g_test_add_func ("/ui/files/autosave-fails", test_autosave_fails);
  g_test_add_func ("/ui/files/play-asks-before-leaving-a-level", test_play_asks_before_leaving_a_level);
  g_test_add_func ("/ui/window/level-panel-after-classic-game", test_level_panel_after_classic_game);
  g_test_add_func ("/ui/files/save-and-open", test_save_and_open);
  g_test_add_func ("/ui/files/close-asks", test_close_asks);
  g_test_add_func ("/ui/files/level-replaced-without-asking", test_level_replaced_without_asking);
  g_test_add_func ("/ui/files/opened-level-leaves-the-campaign", test_opened_level_leaves_campaign);
  g_test_add_func ("/ui/files/quit-discard-no-warning", test_quit_discard);
  g_test_add_func ("/ui/window/closes-with-its-dialogs", test_close_with_dialog_open);
  g_test_add_func ("/ui/files/open-from-command-line", test_open_from_command_line);
  g_test_add_func ("/ui/files/open-asks", test_open_asks);
  g_test_add_func ("/ui/files/start-page-asks", test_start_page_asks);
  g_test_add_func ("/ui/files/title", test_title);
  g_test_add_func ("/ui/files/chooser-starts-in-documents", test_chooser_folder);
  g_test_add_func ("/ui/window/skip-guard", test_skip_guard);
  g_test_add_func ("/ui/window/team-scores-in-a-level", test_team_scores);
  g_test_add_func ("/ui/window/panel-keeps-its-width", test_panel_width);
  g_test_add_func ("/ui/window/narrow-window-folds-the-panel", test_narrow_window);
  g_test_add_func ("/ui/window/narrow-window-shows-answers", test_narrow_window_answers);
  g_test_add_func ("/ui/window/back-after-game-over", test_back_after_game_over);
  g_test_add_func ("/ui/window/continue-after-back", test_continue_after_back);
  g_test_add_func ("/ui/scoring/axis-steps", test_axis_steps);
  g_test_add_func ("/ui/window/help-overlay-lists-every-shortcut", test_help_overlay);
  g_test_add_func ("/ui/tiles/catalogue", test_tile_catalogue);
  g_test_add_func ("/ui/window/refusal-words", test_refusal_words);
  g_test_add_func ("/ui/campaign/level-1-solo-win-unlock-restart-continue", test_campaign);
  g_test_add_func ("/ui/campaign/level-6-won-by-five-opens", test_level_6_won_by_five);
  g_test_add_func ("/ui/campaign/house-switch-holds-page", test_house_switch_holds_page);

  status = g_test_run ();
  remove_user_dirs (user_dirs);
  return status;
}
