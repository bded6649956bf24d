/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "carc-application.h"
#include "carc-bundle.h"
#include "carc-module.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CarcApplication) app = NULL;
  const char *messages;

  carc_application_apply_language (NULL);
  setlocale (LC_ALL, "");
  /* gettext ignores LANGUAGE in the plain "C" locale, which a desktop
   * without a configured locale has; its UTF-8 twin honours it. */
  messages = setlocale (LC_MESSAGES, NULL);
  if (g_getenv ("LANGUAGE") != NULL && (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX")))
    setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  carc_rules_modules_register_builtin ();
  carc_bundles_register_builtin ();
  app = carc_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
