/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcTable: a game played from several computers, for the views.
 *
 * Hosting, the table holds a CarcHost with the game's setup, seed and
 * all: the people here and the computer players here act through it, the
 * remote seats as their connections send.  Joining, it holds a
 * CarcNetClient for one seat.  Either way the CarcGame the window shows
 * sends its moves on (carc_game_set_referee()) and follows the one true
 * log (carc_game_follow()): the board animates a remote move as a local
 * one. */
#include "config.h"

#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "carc-certificate.h"
#include "carc-colour-name.h"
#include "carc-host.h"
#include "carc-game-private.h"
#include "carc-save.h"
#include "carc-table.h"
#include "carc-table-private.h"
#include "carc-values.h"

/* The chat lines kept for the views. */
#define CHAT_KEPT 30

/* A lost connection is tried again this often (seconds). */
#define REJOIN_SECONDS 3

struct _CarcTable
{
  GObject           parent_instance;
  CarcGame         *game;
  CarcHost         *host;         /* hosting */
  char             *host_name;    /* how the invitations name this computer */
  char             *address;      /* the address hosted on, or NULL for all */
  char             *kept_aside;   /* where an unreadable certificate was moved */
  GTlsCertificate  *certificate;  /* hosting: what it listens with */
  guint             paused_port;  /* hosting, not listening for now: its port */
  CarcInvitation   *invitation;   /* joining */
  CarcNetClient    *client;
  CarcTableState    state;
  CarcNetFailure    failure;
  CarcWirePresence  presence[CARC_MAX_PLAYERS];
  guint             last_here;    /* the seat of this computer's last move */
  gboolean          undo_waits;   /* this computer's undo waits for the others */
  gboolean          undo_said;    /* ... and CarcTable::undo-waits said so */
  gboolean          moved;        /* this computer made a move: it may ask to undo */
  GArray           *chat_seats;   /* guint: who said each line kept */
  GPtrArray        *chat_lines;   /* the last CHAT_KEPT lines */
  guint             follow_idle;
  guint             rejoin_timer;
};

G_DEFINE_FINAL_TYPE (CarcTable, carc_table, G_TYPE_OBJECT)

enum {
  CHANGED,
  UNDO_ASKED,
  UNDO_REFUSED,
  UNDO_WAITS,
  CHAT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
drop_client (CarcTable *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  carc_net_client_close (self->client);
  g_clear_object (&self->client);
}

static void
stop (CarcTable *self,
      gboolean   ended)
{
  g_clear_handle_id (&self->follow_idle, g_source_remove);
  g_clear_handle_id (&self->rejoin_timer, g_source_remove);
  if (self->game != NULL)
    carc_game_set_referee (self->game, NULL, NULL);
  if (self->host != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->host, self);
      if (ended)
        carc_host_end (self->host);
      else
        carc_host_stop (self->host);
      g_clear_object (&self->host);
    }
  drop_client (self);
}

/* Stops hosting or playing: the connections close, the game stays, and
 * hosted again later it takes its players back. */
void
carc_table_stop (CarcTable *self)
{
  g_return_if_fail (CARC_IS_TABLE (self));
  stop (self, FALSE);
}

/* The same when this computer leaves the game for another: hosting, its
 * players are told that the game ended. */
void
carc_table_end (CarcTable *self)
{
  g_return_if_fail (CARC_IS_TABLE (self));
  stop (self, TRUE);
}

/* Hosting, stops listening for a while, the players' connections going
 * on: the port is free for another game to try. */
void
carc_table_pause_hosting (CarcTable *self)
{
  g_return_if_fail (CARC_IS_TABLE (self) && self->host != NULL);
  if (self->paused_port != 0)
    return;
  self->paused_port = carc_host_get_port (self->host);
  carc_host_stop_listening (self->host);
}

/* Listens again on the port carc_table_pause_hosting() freed. */
gboolean
carc_table_resume_hosting (CarcTable  *self,
                           GError    **error)
{
  guint port;

  g_return_val_if_fail (CARC_IS_TABLE (self) && self->host != NULL, FALSE);
  if (self->paused_port == 0)
    return TRUE;
  port = self->paused_port;
  self->paused_port = 0;
  return carc_host_listen (self->host, self->address, port, self->certificate, error);
}

static void
carc_table_dispose (GObject *object)
{
  CarcTable *self = CARC_TABLE (object);

  stop (self, FALSE);
  g_clear_object (&self->game);
  g_clear_object (&self->certificate);
  G_OBJECT_CLASS (carc_table_parent_class)->dispose (object);
}

static void
carc_table_finalize (GObject *object)
{
  CarcTable *self = CARC_TABLE (object);

  g_free (self->host_name);
  g_free (self->address);
  g_free (self->kept_aside);
  g_array_unref (self->chat_seats);
  g_ptr_array_unref (self->chat_lines);
  g_clear_pointer (&self->invitation, carc_invitation_free);
  G_OBJECT_CLASS (carc_table_parent_class)->finalize (object);
}

static void
carc_table_class_init (CarcTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = carc_table_dispose;
  object_class->finalize = carc_table_finalize;

  /** CarcTable::changed: the state, a seat's presence, the game (once joined) or the undo asked changed. */
  signals[CHANGED] = g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** CarcTable::undo-asked: a player asks to undo a move of this computer's (request, seat asking). */
  signals[UNDO_ASKED] = g_signal_new ("undo-asked", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                      2, G_TYPE_UINT, G_TYPE_UINT);
  /** CarcTable::undo-refused: this computer's undo was refused (by the seat). */
  /** CarcTable::chat: a player's chat line (seat, text). */
  signals[CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                2, G_TYPE_UINT, G_TYPE_STRING);
  signals[UNDO_REFUSED] = g_signal_new ("undo-refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
  /** CarcTable::undo-waits: this computer's undo was not made at once: the others are asked. */
  signals[UNDO_WAITS] = g_signal_new ("undo-waits", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
carc_table_init (CarcTable *self)
{
  self->chat_seats = g_array_new (FALSE, FALSE, sizeof (guint));
  self->chat_lines = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < CARC_MAX_PLAYERS; s++)
    self->presence[s] = CARC_WIRE_SEAT_COMPUTER;
}

static void
changed (CarcTable *self)
{
  if (self->game != NULL)
    carc_game_set_paused (self->game, self->state != CARC_TABLE_PLAYING,
                          self->state == CARC_TABLE_FAILED && self->failure == CARC_NET_FAILURE_ENDED);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
chat_cb (CarcTable  *self,
         guint       seat,
         const char *text)
{
  if (self->game == NULL || seat >= carc_game_get_n_players (self->game))
    return;
  if (self->chat_lines->len == CHAT_KEPT)
    {
      g_array_remove_index (self->chat_seats, 0);
      g_ptr_array_remove_index (self->chat_lines, 0);
    }
  g_array_append_val (self->chat_seats, seat);
  g_ptr_array_add (self->chat_lines, g_strdup (text));
  g_signal_emit (self, signals[CHAT], 0, seat, text);
}

/* This computer's address as the others reach it: the first of a
 * network interface other than loopback, else its name. */
static char *
local_address (void)
{
  struct ifaddrs *all = NULL;
  char *found = NULL;

  if (getifaddrs (&all) != 0)
    return g_strdup (g_get_host_name ());
  for (struct ifaddrs *i = all; i != NULL && found == NULL; i = i->ifa_next)
    if (i->ifa_addr != NULL && i->ifa_addr->sa_family == AF_INET)
      {
        g_autoptr(GSocketAddress) socket = g_socket_address_new_from_native (i->ifa_addr, sizeof (struct sockaddr_in));
        GInetAddress *inet = socket != NULL ? g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket)) : NULL;

        if (inet != NULL && !g_inet_address_get_is_loopback (inet))
          found = g_inet_address_to_string (inet);
      }
  freeifaddrs (all);
  return found != NULL ? found : g_strdup (g_get_host_name ());
}

/* ---- Hosting ---- */

static CarcError
host_referee (const CarcAction *action,
              gpointer          data)
{
  CarcTable *self = data;
  guint seat = carc_state_get_decision (carc_host_get_state (self->host))->acting;
  CarcError result;

  if (!carc_host_plays_here (self->host, seat))
    return CARC_ERROR_WRONG_DECISION;
  result = carc_host_play (self->host, seat, action);
  if (result == CARC_OK && carc_player_get_computer (carc_game_get_player (self->game, seat)) == CARC_PLAYER_PERSON)
    {
      self->last_here = seat;
      self->moved = TRUE;
    }
  return result;
}

static void
host_changed_cb (CarcTable *self)
{
  guint n = carc_host_get_log_length (self->host);
  g_autoptr(GArray) actions = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), n);

  for (guint i = 0; i < n; i++)
    g_array_append_vals (actions, carc_host_get_action (self->host, i), 1);
  if (self->undo_waits)
    {
      self->undo_waits = FALSE;
      changed (self);
    }
  carc_game_follow (self->game, NULL, (const CarcAction *) (const void *) actions->data, n);
}

static void
host_presence_cb (CarcTable *self,
                  guint      seat)
{
  CarcPlayer *player = carc_game_get_player (self->game, seat);

  self->presence[seat] = carc_host_get_presence (self->host, seat);
  /* Back from away: its player plays it again, not the computer. */
  if (self->presence[seat] == CARC_WIRE_SEAT_HERE)
    {
      carc_player_set_computer (player, CARC_PLAYER_PERSON);
      carc_player_set_remote (player, TRUE);
    }
  changed (self);
}

static void
host_undo_asked_cb (CarcTable *self,
                    guint      request,
                    guint      seat)
{
  g_signal_emit (self, signals[UNDO_ASKED], 0, request, seat);
}

static void
host_undo_refused_cb (CarcTable *self,
                      guint      request,
                      guint      seat)
{
  if (!self->undo_waits)
    return;
  self->undo_waits = FALSE;
  g_signal_emit (self, signals[UNDO_REFUSED], 0, seat);
  changed (self);
}

/* Hosts @game (a new game whose remote players' seats wait for players
 * from other computers) on @address (NULL: every address) and @port (0:
 * one the system chooses), with the certificate kept in @folder. */
CarcTable *
carc_table_host (CarcGame            *game,
                 const char          *address,
                 guint                port,
                 GFile               *folder,
                 const char * const  *tokens,
                 GError             **error)
{
  CarcHistory *played = carc_game_peek_history (game);
  CarcHistory *history = NULL;
  guint failed = 0;
  g_autoptr(CarcTable) self = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autofree char *kept_aside = NULL;
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };
  gboolean remote[CARC_MAX_PLAYERS] = { FALSE };
  guint n;

  g_return_val_if_fail (CARC_IS_GAME (game), NULL);
  certificate = carc_certificate_load_or_make (folder, &kept_aside, error);
  if (certificate == NULL)
    return NULL;
  n = carc_game_get_n_players (game);
  for (guint s = 0; s < n; s++)
    {
      CarcPlayer *player = carc_game_get_player (game, s);

      colours[s] = carc_player_get_colour (player);
      names[s] = carc_colour_name_stored (colours[s], carc_player_get_name (player));
      remote[s] = carc_player_get_remote (player);
    }
  self = g_object_new (CARC_TYPE_TABLE, NULL);
  self->game = g_object_ref (game);
  self->kept_aside = g_steal_pointer (&kept_aside);
  self->certificate = g_object_ref (certificate);
  /* A game hosted again goes on from its moves. */
  history = carc_history_new (carc_game_get_setup (game));
  {
    guint n_played = carc_history_get_cursor (played);
    g_autoptr(GArray) log = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), n_played);

    for (guint i = 0; i < n_played; i++)
      g_array_append_vals (log, carc_history_get_action (played, i), 1);
    if (carc_history_load (history, (const CarcAction *) (const void *) log->data, n_played, n_played, &failed)
        != CARC_OK)
      {
        carc_history_free (history);
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the game's moves do not replay");
        return NULL;
      }
  }
  self->host = carc_host_new (history, names, colours, remote);
  for (guint s = 0; tokens != NULL && s < n; s++)
    if (remote[s] && tokens[s] != NULL && *tokens[s] != '\0')
      carc_host_set_token (self->host, s, tokens[s]);
  if (!carc_host_listen (self->host, address, port, certificate, error))
    return NULL;
  self->address = g_strdup (address);
  self->host_name = address != NULL && *address != '\0' ? g_strdup (address) : local_address ();
  for (guint s = 0; s < n; s++)
    {
      self->presence[s] = carc_host_get_presence (self->host, s);
      if (!remote[s] && carc_player_get_computer (carc_game_get_player (game, s)) == CARC_PLAYER_PERSON)
        carc_host_set_asked (self->host, s, TRUE);
    }
  self->state = CARC_TABLE_PLAYING;
  g_signal_connect_swapped (self->host, "changed", G_CALLBACK (host_changed_cb), self);
  g_signal_connect_swapped (self->host, "seat-presence", G_CALLBACK (host_presence_cb), self);
  g_signal_connect_swapped (self->host, "undo-asked", G_CALLBACK (host_undo_asked_cb), self);
  g_signal_connect_swapped (self->host, "undo-refused", G_CALLBACK (host_undo_refused_cb), self);
  g_signal_connect_swapped (self->host, "chat", G_CALLBACK (chat_cb), self);
  carc_game_set_referee (game, host_referee, self);
  return g_steal_pointer (&self);
}

/* ---- Joining ---- */

static void join_connect (CarcTable *self);

static CarcError
join_referee (const CarcAction *action,
              gpointer          data)
{
  CarcTable *self = data;

  CarcError result;

  if (self->client == NULL || self->state != CARC_TABLE_PLAYING)
    return CARC_ERROR_WRONG_DECISION;
  result = carc_net_client_act (self->client, action);
  self->moved |= result == CARC_OK;
  return result;
}

/* The game a joined seat shows, made when the host first sends it: this
 * seat is the person here, every other is played elsewhere. */
static void
make_game (CarcTable *self)
{
  CarcSetup *setup = carc_state_get_setup (carc_net_client_get_state (self->client));
  guint n = carc_setup_get_n_players (setup);
  const char *names[CARC_MAX_PLAYERS + 1] = { NULL };
  const char *colours[CARC_MAX_PLAYERS + 1] = { NULL };

  for (guint s = 0; s < n; s++)
    {
      names[s] = carc_net_client_get_name (self->client, s);
      colours[s] = carc_net_client_get_colour (self->client, s);
    }
  self->game = carc_game_new (setup, names, colours);
  for (guint s = 0; s < n; s++)
    carc_player_set_remote (carc_game_get_player (self->game, s), s != self->invitation->seat);
  carc_game_set_referee (self->game, join_referee, self);
}

static gboolean
follow_cb (gpointer data)
{
  CarcTable *self = data;
  CarcState *state;
  guint n;
  const CarcAction *actions;

  self->follow_idle = 0;
  if (self->client == NULL || (state = carc_net_client_get_state (self->client)) == NULL)
    return G_SOURCE_REMOVE;
  actions = carc_net_client_get_actions (self->client, &n);
  carc_game_follow (self->game, carc_state_get_setup (state), actions, n);
  return G_SOURCE_REMOVE;
}

static void
client_changed_cb (CarcTable *self)
{
  gboolean joined = self->state != CARC_TABLE_PLAYING;

  if (!carc_net_client_get_joined (self->client))
    return;
  if (self->game == NULL)
    make_game (self);
  self->state = CARC_TABLE_PLAYING;
  self->failure = CARC_NET_FAILURE_NONE;
  /* (Re)joined: the host sends the chat said so far again. */
  if (joined)
    {
      g_array_set_size (self->chat_seats, 0);
      g_ptr_array_set_size (self->chat_lines, 0);
    }
  /* The steps of one move come together: the board shows them at once. */
  if (joined)
    follow_cb (self);
  else if (self->follow_idle == 0)
    self->follow_idle = g_idle_add (follow_cb, self);
  if (joined || self->undo_waits != carc_net_client_get_undo_asked (self->client))
    {
      if (self->undo_waits && !carc_net_client_get_undo_asked (self->client)
          && carc_net_client_get_undo_refused (self->client))
        g_signal_emit (self, signals[UNDO_REFUSED], 0, carc_net_client_get_undo_refused_by (self->client));
      self->undo_waits = carc_net_client_get_undo_asked (self->client);
      changed (self);
    }
  if (self->undo_waits && carc_net_client_get_undo_waits (self->client) && !self->undo_said)
    {
      self->undo_said = TRUE;
      g_signal_emit (self, signals[UNDO_WAITS], 0);
    }
}

static void
client_presence_cb (CarcTable *self,
                    guint      seat,
                    guint      presence)
{
  if (seat >= CARC_MAX_PLAYERS)
    return;
  self->presence[seat] = presence;
  changed (self);
}

static void
client_undo_asked_cb (CarcTable *self,
                      guint      request,
                      guint      seat)
{
  g_signal_emit (self, signals[UNDO_ASKED], 0, request, seat);
}

static gboolean
rejoin_cb (gpointer data)
{
  CarcTable *self = data;

  self->rejoin_timer = 0;
  join_connect (self);
  return G_SOURCE_REMOVE;
}

/* Whether a failure may pass by itself: a cut connection, a host not
 * there for now; not a refusal. */
static gboolean
passes (CarcNetFailure failure)
{
  return failure == CARC_NET_FAILURE_LOST || failure == CARC_NET_FAILURE_UNREACHABLE
         || failure == CARC_NET_FAILURE_HOST_LEFT || failure == CARC_NET_FAILURE_FULL;
}

static void
client_closed_cb (CarcTable *self)
{
  CarcNetFailure failure = carc_net_client_get_failure (self->client);

  if (failure == CARC_NET_FAILURE_NONE)
    return;
  g_clear_handle_id (&self->follow_idle, g_source_remove);
  if (self->client != NULL && carc_net_client_get_joined (self->client))
    follow_cb (self);
  drop_client (self);
  self->failure = failure;
  self->undo_waits = FALSE;
  /* Once the game is here, a cut is tried again until the player stops. */
  self->state = self->game != NULL ? CARC_TABLE_LOST : CARC_TABLE_FAILED;
  if (self->state == CARC_TABLE_LOST && passes (failure))
    self->rejoin_timer = g_timeout_add_seconds (REJOIN_SECONDS, rejoin_cb, self);
  else if (self->state == CARC_TABLE_LOST)
    self->state = CARC_TABLE_FAILED;
  changed (self);
}

static void
join_connect (CarcTable *self)
{
  drop_client (self);
  self->client = carc_net_client_new (self->invitation);
  g_signal_connect_swapped (self->client, "changed", G_CALLBACK (client_changed_cb), self);
  g_signal_connect_swapped (self->client, "presence", G_CALLBACK (client_presence_cb), self);
  g_signal_connect_swapped (self->client, "undo-asked", G_CALLBACK (client_undo_asked_cb), self);
  g_signal_connect_swapped (self->client, "closed", G_CALLBACK (client_closed_cb), self);
  g_signal_connect_swapped (self->client, "chat", G_CALLBACK (chat_cb), self);
  carc_net_client_connect (self->client);
}

/* Joins the seat @invitation names; the game comes with the host's
 * answer (CarcTable::changed, carc_table_get_game()). */
CarcTable *
carc_table_join (const CarcInvitation *invitation)
{
  CarcTable *self = g_object_new (CARC_TYPE_TABLE, NULL);

  self->invitation = g_new0 (CarcInvitation, 1);
  *self->invitation = (CarcInvitation) {
    g_strdup (invitation->host), invitation->port, invitation->seat,
    g_strdup (invitation->token), g_strdup (invitation->fingerprint),
  };
  self->state = CARC_TABLE_CONNECTING;
  join_connect (self);
  return self;
}

/* Joins again now, after a lost connection. */
void
carc_table_rejoin (CarcTable *self)
{
  g_return_if_fail (CARC_IS_TABLE (self) && self->invitation != NULL);
  g_clear_handle_id (&self->rejoin_timer, g_source_remove);
  if (self->state == CARC_TABLE_FAILED)
    self->state = self->game != NULL ? CARC_TABLE_LOST : CARC_TABLE_CONNECTING;
  changed (self);
  join_connect (self);
}

/* ---- What the views read and do ---- */

gboolean
carc_table_get_hosting (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), FALSE);
  return self->host != NULL;
}

/* The game, or NULL while a join waits for it. */
CarcGame *
carc_table_get_game (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), NULL);
  return self->game;
}

CarcTableState
carc_table_get_state (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), CARC_TABLE_FAILED);
  return self->state;
}

/* Why the connection closed, in LOST and FAILED. */
CarcNetFailure
carc_table_get_failure (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), CARC_NET_FAILURE_NONE);
  return self->failure;
}

/* The port the host listens on (hosting). */
guint
carc_table_get_port (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), 0);
  return self->host != NULL ? carc_host_get_port (self->host) : self->invitation->port;
}

/* Where a certificate that could not be read was moved when hosting
 * began (a new one was made), or NULL. */
const char *
carc_table_get_certificate_kept_aside (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), NULL);
  return self->kept_aside;
}

/* The seat played here (joining). */
guint
carc_table_get_seat (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), 0);
  return self->invitation != NULL ? self->invitation->seat : self->last_here;
}

CarcWirePresence
carc_table_get_presence (CarcTable *self,
                         guint      seat)
{
  g_return_val_if_fail (CARC_IS_TABLE (self) && seat < CARC_MAX_PLAYERS, CARC_WIRE_SEAT_COMPUTER);
  return self->presence[seat];
}

/* The link inviting a player to the remote @seat (hosting). */
char *
carc_table_dup_invitation (CarcTable *self,
                           guint      seat)
{
  g_return_val_if_fail (CARC_IS_TABLE (self) && self->host != NULL, NULL);
  return carc_host_dup_invitation (self->host, seat, self->host_name);
}

/* A computer player here plays the remote @seat, whose player is away,
 * until its player is back (hosting). */
void
carc_table_hand_to_computer (CarcTable *self,
                             guint      seat)
{
  CarcPlayer *player;

  g_return_if_fail (CARC_IS_TABLE (self) && self->host != NULL);
  if (self->presence[seat] != CARC_WIRE_SEAT_AWAY && self->presence[seat] != CARC_WIRE_SEAT_OPEN)
    return;
  player = carc_game_get_player (self->game, seat);
  carc_host_hand_to_computer (self->host, seat);
  if (carc_host_get_presence (self->host, seat) != CARC_WIRE_SEAT_COMPUTER)
    return;
  carc_player_set_remote (player, FALSE);
  carc_player_set_computer (player, CARC_AI_EASY);
}

/* Whether this computer may ask to undo now: it made a move, and no undo
 * of its waits. */
gboolean
carc_table_get_can_undo (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), FALSE);
  return self->state == CARC_TABLE_PLAYING && self->moved && !self->undo_waits && self->game != NULL
         && !carc_game_get_game_over (self->game);
}

/* Whether this computer's undo waits for the other players' answers. */
gboolean
carc_table_get_undo_waits (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), FALSE);
  return self->undo_waits;
}

/* Asks to take back this computer's last move: the players whose moves
 * it passes are asked first. */
void
carc_table_ask_undo (CarcTable *self)
{
  g_return_if_fail (CARC_IS_TABLE (self));
  if (self->undo_waits)
    return;
  if (self->host != NULL)
    {
      guint before = carc_host_get_log_length (self->host);

      self->undo_waits = TRUE;
      carc_host_ask_undo (self->host, self->last_here);
      /* Made at once, or refused at once: nothing waits. */
      if (carc_host_get_log_length (self->host) != before || !self->undo_waits)
        self->undo_waits = FALSE;
      changed (self);
      if (self->undo_waits)
        g_signal_emit (self, signals[UNDO_WAITS], 0);
    }
  else if (self->client != NULL && self->state == CARC_TABLE_PLAYING)
    {
      carc_net_client_ask_undo (self->client);
      self->undo_waits = TRUE;
      self->undo_said = FALSE;
      changed (self);
    }
}

/* The answer of the people here to another player's undo @request. */
void
carc_table_answer_undo (CarcTable *self,
                        guint      request,
                        gboolean   consent)
{
  g_return_if_fail (CARC_IS_TABLE (self));
  if (self->host != NULL)
    carc_host_answer_undo (self->host, request, consent);
  else if (self->client != NULL)
    carc_net_client_answer_undo (self->client, request, consent);
}

/* Says @text to every player, as this computer's player; FALSE when the
 * line is not one to send (empty, too long, control characters). */
gboolean
carc_table_say (CarcTable  *self,
                const char *text)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), FALSE);
  if (text == NULL || !carc_values_chat_ok (text))
    return FALSE;
  if (self->host != NULL)
    {
      guint seat = self->last_here;

      /* Before any move here: the first person here. */
      for (guint s = 0; !self->moved && s < carc_game_get_n_players (self->game); s++)
        if (!carc_player_get_remote (carc_game_get_player (self->game, s))
            && carc_player_get_computer (carc_game_get_player (self->game, s)) == CARC_PLAYER_PERSON)
          {
            seat = s;
            break;
          }
      return carc_host_say (self->host, seat, text);
    }
  if (self->client == NULL || self->state != CARC_TABLE_PLAYING)
    return FALSE;
  carc_net_client_say (self->client, text);
  return TRUE;
}

/* Whether a chat line now is one said before this computer joined (or
 * joined again), sent as the join catches up. */
gboolean
carc_table_get_catching_up (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), FALSE);
  return self->client != NULL && carc_net_client_get_catching_up (self->client);
}

/* The chat lines kept, oldest first: @n of them, each said by @seats[i]. */
const char * const *
carc_table_get_chat (CarcTable    *self,
                     const guint **seats,
                     guint        *n)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), NULL);
  *seats = (const guint *) (const void *) self->chat_seats->data;
  *n = self->chat_lines->len;
  return (const char * const *) self->chat_lines->pdata;
}

/* The address hosted on, or NULL for all (hosting). */
const char *
carc_table_get_address (CarcTable *self)
{
  g_return_val_if_fail (CARC_IS_TABLE (self), NULL);
  return self->address;
}

/* The secret of the remote @seat, or NULL for a seat played here
 * (hosting). */
const char *
carc_table_get_token (CarcTable *self,
                      guint      seat)
{
  g_return_val_if_fail (CARC_IS_TABLE (self) && self->host != NULL, NULL);
  return carc_host_is_remote (self->host, seat) ? carc_host_get_token (self->host, seat) : NULL;
}
