/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Invitation links, made and read.  A link comes from a chat, a mail, a
 * paste: it is read as strictly as a message, and only an exact one is
 * taken. */
#include "config.h"

#include <string.h>

#include "carc-invitation.h"
#include "carc-wire.h"

#define FINGERPRINT_CHARS 64
#define MAX_LINK 1024

void
carc_invitation_free (CarcInvitation *self)
{
  if (self == NULL)
    return;
  g_free (self->host);
  g_free (self->token);
  g_free (self->fingerprint);
  g_free (self);
}

char *
carc_invitation_to_link (const CarcInvitation *self)
{
  g_autofree char *host = strchr (self->host, ':') != NULL ? g_strdup_printf ("[%s]", self->host)
                                                           : g_strdup (self->host);

  return g_strdup_printf ("carcassonne://%s:%u/game?token=%s&fp=%s&seat=%u",
                          host, self->port, self->token, self->fingerprint, self->seat);
}

static gboolean
refuse (GError     **error,
        const char  *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "not an invitation: %s", why);
  return FALSE;
}

static gboolean
read_query (CarcInvitation  *self,
            const char      *query,
            GError         **error)
{
  g_autoptr(GHashTable) fields = NULL;
  const char *seat;
  guint64 number;

  if (query == NULL)
    return refuse (error, "no token");
  /* Its own reason is not the invitation's: one error said. */
  fields = g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL);
  if (fields == NULL || g_hash_table_size (fields) != 3)
    return refuse (error, "the link holds a token, a fingerprint and a seat");
  seat = g_hash_table_lookup (fields, "seat");
  self->token = g_strdup (g_hash_table_lookup (fields, "token"));
  self->fingerprint = g_strdup (g_hash_table_lookup (fields, "fp"));
  if (!carc_wire_is_hex (self->token, CARC_WIRE_TOKEN_CHARS) || !carc_wire_is_hex (self->fingerprint, FINGERPRINT_CHARS))
    return refuse (error, "a token and a fingerprint are 64 hexadecimal digits");
  if (seat == NULL || !g_ascii_string_to_unsigned (seat, 10, 0, CARC_MAX_PLAYERS - 1, &number, NULL))
    return refuse (error, "no seat");
  self->seat = number;
  return TRUE;
}

CarcInvitation *
carc_invitation_parse (const char  *link,
                       GError     **error)
{
  g_autoptr(CarcInvitation) self = g_new0 (CarcInvitation, 1);
  g_autoptr(GUri) uri = NULL;

  if (link == NULL || strlen (link) > MAX_LINK)
    return refuse (error, "too long"), NULL;
  uri = g_uri_parse (link, G_URI_FLAGS_ENCODED_QUERY, error);
  if (uri == NULL)
    return NULL;
  if (g_strcmp0 (g_uri_get_scheme (uri), "carcassonne") != 0 || g_uri_get_host (uri) == NULL
      || g_uri_get_port (uri) <= 0 || g_strcmp0 (g_uri_get_path (uri), "/game") != 0
      || g_uri_get_userinfo (uri) != NULL || g_uri_get_fragment (uri) != NULL)
    return refuse (error, "a carcassonne:// link to a host, a port and /game"), NULL;
  self->host = g_strdup (g_uri_get_host (uri));
  self->port = g_uri_get_port (uri);
  if (!read_query (self, g_uri_get_query (uri), error))
    return NULL;
  return g_steal_pointer (&self);
}
