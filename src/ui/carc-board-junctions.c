/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where a city goes on across a border between two tiles, each tile's
 * wall ends at a corner of their shared edge, and the two walls meet
 * there in a point: strung along a big city, those points make it a
 * chain of blobs.  A round tower stands over each such joint, as towers
 * join the walls of a town.  A tile's texture cannot know its neighbour,
 * the board does; the tower is drawn over the tiles, under the
 * figures. */

#include "config.h"

#include <math.h>

#include "carc-board-private.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"

/* The city segment of @t at its edge @d (board directions), or
 * CARC_NO_SEGMENT. */
static guint8
city_at (CarcGame             *game,
         const CarcPlacedTile *t,
         guint                 d)
{
  const CarcTileType *type = carc_game_get_tile_type (game, t->type);
  guint8 s = carc_tile_type_edge_segment (type, t->rotation, d & 3);

  if (s == CARC_NO_SEGMENT || carc_tile_geometry_shape (type->segments[s].kind) != CARC_TILE_SHAPE_AREA)
    return CARC_NO_SEGMENT;
  return s;
}

/* Whether the wall of @t's city @s ends at the corner between its edge
 * of the city and its edge @other. */
static gboolean
wall_ends (CarcGame             *game,
           const CarcPlacedTile *t,
           guint8                s,
           guint                 other)
{
  const CarcTileType *type = carc_game_get_tile_type (game, t->type);

  return carc_tile_type_edge_segment (type, t->rotation, other & 3) != s;
}

/* The box a tower's sprite covers round its corner, in tiles: its ring,
 * its shadow and its drawing standing up from it. */
#define SPRITE_LEFT 0.25
#define SPRITE_TOP 0.32
#define SPRITE_SIDE 0.5

/* The towers in tile and slate roofs, rendered once for the tile size on
 * screen and the theme: a frame only copies them. */
static void
update_sprites (CarcBoard *self,
                double     scale)
{
  const CarcTheme *theme = carc_board_get_theme (self);
  double ts = carc_board_tile_size (self) * scale;
  gint side = ceil (ts * SPRITE_SIDE);

  if (self->junction_towers[0] != NULL && self->junction_size == ts && self->junction_theme == theme)
    return;
  self->junction_size = ts;
  self->junction_theme = theme;
  for (guint k = 0; k < G_N_ELEMENTS (self->junction_towers); k++)
    {
      cairo_t *cr;

      g_clear_pointer (&self->junction_towers[k], cairo_surface_destroy);
      self->junction_towers[k] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
      cr = cairo_create (self->junction_towers[k]);
      carc_tile_painter_draw_junction_tower (cr, theme, ts * SPRITE_LEFT, ts * SPRITE_TOP, ts, k);
      cairo_destroy (cr);
    }
}

void
carc_board_draw_wall_junctions (CarcBoard *self,
                                cairo_t   *cr)
{
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double ts = carc_board_tile_size (self);
  g_autoptr(GHashTable) drawn = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile a, b;
      double px, py;

      if (!carc_board_placed_in_view (self, i, ts * 0.2, &a, &px, &py) || a.face_down)
        continue;
      /* Each border once: the one to the east and the one to the south. */
      for (guint d = CARC_EAST; d <= CARC_SOUTH; d++)
        {
          gint n = carc_game_tile_at (self->game, a.x + CARC_DX (d), a.y + CARC_DY (d));
          guint8 sa, sb;

          if (n < 0)
            continue;
          carc_game_get_placed (self->game, n, &b);
          if (b.face_down || (sa = city_at (self->game, &a, d)) == CARC_NO_SEGMENT
              || (sb = city_at (self->game, &b, d + 2)) == CARC_NO_SEGMENT)
            continue;
          /* The edge's two corners: where it starts (clockwise round
           * the tile) the other edge is the one before, and the
           * neighbour's the one after its own; where it ends, the other
           * way round. */
          for (guint k = 0; k < 2; k++)
            {
              static const gint corner[4][2] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
              guint c = (d + k) & 3;
              gint cx = a.x + corner[c][0], cy = a.y + corner[c][1];
              gpointer key = GUINT_TO_POINTER (((guint) cx & 0xffff) << 16 | ((guint) cy & 0xffff));

              if (!wall_ends (self->game, &a, sa, k == 0 ? d + 3 : d + 1)
                  || !wall_ends (self->game, &b, sb, k == 0 ? d + 3 : d + 1)
                  || !g_hash_table_add (drawn, key))
                continue;
              update_sprites (self, scale);
              /* On a whole device pixel, copied. */
              cairo_save (cr);
              cairo_scale (cr, 1 / scale, 1 / scale);
              cairo_set_source_surface (cr, self->junction_towers[((guint) cx * 7u + (guint) cy * 13u) % 2],
                                        round ((px + ts * (corner[c][0] - SPRITE_LEFT)) * scale),
                                        round ((py + ts * (corner[c][1] - SPRITE_TOP)) * scale));
              cairo_paint (cr);
              cairo_restore (cr);
            }
        }
    }
}
