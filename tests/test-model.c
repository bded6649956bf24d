/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcGame and CarcPlayer: properties notify exactly when they change,
 * the signals report what the views animate, undo and redo go through. */
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "carc-campaign.h"
#include "carc-file-writer.h"
#include "carc-game-private.h"
#include "carc-mists.h"
#include "carc-mists-team.h"
#include "carc-rng.h"
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

typedef struct
{
  guint   calls;
  guint   kind;
  GArray *tiles;
} Where;

static void
scored_where_cb (CarcGame *game,
                 guint     player,
                 guint     points,
                 guint     feature,
                 gboolean  final,
                 Where    *where)
{
  const CarcEvent *ev = carc_game_get_current_event (game);

  g_assert_nonnull (ev);
  g_assert_cmpuint (ev->points, ==, points);
  where->kind = ev->kind;
  where->calls++;
  g_clear_pointer (&where->tiles, g_array_unref);
  where->tiles = carc_game_list_feature_tiles (game, ev->feature_id);
}

/* A view finds where a scored feature lies: the event being reported,
 * then its feature's tiles. */
static void
test_scored_feature_tiles (void)
{
  g_autoptr(CarcGame) game = game_with ("E U");
  Where where = { 0 };
  CarcPlacedTile t;

  g_signal_connect (game, "feature-scored", G_CALLBACK (scored_where_cb), &where);
  g_assert_null (carc_game_get_current_event (game));

  /* Anna closes the start tile's city north of it: those two tiles. */
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 2), ==, CARC_OK);
  g_assert_null (carc_game_get_current_event (game));
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  g_assert_null (carc_game_get_current_event (game));
  g_assert_cmpuint (where.calls, ==, 1);
  g_assert_cmpuint (where.kind, ==, CARC_EVENT_FEATURE_SCORED);
  g_assert_cmpuint (where.tiles->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      carc_game_get_placed (game, g_array_index (where.tiles, guint, i), &t);
      g_assert_cmpint (t.x, ==, 0);
      g_assert_cmpint (t.y, ==, -(gint) i);
    }

  /* An id no feature has. */
  g_clear_pointer (&where.tiles, g_array_unref);
  where.tiles = carc_game_list_feature_tiles (game, G_MAXUINT);
  g_assert_cmpuint (where.tiles->len, ==, 0);
  g_array_unref (where.tiles);
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

/* Modified says whether the game stands where it was saved: undo and
 * redo back to that point leave nothing to save; a different move after
 * an undo does, even with as many moves; the same move again does not. */
static void
test_saved_point (void)
{
  static const struct { const char *step; gboolean modified; } steps[] = {
    { "place 1 0", TRUE }, { "skip", TRUE }, { "save", FALSE },
    { "undo", TRUE }, { "redo", FALSE },
    { "undo", TRUE }, { "undo", TRUE }, { "redo", TRUE }, { "redo", FALSE },
    { "place 2 0", TRUE }, { "undo", FALSE },
    { "undo", TRUE }, { "skip", FALSE },                       /* the same move again */
    { "undo", TRUE }, { "undo", TRUE }, { "place 0 1", TRUE }, /* another move */
    { "skip", TRUE }, { "undo", TRUE }, { "redo", TRUE },
    { "save", FALSE }, { "undo-turn", TRUE }, { "redo", TRUE }, { "redo", FALSE },
  };
  g_autoptr(CarcGame) game = game_with ("U U U");
  g_autofree char *dir = g_dir_make_tmp ("carc-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint notes = 0;
  gboolean was = FALSE;

  g_signal_connect (game, "notify::modified", G_CALLBACK (count_cb), &notes);
  g_assert_false (carc_game_get_modified (game));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      const char *step = steps[i].step;
      guint before = notes;
      int x, y;

      if (sscanf (step, "place %d %d", &x, &y) == 2)
        g_assert_cmpint (carc_game_place_tile (game, x, y, 0), ==, CARC_OK);
      else if (g_str_equal (step, "skip"))
        g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
      else if (g_str_equal (step, "save"))
        g_assert_true (carc_game_save (game, file, TRUE, NULL));
      else if (g_str_equal (step, "undo"))
        g_assert_true (carc_game_undo (game));
      else if (g_str_equal (step, "undo-turn"))
        g_assert_true (carc_game_undo_turn (game));
      else
        g_assert_true (carc_game_redo (game));
      g_test_message ("step %u: %s", i, step);
      g_assert_cmpint (carc_game_get_modified (game), ==, steps[i].modified);
      /* Notified once on a change, never for an equal value. */
      g_assert_cmpuint (notes - before, ==, was != steps[i].modified);
      was = steps[i].modified;
    }

  /* A copy the program keeps belongs to no file: Save asks for one. */
  carc_game_forget_file (game);
  g_assert_null (carc_game_get_file (game));
  g_assert_true (carc_game_get_modified (game));
  g_remove (path);
  g_rmdir (dir);
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

static GFile *
fresh_folder (const char *name)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *child;

  /* Every file of an earlier run, the kept-aside ones too. */
  while (dir != NULL && (child = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, child, NULL);

      g_unlink (file);
    }
  return g_file_new_for_path (path);
}

/* Plays @game with the greedy team until it ends, keeping it in the
 * campaign after every move as the window does. */
static void
play_to_the_end (CarcCampaign *campaign,
                 CarcGame     *game,
                 guint64       seed)
{
  CarcRng rng;

  carc_rng_init (&rng, seed);
  while (!carc_game_get_game_over (game))
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      g_assert_cmpint (carc_game_apply_action (game, &a), ==, CARC_OK);
      g_assert_true (carc_campaign_save_game (campaign, game, NULL));
    }
}

/* The choices: listed by the engine once per change, the very actions it
 * lists, and a chosen one is applied exactly. */
static void
test_choices (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 7);
  g_autoptr(CarcGame) game = carc_game_new (setup, names, colours);
  g_autoptr(GArray) engine = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  GListModel *choices = carc_game_get_choices (game);
  CarcRng rng;

  carc_rng_init (&rng, 7);
  for (guint step = 0; step < 60 && !carc_game_get_game_over (game); step++)
    {
      guint listings = carc_game_get_n_listings (game);
      g_autoptr(CarcChoice) choice = NULL;
      const CarcAction *logged;
      CarcHistory *history;

      /* The same actions as the engine lists, in its order. */
      carc_state_list_actions (carc_game_peek_state (game), engine);
      g_assert_cmpuint (g_list_model_get_n_items (choices), ==, engine->len);
      for (guint i = 0; i < engine->len; i++)
        {
          g_autoptr(CarcChoice) c = g_list_model_get_item (choices, i);

          g_assert_true (carc_action_equal (carc_choice_get_action (c), &g_array_index (engine, CarcAction, i)));
          g_assert_cmpuint (carc_choice_get_acting (c), ==, carc_game_get_current_player (game));
          g_assert_null (carc_choice_get_module (c));
        }

      /* Reading the choices, the placements and the figure options again
       * lists nothing. */
      g_array_unref (carc_game_list_placements (game, 0));
      g_array_unref (carc_game_list_figure_options (game));
      g_assert_cmpuint (carc_game_get_n_listings (game), ==, listings);

      choice = g_list_model_get_item (choices, carc_rng_range (&rng, g_list_model_get_n_items (choices)));
      g_assert_cmpint (carc_game_choose (game, choice), ==, CARC_OK);
      /* One change, one listing. */
      g_assert_cmpuint (carc_game_get_n_listings (game), ==, listings + 1);
      history = carc_game_peek_history (game);
      logged = carc_history_get_action (history, carc_history_get_cursor (history) - 1);
      {
        CarcAction chosen = carc_action_normalize (carc_choice_get_action (choice));

        g_assert_true (carc_action_equal (logged, &chosen));
      }
      /* A choice from before the change is no longer listed. */
      g_assert_cmpint (carc_game_choose (game, choice), ==, CARC_ERROR_WRONG_DECISION);
    }
  {
    guint listings = carc_game_get_n_listings (game);

    g_assert_true (carc_game_undo (game));
    g_assert_true (carc_game_redo (game));
    g_assert_cmpuint (carc_game_get_n_listings (game), ==, listings + 2);
  }
}

/* Level 1 won solo: level 2 opens, the result is kept across a restart,
 * a level in progress resumes exactly, locked levels refuse to start. */
static void
test_campaign_progress (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign");
  g_autoptr(CarcCampaign) campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_autoptr(CarcCampaign) again = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcGame) resumed = NULL;
  guint level, people;
  g_autoptr(GError) error = NULL;
  guint64 seed;

  g_assert_null (carc_campaign_get_load_error (campaign));
  g_assert_cmpint (carc_campaign_get_status (campaign, 1), ==, CARC_LEVEL_OPEN);
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_LOCKED);
  g_assert_null (carc_campaign_start_level (campaign, 2, 1, &error));
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID);
  g_clear_error (&error);

  /* Lose and win level 1 alone (the first seeds the greedy team wins). */
  for (seed = 1; carc_campaign_get_status (campaign, 1) != CARC_LEVEL_WON; seed++)
    {
      g_clear_object (&game);
      game = carc_campaign_start_level (campaign, 1, seed, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (carc_mists_get_level (carc_game_peek_state (game)), ==, 1);
      g_assert_true (carc_mists_setup_get_level (carc_game_get_setup (game), &level, &people));
      g_assert_cmpuint (people, ==, 1);
      g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 1);
      play_to_the_end (campaign, game, seed);
      g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);
      g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, seed);
      g_assert_cmpint (seed, <, 40);
    }
  g_assert_cmpint (carc_game_get_outcome (game), ==, CARC_OUTCOME_WON);
  g_assert_cmpuint (carc_mists_get_progress (carc_game_peek_state (game)), >=, 50);
  g_assert_cmpuint (carc_campaign_get_best (campaign, 1), ==, carc_mists_get_progress (carc_game_peek_state (game)));
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_OPEN);
  g_assert_cmpint (carc_campaign_get_status (campaign, 3), ==, CARC_LEVEL_LOCKED);

  /* Level 2 with two people and their 4 colours, left after a few moves. */
  {
    static const guint colours[] = { 5, 4, 3, 2 };

    g_assert_false (carc_campaign_set_team (campaign, 3, colours, 4));
    g_assert_true (carc_campaign_set_team (campaign, 2, colours, 4));
  }
  g_clear_object (&game);
  game = carc_campaign_start_level (campaign, 2, 77, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 12; i++)
    {
      CarcAction a;
      CarcRng rng;

      carc_rng_init (&rng, i);
      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      g_assert_cmpint (carc_game_apply_action (game, &a), ==, CARC_OK);
      g_assert_true (carc_campaign_save_game (campaign, game, NULL));
    }

  /* A restart: the same progress, and the same game to continue. */
  again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_load_error (again));
  g_assert_cmpint (carc_campaign_get_status (again, 1), ==, CARC_LEVEL_WON);
  g_assert_cmpint (carc_campaign_get_status (again, 2), ==, CARC_LEVEL_OPEN);
  g_assert_cmpuint (carc_campaign_get_attempts (again, 1), ==, seed - 1);
  g_assert_cmpuint (carc_campaign_get_current_level (again), ==, 2);
  g_assert_cmpuint (carc_campaign_get_people (again), ==, 2);
  resumed = carc_campaign_resume (again, &error);
  g_assert_no_error (error);
  {
    g_autofree char *a = test_dump (carc_game_peek_state (game));
    g_autofree char *b = test_dump (carc_game_peek_state (resumed));

    g_assert_cmpstr (a, ==, b);
  }
  g_assert_cmpstr (carc_player_get_colour (carc_game_get_player (resumed, 0)), ==, "#e47fb4");
}

static char *
contents_of (GFile      *folder,
             const char *name)
{
  g_autoptr(GFile) file = g_file_get_child (folder, name);
  char *text = NULL;

  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, NULL))
    return NULL;
  return text;
}

static void
put (GFile      *folder,
     const char *name,
     const char *text)
{
  g_autoptr(GFile) file = g_file_get_child (folder, name);

  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE, 0, NULL, NULL, NULL));
}

static const char five_won[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                               "<level number=\"1\" attempts=\"1\" best=\"51\" won=\"true\"/>"
                               "<level number=\"2\" attempts=\"2\" best=\"76\" won=\"true\"/>"
                               "<level number=\"3\" attempts=\"3\" best=\"99\" won=\"true\"/>"
                               "<level number=\"4\" attempts=\"4\" best=\"121\" won=\"true\"/>"
                               "<level number=\"5\" attempts=\"5\" best=\"70\" won=\"true\"/></carcassonne-campaign>";

static void
assert_five_won (CarcCampaign *campaign)
{
  for (guint l = 1; l <= 5; l++)
    g_assert_cmpint (carc_campaign_get_status (campaign, l), ==, CARC_LEVEL_WON);
  g_assert_cmpuint (carc_campaign_get_best (campaign, 4), ==, 121);
}

/* A progress file that cannot be read (broken, truncated, not XML, from a
 * newer version) is kept aside under a name that says so, the player is
 * told where, and new progress never writes over it. */
static void
test_campaign_broken_file (void)
{
  static const char * const broken[] = {
    "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 0 1 2\"/>"
    "<level number=\"1\" attempts=\"1\" best=\"9\" won=\"true\"/></carcassonne-campaign>",
    "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/><level number=\"1\" att",
    "PK\003\004 not a campaign at all",
  };
  static const char * const reasons[] = { "colours must be different", "well-formed", "well-formed" };
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-broken");

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(CarcCampaign) campaign = NULL;
      g_autoptr(CarcGame) game = NULL;
      g_autofree char *kept_name = i == 0 ? g_strdup ("campaign.xml.unreadable")
                                          : g_strdup_printf ("campaign.xml.unreadable-%u", i + 1);
      g_autofree char *kept = NULL;
      g_autofree char *earlier = NULL;

      g_test_message ("%s", broken[i]);
      put (folder, "campaign.xml", broken[i]);
      campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
      g_assert_nonnull (carc_campaign_get_load_error (campaign));
      g_assert_nonnull (strstr (carc_campaign_get_load_error (campaign)->message, reasons[i]));
      g_assert_nonnull (carc_campaign_get_notice (campaign));
      g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), kept_name));
      g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), reasons[i]));
      g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_LOCKED);
      kept = contents_of (folder, kept_name);
      g_assert_cmpstr (kept, ==, broken[i]);

      /* New progress goes into a new file; the kept ones stay as they were. */
      game = carc_campaign_start_level (campaign, 1, 5, NULL);
      g_assert_nonnull (game);
      g_clear_pointer (&kept, g_free);
      kept = contents_of (folder, kept_name);
      g_assert_cmpstr (kept, ==, broken[i]);
      earlier = contents_of (folder, "campaign.xml.unreadable");
      g_assert_cmpstr (earlier, ==, broken[0]);
      carc_campaign_dismiss_notice (campaign);
      g_assert_null (carc_campaign_get_notice (campaign));
    }
}

/* Progress saved by a newer version stays where that version will look
 * for it, never written over; the campaign is played without saving. */
static void
test_campaign_newer_version (void)
{
  static const char newer[] = "<carcassonne-campaign format=\"3\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                              "<level number=\"1\" attempts=\"1\" best=\"60\" won=\"true\"/><future/>"
                              "</carcassonne-campaign>";
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-newer");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autofree char *after = NULL;
  g_autofree char *kept = NULL;

  put (folder, "campaign.xml", newer);
  put (folder, "campaign-game.carcassonne", "a newer version's level in progress");
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_nonnull (carc_campaign_get_notice (campaign));
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "newer version"));
  game = carc_campaign_start_level (campaign, 1, 5, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 1);
  after = contents_of (folder, "campaign.xml");
  g_assert_cmpstr (after, ==, newer);
  play_to_the_end (campaign, game, 5);
  g_clear_pointer (&after, g_free);
  after = contents_of (folder, "campaign-game.carcassonne");
  g_assert_cmpstr (after, ==, "a newer version's level in progress");
  g_clear_pointer (&after, g_free);
  after = contents_of (folder, "campaign.xml");
  g_assert_cmpstr (after, ==, newer);
  kept = contents_of (folder, "campaign.xml.unreadable");
  g_assert_null (kept);
}

/* Five won levels survive a broken progress file: the backup written
 * with every progress brings them back, and the broken file is kept. */
static void
test_campaign_backup_restores (void)
{
  static const char broken[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/><level num";
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-backup");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcCampaign) restored = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *kept = NULL;

  /* Any progress writes the backup too. */
  put (folder, "campaign.xml", five_won);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  game = carc_campaign_start_level (campaign, 6, 1, NULL);
  g_assert_nonnull (game);
  backup = contents_of (folder, "campaign.xml.backup");
  g_assert_nonnull (backup);
  g_assert_nonnull (strstr (backup, "<current level=\"6\"/>"));

  /* campaign.xml breaks: the five levels come back from the backup. */
  put (folder, "campaign.xml", broken);
  restored = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_nonnull (carc_campaign_get_notice (restored));
  g_assert_nonnull (strstr (carc_campaign_get_notice (restored), "backup"));
  for (guint l = 1; l <= 5; l++)
    g_assert_cmpint (carc_campaign_get_status (restored, l), ==, CARC_LEVEL_WON);
  g_assert_cmpint (carc_campaign_get_status (restored, 6), ==, CARC_LEVEL_OPEN);
  g_assert_cmpuint (carc_campaign_get_best (restored, 4), ==, 121);
  g_assert_cmpuint (carc_campaign_get_current_level (restored), ==, 6);
  kept = contents_of (folder, "campaign.xml.unreadable");
  g_assert_cmpstr (kept, ==, broken);
  g_clear_object (&restored);
  restored = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_notice (restored));
  g_assert_cmpint (carc_campaign_get_status (restored, 5), ==, CARC_LEVEL_WON);
}

/* The level in progress cannot be read: kept aside, the player told, and
 * the level can be started again; the progress stays. */
static void
test_campaign_broken_level_game (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-broken-game");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcCampaign) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  static const char progress[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                 "<level number=\"1\" attempts=\"2\" best=\"55\" won=\"true\"/>"
                                 "<current level=\"2\"/></carcassonne-campaign>";
  static const char truncated[] = "<?xml version=\"1.0\"?><carcassonne-game format=\"1\"><setup mode=\"coop";

  put (folder, "campaign.xml", progress);
  put (folder, "campaign-game.carcassonne", truncated);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_notice (campaign));
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 2);
  g_assert_null (carc_campaign_resume (campaign, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "campaign-game.carcassonne.unreadable"));
  g_assert_nonnull (carc_campaign_get_notice (campaign));
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);
  kept = contents_of (folder, "campaign-game.carcassonne.unreadable");
  g_assert_cmpstr (kept, ==, truncated);

  again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_load_error (again));
  g_assert_cmpint (carc_campaign_get_status (again, 1), ==, CARC_LEVEL_WON);
  g_assert_cmpuint (carc_campaign_get_attempts (again, 1), ==, 2);
  g_assert_cmpuint (carc_campaign_get_current_level (again), ==, 0);
}

/* An undo of a level's last move puts the level back in play; the same
 * game ending again is the same attempt. */
static void
test_campaign_end_undone (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-undo");
  g_autoptr(CarcCampaign) campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = carc_campaign_start_level (campaign, 1, 4, &error);
  g_assert_no_error (error);
  play_to_the_end (campaign, game, 4);
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 1);
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);

  g_assert_true (carc_game_undo (game));
  g_assert_true (carc_campaign_save_game (campaign, game, NULL));
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 1);
  g_assert_true (carc_game_redo (game));
  g_assert_true (carc_campaign_save_game (campaign, game, NULL));
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 1);

  /* The folder deleted while a level is played: the progress, kept in
   * memory, is written again with the next move. */
  {
    g_autoptr(GFile) record = g_file_get_child (folder, "campaign.xml");
    g_autoptr(CarcCampaign) again = NULL;

    g_assert_true (carc_game_undo (game));
    g_assert_true (carc_campaign_save_game (campaign, game, NULL));
    g_assert_true (g_file_delete (record, NULL, NULL));
    g_assert_true (carc_game_redo (game));
    g_assert_true (carc_game_undo (game));
    g_assert_true (carc_campaign_save_game (campaign, game, NULL));
    g_assert_true (g_file_query_exists (record, NULL));
    again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
    g_assert_cmpuint (carc_campaign_get_attempts (again, 1), ==, 1);
    g_assert_cmpuint (carc_campaign_get_current_level (again), ==, 1);
    g_assert_true (carc_game_redo (game));
    g_assert_true (carc_campaign_save_game (campaign, game, NULL));
  }

  /* Undone, the program restarted, and the end made again: still one
   * attempt. */
  {
    g_autoptr(CarcCampaign) restarted = NULL;
    g_autoptr(CarcGame) resumed = NULL;

    g_assert_true (carc_game_undo (game));
    g_assert_true (carc_campaign_save_game (campaign, game, NULL));
    restarted = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
    g_assert_cmpuint (carc_campaign_get_current_level (restarted), ==, 1);
    resumed = carc_campaign_resume (restarted, &error);
    g_assert_no_error (error);
    g_assert_true (carc_game_redo (resumed));
    g_assert_true (carc_campaign_save_game (restarted, resumed, NULL));
    g_assert_true (carc_game_get_game_over (resumed));
    g_assert_cmpuint (carc_campaign_get_attempts (restarted, 1), ==, 1);
    g_clear_object (&campaign);
    campaign = g_steal_pointer (&restarted);
  }

  /* Another game of the level is another attempt. */
  g_clear_object (&game);
  game = carc_campaign_start_level (campaign, 1, 5, &error);
  g_assert_no_error (error);
  play_to_the_end (campaign, game, 5);
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 2);
}

/* Every write past @limit bytes fails, as on a full disk (the soft limit:
 * lifted again by allow_writes()). */
static void
limit_writes (rlim_t limit)
{
  struct rlimit rl;

  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &rl), ==, 0);
  rl.rlim_cur = limit;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);
}

static void
allow_writes (void)
{
  struct rlimit rl;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &rl), ==, 0);
  rl.rlim_cur = rl.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);
}

/* A broken campaign.xml, a good backup and a full disk: the progress comes
 * back from the backup, and since it cannot be written the broken file
 * stays where it is and the backup is left whole; with room again, the
 * next start restores it for good and a new level keeps levels 1–5. */
static void
test_campaign_full_disk_restore (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-full");
      g_autoptr(CarcCampaign) campaign = NULL;
      g_autoptr(CarcGame) game = NULL;
      g_autofree char *record = NULL;
      g_autofree char *backup = NULL;
      g_autofree char *kept = NULL;

      put (folder, "campaign.xml", "garbage");
      put (folder, "campaign.xml.backup", five_won);
      limit_writes (64);
      campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
      g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "could not be saved"));
      assert_five_won (campaign);
      record = contents_of (folder, "campaign.xml");
      g_assert_cmpstr (record, ==, "garbage");
      game = carc_campaign_start_level (campaign, 1, 3, NULL);
      /* Not started, and not said to be in progress either. */
      g_assert_null (game);
      g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);
      g_clear_object (&campaign);
      g_clear_pointer (&record, g_free);
      record = contents_of (folder, "campaign.xml");
      g_assert_cmpstr (record, ==, "garbage");
      backup = contents_of (folder, "campaign.xml.backup");
      g_assert_cmpstr (backup, ==, five_won);

      allow_writes ();
      campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
      g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "restored from its backup"));
      assert_five_won (campaign);
      kept = contents_of (folder, "campaign.xml.unreadable");
      g_assert_cmpstr (kept, ==, "garbage");
      game = carc_campaign_start_level (campaign, 1, 3, NULL);
      g_assert_nonnull (game);
      g_clear_object (&campaign);
      campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
      g_assert_null (carc_campaign_get_notice (campaign));
      assert_five_won (campaign);
      g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* campaign.xml gone, its backup there: the progress comes back, and the
 * player is told; a backup with more progress than campaign.xml (left
 * by an earlier version) is never written over with less. */
static void
test_campaign_missing_restores (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-missing");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autofree char *backup = NULL;

  put (folder, "campaign.xml.backup", five_won);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "missing"));
  assert_five_won (campaign);
  g_clear_object (&campaign);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_notice (campaign));
  assert_five_won (campaign);
  g_clear_object (&campaign);

  put (folder, "campaign.xml", "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                               "<level number=\"1\" attempts=\"9\" best=\"40\" won=\"false\"/></carcassonne-campaign>");
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  game = carc_campaign_start_level (campaign, 1, 3, NULL);
  g_assert_nonnull (game);
  assert_five_won (campaign);
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 9);
  backup = contents_of (folder, "campaign.xml.backup");
  g_assert_nonnull (strstr (backup, "<level number=\"5\" attempts=\"5\" best=\"70\" won=\"true\"/>"));
}

/* A backup that cannot be read next to no campaign.xml is kept aside, not
 * written over; a newer version's campaign.xml written while this one
 * runs stays as that version left it. */
static void
test_campaign_unreadable_backup_and_newer (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-odd-backup");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *after = NULL;
  static const char newer[] = "<carcassonne-campaign format=\"9\"><future/></carcassonne-campaign>";

  put (folder, "campaign.xml.backup", "<carcassonne-campaign format=\"1\"><team people=\"1\" colo");
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "backup copy could not be read"));
  kept = contents_of (folder, "campaign.xml.backup.unreadable");
  g_assert_nonnull (kept);
  g_clear_object (&campaign);

  put (folder, "campaign.xml", five_won);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  put (folder, "campaign.xml", newer);
  game = carc_campaign_start_level (campaign, 2, 3, NULL);
  g_assert_nonnull (game);
  after = contents_of (folder, "campaign.xml");
  g_assert_cmpstr (after, ==, newer);
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "newer version"));
}

/* Two instances of the program on one campaign: the level one of them
 * won stays won whatever the other writes after. */
static void
test_campaign_two_instances (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-two");
  g_autoptr(CarcCampaign) first = NULL;
  g_autoptr(CarcCampaign) second = NULL;
  g_autoptr(CarcCampaign) later = NULL;
  g_autoptr(CarcGame) game = NULL;
  static const guint colours_b[] = { 4, 5, 2, 1 };

  put (folder, "campaign.xml", five_won);
  first = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  second = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  put (folder, "campaign.xml", "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                               "<level number=\"6\" attempts=\"3\" best=\"20\" won=\"true\"/></carcassonne-campaign>");
  /* The second instance starts a level with another team: its write
   * keeps level 6, which it now shows too. */
  g_assert_true (carc_campaign_set_team (second, 1, colours_b, 4));
  game = carc_campaign_start_level (second, 1, 3, NULL);
  g_assert_nonnull (game);
  g_clear_object (&game);
  g_assert_cmpint (carc_campaign_get_status (second, 6), ==, CARC_LEVEL_WON);
  later = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  assert_five_won (later);
  g_assert_cmpint (carc_campaign_get_status (later, 6), ==, CARC_LEVEL_WON);
  g_assert_cmpuint (carc_campaign_get_attempts (later, 6), ==, 3);
  g_clear_object (&later);

  /* The first one starts a level: both instances' progress stays. */
  game = carc_campaign_start_level (first, 2, 3, NULL);
  g_assert_nonnull (game);
  later = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  assert_five_won (later);
  g_assert_cmpint (carc_campaign_get_status (later, 6), ==, CARC_LEVEL_WON);

  /* The second starts another level: the first continues that one, the
   * game on disk, instead of keeping it aside as not its own. */
  g_clear_object (&game);
  game = carc_campaign_start_level (second, 3, 4, NULL);
  g_assert_nonnull (game);
  g_clear_object (&game);
  game = carc_campaign_resume (first, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (carc_mists_get_level (carc_game_peek_state (game)), ==, 3);
  g_assert_cmpuint (carc_campaign_get_current_level (first), ==, 3);
  g_assert_null (contents_of (folder, "campaign-game.carcassonne.unreadable"));
}

/* A backup that cannot be read is never written over, also next to a
 * good campaign.xml, or a broken one: it is kept aside, and the notice
 * says so. */
static void
test_campaign_broken_backup_kept (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-broken-backup");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcGame) game = NULL;
  static const char truncated[] = "<carcassonne-campaign format=\"2\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                  "<level number=\"1\" attempts=\"7\" best=\"80\" won=\"true\"/>";

  /* Beside a good file: kept aside at the first write. */
  put (folder, "campaign.xml", five_won);
  put (folder, "campaign.xml.backup", truncated);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  game = carc_campaign_start_level (campaign, 2, 3, NULL);
  g_assert_nonnull (game);
  g_assert_cmpstr (contents_of (folder, "campaign.xml.backup.unreadable"), ==, truncated);
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "backup copy could not be read"));
  g_clear_object (&game);
  g_clear_object (&campaign);

  /* Beside a broken file: both kept, and the notice tells both. */
  g_clear_object (&folder);
  folder = fresh_folder ("carc-test-campaign-broken-both");
  put (folder, "campaign.xml", "garbage <<<");
  put (folder, "campaign.xml.backup", truncated);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_cmpstr (contents_of (folder, "campaign.xml.backup.unreadable"), ==, truncated);
  g_assert_cmpstr (contents_of (folder, "campaign.xml.unreadable"), ==, "garbage <<<");
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "backup copy could not be read"));
}

/* campaign.xml broken while the game runs: kept aside, and the notice
 * says the progress known here was saved again (not that the campaign
 * starts from level 1). */
static void
test_campaign_breaks_while_running (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-breaks");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcCampaign) later = NULL;
  g_autoptr(CarcGame) game = NULL;

  put (folder, "campaign.xml", five_won);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  put (folder, "campaign.xml", "broken");
  game = carc_campaign_start_level (campaign, 2, 3, NULL);
  g_assert_nonnull (game);
  g_assert_nonnull (strstr (carc_campaign_get_notice (campaign), "progress known here was saved again"));
  g_assert_cmpstr (contents_of (folder, "campaign.xml.unreadable"), ==, "broken");
  later = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  assert_five_won (later);
}

/* Two instances of the program, one of them on a slow disk: what the
 * other wrote while its write waited stays, as the write reaches the
 * disk. */
static void
test_campaign_slow_write_keeps_other (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-slow");
  g_autoptr(CarcCampaign) slow = NULL;
  g_autoptr(CarcCampaign) later = NULL;
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  g_autoptr(CarcGame) game = NULL;

  put (folder, "campaign.xml", five_won);
  slow = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  carc_campaign_set_writer (slow, writer);
  carc_file_writer_hold (writer);
  game = carc_campaign_start_level (slow, 2, 3, NULL);
  g_assert_nonnull (game);
  /* Meanwhile the other instance wins level 6. */
  put (folder, "campaign.xml", "<carcassonne-campaign format=\"2\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                               "<level number=\"6\" attempts=\"2\" best=\"30\" won=\"true\"/></carcassonne-campaign>");
  carc_file_writer_flush (writer);
  later = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  assert_five_won (later);
  g_assert_cmpint (carc_campaign_get_status (later, 6), ==, CARC_LEVEL_WON);
  g_assert_cmpuint (carc_campaign_get_current_level (later), ==, 2);
}

/* A level tried 100,000 times (the most a campaign file holds) ends once
 * more: the file written is one the next start reads. */
static void
test_campaign_attempts_at_limit (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-limit");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcCampaign) again = NULL;
  g_autoptr(CarcGame) game = NULL;

  put (folder, "campaign.xml", "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                               "<level number=\"1\" attempts=\"100000\" best=\"100000\" won=\"false\"/>"
                               "</carcassonne-campaign>");
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  game = carc_campaign_start_level (campaign, 1, 4, NULL);
  play_to_the_end (campaign, game, 4);
  again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_null (carc_campaign_get_load_error (again));
  g_assert_cmpuint (carc_campaign_get_attempts (again, 1), ==, 100000);
  g_assert_cmpuint (carc_campaign_get_best (again, 1), ==, 100000);
}

/* Level 6 by the house rule: off until chosen, kept with the team; a win
 * by it is marked so, and a later win by the rulebook's marks takes the
 * mark away (never the other way round). */
static void
test_campaign_house_marks (void)
{
  g_autoptr(GFile) folder = fresh_folder ("carc-test-campaign-house");
  g_autoptr(CarcCampaign) campaign = NULL;
  g_autoptr(CarcCampaign) again = NULL;
  g_autofree char *record = NULL;
  guint64 seed;

  put (folder, "campaign.xml", five_won);
  campaign = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_false (carc_campaign_get_house_marks (campaign));
  carc_campaign_set_house_marks (campaign, TRUE);
  for (seed = 1; seed < 200; seed++)
    {
      g_autoptr(CarcGame) game = carc_campaign_start_level (campaign, 6, seed, NULL);

      g_assert_true (carc_mists_setup_get_house_marks (carc_game_get_setup (game)));
      play_to_the_end (campaign, game, seed);
      if (carc_campaign_get_status (campaign, 6) == CARC_LEVEL_WON)
        break;
    }
  g_test_message ("won by the house rule with seed %" G_GUINT64_FORMAT, seed);
  g_assert_cmpint (carc_campaign_get_status (campaign, 6), ==, CARC_LEVEL_WON);
  g_assert_true (carc_campaign_get_won_by_house (campaign, 6));
  record = contents_of (folder, "campaign.xml");
  g_assert_nonnull (strstr (record, "<team people=\"1\" colours=\"0 1 2 3\" house-marks=\"true\"/>"));
  g_assert_nonnull (strstr (record, "won=\"true\" house-marks=\"true\"/>"));
  again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_true (carc_campaign_get_house_marks (again));
  g_assert_true (carc_campaign_get_won_by_house (again, 6));

  /* A won level 6 by the rulebook's marks (another instance's) wins over. */
  g_clear_object (&again);
  put (folder, "campaign.xml.backup", "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                      "<level number=\"6\" attempts=\"1\" best=\"50\" won=\"true\"/>"
                                      "</carcassonne-campaign>");
  again = carc_campaign_new (folder, carc_mists_get_module ()->campaign);
  g_assert_cmpint (carc_campaign_get_status (again, 6), ==, CARC_LEVEL_WON);
  g_assert_false (carc_campaign_get_won_by_house (again, 6));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/model/game/notify-once", test_notify_once);
  g_test_add_func ("/model/game/players-and-signals", test_players_and_signals);
  g_test_add_func ("/model/game/scored-feature-tiles", test_scored_feature_tiles);
  g_test_add_func ("/model/game/refusal-changes-nothing", test_refusal_changes_nothing);
  g_test_add_func ("/model/game/saved-point", test_saved_point);
  g_test_add_func ("/model/game/choices", test_choices);
  g_test_add_func ("/model/campaign/win-unlock-restart-continue", test_campaign_progress);
  g_test_add_func ("/model/campaign/end-undone", test_campaign_end_undone);
  g_test_add_func ("/model/campaign/broken-file-kept-aside", test_campaign_broken_file);
  g_test_add_func ("/model/campaign/broken-level-game-kept-aside", test_campaign_broken_level_game);
  g_test_add_func ("/model/campaign/backup-restores-won-levels", test_campaign_backup_restores);
  g_test_add_func ("/model/campaign/newer-version-left-in-place", test_campaign_newer_version);
  g_test_add_func ("/model/campaign/full-disk-restore", test_campaign_full_disk_restore);
  g_test_add_func ("/model/campaign/missing-restores", test_campaign_missing_restores);
  g_test_add_func ("/model/campaign/broken-backup-kept", test_campaign_broken_backup_kept);
  g_test_add_func ("/model/campaign/breaks-while-running", test_campaign_breaks_while_running);
  g_test_add_func ("/model/campaign/slow-write-keeps-other", test_campaign_slow_write_keeps_other);
  g_test_add_func ("/model/campaign/two-instances", test_campaign_two_instances);
  g_test_add_func ("/model/campaign/unreadable-backup-and-newer", test_campaign_unreadable_backup_and_newer);
  g_test_add_func ("/model/campaign/attempts-at-limit", test_campaign_attempts_at_limit);
  g_test_add_func ("/model/campaign/house-marks", test_campaign_house_marks);

  return g_test_run ();
}
