/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A game hosted for other computers: the server, the seats and who may
 * play them (docs/network-protocol.md).
 *
 * The server speaks WebSocket over TLS only, at /game, without the
 * compression extension (a small frame must not inflate into a large
 * one), each connection made here after libsoup's handshake so that it
 * carries CarcMessageLimit (a message as endless fragments is closed with
 * 4400).  A connection is a CarcHostPeer until it joins: the first message
 * must be a join naming this protocol, a remote seat and that seat's
 * token, which is compared in constant time.  A second connection with
 * the token replaces the first; without it, it is closed and the first
 * plays on.  Every close is of that one connection: the game goes on. */
#include "config.h"

#include <gnutls/crypto.h>
#include <string.h>

#include "carc-certificate.h"
#include "carc-host-private.h"
#include "carc-invitation.h"
#include "carc-message-limit.h"
#include "carc-values.h"

/* Connections at once: each remote seat's, a replacement for each, and a
 * few that have not joined yet. */
#define MAX_PEERS(n_remote) (2 * (n_remote) + 4)
/* A chat line costs this many of the bucket's tokens: a line every
 * half second for long, a few at once. */
#define CARC_HOST_CHAT_COST 5

enum
{
  CHANGED,
  SEAT_LEFT,
  SEAT_PRESENCE,
  UNDO_ASKED,
  UNDO_REFUSED,
  CHAT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CarcHost, carc_host, G_TYPE_OBJECT)

static void
carc_host_dispose (GObject *object)
{
  CarcHost *self = CARC_HOST (object);

  carc_host_stop (self);
  G_OBJECT_CLASS (carc_host_parent_class)->dispose (object);
}

static void
carc_host_finalize (GObject *object)
{
  CarcHost *self = CARC_HOST (object);

  g_clear_pointer (&self->history, carc_history_free);
  g_clear_pointer (&self->peers, g_ptr_array_unref);
  g_clear_pointer (&self->chat, g_ptr_array_unref);
  g_clear_pointer (&self->acting, g_array_unref);
  g_free (self->setup_frame);
  g_free (self->fingerprint);
  g_free (self->cards_shown);
  g_clear_pointer (&self->shown, g_array_unref);
  explicit_bzero (self->seats, sizeof self->seats);
  G_OBJECT_CLASS (carc_host_parent_class)->finalize (object);
}

static void
carc_host_class_init (CarcHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_host_dispose;
  object_class->finalize = carc_host_finalize;

  /**
   * CarcHost::changed:
   *
   * The game changed: an action was applied or an undo agreed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarcHost::seat-left:
   * @seat: the seat
   *
   * The connection playing a remote seat closed: the seat waits for its
   * player, or for carc_host_hand_to_computer().
   */
  signals[SEAT_LEFT] = g_signal_new ("seat-left", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcHost::seat-presence:
   * @seat: the seat
   *
   * A remote seat's presence changed (carc_host_get_presence()).
   */
  signals[SEAT_PRESENCE] = g_signal_new ("seat-presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcHost::undo-asked:
   * @request: the request, for carc_host_answer_undo()
   * @seat: the seat asking
   *
   * An undo would pass a decision of a person here (carc_host_set_asked()):
   * the host's own players consent or refuse.
   */
  signals[UNDO_ASKED] = g_signal_new ("undo-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * CarcHost::undo-refused:
   * @request: the request (0: one not possible)
   * @seat: the seat that refused, or the one asking
   */
  /**
   * CarcHost::chat:
   * @seat: the seat whose player says it
   * @text: the line
   *
   * A chat line, as the host passes it on to everyone.
   */
  signals[CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
  signals[UNDO_REFUSED] = g_signal_new ("undo-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
carc_host_init (CarcHost *self)
{
  self->peers = g_ptr_array_new_with_free_func (g_object_unref);
  self->chat = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_wire_message_free);
}

static void
make_token (char *token)
{
  guint8 secret[CARC_WIRE_TOKEN_CHARS / 2];

  if (gnutls_rnd (GNUTLS_RND_KEY, secret, sizeof secret) != 0)
    g_error ("no random source");
  for (guint i = 0; i < sizeof secret; i++)
    g_snprintf (token + 2 * i, 3, "%02x", secret[i]);
  explicit_bzero (secret, sizeof secret);
}

/* Whether two tokens of CARC_WIRE_TOKEN_CHARS are equal, in a time that
 * does not say where they differ. */
static gboolean
tokens_equal (const char *a,
              const char *b)
{
  volatile guint8 difference = 0;

  for (guint i = 0; i < CARC_WIRE_TOKEN_CHARS; i++)
    difference |= (guint8) a[i] ^ (guint8) b[i];
  return difference == 0;
}

/* A host of the game @history (taken) whose seats are played by @names
 * in @colours; the seats @remote marks wait for players from other
 * computers, the others play here. */
CarcHost *
carc_host_new (CarcHistory        *history,
               const char * const *names,
               const char * const *colours,
               const gboolean     *remote)
{
  CarcHost *self;

  g_return_val_if_fail (history != NULL && names != NULL && colours != NULL && remote != NULL, NULL);
  self = g_object_new (CARC_TYPE_HOST, NULL);
  self->history = history;
  self->setup = carc_history_get_setup (history);
  self->n_seats = carc_setup_get_n_players (self->setup);
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->seats[s].remote = remote[s];
      self->seats[s].presence = remote[s] ? CARC_WIRE_SEAT_OPEN : CARC_WIRE_SEAT_COMPUTER;
      if (remote[s])
        make_token (self->seats[s].token);
    }
  carc_host_table_init (self, names, colours);
  return self;
}

static void
send_presence (CarcHost *self,
               guint     seat)
{
  g_autoptr(CarcWireMessage) presence = carc_wire_message_new (CARC_WIRE_PRESENCE);

  presence->seat = seat;
  presence->presence = self->seats[seat].presence;
  carc_host_table_broadcast (self, presence);
  g_signal_emit (self, signals[SEAT_PRESENCE], 0, seat);
}

static void
welcome (CarcHost     *self,
         CarcHostPeer *peer,
         guint         seat)
{
  g_autoptr(CarcWireMessage) hello = carc_wire_message_new (CARC_WIRE_WELCOME);
  CarcHostPeer *before = self->seats[seat].peer;

  self->seats[seat].peer = peer;
  self->seats[seat].computer = FALSE;
  if (before != NULL)
    carc_host_peer_close (before, CARC_CLOSE_REPLACED, "replaced by a new connection");
  carc_host_peer_set_seat (peer, seat);
  carc_host_peer_set_setup (peer, self->setup);
  hello->seat = seat;
  hello->seq = carc_history_get_cursor (self->history);
  carc_host_peer_send (peer, hello, NULL);
  carc_host_peer_send_text (peer, self->setup_frame, strlen (self->setup_frame));
  carc_host_table_send_sync (self, peer);
  /* The last lines said, before the presences that end the catch-up. */
  for (guint i = 0; i < self->chat->len; i++)
    carc_host_peer_send (peer, g_ptr_array_index (self->chat, i), NULL);
  self->seats[seat].presence = CARC_WIRE_SEAT_HERE;
  for (guint s = 0; s < self->n_seats; s++)
    {
      g_autoptr(CarcWireMessage) presence = carc_wire_message_new (CARC_WIRE_PRESENCE);

      presence->seat = s;
      presence->presence = self->seats[s].presence;
      carc_host_peer_send (peer, presence, NULL);
    }
  send_presence (self, seat);
  if (carc_state_is_over (carc_host_get_state (self)))
    {
      g_autoptr(CarcWireMessage) over = carc_wire_message_new (CARC_WIRE_OVER);

      over->n_scores = self->n_seats;
      for (guint s = 0; s < self->n_seats; s++)
        over->scores[s] = carc_state_get_score (carc_host_get_state (self), s);
      carc_host_peer_send (peer, over, NULL);
    }
}

static void
join (CarcHost              *self,
      CarcHostPeer          *peer,
      const CarcWireMessage *message)
{
  if (message->protocol != CARC_WIRE_PROTOCOL)
    {
      g_autofree char *reason = g_strdup_printf ("this host speaks protocol %d", CARC_WIRE_PROTOCOL);

      carc_host_peer_close (peer, CARC_CLOSE_WRONG_PROTOCOL, reason);
      return;
    }
  if (message->seat >= self->n_seats || !self->seats[message->seat].remote
      || !tokens_equal (message->token, self->seats[message->seat].token))
    {
      carc_host_peer_close (peer, CARC_CLOSE_WRONG_TOKEN, "wrong seat or token");
      return;
    }
  welcome (self, peer, message->seat);
}

static void
act (CarcHost              *self,
     CarcHostPeer          *peer,
     guint                  seat,
     const CarcWireMessage *message)
{
  const CarcAction *action = &g_array_index (message->actions, CarcAction, 0);
  const CarcDecision *decision = carc_state_get_decision (carc_host_get_state (self));

  if (message->seq != carc_history_get_cursor (self->history))
    carc_host_peer_close (peer, CARC_CLOSE_STALE, "stale or replayed action");
  else if (decision->acting != seat || decision->kind == CARC_DECISION_CHANCE
           || carc_state_is_over (carc_host_get_state (self)))
    carc_host_peer_close (peer, CARC_CLOSE_NOT_YOURS, "not your decision");
  else if (carc_host_table_apply (self, seat, action) != CARC_OK)
    carc_host_peer_close (peer, CARC_CLOSE_NOT_YOURS, "an action the rules refuse");
  else
    carc_host_peer_refund (peer);
}

/* A chat line goes to everyone: it costs CARC_HOST_CHAT_COST tokens. */
static void
say (CarcHost     *self,
     CarcHostPeer *peer,
     guint         seat,
     const char   *text)
{
  if (!carc_host_peer_charge (peer, CARC_HOST_CHAT_COST - 1))
    return;
  carc_host_say (self, seat, text);
}

static void
peer_message_cb (CarcHostPeer          *peer,
                 const CarcWireMessage *message,
                 gpointer               user_data)
{
  CarcHost *self = user_data;
  gint seat = carc_host_peer_get_seat (peer);

  if (seat < 0 && message->kind != CARC_WIRE_JOIN)
    {
      carc_host_peer_close (peer, CARC_CLOSE_MALFORMED, "join first");
      return;
    }
  switch (message->kind)
    {
    case CARC_WIRE_JOIN:
      if (seat >= 0)
        carc_host_peer_close (peer, CARC_CLOSE_MALFORMED, "joined already");
      else
        join (self, peer, message);
      break;
    case CARC_WIRE_ACT:
      act (self, peer, seat, message);
      break;
    case CARC_WIRE_UNDO_ASK:
      carc_host_table_ask_undo (self, seat, message->seq);
      break;
    case CARC_WIRE_UNDO_ANSWER:
      carc_host_table_answer_undo (self, seat, message->request, message->consent);
      break;
    case CARC_WIRE_SAY:
      say (self, peer, seat, message->text);
      break;
    case CARC_WIRE_WELCOME:
    case CARC_WIRE_SYNC:
    case CARC_WIRE_STEP:
    case CARC_WIRE_UNDONE:
    case CARC_WIRE_UNDO_ASKED:
    case CARC_WIRE_UNDO_REFUSED:
    case CARC_WIRE_PRESENCE:
    case CARC_WIRE_CHAT:
    case CARC_WIRE_OVER:
    case CARC_WIRE_N_KINDS:
    default:
      carc_host_peer_close (peer, CARC_CLOSE_MALFORMED, "a message only the host sends");
      break;
    }
}

static void
peer_closed_cb (CarcHostPeer *peer,
                gpointer      user_data)
{
  CarcHost *self = user_data;
  gint seat = carc_host_peer_get_seat (peer);

  self->bytes_closed += carc_host_peer_get_bytes (peer);
  self->sent_closed += carc_host_peer_get_sent (peer);
  if (seat >= 0 && self->seats[seat].peer == peer)
    {
      self->seats[seat].peer = NULL;
      self->seats[seat].presence = CARC_WIRE_SEAT_AWAY;
      send_presence (self, seat);
      carc_host_table_answer_undo (self, seat, self->undo.id, FALSE);
      g_signal_emit (self, signals[SEAT_LEFT], 0, (guint) seat);
    }
  g_signal_handlers_disconnect_by_data (peer, self);
  g_ptr_array_remove (self->peers, peer);
}

/* A new connection over the bound makes room: the oldest open one that
 * has not joined is closed (4503) and let go at once, so connections that
 * never join cannot keep a rightful player out.  There is always one:
 * at most one connection a remote seat has joined, and the bound is more
 * than twice that.  Connections the host closed that still wait for their
 * close are as many as the bound at most: past it, the oldest is let go
 * at once too.  A newcomer is never refused. */
static void
make_room (CarcHost *self,
           guint     bound)
{
  CarcHostPeer *oldest = NULL, *oldest_closing = NULL;
  guint open = 0, closing = 0;

  for (guint i = 0; i < self->peers->len; i++)
    {
      CarcHostPeer *peer = g_ptr_array_index (self->peers, i);

      if (carc_host_peer_is_closing (peer))
        {
          closing++;
          if (oldest_closing == NULL)
            oldest_closing = peer;
        }
      if (!carc_host_peer_is_open (peer))
        continue;
      open++;
      if (oldest == NULL && carc_host_peer_get_seat (peer) < 0)
        oldest = peer;
    }
  g_assert (open < bound || oldest != NULL);
  if (open >= bound)
    carc_host_peer_drop (oldest, CARC_CLOSE_FULL, "too many connections");
  if (closing >= bound)
    carc_host_peer_drop (oldest_closing, CARC_CLOSE_GOING_AWAY, NULL);
}

guint
carc_host_max_peers (CarcHost *self)
{
  guint n_remote = 0;

  for (guint s = 0; s < self->n_seats; s++)
    n_remote += self->seats[s].remote;
  return MAX_PEERS (n_remote);
}

static void
add_peer (CarcHost                *self,
          SoupWebsocketConnection *connection,
          GSocket                 *socket)
{
  CarcHostPeer *peer;

  make_room (self, carc_host_max_peers (self));
  peer = carc_host_peer_new (connection, socket);
  g_signal_connect (peer, "message", G_CALLBACK (peer_message_cb), self);
  g_signal_connect (peer, "closed", G_CALLBACK (peer_closed_cb), self);
  g_ptr_array_add (self->peers, peer);
}

/* The handshake's answer is written: the connection is the game's, with
 * the bound on a message libsoup keeps by frames only (CarcMessageLimit). */
static void
upgraded_cb (SoupServerMessage *msg,
             gpointer           user_data)
{
  CarcHost *self = user_data;
  g_autoptr(SoupServerMessage) hold = g_object_ref (msg);
  /* The socket under the TLS, taken before the stream: the peer shuts it
   * down when a close never goes out. */
  GSocket *under = soup_server_message_get_socket (msg);
  g_autoptr(GSocket) socket = under != NULL ? g_object_ref (under) : NULL;
  g_autoptr(GIOStream) stream = NULL;
  g_autoptr(SoupWebsocketConnection) connection = NULL;
  GList *extensions = g_list_prepend (NULL, carc_message_limit_new (SOUP_WEBSOCKET_CONNECTION_SERVER));
  const char *origin = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Origin");

  carc_host_pending_upgraded (self, msg);
  stream = soup_server_message_steal_connection (msg);
  connection = soup_websocket_connection_new (stream, soup_server_message_get_uri (msg),
                                              SOUP_WEBSOCKET_CONNECTION_SERVER, origin, NULL, extensions);
  add_peer (self, connection, socket);
}

/* A WebSocket handshake at /game, as soup_server_add_websocket_handler()
 * makes it, without extensions (no compression: a small frame must not
 * inflate into a large one). */
static void
game_cb (SoupServer        *server,
         SoupServerMessage *msg,
         const char        *path,
         GHashTable        *query,
         gpointer           user_data)
{
  if (soup_websocket_server_process_handshake (msg, NULL, NULL, NULL, NULL))
    g_signal_connect_object (msg, "wrote-informational", G_CALLBACK (upgraded_cb), user_data, 0);
}

/* Listens on @address (NULL: every address) and @port (0: one the system
 * chooses), for TLS with @certificate only. */
gboolean
carc_host_listen (CarcHost         *self,
                  const char       *address,
                  guint             port,
                  GTlsCertificate  *certificate,
                  GError          **error)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && self->server == NULL, FALSE);
  g_free (self->fingerprint);
  self->fingerprint = carc_certificate_fingerprint (certificate);
  self->server = soup_server_new ("tls-certificate", certificate, "server-header", NULL, NULL);
  soup_server_add_handler (self->server, "/game", game_cb, self, NULL);
  carc_host_pending_watch (self, self->server);
  if (address == NULL)
    return soup_server_listen_all (self->server, port, SOUP_SERVER_LISTEN_HTTPS, error);
  {
    g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
    g_autoptr(GSocketAddress) where = NULL;

    if (inet == NULL)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "not an address: %s", address);
        return FALSE;
      }
    where = g_inet_socket_address_new (inet, port);
    return soup_server_listen (self->server, where, SOUP_SERVER_LISTEN_HTTPS, error);
  }
}

guint
carc_host_get_port (CarcHost *self)
{
  GSList *uris;
  guint port = 0;

  g_return_val_if_fail (CARC_IS_HOST (self) && self->server != NULL, 0);
  uris = soup_server_get_uris (self->server);
  if (uris != NULL)
    port = g_uri_get_port (uris->data);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  return port;
}

/* The link that invites a player to @seat, a remote one, at this host
 * as @host_name (its name or address as the player reaches it). */
char *
carc_host_dup_invitation (CarcHost   *self,
                          guint       seat,
                          const char *host_name)
{
  CarcInvitation invitation = { (char *) host_name, 0, seat, NULL, self->fingerprint };

  g_return_val_if_fail (CARC_IS_HOST (self) && self->fingerprint != NULL, NULL);
  g_return_val_if_fail (seat < self->n_seats && self->seats[seat].remote, NULL);
  invitation.port = carc_host_get_port (self);
  invitation.token = self->seats[seat].token;
  return carc_invitation_to_link (&invitation);
}

CarcState *
carc_host_get_state (CarcHost *self)
{
  return carc_history_get_state (self->history);
}

/* The actions applied: the place of the next in the log. */
guint
carc_host_get_log_length (CarcHost *self)
{
  return carc_history_get_cursor (self->history);
}

gboolean
carc_host_is_remote (CarcHost *self,
                     guint     seat)
{
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].remote;
}

/* Whether the host plays @seat: its own seats, and a remote one handed
 * to a computer player while its player is away. */
gboolean
carc_host_plays_here (CarcHost *self,
                      guint     seat)
{
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return !self->seats[seat].remote || self->seats[seat].computer;
}

/* Hands the remote @seat, whose player is away, to a computer player
 * here (carc_host_play()) until its player joins again. */
void
carc_host_hand_to_computer (CarcHost *self,
                            guint     seat)
{
  g_return_if_fail (seat < self->n_seats && self->seats[seat].remote);
  if (self->seats[seat].peer != NULL || self->seats[seat].computer)
    return;
  self->seats[seat].computer = TRUE;
  self->seats[seat].presence = CARC_WIRE_SEAT_COMPUTER;
  send_presence (self, seat);
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
carc_host_get_n_connected (CarcHost *self)
{
  return self->peers->len;
}

/* Bytes sent and received on the game's connections so far. */
guint64
carc_host_get_bytes (CarcHost *self)
{
  guint64 bytes = self->bytes_closed;

  for (guint i = 0; i < self->peers->len; i++)
    bytes += carc_host_peer_get_bytes (g_ptr_array_index (self->peers, i));
  return bytes;
}

/* Bytes sent on the game's connections so far (the messages' text). */
guint64
carc_host_get_bytes_sent (CarcHost *self)
{
  guint64 sent = self->sent_closed;

  for (guint i = 0; i < self->peers->len; i++)
    sent += carc_host_peer_get_sent (g_ptr_array_index (self->peers, i));
  return sent;
}

/* An action of a seat the host plays (carc_host_plays_here()). */
CarcError
carc_host_play (CarcHost         *self,
                guint             seat,
                const CarcAction *action)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && seat < self->n_seats, CARC_ERROR_WRONG_DECISION);
  g_return_val_if_fail (carc_host_plays_here (self, seat), CARC_ERROR_WRONG_DECISION);
  return carc_host_table_apply (self, seat, action);
}

/* The secret of the remote @seat, for hosting the game again later with
 * the same invitations (carc_host_set_token()). */
const char *
carc_host_get_token (CarcHost *self,
                     guint     seat)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && seat < self->n_seats && self->seats[seat].remote, NULL);
  return self->seats[seat].token;
}

/* Gives the remote @seat the secret @token it had when the game was
 * hosted before: its invitation is the same link.  FALSE, nothing
 * changed, when @token is not CARC_WIRE_TOKEN_CHARS lowercase hexadecimal
 * digits, or is another remote seat's (one link would join both). */
gboolean
carc_host_set_token (CarcHost   *self,
                     guint       seat,
                     const char *token)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && seat < self->n_seats && self->seats[seat].remote, FALSE);
  if (!carc_wire_is_hex (token, CARC_WIRE_TOKEN_CHARS))
    return FALSE;
  for (guint s = 0; s < self->n_seats; s++)
    if (s != seat && self->seats[s].remote && tokens_equal (token, self->seats[s].token))
      return FALSE;
  memcpy (self->seats[seat].token, token, CARC_WIRE_TOKEN_CHARS + 1);
  return TRUE;
}

/* A remote seat's presence: open (never joined), here, away or computer. */
CarcWirePresence
carc_host_get_presence (CarcHost *self,
                        guint     seat)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && seat < self->n_seats, CARC_WIRE_SEAT_COMPUTER);
  return self->seats[seat].presence;
}

/* The action at @index of the log (below carc_host_get_log_length()). */
const CarcAction *
carc_host_get_action (CarcHost *self,
                      guint     index)
{
  g_return_val_if_fail (CARC_IS_HOST (self) && index < carc_history_get_cursor (self->history), NULL);
  return carc_history_get_action (self->history, index);
}

/* Whether @seat, one of the host's own, is a person here who is asked
 * (CarcHost::undo-asked) before an undo passes its decision; else the
 * host's preference answers for it. */
void
carc_host_set_asked (CarcHost *self,
                     guint     seat,
                     gboolean  asked)
{
  g_return_if_fail (CARC_IS_HOST (self) && seat < self->n_seats && !self->seats[seat].remote);
  self->seats[seat].asked = asked;
}

/* The host's own @seat asks to take back its last decision. */
void
carc_host_ask_undo (CarcHost *self,
                    guint     seat)
{
  g_return_if_fail (CARC_IS_HOST (self) && seat < self->n_seats && carc_host_plays_here (self, seat));
  carc_host_table_ask_undo (self, seat, carc_history_get_cursor (self->history));
}

/* The people here answer the undo @request: for every seat of theirs it
 * waits for. */
void
carc_host_answer_undo (CarcHost *self,
                       guint     request,
                       gboolean  consent)
{
  g_return_if_fail (CARC_IS_HOST (self));
  for (guint s = 0; s < self->n_seats && self->undo.id == request && request != 0; s++)
    if (self->seats[s].asked && (self->undo.waiting & (1u << s)))
      carc_host_table_answer_undo (self, s, request, consent);
}

/* A chat line of the host's own @seat, to everyone; FALSE when the line
 * breaks the protocol's rule (carc_values_chat_ok()). */
gboolean
carc_host_say (CarcHost   *self,
               guint       seat,
               const char *text)
{
  g_autoptr(CarcWireMessage) chat = NULL;

  g_return_val_if_fail (CARC_IS_HOST (self) && seat < self->n_seats, FALSE);
  if (text == NULL || !carc_values_chat_ok (text))
    return FALSE;
  chat = carc_wire_message_new (CARC_WIRE_CHAT);
  chat->seat = seat;
  chat->text = g_strdup (text);
  carc_host_table_broadcast (self, chat);
  g_signal_emit (self, signals[CHAT], 0, seat, text);
  if (self->chat->len == CARC_HOST_CHAT_KEPT)
    g_ptr_array_remove_index (self->chat, 0);
  g_ptr_array_add (self->chat, g_steal_pointer (&chat));
  return TRUE;
}

/* Stops listening, the connections open going on: the port is free for
 * another host, and carc_host_listen() listens again. */
void
carc_host_stop_listening (CarcHost *self)
{
  g_return_if_fail (CARC_IS_HOST (self));
  carc_host_pending_clear (self);
  if (self->server != NULL)
    soup_server_disconnect (self->server);
  g_clear_object (&self->server);
}

static void
close_all (CarcHost      *self,
           CarcCloseCode  code,
           const char    *reason)
{
  if (self->peers != NULL)
    for (guint i = self->peers->len; i > 0; i--)
      carc_host_peer_close (g_ptr_array_index (self->peers, i - 1), code, reason);
  carc_host_stop_listening (self);
}

/* Closes every connection and stops listening, for now: the players try
 * again, and the game hosted again later takes them back. */
void
carc_host_stop (CarcHost *self)
{
  close_all (self, CARC_CLOSE_GOING_AWAY, "the host stops");
}

/* The same when the host leaves the game for another: the players are
 * told that it ended, and do not try again. */
void
carc_host_end (CarcHost *self)
{
  close_all (self, CARC_CLOSE_ENDED, "the host ended the game");
}
