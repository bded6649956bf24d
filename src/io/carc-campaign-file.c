/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A campaign's progress file (docs/save-format.md): which levels are
 * won, attempts and best results, the team last chosen and the level
 * being played, for the campaign a module declares.  Read like a saved game: never trusted, parsed
 * safely, checked against data/campaign.rng and for meaning; a failure
 * leaves the caller's record untouched. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "carc-campaign-file.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"
#include "carc-values.h"
#include "carc-xml-private.h"

/* A new campaign: only level 1 open, one person with the campaign's
 * first colours. */
void
carc_campaign_record_init (CarcCampaignRecord      *record,
                           const CarcCampaignRules *rules)
{
  *record = (CarcCampaignRecord) { .people = 1 };
  for (guint c = 0; rules->first_colours[c] != G_MAXUINT && c < CARC_CAMPAIGN_MAX_COLOURS; c++)
    record->colours[record->n_colours++] = rules->first_colours[c];
}

/* Adds the progress of @other to @record: the levels either won, the
 * better best result and the more attempts of each.  The team and the
 * level in play stay @record's. */
void
carc_campaign_record_merge (CarcCampaignRecord       *record,
                            const CarcCampaignRecord *other)
{
  for (guint l = 0; l < CARC_CAMPAIGN_MAX_LEVELS; l++)
    {
      CarcCampaignLevel *level = &record->levels[l];

      /* Won by the rulebook's marks in either, or only by the house rule's. */
      level->house = (level->won || other->levels[l].won)
                     && !(level->won && !level->house) && !(other->levels[l].won && !other->levels[l].house);
      level->won |= other->levels[l].won;
      level->attempts = MAX (level->attempts, other->levels[l].attempts);
      level->best = MAX (level->best, other->levels[l].best);
    }
}

char *
carc_campaign_to_xml (const CarcCampaignRecord *record,
                      gsize                    *length)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint c = 0; c < record->n_colours; c++)
    g_string_append_printf (list, "%s%u", c ? " " : "", record->colours[c]);

  xmlTextWriterSetIndent (w, 1);
  xmlTextWriterSetIndentString (w, BAD_CAST "  ");
  xmlTextWriterStartDocument (w, NULL, "UTF-8", NULL);
  xmlTextWriterStartElement (w, BAD_CAST "carcassonne-campaign");
  xmlTextWriterWriteFormatAttribute (w, BAD_CAST "format", "%d", CARC_CAMPAIGN_FORMAT);
  xmlTextWriterWriteAttribute (w, BAD_CAST "app-version", BAD_CAST PACKAGE_VERSION);
  xmlTextWriterStartElement (w, BAD_CAST "team");
  xmlTextWriterWriteFormatAttribute (w, BAD_CAST "people", "%u", record->people);
  xmlTextWriterWriteAttribute (w, BAD_CAST "colours", BAD_CAST list->str);
  if (record->house_marks)
    xmlTextWriterWriteAttribute (w, BAD_CAST "house-marks", BAD_CAST "true");
  xmlTextWriterEndElement (w);
  for (guint l = 0; l < CARC_CAMPAIGN_MAX_LEVELS; l++)
    {
      const CarcCampaignLevel *level = &record->levels[l];

      /* Unplayed levels have no element; anything read is written back. */
      if (level->attempts == 0 && level->best == 0 && !level->won)
        continue;
      xmlTextWriterStartElement (w, BAD_CAST "level");
      xmlTextWriterWriteFormatAttribute (w, BAD_CAST "number", "%u", l + 1);
      /* Counts as the reader takes them (they stop at the largest). */
      xmlTextWriterWriteFormatAttribute (w, BAD_CAST "attempts", "%u", carc_values_count (level->attempts));
      xmlTextWriterWriteFormatAttribute (w, BAD_CAST "best", "%u", carc_values_count (level->best));
      xmlTextWriterWriteAttribute (w, BAD_CAST "won", BAD_CAST (level->won ? "true" : "false"));
      if (level->won && level->house)
        xmlTextWriterWriteAttribute (w, BAD_CAST "house-marks", BAD_CAST "true");
      xmlTextWriterEndElement (w);
    }
  if (record->current > 0)
    {
      xmlTextWriterStartElement (w, BAD_CAST "current");
      xmlTextWriterWriteFormatAttribute (w, BAD_CAST "level", "%u", record->current);
      if (record->counted)
        xmlTextWriterWriteAttribute (w, BAD_CAST "counted", BAD_CAST "true");
      xmlTextWriterEndElement (w);
    }
  xmlTextWriterEndElement (w);
  return carc_xml_writer_finish (w, buffer, length);
}

/* An optional boolean: FALSE when absent. */
static gboolean
read_optional_boolean (xmlNode     *node,
                       const char  *attribute,
                       gboolean    *out,
                       const char  *name,
                       GError     **error)
{
  *out = FALSE;
  return !carc_xml_has_prop (node, attribute) || carc_xml_read_boolean (node, attribute, out, name, error);
}

static gboolean
read_team (xmlNode                  *node,
           const char               *name,
           const CarcCampaignRules  *rules,
           CarcCampaignRecord       *record,
           GError                  **error)
{
  g_autofree char *text = carc_xml_prop (node, "colours");
  g_auto(GStrv) items = carc_xml_split_list (text);
  gint64 people;
  guint seen = 0;

  if (!carc_xml_read_int (node, "people", 1, rules->max_people, &people, name, error)
      || !read_optional_boolean (node, "house-marks", &record->house_marks, name, error))
    return FALSE;
  record->house_marks &= rules->switch_option != NULL;
  record->people = people;
  record->n_colours = 0;
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint64 c;

      if (!carc_xml_parse_uint (items[i], rules->n_colours - 1, &c)
          || (seen & (1u << c)) || record->n_colours == rules->n_colours)
        {
          carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                         _("the team’s colours must be different"));
          return FALSE;
        }
      seen |= 1u << c;
      record->colours[record->n_colours++] = c;
    }
  if (record->n_colours != rules->count_colours (record->people))
    {
      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                     g_dngettext (GETTEXT_PACKAGE, "this level needs %u colour in play",
                                  "this level needs %u colours in play",
                                  rules->count_colours (record->people)),
                     rules->count_colours (record->people));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_level (xmlNode                  *node,
            const char               *name,
            const CarcCampaignRules  *rules,
            CarcCampaignRecord       *record,
            guint                    *seen,
            GError                  **error)
{
  CarcCampaignLevel level;
  gint64 number;
  guint64 attempts, best;

  if (!carc_xml_read_int (node, "number", 1, rules->n_levels, &number, name, error)
      || !carc_xml_read_uint (node, "attempts", CARC_VALUES_MAX_COUNT, &attempts, name, error)
      || !carc_xml_read_uint (node, "best", CARC_VALUES_MAX_COUNT, &best, name, error)
      || !carc_xml_read_boolean (node, "won", &level.won, name, error)
      || !read_optional_boolean (node, "house-marks", &level.house, name, error))
    return FALSE;
  /* Only the switch's level is ever won with it: elsewhere it means
   * nothing, and is dropped. */
  level.house &= level.won && rules->switch_option != NULL && (guint) number == rules->switch_level;
  if (*seen & (1u << number))
    {
      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, carc_xml_line (node),
                     _("level %u is listed twice"), (guint) number);
      return FALSE;
    }
  *seen |= 1u << number;
  level.attempts = attempts;
  level.best = best;
  record->levels[number - 1] = level;
  return TRUE;
}

/* Reads progress from @bytes into @record; on failure @record is left as
 * it was. */
gboolean
carc_campaign_from_bytes (GBytes                   *bytes,
                          const char               *name,
                          const CarcCampaignRules  *rules,
                          CarcCampaignRecord       *record,
                          GError                  **error)
{
  CarcCampaignRecord read;
  xmlDocPtr doc;
  xmlNode *root;
  gboolean ok = TRUE;
  g_autofree char *format = NULL;
  guint64 version = 0;
  guint seen = 0;
  int current_line = 1;

  carc_campaign_record_init (&read, rules);
  doc = carc_xml_parse (bytes, name, CARC_CAMPAIGN_MAX_SIZE, error);
  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !carc_xml_is (root, "carcassonne-campaign"))
    {
      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, root ? carc_xml_line (root) : 1,
                     _("this is not a campaign of Carcassonne"));
      xmlFreeDoc (doc);
      return FALSE;
    }
  format = carc_xml_prop_token (root, "format");
  /* A number too large to hold is a newer format too. */
  if ((carc_xml_parse_uint (format, G_MAXUINT64, &version) && version > CARC_CAMPAIGN_FORMAT)
      || (format != NULL && *format != '\0' && strspn (format, "0123456789") == strlen (format)
          && !carc_xml_parse_uint (format, G_MAXUINT64, &version)))
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, version);

      carc_xml_fail (error, CARC_IO_ERROR_NEWER_VERSION, name, carc_xml_line (root),
                     _("the campaign was saved by a newer version of Carcassonne (format %s); please update"),
                     version > CARC_CAMPAIGN_FORMAT ? number : format);
      xmlFreeDoc (doc);
      return FALSE;
    }
  /* Read first, so that a value out of range is named with its element,
   * attribute and range; then the schema checks the rest. */
  for (xmlNode *node = root->children; node != NULL && ok; node = node->next)
    if (carc_xml_is (node, "team"))
      ok = read_team (node, name, rules, &read, error);
    else if (carc_xml_is (node, "level"))
      ok = read_level (node, name, rules, &read, &seen, error);
    else if (carc_xml_is (node, "current"))
      {
        gint64 current;

        ok = carc_xml_read_int (node, "level", 1, rules->n_levels, &current, name, error)
             && read_optional_boolean (node, "counted", &read.counted, name, error);
        if (ok)
          {
            read.current = current;
            current_line = carc_xml_line (node);
          }
      }
  ok = ok && carc_xml_validate (doc, "campaign.rng", name, error);
  xmlFreeDoc (doc);

  /* An end counted already is an attempt of the level in play. */
  if (ok && read.counted && (read.current == 0 || read.levels[read.current - 1].attempts == 0))
    read.counted = FALSE;
  /* A level is played only once the one before it is won. */
  if (ok && read.current > 1 && !read.levels[read.current - 2].won)
    {
      carc_xml_fail (error, CARC_IO_ERROR_INVALID, name, current_line,
                     _("level %u is being played, but level %u is not won"), read.current, read.current - 1);
      ok = FALSE;
    }
  if (ok)
    *record = read;
  return ok;
}

gboolean
carc_campaign_read_file (GFile                    *file,
                         const CarcCampaignRules  *rules,
                         CarcCampaignRecord       *record,
                         GError                  **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = carc_xml_load_file (file, CARC_CAMPAIGN_MAX_SIZE, &name, error);

  return bytes != NULL && carc_campaign_from_bytes (bytes, name, rules, record, error);
}

gboolean
carc_campaign_write_file (const CarcCampaignRecord  *record,
                          GFile                     *file,
                          GError                   **error)
{
  gsize length;
  g_autofree char *xml = carc_campaign_to_xml (record, &length);
  g_autoptr(GFile) folder = g_file_get_parent (file);

  if (folder != NULL)
    g_file_make_directory_with_parents (folder, NULL, NULL);
  return carc_xml_write_file (file, xml, length, error);
}

/* Holds the folder's lock of @file ("NAME.lock" beside it) until
 * unlock_progress(): another instance of the program writing the same
 * progress waits.  -1 when the lock cannot be had (a read-only folder,
 * where the write fails anyway). */
static int
lock_progress (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *lock = path != NULL ? g_strconcat (path, ".lock", NULL) : NULL;
  int fd = lock != NULL ? g_open (lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600) : -1;

  if (fd >= 0 && flock (fd, LOCK_EX) != 0)
    {
      close (fd);
      fd = -1;
    }
  return fd;
}

static void
unlock_progress (int fd)
{
  if (fd >= 0)
    {
      flock (fd, LOCK_UN);
      close (fd);
    }
}

/* Writes @record's progress to @file, then to @backup (unless NULL),
 * under the folder's lock and with what they hold on disk added first
 * (carc_campaign_record_merge()): whatever another instance of the
 * program wrote since, a write never takes a won level away.  A file a
 * newer version wrote is left as it is (CARC_IO_ERROR_NEWER_VERSION);
 * one that cannot be read is kept aside first (carc_file_keep_aside());
 * an unreadable backup is never written over. */
gboolean
carc_campaign_write_merged (const CarcCampaignRules   *rules,
                            const CarcCampaignRecord  *record,
                            GFile                     *file,
                            GFile                     *backup,
                            GError                   **error)
{
  CarcCampaignRecord merged = *record;
  gboolean backup_ok = backup != NULL, ok = FALSE;
  int lock = lock_progress (file);

  for (guint i = 0; i < 2; i++)
    {
      GFile *on_disk = i == 0 ? file : backup;
      g_autoptr(GError) local = NULL;
      CarcCampaignRecord read;

      if (on_disk == NULL)
        continue;
      carc_campaign_record_init (&read, rules);
      if (carc_campaign_read_file (on_disk, rules, &read, &local))
        carc_campaign_record_merge (&merged, &read);
      else if (g_error_matches (local, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND))
        ;
      else if (i == 1)
        backup_ok = FALSE;
      else if (g_error_matches (local, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          goto out;
        }
      else if (carc_file_keep_aside (file, error) == NULL)
        goto out;
    }
  ok = carc_campaign_write_file (&merged, file, error);
  /* The backup only matters once the file itself breaks: a failure to
   * write it is not the player's concern now. */
  if (ok && backup_ok)
    carc_campaign_write_file (&merged, backup, NULL);
out:
  unlock_progress (lock);
  return ok;
}
