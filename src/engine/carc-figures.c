/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Figures on the board, as services for rules modules: put any kind on a
 * segment, move it, return it, neutral figures included; the kinds a
 * game's modules registered, and the colours they let a player place. */
#include "carc-feature-kind.h"
#include "carc-state-private.h"

/* The colours the current player may place figures of: each rules module
 * may let the player place more colours (bits), and the colours of all
 * modules add up; 0 leaves the core's rule, the player's own. */
guint
carc_state_get_figure_colours (CarcState *self)
{
  guint colours = 0;

  for (guint i = 0; i < self->n_hooked[CARC_HOOK_FIGURE_COLOURS]; i++)
    {
      guint m = self->hooked[CARC_HOOK_FIGURE_COLOURS][i];

      colours |= self->modules[m]->figure_colours (self, self->module_data[m]);
    }
  return colours;
}

/* How the feature under the figure @index is scored (CarcScoredAs): a
 * thief's road, a knight's city, a farmer's field … */
guint
carc_state_figure_scored_as (const CarcState *self,
                             guint            index)
{
  const CarcFigureOnBoard *f;

  g_return_val_if_fail (self != NULL && index < self->figures->len, CARC_SCORED_NONE);
  f = &g_array_index (self->figures, CarcFigureOnBoard, index);
  return carc_state_kind (self, self->segs[f->seg].kind)->scored;
}

/* Takes a figure off the board for good (a buried guard). */
void
carc_state_take_figure (CarcState *self,
                        guint      index)
{
  CarcFigureOnBoard f;

  g_return_if_fail (index < self->figures->len);
  carc_state_changed (self);
  f = g_array_index (self->figures, CarcFigureOnBoard, index);
  if (f.player != CARC_NEUTRAL)
    self->segs[carc_board_find (self, f.seg)].figures--;
  self->segs[f.seg].standing--;
  g_array_remove_index (self->figures, index);
}

void
carc_state_return_figures (CarcState *self,
                           guint32    feature)
{
  g_return_if_fail (feature < self->n_segs);
  carc_state_changed (self);
  carc_scoring_return_figures (self, carc_board_find (self, feature));
}

void
carc_state_set_supply (CarcState *self,
                       guint      player,
                       guint      figure,
                       guint      count)
{
  g_return_if_fail (player < self->n_players && figure < self->n_figure_kinds);
  carc_state_changed (self);
  self->supply[player][figure] = count;
}

static gboolean
figure_fits (const CarcState *self,
             guint            kind,
             guint            player,
             guint            tile,
             guint            segment)
{
  return kind < self->n_figure_kinds && tile < self->n_placed && segment < self->placed[tile].n_segments
         && (player == CARC_NEUTRAL || (player < self->n_players && self->supply[player][kind] > 0));
}

static void
emit_figure_event (CarcState               *self,
                   CarcEventKind            kind,
                   const CarcFigureOnBoard *f)
{
  CarcEvent ev = { 0 };

  ev.kind = kind;
  ev.players = f->player == CARC_NEUTRAL ? 0 : 1u << f->player;
  ev.figure = f->figure;
  ev.turn = self->turn;
  ev.x = self->placed[f->tile].x;
  ev.y = self->placed[f->tile].y;
  ev.tile_type = self->placed[f->tile].type;
  ev.feature_id = carc_board_find (self, f->seg);
  carc_state_emit (self, &ev);
}

/* Puts a figure of @kind from @player's supply (or a neutral one, @player
 * CARC_NEUTRAL) on segment @segment of the placed tile @tile, whatever
 * stands there; returns its index among the figures, or -1 when there is
 * no such figure, tile or segment.  The rules of where it may go are the
 * caller's. */
gint
carc_state_put_figure (CarcState *self,
                       guint      kind,
                       guint      player,
                       guint      tile,
                       guint      segment)
{
  CarcFigureOnBoard f = { player, kind, tile, 0 };

  g_return_val_if_fail (self != NULL, -1);
  if (!figure_fits (self, kind, player, tile, segment))
    return -1;
  carc_state_changed (self);
  f.seg = self->placed[tile].seg_base + segment;
  g_array_append_val (self->figures, f);
  self->segs[f.seg].standing++;
  if (player != CARC_NEUTRAL)
    {
      self->supply[player][kind]--;
      self->segs[carc_board_find (self, f.seg)].figures++;
    }
  emit_figure_event (self, CARC_EVENT_FIGURE_PLACED, &f);
  return self->figures->len - 1;
}

/* Moves the figure @index to segment @segment of the placed tile @tile. */
void
carc_state_move_figure (CarcState *self,
                        guint      index,
                        guint      tile,
                        guint      segment)
{
  CarcFigureOnBoard *f;

  g_return_if_fail (index < self->figures->len);
  g_return_if_fail (tile < self->n_placed && segment < self->placed[tile].n_segments);
  carc_state_changed (self);
  f = &g_array_index (self->figures, CarcFigureOnBoard, index);
  if (f->player != CARC_NEUTRAL)
    self->segs[carc_board_find (self, f->seg)].figures--;
  self->segs[f->seg].standing--;
  f->tile = tile;
  f->seg = self->placed[tile].seg_base + segment;
  self->segs[f->seg].standing++;
  if (f->player != CARC_NEUTRAL)
    self->segs[carc_board_find (self, f->seg)].figures++;
  emit_figure_event (self, CARC_EVENT_FIGURE_MOVED, f);
}

/* Takes the figure @index off the board, back to its owner's supply (a
 * neutral figure simply leaves the board). */
void
carc_state_return_figure (CarcState *self,
                          guint      index)
{
  CarcFigureOnBoard f;

  g_return_if_fail (index < self->figures->len);
  carc_state_changed (self);
  f = g_array_index (self->figures, CarcFigureOnBoard, index);
  g_array_remove_index (self->figures, index);
  self->segs[f.seg].standing--;
  if (f.player != CARC_NEUTRAL)
    {
      self->supply[f.player][f.figure]++;
      self->segs[carc_board_find (self, f.seg)].figures--;
    }
  emit_figure_event (self, CARC_EVENT_FIGURE_RETURNED, &f);
}

gint
carc_state_find_figure_kind (const CarcState *self,
                             const char      *id)
{
  for (guint k = 0; k < self->n_figure_kinds; k++)
    if (g_str_equal (self->figure_kinds[k]->id, id))
      return k;
  return -1;
}

const CarcFigureKind *
carc_state_get_figure_kind (const CarcState *self,
                            guint            kind)
{
  g_return_val_if_fail (kind < self->n_figure_kinds, NULL);
  return self->figure_kinds[kind];
}

guint
carc_state_get_n_figure_kinds (const CarcState *self)
{
  return self->n_figure_kinds;
}
