/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Traders & Builders (rules.md §1.7, tiles-classic.md §4).
 *
 * The set's 24 tiles join the deal.  Each player has a builder and a pig,
 * placed instead of a meeple on the tile just placed:
 * - the builder on a road or city where the player has a thief or knight;
 *   a later tile of the player's that extends that feature gives the
 *   player one extra tile at once (the extra tile never gives another).
 *   The builder returns when the feature is scored;
 * - the pig on a field where the player has a farmer; it stays, and the
 *   field's owner gets 4 instead of 3 a city (the 4th as its own line).
 * Neither counts for the majority (strength 0).  Whoever completes a city
 * takes one goods token a symbol in it; at the end the most tokens of a
 * kind are worth 10 (ties: each). */
#include "carc-traders.h"
#include "carc-feature-kind.h"

typedef struct
{
  guint8   goods[CARC_MAX_PLAYERS][CARC_N_GOODS];
  gboolean extra_earned;  /* this turn's tile extended the player's builder's feature */
  gboolean extra_turn;    /* this turn is the extra tile */
  /* Resolved once, when the state is made, so that no question of a turn
   * compares names: the two figure kinds, and the kinds that count for
   * the majority (a bit a kind). */
  gint8    builder, pig;
  guint32  strong_kinds;
  /* The feature kinds a builder stands on (roads and cities) and a pig
   * (fields), a bit a kind. */
  guint32  builder_kinds, pig_kinds;
  /* Where among the board's figures each player's builder was last
   * found: tried first, for figures move in that list only when others
   * leave it. */
  guint16  builder_index[CARC_MAX_PLAYERS];
  /* The segments' scratch of a completed city or a field, made at its
   * first use and never copied: a city is completed every few turns. */
  GArray  *pairs;
} TradersData;

static const char *const traders_tile_sets[] = { "traders-builders", NULL };
static const char *const traders_score_lines[] = { "goods", "pig", NULL };

static const CarcFigureKind traders_figure_kinds[] = {
  { "builder", 0, 1 },
  { "pig", 0, 1 },
  { NULL, 0, 0 },
};

static gpointer
traders_create (CarcState *state)
{
  TradersData *t = g_new0 (TradersData, 1);

  t->builder = carc_state_find_figure_kind (state, "builder");
  t->pig = carc_state_find_figure_kind (state, "pig");
  for (guint k = 0; k < MIN (carc_state_get_n_figure_kinds (state), CARC_MAX_FIGURE_KINDS); k++)
    if (carc_state_get_figure_kind (state, k)->strength > 0)
      t->strong_kinds |= 1u << k;
  for (guint k = 0; k < MIN (CARC_MAX_FEATURE_KINDS, 32); k++)
    {
      guint scored = carc_feature_kind_get (k)->scored;

      if (scored == CARC_SCORED_AS_ROAD || scored == CARC_SCORED_AS_CITY)
        t->builder_kinds |= 1u << k;
      else if (scored == CARC_SCORED_AS_FIELD)
        t->pig_kinds |= 1u << k;
    }
  return t;
}

static gpointer
traders_copy (gconstpointer data)
{
  TradersData *t = g_memdup2 (data, sizeof (TradersData));

  t->pairs = NULL;
  return t;
}

static void
traders_destroy (gpointer data)
{
  TradersData *t = data;

  g_clear_pointer (&t->pairs, g_array_unref);
  g_free (t);
}

/* The segments of @feature as (tile, segment) pairs, in the scratch. */
static GArray *
feature_segments (CarcState   *state,
                  TradersData *t,
                  guint32      feature)
{
  if (t->pairs == NULL)
    t->pairs = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_set_size (t->pairs, 0);
  carc_state_feature_segments (state, feature, t->pairs);
  return t->pairs;
}

static const CarcTileType *
placed_type (CarcState *state,
             guint      tile,
             gint      *x,
             gint      *y)
{
  CarcPlacedTile placed;
  const CarcTileType *type = carc_state_get_placed_type (state, tile, &placed);

  if (x != NULL)
    *x = placed.x, *y = placed.y;
  return type;
}

/* The feature a figure on the board stands on. */
static guint32
figure_feature (CarcState *state,
                guint      index,
                gint       kind,
                gint       player)
{
  CarcFigureInfo f;

  carc_state_get_figure (state, index, &f);
  if ((kind >= 0 && f.figure != (guint) kind) || (player >= 0 && f.player != (guint) player))
    return CARC_NO_FEATURE;
  return carc_state_find_feature (state, f.tile, f.segment);
}

/* The index among the board's figures of @player's builder, which is on
 * the board: where it was last found, else the first. */
static guint
find_builder (CarcState   *state,
              TradersData *t,
              guint        player)
{
  guint n = carc_state_get_n_figures (state);

  if (t->builder_index[player] >= n || figure_feature (state, t->builder_index[player], t->builder, player) == CARC_NO_FEATURE)
    for (guint i = 0; i < n; i++)
      if (figure_feature (state, i, t->builder, player) != CARC_NO_FEATURE)
        {
          t->builder_index[player] = i;
          break;
        }
  return t->builder_index[player];
}

/* Whether @kind may stand on a segment of kind @segment_kind: a builder
 * on a road or city, a pig on a field. */
static gboolean
kind_fits (const TradersData *t,
           guint              kind,
           guint              segment_kind)
{
  return segment_kind < 32 && (((gint) kind == t->builder ? t->builder_kinds : t->pig_kinds) & (1u << segment_kind));
}

/* The extra tile: the player's own builder stands on a feature this
 * turn's tile joined (judged now, so it holds even if the feature is
 * completed and the builder returns in this turn). */
static void
traders_tile_placed (CarcState *state,
                     gpointer   data,
                     guint      placed)
{
  TradersData *t = data;
  guint player = carc_state_get_decision (state)->player;
  const CarcFigureKind *builder = t->builder >= 0 ? carc_state_get_figure_kind (state, t->builder) : NULL;
  const CarcTileType *type;
  guint32 feature;

  /* With the player's builders all in his supply none is on the board. */
  if (t->extra_turn || builder == NULL || carc_state_get_supply (state, player, t->builder) == builder->per_player)
    return;
  type = placed_type (state, placed, NULL, NULL);
  /* A player has one builder: found where it was last, not among all. */
  if (builder->per_player == 1)
    {
      feature = figure_feature (state, find_builder (state, t, player), t->builder, player);
      /* A feature is of one kind: a segment of a kind the builder does
       * not stand on is not on its feature. */
      for (guint s = 0; s < type->n_segments && !t->extra_earned; s++)
        t->extra_earned = kind_fits (t, t->builder, type->segments[s].kind)
                          && carc_state_find_feature (state, placed, s) == feature;
      return;
    }
  for (guint i = 0; i < carc_state_get_n_figures (state) && !t->extra_earned; i++)
    {
      feature = figure_feature (state, i, t->builder, player);

      for (guint s = 0; s < type->n_segments && feature != CARC_NO_FEATURE; s++)
        if (carc_state_find_feature (state, placed, s) == feature)
          {
            t->extra_earned = TRUE;
            break;
          }
    }
}

static guint
traders_next_player (CarcState *state,
                     gpointer   data,
                     guint      current,
                     guint      next)
{
  TradersData *t = data;

  /* Another module's extra turn (a message's tile) comes first; the
   * builder's waits for the turn after it. */
  if (t->extra_earned && next == current)
    {
      t->extra_turn = FALSE;
      return next;
    }
  t->extra_turn = t->extra_earned;
  t->extra_earned = FALSE;
  return t->extra_turn ? current : next;
}

/* The features where the current player has a thief, knight or farmer
 * (a figure that counts for the majority), into @features (room for
 * every figure on the board); how many.  Asked of the figures once a
 * listing, not by walking features, which on a large field costs far
 * more. */
static guint
own_majority_features (CarcState         *state,
                       const TradersData *t,
                       guint32           *features)
{
  guint player = carc_state_get_decision (state)->player;
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      if (f.player == player && f.figure < 32 && (t->strong_kinds & (1u << f.figure)))
        features[n++] = carc_state_find_feature (state, f.tile, f.segment);
    }
  return n;
}

static gboolean
has_feature (const guint32 *features,
             guint          n,
             guint32        feature)
{
  for (guint i = 0; i < n; i++)
    if (features[i] == feature)
      return TRUE;
  return FALSE;
}

/* Whether @kind may stand on @segment of the tile just placed: a builder
 * on a road or city with the player's thief or knight, a pig on a field
 * with the player's farmer. */
static gboolean
may_stand (CarcState         *state,
           const TradersData *t,
           guint              kind,
           guint              segment)
{
  const CarcDecision *d = carc_state_get_decision (state);
  guint last = carc_state_get_last_placed (state);
  const CarcTileType *type = placed_type (state, last, NULL, NULL);
  g_autofree guint32 *features = NULL;
  guint n;

  if (d->kind != CARC_DECISION_PLACE_FIGURE || segment >= type->n_segments
      || carc_state_get_supply (state, d->player, kind) == 0 || !kind_fits (t, kind, type->segments[segment].kind))
    return FALSE;
  features = g_new (guint32, carc_state_get_n_figures (state) + 1);
  n = own_majority_features (state, t, features);
  return has_feature (features, n, carc_state_find_feature (state, last, segment));
}

/* The figure step's builders and pigs, as may_stand says, kinds first
 * then segments; the player's features are found once for them all. */
static void
traders_list_figure_options (CarcState *state,
                             gpointer   data,
                             GArray    *actions)
{
  TradersData *t = data;
  const CarcDecision *d = carc_state_get_decision (state);
  guint last = carc_state_get_last_placed (state);
  gint x, y;
  const CarcTileType *type;
  gint kinds[] = { t->builder, t->pig };
  gboolean in_supply[G_N_ELEMENTS (kinds)];
  guint32 on_stack[64];
  g_autofree guint32 *on_heap = NULL;
  guint32 *features = NULL;     /* the player's features, found at the first need */
  guint n = 0;

  if (d->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  /* Both placed, most of a game: the tile is not looked at. */
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    in_supply[k] = kinds[k] >= 0 && carc_state_get_supply (state, d->player, kinds[k]) > 0;
  if (!in_supply[0] && !in_supply[1])
    return;
  type = placed_type (state, last, &x, &y);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      if (!in_supply[k])
        continue;
      for (guint s = 0; s < type->n_segments; s++)
        {
          /* A feature with nobody's figure on it (where a meeple may
           * stand) has no figure of the player's: no need to look. */
          if (!kind_fits (t, kinds[k], type->segments[s].kind) || carc_state_figure_may_stand (state, s))
            continue;
          if (features == NULL)
            {
              guint most = carc_state_get_n_figures (state) + 1;

              features = most <= G_N_ELEMENTS (on_stack) ? on_stack : (on_heap = g_new (guint32, most));
              n = own_majority_features (state, t, features);
            }
          if (has_feature (features, n, carc_state_find_feature (state, last, s)))
            {
              CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = s, .figure = kinds[k], .x = x, .y = y };

              g_array_append_val (actions, a);
            }
        }
    }
}

static CarcError
traders_place_figure (CarcState        *state,
                      gpointer          data,
                      const CarcAction *action)
{
  TradersData *t = data;

  if ((action->figure != (guint) t->builder && action->figure != (guint) t->pig) || action->choice != 0
      || !may_stand (state, t, action->figure, action->segment))
    return CARC_ERROR_FIGURE_NOT_ALLOWED;
  carc_state_put_figure (state, action->figure, carc_state_get_decision (state)->player,
                         carc_state_get_last_placed (state), action->segment);
  return CARC_OK;
}

/* Goods: whoever completes a city takes its tokens, knight or not; the
 * core scores it as usual. */
static gboolean
traders_feature_completed (CarcState *state,
                           gpointer   data,
                           guint32    feature)
{
  TradersData *t = data;
  guint player = carc_state_get_decision (state)->player;
  GArray *pairs;
  CarcFeatureInfo info;

  carc_state_feature_info (state, feature, &info);
  if (info.kind != CARC_FEATURE_CITY)
    return FALSE;
  pairs = feature_segments (state, t, feature);
  for (guint i = 0; i < pairs->len; i += 2)
    {
      const CarcTileType *type = placed_type (state, g_array_index (pairs, guint, i), NULL, NULL);
      CarcGoods goods = carc_traders_goods_of (&type->segments[g_array_index (pairs, guint, i + 1)]);

      if (goods != CARC_GOODS_NONE && goods <= CARC_N_GOODS)
        t->goods[player][goods - 1]++;
    }
  return FALSE;
}

/* The completed cities that the field @field touches, each once. */
static void
cities_of_field (CarcState   *state,
                 TradersData *t,
                 guint32      field,
                 GArray      *cities)
{
  GArray *pairs = feature_segments (state, t, field);

  for (guint i = 0; i < pairs->len; i += 2)
    {
      guint tile = g_array_index (pairs, guint, i);
      const CarcTileType *type = placed_type (state, tile, NULL, NULL);
      guint adjacent = type->segments[g_array_index (pairs, guint, i + 1)].adjacent;

      for (guint j = 0; j < type->n_segments; j++)
        if (adjacent & (1u << j))
          {
            guint32 city = carc_state_find_feature (state, tile, j);
            CarcFeatureInfo info;
            gboolean seen = FALSE;

            carc_state_feature_info (state, city, &info);
            for (guint k = 0; k < cities->len && !seen; k++)
              seen = g_array_index (cities, guint32, k) == city;
            if (info.kind == CARC_FEATURE_CITY && info.complete && !seen)
              g_array_append_val (cities, city);
          }
    }
}

/* Whether the final scoring paid @player for @city through the farmers
 * of the first edition (each city paid once, to all its fields). */
static gboolean
paid_for_city (CarcState *state,
               guint      player,
               guint32    city)
{
  guint n;
  const CarcEvent *events = carc_state_get_events (state, &n);

  for (guint i = 0; i < n; i++)
    if (events[i].kind == CARC_EVENT_FEATURE_SCORED && events[i].final && events[i].feature == CARC_FEATURE_FIELD
        && events[i].feature_id == city && (events[i].players & (1u << player)))
      return TRUE;
  return FALSE;
}

/* The pig's 4th point a city, for a field its owner owns (with the
 * first-edition farmers: for each city touching it that paid the owner). */
static void
score_pigs (CarcState   *state,
            TradersData *t)
{
  gint line = carc_state_find_score_category (state, "pig");
  gboolean first_edition = carc_setup_get_variants (carc_state_get_setup (state)) & CARC_VARIANT_FIRST_EDITION_FARMERS;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;
      guint32 field = figure_feature (state, i, t->pig, -1);
      g_autoptr(GArray) cities = NULL;
      CarcFeatureInfo info;
      guint points = 0;

      if (field == CARC_NO_FEATURE)
        continue;
      cities = g_array_new (FALSE, FALSE, sizeof (guint32));
      carc_state_get_figure (state, i, &f);
      carc_state_feature_info (state, field, &info);
      cities_of_field (state, t, field, cities);
      for (guint c = 0; c < cities->len; c++)
        if (first_edition ? paid_for_city (state, f.player, g_array_index (cities, guint32, c))
                          : (info.winners & (1u << f.player)) != 0)
          points++;
      if (points > 0)
        {
          CarcPointsChange change = { f.player, line, field, TRUE };

          carc_state_award_points (state, &change, points);
        }
    }
}

static void
traders_final_scoring (CarcState *state,
                       gpointer   data)
{
  TradersData *t = data;
  guint n = carc_setup_get_n_players (carc_state_get_setup (state));
  gint line = carc_state_find_score_category (state, "goods");

  if (!(carc_setup_get_variants (carc_state_get_setup (state)) & CARC_VARIANT_NO_FARMERS))
    score_pigs (state, t);
  for (guint g = 0; g < CARC_N_GOODS; g++)
    {
      guint most = 0;

      for (guint p = 0; p < n; p++)
        most = MAX (most, t->goods[p][g]);
      for (guint p = 0; p < n && most > 0; p++)
        if (t->goods[p][g] == most)
          {
            CarcPointsChange change = { p, line, CARC_NO_FEATURE, TRUE };

            carc_state_award_points (state, &change, 10);
          }
    }
}

static void
traders_dump (CarcState *state,
              gpointer   data,
              GString   *out)
{
  TradersData *t = data;

  g_string_append_printf (out, "traders extra %d/%d goods", t->extra_earned, t->extra_turn);
  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (state)); p++)
    g_string_append_printf (out, " %u:%u:%u", t->goods[p][0], t->goods[p][1], t->goods[p][2]);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule traders_module = {
  .id = CARC_TRADERS_MODULE,
  .tile_sets = traders_tile_sets,
  .figure_kinds = traders_figure_kinds,
  .score_lines = traders_score_lines,
  .create = traders_create,
  .destroy = traders_destroy,
  .copy = traders_copy,
  .tile_placed = traders_tile_placed,
  .list_figure_options = traders_list_figure_options,
  .place_figure = traders_place_figure,
  .feature_completed = traders_feature_completed,
  .next_player = traders_next_player,
  .final_scoring = traders_final_scoring,
  .dump = traders_dump,
};

const CarcRulesModule *
carc_traders_get_module (void)
{
  return &traders_module;
}

/* The goods a city segment prints: a mark of the goods' name. */
CarcGoods
carc_traders_goods_of (const CarcSegment *segment)
{
  if (carc_segment_has_mark (segment, CARC_MARK ("wine")))
    return CARC_GOODS_WINE;
  if (carc_segment_has_mark (segment, CARC_MARK ("grain")))
    return CARC_GOODS_GRAIN;
  if (carc_segment_has_mark (segment, CARC_MARK ("cloth")))
    return CARC_GOODS_CLOTH;
  return CARC_GOODS_NONE;
}

guint
carc_traders_get_goods (const CarcState *state,
                        guint            player,
                        guint            goods)
{
  TradersData *t = carc_state_get_module_data (state, CARC_TRADERS_MODULE);

  if (t == NULL || player >= CARC_MAX_PLAYERS || goods == CARC_GOODS_NONE || goods > CARC_N_GOODS)
    return 0;
  return t->goods[player][goods - 1];
}

gboolean
carc_traders_is_extra_turn (const CarcState *state)
{
  TradersData *t = carc_state_get_module_data (state, CARC_TRADERS_MODULE);

  return t != NULL && t->extra_turn;
}
