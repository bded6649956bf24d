/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"
#include "carc-invitation.h"
#include "carc-net-client.h"
#include "carc-wire.h"

G_BEGIN_DECLS

/* Where a table played from several computers stands. */
typedef enum
{
  CARC_TABLE_CONNECTING,   /* joining: the host has not sent the game yet */
  CARC_TABLE_PLAYING,
  CARC_TABLE_LOST,         /* a joined game's connection was cut: rejoin */
  CARC_TABLE_FAILED,       /* the host refused or cannot be reached */
} CarcTableState;

/* A game played from several computers, for the views: a CarcGame whose
 * moves go to the one true game (a CarcHost here, or a CarcNetClient's
 * seat of a game hosted elsewhere) and which follows that game. */
#define CARC_TYPE_TABLE (carc_table_get_type ())

G_DECLARE_FINAL_TYPE (CarcTable, carc_table, CARC, TABLE, GObject)

CarcTable        *carc_table_host              (CarcGame             *game,
                                                const char           *address,
                                                guint                 port,
                                                GFile                *folder,
                                                const char * const   *tokens,
                                                GError              **error);
gboolean          carc_table_write_record      (CarcTable            *self,
                                                GFile                *folder,
                                                GError              **error);
gboolean          carc_table_read_record       (GFile                *folder,
                                                CarcGame             *game,
                                                char                **address,
                                                guint                *port,
                                                char               ***tokens,
                                                GError              **error);
CarcTable        *carc_table_join              (const CarcInvitation *invitation);

gboolean          carc_table_get_hosting       (CarcTable            *self);
CarcGame         *carc_table_get_game          (CarcTable            *self);
CarcTableState    carc_table_get_state         (CarcTable            *self);
CarcNetFailure    carc_table_get_failure       (CarcTable            *self);
guint             carc_table_get_port          (CarcTable            *self);
const char       *carc_table_get_certificate_kept_aside (CarcTable       *self);
guint             carc_table_get_seat          (CarcTable            *self);
CarcWirePresence  carc_table_get_presence      (CarcTable            *self,
                                                guint                 seat);
char             *carc_table_dup_invitation    (CarcTable            *self,
                                                guint                 seat);
void              carc_table_hand_to_computer  (CarcTable            *self,
                                                guint                 seat);
gboolean          carc_table_get_undo_waits    (CarcTable            *self);
gboolean          carc_table_get_can_undo      (CarcTable            *self);
void              carc_table_ask_undo          (CarcTable            *self);
void              carc_table_answer_undo       (CarcTable            *self,
                                                guint                 request,
                                                gboolean              consent);
void              carc_table_rejoin            (CarcTable            *self);
gboolean          carc_table_say               (CarcTable            *self,
                                                const char           *text);
gboolean          carc_table_get_catching_up   (CarcTable            *self);
const char * const *carc_table_get_chat        (CarcTable            *self,
                                                const guint         **seats,
                                                guint                *n);
void              carc_table_stop              (CarcTable            *self);
void              carc_table_end               (CarcTable            *self);
void              carc_table_pause_hosting     (CarcTable            *self);
gboolean          carc_table_resume_hosting    (CarcTable            *self,
                                                GError              **error);

G_END_DECLS
