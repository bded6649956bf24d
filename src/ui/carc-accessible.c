/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Names for a screen reader where GTK 4.8 gives none. */
#include "config.h"

#include "carc-accessible.h"

/* A menu button's name, on the button and on the toggle inside it that
 * takes the focus: GTK 4.8 names neither after the tooltip or the label,
 * so a screen reader says "GtkMenuButton". */
void
carc_accessible_name_menu_button (GtkMenuButton *button,
                                  const char    *name)
{
  GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (button));

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (inner != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}
