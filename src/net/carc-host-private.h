/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the host's files share (carc-host*.c). */
#include <libsoup/soup.h>

#include "carc-host.h"
#include "carc-host-peer.h"
#include "carc-wire.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean          remote;
  char              token[CARC_WIRE_TOKEN_CHARS + 1];
  CarcHostPeer     *peer;       /* the connection playing it, or NULL */
  gboolean          computer;   /* played here by a computer while its player is away */
  gboolean          asked;      /* a person here, asked before an undo passes its decision */
  CarcWirePresence  presence;
} CarcHostSeat;

/* An undo a player asked for, waiting for the others' consent. */
typedef struct
{
  guint    id;          /* 0: none */
  guint    seat;
  guint    target;      /* the log's length it goes back to */
  guint    waiting;     /* bit s: seat s has still to answer */
} CarcHostUndo;

struct _CarcHost
{
  GObject        parent_instance;

  CarcHistory   *history;
  CarcSetup     *setup;
  guint          n_seats;
  CarcHostSeat   seats[CARC_MAX_PLAYERS];
  GArray        *acting;        /* guint8: who decided each action of the log */
  char          *setup_frame;   /* the public setup, as a saved game */

  GArray        *shown;         /* guint16: the tiles shown, the first of the drawing order
                                 * (CARC_WIRE_FACE_DOWN: drawn face down, shown to nobody) */
  guint         *cards_shown;   /* each deck's cards shown, in the setup's order */
  CarcHostUndo   undo;
  guint          next_request;
  GPtrArray     *chat;          /* CarcWireMessage: the last CARC_HOST_CHAT_KEPT lines */

  SoupServer    *server;
  char          *fingerprint;   /* of the certificate, for the invitations */
  GPtrArray     *peers;         /* CarcHostPeer */
  GPtrArray     *pending;       /* connections not upgraded yet (carc-host-pending.c) */
  GPtrArray     *messages;      /* SoupServerMessage, watched: the requests libsoup keeps */
  GPtrArray     *sockets;       /* GSocket, watched: the connections libsoup keeps */
  guint          n_accepted;    /* connections accepted so far */
  guint64        bytes_closed;  /* sent and received by closed connections */
  guint64        sent_closed;   /* sent on closed connections */
};

/* The chat lines a player joining gets, the last said. */
#define CARC_HOST_CHAT_KEPT 20

/* Seconds a connection may take from its acceptance to the WebSocket
 * upgrade: the TLS handshake and the HTTP request. */
#define CARC_HOST_UPGRADE_SECONDS 10

/* carc-host.c: how many connections at once (open ones; the same number
 * not upgraded yet). */
guint     carc_host_max_peers        (CarcHost               *self);

/* carc-host-pending.c: the connections before the upgrade. */
void      carc_host_pending_watch    (CarcHost               *self,
                                      SoupServer             *server);
void      carc_host_pending_upgraded (CarcHost               *self,
                                      SoupServerMessage      *msg);
void      carc_host_pending_clear    (CarcHost               *self);

/* carc-host-table.c: the game at the table. */
void      carc_host_table_init       (CarcHost               *self,
                                      const char * const     *names,
                                      const char * const     *colours);
CarcError carc_host_table_apply      (CarcHost               *self,
                                      guint                   seat,
                                      const CarcAction       *action);
void      carc_host_table_send_sync  (CarcHost               *self,
                                      CarcHostPeer           *peer);
void      carc_host_table_broadcast  (CarcHost               *self,
                                      const CarcWireMessage  *message);
void      carc_host_table_ask_undo   (CarcHost               *self,
                                      guint                   seat,
                                      guint                   length);
void      carc_host_table_answer_undo (CarcHost              *self,
                                      guint                   seat,
                                      guint                   request,
                                      gboolean                consent);

G_END_DECLS
