/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The player's preferences: the look of the tiles and signs on figures,
 * which the window follows at once, and the language of the program, for
 * shared computers, applied by main() before the first translated word,
 * so it takes effect on the next start.  All stored in GSettings. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-preferences-window.h"
#include "carc-theme.h"

/* In the order of the rows of the language list in the .ui file. */
const char * const carc_languages[] = { "", "en", "cs", "sk", "pl", NULL };

struct _CarcPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings   *settings;
  AdwComboRow *language_row;
  GtkWidget   *restart_banner;
  AdwComboRow *theme_row;
  GtkWidget   *grid_switch;
  GtkWidget   *marks_switch;
  GtkWidget   *introduce_switch;
  GtkWidget   *ask_undo_switch;
  GStrv        themes;      /* the ids of the tiles' looks, in the order of their rows */
};

G_DEFINE_FINAL_TYPE (CarcPreferencesWindow, carc_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* A string setting shown as a combo row: @data is the values in the
 * order of the rows. */
static gboolean
string_to_row (GValue   *value,
               GVariant *variant,
               gpointer  data)
{
  const char * const *values = data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
row_to_string (const GValue       *value,
               const GVariantType *type,
               gpointer            data)
{
  const char * const *values = data;
  guint row = g_value_get_uint (value);

  if (row >= g_strv_length ((char **) values))
    return NULL;
  return g_variant_new_string (values[row]);
}

static void
language_changed_cb (CarcPreferencesWindow *self)
{
  gtk_widget_set_visible (self->restart_banner, TRUE);
}

void
carc_preferences_window_set_language (CarcPreferencesWindow *self,
                                      const char            *language)
{
  g_return_if_fail (CARC_IS_PREFERENCES_WINDOW (self));

  for (guint i = 0; carc_languages[i] != NULL; i++)
    if (g_str_equal (carc_languages[i], language))
      adw_combo_row_set_selected (self->language_row, i);
}

static void
carc_preferences_window_dispose (GObject *object)
{
  CarcPreferencesWindow *self = CARC_PREFERENCES_WINDOW (object);

  /* The binding keeps the row alive: a later change of the setting must
   * not reach this closed window. */
  if (self->language_row != NULL)
    {
      g_settings_unbind (self->language_row, "selected");
      g_settings_unbind (self->theme_row, "selected");
      g_settings_unbind (self->grid_switch, "active");
      g_settings_unbind (self->marks_switch, "active");
      g_settings_unbind (self->introduce_switch, "active");
      g_settings_unbind (self->ask_undo_switch, "active");
      g_signal_handlers_disconnect_by_data (self->language_row, self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->themes, g_strfreev);
  G_OBJECT_CLASS (carc_preferences_window_parent_class)->dispose (object);
}

static void
carc_preferences_window_class_init (CarcPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/carcassonne/Carcassonne/ui/carc-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, restart_banner);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, grid_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, marks_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, introduce_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, ask_undo_switch);
}

/* The tiles' looks: each tile set's own, then every theme the core and
 * the bundles declare. */
static void
fill_themes (CarcPreferencesWindow *self)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  /* TRANSLATORS: the tiles' look: the first choice is the look each tile set comes with */
  gtk_string_list_append (titles, _("As the Tile Set Comes"));
  g_strv_builder_add (ids, "");
  for (guint i = 0; i < carc_theme_get_n (); i++)
    {
      gtk_string_list_append (titles, _(carc_theme_get (i)->title));
      g_strv_builder_add (ids, carc_theme_get (i)->id);
    }
  self->themes = g_strv_builder_end (ids);
  adw_combo_row_set_model (self->theme_row, G_LIST_MODEL (titles));
}

static void
carc_preferences_window_init (CarcPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_themes (self);
  self->settings = g_settings_new (APP_ID);
  g_settings_bind_with_mapping (self->settings, "language", self->language_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, string_to_row, row_to_string,
                                (gpointer) carc_languages, NULL);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->theme_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, string_to_row, row_to_string, self->themes, NULL);
  g_settings_bind (self->settings, "show-grid", self->grid_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "figure-marks", self->marks_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "introduce-expansions", self->introduce_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "ask-undo", self->ask_undo_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_swapped (self->language_row, "notify::selected", G_CALLBACK (language_changed_cb), self);
}

CarcPreferencesWindow *
carc_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (CARC_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}
