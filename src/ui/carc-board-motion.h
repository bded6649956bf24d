/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-board.h"

G_BEGIN_DECLS

/* The board's motion (carc-board-motion.c): a part of CarcBoard, not an
 * object of its own. */
typedef struct _CarcBoardMotion CarcBoardMotion;

/* Puts the middle of @board's view on board point @x, @y (in tiles). */
typedef void (*CarcBoardMotionMove) (CarcBoard *board,
                                     double     x,
                                     double     y);

CarcBoardMotion *carc_board_motion_new           (CarcBoard           *board,
                                                  CarcBoardMotionMove  move);
void             carc_board_motion_free          (CarcBoardMotion     *self);
gboolean         carc_board_motion_get_running   (CarcBoardMotion     *self);
void             carc_board_motion_finish        (CarcBoardMotion     *self);

void             carc_board_motion_glide         (CarcBoardMotion     *self,
                                                  double               from_x,
                                                  double               from_y,
                                                  double               to_x,
                                                  double               to_y);
gboolean         carc_board_motion_get_glide_end (CarcBoardMotion     *self,
                                                  double              *x,
                                                  double              *y);
void             carc_board_motion_halt          (CarcBoardMotion     *self);

void             carc_board_motion_settle        (CarcBoardMotion     *self,
                                                  gint                 x,
                                                  gint                 y);
gboolean         carc_board_motion_get_settling  (CarcBoardMotion     *self,
                                                  gint                *x,
                                                  gint                *y);
void             carc_board_motion_draw_settling (CarcBoardMotion     *self,
                                                  GtkSnapshot         *snapshot,
                                                  GskRenderNode       *tiles);
void             carc_board_motion_paint_settling (CarcBoardMotion    *self,
                                                   cairo_t            *cr,
                                                   cairo_surface_t    *tile,
                                                   double              side);

void             carc_board_motion_rise          (CarcBoardMotion     *self,
                                                  double               x,
                                                  double               y,
                                                  guint                points,
                                                  const GdkRGBA       *colour);
guint            carc_board_motion_get_n_labels  (CarcBoardMotion     *self);
void             carc_board_motion_clear_labels  (CarcBoardMotion     *self);
void             carc_board_motion_draw_labels   (CarcBoardMotion     *self,
                                                  GtkSnapshot         *snapshot);

G_END_DECLS
