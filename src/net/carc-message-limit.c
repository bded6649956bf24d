/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A bound on what one connection can make libsoup keep.
 *
 * libsoup 3.2 limits each frame (max-incoming-payload-size), not a
 * message: a peer that sends one message as an endless run of small
 * continuation frames, never the last, makes it keep them all.  This
 * extension is never negotiated with the peer: each side puts it on its
 * own connections (the host when it makes one, CarcNetClient as if the
 * host had accepted it), and libsoup shows it each frame, whole but
 * within max-incoming-payload-size, before it keeps its payload.  It
 * counts the bytes of the frames since the peer's last whole message;
 * past the limit (CARC_MESSAGE_LIMIT_PLAYER on the host, _HOST on a
 * player's side) it fails that frame with CARC_MESSAGE_LIMIT_CODE, and
 * libsoup closes the connection with that code (emitting "error" first,
 * carc_message_limit_matches()).  From then on every data frame's payload
 * is dropped, so nothing grows while the close goes out. */
#include "config.h"

#include "carc-message-limit.h"

struct _CarcMessageLimit
{
  SoupWebsocketExtension parent_instance;
  guint64                limit;
  guint64                count;     /* bytes since the last whole message */
  gboolean               over;
};

G_DEFINE_FINAL_TYPE (CarcMessageLimit, carc_message_limit, SOUP_TYPE_WEBSOCKET_EXTENSION)

static gboolean
configure (SoupWebsocketExtension       *extension,
           SoupWebsocketConnectionType   type,
           GHashTable                   *params,
           GError                      **error)
{
  CarcMessageLimit *self = CARC_MESSAGE_LIMIT (extension);

  /* The host reads a player's messages, a player the host's. */
  self->limit = type == SOUP_WEBSOCKET_CONNECTION_SERVER ? CARC_MESSAGE_LIMIT_PLAYER : CARC_MESSAGE_LIMIT_HOST;
  return TRUE;
}

/* The length of the frame's header, @header[1] given. */
static guint64
header_length (const guint8 *header)
{
  guint64 length = 2 + ((header[1] & 0x80) ? 4 : 0);

  if ((header[1] & 0x7f) == 126)
    length += 2;
  else if ((header[1] & 0x7f) == 127)
    length += 8;
  return length;
}

static GBytes *
process_incoming_message (SoupWebsocketExtension  *extension,
                          guint8                  *header,
                          GBytes                  *payload,
                          GError                 **error)
{
  CarcMessageLimit *self = CARC_MESSAGE_LIMIT (extension);
  guint8 opcode = header[0] & 0x0f;
  gboolean control = (opcode & 0x08) != 0;

  /* A close frame ends the connection: it is never counted. */
  if (opcode == 0x08)
    return payload;
  if (self->over)
    {
      if (control)
        return payload;
      g_bytes_unref (payload);
      return g_bytes_new (NULL, 0);
    }
  self->count += header_length (header) + g_bytes_get_size (payload);
  if (self->count > self->limit)
    {
      self->over = TRUE;
      g_bytes_unref (payload);
      g_set_error_literal (error, SOUP_WEBSOCKET_ERROR, CARC_MESSAGE_LIMIT_CODE, "not a message of the game");
      return NULL;
    }
  /* The last frame of a message: libsoup hands the message over. */
  if (!control && (header[0] & 0x80))
    self->count = 0;
  return payload;
}

static void
carc_message_limit_class_init (CarcMessageLimitClass *klass)
{
  SoupWebsocketExtensionClass *extension_class = SOUP_WEBSOCKET_EXTENSION_CLASS (klass);

  extension_class->name = CARC_MESSAGE_LIMIT_NAME;
  extension_class->configure = configure;
  extension_class->process_incoming_message = process_incoming_message;
}

static void
carc_message_limit_init (CarcMessageLimit *self)
{
  self->limit = CARC_MESSAGE_LIMIT_PLAYER;
}

/* The limit for a connection of @type (a server's: the host's). */
SoupWebsocketExtension *
carc_message_limit_new (SoupWebsocketConnectionType type)
{
  SoupWebsocketExtension *self = g_object_new (CARC_TYPE_MESSAGE_LIMIT, NULL);

  soup_websocket_extension_configure (self, type, NULL, NULL);
  return self;
}

/* Whether @error, of a connection's "error" signal, is the limit's. */
gboolean
carc_message_limit_matches (const GError *error)
{
  return g_error_matches (error, SOUP_WEBSOCKET_ERROR, CARC_MESSAGE_LIMIT_CODE);
}
