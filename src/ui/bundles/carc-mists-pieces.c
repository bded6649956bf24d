/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The cooperative module's layer of the board: ghost figures standing on
 * tiles (up to three side by side, their number beside them when more),
 * guards buried in cemeteries, the hounds beside their guards, and the completed
 * feature the team decides about.  The places the team's questions point
 * at are the core's to mark, by the choices' targets. */
#include "config.h"

#include <math.h>

#include "carc-drawing.h"
#include "carc-mists-pieces.h"
#include "carc-figure-painter.h"
#include "carc-tile-geometry.h"

/* The ghost's sheet, in units of its size, centred on 0, 0: a hood, its
 * arms raised in wisps, its hem trailing in tongues of mist. */
static void
ghost_path (cairo_t *cr)
{
  cairo_new_path (cr);
  cairo_arc (cr, 0, -0.18, 0.3, G_PI, 2 * G_PI);
  cairo_curve_to (cr, 0.36, -0.18, 0.46, -0.28, 0.52, -0.4);
  cairo_curve_to (cr, 0.53, -0.2, 0.45, -0.04, 0.31, 0.02);
  cairo_curve_to (cr, 0.32, 0.15, 0.36, 0.3, 0.42, 0.46);
  cairo_curve_to (cr, 0.32, 0.4, 0.26, 0.36, 0.2, 0.42);
  cairo_curve_to (cr, 0.14, 0.48, 0.04, 0.5, 0, 0.4);
  cairo_curve_to (cr, -0.06, 0.48, -0.16, 0.48, -0.2, 0.42);
  cairo_curve_to (cr, -0.26, 0.36, -0.34, 0.4, -0.42, 0.46);
  cairo_curve_to (cr, -0.36, 0.3, -0.32, 0.15, -0.31, 0.02);
  cairo_curve_to (cr, -0.45, -0.04, -0.53, -0.2, -0.52, -0.4);
  cairo_curve_to (cr, -0.46, -0.28, -0.36, -0.18, -0.3, -0.18);
  cairo_close_path (cr);
}

/* A hollow eye at @x, leaning by @lean. */
static void
ghost_eye (cairo_t *cr,
           double   x,
           double   lean)
{
  cairo_save (cr);
  cairo_translate (cr, x, -0.2);
  cairo_rotate (cr, lean);
  cairo_scale (cr, 0.055, 0.085);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* An ellipse lying on the ground at @x, @y, @rx by @ry, as the path. */
static void
shadow_on_ground (cairo_t *cr,
                  double   x,
                  double   y,
                  double   rx,
                  double   ry)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* A ghost figure centred on @x, @y: taller than the printed symbol, so a
 * figure standing on a tile is told apart from the symbol under it.  A
 * pale sheet that thins to mist at its hem, in a faint sea-green glow of
 * its own (marsh light),
 * hovering over its shadow to the lower right, leaning by @lean
 * (radians). */
void
carc_mists_draw_ghost (cairo_t *cr,
                       double   x,
                       double   y,
                       double   size,
                       double   lean)
{
  cairo_pattern_t *glow, *sheet, *edge;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  shadow_on_ground (cr, 0.1, 0.6, 0.34, 0.07);
  cairo_set_source_rgba (cr, 0.06, 0.08, 0.16, 0.28);
  cairo_fill (cr);
  /* Its shadow lies as any does; the ghost leans over it. */
  cairo_rotate (cr, lean);
  glow = cairo_pattern_create_radial (0, -0.05, 0.1, 0, -0.05, 0.62);
  cairo_pattern_add_color_stop_rgba (glow, 0, 0.62, 0.86, 0.84, 0.35);
  cairo_pattern_add_color_stop_rgba (glow, 1, 0.62, 0.86, 0.84, 0);
  cairo_set_source (cr, glow);
  cairo_arc (cr, 0, -0.05, 0.62, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
  /* Lit from the upper left, cool in its folds, thinning to nothing at
   * the hem, its edge fading with it: a spectre, not a sheet. */
  sheet = cairo_pattern_create_linear (-0.2, -0.5, 0.1, 0.5);
  cairo_pattern_add_color_stop_rgba (sheet, 0, 0.93, 0.97, 0.97, 0.93);
  cairo_pattern_add_color_stop_rgba (sheet, 0.55, 0.80, 0.89, 0.90, 0.8);
  cairo_pattern_add_color_stop_rgba (sheet, 1, 0.70, 0.82, 0.86, 0.1);
  ghost_path (cr);
  cairo_set_source (cr, sheet);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (sheet);
  edge = cairo_pattern_create_linear (0, -0.5, 0, 0.5);
  cairo_pattern_add_color_stop_rgba (edge, 0, 0.22, 0.34, 0.38, 0.9);
  cairo_pattern_add_color_stop_rgba (edge, 0.6, 0.22, 0.34, 0.38, 0.45);
  cairo_pattern_add_color_stop_rgba (edge, 1, 0.22, 0.34, 0.38, 0);
  cairo_set_source (cr, edge);
  cairo_set_line_width (cr, 0.045);
  cairo_stroke (cr);
  cairo_pattern_destroy (edge);
  /* Hollow eyes, leaning in. */
  ghost_eye (cr, -0.11, -0.35);
  ghost_eye (cr, 0.11, 0.35);
  cairo_set_source_rgba (cr, 0.14, 0.2, 0.26, 0.85);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Where the ghost figures on a tile hover, one, two or three: a little
 * band, the one behind first, each its own size and leaning its own way,
 * not one figure stamped in a row. */
typedef struct
{
  double x, y, size, lean;
} GhostPose;

static const GhostPose poses[3][3] = {
  { { 0, 0, 0.24, 0 } },
  { { 0.1, -0.05, 0.2, 0.12 }, { -0.09, 0.03, 0.24, -0.1 } },
  { { 0.01, -0.09, 0.19, 0.06 }, { -0.12, 0.03, 0.23, -0.12 }, { 0.12, 0.05, 0.21, 0.1 } },
};

/* A guard's gravestone centred on @x, @y, @size high: a stone with a
 * round top, lit from the upper left, a guard carved in it, on its
 * mound, so a buried guard reads as buried, not as a figure lying
 * down. */
static void
draw_gravestone (cairo_t *cr,
                 double   x,
                 double   y,
                 double   size)
{
  cairo_pattern_t *stone;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  /* The mound and the stone's shadow on it. */
  shadow_on_ground (cr, 0.05, 0.46, 0.5, 0.12);
  cairo_set_source_rgba (cr, 0.22, 0.17, 0.1, 0.55);
  cairo_fill (cr);
  cairo_move_to (cr, -0.3, 0.46);
  cairo_line_to (cr, -0.3, -0.2);
  cairo_arc (cr, 0, -0.2, 0.3, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.3, 0.46);
  cairo_close_path (cr);
  stone = cairo_pattern_create_linear (-0.3, -0.5, 0.3, 0.46);
  cairo_pattern_add_color_stop_rgb (stone, 0, 0.82, 0.82, 0.8);
  cairo_pattern_add_color_stop_rgb (stone, 1, 0.5, 0.5, 0.5);
  cairo_set_source (cr, stone);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (stone);
  cairo_set_source_rgb (cr, 0.22, 0.2, 0.2);
  cairo_set_line_width (cr, 0.045);
  cairo_stroke (cr);
  /* The guard carved in it: head and body. */
  cairo_arc (cr, 0, -0.2, 0.07, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_move_to (cr, -0.16, 0.3);
  cairo_curve_to (cr, -0.16, 0.02, -0.1, -0.1, 0, -0.1);
  cairo_curve_to (cr, 0.1, -0.1, 0.16, 0.02, 0.16, 0.3);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.25, 0.24, 0.24, 0.75);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A hound's token centred on @x, @y, with its number (1 or 2). */
void
carc_mists_draw_hound (cairo_t *cr,
                       double   x,
                       double   y,
                       double   size,
                       guint    number)
{
  char text[4];
  cairo_text_extents_t ext;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.33, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.16, 0.09, 0.04);
  cairo_set_line_width (cr, 0.07);
  cairo_stroke (cr);
  /* Two drooping ears. */
  cairo_move_to (cr, -0.3, -0.3);
  cairo_curve_to (cr, -0.55, -0.1, -0.5, 0.2, -0.32, 0.25);
  cairo_move_to (cr, 0.3, -0.3);
  cairo_curve_to (cr, 0.55, -0.1, 0.5, 0.2, 0.32, 0.25);
  cairo_stroke (cr);
  g_snprintf (text, sizeof text, "%u", number);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 0.55);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, -ext.width / 2 - ext.x_bearing, -ext.height / 2 - ext.y_bearing);
  cairo_set_source_rgb (cr, 1, 0.96, 0.88);
  cairo_show_text (cr, text);
  /* cairo_show_text() leaves the current point after the text, and
   * cairo_restore() keeps the path: without this the caller's next arc or
   * line would start with a stray line from here. */
  cairo_new_path (cr);
  cairo_restore (cr);
}

/* Where the number of ghosts stands from the ghosts. */
#define BADGE_X 0.16
#define BADGE_Y 0.18

/* How far from the nearest figure on placed tile @tile ghosts at (@x, @y)
 * of the tile and their number lie; 1 with none. */
static double
room_from_figures (CarcGame           *game,
                   guint               tile,
                   const CarcTileType *type,
                   guint               rotation,
                   double              x,
                   double              y)
{
  double room = 1;

  for (guint f = 0; f < carc_game_get_n_figures (game); f++)
    {
      CarcFigureInfo info;
      double fx, fy;

      carc_game_get_figure (game, f, &info);
      if (info.tile == tile && carc_tile_geometry_anchor (type, rotation, info.segment, &fx, &fy))
        room = MIN (room, MIN (hypot (fx - x, fy - y), hypot (fx - x - BADGE_X, fy - y - BADGE_Y)));
    }
  return room;
}

/* Where the ghosts of placed tile @tile stand, in the tile's own units
 * (0–1 across the cell as the board shows it): on its mist (where no guard
 * and no house ever stands), clear of the figures beside it with their
 * number, else in its top right corner. */
#define GHOSTS_ROOM 0.26

void
carc_mists_ghosts_place (CarcGame *game,
                         guint     tile,
                         double   *x,
                         double   *y)
{
  CarcPlacedTile placed;
  const CarcPlacedTile *t = &placed;
  const CarcTileType *type;

  carc_game_get_placed (game, tile, &placed);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (carc_game_get_setup (game)), t->type);
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == CARC_KIND ("mist") && carc_tile_geometry_anchor (type, t->rotation, s, x, y))
      {
        double best = -1, bx = 0, by = 0;

        *x = CLAMP (*x, 0.3, 0.7);
        *y = CLAMP (*y, 0.2, 0.75);
        if (room_from_figures (game, tile, type, t->rotation, *x, *y) >= GHOSTS_ROOM)
          return;
        /* Elsewhere on the mist: the place with most room, the nearest
         * of those with enough. */
        for (double cy = 0.2; cy <= 0.76; cy += 0.05)
          for (double cx = 0.3; cx <= 0.71; cx += 0.05)
            {
              double room = MIN (room_from_figures (game, tile, type, t->rotation, cx, cy), GHOSTS_ROOM);
              double worth = room - 0.01 * hypot (cx - *x, cy - *y);

              if (carc_tile_geometry_segment_at (type, t->rotation, cx, cy) == (gint) s && worth > best)
                best = worth, bx = cx, by = cy;
            }
        if (best > 0)
          *x = bx, *y = by;
        return;
      }
  *x = 0.7;
  *y = 0.2;
}

void
carc_mists_draw_pieces (CarcGame             *game,
                        const CarcBoardFrame *frame,
                        cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  double ts = frame->tile_size;
  guint n = carc_game_get_n_placed (game);

  for (guint i = 0; i < n; i++)
    {
      guint ghosts = carc_mists_get_ghosts (state, i);
      guint buried = carc_mists_get_buried (state, i);
      CarcPlacedTile t;
      double px, py;

      if (ghosts == 0 && buried == 0)
        continue;
      carc_game_get_placed (game, i, &t);
      carc_board_frame_to_screen (frame, t.x, t.y, &px, &py);
      if (buried > 0)
        {
          draw_gravestone (cr, px + ts * 0.5, py + ts * 0.52, ts * 0.26);
          if (buried > 1)
            carc_drawing_count (cr, px + ts * 0.64, py + ts * 0.62, ts * 0.15, buried, 0.14, 0.16, 0.28);
        }
      if (ghosts > 0)
        {
          double gx, gy;

          /* Up to 3 figures side by side on the tile's mist, and the
           * number below them when there are more. */
          carc_mists_ghosts_place (game, i, &gx, &gy);
          for (guint g = 0; g < MIN (ghosts, 3u); g++)
            {
              const GhostPose *pose = &poses[MIN (ghosts, 3u) - 1][g];

              carc_mists_draw_ghost (cr, px + ts * (gx + pose->x), py + ts * (gy + pose->y), ts * pose->size,
                                     pose->lean);
            }
          if (ghosts > 3)
            carc_drawing_count (cr, px + ts * (gx + BADGE_X), py + ts * (gy + BADGE_Y), ts * 0.17, ghosts, 0.14,
                                0.16, 0.28);
        }
    }

  for (guint h = 0; h < 2; h++)
    {
      gint tile;
      CarcPlacedTile t;
      double px, py;

      if (carc_mists_get_hound (state, h, NULL, &tile) != CARC_MISTS_HOUND_PLACED || tile < 0)
        continue;
      carc_game_get_placed (game, tile, &t);
      carc_board_frame_to_screen (frame, t.x, t.y, &px, &py);
      carc_mists_draw_hound (cr, px + ts * (0.16 + 0.2 * h), py + ts * 0.84, ts * 0.2, h + 1);
    }
}

/* The completed feature the team decides about, framed in gold. */
void
carc_mists_draw_decision (CarcGame             *game,
                          const CarcBoardFrame *frame,
                          cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  double ts = frame->tile_size;
  gint32 feature = carc_mists_get_pending (state);
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));

  if (feature < 0)
    return;
  carc_state_feature_tiles (state, (guint32) feature, tiles);
  for (guint i = 0; i < tiles->len; i++)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (game, g_array_index (tiles, guint, i), &t);
      carc_board_frame_to_screen (frame, t.x, t.y, &px, &py);
      cairo_rectangle (cr, px + 2, py + 2, ts - 4, ts - 4);
      cairo_set_source_rgba (cr, 1.0, 0.8, 0.15, 0.95);
      cairo_set_line_width (cr, 4);
      cairo_stroke (cr);
    }
}
