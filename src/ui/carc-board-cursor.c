/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The keyboard cursor: where the tile in hand goes and how it is turned,
 * the figure's spot or a module's place the keys pick, the figure's kind
 * and colour, and Enter taking what the cursor shows. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "carc-board-private.h"
#include "carc-tile-geometry.h"

/* The keyboard cursor shows while the player steers the board with keys,
 * and the focus ring with it (style.css): GTK shows focus rings only
 * after the focus moved by keyboard, but here the keys act on the board
 * that has the focus all along. */
void
carc_board_set_cursor_active (CarcBoard *self,
                              gboolean   active)
{
  if (self->cursor_active == active)
    return;
  self->cursor_active = active;
  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "keyboard");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "keyboard");
}

/* The rotations (bit r: turned r quarters) in which the tile in hand fits
 * cell @x, @y; 0 where it fits in none. */
guint
carc_board_cell_rotations (CarcBoard *self,
                           gint       x,
                           gint       y)
{
  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);

      if (c->x == x && c->y == y)
        return c->rotations;
    }
  return 0;
}

/* How the tile goes into cell @x, @y: as it is turned now if it fits so,
 * else the next rotation clockwise that fits; -1 if none does. */
gint
carc_board_fitting_rotation (CarcBoard *self,
                             gint       x,
                             gint       y)
{
  guint rotations = carc_board_cell_rotations (self, x, y);

  for (guint k = 0; k < 4; k++)
    if (rotations & (1u << ((self->rotation + k) & 3)))
      return (self->rotation + k) & 3;
  return -1;
}

gboolean
carc_board_fits_somewhere (CarcBoard *self,
                           guint      rotation)
{
  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    if (g_array_index (self->cells, CarcBoardCell, i).rotations & (1u << rotation))
      return TRUE;
  return FALSE;
}

/* Whether a cell fits the tile in hand only turned another way than it
 * is now: the board marks such cells with a turning arrow. */
gboolean
carc_board_fits_only_turned (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);

  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    if (!(g_array_index (self->cells, CarcBoardCell, i).rotations & (1u << self->rotation)))
      return TRUE;
  return FALSE;
}

/* The cell the ghost stands on: the keyboard cursor's when it is in use,
 * else the one under the pointer. */
gboolean
carc_board_ghost_cell (CarcBoard *self,
                       gint      *x,
                       gint      *y)
{
  if (self->cursor_active)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (self->hover_valid)
    {
      double bx, by;

      carc_board_to_board (self, self->hover_x, self->hover_y, &bx, &by);
      *x = (gint) floor (bx);
      *y = (gint) floor (by);
      return TRUE;
    }
  return FALSE;
}

/* Puts the keyboard cursor on the cell nearest to it where the tile in
 * hand fits, unless it fits where the cursor is. */
void
carc_board_cursor_to_legal_cell (CarcBoard *self)
{
  gint best = -1, best_distance = G_MAXINT;

  if (carc_board_cell_rotations (self, self->cursor_x, self->cursor_y) != 0)
    return;
  for (guint i = 0; i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);
      gint dx = c->x - self->cursor_x, dy = c->y - self->cursor_y;

      if (dx * dx + dy * dy < best_distance)
        {
          best = i;
          best_distance = dx * dx + dy * dy;
        }
    }
  if (best >= 0)
    {
      self->cursor_x = g_array_index (self->cells, CarcBoardCell, best).x;
      self->cursor_y = g_array_index (self->cells, CarcBoardCell, best).y;
    }
}

guint
carc_board_get_rotation (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->rotation;
}

void
carc_board_set_rotation (CarcBoard *self,
                         guint      rotation)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_ROTATION]);
}

/* R and Shift+R.  Over a cell where the tile fits in several ways, the
 * ghost shows the way it would go there, and a turn steps to the next way
 * it fits there, so that every press changes what the player sees;
 * elsewhere it turns the tile a quarter. */
void
carc_board_rotate (CarcBoard *self,
                   gint       quarter_turns)
{
  gint x, y;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game != NULL && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE
      && quarter_turns != 0 && carc_board_ghost_cell (self, &x, &y))
    {
      guint rotations = carc_board_cell_rotations (self, x, y);

      if ((rotations & (rotations - 1)) != 0)
        {
          guint r = carc_board_fitting_rotation (self, x, y);

          do
            r = (r + (quarter_turns > 0 ? 1 : 3)) & 3;
          while (!(rotations & (1u << r)));
          carc_board_set_rotation (self, r);
          return;
        }
    }
  carc_board_set_rotation (self, (self->rotation + 4 + quarter_turns) & 3);
}

/* Arrow keys: move the placement cursor one cell, or pick the next or
 * previous meeple spot. */
void
carc_board_move_cursor (CarcBoard *self,
                        gint       dx,
                        gint       dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  if ((carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE && self->figure_options->len > 0)
      || (carc_game_get_decision (self->game) == CARC_DECISION_MODULE && self->targets->len > 0))
    {
      guint n = carc_game_get_decision (self->game) == CARC_DECISION_MODULE ? self->targets->len
                                                                          : self->figure_options->len;

      gboolean shown = carc_game_get_decision (self->game) == CARC_DECISION_MODULE ? self->target_shown
                                                                                 : self->cursor_active;

      if (shown)
        self->option_index = (self->option_index + n + (dx + dy > 0 ? 1 : -1)) % n;
      else if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
        self->option_index = 0;
      self->target_shown = carc_game_get_decision (self->game) == CARC_DECISION_MODULE;
      carc_board_set_cursor_active (self, TRUE);
    }
  else
    {
      double cx, cy;

      if (self->cursor_active)
        {
          self->cursor_x += dx;
          self->cursor_y += dy;
        }
      else
        carc_board_cursor_to_legal_cell (self);
      carc_board_set_cursor_active (self, TRUE);
      /* Keep the cursor in view: when it nears the edge of where the
       * view is going, the view glides to it. */
      carc_board_view_destination (self, &cx, &cy);
      if (fabs (self->cursor_x + 0.5 - cx) * carc_board_tile_size (self) > gtk_widget_get_width (GTK_WIDGET (self)) / 2.5
          || fabs (self->cursor_y + 0.5 - cy) * carc_board_tile_size (self) > gtk_widget_get_height (GTK_WIDGET (self)) / 2.5)
        carc_board_glide_to (self, self->cursor_x + 0.5, self->cursor_y + 0.5);
      /* And wholly in view, out from under the panel and the card. */
      carc_board_reveal_cell (self, self->cursor_x, self->cursor_y, FALSE);
    }
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter: place the tile at the cursor, or the meeple on the chosen spot. */
void
carc_board_activate_cursor (CarcBoard *self)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  /* A question with one possible answer: Enter takes it at once. */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE
      && g_list_model_get_n_items (carc_game_get_choices (self->game)) == 1)
    {
      g_autoptr(CarcChoice) only = g_list_model_get_item (carc_game_get_choices (self->game), 0);
      CarcError error = carc_game_choose (self->game, only);

      if (error != CARC_OK)
        g_signal_emit (self, carc_board_signals[REFUSED], 0, (guint) error);
      return;
    }
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE && self->targets->len == 0)
    {
      g_signal_emit (self, carc_board_signals[ANSWER_ASKED], 0);
      return;
    }
  /* The first Enter shows what the keys point at; but a single figure
   * spot is already all there is to choose, so Enter places on it. */
  if (!self->cursor_active)
    {
      gboolean single = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                        && self->figure_options->len == 1;

      carc_board_move_cursor (self, 0, 0);
      if (!single)
        return;
    }
  /* A module's place on the board: the one the keys picked.  Without
   * one the question is answered with the side panel's buttons. */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    {
      if (!self->target_shown)
        carc_board_move_cursor (self, 0, 0);
      else if (self->option_index < self->targets->len)
        {
          CarcError error = carc_game_choose (self->game, g_ptr_array_index (self->targets, self->option_index));

          if (error != CARC_OK)
            g_signal_emit (self, carc_board_signals[REFUSED], 0, (guint) error);
        }
      return;
    }
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    {
      if (self->option_index < self->figure_options->len)
        {
          CarcError error = carc_game_choose (self->game, g_ptr_array_index (self->figure_options,
                                                                              self->option_index));

          if (error != CARC_OK)
            g_signal_emit (self, carc_board_signals[REFUSED], 0, (guint) error);
        }
      return;
    }
  carc_board_activate_cell (self, self->cursor_x, self->cursor_y, 0.5, 0.5);
}

/* Puts the keyboard's choice on @action, one of the listed choices: the
 * tile's cell, turned as it says, a figure's spot (of its kind and
 * colour), or a module's place — as a hint suggests it; Enter takes it.
 * FALSE when the action is not one the board shows (skipping the figure,
 * a module's button). */
gboolean
carc_board_show_choice (CarcBoard        *self,
                        const CarcAction *action)
{
  GPtrArray *list;

  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (self->game == NULL || carc_game_find_choice (self->game, action) == NULL)
    return FALSE;
  switch (action->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      carc_board_set_rotation (self, action->rotation);
      self->cursor_x = self->hint_x = action->x;
      self->cursor_y = self->hint_y = action->y;
      self->hint_shown = TRUE;
      carc_board_set_cursor_active (self, TRUE);
      carc_board_glide_to_visible (self, action->x + 0.5, action->y + 0.5);
      carc_board_update_description (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case CARC_ACTION_PLACE_FIGURE:
      {
        CarcPlacedTile t;
        double ax, ay;

        /* A figure with no spot on the tile (on its picture) is not the
         * board's to show. */
        carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
        if (!carc_tile_geometry_anchor (carc_game_get_tile_type (self->game, t.type), t.rotation, action->segment,
                                        &ax, &ay))
          return FALSE;
        /* The spot shown is in view. */
        carc_board_reveal_cell (self, t.x, t.y, TRUE);
      }
      if (carc_game_get_figure_colours (self->game) != 0)
        carc_board_set_figure_colour (self, action->choice);
      carc_board_set_figure_kind (self, action->figure);
      list = self->figure_options;
      break;
    case CARC_ACTION_MODULE:
      /* An answer the bundle draws itself (a ferry's roads): it draws
       * this one bolder. */
      self->picked = *action;
      self->picked_valid = TRUE;
      list = self->targets;
      self->target_shown = TRUE;
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < list->len; i++)
    if (carc_action_equal (carc_choice_get_action (g_ptr_array_index (list, i)), action))
      {
        self->option_index = i;
        carc_board_set_cursor_active (self, TRUE);
        if (list == self->targets)
          carc_board_reveal_cell (self, action->x, action->y, TRUE);
        carc_board_update_description (self);
        gtk_widget_queue_draw (GTK_WIDGET (self));
        return TRUE;
      }
  if (list == self->targets)
    {
      self->target_shown = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return FALSE;
}

/* Whether the keyboard cursor is in use, and on which cell. */
gboolean
carc_board_get_cursor (CarcBoard *self,
                       gint      *x,
                       gint      *y)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
  return self->cursor_active;
}

/* Escape: forgets the keyboard selection (the cursor's cell or figure
 * spot) and never skips anything: skipping a figure takes S or the Skip
 * button.  Returns whether there was a selection to forget. */
gboolean
carc_board_cancel (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (!self->cursor_active)
    return FALSE;
  carc_board_set_cursor_active (self, FALSE);
  self->option_index = 0;
  self->target_shown = FALSE;
  self->picked_valid = FALSE;
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* The colour of the next figure where the rules let the player choose it
 * (the modules' figure colours: the cooperative team alone or two). */
void
carc_board_set_figure_colour (CarcBoard *self,
                              guint      colour)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->figure_colour == colour)
    return;
  self->figure_colour = colour;
  carc_board_refresh_options (self);
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_FIGURE_COLOUR]);
}

/* The colour the next figure takes: the one chosen, or when that one can
 * no longer be placed, the first that can (the side panel shows the
 * same). */
guint
carc_board_get_figure_colour (CarcBoard *self)
{
  guint colours;

  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  colours = self->game != NULL ? carc_game_get_figure_colours (self->game) : 0;
  if (colours != 0 && !(colours & (1u << self->figure_colour)))
    return g_bit_nth_lsf (colours, -1);
  return self->figure_colour;
}

/* The kind of the next figure where several kinds may be placed (a
 * meeple, a big meeple, a builder …): the spots shown are that kind's. */
void
carc_board_set_figure_kind (CarcBoard *self,
                            guint      kind)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->figure_kind == kind)
    return;
  self->figure_kind = kind;
  carc_board_refresh_options (self);
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_FIGURE_KIND]);
}

/* The kind the next figure is: the one chosen, or when none of that kind
 * may be placed now, the first kind that may (the meeple first). */
guint
carc_board_get_figure_kind (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  if (self->figure_kinds != 0 && !(self->figure_kinds & (1u << self->figure_kind)))
    return g_bit_nth_lsf (self->figure_kinds, -1);
  return self->figure_kind;
}

/* Steps the next figure to the next (@step > 0) or the previous kind that
 * may be placed now, or where the player chooses colours, colour: the
 * keyboard's way to the side panel's buttons. */
void
carc_board_next_figure (CarcBoard *self,
                        gint       step)
{
  guint set, current, n;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL || carc_game_get_decision (self->game) != CARC_DECISION_PLACE_FIGURE)
    return;
  set = self->figure_kinds;
  current = carc_board_get_figure_kind (self);
  n = CARC_MAX_FIGURE_KINDS;
  if ((set & (set - 1)) == 0)
    {
      set = carc_game_get_figure_colours (self->game);
      current = carc_board_get_figure_colour (self);
      n = CARC_MAX_PLAYERS;
    }
  if ((set & (set - 1)) == 0)
    return;
  do
    current = (current + n + (step > 0 ? 1 : n - 1)) % n;
  while (!(set & (1u << current)));
  self->option_index = 0;
  if (n == CARC_MAX_PLAYERS)
    carc_board_set_figure_colour (self, current);
  else
    carc_board_set_figure_kind (self, current);
}

/* The kinds of figure that may be placed now, as bits. */
guint
carc_board_get_figure_kinds (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->figure_kinds;
}
