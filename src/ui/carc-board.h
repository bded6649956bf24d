/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"
#include "carc-theme.h"

G_BEGIN_DECLS

#define CARC_TYPE_BOARD (carc_board_get_type ())

G_DECLARE_FINAL_TYPE (CarcBoard, carc_board, CARC, BOARD, GtkWidget)

GtkWidget *carc_board_new            (void);
CarcGame  *carc_board_get_game       (CarcBoard *self);
guint      carc_board_get_rotation   (CarcBoard *self);
double     carc_board_get_zoom       (CarcBoard *self);
void       carc_board_set_game       (CarcBoard *self,
                                      CarcGame  *game);
void       carc_board_set_rotation   (CarcBoard *self,
                                      guint      rotation);
void       carc_board_set_zoom       (CarcBoard *self,
                                      double     zoom);
void       carc_board_set_theme      (CarcBoard  *self,
                                      const char *theme);
const CarcTheme *carc_board_get_theme (CarcBoard *self);
gsize      carc_board_get_texture_bytes (CarcBoard *self);
gboolean   carc_board_get_show_grid  (CarcBoard *self);
void       carc_board_set_show_grid  (CarcBoard *self,
                                      gboolean   show_grid);
void       carc_board_rotate         (CarcBoard *self,
                                      gint       quarter_turns);
void       carc_board_centre         (CarcBoard *self);
void       carc_board_reveal_last_tile (CarcBoard *self);
void       carc_board_set_covered_end (CarcBoard *self,
                                       double     pixels);
void       carc_board_set_covered_corner (CarcBoard *self,
                                          double     width,
                                          double     height);
void       carc_board_fit            (CarcBoard *self);
void       carc_board_pan            (CarcBoard *self,
                                      double     dx,
                                      double     dy);
void       carc_board_move_cursor    (CarcBoard *self,
                                      gint       dx,
                                      gint       dy);
void       carc_board_activate_cursor(CarcBoard *self);
gboolean   carc_board_fits_only_turned (CarcBoard *self);
gboolean   carc_board_get_cursor     (CarcBoard *self,
                                      gint      *x,
                                      gint      *y);
gboolean   carc_board_cancel         (CarcBoard *self);
gboolean   carc_board_activate_cell  (CarcBoard *self,
                                      gint       x,
                                      gint       y,
                                      double     fx,
                                      double     fy);

void       carc_board_set_figure_colour (CarcBoard *self,
                                         guint      colour);
guint      carc_board_get_figure_colour (CarcBoard *self);
void       carc_board_set_figure_kind   (CarcBoard *self,
                                         guint      kind);
guint      carc_board_get_figure_kind   (CarcBoard *self);
guint      carc_board_get_figure_kinds  (CarcBoard *self);
void       carc_board_next_figure       (CarcBoard *self,
                                         gint       step);
gboolean   carc_board_show_choice       (CarcBoard        *self,
                                         const CarcAction *action);
CarcChoice *carc_board_get_pointed      (CarcBoard        *self);

/* For a bundle's board layer (carc-bundle.h): sizes and places in
 * widget pixels. */
double         carc_board_tile_size       (CarcBoard     *self);
void           carc_board_to_screen       (CarcBoard     *self,
                                           double         bx,
                                           double         by,
                                           double        *px,
                                           double        *py);
gboolean       carc_board_segment_anchor  (CarcBoard     *self,
                                           gint           x,
                                           gint           y,
                                           guint          segment,
                                           double        *px,
                                           double        *py);
void           carc_board_mark_cell       (CarcBoard     *self,
                                           cairo_t       *cr,
                                           double         px,
                                           double         py,
                                           const GdkRGBA *colour,
                                           double         width);
const GdkRGBA *carc_board_player_colour   (CarcBoard     *self,
                                           guint          player,
                                           GdkRGBA       *out);
guint          carc_board_cell_rotations  (CarcBoard     *self,
                                           gint           x,
                                           gint           y);

/* For the tests: the middle of the view (in board tiles), whether
 * anything moves (the view gliding, a new tile settling, points rising),
 * and how many points rise. */
void           carc_board_get_centre          (CarcBoard *self,
                                               double    *x,
                                               double    *y);
gboolean       carc_board_get_animating       (CarcBoard *self);
guint          carc_board_get_n_rising_labels (CarcBoard *self);

G_END_DECLS
