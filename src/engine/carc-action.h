/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-types.h"

G_BEGIN_DECLS

/* What the game waits for.  Rules modules that need a decision of their
 * own use CARC_DECISION_MODULE and tell theirs apart by CarcDecision.module. */
typedef enum
{
  CARC_DECISION_NONE = 0,     /* the game is over */
  CARC_DECISION_PLACE_TILE,
  CARC_DECISION_PLACE_FIGURE,
  CARC_DECISION_MODULE,
  CARC_DECISION_CHANCE,       /* a module's die or draw: the core picks the outcome */
} CarcDecisionKind;

typedef struct
{
  CarcDecisionKind kind;
  guint            player;    /* whose turn it is: the turn order follows it alone */
  guint            acting;    /* who decides now: the turn's player, or another a module asks */
  guint            module;    /* for CARC_DECISION_MODULE */
  guint            tile_type; /* the tile to place */
  guint            choice_kind; /* for CARC_DECISION_MODULE: which question */
  guint            outcomes;  /* for CARC_DECISION_CHANCE: how many outcomes */
} CarcDecision;

typedef enum
{
  CARC_ACTION_PLACE_TILE = 1,
  CARC_ACTION_PLACE_FIGURE,
  CARC_ACTION_SKIP_FIGURE,
  CARC_ACTION_MODULE,
  CARC_ACTION_CHANCE,        /* the outcome of a chance decision, in @value */
} CarcActionKind;

/* One entry of the action log.  Plain data, so it can be copied, compared
 * and saved. */
/* A figure put on a picture of the tile just placed rather than on one
 * of its segments (a flying machine): CarcAction.segment of a figure
 * placement only a rules module's place_figure accepts. */
#define CARC_SEGMENT_PICTURE 0xfe

typedef struct
{
  guint8  kind;      /* CarcActionKind */
  guint8  module;    /* for CARC_ACTION_MODULE and CARC_ACTION_CHANCE */
  guint8  rotation;  /* place tile: quarter turns clockwise */
  guint8  segment;   /* place figure: segment of the tile just placed */
  guint8  figure;    /* figure kind: CarcFigure or a module's */
  guint8  choice;    /* module decisions; place figure: its colour, when
                      * the rules let the player choose one */
  gint16  x;
  gint16  y;
  guint32 value;     /* random outcomes written into the log */
} CarcAction;

/* Why an action was refused.  The engine reports codes; the UI words them. */
typedef enum
{
  CARC_OK = 0,
  CARC_ERROR_GAME_OVER,
  CARC_ERROR_WRONG_DECISION,
  CARC_ERROR_BAD_ROTATION,
  CARC_ERROR_OFF_BOARD,
  CARC_ERROR_CELL_OCCUPIED,
  CARC_ERROR_NOT_ADJACENT,
  CARC_ERROR_EDGE_MISMATCH,
  CARC_ERROR_NO_SUCH_SEGMENT,
  CARC_ERROR_SEGMENT_NOT_PLAYABLE,
  CARC_ERROR_FEATURE_OCCUPIED,
  CARC_ERROR_NO_FIGURE_LEFT,
  CARC_ERROR_FIGURE_NOT_ALLOWED,
  CARC_ERROR_MODULE_RULE,
  CARC_N_ERRORS
} CarcError;

const char *carc_error_to_string (CarcError error);

gboolean    carc_action_equal    (const CarcAction *a,
                                  const CarcAction *b);
CarcAction  carc_action_normalize (const CarcAction *action);

/* What happened, for the views and the scoring breakdown. */
typedef enum
{
  CARC_EVENT_TILE_PLACED = 0,
  CARC_EVENT_TILE_DISCARDED,
  CARC_EVENT_FIGURE_PLACED,
  CARC_EVENT_FEATURE_SCORED,
  CARC_EVENT_FIGURE_RETURNED,
  CARC_EVENT_GAME_OVER,
  CARC_EVENT_FIGURE_MOVED,
  CARC_EVENT_POINTS,         /* points a module gave outside a feature's scoring */
} CarcEventKind;

typedef struct
{
  guint8  kind;        /* CarcEventKind */
  guint8  feature;     /* CarcFeatureKind of a scored feature */
  guint8  category;    /* CarcScoreCategory */
  guint8  final;       /* scored in the final scoring */
  guint8  players;     /* bit p: player p is concerned (scored, placed …) */
  guint8  figure;      /* figure kind */
  guint8  outcome;     /* CarcOutcome, for GAME_OVER */
  guint16 turn;
  guint16 points;      /* to each scoring player */
  guint16 tiles;       /* tiles of the feature */
  guint16 arms;        /* coats of arms, or completed cities for fields */
  guint16 tile_type;
  gint16  x;           /* a tile of the feature */
  gint16  y;
  guint32 feature_id;  /* stable within one state */
} CarcEvent;

G_END_DECLS
