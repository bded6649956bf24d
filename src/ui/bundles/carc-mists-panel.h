/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_MISTS_PANEL (carc_mists_panel_get_type ())

G_DECLARE_FINAL_TYPE (CarcMistsPanel, carc_mists_panel, CARC, MISTS_PANEL, GtkWidget)

CarcGame *carc_mists_panel_get_game (CarcMistsPanel *self);
void      carc_mists_panel_set_game (CarcMistsPanel *self,
                                     CarcGame       *game);

G_END_DECLS
