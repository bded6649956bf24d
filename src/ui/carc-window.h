/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-board-view.h"
#include "carc-game.h"
#include "carc-scoring-view.h"
#include "carc-table.h"

G_BEGIN_DECLS

#define CARC_TYPE_WINDOW (carc_window_get_type ())

G_DECLARE_FINAL_TYPE (CarcWindow, carc_window, CARC, WINDOW, AdwApplicationWindow)

CarcWindow *carc_window_new        (GtkApplication *application);
CarcGame   *carc_window_get_game   (CarcWindow     *self);
CarcBoard  *carc_window_get_board  (CarcWindow     *self);
void        carc_window_set_game   (CarcWindow     *self,
                                    CarcGame       *game);
void        carc_window_open       (CarcWindow     *self,
                                    GFile          *file);
const char *carc_window_get_page   (CarcWindow     *self);
void        carc_window_show_help  (CarcWindow     *self,
                                    const char     *page);
CarcScoringView *carc_window_get_scoring_view (CarcWindow *self);
const char *carc_window_get_status (CarcWindow     *self);
CarcBoardView *carc_window_get_board_view (CarcWindow *self);
void        carc_window_host       (CarcWindow     *self,
                                    CarcGame       *game,
                                    const char     *address,
                                    guint           port);
void        carc_window_host_level (CarcWindow     *self,
                                    CarcGame       *game,
                                    const char     *address,
                                    guint           port);
void        carc_window_join       (CarcWindow     *self,
                                    const char     *link);
void        carc_window_ask_join   (CarcWindow     *self);
CarcTable  *carc_window_get_table  (CarcWindow     *self);

G_END_DECLS
