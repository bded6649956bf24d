/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void carc_accessible_name_with_toggle (GtkWidget  *widget,
                                       const char *name);
void carc_accessible_name_icon_button (GtkWidget  *widget,
                                       const char *name);

G_END_DECLS
