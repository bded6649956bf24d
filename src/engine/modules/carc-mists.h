/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_MISTS_MODULE "mists"
#define CARC_MISTS_LEVELS 6

/* The cooperative game (rules.md §2): mist, ghosts and the team's
 * "score or remove ghosts" choice. */
const CarcRulesModule *carc_mists_get_module     (void);
CarcSetup             *carc_mists_setup_new      (CarcTileSet     *tiles,
                                                  guint            n_colours,
                                                  guint            level,
                                                  guint64          seed);
guint                  carc_mists_get_level      (CarcState       *state);
guint                  carc_mists_get_bank       (CarcState       *state);
guint                  carc_mists_get_bank_size  (CarcState       *state);
guint                  carc_mists_get_ghosts     (CarcState       *state,
                                                  guint            tile);
guint                  carc_mists_get_goal       (CarcState       *state);
guint                  carc_mists_get_score      (CarcState       *state);
gint32                 carc_mists_get_pending    (CarcState       *state);

/* Module decisions: which action of the evaluation this is. */
typedef enum
{
  CARC_MISTS_SCORE = 0,
  CARC_MISTS_REMOVE_GHOSTS = 1,
} CarcMistsChoice;

G_END_DECLS
