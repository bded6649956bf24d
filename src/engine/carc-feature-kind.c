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
    return known->joins == joins && known->scored == scored
           && (joins == CARC_JOINS_EDGES ? known->letter == letter : letter == 0);
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

/* Whether the kind @id could be declared with these traits now.  A kind
 * joined through edges shows the edge kind of @letter; kinds that show one
 * fit each other's edges but never join. */
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

/* Declares the @n kinds @infos all, or none of them: FALSE, with the
 * index of the first that cannot be (known otherwise, or no room left for
 * it) in @failed.  A kind joined through edges must show the edge kind
 * @infos gives it (the number a loader gave its letter beforehand). */
gboolean
carc_feature_kind_declare_all (const CarcFeatureKindInfo *infos,
                               guint                      n,
                               guint8                    *numbers,
                               guint                     *failed)
{
  char letters[CARC_MAX_EDGE_KINDS];
  guint n_new = 0, n_letters = n_edge_kinds;

  g_mutex_lock (&lock);
  memcpy (letters, edge_letters, sizeof letters);
  for (guint i = 0; i < n; i++)
    {
      const CarcFeatureKindInfo *known = find (infos[i].id);
      gboolean ok = agrees (known, infos[i].joins, infos[i].scored, infos[i].letter);
      guint edge = CARC_EDGE_FIELD;

      if (ok && known == NULL && infos[i].joins == CARC_JOINS_EDGES)
        {
          /* A letter of the file's own, new to the program, numbered
           * after those before it. */
          for (edge = 0; edge < n_letters && letters[edge] != infos[i].letter; edge++)
            ;
          if (edge == n_letters && n_letters < CARC_MAX_EDGE_KINDS)
            letters[n_letters++] = infos[i].letter;
          ok = edge < n_letters;
        }
      if (ok && known == NULL)
        ok = n_kinds + ++n_new <= CARC_MAX_FEATURE_KINDS;
      if (!ok || (known == NULL ? edge : known->edge) != infos[i].edge)
        {
          *failed = i;
          g_mutex_unlock (&lock);
          return FALSE;
        }
    }
  memcpy (edge_letters, letters, sizeof letters);
  n_edge_kinds = n_letters;
  for (guint i = 0; i < n; i++)
    {
      const CarcFeatureKindInfo *known = find (infos[i].id);

      if (known == NULL)
        {
          kinds[n_kinds] = infos[i];
          kinds[n_kinds].id = g_intern_string (infos[i].id);
          kinds[n_kinds].letter = infos[i].joins == CARC_JOINS_EDGES ? infos[i].letter : 0;
          known = &kinds[n_kinds++];
        }
      numbers[i] = known - kinds;
    }
  g_mutex_unlock (&lock);
  return TRUE;
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
