/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-feature-kind.h"
#include "carc-mark.h"

G_BEGIN_DECLS

/* Marks one segment may print (an inn, goods, a cathedral …). */
#define CARC_MAX_SEGMENT_MARKS 2

/* What the placed neighbours of an empty cell require, one base-5 digit
 * per direction: 0 = no neighbour, 1 + CarcEdgeKind otherwise. */
#define CARC_N_EDGE_PATTERNS 625
#define CARC_NO_PATTERN      CARC_N_EDGE_PATTERNS

/* One segment of a tile type: the part of a feature printed on it, in the
 * tile's reference orientation.  Roads, cities and rivers join through
 * whole edges (@edges), fields and mist through half-edges (@halves). */
typedef struct
{
  guint8  kind;       /* CarcFeatureKind, or a declared kind */
  guint8  joins;      /* derived: the kind's CarcJoins */
  guint8  edges;      /* bit d: touches edge d */
  guint8  halves;     /* bit h: touches half-edge h */
  guint8  arms;       /* coats of arms */
  guint8  marks[CARC_MAX_SEGMENT_MARKS]; /* declared marks printed on it, CARC_NO_MARK after the last */
  guint8  end;        /* the mark a road ending inside the tile ends at */
  guint8  count;      /* a number printed on it, for its module (mist's ghosts) */
  guint8  n_edges;    /* derived: edges set in @edges */
  guint8  n_halves;   /* derived: half-edges set in @halves */
  guint16 adjacent;   /* fields: bit i = borders segment i (a city);
                       * other kinds: bit i = covers segment i, for its module */
} CarcSegment;

/* A tile type: everything the rules need to know about one kind of tile. */
typedef struct
{
  char        *id;
  guint        count;
  guint8       edges[4];          /* CarcEdgeKind per direction */
  guint8       n_segments;
  guint8       period;            /* 1, 2 or 4: rotations that differ */
  guint8       symbol;            /* the mark printed on the tile, or CARC_NO_MARK */
  guint8       symbol_direction;  /* a symbol that turns: 0..7, N NE E SE … */
  guint8       pond;              /* hundredths of a tile: the radius of the water its river
                                   * or its roads end in (a lake), 0 for the usual pool */
  guint8       signature[4];      /* packed edge kinds per rotation */
  guint32      edge_kinds;        /* derived: bit k, a segment of kind k reaches an edge
                                   * (kinds below CARC_MAX_FEATURE_KINDS) */
  guint32      road_segments;     /* derived: bit i, segment i is of a kind scored as a road */
  guint8       edge_segment[4][4];  /* [rotation][direction] → segment */
  guint8       half_segment[4][8];  /* [rotation][half-edge] → segment */
  /* Bit r: rotation r < period fits each neighbourhood pattern, and how
   * many do; at CARC_NO_PATTERN (a cell only face-down tiles touch) none,
   * so that a random player's count of placements reads one byte a cell
   * without a test. */
  guint8       fits[CARC_N_EDGE_PATTERNS + 1];
  guint8       n_fits[CARC_N_EDGE_PATTERNS + 1];
  CarcSegment  segments[CARC_MAX_SEGMENTS];
} CarcTileType;

/* A cell of a multi-cell start board (the cooperative game's 2×2 board). */
typedef struct
{
  guint  type;
  gint   x;
  gint   y;
} CarcStartCell;

typedef struct _CarcTileSet CarcTileSet;

/* Finds a tile set by id (bundled, or from a file): how a setup that names
 * its tile sets gets them without the engine reading files. */
typedef CarcTileSet *(*CarcTileSetLookup) (const char  *id,
                                           gpointer     user_data,
                                           GError     **error);

CarcTileSet        *carc_tile_set_new              (const char          *id);
CarcTileSet        *carc_tile_set_compose          (CarcTileSet *const  *parts,
                                                    guint                n_parts,
                                                    const char         **clash);
CarcTileSet        *carc_tile_set_ref              (CarcTileSet         *self);
void                carc_tile_set_unref            (CarcTileSet         *self);
const char         *carc_tile_set_get_id           (const CarcTileSet   *self);
guint               carc_tile_set_get_n_types      (const CarcTileSet   *self);
const CarcTileType *carc_tile_set_get_type         (const CarcTileSet   *self,
                                                    guint                index);
gboolean            carc_tile_set_lookup           (const CarcTileSet   *self,
                                                    const char          *id,
                                                    guint               *index);
guint               carc_tile_set_get_n_tiles      (const CarcTileSet   *self);
void                carc_tile_set_map_provisional  (CarcTileSet         *self,
                                                    const guint8        *kinds,
                                                    const guint8        *marks);
const char         *carc_tile_set_get_rules        (const CarcTileSet   *self);
void                carc_tile_set_set_rules        (CarcTileSet         *self,
                                                    const char          *module);
const char         *carc_tile_set_get_theme        (const CarcTileSet   *self);
void                carc_tile_set_set_theme        (CarcTileSet         *self,
                                                    const char          *theme);
guint               carc_tile_set_get_n_parts      (const CarcTileSet   *self);
const char         *carc_tile_set_get_part_id      (const CarcTileSet   *self,
                                                    guint                part);
guint               carc_tile_set_get_part_of_type (const CarcTileSet   *self,
                                                    guint                type);
void                carc_tile_set_get_part_types   (const CarcTileSet   *self,
                                                    guint                part,
                                                    guint               *first,
                                                    guint               *end);
guint               carc_tile_set_get_n_start_cells(const CarcTileSet   *self);
const CarcStartCell *carc_tile_set_get_start_cell  (const CarcTileSet   *self,
                                                    guint                index);
guint               carc_tile_set_add_type         (CarcTileSet         *self,
                                                    const CarcTileType  *type);
void                carc_tile_set_add_start_cell   (CarcTileSet         *self,
                                                    guint                type,
                                                    gint                 x,
                                                    gint                 y);

void                carc_tile_type_finish          (CarcTileType        *type);
gboolean            carc_tile_type_has_kind        (const CarcTileType  *type,
                                                    guint                kind);
guint8              carc_tile_type_edge_segment    (const CarcTileType  *type,
                                                    guint                rotation,
                                                    CarcDirection        direction);
guint8              carc_tile_type_half_segment    (const CarcTileType  *type,
                                                    guint                rotation,
                                                    CarcHalf             half);
gboolean            carc_tile_type_has_symbol      (const CarcTileType  *type,
                                                    guint                mark);
gboolean            carc_segment_has_mark          (const CarcSegment   *segment,
                                                    guint                mark);
guint8              carc_rotate_edges              (guint8               edges,
                                                    guint                rotation);
guint8              carc_rotate_halves             (guint8               halves,
                                                    guint                rotation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcTileSet, carc_tile_set_unref)

/* No segment on that edge or half-edge. */
#define CARC_NO_SEGMENT 0xff

G_END_DECLS
