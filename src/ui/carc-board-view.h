/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-board.h"

G_BEGIN_DECLS

#define CARC_TYPE_BOARD_VIEW (carc_board_view_get_type ())

G_DECLARE_FINAL_TYPE (CarcBoardView, carc_board_view, CARC, BOARD_VIEW, GtkWidget)

CarcGame   *carc_board_view_get_game   (CarcBoardView *self);
void        carc_board_view_set_game   (CarcBoardView *self,
                                        CarcGame      *game);
CarcBoard  *carc_board_view_get_board  (CarcBoardView *self);
AdwFlap    *carc_board_view_get_flap   (CarcBoardView *self);
gboolean    carc_board_view_focus_answer (CarcBoardView    *self,
                                          const CarcAction *action);
const char *carc_board_view_get_status (CarcBoardView *self);
GtkWidget  *carc_board_view_get_panel  (CarcBoardView *self,
                                        const char    *module);
void        carc_board_view_redraw_figures (CarcBoardView *self);

G_END_DECLS
