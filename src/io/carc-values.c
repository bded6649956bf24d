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
         && type != G_UNICODE_SURROGATE && type != G_UNICODE_LINE_SEPARATOR
         && type != G_UNICODE_PARAGRAPH_SEPARATOR;
}

/* Whether @c shows something: not a space of any kind, not a mark or a
 * format character on its own, not one of the letters and symbols that print as nothing (the
 * Hangul fillers, the blank braille pattern). */
static gboolean
char_visible (gunichar c)
{
  static const gunichar blank[] = { 0x115F, 0x1160, 0x2800, 0x3164, 0xFFA0 };

  if (g_unichar_isspace (c) || g_unichar_ismark (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (blank); i++)
    if (c == blank[i])
      return FALSE;
  return TRUE;
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
      visible |= char_visible (c);
    }
  return visible && n <= CARC_VALUES_MAX_NAME_CHARS;
}

/* Whether @c is a bidirectional embedding, override or isolate: a format
 * character that reorders the text after it, up to its end or its pop. */
static gboolean
is_bidi_control (gunichar c)
{
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* Whether @c may stand in a chat line: what a name may hold, and the
 * format characters that join or shape what is around them (the zero
 * width joiner of an emoji, a soft hyphen, the tags of a flag), but not
 * the bidirectional embeddings, overrides and isolates. */
static gboolean
chat_char_ok (gunichar c)
{
  return char_ok (c) || (g_unichar_type (c) == G_UNICODE_FORMAT && !is_bidi_control (c));
}

/* Whether @text may be a chat line: plain text of 1 to
 * CARC_VALUES_MAX_CHAT_CHARS characters, by the names' rule for each
 * character (no control character) but for the format characters
 * chat_char_ok() allows, something visible. */
gboolean
carc_values_chat_ok (const char *text)
{
  gboolean visible = FALSE;
  glong n = 0;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (!chat_char_ok (c) || n >= CARC_VALUES_MAX_CHAT_CHARS)
        return FALSE;
      visible |= char_visible (c);
    }
  return visible;
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
  if (!carc_values_name_ok (clean->str))
    g_string_truncate (clean, 0);  /* nothing that shows */
  return g_string_free (g_steal_pointer (&clean), FALSE);
}

/* @name as players are told apart: without spaces around it, every run of
 * spaces inside made one ("Ann  Lee" and "Ann Lee" are one name). */
char *
carc_values_name_key (const char *name)
{
  g_autofree char *clean = carc_values_clean_name (name);
  GString *key = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = clean; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        space = TRUE;
      else
        {
          if (space)
            g_string_append_c (key, ' ');
          space = FALSE;
          g_string_append_unichar (key, c);
        }
    }
  return g_string_free (key, FALSE);
}

/* @value as a count the files hold: never more than CARC_VALUES_MAX_COUNT
 * (a count that goes on past it stays there). */
guint
carc_values_count (guint64 value)
{
  return (guint) MIN (value, CARC_VALUES_MAX_COUNT);
}
