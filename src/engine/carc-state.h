/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-action.h"
#include "carc-rng.h"
#include "carc-setup.h"

G_BEGIN_DECLS

/* The state of one game: what replaying its action log from the setup
 * yields.  Every change goes through carc_state_apply(), which either
 * carries out a legal action completely or refuses it with a CarcError and
 * changes nothing (design.md, decision 2). */
typedef struct _CarcState CarcState;

/* How a game ended: the classic game is simply over; a module's game is
 * won or lost.  A module that says why it was lost defines its own codes
 * from CARC_OUTCOME_MODULE on (each a loss), so this is a number, not a
 * closed enumeration. */
typedef guint CarcOutcome;

enum
{
  CARC_OUTCOME_NONE = 0,       /* still being played */
  CARC_OUTCOME_FINISHED,       /* the last tile was placed */
  CARC_OUTCOME_WON,            /* a module's goal was reached */
  CARC_OUTCOME_LOST,           /* lost, for a reason no module names */
  CARC_OUTCOME_MODULE,         /* the first of the modules' own losses */
};

/* A feature as a whole: the merged segments of one road, city, field … */
typedef struct
{
  guint32 id;           /* the feature's segment id; changes when it merges */
  guint8  kind;         /* CarcFeatureKind, or a declared kind */
  guint8  complete;
  guint16 tiles;        /* distinct tiles */
  guint16 arms;         /* coats of arms */
  guint16 open;         /* open edges (roads, cities) */
  guint16 cities;       /* fields: completed cities bordered */
  guint8  strength[CARC_MAX_PLAYERS]; /* figures counted for majority */
  guint8  winners;      /* bit p: player p has the majority */
} CarcFeatureInfo;

typedef struct
{
  guint    type;
  guint    rotation;
  gint     x;
  gint     y;
  gboolean face_down;
} CarcPlacedTile;

typedef struct
{
  guint player;
  guint figure;      /* CarcFigure */
  guint tile;        /* index of the placed tile */
  guint segment;     /* segment of that tile's type */
} CarcFigureInfo;

CarcState            *carc_state_new              (CarcSetup             *setup);
CarcState            *carc_state_copy             (const CarcState       *self);
void                  carc_state_free             (CarcState             *self);

CarcSetup            *carc_state_get_setup        (const CarcState       *self);
const CarcDecision   *carc_state_get_decision     (const CarcState       *self);
gboolean              carc_state_is_over          (const CarcState       *self);
CarcOutcome           carc_state_get_outcome      (const CarcState       *self);
guint                 carc_state_get_figure_colours (CarcState           *self);
void                  carc_state_list_actions     (CarcState             *self,
                                                   GArray                *actions);
gboolean              carc_state_pick_action      (CarcState             *self,
                                                   CarcRng               *rng,
                                                   CarcAction            *action);
void                  carc_state_list_placements  (const CarcState       *self,
                                                   guint                  tile_type,
                                                   GArray                *actions);
CarcError             carc_state_check            (CarcState             *self,
                                                   const CarcAction      *action);
CarcError             carc_state_apply            (CarcState             *self,
                                                   const CarcAction      *action);
/* Why the rules modules forbid an action refused with @error, for the
 * views to say it: the first non-zero reason a module gives, in setup
 * order, with that module's index in @module_index; 0 when no module has
 * a part in the refusal (the core's @error says it all). */
guint                 carc_state_explain_refusal  (CarcState             *self,
                                                   const CarcAction      *action,
                                                   CarcError              error,
                                                   guint                 *module_index);

guint                 carc_state_get_turn         (const CarcState       *self);
guint                 carc_state_get_player       (const CarcState       *self);
guint                 carc_state_get_tiles_left   (const CarcState       *self);
gboolean              carc_state_is_drawn_face_down (const CarcState     *self,
                                                   guint                 position);
const guint16        *carc_state_get_remaining    (const CarcState       *self,
                                                   guint                 *n_tiles);
guint                 carc_state_get_score        (const CarcState       *self,
                                                   guint                  player);
/* The score track's spaces: a scoring figure stands on its points
 * modulo this. */
#define CARC_SCORE_TRACK_SPACES 50
/* The scoring figures each player moves on the track (1, or 2 with a
 * module's second figure), and the points each carries; they add up to
 * the score, but for points withheld until a figure is chosen. */
guint                 carc_state_get_n_score_figures (const CarcState    *self);
guint                 carc_state_get_score_figure (const CarcState       *self,
                                                   guint                  player,
                                                   guint                  figure);
guint                 carc_state_get_category_score (const CarcState     *self,
                                                   guint                  player,
                                                   guint                  category);
guint                 carc_state_get_n_score_categories (const CarcState *self);
const char           *carc_state_get_score_category_id (const CarcState  *self,
                                                   guint                  category);
gint                  carc_state_find_score_category (const CarcState    *self,
                                                   const char            *id);
guint                 carc_state_get_supply       (const CarcState       *self,
                                                   guint                  player,
                                                   guint                  figure);
guint                 carc_state_get_n_tiles      (const CarcState       *self);
void                  carc_state_get_tile         (const CarcState       *self,
                                                   guint                  index,
                                                   CarcPlacedTile        *tile);
/* The type of the placed tile @index, and (unless NULL) @tile as
 * carc_state_get_tile() gives it: one call for the modules that look at
 * every tile placed. */
const CarcTileType   *carc_state_get_placed_type  (const CarcState       *self,
                                                   guint                  index,
                                                   CarcPlacedTile        *tile);
/* The tile type @type of the game's tile set (the setup's). */
const CarcTileType   *carc_state_get_tile_type    (const CarcState       *self,
                                                   guint                  type);
gint                  carc_state_tile_at          (const CarcState       *self,
                                                   gint                   x,
                                                   gint                   y);
/* The board directions (bit d, CarcDirection) in which a tile lies next
 * to the placed tile @index: one call for four carc_state_tile_at(). */
guint                 carc_state_get_neighbours   (const CarcState       *self,
                                                   guint                  index);
guint                 carc_state_get_last_tile    (const CarcState       *self);
guint                 carc_state_get_n_figures    (const CarcState       *self);
void                  carc_state_get_figure       (const CarcState       *self,
                                                   guint                  index,
                                                   CarcFigureInfo        *figure);
gboolean              carc_state_get_feature      (CarcState             *self,
                                                   guint                  tile,
                                                   guint                  segment,
                                                   CarcFeatureInfo       *info);
/* The points @player would get for the feature @info describes, were it
 * completed now (@completed) or left unfinished at the end, modules'
 * rules included: for players weighing prospects.  Nothing is scored. */
guint                 carc_state_feature_value    (CarcState             *self,
                                                   const CarcFeatureInfo *info,
                                                   guint                  player,
                                                   gboolean               completed);
/* Deals the tiles not yet drawn again, each pile's own in an order drawn
 * from @rng alone (the real order does not matter), as the modules' deals
 * allow, and gives the dice not yet thrown outcomes of @rng's too: what a
 * player who looks ahead may assume of the pile and the die. */
void                  carc_state_redeal           (CarcState             *self,
                                                   CarcRng               *rng);
/* How many items of the deal's deck @deck, from the top as dealt, the
 * players have seen: what a player at another computer is shown. */
guint                 carc_state_get_deck_seen    (CarcState             *self,
                                                   const char            *deck);
/* A module's own player of its game (the rank_actions hook): up to @max
 * of the actions listed now, best first, with their worth in points
 * unless @values is NULL; 0 when no module has one. */
guint                 carc_state_rank_actions     (CarcState             *self,
                                                   CarcRng               *rng,
                                                   CarcAction            *ranked,
                                                   double                *values,
                                                   guint                  max);
const CarcEvent      *carc_state_get_events       (const CarcState       *self,
                                                   guint                 *n_events);
const CarcEvent      *carc_state_get_last_events  (const CarcState       *self,
                                                   guint                 *n_events);
gpointer              carc_state_get_module_data  (const CarcState       *self,
                                                   const char            *module_id);
void                  carc_state_add_points       (CarcState             *self,
                                                   guint                  player,
                                                   guint                  category,
                                                   guint                  points);
void                  carc_state_dump             (CarcState             *self,
                                                   GString               *out);
void                  carc_state_preview_final    (const CarcState       *self,
                                                   guint                 *points);

G_END_DECLS
