/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the last moves did, in the side panel's line under the status: a
 * label of the status role, which a screen reader announces as it
 * changes (GTK 4.8 has no other way to announce).  It tells the moves
 * since a person last decided, so that a computer's turn is told whole
 * (its tile, its figure, the points), then the scores when any changed,
 * and for the screen reader the decision asked now. */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-board-view-private.h"
#include "carc-words.h"

/* The player an event concerns: the first one it names. */
static const char *
event_player (CarcBoardView   *self,
              const CarcEvent *ev)
{
  guint p = ev->players != 0 ? g_bit_nth_lsf (ev->players, -1) : 0;

  return carc_words_player_name (self->game, carc_game_get_player (self->game, p));
}

/* Where the figure of @ev stands, in words, or NULL when it stands there
 * no more (scored and returned in the same move). */
static char *
figure_place (CarcBoardView   *self,
              const CarcEvent *ev)
{
  gint tile = carc_game_tile_at (self->game, ev->x, ev->y);

  for (guint i = carc_game_get_n_figures (self->game); tile >= 0 && i-- > 0;)
    {
      CarcFigureInfo f;
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_game_get_figure (self->game, i, &f);
      if (f.tile != (guint) tile || f.figure != ev->figure || !(ev->players & (1u << f.player)))
        continue;
      carc_game_get_placed (self->game, tile, &t);
      type = carc_game_get_tile_type (self->game, t.type);
      return f.segment < type->n_segments ? carc_words_segment (type, t.rotation, f.segment) : NULL;
    }
  return NULL;
}

/* @ev in words, or NULL for what goes without saying (a figure coming
 * back after its points). */
static char *
event_words (CarcBoardView   *self,
             const CarcEvent *ev)
{
  switch ((CarcEventKind) ev->kind)
    {
    case CARC_EVENT_TILE_PLACED:
      {
        gint index = carc_game_tile_at (self->game, ev->x, ev->y);
        CarcPlacedTile t;
        g_autofree char *tile = NULL;

        if (index < 0)
          return NULL;
        carc_game_get_placed (self->game, index, &t);
        tile = t.face_down ? g_strdup (_("a tile face down"))
                           : carc_words_tile (carc_game_get_tile_type (self->game, t.type), t.rotation);
        /* TRANSLATORS: told to a screen reader's user after a move:
         * "Blue placed a tile at 2, -1: a road from east to west." */
        return g_strdup_printf (_("%s placed a tile at %d, %d: %s."), event_player (self, ev), ev->x, ev->y, tile);
      }
    case CARC_EVENT_TILE_DISCARDED:
      return g_strdup (_("A tile that fits nowhere was set aside."));
    case CARC_EVENT_FIGURE_PLACED:
      {
        g_autofree char *figure = g_utf8_strdown (_(carc_words_figure_look (self->game, ev->figure)->name), -1);
        g_autofree char *where = ev->players != 0 ? figure_place (self, ev) : NULL;

        if (ev->players == 0)
          return NULL;
        if (where == NULL)
          /* TRANSLATORS: "Blue placed a meeple." */
          return g_strdup_printf (_("%s placed a %s."), event_player (self, ev), figure);
        /* TRANSLATORS: "Blue placed a meeple on a road to the east." */
        return g_strdup_printf (_("%s placed a %s on %s."), event_player (self, ev), figure, where);
      }
    case CARC_EVENT_FEATURE_SCORED:
    case CARC_EVENT_POINTS:
      {
        GString *text = g_string_new (NULL);

        /* A farmer's field beside no completed city: nothing to tell. */
        for (guint p = 0; p < CARC_MAX_PLAYERS && ev->points > 0; p++)
          if (ev->players & (1u << p))
            {
              g_autofree char *words = carc_words_scored (self->game, p, ev->points,
                                                          ev->kind == CARC_EVENT_POINTS ? CARC_N_CORE_KINDS
                                                                                        : ev->feature);

              g_string_append_printf (text, "%s%s.", text->len > 0 ? " " : "", words);
            }
        return g_string_free (text, text->len == 0);
      }
    case CARC_EVENT_FIGURE_RETURNED:
    case CARC_EVENT_FIGURE_MOVED:
    case CARC_EVENT_GAME_OVER:
    default:
      return NULL;
    }
}

/* "Scores: Red 12, Blue 8." */
static void
append_scores (CarcBoardView *self,
               GString       *text)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint p = 0; p < carc_game_get_n_players (self->game); p++)
    g_string_append_printf (list, "%s%s %u", p > 0 ? _(", ") : "",
                            carc_words_player_name (self->game, carc_game_get_player (self->game, p)),
                            carc_game_get_score (self->game, p));
  /* TRANSLATORS: %s is the players' names with their points: "Red 12, Blue 8" */
  g_string_append_printf (text, _("Scores: %s."), list->str);
}

static void
forget_news (CarcBoardView *self)
{
  g_string_truncate (self->announced, 0);
  self->announced_scores = FALSE;
  self->announced_tiles = 0;
}

/* Tells what the game's change did.  @restart: a game just shown, whose
 * moves so far are not news. */
void
carc_board_view_announce (CarcBoardView *self,
                          gboolean       restart)
{
  guint n_events;
  const CarcEvent *events = carc_game_get_events (self->game, &n_events);
  g_autoptr(GString) told = NULL;
  g_autofree char *status = carc_words_status (self->game);
  g_autofree char *question = carc_words_question (self->game);

  /* A person's move starts the news afresh; a computer's adds to it. */
  if (restart || self->person_decided || n_events < self->announced_events)
    forget_news (self);
  if (restart)
    self->announced_events = n_events;
  else if (n_events < self->announced_events)
    {
      self->announced_events = n_events;
      g_string_append (self->announced, _("Move undone."));
    }
  for (guint i = self->announced_events; i < n_events; i++)
    {
      g_autofree char *words = NULL;

      /* With no person at the table the news is the last round's, not
       * the whole game's. */
      if (events[i].kind == CARC_EVENT_TILE_PLACED && self->announced_tiles++ >= carc_game_get_n_players (self->game))
        {
          forget_news (self);
          self->announced_tiles = 1;
        }
      words = event_words (self, &events[i]);
      self->announced_scores |= events[i].kind == CARC_EVENT_FEATURE_SCORED || events[i].kind == CARC_EVENT_POINTS;
      if (words != NULL)
        g_string_append_printf (self->announced, "%s%s", self->announced->len > 0 ? " " : "", words);
    }
  self->announced_events = n_events;
  self->person_decided = carc_game_get_person_decides (self->game) && !carc_game_get_game_over (self->game);

  told = g_string_new (self->announced->str);
  if (self->announced_scores || carc_game_get_game_over (self->game))
    {
      if (told->len > 0)
        g_string_append_c (told, ' ');
      append_scores (self, told);
    }
  gtk_label_set_label (self->announce_label, told->str);
  /* The screen reader hears the decision asked now too: the side panel
   * shows it above. */
  g_string_append_printf (told, "%s%s", told->len > 0 ? " " : "", status);
  if (!g_str_has_suffix (status, ".") && !g_str_has_suffix (status, "…"))
    g_string_append_c (told, '.');
  if (question != NULL)
    g_string_append_printf (told, " %s", question);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->announce_label), GTK_ACCESSIBLE_PROPERTY_LABEL, told->str, -1);
}
