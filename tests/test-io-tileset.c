/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The tile set loader: the base set's data against the catalogue's
 * cross-checks, and broken files refused with the file and line named. */
#include "config.h"

#include "carc-test-util.h"
#include "carc-traders.h"

#include <string.h>

/* The columns of tiles-classic.md's cross-check table for one set. */
typedef struct
{
  guint field_tiles, field_segs, road_tiles, road_segs, city_tiles, city_segs;
  guint arms, monasteries, inns, cathedrals;
  guint goods[4];
  guint edges[4];
} SetCounts;

static void
count_set (CarcTileSet *tiles,
           SetCounts   *c)
{
  memset (c, 0, sizeof *c);
  for (guint i = 0; i < carc_tile_set_get_n_types (tiles); i++)
    {
      const CarcTileType *t = carc_tile_set_get_type (tiles, i);
      gboolean has_road = FALSE, has_city = FALSE, has_field = FALSE;

      for (guint d = 0; d < 4; d++)
        c->edges[t->edges[d]] += t->count;
      for (guint s = 0; s < t->n_segments; s++)
        {
          switch (t->segments[s].kind)
            {
            case CARC_FEATURE_FIELD: c->field_segs += t->count; has_field = TRUE; break;
            case CARC_FEATURE_ROAD: c->road_segs += t->count; has_road = TRUE; break;
            case CARC_FEATURE_CITY: c->city_segs += t->count; has_city = TRUE; break;
            case CARC_FEATURE_MONASTERY: c->monasteries += t->count; break;
            default: break;
            }
          c->arms += t->segments[s].arms * t->count;
          c->inns += carc_segment_has_mark (&t->segments[s], CARC_MARK ("inn")) ? t->count : 0;
          c->cathedrals += carc_segment_has_mark (&t->segments[s], CARC_MARK ("cathedral")) ? t->count : 0;
          c->goods[carc_traders_goods_of (&t->segments[s])] += t->count;
        }
      c->road_tiles += has_road ? t->count : 0;
      c->city_tiles += has_city ? t->count : 0;
      c->field_tiles += has_field ? t->count : 0;
    }
}

static void
test_base_counts (void)
{
  CarcTileSet *tiles = test_base_tiles ();
  const CarcStartCell *start;
  SetCounts c;

  g_assert_cmpstr (carc_tile_set_get_id (tiles), ==, "base");
  g_assert_cmpuint (carc_tile_set_get_n_types (tiles), ==, 24);
  g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, 72);
  g_assert_cmpuint (carc_tile_set_get_n_start_cells (tiles), ==, 1);
  start = carc_tile_set_get_start_cell (tiles, 0);
  g_assert_cmpstr (carc_tile_set_get_type (tiles, start->type)->id, ==, "D");
  g_assert_cmpint (start->x, ==, 0);
  g_assert_cmpint (start->y, ==, 0);

  /* tiles-classic.md, "Cross-checks": Base 72 | 71/126 | 45/62 | 44/49 | 10 | 6,
   * and RussCon's edge statistics Farm 115 / Road 94 / City 79. */
  count_set (tiles, &c);
  g_assert_cmpuint (c.field_tiles, ==, 71);
  g_assert_cmpuint (c.field_segs, ==, 126);
  g_assert_cmpuint (c.road_tiles, ==, 45);
  g_assert_cmpuint (c.road_segs, ==, 62);
  g_assert_cmpuint (c.city_tiles, ==, 44);
  g_assert_cmpuint (c.city_segs, ==, 49);
  g_assert_cmpuint (c.arms, ==, 10);
  g_assert_cmpuint (c.monasteries, ==, 6);
  g_assert_cmpuint (c.edges[CARC_EDGE_FIELD], ==, 115);
  g_assert_cmpuint (c.edges[CARC_EDGE_ROAD], ==, 94);
  g_assert_cmpuint (c.edges[CARC_EDGE_CITY], ==, 79);
}

/* The big expansions and the Winter Edition against tiles-classic.md's
 * cross-check table, each set on its own. */
static void
test_expansion_counts (void)
{
  static const struct
  {
    const char *id;
    guint types, tiles, field_tiles, field_segs, road_tiles, road_segs, city_tiles, city_segs, arms, monasteries;
    guint inns, cathedrals, wine, grain, cloth;
  } sets[] = {
    /* I&C 18 | 16/35 | 12/18 | 13/20 | 3 | 1 | inns 6, cathedrals 2 */
    { "inns-cathedrals", 17, 18, 16, 35, 12, 18, 13, 20, 3, 1, 6, 2, 0, 0, 0 },
    /* T&B 24 | 24/56 | 16/23 | 22/29 | 0 | 1 | wine 9, grain 6, cloth 5 */
    { "traders-builders", 24, 24, 24, 56, 16, 23, 22, 29, 0, 1, 0, 0, 9, 6, 5 },
    /* Winter 84 | 83/150 | 57/78 | 51/56 | 10 | 8 | the inn on WinTierE */
    { "winter", 36, 84, 83, 150, 57, 78, 51, 56, 10, 8, 1, 0, 0, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (sets[i].id, &error);
      SetCounts c;

      g_assert_no_error (error);
      g_assert_cmpuint (carc_tile_set_get_n_types (tiles), ==, sets[i].types);
      g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, sets[i].tiles);
      count_set (tiles, &c);
      g_assert_cmpuint (c.field_tiles, ==, sets[i].field_tiles);
      g_assert_cmpuint (c.field_segs, ==, sets[i].field_segs);
      g_assert_cmpuint (c.road_tiles, ==, sets[i].road_tiles);
      g_assert_cmpuint (c.road_segs, ==, sets[i].road_segs);
      g_assert_cmpuint (c.city_tiles, ==, sets[i].city_tiles);
      g_assert_cmpuint (c.city_segs, ==, sets[i].city_segs);
      g_assert_cmpuint (c.arms, ==, sets[i].arms);
      g_assert_cmpuint (c.monasteries, ==, sets[i].monasteries);
      g_assert_cmpuint (c.inns, ==, sets[i].inns);
      g_assert_cmpuint (c.cathedrals, ==, sets[i].cathedrals);
      g_assert_cmpuint (c.goods[CARC_GOODS_WINE], ==, sets[i].wine);
      g_assert_cmpuint (c.goods[CARC_GOODS_GRAIN], ==, sets[i].grain);
      g_assert_cmpuint (c.goods[CARC_GOODS_CLOTH], ==, sets[i].cloth);
    }
}

/* The mini-expansions' sets against tiles-mists-minis.md §B, each on its
 * own: tiles, segments and the symbols that give their rules. */
static void
test_mini_counts (void)
{
  static const struct
  {
    const char *id;
    guint types, tiles, field_tiles, field_segs, road_tiles, road_segs, city_tiles, city_segs, monasteries;
    const char *symbol;
    guint with_symbol;
  } sets[] = {
    /* §B1: 2 field tiles, 3 straight roads, 3 curves */
    { "flying-machines", 8, 8, 8, 14, 6, 6, 0, 0, 0, "flying-machine", 8 },
    /* §B4: four monasteries, D's road on a bridge over its city */
    { "gold-mines", 8, 8, 8, 21, 7, 10, 4, 4, 4, "gold", 8 },
    /* §B5: a city on every tile */
    { "mage-witch", 8, 8, 8, 19, 7, 11, 8, 12, 0, "magic", 8 },
    /* §B6: A and F twice */
    { "robbers", 6, 8, 8, 16, 6, 8, 3, 3, 0, "robber", 8 },
    /* §B7: F has no field */
    { "crop-circles", 6, 6, 5, 11, 4, 8, 4, 6, 0, "crop-shield", 2 },
    /* §B3, JCZ's counts: 3 + 4 tiles with 3 road ends, 1 with 4 */
    { "ferries", 3, 8, 8, 25, 8, 25, 3, 3, 0, "ferry-lake", 8 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (sets[i].id, &error);
      guint with_symbol = 0;
      SetCounts c;

      g_assert_no_error (error);
      g_assert_cmpstr (carc_tile_set_get_rules (tiles), ==, sets[i].id);
      g_assert_cmpuint (carc_tile_set_get_n_types (tiles), ==, sets[i].types);
      g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, sets[i].tiles);
      count_set (tiles, &c);
      g_assert_cmpuint (c.field_tiles, ==, sets[i].field_tiles);
      g_assert_cmpuint (c.field_segs, ==, sets[i].field_segs);
      g_assert_cmpuint (c.road_tiles, ==, sets[i].road_tiles);
      g_assert_cmpuint (c.road_segs, ==, sets[i].road_segs);
      g_assert_cmpuint (c.city_tiles, ==, sets[i].city_tiles);
      g_assert_cmpuint (c.city_segs, ==, sets[i].city_segs);
      g_assert_cmpuint (c.monasteries, ==, sets[i].monasteries);
      g_assert_cmpuint (c.arms, ==, 0);
      for (guint t = 0; t < carc_tile_set_get_n_types (tiles); t++)
        with_symbol += carc_tile_type_has_symbol (carc_tile_set_get_type (tiles, t), carc_mark_lookup (sets[i].symbol))
                       ? carc_tile_set_get_type (tiles, t)->count : 0;
      g_assert_cmpuint (with_symbol, ==, sets[i].with_symbol);
    }
}

/* The flying machines fly towards an edge on 5 tiles and towards a corner
 * on 3; the crop circles show each symbol twice. */
static void
test_mini_symbols (void)
{
  g_autoptr(CarcTileSet) machines = carc_tile_set_load_builtin ("flying-machines", NULL);
  g_autoptr(CarcTileSet) crops = carc_tile_set_load_builtin ("crop-circles", NULL);
  guint towards[2] = { 0 }, symbols[CARC_MAX_MARKS] = { 0 };

  for (guint t = 0; t < carc_tile_set_get_n_types (machines); t++)
    towards[carc_tile_set_get_type (machines, t)->symbol_direction % 2]++;
  g_assert_cmpuint (towards[0], ==, 5);
  g_assert_cmpuint (towards[1], ==, 3);
  for (guint t = 0; t < carc_tile_set_get_n_types (crops); t++)
    symbols[carc_tile_set_get_type (crops, t)->symbol]++;
  g_assert_cmpuint (symbols[CARC_MARK ("crop-pitchfork")], ==, 2);
  g_assert_cmpuint (symbols[CARC_MARK ("crop-club")], ==, 2);
  g_assert_cmpuint (symbols[CARC_MARK ("crop-shield")], ==, 2);
}

/* The Winter Edition's classic shapes are the base set's, tile for tile,
 * and one WinD is its start tile. */
static void
test_winter_is_classic (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) winter = carc_tile_set_load_builtin ("winter", &error);
  CarcTileSet *base = test_base_tiles ();
  const CarcStartCell *start;

  g_assert_no_error (error);
  g_assert_cmpstr (carc_tile_set_get_theme (winter), ==, "winter");
  for (guint i = 0; i < carc_tile_set_get_n_types (base); i++)
    {
      const CarcTileType *b = carc_tile_set_get_type (base, i);
      const CarcTileType *w = carc_tile_set_get_type (winter, i);
      g_autofree char *id = g_strconcat ("Win", b->id, NULL);

      g_assert_cmpstr (w->id, ==, id);
      g_assert_cmpuint (w->count, ==, b->count);
      g_assert_cmpmem (w->edges, 4, b->edges, 4);
      g_assert_cmpuint (w->n_segments, ==, b->n_segments);
      g_assert_cmpmem (w->segments, sizeof w->segments, b->segments, sizeof b->segments);
    }
  g_assert_cmpstr (carc_tile_set_get_type (winter, 24)->id, ==, "WinTierA");
  g_assert_cmpstr (carc_tile_set_get_type (winter, 35)->id, ==, "WinTierL");
  g_assert_cmpuint (carc_tile_set_get_n_start_cells (winter), ==, 1);
  start = carc_tile_set_get_start_cell (winter, 0);
  g_assert_cmpstr (carc_tile_set_get_type (winter, start->type)->id, ==, "WinD");
}

/* A composition of the same parts is shared, whichever compositions came
 * between; other parts or another order compose a set of their own, and
 * parts whose tile ids clash compose nothing. */
static void
test_compose_shared (void)
{
  static const char *const ids[] = {
    "base", "river", "inns-cathedrals", "traders-builders", "ferries", "gold-mines", "mage-witch", "robbers",
    "crop-circles", "flying-machines",
  };
  CarcTileSet *sets[G_N_ELEMENTS (ids)];
  g_autoptr(CarcTileSet) first = NULL;
  g_autoptr(CarcTileSet) again = NULL;
  g_autoptr(CarcTileSet) swapped = NULL;
  const char *clash = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;

      sets[i] = carc_tile_set_load_builtin (ids[i], &error);
      g_assert_no_error (error);
    }
  first = carc_tile_set_compose (sets, 2, NULL);
  g_assert_nonnull (first);
  /* Each base-and-one after it, more than are kept: the first is composed
   * again, equal to what it was. */
  for (guint i = 2; i < G_N_ELEMENTS (ids); i++)
    {
      CarcTileSet *pair[] = { sets[0], sets[i] };
      g_autoptr(CarcTileSet) other = carc_tile_set_compose (pair, 2, NULL);

      g_assert_true (other != first);
      g_assert_true (carc_tile_set_compose (pair, 2, NULL) == other);
      carc_tile_set_unref (other);
    }
  again = carc_tile_set_compose (sets, 2, NULL);
  g_assert_cmpstr (carc_tile_set_get_id (again), ==, carc_tile_set_get_id (first));
  g_assert_cmpuint (carc_tile_set_get_n_types (again), ==, carc_tile_set_get_n_types (first));
  for (guint t = 0; t < carc_tile_set_get_n_types (first); t++)
    g_assert_cmpstr (carc_tile_set_get_type (again, t)->id, ==, carc_tile_set_get_type (first, t)->id);
  {
    CarcTileSet *reversed[] = { sets[1], sets[0] };
    CarcTileSet *twice[] = { sets[0], sets[0] };

    swapped = carc_tile_set_compose (reversed, 2, NULL);
    g_assert_true (swapped != again);
    g_assert_cmpstr (carc_tile_set_get_type (swapped, 0)->id, ==, carc_tile_set_get_type (sets[1], 0)->id);
    g_assert_null (carc_tile_set_compose (twice, 2, &clash));
    g_assert_nonnull (clash);
    clash = NULL;
    g_assert_null (carc_tile_set_compose (twice, 2, &clash));
    g_assert_nonnull (clash);
  }
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    carc_tile_set_unref (sets[i]);
}

static void
test_river_counts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("river", &error);
  guint springs = 0, lakes = 0, river_edges = 0;
  SetCounts c;

  g_assert_no_error (error);
  g_assert_cmpuint (carc_tile_set_get_n_types (tiles), ==, 10);
  g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, 12);
  /* The spring is the start tile only when a module says so. */
  g_assert_cmpuint (carc_tile_set_get_n_start_cells (tiles), ==, 0);
  for (guint i = 0; i < carc_tile_set_get_n_types (tiles); i++)
    {
      const CarcTileType *t = carc_tile_set_get_type (tiles, i);
      guint river_segs = 0;

      springs += carc_tile_type_has_symbol (t, CARC_MARK ("spring"));
      lakes += carc_tile_type_has_symbol (t, CARC_MARK ("lake"));
      for (guint d = 0; d < 4; d++)
        river_edges += (t->edges[d] == carc_feature_kind_get (CARC_KIND ("river"))->edge) * t->count;
      for (guint s = 0; s < t->n_segments; s++)
        river_segs += t->segments[s].kind == CARC_KIND ("river");
      g_assert_cmpuint (river_segs, ==, 1);
    }
  g_assert_cmpuint (springs, ==, 1);
  g_assert_cmpuint (lakes, ==, 1);
  /* Spring and lake one river edge each, the other 10 tiles two. */
  g_assert_cmpuint (river_edges, ==, 22);

  /* tiles-classic.md, "Cross-checks": River 12 | 12/28 | 4/4 | 3/4 | 0 | 1. */
  count_set (tiles, &c);
  g_assert_cmpuint (c.field_tiles, ==, 12);
  g_assert_cmpuint (c.field_segs, ==, 28);
  g_assert_cmpuint (c.road_tiles, ==, 4);
  g_assert_cmpuint (c.road_segs, ==, 4);
  g_assert_cmpuint (c.city_tiles, ==, 3);
  g_assert_cmpuint (c.city_segs, ==, 4);
  g_assert_cmpuint (c.arms, ==, 0);
  g_assert_cmpuint (c.monasteries, ==, 1);
}

static void
test_field_adjacency (void)
{
  const CarcTileType *d = carc_tile_set_get_type (test_base_tiles (), test_type ("D"));

  /* D: city, road, {EL WR} → city, {ER SL SR WL}. */
  g_assert_cmpuint (d->n_segments, ==, 4);
  g_assert_cmpuint (d->segments[2].kind, ==, CARC_FEATURE_FIELD);
  g_assert_cmpuint (d->segments[2].halves, ==, (1 << CARC_HALF_EL) | (1 << CARC_HALF_WR));
  g_assert_cmpuint (d->segments[2].adjacent, ==, 1 << 0);
  g_assert_cmpuint (d->segments[3].adjacent, ==, 0);
}

typedef struct
{
  const char *name;
  const char *xml;
  int         code;
  const char *fragment;   /* must appear in the message */
} BadFile;

#define HEAD "<?xml version='1.0'?>\n<tileset format='2' id='t'>\n"
#define GOOD_TILE "<tile id='E' count='1' edges='CFFF'><city id='c' edges='N'/>" \
                  "<field id='f' halves='EL ER SL SR WL WR' cities='c'/></tile>\n"
#define START "<start><cell tile='E' x='0' y='0'/></start>\n"

static const BadFile bad_files[] = {
  { "truncated", HEAD GOOD_TILE "<tile id='X'", CARC_IO_ERROR_MALFORMED, "line 4" },
  { "not xml", "this is not a tile set", CARC_IO_ERROR_MALFORMED, "line 1" },
  { "wrong root", "<?xml version='1.0'?>\n<game/>", CARC_IO_ERROR_INVALID, "schema" },
  { "newer format", "<?xml version='1.0'?>\n<tileset format='3' id='t'>\n" GOOD_TILE START "</tileset>",
    CARC_IO_ERROR_INVALID, "schema" },
  { "bad edges attribute", HEAD "<tile id='E' count='1' edges='CFZF'><city id='c' edges='N'/></tile>\n"
    START "</tileset>", CARC_IO_ERROR_INVALID, "line 3" },
  { "city edge without a city", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='CFFF'><field id='f' halves='EL ER SL SR WL WR'/></tile>\n"
    START "</tileset>", CARC_IO_ERROR_INVALID, "line 4" },
  { "field half missing", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL'/></tile>\n"
    START "</tileset>", CARC_IO_ERROR_INVALID, "edge W" },
  { "unknown city reference", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='CFFF'><city id='c' edges='N'/>"
    "<field id='f' halves='EL ER SL SR WL WR' cities='nope'/></tile>\n"
    START "</tileset>", CARC_IO_ERROR_INVALID, "nope" },
  { "duplicate tile", HEAD GOOD_TILE GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "line 4" },
  { "duplicate segment", HEAD
    "<tile id='Y' count='1' edges='CFFF'><city id='c' edges='N'/>"
    "<field id='c' halves='EL ER SL SR WL WR'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "“c”" },
  { "unknown start tile", HEAD GOOD_TILE "<start><cell tile='Z' x='0' y='0'/></start>\n</tileset>",
    CARC_IO_ERROR_INVALID, "“Z”" },
  { "undeclared kind", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FFFF'><feature kind='pond' id='p'/>"
    "<field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "does not declare" },
  { "kind joined otherwise", "<?xml version='1.0'?>\n<tileset format='2' id='t'>\n"
    "<kind id='test-well' joins='centre' scored='monastery'/>\n" GOOD_TILE
    "<tile id='Y' count='1' edges='FFFF'><feature kind='test-well' id='p' edges='N'/>"
    "<field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "does not join" },
  { "kind declared twice", "<?xml version='1.0'?>\n<tileset format='2' id='t'>\n"
    "<kind id='test-lake' joins='edges' scored='none' edge='I'/><kind id='test-lake' joins='edges' scored='none' edge='I'/>\n"
    GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "“test-lake”" },
  { "core kind declared otherwise", "<?xml version='1.0'?>\n<tileset format='2' id='t'>\n"
    "<kind id='road' joins='halves' scored='field'/>\n" GOOD_TILE START "</tileset>",
    CARC_IO_ERROR_INVALID, "“road”" },
  { "edge letter shown by no kind", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FZFZ'><field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>\n"
    START "</tileset>", CARC_IO_ERROR_INVALID, "“Z”" },
  { "kind joined through edges without a letter", HEAD "<kind id='test-nameless' joins='edges' scored='none'/>\n"
    GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "names no letter" },
  { "letter on a kind joined through halves", HEAD "<kind id='test-lettered' joins='halves' scored='none' edge='H'/>\n"
    GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "only a kind joined through edges" },
  { "core letter on a new kind", HEAD "<kind id='test-roadlike' joins='edges' scored='road' edge='R'/>\n"
    GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "classic game" },
  { "two symbols on a tile", HEAD "<symbol id='test-sun'/><symbol id='test-moon'/>\n"
    "<tile id='Y' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL WR'/>"
    "<symbol kind='test-sun'/><symbol kind='test-moon'/></tile>\n" GOOD_TILE START "</tileset>",
    CARC_IO_ERROR_INVALID, "two symbols" },
  { "undeclared symbol", HEAD "<tile id='Y' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL WR'/>"
    "<symbol kind='test-comet'/></tile>\n" GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "“test-comet”" },
  { "symbol that turns without its way", HEAD "<symbol id='test-vane' turns='true'/>\n"
    "<tile id='Y' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL WR'/>"
    "<symbol kind='test-vane'/></tile>\n" GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "must say which" },
  { "symbol given a way it does not point", HEAD "<symbol id='test-well'/>\n"
    "<tile id='Y' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL WR'/>"
    "<symbol kind='test-well' direction='N'/></tile>\n" GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "points no way" },
  { "symbol named as a classic road end", HEAD "<symbol id='junction'/>\n" GOOD_TILE START "</tileset>",
    CARC_IO_ERROR_INVALID, "“junction”" },
  { "classic road end as a segment's mark", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FRFR'><road id='r' edges='E W' marks='junction'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "“junction”" },
  { "mark twice on a segment", HEAD "<mark id='test-flag'/>\n" GOOD_TILE
    "<tile id='Y' count='1' edges='FRFR'><road id='r' edges='E W' marks='test-flag test-flag'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "twice" },
  { "three marks on a segment", HEAD "<mark id='test-a'/><mark id='test-b'/><mark id='test-c'/>\n" GOOD_TILE
    "<tile id='Y' count='1' edges='FRFR'><road id='r' edges='E W' marks='test-a test-b test-c'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "more than two marks" },
  { "end of a road that runs through", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FRFR'><road id='r' edges='E W' end='dead-end'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "does not end inside" },
  { "undeclared road end", HEAD GOOD_TILE
    "<tile id='Y' count='1' edges='FRFF'><road id='r' edges='E' end='test-tower'/>"
    "<field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>\n" START "</tileset>",
    CARC_IO_ERROR_INVALID, "“test-tower”" },
  { "padded format 1", "<?xml version='1.0'?>\n<tileset format=' 1 ' id='t'>\n" GOOD_TILE START "</tileset>",
    CARC_IO_ERROR_INVALID, "format 1" },
  { "external entity", "<?xml version='1.0'?>\n<!DOCTYPE tileset [<!ENTITY x SYSTEM 'file:///etc/passwd'>]>\n"
    "<tileset format='2' id='&x;'>" GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "document type" },
  { "billion laughs", "<?xml version='1.0'?>\n<!DOCTYPE t [<!ENTITY a 'aaaaaaaaaa'>"
    "<!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;'><!ENTITY c '&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;'>"
    "<!ENTITY d '&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;'><!ENTITY e '&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;'>"
    "<!ENTITY f '&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;'><!ENTITY g '&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;'>]>\n"
    "<tileset format='2' id='&g;'>" GOOD_TILE START "</tileset>", CARC_IO_ERROR_INVALID, "document type" },
};

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      const BadFile *b = &bad_files[i];
      g_autoptr(GBytes) bytes = g_bytes_new_static (b->xml, strlen (b->xml));
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcTileSet) tiles = NULL;

      g_test_message ("%s", b->name);
      tiles = carc_tile_set_load_bytes (bytes, "broken.xml", &error);
      g_assert_null (tiles);
      g_assert_error (error, CARC_IO_ERROR, b->code);
      g_test_message ("  %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "broken.xml"));
      g_assert_nonnull (strstr (error->message, b->fragment));
    }
}

/* A kind the core does not know, declared by its tile set with its
 * traits, is joined and scored as declared: here a well that joins
 * nothing and is scored like a monastery, so it takes a figure and pays
 * 1 per tile once its eight neighbours are down. */
static void
test_declared_kind (void)
{
  static const char xml[] = "<?xml version='1.0'?>\n<tileset format='2' id='wells'>\n"
    "<kind id='test-well' joins='centre' scored='monastery'/>\n"
    "<tile id='W' count='9' edges='FFFF'><feature kind='test-well' id='w'/>"
    "<field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>\n"
    "<start><cell tile='W' x='0' y='0'/></start>\n</tileset>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_bytes (bytes, "wells.xml", &error);
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint well = carc_feature_kind_lookup ("test-well");
  const CarcTileType *type;
  CarcState *state;
  gboolean offered = FALSE;

  g_assert_no_error (error);
  g_assert_cmpuint (well, >=, CARC_N_CORE_KINDS);
  g_assert_cmpint (carc_feature_kind_get (well)->joins, ==, CARC_JOINS_CENTRE);
  g_assert_cmpint (carc_feature_kind_get (well)->scored, ==, CARC_SCORED_AS_MONASTERY);
  type = carc_tile_set_get_type (tiles, 0);
  g_assert_cmpuint (type->segments[0].kind, ==, well);

  /* Eight wells around the start one, the first with a meeple on it. */
  setup = carc_setup_new_shuffled (tiles, 2, 0, 1);
  state = carc_state_new (setup);
  for (guint i = 0; i < 8; i++)
    {
      static const gint cells[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
      CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = cells[i][0], .y = cells[i][1] };
      CarcAction meeple = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 0, .figure = CARC_FIGURE_MEEPLE };
      CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

      g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
      if (i == 0)
        {
          carc_state_list_actions (state, actions);
          for (guint a = 0; a < actions->len; a++)
            offered |= g_array_index (actions, CarcAction, a).kind == CARC_ACTION_PLACE_FIGURE
                       && g_array_index (actions, CarcAction, a).segment == 0;
          g_assert_true (offered);
          g_assert_cmpint (carc_state_apply (state, &meeple), ==, CARC_OK);
        }
      else if (carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_FIGURE)
        g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
    }
  /* The well at (1, 0) has 5 neighbours: an unfinished well at the end
   * pays 1 per tile, 6; its field pays nothing. */
  g_assert_cmpuint (carc_state_get_score (state, 0), ==, 6);
  g_assert_cmpuint (carc_state_get_category_score (state, 0, CARC_SCORE_MONASTERY), ==, 6);
  carc_state_free (state);
}

/* Two kinds that both join through river edges meet but never join: each
 * keeps its port open, as mist and fields do. */
static void
test_kinds_never_mix (void)
{
  static const char xml[] = "<?xml version='1.0'?>\n<tileset format='2' id='waters'>\n"
    "<kind id='test-brook' joins='edges' scored='road' edge='I'/>\n"
    "<kind id='test-canal' joins='edges' scored='road' edge='I'/>\n"
    "<tile id='B' count='1' edges='FIFI'><feature kind='test-brook' id='b' edges='E W'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n"
    "<tile id='K' count='1' edges='FIFI'><feature kind='test-canal' id='k' edges='E W'/>"
    "<field id='f1' halves='NL NR EL WR'/><field id='f2' halves='ER SL SR WL'/></tile>\n"
    "<start><cell tile='B' x='0' y='0'/></start>\n</tileset>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_bytes (bytes, "waters.xml", &error);
  g_autoptr(CarcSetup) setup = NULL;
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 0 };
  CarcFeatureInfo canal;
  CarcState *state;

  g_assert_no_error (error);
  setup = carc_setup_new_shuffled (tiles, 2, 0, 1);
  state = carc_state_new (setup);
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  g_assert_true (carc_state_get_feature (state, 1, 0, &canal));
  g_assert_cmpuint (canal.kind, ==, carc_feature_kind_lookup ("test-canal"));
  g_assert_cmpuint (canal.tiles, ==, 1);
  g_assert_cmpuint (canal.open, ==, 2);
  carc_state_free (state);
}

static void
test_file_errors (void)
{
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/tiles.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_file (missing, &error);

  g_assert_null (tiles);
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent/tiles.xml"));
  g_clear_error (&error);

  g_assert_null (carc_tile_set_load_builtin ("no-such-set", &error));
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND);
}

static void
test_load_installed_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "tilesets", "base.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_file (file, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, 72);
}

/* The reconstructed Mists set obeys every published fact (rules.md §2.1,
 * tiles-mists-minis.md §A1). */
static void
test_mists_facts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("mists", &error);
  guint land = 0, castles = 0, cemeteries = 0, monasteries = 0, misty = 0, arms = 0, villages = 0;
  guint start_ghosts[4] = { 0 };

  g_assert_no_error (error);
  g_assert_cmpuint (carc_tile_set_get_n_start_cells (tiles), ==, 4);
  for (guint c = 0; c < 4; c++)
    {
      const CarcStartCell *cell = carc_tile_set_get_start_cell (tiles, c);
      const CarcTileType *t = carc_tile_set_get_type (tiles, cell->type);

      g_assert_cmpint (cell->x, ==, (gint) (c % 2));
      g_assert_cmpint (cell->y, ==, (gint) (c / 2));
      for (guint s = 0; s < t->n_segments; s++)
        {
          if (t->segments[s].kind == CARC_KIND ("mist"))
            start_ghosts[c] += t->segments[s].count;
          /* The start board's roads end at the castle ruin. */
          if (t->segments[s].kind == CARC_FEATURE_ROAD)
            g_assert_cmpuint (t->segments[s].end, ==, CARC_MARK ("ruin"));
        }
    }
  /* 3 ghost symbols in two groups: 2 + 1. */
  g_assert_cmpuint (start_ghosts[0] + start_ghosts[1] + start_ghosts[2] + start_ghosts[3], ==, 3);
  g_assert_cmpuint (MAX (MAX (start_ghosts[0], start_ghosts[1]), MAX (start_ghosts[2], start_ghosts[3])), ==, 2);

  for (guint i = 0; i < carc_tile_set_get_n_types (tiles); i++)
    {
      const CarcTileType *t = carc_tile_set_get_type (tiles, i);
      gboolean is_start = t->id[0] == 'S';
      guint ghosts = 0;
      gboolean has_mist = FALSE, has_castle = FALSE, has_cemetery = FALSE, has_city = FALSE, has_road = FALSE;

      for (guint s = 0; s < t->n_segments; s++)
        {
          const CarcSegment *seg = &t->segments[s];

          /* The cooperative kinds are the tile set's own, declared in it. */
          if (seg->kind == CARC_KIND ("mist"))
            {
              /* Every mist area shows 1 to 3 ghosts, and mist lies only on
               * fields and roads (the loader refuses it on city edges). */
              g_assert_cmpuint (seg->count, >=, 1);
              g_assert_cmpuint (seg->count, <=, 3);
              ghosts += seg->count;
              has_mist = TRUE;
            }
          has_castle |= seg->kind == CARC_KIND ("castle");
          has_cemetery |= seg->kind == CARC_KIND ("cemetery");
          switch (seg->kind)
            {
            case CARC_FEATURE_MONASTERY: monasteries++; break;
            case CARC_FEATURE_CITY: has_city = TRUE; arms += seg->arms * t->count; break;
            case CARC_FEATURE_ROAD:
              has_road = TRUE;
              villages += seg->end == CARC_MARK ("village") ? t->count : 0;
              /* A road reaching a castle or cemetery ends there. */
              if (has_castle && seg->n_edges == 1)
                g_assert_cmpuint (seg->end, ==, CARC_MARK ("castle"));
              break;
            default:
              break;
            }
          g_assert_false (seg->kind == CARC_FEATURE_CITY && has_mist && (seg->halves != 0));
        }
      g_assert_cmpuint (ghosts, <=, 3);
      if (is_start)
        continue;
      land += t->count;
      castles += has_castle ? t->count : 0;
      cemeteries += has_cemetery ? t->count : 0;
      misty += has_mist ? t->count : 0;
      if (has_cemetery && has_city)
        g_test_message ("cemetery with a city part: %s", t->id);
      (void) has_road;
    }
  g_assert_cmpuint (land, ==, 60);
  g_assert_cmpuint (castles, ==, 5);
  g_assert_cmpuint (cemeteries, ==, 5);
  g_assert_cmpuint (monasteries, ==, 0);
  g_assert_cmpuint (misty, >, 30);   /* "most tiles show mist" */
  g_assert_cmpuint (arms, >, 0);
  g_assert_cmpuint (villages, >, 0);
}

/* A file refused as a whole declares nothing for the program: here two
 * kinds with two new letters of edge, where the program has room for one
 * (the river's), loaded first in this program; the river loads after. */
static void
test_refused_declares_nothing (void)
{
  static const char xml[] = "<?xml version='1.0'?>\n<tileset format='2' id='letters'>\n"
    "<kind id='test-lava' joins='edges' scored='none' edge='X'/>\n"
    "<kind id='test-ice' joins='edges' scored='none' edge='Y'/>\n"
    GOOD_TILE START "</tileset>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_bytes (bytes, "letters.xml", &error);
  g_autoptr(CarcTileSet) river = NULL;

  g_assert_null (tiles);
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "letter of edge"));
  g_assert_cmpuint (carc_feature_kind_lookup ("test-lava"), ==, CARC_NO_KIND);
  g_assert_cmpuint (carc_edge_kind_lookup ('X'), ==, CARC_NO_EDGE_KIND);
  g_clear_error (&error);
  river = carc_tile_set_load_builtin ("river", &error);
  g_assert_no_error (error);
}

/* The registries declare a file's kinds, and its marks, all or none. */
static void
test_declarations_all_or_none (void)
{
  const CarcFeatureKindInfo kinds[] = {
    { "test-unborn", CARC_JOINS_CENTRE, CARC_SCORED_AS_MONASTERY, CARC_EDGE_FIELD, 0 },
    { "road", CARC_JOINS_HALVES, CARC_SCORED_AS_FIELD, CARC_EDGE_FIELD, 0 },
  };
  const char *marks[] = { "test-unmade", "junction" };
  const guint traits[] = { 0, CARC_MARK_WATER };
  guint8 numbers[2];
  guint failed = 0;

  g_assert_false (carc_feature_kind_declare_all (kinds, 2, numbers, &failed));
  g_assert_cmpuint (failed, ==, 1);
  g_assert_cmpuint (carc_feature_kind_lookup ("test-unborn"), ==, CARC_NO_KIND);
  g_assert_false (carc_mark_declare_all (marks, traits, 2, numbers, &failed));
  g_assert_cmpuint (failed, ==, 1);
  g_assert_cmpuint (carc_mark_lookup ("test-unmade"), ==, CARC_NO_MARK);
  g_assert_true (carc_mark_declare_all (marks, (const guint[]) { 0, 0 }, 2, numbers, &failed));
  g_assert_cmpuint (numbers[1], ==, CARC_END_JUNCTION);
  g_assert_cmpuint (carc_mark_lookup ("test-unmade"), ==, numbers[0]);
}

/* Errors past line 65,535 name their own line: the second tile E, a
 * duplicate, on line 70,004. */
static void
test_far_line (void)
{
  g_autoptr(GString) xml = g_string_new ("<?xml version='1.0'?>\n<tileset format='2' id='far'>\n");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = NULL;

  for (guint i = 0; i < 70000; i++)
    g_string_append_c (xml, '\n');
  g_string_append (xml, GOOD_TILE GOOD_TILE START "</tileset>");
  bytes = g_bytes_new (xml->str, xml->len);
  tiles = carc_tile_set_load_bytes (bytes, "far.xml", &error);
  g_assert_null (tiles);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "line 70004"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/io/tileset/refused-declares-nothing", test_refused_declares_nothing);
  g_test_add_func ("/io/tileset/declarations-all-or-none", test_declarations_all_or_none);
  g_test_add_func ("/io/tileset/far-line", test_far_line);
  g_test_add_func ("/io/tileset/base-counts", test_base_counts);
  g_test_add_func ("/io/tileset/river-counts", test_river_counts);
  g_test_add_func ("/io/tileset/compose-shared", test_compose_shared);
  g_test_add_func ("/io/tileset/expansion-counts", test_expansion_counts);
  g_test_add_func ("/io/tileset/winter-is-classic", test_winter_is_classic);
  g_test_add_func ("/io/tileset/mini-counts", test_mini_counts);
  g_test_add_func ("/io/tileset/mini-symbols", test_mini_symbols);
  g_test_add_func ("/io/tileset/field-adjacency", test_field_adjacency);
  g_test_add_func ("/io/tileset/bad-files", test_bad_files);
  g_test_add_func ("/io/tileset/declared-kind", test_declared_kind);
  g_test_add_func ("/io/tileset/kinds-never-mix", test_kinds_never_mix);
  g_test_add_func ("/io/tileset/file-errors", test_file_errors);
  g_test_add_func ("/io/tileset/load-file", test_load_installed_file);
  g_test_add_func ("/io/tileset/mists-facts", test_mists_facts);

  return g_test_run ();
}
