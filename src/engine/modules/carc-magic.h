/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_MAGIC_MODULE "mage-witch"

/* The two neutral figures (CarcAction.value of the module's actions). */
typedef enum
{
  CARC_MAGIC_MAGE = 0,
  CARC_MAGIC_WITCH,
  CARC_MAGIC_N_FIGURES
} CarcMagicFigure;

/* The module's actions (CarcAction.choice) and questions (the
 * decision's choice_kind). */
enum
{
  CARC_MAGIC_CHOOSE = 0,   /* which figure goes (value): a button */
  CARC_MAGIC_PLACE,        /* where: a segment of an unfinished road or city */
  CARC_MAGIC_REMOVE,       /* nowhere to go: which figure leaves the board */
};

enum
{
  CARC_MAGIC_ASK_FIGURE = 0,   /* after a magic tile */
  CARC_MAGIC_ASK_SPLIT,        /* a tile brought both onto one feature */
  CARC_MAGIC_ASK_WHERE,
};

/* Mage & Witch (rules.md §1.8): 8 tiles; each puts or moves the mage or
 * the witch onto an unfinished road or city, never the other's; the mage
 * adds 1 a tile to the feature's score, the witch halves it. */
const CarcRulesModule *carc_magic_get_module (void);

/* The index among the board's figures of @figure, or -1 when it is not on
 * the board (or the game is without the module). */
gint carc_magic_find (CarcState       *state,
                      CarcMagicFigure  figure);
/* The figure the player chose to place, while asked where. */
CarcMagicFigure carc_magic_get_chosen (const CarcState *state);

G_END_DECLS
