/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-types.h"

G_BEGIN_DECLS

/* Marks are data, as feature kinds are: what a tile prints besides its
 * features.  A mark is a symbol on the tile (gold, a flying machine), a
 * mark on a segment (an inn, a cathedral, goods) or what a road ends at
 * inside its tile (a lake, a ruin).  A tile set declares the marks its
 * tiles print, with the traits the core needs; each gets a number for
 * the whole program, as a GQuark does.  The modules that care ask for
 * theirs by name (CARC_MARK), and the painter draws each from the
 * drawing of the same name. */

typedef enum
{
  CARC_MARK_TURNS = 1 << 0,  /* a symbol that points a way, turned with the tile */
  CARC_MARK_WATER = 1 << 1,  /* a road end drawn as water: a pond, a lake */
  /* Where a segment's mark stands by its figure's spot: beside it (an
   * inn), or large above it (a cathedral), or small below it (goods). */
  CARC_MARK_ABOVE = 1 << 2,
  CARC_MARK_BELOW = 1 << 3,
  /* A road end where roads meet, as at a junction: a village's square
   * with a house where two or more end, a house where one does. */
  CARC_MARK_MEETS = 1 << 4,
} CarcMarkTraits;

typedef struct
{
  const char *id;
  guint8      traits;     /* CarcMarkTraits */
} CarcMarkInfo;

/* The classic tiles' road ends, which the core draws itself: declared
 * before any tile set, as the classic kinds of feature are. */
typedef enum
{
  CARC_END_JUNCTION = 1,
  CARC_END_CITY,
  CARC_END_MONASTERY,
  CARC_END_HOUSE,
  CARC_END_DEAD_END,
  CARC_N_CORE_MARKS
} CarcCoreMark;

/* No mark: 0, so that a zeroed segment or tile has none. */
#define CARC_NO_MARK 0
#define CARC_MAX_MARKS 64
/* Numbers a tile set loader gives the marks a file declares until the
 * whole file has loaded: only then are they declared for the program. */
#define CARC_PROVISIONAL_MARK 0xc0

gboolean            carc_mark_can_declare (const char *id,
                                           guint       traits);
gboolean            carc_mark_declare_all (const char * const *ids,
                                           const guint        *traits,
                                           guint               n,
                                           guint8             *numbers,
                                           guint              *failed);
guint               carc_mark_lookup      (const char *id);
const CarcMarkInfo *carc_mark_get         (guint       mark);
guint               carc_mark_cached      (const char *id,
                                           guint      *cache);

/* The number of the mark @id (a string literal), CARC_NO_MARK until a
 * tile set has declared it: for the modules and views that read their
 * own marks. */
#define CARC_MARK(id) \
  ({ static guint carc_mark_cache_; carc_mark_cached ((id), &carc_mark_cache_); })

G_END_DECLS
