/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The way to the help: F1 and the main menu's Help ask the desktop for
 * the help's first page, a help button for its topic's page; what was
 * asked is read from the window's "show-help" signal, stopped before any
 * viewer opens. */
#include "config.h"

#include "carc-bundle.h"
#include "carc-gold.h"
#include "carc-new-game-dialog.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

static void
show_help_cb (CarcWindow  *window,
              const char  *uri,
              char       **asked)
{
  g_free (*asked);
  *asked = g_strdup (uri);
  g_signal_stop_emission_by_name (window, "show-help");
}

/* Whether @model, or a menu inside it, has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (gint i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

/* The main menu button of @widget's header, or NULL: the menu button
 * with a menu (the players' popover at other computers has none). */
static GtkMenuButton *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_help_asked (void)
{
  CarcApplication *app = test_application_get ();
  CarcWindow *window = CARC_WINDOW (g_object_new (CARC_TYPE_WINDOW, "application", app, NULL));
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.help");
  g_autofree char *asked = NULL;

  g_signal_connect (window, "show-help", G_CALLBACK (show_help_cb), &asked);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();

  /* F1, and the main menu's Help: the first page. */
  g_assert_cmpstr (accels[0], ==, "F1");
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (find_menu_button (GTK_WIDGET (window))), "win.help"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_cmpstr (asked, ==, "help:io.github.carcassonne.Carcassonne");

  /* A topic's page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help-page", "s", "rules-classic"));
  g_assert_cmpstr (asked, ==, "help:io.github.carcassonne.Carcassonne/rules-classic");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The help buttons under @widget: buttons that carry a help page. */
static void
collect_help_buttons (GtkWidget *widget,
                      GPtrArray *found)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "help-page") != NULL)
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_help_buttons (child, found);
}

/* Each expansion's switch in the new-game dialog, and the classic game's
 * variants, have a help button with a name, which asks for their page. */
static void
test_dialog_help_buttons (void)
{
  CarcWindow *window = CARC_WINDOW (g_object_new (CARC_TYPE_WINDOW, "application", test_application_get (), NULL));
  CarcNewGameDialog *dialog;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GHashTable) pages = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *asked = NULL;
  const CarcBundle * const *bundles;
  guint n, expected = 1;

  g_signal_connect (window, "show-help", G_CALLBACK (show_help_cb), &asked);
  gtk_window_present (GTK_WINDOW (window));
  dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  bundles = carc_bundles_get_all (&n);
  for (guint i = 0; i < n; i++)
    expected += bundles[i]->title != NULL && bundles[i]->help_page != NULL;
  collect_help_buttons (GTK_WIDGET (dialog), buttons);
  g_assert_cmpuint (buttons->len, ==, expected);
  g_assert_cmpuint (expected, ==, 12);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      const char *page = g_object_get_data (G_OBJECT (button), "help-page");
      g_autofree char *uri = g_strdup_printf ("help:io.github.carcassonne.Carcassonne/%s", page);

      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
      g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (button), "Rules of "));
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpstr (asked, ==, uri);
      g_hash_table_add (pages, (gpointer) page);
    }
  /* Each its own page. */
  g_assert_cmpuint (g_hash_table_size (pages), ==, expected);
  g_assert_true (g_hash_table_contains (pages, "rules-classic"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A module's question has a help button to its rules' page: the Gold
 * Mines' second bar. */
static void
test_question_help_button (void)
{
  const char *modules[] = { CARC_GOLD_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "GM-H A A E GM-B");
  CarcWindow *window = test_window_with (game);
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 1 };
  GtkWidget *help = test_view_child (window, "question_help");
  g_autofree char *asked = NULL;

  g_signal_connect (window, "show-help", G_CALLBACK (show_help_cb), &asked);
  test_ui_act (window, &place);
  /* One tile takes the bar, unasked; undone, the question is asked. */
  g_assert_true (carc_game_undo (game));
  test_settle ();
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  g_assert_true (gtk_widget_get_visible (help));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (help), ==, "Rules of The Gold Mines");
  g_signal_emit_by_name (help, "clicked");
  g_assert_cmpstr (asked, ==, "help:io.github.carcassonne.Carcassonne/rules-gold");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/help/asked", test_help_asked);
  g_test_add_func ("/ui/help/dialog-buttons", test_dialog_help_buttons);
  g_test_add_func ("/ui/help/question-button", test_question_help_button);
  return g_test_run ();
}
