/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-history.h"
#include "carc-wire.h"

G_BEGIN_DECLS

/* A game hosted for players at other computers (docs/network-protocol.md).
 * The host holds the one true game and is the only one that applies
 * actions: its own seats' (a person here, a computer player) through
 * carc_host_play(), the remote seats' as their connections send them,
 * each checked first.  Players joining see the setup, the log and each
 * tile as it is drawn, never the seed nor the pile's order. */
#define CARC_TYPE_HOST (carc_host_get_type ())

G_DECLARE_FINAL_TYPE (CarcHost, carc_host, CARC, HOST, GObject)

/* The host's own preference when an undo passes a decision of one of its
 * computer seats, or of a seat nobody plays now. */
#define CARC_HOST_UNDO_CONSENT TRUE

CarcHost    *carc_host_new             (CarcHistory        *history,
                                        const char * const *names,
                                        const char * const *colours,
                                        const gboolean     *remote);

gboolean     carc_host_listen          (CarcHost           *self,
                                        const char         *address,
                                        guint               port,
                                        GTlsCertificate    *certificate,
                                        GError            **error);
guint        carc_host_get_port        (CarcHost           *self);
char        *carc_host_dup_invitation  (CarcHost           *self,
                                        guint               seat,
                                        const char         *host_name);
CarcState   *carc_host_get_state       (CarcHost           *self);
guint        carc_host_get_log_length  (CarcHost           *self);
gboolean     carc_host_is_remote       (CarcHost           *self,
                                        guint               seat);
gboolean     carc_host_plays_here      (CarcHost           *self,
                                        guint               seat);
void         carc_host_hand_to_computer (CarcHost          *self,
                                        guint               seat);
guint        carc_host_get_n_connected (CarcHost           *self);
CarcWirePresence carc_host_get_presence (CarcHost          *self,
                                        guint               seat);
const CarcAction *carc_host_get_action (CarcHost           *self,
                                        guint               index);
void         carc_host_set_asked       (CarcHost           *self,
                                        guint               seat,
                                        gboolean            asked);
void         carc_host_ask_undo        (CarcHost           *self,
                                        guint               seat);
void         carc_host_answer_undo     (CarcHost           *self,
                                        guint               request,
                                        gboolean            consent);
const char  *carc_host_get_token       (CarcHost           *self,
                                        guint               seat);
gboolean     carc_host_set_token       (CarcHost           *self,
                                        guint               seat,
                                        const char         *token);
gboolean     carc_host_say             (CarcHost           *self,
                                        guint               seat,
                                        const char         *text);
guint64      carc_host_get_bytes       (CarcHost           *self);
guint64      carc_host_get_bytes_sent  (CarcHost           *self);
guint        carc_host_get_n_pending   (CarcHost           *self);
guint        carc_host_get_n_messages  (CarcHost           *self);
guint        carc_host_get_n_sockets   (CarcHost           *self);
guint        carc_host_get_n_accepted  (CarcHost           *self);

CarcError    carc_host_play            (CarcHost           *self,
                                        guint               seat,
                                        const CarcAction   *action);
void         carc_host_stop_listening  (CarcHost           *self);
void         carc_host_stop            (CarcHost           *self);
void         carc_host_end             (CarcHost           *self);

G_END_DECLS
