/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Scoring: completed features during play, then the final scoring.
 *
 * A feature's value comes from walking its member segments once: distinct
 * tiles are counted with a stamp per tile, so two segments of one feature
 * on the same tile count once (rules.md §1.3).  The majority is taken over
 * the figures standing on the feature; every colour tied for the most
 * figures scores the full value.  Rules modules may change the points per
 * player through their feature_points hook. */
#include "carc-state-private.h"

/* What @f counts for the majority: its kind's strength, nothing when
 * neutral. */
static inline guint
figure_strength (const CarcState         *self,
                 const CarcFigureOnBoard *f)
{
  return f->player == CARC_NEUTRAL ? 0 : self->figure_kinds[f->figure]->strength;
}

static void
compute_winners (CarcFeatureInfo *info,
                 guint            n_players)
{
  guint best = 0;

  info->winners = 0;
  for (guint p = 0; p < n_players; p++)
    best = MAX (best, info->strength[p]);
  if (best == 0)
    return;
  for (guint p = 0; p < n_players; p++)
    if (info->strength[p] == best)
      info->winners |= 1u << p;
}

/* How the core scores features of @kind (carc-feature-kind.h). */
static inline CarcScoredAs
scored_as (const CarcState *self,
           guint            kind)
{
  return carc_state_kind (self, kind)->scored;
}

/* The segments of one feature that figures stand on, met on a walk of its
 * members, so that figures are matched to their feature without finding
 * the root of every figure on the board.  Past the first few, roots are
 * found as before. */
typedef struct
{
  guint32 seg[8];
  guint   n_segs;
  guint   n_figures;  /* standing on them, neutral ones included */
} Held;

static inline void
held_note (Held          *held,
           const CarcSeg *s,
           guint32        id)
{
  if (s->standing == 0)
    return;
  if (held->n_segs < G_N_ELEMENTS (held->seg))
    held->seg[held->n_segs] = id;
  held->n_segs++;
  held->n_figures += s->standing;
}

/* Whether the segment @seg is one of @held's, of the feature @root. */
static inline gboolean
held_has (CarcState  *self,
          const Held *held,
          guint32     root,
          guint32     seg)
{
  if (held->n_segs > G_N_ELEMENTS (held->seg))
    return carc_board_find (self, seg) == root;
  for (guint k = 0; k < held->n_segs; k++)
    if (held->seg[k] == seg)
      return TRUE;
  return FALSE;
}

static gboolean
is_completed_city (CarcState *self,
                   guint32    root)
{
  return self->segs[root].done && carc_state_kind (self, self->segs[root].kind)->scored == CARC_SCORED_AS_CITY;
}

/* Fills @info for the feature whose root is @root, all but the cities a
 * field borders and the players' strengths; the segments figures stand
 * on in @held. */
static void
walk_feature (CarcState       *self,
              guint32          root,
              CarcFeatureInfo *info,
              Held            *held)
{
  const CarcSeg *r = &self->segs[root];
  guint32 tile_mark = carc_state_next_stamp (self);
  guint32 seg = root;

  memset (info, 0, sizeof *info);
  info->id = root;
  info->kind = r->kind;
  info->open = MAX (r->open, 0);

  do
    {
      const CarcSeg *s = &self->segs[seg];

      /* Without a branch: whether the tile was met already is seldom
       * foreseeable. */
      info->tiles += self->tile_stamp[s->tile] != tile_mark;
      self->tile_stamp[s->tile] = tile_mark;
      info->arms += s->arms;
      held_note (held, s, seg);
      seg = s->next;
    }
  while (seg != root);

  if (carc_state_kind (self, r->kind)->joins == CARC_JOINS_CENTRE)
    {
      guint n = carc_board_count_neighbours (self, &self->placed[r->tile], TRUE);

      info->tiles = 1 + n;
      info->open = 8 - n;
      info->complete = n == 8;
    }
  else if (carc_state_kind (self, r->kind)->joins == CARC_JOINS_EDGES)
    info->complete = r->open == 0;
}

/* The players' strengths on the feature @root, from the figures on the
 * segments @held, and who wins it. */
static void
add_strengths (CarcState       *self,
               guint32          root,
               const Held      *held,
               CarcFeatureInfo *info)
{
  /* The root counts the figures of players on it: the scan stops at the
   * last of them. */
  for (guint i = 0, left = self->segs[root].figures; i < self->figures->len && left > 0; i++)
    {
      const CarcFigureOnBoard *f = &g_array_index (self->figures, CarcFigureOnBoard, i);

      if (f->player != CARC_NEUTRAL && held_has (self, held, root, f->seg))
        {
          info->strength[f->player] += figure_strength (self, f);
          left--;
        }
    }
  compute_winners (info, self->n_players);
}

/* The completed cities the field @root borders, each once. */
static guint
count_cities (CarcState *self,
              guint32    root)
{
  guint32 city_mark = carc_state_next_stamp (self);
  guint32 seg = root;
  guint cities = 0;

  do
    {
      const CarcSeg *s = &self->segs[seg];
      const CarcPlaced *p = &self->placed[s->tile];
      const CarcSegment *ts = &carc_state_tile_type (self, p->type)->segments[s->local];

      /* The cities beside this segment, by their bits in order. */
      for (guint bits = ts->adjacent; bits != 0; bits &= bits - 1)
        {
          guint j = __builtin_ctz (bits);
          guint32 c;

          if (j >= p->n_segments)
            break;
          c = carc_board_find (self, p->seg_base + j);
          if (is_completed_city (self, c) && self->seg_stamp[c] != city_mark)
            {
              self->seg_stamp[c] = city_mark;
              cities++;
            }
        }
      seg = s->next;
    }
  while (seg != root);
  return cities;
}

/* Fills @info for the feature whose root is @root. */
void
carc_scoring_feature_info (CarcState       *self,
                           guint32          root,
                           CarcFeatureInfo *info)
{
  Held held = { .n_segs = 0 };

  walk_feature (self, root, info, &held);
  add_strengths (self, root, &held, info);
  if (carc_state_kind (self, info->kind)->scored == CARC_SCORED_AS_FIELD)
    info->cities = count_cities (self, root);
}

/* For the final scoring of every field at once: how many completed cities
 * border each field, at the field's root, each city counted once a field.
 * Found from the cities' side, segment by segment of the completed cities
 * (few and small) rather than of the fields (large).  Free with g_free(). */
static guint16 *
count_cities_of_fields (CarcState *self)
{
  guint16 *cities = g_new0 (guint16, MAX (self->n_segs, 1));

  for (guint32 c = 0; c < self->n_segs; c++)
    {
      const CarcSeg *r = &self->segs[c];
      guint32 field_mark, seg;

      /* One branch, seldom taken: few segments are a completed city's
       * root, and which ones no predictor guesses. */
      if (!((r->parent == c) & r->done & (carc_state_kind (self, r->kind)->scored == CARC_SCORED_AS_CITY)))
        continue;
      field_mark = carc_state_next_stamp (self);
      seg = c;
      do
        {
          const CarcSeg *s = &self->segs[seg];
          const CarcPlaced *p = &self->placed[s->tile];
          const CarcSegment *ts = carc_state_tile_type (self, p->type)->segments;

          /* The segments of its tile that border this one. */
          for (guint k = 0; k < p->n_segments; k++)
            if (ts[k].adjacent & (1u << s->local))
              {
                guint32 f = carc_board_find (self, p->seg_base + k);

                if (self->seg_stamp[f] != field_mark)
                  {
                    self->seg_stamp[f] = field_mark;
                    cities[f]++;
                  }
              }
          seg = s->next;
        }
      while (seg != c);
    }
  return cities;
}

static guint
base_points (CarcState             *self,
             const CarcFeatureInfo *info,
             gboolean               final)
{
  switch (scored_as (self, info->kind))
    {
    case CARC_SCORED_AS_ROAD:
      return info->tiles;
    case CARC_SCORED_AS_CITY:
      if (final)
        return info->tiles + info->arms;
      if (info->tiles == 2 && (self->variants & CARC_VARIANT_FIRST_EDITION_CITY))
        return 2 + info->arms;
      return 2 * info->tiles + 2 * info->arms;
    case CARC_SCORED_AS_MONASTERY:
      return info->tiles;
    case CARC_SCORED_AS_FIELD:
      return 3 * info->cities;
    case CARC_SCORED_NONE:
    case CARC_SCORED_BY_MODULE:
    default:
      return 0;
    }
}

static CarcScoreCategory
category_of (const CarcState *self,
             guint            kind)
{
  switch (scored_as (self, kind))
    {
    case CARC_SCORED_AS_ROAD: return CARC_SCORE_ROAD;
    case CARC_SCORED_AS_CITY: return CARC_SCORE_CITY;
    case CARC_SCORED_AS_MONASTERY: return CARC_SCORE_MONASTERY;
    case CARC_SCORED_AS_FIELD: return CARC_SCORE_FIELD;
    case CARC_SCORED_NONE:
    case CARC_SCORED_BY_MODULE:
    default:
      return CARC_SCORE_OTHER;
    }
}

guint
carc_state_feature_value (CarcState             *self,
                          const CarcFeatureInfo *info,
                          guint                  player,
                          gboolean               completed)
{
  CarcFeatureInfo as = *info;
  guint value;

  g_return_val_if_fail (self != NULL && info != NULL, 0);
  as.complete = completed;
  value = base_points (self, &as, !completed);
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->feature_points != NULL)
      value = self->modules[m]->feature_points (self, self->module_data[m], &as, !completed, player, value);
  return value;
}

/* Gives every majority holder of @info its points and reports it. */
static void
award (CarcState             *self,
       const CarcFeatureInfo *info,
       guint                  points,
       gboolean               final)
{
  guint category = category_of (self, info->kind);
  const CarcPlaced *p = &self->placed[self->segs[info->id].tile];

  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->score_line != NULL)
      category = self->modules[m]->score_line (self, self->module_data[m], info, final, category);
  g_return_if_fail (category < self->n_score_categories);

  for (guint player = 0; player < self->n_players; player++)
    {
      guint value = points;
      CarcEvent ev = { 0 };
      CarcPointsChange change = { player, category, info->id, final };

      if (!(info->winners & (1u << player)))
        continue;

      for (guint m = 0; m < self->n_modules; m++)
        if (self->modules[m]->feature_points != NULL)
          value = self->modules[m]->feature_points (self, self->module_data[m], info, final,
                                                     player, value);
      ev.kind = CARC_EVENT_FEATURE_SCORED;
      ev.feature = info->kind;
      ev.category = category;
      ev.final = final;
      ev.players = 1u << player;
      ev.turn = self->turn;
      ev.tiles = info->tiles;
      ev.arms = scored_as (self, info->kind) == CARC_SCORED_AS_FIELD ? info->cities : info->arms;
      ev.tile_type = p->type;
      ev.x = p->x;
      ev.y = p->y;
      ev.feature_id = info->id;
      carc_scoring_give (self, &change, value, &ev);
    }
}

/* Sends every figure on @root back to its supply, in the order they
 * stand in the figures' list. */
void
carc_scoring_return_figures (CarcState *self,
                             guint32    root)
{
  Held held = { .n_segs = 0 };
  guint32 seg = root;
  guint i = 0;

  do
    {
      held_note (&held, &self->segs[seg], seg);
      seg = self->segs[seg].next;
    }
  while (seg != root);
  for (guint left = held.n_figures; i < self->figures->len && left > 0;)
    if (held_has (self, &held, root, g_array_index (self->figures, CarcFigureOnBoard, i).seg))
      {
        carc_state_return_figure (self, i);
        left--;
      }
    else
      i++;
}

/* What the points_changed hooks make of @points about to be given as
 * @change says: each module, in setup order, gets what the one before it
 * left.  Points a hook gives others run the hooks again, to a depth of 4. */
guint
carc_scoring_points_changed (CarcState              *self,
                             const CarcPointsChange *change,
                             guint                   points)
{
  if (self->points_depth >= 4)
    return points;
  self->points_depth++;
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->points_changed != NULL)
      points = self->modules[m]->points_changed (self, self->module_data[m], change, points);
  self->points_depth--;
  return points;
}

/* Whether points for the player @change names wait until the player
 * chooses the scoring figure that takes them: when the player's figures
 * stand on different spaces, and behind any points waiting already. */
static gboolean
figures_apart (CarcState *self,
               guint      player)
{
  const guint *figures = self->figure_points[player];

  for (guint f = 1; f < self->n_score_figures; f++)
    if (figures[f] % CARC_SCORE_TRACK_SPACES != figures[0] % CARC_SCORE_TRACK_SPACES)
      return TRUE;
  return FALSE;
}

static gboolean
must_withhold (CarcState              *self,
               const CarcPointsChange *change)
{
  if (self->n_score_figures < 2 || change->final)
    return FALSE;
  return self->withheld->len > 0 || figures_apart (self, change->player);
}

/* Puts @points on the scoring figure @change names, after the
 * points_changed hooks, and reports them with @event, before what the
 * hooks reported (a robbery follows the points it robs). */
static void
place (CarcState              *self,
       const CarcPointsChange *change,
       guint                   points,
       CarcEvent              *event)
{
  guint mark = self->events->len;

  points = carc_scoring_points_changed (self, change, points);
  self->score[change->player][change->category] += points;
  self->figure_points[change->player][MIN (change->figure, self->n_score_figures - 1)] += points;
  event->points = MIN (points, G_MAXUINT16);
  g_array_insert_val (self->events, mark, *event);
}

/* Gives @points as @change says, or keeps them until the player chooses
 * which scoring figure takes them. */
void
carc_scoring_give (CarcState              *self,
                   const CarcPointsChange *change,
                   guint                   points,
                   CarcEvent              *event)
{
  if (points > 0 && must_withhold (self, change))
    {
      CarcWithheld w = { *change, points, *event };

      g_array_append_val (self->withheld, w);
      return;
    }
  place (self, change, points, event);
}

gboolean
carc_state_peek_withheld (const CarcState  *self,
                          CarcPointsChange *change,
                          guint            *points)
{
  const CarcWithheld *w;

  g_return_val_if_fail (self != NULL, FALSE);
  if (self->withheld->len == 0)
    return FALSE;
  w = &g_array_index (self->withheld, CarcWithheld, 0);
  if (change != NULL)
    *change = w->change;
  if (points != NULL)
    *points = w->points;
  return TRUE;
}

guint
carc_state_get_withheld_points (const CarcState *self,
                                guint            player)
{
  guint points = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->withheld->len; i++)
    if (g_array_index (self->withheld, CarcWithheld, i).change.player == player)
      points += g_array_index (self->withheld, CarcWithheld, i).points;
  return points;
}

void
carc_state_place_withheld (CarcState *self,
                           guint      figure)
{
  CarcWithheld w;

  g_return_if_fail (self != NULL && self->withheld->len > 0);
  carc_state_changed (self);
  w = g_array_index (self->withheld, CarcWithheld, 0);
  g_array_remove_index (self->withheld, 0);
  w.change.figure = MIN (figure, self->n_score_figures - 1);
  place (self, &w.change, w.points, &w.event);
  /* Points for a player whose figures stand together need no choice. */
  while (self->withheld->len > 0
         && !figures_apart (self, g_array_index (self->withheld, CarcWithheld, 0).change.player))
    {
      w = g_array_index (self->withheld, CarcWithheld, 0);
      g_array_remove_index (self->withheld, 0);
      place (self, &w.change, w.points, &w.event);
    }
}

/* Before the final scoring the players add up their scoring figures:
 * the first carries the sum, the others leave the track. */
static void
gather_score_figures (CarcState *self)
{
  while (self->withheld->len > 0)
    carc_state_place_withheld (self, 0);
  for (guint p = 0; p < self->n_players; p++)
    for (guint f = 1; f < self->n_score_figures; f++)
      {
        self->figure_points[p][0] += self->figure_points[p][f];
        self->figure_points[p][f] = 0;
      }
}

/* Scores a completed feature for its majority and frees its figures;
 * @points < 0 means the classic value. */
void
carc_scoring_completed (CarcState *self,
                        guint32    root,
                        gint       points)
{
  CarcFeatureInfo info;

  self->segs[root].done = 1;
  if (self->segs[root].figures == 0)
    return;
  carc_scoring_feature_info (self, root, &info);
  award (self, &info, points < 0 ? base_points (self, &info, FALSE) : (guint) points, FALSE);
  carc_scoring_return_figures (self, root);
}

/* Whether the core scores features of @kind itself. */
static gboolean
base_points_known (const CarcState *self,
                   guint            kind)
{
  CarcScoredAs scored = scored_as (self, kind);

  return scored == CARC_SCORED_AS_ROAD || scored == CARC_SCORED_AS_CITY || scored == CARC_SCORED_AS_MONASTERY;
}

/* Completion of @root: a rules module may take over its evaluation; a
 * kind the core does not score is then simply complete. */
static void
complete (CarcState *self,
          guint32    root)
{
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->feature_completed != NULL
        && self->modules[m]->feature_completed (self, self->module_data[m], root))
      {
        self->segs[root].done = 1;
        return;
      }
  if (base_points_known (self, self->segs[root].kind))
    carc_scoring_completed (self, root, -1);
  else
    self->segs[root].done = 1;
}

/* The order features completed by one tile are scored in: roads, then
 * cities, then other kinds joined by edges; -1: never completed. */
static gint
completion_rank (const CarcState *self,
                 guint            kind)
{
  if (carc_state_kind (self, kind)->joins != CARC_JOINS_EDGES)
    return -1;
  switch (scored_as (self, kind))
    {
    case CARC_SCORED_AS_ROAD: return 0;
    case CARC_SCORED_AS_CITY: return 1;
    case CARC_SCORED_BY_MODULE: return 2;
    case CARC_SCORED_NONE:
    case CARC_SCORED_AS_MONASTERY:
    case CARC_SCORED_AS_FIELD:
    default:
      return -1;
    }
}

/* Scores the features through the placed tile @tile that are complete
 * and not yet scored: roads, then cities, then other kinds joined by
 * edges. */
void
carc_scoring_tile (CarcState *self,
                   guint      tile)
{
  const CarcPlaced *p = &self->placed[tile];
  gboolean any = FALSE;

  /* Most tiles complete nothing: one look at each segment's feature
   * first, and the walk by rank only when one is ready. */
  for (guint i = 0; i < p->n_segments && !any; i++)
    {
      const CarcSeg *r = &self->segs[carc_board_find (self, p->seg_base + i)];

      any = r->open == 0 && !r->done;
    }
  if (!any)
    return;
  for (gint rank = 0; rank <= 2; rank++)
    for (guint i = 0; i < p->n_segments; i++)
      {
        guint32 root = carc_board_find (self, p->seg_base + i);
        const CarcSeg *r = &self->segs[root];

        if (r->open == 0 && !r->done && completion_rank (self, r->kind) == rank)
          complete (self, root);
      }
}

/* Centres (monasteries …) not yet scored beyond which the turn looks at
 * the tile's eight neighbours instead of reading the list: random games
 * leave many unfinished, and with every module on the list grows to
 * dozens while a look around stays nine cells. */
#define CARC_CENTRES_LISTED 8

/* Puts into @around (row by row, the tile itself in the middle) the
 * centres next to the tile @p that are not yet scored, reading the list
 * of those not yet scored; drops from it the ones near that are done. */
static void
centres_listed (CarcState        *self,
                const CarcPlaced *p,
                guint32          *around)
{
  guint n_kept = 0;

  for (guint k = 0; k < self->n_centres; k++)
    {
      CarcCentre c = self->centres[k];
      gint dx = c.x - p->x, dy = c.y - p->y;

      if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1)
        {
          const CarcPlaced *q = &self->placed[c.tile];

          if (self->segs[q->seg_base + q->centre].done)
            continue;  /* scored, or done by a module: never looked at again */
          around[(dy + 1) * 3 + dx + 1] = c.tile;
        }
      self->centres[n_kept++] = c;
    }
  self->n_centres = n_kept;
}

/* centres_listed() by a look at the nine cells; the list is left as it
 * is, for it is not read again once this long. */
static void
centres_around (CarcState        *self,
                const CarcPlaced *p,
                guint32          *around)
{
  for (gint dy = -1; dy <= 1; dy++)
    for (gint dx = -1; dx <= 1; dx++)
      {
        const CarcCell *cell = carc_board_neighbour (self, p, dx, dy);
        const CarcPlaced *q;

        if (cell->tile == 0)
          continue;
        q = &self->placed[cell->tile - 1];
        if (q->centre != CARC_NO_SEGMENT && !self->segs[q->seg_base + q->centre].done)
          around[(dy + 1) * 3 + dx + 1] = cell->tile - 1;
      }
}

/* Scores what the tile of this turn completed: roads, then cities, then
 * other kinds joined by edges, then the centres (monasteries …) around it.
 * While few, the centres are found in the short list of those not yet
 * scored rather than by looking at all eight neighbours, and scored in
 * the neighbours' order (row by row), as a look around the tile would
 * find them.  The list is read by where the centres lie; whether one is
 * done is asked only of those near. */
void
carc_scoring_turn (CarcState *self)
{
  const CarcPlaced *p = &self->placed[self->last_placed];
  guint32 around[9];

  /* Only a feature whose last port closed since the last turn's scoring
   * can be ready to score. */
  if (self->closed)
    carc_scoring_tile (self, self->last_placed);
  self->closed = FALSE;
  memset (around, 0xff, sizeof around);
  if (self->n_centres <= CARC_CENTRES_LISTED)
    centres_listed (self, p, around);
  else
    centres_around (self, p, around);

  for (guint k = 0; k < G_N_ELEMENTS (around); k++)
    {
      const CarcPlaced *q;
      guint32 id;

      if (around[k] == G_MAXUINT32)
        continue;
      q = &self->placed[around[k]];
      id = q->seg_base + q->centre;
      if (!self->segs[id].done && carc_board_count_neighbours (self, q, TRUE) == 8)
        complete (self, id);
    }
}

/* An unfinished feature that figures stand on, with its players'
 * strengths. */
typedef struct
{
  guint32 root;
  guint8  strength[CARC_MAX_PLAYERS];  /* as CarcFeatureInfo counts them */
} Unfinished;

/* The unfinished features that figures stand on, each once, in the order
 * of their first figure, into @features (room for CARC_MAX_UNFINISHED),
 * with the strengths of the players' figures on them; their number.  One
 * look at every figure instead of one for each feature. */
#define CARC_MAX_UNFINISHED (CARC_MAX_PLAYERS * CARC_MAX_FIGURE_KINDS * 8)

static guint
collect_unfinished (CarcState  *self,
                    Unfinished *features)
{
  guint n = 0;

  /* Collected before any is walked: the walks use the stamps. */
  for (guint i = 0; i < self->figures->len; i++)
    {
      const CarcFigureOnBoard *f = &g_array_index (self->figures, CarcFigureOnBoard, i);
      guint32 root = carc_board_find (self, f->seg);
      guint k = 0;

      if (self->segs[root].done)
        continue;
      while (k < n && features[k].root != root)
        k++;
      if (k == n)
        {
          if (n == CARC_MAX_UNFINISHED)
            continue;
          features[n++] = (Unfinished) { .root = root };
        }
      if (f->player != CARC_NEUTRAL)
        features[k].strength[f->player] += figure_strength (self, f);
    }
  return n;
}

static void
score_unfinished (CarcState        *self,
                  CarcScoredAs      scored,
                  const Unfinished *features,
                  guint             n)
{
  g_autofree guint16 *cities = NULL;

  for (guint k = 0; k < n; k++)
    {
      CarcFeatureInfo info;
      Held held = { .n_segs = 0 };

      if (carc_state_kind (self, self->segs[features[k].root].kind)->scored != scored)
        continue;
      walk_feature (self, features[k].root, &info, &held);
      memcpy (info.strength, features[k].strength, sizeof info.strength);
      compute_winners (&info, self->n_players);
      if (scored == CARC_SCORED_AS_FIELD)
        {
          if (cities == NULL)
            cities = count_cities_of_fields (self);
          info.cities = cities[features[k].root];
        }
      award (self, &info, base_points (self, &info, TRUE), TRUE);
    }
}

/* First-edition farmers (rules.md §1.4): each completed city pays 4 points
 * to the player(s) with the most farmers on all the fields touching it. */
static void
score_cities_for_farmers (CarcState *self)
{
  for (guint32 c = 0; c < self->n_segs; c++)
    {
      CarcFeatureInfo info;
      guint32 field_mark;
      const CarcPlaced *p;

      if (self->segs[c].parent != c || !is_completed_city (self, c))
        continue;

      memset (&info, 0, sizeof info);
      info.id = c;
      info.kind = CARC_FEATURE_FIELD; /* the farmers' points */
      info.cities = 1;
      field_mark = carc_state_next_stamp (self);

      /* Every field segment that borders a segment of this city. */
      for (guint32 f = 0; f < self->n_segs; f++)
        {
          const CarcSegment *ts;
          guint32 fr;

          if (scored_as (self, self->segs[f].kind) != CARC_SCORED_AS_FIELD)
            continue;
          p = &self->placed[self->segs[f].tile];
          ts = &carc_state_tile_type (self, p->type)->segments[self->segs[f].local];
          if (ts->adjacent == 0)
            continue;
          fr = carc_board_find (self, f);
          if (self->segs[fr].figures == 0 || self->seg_stamp[fr] == field_mark)
            continue;
          for (guint j = 0; j < p->n_segments; j++)
            if ((ts->adjacent & (1u << j)) && carc_board_find (self, p->seg_base + j) == c)
              {
                self->seg_stamp[fr] = field_mark;
                for (guint i = 0; i < self->figures->len; i++)
                  {
                    const CarcFigureOnBoard *fig = &g_array_index (self->figures, CarcFigureOnBoard, i);

                    if (carc_board_find (self, fig->seg) == fr && fig->player != CARC_NEUTRAL)
                      info.strength[fig->player] += figure_strength (self, fig);
                  }
                break;
              }
        }
      compute_winners (&info, self->n_players);
      if (info.winners != 0)
        {
          /* Report the city's own size for the breakdown. */
          CarcFeatureInfo city;
          guint8 winners = info.winners;

          carc_scoring_feature_info (self, c, &city);
          info.tiles = city.tiles;
          info.winners = winners;
          award (self, &info, 4, TRUE);
        }
    }
}

/* Unfinished roads, cities and monasteries, then the farmers. */
static void
score_classic_final (CarcState *self)
{
  static const CarcScoredAs order[] = {
    CARC_SCORED_AS_ROAD, CARC_SCORED_AS_CITY, CARC_SCORED_AS_MONASTERY, CARC_SCORED_AS_FIELD,
  };
  gboolean fields = !(self->variants & (CARC_VARIANT_NO_FARMERS | CARC_VARIANT_FIRST_EDITION_FARMERS));
  gboolean again = FALSE;
  Unfinished features[CARC_MAX_UNFINISHED];
  guint n = 0;

  /* A module's points_changed hook may move figures while points are
   * given (the others only answer questions): then the features are
   * collected again for each kind. */
  for (guint m = 0; m < self->n_modules; m++)
    again |= self->modules[m]->points_changed != NULL;
  for (guint k = 0; k < G_N_ELEMENTS (order) - !fields; k++)
    {
      if (k == 0 || again)
        n = collect_unfinished (self, features);
      score_unfinished (self, order[k], features, n);
    }
  if (!(self->variants & CARC_VARIANT_NO_FARMERS) && (self->variants & CARC_VARIANT_FIRST_EDITION_FARMERS))
    score_cities_for_farmers (self);
}

void
carc_scoring_final (CarcState *self)
{
  gboolean classic = TRUE;

  gather_score_figures (self);
  /* A module that replaces the classic final scoring replaces it for all;
   * every module's own final scoring still runs, in the setup's order. */
  for (guint m = 0; m < self->n_modules; m++)
    classic &= !self->modules[m]->no_final_scoring;
  if (classic)
    score_classic_final (self);
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->final_scoring != NULL)
      self->modules[m]->final_scoring (self, self->module_data[m]);
}

/* The points the final scoring would give each player if the game ended
 * now (@points: one per player), every module's final scoring included;
 * @self is left alone.  A game already over gives nothing more. */
void
carc_state_preview_final (const CarcState *self,
                          guint           *points)
{
  CarcState *copy;

  g_return_if_fail (self != NULL && points != NULL);
  for (guint p = 0; p < self->n_players; p++)
    points[p] = 0;
  if (self->decision.kind == CARC_DECISION_NONE)
    return;
  copy = carc_state_copy (self);
  carc_scoring_final (copy);
  for (guint p = 0; p < self->n_players; p++)
    points[p] = carc_state_get_score (copy, p) - carc_state_get_score (self, p);
  carc_state_free (copy);
}
