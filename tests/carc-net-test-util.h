/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <libsoup/soup.h>

#include "carc-host.h"

G_BEGIN_DECLS

/* A connection that speaks WebSocket and nothing of the game. */
typedef struct
{
  SoupSession             *session;
  SoupWebsocketConnection *connection;
  GPtrArray               *frames;
  gboolean                 failed;
  gboolean                 closed;
} TestSocket;

/* Raw WebSocket over TLS, blocking, for the hostile sides of the network
 * tests, run in a thread while the main loop serves the host. */
gboolean   test_accept_tls_cb    (GTlsConnection       *connection,
                                  GTlsCertificate      *certificate,
                                  GTlsCertificateFlags  errors,
                                  gpointer              user_data);
gsize      test_raw_write_frame  (GIOStream            *stream,
                                  guint8                first,
                                  gboolean              masked,
                                  const guint8         *payload,
                                  gsize                 length);
int        test_raw_read_frame   (GIOStream            *stream,
                                  GByteArray           *payload);
char      *test_raw_read_head    (GIOStream            *stream);
GIOStream *test_raw_connect      (guint                 port);
GIOStream *test_raw_upgrade      (guint                 port,
                                  gsize                 piece);
void       test_raw_write_pieces (GIOStream            *stream,
                                  const guint8         *data,
                                  gsize                 length,
                                  gsize                 piece);

CarcHost  *test_host_new         (const char *const    *modules);
TestSocket *test_socket_connect (guint       port);
gushort     test_socket_close_code  (TestSocket *raw);
void        test_socket_wait_frames (TestSocket *raw,
                                     guint       n);

G_END_DECLS
