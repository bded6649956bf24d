/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What a value in the game's files may be: the one rule that the readers
 * check and that everything which makes a value (the new-game dialog, the
 * campaign's counts, the writers) keeps, so that the game never writes a
 * file it would then refuse. */
#include "carc-values.h"

/* Whether @c may stand in a name: a character XML can hold (U+FFFE and
 * U+FFFF cannot), and no control or format character (a direction
 * override would garble the lists around it). */
static gboolean
char_ok (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return c != 0xFFFE && c != 0xFFFF && type != G_UNICODE_CONTROL && type != G_UNICODE_FORMAT
         && type != G_UNICODE_SURROGATE;
}

/* Whether @name may be a player's name: valid UTF-8 of 1 to
 * CARC_VALUES_MAX_NAME_CHARS characters that may stand in a name, with
 * something visible (not only spaces of any kind: a no-break space or an
 * ideographic space alone is blank). */
gboolean
carc_values_name_ok (const char *name)
{
  gboolean visible = FALSE;
  glong n = 0;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (!char_ok (c))
        return FALSE;
      visible |= !g_unichar_isspace (c);
    }
  return visible && n <= CARC_VALUES_MAX_NAME_CHARS;
}

/* @text as a name: without the characters a name may not hold, without
 * spaces of any kind around it, cut to CARC_VALUES_MAX_NAME_CHARS
 * characters.  "" when nothing visible is left; otherwise a name that
 * carc_values_name_ok() accepts. */
char *
carc_values_clean_name (const char *text)
{
  g_autoptr(GString) clean = g_string_new (NULL);
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  const char *start, *end;
  glong n = 0;

  /* Kept characters, leading spaces dropped, at most the longest name. */
  for (const char *p = valid; *p != '\0' && n < CARC_VALUES_MAX_NAME_CHARS; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!char_ok (c) || (clean->len == 0 && g_unichar_isspace (c)))
        continue;
      g_string_append_unichar (clean, c);
      n++;
    }
  /* Trailing spaces dropped. */
  start = clean->str;
  end = start + clean->len;
  while (end > start)
    {
      const char *last = g_utf8_find_prev_char (start, end);

      if (!g_unichar_isspace (g_utf8_get_char (last)))
        break;
      end = last;
    }
  g_string_truncate (clean, end - start);
  return g_string_free (g_steal_pointer (&clean), FALSE);
}

/* @value as a count the files hold: never more than CARC_VALUES_MAX_COUNT
 * (a count that goes on past it stays there). */
guint
carc_values_count (guint64 value)
{
  return (guint) MIN (value, CARC_VALUES_MAX_COUNT);
}
