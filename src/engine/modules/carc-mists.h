/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_MISTS_MODULE "mists"
#define CARC_MISTS_LEVELS 6
#define CARC_MISTS_MAX_PEOPLE 5

/* The cooperative game (rules.md §2): mist, ghosts and the team's
 * "score or remove ghosts" choice. */
const CarcRulesModule *carc_mists_get_module     (void);
CarcSetup             *carc_mists_setup_new      (CarcTileSet     *tiles,
                                                  guint            people,
                                                  guint            level,
                                                  guint64          seed);
CarcSetup             *carc_mists_setup_new_with (CarcTileSet     *tiles,
                                                  guint            people,
                                                  guint            level,
                                                  gboolean         house_marks,
                                                  guint64          seed);
gboolean               carc_mists_setup_get_level (CarcSetup      *setup,
                                                  guint           *level,
                                                  guint           *people);
gboolean               carc_mists_setup_get_house_marks (CarcSetup *setup);
guint                  carc_mists_count_colours  (guint            people);
guint                  carc_mists_count_guards   (guint            level,
                                                  guint            people);
guint                  carc_mists_get_level      (CarcState       *state);
guint                  carc_mists_get_bank       (CarcState       *state);
guint                  carc_mists_get_bank_size  (CarcState       *state);
guint                  carc_mists_get_ghosts     (CarcState       *state,
                                                  guint            tile);
guint                  carc_mists_get_goal       (CarcState       *state);
guint                  carc_mists_get_score      (CarcState       *state);
gint32                 carc_mists_get_pending    (CarcState       *state);

/* How a level is lost (outcomes of the module's own). */
#define CARC_OUTCOME_LOST_NO_GHOSTS (CARC_OUTCOME_MODULE + 0) /* a ghost was needed and the bank was empty */
#define CARC_OUTCOME_LOST_NO_TILES  (CARC_OUTCOME_MODULE + 1) /* a tile was needed and the pile was empty */

/* The team's questions (CarcDecision.choice_kind). */
typedef enum
{
  CARC_MISTS_ASK_EVALUATE = 1,   /* score a completed feature, or remove ghosts */
  CARC_MISTS_ASK_BURY,           /* which guard is buried in a closed cemetery */
  CARC_MISTS_ASK_CEMETERY_GHOST, /* which open cemetery gets the extra ghost */
  CARC_MISTS_ASK_HOUND_GUARD,    /* beside which standing guard the hound goes */
  CARC_MISTS_ASK_HOUND_CLEAR,    /* from which tile near it the hound chases ghosts */
  CARC_MISTS_ASK_FACE_DOWN,      /* where the turn's face-down tile goes */
} CarcMistsQuestion;

/* The answers (CarcAction.choice). */
typedef enum
{
  CARC_MISTS_SCORE = 0,
  CARC_MISTS_REMOVE_GHOSTS = 1,  /* from the tile at x, y */
  CARC_MISTS_BURY = 2,           /* the guard on segment of the tile at x, y */
  CARC_MISTS_BURY_FROM_SUPPLY = 3, /* a guard of colour value from a supply */
  CARC_MISTS_CEMETERY_GHOST = 4, /* on the cemetery at x, y */
  CARC_MISTS_HOUND_GUARD = 5,    /* the guard on segment of the tile at x, y */
  CARC_MISTS_HOUND_CLEAR = 6,    /* up to 3 ghosts from the tile at x, y */
  CARC_MISTS_HOUND_DONE = 7,     /* no more tiles to clear */
  CARC_MISTS_FACE_DOWN = 8,      /* the next tile face down at x, y */
} CarcMistsChoice;

guint                  carc_mists_get_progress   (CarcState       *state);

typedef enum
{
  CARC_MISTS_HOUND_WAITING = 0,
  CARC_MISTS_HOUND_PLACED,
  CARC_MISTS_HOUND_GONE,
} CarcMistsHoundState;

guint                  carc_mists_get_pile       (CarcState       *state);
guint                  carc_mists_get_pile_left  (CarcState       *state);
CarcMistsHoundState    carc_mists_get_hound      (CarcState       *state,
                                                  guint            hound,
                                                  guint           *threshold,
                                                  gint            *tile);

guint                  carc_mists_get_buried     (CarcState       *state,
                                                  guint            tile);
guint                  carc_mists_count_cemetery_gaps (CarcState  *state);

/* What a level is, before it is played: for the level selection. */
typedef struct
{
  guint tiles;          /* land tiles in play */
  guint piles;          /* 1, or 3 piles of 20 */
  guint bank;           /* ghosts */
  guint goal;
  guint hounds[2];      /* thresholds, 0 when the level has no hounds */
  gboolean castles;     /* castles and cemeteries are in play */
  gboolean haunted;     /* cemeteries are haunted */
  gboolean per_colour;  /* every colour must reach the goal */
} CarcMistsLevelInfo;

void                   carc_mists_get_level_info (guint            level,
                                                  CarcMistsLevelInfo *info);
void                   carc_mists_apply_house_marks (guint          colours,
                                                  CarcMistsLevelInfo *info);

G_END_DECLS
