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
 * on a descriptor that is still its own. */
#include "config.h"

#include "carc-host-private.h"

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
disconnected_cb (CarcHost *self)
{
  sweep (self);
}

static void
request_started_cb (SoupServer        *server,
                    SoupServerMessage *msg,
                    CarcHost          *self)
{
  GSocket *socket = soup_server_message_get_socket (msg);
  Pending *pending;

  if (socket == NULL)
    return;
  /* A later request on a connection kept alive: its deadline stands. */
  for (guint i = 0; i < self->pending->len; i++)
    if (((Pending *) g_ptr_array_index (self->pending, i))->socket == socket)
      return;
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
  g_signal_connect_object (msg, "disconnected", G_CALLBACK (disconnected_cb), self, G_CONNECT_SWAPPED);
}

/* Watches @server's connections until they are upgraded. */
void
carc_host_pending_watch (CarcHost   *self,
                         SoupServer *server)
{
  if (self->pending == NULL)
    self->pending = g_ptr_array_new_with_free_func (pending_free);
  g_signal_connect_object (server, "request-started", G_CALLBACK (request_started_cb), self, 0);
}

/* @msg's connection is upgraded to WebSocket: the game's now. */
void
carc_host_pending_upgraded (CarcHost          *self,
                            SoupServerMessage *msg)
{
  GSocket *socket = soup_server_message_get_socket (msg);

  for (guint i = 0; self->pending != NULL && i < self->pending->len; i++)
    if (((Pending *) g_ptr_array_index (self->pending, i))->socket == socket)
      {
        g_ptr_array_remove_index (self->pending, i);
        return;
      }
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
