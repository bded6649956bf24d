/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The one place that names the bundles coming with the program. */
void carc_bundles_register_builtin (void);

G_END_DECLS
