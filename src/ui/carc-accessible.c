/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Names for a screen reader where GTK 4.8 gives none. */
#include "config.h"

#include "carc-accessible.h"

/* A menu button's or a drop-down's name, on it and on the toggle inside
 * it that takes the focus: GTK 4.8 names neither after the tooltip or the
 * label, so a screen reader says "GtkMenuButton" or "GtkToggleButton". */
void
carc_accessible_name_with_toggle (GtkWidget  *widget,
                                  const char *name)
{
  GtkWidget *inner = gtk_widget_get_first_child (widget);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (GTK_IS_TOGGLE_BUTTON (inner))
    gtk_accessible_update_property (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The name a screen reader says for an icon-only @widget, which the
 * pointer shows as its tooltip too. */
void
carc_accessible_name_icon_button (GtkWidget  *widget,
                                  const char *name)
{
  gtk_widget_set_tooltip_text (widget, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}
