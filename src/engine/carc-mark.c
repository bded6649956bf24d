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

/* Whether the mark @id could be declared with these traits now. */
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

/* Declares the @n marks @ids with their @traits all, or none of them:
 * FALSE, with the index of the first that cannot be (known otherwise, or
 * no room left for it) in @failed. */
gboolean
carc_mark_declare_all (const char * const *ids,
                       const guint        *traits,
                       guint               n,
                       guint8             *numbers,
                       guint              *failed)
{
  guint n_new = 0;

  g_mutex_lock (&lock);
  for (guint i = 0; i < n; i++)
    {
      guint found = find (ids[i]);

      if (found != CARC_NO_MARK ? marks[found].traits != traits[i] : n_marks + ++n_new > CARC_MAX_MARKS)
        {
          *failed = i;
          g_mutex_unlock (&lock);
          return FALSE;
        }
    }
  for (guint i = 0; i < n; i++)
    {
      guint found = find (ids[i]);

      if (found == CARC_NO_MARK)
        {
          marks[n_marks] = (CarcMarkInfo) { g_intern_string (ids[i]), traits[i] };
          found = n_marks++;
        }
      numbers[i] = found;
    }
  g_mutex_unlock (&lock);
  return TRUE;
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
