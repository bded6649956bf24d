/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where a tile's fog meets a neighbour without fog, the fog drifts on a
 * little way over the neighbour and thins out raggedly, instead of
 * stopping at the tiles' straight border: a tile's texture cannot know
 * its neighbour, the board does.  The same fog the tiles show (the
 * shared layer, so it runs on without a seam), through a mask of soft
 * blobs along the half edge, each its own size, over the tiles and under
 * everything else.  Fog never drifts onto the table, nor onto a tile
 * lying face down. */

#include "config.h"

#include <math.h>

#include "carc-board-private.h"
#include "carc-tile-painter.h"

/* How far the fog reaches over at most, in tiles. */
#define DRIFT 0.55
#define BLOBS 3

static gboolean
half_fogged (CarcGame *game,
             gint      index,
             CarcHalf  half)
{
  CarcPlacedTile t;
  const CarcTileType *type;
  guint8 segment;

  /* The table, or a tile's back: nothing to drift onto. */
  if (index < 0)
    return TRUE;
  carc_game_get_placed (game, index, &t);
  if (t.face_down)
    return TRUE;
  type = carc_game_get_tile_type (game, t.type);
  segment = carc_tile_type_half_segment (type, t.rotation, half);
  /* The mist, or land it covers. */
  return segment != CARC_NO_SEGMENT
         && (carc_tile_painter_is_fog (type->segments[segment].kind) || carc_tile_painter_under_fog (type, segment));
}

/* A number in 0..1 of a place on the board: the same at every frame. */
static double
place_random (gint  x,
              gint  y,
              guint salt)
{
  guint32 h = (guint32) x * 0x9e3779b1u ^ (guint32) y * 0x85ebca77u ^ salt * 0xc2b2ae3du;

  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  h ^= h >> 12;
  return (h & 0xffff) / 65535.0;
}

/* The mask of the fog drifting over half edge @half of the tile at cell
 * @x, @y, drawn at @px, @py: blobs along the half, opaque at the border. */
static void
drift_mask (cairo_t  *cr,
            gint      x,
            gint      y,
            double    px,
            double    py,
            double    ts,
            CarcHalf  half)
{
  CarcDirection d = half / 2;
  /* The border's start and the step along it, clockwise as the halves go
   * (NL is the north edge's west half). */
  static const double border[4][4] = { { 0, 0, 1, 0 }, { 1, 0, 0, 1 }, { 1, 1, -1, 0 }, { 0, 1, 0, -1 } };
  const double *b = border[d];

  for (guint k = 0; k < BLOBS; k++)
    {
      double f = (half % 2 ? 0.5 : 0) + (k + 0.5) * 0.5 / BLOBS;
      double deep = DRIFT * (0.35 + 0.65 * place_random (x, y, half * BLOBS + k));
      double wide = 0.15 + 0.1 * place_random (x, y, 97 + half * BLOBS + k);
      cairo_pattern_t *p = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);

      cairo_save (cr);
      cairo_translate (cr, px + ts * (b[0] + b[2] * f), py + ts * (b[1] + b[3] * f));
      cairo_scale (cr, ts * (b[2] != 0 ? wide : deep), ts * (b[3] != 0 ? wide : deep));
      cairo_pattern_add_color_stop_rgba (p, 0, 0, 0, 0, 1);
      cairo_pattern_add_color_stop_rgba (p, 0.4, 0, 0, 0, 0.9);
      cairo_pattern_add_color_stop_rgba (p, 1, 0, 0, 0, 0);
      cairo_set_source (cr, p);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (p);
      cairo_restore (cr);
    }
}

void
carc_board_draw_fog_seams (CarcBoard *self,
                           cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  cairo_pattern_t *fog = NULL;

  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;
      double px, py;

      if (!carc_board_placed_in_view (self, i, ts * DRIFT, &t, &px, &py) || t.face_down)
        continue;
      px = round (px);
      py = round (py);
      for (CarcHalf h = CARC_HALF_NL; h <= CARC_HALF_WR; h++)
        {
          CarcDirection d = h / 2;
          gint next = carc_game_tile_at (self->game, t.x + CARC_DX (d), t.y + CARC_DY (d));
          cairo_matrix_t m;

          if (!half_fogged (self->game, i, h) || half_fogged (self->game, next, CARC_HALF_PARTNER (h)))
            continue;
          /* At the tiles' own size (not the zoom's, which glides): the
           * layer is cached at that size already. */
          if (fog == NULL)
            fog = carc_tile_painter_fog_pattern (carc_board_get_theme (self), (gint) round (self->texture_size));
          cairo_save (cr);
          /* Only over the neighbour: the tile has its own fog. */
          cairo_rectangle (cr, px + ts * CARC_DX (d), py + ts * CARC_DY (d), ts, ts);
          cairo_clip (cr);
          /* The fog lying as the tile's does, one tile a period. */
          cairo_matrix_init_scale (&m, round (self->texture_size) / ts, round (self->texture_size) / ts);
          cairo_matrix_translate (&m, -px, -py);
          cairo_pattern_set_matrix (fog, &m);
          cairo_set_source (cr, fog);
          cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
          drift_mask (cr, t.x, t.y, px, py, ts, h);
          cairo_pop_group_to_source (cr);
          {
            cairo_pattern_t *mask = cairo_get_source (cr);

            cairo_pattern_reference (mask);
            cairo_set_source (cr, fog);
            cairo_mask (cr, mask);
            cairo_pattern_destroy (mask);
          }
          cairo_restore (cr);
        }
    }
  if (fog != NULL)
    cairo_pattern_destroy (fog);
}
