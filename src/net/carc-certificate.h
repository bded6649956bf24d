/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The host's own TLS certificate: self-signed, made once and kept in
 * @folder (the user data folder) as host-certificate.pem, readable by the
 * user alone; players pin it by its fingerprint.  A file there that is no
 * certificate is moved aside (its new path in @kept_aside) and a new one
 * made. */
GTlsCertificate *carc_certificate_load_or_make (GFile            *folder,
                                                char            **kept_aside,
                                                GError          **error);
char            *carc_certificate_fingerprint  (GTlsCertificate  *certificate);

G_END_DECLS
