/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-feature-kind.h"

#include <string.h>

static CarcFeatureKindInfo kinds[CARC_MAX_FEATURE_KINDS] = {
  [CARC_FEATURE_ROAD] = { "road", CARC_JOINS_EDGES, CARC_SCORED_AS_ROAD },
  [CARC_FEATURE_CITY] = { "city", CARC_JOINS_EDGES, CARC_SCORED_AS_CITY },
  [CARC_FEATURE_FIELD] = { "field", CARC_JOINS_HALVES, CARC_SCORED_AS_FIELD },
  [CARC_FEATURE_MONASTERY] = { "monastery", CARC_JOINS_CENTRE, CARC_SCORED_AS_MONASTERY },
};
static guint n_kinds = CARC_N_CORE_KINDS;
static GMutex lock;

/* The number of the kind @id with these traits, declared now if it is
 * new; FALSE when @id was declared with other traits (two tile sets that
 * disagree) or there is no room left. */
gboolean
carc_feature_kind_declare (const char   *id,
                           CarcJoins     joins,
                           CarcScoredAs  scored,
                           guint        *kind)
{
  gboolean ok = FALSE;

  g_return_val_if_fail (id != NULL && kind != NULL, FALSE);
  g_mutex_lock (&lock);
  for (guint k = 0; k < n_kinds; k++)
    if (g_str_equal (kinds[k].id, id))
      {
        ok = kinds[k].joins == joins && kinds[k].scored == scored;
        *kind = k;
        g_mutex_unlock (&lock);
        return ok;
      }
  if (n_kinds < CARC_MAX_FEATURE_KINDS)
    {
      kinds[n_kinds] = (CarcFeatureKindInfo) { g_intern_string (id), joins, scored };
      *kind = n_kinds++;
      ok = TRUE;
    }
  g_mutex_unlock (&lock);
  return ok;
}

/* Whether carc_feature_kind_declare() would succeed now: @id unknown and
 * room left, or known with these traits. */
gboolean
carc_feature_kind_can_declare (const char   *id,
                               CarcJoins     joins,
                               CarcScoredAs  scored)
{
  gboolean ok;

  g_mutex_lock (&lock);
  ok = n_kinds < CARC_MAX_FEATURE_KINDS;
  for (guint k = 0; k < n_kinds; k++)
    if (g_str_equal (kinds[k].id, id))
      ok = kinds[k].joins == joins && kinds[k].scored == scored;
  g_mutex_unlock (&lock);
  return ok;
}

/* The number of the kind @id, or CARC_NO_KIND when no tile set loaded so
 * far declared it. */
guint
carc_feature_kind_lookup (const char *id)
{
  guint kind = CARC_NO_KIND;

  g_mutex_lock (&lock);
  for (guint k = 0; k < n_kinds && kind == CARC_NO_KIND; k++)
    if (g_str_equal (kinds[k].id, id))
      kind = k;
  g_mutex_unlock (&lock);
  return kind;
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
  static const CarcFeatureKindInfo none = { "", CARC_JOINS_CENTRE, CARC_SCORED_NONE };

  /* Declared entries never change, so they are read without the lock. */
  return kind < CARC_MAX_FEATURE_KINDS && kinds[kind].id != NULL ? &kinds[kind] : &none;
}
