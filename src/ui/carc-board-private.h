/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-board.h"

G_BEGIN_DECLS

/* Shared by carc-board.c and carc-board-coop.c only. */
struct _CarcBoard
{
  GtkWidget   parent_instance;

  CarcGame   *game;
  guint       rotation;
  double      zoom;
  double      centre_x;       /* board point shown in the middle, in tiles */
  double      centre_y;

  gboolean    hover_valid;
  double      hover_x;        /* pointer, in widget pixels */
  double      hover_y;
  gint        cursor_x;       /* keyboard cursor cell */
  gint        cursor_y;
  gboolean    cursor_active;
  guint       option_index;   /* keyboard choice among figure spots */

  double      drag_start_x;
  double      drag_start_y;
  gboolean    dragged;
  double      zoom_start;

  GHashTable *textures;       /* type * 4 + rotation → GdkTexture */
  double      texture_size;
  GArray     *cells;          /* CarcBoardCell: where the tile in hand fits */
  GArray     *figure_options; /* CarcAction, of figure_colour when colours are free */
  GArray     *answers;        /* CarcAction: the module question's answers */
  guint       figure_colour;  /* colour of the next guard, when the team chooses */
  guint       drawn[3];       /* the draw last seen: turn, tiles left, tile type */
  guint       focus_source;   /* gives the focus back to the board */
};

/* An empty cell where the tile in hand fits, and how. */
typedef struct
{
  gint  x;
  gint  y;
  guint rotations;            /* bit r: it fits turned r quarters */
} CarcBoardCell;

double         carc_board_tile_size       (CarcBoard *self);
void           carc_board_to_screen       (CarcBoard *self,
                                           double     bx,
                                           double     by,
                                           double    *px,
                                           double    *py);
void           carc_board_mark_cell       (CarcBoard     *self,
                                           cairo_t       *cr,
                                           double         px,
                                           double         py,
                                           const GdkRGBA *colour,
                                           double         width);
const GdkRGBA *carc_board_player_colour   (CarcBoard *self,
                                           guint      player,
                                           GdkRGBA   *out);
guint          carc_board_cell_rotations  (CarcBoard *self,
                                           gint       x,
                                           gint       y);

/* carc-board-coop.c: the cooperative game's figures and questions. */
void           carc_board_draw_coop       (CarcBoard *self,
                                           cairo_t   *cr);
void           carc_board_draw_answers    (CarcBoard *self,
                                           cairo_t   *cr);
CarcError      carc_board_answer_at       (CarcBoard *self,
                                           gint       x,
                                           gint       y,
                                           double     fx,
                                           double     fy);

G_END_DECLS
