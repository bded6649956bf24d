/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <libxml/parser.h>
#include <sys/stat.h>
#include <unistd.h>
#include <libxml/relaxng.h>

#include "carc-save.h"
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

/* None of the game's elements has more than a handful of attributes.
 * libxml2 checks each new attribute of an element against all earlier
 * ones, so thousands on one element cost seconds: they are counted, and
 * refused, before libxml2 sees the file. */
#define MAX_ATTRIBUTES 32

static const char *
skip_past (const char *p,
           const char *end,
           const char *marker,
           int        *line)
{
  gsize n = strlen (marker);

  for (; p + n <= end; p++)
    {
      if (memcmp (p, marker, n) == 0)
        return p + n;
      if (*p == '\n')
        (*line)++;
    }
  return end;
}

/* One linear pass over @data: refuses a document type declaration (none
 * of the game's files has one; its internal subset could declare any
 * number of default attributes) and any tag with more than
 * MAX_ATTRIBUTES attributes.  Comments, processing instructions and CDATA
 * are skipped; what is not well-formed is left for the parser to report. */
static gboolean
check_structure (const char  *data,
                 gsize        size,
                 const char  *name,
                 GError     **error)
{
  const char *p = data, *end;
  int line = 1;

  if (size == 0)
    return TRUE;
  end = data + size;
  while (p < end)
    {
      char quote = 0;
      guint equals = 0;
      int tag_line;

      if (*p == '\n')
        line++;
      if (*p++ != '<')
        continue;
      if (end - p >= 3 && memcmp (p, "!--", 3) == 0)
        {
          p = skip_past (p + 3, end, "-->", &line);
          continue;
        }
      if (end - p >= 8 && memcmp (p, "![CDATA[", 8) == 0)
        {
          p = skip_past (p + 8, end, "]]>", &line);
          continue;
        }
      if (end - p >= 1 && *p == '?')
        {
          p = skip_past (p + 1, end, "?>", &line);
          continue;
        }
      if (end - p >= 1 && *p == '!')
        {
          carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, line,
                         _("the file declares a document type, which the game's files never do"));
          return FALSE;
        }
      for (tag_line = line; p < end && (quote != 0 || *p != '>'); p++)
        {
          if (*p == '\n')
            line++;
          if (quote != 0)
            quote = *p == quote ? 0 : quote;
          else if (*p == '"' || *p == '\'')
            quote = *p;
          else if (*p == '=' && ++equals > MAX_ATTRIBUTES)
            {
              carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, tag_line,
                             g_dngettext (GETTEXT_PACKAGE, "an element has more than %d attribute",
                                          "an element has more than %d attributes", MAX_ATTRIBUTES),
                             MAX_ATTRIBUTES);
              return FALSE;
            }
        }
    }
  return TRUE;
}

xmlDocPtr
carc_xml_parse (GBytes      *bytes,
                const char  *name,
                gsize        max_size,
                GError     **error)
{
  const char *invalid;
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
  /* The game writes UTF-8 only.  Anything else is refused here, and the
   * parser is told the encoding, so that it sees exactly the bytes the
   * structure check counted (UTF-16 could hide quotes from it). */
  if (!g_utf8_validate_len (data, size, &invalid))
    {
      int line = 1;

      for (const char *p = data; p < invalid; p++)
        line += *p == '\n';
      carc_xml_fail (error, CARC_IO_ERROR_MALFORMED, name, line,
                     _("the file is not UTF-8 text, which the game's files always are"));
      return NULL;
    }
  if (!check_structure (data, size, name, error))
    return NULL;
  parser = xmlNewParserCtxt ();
  doc = xmlCtxtReadMemory (parser, data, (int) size, name, "UTF-8",
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
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

      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, root ? MAX (carc_xml_line (root) - 1, 1) : 1,
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
    line = carc_xml_line ((xmlNode *) e->node);
  if (line <= 0)
    {
      if (errors->pending == NULL)
        errors->pending = g_steal_pointer (&detail);
      return;
    }
  carc_xml_fail (errors->error, CARC_IO_ERROR_INVALID, errors->name, line,
                 _("the file does not follow its schema (%s)"), errors->pending ? errors->pending : detail);
}

/* The format an element pattern of a schema's start is the root of, as
 * its <attribute name="format"><value>N</value></attribute> says, or NULL. */
static char *
alternative_format (xmlNode *alternative)
{
  for (xmlNode *child = alternative->children; child != NULL; child = child->next)
    if (carc_xml_is (child, "attribute"))
      {
        g_autofree char *attribute = carc_xml_prop (child, "name");

        if (g_strcmp0 (attribute, "format") == 0)
          for (xmlNode *value = child->children; value != NULL; value = value->next)
            if (carc_xml_is (value, "value"))
              return g_strstrip ((char *) xmlNodeGetContent (value));
      }
  return NULL;
}

/* The choice of roots a schema starts with (one per file format, as the
 * saves' schema has), or NULL. */
static xmlNode *
start_choice (xmlDocPtr schema)
{
  for (xmlNode *n = xmlDocGetRootElement (schema)->children; n != NULL; n = n->next)
    if (carc_xml_is (n, "start"))
      for (xmlNode *c = n->children; c != NULL; c = c->next)
        if (carc_xml_is (c, "choice"))
          return c;
  return NULL;
}

static xmlRelaxNGPtr
compile_schema (xmlDocPtr schema)
{
  xmlRelaxNGParserCtxtPtr ctxt = xmlRelaxNGNewDocParserCtxt (schema);
  xmlRelaxNGPtr rng = xmlRelaxNGParse (ctxt);

  xmlRelaxNGFreeParserCtxt (ctxt);
  g_assert (rng != NULL);
  return rng;
}

/* A schema compiled whole, and once for each file format it has a root
 * for, keeping only that root: libxml2 says nothing of where a document
 * fails inside a choice whose every branch fails, and a file of one
 * format fails the other formats' roots at once. */
typedef struct
{
  xmlRelaxNGPtr  whole;
  GHashTable    *by_format;   /* format → xmlRelaxNGPtr */
} Schema;

static Schema *
schema_new (const char *name)
{
  g_autofree char *path = g_strconcat (CARC_RESOURCE_PREFIX "/", name, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (carc_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  Schema *schema = g_new0 (Schema, 1);
  xmlDocPtr doc;
  xmlNode *choice;
  gsize size;
  const char *data;

  g_assert (bytes != NULL);
  data = g_bytes_get_data (bytes, &size);
  doc = xmlReadMemory (data, (int) size, name, NULL, XML_PARSE_NONET);
  g_assert (doc != NULL);
  schema->whole = compile_schema (doc);
  schema->by_format = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  choice = start_choice (doc);
  for (xmlNode *n = choice != NULL ? choice->children : NULL; n != NULL; n = n->next)
    {
      g_autofree char *format = carc_xml_is (n, "element") ? alternative_format (n) : NULL;
      xmlDocPtr one;
      xmlNode *one_choice;

      if (format == NULL || g_hash_table_contains (schema->by_format, format))
        continue;
      /* A copy whose choice keeps only the alternative at the same place. */
      one = xmlCopyDoc (doc, 1);
      one_choice = start_choice (one);
      for (xmlNode *m = one_choice->children, *c = choice->children, *next; m != NULL; m = next, c = c->next)
        {
          next = m->next;
          if (c != n)
            {
              xmlUnlinkNode (m);
              xmlFreeNode (m);
            }
        }
      g_hash_table_insert (schema->by_format, g_steal_pointer (&format), compile_schema (one));
      xmlFreeDoc (one);
    }
  xmlFreeDoc (doc);
  return schema;
}

/* Compiled schemas live as long as the program: they are few and small,
 * and compiling one costs more than validating a file.  @format picks the
 * schema compiled for that format, if it has one. */
static xmlRelaxNGPtr
get_schema (const char *name,
            const char *format)
{
  static GHashTable *schemas;
  static GMutex lock;
  Schema *schema;
  xmlRelaxNGPtr rng;

  g_mutex_lock (&lock);
  if (schemas == NULL)
    schemas = g_hash_table_new (g_str_hash, g_str_equal);
  schema = g_hash_table_lookup (schemas, name);
  if (schema == NULL)
    {
      schema = schema_new (name);
      g_hash_table_insert (schemas, g_strdup (name), schema);
    }
  rng = format != NULL ? g_hash_table_lookup (schema->by_format, format) : NULL;
  g_mutex_unlock (&lock);
  return rng != NULL ? rng : schema->whole;
}

gboolean
carc_xml_validate (xmlDocPtr    doc,
                   const char  *schema,
                   const char  *name,
                   GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *format = root != NULL ? carc_xml_prop (root, "format") : NULL;
  xmlRelaxNGValidCtxtPtr valid;
  SchemaErrors errors = { name, error };
  int result;

  valid = xmlRelaxNGNewValidCtxt (get_schema (schema, format));
  xmlRelaxNGSetValidStructuredErrors (valid, (xmlStructuredErrorFunc) schema_error_cb, &errors);
  result = xmlRelaxNGValidateDoc (valid, doc);
  xmlRelaxNGFreeValidCtxt (valid);
  if (result != 0)
    carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, 1, _("the file does not follow its schema (%s)"),
                   errors.pending ? errors.pending : "?");
  g_free (errors.pending);
  return result == 0;
}

/* Reads a whole regular file of at most @max_size bytes; @name receives
 * what messages call it.  Anything else (a folder, a FIFO that would block,
 * a device that never ends) is refused by its type before a byte is read,
 * and the read stops after @max_size + 1 bytes whatever the file claims. */
GBytes *
carc_xml_load_file (GFile   *file,
                    gsize    max_size,
                    char   **name,
                    GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree guint8 *data = NULL;
  gsize length = 0;

  *name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local);
  if (info == NULL)
    goto failed;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_SYMBOLIC_LINK)
    {
      /* Still a link after following it: it leads nowhere, or in a loop. */
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND, _("%s: the file does not exist"), *name);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_REGULAR,
                   _("%s: this is not a file the game can read (a folder or a device)"), *name);
      return NULL;
    }
  if ((guint64) g_file_info_get_size (info) > max_size)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE,
                   _("%s: the file is too large (%lu bytes; at most %lu)"),
                   *name, (gulong) g_file_info_get_size (info), (gulong) max_size);
      return NULL;
    }

  data = g_malloc (max_size + 1);
  if (path != NULL)
    {
      /* Opened without blocking, in case it became a FIFO since the check. */
      int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
      struct stat st;

      if (fd < 0 || fstat (fd, &st) != 0)
        {
          int saved = errno;

          if (fd >= 0)
            close (fd);
          g_set_error_literal (&local, G_IO_ERROR, g_io_error_from_errno (saved), g_strerror (saved));
          goto failed;
        }
      if (!S_ISREG (st.st_mode))
        {
          close (fd);
          g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_REGULAR,
                       _("%s: this is not a file the game can read (a folder or a device)"), *name);
          return NULL;
        }
      while (length <= max_size)
        {
          gssize n = read (fd, data + length, max_size + 1 - length);

          if (n < 0 && errno == EINTR)
            continue;
          if (n < 0)
            {
              int saved = errno;

              close (fd);
              g_set_error_literal (&local, G_IO_ERROR, g_io_error_from_errno (saved), g_strerror (saved));
              goto failed;
            }
          if (n == 0)
            break;
          length += n;
        }
      close (fd);
    }
  else
    {
      stream = G_INPUT_STREAM (g_file_read (file, NULL, &local));
      if (stream == NULL || !g_input_stream_read_all (stream, data, max_size + 1, &length, NULL, &local))
        goto failed;
    }
  if (length > max_size)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE,
                   _("%s: the file is too large (more than %lu bytes)"), *name, (gulong) max_size);
      return NULL;
    }
  return g_bytes_new_take (g_realloc (g_steal_pointer (&data), MAX (length, 1)), length);

failed:
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND,
                   _("%s: the file does not exist"), *name);
      return NULL;
    }
  /* TRANSLATORS: a file name, then the system's reason */
  g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_UNREADABLE, _("%s: the file could not be read (%s)"),
               *name, local->message);
  return NULL;
}

/* The system's reason for @error in a few words ("No space left on
 * device"), without the temporary file's name GLib puts in its message. */
const char *
carc_xml_reason (const GError *error)
{
  static const struct { gint file_error; gint io_error; gint errnum; } reasons[] = {
    { G_FILE_ERROR_NOSPC, G_IO_ERROR_NO_SPACE, ENOSPC },
    { G_FILE_ERROR_ACCES, G_IO_ERROR_PERMISSION_DENIED, EACCES },
    { G_FILE_ERROR_PERM, -1, EPERM },
    { G_FILE_ERROR_ROFS, G_IO_ERROR_READ_ONLY, EROFS },
    { G_FILE_ERROR_ISDIR, G_IO_ERROR_IS_DIRECTORY, EISDIR },
    { G_FILE_ERROR_NOTDIR, G_IO_ERROR_NOT_DIRECTORY, ENOTDIR },
    { G_FILE_ERROR_NOENT, -1, ENOENT },
    { G_FILE_ERROR_NAMETOOLONG, G_IO_ERROR_FILENAME_TOO_LONG, ENAMETOOLONG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    if ((error->domain == G_FILE_ERROR && error->code == reasons[i].file_error)
        || (error->domain == G_IO_ERROR && error->code == reasons[i].io_error))
      return g_strerror (reasons[i].errnum);
  return error->message;
}

/* Writes @data to @file so that the old file stays whole if anything
 * fails: a full disk, a read-only folder or a crash leave either the old
 * contents or the new, never a mix or nothing. */
gboolean
carc_xml_write_file (GFile       *file,
                     const char  *data,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) local = NULL;
  gboolean ok;

  if (path != NULL)
    ok = g_file_set_contents_full (path, data, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0666, &local);
  else
    ok = g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &local);
  if (!ok)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      /* TRANSLATORS: the file name, then the system's reason (full disk, no permission …) */
      g_set_error (error, local->domain, local->code, _("Could not save “%s”: %s"), name, carc_xml_reason (local));
    }
  return ok;
}

/* Moves @file, which could not be read, out of the way so that nothing
 * ever writes over it: "NAME.unreadable", or "NAME.unreadable-2" and so on
 * when that exists already.  Returns where it went, or NULL (and @error)
 * when it could not be moved. */
GFile *
carc_file_keep_aside (GFile   *file,
                      GError **error)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *base = g_file_get_basename (file);

  for (guint n = 1; n <= 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (base, ".unreadable", NULL)
                                     : g_strdup_printf ("%s.unreadable-%u", base, n);
      g_autoptr(GFile) target = g_file_get_child (folder, name);
      g_autoptr(GError) local = NULL;

      if (g_file_move (file, target, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &local))
        return g_steal_pointer (&target);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, g_strerror (EEXIST));
  return NULL;
}

/* Whether @name is "BASE.XXXXXX", the temporary file that
 * g_file_set_contents() writes before it renames it to BASE: six random
 * letters and digits, with a capital or a digit among them (a name all in
 * small letters, "campaign.xml.backup" or the player's "….mycopy", is a
 * real file). */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize length = strlen (base);
  gboolean random = FALSE;

  if (strncmp (name, base, length) != 0 || name[length] != '.' || strlen (name + length + 1) != 6)
    return FALSE;
  for (const char *p = name + length + 1; *p != '\0'; p++)
    {
      if (!g_ascii_isalnum (*p))
        return FALSE;
      random |= !g_ascii_islower (*p);
    }
  return random;
}

/* Larger than any file of ours: never a leftover. */
#define CARC_XML_MAX_LEFTOVER (32 * 1024 * 1024)

/* Whether @file holds what a write of ours killed half-way leaves: nothing,
 * or the start of one of our documents that ends before its end.  A whole
 * document, or anything else, may be the player's own copy: it stays. */
static gboolean
is_cut_short (GFile *file)
{
  static const char start[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
  g_autofree char *data = NULL;
  gsize length = 0;
  const char *p;
  xmlDocPtr doc;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, NULL) || length > CARC_XML_MAX_LEFTOVER)
    return FALSE;
  if (length == 0)
    return TRUE;
  if (length < sizeof start - 1 || memcmp (data, start, sizeof start - 1) != 0)
    return FALSE;
  for (p = data + sizeof start - 1; p < data + length && g_ascii_isspace (*p); p++)
    ;
  if (p < data + length && strncmp (p, "<carcassonne", MIN ((gsize) (data + length - p), strlen ("<carcassonne"))) != 0)
    return FALSE;
  doc = xmlReadMemory (data, length, NULL, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    return TRUE;
  xmlFreeDoc (doc);
  return FALSE;
}

/* Removes from @folder what a writer killed in the middle of a write left
 * there: the temporary files of the files @names, when they hold nothing
 * or a document of ours cut short (is_cut_short()).  Only those older
 * than a minute go: a younger one may be another instance's write under
 * way.  Returns how many were removed. */
guint
carc_file_remove_leftovers (GFile              *folder,
                            const char * const *names)
{
  g_autoptr(GFileEnumerator) children = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  guint removed = 0;
  GFileInfo *info;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL && g_file_enumerator_iterate (children, &info, NULL, NULL, NULL) && info != NULL)
    {
      const char *name = g_file_info_get_name (info);
      gboolean ours = FALSE;

      for (guint i = 0; names[i] != NULL && !ours; i++)
        ours = is_temporary_of (name, names[i]);
      /* Never one of the files themselves. */
      for (guint i = 0; names[i] != NULL && ours; i++)
        ours = !g_str_equal (name, names[i]);
      if (ours && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
          && now - (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) > 60)
        {
          g_autoptr(GFile) child = g_file_get_child (folder, name);

          if (is_cut_short (child))
            removed += g_file_delete (child, NULL, NULL);
        }
    }
  return removed;
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

/* XML Schema's whitespace: what its integers, booleans and lists ignore
 * around their values (character references can put tabs and line ends
 * there, which attribute normalisation leaves alone). */
static gboolean
is_xml_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The value of @attribute as the schema's token types see it: leading and
 * trailing whitespace dropped, inner runs made one space.  NULL when the
 * attribute is absent. */
char *
carc_xml_prop_token (xmlNode    *node,
                     const char *attribute)
{
  g_autofree char *text = carc_xml_prop (node, attribute);
  g_auto(GStrv) tokens = NULL;

  if (text == NULL)
    return NULL;
  tokens = carc_xml_split_list (text);
  return g_strjoinv (" ", tokens);
}

/* The items of an XML Schema list: split at any whitespace, no empty items. */
char **
carc_xml_split_list (const char *text)
{
  GPtrArray *items = g_ptr_array_new ();
  const char *p = text ? text : "";

  while (*p != '\0')
    {
      const char *start;

      while (is_xml_space (*p))
        p++;
      start = p;
      while (*p != '\0' && !is_xml_space (*p))
        p++;
      if (p > start)
        g_ptr_array_add (items, g_strndup (start, p - start));
    }
  g_ptr_array_add (items, NULL);
  return (char **) g_ptr_array_free (items, FALSE);
}

/* Reads an xsd:integer's lexical form: optional whitespace, an optional
 * sign, decimal digits (leading zeros allowed), optional whitespace. */
static gboolean
parse_schema_integer (const char *text,
                      gboolean   *negative,
                      guint64    *magnitude)
{
  const char *p = text;
  guint64 value = 0;
  gboolean digits = FALSE;

  if (p == NULL)
    return FALSE;
  while (is_xml_space (*p))
    p++;
  *negative = *p == '-';
  if (*p == '-' || *p == '+')
    p++;
  for (; g_ascii_isdigit (*p); p++)
    {
      guint d = *p - '0';

      if (value > (G_MAXUINT64 - d) / 10)
        return FALSE;
      value = value * 10 + d;
      digits = TRUE;
    }
  while (is_xml_space (*p))
    p++;
  *magnitude = value;
  return digits && *p == '\0';
}

/* @text read as the schema reads an integer, within @min..@max. */
gboolean
carc_xml_parse_int (const char *text,
                    gint64      min,
                    gint64      max,
                    gint64     *out)
{
  gboolean negative;
  guint64 magnitude;
  gint64 value;

  if (!parse_schema_integer (text, &negative, &magnitude))
    return FALSE;
  if (negative ? magnitude > (guint64) G_MAXINT64 + 1 : magnitude > (guint64) G_MAXINT64)
    return FALSE;
  value = negative ? (gint64) (0 - magnitude) : (gint64) magnitude;
  if (value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/* @text read as the schema reads a non-negative integer, at most @max
 * ("-0" is zero, as in XML Schema). */
gboolean
carc_xml_parse_uint (const char *text,
                     guint64     max,
                     guint64    *out)
{
  gboolean negative;
  guint64 magnitude;

  if (!parse_schema_integer (text, &negative, &magnitude)
      || (negative && magnitude != 0) || magnitude > max)
    return FALSE;
  *out = magnitude;
  return TRUE;
}

/* @text read as the schema reads an xsd:boolean. */
gboolean
carc_xml_parse_boolean (const char *text,
                        gboolean   *out)
{
  g_auto(GStrv) tokens = carc_xml_split_list (text);

  if (g_strv_length (tokens) != 1)
    return FALSE;
  if (g_str_equal (tokens[0], "true") || g_str_equal (tokens[0], "1"))
    *out = TRUE;
  else if (g_str_equal (tokens[0], "false") || g_str_equal (tokens[0], "0"))
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* Refuses the value of @attribute: the file (@name), line, attribute and
 * value in one message. */
void
carc_xml_fail_value (xmlNode     *node,
                     const char  *attribute,
                     const char  *name,
                     GError     **error)
{
  g_autofree char *text = carc_xml_prop (node, attribute);

  /* TRANSLATORS: an attribute's name, its element's name, then the value */
  carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                 _("the value of “%s” in <%s> cannot be read (“%s”)"),
                 attribute, (const char *) node->name, text ? text : "");
}

/* Whether @text is an integer of any size, as the schema writes one. */
static gboolean
is_integer (const char *text)
{
  g_auto(GStrv) tokens = carc_xml_split_list (text);
  const char *p;

  if (g_strv_length (tokens) != 1)
    return FALSE;
  p = tokens[0] + (tokens[0][0] == '+' || tokens[0][0] == '-');
  if (*p == '\0')
    return FALSE;
  for (; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* Whether @node has @attribute; refuses it, naming both, if not. */
gboolean
carc_xml_require (xmlNode     *node,
                  const char  *attribute,
                  const char  *name,
                  GError     **error)
{
  if (xmlHasProp (node, (const xmlChar *) attribute) != NULL)
    return TRUE;
  /* TRANSLATORS: an element's name, then its attribute's */
  carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node), _("<%s> has no “%s”"),
                 (const char *) node->name, attribute);
  return FALSE;
}

/* Refuses the number of @attribute (@text): missing, not a number, or
 * out of @min … @max, saying which. */
static void
fail_number (xmlNode     *node,
             const char  *attribute,
             const char  *text,
             const char  *min,
             const char  *max,
             const char  *name,
             GError     **error)
{
  if (text == NULL)
    carc_xml_require (node, attribute, name, error);
  else if (is_integer (text))
    /* TRANSLATORS: an attribute's name, its element's, the smallest and
     * largest value it may have, then the value in the file */
    carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                   _("“%s” in <%s> must be from %s to %s, not “%s”"), attribute, (const char *) node->name, min, max,
                   text);
  else
    /* TRANSLATORS: an attribute's name, its element's, then the value */
    carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                   _("“%s” in <%s> is not a whole number (“%s”)"), attribute, (const char *) node->name, text);
}

/* The readers of every number and boolean in the game's files.  Each
 * reads the value exactly as the schema does, or refuses it with a
 * message naming the file (@name), the line and the attribute; on
 * refusal *@out is left alone. */
gboolean
carc_xml_read_int (xmlNode     *node,
                   const char  *attribute,
                   gint64       min,
                   gint64       max,
                   gint64      *out,
                   const char  *name,
                   GError     **error)
{
  g_autofree char *text = carc_xml_prop (node, attribute);
  g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

  if (carc_xml_parse_int (text, min, max, out))
    return TRUE;
  fail_number (node, attribute, text, low, high, name, error);
  return FALSE;
}

gboolean
carc_xml_read_uint (xmlNode     *node,
                    const char  *attribute,
                    guint64      max,
                    guint64     *out,
                    const char  *name,
                    GError     **error)
{
  g_autofree char *text = carc_xml_prop (node, attribute);
  g_autofree char *high = g_strdup_printf ("%" G_GUINT64_FORMAT, max);

  if (carc_xml_parse_uint (text, max, out))
    return TRUE;
  fail_number (node, attribute, text, "0", high, name, error);
  return FALSE;
}

gboolean
carc_xml_read_boolean (xmlNode     *node,
                       const char  *attribute,
                       gboolean    *out,
                       const char  *name,
                       GError     **error)
{
  g_autofree char *text = carc_xml_prop (node, attribute);

  if (carc_xml_parse_boolean (text, out))
    return TRUE;
  carc_xml_fail_value (node, attribute, name, error);
  return FALSE;
}

gboolean
carc_xml_has_prop (xmlNode    *node,
                   const char *attribute)
{
  return xmlHasProp (node, (const xmlChar *) attribute) != NULL;
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

/* The line @node starts on, past line 65,535 too: libxml2 keeps such
 * lines only on text nodes (XML_PARSE_BIG_LINES), so an element with
 * elements inside takes the line where the text before it ends. */
long
carc_xml_line (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  if (line == 65535 && node->prev != NULL && node->prev->type == XML_TEXT_NODE && node->prev->psvi != NULL)
    return (long) (ptrdiff_t) node->prev->psvi;
  return line;
}
