/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-mark.h"

/* The classic tiles' road ends, which the core draws itself: the core
 * knows them as it knows the classic feature kinds. */
static CarcMarkInfo marks[CARC_MAX_MARKS] = {
  [CARC_END_JUNCTION] = { "junction", 0 },
  [CARC_END_CITY] = { "city", 0 },
  [CARC_END_MONASTERY] = { "monastery", 0 },
  [CARC_END_HOUSE] = { "house", 0 },
  [CARC_END_DEAD_END] = { "dead-end", 0 },
};
static guint n_marks = CARC_N_CORE_MARKS;
static GMutex lock;

static guint
find (const char *id)
{
  for (guint m = 1; m < n_marks; m++)
    if (g_str_equal (marks[m].id, id))
      return m;
  return CARC_NO_MARK;
}

/* The number of the mark @id with these traits, declared now if it is
 * new; FALSE when @id was declared with other traits (two tile sets that
 * disagree) or there is no room left. */
gboolean
carc_mark_declare (const char *id,
                   guint       traits,
                   guint      *mark)
{
  gboolean ok = FALSE;
  guint found;

  g_return_val_if_fail (id != NULL && mark != NULL, FALSE);
  g_mutex_lock (&lock);
  found = find (id);
  if (found != CARC_NO_MARK)
    {
      ok = marks[found].traits == traits;
      *mark = found;
    }
  else if (n_marks < CARC_MAX_MARKS)
    {
      marks[n_marks] = (CarcMarkInfo) { g_intern_string (id), traits };
      *mark = n_marks++;
      ok = TRUE;
    }
  g_mutex_unlock (&lock);
  return ok;
}

/* Whether carc_mark_declare() would succeed now. */
gboolean
carc_mark_can_declare (const char *id,
                       guint       traits)
{
  gboolean ok;
  guint found;

  g_mutex_lock (&lock);
  found = find (id);
  ok = found != CARC_NO_MARK ? marks[found].traits == traits : n_marks < CARC_MAX_MARKS;
  g_mutex_unlock (&lock);
  return ok;
}

/* The number of the mark @id, or CARC_NO_MARK when no tile set loaded so
 * far declared it. */
guint
carc_mark_lookup (const char *id)
{
  guint mark;

  g_mutex_lock (&lock);
  mark = find (id);
  g_mutex_unlock (&lock);
  return mark;
}

/* carc_mark_lookup() remembered in @cache: numbers never change once
 * declared. */
guint
carc_mark_cached (const char *id,
                  guint      *cache)
{
  guint mark = g_atomic_int_get (cache);

  if (mark != CARC_NO_MARK)
    return mark;
  mark = carc_mark_lookup (id);
  if (mark != CARC_NO_MARK)
    g_atomic_int_set (cache, mark);
  return mark;
}

const CarcMarkInfo *
carc_mark_get (guint mark)
{
  static const CarcMarkInfo none = { "", 0 };

  /* Declared entries never change, so they are read without the lock. */
  return mark != CARC_NO_MARK && mark < CARC_MAX_MARKS && marks[mark].id != NULL ? &marks[mark] : &none;
}
