/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-campaign.h"

G_BEGIN_DECLS

#define CARC_TYPE_LEVEL_VIEW (carc_level_view_get_type ())

G_DECLARE_FINAL_TYPE (CarcLevelView, carc_level_view, CARC, LEVEL_VIEW, GtkWidget)

void          carc_level_view_set_campaign (CarcLevelView *self,
                                            CarcCampaign  *campaign);
CarcCampaign *carc_level_view_get_campaign (CarcLevelView *self);
GtkWidget    *carc_level_view_get_card     (CarcLevelView *self,
                                            guint          level);
gint          carc_level_view_get_seat     (CarcLevelView *self,
                                            guint          seat);
void          carc_level_view_set_seat     (CarcLevelView *self,
                                            guint          seat,
                                            gint           who);
const char   *carc_level_view_get_address  (CarcLevelView *self);
guint         carc_level_view_get_port     (CarcLevelView *self);
void          carc_level_view_set_host     (CarcLevelView *self,
                                            const char    *address,
                                            guint          port);

G_END_DECLS
