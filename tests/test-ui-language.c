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

#include "carc-new-game-dialog.h"
#include "carc-preferences-window.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
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
} Expected;

static const Expected expected[] = {
  { "cs", { "_Nová hra", "_Mlhy nad Carcassonne" }, { "Nová hra", "Počet hráčů" }, { "Tým", "Barvy ve hře" },
    { "Hromádka: zbývá 36 kartiček", "Modrý" }, { "_Zbývající kartičky" }, { "Závěrečné vyhodnocení", "Body v průběhu hry" }, { "Jazyk hry" } },
  { "sk", { "_Nová hra", "_Hmly nad Carcassonne" }, { "Nová hra", "Počet hráčov" }, { "Tím", "Farby v hre" },
    { "Kôpka: zostáva 36 kartičiek", "Modrý" }, { "_Zostávajúce kartičky" }, { "Záverečné vyhodnotenie", "Body v priebehu hry" }, { "Jazyk hry" } },
  { "pl", { "_Nowa gra", "_Mgły nad Carcassonne" }, { "Nowa gra", "Liczba graczy" }, { "Drużyna", "Kolory w grze" },
    { "Stos: zostało 36 żetonów", "Niebieski" }, { "_Pozostałe żetony" }, { "Ostateczne podliczanie", "Punkty w trakcie gry" }, { "Język gry" } },
};

static const Expected *language;

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
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);

      if (text[0] != '\0' && !g_str_equal (g_dgettext (GETTEXT_PACKAGE, text), text))
        g_error ("shown in English: “%s”", text);
    }
}

static CarcWindow *
new_window (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  test_iterate (400);
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
  test_iterate (400);
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
  test_iterate (600);
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
  carc_window_set_game (window, game);
  test_iterate (600);
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

static void
test_preferences (void)
{
  CarcWindow *window = new_window ();
  CarcPreferencesWindow *preferences = carc_preferences_window_new (GTK_WINDOW (window));

  gtk_window_present (GTK_WINDOW (preferences));
  test_iterate (400);
  assert_translated (GTK_WIDGET (preferences), language->preferences, G_N_ELEMENTS (language->preferences));
  screenshot (GTK_WIDGET (preferences), "preferences");
  gtk_window_destroy (GTK_WINDOW (preferences));
  gtk_window_destroy (GTK_WINDOW (window));
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
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_strcmp0 (wanted, expected[i].language) == 0)
      language = &expected[i];
  if (language == NULL)
    g_error ("LANGUAGE must be cs, sk or pl, not %s", wanted ? wanted : "unset");
  /* The catalogue is really in use. */
  g_assert_cmpstr (_("Final scores"), ==, language->scores[0]);

  g_test_add_func ("/ui/language/start-page", test_start_page);
  g_test_add_func ("/ui/language/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/language/level-selection", test_level_selection);
  g_test_add_func ("/ui/language/cooperative-level", test_cooperative_level);
  g_test_add_func ("/ui/language/classic-board", test_classic_board);
  g_test_add_func ("/ui/language/scoring-view", test_scoring_view);
  g_test_add_func ("/ui/language/preferences", test_preferences);

  return g_test_run ();
}
