/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Raw WebSocket over TLS, blocking, for a hostile side run in a thread
 * while the main loop serves the other: what libsoup would never send. */
#include "config.h"

#include <string.h>

#include "carc-certificate.h"
#include "carc-net-test-util.h"
#include "carc-save.h"
#include "carc-wire.h"

gboolean
test_accept_tls_cb (GTlsConnection       *connection,
                    GTlsCertificate      *certificate,
                    GTlsCertificateFlags  errors,
                    gpointer              user_data)
{
  return TRUE;
}

/* Writes one frame: @first is FIN and the opcode; a player's is masked. */
gsize
test_raw_write_frame (GIOStream    *stream,
                      guint8        first,
                      gboolean      masked,
                      const guint8 *payload,
                      gsize         length)
{
  static const guint8 mask[4] = { 0x12, 0x34, 0x56, 0x78 };
  g_autofree guint8 *frame = g_malloc (length + 14);
  gsize n = 0;

  g_assert_cmpuint (length, <, 65536);
  frame[n++] = first;
  if (length < 126)
    frame[n++] = (masked ? 0x80 : 0) | length;
  else
    {
      frame[n++] = (masked ? 0x80 : 0) | 126;
      frame[n++] = length >> 8;
      frame[n++] = length & 0xff;
    }
  if (masked)
    {
      memcpy (frame + n, mask, 4);
      n += 4;
    }
  for (gsize i = 0; i < length; i++)
    frame[n + i] = payload[i] ^ (masked ? mask[i & 3] : 0);
  n += length;
  if (!g_output_stream_write_all (g_io_stream_get_output_stream (stream), frame, n, NULL, NULL, NULL))
    return 0;
  return n;
}

static gboolean
raw_read (GIOStream *stream,
          guint8    *buffer,
          gsize      length)
{
  gsize got = 0;

  if (length == 0)
    return TRUE;
  return g_input_stream_read_all (g_io_stream_get_input_stream (stream), buffer, length, &got, NULL, NULL)
         && got == length;
}

/* Reads one frame: its opcode, or -1 at the end; @payload gets its payload. */
int
test_raw_read_frame (GIOStream  *stream,
                     GByteArray *payload)
{
  guint8 header[8], mask[4] = { 0 };
  guint64 length;

  if (!raw_read (stream, header, 2))
    return -1;
  length = header[1] & 0x7f;
  if (length == 126)
    {
      if (!raw_read (stream, header + 2, 2))
        return -1;
      length = (header[2] << 8) | header[3];
    }
  else if (length == 127)
    {
      if (!raw_read (stream, header, 8))
        return -1;
      length = 0;
      for (guint i = 0; i < 8; i++)
        length = (length << 8) | header[i];
    }
  if ((header[1] & 0x80) && !raw_read (stream, mask, 4))
    return -1;
  g_assert_cmpuint (length, <, 16 * 1024 * 1024);
  g_byte_array_set_size (payload, length);
  if (!raw_read (stream, payload->data, length))
    return -1;
  for (gsize i = 0; i < length; i++)
    payload->data[i] ^= mask[i & 3];
  return header[0] & 0x0f;
}

/* Reads the HTTP head up to its empty line. */
char *
test_raw_read_head (GIOStream *stream)
{
  g_autoptr(GString) head = g_string_new (NULL);
  guint8 c;

  while (!g_str_has_suffix (head->str, "\r\n\r\n") && head->len < 8192 && raw_read (stream, &c, 1))
    g_string_append_c (head, c);
  return g_string_free (g_steal_pointer (&head), FALSE);
}

/* A connection to the host at @port: TCP, and TLS accepting any
 * certificate, its handshake done. */
GIOStream *
test_raw_connect (guint port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GIOStream) tls = NULL;

  connection = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, NULL);
  g_assert_nonnull (connection);
  tls = g_tls_client_connection_new (G_IO_STREAM (connection), NULL, NULL);
  g_signal_connect (tls, "accept-certificate", G_CALLBACK (test_accept_tls_cb), NULL);
  g_assert_true (g_tls_connection_handshake (G_TLS_CONNECTION (tls), NULL, NULL));
  return g_steal_pointer (&tls);
}

/* A player's connection to the host at @port, upgraded to WebSocket: TCP,
 * TLS accepting any certificate, and the HTTP upgrade, written in pieces
 * of @piece bytes (0: at once). */
GIOStream *
test_raw_upgrade (guint port,
                  gsize piece)
{
  g_autoptr(GIOStream) tls = test_raw_connect (port);
  g_autofree char *head = NULL;
  const char *request = "GET /game HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";

  test_raw_write_pieces (tls, (const guint8 *) request, strlen (request), piece);
  head = test_raw_read_head (tls);
  g_assert_true (g_str_has_prefix (head, "HTTP/1.1 101"));
  return g_steal_pointer (&tls);
}

/* Writes @length bytes in writes of @piece bytes each (0: one write),
 * each a TLS record of its own: the other side reads them as they come. */
void
test_raw_write_pieces (GIOStream    *stream,
                       const guint8 *data,
                       gsize         length,
                       gsize         piece)
{
  GOutputStream *out = g_io_stream_get_output_stream (stream);

  for (gsize at = 0; at < length; at += piece > 0 ? piece : length)
    g_assert_true (g_output_stream_write_all (out, data + at, MIN (piece > 0 ? piece : length, length - at),
                                              NULL, NULL, NULL));
}

/* A three-seat game of the base set and @modules hosted on loopback at a
 * port the system chooses: Red plays on the host, Green and Blue join. */
CarcHost *
test_host_new (const char *const *modules)
{
  const char *sets[] = { "base", NULL };
  const char *names[] = { "Red", "Green", "Blue" };
  const char *colours[] = { "#d0312d", "#2e8b3a", "#2f62c8" };
  const gboolean remote[] = { FALSE, TRUE, TRUE };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, (const char **) modules, 3, 0, 11, carc_save_builtin_tile_sets,
                                                   NULL, &error);
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, &error);
  CarcHost *host;

  g_assert_no_error (error);
  host = carc_host_new (carc_history_new (setup), names, colours, remote);
  g_assert_true (carc_host_listen (host, "127.0.0.1", 0, certificate, &error));
  g_assert_no_error (error);
  return host;
}

/* A WebSocket connection through libsoup that speaks nothing of the
 * game, keeping every frame the host sends. */

static gboolean
accept_any_cb (SoupMessage          *message,
               GTlsCertificate      *certificate,
               GTlsCertificateFlags  errors,
               gpointer              user_data)
{
  return TRUE;
}

static void
raw_frame_cb (SoupWebsocketConnection *connection,
              SoupWebsocketDataType    type,
              GBytes                  *frame,
              TestSocket              *raw)
{
  g_ptr_array_add (raw->frames, g_strndup (g_bytes_get_data (frame, NULL), g_bytes_get_size (frame)));
}

static void
raw_closed_cb (SoupWebsocketConnection *connection,
               TestSocket              *raw)
{
  raw->closed = TRUE;
}

static void
raw_connected_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  TestSocket *raw = user_data;

  raw->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, NULL);
  raw->failed = raw->connection == NULL;
  if (raw->connection != NULL)
    {
      soup_websocket_connection_set_max_incoming_payload_size (raw->connection, CARC_WIRE_MAX_HOST_FRAME);
      g_signal_connect (raw->connection, "message", G_CALLBACK (raw_frame_cb), raw);
      g_signal_connect (raw->connection, "closed", G_CALLBACK (raw_closed_cb), raw);
    }
}

/* A connection that speaks WebSocket and nothing of the game. */
TestSocket *
test_socket_connect (guint port)
{
  TestSocket *raw = g_new0 (TestSocket, 1);
  g_autofree char *uri = g_strdup_printf ("wss://127.0.0.1:%u/game", port);
  g_autoptr(SoupMessage) message = soup_message_new ("GET", uri);

  raw->frames = g_ptr_array_new_with_free_func (g_free);
  raw->session = soup_session_new ();
  g_signal_connect (message, "accept-certificate", G_CALLBACK (accept_any_cb), NULL);
  soup_session_websocket_connect_async (raw->session, message, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        raw_connected_cb, raw);
  while (raw->connection == NULL && !raw->failed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (raw->connection);
  return raw;
}

/* Waits for the host to close @raw and frees it: the host's close code. */
gushort
test_socket_close_code (TestSocket *raw)
{
  gushort code;

  while (!raw->closed)
    g_main_context_iteration (NULL, TRUE);
  code = soup_websocket_connection_get_close_code (raw->connection);
  g_signal_handlers_disconnect_by_data (raw->connection, raw);
  g_object_unref (raw->connection);
  g_object_unref (raw->session);
  g_ptr_array_unref (raw->frames);
  g_free (raw);
  return code;
}

void
test_socket_wait_frames (TestSocket *raw,
                         guint       n)
{
  while (raw->frames->len < n && !raw->closed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (raw->frames->len, >=, n);
}
