/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The themes' palettes.  Classic, the printed game's summer, is the
 * core's; the bundles declare the others (CarcBundle.theme). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-theme.h"

static const CarcTheme classic = {
  /* TRANSLATORS: a look of the tiles: the printed game's summer */
  .id = "classic", .title = N_("Summer"), .snow = FALSE,
  .table_kind = CARC_TABLE_WOOD, .table = { 0.42, 0.28, 0.17 }, .flowers = 1,
  .grass = { 0.45, 0.63, 0.30 }, .grass_light = { 0.61, 0.76, 0.39 }, .grass_dark = { 0.29, 0.47, 0.22 },
  .road = { 0.91, 0.85, 0.70 }, .road_edge = { 0.55, 0.46, 0.33 },
  .city_ground = { 0.80, 0.66, 0.46 },
  .wall = { 0.68, 0.63, 0.55 }, .wall_top = { 0.86, 0.83, 0.78 }, .wall_shade = { 0.37, 0.33, 0.28 },
  .water = { 0.30, 0.58, 0.84 }, .water_light = { 0.70, 0.86, 0.97 }, .bank = { 0.42, 0.50, 0.30 },
  .fog = { 0.90, 0.92, 0.96 }, .fog_edge = { 0.45, 0.50, 0.62 },
  .back = { 0.33, 0.30, 0.42 },
};

static const CarcTheme *themes[CARC_MAX_THEMES] = { &classic };
static guint n_themes = 1;

/* Adds a bundle's theme; once only, whatever the number of calls. */
void
carc_theme_register (const CarcTheme *theme)
{
  g_return_if_fail (theme != NULL && theme->id != NULL);
  for (guint i = 0; i < n_themes; i++)
    if (g_str_equal (themes[i]->id, theme->id))
      return;
  g_return_if_fail (n_themes < CARC_MAX_THEMES);
  themes[n_themes++] = theme;
}

/* The theme @id, or the classic one for NULL or an id no theme has. */
const CarcTheme *
carc_theme_lookup (const char *id)
{
  for (guint i = 0; id != NULL && i < n_themes; i++)
    if (g_str_equal (themes[i]->id, id))
      return themes[i];
  return themes[0];
}

guint
carc_theme_get_n (void)
{
  return n_themes;
}

const CarcTheme *
carc_theme_get (guint index)
{
  g_return_val_if_fail (index < n_themes, themes[0]);
  return themes[index];
}

/* Where @theme is in the list: part of the tile textures' cache key. */
guint
carc_theme_get_index (const CarcTheme *theme)
{
  for (guint i = 0; i < n_themes; i++)
    if (themes[i] == theme)
      return i;
  return 0;
}
