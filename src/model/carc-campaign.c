/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcCampaign: a campaign's progress for the level selection, for the
 * campaign a rules module declares (CarcCampaignRules).  It keeps the
 * progress (levels won, attempts, best results, the team) and the game
 * of the level being played, in the files the rules name, both in one
 * folder (the user data folder in the application).  Finishing a level's game records the result once:
 * a win unlocks the next level, a loss may be retried.
 *
 * A progress file or level game that cannot be read is never written
 * over: it is moved aside (carc_file_keep_aside()) and a notice for the
 * player says why and where it went.
 *
 * With a CarcFileWriter (carc_campaign_set_writer()) the files are made
 * here and written in the writer's workers: a move does not wait for the
 * disk, and failures come through the writer's "finished" signal.
 * Whatever reads the files back flushes the writer first. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "carc-campaign.h"
#include "carc-campaign-file.h"
#include "carc-colour-name.h"
#include "carc-file-writer.h"
#include "carc-game.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"
#include "carc-values.h"

struct _CarcCampaign
{
  GObject             parent_instance;
  GFile              *folder;
  const CarcCampaignRules *rules;
  CarcFileWriter     *writer;     /* NULL: files are written before returning */
  CarcCampaignRecord  record;
  GError             *load_error;
  char               *notice;     /* for the player: what was kept aside */
  gboolean            protect;    /* the unreadable file could not be moved */
  GFile              *unreadable; /* campaign.xml, unreadable, until its replacement is written */
  char               *reason;     /* why it could not be read */
  gboolean            restored;   /* the progress came from the backup */
  gboolean            broke_later; /* the file broke while the progress was known here */
  gboolean            backup_spared; /* the backup could not be read nor moved: never written */
  char               *backup_notice; /* what became of an unreadable backup */
  char               *shown_notice;  /* the notice and the backup's, as shown */
};

G_DEFINE_FINAL_TYPE (CarcCampaign, carc_campaign, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GFile *
record_file (CarcCampaign *self)
{
  return g_file_get_child (self->folder, self->rules->file_name);
}

static GFile *
sibling_file (CarcCampaign *self,
              const char   *suffix)
{
  g_autofree char *name = g_strconcat (self->rules->file_name, suffix, NULL);

  return g_file_get_child (self->folder, name);
}

/* A second copy of the last progress written, for when campaign.xml is
 * found broken: the levels won are not lost with it. */
static GFile *
backup_file (CarcCampaign *self)
{
  return sibling_file (self, ".backup");
}

/* Which of the campaign's levels @game plays, 0 for none. */
static guint
level_of (CarcCampaign *self,
          CarcGame     *game)
{
  guint people;
  gboolean switched;

  return self->rules->setup_level (carc_game_get_setup (game), &people, &switched);
}

static GFile *
game_file (CarcCampaign *self)
{
  return g_file_get_child (self->folder, self->rules->game_file_name);
}

/* The progress another instance of the program wrote meanwhile, or that
 * only the backup still holds, is added to this one's: progress only
 * grows, and no write takes a won level away. */
static void protect_newer (CarcCampaign *self,
                           const GError *error);

/* The backup could not be read (@error): never written over.  It is kept
 * aside (a newer version's stays where it is, and is written no more),
 * and the notice says so. */
static void
spare_backup (CarcCampaign *self,
              GFile        *backup,
              const GError *error)
{
  g_autoptr(GError) move_error = NULL;
  g_autoptr(GFile) kept = NULL;
  g_autofree char *where = NULL;

  if (error == NULL || g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND) || self->backup_spared)
    return;
  if (!g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
    kept = carc_file_keep_aside (backup, &move_error);
  self->backup_spared = kept == NULL;
  where = g_file_get_parse_name (kept != NULL ? kept : backup);
  g_free (self->backup_notice);
  self->backup_notice = kept != NULL
                        /* TRANSLATORS: the reason, then where the unreadable backup is now */
                        ? g_strdup_printf (_("The campaign’s backup copy could not be read (%s): it is kept as “%s”."),
                                           error->message, where)
                        /* TRANSLATORS: the reason, then the backup's file */
                        : g_strdup_printf (_("The campaign’s backup copy could not be read (%s): “%s” stays as it is "
                                             "and is no longer written."), error->message, where);
}

static void
absorb_written_progress (CarcCampaign *self)
{
  g_autoptr(GFile) file = record_file (self);
  g_autoptr(GFile) backup = backup_file (self);
  GFile *files[] = { file, backup };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = NULL;
      CarcCampaignRecord written;

      carc_campaign_record_init (&written, self->rules);
      if (i == 0 && self->unreadable != NULL)
        continue;
      if (carc_campaign_read_file (files[i], self->rules, &written, &error))
        carc_campaign_record_merge (&self->record, &written);
      /* A newer version wrote the progress meanwhile: it stays as that
       * version left it. */
      else if (i == 0 && g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
        protect_newer (self, error);
      /* Broken meanwhile: kept aside once the progress is written whole. */
      else if (i == 0 && !g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND))
        {
          g_free (self->reason);
          self->reason = g_strdup (error->message);
          self->unreadable = g_object_ref (file);
          self->broke_later = TRUE;
        }
      else if (i == 1)
        spare_backup (self, backup, error);
    }
}

/* @file could not be read (@reason) nor moved aside (@move_error): it
 * stays as it is, and nothing is written over it from now on. */
static void
protect_unmovable (CarcCampaign *self,
                   const char   *reason,
                   GFile        *file,
                   const GError *move_error)
{
  g_autofree char *where = g_file_get_parse_name (file);

  g_free (self->notice);
  /* TRANSLATORS: the reason, the file, then why it could not be renamed */
  self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                    "“%s” could not be moved aside either (%s): it stays as it is, "
                                    "and no progress is saved until it is moved."),
                                  reason, where, move_error->message);
  self->protect = TRUE;
}

static void set_restored_notice (CarcCampaign *self,
                                 GFile        *kept,
                                 const GError *write_error);

/* The unreadable campaign.xml makes way for the progress: written whole
 * beside it first, then the unreadable file is moved aside and the new
 * one takes its name.  A full disk leaves the unreadable file where it
 * is, and the next write tries again. */
static gboolean
replace_unreadable (CarcCampaign  *self,
                    GError       **error)
{
  g_autoptr(GFile) file = record_file (self);
  g_autoptr(GFile) fresh = sibling_file (self, ".restored");
  g_autoptr(GFile) kept = NULL;
  g_autoptr(GError) local = NULL;

  if (!carc_campaign_write_file (&self->record, fresh, &local))
    {
      set_restored_notice (self, NULL, local);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  kept = carc_file_keep_aside (self->unreadable, &local);
  if (kept == NULL)
    {
      g_file_delete (fresh, NULL, NULL);
      protect_unmovable (self, self->reason, self->unreadable, local);
      g_clear_object (&self->unreadable);
      return TRUE;
    }
  /* Within one folder: a rename, which needs no room on the disk. */
  if (!g_file_move (fresh, file, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, error))
    return FALSE;
  g_clear_object (&self->unreadable);
  set_restored_notice (self, kept, NULL);
  return TRUE;
}

/* A write of the progress, run in the writer's worker. */
typedef struct
{
  const CarcCampaignRules *rules;
  CarcCampaignRecord       record;
  GFile                   *backup;
} ProgressWrite;

static void
progress_write_free (gpointer data)
{
  ProgressWrite *job = data;

  g_clear_object (&job->backup);
  g_free (job);
}

static gboolean
write_progress (GFile     *file,
                gpointer   data,
                GError   **error)
{
  ProgressWrite *job = data;

  return carc_campaign_write_merged (job->rules, &job->record, file, job->backup, error);
}

static gboolean
write_record (CarcCampaign  *self,
              GError       **error)
{
  g_autoptr(GFile) file = record_file (self);
  g_autoptr(GFile) backup = backup_file (self);

  /* The file in its place could not be read and must stay as it is:
   * progress lives in memory only, as the notice says. */
  if (self->protect)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  absorb_written_progress (self);
  if (self->protect)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  if (self->unreadable != NULL && !replace_unreadable (self, error))
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  if (self->protect)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  /* Written with what is on disk added, at the moment it is written:
   * another instance's progress stays (carc_campaign_write_merged()). */
  if (self->writer != NULL)
    {
      ProgressWrite *job = g_new0 (ProgressWrite, 1);

      job->rules = self->rules;
      job->record = self->record;
      job->backup = self->backup_spared ? NULL : g_object_ref (backup);
      carc_file_writer_run (self->writer, file, write_progress, job, progress_write_free);
    }
  else if (!carc_campaign_write_merged (self->rules, &self->record, file,
                                       self->backup_spared ? NULL : backup, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/* The io layer reports a missing file as its own not-found, whatever
 * GIO said. */
static gboolean
is_missing (const GError *error)
{
  return g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND);
}

static void
carc_campaign_finalize (GObject *object)
{
  CarcCampaign *self = CARC_CAMPAIGN (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->writer);
  g_clear_object (&self->unreadable);
  g_free (self->reason);
  g_clear_error (&self->load_error);
  g_free (self->notice);
  g_free (self->backup_notice);
  g_free (self->shown_notice);
  G_OBJECT_CLASS (carc_campaign_parent_class)->finalize (object);
}

static void
carc_campaign_class_init (CarcCampaignClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_campaign_finalize;

  /**
   * CarcCampaign::changed:
   *
   * Progress, the team or the level in progress changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
carc_campaign_init (CarcCampaign *self)
{
}

/* What the notice says once campaign.xml could not be read: where it was
 * kept (@kept), or why the progress could not be saved yet
 * (@write_error), and whether the backup brought the progress back. */
static void
set_restored_notice (CarcCampaign *self,
                     GFile        *kept,
                     const GError *write_error)
{
  g_autofree char *where = kept != NULL ? g_file_get_parse_name (kept) : NULL;

  g_free (self->notice);
  if (kept != NULL && self->broke_later)
    /* TRANSLATORS: the reason, then where the unreadable file is now */
    self->notice = g_strdup_printf (_("The campaign’s progress file could not be read any more: %s. "
                                      "It is kept as “%s”, and the progress known here was saved again."),
                                    self->reason, where);
  else if (self->broke_later)
    /* TRANSLATORS: why the progress file could not be read, then why the
     * progress could not be written (a full disk …) */
    self->notice = g_strdup_printf (_("The campaign’s progress file could not be read any more: %s. "
                                      "The progress known here could not be saved (%s): the unreadable file "
                                      "stays as it is until it can be."),
                                    self->reason, write_error->message);
  else if (kept != NULL && self->restored)
    /* TRANSLATORS: the reason, then where the unreadable file is now */
    self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                      "The file is kept as “%s”, and the progress was restored "
                                      "from its backup copy."),
                                    self->reason, where);
  else if (kept != NULL)
    /* TRANSLATORS: the reason, then where the unreadable file is now */
    self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                      "The file is kept as “%s”, and the campaign starts again from level 1."),
                                    self->reason, where);
  else if (self->restored)
    /* TRANSLATORS: why the progress file could not be read, then why the
     * restored progress could not be written (a full disk …) */
    self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                      "The progress was restored from its backup copy, but it could not be "
                                      "saved (%s): the unreadable file stays as it is until it can be."),
                                    self->reason, write_error->message);
  else
    /* TRANSLATORS: why the progress file could not be read, then why the
     * new progress could not be written (a full disk …) */
    self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                      "The campaign starts again from level 1, but its progress could not be "
                                      "saved (%s): the unreadable file stays as it is until it can be."),
                                    self->reason, write_error->message);
}

/* A newer version's progress (@error says so) stays where that version
 * looks for it: nothing is written over it from now on. */
static void
protect_newer (CarcCampaign *self,
               const GError *error)
{
  g_free (self->notice);
  /* TRANSLATORS: the reason (it ends with "please update") */
  self->notice = g_strdup_printf (_("%s. The campaign can be played here, but its progress is not "
                                    "saved, so that the newer version finds it as it left it."),
                                  error->message);
  self->protect = TRUE;
}

/* campaign.xml could not be read (@error).  A newer version's progress
 * stays where that version looks for it, untouched; anything else makes
 * way for the progress the backup holds (or a new campaign), and is kept
 * aside once that is safely written.  The notice tells the player which. */
static void
recover (CarcCampaign *self,
         GFile        *file,
         const GError *error)
{
  g_autoptr(GFile) backup = backup_file (self);
  g_autoptr(GError) backup_error = NULL;

  if (g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
    {
      protect_newer (self, error);
      return;
    }
  self->reason = g_strdup (error->message);
  self->unreadable = g_object_ref (file);
  self->restored = carc_campaign_read_file (backup, self->rules, &self->record, &backup_error);
  spare_backup (self, backup, backup_error);
  write_record (self, NULL);
}

/* campaign.xml is not there, but its backup is: the progress comes back
 * from it (a file deleted by hand, or a move that did not finish). */
static void
restore_missing (CarcCampaign *self)
{
  g_autoptr(GFile) backup = backup_file (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) write_error = NULL;

  if (!carc_campaign_read_file (backup, self->rules, &self->record, &error))
    {
      g_autoptr(GFile) kept = NULL;
      g_autofree char *where = NULL;

      if (g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND))
        return;
      if (g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
        {
          protect_newer (self, error);
          return;
        }
      /* Never written over: the player may want what it held. */
      kept = carc_file_keep_aside (backup, &write_error);
      if (kept == NULL)
        {
          protect_unmovable (self, error->message, backup, write_error);
          return;
        }
      where = g_file_get_parse_name (kept);
      /* TRANSLATORS: the reason, then where the unreadable backup is now */
      self->notice = g_strdup_printf (_("The campaign’s progress was missing, and its backup copy could not be "
                                        "read: %s. The copy is kept as “%s”, and the campaign starts again from "
                                        "level 1."), error->message, where);
      return;
    }
  if (write_record (self, &write_error))
    self->notice = g_strdup (_("The campaign’s progress was missing. It was restored from its backup copy."));
  else
    /* TRANSLATORS: why the restored progress could not be written (a
     * full disk, a read-only folder …) */
    self->notice = g_strdup_printf (_("The campaign’s progress was missing. It was restored from its backup "
                                      "copy, but it could not be saved (%s)."), write_error->message);
}

/* The campaign kept in @folder; a new one when there is none yet. */
CarcCampaign *
carc_campaign_new (GFile                   *folder,
                   const CarcCampaignRules *rules)
{
  CarcCampaign *self;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) leftover = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *restored = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (rules->n_levels <= CARC_CAMPAIGN_MAX_LEVELS && rules->n_colours <= CARC_CAMPAIGN_MAX_COLOURS,
                        NULL);
  for (guint c = 0; c < rules->n_colours; c++)
    g_return_val_if_fail (carc_colour_name (rules->colours[c]) != NULL, NULL);
  self = g_object_new (CARC_TYPE_CAMPAIGN, NULL);
  self->folder = g_object_ref (folder);
  self->rules = rules;
  carc_campaign_record_init (&self->record, rules);
  backup = g_strconcat (rules->file_name, ".backup", NULL);
  restored = g_strconcat (rules->file_name, ".restored", NULL);
  carc_file_remove_leftovers (folder, (const char *[]) { rules->file_name, backup, restored,
                                                         rules->game_file_name, NULL });
  file = record_file (self);
  if (carc_campaign_read_file (file, self->rules, &self->record, &error))
    absorb_written_progress (self);
  else if (is_missing (error))
    restore_missing (self);
  else
    {
      recover (self, file, error);
      self->load_error = g_steal_pointer (&error);
    }
  /* A replacement that a stop kept from moving into place: what it holds
   * is kept too, then it goes. */
  leftover = sibling_file (self, ".restored");
  {
    CarcCampaignRecord restored;

    carc_campaign_record_init (&restored, self->rules);
    if (carc_campaign_read_file (leftover, self->rules, &restored, NULL))
      {
        carc_campaign_record_merge (&self->record, &restored);
        write_record (self, NULL);
      }
  }
  if (self->unreadable == NULL)
    g_file_delete (leftover, NULL, NULL);
  return self;
}

/* What the player should know about files that could not be read and
 * where they were kept, or NULL. */
const char *
carc_campaign_get_notice (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  if (self->backup_notice == NULL)
    return self->notice;
  g_free (self->shown_notice);
  self->shown_notice = self->notice != NULL ? g_strconcat (self->notice, " ", self->backup_notice, NULL)
                                            : g_strdup (self->backup_notice);
  return self->shown_notice;
}

void
carc_campaign_dismiss_notice (CarcCampaign *self)
{
  g_return_if_fail (CARC_IS_CAMPAIGN (self));
  if (self->notice == NULL && self->backup_notice == NULL)
    return;
  g_clear_pointer (&self->notice, g_free);
  g_clear_pointer (&self->backup_notice, g_free);
  g_signal_emit (self, signals[CHANGED], 0);
}

GFile *
carc_campaign_get_folder (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  return self->folder;
}

/* Why the progress file could not be read, or NULL. */
const GError *
carc_campaign_get_load_error (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  return self->load_error;
}

/* From now on the campaign's files are written through @writer (NULL:
 * before each call returns, as without one).  The writes queued on the
 * writer before end first, so that two writes of a file never meet. */
void
carc_campaign_set_writer (CarcCampaign   *self,
                          CarcFileWriter *writer)
{
  g_return_if_fail (CARC_IS_CAMPAIGN (self));
  g_return_if_fail (writer == NULL || CARC_IS_FILE_WRITER (writer));

  if (self->writer == writer)
    return;
  if (self->writer != NULL)
    carc_file_writer_flush (self->writer);
  g_set_object (&self->writer, writer);
}

/* Whether a failed write of @file, reported by the writer, concerns the
 * player: the progress and the level's game do; the backup of the
 * progress only matters once the progress itself breaks. */
gboolean
carc_campaign_reports_file (CarcCampaign *self,
                            GFile        *file)
{
  g_autoptr(GFile) record = NULL;
  g_autoptr(GFile) game = NULL;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  record = record_file (self);
  game = game_file (self);
  return g_file_equal (file, record) || g_file_equal (file, game);
}

CarcLevelStatus
carc_campaign_get_status (CarcCampaign *self,
                          guint         level)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), CARC_LEVEL_LOCKED);
  g_return_val_if_fail (level >= 1 && level <= self->rules->n_levels, CARC_LEVEL_LOCKED);
  if (self->record.levels[level - 1].won)
    return CARC_LEVEL_WON;
  if (level == 1 || self->record.levels[level - 2].won)
    return CARC_LEVEL_OPEN;
  return CARC_LEVEL_LOCKED;
}

guint
carc_campaign_get_attempts (CarcCampaign *self,
                            guint         level)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && level >= 1 && level <= self->rules->n_levels, 0);
  return self->record.levels[level - 1].attempts;
}

guint
carc_campaign_get_best (CarcCampaign *self,
                        guint         level)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && level >= 1 && level <= self->rules->n_levels, 0);
  return self->record.levels[level - 1].best;
}

/* Whether @level was won only by the house rule's marks. */
gboolean
carc_campaign_get_won_by_house (CarcCampaign *self,
                                guint         level)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && level >= 1 && level <= self->rules->n_levels, FALSE);
  return self->record.levels[level - 1].won && self->record.levels[level - 1].house;
}

/* Whether level 6 is played by the house rule's marks (off unless the
 * team chose it; kept with the team). */
gboolean
carc_campaign_get_house_marks (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  return self->record.house_marks;
}

void
carc_campaign_set_house_marks (CarcCampaign *self,
                               gboolean      house_marks)
{
  g_return_if_fail (CARC_IS_CAMPAIGN (self));
  if (self->record.house_marks == !!house_marks)
    return;
  self->record.house_marks = !!house_marks;
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The level whose game waits to be continued, or 0. */
guint
carc_campaign_get_current_level (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), 0);
  return self->record.current;
}

guint
carc_campaign_get_people (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), 1);
  return self->record.people;
}

const guint *
carc_campaign_get_colours (CarcCampaign *self,
                           guint        *n_colours)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  *n_colours = self->record.n_colours;
  return self->record.colours;
}

/* Chooses the team for the next level: @people at the table and the
 * colours in play (as many as the campaign's count_colours() says), all
 * different. */
gboolean
carc_campaign_set_team (CarcCampaign *self,
                        guint         people,
                        const guint  *colours,
                        guint         n_colours)
{
  guint seen = 0;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  if (people < 1 || people > self->rules->max_people || n_colours != self->rules->count_colours (people))
    return FALSE;
  for (guint c = 0; c < n_colours; c++)
    {
      if (colours[c] >= self->rules->n_colours || (seen & (1u << colours[c])))
        return FALSE;
      seen |= 1u << colours[c];
    }
  if (self->record.people == people && self->record.n_colours == n_colours
      && memcmp (self->record.colours, colours, n_colours * sizeof (guint)) == 0)
    return TRUE;
  self->record.people = people;
  self->record.n_colours = n_colours;
  memcpy (self->record.colours, colours, n_colours * sizeof (guint));
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

const CarcCampaignRules *
carc_campaign_get_rules (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  return self->rules;
}

/* The campaign's colour @colour as "#rrggbb", and its name as the player
 * reads it. */
const char *
carc_campaign_colour (CarcCampaign *self,
                      guint         colour)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  return self->rules->colours[colour % self->rules->n_colours];
}

const char *
carc_campaign_colour_name (CarcCampaign *self,
                           guint         colour)
{
  return carc_colour_name (carc_campaign_colour (self, colour));
}

/* A new game of @level (open or won) with the team, not started yet
 * (carc_campaign_begin_level()): the level in progress stays as it is. */
CarcGame *
carc_campaign_new_level (CarcCampaign  *self,
                         guint          level,
                         guint64        seed,
                         GError       **error)
{
  g_autoptr(CarcTileSet) tiles = NULL;
  g_autoptr(CarcSetup) setup = NULL;
  const char *names[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  const char *colours[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  if (level < 1 || level > self->rules->n_levels || carc_campaign_get_status (self, level) == CARC_LEVEL_LOCKED)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("Level %u is locked: win the level before it first."), level);
      return NULL;
    }
  tiles = carc_tile_set_load_builtin (self->rules->tile_set, error);
  if (tiles == NULL)
    return NULL;
  setup = self->rules->level_setup (tiles, level, self->record.people,
                                    self->record.house_marks && level == self->rules->switch_level, seed);
  for (guint c = 0; c < self->record.n_colours; c++)
    {
      names[c] = carc_campaign_colour_name (self, self->record.colours[c]);
      colours[c] = carc_campaign_colour (self, self->record.colours[c]);
    }
  return carc_game_new (setup, names, colours);
}

/* Makes @game, a new game of a level (carc_campaign_new_level()), the
 * level in progress, saved at once so it can be continued after a
 * restart.  FALSE with @error when it cannot be kept. */
gboolean
carc_campaign_begin_level (CarcCampaign  *self,
                           CarcGame      *game,
                           GError       **error)
{
  guint previous;
  gboolean counted;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && CARC_IS_GAME (game), FALSE);
  /* A new game replaces the one in progress, which is not counted; if
   * it cannot be kept, the one in progress stays as it was. */
  previous = self->record.current;
  counted = self->record.counted;
  self->record.current = 0;
  self->record.counted = FALSE;
  if (!carc_campaign_save_game (self, game, error))
    {
      self->record.current = previous;
      self->record.counted = counted;
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  return TRUE;
}

/* Starts @level (open or won) with the team: a new game, saved at once so
 * it can be continued after a restart. */
CarcGame *
carc_campaign_start_level (CarcCampaign  *self,
                           guint          level,
                           guint64        seed,
                           GError       **error)
{
  g_autoptr(CarcGame) game = carc_campaign_new_level (self, level, seed, error);

  if (game == NULL || !carc_campaign_begin_level (self, game, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* The game of the level in progress, as it was left. */
CarcGame *
carc_campaign_resume (CarcCampaign  *self,
                      GError       **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  if (self->record.current == 0)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND, _("No level is being played."));
      return NULL;
    }
  /* The file as the last move left it, not as the disk has it so far. */
  if (self->writer != NULL)
    carc_file_writer_flush (self->writer);
  file = game_file (self);
  game = carc_game_new_from_file (file, &local);
  if (game != NULL && level_of (self, game) != self->record.current)
    {
      guint level = level_of (self, game);

      /* Another instance of the program started that level since: the
       * game on disk is the one in progress, when its level is open. */
      if (level >= 1 && level <= self->rules->n_levels && carc_campaign_get_status (self, level) != CARC_LEVEL_LOCKED)
        {
          self->record.current = level;
          self->record.counted = FALSE;
          write_record (self, NULL);
          return g_steal_pointer (&game);
        }
      g_set_error (&local, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("The saved game is not the level being played (%u)"), self->record.current);
      g_clear_object (&game);
    }
  if (game == NULL)
    {
      /* The level's game is kept aside, and the level may start anew. */
      g_autoptr(GFile) kept = is_missing (local) || self->protect ? NULL : carc_file_keep_aside (file, NULL);

      g_free (self->notice);
      if (kept != NULL)
        {
          g_autofree char *where = g_file_get_parse_name (kept);

          /* TRANSLATORS: the reason, then where the unreadable file is now */
          self->notice = g_strdup_printf (_("The level in progress could not be read: %s. "
                                            "The file is kept as “%s”; the level can be started again."),
                                          local->message, where);
        }
      else
        self->notice = g_strdup_printf (_("The level in progress could not be read: %s. "
                                          "The level can be started again."), local->message);
      g_set_error_literal (error, local->domain, local->code, self->notice);
      self->record.current = 0;
      if (!write_record (self, NULL))
        g_signal_emit (self, signals[CHANGED], 0);
      return NULL;
    }
  return g_steal_pointer (&game);
}

/* Keeps @game, a level of this campaign, after a move.  When it is over
 * the result goes into the progress once: attempts, best score, won.
 * With a writer the files are only queued, and this returns TRUE: the
 * writer's "finished" says how the writes went. */
gboolean
carc_campaign_save_game (CarcCampaign  *self,
                         CarcGame      *game,
                         GError       **error)
{
  g_autoptr(GFile) file = NULL;
  guint level;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  g_return_val_if_fail (CARC_IS_GAME (game), FALSE);
  level = level_of (self, game);
  g_return_val_if_fail (level >= 1, FALSE);
  file = game_file (self);

  if (!carc_game_get_game_over (game))
    {
      /* The writer makes the folder itself, in its worker. */
      if (self->writer == NULL
          && !g_file_make_directory_with_parents (self->folder, NULL, error)
          && error != NULL && *error != NULL && !g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        return FALSE;
      g_clear_error (error);
      /* While the progress is not saved, neither is the level's game: the
       * file may hold the newer version's level in progress. */
      if (!self->protect && self->writer != NULL)
        {
          g_autoptr(GBytes) bytes = carc_game_serialize (game);

          carc_file_writer_write (self->writer, file, bytes);
        }
      else if (!self->protect && !carc_game_save (game, file, FALSE, error))
        return FALSE;
      if (self->record.current != level)
        {
          self->record.current = level;
          return write_record (self, error);
        }
      /* The progress is written again if its file went away while the
       * level is played (the folder deleted): it is only in memory now. */
      if (!self->protect)
        {
          g_autoptr(GFile) record = record_file (self);

          if (!g_file_query_exists (record, NULL))
            return write_record (self, error);
        }
      return TRUE;
    }

  /* Over: one attempt for one game, however often it ends (an undo of
   * the last move puts the level back in play, and the same game may end
   * again, or better). */
  if (self->record.current == level)
    {
      CarcCampaignLevel *record = &self->record.levels[level - 1];

      /* Kept with the level in play, so that an end undone, the program
       * restarted and the end made again is still one attempt. */
      if (!self->record.counted)
        record->attempts = carc_values_count ((guint64) record->attempts + 1);
      self->record.counted = TRUE;
      record->best = carc_values_count (MAX (record->best, self->rules->progress (carc_game_peek_state (game))));
      if (carc_state_get_outcome (carc_game_peek_state (game)) == CARC_OUTCOME_WON)
        {
          /* A win with the team's switch (a house rule) never hides one
           * by the rulebook's. */
          guint people;
          gboolean house = FALSE;

          self->rules->setup_level (carc_game_get_setup (game), &people, &house);

          record->house = record->won ? record->house && house : house;
          record->won = TRUE;
        }
      self->record.current = 0;
      if (!self->protect && self->writer != NULL)
        carc_file_writer_delete (self->writer, file);
      else if (!self->protect)
        g_file_delete (file, NULL, NULL);
      return write_record (self, error);
    }
  return TRUE;
}

/* Whether @game is a level of the campaign (in play, or opened from a
 * file): the level selection is where it leads back to. */
gboolean
carc_campaign_is_level (CarcCampaign *self,
                        CarcGame     *game)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  g_return_val_if_fail (CARC_IS_GAME (game), FALSE);
  return level_of (self, game) != 0;
}
