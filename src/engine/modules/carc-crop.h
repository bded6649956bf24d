/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_CROP_MODULE "crop-circles"

/* The module's actions (CarcAction.choice). */
enum
{
  CARC_CROP_A = 0,    /* everyone may add a figure beside one of his */
  CARC_CROP_B,        /* everyone takes one back */
  CARC_CROP_ADD,      /* a meeple beside the figure on this segment */
  CARC_CROP_PASS,     /* A: none */
  CARC_CROP_RETURN,   /* B: the figure of kind CarcAction.value on this segment
                       * (saves keep a module action's value, not its figure) */
};

/* Its questions (the decision's choice_kind). */
enum
{
  CARC_CROP_ASK_MODE = 0,
  CARC_CROP_ASK_ADD,
  CARC_CROP_ASK_RETURN,
};

/* Crop Circles (rules.md §1.8): 6 tiles; after one is placed and the
 * turn scored, its player chooses A or B, and every player from his left
 * on, ending with him, adds a meeple beside one of his thieves, knights
 * or farmers (the symbol says which) or takes one back. */
const CarcRulesModule *carc_crop_get_module (void);

/* The kind of feature (CarcScoredAs: road, city or field) this turn's
 * crop circle concerns, or -1. */
gint carc_crop_get_kind (const CarcState *state);

G_END_DECLS
