/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where a tile's fog meets a neighbour without fog, the fog drifts on
 * over the neighbour and thins out softly, instead of stopping at the
 * tiles' straight border: a tile's texture cannot know its neighbour, the
 * board does.  For each cell, the fog it and its neighbours' textures
 * show (carc_tile_painter_fog_cover(), a cell a 32nd of a tile) is spread
 * a little way, blurred, and its edge billowed, less the fog the tile
 * shows itself; that mask lets the same fog the tiles show (the shared
 * layer, so it runs on without a seam) over the tiles and under
 * everything else.  Fog drifts onto the table beside the board, thinner,
 * but never onto a tile lying face down (which lies under it already),
 * though it drifts from one.  The masks are made once a move, for the
 * cells round the tile placed. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-board-private.h"
#include "carc-tile-painter.h"

#define G CARC_TILE_GRID
/* The fog spreads at full this many cells beyond where it lies, then
 * fades over as many (two box blurs of half that): 16 cells, half a
 * tile.  The blurs reach no further back than the spread, so at a
 * border the drift is as thick as the fog it comes from: no step. */
#define SPREAD 8
#define BLUR 4
/* The drift's edge is pushed out and back by as many as WARP cells, by a
 * noise changing over WARP_CELLS (warped()). */
#define WARP 10
#define WARP_CELLS 11
#define MARGIN (SPREAD + 2 * BLUR + WARP + 1)
#define SIDE (G + 2 * MARGIN)

/* A tile's fog as its texture shows it, kept per type and turn. */
typedef struct
{
  guint8 most;
  guint8 cell[G * G];  /* whole under a road in it too: the fog spreads from there */
  guint8 shown[G * G]; /* under a road in it, only its veil */
  guint8 room[G * G];  /* the most fog a cell shows, drift and all */
} Cover;

/* A tile's back lies wholly under the fog's clouds
 * (carc_tile_painter_draw_back()): the fog drifts from it, as from full
 * fog, onto the tiles face up beside it, so that a block of backs does
 * not end in a straight step. */
#define BACK_FOG 255
/* Beside a back the drift lies whole over roads, walls and buildings
 * too, thinning to their veil over this many cells: the back's mist has
 * no edge along its neighbour's city or road. */
#define BACK_RAMP 8

/* The fog of every back, as cover_of() gives it. */
static Cover back;

/* The fog on the tile at @index; NULL where nothing may drift from: the
 * table. */
static const Cover *
cover_of (CarcBoard *self,
          gint       index)
{
  CarcPlacedTile t;
  gpointer key;
  Cover *cover;

  if (index < 0)
    return NULL;
  carc_game_get_placed (self->game, index, &t);
  if (t.face_down)
    return &back;
  key = GUINT_TO_POINTER ((t.type << 2 | (t.rotation & 3)) + 1);
  cover = g_hash_table_lookup (self->fog_covers, key);
  if (cover == NULL)
    {
      cover = g_new0 (Cover, 1);
      carc_tile_painter_fog_cover (carc_game_get_tile_type (self->game, t.type), t.rotation, cover->cell,
                                   cover->shown, cover->room);
      for (guint i = 0; i < G * G; i++)
        cover->most = MAX (cover->most, cover->cell[i]);
      g_hash_table_insert (self->fog_covers, key, cover);
    }
  return cover;
}

/* One pass of a sliding window of @radius over @n values @step apart:
 * their largest (@widest) or their mean. */
static void
slide (guint8   *v,
       gint      n,
       gint      step,
       gint      radius,
       gboolean  widest)
{
  guint8 in[SIDE];

  for (gint i = 0; i < n; i++)
    in[i] = v[i * step];
  if (!widest)
    {
      /* A running sum: the window's mean at one step a value. */
      guint sum = 0;

      for (gint j = 0; j < MIN (radius, n); j++)
        sum += in[j];
      for (gint i = 0; i < n; i++)
        {
          if (i + radius < n)
            sum += in[i + radius];
          if (i - radius - 1 >= 0)
            sum -= in[i - radius - 1];
          v[i * step] = sum / (guint) (MIN (i + radius, n - 1) - MAX (i - radius, 0) + 1);
        }
      return;
    }
  for (gint i = 0; i < n; i++)
    {
      guint8 most = 0;

      for (gint j = MAX (i - radius, 0); j <= MIN (i + radius, n - 1); j++)
        most = MAX (most, in[j]);
      v[i * step] = most;
    }
}

/* How near cell (@x, @y) lies to the neighbours lying face down, the
 * bits of @backs (k = 0..8, left to right and top to bottom, as
 * drift_at() counts them): 1 at their border, 0 from @cells cells. */
static double
back_ramp (guint backs,
           gint  x,
           gint  y,
           gint  cells)
{
  double ramp = 0;

  for (gint k = 0; k < 9 && backs != 0; k++)
    if (backs & (1u << k))
      {
        /* Cells from the back: across its border, or to its corner. */
        gint dx = k % 3 == 0 ? x : k % 3 == 2 ? G - 1 - x : 0;
        gint dy = k / 3 == 0 ? y : k / 3 == 2 ? G - 1 - y : 0;

        ramp = MAX (ramp, 1 - MAX (dx, dy) / (double) cells);
      }
  return MAX (ramp, 0);
}

/* Below this much room a cell lies in a city (or by one, softened):
 * nothing raises its room. */
#define CITY_ROOM 96

/* Beside a tile whose fog shows at their border the drift lies whole over
 * roads, walls and buildings too, thinning to their veil over this many
 * cells: a road along the border does not cut the mist off straight.
 * Not where only a veil shows (a road crossing the border in the fog):
 * the veil goes on across. */
#define FOG_RAMP 8

/* Over a city the mist of a neighbour or a back beside it does not stop
 * at the border in a straight bank: it goes on a few cells as a thin
 * veil, this thick at most, thinning out over CITY_FADE cells.  No
 * further: mist does not lie on a city. */
#define CITY_VEIL 130
#define CITY_FADE 4

/* The most drift cell (@x, @y) takes, its own @room raised to @most
 * near the border of a side neighbour of @near (as drift_at() counts
 * them) over @cells cells, as far as that neighbour shows fog at the
 * border there. */
static guint8
beside_fog (const Cover *const *near,
            guint8              room,
            gint                x,
            gint                y,
            gint                cells,
            guint8              most)
{
  /* Each side neighbour: its index, the cell's distance to it, and its
   * cell across the border. */
  const struct { gint k, distance, across; } sides[4] = {
    { 1, y, (G - 1) * G + x }, { 3, x, y * G + G - 1 }, { 5, G - 1 - x, y * G }, { 7, G - 1 - y, x },
  };
  double ramp = 0;

  for (guint i = 0; i < 4; i++)
    if (near[sides[i].k] != NULL && sides[i].distance < cells)
      ramp = MAX (ramp, near[sides[i].k]->shown[sides[i].across] / 255.0 * (1 - sides[i].distance / (double) cells));
  return (guint8) MAX (room, room + (most - room) * ramp);
}

/* A smooth number in 0..1 at cell (@x, @y) of the board, changing over
 * @cells cells, one of many by @seed: the same on both sides of a
 * border. */
static double
noise_at (gint    x,
          gint    y,
          guint32 seed,
          gint    cells)
{
  gint cx = x >= 0 ? x / cells : (x + 1) / cells - 1, cy = y >= 0 ? y / cells : (y + 1) / cells - 1;
  double fx = (x - cx * cells) / (double) cells, fy = (y - cy * cells) / (double) cells;
  double corner[4];

  for (guint k = 0; k < 4; k++)
    corner[k] = (carc_tile_painter_mix ((guint32) (cx + (gint) (k % 2)) ^ seed * 0xc2b2ae3du,
                                        (guint32) (cy + (gint) (k / 2)))
                 & 0x3ff)
                / 1023.0;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  return (corner[0] * (1 - fx) + corner[1] * fx) * (1 - fy) + (corner[2] * (1 - fx) + corner[3] * fx) * fy;
}

/* How far the drift reaches at cell (@x, @y), 0.7..1.4, so that its thin
 * end wanders instead of running along the border straight. */
static double
wave_at (gint x,
         gint y)
{
  return 0.7 + 0.7 * noise_at (x, y, 0, 10);
}

/* How far the drift's edge is pushed at cell (@x, @y) of the board, -1..1:
 * broad swells with smaller billows on them, as a cloud's edge has, so
 * that it does not fade evenly along a border. */
static double
billow (gint    x,
        gint    y,
        guint32 seed)
{
  return 2 * (0.65 * noise_at (x, y, seed, WARP_CELLS) + 0.35 * noise_at (x, y, seed + 8, WARP_CELLS / 3)) - 1;
}

/* The field at cell (@x, @y) of a tile, as far as WARP cells off, by a
 * slow noise of the board: a bank of fog billows out and back along its
 * edge instead of keeping the tiles' square. */
static double
warped (const guint8 *field,
        gint          tx,
        gint          ty,
        gint          x,
        gint          y)
{
  gint bx = tx * G + x, by = ty * G + y;
  double fx = x + MARGIN + WARP * billow (bx, by, 1);
  double fy = y + MARGIN + WARP * billow (bx, by, 2);
  gint ix = (gint) floor (fx), iy = (gint) floor (fy);
  double ax = fx - ix, ay = fy - iy;
  const guint8 *f = field + iy * SIDE + ix;

  return (f[0] * (1 - ax) + f[1] * ax) * (1 - ay) + (f[SIDE] * (1 - ax) + f[SIDE + 1] * ax) * ay;
}

/* The drift is never thinner than the field at a tile's border, where
 * the neighbour's fog meets it, fading to the billowed field alone over
 * this many cells: its edge may billow back as well as out, instead of
 * fading evenly along the border behind its billows. */
#define KEEP 4

/* How much of the fog's own opacity the fog layer has (its colour at
 * CARC_TILE_FOG_ALPHA, its billows over it). */
#define FOG_ALPHA (CARC_TILE_FOG_ALPHA + 0.03)

/* The drift, as a mask of the fog, that makes a tile showing @shown of
 * its fog show @target (both as masks of the fog, 0..1): not their
 * difference, as the fog is not opaque and shows thicker laid twice. */
static double
over_shown (double shown,
            double target)
{
  double was = FOG_ALPHA * shown, want = FOG_ALPHA * target;

  if (want <= was)
    return 0;
  return MIN ((1 - (1 - want) / (1 - was)) / FOG_ALPHA, 1);
}

/* What drifts onto a tile: the fog's mask, and beside a back the mask of
 * the back's own dark card under it, as the back shows it under its mist,
 * so that a back's bank does not end at its border in a step. */
typedef struct
{
  cairo_pattern_t *fog;
  cairo_pattern_t *card;  /* NULL: no back beside */
} Drift;

static void
drift_free (gpointer data)
{
  Drift *drift = data;

  if (drift == NULL)
    return;
  cairo_pattern_destroy (drift->fog);
  if (drift->card != NULL)
    cairo_pattern_destroy (drift->card);
  g_free (drift);
}

/* A mask over a tile from @surface, a cell a pixel. */
static cairo_pattern_t *
mask_of (cairo_surface_t *surface)
{
  cairo_pattern_t *pattern = cairo_pattern_create_for_surface (surface);
  cairo_matrix_t m;

  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  /* Pattern space is cells: a cell is a 32nd of the tile. */
  cairo_matrix_init_scale (&m, G, G);
  cairo_pattern_set_matrix (pattern, &m);
  return pattern;
}

/* The mask of the card beside the backs among @backs, its edge
 * wandering as the fog's does, on the tile at (@tx, @ty). */
static cairo_surface_t *
card_surface (guint backs,
              gint  tx,
              gint  ty)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, G, G);
  guint8 *data = cairo_image_surface_get_data (surface);
  gint stride = cairo_image_surface_get_stride (surface);

  for (gint y = 0; y < G; y++)
    for (gint x = 0; x < G; x++)
      {
        double ramp = back_ramp (backs, x, y, BACK_RAMP);

        data[y * stride + x] = ramp > 0 ? (guint8) (255 * pow (ramp, 1.5 * wave_at (tx * G + x, ty * G + y))) : 0;
      }
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* Lays the card of the backs among @backs beside the tile at (@tx, @ty),
 * on which @own lies, under @data (the drift's mask, @stride a row), and
 * the drift over it as thick as the back's mist; over a city only as
 * far as @cap (the room the drift found there) lets it.  Returns the
 * card's mask. */
static cairo_pattern_t *
lay_card (guint8       *data,
          gint          stride,
          guint         backs,
          gint          tx,
          gint          ty,
          const Cover  *own,
          const guint8 *cap)
{
  cairo_surface_t *card = card_surface (backs, tx, ty);
  guint8 *under = cairo_image_surface_get_data (card);
  cairo_pattern_t *pattern;

  cairo_surface_flush (card);
  for (gint y = 0; y < G; y++)
    for (gint x = 0; x < G; x++)
      {
        guint8 *u = &under[y * stride + x];

        if (own->room[y * G + x] < CITY_ROOM)
          *u = MIN (*u, cap[y * G + x]);
        data[y * stride + x] = MAX (data[y * stride + x], *u);
      }
  cairo_surface_mark_dirty (card);
  pattern = mask_of (card);
  cairo_surface_destroy (card);
  return pattern;
}

/* No fog, and room for it whole: the table round the board, which the
 * fog drifts onto from the tiles at the board's edge, so that the board
 * does not end in a straight bank of fog.  There it lies thinner, at
 * TABLE_SHARE of its thickness, a haze the table shows through: the
 * board's edge stays plain, and the board does not seem to go on. */
static Cover table;
#define TABLE_SHARE 0.4

/* What drifts onto the cell (@tx, @ty), on which @own lies (&table for
 * the table), from its eight neighbours and over its own fog's edge, or
 * NULL if nothing does. */
static Drift *
drift_at (CarcBoard   *self,
          gint         tx,
          gint         ty,
          const Cover *own)
{
  guint8 field[SIDE * SIDE] = { 0 }, cap[G * G];
  const Cover *near[9] = { NULL };
  gboolean any = FALSE;
  cairo_surface_t *surface;
  Drift *drift = NULL;
  guint8 *data, most = 0;
  gint stride;
  guint backs = 0;

  for (gint k = 0; k < 9; k++)
    {
      near[k] = k == 4 ? own : cover_of (self, carc_game_tile_at (self->game, tx + k % 3 - 1, ty + k / 3 - 1));
      any |= k != 4 && near[k] != NULL && near[k]->most > 0;
      backs |= near[k] == &back ? 1u << k : 0;
    }
  if (!any)
    return NULL;
  /* The fog round the tile and on it: the same field on both sides of a
   * border, so that two tiles' drifts meet there without a step. */
  for (gint y = 0; y < SIDE; y++)
    for (gint x = 0; x < SIDE; x++)
      {
        gint cx = x - MARGIN, cy = y - MARGIN;
        gint k = (cx < 0 ? 0 : cx < G ? 1 : 2) + 3 * (cy < 0 ? 0 : cy < G ? 1 : 2);

        if (near[k] != NULL)
          field[y * SIDE + x] = near[k]->cell[((cy + G) % G) * G + (cx + G) % G];
      }
  /* Spread, then blurred twice: every row, then every column. */
  for (guint pass = 0; pass < 3; pass++)
    {
      for (gint i = 0; i < SIDE; i++)
        slide (field + i * SIDE, SIDE, 1, pass == 0 ? SPREAD : BLUR, pass == 0);
      for (gint i = 0; i < SIDE; i++)
        slide (field + i, SIDE, SIDE, pass == 0 ? SPREAD : BLUR, pass == 0);
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, G, G);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (gint y = 0; y < G; y++)
    for (gint x = 0; x < G; x++)
      {
        gint o = own->shown[y * G + x], v;
        double target, keep;
        guint8 room = own->room[y * G + x];

        /* Beside a back or a neighbour's fog at their border, whole
         * over roads and walls too; over a city, where mist does not
         * lie, a thin veil by the border only. */
        if (room >= CITY_ROOM)
          room = MAX (room + (255 - room) * back_ramp (backs, x, y, BACK_RAMP), beside_fog (near, room, x, y, FOG_RAMP, 255));
        else
          room = MAX (room, MAX (CITY_VEIL * back_ramp (backs, x, y, CITY_FADE),
                                 beside_fog (near, room, x, y, CITY_FADE, CITY_VEIL)));
        /* As thick as the field, or as the room there is, and thick
         * until near its end, as a bank of cloud is, its thin end
         * wandering (whole stays whole, none stays none); the drift goes
         * over what the tile shows of its own fog, as much again as makes
         * the two together that thick (over_shown()). */
        keep = MAX (1 - MIN (MIN (x, y), MIN (G - 1 - x, G - 1 - y)) / (double) KEEP, 0);
        target = MIN (MAX (warped (field, tx, ty, x, y), keep * field[(y + MARGIN) * SIDE + x + MARGIN]), room);
        if (target > 0 && target < 255)
          target = 255 * pow (target / 255.0, 0.5 * wave_at (tx * G + x, ty * G + y));
        if (own == &table)
          target *= TABLE_SHARE;
        v = (gint) (255 * over_shown (o / 255.0, target / 255.0));
        data[y * stride + x] = CLAMP (v, 0, 255);
        cap[y * G + x] = room;
      }
  /* Beside a back, its card goes on under the drift, and the drift lies
   * over the card as thick as the back's mist, over the tile's own fog
   * too.  Not on the table, darker than the card already. */
  if (backs != 0 && own != &table)
    {
      drift = g_new0 (Drift, 1);
      drift->card = lay_card (data, stride, backs, tx, ty, own, cap);
    }
  for (gint y = 0; y < G; y++)
    for (gint x = 0; x < G; x++)
      most = MAX (most, data[y * stride + x]);
  cairo_surface_mark_dirty (surface);
  if (most < 8)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  if (drift == NULL)
    drift = g_new0 (Drift, 1);
  drift->fog = mask_of (surface);
  cairo_surface_destroy (surface);
  return drift;
}

/* Whether any tile placed shows fog. */
static gboolean
any_fog (CarcBoard *self)
{
  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_game_get_placed (self->game, i, &t);
      type = carc_game_get_tile_type (self->game, t.type);
      for (guint s = 0; s < type->n_segments; s++)
        if (carc_tile_painter_is_fog (type->segments[s].kind))
          return TRUE;
    }
  return FALSE;
}

/* The key of cell (@x, @y) in the table of drifts. */
static gpointer
cell_key (gint x,
          gint y)
{
  return GUINT_TO_POINTER ((guint) (x & 0xffff) << 16 | (guint) (y & 0xffff));
}

/* The cell of @key in the table of drifts. */
static void
key_cell (gpointer  key,
          gint     *x,
          gint     *y)
{
  *x = (gint16) (GPOINTER_TO_UINT (key) >> 16);
  *y = (gint16) (GPOINTER_TO_UINT (key) & 0xffff);
}

/* The drift onto cell (@x, @y), made once: NULL kept too, for a cell no
 * fog drifts onto. */
static void
make_drift (CarcBoard *self,
            gint       x,
            gint       y)
{
  gint index = carc_game_tile_at (self->game, x, y);
  const Cover *own = index < 0 ? &table : cover_of (self, index);
  Drift *drift = NULL;

  if (g_hash_table_contains (self->drifts, cell_key (x, y)))
    return;
  /* A back lies under the mist already. */
  if (own != &back)
    drift = drift_at (self, x, y, own);
  g_hash_table_insert (self->drifts, cell_key (x, y), drift);
}

/* The masks made before that still hold: after a tile is placed, all but
 * those on it and round it; after anything else that changes the tiles
 * (an undo, a tile turned face up), none.  Then those missing: on every
 * tile, and on the table beside the board. */
static void
update_drifts (CarcBoard *self)
{
  guint n = carc_game_get_n_placed (self->game), backs = 0;
  gint last = carc_game_get_last_placed (self->game);
  CarcPlacedTile t;

  for (guint i = 0; i < n; i++)
    {
      carc_game_get_placed (self->game, i, &t);
      backs += t.face_down;
    }
  if (n == self->drifts_placed && backs == self->drifts_backs)
    return;
  /* Most games have no fog: nothing drifts (nor does after an undo
   * takes the last fog away). */
  if (backs == 0 && !any_fog (self))
    {
      g_hash_table_remove_all (self->drifts);
      self->drifts_placed = n;
      return;
    }
  if (n == self->drifts_placed + 1 && backs == self->drifts_backs && last == (gint) n - 1)
    {
      carc_game_get_placed (self->game, last, &t);
      for (gint k = 0; k < 9; k++)
        g_hash_table_remove (self->drifts, cell_key (t.x + k % 3 - 1, t.y + k / 3 - 1));
    }
  else
    g_hash_table_remove_all (self->drifts);
  self->drifts_placed = n;
  self->drifts_backs = backs;
  for (guint i = 0; i < n; i++)
    {
      carc_game_get_placed (self->game, i, &t);
      for (gint k = 0; k < 9; k++)
        make_drift (self, t.x + k % 3 - 1, t.y + k / 3 - 1);
    }
}

void
carc_board_draw_fog_seams (CarcBoard *self,
                           cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_pattern_t *fog = NULL;
  GHashTableIter iter;
  gpointer key;
  Drift *drift;

  update_drifts (self);
  g_hash_table_iter_init (&iter, self->drifts);
  while (g_hash_table_iter_next (&iter, &key, (gpointer *) &drift))
    {
      cairo_matrix_t m;
      double px, py;
      gint x, y;

      if (drift == NULL)
        continue;
      key_cell (key, &x, &y);
      carc_board_to_screen (self, x, y, &px, &py);
      if (px + ts < 0 || py + ts < 0 || px > w || py > h)
        continue;
      px = round (px);
      py = round (py);
      /* At the tiles' own size (not the zoom's, which glides): the layer
       * is cached at that size already. */
      if (fog == NULL)
        fog = carc_tile_painter_fog_pattern (carc_board_get_theme (self), (gint) round (self->texture_size));
      cairo_save (cr);
      cairo_rectangle (cr, px, py, ts, ts);
      cairo_clip (cr);
      if (drift->card != NULL)
        {
          cairo_save (cr);
          cairo_translate (cr, px, py);
          cairo_scale (cr, ts, ts);
          carc_tile_painter_set_back_source (cr, carc_board_get_theme (self));
          cairo_mask (cr, drift->card);
          cairo_restore (cr);
        }
      /* The fog lying as the tiles' does: the part of its period the
       * cell's parity says. */
      cairo_matrix_init_translate (&m, ((guint) x % CARC_TILE_FOG_PERIOD) * round (self->texture_size),
                                   ((guint) y % CARC_TILE_FOG_PERIOD) * round (self->texture_size));
      cairo_matrix_scale (&m, round (self->texture_size) / ts, round (self->texture_size) / ts);
      cairo_matrix_translate (&m, -px, -py);
      cairo_pattern_set_matrix (fog, &m);
      cairo_set_source (cr, fog);
      cairo_translate (cr, px, py);
      cairo_scale (cr, ts, ts);
      cairo_mask (cr, drift->fog);
      cairo_restore (cr);
    }
  if (fog != NULL)
    cairo_pattern_destroy (fog);
}

void
carc_board_fog_init (CarcBoard *self)
{
  /* The covers every back and the table share. */
  memset (back.cell, BACK_FOG, sizeof back.cell);
  memset (back.shown, BACK_FOG, sizeof back.shown);
  memset (back.room, 255, sizeof back.room);
  back.most = BACK_FOG;
  memset (table.room, 255, sizeof table.room);
  self->fog_covers = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->drifts = g_hash_table_new_full (NULL, NULL, NULL, drift_free);
}

/* Another game: other tiles, perhaps other types at the same indices. */
void
carc_board_fog_forget (CarcBoard *self)
{
  g_hash_table_remove_all (self->fog_covers);
  g_hash_table_remove_all (self->drifts);
  self->drifts_placed = 0;
  self->drifts_backs = 0;
}
