/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "carc-tileset-loader.h"
#include "carc-xml-private.h"

void
carc_xml_fail (GError     **error,
               int          code,
               const char  *name,
               int          line,
               const char  *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (error == NULL || *error != NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* TRANSLATORS: "%s" is a file name, "%d" a line, then the message. */
  g_set_error (error, CARC_IO_ERROR, code, _("%s, line %d: %s"), name, line, message);
}

/* Parses without network access, without loading any DTD and without
 * substituting entities; documents that declare a DTD are refused, since
 * none of ours has one (no XXE, no entity expansion). */
static void
silent_error_cb (void       *data,
                 const char *format,
                 ...)
{
}

xmlDocPtr
carc_xml_parse (GBytes      *bytes,
                const char  *name,
                gsize        max_size,
                GError     **error)
{
  static gsize quiet;
  xmlParserCtxtPtr parser;
  xmlDocPtr doc;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  /* libxml2 prints some errors (bad encodings) itself; ours go into the
   * GError instead. */
  if (g_once_init_enter (&quiet))
    {
      xmlSetGenericErrorFunc (NULL, silent_error_cb);
      g_once_init_leave (&quiet, 1);
    }

  if (size > max_size)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE,
                   _("%s: the file is too large (%lu bytes; at most %lu)"),
                   name, (gulong) size, (gulong) max_size);
      return NULL;
    }
  parser = xmlNewParserCtxt ();
  doc = xmlCtxtReadMemory (parser, data, (int) size, name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      const xmlError *e = xmlCtxtGetLastError (parser);
      g_autofree char *detail = g_strstrip (g_strdup (e && e->message ? e->message : ""));

      carc_xml_fail (error, CARC_IO_ERROR_MALFORMED, name, e ? e->line : 0,
                     _("the file is not well-formed XML (%s)"), detail);
      xmlFreeParserCtxt (parser);
      return NULL;
    }
  xmlFreeParserCtxt (parser);
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      xmlNode *root = xmlDocGetRootElement (doc);

      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, root ? MAX (xmlGetLineNo (root) - 1, 1) : 1,
                     _("the file declares a document type, which the game's files never do"));
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

typedef struct
{
  const char *name;
  GError    **error;
  char       *pending;   /* a detail that came without a line */
} SchemaErrors;

static void
schema_error_cb (void           *user_data,
                 const xmlError *e)
{
  SchemaErrors *errors = user_data;
  g_autofree char *detail = g_strstrip (g_strdup (e->message ? e->message : ""));
  int line = e->line;

  /* Attribute errors carry the element instead of a line, and the most
   * precise detail may come first without either: keep it for the next
   * error that knows where it is. */
  if (line <= 0 && e->node != NULL)
    line = xmlGetLineNo ((xmlNode *) e->node);
  if (line <= 0)
    {
      if (errors->pending == NULL)
        errors->pending = g_steal_pointer (&detail);
      return;
    }
  carc_xml_fail (errors->error, CARC_IO_ERROR_INVALID, errors->name, line,
                 _("the file does not follow its schema (%s)"), errors->pending ? errors->pending : detail);
}

/* Compiled schemas live as long as the program: they are few and small,
 * and compiling one costs more than validating a file. */
static xmlRelaxNGPtr
get_schema (const char *schema)
{
  static GHashTable *schemas;
  static GMutex lock;
  xmlRelaxNGPtr rng;

  g_mutex_lock (&lock);
  if (schemas == NULL)
    schemas = g_hash_table_new (g_str_hash, g_str_equal);
  rng = g_hash_table_lookup (schemas, schema);
  if (rng == NULL)
    {
      g_autofree char *path = g_strconcat (CARC_RESOURCE_PREFIX "/", schema, NULL);
      g_autoptr(GBytes) bytes = g_resource_lookup_data (carc_get_resource (), path,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      xmlRelaxNGParserCtxtPtr ctxt;
      gsize size;
      const char *data;

      g_assert (bytes != NULL);
      data = g_bytes_get_data (bytes, &size);
      ctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
      rng = xmlRelaxNGParse (ctxt);
      xmlRelaxNGFreeParserCtxt (ctxt);
      g_assert (rng != NULL);
      g_hash_table_insert (schemas, g_strdup (schema), rng);
    }
  g_mutex_unlock (&lock);
  return rng;
}

gboolean
carc_xml_validate (xmlDocPtr    doc,
                   const char  *schema,
                   const char  *name,
                   GError     **error)
{
  xmlRelaxNGValidCtxtPtr valid;
  SchemaErrors errors = { name, error };
  int result;

  valid = xmlRelaxNGNewValidCtxt (get_schema (schema));
  xmlRelaxNGSetValidStructuredErrors (valid, (xmlStructuredErrorFunc) schema_error_cb, &errors);
  result = xmlRelaxNGValidateDoc (valid, doc);
  xmlRelaxNGFreeValidCtxt (valid);
  if (result != 0)
    carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, 1, _("the file does not follow its schema (%s)"),
                   errors.pending ? errors.pending : "?");
  g_free (errors.pending);
  return result == 0;
}

/* Reads a whole file of at most @max_size bytes (refused by its size
 * before reading); @name receives what messages call it. */
GBytes *
carc_xml_load_file (GFile   *file,
                    gsize    max_size,
                    char   **name,
                    GError **error)
{
  g_autoptr(GFileInfo) info = NULL;

  *name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if ((guint64) g_file_info_get_size (info) > max_size)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE,
                   _("%s: the file is too large (%lu bytes; at most %lu)"),
                   *name, (gulong) g_file_info_get_size (info), (gulong) max_size);
      return NULL;
    }
  return g_file_load_bytes (file, NULL, NULL, error);
}

char *
carc_xml_prop (xmlNode    *node,
               const char *attribute)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) attribute);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

gboolean
carc_xml_is (xmlNode    *node,
             const char *element)
{
  return node->type == XML_ELEMENT_NODE && g_str_equal ((const char *) node->name, element);
}

/* Ends the document @writer writes into @buffer, frees both and returns
 * the text (its length in @length). */
char *
carc_xml_writer_finish (xmlTextWriterPtr  writer,
                        xmlBufferPtr      buffer,
                        gsize            *length)
{
  char *out;

  xmlTextWriterEndDocument (writer);
  xmlFreeTextWriter (writer);
  out = g_strndup ((const char *) xmlBufferContent (buffer), xmlBufferLength (buffer));
  if (length != NULL)
    *length = xmlBufferLength (buffer);
  xmlBufferFree (buffer);
  return out;
}
