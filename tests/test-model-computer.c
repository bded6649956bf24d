/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcComputer: a computer seat plays its decisions through the game's
 * door while the main loop runs (thinking on a worker thread), never a
 * person's; undo goes back to a person's decision and redo replays the
 * computer's; a seat handed over to a computer plays at once and back to
 * a person stops; the seats survive a save; a hint is a listed action. */
#include <glib/gstdio.h>

#include "carc-computer.h"
#include "carc-test-util.h"

static const char * const names[] = { "Anna", "Ben", NULL };
static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };

static CarcGame *
classic_game (guint64 seed)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, seed);

  return carc_game_new (setup, names, colours);
}

/* Runs the main loop until the computer has nothing more to do now. */
static void
wait_for (CarcComputer *computer)
{
  gint64 until = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (carc_computer_get_thinking (computer) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (carc_computer_get_thinking (computer));
}

/* Anna's turn as a person plays it: the first listed choice each time. */
static void
person_turn (CarcGame *game)
{
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (game, carc_game_get_acting (game))), ==,
                   CARC_PLAYER_PERSON);
  while (!carc_game_get_game_over (game) && carc_game_get_acting (game) == 0)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (carc_game_get_choices (game), 0);

      g_assert_cmpint (carc_game_choose (game, choice), ==, CARC_OK);
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
        break;
    }
}

static char *
dump (CarcGame *game)
{
  GString *text = g_string_new (NULL);

  carc_state_dump (carc_game_peek_state (game), text);
  return g_string_free (text, FALSE);
}

/* "choosing" comes with one of the choices listed now, a computer's. */
static void
choosing_cb (CarcComputer *computer,
             CarcChoice   *choice,
             guint        *n_choosing)
{
  CarcGame *game = carc_computer_get_game (computer);

  g_assert_true (carc_game_find_choice (game, carc_choice_get_action (choice)) == choice);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (game, carc_game_get_acting (game))), ==,
                   CARC_AI_EASY);
  (*n_choosing)++;
}

/* Anna against the easy computer (Ben) to the end; undo and redo on the
 * way; each of Ben's choices announced; the seats saved and read back. */
static void
test_person_against_computer (void)
{
  g_autoptr(CarcGame) game = classic_game (3);
  g_autoptr(CarcComputer) computer = carc_computer_new ();
  g_autofree char *folder = g_dir_make_tmp ("carc-computer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "seats.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) loaded = NULL;
  guint turns = 0, n_choosing = 0;

  g_signal_connect (computer, "choosing", G_CALLBACK (choosing_cb), &n_choosing);
  carc_player_set_computer (carc_game_get_player (game, 1), CARC_AI_EASY);
  carc_computer_set_pace (computer, 0);
  carc_computer_set_game (computer, game);
  g_assert_false (carc_computer_get_thinking (computer));

  while (!carc_game_get_game_over (game))
    {
      person_turn (game);
      wait_for (computer);
      turns++;
      /* Back to Anna's decision (over all of Ben's), and forward again. */
      if (turns == 5 && !carc_game_get_game_over (game))
        {
          g_autofree char *before = dump (game);
          g_autofree char *after = NULL;

          g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
          g_assert_true (carc_game_undo (game));
          g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
          wait_for (computer);
          g_assert_true (carc_game_redo (game));
          wait_for (computer);
          after = dump (game);
          g_assert_cmpstr (before, ==, after);
        }
      g_assert_cmpuint (turns, <, 100);
    }
  g_assert_cmpuint (carc_game_get_tiles_left (game), ==, 0);
  /* At least Ben's tile each turn (the last may have ended the game). */
  g_assert_cmpuint (n_choosing, >=, turns - 1);

  g_assert_true (carc_game_save (game, file, TRUE, &error));
  g_assert_no_error (error);
  loaded = carc_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (loaded, 0)), ==, CARC_PLAYER_PERSON);
  g_assert_cmpint (carc_player_get_computer (carc_game_get_player (loaded, 1)), ==, CARC_AI_EASY);
  g_unlink (path);
  g_rmdir (folder);
}

/* Anna hands her seat to the strong computer, which plays it at once;
 * taken back, the game waits for her. */
static void
test_hand_over (void)
{
  g_autoptr(CarcGame) game = classic_game (5);
  g_autoptr(CarcComputer) computer = carc_computer_new ();
  CarcPlayer *anna = carc_game_get_player (game, 0);

  carc_computer_set_pace (computer, 0);
  carc_computer_set_strong_playouts (computer, 200);
  carc_computer_set_game (computer, game);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
  carc_player_set_computer (anna, CARC_AI_STRONG);
  g_assert_true (carc_computer_get_thinking (computer));
  /* Taken back before the thought ends: nothing is played for her. */
  carc_player_set_computer (anna, CARC_PLAYER_PERSON);
  g_assert_false (carc_computer_get_thinking (computer));
  g_usleep (100000);
  g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 1);
  /* Handed over: her tile and figure are played, then Ben's turn waits. */
  carc_player_set_computer (anna, CARC_AI_STRONG);
  wait_for (computer);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 1);
}

/* A seat handed back in the middle of its turn: the person plays that
 * turn from its start, and redo still has the tile placed before. */
static void
test_hand_back_mid_turn (void)
{
  g_autoptr(CarcGame) game = classic_game (5);
  g_autoptr(CarcComputer) computer = carc_computer_new ();
  CarcPlayer *anna = carc_game_get_player (game, 0);
  g_autoptr(CarcChoice) choice = g_list_model_get_item (carc_game_get_choices (game), 0);

  carc_computer_set_pace (computer, 0);
  carc_computer_set_strong_playouts (computer, 200);
  carc_computer_set_game (computer, game);
  g_assert_cmpint (carc_game_choose_action (game, carc_choice_get_action (choice)), ==, CARC_OK);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);
  carc_player_set_computer (anna, CARC_AI_STRONG);
  carc_player_set_computer (anna, CARC_PLAYER_PERSON);
  g_assert_false (carc_computer_get_thinking (computer));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 1);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
  g_assert_true (carc_game_redo (game));
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);
}

/* A hint for Anna's tile is one of the listed placements, with its figure
 * to follow; a move made meanwhile makes it stale. */
static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  CarcAiResult *hint = data;
  g_autoptr(GError) error = NULL;

  if (!carc_computer_hint_finish (CARC_COMPUTER (source), result, hint, &error))
    hint->playouts = G_MAXUINT;
}

static void
test_hint (void)
{
  g_autoptr(CarcGame) game = classic_game (7);
  g_autoptr(CarcComputer) computer = carc_computer_new ();
  CarcAiResult hint = { 0 };

  carc_computer_set_strong_playouts (computer, 200);
  carc_computer_set_game (computer, game);
  carc_computer_hint_async (computer, NULL, hint_cb, &hint);
  while (hint.action.kind == 0 && hint.playouts == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (hint.action.kind, ==, CARC_ACTION_PLACE_TILE);
  g_assert_nonnull (carc_game_find_choice (game, &hint.action));
  g_assert_cmpuint (hint.playouts, >, 0);
  g_assert_true (hint.then.kind == CARC_ACTION_PLACE_FIGURE || hint.then.kind == CARC_ACTION_SKIP_FIGURE);

  /* Asked, then a move: the hint is for a position gone. */
  hint = (CarcAiResult) { 0 };
  carc_computer_hint_async (computer, NULL, hint_cb, &hint);
  person_turn (game);
  while (hint.action.kind == 0 && hint.playouts == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hint.playouts, ==, G_MAXUINT);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/model/computer/person-against-computer", test_person_against_computer);
  g_test_add_func ("/model/computer/hand-over", test_hand_over);
  g_test_add_func ("/model/computer/hand-back-mid-turn", test_hand_back_mid_turn);
  g_test_add_func ("/model/computer/hint", test_hint);

  return g_test_run ();
}
