/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-types.h"

G_BEGIN_DECLS

/* Feature kinds are data.  The core knows the classic four (road, city,
 * field, monastery: CarcFeatureKind); a tile set declares any other kind
 * it prints, with the traits the core needs, and the kind gets a number
 * for the whole program, as a GQuark does. */

/* How a kind's segments join those of neighbouring tiles. */
typedef enum
{
  CARC_JOINS_EDGES = 0,   /* through whole edges: roads, cities, rivers */
  CARC_JOINS_HALVES,      /* through half-edges: fields, mist */
  CARC_JOINS_CENTRE,      /* not at all: complete with its eight neighbours */
} CarcJoins;

/* How the core scores a kind's features. */
typedef enum
{
  CARC_SCORED_NONE = 0,   /* never: the river */
  CARC_SCORED_AS_ROAD,
  CARC_SCORED_AS_CITY,
  CARC_SCORED_AS_MONASTERY,
  CARC_SCORED_AS_FIELD,
  CARC_SCORED_BY_MODULE,  /* completed as its join says; a module evaluates it */
} CarcScoredAs;

typedef struct
{
  const char *id;
  guint8      joins;      /* CarcJoins */
  guint8      scored;     /* CarcScoredAs */
  guint8      edge;       /* CarcEdgeKind its segments show on an edge (joined through edges) */
  char        letter;     /* that edge kind's letter in a tile's edges: C, R, or declared (I) */
} CarcFeatureKindInfo;

#define CARC_MAX_FEATURE_KINDS 32
#define CARC_NO_KIND 0xff
#define CARC_NO_EDGE_KIND 0xff
/* Numbers a tile set loader gives the kinds a file declares until the
 * whole file has loaded: only then are they declared for the program. */
#define CARC_PROVISIONAL_KIND 0xe0

gboolean                   carc_feature_kind_can_declare (const char *id,
                                                      CarcJoins      joins,
                                                      CarcScoredAs   scored,
                                                      char           letter);
guint                      carc_edge_kind_lookup     (char           letter);
guint                      carc_edge_kind_next       (char           letter);
gboolean                   carc_feature_kind_declare_all (const CarcFeatureKindInfo *infos,
                                                      guint          n,
                                                      guint8        *numbers,
                                                      guint         *failed);
guint                      carc_feature_kind_lookup  (const char    *id);
const CarcFeatureKindInfo *carc_feature_kind_get     (guint          kind);
guint                      carc_feature_kind_cached  (const char    *id,
                                                      guint         *cache);

/* The number of the kind @id (a string literal), looked up once it has
 * been declared: for modules and views that name their own kinds. */
#define CARC_KIND(id) \
  ({ static guint carc_kind_cache_; carc_feature_kind_cached ((id), &carc_kind_cache_); })

G_END_DECLS
