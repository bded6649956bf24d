/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcSession: the player's game is copied to the autosave after every
 * change and the campaign's level kept by the campaign, both written in
 * the writer's workers so that a move never waits for the disk; a failed
 * write leaves the old file and is said once per reason; the campaign
 * with a writer records a level's end once and reads its files back only
 * after the writes queued. */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "carc-game-private.h"
#include "carc-mists-team.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-session.h"
#include "carc-table.h"
#include "carc-test-util.h"

static const char * const names[] = { "Anna", "Ben", NULL };
static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };

static CarcGame *
classic_game (guint64 seed)
{
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, seed);

  return carc_game_new (setup, names, colours);
}

/* A turn of the classic game: the first cell the tile fits, no figure
 * (only the figure step when the tile is placed already). */
static void
play_turn (CarcGame *game)
{
  if (carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
    {
      g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
      return;
    }
  for (guint rotation = 0; rotation < 4; rotation++)
    {
      g_autoptr(GArray) placements = carc_game_list_placements (game, rotation);

      if (placements->len > 0)
        {
          const CarcAction *a = &g_array_index (placements, CarcAction, 0);

          g_assert_cmpint (carc_game_place_tile (game, a->x, a->y, a->rotation), ==, CARC_OK);
          g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
          return;
        }
    }
  g_assert_not_reached ();
}

/* One move of the cooperative team, as the greedy team plays it. */
static void
play_team_move (CarcGame *game,
                CarcRng  *rng)
{
  CarcAction a;

  carc_mists_team_choose (carc_game_peek_state (game), rng, &a);
  g_assert_cmpint (carc_game_choose_action (game, &a), ==, CARC_OK);
}

static char *
new_folder (void)
{
  return g_dir_make_tmp ("carc-session-XXXXXX", NULL);
}

/* Removes @dir, its files and the files of its subfolders. */
static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_folder (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static GBytes *
bytes_of (GFile *file)
{
  return g_file_load_bytes (file, NULL, NULL, NULL);
}

/* @saved holds exactly @game: its players, its log and its cursor. */
static void
assert_saved_is (CarcSavedGame *saved,
                 CarcGame      *game)
{
  CarcHistory *history = carc_game_peek_history (game);

  g_assert_nonnull (saved);
  g_assert_cmpuint (saved->n_players, ==, carc_game_get_n_players (game));
  for (guint p = 0; p < saved->n_players; p++)
    {
      g_assert_cmpstr (saved->players[p].name, ==, carc_player_get_name (carc_game_get_player (game, p)));
      g_assert_cmpstr (saved->players[p].colour, ==, carc_player_get_colour (carc_game_get_player (game, p)));
    }
  g_assert_cmpuint (saved->cursor, ==, carc_history_get_cursor (history));
  g_assert_cmpuint (saved->actions->len, ==, carc_history_get_length (history));
  for (guint i = 0; i < saved->actions->len; i++)
    {
      CarcAction logged = carc_action_normalize (carc_history_get_action (history, i));

      g_assert_true (carc_action_equal (&g_array_index (saved->actions, CarcAction, i), &logged));
    }
  g_assert_cmpuint (saved->turn, ==, carc_game_get_turn (game));
  g_assert_cmpuint (saved->tiles_left, ==, carc_game_get_tiles_left (game));
}

static CarcSavedGame *
read_save (GFile *file)
{
  g_autoptr(GError) error = NULL;
  CarcSavedGame *saved = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);

  g_assert_no_error (error);
  return saved;
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
failed_cb (CarcSession *session,
           const char  *message,
           GPtrArray   *said)
{
  g_ptr_array_add (said, g_strdup (message));
}

/* A player's game: the autosave holds it after set_game and after every
 * move; the property notifies once per change; NULL leaves the autosave
 * alone. */
static void
test_autosave_every_move (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = carc_session_new (folder);
  g_autoptr(CarcGame) game = classic_game (11);
  g_autoptr(GFile) expected = g_file_get_child (folder, "autosave.carcassonne");
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  GFile *autosave = carc_session_get_autosave_file (session);
  guint game_notes = 0, campaign_notes = 0;

  g_assert_true (g_file_equal (autosave, expected));
  g_assert_true (g_file_equal (carc_session_get_folder (session), folder));
  g_assert_true (g_file_equal (carc_campaign_get_folder (carc_session_get_campaign (session)), folder));
  g_signal_connect (session, "notify::game", G_CALLBACK (count_cb), &game_notes);
  g_signal_connect (session, "notify::plays-campaign", G_CALLBACK (count_cb), &campaign_notes);
  g_signal_connect (session, "write-failed", G_CALLBACK (failed_cb), said);

  carc_session_set_game (session, game);
  g_assert_true (carc_session_get_game (session) == game);
  g_assert_false (carc_session_get_plays_campaign (session));
  g_assert_cmpuint (game_notes, ==, 1);
  g_assert_cmpuint (campaign_notes, ==, 0);
  carc_session_flush (session);
  {
    g_autoptr(CarcSavedGame) saved = read_save (autosave);

    assert_saved_is (saved, game);
    g_assert_cmpuint (saved->cursor, ==, 0);
  }

  for (guint turn = 0; turn < 6; turn++)
    {
      g_autoptr(CarcSavedGame) saved = NULL;

      play_turn (game);
      carc_session_flush (session);
      saved = read_save (autosave);
      assert_saved_is (saved, game);
      g_assert_cmpuint (saved->cursor, ==, 2 * (turn + 1));
    }
  g_assert_true (carc_game_undo (game));
  carc_session_flush (session);
  {
    g_autoptr(CarcSavedGame) saved = read_save (autosave);

    assert_saved_is (saved, game);
    g_assert_cmpuint (saved->cursor, ==, 11);
  }

  /* The same game again: no notification, written once more. */
  carc_session_set_game (session, game);
  g_assert_cmpuint (game_notes, ==, 1);
  g_assert_true (carc_file_writer_get_busy (carc_session_get_writer (session)));
  carc_session_flush (session);

  /* No game: the autosave keeps the last one. */
  {
    g_autoptr(GBytes) before = bytes_of (autosave);
    g_autoptr(GBytes) after = NULL;

    carc_session_set_game (session, NULL);
    g_assert_null (carc_session_get_game (session));
    g_assert_cmpuint (game_notes, ==, 2);
    g_assert_false (carc_file_writer_get_busy (carc_session_get_writer (session)));
    /* The game left behind changes nothing any more. */
    play_turn (game);
    g_assert_false (carc_file_writer_get_busy (carc_session_get_writer (session)));
    after = bytes_of (autosave);
    g_assert_true (g_bytes_equal (before, after));
  }
  g_assert_cmpuint (said->len, ==, 0);
  g_clear_object (&session);
  remove_folder (dir);
}

/* With a slow disk a move returns at once: right after it the autosave
 * still holds the game before the move and the writer is busy; flush
 * brings the game after it. */
static void
test_move_does_not_wait (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = carc_session_new (folder);
  g_autoptr(CarcGame) game = classic_game (12);
  CarcFileWriter *writer = carc_session_get_writer (session);
  GFile *autosave = carc_session_get_autosave_file (session);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) right_after = NULL;

  carc_session_set_game (session, game);
  carc_session_flush (session);
  before = bytes_of (autosave);
  g_assert_nonnull (before);

  /* The disk held: a move that waited for the write would never end. */
  carc_file_writer_hold (writer);
  play_turn (game);
  g_assert_true (carc_file_writer_get_busy (writer));
  right_after = bytes_of (autosave);
  g_assert_true (g_bytes_equal (before, right_after));

  carc_session_flush (session);
  g_assert_false (carc_file_writer_get_busy (writer));
  {
    g_autoptr(CarcSavedGame) saved = read_save (autosave);

    assert_saved_is (saved, game);
    g_assert_cmpuint (saved->cursor, ==, 2);
  }
  g_clear_object (&session);
  remove_folder (dir);
}

/* Dropping the session writes what it queued: nothing is lost when the
 * window closes. */
static void
test_dispose_flushes (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = carc_session_new (folder);
  g_autoptr(CarcGame) game = classic_game (13);
  g_autoptr(GFile) autosave = g_object_ref (carc_session_get_autosave_file (session));
  g_autoptr(CarcSavedGame) saved = NULL;

  carc_file_writer_hold (carc_session_get_writer (session));
  carc_session_set_game (session, game);
  play_turn (game);
  play_turn (game);
  g_assert_false (g_file_query_exists (autosave, NULL));
  g_clear_object (&session);
  saved = read_save (autosave);
  assert_saved_is (saved, game);
  g_assert_cmpuint (saved->cursor, ==, 4);
  remove_folder (dir);
}

/* Makes every write past 64 bytes fail, as a full disk would (EFBIG
 * instead of ENOSPC), or undoes it. */
static void
limit_writes (gboolean limit)
{
  static struct rlimit saved;
  static gboolean have_saved;
  struct rlimit limited;

  if (!have_saved)
    {
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
      have_saved = TRUE;
    }
  limited = saved;
  if (limit)
    limited.rlim_cur = 64;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limited), ==, 0);
}

/* Writes that fail leave the old autosave byte for byte.  Two failures
 * for one reason are said once, again after a write that succeeded, and
 * a new reason at once; the campaign's failures are said apart from the
 * autosave's, and its backup's not at all.  (In a subprocess: the limit
 * on file sizes is the whole process's, output included.) */
static void
test_write_failed_once_per_reason (void)
{
  static const char old[] = "the old autosave\0with a zero byte";
  g_autofree char *dir = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(CarcSession) session = NULL;
  g_autoptr(CarcGame) game = classic_game (14);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GBytes) old_bytes = g_bytes_new_static (old, sizeof old);
  g_autofree char *autosave_name = NULL;
  g_autoptr(GFile) level_game = NULL;
  CarcGame *level;
  GFile *autosave;
  CarcRng rng;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  dir = new_folder ();
  folder = g_file_new_for_path (dir);
  session = carc_session_new (folder);
  autosave = carc_session_get_autosave_file (session);
  autosave_name = g_file_get_parse_name (autosave);
  g_assert_true (g_file_replace_contents (autosave, old, sizeof old, NULL, FALSE, G_FILE_CREATE_NONE,
                                          NULL, NULL, NULL));
  g_signal_connect (session, "write-failed", G_CALLBACK (failed_cb), said);

  limit_writes (TRUE);
  carc_session_set_game (session, game);
  carc_session_flush (session);
  play_turn (game);
  carc_session_flush (session);
  play_turn (game);
  carc_session_flush (session);
  limit_writes (FALSE);
  g_assert_cmpuint (said->len, ==, 1);
  g_assert_true (g_str_has_prefix (said->pdata[0], "Could not save “"));
  g_assert_nonnull (strstr (said->pdata[0], autosave_name));
  {
    g_autoptr(GBytes) now = bytes_of (autosave);

    g_assert_true (g_bytes_equal (now, old_bytes));
  }

  /* A write that succeeds, then the same reason again: said again. */
  play_turn (game);
  carc_session_flush (session);
  g_assert_cmpuint (said->len, ==, 1);
  {
    g_autoptr(CarcSavedGame) saved = read_save (autosave);

    assert_saved_is (saved, game);
  }
  limit_writes (TRUE);
  play_turn (game);
  carc_session_flush (session);
  play_turn (game);
  carc_session_flush (session);
  limit_writes (FALSE);
  g_assert_cmpuint (said->len, ==, 2);
  g_assert_true (g_str_has_prefix (said->pdata[1], "Could not save “"));

  /* Another reason: a folder in the autosave's place. */
  {
    g_autofree char *path = g_file_get_path (autosave);
    g_autofree char *inside = g_build_filename (path, "something", NULL);

    g_assert_cmpint (g_unlink (path), ==, 0);
    g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
    g_assert_true (g_file_set_contents (inside, "x", -1, NULL));
    play_turn (game);
    carc_session_flush (session);
    g_assert_cmpuint (said->len, ==, 3);
    g_assert_nonnull (strstr (said->pdata[2], autosave_name));
    play_turn (game);
    carc_session_flush (session);
    g_assert_cmpuint (said->len, ==, 3);
  }

  /* The campaign's failures are said apart from the autosave's: its
   * game, progress and backup failing at once are said once, and after a
   * write that succeeded nothing more. */
  level_game = g_file_get_child (folder, "campaign-game.carcassonne");
  limit_writes (TRUE);
  level = carc_session_start_level (session, 1, 3, NULL);
  g_assert_nonnull (level);
  carc_session_flush (session);
  carc_rng_init (&rng, 3);
  play_team_move (level, &rng);
  carc_session_flush (session);
  limit_writes (FALSE);
  g_assert_cmpuint (said->len, ==, 4);
  g_assert_nonnull (strstr (said->pdata[3], "campaign"));
  g_assert_false (g_file_query_exists (level_game, NULL));
  play_team_move (level, &rng);
  carc_session_flush (session);
  g_assert_cmpuint (said->len, ==, 4);
  {
    g_autoptr(CarcSavedGame) saved = read_save (level_game);

    assert_saved_is (saved, level);
  }
  g_clear_object (&session);
  remove_folder (dir);
}

/* A level started through the session: the campaign keeps it (the
 * autosave is not written), its end is counted once, and the level file
 * goes. */
static void
test_level_kept_by_campaign (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = carc_session_new (folder);
  g_autoptr(GFile) level_file = g_file_get_child (folder, "campaign-game.carcassonne");
  g_autoptr(GFile) record_file = g_file_get_child (folder, "campaign.xml");
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  CarcCampaign *campaign = carc_session_get_campaign (session);
  CarcGame *game;
  guint campaign_notes = 0, game_notes = 0, moves = 0;
  CarcRng rng;

  g_signal_connect (session, "notify::plays-campaign", G_CALLBACK (count_cb), &campaign_notes);
  g_signal_connect (session, "notify::game", G_CALLBACK (count_cb), &game_notes);
  g_signal_connect (session, "write-failed", G_CALLBACK (failed_cb), said);
  /* A backup that cannot be written is not the player's concern. */
  {
    g_autofree char *backup = g_build_filename (dir, "campaign.xml.backup", NULL);
    g_autofree char *inside = g_build_filename (backup, "in-the-way", NULL);

    g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);
    g_assert_true (g_file_set_contents (inside, "", 0, NULL));
  }
  g_assert_null (carc_session_start_level (session, 2, 5, NULL));
  g_assert_cmpuint (game_notes, ==, 0);

  carc_file_writer_hold (carc_session_get_writer (session));
  game = carc_session_start_level (session, 1, 5, NULL);
  g_assert_nonnull (game);
  g_assert_true (carc_session_get_game (session) == game);
  g_assert_true (carc_session_get_plays_campaign (session));
  g_assert_cmpuint (campaign_notes, ==, 1);
  g_assert_cmpuint (game_notes, ==, 1);
  /* Queued, not yet on disk. */
  g_assert_true (carc_file_writer_get_busy (carc_session_get_writer (session)));
  g_assert_false (g_file_query_exists (level_file, NULL));
  carc_session_flush (session);
  {
    g_autoptr(CarcSavedGame) saved = read_save (level_file);
    g_autoptr(CarcCampaign) on_disk = carc_campaign_new (folder, carc_mists_get_module ()->campaign);

    assert_saved_is (saved, game);
    g_assert_cmpuint (carc_campaign_get_current_level (on_disk), ==, 1);
  }
  g_assert_true (g_file_query_exists (record_file, NULL));

  carc_rng_init (&rng, 5);
  while (!carc_game_get_game_over (game))
    {
      play_team_move (game, &rng);
      if (++moves % 25 == 0)
        {
          g_autoptr(CarcSavedGame) saved = NULL;

          carc_session_flush (session);
          saved = read_save (level_file);
          assert_saved_is (saved, game);
        }
    }
  carc_session_flush (session);
  g_assert_false (g_file_query_exists (level_file, NULL));
  g_assert_false (g_file_query_exists (carc_session_get_autosave_file (session), NULL));
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 1);
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 0);

  /* The game over is kept again (the window shows it again): still one
   * attempt, on disk too. */
  g_assert_true (carc_campaign_save_game (campaign, game, NULL));
  carc_session_flush (session);
  {
    g_autoptr(CarcCampaign) on_disk = carc_campaign_new (folder, carc_mists_get_module ()->campaign);

    g_assert_cmpuint (carc_campaign_get_attempts (on_disk, 1), ==, 1);
    g_assert_cmpuint (carc_campaign_get_current_level (on_disk), ==, 0);
    g_assert_cmpuint (carc_campaign_get_best (on_disk, 1), ==,
                      carc_mists_get_progress (carc_game_peek_state (game)));
    g_assert_cmpint (carc_campaign_get_status (on_disk, 1), ==, carc_campaign_get_status (campaign, 1));
  }

  /* A player's game after the level: the autosave, not the campaign. */
  {
    g_autoptr(CarcGame) classic = classic_game (15);

    carc_session_set_game (session, classic);
    g_assert_false (carc_session_get_plays_campaign (session));
    g_assert_cmpuint (campaign_notes, ==, 2);
    play_turn (classic);
    carc_session_flush (session);
    g_assert_true (g_file_query_exists (carc_session_get_autosave_file (session), NULL));
    g_assert_false (g_file_query_exists (level_file, NULL));
  }
  g_assert_cmpuint (said->len, ==, 0);
  g_clear_object (&session);
  remove_folder (dir);
}

/* Resuming reads the level file only after the writes queued: the game
 * comes back as the last move left it, however slow the disk. */
static void
test_resume_after_queued_writes (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = carc_session_new (folder);
  g_autoptr(CarcGame) left = NULL;
  CarcGame *game, *resumed;
  CarcRng rng;

  game = carc_session_start_level (session, 1, 9, NULL);
  g_assert_nonnull (game);
  g_assert_true (carc_session_resume_level (session, NULL) == game);

  carc_rng_init (&rng, 9);
  carc_file_writer_hold (carc_session_get_writer (session));
  for (guint i = 0; i < 6; i++)
    play_team_move (game, &rng);
  g_assert_true (carc_file_writer_get_busy (carc_session_get_writer (session)));
  left = g_object_ref (game);
  carc_session_set_game (session, NULL);
  g_assert_false (carc_session_get_plays_campaign (session));

  resumed = carc_session_resume_level (session, NULL);
  g_assert_nonnull (resumed);
  g_assert_true (resumed != left);
  g_assert_true (carc_session_get_game (session) == resumed);
  g_assert_true (carc_session_get_plays_campaign (session));
  g_assert_null (carc_game_get_file (resumed));
  g_assert_cmpuint (carc_history_get_cursor (carc_game_peek_history (resumed)), ==,
                    carc_history_get_cursor (carc_game_peek_history (left)));
  g_assert_cmpuint (carc_game_get_n_placed (resumed), ==, carc_game_get_n_placed (left));
  g_clear_object (&session);
  remove_folder (dir);
}

/* Progress of a newer version with a writer: nothing is ever queued, so
 * its files stay as they are. */
static void
test_campaign_writer_newer_version (void)
{
  static const char newer[] = "<carcassonne-campaign format=\"3\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                              "<level number=\"1\" attempts=\"1\" best=\"60\" won=\"true\"/><future/>"
                              "</carcassonne-campaign>";
  static const char level[] = "a newer version's level in progress";
  g_autofree char *dir = new_folder ();
  g_autofree char *record_path = g_build_filename (dir, "campaign.xml", NULL);
  g_autofree char *level_path = g_build_filename (dir, "campaign-game.carcassonne", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = NULL;
  g_autofree char *record_after = NULL;
  g_autofree char *level_after = NULL;
  CarcFileWriter *writer;
  CarcGame *game;
  CarcRng rng;

  g_assert_true (g_file_set_contents (record_path, newer, -1, NULL));
  g_assert_true (g_file_set_contents (level_path, level, -1, NULL));
  session = carc_session_new (folder);
  writer = carc_session_get_writer (session);
  g_assert_nonnull (carc_campaign_get_notice (carc_session_get_campaign (session)));
  game = carc_session_start_level (session, 1, 5, NULL);
  g_assert_nonnull (game);
  g_assert_false (carc_file_writer_get_busy (writer));
  carc_rng_init (&rng, 5);
  while (!carc_game_get_game_over (game))
    {
      play_team_move (game, &rng);
      g_assert_false (carc_file_writer_get_busy (writer));
    }
  /* Counted in memory only (the newer file was not read). */
  g_assert_cmpuint (carc_campaign_get_attempts (carc_session_get_campaign (session), 1), ==, 1);
  g_clear_object (&session);
  g_assert_true (g_file_get_contents (record_path, &record_after, NULL, NULL));
  g_assert_true (g_file_get_contents (level_path, &level_after, NULL, NULL));
  g_assert_cmpstr (record_after, ==, newer);
  g_assert_cmpstr (level_after, ==, level);
  remove_folder (dir);
}

/* What a write killed half-way leaves: the start of a document. */
static const char cut_short[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<carcassonne-save format=\"3\"><pla";

/* Writes @text (the start of a document cut short when NULL) as @name in
 * @folder, last changed @age seconds ago. */
static void
put_text_aged (GFile      *folder,
               const char *name,
               const char *text,
               guint64     age)
{
  g_autoptr(GFile) file = g_file_get_child (folder, name);

  text = text != NULL ? text : cut_short;
  g_assert_true (g_file_replace_contents (file, text, strlen (text), NULL, FALSE, 0, NULL, NULL, NULL));
  g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                              g_get_real_time () / G_USEC_PER_SEC - age,
                                              G_FILE_QUERY_INFO_NONE, NULL, NULL));
}

static void
put_aged (GFile      *folder,
          const char *name,
          guint64     age)
{
  put_text_aged (folder, name, NULL, age);
}

static gboolean
exists (GFile      *folder,
        const char *name)
{
  g_autoptr(GFile) file = g_file_get_child (folder, name);

  return g_file_query_exists (file, NULL);
}

/* What a writer killed mid-write left (the temporary files of the
 * autosave and of the campaign's files) goes at the next start; a write
 * under way in another instance (a young temporary file), a kept-aside
 * file and the player's other files stay. */
static void
test_leftovers_removed (void)
{
  g_autofree char *dir = new_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(CarcSession) session = NULL;
  static const char * const gone[] = {
    "autosave.carcassonne.Ab12Cd", "campaign.xml.x9Y8z7", "campaign.xml.backup.QQQQQQ",
    "campaign-game.carcassonne.0a0a0a",
  };
  static const char * const kept[] = {
    "autosave.carcassonne.unreadable", "autosave.carcassonne.A-12Cd", "my.carcassonne.Ab12Cd",
    "autosave.carcassonne.Ab12C", "campaign.xml.backup", "campaign.xml.mycopy",
  };

  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    put_aged (folder, gone[i], 3600);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    put_aged (folder, kept[i], 3600);
  /* A real backup (its name is six small letters, as a temporary file's
   * might be): never taken for a leftover. */
  {
    g_autoptr(GFile) backup = g_file_get_child (folder, "campaign.xml.backup");
    static const char progress[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                   "<level number=\"1\" attempts=\"1\" best=\"51\" won=\"true\"/></carcassonne-campaign>";

    g_assert_true (g_file_replace_contents (backup, progress, strlen (progress), NULL, FALSE, 0, NULL, NULL, NULL));
    g_assert_true (g_file_set_attribute_uint64 (backup, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                g_get_real_time () / G_USEC_PER_SEC - 3600,
                                                G_FILE_QUERY_INFO_NONE, NULL, NULL));
  }
  put_aged (folder, "autosave.carcassonne.Young1", 0);
  /* Named as a temporary file might be, but a whole document or the
   * player's own text: a copy the player made, which stays. */
  put_text_aged (folder, "autosave.carcassonne.Copy01",
                 "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<carcassonne-save format=\"3\"/>", 3600);
  put_text_aged (folder, "campaign.xml.BACKUP", "player data", 3600);
  put_text_aged (folder, "campaign.xml.restored.Zz9Zz9", "", 3600);
  session = carc_session_new (folder);
  g_assert_true (exists (folder, "autosave.carcassonne.Copy01"));
  g_assert_true (exists (folder, "campaign.xml.BACKUP"));
  g_assert_false (exists (folder, "campaign.xml.restored.Zz9Zz9"));
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    g_assert_false (exists (folder, gone[i]));
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    g_assert_true (exists (folder, kept[i]));
  g_assert_true (exists (folder, "autosave.carcassonne.Young1"));
  g_assert_cmpint (carc_campaign_get_status (carc_session_get_campaign (session), 1), ==, CARC_LEVEL_WON);
}

/* A hosted game's record that cannot be read is said (the error names
 * where it went) and kept aside with what it held, never written over;
 * no record, or another game's, is no error and stays. */
static void
test_hosted_record_broken (void)
{
  static const char * const broken[] = {
    "[game\nseed=1\n",
    "[game]\nseed=%s\nport=70000\n",
    "[game]\nseed=%s\naddress=\nport=7447\n[seat 0]\nname=Anna\ncolour=#d0312d\ntoken=secret\n",
    /* The same secret for two seats: either's link would join both. */
    "[game]\nseed=%s\naddress=\nport=7447\n[seat 0]\nname=Anna\ncolour=#d0312d\n"
    "token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n"
    "[seat 1]\nname=Ben\ncolour=#2e8b3a\n"
    "token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n",
  };
  g_autofree char *path = g_dir_make_tmp ("carc-record-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GFile) file = g_file_get_child (folder, "hosted-game.ini");
  g_autoptr(GFile) aside = g_file_get_child (folder, "hosted-game.ini.unreadable");
  g_autoptr(CarcGame) game = classic_game (7);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, carc_setup_get_seed (carc_game_get_setup (game)));
  g_autofree char *address = NULL;
  g_auto(GStrv) tokens = NULL;
  guint port = 0;
  g_autoptr(GError) error = NULL;

  g_assert_false (carc_table_read_record (folder, game, &address, &port, &tokens, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (g_file_peek_path (file), "[game]\nseed=12345678\nport=7447\n", -1, NULL));
  g_assert_false (carc_table_read_record (folder, game, &address, &port, &tokens, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_query_exists (file, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *text = g_strdup_printf (broken[i], seed);
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));
      g_assert_false (carc_table_read_record (folder, game, &address, &port, &tokens, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, g_file_peek_path (aside)));
      g_clear_error (&error);
      g_assert_false (g_file_query_exists (file, NULL));
      g_assert_true (g_file_get_contents (g_file_peek_path (aside), &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, text);
      g_assert_true (g_file_delete (aside, NULL, NULL));
    }
  g_assert_null (tokens);
  g_assert_true (g_file_delete (folder, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/model/session/autosave-every-move", test_autosave_every_move);
  g_test_add_func ("/model/session/leftovers-removed", test_leftovers_removed);
  g_test_add_func ("/model/session/move-does-not-wait", test_move_does_not_wait);
  g_test_add_func ("/model/session/dispose-flushes", test_dispose_flushes);
  g_test_add_func ("/model/session/write-failed-once-per-reason", test_write_failed_once_per_reason);
  g_test_add_func ("/model/session/level-kept-by-campaign", test_level_kept_by_campaign);
  g_test_add_func ("/model/session/resume-after-queued-writes", test_resume_after_queued_writes);
  g_test_add_func ("/model/campaign/writer-leaves-newer-version", test_campaign_writer_newer_version);
  g_test_add_func ("/model/table/hosted-record-broken", test_hosted_record_broken);

  return g_test_run ();
}
