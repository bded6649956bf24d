/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcSession: the game in play and what keeps it.  A player's document
 * (a file, the autosave, a new game) is copied to FOLDER/autosave after
 * every change; the campaign's level in play is kept by the campaign
 * instead.  Both are made into bytes here, after the move, and written by
 * a CarcFileWriter in its workers, so that no move waits for the disk.
 *
 * A write that fails leaves the old file whole (the writer sees to that)
 * and is said once per reason and per target (the autosave, the
 * campaign), not after every move; a write of that target that succeeds
 * lets the same reason be said again.  GLib's messages name the temporary
 * file, which differs every time, so a reason is the error's domain and
 * code rather than its message. */
#include "config.h"

#include "carc-game.h"
#include "carc-save.h"
#include "carc-session.h"

#define AUTOSAVE_NAME "autosave.carcassonne"

/* The failure last said for one target, until a write of it succeeds. */
typedef struct
{
  gboolean failed;
  GQuark   domain;
  int      code;
} Failure;

struct _CarcSession
{
  GObject         parent_instance;
  GFile          *folder;
  GFile          *autosave_file;
  CarcFileWriter *writer;
  CarcCampaign   *campaign;
  CarcGame       *game;
  CarcComputer   *computer;      /* plays the game's computer seats */
  gboolean        plays_campaign;
  gboolean        plays_lesson;  /* a guided game, kept nowhere */
  gboolean        plays_joined;  /* a seat of a game hosted elsewhere, kept there */
  Failure         autosave_failure;
  Failure         campaign_failure;
};

G_DEFINE_FINAL_TYPE (CarcSession, carc_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDER,
  PROP_GAME,
  PROP_PLAYS_CAMPAIGN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  WRITE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
report (CarcSession  *self,
        Failure      *last,
        const GError *error)
{
  if (error == NULL)
    {
      last->failed = FALSE;
      return;
    }
  if (last->failed && last->domain == error->domain && last->code == error->code)
    return;
  *last = (Failure) { TRUE, error->domain, error->code };
  g_signal_emit (self, signals[WRITE_FAILED], 0, error->message);
}

static void
finished_cb (CarcSession  *self,
             GFile        *file,
             const GError *error)
{
  if (g_file_equal (file, self->autosave_file))
    report (self, &self->autosave_failure, error);
  else if (self->campaign != NULL && carc_campaign_reports_file (self->campaign, file))
    report (self, &self->campaign_failure, error);
}

static void
game_changed_cb (CarcSession *self)
{
  if (self->plays_lesson || self->plays_joined)
    return;
  if (self->plays_campaign)
    {
      g_autoptr(GError) error = NULL;

      /* With the writer this only queues; how it went comes to
       * finished_cb.  A refusal before anything is queued comes here. */
      if (!carc_campaign_save_game (self->campaign, self->game, &error) && error != NULL)
        report (self, &self->campaign_failure, error);
    }
  else
    {
      g_autoptr(GBytes) bytes = carc_game_serialize (self->game);

      carc_file_writer_write (self->writer, self->autosave_file, bytes);
    }
}

/* Makes @game the game in play: the campaign's level with @campaign,
 * else a document of the player's; @keep_now writes it at once too. */
static void
show_game (CarcSession *self,
           CarcGame    *game,
           gboolean     campaign,
           gboolean     keep_now)
{
  gboolean was_campaign = self->plays_campaign;
  gboolean other = self->game != game;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_set_object (&self->game, game);
  carc_computer_set_game (self->computer, game);
  self->plays_campaign = campaign && game != NULL;
  self->plays_lesson = FALSE;
  self->plays_joined = FALSE;
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      if (keep_now)
        game_changed_cb (self);
    }
  if (other)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (was_campaign != self->plays_campaign)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYS_CAMPAIGN]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
carc_session_constructed (GObject *object)
{
  CarcSession *self = CARC_SESSION (object);

  G_OBJECT_CLASS (carc_session_parent_class)->constructed (object);

  g_assert (self->folder != NULL);
  self->autosave_file = g_file_get_child (self->folder, AUTOSAVE_NAME);
  /* A write killed half-way (the program stopped mid-write) left its
   * temporary file; the autosave itself is whole, old or new. */
  carc_file_remove_leftovers (self->folder, (const char *[]) { AUTOSAVE_NAME, NULL });
  self->writer = carc_file_writer_new ();
  g_signal_connect_object (self->writer, "finished", G_CALLBACK (finished_cb), self, G_CONNECT_SWAPPED);
  self->computer = carc_computer_new ();
  /* The first campaign the modules declare, until another is chosen. */
  if (carc_campaign_rules_nth (0) != NULL)
    carc_session_use_campaign (self, carc_campaign_rules_nth (0));
}

static void
carc_session_dispose (GObject *object)
{
  CarcSession *self = CARC_SESSION (object);

  /* Everything queued reaches the disk before the window closes, and its
   * failures are still said. */
  if (self->writer != NULL)
    carc_file_writer_flush (self->writer);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  if (self->computer != NULL)
    carc_computer_set_game (self->computer, NULL);
  g_clear_object (&self->computer);
  g_clear_object (&self->game);
  g_clear_object (&self->campaign);
  if (self->writer != NULL)
    g_signal_handlers_disconnect_by_func (self->writer, finished_cb, self);
  g_clear_object (&self->writer);
  G_OBJECT_CLASS (carc_session_parent_class)->dispose (object);
}

static void
carc_session_finalize (GObject *object)
{
  CarcSession *self = CARC_SESSION (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->autosave_file);
  G_OBJECT_CLASS (carc_session_parent_class)->finalize (object);
}

static void
carc_session_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CarcSession *self = CARC_SESSION (object);

  switch (prop_id)
    {
    case PROP_FOLDER: g_value_set_object (value, self->folder); break;
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_PLAYS_CAMPAIGN: g_value_set_boolean (value, self->plays_campaign); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_session_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  CarcSession *self = CARC_SESSION (object);

  switch (prop_id)
    {
    case PROP_FOLDER: self->folder = g_value_dup_object (value); break;
    case PROP_GAME: carc_session_set_game (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_session_class_init (CarcSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = carc_session_constructed;
  object_class->dispose = carc_session_dispose;
  object_class->finalize = carc_session_finalize;
  object_class->get_property = carc_session_get_property;
  object_class->set_property = carc_session_set_property;

  properties[PROP_FOLDER] =
    g_param_spec_object ("folder", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYS_CAMPAIGN] =
    g_param_spec_boolean ("plays-campaign", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarcSession::write-failed:
   * @message: why, naming the file (translated)
   *
   * Keeping the game failed and the old file was left as it was.  Said
   * once per reason for the autosave and for the campaign, again only
   * after a write of the same one has succeeded.
   */
  signals[WRITE_FAILED] = g_signal_new ("write-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
carc_session_init (CarcSession *self)
{
}

/* A session keeping its files in @folder (the user data folder in the
 * application): the autosave and the campaign.  Use it from the thread
 * that made it, whose main context hears of the writes. */
CarcSession *
carc_session_new (GFile *folder)
{
  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  return g_object_new (CARC_TYPE_SESSION, "folder", folder, NULL);
}

GFile *
carc_session_get_folder (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->folder;
}

/* FOLDER/autosave.carcassonne: the copy of the player's game in play. */
GFile *
carc_session_get_autosave_file (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->autosave_file;
}

CarcCampaign *
carc_session_get_campaign (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->campaign;
}

/* Makes the campaign of @rules the session's: its progress is read (a
 * level of another campaign in play stops being one). */
void
carc_session_use_campaign (CarcSession             *self,
                           const CarcCampaignRules *rules)
{
  g_return_if_fail (CARC_IS_SESSION (self));
  g_return_if_fail (rules != NULL);
  if (self->campaign != NULL && carc_campaign_get_rules (self->campaign) == rules)
    return;
  carc_file_writer_flush (self->writer);
  if (self->plays_campaign)
    {
      self->plays_campaign = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYS_CAMPAIGN]);
    }
  g_clear_object (&self->campaign);
  self->campaign = carc_campaign_new (self->folder, rules);
  carc_campaign_set_writer (self->campaign, self->writer);
}

CarcFileWriter *
carc_session_get_writer (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->writer;
}

/* The game in play, or NULL. */
/* The computer players of the game in play. */
CarcComputer *
carc_session_get_computer (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->computer;
}

CarcGame *
carc_session_get_game (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);
  return self->game;
}

/* Whether the game in play is the campaign's level, kept by the campaign
 * (not the autosave). */
gboolean
carc_session_get_plays_campaign (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), FALSE);
  return self->plays_campaign;
}

/* Makes @game, a document of the player's (a file, the autosave, a new
 * game; a level's game opened from a file too), the game in play: written
 * to the autosave now and after every change.  NULL: no game; the
 * autosave stays as it is. */
void
carc_session_set_game (CarcSession *self,
                       CarcGame    *game)
{
  g_return_if_fail (CARC_IS_SESSION (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  show_game (self, game, FALSE, TRUE);
}

/* Makes @game, a guided game, the game in play, written nowhere: the
 * autosave keeps the game the start page continues. */
void
carc_session_play_lesson (CarcSession *self,
                          CarcGame    *game)
{
  g_return_if_fail (CARC_IS_SESSION (self));
  g_return_if_fail (CARC_IS_GAME (game));

  carc_file_writer_flush (self->writer);
  show_game (self, game, FALSE, FALSE);
  self->plays_lesson = TRUE;
}

/* Makes @game, a seat of a game hosted at another computer, the game in
 * play, written nowhere here: the host keeps it, and the autosave keeps
 * the game the start page continues. */
void
carc_session_play_joined (CarcSession *self,
                          CarcGame    *game)
{
  g_return_if_fail (CARC_IS_SESSION (self));
  g_return_if_fail (CARC_IS_GAME (game));

  carc_file_writer_flush (self->writer);
  show_game (self, game, FALSE, FALSE);
  self->plays_joined = TRUE;
}

gboolean
carc_session_get_plays_lesson (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), FALSE);
  return self->plays_lesson;
}

/* Starts @level of the campaign with the tiles shuffled by @seed; its
 * game, which the campaign keeps after every change, becomes the game in
 * play.  Returns it (owned by the session), or NULL with @error when the
 * level is locked. */
CarcGame *
carc_session_start_level (CarcSession  *self,
                          guint         level,
                          guint64       seed,
                          GError      **error)
{
  g_autoptr(CarcGame) game = NULL;

  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);

  game = carc_campaign_start_level (self->campaign, level, seed, error);
  if (game == NULL)
    return NULL;
  /* The campaign has queued its first write already. */
  show_game (self, game, TRUE, FALSE);
  return self->game;
}

/* The same for @game, a new game of a level the window made ready first
 * (carc_campaign_new_level(): its seats chosen, hosted): FALSE with
 * @error when the campaign cannot keep it, and nothing changed. */
gboolean
carc_session_begin_level (CarcSession  *self,
                          CarcGame     *game,
                          GError      **error)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), FALSE);
  g_return_val_if_fail (CARC_IS_GAME (game), FALSE);

  if (!carc_campaign_begin_level (self->campaign, game, error))
    return FALSE;
  show_game (self, game, TRUE, FALSE);
  return TRUE;
}

/* Makes the campaign's level in progress the game in play: the one in
 * play already, or the one the campaign kept (not a document of the
 * player's: Save asks for a name).  Returns it (owned by the session),
 * or NULL with @error. */
CarcGame *
carc_session_resume_level (CarcSession  *self,
                           GError      **error)
{
  g_autoptr(CarcGame) game = NULL;
  guint current;

  g_return_val_if_fail (CARC_IS_SESSION (self), NULL);

  current = carc_campaign_get_current_level (self->campaign);
  /* The campaign's level in play is the current one until it ends. */
  if (self->plays_campaign && current > 0)
    return self->game;
  game = carc_campaign_resume (self->campaign, error);
  if (game == NULL)
    return NULL;
  carc_game_forget_file (game);
  /* Kept again at once, as after a move: a game that ended before its
   * result was recorded is counted now. */
  show_game (self, game, TRUE, TRUE);
  return self->game;
}

/* Where the program keeps its files for the player: the user data
 * folder's "carcassonne". */
GFile *
carc_session_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "carcassonne", NULL);

  return g_file_new_for_path (path);
}

/* The autosave of a session in the default folder. */
GFile *
carc_session_default_autosave_file (void)
{
  g_autoptr(GFile) folder = carc_session_default_folder ();

  return g_file_get_child (folder, AUTOSAVE_NAME);
}

/* Whether the game in play is kept: its last write (the autosave, or the
 * campaign's for its level) did not fail.  Ask after a flush to know
 * about the writes still queued. */
gboolean
carc_session_get_kept (CarcSession *self)
{
  g_return_val_if_fail (CARC_IS_SESSION (self), FALSE);
  return !(self->plays_campaign ? self->campaign_failure.failed : self->autosave_failure.failed);
}

/* Waits until every file queued is written and its failure said. */
void
carc_session_flush (CarcSession *self)
{
  g_return_if_fail (CARC_IS_SESSION (self));
  carc_file_writer_flush (self->writer);
}
