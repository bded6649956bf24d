/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The program in Czech, Slovak and Polish: run with LANGUAGE=cs (sk, pl),
 * it shows the start page, the new-game dialog, the level selection, a
 * cooperative level, the final scores and the preferences with the
 * rulebooks' words, and no English sentence that has a translation.
 * Screenshots of each view go to the build folder, one set per language. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "carc-application.h"
#include "carc-game-private.h"
#include "carc-mists-team.h"
#include "carc-new-game-dialog.h"
#include "carc-preferences-window.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-bundle.h"
#include "carc-river.h"
#include "carc-table.h"
#include "carc-window-private.h"

/* A few words per view, as the translations give them. */
typedef struct
{
  const char *language;
  const char *start[2];
  const char *new_game[2];
  const char *levels[2];
  const char *coop[2];
  const char *board[1];
  const char *scores[2];
  const char *preferences[1];
  const char *red;
} Expected;

static const Expected expected[] = {
  { "cs", { "_Nová hra", "_Mlhy nad Carcassonne" }, { "Nová hra", "Počet hráčů" }, { "Tým", "Barvy ve hře" },
    { "Hromádka: zbývá 36 kartiček", "Modrý" }, { "_Zbývající kartičky" }, { "Závěrečné vyhodnocení", "Body v průběhu hry" }, { "Jazyk hry" }, "Červený" },
  { "sk", { "_Nová hra", "_Hmly nad Carcassonne" }, { "Nová hra", "Počet hráčov" }, { "Tím", "Farby v hre" },
    { "Kôpka: zostáva 36 kartičiek", "Modrý" }, { "_Zostávajúce kartičky" }, { "Záverečné vyhodnotenie", "Body v priebehu hry" }, { "Jazyk hry" }, "Červený" },
  { "pl", { "_Nowa gra", "_Mgły nad Carcassonne" }, { "Nowa gra", "Liczba graczy" }, { "Drużyna", "Kolory w grze" },
    { "Stos: zostało 36 żetonów", "Niebieski" }, { "_Pozostałe żetony" }, { "Ostateczne podliczanie", "Punkty w trakcie gry" }, { "Język gry" }, "Czerwony" },
};

static const Expected *language;

/* The program's English words: every word of its messages that the
 * translation does not use too (as "Carcassonne"). */
static GHashTable *english_words;

static void
add_words (GHashTable *words,
           const char *text)
{
  g_autoptr(GString) word = g_string_new (NULL);

  for (const char *p = text;; p++)
    {
      if (*p != '\0' && g_ascii_isalpha (*p))
        {
          g_string_append_c (word, g_ascii_tolower (*p));
          continue;
        }
      /* "%u" and "\n" are no words. */
      if (word->len >= 3 && !(p - word->len > text && (p[-word->len - 1] == '%' || p[-word->len - 1] == '\\')))
        g_hash_table_add (words, g_strdup (word->str));
      g_string_truncate (word, 0);
      if (*p == '\0')
        break;
    }
}

/* Reads po/LANGUAGE.po: the words of the messages and of the translations. */
static void
load_english_words (void)
{
  g_autofree char *name = g_strdup_printf ("%s.po", language->language);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) translated = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTable *into = NULL;
  GHashTableIter iter;
  gpointer word;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  english_words = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *quote = strchr (line, '"');

      if (g_str_has_prefix (line, "msgid"))
        into = english_words;
      else if (g_str_has_prefix (line, "msgstr"))
        into = translated;
      else if (line[0] != '"')
        into = NULL;
      if (into != NULL && quote != NULL && !g_str_equal (quote, "\"translator-credits\""))
        add_words (into, quote);
    }
  g_hash_table_iter_init (&iter, translated);
  while (g_hash_table_iter_next (&iter, &word, NULL))
    g_hash_table_remove (english_words, word);
  g_assert_cmpuint (g_hash_table_size (english_words), >, 300);
}

/* The names of the players of a loaded game are theirs, not the program's
 * ("Blue" in a game saved in English). */
static void
allow_player_names (CarcGame *game)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer word;

  for (guint i = 0; i < carc_game_get_n_players (game); i++)
    add_words (names, carc_player_get_name (carc_game_get_player (game, i)));
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, &word, NULL))
    g_hash_table_remove (english_words, word);
}

/* The name of the open game's file, which the title shows: the player's
 * words, not the program's. */
static char *file_name;

/* The first English word of the program in @text, or NULL. */
static char *
find_english_word (const char *text)
{
  g_autoptr(GHashTable) words = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer word;

  add_words (words, text);
  g_hash_table_iter_init (&iter, words);
  while (g_hash_table_iter_next (&iter, &word, NULL))
    if (g_hash_table_contains (english_words, word))
      return g_strdup (word);
  return NULL;
}

static void
screenshot (GtkWidget  *widget,
            const char *view)
{
  g_autofree char *name = g_strdup_printf ("screenshot-%s-%s.png", language->language, view);

  test_screenshot (widget, name);
}

/* Every label on screen under @widget, as written (with mnemonics) and as
 * seen; tooltips too. */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      g_ptr_array_add (texts, g_strdup (gtk_label_get_label (GTK_LABEL (widget))));
      g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
    }
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_ptr_array_add (texts, g_strdup (gtk_widget_get_tooltip_text (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static gboolean
contains (GPtrArray  *texts,
          const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (g_ptr_array_index (texts, i), text))
      return TRUE;
  return FALSE;
}

/* Nothing on screen under @widget is English: no message the catalogue
 * translates, no word of the program's messages the translation lacks. */
static void
assert_no_english (GtkWidget *widget,
                   GPtrArray *texts)
{
  g_autoptr(GPtrArray) own = NULL;

  if (texts == NULL)
    {
      texts = own = g_ptr_array_new_with_free_func (g_free);
      collect_texts (widget, texts);
    }
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);
      g_autofree char *own_words = NULL;
      g_autofree char *word = NULL;

      if (file_name != NULL && strstr (text, file_name) != NULL)
        {
          g_auto(GStrv) parts = g_strsplit (text, file_name, -1);

          own_words = g_strjoinv ("", parts);
        }
      word = find_english_word (own_words != NULL ? own_words : text);

      if (text[0] != '\0' && !g_str_equal (g_dgettext (GETTEXT_PACKAGE, text), text))
        g_error ("shown in English: “%s”", text);
      if (word != NULL)
        g_error ("an English word, “%s”, in “%s”", word, text);
    }
}

/* The view shows each of @words, and no English text the catalogue has a
 * translation for (an English message left untranslated in the code). */
static void
assert_translated (GtkWidget         *widget,
                   const char * const *words,
                   guint              n_words)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (widget, texts);
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < n_words; i++)
    {
      if (!contains (texts, words[i]))
        for (guint k = 0; k < texts->len; k++)
          g_test_message ("shown: %s", (const char *) g_ptr_array_index (texts, k));
      g_assert_true (contains (texts, words[i]));
    }
  assert_no_english (widget, texts);
}

static CarcWindow *
new_window (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  return window;
}

static void
test_start_page (void)
{
  CarcWindow *window = new_window ();

  assert_translated (GTK_WIDGET (window), language->start, G_N_ELEMENTS (language->start));
  screenshot (GTK_WIDGET (window), "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_dialog (void)
{
  CarcWindow *window = new_window ();
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), tiles);

  carc_new_game_dialog_set_n_players (dialog, 4);
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  assert_translated (GTK_WIDGET (dialog), language->new_game, G_N_ELEMENTS (language->new_game));
  screenshot (GTK_WIDGET (dialog), "new-game");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_level_selection (void)
{
  CarcWindow *window = new_window ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  assert_translated (GTK_WIDGET (window), language->levels, G_N_ELEMENTS (language->levels));
  screenshot (GTK_WIDGET (window), "levels");
  gtk_window_destroy (GTK_WINDOW (window));
}

static CarcWindow *
window_with_saved_game (const char *name)
{
  CarcWindow *window = new_window ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, &error);

  g_assert_no_error (error);
  if (test_game_level (game) == 0)
    allow_player_names (game);
  g_free (file_name);
  file_name = g_strdup (name);
  carc_window_set_game (window, game);
  test_settle ();
  return window;
}

static void
test_cooperative_level (void)
{
  CarcWindow *window = window_with_saved_game ("cooperative-level1-solo.xml");

  assert_translated (GTK_WIDGET (window), language->coop, G_N_ELEMENTS (language->coop));
  screenshot (GTK_WIDGET (window), "coop");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A classic game in the middle: the side panel, the players, the tile. */
static void
test_classic_board (void)
{
  CarcWindow *window = window_with_saved_game ("format1-midgame.xml");

  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  assert_translated (GTK_WIDGET (window), language->board, G_N_ELEMENTS (language->board));
  screenshot (GTK_WIDGET (window), "board");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_scoring_view (void)
{
  CarcWindow *window = window_with_saved_game ("format1-finished.xml");

  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  assert_translated (GTK_WIDGET (window), language->scores, G_N_ELEMENTS (language->scores));
  screenshot (GTK_WIDGET (window), "scores");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window, its toasts and any message dialog over it: nothing English. */
static void
assert_window_in_language (CarcWindow *window)
{
  GListModel *windows = gtk_window_get_toplevels ();

  test_settle ();
  assert_no_english (GTK_WIDGET (window), NULL);
  for (guint i = 0; i < g_list_model_get_n_items (windows); i++)
    {
      g_autoptr(GtkWidget) other = g_list_model_get_item (windows, i);

      if (ADW_IS_MESSAGE_DIALOG (other) && gtk_widget_get_visible (other))
        assert_no_english (other, NULL);
    }
}

/* A whole classic game of three, made with the new-game dialog's names
 * and played through the board: meeples, refusals, undo, the end. */
static void
test_whole_classic_game (void)
{
  CarcWindow *window = new_window ();
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), tiles);
  g_autoptr(CarcGame) game = NULL;
  CarcBoard *board = carc_window_get_board (window);
  CarcRng rng;
  guint steps = 0;

  carc_new_game_dialog_set_n_players (dialog, 3);
  game = carc_new_game_dialog_create_game (dialog, 11);
  gtk_window_destroy (GTK_WINDOW (dialog));
  carc_window_set_game (window, game);
  carc_rng_init (&rng, 3);
  while (!carc_game_get_game_over (game))
    {
      if (carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
        {
          g_autoptr(GArray) cells = carc_game_list_placements (game, carc_board_get_rotation (board));

          while (cells->len == 0)
            {
              gtk_widget_activate_action (GTK_WIDGET (window), "win.rotate-right", NULL);
              g_array_unref (cells);
              cells = carc_game_list_placements (game, carc_board_get_rotation (board));
            }
          /* A refused click now and then: its reason is a toast. */
          if (steps % 17 == 5)
            {
              const CarcAction *a = &g_array_index (cells, CarcAction, 0);

              g_assert_false (carc_board_activate_cell (board, a->x + 50, a->y, 0.5, 0.5));
              assert_window_in_language (window);
            }
          test_play_as_a_player (window, &g_array_index (cells, CarcAction, carc_rng_range (&rng, cells->len)));
        }
      else
        {
          g_autoptr(GArray) options = carc_game_list_figure_options (game);
          CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

          test_play_as_a_player (window, options->len > 0 && carc_rng_range (&rng, 2) == 0
                                           ? &g_array_index (options, CarcAction, carc_rng_range (&rng, options->len))
                                           : &skip);
        }
      assert_window_in_language (window);
      if (++steps % 23 == 0)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
          assert_window_in_language (window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
        }
    }
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  assert_window_in_language (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Levels 1–5 won already: every level can be started. */
static void
write_campaign_progress (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "campaigns", "levels-1-to-5-won.xml", NULL);
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autofree char *path = g_build_filename (folder, "campaign.xml", NULL);
  g_autofree char *xml = NULL;

  test_forget_user_files ();
  g_assert_true (g_file_get_contents (fixture, &xml, NULL, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
}

/* A level played to its end by the greedy team through the window: the
 * side panel, every question of the team, the announcement. */
static void
play_level (guint        level,
            guint        people,
            const guint *colours,
            guint64      seed)
{
  CarcWindow *window;
  CarcGame *game;
  CarcRng rng;
  guint asked = 0;

  write_campaign_progress ();
  window = new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  g_assert_true (carc_campaign_set_team (carc_level_view_get_campaign (window->level_view), people, colours,
                                         people <= 2 ? 4 : people));
  assert_window_in_language (window);
  carc_window_start_level (window, level, seed);
  game = carc_window_get_game (window);
  g_assert_cmpuint (test_game_level (game), ==, level);
  carc_rng_init (&rng, seed);
  while (!carc_game_get_game_over (game))
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      asked |= 1u << carc_game_get_question (game);
      test_play_as_a_player (window, &a);
      assert_window_in_language (window);
    }
  test_settle ();
  g_assert_nonnull (test_find_message_dialog ());
  assert_window_in_language (window);
  g_test_message ("level %u: outcome %d, questions asked 0x%x", level, carc_game_get_outcome (game), asked);
  gtk_window_destroy (GTK_WINDOW (test_find_message_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Level 3 alone: cemeteries, castles, hounds and the guard colour choice. */
static void
test_whole_level_3 (void)
{
  static const guint colours[] = { 0, 1, 2, 3 };

  play_level (3, 1, colours, 4);
}

/* Level 6 for three: haunted cemeteries, face-down tiles, every colour's
 * score. */
static void
test_whole_level_6 (void)
{
  static const guint colours[] = { 4, 5, 2 };

  play_level (6, 3, colours, 2);
}

/* A seat named after its colour speaks the interface's language, in a
 * game read from a file ("Red" in it), on the start page and in a new
 * game; the file keeps the English word, and a typed name stays. */
static void
test_colour_names (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", "cooperative-level1-solo.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CarcGame) game = carc_game_new_from_file (file, NULL);
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  g_autoptr(CarcGame) created = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "carcassonne", "autosave.carcassonne", NULL);
  g_autofree char *xml = NULL;
  CarcNewGameDialog *dialog;
  CarcWindow *window;

  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (game, 0)), ==, language->red);

  /* The start page's game to continue. */
  test_forget_user_files ();
  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_true (g_file_set_contents (autosave, xml, -1, NULL));
  window = new_window ();
  g_assert_nonnull (strstr (gtk_label_get_label (window->continue_label), language->red));
  g_assert_null (strstr (gtk_label_get_label (window->continue_label), "Red"));
  gtk_window_destroy (GTK_WINDOW (window));
  test_forget_user_files ();

  /* A new game: the colour's name shown here, the English word kept. */
  dialog = carc_new_game_dialog_new (NULL, tiles);
  carc_new_game_dialog_set_n_players (dialog, 2);
  carc_new_game_dialog_set_name (dialog, 1, "Modrý Petr");
  created = carc_new_game_dialog_create_game (dialog, 5);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (created, 0)), ==, language->red);
  g_assert_cmpstr (carc_player_get_name (carc_game_get_player (created, 1)), ==, "Modrý Petr");
  bytes = carc_game_serialize (created);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "name=\"Red\""));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "name=\"Modrý Petr\""));
}

/* A hosted game's record names a seat after its colour in English, so
 * that the game continued in another language is hosted again; a record
 * that named it in this language (written before) is read too. */
static void
test_hosted_record (void)
{
  g_autofree char *path = g_dir_make_tmp ("carc-record-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GFile) file = g_file_get_child (folder, "hosted-game.ini");
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  g_autoptr(CarcGame) created = NULL;
  g_autoptr(CarcTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  CarcNewGameDialog *dialog;

  dialog = carc_new_game_dialog_new (NULL, tiles);
  carc_new_game_dialog_set_n_players (dialog, 2);
  created = carc_new_game_dialog_create_game (dialog, 5);
  gtk_window_destroy (GTK_WINDOW (dialog));
  carc_player_set_remote (carc_game_get_player (created, 1), TRUE);
  table = carc_table_host (created, "127.0.0.1", 0, folder, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (carc_table_write_record (table, folder, &error));
  carc_table_stop (table);
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "name=Red\n"));
  g_assert_null (strstr (text, language->red));

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GBytes) bytes = carc_game_serialize (created);
      g_autoptr(GFile) saved = g_file_get_child (folder, "game.carcassonne");
      g_autoptr(CarcGame) continued = NULL;
      g_autofree char *address = NULL;
      g_auto(GStrv) tokens = NULL;
      guint port = 0;

      g_assert_true (g_file_replace_contents (saved, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL,
                                              FALSE, G_FILE_CREATE_NONE, NULL, NULL, NULL));
      continued = carc_game_new_from_file (saved, &error);
      g_assert_no_error (error);
      g_assert_true (g_file_delete (saved, NULL, NULL));
      g_assert_false (carc_player_get_remote (carc_game_get_player (continued, 1)));
      g_assert_true (carc_table_read_record (folder, continued, &address, &port, &tokens, &error));
      g_assert_no_error (error);
      g_assert_true (carc_player_get_remote (carc_game_get_player (continued, 1)));
      /* The record as a version before wrote it in this language. */
      {
        g_autoptr(GString) old = g_string_new (text);
        g_autofree char *name = g_strdup_printf ("name=%s\n", language->red);

        g_string_replace (old, "name=Red\n", name, 0);
        g_assert_true (g_file_set_contents (g_file_peek_path (file), old->str, -1, NULL));
      }
    }
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* The River's refusals in the language, never in English. */
static void
test_river_words (void)
{
  static const struct { guint error; guint reason; const char *english; } said[] = {
    { CARC_ERROR_MODULE_RULE, CARC_RIVER_NOT_AT_END, "A river tile must continue the river at its open end." },
    { CARC_ERROR_MODULE_RULE, CARC_RIVER_U_TURN, "The river may not turn the same way twice in a row." },
    { CARC_ERROR_MODULE_RULE, CARC_RIVER_LAKE_BLOCKED, "The river would have no room left for the lake there." },
    { CARC_ERROR_SEGMENT_NOT_PLAYABLE, CARC_RIVER_NO_FIGURE, "No figure can stand on the river." },
  };
  const CarcBundle *river = carc_bundle_lookup (CARC_RIVER_MODULE);

  g_assert_nonnull (river);
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    {
      g_autofree char *words = river->describe_refusal (NULL, said[i].error, said[i].reason);

      g_assert_nonnull (words);
      g_assert_cmpstr (words, !=, said[i].english);
      g_assert_true (g_str_has_suffix (words, "."));
    }
}

static void
test_preferences (void)
{
  CarcWindow *window = new_window ();
  CarcPreferencesWindow *preferences = carc_preferences_window_new (GTK_WINDOW (window));

  gtk_window_present (GTK_WINDOW (preferences));
  test_settle ();
  assert_translated (GTK_WIDGET (preferences), language->preferences, G_N_ELEMENTS (language->preferences));
  screenshot (GTK_WIDGET (preferences), "preferences");
  gtk_window_destroy (GTK_WINDOW (preferences));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The choice in the preferences is what the next start speaks: the
 * preferences store it, and applying it at start-up (as main() does)
 * switches the catalogue; "As on the Desktop" leaves the desktop's. */
static void
test_preference_applies (void)
{
  const char *other = g_str_equal (language->language, "pl") ? "cs" : "pl";
  const char *other_words = g_str_equal (other, "pl") ? "Ostateczne podliczanie" : "Závěrečné vyhodnocení";
  CarcWindow *window = new_window ();
  CarcPreferencesWindow *preferences = carc_preferences_window_new (GTK_WINDOW (window));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  carc_preferences_window_set_language (preferences, other);
  g_assert_cmpstr (g_settings_get_string (settings, "language"), ==, other);
  gtk_window_destroy (GTK_WINDOW (preferences));
  gtk_window_destroy (GTK_WINDOW (window));

  /* The next start, in this process: LANGUAGE as the preference says,
   * then the locale set again as main() sets it. */
  carc_application_apply_language (settings);
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, other);
  setlocale (LC_ALL, "");
  g_assert_cmpstr (_("Final scores"), ==, other_words);

  /* "As on the Desktop" keeps what the desktop says. */
  g_setenv ("LANGUAGE", language->language, TRUE);
  g_settings_set_string (settings, "language", "");
  carc_application_apply_language (settings);
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, language->language);
  setlocale (LC_ALL, "");
  g_assert_cmpstr (_("Final scores"), ==, language->scores[0]);
}

int
main (int   argc,
      char *argv[])
{
  const char *wanted = g_getenv ("LANGUAGE");

  /* As main() of the program does, with the catalogues of the build. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CARC_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  test_ui_init (&argc, &argv);
  /* A new user: nothing kept from an earlier run of the tests. */
  test_forget_user_files ();
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_strcmp0 (wanted, expected[i].language) == 0)
      language = &expected[i];
  if (language == NULL)
    g_error ("LANGUAGE must be cs, sk or pl, not %s", wanted ? wanted : "unset");
  /* The catalogue is really in use. */
  g_assert_cmpstr (_("Final scores"), ==, language->scores[0]);
  load_english_words ();

  g_test_add_func ("/ui/language/start-page", test_start_page);
  g_test_add_func ("/ui/language/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/language/level-selection", test_level_selection);
  g_test_add_func ("/ui/language/cooperative-level", test_cooperative_level);
  g_test_add_func ("/ui/language/classic-board", test_classic_board);
  g_test_add_func ("/ui/language/scoring-view", test_scoring_view);
  g_test_add_func ("/ui/language/river-words", test_river_words);
  g_test_add_func ("/ui/language/colour-names", test_colour_names);
  g_test_add_func ("/ui/language/hosted-record", test_hosted_record);
  g_test_add_func ("/ui/language/preferences", test_preferences);
  g_test_add_func ("/ui/language/preference-applies-at-start", test_preference_applies);
  g_test_add_func ("/ui/language/whole-classic-game", test_whole_classic_game);
  g_test_add_func ("/ui/language/whole-level-3", test_whole_level_3);
  g_test_add_func ("/ui/language/whole-level-6", test_whole_level_6);

  return g_test_run ();
}
