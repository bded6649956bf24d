/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Saved games: save and load give the identical game at every step of many
 * random games (undo position and redo tail included); every hostile or
 * broken file in tests/data/bad-saves/ is refused with its own message and
 * touches nothing; files of earlier versions keep loading. */
#include "config.h"

#include <glib/gstdio.h>

#include "carc-mists.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-test-util.h"

static const char * const names[] = { "Anna", "Ben", "Cyril", "Dana", "Eva", "Filip", NULL };
static const char * const colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#9a9a9a", NULL };

static CarcHistory *
round_trip (CarcHistory *history)
{
  g_autoptr(CarcSavedGame) saved = carc_saved_game_new (history, names, colours);
  gsize length;
  g_autofree char *xml = carc_save_to_xml (saved, &length);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&xml), length);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) loaded = carc_save_from_bytes (bytes, "round-trip", carc_save_builtin_tile_sets,
                                                          NULL, &error);
  CarcHistory *copy;

  g_assert_no_error (error);
  g_assert_cmpuint (loaded->n_players, ==, saved->n_players);
  for (guint p = 0; p < loaded->n_players; p++)
    {
      g_assert_cmpstr (loaded->players[p].name, ==, names[p]);
      g_assert_cmpstr (loaded->players[p].colour, ==, colours[p]);
    }
  copy = carc_saved_game_to_history (loaded, &error);
  g_assert_no_error (error);
  return copy;
}

/* The same log, cursor, decision and scores; with @full, the whole state
 * text too (the state is a function of the log, so the cheap check at
 * every step and the full one now and then cover it). */
static void
assert_same (CarcHistory *a,
             CarcHistory *b,
             gboolean     full)
{
  CarcState *sa = carc_history_get_state (a), *sb = carc_history_get_state (b);
  guint players = carc_setup_get_n_players (carc_history_get_setup (a));

  if (full)
    {
      g_autofree char *da = test_dump (sa);
      g_autofree char *db = test_dump (sb);

      g_assert_cmpstr (da, ==, db);
    }
  g_assert_cmpint (carc_state_get_decision (sa)->kind, ==, carc_state_get_decision (sb)->kind);
  g_assert_cmpuint (carc_state_get_decision (sa)->player, ==, carc_state_get_decision (sb)->player);
  g_assert_cmpuint (carc_state_get_decision (sa)->tile_type, ==, carc_state_get_decision (sb)->tile_type);
  g_assert_cmpuint (carc_state_get_n_tiles (sa), ==, carc_state_get_n_tiles (sb));
  for (guint p = 0; p < players; p++)
    g_assert_cmpuint (carc_state_get_score (sa, p), ==, carc_state_get_score (sb, p));
  g_assert_cmpuint (carc_history_get_cursor (a), ==, carc_history_get_cursor (b));
  g_assert_cmpuint (carc_history_get_length (a), ==, carc_history_get_length (b));
  for (guint i = 0; i < carc_history_get_length (a); i++)
    g_assert_true (carc_action_equal (carc_history_get_action (a, i), carc_history_get_action (b, i)));
}

static void
test_round_trip_every_step (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_games = g_test_slow () ? 5000 : 1000;
  guint64 checks = 0;

  for (guint g = 0; g < n_games; g++)
    {
      guint variants = (g % 4 == 1) ? CARC_VARIANT_NO_FARMERS
                     : (g % 4 == 2) ? CARC_VARIANT_FIRST_EDITION_CITY | CARC_VARIANT_FIRST_EDITION_FARMERS : 0;
      g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2 + g % 5, variants, 100 + g);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      CarcRng rng;

      carc_rng_init (&rng, g);
      for (;;)
        {
          g_autoptr(CarcHistory) copy = round_trip (history);

          assert_same (history, copy, checks % 8 == 0 || carc_state_is_over (carc_history_get_state (history)));
          checks++;

          /* Now and then leave a redo tail, and check that redo behaves
           * the same after the reload. */
          if (g % 10 == 0 && carc_history_get_cursor (history) > 3 && carc_rng_range (&rng, 8) == 0)
            {
              g_autoptr(CarcHistory) undone = NULL;

              carc_history_undo (history);
              carc_history_undo (history);
              undone = round_trip (history);
              assert_same (history, undone, TRUE);
              g_assert_true (carc_history_can_redo (undone));
              carc_history_redo (history);
              carc_history_redo (undone);
              assert_same (history, undone, TRUE);
              carc_history_redo (history);
            }

          if (carc_state_is_over (carc_history_get_state (history)))
            break;
          carc_state_list_actions (carc_history_get_state (history), actions);
          g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction,
                                                                         carc_rng_range (&rng, actions->len))),
                           ==, CARC_OK);
        }
    }
  g_test_message ("%" G_GUINT64_FORMAT " round trips over %u games", checks, n_games);
}

/* Each cooperative level: save then load gives the identical state, the
 * module's own (ghosts, cemeteries, hounds, piles) included, in the middle
 * of a game and at its end, over 1,000 random games per level. */
static void
test_cooperative_round_trip (gconstpointer data)
{
  guint level = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("mists", &error);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  g_assert_no_error (error);
  for (guint g = 0; g < 1000; g++)
    {
      g_autoptr(CarcSetup) setup = carc_mists_setup_new (tiles, 1 + g % 5, level, 7000 + g);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      CarcRng rng;
      guint stop;

      carc_rng_init (&rng, g);
      stop = 1 + carc_rng_range (&rng, 80);
      for (guint step = 0;; step++)
        {
          gboolean over = carc_state_is_over (carc_history_get_state (history));

          if (step == stop || over)
            {
              g_autoptr(CarcHistory) copy = round_trip (history);

              assert_same (history, copy, TRUE);
            }
          if (over)
            break;
          carc_state_list_actions (carc_history_get_state (history), actions);
          g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction,
                                                                         carc_rng_range (&rng, actions->len))),
                           ==, CARC_OK);
        }
    }
}

static CarcIoError
code_from_name (const char *name)
{
  if (g_str_equal (name, "MALFORMED"))
    return CARC_IO_ERROR_MALFORMED;
  if (g_str_equal (name, "INVALID"))
    return CARC_IO_ERROR_INVALID;
  if (g_str_equal (name, "NEWER_VERSION"))
    return CARC_IO_ERROR_NEWER_VERSION;
  if (g_str_equal (name, "TOO_LARGE"))
    return CARC_IO_ERROR_TOO_LARGE;
  g_assert_not_reached ();
}

/* Each file gives its own error, and a game in memory stays as it was. */
static void
test_bad_saves (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "bad-saves", NULL);
  g_autofree char *index_path = g_build_filename (dir, "expected.txt", NULL);
  g_autofree char *index = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 1);
  g_autoptr(CarcHistory) current = carc_history_new (setup);
  g_autofree char *before = NULL;
  guint n_files = 0;

  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  {
    g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

    for (guint i = 0; i < 20; i++)
      {
        carc_state_list_actions (carc_history_get_state (current), actions);
        carc_history_apply (current, &g_array_index (actions, CarcAction, 0));
      }
  }
  before = test_dump (carc_history_get_state (current));

  lines = g_strsplit (index, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSavedGame) game = NULL;
      g_auto(GStrv) codes = NULL;
      gboolean code_ok = FALSE;

      if (*lines[i] == '\0' || *lines[i] == '#')
        continue;
      fields = g_strsplit (lines[i], "|", 3);
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      path = g_build_filename (dir, fields[0], NULL);
      file = g_file_new_for_path (path);
      game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
      g_test_message ("%s: %s", fields[0], error ? error->message : "(loaded!)");
      g_assert_null (game);
      g_assert_nonnull (error);
      g_assert_true (error->domain == CARC_IO_ERROR);
      codes = g_strsplit (fields[1], ",", -1);
      for (guint c = 0; codes[c] != NULL; c++)
        code_ok |= error->code == (int) code_from_name (codes[c]);
      g_assert_true (code_ok);
      g_assert_nonnull (strstr (error->message, fields[0]));  /* names the file */
      g_assert_nonnull (strstr (error->message, "line"));     /* and the line */
      g_assert_nonnull (strstr (error->message, fields[2]));
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 25);

  {
    g_autofree char *after = test_dump (carc_history_get_state (current));

    g_assert_cmpstr (before, ==, after);
  }
}

/* A 100 MB file is refused by its size, before it is read. */
static void
test_huge_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-huge-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  FILE *f = fopen (path, "w");

  g_assert_nonnull (f);
  fputs ("<?xml version=\"1.0\"?><carcassonne-game format=\"1\">", f);
  g_assert_cmpint (fseek (f, 100 * 1024 * 1024, SEEK_SET), ==, 0); /* sparse */
  fputs ("</carcassonne-game>", f);
  fclose (f);

  g_assert_null (carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error));
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE);
  g_remove (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *file;
  guint       players;
  guint       moves;
  guint       cursor;
  guint       scores[4];
  gboolean    over;
} Fixture;

/* Files written by format 1 must always load, to the same game; and so
 * must format 2's (a River game). */
static void
test_old_versions (void)
{
  static const Fixture fixtures[] = {
    { "format1-midgame.xml", 3, 60, 60, { 2, 3, 0 }, FALSE },
    { "format1-undone.xml", 3, 60, 52, { 2, 3, 0 }, FALSE },
    { "format1-finished.xml", 2, 95, 95, { 20, 45, 0 }, TRUE },
    { "cooperative-level1-solo.xml", 4, 30, 30, { 0, 0, 0, 0 }, FALSE },
    { "cooperative-level2-lost.xml", 3, 35, 35, { 0, 0, 0 }, TRUE },
    { "format2-river-midgame.xml", 3, 50, 50, { 0, 0, 4 }, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      const Fixture *fx = &fixtures[i];
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", fx->file, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
      g_autoptr(CarcHistory) history = NULL;

      g_test_message ("%s", fx->file);
      g_assert_no_error (error);
      g_assert_cmpuint (game->n_players, ==, fx->players);
      g_assert_cmpuint (game->actions->len, ==, fx->moves);
      g_assert_cmpuint (game->cursor, ==, fx->cursor);
      history = carc_saved_game_to_history (game, &error);
      g_assert_no_error (error);
      g_assert_cmpint (carc_state_is_over (carc_history_get_state (history)), ==, fx->over);
      if (fx->cursor == fx->moves)
        for (guint p = 0; p < fx->players; p++)
          g_assert_cmpuint (carc_state_get_score (carc_history_get_state (history), p), ==, fx->scores[p]);
      g_assert_cmpint (carc_history_can_redo (history), ==, fx->cursor < fx->moves);
    }

  /* The cooperative ones: the level's own state comes back too. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", "cooperative-level2-lost.xml", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, NULL);
    g_autoptr(CarcHistory) history = carc_saved_game_to_history (game, NULL);
    CarcState *state = carc_history_get_state (history);

    g_assert_cmpuint (carc_mists_get_level (state), ==, 2);
    g_assert_cmpint (carc_state_get_outcome (state), ==, CARC_OUTCOME_LOST_NO_GHOSTS);
    g_assert_cmpuint (carc_mists_get_bank (state), ==, 0);
    g_assert_cmpuint (carc_state_get_tiles_left (state), ==, 41);
  }
}

/* A game of format 2 where a player with no meeple left had the builder
 * (the figure step was skipped then) replays as it was played, and is
 * written as format 2 again; a new game is written as format 3. */
static void
test_figure_step_of_format_2 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves",
                                                 "messages-card7-builder-messages-first.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 1);
  g_autoptr(CarcHistory) fresh = carc_history_new (setup);
  const char *names[] = { "A", "B", NULL };
  const char *colours[] = { "#d0312d", "#2e8b3a", NULL };
  CarcSavedGame *saved;
  g_autofree char *xml = NULL;
  g_autofree char *new_xml = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (carc_setup_get_variants (game->setup) & CARC_VARIANT_AS_FORMAT_2);
  xml = carc_save_to_xml (game, &length);
  g_assert_nonnull (strstr (xml, "<carcassonne-game format=\"2\""));
  saved = carc_saved_game_new (fresh, names, colours);
  new_xml = carc_save_to_xml (saved, &length);
  carc_saved_game_free (saved);
  g_assert_nonnull (strstr (new_xml, "<carcassonne-game format=\"3\""));
}

/* Level 6 by the house rule keeps its option in the file; a level by the
 * rulebook's marks is written as before the option was there. */
static void
test_house_marks_saved (void)
{
  g_autoptr(CarcTileSet) mists = carc_tile_set_load_builtin ("mists", NULL);

  for (guint house = 0; house < 2; house++)
    {
      g_autoptr(CarcSetup) setup = carc_mists_setup_new_with (mists, 3, 6, house, 5);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      const char *names[] = { "A", "B", "C", NULL };
      const char *colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", NULL };
      CarcSavedGame *saved = carc_saved_game_new (history, names, colours);
      g_autofree char *xml = NULL;
      gsize length;

      xml = carc_save_to_xml (saved, &length);
      carc_saved_game_free (saved);
      g_assert_cmpint (strstr (xml, "<option name=\"house-marks\" value=\"1\"/>") != NULL, ==, house);
      g_assert_null (strstr (xml, "value=\"0\"/>\n    </module"));
      bytes = g_bytes_new (xml, length);
      saved = carc_save_from_bytes (bytes, "house.xml", carc_save_builtin_tile_sets, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (carc_mists_setup_get_house_marks (saved->setup), ==, house);
      carc_saved_game_free (saved);
    }
}

/* River games save and load to the same game at every step, their deal
 * (spring, river pile, lake) and turn marks included. */
static void
test_river_round_trip (void)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { "river", NULL };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, seed, carc_save_builtin_tile_sets, NULL, NULL);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      CarcRng rng;
      guint step = 0;

      carc_rng_init (&rng, seed);
      while (!carc_state_is_over (carc_history_get_state (history)))
        {
          carc_state_list_actions (carc_history_get_state (history), actions);
          g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len))),
                           ==, CARC_OK);
          if (step++ % 7 == 0)
            {
              g_autoptr(CarcHistory) copy = round_trip (history);

              assert_same (history, copy, TRUE);
            }
        }
      {
        g_autoptr(CarcSavedGame) saved = carc_saved_game_new (history, names, colours);
        gsize length;
        g_autofree char *xml = carc_save_to_xml (saved, &length);
        g_autoptr(CarcHistory) copy = NULL;

        g_assert_nonnull (strstr (xml, "<tileset id=\"river\"/>"));
        g_assert_nonnull (strstr (xml, "<start tile=\"RV01\" x=\"0\" y=\"0\"/>"));
        g_assert_nonnull (strstr (xml, "<pile name=\"river\">"));
        g_assert_nonnull (strstr (xml, "<turn number=\"1\" player=\"0\"/>"));
        /* Undone half way: the redo tail comes back too. */
        g_assert_cmpint (carc_history_seek (history, carc_history_get_length (history) / 2), ==, CARC_OK);
        copy = round_trip (history);
        assert_same (history, copy, TRUE);
      }
    }
}

/* Writing replaces the file only once the new one is complete, and a
 * folder that cannot be written is reported. */
static void
test_write_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autoptr(CarcSavedGame) saved = carc_saved_game_new (history, names, colours);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) loaded = NULL;

  g_assert_true (carc_save_write_file (saved, file, &error));
  g_assert_no_error (error);
  g_assert_true (carc_save_write_file (saved, file, &error)); /* replace */
  loaded = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->n_players, ==, 2);

  if (getuid () != 0)
    {
      g_autoptr(GFile) locked = g_file_new_for_path ("/proc/carcassonne-cannot-write.xml");

      g_assert_false (carc_save_write_file (saved, locked, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "carcassonne-cannot-write.xml"));
    }
  else
    {
      /* Even root cannot write into /proc. */
      g_autoptr(GFile) locked = g_file_new_for_path ("/proc/carcassonne-cannot-write.xml");

      g_assert_false (carc_save_write_file (saved, locked, &error));
      g_assert_nonnull (strstr (error->message, "carcassonne-cannot-write.xml"));
    }
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/io/save/round-trip-every-step", test_round_trip_every_step);
  g_test_add_func ("/io/save/bad-saves", test_bad_saves);
  for (guint level = 1; level <= CARC_MISTS_LEVELS; level++)
    {
      g_autofree char *path = g_strdup_printf ("/io/save/cooperative-level-%u", level);

      g_test_add_data_func (path, GUINT_TO_POINTER (level), test_cooperative_round_trip);
    }
  g_test_add_func ("/io/save/huge-file", test_huge_file);
  g_test_add_func ("/io/save/old-versions", test_old_versions);
  g_test_add_func ("/io/save/house-marks", test_house_marks_saved);
  g_test_add_func ("/io/save/figure-step-of-format-2", test_figure_step_of_format_2);
  g_test_add_func ("/io/save/river-round-trip", test_river_round_trip);
  g_test_add_func ("/io/save/write-file", test_write_file);

  return g_test_run ();
}
