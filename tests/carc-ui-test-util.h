/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* What the UI tests share: GTK and libadwaita set up as the program sets
 * them up (resources, icons, style sheet), running the main loop for a
 * while, and screenshots of a widget in the build folder. */
void test_ui_init       (int         *argc,
                         char      ***argv);
void test_iterate       (guint        ms);
void test_screenshot    (GtkWidget   *widget,
                         const char  *name);

G_END_DECLS
