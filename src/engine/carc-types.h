/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Cardinal directions, clockwise.  Edge i of a tile faces direction i. */
typedef enum
{
  CARC_NORTH = 0,
  CARC_EAST  = 1,
  CARC_SOUTH = 2,
  CARC_WEST  = 3,
} CarcDirection;

#define CARC_OPPOSITE(d) (((d) + 2) & 3)

/* The step to the neighbouring cell in direction @d: x grows to the east,
 * y to the south. */
#define CARC_DX(d) ((gint) (((d) & 3) == CARC_EAST) - (gint) (((d) & 3) == CARC_WEST))
#define CARC_DY(d) ((gint) (((d) & 3) == CARC_SOUTH) - (gint) (((d) & 3) == CARC_NORTH))

/* Half-edges, clockwise from the north-west corner: NL NR EL ER SL SR WL WR.
 * L/R as seen from the tile centre looking out through the edge. */
typedef enum
{
  CARC_HALF_NL = 0,
  CARC_HALF_NR,
  CARC_HALF_EL,
  CARC_HALF_ER,
  CARC_HALF_SL,
  CARC_HALF_SR,
  CARC_HALF_WL,
  CARC_HALF_WR,
} CarcHalf;

/* The half-edge of the neighbour that touches half @h across the shared edge
 * (NL<->SR, NR<->SL, EL<->WR, ER<->WL). */
#define CARC_HALF_PARTNER(h) ((((h) ^ 1) + 4) & 7)

/* What an edge shows; two edges match when they show the same kind.  The
 * core's three, then those the kinds of feature joined through edges
 * declare with their letter (the river's I, carc-feature-kind.h): the
 * engine packs an edge into two bits, so one more at most. */
typedef enum
{
  CARC_EDGE_FIELD = 0,
  CARC_EDGE_ROAD  = 1,
  CARC_EDGE_CITY  = 2,
  CARC_N_CORE_EDGE_KINDS
} CarcEdgeKind;

#define CARC_MAX_EDGE_KINDS 4

/* The classic kinds of segment.  Every other kind (the river, mist,
 * castles …) is declared by the tile set that prints it, with its traits
 * (carc-feature-kind.h), and numbered from CARC_N_CORE_KINDS on. */
typedef enum
{
  CARC_FEATURE_ROAD = 0,
  CARC_FEATURE_CITY,
  CARC_FEATURE_FIELD,
  CARC_FEATURE_MONASTERY,
  CARC_N_CORE_KINDS
} CarcFeatureKind;

/* The core's figure: the meeple, kind 0.  Rules modules bring other kinds
 * (CarcFigureKind in carc-module.h), numbered after it in setup order. */
typedef enum
{
  CARC_FIGURE_MEEPLE = 0,
} CarcFigure;

#define CARC_MAX_FIGURE_KINDS 8
/* The owner of a neutral figure (the mage, the witch): nobody. */
#define CARC_NEUTRAL 0xff

/* Rule variants of the classic game (rules.md §1.3–1.4), as setup flags. */
typedef enum
{
  CARC_VARIANT_NONE                   = 0,
  CARC_VARIANT_FIRST_EDITION_CITY     = 1 << 0,
  CARC_VARIANT_FIRST_EDITION_FARMERS  = 1 << 1,
  CARC_VARIANT_NO_FARMERS             = 1 << 2,
  /* Not a variant of the rulebooks: the rules as games saved in formats 1
   * and 2 were played, so that they replay as they went: the figure step
   * asked only when a meeple (or a flying machine) could be placed, and a
   * completed feature with no guard still evaluated (rules decisions 74,
   * 75).  Never chosen, only read from such a file. */
  CARC_VARIANT_AS_FORMAT_2 = 1 << 3,
} CarcVariant;

/* Score categories kept per player, for the scoring breakdown: the core's
 * lines, then those the game's rules modules declare (score_lines in
 * carc-module.h), numbered after them in setup order. */
typedef enum
{
  CARC_SCORE_ROAD = 0,
  CARC_SCORE_CITY,
  CARC_SCORE_MONASTERY,
  CARC_SCORE_FIELD,
  CARC_SCORE_OTHER,
  CARC_N_SCORE_CATEGORIES
} CarcScoreCategory;

#define CARC_MAX_SCORE_CATEGORIES 16

#define CARC_MIN_PLAYERS 2
#define CARC_MAX_PLAYERS 6
#define CARC_MAX_SEGMENTS 12
#define CARC_MEEPLES_PER_PLAYER 7
/* Tiles one game may hold (start cells and pile); every published set
 * together has far fewer. */
#define CARC_MAX_TILES 1024

G_END_DECLS
