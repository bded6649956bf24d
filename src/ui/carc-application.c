/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-ui-resources.h"
#include "carc-new-game-dialog.h"
#include "carc-preferences-window.h"
#include "carc-tileset-loader.h"
#include "carc-window-private.h"

struct _CarcApplication
{
  AdwApplication  parent_instance;
  CarcTileSet    *tiles;
};

G_DEFINE_FINAL_TYPE (CarcApplication, carc_application, ADW_TYPE_APPLICATION)

static CarcWindow *
main_window (CarcApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (CARC_IS_WINDOW (window))
    return CARC_WINDOW (window);
  return carc_window_new (GTK_APPLICATION (self));
}

/* A new game: hosted when a seat waits for a player elsewhere. */
static void
start_game_cb (CarcNewGameDialog *dialog,
               CarcGame          *game,
               CarcWindow        *window)
{
  g_autofree char *address = NULL;

  if (!carc_new_game_dialog_get_hosts (dialog))
    {
      carc_window_set_game (window, game);
      return;
    }
  address = carc_new_game_dialog_dup_address (dialog);
  carc_window_host (window, game, address, carc_new_game_dialog_get_port (dialog));
}

static void
show_new_game_dialog (CarcWindow *window,
                      gpointer    data)
{
  CarcApplication *self = data;
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), self->tiles);

  carc_window_attach_dialog (window, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "start", G_CALLBACK (start_game_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_cb (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  CarcApplication *self = user_data;

  if (self->tiles == NULL)
    return;
  /* A game in progress that would be lost is saved or dropped first. */
  carc_window_confirm_replace (main_window (self), show_new_game_dialog, self, NULL);
}

static void
join_game_cb (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  carc_window_ask_join (main_window (user_data));
}

static void
about_cb (GSimpleAction *action,
          GVariant      *param,
          gpointer       user_data)
{
  CarcApplication *self = user_data;
  const char *developers[] = { _("The Carcassonne for GNOME developers"), NULL };
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  carc_window_attach_dialog (main_window (self), GTK_WINDOW (about));
  adw_about_window_set_application_name (about, _("Carcassonne"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_comments (about, _("The tile-laying game of roads, cities, monasteries and fields"));
  /* TRANSLATORS: put your names here, one per line */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_cb (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  CarcApplication *self = user_data;
  CarcWindow *window = main_window (self);
  CarcPreferencesWindow *preferences = carc_preferences_window_new (GTK_WINDOW (window));

  carc_window_attach_dialog (window, GTK_WINDOW (preferences));
  gtk_window_present (GTK_WINDOW (preferences));
}

/* Quitting closes the windows, so each can ask about unsaved changes. */
static void
quit_cb (GSimpleAction *action,
         GVariant      *param,
         gpointer       user_data)
{
  /* A copy, with a reference on each: closing one window may destroy
   * others (its dialogs) and change the application's list. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
}

static void
carc_application_activate (GApplication *app)
{
  CarcApplication *self = CARC_APPLICATION (app);

  gtk_window_present (GTK_WINDOW (main_window (self)));
}

/* Files from the command line or a file manager: the first is opened in
 * the window, as Open would (one game a window); an invitation link
 * (carcassonne://…) joins its game. */
static void
carc_application_open (GApplication  *app,
                       GFile        **files,
                       int            n_files,
                       const char    *hint)
{
  CarcWindow *window = main_window (CARC_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0 && g_file_has_uri_scheme (files[0], "carcassonne"))
    {
      g_autofree char *link = g_file_get_uri (files[0]);

      carc_window_join (window, link);
    }
  else if (n_files > 0)
    carc_window_open (window, files[0]);
}

static void
carc_application_startup (GApplication *app)
{
  CarcApplication *self = CARC_APPLICATION (app);
  static const GActionEntry entries[] = {
    { "new-game", new_game_cb },
    { "join-game", join_game_cb },
    { "preferences", preferences_cb },
    { "about", about_cb },
    { "quit", quit_cb },
  };
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.new-game", { "<Primary>n", NULL } },
    { "app.join-game", { "<Primary>j", NULL } },
    { "app.quit", { "<Primary>q", NULL } },
    { "app.preferences", { "<Primary>comma", NULL } },
    { "win.undo", { "<Primary>z", NULL } },
    { "win.save", { "<Primary>s", NULL } },
    { "win.save-as", { "<Primary><Shift>s", NULL } },
    { "win.open", { "<Primary>o", NULL } },
    { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
    { "win.undo-turn", { "<Primary><Alt>z", NULL } },
    { "win.rotate-right", { "r", NULL } },
    { "win.rotate-left", { "<Shift>r", NULL } },
    { "win.skip-figure", { "s", NULL } },
    { "win.centre", { "c", NULL } },
    { "win.fit", { "f", NULL } },
    { "win.toggle-panel", { "F9", NULL } },
    { "win.go-back", { "<Alt>Left", NULL } },
    { "win.hint", { "<Primary>h", NULL } },
    { "win.help", { "F1", NULL } },
  };
  g_autoptr(GError) error = NULL;

  G_APPLICATION_CLASS (carc_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);

  self->tiles = carc_tile_set_load_builtin ("base", &error);
  if (self->tiles == NULL)
    g_critical ("%s", error->message);
}

static void
carc_application_finalize (GObject *object)
{
  CarcApplication *self = CARC_APPLICATION (object);

  g_clear_pointer (&self->tiles, carc_tile_set_unref);
  G_OBJECT_CLASS (carc_application_parent_class)->finalize (object);
}

static void
carc_application_class_init (CarcApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  /* Referencing the resource links it from the static library; its
   * constructor registers it. */
  g_assert (carc_ui_get_resource () != NULL);

  object_class->finalize = carc_application_finalize;
  app_class->activate = carc_application_activate;
  app_class->open = carc_application_open;
  app_class->startup = carc_application_startup;
}

static void
carc_application_init (CarcApplication *self)
{
}

CarcApplication *
carc_application_new (void)
{
  return g_object_new (CARC_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/carcassonne/Carcassonne",
                       NULL);
}

CarcTileSet *
carc_application_get_tile_set (CarcApplication *self)
{
  g_return_val_if_fail (CARC_IS_APPLICATION (self), NULL);
  return self->tiles;
}

/* The language chosen in the preferences (for shared computers) wins over
 * the desktop's: it becomes LANGUAGE, which gettext reads first.  Called
 * before the first translated word, with the program's settings (NULL:
 * its own, when the schema is installed). */
void
carc_application_apply_language (GSettings *settings)
{
  g_autoptr(GSettings) own = NULL;
  g_autofree char *language = NULL;

  if (settings == NULL)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

      if (schema == NULL)
        return;
      settings = own = g_settings_new (APP_ID);
    }
  language = g_settings_get_string (settings, "language");
  if (language[0] != '\0')
    g_setenv ("LANGUAGE", language, TRUE);
}
