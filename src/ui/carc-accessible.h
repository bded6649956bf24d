/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void carc_accessible_name_menu_button (GtkMenuButton *button,
                                       const char    *name);

G_END_DECLS
