/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The host's connections before they are the game's: TCP accepted, the
 * TLS handshake and the HTTP upgrade to WebSocket still to come.  libsoup
 * bounds neither how many there are nor how long they take, so the host
 * does.  libsoup 3.2 starts a connection's first request as it accepts it,
 * before the handshake (SoupServer::request-started), with the connection's
 * GSocket: each gets a deadline there, and is let go at the upgrade.  A
 * connection past its deadline, or the oldest when one more would pass the
 * bound, is shut down: libsoup reads the end of the stream and drops it.
 * The socket is shut down, not closed, so libsoup's own reads end cleanly
 * on a descriptor that is still its own.
 *
 * A request is judged by its head alone (SoupServerMessage::got-headers,
 * libsoup having bounded the head to 64 KiB): anything but a GET of the
 * game's path without a body is refused there and its connection taken
 * from libsoup and dropped, so the body it announces is never read
 * (libsoup would keep every byte of it).
 *
 * Every request is watched until libsoup lets it go, and counted
 * (carc_host_get_n_messages()).  libsoup 3.2 leaks two things a
 * connection, which the host lets go: before 3.3, the first request of a
 * connection whose TLS handshake fails (the request and the connection
 * hold each other), and before 3.4 a reference to each socket it accepts
 * (its listener's, never dropped, while the connection holds its own). */
#include "config.h"

#include <string.h>

#include "carc-host-private.h"

/* The path of the game's WebSocket. */
#define GAME_PATH "/game"

typedef struct
{
  CarcHost *host;
  GSocket  *socket;
  guint     deadline;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_clear_handle_id (&pending->deadline, g_source_remove);
  g_object_unref (pending->socket);
  g_free (pending);
}

static void
shut (Pending *pending)
{
  if (!g_socket_is_closed (pending->socket))
    g_socket_shutdown (pending->socket, TRUE, TRUE, NULL);
}

static gboolean
deadline_cb (gpointer user_data)
{
  Pending *pending = user_data;

  pending->deadline = 0;
  shut (pending);
  g_ptr_array_remove (pending->host->pending, pending);
  return G_SOURCE_REMOVE;
}

/* Lets go of the connections libsoup has closed already. */
static void
sweep (CarcHost *self)
{
  for (guint i = self->pending != NULL ? self->pending->len : 0; i > 0; i--)
    if (g_socket_is_closed (((Pending *) g_ptr_array_index (self->pending, i - 1))->socket))
      g_ptr_array_remove_index (self->pending, i - 1);
}

static void
forget (CarcHost *self,
        GSocket  *socket)
{
  for (guint i = 0; self->pending != NULL && i < self->pending->len; i++)
    if (((Pending *) g_ptr_array_index (self->pending, i))->socket == socket)
      {
        g_ptr_array_remove_index (self->pending, i);
        return;
      }
}

static void
message_gone_cb (gpointer  data,
                 GObject  *where_it_was)
{
  CarcHost *self = data;

  g_ptr_array_remove_fast (self->messages, where_it_was);
}

static void
socket_gone_cb (gpointer  data,
                GObject  *where_it_was)
{
  CarcHost *self = data;

  g_ptr_array_remove_fast (self->sockets, where_it_was);
}

/* libsoup 3.2's connection keeps its first request when its TLS handshake
 * fails, and the request the connection (fixed in libsoup 3.3): this is
 * that reference, let go once the emission is over. */
static gboolean
release_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

static void
connected_cb (SoupServerMessage *msg)
{
  g_object_set_data (G_OBJECT (msg), "carc-connected", GINT_TO_POINTER (TRUE));
}

static void
disconnected_cb (SoupServerMessage *msg,
                 CarcHost          *self)
{
  if (g_object_get_data (G_OBJECT (msg), "carc-initial") != NULL
      && g_object_get_data (G_OBJECT (msg), "carc-connected") == NULL
      && !soup_check_version (3, 3, 0)
      && g_object_get_data (G_OBJECT (msg), "carc-released") == NULL)
    {
      g_object_set_data (G_OBJECT (msg), "carc-released", GINT_TO_POINTER (TRUE));
      g_idle_add (release_cb, msg);
    }
  sweep (self);
}

/* Whether the request's head is the game's: a GET of its path, with no
 * body announced. */
static gboolean
is_game_request (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  GUri *uri = soup_server_message_get_uri (msg);

  if (g_strcmp0 (soup_server_message_get_method (msg), SOUP_METHOD_GET) != 0
      || uri == NULL || g_strcmp0 (g_uri_get_path (uri), GAME_PATH) != 0)
    return FALSE;
  switch (soup_message_headers_get_encoding (headers))
    {
    case SOUP_ENCODING_NONE:
      return TRUE;
    case SOUP_ENCODING_CONTENT_LENGTH:
      return soup_message_headers_get_content_length (headers) == 0;
    case SOUP_ENCODING_UNRECOGNIZED:
    case SOUP_ENCODING_EOF:
    case SOUP_ENCODING_CHUNKED:
    case SOUP_ENCODING_BYTERANGES:
    default:
      return FALSE;
    }
}

/* A request that is not the game's: its connection is taken from libsoup
 * before the body is read, told so if the socket takes it at once, and
 * dropped. */
static void
got_headers_cb (SoupServerMessage *msg,
                CarcHost          *self)
{
  static const char refusal[] = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
  GSocket *under = soup_server_message_get_socket (msg);
  g_autoptr(GSocket) socket = under != NULL ? g_object_ref (under) : NULL;
  g_autoptr(GIOStream) stream = NULL;
  GOutputStream *out;

  if (is_game_request (msg))
    return;
  stream = soup_server_message_steal_connection (msg);
  if (socket != NULL)
    forget (self, socket);
  if (stream == NULL)
    return;
  out = g_io_stream_get_output_stream (stream);
  if (G_IS_POLLABLE_OUTPUT_STREAM (out))
    g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (out), refusal, strlen (refusal), NULL, NULL);
  if (socket != NULL && !g_socket_is_closed (socket))
    g_socket_shutdown (socket, TRUE, TRUE, NULL);
  g_io_stream_close (stream, NULL, NULL);
}

static void
request_started_cb (SoupServer        *server,
                    SoupServerMessage *msg,
                    CarcHost          *self)
{
  GSocket *socket = soup_server_message_get_socket (msg);
  Pending *pending;

  g_ptr_array_add (self->messages, msg);
  g_object_weak_ref (G_OBJECT (msg), message_gone_cb, self);
  g_signal_connect_object (msg, "got-headers", G_CALLBACK (got_headers_cb), self, 0);
  g_signal_connect_object (msg, "disconnected", G_CALLBACK (disconnected_cb), self, 0);
  if (socket == NULL)
    return;
  /* A later request on a connection kept alive: its deadline stands. */
  if (g_object_get_data (G_OBJECT (socket), "carc-accepted") != NULL)
    return;
  /* The connection's first request, made as it is accepted. */
  g_object_set_data (G_OBJECT (socket), "carc-accepted", GINT_TO_POINTER (TRUE));
  g_ptr_array_add (self->sockets, socket);
  g_object_weak_ref (G_OBJECT (socket), socket_gone_cb, self);
  if (!soup_check_version (3, 4, 0))
    g_object_unref (socket);
  self->n_accepted++;
  g_object_set_data (G_OBJECT (msg), "carc-initial", GINT_TO_POINTER (TRUE));
  g_signal_connect (msg, "connected", G_CALLBACK (connected_cb), NULL);
  sweep (self);
  if (self->pending->len >= carc_host_max_peers (self))
    {
      shut (g_ptr_array_index (self->pending, 0));
      g_ptr_array_remove_index (self->pending, 0);
    }
  pending = g_new0 (Pending, 1);
  pending->host = self;
  pending->socket = g_object_ref (socket);
  pending->deadline = g_timeout_add_seconds (CARC_HOST_UPGRADE_SECONDS, deadline_cb, pending);
  g_ptr_array_add (self->pending, pending);
}

/* Watches @server's connections until they are upgraded. */
void
carc_host_pending_watch (CarcHost   *self,
                         SoupServer *server)
{
  if (self->pending == NULL)
    self->pending = g_ptr_array_new_with_free_func (pending_free);
  if (self->messages == NULL)
    self->messages = g_ptr_array_new ();
  if (self->sockets == NULL)
    self->sockets = g_ptr_array_new ();
  g_signal_connect_object (server, "request-started", G_CALLBACK (request_started_cb), self, 0);
}

/* @msg's connection is upgraded to WebSocket: the game's now. */
void
carc_host_pending_upgraded (CarcHost          *self,
                            SoupServerMessage *msg)
{
  GSocket *socket = soup_server_message_get_socket (msg);

  if (socket != NULL)
    forget (self, socket);
}

/* The host stops: the connections not upgraded yet are shut down, for
 * soup_server_disconnect() cannot close one whose TLS handshake is under
 * way (the stream has an operation outstanding). */
void
carc_host_pending_clear (CarcHost *self)
{
  for (guint i = 0; self->pending != NULL && i < self->pending->len; i++)
    shut (g_ptr_array_index (self->pending, i));
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  for (guint i = 0; self->messages != NULL && i < self->messages->len; i++)
    {
      GObject *msg = g_ptr_array_index (self->messages, i);

      g_object_weak_unref (msg, message_gone_cb, self);
      g_signal_handlers_disconnect_by_data (msg, self);
    }
  g_clear_pointer (&self->messages, g_ptr_array_unref);
  for (guint i = 0; self->sockets != NULL && i < self->sockets->len; i++)
    g_object_weak_unref (g_ptr_array_index (self->sockets, i), socket_gone_cb, self);
  g_clear_pointer (&self->sockets, g_ptr_array_unref);
}

/* The connections accepted and not yet upgraded, for tests. */
guint
carc_host_get_n_pending (CarcHost *self)
{
  g_return_val_if_fail (CARC_IS_HOST (self), 0);
  if (self->pending == NULL)
    return 0;
  sweep (self);
  return self->pending->len;
}

/* The requests libsoup keeps now, upgraded or not: 0 once every
 * connection that did not become the game's is gone. */
guint
carc_host_get_n_messages (CarcHost *self)
{
  g_return_val_if_fail (CARC_IS_HOST (self), 0);
  return self->messages != NULL ? self->messages->len : 0;
}

/* The sockets of connections accepted that are still kept, upgraded or
 * not: 0 once every connection that did not become the game's is gone. */
guint
carc_host_get_n_sockets (CarcHost *self)
{
  g_return_val_if_fail (CARC_IS_HOST (self), 0);
  return self->sockets != NULL ? self->sockets->len : 0;
}

/* The connections accepted so far, for tests. */
guint
carc_host_get_n_accepted (CarcHost *self)
{
  g_return_val_if_fail (CARC_IS_HOST (self), 0);
  return self->n_accepted;
}
