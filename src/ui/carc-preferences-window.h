/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARC_TYPE_PREFERENCES_WINDOW (carc_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CarcPreferencesWindow, carc_preferences_window, CARC, PREFERENCES_WINDOW, AdwPreferencesWindow)

CarcPreferencesWindow *carc_preferences_window_new          (GtkWindow             *parent);
void                   carc_preferences_window_set_language (CarcPreferencesWindow *self,
                                                             const char            *language);

/* The languages the program speaks, as GSettings "language" values: the
 * empty string follows the desktop. */
extern const char * const carc_languages[];

G_END_DECLS
