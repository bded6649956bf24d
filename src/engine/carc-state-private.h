/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-feature-kind.h"
#include "carc-module.h"
#include "carc-state.h"

#include <string.h>

G_BEGIN_DECLS


/* A board cell.  The board is a torus of width W, a power of two: the
 * placed tiles and the empty cells around them never span more than W
 * cells in either direction, so no two of them share a slot, and the
 * board needs no hashing.  W doubles when a tile would make the board
 * wider (carc_board_place()): a torus as wide as the whole deal would be
 * mostly empty, and zeroed at every game and copy.  The tile or frontier
 * entry in a slot knows its real coordinates. */
typedef struct
{
  guint16 tile;      /* placed index + 1; 0 = empty */
  guint16 frontier;  /* position in the frontier + 1; 0 = not in it */
} CarcCell;

/* An empty cell next to the board.  The frontier is a dense array so that
 * listing placements reads memory in order. */
typedef struct
{
  gint16  x;
  gint16  y;
  guint8  req;       /* edge kinds that placed neighbours require */
  guint8  mask;      /* which of req's 2-bit fields are set */
  guint16 pattern;   /* the same as a CARC_N_EDGE_PATTERNS index */
  guint8  face_up;   /* face-up neighbours: a tile needs one */
  guint16 key;       /* pattern, or CARC_NO_PATTERN while no face-up tile is
                      * next to it: the index of what fits there */
  guint32 cell;      /* index of the cell */
} CarcFrontier;


typedef struct
{
  guint16 type;
  guint8  rotation;
  guint8  n_segments;
  gint16  x;
  gint16  y;
  guint16 cx;                /* coordinates on the torus */
  guint16 cy;
  guint32 seg_base;          /* id of its first segment */
  guint8  centre;            /* local segment of a centre kind (monastery …), or CARC_NO_SEGMENT:
                              * complete when the 8 neighbours are filled */
  guint8  face_down;         /* placed face down: no segments, matches anything */
  guint8  edge_seg[4];       /* local segment on each (board) direction */
  guint8  half_seg[8];       /* local segment on each (board) half-edge */
  guint16 drawn;             /* face down: where in the drawing order it came from */
} CarcPlaced;

/* A segment on the board, node of the union–find forest of features.
 * Roots hold the feature's totals; members form a circular list through
 * @next so a feature can be walked without scanning the board. */
typedef struct
{
  guint32 parent;
  guint32 next;
  guint16 tile;
  guint8  local;
  guint8  kind;
  gint16  open;
  guint16 size;
  guint8  figures;    /* owned figures on it: a neutral one occupies nothing */
  guint8  done;       /* completed (and scored) */
  guint8  standing;   /* figures on this very segment, neutral ones too: a
                       * walk of the members finds them without finding
                       * every figure's root */
  guint8  arms;       /* coats of arms, the tile type's, read on walks */
} CarcSeg;

/* A placed tile with a centre segment (a monastery …), where it lies:
 * the turn's scoring reads whether it is near without reading the tile. */
typedef struct
{
  guint32 tile;
  gint16  x;
  gint16  y;
} CarcCentre;

/* The most scoring figures a player moves on the score track. */
#define CARC_MAX_SCORE_FIGURES 2

/* Points won whose scoring figure the player has still to choose, with
 * the report that goes out once it is chosen. */
typedef struct
{
  CarcPointsChange change;
  guint            points;
  CarcEvent        event;
} CarcWithheld;

/* The hooks a turn calls at every tile: each is asked only of the
 * modules that have it (carc_state_index_hooks()). */
typedef enum
{
  CARC_HOOK_DRAW_LIMIT,
  CARC_HOOK_FILTER,
  CARC_HOOK_TILE_PLACED,
  CARC_HOOK_PENDING,
  CARC_HOOK_BEFORE_SCORING,
  CARC_HOOK_FIGURE_COLOURS,
  CARC_HOOK_FIGURE_OPTIONS,
  CARC_HOOK_TURN_SCORED,
  CARC_HOOK_NEXT_PLAYER,
  CARC_N_HOOKS
} CarcHook;

typedef struct
{
  guint8  player;    /* or CARC_NEUTRAL */
  guint8  figure;    /* figure kind */
  guint16 tile;
  guint32 seg;
} CarcFigureOnBoard;

struct _CarcState
{
  CarcSetup          *setup;
  const CarcTileSet  *tiles;
  const CarcTileType *types;
  const guint16      *order;
  guint16            *own_order;    /* after carc_state_choose_tile(), else NULL */
  guint               n_order;
  guint               next_draw;
  guint               n_players;
  guint               variants;

  CarcDecision        decision;
  CarcOutcome         outcome;
  guint               turn;
  guint               last_placed;
  gboolean            figure_step_done;
  gboolean            turn_scored;       /* the figure step and the scoring are over */

  guint               width;        /* of the torus: a power of two */
  gint16              min_x;        /* the placed tiles' bounds */
  gint16              max_x;
  gint16              min_y;
  gint16              max_y;
  guint               capacity;     /* tiles the arrays hold */
  guint               seg_capacity;
  CarcCell           *cells;
  CarcPlaced         *placed;
  guint               n_placed;
  guint8              last_neighbours; /* the sides of the tile placed last with a tile
                                        * beside, as it was placed: till the next tile */
  CarcFrontier       *frontier;
  guint               n_frontier;
  CarcSeg            *segs;
  guint               n_segs;
  CarcCentre         *centres;      /* placed tiles with a centre segment, in the order
                                     * placed; those scored leave at a look around them */
  guint               n_centres;
  gboolean            closed;       /* a feature joined by edges closed its last port
                                     * since the last turn's scoring */
  guint               rederivations; /* features derived again so far: they may have split */
  GArray             *figures;      /* CarcFigureOnBoard */

  guint               n_chances;    /* chance decisions answered */
  guint64             chance_salt;  /* 0; a dealt-again copy's own dice */
  guint               points_depth; /* points_changed hooks running */

  const CarcFigureKind *figure_kinds[CARC_MAX_FIGURE_KINDS];
  guint               n_figure_kinds;
  /* Each feature kind's CarcFeatureKindInfo, the last for any kind out of
   * range: read in the scoring's inner loops without a call. */
  CarcFeatureKindInfo kinds[CARC_MAX_FEATURE_KINDS + 1];
  guint               supply[CARC_MAX_PLAYERS][CARC_MAX_FIGURE_KINDS];
  guint               score[CARC_MAX_PLAYERS][CARC_MAX_SCORE_CATEGORIES];
  guint               n_score_figures;
  guint               figure_points[CARC_MAX_PLAYERS][CARC_MAX_SCORE_FIGURES];
  GArray             *withheld;     /* CarcWithheld: points on no figure yet */
  /* The modules' score lines, after the core's: their ids. */
  const char         *score_lines[CARC_MAX_SCORE_CATEGORIES];
  guint               n_score_categories;

  GArray             *events;       /* CarcEvent */
  GArray             *module_scratch; /* CarcAction, the deciding module's list */
  GArray             *placement_scratch; /* CarcAction, for the modules' filters */
  GArray             *pick_scratch; /* CarcAction, carc_state_pick_action()'s list */
  gboolean            listed;       /* pick_scratch is the current decision's whole list, as
                                     * carc_state_list_actions() gives it: the check of the
                                     * action picked from it, or of any, need not list again */
  guint               picked;       /* the index in pick_scratch of the action picked last */
  gboolean            placement_picked; /* placement_* is what the board's pick gave for the
                                         * decision's tile: legal, its check need not look */
  gint16              placement_x;
  gint16              placement_y;
  guint8              placement_rotation;
  gboolean            spotted;      /* the figure step offers the core's meeples alone (no
                                     * module's figure, no other colour), and spots holds its
                                     * free spots, found when it was asked for */
  guint8              spots[CARC_MAX_SEGMENTS];
  guint8              n_spots;
  guint               events_mark;

  guint32             stamp;
  guint32            *tile_stamp;
  guint32            *seg_stamp;
  /* For each segment, the count of rederivations when it was last derived
   * again (0: never); NULL till the first: carc_state_rederived_since(). */
  guint32            *seg_rederived;

  /* Scratch of the features derived again for a module (a ferry placed or
   * moved every few turns), made at the first time and kept (NULL till
   * then, and in a copy): carc_state_reuse_array(); the last three at
   * the board's size, never cut (carc-board.c's scratch()). */
  GArray             *inner_pairs;      /* guint: the modules' joins, (tile, segment) pairs,
                                         * then as segment ids in its first half */
  GArray             *rederived;        /* guint32: the segments derived again */
  GArray             *rederived_tiles;  /* guint: their tiles */
  GArray             *rederived_done;   /* guint8: whether each one's feature was done */

  guint               n_modules;
  guint               n_filters;    /* modules with a placement filter */
  const CarcRulesModule *modules[CARC_MAX_MODULES];
  gpointer            module_data[CARC_MAX_MODULES];
  /* For each CarcHook, the modules that have it, in setup order: with
   * every module on, most are asked nothing at most points of a turn. */
  guint8              hooked[CARC_N_HOOKS][CARC_MAX_MODULES];
  guint8              n_hooked[CARC_N_HOOKS];
};

/* carc-board.c */
void      carc_board_init            (CarcState        *self,
                                      guint             capacity,
                                      guint             n_segments);
void      carc_board_clear           (CarcState        *self);
void      carc_board_copy            (CarcState        *copy,
                                      const CarcState  *self);
guint     carc_board_place           (CarcState        *self,
                                      guint             type,
                                      guint             rotation,
                                      gint              x,
                                      gint              y,
                                      gboolean          face_down);
CarcError carc_board_check_placement (const CarcState  *self,
                                      guint             type,
                                      guint             rotation,
                                      gint              x,
                                      gint              y);
gboolean  carc_board_list_placements (const CarcState  *self,
                                      guint             type,
                                      GArray           *actions);
gboolean  carc_board_pick_placement  (const CarcState  *self,
                                      guint             type,
                                      CarcRng          *rng,
                                      CarcAction       *action);
const CarcFrontier *
          carc_board_frontier_at     (const CarcState  *self,
                                      gint              x,
                                      gint              y);
gboolean  carc_board_fits_cell       (const CarcState  *self,
                                      guint             type,
                                      gint              x,
                                      gint              y);
void      carc_board_rederive        (CarcState        *self,
                                      const guint32    *inner,
                                      guint             n_inner);
void      carc_board_rederive_through(CarcState        *self,
                                      guint             tile,
                                      guint32           segments,
                                      const guint32    *inner,
                                      guint             n_inner);
guint     carc_board_count_neighbours(const CarcState  *self,
                                      const CarcPlaced *tile,
                                      gboolean          face_up_only);

/* carc-scoring.c */
void      carc_scoring_feature_info  (CarcState        *self,
                                      guint32           root,
                                      CarcFeatureInfo  *info);
void      carc_scoring_turn          (CarcState        *self);
void      carc_scoring_tile          (CarcState        *self,
                                      guint             tile);
void      carc_scoring_final         (CarcState        *self);
void      carc_scoring_completed     (CarcState        *self,
                                      guint32           root,
                                      gint              points);
void      carc_scoring_return_figures(CarcState        *self,
                                      guint32           root);
guint     carc_scoring_points_changed(CarcState        *self,
                                      const CarcPointsChange *change,
                                      guint             points);
void      carc_scoring_give      (CarcState        *self,
                                      const CarcPointsChange *change,
                                      guint             points,
                                      CarcEvent        *event);

void      carc_state_emit            (CarcState        *self,
                                      const CarcEvent  *event);
gboolean  carc_state_list_filtered_placements (CarcState *self,
                                      guint             type,
                                      GArray           *actions);

/* @v on the torus of width @width, a power of two: negative values wrap
 * too, in two's complement. */
static inline guint
carc_board_wrap (gint  v,
                 guint width)
{
  return (guint) v & (width - 1);
}

static inline guint
carc_board_cell_index (const CarcState *self,
                       gint             x,
                       gint             y)
{
  return carc_board_wrap (y, self->width) * self->width + carc_board_wrap (x, self->width);
}

/* The cell at @x, @y: inline, since the modules ask where tiles lie
 * (carc_state_tile_at()) many times a turn. */
static inline CarcCell *
carc_board_cell (const CarcState *self,
                 gint             x,
                 gint             y)
{
  return &self->cells[carc_board_cell_index (self, x, y)];
}

/* The cell @ox, @oy (each -1, 0 or 1) away from @tile. */
static inline CarcCell *
carc_board_neighbour (const CarcState  *self,
                      const CarcPlaced *tile,
                      gint              ox,
                      gint              oy)
{
  guint w = self->width;
  guint nx = (tile->cx + ox) & (w - 1);
  guint ny = (tile->cy + oy) & (w - 1);

  return &self->cells[ny * w + nx];
}

/* The root of @seg's feature, halving the path on the way.  Inline: it is
 * the engine's most frequent call, from placing, scoring and listing
 * figures alike. */
static inline guint32
carc_board_find (CarcState *self,
                 guint32    seg)
{
  CarcSeg *segs = self->segs;

  while (segs[seg].parent != seg)
    {
      segs[seg].parent = segs[segs[seg].parent].parent;
      seg = segs[seg].parent;
    }
  return seg;
}

/* How features of @kind join and are scored: the state's copy of
 * carc_feature_kind_get(), taken when the game began.  The kinds a tile
 * set uses are declared before it is built, and never change. */
static inline const CarcFeatureKindInfo *
carc_state_kind (const CarcState *self,
                 guint            kind)
{
  return &self->kinds[MIN (kind, CARC_MAX_FEATURE_KINDS)];
}

static inline const CarcTileType *
carc_state_tile_type (const CarcState *self,
                      guint            type)
{
  return &self->types[type];
}

/* The state is about to change: the list kept in pick_scratch is no
 * longer the decision's.  Every change of the rules' state, through
 * carc_state_apply() or a module's service, says so. */
static inline void
carc_state_changed (CarcState *self)
{
  self->listed = FALSE;
  self->spotted = FALSE;
  self->placement_picked = FALSE;
}

/* The scratch array *@array, emptied; made the first time. */
static inline GArray *
carc_state_reuse_array (GArray **array,
                        guint    element_size)
{
  if (*array == NULL)
    *array = g_array_new (FALSE, FALSE, element_size);
  g_array_set_size (*array, 0);
  return *array;
}

static inline guint32
carc_state_next_stamp (CarcState *self)
{
  return ++self->stamp;
}

/* Appends the placements of @type that the edges allow and every module's
 * filter lets through (with @actions NULL only answers whether there is
 * one).  Without filters, the board's own listing, with no call between:
 * it is the engine's hottest path. */
static inline gboolean
carc_state_list_legal_placements (CarcState *self,
                                  guint      type,
                                  GArray    *actions)
{
  if (self->n_filters == 0)
    return carc_board_list_placements (self, type, actions);
  return carc_state_list_filtered_placements (self, type, actions);
}

/* carc-state-services.c: fills CarcState.hooked from the modules. */
void carc_state_index_hooks (CarcState *self);

/* carc-state-services.c: how far into the pile tiles may be drawn now. */
guint carc_state_draw_limit (CarcState *self);

G_END_DECLS
