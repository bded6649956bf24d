/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "carc-wire.h"

G_BEGIN_DECLS

/* Why the host closes a connection: WebSocket close codes of the
 * application's range (docs/network-protocol.md). */
typedef enum
{
  CARC_CLOSE_GOING_AWAY = 1001,  /* the host stops for now */
  CARC_CLOSE_MALFORMED = 4400,
  CARC_CLOSE_WRONG_TOKEN = 4401,
  CARC_CLOSE_NOT_YOURS = 4403,
  CARC_CLOSE_ENDED = 4404,       /* the host left the game for another */
  CARC_CLOSE_NO_JOIN = 4408,
  CARC_CLOSE_STALE = 4409,
  CARC_CLOSE_REPLACED = 4410,
  CARC_CLOSE_TOO_MUCH_SENT = 4413,
  CARC_CLOSE_WRONG_PROTOCOL = 4426,
  CARC_CLOSE_TOO_FAST = 4429,
  CARC_CLOSE_FULL = 4503,
} CarcCloseCode;

/* Seconds a connection may take to join. */
#define CARC_HOST_JOIN_SECONDS 10
/* Seconds a connection the host closes may take to close: a player that
 * never reads never lets the close go out, and TLS waits to send its own
 * close as long, so its socket is shut down then. */
#define CARC_HOST_CLOSE_SECONDS 10
/* Bytes the host sends one connection at most: hundreds of whole games
 * and their chat, and a bound on what a player that never reads can make
 * the host keep (libsoup queues what the socket does not take). */
#define CARC_HOST_MAX_SENT (8 * 1024 * 1024)

#define CARC_TYPE_HOST_PEER (carc_host_peer_get_type ())

G_DECLARE_FINAL_TYPE (CarcHostPeer, carc_host_peer, CARC, HOST_PEER, GObject)

CarcHostPeer *carc_host_peer_new        (SoupWebsocketConnection *connection,
                                         GSocket                 *socket);

void          carc_host_peer_set_setup  (CarcHostPeer            *self,
                                         const CarcSetup         *setup);
gint          carc_host_peer_get_seat   (CarcHostPeer            *self);
gboolean      carc_host_peer_is_open    (CarcHostPeer            *self);
void          carc_host_peer_set_seat   (CarcHostPeer            *self,
                                         guint                    seat);

void          carc_host_peer_send       (CarcHostPeer            *self,
                                         const CarcWireMessage   *message,
                                         const CarcSetup         *setup);
void          carc_host_peer_send_text  (CarcHostPeer            *self,
                                         const char              *text,
                                         gsize                    length);
gboolean      carc_host_peer_charge     (CarcHostPeer            *self,
                                         double                   cost);
void          carc_host_peer_refund     (CarcHostPeer            *self);
void          carc_host_peer_close      (CarcHostPeer            *self,
                                         CarcCloseCode            code,
                                         const char              *reason);
void          carc_host_peer_drop       (CarcHostPeer            *self,
                                         CarcCloseCode            code,
                                         const char              *reason);
gboolean      carc_host_peer_is_closing (CarcHostPeer            *self);
guint64       carc_host_peer_get_bytes  (CarcHostPeer            *self);
guint64       carc_host_peer_get_sent   (CarcHostPeer            *self);

G_END_DECLS
