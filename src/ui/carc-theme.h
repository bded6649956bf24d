/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A colour of the tile art, components 0..1. */
typedef struct
{
  double r, g, b;
} CarcArtColour;

/* What the board lies on: planks or a map, and their winter and misty
 * kin (carc-table-painter.c). */
typedef enum
{
  CARC_TABLE_WOOD,
  CARC_TABLE_PARCHMENT,
  CARC_TABLE_FROSTED_WOOD,
  CARC_TABLE_MISTY_MAP,
} CarcTableKind;

/* How tiles look: the colours of each kind of ground and the folder of
 * drawings (data/art/<id>/, falling back on data/art/).  A tile set names
 * its theme; the player may choose another in the preferences. */
typedef struct
{
  const char    *id;
  const char    *title;          /* its name in Preferences, to translate */
  gboolean       snow;           /* fields under snow, water frozen */
  CarcTableKind  table_kind;
  CarcArtColour  table;          /* the table's own colour: the wood's or the paper's */
  double         flowers;        /* how many flowers the grass has, 0..1 */
  CarcArtColour  grass;
  CarcArtColour  grass_light;
  CarcArtColour  grass_dark;
  CarcArtColour  road;
  CarcArtColour  road_edge;
  CarcArtColour  city_ground;
  CarcArtColour  wall;
  CarcArtColour  wall_top;
  CarcArtColour  wall_shade;
  CarcArtColour  water;
  CarcArtColour  water_light;
  CarcArtColour  bank;
  CarcArtColour  fog;
  CarcArtColour  fog_edge;
  CarcArtColour  back;
  CarcArtColour  town_wash;      /* laid over the towns at town_wash_alpha (0: none): a mood's light */
  double         town_wash_alpha;
} CarcTheme;

/* Themes, as bundles declare them (CarcBundle.theme): the core's
 * classic one first. */
#define CARC_MAX_THEMES 8

void             carc_theme_register  (const CarcTheme *theme);
const CarcTheme *carc_theme_lookup    (const char      *id);
guint            carc_theme_get_n     (void);
const CarcTheme *carc_theme_get       (guint            index);
guint            carc_theme_get_index (const CarcTheme *theme);

G_END_DECLS
