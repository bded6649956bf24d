/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "carc-wire.h"

G_BEGIN_DECLS

/* Bytes of frames a peer may send between two whole messages (headers
 * and control frames counted, a close frame not): the largest legal
 * message twice, room for its framing and a few pings. */
#define CARC_MESSAGE_LIMIT_PLAYER (2 * CARC_WIRE_MAX_PLAYER_FRAME)
#define CARC_MESSAGE_LIMIT_HOST (2 * CARC_WIRE_MAX_HOST_FRAME)
/* The close code of a peer past its limit: not a message of the game. */
#define CARC_MESSAGE_LIMIT_CODE 4400
/* Its name in a handshake: a player offers it, and a host ignores it. */
#define CARC_MESSAGE_LIMIT_NAME "x-carcassonne-message-limit"

#define CARC_TYPE_MESSAGE_LIMIT (carc_message_limit_get_type ())

G_DECLARE_FINAL_TYPE (CarcMessageLimit, carc_message_limit, CARC, MESSAGE_LIMIT, SoupWebsocketExtension)

SoupWebsocketExtension *carc_message_limit_new     (SoupWebsocketConnectionType  type);
gboolean                carc_message_limit_matches (const GError                *error);

G_END_DECLS
