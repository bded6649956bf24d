/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-invitation.h"
#include "carc-state.h"

G_BEGIN_DECLS

/* A seat of a game hosted at another computer, played from here
 * (docs/network-protocol.md).  It connects as the invitation says,
 * accepts the host's certificate by its fingerprint alone, and keeps the
 * game as the host shows it (CarcRemoteGame).  Its player's actions are
 * checked here before they are sent; the host applies them and every
 * player sees the step.  Whatever the host sends is checked too: a host
 * that breaks the protocol or the rules is left. */
/* Why a connection closed, in words the window chooses. */
typedef enum
{
  CARC_NET_FAILURE_NONE,
  CARC_NET_FAILURE_UNREACHABLE,   /* no host there, or no game at that address */
  CARC_NET_FAILURE_CERTIFICATE,   /* the host's certificate is not the one invited to */
  CARC_NET_FAILURE_TOKEN,         /* the host does not know this seat's token */
  CARC_NET_FAILURE_VERSION,       /* the host speaks another protocol */
  CARC_NET_FAILURE_REPLACED,      /* the seat joined from elsewhere */
  CARC_NET_FAILURE_FULL,          /* too many connections */
  CARC_NET_FAILURE_HOST_LEFT,     /* the host stopped the game for now */
  CARC_NET_FAILURE_ENDED,         /* the host left the game for another */
  CARC_NET_FAILURE_BROKEN,        /* the host broke the protocol */
  CARC_NET_FAILURE_LOST,          /* the connection was cut */
} CarcNetFailure;

#define CARC_TYPE_NET_CLIENT (carc_net_client_get_type ())

G_DECLARE_FINAL_TYPE (CarcNetClient, carc_net_client, CARC, NET_CLIENT, GObject)

CarcNetClient *carc_net_client_new         (const CarcInvitation *invitation);
void           carc_net_client_connect     (CarcNetClient        *self);
void           carc_net_client_set_setup_seconds (CarcNetClient  *self,
                                            guint                 seconds);

guint          carc_net_client_get_seat    (CarcNetClient        *self);
CarcState     *carc_net_client_get_state   (CarcNetClient        *self);
gboolean       carc_net_client_is_my_turn  (CarcNetClient        *self);
const guint   *carc_net_client_get_final   (CarcNetClient        *self,
                                            guint                *n_scores);
const char    *carc_net_client_get_error   (CarcNetClient        *self);
CarcNetFailure carc_net_client_get_failure (CarcNetClient        *self);
gboolean       carc_net_client_get_joined  (CarcNetClient        *self);
const char    *carc_net_client_get_name    (CarcNetClient        *self,
                                            guint                 seat);
const char    *carc_net_client_get_colour  (CarcNetClient        *self,
                                            guint                 seat);
const CarcAction *carc_net_client_get_actions (CarcNetClient     *self,
                                            guint                *n_actions);
gboolean       carc_net_client_get_undo_asked (CarcNetClient     *self);
gboolean       carc_net_client_get_undo_refused (CarcNetClient   *self);
guint          carc_net_client_get_undo_refused_by (CarcNetClient *self);
gboolean       carc_net_client_get_undo_waits (CarcNetClient     *self);
gboolean       carc_net_client_get_catching_up (CarcNetClient    *self);
guint64        carc_net_client_get_bytes   (CarcNetClient        *self);
guint64        carc_net_client_get_bytes_received (CarcNetClient *self);
/* The median time from sending an action to seeing it applied, in µs. */
gint64         carc_net_client_get_median_round_trip (CarcNetClient *self);

CarcError      carc_net_client_act         (CarcNetClient        *self,
                                            const CarcAction     *action);
void           carc_net_client_say         (CarcNetClient        *self,
                                            const char           *text);
void           carc_net_client_ask_undo    (CarcNetClient        *self);
void           carc_net_client_answer_undo (CarcNetClient        *self,
                                            guint                 request,
                                            gboolean              consent);
void           carc_net_client_close       (CarcNetClient        *self);

G_END_DECLS
