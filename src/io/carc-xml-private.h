/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>

G_BEGIN_DECLS

/* What the io layer's readers share: untrusted XML parsed safely and
 * checked against a schema from the resources, with errors that name the
 * file and the line. */

long      carc_xml_line     (xmlNode     *node);
void      carc_xml_fail     (GError     **error,
                             int          code,
                             const char  *name,
                             int          line,
                             const char  *format,
                             ...) G_GNUC_PRINTF (5, 6);
xmlDocPtr carc_xml_parse    (GBytes      *bytes,
                             const char  *name,
                             gsize        max_size,
                             GError     **error);
gboolean  carc_xml_validate (xmlDocPtr    doc,
                             const char  *schema,
                             const char  *name,
                             GError     **error);
GBytes   *carc_xml_load_file (GFile      *file,
                              gsize       max_size,
                              char      **name,
                              GError    **error);
char     *carc_xml_prop     (xmlNode     *node,
                             const char  *attribute);
gboolean  carc_xml_is       (xmlNode     *node,
                             const char  *element);
gboolean  carc_xml_has_prop (xmlNode     *node,
                             const char  *attribute);
char     *carc_xml_prop_token (xmlNode    *node,
                               const char *attribute);
char    **carc_xml_split_list (const char *text);

gboolean  carc_xml_parse_int     (const char *text,
                                  gint64      min,
                                  gint64      max,
                                  gint64     *out);
gboolean  carc_xml_parse_uint    (const char *text,
                                  guint64     max,
                                  guint64    *out);
gboolean  carc_xml_parse_boolean (const char *text,
                                  gboolean   *out);
gboolean  carc_xml_require       (xmlNode     *node,
                                  const char  *attribute,
                                  const char  *name,
                                  GError     **error);
void      carc_xml_fail_value    (xmlNode     *node,
                                  const char  *attribute,
                                  const char  *name,
                                  GError     **error);
gboolean  carc_xml_read_int      (xmlNode     *node,
                                  const char  *attribute,
                                  gint64       min,
                                  gint64       max,
                                  gint64      *out,
                                  const char  *name,
                                  GError     **error);
gboolean  carc_xml_read_uint     (xmlNode     *node,
                                  const char  *attribute,
                                  guint64      max,
                                  guint64     *out,
                                  const char  *name,
                                  GError     **error);
gboolean  carc_xml_read_boolean  (xmlNode     *node,
                                  const char  *attribute,
                                  gboolean    *out,
                                  const char  *name,
                                  GError     **error);
const char *carc_xml_reason     (const GError *error);
gboolean  carc_xml_write_file    (GFile       *file,
                                  const char  *data,
                                  gsize        length,
                                  GError     **error);
char     *carc_xml_writer_finish (xmlTextWriterPtr  writer,
                                  xmlBufferPtr      buffer,
                                  gsize            *length);

G_END_DECLS
