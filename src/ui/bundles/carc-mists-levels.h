/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-bundle.h"

G_BEGIN_DECLS

/* The words of the campaign's levels page: the six levels' cards. */
extern const CarcCampaignLook carc_mists_campaign_look;

G_END_DECLS
