/* SPDX-License-Identifier: GPL-3.0-or-later */

/* One connection to the host, before and after it joins a seat.
 *
 * It keeps the transport's rules, whatever the messages mean: frames are
 * text of at most CARC_WIRE_MAX_PLAYER_FRAME bytes (libsoup closes on a
 * larger one, and CarcMessageLimit with 4400 on a message sent as more
 * frames than that), read by the strict reader against the game's setup; a
 * connection that has not joined within CARC_HOST_JOIN_SECONDS is closed;
 * and messages come at most as fast as a bucket of tokens refills, where a
 * legal action gives its token back, so a game played quickly is never
 * slowed and a flood is closed.  What a message means is the host's
 * (carc-host.c): the peer only reports it with the signal "message". */
#include "config.h"

#include "carc-host-peer.h"
#include "carc-message-limit.h"

/* A flood: more than BUCKET_SIZE messages at once, or more than
 * BUCKET_REFILL a second for long. */
#define BUCKET_SIZE 40.0
#define BUCKET_REFILL 10.0

struct _CarcHostPeer
{
  GObject                  parent_instance;
  SoupWebsocketConnection *connection;
  GSocket                 *socket;        /* under the TLS, or NULL */
  const CarcSetup         *setup;
  gint                     seat;          /* -1 until joined */
  guint                    join_timeout;
  guint                    close_timeout;
  gboolean                 shut;          /* its socket shut down: it ends at once */
  double                   tokens;
  gint64                   refilled;      /* monotonic µs */
  guint64                  bytes;         /* sent and received */
  guint64                  sent;
};

enum
{
  MESSAGE,
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CarcHostPeer, carc_host_peer, G_TYPE_OBJECT)

static gboolean
take_tokens (CarcHostPeer *self,
             double        cost)
{
  gint64 now = g_get_monotonic_time ();

  self->tokens = MIN (BUCKET_SIZE, self->tokens + (now - self->refilled) * BUCKET_REFILL / G_USEC_PER_SEC);
  self->refilled = now;
  if (self->tokens < cost)
    return FALSE;
  self->tokens -= cost;
  return TRUE;
}

static void
message_cb (CarcHostPeer          *self,
            SoupWebsocketDataType  type,
            GBytes                *frame)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcWireMessage) message = NULL;
  g_autoptr(CarcHostPeer) hold = g_object_ref (self);

  self->bytes += g_bytes_get_size (frame);
  if (!carc_host_peer_is_open (self))
    return;
  if (!take_tokens (self, 1.0))
    {
      carc_host_peer_close (self, CARC_CLOSE_TOO_FAST, "too many messages");
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      carc_host_peer_close (self, CARC_CLOSE_MALFORMED, "frames are text");
      return;
    }
  message = carc_wire_read (frame, CARC_WIRE_MAX_PLAYER_FRAME, self->setup, &error);
  if (message == NULL)
    {
      carc_host_peer_close (self, CARC_CLOSE_MALFORMED, "not a message of the game");
      return;
    }
  if (carc_wire_kind_from_host (message->kind))
    {
      carc_host_peer_close (self, CARC_CLOSE_MALFORMED, "a message only the host sends");
      return;
    }
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

/* More than a message's bytes without a whole message (CarcMessageLimit). */
static void
error_cb (CarcHostPeer *self,
          GError       *error)
{
  if (carc_message_limit_matches (error))
    carc_host_peer_close (self, CARC_CLOSE_MALFORMED, "not a message of the game");
}

static void
closed_cb (CarcHostPeer *self)
{
  /* The host lets go of the peer when it hears this. */
  g_autoptr(CarcHostPeer) hold = g_object_ref (self);

  g_clear_handle_id (&self->join_timeout, g_source_remove);
  g_clear_handle_id (&self->close_timeout, g_source_remove);
  g_signal_emit (self, signals[CLOSED], 0);
}

static gboolean
join_timeout_cb (gpointer user_data)
{
  CarcHostPeer *self = user_data;

  self->join_timeout = 0;
  carc_host_peer_drop (self, CARC_CLOSE_NO_JOIN, "no join");
  return G_SOURCE_REMOVE;
}

static void
carc_host_peer_dispose (GObject *object)
{
  CarcHostPeer *self = CARC_HOST_PEER (object);

  g_clear_handle_id (&self->join_timeout, g_source_remove);
  g_clear_handle_id (&self->close_timeout, g_source_remove);
  if (self->connection != NULL)
    g_signal_handlers_disconnect_by_data (self->connection, self);
  g_clear_object (&self->connection);
  g_clear_object (&self->socket);
  G_OBJECT_CLASS (carc_host_peer_parent_class)->dispose (object);
}

static void
carc_host_peer_class_init (CarcHostPeerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_host_peer_dispose;

  /**
   * CarcHostPeer::message:
   * @message: a CarcWireMessage a player may send, read whole
   *
   * A message came, within the transport's rules.
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * CarcHostPeer::closed:
   *
   * The connection is closed, by either side.
   */
  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
carc_host_peer_init (CarcHostPeer *self)
{
  self->seat = -1;
  self->tokens = BUCKET_SIZE;
  self->refilled = g_get_monotonic_time ();
}

CarcHostPeer *
carc_host_peer_new (SoupWebsocketConnection *connection,
                    GSocket                 *socket)
{
  CarcHostPeer *self = g_object_new (CARC_TYPE_HOST_PEER, NULL);

  self->connection = g_object_ref (connection);
  self->socket = socket != NULL ? g_object_ref (socket) : NULL;
  soup_websocket_connection_set_max_incoming_payload_size (connection, CARC_WIRE_MAX_PLAYER_FRAME);
  g_signal_connect_object (connection, "message", G_CALLBACK (message_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (connection, "error", G_CALLBACK (error_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (connection, "closed", G_CALLBACK (closed_cb), self, G_CONNECT_SWAPPED);
  self->join_timeout = g_timeout_add_seconds (CARC_HOST_JOIN_SECONDS, join_timeout_cb, self);
  return self;
}

/* The game whose actions and tiles the peer's messages name, once the
 * peer has joined. */
void
carc_host_peer_set_setup (CarcHostPeer    *self,
                          const CarcSetup *setup)
{
  self->setup = setup;
}

gint
carc_host_peer_get_seat (CarcHostPeer *self)
{
  return self->seat;
}

gboolean
carc_host_peer_is_open (CarcHostPeer *self)
{
  return self->connection != NULL
         && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN;
}

void
carc_host_peer_set_seat (CarcHostPeer *self,
                         guint         seat)
{
  self->seat = seat;
  g_clear_handle_id (&self->join_timeout, g_source_remove);
}

void
carc_host_peer_send_text (CarcHostPeer *self,
                          const char   *text,
                          gsize         length)
{
  if (!carc_host_peer_is_open (self))
    return;
  if (self->sent + length > CARC_HOST_MAX_SENT)
    {
      carc_host_peer_close (self, CARC_CLOSE_TOO_MUCH_SENT, "join again");
      return;
    }
  self->bytes += length;
  self->sent += length;
  soup_websocket_connection_send_text (self->connection, text);
}

void
carc_host_peer_send (CarcHostPeer          *self,
                     const CarcWireMessage *message,
                     const CarcSetup       *setup)
{
  gsize length;
  g_autofree char *text = carc_wire_write (message, setup, &length);

  carc_host_peer_send_text (self, text, length);
}

/* A message that costs more than its token (a chat line, which everyone
 * is sent): FALSE, and the connection closed, when the bucket is empty. */
gboolean
carc_host_peer_charge (CarcHostPeer *self,
                       double        cost)
{
  if (take_tokens (self, cost))
    return TRUE;
  carc_host_peer_close (self, CARC_CLOSE_TOO_FAST, "too many messages");
  return FALSE;
}

/* A message the game expected (a legal action) costs no token. */
void
carc_host_peer_refund (CarcHostPeer *self)
{
  self->tokens = MIN (BUCKET_SIZE, self->tokens + 1.0);
}

/* The close did not go out (the player reads nothing): the socket is
 * shut down, the stream ends and the connection closes. */
static gboolean
close_timeout_cb (gpointer user_data)
{
  CarcHostPeer *self = user_data;

  self->close_timeout = 0;
  if (self->socket != NULL && !g_socket_is_closed (self->socket))
    g_socket_shutdown (self->socket, TRUE, TRUE, NULL);
  return G_SOURCE_REMOVE;
}

void
carc_host_peer_close (CarcHostPeer  *self,
                      CarcCloseCode  code,
                      const char    *reason)
{
  if (!carc_host_peer_is_open (self))
    return;
  soup_websocket_connection_close (self->connection, code, reason);
  if (self->close_timeout == 0)
    self->close_timeout = g_timeout_add_seconds (CARC_HOST_CLOSE_SECONDS, close_timeout_cb, self);
}

/* Closes the connection with @code and shuts its socket down at once,
 * after the close frame: for a connection the host does not wait for (one
 * that never joined, made room for; or one whose time to close is cut
 * short).  Its stream ends and libsoup lets it go at its next read. */
void
carc_host_peer_drop (CarcHostPeer  *self,
                     CarcCloseCode  code,
                     const char    *reason)
{
  carc_host_peer_close (self, code, reason);
  g_clear_handle_id (&self->close_timeout, g_source_remove);
  self->shut = TRUE;
  if (self->socket != NULL && !g_socket_is_closed (self->socket))
    g_socket_shutdown (self->socket, TRUE, TRUE, NULL);
}

/* Whether the host closed the connection and waits for it to close. */
gboolean
carc_host_peer_is_closing (CarcHostPeer *self)
{
  return !carc_host_peer_is_open (self) && !self->shut;
}

guint64
carc_host_peer_get_bytes (CarcHostPeer *self)
{
  return self->bytes;
}

/* What the host sent on this connection (the messages' text). */
guint64
carc_host_peer_get_sent (CarcHostPeer *self)
{
  return self->sent;
}
