/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Winter Edition in the window: its switch in the new-game dialog.
 * Its set names the winter theme, declared here, so the board looks
 * like winter. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-winter-bundle.h"
#include "carc-winter.h"

/* The land under snow, the water frozen, the table dark wood under
 * frost; the snow a little grey where no light falls, so that it does
 * not glare.  What stands on it dark enough to read on white: the
 * roads packed brown-grey earth and slush between soft banks of
 * shovelled snow, the walls cool grey stone under their white tops, the
 * roofs of the towns capped with snow, their streets grey with trodden
 * snow (kept apart from the roads' browner earth). */
static const CarcTheme winter_theme = {
  /* TRANSLATORS: a look of the tiles: under snow */
  .id = "winter", .title = N_("Winter"), .snow = TRUE,
  .table_kind = CARC_TABLE_FROSTED_WOOD, .table = { 0.34, 0.26, 0.21 },
  .grass = { 0.87, 0.90, 0.95 }, .grass_light = { 1.0, 1.0, 1.0 }, .grass_dark = { 0.66, 0.74, 0.88 },
  .road = { 0.60, 0.53, 0.46 }, .road_edge = { 0.42, 0.36, 0.31 },
  .city_ground = { 0.79, 0.75, 0.73 },
  .wall = { 0.52, 0.52, 0.58 }, .wall_top = { 0.98, 0.99, 1.0 }, .wall_shade = { 0.36, 0.36, 0.42 },
  .water = { 0.55, 0.75, 0.92 }, .water_light = { 0.82, 0.92, 0.99 }, .bank = { 0.55, 0.62, 0.72 },
  .fog = { 0.68, 0.68, 0.80 }, .fog_edge = { 0.28, 0.30, 0.46 },
  .back = { 0.28, 0.36, 0.50 },
};

static const CarcBundle winter_bundle = {
  .module = CARC_WINTER_MODULE,
  /* TRANSLATORS: the edition, a switch of the new-game dialog */
  .title = N_("Winter Edition"),
  .subtitle = N_("84 snowy tiles with animals instead of the classic 72"),
  .help_page = "rules-winter",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("The Winter Edition plays by the rules of the classic game with 84 tiles under snow: the 72 "
       "classic tiles and 12 tiles with animals. The animals score nothing; some of their tiles have "
       "shapes of Inns & Cathedrals and Traders & Builders, such as a road that ends at a city’s gate. "
       "The Winter Edition takes the place of the classic tiles, and the other expansions can join it."),
  },
  .theme = &winter_theme,
};

const CarcBundle *
carc_winter_bundle_get (void)
{
  return &winter_bundle;
}
