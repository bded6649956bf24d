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

/* Takes the query's field @name=@value, each field once. */
static gboolean
take_field (CarcInvitation  *self,
            const char      *field,
            const char     **seat,
            GError         **error)
{
  const char *equals = strchr (field, '=');
  char **slot;

  if (equals == NULL)
    return refuse (error, "the link holds a token, a fingerprint and a seat");
  if (strncmp (field, "token=", 6) == 0)
    slot = &self->token;
  else if (strncmp (field, "fp=", 3) == 0)
    slot = &self->fingerprint;
  else if (strncmp (field, "seat=", 5) == 0)
    {
      if (*seat != NULL)
        return refuse (error, "the link holds a token, a fingerprint and a seat, each once");
      *seat = equals + 1;
      return TRUE;
    }
  else
    return refuse (error, "the link holds a token, a fingerprint and a seat");
  if (*slot != NULL)
    return refuse (error, "the link holds a token, a fingerprint and a seat, each once");
  *slot = g_strdup (equals + 1);
  return TRUE;
}

/* The query as written, never decoded: exactly the three fields, each
 * once, in any order; the token and the fingerprint lowercase hexadecimal
 * digits, the seat one decimal digit. */
static gboolean
read_query (CarcInvitation  *self,
            const char      *query,
            GError         **error)
{
  g_auto(GStrv) fields = NULL;
  const char *seat = NULL;

  if (query == NULL)
    return refuse (error, "no token");
  fields = g_strsplit (query, "&", -1);
  if (g_strv_length (fields) != 3)
    return refuse (error, "the link holds a token, a fingerprint and a seat");
  for (guint i = 0; fields[i] != NULL; i++)
    if (!take_field (self, fields[i], &seat, error))
      return FALSE;
  if (!carc_wire_is_hex (self->token, CARC_WIRE_TOKEN_CHARS) || !carc_wire_is_hex (self->fingerprint, FINGERPRINT_CHARS))
    return refuse (error, "a token and a fingerprint are 64 hexadecimal digits");
  if (seat == NULL || strlen (seat) != 1 || seat[0] < '0' || seat[0] >= '0' + CARC_MAX_PLAYERS)
    return refuse (error, "no seat");
  self->seat = seat[0] - '0';
  return TRUE;
}

/* Whether @host is a name a host may have: labels of letters, digits and
 * hyphens (none first or last), at most 63 each and 253 in all, the last
 * dot allowed. */
static gboolean
is_host_name (const char *host)
{
  gsize length = strlen (host), label = 0;

  if (length == 0 || length > 254 || (length == 254 && host[253] != '.'))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      char c = host[i];

      if (c == '.')
        {
          if (label == 0 || host[i - 1] == '-')
            return FALSE;
          label = 0;
        }
      else if (g_ascii_isalnum (c) || (c == '-' && label > 0))
        {
          if (++label > 63)
            return FALSE;
        }
      else
        return FALSE;
    }
  return label == 0 || host[length - 1] != '-';
}

CarcInvitation *
carc_invitation_parse (const char  *link,
                       GError     **error)
{
  g_autoptr(CarcInvitation) self = g_new0 (CarcInvitation, 1);
  g_autoptr(GUri) uri = NULL;

  if (link == NULL || strlen (link) > MAX_LINK)
    return refuse (error, "too long"), NULL;
  /* Nothing of an invitation is percent-encoded, nor has a space. */
  if (strpbrk (link, "% \t\r\n") != NULL)
    return refuse (error, "a character no invitation holds"), NULL;
  uri = g_uri_parse (link, G_URI_FLAGS_ENCODED_QUERY, error);
  if (uri == NULL)
    return NULL;
  if (g_strcmp0 (g_uri_get_scheme (uri), "carcassonne") != 0 || g_uri_get_host (uri) == NULL
      || g_uri_get_port (uri) <= 0 || g_strcmp0 (g_uri_get_path (uri), "/game") != 0
      || g_uri_get_userinfo (uri) != NULL || g_uri_get_fragment (uri) != NULL)
    return refuse (error, "a carcassonne:// link to a host, a port and /game"), NULL;
  if (!g_hostname_is_ip_address (g_uri_get_host (uri)) && !is_host_name (g_uri_get_host (uri)))
    return refuse (error, "the host is no address nor name"), NULL;
  self->host = g_strdup (g_uri_get_host (uri));
  self->port = g_uri_get_port (uri);
  if (!read_query (self, g_uri_get_query (uri), error))
    return NULL;
  return g_steal_pointer (&self);
}
