/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-tally-panel.h"

G_BEGIN_DECLS

#define CARC_TYPE_GOLD_PANEL (carc_gold_panel_get_type ())

G_DECLARE_FINAL_TYPE (CarcGoldPanel, carc_gold_panel, CARC, GOLD_PANEL, CarcTallyPanel)

G_END_DECLS
