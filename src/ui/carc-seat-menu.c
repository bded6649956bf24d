/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Who plays a seat: the menu of the new-game dialog's seats and of a
 * campaign level's colours.  It lists a person here, the computer
 * players' levels and a player at another computer; its button shows an
 * icon and a short word, where the list says it whole. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-accessible.h"
#include "carc-ai.h"
#include "carc-player.h"
#include "carc-seat-menu.h"

/* The seat menu's button: an icon and the level alone ("Easy"), where
 * the list says it whole ("Computer, easy"); the name keeps the room. */
static const char *
seat_short_name (guint position)
{
  switch (position)
    {
    /* TRANSLATORS: who plays a seat, as its menu button shows it: a
     * person, or a computer player's level */
    case 0: return C_("seat", "Person");
    case 1: return C_("seat", "Easy");
    case 2: return C_("seat", "Normal");
    case 3: return C_("seat", "Strong");
    /* TRANSLATORS: a seat played by a player joining from another computer */
    default: return C_("seat", "Invited");
    }
}

static void
seat_button_setup_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
seat_button_bind_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  guint position = gtk_list_item_get_position (item);

  gtk_image_set_from_icon_name (GTK_IMAGE (gtk_widget_get_first_child (box)),
                                position == 0 ? "avatar-default-symbolic"
                                : position > CARC_AI_N_LEVELS ? "network-workgroup-symbolic" : "computer-symbolic");
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)), seat_short_name (position));
}

static void
seat_list_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
seat_list_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

/* @menu's open list as the seat menus list theirs: each entry's words. */
void
carc_seat_menu_set_list_factory (GtkDropDown *menu)
{
  g_autoptr(GtkListItemFactory) list = gtk_signal_list_item_factory_new ();

  g_signal_connect (list, "setup", G_CALLBACK (seat_list_setup_cb), NULL);
  g_signal_connect (list, "bind", G_CALLBACK (seat_list_bind_cb), NULL);
  gtk_drop_down_set_list_factory (menu, list);
}

/* A new seat menu, named "Who plays" for screen readers until its seat
 * is named (carc_seat_menu_set_seat_name()), with no tooltip: one would
 * cover the list's first entry while it is open. */
GtkDropDown *
carc_seat_menu_new (void)
{
  /* TRANSLATORS: who plays a seat: a person or a computer player of a level */
  const char *names[] = { _("Person"), _("Computer, easy"), _("Computer, normal"), _("Computer, strong"),
                          _("A player at another computer"), NULL };
  GtkDropDown *menu = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
  g_autoptr(GtkListItemFactory) button = gtk_signal_list_item_factory_new ();

  g_signal_connect (button, "setup", G_CALLBACK (seat_button_setup_cb), NULL);
  g_signal_connect (button, "bind", G_CALLBACK (seat_button_bind_cb), NULL);
  gtk_drop_down_set_factory (menu, button);
  carc_seat_menu_set_list_factory (menu);
  gtk_widget_set_valign (GTK_WIDGET (menu), GTK_ALIGN_CENTER);
  carc_accessible_name_with_toggle (GTK_WIDGET (menu), _("Who plays"));
  return menu;
}

/* Names @menu for screen readers by the seat it is for, as the seat's
 * row names it ("Player 1 (Red)" in the new-game dialog, "Red" on a
 * level's page): the rows' menus are otherwise all alike. */
void
carc_seat_menu_set_seat_name (GtkDropDown *menu,
                              const char  *seat)
{
  /* TRANSLATORS: a seat's menu as a screen reader names it: "Who plays:
   * Player 1 (Red)" in the new-game dialog, "Who plays: Red" for a
   * colour of the campaign's team */
  g_autofree char *name = g_strdup_printf (_("Who plays: %s"), seat);

  carc_accessible_name_with_toggle (GTK_WIDGET (menu), name);
}

/* Who plays: CARC_PLAYER_PERSON, a computer's CarcAiLevel or
 * CARC_SEAT_REMOTE (the menu lists the person first, then the levels,
 * then a player at another computer). */
gint
carc_seat_menu_get_seat (GtkDropDown *menu)
{
  guint position = gtk_drop_down_get_selected (menu);

  return position > CARC_AI_N_LEVELS ? CARC_SEAT_REMOTE : (gint) position - 1;
}

void
carc_seat_menu_set_seat (GtkDropDown *menu,
                         gint         seat)
{
  gtk_drop_down_set_selected (menu, seat == CARC_SEAT_REMOTE ? CARC_AI_N_LEVELS + 1
                                    : (guint) (CLAMP (seat, CARC_PLAYER_PERSON, CARC_AI_N_LEVELS - 1) + 1));
}
