/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Files the player owns that cannot be read, as the window meets them at
 * start: a broken autosave and a broken campaign are kept aside, the start
 * page and the levels page say so and where, and the next game or the
 * next progress never writes over them. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "carc-ui-test-util.h"
#include "carc-window-private.h"

static char *
user_file (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "carcassonne", name, NULL);
}

static void
put (const char *name,
     const char *text)
{
  g_autofree char *path = user_file (name);
  g_autofree char *folder = g_path_get_dirname (path);

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static char *
get (const char *name)
{
  g_autofree char *path = user_file (name);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return text;
}

static void
forget_kept_files (void)
{
  static const char * const kept[] = { "campaign.xml.unreadable", "autosave.carcassonne.unreadable" };

  test_forget_user_files ();
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = user_file (kept[i]);

      g_unlink (path);
    }
}

static void
test_broken_files_kept_aside (void)
{
  static const char broken_autosave[] = "<?xml version=\"1.0\"?>\n<carcassonne-game format=\"1\"><setup";
  static const char broken_campaign[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                       "<level number=\"1\" attempts=\"1\" best=\"60\" won=\"tr";
  CarcWindow *window;
  const char *message;
  g_autofree char *kept_autosave = NULL;
  g_autofree char *kept_campaign = NULL;
  g_autofree char *autosave = NULL;

  forget_kept_files ();
  put ("autosave.carcassonne", broken_autosave);
  put ("campaign.xml", broken_campaign);

  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "start");
  message = carc_notice_get_message (window->start_notice);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "autosave.carcassonne.unreadable"));
  g_assert_nonnull (strstr (message, "campaign.xml.unreadable"));
  g_assert_nonnull (strstr (message, "well-formed"));
  g_assert_false (gtk_widget_get_visible (window->continue_button));
  test_screenshot (GTK_WIDGET (window), "screenshot-notice-start.png");

  kept_autosave = get ("autosave.carcassonne.unreadable");
  kept_campaign = get ("campaign.xml.unreadable");
  g_assert_cmpstr (kept_autosave, ==, broken_autosave);
  g_assert_cmpstr (kept_campaign, ==, broken_campaign);

  /* The levels page tells it too, until dismissed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  test_screenshot (GTK_WIDGET (window), "screenshot-notice-levels.png");

  /* A new game writes its own autosave; the kept files stay. */
  carc_window_start_level (window, 1, 3);
  /* The autosave is written in the background: waited for, on a busy
   * machine too. */
  TEST_WAIT_UNTIL ((autosave = get ("campaign-game.carcassonne")) != NULL);
  g_assert_nonnull (autosave);
  g_clear_pointer (&kept_autosave, g_free);
  g_clear_pointer (&kept_campaign, g_free);
  kept_autosave = get ("autosave.carcassonne.unreadable");
  kept_campaign = get ("campaign.xml.unreadable");
  g_assert_cmpstr (kept_autosave, ==, broken_autosave);
  g_assert_cmpstr (kept_campaign, ==, broken_campaign);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The next start has nothing broken to tell. */
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_assert_null (carc_notice_get_message (window->start_notice));
  gtk_window_destroy (GTK_WINDOW (window));
  forget_kept_files ();
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/files/broken-files-kept-aside", test_broken_files_kept_aside);

  return g_test_run ();
}
