/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Games played from several computers, in the window: hosting a new game
 * whose seats wait for players elsewhere (the invitations in the header
 * bar's popover), joining one from its link (the connection's state in a
 * bar over the pages), the undo the others are asked for, and every
 * failure said in the player's words. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-window-private.h"
#include "carc-words.h"

/* Why a connection failed, in words; the host and port as the link
 * names them. */
static char *
failure_words (CarcNetFailure  failure,
               const char     *host,
               guint           port)
{
  switch (failure)
    {
    case CARC_NET_FAILURE_CERTIFICATE:
      /* TRANSLATORS: %s is the host's name or address */
      return g_strdup_printf (_("The computer at %s is not the one that sent the invitation: its certificate "
                                "differs from the one the link names. Ask the host for a new link."), host);
    case CARC_NET_FAILURE_TOKEN:
      return g_strdup (_("The host does not know this invitation. Ask the host for a new link."));
    case CARC_NET_FAILURE_VERSION:
      return g_strdup (_("The host plays with another version of Carcassonne. Both computers need the same version."));
    case CARC_NET_FAILURE_REPLACED:
      return g_strdup (_("This seat was joined from another window or computer."));
    case CARC_NET_FAILURE_FULL:
      return g_strdup (_("The host takes no more connections now."));
    case CARC_NET_FAILURE_HOST_LEFT:
    case CARC_NET_FAILURE_ENDED:
      return g_strdup (_("The host ended the game."));
    case CARC_NET_FAILURE_BROKEN:
      return g_strdup (_("The host sent something this game cannot follow, and the game was left."));
    case CARC_NET_FAILURE_UNREACHABLE:
      /* TRANSLATORS: %s is the host's name or address, %u the port */
      return g_strdup_printf (_("No game answers at %s, port %u. Check the link, and that the host's game is still "
                                "open and reachable from this computer."), host, port);
    case CARC_NET_FAILURE_LOST:
    case CARC_NET_FAILURE_NONE:
    default:
      return g_strdup (_("The connection to the host was lost."));
    }
}

static const char *
table_host (CarcTable *table)
{
  return g_object_get_data (G_OBJECT (table), "carc-host-name");
}

static guint
table_port (CarcTable *table)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (table), "carc-host-port"));
}

static void
show_failure (CarcWindow *self,
              const char *heading,
              const char *body)
{
  AdwMessageDialog *dialog = carc_window_new_message_dialog (self, heading, body);

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The bar over the pages: how a joined game's connection stands. */
static void
update_bar (CarcWindow *self)
{
  CarcTable *table = self->table;
  g_autofree char *text = NULL;
  gboolean rejoin = FALSE;

  if (table != NULL && !carc_table_get_hosting (table))
    switch (carc_table_get_state (table))
      {
      case CARC_TABLE_CONNECTING:
        /* TRANSLATORS: %s is the host's name or address */
        text = g_strdup_printf (_("Connecting to %s…"), table_host (table));
        break;
      case CARC_TABLE_LOST:
        text = g_strdup (carc_table_get_failure (table) == CARC_NET_FAILURE_HOST_LEFT
                         ? _("The host stopped the game, trying to reconnect…")
                         : _("Connection lost, reconnecting…"));
        rejoin = TRUE;
        break;
      case CARC_TABLE_FAILED:
        text = failure_words (carc_table_get_failure (table), table_host (table), table_port (table));
        /* A game its host left for another takes no one back. */
        rejoin = carc_table_get_game (table) != NULL && carc_table_get_failure (table) != CARC_NET_FAILURE_ENDED;
        break;
      case CARC_TABLE_PLAYING:
      default:
        break;
      }
  if (text != NULL)
    gtk_label_set_label (self->table_bar_label, text);
  gtk_widget_set_visible (self->table_bar_button, rejoin);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rejoin", rejoin);
  gtk_revealer_set_reveal_child (self->table_bar, text != NULL);
}

/* Leaves the table: hosting, its players are told with @ended that the
 * game ended (another takes its place), else that it stops for now. */
static void
drop_table_as (CarcWindow *self,
               gboolean    ended)
{
  if (self->table == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->table, self);
  if (ended)
    carc_table_end (self->table);
  else
    carc_table_stop (self->table);
  g_clear_object (&self->table);
  if (self->undo_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->undo_dialog));
  carc_table_panel_set_table (self->table_panel, NULL);
  gtk_widget_set_visible (self->table_button, FALSE);
  update_bar (self);
}

static void
drop_table (CarcWindow *self)
{
  drop_table_as (self, TRUE);
}

/* A player joining or leaving is said once, hosting. */
static void
say_presence (CarcWindow *self)
{
  CarcGame *game = carc_table_get_game (self->table);

  for (guint s = 0; game != NULL && s < carc_game_get_n_players (game); s++)
    {
      CarcWirePresence now = carc_table_get_presence (self->table, s);
      const char *name = carc_words_player_name (game, carc_game_get_player (game, s));
      g_autofree char *text = NULL;

      if (now == self->presence[s])
        continue;
      if (now == CARC_WIRE_SEAT_HERE)
        /* TRANSLATORS: %s is the name of a player at another computer */
        text = g_strdup_printf (_("%s joined the game."), name);
      else if (now == CARC_WIRE_SEAT_AWAY)
        /* TRANSLATORS: %s is the name of a player at another computer */
        text = g_strdup_printf (_("%s left the game. Their seat waits, or the computer can play it."), name);
      self->presence[s] = now;
      if (text != NULL && carc_table_get_hosting (self->table))
        carc_window_show_toast (self, text, 4);
    }
}

static void
table_changed_cb (CarcWindow *self)
{
  CarcTable *table = self->table;
  CarcGame *game = carc_table_get_game (table);

  /* Joined: the game comes with the host's first answer. */
  if (game != NULL && game != self->game && !carc_table_get_hosting (table))
    {
      carc_session_play_joined (self->session, game);
      carc_window_show_game (self, game);
      gtk_widget_set_visible (self->table_button, TRUE);
    }
  if (game == NULL && carc_table_get_state (table) == CARC_TABLE_FAILED)
    {
      g_autofree char *body = failure_words (carc_table_get_failure (table), table_host (table), table_port (table));

      drop_table (self);
      show_failure (self, _("Could Not Join the Game"), body);
      return;
    }
  say_presence (self);
  update_bar (self);
  carc_window_update_actions (self);
}

static void
undo_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  CarcWindow       *self)
{
  guint request = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "request"));

  if (self->table != NULL)
    carc_table_answer_undo (self->table, request, g_str_equal (response, "allow"));
}

static void
undo_asked_cb (CarcWindow *self,
               guint       request,
               guint       seat)
{
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->undo_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->undo_dialog));
  /* The preference answers for the people here. */
  if (self->settings != NULL && !g_settings_get_boolean (self->settings, "ask-undo"))
    {
      /* TRANSLATORS: %s is the name of a player at another computer */
      body = g_strdup_printf (_("%s takes back their last move."),
                              carc_words_player_name (self->game, carc_game_get_player (self->game, seat)));
      carc_table_answer_undo (self->table, request, TRUE);
      carc_window_show_toast (self, body, 4);
      return;
    }
  /* TRANSLATORS: %s is the name of a player at another computer */
  body = g_strdup_printf (_("%s asks to take back their last move. Moves made since then are taken back too."),
                          carc_words_player_name (self->game, carc_game_get_player (self->game, seat)));
  dialog = carc_window_new_message_dialog (self, _("Allow Undo?"), body);
  adw_message_dialog_add_responses (dialog, "refuse", _("_Refuse"), "allow", _("_Allow"), NULL);
  adw_message_dialog_set_default_response (dialog, "allow");
  adw_message_dialog_set_close_response (dialog, "refuse");
  g_object_set_data (G_OBJECT (dialog), "request", GUINT_TO_POINTER (request));
  g_signal_connect_object (dialog, "response", G_CALLBACK (undo_response_cb), self, 0);
  g_set_weak_pointer (&self->undo_dialog, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_refused_cb (CarcWindow *self,
                 guint       seat)
{
  g_autofree char *text = NULL;

  if (self->game == NULL || seat >= carc_game_get_n_players (self->game))
    return;
  if (seat == carc_table_get_seat (self->table))
    text = g_strdup (_("The undo was not possible."));
  else
    /* TRANSLATORS: %s is the name of the player who refused the undo */
    text = g_strdup_printf (_("%s refused the undo."),
                            carc_words_player_name (self->game, carc_game_get_player (self->game, seat)));
  carc_window_show_toast (self, text, 4);
}

/* This computer's undo was not made at once: the others are asked. */
static void
undo_waits_cb (CarcWindow *self)
{
  carc_window_show_toast (self, _("Asked the other players to allow the undo…"), 4);
}

/* A line another player said, while the popover is closed: a toast. */
static void
chat_cb (CarcWindow *self,
         guint       seat,
         const char *text)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->table_button));
  g_autofree char *line = NULL;

  /* Lines said before a join are the popover's, not news. */
  if (self->game == NULL || gtk_widget_get_visible (GTK_WIDGET (popover)) || carc_table_get_catching_up (self->table))
    return;
  line = g_strdup_printf (_("%s: %s"), carc_words_player_name (self->game, carc_game_get_player (self->game, seat)),
                          text);
  carc_window_show_toast (self, line, 5);
}

static void
watch_table (CarcWindow *self,
             CarcTable  *table,
             const char *host,
             guint       port)
{
  drop_table (self);
  self->table = table;
  g_object_set_data_full (G_OBJECT (table), "carc-host-name", g_strdup (host), g_free);
  g_object_set_data (G_OBJECT (table), "carc-host-port", GUINT_TO_POINTER (port));
  for (guint s = 0; s < G_N_ELEMENTS (self->presence); s++)
    self->presence[s] = carc_table_get_presence (table, s);
  g_signal_connect_object (table, "changed", G_CALLBACK (table_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undo-asked", G_CALLBACK (undo_asked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undo-refused", G_CALLBACK (undo_refused_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undo-waits", G_CALLBACK (undo_waits_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "chat", G_CALLBACK (chat_cb), self, G_CONNECT_SWAPPED);
  carc_table_panel_set_table (self->table_panel, table);
}

/* Why hosting on @address and @port failed, in words; @again for a game
 * hosted again, where no new game's port can be chosen. */
static char *
host_failure_words (const GError *error,
                    const char   *address,
                    guint         port,
                    gboolean      again)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE) && again)
    /* TRANSLATORS: %u is a port number */
    return g_strdup_printf (_("Port %u, where this game was hosted, is in use by another program."), port);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
    /* TRANSLATORS: %u is a port number */
    return g_strdup_printf (_("Port %u is in use by another program. Choose another port in the new game."), port);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT))
    /* TRANSLATORS: %s is what the player typed as the address to host on */
    return g_strdup_printf (_("“%s” is not an address of this computer. Leave the address empty to host on "
                              "all of them, or give one such as 192.168.1.20."), address);
  /* TRANSLATORS: %s is the system's reason */
  return g_strdup_printf (_("The game could not be hosted on this computer: %s"), error->message);
}

/* A game hosted here before steps aside while another is tried: its port
 * is freed, its players stay connected. */
static CarcTable *
hosting_aside (CarcWindow *self,
               CarcGame   *game)
{
  if (self->table == NULL || !carc_table_get_hosting (self->table) || carc_table_get_game (self->table) == game)
    return NULL;
  return self->table;
}

/* The game stepped aside comes back when the other could not be hosted:
 * nothing changed for its players. */
static void
hosting_back (CarcWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->table != NULL && carc_table_get_hosting (self->table)
      && !carc_table_resume_hosting (self->table, &error))
    {
      g_warning ("%s", error->message);
      drop_table (self);
    }
}

/* Hosts @game on @address and @port, with the remote seats' secrets
 * @tokens when it was hosted before (NULL: new ones): the table, or NULL
 * with @why said in words (@again: the game is hosted again). */
static CarcTable *
host_table (CarcWindow         *self,
            CarcGame           *game,
            const char         *address,
            guint               port,
            const char * const *tokens,
            gboolean            again,
            char              **why)
{
  g_autoptr(GError) error = NULL;
  CarcTable *table;

  if (hosting_aside (self, game) != NULL)
    carc_table_pause_hosting (self->table);
  table = carc_table_host (game, address, port, carc_session_get_folder (self->session), tokens, &error);
  if (table == NULL)
    {
      hosting_back (self);
      *why = host_failure_words (error, address, port, again);
    }
  return table;
}

/* Shows @game, hosted by @table: a document of the player's, or with
 * @level the campaign's level the session plays already (its result goes
 * to the campaign as a level played here).  The game hosted before ends:
 * its players are told so. */
static void
show_hosted (CarcWindow *self,
             CarcTable  *table,
             CarcGame   *game,
             gboolean    level)
{
  g_autoptr(GError) kept = NULL;

  watch_table (self, table, NULL, 0);
  if (level)
    carc_window_show_game (self, game);
  else
    carc_window_set_game (self, game);
  if (carc_table_get_certificate_kept_aside (table) != NULL)
    {
      g_autofree char *body = NULL;

      /* TRANSLATORS: %s is the path of the file kept */
      body = g_strdup_printf (_("The certificate this computer hosts with could not be read. It was kept as %s, "
                                "and a new one was made: links sent before no longer work, so send the new ones."),
                              carc_table_get_certificate_kept_aside (table));
      show_failure (self, _("A New Certificate"), body);
    }
  gtk_widget_set_visible (self->table_button, TRUE);
  /* The invitations to send (again), in sight at once. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (self->table_button));
  if (!carc_table_write_record (table, carc_session_get_folder (self->session), &kept))
    g_warning ("%s", kept->message);
}

/* Hosts @game, a new game with seats for players at other computers, on
 * @address (NULL: all of this computer's) and @port, and plays it here;
 * a failure (the port taken) is said, and the game not started: a game
 * hosted before goes on as it was. */
void
carc_window_host (CarcWindow *self,
                  CarcGame   *game,
                  const char *address,
                  guint       port)
{
  g_autofree char *why = NULL;
  CarcTable *table;

  g_return_if_fail (CARC_IS_WINDOW (self) && CARC_IS_GAME (game));
  table = host_table (self, game, address, port, NULL, FALSE, &why);
  if (table == NULL)
    show_failure (self, _("Could Not Host the Game"), why);
  else
    show_hosted (self, table, game, FALSE);
}

/* Hosts @game, a new game of a campaign's level not begun yet
 * (carc_campaign_new_level()) with seats for players at other computers,
 * as carc_window_host() does a new game, then begins it.  When hosting
 * fails it is said, and nothing changes: the level is not begun, its
 * seats stay as they were chosen. */
void
carc_window_host_level (CarcWindow *self,
                        CarcGame   *game,
                        const char *address,
                        guint       port)
{
  g_autofree char *why = NULL;
  g_autoptr(GError) error = NULL;
  CarcTable *table;

  g_return_if_fail (CARC_IS_WINDOW (self) && CARC_IS_GAME (game));
  table = host_table (self, game, address, port, NULL, FALSE, &why);
  if (table == NULL)
    {
      show_failure (self, _("Could Not Host the Game"), why);
      return;
    }
  if (!carc_session_begin_level (self->session, game, &error))
    {
      g_object_unref (table);
      hosting_back (self);
      carc_window_show_message (self, error->message);
      return;
    }
  self->announced = FALSE;
  show_hosted (self, table, game, TRUE);
}

/* Plays @game here after all, each seat of a player at another computer
 * played by the computer: never a person here in their place. */
static void
play_here_response_cb (AdwMessageDialog *dialog,
                       const char       *response,
                       CarcWindow       *self)
{
  CarcGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (!g_str_equal (response, "here"))
    return;
  for (guint s = 0; s < carc_game_get_n_players (game); s++)
    {
      CarcPlayer *player = carc_game_get_player (game, s);

      if (!carc_player_get_remote (player))
        continue;
      carc_player_set_remote (player, FALSE);
      carc_player_set_computer (player, CARC_AI_EASY);
    }
  if (!GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "level")))
    {
      self->announced = FALSE;
      carc_session_set_game (self->session, game);
    }
  carc_window_show_game (self, game);
}

/* A game of the player's about to be shown (Continue, Open), or with
 * @level the campaign's level continued, that this computer hosted
 * before is hosted again: the same port, the same
 * invitations, so that its players join again as after a cut.  TRUE when
 * it was such a game: hosted and shown, or, when hosting fails, the
 * player is told and asked whether to play it here with the computer in
 * the seats of the players elsewhere. */
gboolean
carc_window_table_host_again (CarcWindow *self,
                              CarcGame   *game,
                              gboolean    level)
{
  g_autofree char *address = NULL;
  g_autofree char *why = NULL;
  g_autofree char *body = NULL;
  g_auto(GStrv) tokens = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  CarcTable *table;
  guint port = 0;

  if (game == NULL || carc_game_get_game_over (game) || carc_game_get_refereed (game))
    return FALSE;
  if (!carc_table_read_record (carc_session_get_folder (self->session), game, &address, &port, &tokens, &error))
    {
      if (error != NULL)
        show_failure (self, _("The Hosted Game’s Record Is Unreadable"), error->message);
      return FALSE;
    }
  table = host_table (self, game, address, port, (const char * const *) tokens, TRUE, &why);
  if (table != NULL)
    {
      show_hosted (self, table, game, level);
      return TRUE;
    }
  body = g_strconcat (why, " ", _("Play it here, with the computer in the seats of the players at other computers?"),
                      NULL);
  dialog = carc_window_new_message_dialog (self, _("Could Not Host the Game"), body);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "here", _("_Play Here"), NULL);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (game), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "level", GUINT_TO_POINTER (level));
  g_signal_connect_object (dialog, "response", G_CALLBACK (play_here_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
join_now (CarcWindow *self,
          const char *link)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, &error);

  if (invitation == NULL)
    {
      show_failure (self, _("Could Not Join the Game"),
                    _("This is not an invitation link of Carcassonne. Copy the whole link the host sent."));
      return;
    }
  watch_table (self, carc_table_join (invitation), invitation->host, invitation->port);
  update_bar (self);
}

static void
join_another_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          CarcWindow       *self)
{
  if (g_str_equal (response, "discard"))
    join_now (self, g_object_get_data (G_OBJECT (dialog), "link"));
}

/* Joins the game @link invites to; the window shows it when the host
 * sends it.  A game of this window's own is not asked about: a joined
 * game is written nowhere here, so the autosave keeps it for Continue. */
void
carc_window_join (CarcWindow *self,
                  const char *link)
{
  AdwMessageDialog *dialog;

  g_return_if_fail (CARC_IS_WINDOW (self) && link != NULL);
  if (!carc_window_table_in_play (self))
    {
      join_now (self, link);
      return;
    }
  /* Another game played from several computers is left knowingly: the
   * link leads away from it. */
  dialog = carc_window_table_leave_dialog (self, FALSE, NULL);
  adw_message_dialog_set_heading (dialog, _("Leave This Game to Join Another?"));
  adw_message_dialog_set_response_label (dialog, "discard", _("_Join"));
  g_object_set_data_full (G_OBJECT (dialog), "link", g_strdup (link), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (join_another_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Join waits for a whole link; something else pasted is said at once. */
static void
join_entry_changed_cb (GtkEditable      *entry,
                       AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (text, NULL);
  GtkWidget *why = gtk_widget_get_next_sibling (GTK_WIDGET (entry));

  adw_message_dialog_set_response_enabled (dialog, "join", invitation != NULL);
  gtk_widget_set_visible (why, invitation == NULL && *text != '\0');
  if (invitation == NULL && *text != '\0')
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
}

static void
join_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  CarcWindow       *self)
{
  GtkEditable *entry = GTK_EDITABLE (gtk_widget_get_first_child (adw_message_dialog_get_extra_child (dialog)));
  g_autofree char *link = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_str_equal (response, "join"))
    carc_window_join (self, link);
}

/* Asks for the invitation link to join. */
void
carc_window_ask_join (CarcWindow *self)
{
  AdwMessageDialog *dialog = carc_window_new_message_dialog (self, _("Join a Game"),
                                                             _("Paste the invitation link the host sent you."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *why = gtk_label_new (_("This is not an invitation link yet: it begins carcassonne:// and names a token and a fingerprint."));

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "carcassonne://…");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Invitation link"), -1);
  gtk_label_set_wrap (GTK_LABEL (why), TRUE);
  gtk_label_set_xalign (GTK_LABEL (why), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (why), 36);
  gtk_widget_add_css_class (why, "dim-label");
  gtk_widget_add_css_class (why, "caption");
  gtk_widget_set_visible (why, FALSE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), why);
  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "join", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "join");
  adw_message_dialog_set_close_response (dialog, "cancel");
  adw_message_dialog_set_response_enabled (dialog, "join", FALSE);
  g_signal_connect_object (entry, "changed", G_CALLBACK (join_entry_changed_cb), dialog, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (join_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Undo in a game played from several computers asks the others: TRUE
 * when it is one. */
gboolean
carc_window_table_undo (CarcWindow *self)
{
  if (self->table == NULL || carc_table_get_game (self->table) != self->game)
    return FALSE;
  carc_table_ask_undo (self->table);
  return TRUE;
}

/* Whether the game on screen is played from several computers and goes
 * on: leaving it (closing, another game) is asked first. */
gboolean
carc_window_table_in_play (CarcWindow *self)
{
  return self->table != NULL && self->game != NULL && carc_table_get_game (self->table) == self->game
         && !carc_game_get_game_over (self->game) && !carc_window_table_ended (self);
}

/* Whether the game on screen is a seat of a game its host ended: leaving
 * it loses nothing. */
gboolean
carc_window_table_ended (CarcWindow *self)
{
  return self->table != NULL && self->game != NULL && carc_table_get_game (self->table) == self->game
         && carc_table_get_state (self->table) == CARC_TABLE_FAILED
         && carc_table_get_failure (self->table) == CARC_NET_FAILURE_ENDED;
}

/* The question before leaving a game played from several computers, by
 * @closing the window or for another game, with @more to say (or NULL):
 * "discard" leaves it (carc_window_confirm_replace()). */
AdwMessageDialog *
carc_window_table_leave_dialog (CarcWindow *self,
                                gboolean    closing,
                                const char *more)
{
  AdwMessageDialog *dialog;

  if (carc_table_get_hosting (self->table) && closing)
    {
      dialog = carc_window_new_message_dialog (self, _("Stop Hosting the Game?"),
                                               _("The players at other computers will be disconnected and their "
                                                 "invitations will no longer work. The game stays in the autosave "
                                                 "on this computer."));
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Stop Hosting"), NULL);
    }
  else if (carc_table_get_hosting (self->table))
    {
      dialog = carc_window_new_message_dialog (self, _("Stop Hosting the Game?"),
                                               _("The players at other computers will be disconnected and told "
                                                 "that the game ended."));
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Stop Hosting"), NULL);
    }
  else
    {
      dialog = carc_window_new_message_dialog (self, _("Leave the Game?"),
                                               _("Your seat waits at the host. You can join again with the same "
                                                 "invitation link."));
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Leave"), NULL);
    }
  if (more != NULL)
    {
      g_autofree char *both = g_strconcat (adw_message_dialog_get_body (dialog), " ", more, NULL);

      adw_message_dialog_set_body (dialog, both);
    }
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  return dialog;
}

/* Another game shown: the table of the one before stops; its players are
 * told it ended, but while the guided game sets it aside for a while. */
void
carc_window_table_game_shown (CarcWindow *self,
                              CarcGame   *game)
{
  if (self->table != NULL && carc_table_get_game (self->table) != NULL && carc_table_get_game (self->table) != game)
    drop_table_as (self, !carc_session_get_plays_lesson (self->session));
}

static void
rejoin_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->table != NULL && !carc_table_get_hosting (self->table))
    carc_table_rejoin (self->table);
}

CarcTable *
carc_window_get_table (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->table;
}

void
carc_window_table_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (CARC_TYPE_TABLE_PANEL);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, table_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, table_panel);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, table_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, table_bar_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, table_bar_button);
  gtk_widget_class_install_action (widget_class, "win.rejoin", NULL, rejoin_cb);
}

void
carc_window_table_dispose (CarcWindow *self)
{
  g_clear_weak_pointer (&self->undo_dialog);
  if (self->table != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table, self);
      carc_table_stop (self->table);
      g_clear_object (&self->table);
    }
}
