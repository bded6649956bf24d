/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-feature-kind.h"

#include <string.h>

static CarcFeatureKindInfo kinds[CARC_MAX_FEATURE_KINDS] = {
  [CARC_FEATURE_ROAD] = { "road", CARC_JOINS_EDGES, CARC_SCORED_AS_ROAD, CARC_EDGE_ROAD, 'R' },
  [CARC_FEATURE_CITY] = { "city", CARC_JOINS_EDGES, CARC_SCORED_AS_CITY, CARC_EDGE_CITY, 'C' },
  [CARC_FEATURE_FIELD] = { "field", CARC_JOINS_HALVES, CARC_SCORED_AS_FIELD, CARC_EDGE_FIELD, 'F' },
  [CARC_FEATURE_MONASTERY] = { "monastery", CARC_JOINS_CENTRE, CARC_SCORED_AS_MONASTERY, CARC_EDGE_FIELD, 0 },
};
static guint n_kinds = CARC_N_CORE_KINDS;
/* The letters of the edge kinds, by number: the core's, then those the
 * kinds joined through edges declare (the river's I). */
static char edge_letters[CARC_MAX_EDGE_KINDS] = { 'F', 'R', 'C' };
static guint n_edge_kinds = CARC_N_CORE_EDGE_KINDS;
static GMutex lock;

static guint
edge_kind_of (char letter)
{
  for (guint e = 0; e < n_edge_kinds; e++)
    if (edge_letters[e] == letter)
      return e;
  return CARC_NO_EDGE_KIND;
}

/* Whether a kind with these traits agrees with @known, or could be
 * declared anew (@known NULL). */
static gboolean
agrees (const CarcFeatureKindInfo *known,
        CarcJoins                  joins,
        CarcScoredAs               scored,
        char                       letter)
{
  guint edge = edge_kind_of (letter);

  if (known != NULL)
    return known->joins == joins && known->scored == scored && known->letter == (joins == CARC_JOINS_EDGES ? letter : 0);
  if (joins != CARC_JOINS_EDGES)
    return letter == 0 && n_kinds < CARC_MAX_FEATURE_KINDS;
  /* A new edge kind, or one another declared kind shows too: kinds that
   * show one edge kind fit each other's edges but never join. */
  if (edge == CARC_NO_EDGE_KIND)
    return letter >= 'A' && letter <= 'Z' && n_edge_kinds < CARC_MAX_EDGE_KINDS && n_kinds < CARC_MAX_FEATURE_KINDS;
  return edge >= CARC_N_CORE_EDGE_KINDS && n_kinds < CARC_MAX_FEATURE_KINDS;
}

static const CarcFeatureKindInfo *
find (const char *id)
{
  for (guint k = 0; k < n_kinds; k++)
    if (g_str_equal (kinds[k].id, id))
      return &kinds[k];
  return NULL;
}

/* The number of the kind @id with these traits, declared now if it is
 * new; FALSE when @id was declared with other traits (two tile sets that
 * disagree) or there is no room left.  A kind joined through edges shows
 * the edge kind of @letter, which no other kind may show. */
gboolean
carc_feature_kind_declare (const char   *id,
                           CarcJoins     joins,
                           CarcScoredAs  scored,
                           char          letter,
                           guint        *kind)
{
  const CarcFeatureKindInfo *known;
  gboolean ok;

  g_return_val_if_fail (id != NULL && kind != NULL, FALSE);
  g_mutex_lock (&lock);
  known = find (id);
  ok = agrees (known, joins, scored, letter);
  if (known != NULL)
    *kind = known - kinds;
  else if (ok)
    {
      guint edge = CARC_EDGE_FIELD;

      if (joins == CARC_JOINS_EDGES)
        {
          edge = edge_kind_of (letter);
          if (edge == CARC_NO_EDGE_KIND)
            {
              edge = n_edge_kinds++;
              edge_letters[edge] = letter;
            }
        }
      kinds[n_kinds] = (CarcFeatureKindInfo) { g_intern_string (id), joins, scored, edge,
                                               joins == CARC_JOINS_EDGES ? letter : 0 };
      *kind = n_kinds++;
    }
  g_mutex_unlock (&lock);
  return ok;
}

/* Whether carc_feature_kind_declare() would succeed now. */
gboolean
carc_feature_kind_can_declare (const char   *id,
                               CarcJoins     joins,
                               CarcScoredAs  scored,
                               char          letter)
{
  gboolean ok;

  g_mutex_lock (&lock);
  ok = agrees (find (id), joins, scored, letter);
  g_mutex_unlock (&lock);
  return ok;
}

/* The edge kind of the letter @letter in a tile's edges, or
 * CARC_NO_EDGE_KIND when no kind declared so far shows it. */
guint
carc_edge_kind_lookup (char letter)
{
  guint edge;

  g_mutex_lock (&lock);
  edge = edge_kind_of (letter);
  g_mutex_unlock (&lock);
  return edge;
}

/* The number the edge kind of @letter has, or would get if a kind
 * showing it were declared now: what a loader numbers a file's edges
 * with before the file's kinds are declared. */
guint
carc_edge_kind_next (char letter)
{
  guint edge;

  g_mutex_lock (&lock);
  edge = edge_kind_of (letter);
  if (edge == CARC_NO_EDGE_KIND && n_edge_kinds < CARC_MAX_EDGE_KINDS)
    edge = n_edge_kinds;
  g_mutex_unlock (&lock);
  return edge;
}

/* The number of the kind @id, or CARC_NO_KIND when no tile set loaded so
 * far declared it. */
guint
carc_feature_kind_lookup (const char *id)
{
  const CarcFeatureKindInfo *known;

  g_mutex_lock (&lock);
  known = find (id);
  g_mutex_unlock (&lock);
  return known != NULL ? (guint) (known - kinds) : CARC_NO_KIND;
}

/* carc_feature_kind_lookup() remembered in @cache (0 until found): kind
 * numbers never change once declared. */
guint
carc_feature_kind_cached (const char *id,
                          guint      *cache)
{
  guint kind = g_atomic_int_get (cache);

  if (kind != 0)
    return kind - 1;
  kind = carc_feature_kind_lookup (id);
  if (kind != CARC_NO_KIND)
    g_atomic_int_set (cache, kind + 1);
  return kind;
}

const CarcFeatureKindInfo *
carc_feature_kind_get (guint kind)
{
  static const CarcFeatureKindInfo none = { "", CARC_JOINS_CENTRE, CARC_SCORED_NONE, CARC_EDGE_FIELD, 0 };

  /* Declared entries never change, so they are read without the lock. */
  return kind < CARC_MAX_FEATURE_KINDS && kinds[kind].id != NULL ? &kinds[kind] : &none;
}
