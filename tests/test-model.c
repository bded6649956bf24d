/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame and CarcPlayer: properties notify exactly when they change,
 * the signals report what the views animate, undo and redo go through. */
#include "carc-game.h"
#include "carc-test-util.h"

static const char * const names[] = { "Anna", "Ben", NULL };
static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

typedef struct
{
  guint player;
  guint points;
  guint feature;
  guint calls;
} Scored;

static void
scored_cb (CarcGame *game,
           guint     player,
           guint     points,
           guint     feature,
           gboolean  final,
           Scored   *scored)
{
  scored->player = player;
  scored->points = points;
  scored->feature = feature;
  scored->calls++;
}

static CarcGame *
game_with (const char *order)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), 2);

  for (guint i = 0; ids[i] != NULL; i++)
    carc_setup_append_tile (setup, test_type (ids[i]));
  return carc_game_new (setup, names, colours);
}

static void
test_notify_once (void)
{
  g_autoptr(CarcGame) game = game_with ("U U U");
  guint player_notes = 0, undo_notes = 0, left_notes = 0;

  g_signal_connect (game, "notify::current-player", G_CALLBACK (count_cb), &player_notes);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_cb), &undo_notes);
  g_signal_connect (game, "notify::tiles-left", G_CALLBACK (count_cb), &left_notes);

  g_assert_cmpuint (carc_game_get_tiles_left (game), ==, 2);
  g_assert_cmpint (carc_game_place_tile (game, 1, 0, 0), ==, CARC_OK);
  g_assert_cmpuint (undo_notes, ==, 1);   /* false → true */
  g_assert_cmpuint (player_notes, ==, 0); /* still player 0's turn */
  g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
  g_assert_cmpuint (player_notes, ==, 1);
  g_assert_cmpuint (undo_notes, ==, 1);   /* equal value: no notify */
  g_assert_cmpuint (left_notes, ==, 1);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 1);

  g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (player_notes, ==, 2);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 0);
  g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (undo_notes, ==, 2);   /* true → false */
  g_assert_false (carc_game_get_can_undo (game));
  g_assert_true (carc_game_get_can_redo (game));
}

static void
test_players_and_signals (void)
{
  g_autoptr(CarcGame) game = game_with ("E U");
  CarcPlayer *anna = carc_game_get_player (game, 0);
  Scored scored = { 0 };
  guint score_notes = 0;

  g_assert_cmpuint (g_list_model_get_n_items (carc_game_get_players (game)), ==, 2);
  g_assert_cmpstr (carc_player_get_name (anna), ==, "Anna");
  g_assert_true (carc_player_get_current (anna));
  g_assert_cmpuint (carc_player_get_meeples (anna), ==, 7);

  g_signal_connect (anna, "notify::score", G_CALLBACK (count_cb), &score_notes);
  g_signal_connect (game, "feature-scored", G_CALLBACK (scored_cb), &scored);

  /* Anna closes the start tile's city with a knight: 4 points. */
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 2), ==, CARC_OK);
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  g_assert_cmpuint (scored.calls, ==, 1);
  g_assert_cmpuint (scored.player, ==, 0);
  g_assert_cmpuint (scored.points, ==, 4);
  g_assert_cmpuint (scored.feature, ==, CARC_FEATURE_CITY);
  g_assert_cmpuint (carc_player_get_score (anna), ==, 4);
  g_assert_cmpuint (score_notes, ==, 1);
  g_assert_cmpuint (carc_player_get_meeples (anna), ==, 7);
  g_assert_false (carc_player_get_current (anna));

  /* The log lists the events: tile, figure, city scored, figure back. */
  {
    GListModel *log = carc_game_get_log (game);
    g_autoptr(CarcLogEntry) scoring = NULL;

    g_assert_cmpuint (g_list_model_get_n_items (log), ==, 4);
    scoring = g_list_model_get_item (log, 2);
    g_assert_cmpuint (carc_log_entry_get_event (scoring)->kind, ==, CARC_EVENT_FEATURE_SCORED);
    g_assert_cmpuint (carc_log_entry_get_event (scoring)->points, ==, 4);
    g_assert_cmpint (carc_log_entry_get_player (scoring), ==, 0);
  }

  /* Undoing the whole turn takes the points back. */
  g_assert_true (carc_game_undo_turn (game));
  g_assert_cmpuint (carc_player_get_score (anna), ==, 0);
  g_assert_cmpuint (score_notes, ==, 2);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 1);
  g_assert_true (carc_player_get_current (anna));
  g_assert_cmpuint (g_list_model_get_n_items (carc_game_get_log (game)), ==, 0);
}

static void
test_refusal_changes_nothing (void)
{
  g_autoptr(CarcGame) game = game_with ("U");
  guint changes = 0;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_cb), &changes);
  g_assert_cmpint (carc_game_place_tile (game, 5, 5, 0), ==, CARC_ERROR_NOT_ADJACENT);
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_ERROR_WRONG_DECISION);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_false (carc_game_get_can_undo (game));
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/game/notify-once", test_notify_once);
  g_test_add_func ("/model/game/players-and-signals", test_players_and_signals);
  g_test_add_func ("/model/game/refusal-changes-nothing", test_refusal_changes_nothing);

  return g_test_run ();
}
