/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *carc_colour_name            (const char *colour);
const char *carc_colour_name_shown      (const char *colour,
                                         const char *name);
const char *carc_colour_name_stored     (const char *colour,
                                         const char *name);

G_END_DECLS
