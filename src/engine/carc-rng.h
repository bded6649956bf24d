/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The engine's random source: xoshiro256** seeded by splitmix64, so a seed
 * gives the same numbers on every machine and every GLib version. */
typedef struct
{
  guint64 s[4];
} CarcRng;

void    carc_rng_init   (CarcRng *rng,
                         guint64  seed);
guint64 carc_rng_next   (CarcRng *rng);
guint   carc_rng_range  (CarcRng *rng,
                         guint    n);
void    carc_rng_shuffle(CarcRng *rng,
                         guint16 *items,
                         guint    n);

G_END_DECLS
