/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The themes' palettes.  Classic is the printed game's summer; winter
 * puts the land under snow and freezes the water; mists is the cooperative
 * game's autumn, darker and cooler so that its fog stands out. */
#include "carc-theme.h"

static const CarcTheme themes[CARC_N_THEMES] = {
  {
    .id = "classic", .index = 0, .snow = FALSE,
    .grass = { 0.53, 0.71, 0.33 }, .grass_light = { 0.68, 0.82, 0.42 }, .grass_dark = { 0.36, 0.55, 0.24 },
    .road = { 0.91, 0.85, 0.70 }, .road_edge = { 0.55, 0.46, 0.33 },
    .city_ground = { 0.86, 0.73, 0.50 },
    .wall = { 0.74, 0.70, 0.64 }, .wall_top = { 0.88, 0.85, 0.80 }, .wall_shade = { 0.40, 0.36, 0.32 },
    .water = { 0.30, 0.58, 0.84 }, .water_light = { 0.70, 0.86, 0.97 }, .bank = { 0.42, 0.50, 0.30 },
    .fog = { 0.90, 0.92, 0.96 }, .fog_edge = { 0.45, 0.50, 0.62 },
    .back = { 0.33, 0.30, 0.42 },
  },
  {
    .id = "winter", .index = 1, .snow = TRUE,
    .grass = { 0.92, 0.94, 0.97 }, .grass_light = { 1.0, 1.0, 1.0 }, .grass_dark = { 0.74, 0.80, 0.90 },
    .road = { 0.63, 0.61, 0.62 }, .road_edge = { 0.42, 0.40, 0.42 },
    .city_ground = { 0.80, 0.70, 0.56 },
    .wall = { 0.66, 0.64, 0.66 }, .wall_top = { 0.98, 0.99, 1.0 }, .wall_shade = { 0.40, 0.40, 0.46 },
    .water = { 0.55, 0.75, 0.92 }, .water_light = { 0.82, 0.92, 0.99 }, .bank = { 0.55, 0.62, 0.72 },
    .fog = { 0.68, 0.68, 0.80 }, .fog_edge = { 0.28, 0.30, 0.46 },
    .back = { 0.28, 0.36, 0.50 },
  },
  {
    .id = "mists", .index = 2, .snow = FALSE,
    .grass = { 0.44, 0.55, 0.32 }, .grass_light = { 0.58, 0.64, 0.38 }, .grass_dark = { 0.30, 0.40, 0.24 },
    .road = { 0.80, 0.74, 0.62 }, .road_edge = { 0.42, 0.36, 0.28 },
    .city_ground = { 0.70, 0.60, 0.45 },
    .wall = { 0.64, 0.62, 0.60 }, .wall_top = { 0.80, 0.78, 0.76 }, .wall_shade = { 0.36, 0.34, 0.34 },
    .water = { 0.26, 0.44, 0.60 }, .water_light = { 0.60, 0.74, 0.84 }, .bank = { 0.30, 0.36, 0.24 },
    .fog = { 0.93, 0.95, 0.99 }, .fog_edge = { 0.36, 0.40, 0.56 },
    .back = { 0.26, 0.27, 0.36 },
  },
};

/* The theme @id, or the classic one for NULL or an id no theme has. */
const CarcTheme *
carc_theme_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < CARC_N_THEMES; i++)
    if (g_str_equal (themes[i].id, id))
      return &themes[i];
  return &themes[0];
}

const CarcTheme *
carc_theme_get (guint index)
{
  g_return_val_if_fail (index < CARC_N_THEMES, &themes[0]);
  return &themes[index];
}
