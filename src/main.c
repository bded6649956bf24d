/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "carc-application.h"

/* The language chosen in the preferences (for shared computers) wins over
 * the desktop's; it must be set before the first translated word. */
static void
apply_language_preference (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (schema == NULL)
    return;
  settings = g_settings_new (APP_ID);
  language = g_settings_get_string (settings, "language");
  if (language[0] != '\0')
    g_setenv ("LANGUAGE", language, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CarcApplication) app = NULL;
  const char *messages;

  apply_language_preference ();
  setlocale (LC_ALL, "");
  /* gettext ignores LANGUAGE in the plain "C" locale, which a desktop
   * without a configured locale has; its UTF-8 twin honours it. */
  messages = setlocale (LC_MESSAGES, NULL);
  if (g_getenv ("LANGUAGE") != NULL && (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX")))
    setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = carc_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
