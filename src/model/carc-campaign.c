/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcCampaign: the cooperative campaign's progress for the level
 * selection.  It keeps campaign.xml (levels won, attempts, best scores,
 * the team) and the game of the level being played,
 * campaign-game.carcassonne, both in one folder (the user data folder in
 * the application).  Finishing a level's game records the result once:
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
#include "carc-mists.h"
#include "carc-file-writer.h"
#include "carc-game.h"
#include "carc-save.h"
#include "carc-tileset-loader.h"

struct _CarcCampaign
{
  GObject             parent_instance;
  GFile              *folder;
  CarcFileWriter     *writer;     /* NULL: files are written before returning */
  CarcCampaignRecord  record;
  GError             *load_error;
  char               *notice;     /* for the player: what was kept aside */
  gboolean            protect;    /* the unreadable file could not be moved */
  CarcGame           *counted;    /* the last game whose end was counted (weak) */
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
  return g_file_get_child (self->folder, "campaign.xml");
}

/* A second copy of the last progress written, for when campaign.xml is
 * found broken: the levels won are not lost with it. */
static GFile *
backup_file (CarcCampaign *self)
{
  return g_file_get_child (self->folder, "campaign.xml.backup");
}

static GFile *
game_file (CarcCampaign *self)
{
  return g_file_get_child (self->folder, "campaign-game" ".carcassonne");
}

static gboolean
write_record (CarcCampaign  *self,
              GError       **error)
{
  g_autoptr(GFile) file = record_file (self);

  /* The file in its place could not be read and must stay as it is:
   * progress lives in memory only, as the notice says. */
  if (self->protect)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  if (self->writer != NULL)
    {
      g_autoptr(GFile) backup = backup_file (self);
      g_autoptr(GBytes) bytes = NULL;
      gsize length;
      char *xml = carc_campaign_to_xml (&self->record, &length);

      /* Both queued at once: a backup newer than a progress file that
       * failed does no harm, and its own failure is not reported
       * (carc_campaign_reports_file()). */
      bytes = g_bytes_new_take (xml, length);
      carc_file_writer_write (self->writer, file, bytes);
      carc_file_writer_write (self->writer, backup, bytes);
    }
  else
    {
      g_autoptr(GFile) backup = NULL;

      if (!carc_campaign_write_file (&self->record, file, error))
        return FALSE;
      backup = backup_file (self);
      /* The backup only matters once the file itself breaks: a failure to
       * write it is not the player's concern now. */
      carc_campaign_write_file (&self->record, backup, NULL);
    }
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
  g_clear_weak_pointer (&self->counted);
  g_clear_error (&self->load_error);
  g_free (self->notice);
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
  carc_campaign_record_init (&self->record);
}

/* campaign.xml could not be read (@error).  A newer version's progress
 * stays where that version looks for it, untouched; anything else is kept
 * aside, and the progress comes back from the backup when it can.  The
 * notice tells the player which. */
static void
recover (CarcCampaign *self,
         GFile        *file,
         const GError *error)
{
  g_autoptr(GError) move_error = NULL;
  g_autoptr(GFile) backup = backup_file (self);
  g_autoptr(GFile) kept = NULL;
  g_autofree char *where = NULL;

  if (g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION))
    {
      /* TRANSLATORS: the reason (it ends with "please update") */
      self->notice = g_strdup_printf (_("%s. The campaign can be played here, but its progress is not "
                                        "saved, so that the newer version finds it as it left it."),
                                      error->message);
      self->protect = TRUE;
      return;
    }
  kept = carc_file_keep_aside (file, &move_error);
  if (kept == NULL)
    {
      where = g_file_get_parse_name (file);
      /* TRANSLATORS: the reason, the file, then why it could not be renamed */
      self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                        "“%s” could not be moved aside either (%s): it stays as it is, "
                                        "and no progress is saved until it is moved."),
                                      error->message, where, move_error->message);
      self->protect = TRUE;
      return;
    }
  where = g_file_get_parse_name (kept);
  if (carc_campaign_read_file (backup, &self->record, NULL))
    {
      /* TRANSLATORS: the reason, then where the unreadable file is now */
      self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                        "The file is kept as “%s”, and the progress was restored "
                                        "from its backup copy."),
                                      error->message, where);
      write_record (self, NULL);
    }
  else
    /* TRANSLATORS: the reason, then where the unreadable file is now */
    self->notice = g_strdup_printf (_("The campaign’s progress could not be read: %s. "
                                      "The file is kept as “%s”, and the campaign starts again from level 1."),
                                    error->message, where);
}

/* The campaign kept in @folder; a new one when there is none yet. */
CarcCampaign *
carc_campaign_new (GFile *folder)
{
  CarcCampaign *self = g_object_new (CARC_TYPE_CAMPAIGN, NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  self->folder = g_object_ref (folder);
  file = record_file (self);
  if (!carc_campaign_read_file (file, &self->record, &error) && !is_missing (error))
    {
      recover (self, file, error);
      self->load_error = g_steal_pointer (&error);
    }
  return self;
}

/* What the player should know about files that could not be read and
 * where they were kept, or NULL. */
const char *
carc_campaign_get_notice (CarcCampaign *self)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  return self->notice;
}

void
carc_campaign_dismiss_notice (CarcCampaign *self)
{
  g_return_if_fail (CARC_IS_CAMPAIGN (self));
  if (self->notice == NULL)
    return;
  g_clear_pointer (&self->notice, g_free);
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
  g_return_val_if_fail (level >= 1 && level <= CARC_MISTS_LEVELS, CARC_LEVEL_LOCKED);
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
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && level >= 1 && level <= CARC_MISTS_LEVELS, 0);
  return self->record.levels[level - 1].attempts;
}

guint
carc_campaign_get_best (CarcCampaign *self,
                        guint         level)
{
  g_return_val_if_fail (CARC_IS_CAMPAIGN (self) && level >= 1 && level <= CARC_MISTS_LEVELS, 0);
  return self->record.levels[level - 1].best;
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
 * colours in play (4 for 1–2 people, else one each), all different. */
gboolean
carc_campaign_set_team (CarcCampaign *self,
                        guint         people,
                        const guint  *colours,
                        guint         n_colours)
{
  guint seen = 0;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  if (people < 1 || people > CARC_MISTS_MAX_PEOPLE || n_colours != carc_mists_count_colours (people))
    return FALSE;
  for (guint c = 0; c < n_colours; c++)
    {
      if (colours[c] >= CARC_CAMPAIGN_COLOURS || (seen & (1u << colours[c])))
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

const char *
carc_campaign_colour_name (guint colour)
{
  return carc_colour_name (carc_campaign_colour (colour));
}

/* Starts @level (open or won) with the team: a new game, saved at once so
 * it can be continued after a restart. */
CarcGame *
carc_campaign_start_level (CarcCampaign  *self,
                           guint          level,
                           guint64        seed,
                           GError       **error)
{
  g_autoptr(CarcTileSet) tiles = NULL;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(CarcGame) game = NULL;
  const char *names[CARC_CAMPAIGN_COLOURS + 1] = { NULL };
  const char *colours[CARC_CAMPAIGN_COLOURS + 1] = { NULL };

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), NULL);
  if (level < 1 || level > CARC_MISTS_LEVELS || carc_campaign_get_status (self, level) == CARC_LEVEL_LOCKED)
    {
      g_set_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("Level %u is locked: win the level before it first."), level);
      return NULL;
    }
  tiles = carc_tile_set_load_builtin (CARC_MISTS_MODULE, error);
  if (tiles == NULL)
    return NULL;
  setup = carc_mists_setup_new (tiles, self->record.people, level, seed);
  for (guint c = 0; c < self->record.n_colours; c++)
    {
      names[c] = carc_campaign_colour_name (self->record.colours[c]);
      colours[c] = carc_campaign_colour (self->record.colours[c]);
    }
  game = carc_game_new (setup, names, colours);

  /* A new game replaces the one in progress, which is not counted. */
  self->record.current = 0;
  if (!carc_campaign_save_game (self, game, error))
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
  if (game != NULL && carc_mists_get_level (carc_game_peek_state (game)) != self->record.current)
    {
      g_set_error (&local, CARC_IO_ERROR, CARC_IO_ERROR_INVALID,
                   _("The saved game is not the level being played (%u)."), self->record.current);
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
  level = carc_mists_get_level (carc_game_peek_state (game));
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

      if (self->counted != game)
        record->attempts++;
      g_set_weak_pointer (&self->counted, game);
      record->best = MAX (record->best, carc_mists_get_progress (carc_game_peek_state (game)));
      record->won |= carc_state_get_outcome (carc_game_peek_state (game)) == CARC_OUTCOME_WON;
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
  guint level, people;

  g_return_val_if_fail (CARC_IS_CAMPAIGN (self), FALSE);
  g_return_val_if_fail (CARC_IS_GAME (game), FALSE);
  return carc_mists_setup_get_level (carc_game_get_setup (game), &level, &people);
}
