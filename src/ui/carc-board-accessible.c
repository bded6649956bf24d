/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the board says to a screen reader.  Its accessible description is
 * kept current: first what is under the keyboard cursor (so that each
 * arrow key changes the first sentence), then the decision asked and the
 * tile in hand.  A screen reader speaks a change of the focused object's
 * description (at-spi's accessible-description property change), so the
 * board is read as the player steers it. */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-board-private.h"
#include "carc-words.h"

/* The way from the cursor to the nearest cell where the tile in hand
 * fits, "2 cells east, 1 cell north"; NULL where it fits nowhere. */
static char *
nearest_words (CarcBoard *self)
{
  gint best = -1, best_distance = G_MAXINT, dx, dy;
  g_autoptr(GString) text = NULL;
  g_autofree char *across = NULL;
  g_autofree char *down = NULL;

  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);
      gint d = ABS (c->x - self->cursor_x) + ABS (c->y - self->cursor_y);

      if (d < best_distance)
        {
          best = i;
          best_distance = d;
        }
    }
  if (best < 0)
    return NULL;
  dx = g_array_index (self->cells, CarcBoardCell, best).x - self->cursor_x;
  dy = g_array_index (self->cells, CarcBoardCell, best).y - self->cursor_y;
  /* TRANSLATORS: the way from the keyboard cursor to the nearest cell
   * where the tile fits, told to a screen reader's user */
  if (dx > 0)
    across = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cell east", "%d cells east", dx), dx);
  else if (dx < 0)
    across = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cell west", "%d cells west", -dx), -dx);
  if (dy > 0)
    down = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cell south", "%d cells south", dy), dy);
  else if (dy < 0)
    down = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cell north", "%d cells north", -dy), -dy);
  text = g_string_new (across);
  if (across != NULL && down != NULL)
    g_string_append (text, _(", "));
  if (down != NULL)
    g_string_append (text, down);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Where from the cursor the tile in hand fits nearest: "It fits 2 cells
 * east, 1 cell north of here." */
static void
append_nearest (CarcBoard *self,
                GString   *text)
{
  g_autofree char *way = nearest_words (self);

  if (way == NULL)
    return;
  g_string_append_c (text, ' ');
  /* TRANSLATORS: %s is a way on the board: "2 cells east, 1 cell north" */
  g_string_append_printf (text, _("It fits %s of here."), way);
}

/* The roads, cities and monastery the tile in hand would complete in
 * cell @x, @y turned @rotation, and their worth: "It would complete a
 * road, 3 points." */
static void
append_completions (CarcBoard *self,
                    GString   *text,
                    gint       x,
                    gint       y,
                    guint      rotation)
{
  CarcAction action = { .kind = CARC_ACTION_PLACE_TILE, .rotation = rotation, .x = x, .y = y };
  CarcChoice *choice = carc_game_find_choice (self->game, &action);
  const CarcTileType *type = carc_game_get_tile_type (self->game, carc_game_get_tile (self->game));
  guint32 seen[CARC_MAX_SEGMENTS];
  guint n_seen = 0, tile;
  CarcState *after;

  if (choice == NULL || (after = carc_game_preview (self->game, choice)) == NULL)
    return;
  tile = carc_state_get_last_tile (after);
  for (guint s = 0; s < type->n_segments; s++)
    {
      CarcFeatureInfo info;
      const char *what;
      guint points;
      gboolean again = FALSE;

      if (!carc_state_get_feature (after, tile, s, &info) || !info.complete)
        continue;
      for (guint k = 0; k < n_seen; k++)
        again |= seen[k] == info.id;
      if (again)
        continue;
      seen[n_seen++] = info.id;
      points = carc_state_feature_value (after, &info, carc_game_get_current_player (self->game), TRUE);
      /* TRANSLATORS: what the tile in hand would do where the keyboard
       * cursor is, told to a screen reader's user */
      if (info.kind == CARC_FEATURE_ROAD)
        what = g_dngettext (GETTEXT_PACKAGE, "It would complete a road, %u point.",
                            "It would complete a road, %u points.", points);
      else if (info.kind == CARC_FEATURE_CITY)
        what = g_dngettext (GETTEXT_PACKAGE, "It would complete a city, %u point.",
                            "It would complete a city, %u points.", points);
      else if (info.kind == CARC_FEATURE_MONASTERY)
        what = g_dngettext (GETTEXT_PACKAGE, "It would complete a monastery, %u point.",
                            "It would complete a monastery, %u points.", points);
      else
        continue;
      g_string_append_c (text, ' ');
      g_string_append_printf (text, what, points);
    }
  carc_state_free (after);
}

/* The figures on the placed tile @index: "Red’s meeple on a road to the
 * east." */
static void
append_figures (CarcBoard *self,
                GString   *text,
                guint      index)
{
  CarcPlacedTile t;

  carc_game_get_placed (self->game, index, &t);
  for (guint i = 0; i < carc_game_get_n_figures (self->game); i++)
    {
      CarcFigureInfo f;
      g_autofree char *figure = NULL;
      g_autofree char *where = NULL;

      carc_game_get_figure (self->game, i, &f);
      if (f.tile != index)
        continue;
      figure = g_utf8_strdown (_(carc_words_figure_look (self->game, f.figure)->name), -1);
      where = f.segment < carc_game_get_tile_type (self->game, t.type)->n_segments
              ? carc_words_segment (carc_game_get_tile_type (self->game, t.type), t.rotation, f.segment)
              : g_strdup (_("a feature"));
      g_string_append_c (text, ' ');
      if (f.player == CARC_NEUTRAL)
        /* TRANSLATORS: a figure nobody owns on a tile: "A mage on a city …" */
        g_string_append_printf (text, _("A %s on %s."), figure, where);
      else
        /* TRANSLATORS: a figure on a tile: "Red’s meeple on a road to the
         * east."; the first %s is its player's name */
        g_string_append_printf (text, _("%s’s %s on %s."),
                                carc_words_player_name (self->game, carc_game_get_player (self->game, f.player)),
                                figure, where);
    }
}

/* What is in the cursor's cell: a placed tile and its figures, or an
 * empty cell and whether the tile in hand fits there. */
static void
append_cell (CarcBoard *self,
             GString   *text)
{
  gint x = self->cursor_x, y = self->cursor_y;
  gint index = carc_game_tile_at (self->game, x, y);
  gboolean placing = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE
                     && carc_game_get_person_decides (self->game);
  guint rotations = carc_board_cell_rotations (self, x, y);

  if (index >= 0)
    {
      CarcPlacedTile t;
      g_autofree char *tile = NULL;

      carc_game_get_placed (self->game, index, &t);
      tile = t.face_down ? g_strdup (_("a tile face down"))
                         : carc_words_tile (carc_game_get_tile_type (self->game, t.type), t.rotation);
      /* TRANSLATORS: a cell of the board and the tile on it, told to a
       * screen reader's user: "2, -1: a city on the north edge." */
      g_string_append_printf (text, _("%d, %d: %s."), x, y, tile);
      append_figures (self, text, index);
      if (placing)
        append_nearest (self, text);
    }
  else if (placing && rotations != 0)
    {
      guint n = 0;

      for (guint r = 0; r < 4; r++)
        n += (rotations >> r) & 1;
      g_string_append_printf (text, _("%d, %d: the tile fits here."), x, y);
      if (n > 1)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "It fits %u way; R turns it.",
                                                     "It fits %u ways; R turns it.", n), n);
        }
      append_completions (self, text, x, y, carc_board_fitting_rotation (self, x, y));
    }
  else if (placing)
    {
      /* TRANSLATORS: an empty cell of the board, told to a screen reader's user */
      g_string_append_printf (text, _("%d, %d: empty, the tile does not fit here."), x, y);
      append_nearest (self, text);
    }
  else
    g_string_append_printf (text, _("%d, %d: empty."), x, y);
}

/* In the figure step, the spot the keys pick. */
static void
append_spot (CarcBoard *self,
             GString   *text)
{
  CarcChoice *choice;
  const CarcAction *a;
  CarcPlacedTile t;
  const CarcTileType *type;
  g_autofree char *where = NULL;
  gboolean suggested;

  if (self->figure_options->len == 0 || carc_game_get_last_placed (self->game) < 0)
    {
      g_string_append (text, _(carc_words_figure (self->game)->skip_hint));
      return;
    }
  choice = g_ptr_array_index (self->figure_options, MIN (self->option_index, self->figure_options->len - 1));
  a = carc_choice_get_action (choice);
  carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
  type = carc_game_get_tile_type (self->game, t.type);
  if (a->segment < type->n_segments)
    where = carc_words_segment (type, t.rotation, a->segment);
  else if ((where = carc_words_choice_label (self->game, choice, &suggested)) == NULL)
    where = g_strdup (_("a feature"));
  /* TRANSLATORS: the place for a figure the arrow keys pick: "Spot 1 of
   * 3: a road to the east." */
  g_string_append_printf (text, _("Spot %u of %u: %s."), MIN (self->option_index, self->figure_options->len - 1) + 1,
                          self->figure_options->len, where);
}

/* In a question answered on the board, the place the keys pick. */
static void
append_target (CarcBoard *self,
               GString   *text)
{
  guint i = MIN (self->option_index, self->targets->len - 1);
  CarcChoice *choice = g_ptr_array_index (self->targets, i);
  const CarcAction *a = carc_choice_get_action (choice);
  gboolean suggested;
  g_autofree char *label = carc_words_choice_label (self->game, choice, &suggested);

  /* TRANSLATORS: the place on the board the arrow keys pick to answer a
   * question: "Marked place 2 of 5: 1, -3." */
  g_string_append_printf (text, _("Marked place %u of %u: %d, %d."), i + 1, self->targets->len, a->x, a->y);
  if (label != NULL)
    g_string_append_printf (text, g_str_has_suffix (label, ".") ? " %s" : " %s.", label);
}

/* The board's accessible description, again from what it shows now. */
void
carc_board_update_description (CarcBoard *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *status = NULL;
  g_autofree char *question = NULL;
  CarcDecisionKind decision;

  if (self->game == NULL || self->cells == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  decision = carc_game_get_decision (self->game);
  if (decision == CARC_DECISION_PLACE_FIGURE && carc_game_get_person_decides (self->game))
    append_spot (self, text);
  else if (decision == CARC_DECISION_MODULE && self->target_shown && self->targets->len > 0)
    append_target (self, text);
  else
    append_cell (self, text);
  status = carc_words_status (self->game);
  g_string_append_printf (text, " %s", status);
  /* "Red: place the tile", a sentence here; "Blue is thinking…" is one. */
  if (!g_str_has_suffix (status, ".") && !g_str_has_suffix (status, "…"))
    g_string_append_c (text, '.');
  if (decision == CARC_DECISION_MODULE && (question = carc_words_question (self->game)) != NULL)
    g_string_append_printf (text, " %s", question);
  if (decision == CARC_DECISION_PLACE_TILE && carc_game_get_tile (self->game) != G_MAXUINT)
    {
      gint fitting = carc_board_fitting_rotation (self, self->cursor_x, self->cursor_y);
      g_autofree char *tile = carc_words_tile (carc_game_get_tile_type (self->game, carc_game_get_tile (self->game)),
                                               fitting >= 0 ? (guint) fitting : self->rotation);

      g_string_append_c (text, ' ');
      /* TRANSLATORS: the tile to place, in words, as it would lie at the cursor */
      g_string_append_printf (text, _("Tile in hand: %s."), tile);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
}
