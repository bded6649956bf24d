/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The players of a game played from several computers, in the header
 * bar's popover.  Hosting: the port, and for each seat played elsewhere
 * its presence, its invitation link as text to select and a button to
 * copy it, and while its player is away a button that hands the seat to a
 * computer player.  Joined: each seat's presence.  The rows are made
 * again whenever the table changes: presence changes seldom. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-table-panel.h"
#include "carc-values.h"
#include "carc-words.h"

struct _CarcTablePanel
{
  GtkWidget  parent_instance;
  GtkWidget *box;
  GtkWidget *seats;      /* made again on every change */
  GtkWidget *chat;       /* the chat: its lines, and the entry */
  GtkWidget *lines;
  GtkWidget *entry;
  CarcTable *table;
};

/* The chat lines shown, the last said. */
#define LINES_SHOWN 8

G_DEFINE_FINAL_TYPE (CarcTablePanel, carc_table_panel, GTK_TYPE_WIDGET)

/* What a seat's presence says, with its player's name. */
char *
carc_table_presence_words (CarcTable *table,
                           guint      seat)
{
  CarcGame *game = carc_table_get_game (table);
  const char *name = game != NULL ? carc_words_player_name (game, carc_game_get_player (game, seat)) : "";

  switch (carc_table_get_presence (table, seat))
    {
    case CARC_WIRE_SEAT_OPEN:
      /* TRANSLATORS: a seat's presence: %s is the player's name */
      return g_strdup_printf (_("%s: waiting to join"), name);
    case CARC_WIRE_SEAT_HERE:
      /* TRANSLATORS: a seat's presence: %s is the player's name */
      return g_strdup_printf (_("%s: joined"), name);
    case CARC_WIRE_SEAT_AWAY:
      /* TRANSLATORS: a seat's presence: %s is the player's name */
      return g_strdup_printf (_("%s: away"), name);
    case CARC_WIRE_SEAT_COMPUTER:
    case CARC_WIRE_N_PRESENCES:
    default:
      if (carc_table_get_hosting (table) || game == NULL)
        /* TRANSLATORS: a seat's presence: %s is the player's name */
        return g_strdup_printf (_("%s: played by the computer"), name);
      /* TRANSLATORS: a seat's presence in a joined game: %s is the
       * player's name; the host's own players and computer players */
      return g_strdup_printf (_("%s: at the host"), name);
    }
}

static void
copy_clicked_cb (GtkButton  *button,
                 const char *link)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), link);
  gtk_button_set_label (button, _("Copied"));
}

static void
hand_over_clicked_cb (GtkButton      *button,
                      CarcTablePanel *self)
{
  carc_table_hand_to_computer (self->table, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")));
}

static GtkWidget *
label_new (const char *text,
           const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* A word longer than a line (a link, a chat line typed without a
   * space) breaks too, and never widens the popover past the screen. */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

/* Broken inside the token, a line of @label gets no hyphen: what is seen
 * is the link, to copy by eye. */
static void
set_no_hyphens (GtkWidget *label)
{
  g_autoptr(PangoAttrList) attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
}

/* A remote seat, hosting: presence, the link, Copy, and Hand Over. */
static GtkWidget *
invitation_new (CarcTablePanel *self,
                guint           seat)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *presence = carc_table_presence_words (self->table, seat);
  char *link = carc_table_dup_invitation (self->table, seat);
  GtkWidget *text = label_new (link, "monospace");
  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy Link"));
  CarcWirePresence where = carc_table_get_presence (self->table, seat);
  CarcGame *game = carc_table_get_game (self->table);
  const char *name = carc_words_player_name (game, carc_game_get_player (game, seat));
  GtkWidget *heading = label_new (presence, "heading");
  g_autofree char *copy_name = NULL;

  /* A screen reader names the seat's group by its presence ("Blue:
   * waiting to join"), so its link and buttons are known to be Blue's. */
  gtk_box_append (GTK_BOX (box), heading);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading, NULL, -1);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 44);
  set_no_hyphens (text);
  /* Selectable to copy by hand, but not focused first: a focused
   * selectable label selects all its text. */
  gtk_widget_set_focusable (text, FALSE);
  gtk_box_append (GTK_BOX (box), text);
  /* TRANSLATORS: the accessible name of the button copying the
   * invitation link of the player %s */
  copy_name = g_strdup_printf (_("Copy the invitation for %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, copy_name, -1);
  g_signal_connect_data (copy, "clicked", G_CALLBACK (copy_clicked_cb), link, (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_box_append (GTK_BOX (buttons), copy);
  if (where == CARC_WIRE_SEAT_AWAY || where == CARC_WIRE_SEAT_OPEN)
    {
      GtkWidget *hand = gtk_button_new_with_mnemonic (_("_Hand to the Computer"));
      /* TRANSLATORS: the accessible name of the button handing the seat
       * of the player %s, who is away, to a computer player */
      g_autofree char *hand_name = g_strdup_printf (_("Hand the seat of %s to the computer"), name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (hand), GTK_ACCESSIBLE_PROPERTY_LABEL, hand_name, -1);
      gtk_widget_set_tooltip_text (hand, _("A computer player plays this seat until its player joins again"));
      g_object_set_data (G_OBJECT (hand), "seat", GUINT_TO_POINTER (seat));
      g_signal_connect (hand, "clicked", G_CALLBACK (hand_over_clicked_cb), self);
      gtk_box_append (GTK_BOX (buttons), hand);
    }
  gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

static void
show_chat (CarcTablePanel *self)
{
  GtkWidget *child;
  CarcGame *game;
  const guint *seats;
  const char * const *lines;
  guint n;

  while ((child = gtk_widget_get_first_child (self->lines)) != NULL)
    gtk_box_remove (GTK_BOX (self->lines), child);
  if (self->table == NULL || (game = carc_table_get_game (self->table)) == NULL)
    return;
  lines = carc_table_get_chat (self->table, &seats, &n);
  for (guint i = n > LINES_SHOWN ? n - LINES_SHOWN : 0; i < n; i++)
    {
      /* TRANSLATORS: a chat line: the player's name, then what they said */
      g_autofree char *line = g_strdup_printf (_("%s: %s"),
                                               carc_words_player_name (game, carc_game_get_player (game, seats[i])),
                                               lines[i]);
      GtkWidget *label = label_new (line, NULL);

      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_set_focusable (label, FALSE);
      gtk_box_append (GTK_BOX (self->lines), label);
    }
}

static void
entry_activate_cb (GtkEntry       *entry,
                   CarcTablePanel *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  if (self->table != NULL && carc_table_say (self->table, text))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    gtk_widget_error_bell (GTK_WIDGET (entry));
}

static void
rebuild (CarcTablePanel *self)
{
  GtkWidget *child;
  CarcGame *game;
  guint n;

  while ((child = gtk_widget_get_first_child (self->seats)) != NULL)
    gtk_box_remove (GTK_BOX (self->seats), child);
  gtk_widget_set_visible (self->chat, self->table != NULL && carc_table_get_game (self->table) != NULL);
  if (self->table == NULL || (game = carc_table_get_game (self->table)) == NULL)
    return;
  gtk_widget_set_sensitive (self->entry, carc_table_get_state (self->table) == CARC_TABLE_PLAYING);
  n = carc_game_get_n_players (game);
  gtk_box_append (GTK_BOX (self->seats), label_new (_("Players at Other Computers"), "title-4"));
  if (carc_table_get_hosting (self->table))
    {
      /* TRANSLATORS: %u is the port number the hosted game listens on */
      g_autofree char *port = g_strdup_printf (_("Hosted on this computer, port %u. Send each player their link."),
                                               carc_table_get_port (self->table));

      gtk_box_append (GTK_BOX (self->seats), label_new (port, "dim-label"));
      for (guint s = 0; s < n; s++)
        if (carc_player_get_remote (carc_game_get_player (game, s))
            || carc_table_get_presence (self->table, s) != CARC_WIRE_SEAT_COMPUTER)
          gtk_box_append (GTK_BOX (self->seats), invitation_new (self, s));
      return;
    }
  for (guint s = 0; s < n; s++)
    if (s != carc_table_get_seat (self->table))
      {
        g_autofree char *presence = carc_table_presence_words (self->table, s);

        gtk_box_append (GTK_BOX (self->seats), label_new (presence, NULL));
      }
}

void
carc_table_panel_set_table (CarcTablePanel *self,
                            CarcTable      *table)
{
  g_return_if_fail (CARC_IS_TABLE_PANEL (self));
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_set_object (&self->table, table);
  if (table != NULL)
    {
      g_signal_connect_object (table, "changed", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (table, "chat", G_CALLBACK (show_chat), self, G_CONNECT_SWAPPED);
    }
  rebuild (self);
  show_chat (self);
}

static void
carc_table_panel_dispose (GObject *object)
{
  CarcTablePanel *self = CARC_TABLE_PANEL (object);

  g_clear_object (&self->table);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (carc_table_panel_parent_class)->dispose (object);
}

static void
carc_table_panel_class_init (CarcTablePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_table_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* A group of the popover, not a widget a screen reader names by its class. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
carc_table_panel_init (CarcTablePanel *self)
{
  GtkWidget *chat_heading;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (self->box, 6);
  gtk_widget_set_margin_end (self->box, 6);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_widget_set_margin_bottom (self->box, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->seats = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->seats);

  self->chat = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  chat_heading = label_new (_("Chat"), "heading");
  gtk_box_append (GTK_BOX (self->chat), chat_heading);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->chat), GTK_ACCESSIBLE_RELATION_LABELLED_BY, chat_heading, NULL,
                                  -1);
  self->lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->chat), self->lines);
  self->entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Say something to everyone"));
  gtk_entry_set_max_length (GTK_ENTRY (self->entry), CARC_VALUES_MAX_CHAT_CHARS);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chat line"), -1);
  g_signal_connect (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  gtk_box_append (GTK_BOX (self->chat), self->entry);
  gtk_widget_set_visible (self->chat, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->chat);
}

CarcTablePanel *
carc_table_panel_new (void)
{
  return g_object_new (CARC_TYPE_TABLE_PANEL, NULL);
}
