/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The host's connections before the WebSocket upgrade, on loopback: TCP
 * connections that never start TLS, and one that finishes the handshake
 * but never sends its request.  One more than the bound shuts the oldest
 * down, a player joining then still gets in, and each left waiting is
 * shut down at the host's deadline.  Every wait is for an event (the end
 * of a stream the host shut down); no time is measured. */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "carc-certificate.h"
#include "carc-host.h"
#include "carc-invitation.h"
#include "carc-net-test-util.h"
#include "carc-save.h"
#include "carc-test-util.h"

/* Two remote seats: twice two and four connections. */
#define BOUND 8
/* Bytes a request's body may be sent before the host must have refused
 * it: far more than the sockets' buffers on both sides hold, far less
 * than the body the request announces. */
#define BODY_BUDGET (64 * 1024 * 1024)

typedef struct
{
  GSocketConnection *tcp;
  GIOStream         *stream;   /* the TCP connection, or TLS over it */
  guint8             byte;
  gboolean           ended;    /* the host shut it down */
  gboolean           secured;  /* the TLS handshake finished */
} Stranger;

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Stranger *stranger = user_data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  /* The end of the stream, or a reset: the host let go. */
  if (n <= 0)
    stranger->ended = TRUE;
  else
    g_error ("the host sent something to a connection that asked for nothing");
}

/* Waits, reading, for the host to end @stranger's stream. */
static void
watch_end (Stranger *stranger)
{
  g_input_stream_read_async (g_io_stream_get_input_stream (stranger->stream), &stranger->byte, 1,
                             G_PRIORITY_DEFAULT, NULL, read_cb, stranger);
}

/* A TCP connection to @port that says nothing. */
static Stranger *
stranger_new (guint port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  Stranger *stranger = g_new0 (Stranger, 1);

  stranger->tcp = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  stranger->stream = g_object_ref (G_IO_STREAM (stranger->tcp));
  return stranger;
}

static void
stranger_free (Stranger *stranger)
{
  g_io_stream_close (stranger->stream, NULL, NULL);
  g_object_unref (stranger->stream);
  g_object_unref (stranger->tcp);
  g_free (stranger);
}

static gboolean
accept_any_cb (GTlsConnection       *connection,
               GTlsCertificate      *certificate,
               GTlsCertificateFlags  errors,
               gpointer              user_data)
{
  return TRUE;
}

static void
handshake_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Stranger *stranger = user_data;
  g_autoptr(GError) error = NULL;

  stranger->secured = g_tls_connection_handshake_finish (G_TLS_CONNECTION (source), result, &error);
  g_assert_no_error (error);
}

/* A connection that finishes the TLS handshake and sends no request. */
static Stranger *
secured_stranger_new (guint port)
{
  Stranger *stranger = stranger_new (port);
  g_autoptr(GError) error = NULL;
  GIOStream *tls = g_tls_client_connection_new (G_IO_STREAM (stranger->tcp), NULL, &error);

  g_assert_no_error (error);
  g_signal_connect (tls, "accept-certificate", G_CALLBACK (accept_any_cb), NULL);
  g_object_unref (stranger->stream);
  stranger->stream = tls;
  g_tls_connection_handshake_async (G_TLS_CONNECTION (tls), G_PRIORITY_DEFAULT, NULL, handshake_cb, stranger);
  while (!stranger->secured)
    g_main_context_iteration (NULL, TRUE);
  return stranger;
}

typedef struct
{
  SoupWebsocketConnection *connection;
  gboolean                 failed;
  guint                    frames;
} Player;

static void
frame_cb (SoupWebsocketConnection *connection,
          SoupWebsocketDataType    type,
          GBytes                  *frame,
          Player                  *player)
{
  player->frames++;
}

static gboolean
accept_certificate_cb (SoupMessage          *message,
                       GTlsCertificate      *certificate,
                       GTlsCertificateFlags  errors,
                       gpointer              user_data)
{
  return TRUE;
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Player *player = user_data;

  player->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, NULL);
  player->failed = player->connection == NULL;
}

/* More connections than the bound: the oldest is shut down, and a player
 * who joins then still gets in, another of them making room. */
static void
test_bound (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  guint port = carc_host_get_port (host);
  g_autofree char *link = carc_host_dup_invitation (host, 1, "127.0.0.1");
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  g_autofree char *uri = g_strdup_printf ("wss://127.0.0.1:%u/game", port);
  g_autofree char *join = NULL;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(SoupMessage) message = soup_message_new ("GET", uri);
  Stranger *strangers[BOUND + 1];
  Player player = { NULL, FALSE, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    {
      strangers[i] = stranger_new (port);
      watch_end (strangers[i]);
    }
  while (!strangers[0]->ended || carc_host_get_n_pending (host) < BOUND)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (carc_host_get_n_pending (host), ==, BOUND);
  for (guint i = 1; i < G_N_ELEMENTS (strangers); i++)
    g_assert_false (strangers[i]->ended);

  g_signal_connect (message, "accept-certificate", G_CALLBACK (accept_certificate_cb), NULL);
  soup_session_websocket_connect_async (session, message, NULL, NULL, G_PRIORITY_DEFAULT, NULL, connected_cb, &player);
  while (player.connection == NULL && !player.failed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (player.connection);
  g_signal_connect (player.connection, "message", G_CALLBACK (frame_cb), &player);
  join = g_strdup_printf ("<join protocol=\"1\" seat=\"1\" token=\"%s\"/>", invitation->token);
  soup_websocket_connection_send_text (player.connection, join);
  while (carc_host_get_presence (host, 1) != CARC_WIRE_SEAT_HERE || !strangers[1]->ended)
    g_main_context_iteration (NULL, TRUE);
  /* The player's connection is the game's now, no longer waiting. */
  g_assert_cmpuint (carc_host_get_n_pending (host), ==, BOUND - 1);
  for (guint i = 2; i < G_N_ELEMENTS (strangers); i++)
    g_assert_false (strangers[i]->ended);

  soup_websocket_connection_close (player.connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  while (soup_websocket_connection_get_state (player.connection) != SOUP_WEBSOCKET_STATE_CLOSED)
    g_main_context_iteration (NULL, TRUE);
  g_object_unref (player.connection);
  /* The host stops: those still waiting are let go too. */
  carc_host_stop (host);
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    {
      while (!strangers[i]->ended)
        g_main_context_iteration (NULL, TRUE);
      stranger_free (strangers[i]);
    }
}

/* A connection that never starts TLS, and one that never sends its
 * request after it, are shut down at the deadline. */
static void
test_deadline (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  guint port = carc_host_get_port (host);
  Stranger *silent = stranger_new (port);
  Stranger *secured = secured_stranger_new (port);

  watch_end (silent);
  watch_end (secured);
  while (!silent->ended || !secured->ended)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (carc_host_get_n_pending (host), ==, 0);
  stranger_free (silent);
  stranger_free (secured);
  carc_host_stop (host);
}

/* A request with a body, or not for the game, written in a thread while
 * the main loop serves the host: its head, then the body in blocks until
 * a write fails (the host closed the connection) or the budget is sent. */
typedef struct
{
  guint       port;
  const char *head;
  gboolean    chunked;
  gsize       sent;
  gboolean    refused;
  gint        done;
} Body;

static gpointer
body_thread (gpointer data)
{
  Body *body = data;
  g_autoptr(GIOStream) tls = test_raw_connect (body->port);
  GOutputStream *out = g_io_stream_get_output_stream (tls);
  g_autofree guint8 *block = g_malloc (256 * 1024);
  g_autofree char *chunk_head = g_strdup_printf ("%x\r\n", 256 * 1024);

  memset (block, 'a', 256 * 1024);
  body->refused = !g_output_stream_write_all (out, body->head, strlen (body->head), NULL, NULL, NULL);
  while (!body->refused && body->sent < BODY_BUDGET)
    {
      body->refused = (body->chunked && !g_output_stream_write_all (out, chunk_head, strlen (chunk_head), NULL, NULL, NULL))
                      || !g_output_stream_write_all (out, block, 256 * 1024, NULL, NULL, NULL)
                      || (body->chunked && !g_output_stream_write_all (out, "\r\n", 2, NULL, NULL, NULL));
      if (!body->refused)
        body->sent += 256 * 1024;
    }
  g_io_stream_close (tls, NULL, NULL);
  g_atomic_int_set (&body->done, TRUE);
  g_main_context_wakeup (NULL);
  return NULL;
}

/* A request with a body (announced by its length or sent in chunks), or
 * with any method but GET, or to another path, is refused as its head is
 * read: the host closes the connection without reading the body, so its
 * writer fails long before the budget, and the host keeps nothing. */
static void
test_body (void)
{
  static const struct
  {
    const char *head;
    gboolean    chunked;
  } requests[] = {
    { "POST /game HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n", FALSE },
    { "POST /other HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", TRUE },
    { "GET /game HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
      "Content-Length: 1000000000\r\n\r\n", FALSE },
    { "PUT /game HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 1000000000\r\n\r\n", FALSE },
    { "GET /elsewhere HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", TRUE },
  };
  g_autoptr(CarcHost) host = test_host_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (requests); i++)
    {
      Body body = { carc_host_get_port (host), requests[i].head, requests[i].chunked, 0, FALSE, 0 };
      GThread *thread = g_thread_new ("body", body_thread, &body);

      while (!g_atomic_int_get (&body.done))
        g_main_context_iteration (NULL, TRUE);
      g_thread_join (thread);
      g_test_message ("%.*s: %" G_GSIZE_FORMAT " bytes of body sent before the host closed",
                      (int) strcspn (requests[i].head, "\r"), requests[i].head, body.sent);
      g_assert_true (body.refused);
      g_assert_cmpuint (body.sent, <, BODY_BUDGET);
    }
  while (carc_host_get_n_pending (host) > 0)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (carc_host_get_n_messages (host), ==, 0);
  g_assert_cmpuint (carc_host_get_n_sockets (host), ==, 0);
  carc_host_stop (host);
}

/* Connections closed before their TLS handshake ends, and after it
 * before any request: once the host has seen each go, it keeps nothing
 * of any, no request and no socket (libsoup 3.2 keeps the first request
 * of a connection whose handshake failed, and every socket it accepts;
 * the host lets them go). */
static void
test_aborted (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  guint port = carc_host_get_port (host);
  const guint n = 40;

  for (guint i = 0; i < n; i++)
    {
      Stranger *stranger = stranger_new (port);

      /* Every other one half a handshake: a ClientHello cut short. */
      if (i % 2 == 1)
        g_output_stream_write_all (g_io_stream_get_output_stream (stranger->stream), "\x16\x03\x01\x00\x40\x01", 6,
                                   NULL, NULL, NULL);
      stranger_free (stranger);
      /* One at a time: the listener's queue is short. */
      while (carc_host_get_n_accepted (host) < i + 1)
        g_main_context_iteration (NULL, TRUE);
    }
  for (guint i = 0; i < n; i++)
    {
      Stranger *stranger = secured_stranger_new (port);

      stranger_free (stranger);
    }
  while (carc_host_get_n_accepted (host) < 2 * n || carc_host_get_n_pending (host) > 0)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (carc_host_get_n_messages (host), ==, 0);
  g_assert_cmpuint (carc_host_get_n_sockets (host), ==, 0);
  carc_host_stop (host);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/pending/bound", test_bound);
  g_test_add_func ("/net/pending/deadline", test_deadline);
  g_test_add_func ("/net/pending/body", test_body);
  g_test_add_func ("/net/pending/aborted", test_aborted);
  return g_test_run ();
}
