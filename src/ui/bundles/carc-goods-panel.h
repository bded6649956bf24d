/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-tally-panel.h"

G_BEGIN_DECLS

#define CARC_TYPE_GOODS_PANEL (carc_goods_panel_get_type ())

G_DECLARE_FINAL_TYPE (CarcGoodsPanel, carc_goods_panel, CARC, GOODS_PANEL, CarcTallyPanel)

G_END_DECLS
