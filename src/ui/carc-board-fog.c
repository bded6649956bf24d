/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where a tile's fog meets a neighbour without fog, the fog drifts on a
 * little way over the neighbour and thins out raggedly, instead of
 * stopping at the tiles' straight border: a tile's texture cannot know
 * its neighbour, the board does.  The same fog the tiles show (the
 * shared layer, so it runs on without a seam), through a mask of soft
 * blobs along each stretch of a side where the tile's texture shows the
 * fog thick and the neighbour's does not, over the tiles and under
 * everything else.  Fog never drifts onto the table, nor onto a tile
 * lying face down. */

#include "config.h"

#include <math.h>

#include "carc-board-private.h"
#include "carc-tile-painter.h"

/* How far the fog reaches over at most, in tiles. */
#define DRIFT 0.55
/* A blob for each stretch of this many of a side's cells. */
#define BLOB_CELLS 8

/* How thick the fog lies along the sides of the tile at @index, as its
 * texture shows it (carc_tile_painter_fog_sides()), kept per tile type
 * and turn; NULL where nothing may drift on: the table, a tile's back. */
static const guint8 *
fog_sides (CarcBoard *self,
           gint       index)
{
  CarcPlacedTile t;
  gpointer key;
  guint8 *sides;

  if (index < 0)
    return NULL;
  carc_game_get_placed (self->game, index, &t);
  if (t.face_down)
    return NULL;
  key = GUINT_TO_POINTER ((t.type << 2 | (t.rotation & 3)) + 1);
  sides = g_hash_table_lookup (self->fog_sides, key);
  if (sides == NULL)
    {
      sides = g_malloc (4 * CARC_TILE_GRID);
      carc_tile_painter_fog_sides (carc_game_get_tile_type (self->game, t.type), t.rotation,
                                   (guint8 (*)[CARC_TILE_GRID]) sides);
      g_hash_table_insert (self->fog_sides, key, sides);
    }
  return sides;
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

/* Whether the fog lies thick at cell @j of a side (@mine) where the
 * neighbour's (@theirs, from its own clockwise start) lies much thinner:
 * none, or a thin veil beside a full bank. */
static gboolean
drifts_at (const guint8 *mine,
           const guint8 *theirs,
           guint         j)
{
  return mine[j] > 150 && theirs[CARC_TILE_GRID - 1 - j] + 70 < mine[j];
}

/* Whether it does anywhere along the side. */
static gboolean
drifts (const guint8 *mine,
        const guint8 *theirs)
{
  for (guint j = 0; j < CARC_TILE_GRID; j++)
    if (drifts_at (mine, theirs, j))
      return TRUE;
  return FALSE;
}

/* The mask of the fog drifting from side @d of the tile at cell @x, @y,
 * drawn at @px, @py, over the neighbour there: a soft blob along each
 * stretch of the side where the fog lies thick on the tile (@mine) and
 * thin on the neighbour (@theirs, from its own clockwise start), opaque
 * at the border and reaching the further the more they differ. */
static void
drift_mask (cairo_t       *cr,
            gint           x,
            gint           y,
            double         px,
            double         py,
            double         ts,
            CarcDirection  d,
            const guint8  *mine,
            const guint8  *theirs)
{
  /* The side's clockwise start and the step along it. */
  static const double border[4][4] = { { 0, 0, 1, 0 }, { 1, 0, 0, 1 }, { 1, 1, -1, 0 }, { 0, 1, 0, -1 } };
  const double *b = border[d];

  for (guint k = 0; k < CARC_TILE_GRID; k += BLOB_CELLS)
    {
      guint thick = 0, n = 0;
      double f = (k + BLOB_CELLS / 2.0) / CARC_TILE_GRID, deep, wide;
      cairo_pattern_t *p;

      for (guint j = k; j < MIN (k + BLOB_CELLS, CARC_TILE_GRID); j++)
        if (drifts_at (mine, theirs, j))
          {
            thick += mine[j] - theirs[CARC_TILE_GRID - 1 - j];
            n++;
          }
      if (n < BLOB_CELLS / 2)
        continue;
      deep = DRIFT * (0.35 + 0.65 * place_random (x, y, d * 64 + k)) * thick / (255.0 * n);
      wide = (0.8 + 0.5 * place_random (x, y, 997 + d * 64 + k)) * n / (double) CARC_TILE_GRID;
      p = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
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

/* Whether fog may drift over cell (@x, @y): a tile lies there face up. */
static gboolean
drift_ground (CarcBoard *self,
              gint       x,
              gint       y)
{
  gint index = carc_game_tile_at (self->game, x, y);
  CarcPlacedTile t;

  if (index < 0)
    return FALSE;
  carc_game_get_placed (self->game, index, &t);
  return !t.face_down;
}

/* Clips @cr to the neighbour of @t (drawn at @px, @py) on side @d, and on
 * either end to the cells beside that neighbour where tiles lie. */
static void
clip_beyond (CarcBoard            *self,
             cairo_t              *cr,
             const CarcPlacedTile *t,
             CarcDirection         d,
             double                px,
             double                py,
             double                ts)
{
  /* Along the side: the perpendicular direction's step. */
  gint ax = CARC_DY (d) != 0, ay = CARC_DX (d) != 0;
  gint nx = t->x + CARC_DX (d), ny = t->y + CARC_DY (d);
  double before = drift_ground (self, nx - ax, ny - ay) ? ts * DRIFT : 0;
  double after = drift_ground (self, nx + ax, ny + ay) ? ts * DRIFT : 0;
  double x = px + ts * CARC_DX (d) - ax * before, y = py + ts * CARC_DY (d) - ay * before;

  cairo_rectangle (cr, x, y, ts + ax * (before + after), ts + ay * (before + after));
  cairo_clip (cr);
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
      const guint8 *mine;
      double px, py;

      if (!carc_board_placed_in_view (self, i, ts * DRIFT, &t, &px, &py) || t.face_down)
        continue;
      px = round (px);
      py = round (py);
      mine = fog_sides (self, i);
      for (CarcDirection d = CARC_NORTH; d <= CARC_WEST; d++)
        {
          const guint8 *theirs = fog_sides (self, carc_game_tile_at (self->game, t.x + CARC_DX (d), t.y + CARC_DY (d)));
          cairo_matrix_t m;

          if (theirs == NULL || !drifts (mine + d * CARC_TILE_GRID, theirs + CARC_OPPOSITE (d) * CARC_TILE_GRID))
            continue;
          /* At the tiles' own size (not the zoom's, which glides): the
           * layer is cached at that size already. */
          if (fog == NULL)
            fog = carc_tile_painter_fog_pattern (carc_board_get_theme (self), (gint) round (self->texture_size));
          cairo_save (cr);
          /* Beyond the shared side only: the tile has its own fog.  Along
           * it, on over the neighbour's neighbours where tiles lie, so
           * that the drift does not stop in a line at the neighbour's
           * corners. */
          clip_beyond (self, cr, &t, d, px, py, ts);
          /* The fog lying as the tile's does, one tile a period. */
          cairo_matrix_init_scale (&m, round (self->texture_size) / ts, round (self->texture_size) / ts);
          cairo_matrix_translate (&m, -px, -py);
          cairo_pattern_set_matrix (fog, &m);
          cairo_set_source (cr, fog);
          cairo_push_group_with_content (cr, CAIRO_CONTENT_ALPHA);
          drift_mask (cr, t.x, t.y, px, py, ts, d, mine + d * CARC_TILE_GRID, theirs + CARC_OPPOSITE (d) * CARC_TILE_GRID);
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
