/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The host's certificate.  GIO reads certificates but cannot make one,
 * so GnuTLS makes it: an ECDSA P-256 key and a certificate signed by
 * itself for twenty years.  Its fingerprint (SHA-256 of its DER form,
 * lowercase hexadecimal) goes into every invitation; nothing else about
 * it is trusted or checked by the players. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <gnutls/crypto.h>
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "carc-certificate.h"

#define CERTIFICATE_FILE "host-certificate.pem"
#define YEARS 20
/* Bytes a certificate file holds at most: ours is under 1 KiB. */
#define MAX_FILE (64 * 1024)

static gboolean
gnutls_failed (int      result,
               GError **error)
{
  if (result >= 0)
    return FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot make the host's certificate: %s",
               gnutls_strerror (result));
  return TRUE;
}

/* A new key and certificate, as PEM text. */
static char *
make_pem (GError **error)
{
  gnutls_x509_privkey_t key = NULL;
  gnutls_x509_crt_t crt = NULL;
  gnutls_datum_t key_pem = { NULL, 0 }, crt_pem = { NULL, 0 };
  guint8 serial[16];
  time_t now = time (NULL);
  char *pem = NULL;

  if (!gnutls_failed (gnutls_x509_privkey_init (&key), error)
      && !gnutls_failed (gnutls_x509_privkey_generate (key, GNUTLS_PK_ECDSA,
                                                       GNUTLS_CURVE_TO_BITS (GNUTLS_ECC_CURVE_SECP256R1), 0), error)
      && !gnutls_failed (gnutls_x509_crt_init (&crt), error)
      && !gnutls_failed (gnutls_rnd (GNUTLS_RND_NONCE, serial, sizeof serial), error)
      && (serial[0] &= 0x7f, TRUE)
      && !gnutls_failed (gnutls_x509_crt_set_version (crt, 3), error)
      && !gnutls_failed (gnutls_x509_crt_set_serial (crt, serial, sizeof serial), error)
      && !gnutls_failed (gnutls_x509_crt_set_activation_time (crt, now - 24 * 3600), error)
      && !gnutls_failed (gnutls_x509_crt_set_expiration_time (crt, now + (time_t) YEARS * 365 * 24 * 3600), error)
      && !gnutls_failed (gnutls_x509_crt_set_dn (crt, "CN=Carcassonne host", NULL), error)
      && !gnutls_failed (gnutls_x509_crt_set_key (crt, key), error)
      && !gnutls_failed (gnutls_x509_crt_set_key_usage (crt, GNUTLS_KEY_DIGITAL_SIGNATURE), error)
      && !gnutls_failed (gnutls_x509_crt_sign2 (crt, crt, key, GNUTLS_DIG_SHA256, 0), error)
      && !gnutls_failed (gnutls_x509_crt_export2 (crt, GNUTLS_X509_FMT_PEM, &crt_pem), error)
      && !gnutls_failed (gnutls_x509_privkey_export2_pkcs8 (key, GNUTLS_X509_FMT_PEM, NULL, GNUTLS_PKCS_PLAIN,
                                                             &key_pem), error))
    pem = g_strdup_printf ("%.*s%.*s", (int) crt_pem.size, crt_pem.data, (int) key_pem.size, key_pem.data);
  if (key_pem.data != NULL)
    {
      gnutls_memset (key_pem.data, 0, key_pem.size);
      gnutls_free (key_pem.data);
    }
  gnutls_free (crt_pem.data);
  if (crt != NULL)
    gnutls_x509_crt_deinit (crt);
  if (key != NULL)
    gnutls_x509_privkey_deinit (key);
  return pem;
}

/* Moves the unreadable @file aside, beside it under a name of its own
 * that no file has yet; returns that name's path, or NULL (and @error)
 * when it could not be moved. */
static char *
keep_aside (GFile   *file,
            GError **error)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup ("host-certificate-broken.pem")
                                     : g_strdup_printf ("host-certificate-broken-%u.pem", n);
      g_autoptr(GFile) aside = g_file_get_child (folder, name);
      g_autoptr(GError) local = NULL;

      if (g_file_move (file, aside, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &local))
        return g_file_get_path (aside);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "too many broken certificates kept");
  return NULL;
}

/* The file at @path, if it is a regular file of at most MAX_FILE bytes,
 * read without waiting on it (a FIFO, a device, a link to either is
 * refused as it is opened); NULL and G_FILE_ERROR_NOENT when there is
 * none, NULL and another error when it is no such file. */
static char *
read_bounded (const char  *path,
              gsize       *length,
              GError     **error)
{
  g_autofree char *text = NULL;
  struct stat st;
  gsize got = 0;
  gboolean failed = FALSE;
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > MAX_FILE)
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: not a certificate file", path);
      return NULL;
    }
  text = g_malloc (MAX_FILE + 2);
  while (got <= MAX_FILE)
    {
      gssize n = read (fd, text + got, MAX_FILE + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        failed = TRUE;
      if (n <= 0)
        break;
      got += n;
    }
  close (fd);
  if (failed || got > MAX_FILE)
    {
      explicit_bzero (text, got);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: not a certificate file", path);
      return NULL;
    }
  text[got] = '\0';
  *length = got;
  return g_steal_pointer (&text);
}

/* Whether @certificate has a private key, and the key of its public key. */
static gboolean
key_matches (GTlsCertificate *certificate)
{
  g_autofree char *crt_pem = NULL;
  char *key_pem = NULL;
  gnutls_x509_crt_t crt = NULL;
  gnutls_x509_privkey_t key = NULL;
  guint8 crt_id[64], key_id[64];
  size_t crt_size = sizeof crt_id, key_size = sizeof key_id;
  gboolean matches = FALSE;

  g_object_get (certificate, "certificate-pem", &crt_pem, "private-key-pem", &key_pem, NULL);
  if (crt_pem != NULL && key_pem != NULL)
    {
      gnutls_datum_t crt_datum = { (unsigned char *) crt_pem, strlen (crt_pem) };
      gnutls_datum_t key_datum = { (unsigned char *) key_pem, strlen (key_pem) };

      matches = gnutls_x509_crt_init (&crt) >= 0
                && gnutls_x509_crt_import (crt, &crt_datum, GNUTLS_X509_FMT_PEM) >= 0
                && gnutls_x509_privkey_init (&key) >= 0
                && gnutls_x509_privkey_import2 (key, &key_datum, GNUTLS_X509_FMT_PEM, NULL, 0) >= 0
                && gnutls_x509_crt_get_key_id (crt, GNUTLS_KEYID_USE_SHA256, crt_id, &crt_size) >= 0
                && gnutls_x509_privkey_get_key_id (key, GNUTLS_KEYID_USE_SHA256, key_id, &key_size) >= 0
                && crt_size == key_size && memcmp (crt_id, key_id, crt_size) == 0;
    }
  if (crt != NULL)
    gnutls_x509_crt_deinit (crt);
  if (key != NULL)
    gnutls_x509_privkey_deinit (key);
  if (key_pem != NULL)
    {
      explicit_bzero (key_pem, strlen (key_pem));
      g_free (key_pem);
    }
  return matches;
}

/* The certificate and key in the file at @path, read bounded: NULL and
 * G_FILE_ERROR_NOENT when there is none; NULL and another error when it
 * is no certificate with the private key of its public key. */
static GTlsCertificate *
load (const char  *path,
      GError     **error)
{
  gsize length = 0;
  char *text = read_bounded (path, &length, error);
  g_autoptr(GTlsCertificate) certificate = NULL;

  if (text == NULL)
    return NULL;
  certificate = g_tls_certificate_new_from_pem (text, length, error);
  explicit_bzero (text, length);
  g_free (text);
  if (certificate == NULL)
    return NULL;
  if (!key_matches (certificate))
    {
      g_set_error (error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE, "%s: no private key of the certificate's", path);
      return NULL;
    }
  return g_steal_pointer (&certificate);
}

GTlsCertificate *
carc_certificate_load_or_make (GFile   *folder,
                               char   **kept_aside,
                               GError **error)
{
  g_autoptr(GFile) file = g_file_get_child (folder, CERTIFICATE_FILE);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *pem = NULL;
  g_autoptr(GError) missing = NULL;
  g_autoptr(GError) no_folder = NULL;
  GTlsCertificate *certificate;

  if (kept_aside != NULL)
    *kept_aside = NULL;
  certificate = load (path, &missing);
  if (certificate != NULL)
    return certificate;
  /* A file there that is no certificate (broken, cut short, another
   * program's, without its key or with another's, no regular file, too
   * large): kept aside, never overwritten, and a new one made. */
  if (!g_error_matches (missing, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      char *aside = keep_aside (file, error);

      if (aside == NULL)
        return NULL;
      if (kept_aside != NULL)
        *kept_aside = aside;
      else
        g_free (aside);
    }
  pem = make_pem (error);
  if (pem == NULL)
    return NULL;
  if (!g_file_make_directory_with_parents (folder, NULL, &no_folder) && !g_file_query_exists (folder, NULL))
    {
      g_propagate_error (error, g_steal_pointer (&no_folder));
      return NULL;
    }
  /* The key is the host's secret: the user's alone. */
  if (!g_file_set_contents_full (path, pem, -1, G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, error))
    return NULL;
  return g_tls_certificate_new_from_pem (pem, -1, error);
}

char *
carc_certificate_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr(GByteArray) der = NULL;

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), NULL);
  g_object_get (certificate, "certificate", &der, NULL);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
}
