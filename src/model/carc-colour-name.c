/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The names of the game's figure colours, and a seat's name that is its
 * colour's name.  Such a name is the game's, not the player's: it is
 * written as the English word and shown in the interface's language, so
 * that a game started in Czech says "Red" in English.  A name the player
 * typed stays as typed (rules decision in docs/rules-decisions.md). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-colour-name.h"

/* The seats' colours of the new-game dialog and the campaign's guard
 * colours (pink), as the files write them. */
static const struct
{
  const char *colour;
  const char *name;
} names[] = {
  { "#d0312d", NC_("player colour", "Red") },
  { "#2e8b3a", NC_("player colour", "Green") },
  { "#2f62c8", NC_("player colour", "Blue") },
  { "#f2c318", NC_("player colour", "Yellow") },
  { "#2b2b2b", NC_("player colour", "Black") },
  { "#9a9a9a", NC_("player colour", "Grey") },
  { "#e47fb4", NC_("player colour", "Pink") },
};

static const char *
english_name (const char *colour)
{
  for (guint i = 0; colour != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (colour, names[i].colour) == 0)
      return names[i].name;
  return NULL;
}

/* The name of @colour ("#rrggbb") in the interface's language, or NULL
 * for a colour the game does not name. */
const char *
carc_colour_name (const char *colour)
{
  const char *english = english_name (colour);

  return english != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, "player colour", english) : NULL;
}

/* Whether @name is @colour's own name, in English or in the interface's
 * language. */
static gboolean
is_colour_name (const char *colour,
                const char *name)
{
  const char *english = english_name (colour);

  return english != NULL && name != NULL
         && (g_str_equal (name, english) || g_str_equal (name, carc_colour_name (colour)));
}

/* @name as the interface shows it: a seat named after its colour in the
 * interface's language. */
const char *
carc_colour_name_shown (const char *colour,
                        const char *name)
{
  return is_colour_name (colour, name) ? carc_colour_name (colour) : name;
}

/* @name as a file keeps it: a seat named after its colour in English. */
const char *
carc_colour_name_stored (const char *colour,
                         const char *name)
{
  return is_colour_name (colour, name) ? english_name (colour) : name;
}
