/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>

G_BEGIN_DECLS

/* What the io layer's readers share: untrusted XML parsed safely and
 * checked against a schema from the resources, with errors that name the
 * file and the line. */

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
char     *carc_xml_writer_finish (xmlTextWriterPtr  writer,
                                  xmlBufferPtr      buffer,
                                  gsize            *length);

G_END_DECLS
