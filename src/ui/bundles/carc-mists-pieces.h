/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-board-frame.h"
#include "carc-game.h"
#include "carc-mists.h"

G_BEGIN_DECLS

void carc_mists_draw_ghost    (cairo_t   *cr,
                               double     x,
                               double     y,
                               double     size,
                               double     lean);
void carc_mists_draw_hound    (cairo_t   *cr,
                               double     x,
                               double     y,
                               double     size,
                               guint      number);
void carc_mists_ghosts_place  (CarcGame  *game,
                               guint      tile,
                               double    *x,
                               double    *y);
void carc_mists_draw_pieces   (CarcGame  *game,
                               const CarcBoardFrame *frame,
                               cairo_t   *cr);
void carc_mists_draw_decision (CarcGame  *game,
                               const CarcBoardFrame *frame,
                               cairo_t   *cr);

G_END_DECLS
