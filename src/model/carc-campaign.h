/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-campaign-rules.h"
#include "carc-file-writer.h"
#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_CAMPAIGN (carc_campaign_get_type ())

G_DECLARE_FINAL_TYPE (CarcCampaign, carc_campaign, CARC, CAMPAIGN, GObject)

typedef enum
{
  CARC_LEVEL_LOCKED = 0,
  CARC_LEVEL_OPEN,
  CARC_LEVEL_WON,
} CarcLevelStatus;

CarcCampaign    *carc_campaign_new               (GFile         *folder,
                                                  const CarcCampaignRules *rules);
const CarcCampaignRules *
                 carc_campaign_get_rules         (CarcCampaign  *self);
GFile           *carc_campaign_get_folder        (CarcCampaign  *self);
const GError    *carc_campaign_get_load_error    (CarcCampaign  *self);
const char      *carc_campaign_get_notice        (CarcCampaign  *self);
void             carc_campaign_dismiss_notice    (CarcCampaign  *self);
void             carc_campaign_set_writer        (CarcCampaign   *self,
                                                  CarcFileWriter *writer);
gboolean         carc_campaign_reports_file      (CarcCampaign  *self,
                                                  GFile         *file);

CarcLevelStatus  carc_campaign_get_status        (CarcCampaign  *self,
                                                  guint          level);
guint            carc_campaign_get_attempts      (CarcCampaign  *self,
                                                  guint          level);
guint            carc_campaign_get_best          (CarcCampaign  *self,
                                                  guint          level);
guint            carc_campaign_get_current_level (CarcCampaign  *self);

guint            carc_campaign_get_people        (CarcCampaign  *self);
const guint     *carc_campaign_get_colours       (CarcCampaign  *self,
                                                  guint         *n_colours);
gboolean         carc_campaign_get_won_by_house  (CarcCampaign  *self,
                                                  guint          level);
gboolean         carc_campaign_get_house_marks   (CarcCampaign  *self);
void             carc_campaign_set_house_marks   (CarcCampaign  *self,
                                                  gboolean       house_marks);
gboolean         carc_campaign_set_team          (CarcCampaign  *self,
                                                  guint          people,
                                                  const guint   *colours,
                                                  guint          n_colours);

CarcGame        *carc_campaign_new_level         (CarcCampaign  *self,
                                                  guint          level,
                                                  guint64        seed,
                                                  GError       **error);
gboolean         carc_campaign_begin_level       (CarcCampaign  *self,
                                                  CarcGame      *game,
                                                  GError       **error);
CarcGame        *carc_campaign_start_level       (CarcCampaign  *self,
                                                  guint          level,
                                                  guint64        seed,
                                                  GError       **error);
CarcGame        *carc_campaign_resume            (CarcCampaign  *self,
                                                  GError       **error);
gboolean         carc_campaign_save_game         (CarcCampaign  *self,
                                                  CarcGame      *game,
                                                  GError       **error);

gboolean         carc_campaign_is_level          (CarcCampaign  *self,
                                                  CarcGame      *game);

const char      *carc_campaign_colour            (CarcCampaign  *self,
                                                  guint          colour);
const char      *carc_campaign_colour_name       (CarcCampaign  *self,
                                                  guint          colour);

G_END_DECLS
