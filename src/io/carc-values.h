/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest count the files hold (the schemas' "count": scores,
 * turns, a level's attempts and best result). */
#define CARC_VALUES_MAX_COUNT 100000

/* The longest name of a player, in characters. */
#define CARC_VALUES_MAX_NAME_CHARS 64

/* The longest chat line, in characters. */
#define CARC_VALUES_MAX_CHAT_CHARS 200

gboolean  carc_values_name_ok    (const char *name);
gboolean  carc_values_chat_ok    (const char *text);
char     *carc_values_clean_name (const char *text);
char     *carc_values_name_key   (const char *name);
guint     carc_values_count      (guint64     value);

G_END_DECLS
