/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What a CarcState tells: the setup, the decision, the turn, scores and
 * score lines, supplies, placed tiles and figures, features, events, a
 * module's data, and the canonical dump of the whole state. */
#include "carc-state-private.h"

CarcOutcome
carc_state_get_outcome (const CarcState *self)
{
  return self->outcome;
}

guint32
carc_state_find_feature (CarcState *self,
                         guint      tile,
                         guint      segment)
{
  g_return_val_if_fail (tile < self->n_placed && segment < self->placed[tile].n_segments, 0);
  return carc_board_find (self, self->placed[tile].seg_base + segment);
}

guint32
carc_state_segment_id (const CarcState *self,
                       guint            tile,
                       guint            segment)
{
  g_return_val_if_fail (tile < self->n_placed && segment < self->placed[tile].n_segments, CARC_NO_FEATURE);
  return self->placed[tile].seg_base + segment;
}

void
carc_state_feature_info (CarcState       *self,
                         guint32          feature,
                         CarcFeatureInfo *info)
{
  g_return_if_fail (feature < self->n_segs);
  carc_scoring_feature_info (self, carc_board_find (self, feature), info);
}

/* Appends (guint) the distinct placed tiles of @feature to @tiles. */
void
carc_state_feature_tiles (CarcState *self,
                          guint32    feature,
                          GArray    *tiles)
{
  guint32 root, seg, mark;

  g_return_if_fail (feature < self->n_segs);
  root = carc_board_find (self, feature);
  mark = carc_state_next_stamp (self);
  seg = root;
  do
    {
      guint tile = self->segs[seg].tile;

      if (self->tile_stamp[tile] != mark)
        {
          self->tile_stamp[tile] = mark;
          g_array_append_val (tiles, tile);
        }
      seg = self->segs[seg].next;
    }
  while (seg != root);
}

/* Appends every segment of @feature to @pairs as two guints: the placed
 * tile's index and the segment of its type, written in place (the root
 * counts its segments). */
void
carc_state_feature_segments (CarcState *self,
                             guint32    feature,
                             GArray    *pairs)
{
  guint32 root, seg;
  guint size;
  guint *out;

  g_return_if_fail (feature < self->n_segs);
  root = seg = carc_board_find (self, feature);
  size = self->segs[root].size;
  g_array_set_size (pairs, pairs->len + 2 * size);
  out = &g_array_index (pairs, guint, pairs->len - 2 * size);
  for (guint k = 0; k < size; k++)
    {
      *out++ = self->segs[seg].tile;
      *out++ = self->segs[seg].local;
      seg = self->segs[seg].next;
    }
  g_assert (seg == root);
}

CarcSetup *
carc_state_get_setup (const CarcState *self)
{
  return self->setup;
}

const CarcDecision *
carc_state_get_decision (const CarcState *self)
{
  return &self->decision;
}

gboolean
carc_state_is_over (const CarcState *self)
{
  return self->decision.kind == CARC_DECISION_NONE;
}

guint
carc_state_get_turn (const CarcState *self)
{
  return self->turn;
}

guint
carc_state_get_player (const CarcState *self)
{
  return self->decision.player;
}

/* Tiles still in the pile, not counting the one being placed. */
guint
carc_state_get_tiles_left (const CarcState *self)
{
  return self->n_order - self->next_draw;
}

/* Whether the tile drawn at @position (of the drawing order) lies face
 * down: drawn without being looked at, so nobody has seen it. */
gboolean
carc_state_is_drawn_face_down (const CarcState *self,
                               guint            position)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (position >= self->next_draw)
    return FALSE;
  for (guint i = 0; i < self->n_placed; i++)
    if (self->placed[i].face_down && self->placed[i].drawn == position)
      return TRUE;
  return FALSE;
}

const guint16 *
carc_state_get_remaining (const CarcState *self,
                          guint           *n_tiles)
{
  *n_tiles = self->n_order - self->next_draw;
  return self->order + self->next_draw;
}

guint
carc_state_get_score (const CarcState *self,
                      guint            player)
{
  guint total = 0;

  g_return_val_if_fail (player < self->n_players, 0);
  for (guint c = 0; c < self->n_score_categories; c++)
    total += self->score[player][c];
  return total;
}

guint
carc_state_get_category_score (const CarcState *self,
                               guint            player,
                               guint            category)
{
  g_return_val_if_fail (player < self->n_players && category < self->n_score_categories, 0);
  return self->score[player][category];
}

/* The score lines of this game: the core's (CarcScoreCategory), then
 * the modules' own. */
guint
carc_state_get_n_score_categories (const CarcState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_score_categories;
}

/* A score line's id: "road", "city", "monastery", "field", "other", or
 * the id a module declared. */
const char *
carc_state_get_score_category_id (const CarcState *self,
                                  guint            category)
{
  g_return_val_if_fail (self != NULL && category < self->n_score_categories, NULL);
  return self->score_lines[category];
}

/* The number of the score line @id, or -1 when the game has none. */
gint
carc_state_find_score_category (const CarcState *self,
                                const char      *id)
{
  g_return_val_if_fail (self != NULL && id != NULL, -1);
  for (guint c = 0; c < self->n_score_categories; c++)
    if (g_str_equal (self->score_lines[c], id))
      return c;
  return -1;
}

guint
carc_state_get_n_score_figures (const CarcState *self)
{
  g_return_val_if_fail (self != NULL, 1);
  return self->n_score_figures;
}

guint
carc_state_get_score_figure (const CarcState *self,
                             guint            player,
                             guint            figure)
{
  g_return_val_if_fail (self != NULL && player < self->n_players && figure < self->n_score_figures, 0);
  return self->figure_points[player][figure];
}

guint
carc_state_get_supply (const CarcState *self,
                       guint            player,
                       guint            figure)
{
  g_return_val_if_fail (player < self->n_players, 0);
  if (figure >= self->n_figure_kinds)
    return 0;
  return self->supply[player][figure];
}

guint
carc_state_get_n_tiles (const CarcState *self)
{
  return self->n_placed;
}

void
carc_state_get_tile (const CarcState *self,
                     guint            index,
                     CarcPlacedTile  *tile)
{
  g_return_if_fail (index < self->n_placed);
  tile->type = self->placed[index].type;
  tile->rotation = self->placed[index].rotation;
  tile->x = self->placed[index].x;
  tile->y = self->placed[index].y;
  tile->face_down = self->placed[index].face_down;
}

/* Where a tile of @tile_type could go now, whatever the decision is: for
 * showing the remaining tiles and for measuring. */
void
carc_state_list_placements (const CarcState *self,
                            guint            tile_type,
                            GArray          *actions)
{
  g_return_if_fail (tile_type < carc_tile_set_get_n_types (self->tiles));
  g_array_set_size (actions, 0);
  carc_state_list_legal_placements ((CarcState *) self, tile_type, actions);
}

/* The index of the tile placed last. */
guint
carc_state_get_last_placed (const CarcState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->last_placed;
}

const CarcTileType *
carc_state_get_placed_type (const CarcState *self,
                            guint            index,
                            CarcPlacedTile  *tile)
{
  const CarcPlaced *p;

  g_return_val_if_fail (index < self->n_placed, NULL);
  p = &self->placed[index];
  if (tile != NULL)
    *tile = (CarcPlacedTile) { .type = p->type, .rotation = p->rotation, .x = p->x, .y = p->y,
                               .face_down = p->face_down };
  return carc_state_tile_type (self, p->type);
}

const CarcTileType *
carc_state_get_tile_type (const CarcState *self,
                          guint            type)
{
  g_return_val_if_fail (type < carc_tile_set_get_n_types (self->tiles), NULL);
  return carc_state_tile_type (self, type);
}

gint
carc_state_tile_at (const CarcState *self,
                    gint             x,
                    gint             y)
{
  const CarcCell *c;

  if (x <= G_MININT16 || x >= G_MAXINT16 || y <= G_MININT16 || y >= G_MAXINT16)
    return -1;
  c = carc_board_cell (self, x, y);
  if (c->tile == 0 || self->placed[c->tile - 1].x != x || self->placed[c->tile - 1].y != y)
    return -1;
  return c->tile - 1;
}

guint
carc_state_get_neighbours (const CarcState *self,
                           guint            index)
{
  const CarcPlaced *p;
  guint with = 0;

  g_return_val_if_fail (index < self->n_placed, 0);
  /* The tile placed last is asked most (a turn's hooks): its sides were
   * seen as it was placed, and no tile came since. */
  if (index == self->n_placed - 1)
    return self->last_neighbours;
  p = &self->placed[index];
  /* On the torus every occupied slot this close is a real neighbour. */
  for (guint d = 0; d < 4; d++)
    if (carc_board_neighbour (self, p, CARC_DX (d), CARC_DY (d))->tile != 0)
      with |= 1u << d;
  return with;
}

guint
carc_state_get_last_tile (const CarcState *self)
{
  return self->last_placed;
}

guint
carc_state_get_n_figures (const CarcState *self)
{
  return self->figures->len;
}

void
carc_state_get_figure (const CarcState *self,
                       guint            index,
                       CarcFigureInfo  *figure)
{
  const CarcFigureOnBoard *f;

  g_return_if_fail (index < self->figures->len);
  f = &g_array_index (self->figures, CarcFigureOnBoard, index);
  figure->player = f->player;
  figure->figure = f->figure;
  figure->tile = f->tile;
  figure->segment = self->segs[f->seg].local;
}

gboolean
carc_state_get_feature (CarcState       *self,
                        guint            tile,
                        guint            segment,
                        CarcFeatureInfo *info)
{
  g_return_val_if_fail (self != NULL && info != NULL, FALSE);
  if (tile >= self->n_placed || segment >= self->placed[tile].n_segments)
    return FALSE;
  carc_scoring_feature_info (self, carc_board_find (self, self->placed[tile].seg_base + segment), info);
  return TRUE;
}

const CarcEvent *
carc_state_get_events (const CarcState *self,
                       guint           *n_events)
{
  *n_events = self->events->len;
  return (const CarcEvent *) (const void *) self->events->data;
}

/* The events of the last successful carc_state_apply(). */
const CarcEvent *
carc_state_get_last_events (const CarcState *self,
                            guint           *n_events)
{
  *n_events = self->events->len - self->events_mark;
  return (const CarcEvent *) (const void *) self->events->data + self->events_mark;
}

gpointer
carc_state_get_module_data (const CarcState *self,
                            const char      *module_id)
{
  for (guint m = 0; m < self->n_modules; m++)
    if (g_str_equal (self->modules[m]->id, module_id))
      return self->module_data[m];
  return NULL;
}

/* A canonical text of everything the rules depend on, for tests that
 * compare states and for the command-line tool. */
void
carc_state_dump (CarcState *self,
                 GString   *out)
{
  g_string_append_printf (out, "turn %u player %u decision %u tile %u left %u\n",
                          self->turn, self->decision.player, self->decision.kind,
                          self->decision.tile_type, carc_state_get_tiles_left (self));
  for (guint p = 0; p < self->n_players; p++)
    {
      g_string_append_printf (out, "player %u score %u", p, carc_state_get_score (self, p));
      for (guint c = 0; c < self->n_score_categories; c++)
        g_string_append_printf (out, " %u", self->score[p][c]);
      for (guint f = 0; f < self->n_figure_kinds; f++)
        g_string_append_printf (out, " s%u", self->supply[p][f]);
      for (guint f = 1; f < self->n_score_figures; f++)
        g_string_append_printf (out, " figure%u %u", f, self->figure_points[p][f]);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < self->n_placed; i++)
    g_string_append_printf (out, "tile %s %d %d r%u\n",
                            carc_state_tile_type (self, self->placed[i].type)->id,
                            self->placed[i].x, self->placed[i].y, self->placed[i].rotation);
  for (guint i = 0; i < self->figures->len; i++)
    {
      const CarcFigureOnBoard *f = &g_array_index (self->figures, CarcFigureOnBoard, i);

      g_string_append_printf (out, "figure p%u f%u tile %u seg %u\n", f->player, f->figure,
                              f->tile, self->segs[f->seg].local);
    }
  {
    /* Each feature by its smallest segment, whatever the order of joins. */
    g_autofree guint32 *first = g_new (guint32, MAX (self->n_segs, 1));

    for (guint32 s = 0; s < self->n_segs; s++)
      first[s] = G_MAXUINT32;
    for (guint32 s = 0; s < self->n_segs; s++)
      {
        guint32 root = carc_board_find (self, s);

        first[root] = MIN (first[root], s);
      }
    for (guint32 s = 0; s < self->n_segs; s++)
      {
        guint32 root = carc_board_find (self, s);

        g_string_append_printf (out, "seg %u feature %u open %d done %u figures %u\n", s,
                                first[root], self->segs[root].open,
                                self->segs[root].done, self->segs[root].figures);
      }
  }
  for (guint i = 0; i < self->withheld->len; i++)
    {
      const CarcWithheld *w = &g_array_index (self->withheld, CarcWithheld, i);

      g_string_append_printf (out, "withheld p%u line %u points %u\n", w->change.player, w->change.category, w->points);
    }
  g_string_append_printf (out, "outcome %u chances %u\n", self->outcome, self->n_chances);
  for (guint m = 0; m < self->n_modules; m++)
    if (self->modules[m]->dump != NULL)
      self->modules[m]->dump (self, self->module_data[m], out);
}
