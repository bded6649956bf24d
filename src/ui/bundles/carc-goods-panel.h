/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_GOODS_PANEL (carc_goods_panel_get_type ())

G_DECLARE_FINAL_TYPE (CarcGoodsPanel, carc_goods_panel, CARC, GOODS_PANEL, GtkWidget)

CarcGame *carc_goods_panel_get_game (CarcGoodsPanel *self);
void      carc_goods_panel_set_game (CarcGoodsPanel *self,
                                     CarcGame       *game);

G_END_DECLS
