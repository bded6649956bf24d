/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* An invitation to a seat of a hosted game, as a link:
 * carcassonne://HOST:PORT/game?token=TOKEN&fp=FINGERPRINT&seat=SEAT —
 * the host's name or address, the seat's secret and the SHA-256 of the
 * host's certificate, which the player's side accepts and no other. */
typedef struct
{
  char  *host;
  guint  port;
  guint  seat;
  char  *token;          /* CARC_WIRE_TOKEN_CHARS hexadecimal digits */
  char  *fingerprint;    /* 64 hexadecimal digits */
} CarcInvitation;

CarcInvitation *carc_invitation_parse  (const char            *link,
                                        GError               **error);
char           *carc_invitation_to_link (const CarcInvitation *self);
void            carc_invitation_free   (CarcInvitation        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcInvitation, carc_invitation_free)

G_END_DECLS
