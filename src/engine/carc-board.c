/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board: placed tiles, the frontier of empty cells where a tile may
 * go, and the features as a union–find forest over segments.
 *
 * Placing a tile creates one node per segment, each counting all its ports
 * (edges for roads and cities, half-edges for fields) as open.  Every port
 * that meets a neighbour's port joins the two nodes' features and closes
 * two ports at once, so a feature is complete exactly when its open count
 * reaches zero, loops included.
 *
 * Each empty cell next to the board carries the edge kinds its placed
 * neighbours require, packed two bits per direction like a tile type's
 * rotation signature, so testing a rotation is one mask and compare. */
#include "carc-state-private.h"

static const guint pattern_weight[4] = { 1, 5, 25, 125 };

/* The torus's first width: a classic game's board mostly fits in it. */
#define CARC_BOARD_FIRST_WIDTH 32

void
carc_board_init (CarcState *self,
                 guint      capacity,
                 guint      n_segments)
{
  self->width = CARC_BOARD_FIRST_WIDTH;
  self->capacity = capacity;
  self->seg_capacity = n_segments;
  self->cells = g_new0 (CarcCell, (gsize) self->width * self->width);
  self->placed = g_new0 (CarcPlaced, capacity);
  self->frontier = g_new (CarcFrontier, 4 * capacity + 4);
  self->segs = g_new (CarcSeg, n_segments);
  self->centres = g_new (CarcCentre, capacity);
  self->tile_stamp = g_new0 (guint32, capacity);
  self->seg_stamp = g_new0 (guint32, n_segments);
}

/* The board of @self for its copy @copy, whose other fields are already
 * @self's: only what is in use is copied, for a look ahead copies the
 * state at every playout, mostly near a game's start.  The cells are the
 * placed tiles' and the frontier's, written again into a cleared torus;
 * the stamps start cleared, since every walk takes a fresh one. */
void
carc_board_copy (CarcState       *copy,
                 const CarcState *self)
{
  guint w = self->width;

  copy->cells = g_new0 (CarcCell, (gsize) w * w);
  copy->placed = g_new (CarcPlaced, self->capacity);
  copy->frontier = g_new (CarcFrontier, 4 * self->capacity + 4);
  copy->segs = g_new (CarcSeg, self->seg_capacity);
  copy->centres = g_new (CarcCentre, self->capacity);
  copy->tile_stamp = g_new0 (guint32, self->capacity);
  copy->seg_stamp = g_new0 (guint32, self->seg_capacity);
  memcpy (copy->placed, self->placed, sizeof (CarcPlaced) * self->n_placed);
  memcpy (copy->frontier, self->frontier, sizeof (CarcFrontier) * self->n_frontier);
  memcpy (copy->segs, self->segs, sizeof (CarcSeg) * self->n_segs);
  memcpy (copy->centres, self->centres, sizeof (CarcCentre) * self->n_centres);
  if (self->seg_rederived != NULL)
    {
      copy->seg_rederived = g_new0 (guint32, self->seg_capacity);
      memcpy (copy->seg_rederived, self->seg_rederived, sizeof (guint32) * self->n_segs);
    }
  for (guint i = 0; i < self->n_placed; i++)
    copy->cells[(gsize) self->placed[i].cy * w + self->placed[i].cx].tile = i + 1;
  for (guint i = 0; i < self->n_frontier; i++)
    copy->cells[self->frontier[i].cell].frontier = i + 1;
}

void
carc_board_clear (CarcState *self)
{
  g_free (self->cells);
  g_free (self->placed);
  g_free (self->frontier);
  g_free (self->segs);
  g_free (self->centres);
  g_free (self->tile_stamp);
  g_free (self->seg_stamp);
  g_free (self->seg_rederived);
}

/* Notes that the segment @seg is being derived again. */
static inline void
note_rederived (CarcState *self,
                guint32    seg)
{
  if (self->seg_rederived == NULL)
    self->seg_rederived = g_new0 (guint32, self->seg_capacity);
  self->seg_rederived[seg] = self->rederivations;
}

/* Remembers that the feature @root has no open port left, for the
 * turn's scoring: a tile that closes nothing scores nothing, and most
 * tiles close nothing. */
static inline void
note_closed (CarcState *self,
             guint32    root)
{
  if (self->segs[root].open == 0 && carc_state_kind (self, self->segs[root].kind)->joins == CARC_JOINS_EDGES)
    self->closed = TRUE;
}

/* Joins the features of @a and @b; with @ports, closes the two ports that
 * met (a join across an edge), else none (a join inside a tile). */
static void
join (CarcState *self,
      guint32    a,
      guint32    b,
      gboolean   ports)
{
  CarcSeg *segs = self->segs;
  guint32 ra = carc_board_find (self, a);
  guint32 rb = carc_board_find (self, b);

  if (ra != rb)
    {
      guint32 tmp;

      if (segs[ra].size < segs[rb].size)
        {
          tmp = ra;
          ra = rb;
          rb = tmp;
        }
      segs[rb].parent = ra;
      segs[ra].size += segs[rb].size;
      segs[ra].open += segs[rb].open;
      segs[ra].figures += segs[rb].figures;
      segs[ra].done |= segs[rb].done;
      /* Splice the two circular member lists. */
      tmp = segs[ra].next;
      segs[ra].next = segs[rb].next;
      segs[rb].next = tmp;
    }
  if (ports)
    segs[ra].open -= 2;
  note_closed (self, ra);
}

static inline void
join_ports (CarcState *self,
            guint32    a,
            guint32    b)
{
  join (self, a, b, TRUE);
}

/* Joins the tile @p to its neighbour @q in direction @d across their
 * edge: segments of one kind only, on the edge and on each half-edge
 * (fields join fields and mist joins mist; where kinds differ both ports
 * stay open, so that mist meeting a field, or two kinds of river, never
 * close). */
static void
join_across (CarcState        *self,
             const CarcPlaced *p,
             const CarcPlaced *q,
             guint             d)
{
  guint a = p->edge_seg[d];
  guint b = q->edge_seg[CARC_OPPOSITE (d)];

  if (a != CARC_NO_SEGMENT && b != CARC_NO_SEGMENT
      && self->segs[p->seg_base + a].kind == self->segs[q->seg_base + b].kind)
    join_ports (self, p->seg_base + a, q->seg_base + b);
  for (guint h = 2 * d; h < 2 * d + 2; h++)
    {
      a = p->half_seg[h];
      b = q->half_seg[CARC_HALF_PARTNER (h)];
      if (a != CARC_NO_SEGMENT && b != CARC_NO_SEGMENT
          && self->segs[p->seg_base + a].kind == self->segs[q->seg_base + b].kind)
        join_ports (self, p->seg_base + a, q->seg_base + b);
    }
}

static void
reset_segment (CarcState         *self,
               guint32            id,
               const CarcSegment *s)
{
  CarcSeg *seg = &self->segs[id];

  seg->parent = id;
  seg->next = id;
  seg->open = s->joins == CARC_JOINS_HALVES ? s->n_halves : s->n_edges;
  seg->size = 1;
  seg->figures = 0;
  seg->done = 0;
  seg->kind = s->kind;
  seg->arms = s->arms;
  note_closed (self, id);
}

/* Builds every feature again from the tiles on the board, then joins the
 * pairs of segments in @inner (global ids, two by two) inside their tiles:
 * for a module whose pieces change how a tile's segments connect (a ferry
 * moved across a lake).  Figures stay where they stand; a feature that was
 * complete and scored stays so. */
void
carc_board_rederive (CarcState     *self,
                     const guint32 *inner,
                     guint          n_inner)
{
  g_autofree guint8 *was_done = g_new (guint8, MAX (self->n_segs, 1));

  for (guint32 s = 0; s < self->n_segs; s++)
    {
      was_done[s] = self->segs[carc_board_find (self, s)].done;
      note_rederived (self, s);
    }
  for (guint i = 0; i < self->n_placed; i++)
    {
      const CarcPlaced *p = &self->placed[i];
      const CarcTileType *tt = carc_state_tile_type (self, p->type);

      for (guint k = 0; k < p->n_segments; k++)
        reset_segment (self, p->seg_base + k, &tt->segments[k]);
    }
  /* Each pair of neighbours once: across the east and south edges. */
  for (guint i = 0; i < self->n_placed; i++)
    for (guint d = CARC_EAST; d <= CARC_SOUTH; d++)
      {
        const CarcCell *n = carc_board_neighbour (self, &self->placed[i], CARC_DX (d), CARC_DY (d));

        if (n->tile != 0)
          join_across (self, &self->placed[i], &self->placed[n->tile - 1], d);
      }
  for (guint k = 0; k + 1 < n_inner; k += 2)
    if (inner[k] < self->n_segs && inner[k + 1] < self->n_segs)
      join (self, inner[k], inner[k + 1], FALSE);
  for (guint i = 0; i < self->figures->len; i++)
    {
      const CarcFigureOnBoard *f = &g_array_index (self->figures, CarcFigureOnBoard, i);

      if (f->player != CARC_NEUTRAL)
        self->segs[carc_board_find (self, f->seg)].figures++;
    }
  for (guint32 s = 0; s < self->n_segs; s++)
    if (was_done[s])
      self->segs[carc_board_find (self, s)].done = 1;
}

/* join_across() for the segments carrying the stamp @mark only. */
static void
join_across_marked (CarcState        *self,
                    const CarcPlaced *p,
                    const CarcPlaced *q,
                    guint             d,
                    guint32           mark)
{
  const guint32 *stamp = self->seg_stamp;
  guint a = p->edge_seg[d];
  guint b = q->edge_seg[CARC_OPPOSITE (d)];

  if (a != CARC_NO_SEGMENT && b != CARC_NO_SEGMENT && stamp[p->seg_base + a] == mark
      && stamp[q->seg_base + b] == mark && self->segs[p->seg_base + a].kind == self->segs[q->seg_base + b].kind)
    join_ports (self, p->seg_base + a, q->seg_base + b);
  for (guint h = 2 * d; h < 2 * d + 2; h++)
    {
      a = p->half_seg[h];
      b = q->half_seg[CARC_HALF_PARTNER (h)];
      if (a != CARC_NO_SEGMENT && b != CARC_NO_SEGMENT && stamp[p->seg_base + a] == mark
          && stamp[q->seg_base + b] == mark && self->segs[p->seg_base + a].kind == self->segs[q->seg_base + b].kind)
        join_ports (self, p->seg_base + a, q->seg_base + b);
    }
}

/* The scratch array *@array, made the first time, holding at least @n
 * elements; its length is what it holds, never cut. */
static gpointer
scratch (GArray **array,
         guint    element_size,
         guint    n)
{
  if (*array == NULL)
    *array = g_array_sized_new (FALSE, FALSE, element_size, n);
  if ((*array)->len < n)
    g_array_set_size (*array, n);
  return (*array)->data;
}

/* Marks with @mark every segment of the features through the segments
 * @segments (bits) of @tile, putting them in @member and their tiles,
 * each once, in @at, both sized for the whole board; @done says of each
 * member whether its feature was done.  Returns how many members, with
 * the tiles' count in @n_tiles. */
static guint
mark_features_through (CarcState *self,
                       guint      tile,
                       guint32    segments,
                       guint32    mark,
                       guint32   *member,
                       guint8    *done,
                       guint     *at,
                       guint     *n_tiles)
{
  const CarcPlaced *p = &self->placed[tile];
  guint n_members = 0;

  *n_tiles = 0;
  /* Only the segments asked for are looked up: a lake tile has many. */
  for (guint32 ks = segments & ((1u << p->n_segments) - 1); ks != 0; ks &= ks - 1)
    {
      guint32 root = carc_board_find (self, p->seg_base + __builtin_ctz (ks));
      guint32 seg = root;

      if (self->seg_stamp[root] == mark)
        continue;
      do
        {
          guint t = self->segs[seg].tile;

          self->seg_stamp[seg] = mark;
          done[n_members] = self->segs[root].done;
          member[n_members++] = seg;
          if (self->tile_stamp[t] != mark)
            {
              self->tile_stamp[t] = mark;
              at[(*n_tiles)++] = t;
            }
          seg = self->segs[seg].next;
        }
      while (seg != root);
    }
  return n_members;
}

/* carc_board_rederive() for the features through the segments
 * @segments (bits) of the tile @tile only: for a module whose pieces
 * change how those segments connect inside the tile (a ferry placed or
 * moved on its lake's road ends).  No other feature can change, for a
 * segment joined to one of theirs, across an edge or inside a tile, is
 * one of theirs: they are built again from their own segments, the joins
 * between them (@inner as for carc_board_rederive()), their figures and
 * their completion, and the rest of the board is not read.  The scratch
 * arrays are kept by the state at the board's full size, made once. */
void
carc_board_rederive_through (CarcState     *self,
                             guint          tile,
                             guint32        segments,
                             const guint32 *inner,
                             guint          n_inner)
{
  guint32 mark = carc_state_next_stamp (self);
  guint32 *seg = scratch (&self->rederived, sizeof (guint32), self->seg_capacity);
  guint8 *was_done = scratch (&self->rederived_done, sizeof (guint8), self->seg_capacity);
  guint *tiles = scratch (&self->rederived_tiles, sizeof (guint), self->capacity);
  guint n_tiles;
  guint n_members = mark_features_through (self, tile, segments, mark, seg, was_done, tiles, &n_tiles);
  gboolean standing = FALSE;

  for (guint i = 0; i < n_members; i++)
    {
      const CarcPlaced *p = &self->placed[self->segs[seg[i]].tile];
      const CarcSegment *ts = &carc_state_tile_type (self, p->type)->segments[self->segs[seg[i]].local];

      standing |= self->segs[seg[i]].standing != 0;
      reset_segment (self, seg[i], ts);
      note_rederived (self, seg[i]);
    }
  /* Each pair of neighbours once: across the east and south edges. */
  for (guint i = 0; i < n_tiles; i++)
    for (guint d = CARC_EAST; d <= CARC_SOUTH; d++)
      {
        const CarcPlaced *p = &self->placed[tiles[i]];
        const CarcCell *n = carc_board_neighbour (self, p, CARC_DX (d), CARC_DY (d));

        if (n->tile != 0)
          join_across_marked (self, p, &self->placed[n->tile - 1], d, mark);
      }
  for (guint k = 0; k + 1 < n_inner; k += 2)
    if (inner[k] < self->n_segs && inner[k + 1] < self->n_segs && self->seg_stamp[inner[k]] == mark
        && self->seg_stamp[inner[k + 1]] == mark)
      join (self, inner[k], inner[k + 1], FALSE);
  /* The board's figures are looked at only when one stands on a member. */
  for (guint i = 0; standing && i < self->figures->len; i++)
    {
      const CarcFigureOnBoard *f = &g_array_index (self->figures, CarcFigureOnBoard, i);

      if (f->player != CARC_NEUTRAL && self->seg_stamp[f->seg] == mark)
        self->segs[carc_board_find (self, f->seg)].figures++;
    }
  for (guint i = 0; i < n_members; i++)
    if (was_done[i])
      self->segs[carc_board_find (self, seg[i])].done = 1;
}

static void
frontier_remove (CarcState *self,
                 CarcCell  *cell)
{
  guint pos = cell->frontier - 1;

  self->frontier[pos] = self->frontier[--self->n_frontier];
  self->cells[self->frontier[pos].cell].frontier = pos + 1;
  cell->frontier = 0;
}

/* The frontier entry of the empty cell @x, @y; NULL when no tile is next
 * to it (or a tile lies there). */
const CarcFrontier *
carc_board_frontier_at (const CarcState *self,
                        gint             x,
                        gint             y)
{
  const CarcCell *cell = carc_board_cell (self, x, y);
  const CarcFrontier *f;

  if (cell->tile != 0 || cell->frontier == 0)
    return NULL;
  f = &self->frontier[cell->frontier - 1];
  return f->x == x && f->y == y ? f : NULL;
}

CarcError
carc_board_check_placement (const CarcState *self,
                            guint            type,
                            guint            rotation,
                            gint             x,
                            gint             y)
{
  const CarcTileType *tt = carc_state_tile_type (self, type);
  const CarcFrontier *f;
  const CarcCell *cell;

  if (rotation > 3)
    return CARC_ERROR_BAD_ROTATION;
  if (x <= G_MININT16 + 1 || x >= G_MAXINT16 - 1 || y <= G_MININT16 + 1 || y >= G_MAXINT16 - 1)
    return CARC_ERROR_OFF_BOARD;
  cell = carc_board_cell (self, x, y);
  if (cell->tile != 0)
    {
      const CarcPlaced *p = &self->placed[cell->tile - 1];

      return p->x == x && p->y == y ? CARC_ERROR_CELL_OCCUPIED : CARC_ERROR_NOT_ADJACENT;
    }
  f = carc_board_frontier_at (self, x, y);
  if (f == NULL || f->face_up == 0)
    return CARC_ERROR_NOT_ADJACENT;
  if (((tt->signature[rotation] ^ f->req) & f->mask) != 0)
    return CARC_ERROR_EDGE_MISMATCH;
  return CARC_OK;
}

/* Whether @type fits the empty cell @x, @y in some rotation, by its edges
 * alone (the face-up rule of haunted cemeteries is not asked). */
gboolean
carc_board_fits_cell (const CarcState *self,
                      guint            type,
                      gint             x,
                      gint             y)
{
  const CarcFrontier *f = carc_board_frontier_at (self, x, y);

  return f != NULL && carc_state_tile_type (self, type)->fits[f->pattern] != 0;
}

/* The rotations of @tt that fit the frontier entry @cell, as bits; none
 * where only face-down tiles touch it.  The one test listing, counting
 * and picking share, so that they agree on every placement and its order. */
static inline guint
fitting_rotations (const CarcTileType *tt,
                   const CarcFrontier *cell)
{
  return tt->fits[cell->key];
}

/* Appends every legal placement of @type, one rotation per distinct
 * orientation; with @actions NULL only answers whether there is one. */
gboolean
carc_board_list_placements (const CarcState *self,
                            guint            type,
                            GArray          *actions)
{
  const CarcTileType *tt = carc_state_tile_type (self, type);
  guint start, n;
  CarcAction *out;

  if (actions == NULL)
    {
      for (guint i = 0; i < self->n_frontier; i++)
        if (fitting_rotations (tt, &self->frontier[i]) != 0)
          return TRUE;
      return FALSE;
    }

  /* Reserve room for the worst case once, then trim. */
  start = actions->len;
  g_array_set_size (actions, start + self->n_frontier * tt->period);
  out = &g_array_index (actions, CarcAction, start);
  n = 0;
  for (guint i = 0; i < self->n_frontier; i++)
    {
      const CarcFrontier *cell = &self->frontier[i];
      guint fits = fitting_rotations (tt, cell);

      while (fits != 0)
        {
          guint r = __builtin_ctz (fits);

          fits &= fits - 1;
          out[n++] = (CarcAction) {
            .kind = CARC_ACTION_PLACE_TILE, .rotation = r, .x = cell->x, .y = cell->y,
          };
        }
    }
  g_array_set_size (actions, start + n);
  return n > 0;
}

/* The placement carc_board_list_placements() would append for @type at
 * the index carc_rng_range (@rng, n) draws, n being how many it would
 * append, without writing them out: a random player needs only the count
 * to draw its index.  One pass counts, keeping how many come before each
 * cell; the second finds the cell of the index by those counts alone
 * (each step a load and a compare, with nothing carried from the last).
 * FALSE, with @rng untouched, when there is none. */
gboolean
carc_board_pick_placement (const CarcState *self,
                           guint            type,
                           CarcRng         *rng,
                           CarcAction      *action)
{
  const CarcTileType *tt = carc_state_tile_type (self, type);
  guint16 before[4 * CARC_MAX_TILES + 5];
  guint n = 0, index, i, fits;

  g_assert (self->n_frontier < G_N_ELEMENTS (before));
  for (i = 0; i < self->n_frontier; i++)
    {
      before[i] = n;
      n += tt->n_fits[self->frontier[i].key];
    }
  if (n == 0)
    return FALSE;
  before[i] = n;
  index = carc_rng_range (rng, n);
  for (i = 0; before[i + 1] <= index; i++)
    ;
  /* Drop the lowest rotations before the index: the listing goes up
   * from 0. */
  fits = fitting_rotations (tt, &self->frontier[i]);
  for (index -= before[i]; index > 0; index--)
    fits &= fits - 1;
  *action = (CarcAction) {
    .kind = CARC_ACTION_PLACE_TILE, .rotation = __builtin_ctz (fits),
    .x = self->frontier[i].x, .y = self->frontier[i].y,
  };
  return TRUE;
}

guint
carc_board_count_neighbours (const CarcState  *self,
                             const CarcPlaced *tile,
                             gboolean          face_up_only)
{
  guint n = 0;

  /* On the torus every occupied slot this close is a real neighbour. */
  for (gint j = -1; j <= 1; j++)
    for (gint i = -1; i <= 1; i++)
      {
        const CarcCell *c = carc_board_neighbour (self, tile, i, j);

        if ((i != 0 || j != 0) && c->tile != 0 && !(face_up_only && self->placed[c->tile - 1].face_down))
          n++;
      }
  return n;
}

/* Makes the torus wide enough for a tile at @x, @y: the placed tiles and
 * the frontier around them (one cell more on each side) must not share a
 * slot.  Doubling it writes the tiles and the frontier into a new torus,
 * as a copy does: a few times a game at most. */
static void
fit_board (CarcState *self,
           gint       x,
           gint       y)
{
  guint w = self->width;

  if (self->n_placed == 0)
    {
      self->min_x = self->max_x = x;
      self->min_y = self->max_y = y;
    }
  self->min_x = MIN (self->min_x, x);
  self->max_x = MAX (self->max_x, x);
  self->min_y = MIN (self->min_y, y);
  self->max_y = MAX (self->max_y, y);
  while ((guint) (self->max_x - self->min_x) + 3 > w || (guint) (self->max_y - self->min_y) + 3 > w)
    w *= 2;
  if (w == self->width)
    return;
  g_free (self->cells);
  self->width = w;
  self->cells = g_new0 (CarcCell, (gsize) w * w);
  for (guint i = 0; i < self->n_placed; i++)
    {
      CarcPlaced *p = &self->placed[i];

      p->cx = carc_board_wrap (p->x, w);
      p->cy = carc_board_wrap (p->y, w);
      self->cells[(gsize) p->cy * w + p->cx].tile = i + 1;
    }
  for (guint i = 0; i < self->n_frontier; i++)
    {
      CarcFrontier *f = &self->frontier[i];

      f->cell = carc_board_cell_index (self, f->x, f->y);
      self->cells[f->cell].frontier = i + 1;
    }
}

/* Puts a tile on the board without checking legality; returns its index.
 * A face-down tile has no segments and requires nothing of its
 * neighbours; features that reach it stay open for good. */
guint
carc_board_place (CarcState *self,
                  guint      type,
                  guint      rotation,
                  gint       x,
                  gint       y,
                  gboolean   face_down)
{
  const CarcTileType *tt = carc_state_tile_type (self, type);
  guint index;
  CarcPlaced *p;
  CarcCell *cell;
  guint8 with = 0;

  fit_board (self, x, y);
  index = self->n_placed++;
  p = &self->placed[index];
  cell = &self->cells[carc_board_cell_index (self, x, y)];

  p->type = type;
  p->rotation = rotation;
  p->face_down = face_down;
  p->n_segments = face_down ? 0 : tt->n_segments;
  p->x = x;
  p->y = y;
  p->cx = carc_board_wrap (x, self->width);
  p->cy = carc_board_wrap (y, self->width);
  p->seg_base = self->n_segs;
  p->centre = CARC_NO_SEGMENT;
  memcpy (p->edge_seg, tt->edge_segment[rotation], sizeof p->edge_seg);
  memcpy (p->half_seg, tt->half_segment[rotation], sizeof p->half_seg);
  if (face_down)
    {
      memset (p->edge_seg, CARC_NO_SEGMENT, sizeof p->edge_seg);
      memset (p->half_seg, CARC_NO_SEGMENT, sizeof p->half_seg);
    }

  for (guint i = 0; i < p->n_segments; i++)
    {
      const CarcSegment *s = &tt->segments[i];
      CarcSeg *seg = &self->segs[self->n_segs];

      if (s->joins == CARC_JOINS_CENTRE)
        p->centre = i;
      reset_segment (self, self->n_segs, s);
      seg->standing = 0;
      seg->tile = index;
      seg->local = i;
      self->n_segs++;
    }

  if (p->centre != CARC_NO_SEGMENT)
    self->centres[self->n_centres++] = (CarcCentre) { index, x, y };
  if (cell->frontier != 0)
    frontier_remove (self, cell);
  cell->tile = index + 1;

  for (guint d = 0; d < 4; d++)
    {
      gint nx = x + CARC_DX (d);
      gint ny = y + CARC_DY (d);
      CarcCell *n = carc_board_neighbour (self, p, CARC_DX (d), CARC_DY (d));
      guint ni = n - self->cells;
      guint back = CARC_OPPOSITE (d);

      if (n->tile != 0)
        {
          with |= 1u << d;
          join_across (self, p, &self->placed[n->tile - 1], d);
        }
      else
        {
          CarcFrontier *f;

          if (n->frontier == 0)
            {
              f = &self->frontier[self->n_frontier++];
              f->x = nx;
              f->y = ny;
              f->req = 0;
              f->mask = 0;
              f->pattern = 0;
              f->face_up = 0;
              f->key = CARC_NO_PATTERN;
              f->cell = ni;
              n->frontier = self->n_frontier;
            }
          f = &self->frontier[n->frontier - 1];
          if (!face_down)
            {
              f->req |= tt->edges[(d - rotation) & 3] << (2 * back);
              f->mask |= 3u << (2 * back);
              f->pattern += (1 + tt->edges[(d - rotation) & 3]) * pattern_weight[back];
              f->face_up++;
              f->key = f->pattern;
            }
        }
    }
  self->last_neighbours = with;
  return index;
}
