/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <math.h>

#include "carc-action.h"

G_BEGIN_DECLS

/* What a bundle draws and hit-tests with, for one frame of the board:
 * the size of a tile and where the view looks, in the widget's pixels.
 * Board points are in tiles, cell x, y covering x … x + 1. */
typedef struct
{
  double tile_size;
  double centre_x;     /* the board point in the middle of the view */
  double centre_y;
  double width;        /* the view */
  double height;
  guint  figure_kind;  /* the kind of figure the player has chosen */
  /* The module's choice the pointer is over, the keys picked or a
   * focused or hovered answer's button shows, or NULL: a bundle that
   * draws its choices itself (a ferry's two roads) draws it bolder. */
  const CarcAction *picked;
} CarcBoardFrame;

/* Where the board point @bx, @by is on screen (whole pixels, as the
 * board draws its tiles). */
static inline void
carc_board_frame_to_screen (const CarcBoardFrame *frame,
                            double                bx,
                            double                by,
                            double               *px,
                            double               *py)
{
  *px = round ((bx - frame->centre_x) * frame->tile_size + frame->width / 2.0);
  *py = round ((by - frame->centre_y) * frame->tile_size + frame->height / 2.0);
}

G_END_DECLS
