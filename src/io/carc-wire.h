/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-action.h"
#include "carc-save.h"

G_BEGIN_DECLS

/* The messages of a game played from several computers
 * (docs/network-protocol.md): one small XML document a WebSocket frame,
 * actions in the save's own log syntax, read by the save's strict readers. */
#define CARC_WIRE_PROTOCOL 1

/* The largest frame a player sends, and the largest the host sends (the
 * setup is a saved game's document, the catch-up a whole log). */
#define CARC_WIRE_MAX_PLAYER_FRAME 4096
#define CARC_WIRE_MAX_HOST_FRAME (CARC_SAVE_MAX_SIZE + 64 * 1024)
/* Actions in one catch-up: more than any game holds. */
#define CARC_WIRE_MAX_LOG 8192
#define CARC_WIRE_TOKEN_CHARS 64
/* A drawn tile's place in a reveal when it was drawn face down: nobody saw
 * it, and the host shows it to nobody ("?" on the wire). */
#define CARC_WIRE_FACE_DOWN G_MAXUINT16

typedef enum
{
  /* From a player to the host. */
  CARC_WIRE_JOIN,
  CARC_WIRE_ACT,
  CARC_WIRE_UNDO_ASK,
  CARC_WIRE_UNDO_ANSWER,
  CARC_WIRE_SAY,
  /* From the host to the players. */
  CARC_WIRE_WELCOME,
  CARC_WIRE_SYNC,
  CARC_WIRE_STEP,
  CARC_WIRE_UNDONE,
  CARC_WIRE_UNDO_ASKED,
  CARC_WIRE_UNDO_REFUSED,
  CARC_WIRE_PRESENCE,
  CARC_WIRE_CHAT,
  CARC_WIRE_OVER,
  CARC_WIRE_N_KINDS
} CarcWireKind;

typedef enum
{
  CARC_WIRE_SEAT_OPEN,       /* a remote seat nobody has joined yet */
  CARC_WIRE_SEAT_HERE,       /* its player is connected */
  CARC_WIRE_SEAT_AWAY,       /* its player lost the connection: the seat waits */
  CARC_WIRE_SEAT_COMPUTER,   /* a computer player on the host plays it */
  CARC_WIRE_N_PRESENCES
} CarcWirePresence;

/* Items made known: the tiles at drawing positions @from… (@deck NULL), or
 * the cards of the deal's deck @deck from its top position @from on. */
typedef struct
{
  char   *deck;
  guint   from;
  GArray *items;             /* guint16: tile types (or CARC_WIRE_FACE_DOWN), or card numbers */
} CarcWireReveal;

typedef struct
{
  CarcWireKind     kind;
  guint            protocol;  /* join, welcome */
  guint            seat;      /* join, welcome, undo-asked/refused, presence, chat */
  guint            seq;       /* act, step: the action's place in the log;
                               * undo-ask, undone, undo-asked: the log's length
                               * it goes back to; sync, welcome: the log's length */
  guint            request;   /* undo-answer, undo-asked, undo-refused */
  gboolean         consent;   /* undo-answer */
  CarcWirePresence presence;
  char            *token;     /* join */
  char            *text;      /* say, chat */
  GArray          *actions;   /* CarcAction: act and step one, sync the log */
  GPtrArray       *reveals;   /* CarcWireReveal: step, sync */
  guint            n_scores;  /* over */
  guint            scores[CARC_MAX_PLAYERS];
} CarcWireMessage;

CarcWireMessage *carc_wire_message_new     (CarcWireKind            kind);
void             carc_wire_message_free    (CarcWireMessage        *self);
void             carc_wire_message_add_reveal (CarcWireMessage     *self,
                                            const char             *deck,
                                            guint                   from,
                                            const guint16          *items,
                                            guint                   n_items);

char            *carc_wire_write           (const CarcWireMessage  *message,
                                            const CarcSetup        *setup,
                                            gsize                  *length);
CarcWireMessage *carc_wire_read            (GBytes                 *frame,
                                            gsize                   max_size,
                                            const CarcSetup        *setup,
                                            GError                **error);
const char      *carc_wire_kind_name       (CarcWireKind            kind);
gboolean         carc_wire_kind_from_host  (CarcWireKind            kind);
gboolean         carc_wire_is_hex          (const char             *text,
                                            gsize                   length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcWireMessage, carc_wire_message_free)

G_END_DECLS
