/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The way to the help: F1 and the main menu's Help ask the desktop for
 * the help's first page, a help button for its topic's page; what was
 * asked is read from the window's "show-help" signal, stopped before any
 * viewer opens. */
#include "config.h"

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

/* The main menu button of @widget's header, or NULL. */
static GtkMenuButton *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget))
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

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/help/asked", test_help_asked);
  return g_test_run ();
}
