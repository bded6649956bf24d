/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-campaign.h"
#include "carc-computer.h"
#include "carc-file-writer.h"
#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_SESSION (carc_session_get_type ())

G_DECLARE_FINAL_TYPE (CarcSession, carc_session, CARC, SESSION, GObject)

GFile          *carc_session_default_folder     (void);
GFile          *carc_session_default_autosave_file (void);
CarcSession    *carc_session_new                (GFile        *folder);
GFile          *carc_session_get_folder         (CarcSession  *self);
GFile          *carc_session_get_autosave_file  (CarcSession  *self);
CarcCampaign   *carc_session_get_campaign       (CarcSession  *self);
void            carc_session_use_campaign       (CarcSession  *self,
                                                 const CarcCampaignRules *rules);
CarcFileWriter *carc_session_get_writer         (CarcSession  *self);
CarcGame       *carc_session_get_game           (CarcSession  *self);
CarcComputer   *carc_session_get_computer       (CarcSession  *self);
gboolean        carc_session_get_plays_campaign (CarcSession  *self);
void            carc_session_set_game           (CarcSession  *self,
                                                 CarcGame     *game);
void            carc_session_play_lesson        (CarcSession  *self,
                                                 CarcGame     *game);
gboolean        carc_session_get_plays_lesson   (CarcSession  *self);
void            carc_session_play_joined        (CarcSession  *self,
                                                 CarcGame     *game);
CarcGame       *carc_session_start_level        (CarcSession  *self,
                                                 guint         level,
                                                 guint64       seed,
                                                 GError      **error);
gboolean        carc_session_begin_level        (CarcSession  *self,
                                                 CarcGame     *game,
                                                 GError      **error);
CarcGame       *carc_session_resume_level       (CarcSession  *self,
                                                 GError      **error);
gboolean        carc_session_get_kept           (CarcSession  *self);
void            carc_session_flush              (CarcSession  *self);

G_END_DECLS
