/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A seat for a player joining from another computer (the seat menu's
 * last entry). */
#define CARC_SEAT_REMOTE (-2)

GtkDropDown *carc_seat_menu_new              (void);
gint         carc_seat_menu_get_seat         (GtkDropDown *menu);
void         carc_seat_menu_set_seat         (GtkDropDown *menu,
                                              gint         seat);
void         carc_seat_menu_set_list_factory (GtkDropDown *menu);
void         carc_seat_menu_set_seat_name    (GtkDropDown *menu,
                                              const char  *seat);

G_END_DECLS
