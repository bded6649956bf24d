/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The window's cooperative side: the level selection page, the side
 * panel of a level (score track with goal and hounds, ghost bank, piles),
 * the team's questions with their buttons (the board takes the answers
 * that point at tiles and guards), the guard colour when the team
 * chooses it, and the announcement of victory or defeat.  A level's game
 * is kept by the campaign after every move instead of the autosave. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-campaign-file.h"
#include "carc-tile-painter.h"
#include "carc-window-private.h"

/* A player's name as shown.  In the cooperative game the seats are guard
 * colours, named in the language the program runs in now, not in the
 * one the level was started in. */
const char *
carc_window_player_name (CarcWindow *self,
                         CarcPlayer *player)
{
  if (self->game != NULL && carc_game_get_level (self->game) > 0)
    for (guint c = 0; c < CARC_CAMPAIGN_COLOURS; c++)
      if (g_ascii_strcasecmp (carc_campaign_colour (c), carc_player_get_colour (player)) == 0)
        return carc_campaign_colour_name (c);
  return carc_player_get_name (player);
}

static const char *
colour_name (CarcWindow *self,
             guint       colour)
{
  CarcPlayer *player = carc_game_get_player (self->game, colour);

  return player != NULL ? carc_window_player_name (self, player) : "";
}

static const char *
feature_words (guint kind)
{
  /* TRANSLATORS: the team must now score this feature or calm ghosts;
   * "completed" as the rulebook says of a closed road, city or castle */
  if (kind == CARC_KIND ("castle"))
    return _("A castle is completed.");
  switch ((CarcFeatureKind) kind)
    {
    case CARC_FEATURE_ROAD: return _("A road is completed.");
    case CARC_FEATURE_CITY: return _("A city is completed.");
    case CARC_FEATURE_FIELD:
    case CARC_FEATURE_MONASTERY:
    case CARC_N_CORE_KINDS:
    default:
      return _("A feature is completed.");
    }
}

/* The status line of a level: what the team does now. */
char *
carc_window_coop_status (CarcWindow *self)
{
  guint people = carc_game_get_people (self->game);
  const char *who = colour_name (self, carc_game_get_current_player (self->game));

  if (carc_game_get_game_over (self->game))
    return g_strdup (carc_game_get_outcome (self->game) == CARC_OUTCOME_WON ? _("Victory!") : _("Defeat"));
  switch (carc_game_get_decision (self->game))
    {
    case CARC_DECISION_PLACE_TILE:
      /* TRANSLATORS: %s is a guard colour, the player whose turn it is */
      return people >= 3 ? g_strdup_printf (_("%s: place the tile"), who) : g_strdup (_("Place the tile"));
    case CARC_DECISION_PLACE_FIGURE:
      return people >= 3 ? g_strdup_printf (_("%s: place a guard or skip"), who) : g_strdup (_("Place a guard or skip"));
    case CARC_DECISION_MODULE:
      /* TRANSLATORS: the status line while the team answers a question of
       * the cooperative game (score or calm ghosts, bury a guard …) */
      return g_strdup (_("The team decides"));
    case CARC_DECISION_CHANCE:
    case CARC_DECISION_NONE:
    default:
      return g_strdup (_("The game is over"));
    }
}

static void
answer_clicked_cb (GtkButton  *button,
                   CarcWindow *self)
{
  CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");
  CarcError error = carc_game_choose (self->game, choice);

  if (error != CARC_OK)
    g_signal_emit_by_name (self->board, "refused", (guint) error);
}

static void
add_answer_button (CarcWindow       *self,
                   const char       *label,
                   const CarcAction *answer,
                   gboolean          suggested)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *text = gtk_label_new (label);

  /* Long answers wrap: the side panel keeps its width. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), text);

  gtk_widget_set_focus_on_click (button, FALSE);
  /* The listed choice itself: a button applies exactly what was listed. */
  g_object_set_data_full (G_OBJECT (button), "choice",
                          g_object_ref (carc_game_find_choice (self->game, answer)), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (answer_clicked_cb), self);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (self->answer_buttons, button);
}

static gboolean
has_answer (GArray *answers,
            guint   choice)
{
  for (guint i = 0; i < answers->len; i++)
    if (g_array_index (answers, CarcAction, i).choice == choice)
      return TRUE;
  return FALSE;
}

/* Folded away in a narrow window, the side panel comes out while its
 * buttons hold answers the team must give there, and goes back once the
 * question is answered (unless the player had it out already). */
static void
reveal_for_answers (CarcWindow *self,
                    gboolean    needed)
{
  if (!adw_flap_get_folded (self->flap))
    self->revealed_for_answers = FALSE;
  else if (needed && !adw_flap_get_reveal_flap (self->flap))
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      self->revealed_for_answers = TRUE;
    }
  else if (!needed && self->revealed_for_answers)
    {
      adw_flap_set_reveal_flap (self->flap, FALSE);
      self->revealed_for_answers = FALSE;
    }
}

/* The question, in words, and buttons for the answers that do not point
 * at the board. */
static void
update_question (CarcWindow *self)
{
  guint question = carc_game_get_question (self->game);
  g_autoptr(GArray) answers = carc_game_list_answers (self->game);
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons))) != NULL)
    gtk_box_remove (self->answer_buttons, child);
  gtk_widget_set_visible (self->question_box, question != 0);
  if (question == 0)
    {
      reveal_for_answers (self, FALSE);
      return;
    }

  switch ((CarcMistsQuestion) question)
    {
    case CARC_MISTS_ASK_EVALUATE:
      {
        CarcFeatureKind kind = CARC_FEATURE_ROAD;

        carc_game_get_pending_feature (self->game, &kind, NULL);
        g_string_append (text, feature_words (kind));
        g_string_append_c (text, ' ');
        /* TRANSLATORS: "calm" ghosts as the rulebook says (remove them to the
         * ghost bank); a "tile" is a land tile */
        g_string_append (text, has_answer (answers, CARC_MISTS_REMOVE_GHOSTS)
                               ? _("Score it, or instead click a marked tile to calm up to 3 ghosts on it.")
                               : _("No ghost stands on the board: score it."));
        for (guint i = 0; i < answers->len; i++)
          {
            const CarcAction *a = &g_array_index (answers, CarcAction, i);

            if (a->choice == CARC_MISTS_SCORE)
              {
                guint points = carc_game_preview_points (self->game, a);
                /* TRANSLATORS: a button: score the completed feature instead of
                 * calming ghosts */
                g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Score %u Point",
                                                                       "Score %u Points", points), points);

                add_answer_button (self, label, a, TRUE);
              }
          }
      }
      break;
    case CARC_MISTS_ASK_BURY:
      /* TRANSLATORS: "bury a guard" as the rulebook says; a guard is the
       * cooperative game's meeple */
      g_string_append (text, _("A cemetery is closed: click the guard to bury in it."));
      for (guint i = 0; i < answers->len; i++)
        {
          const CarcAction *a = &g_array_index (answers, CarcAction, i);

          if (a->choice == CARC_MISTS_BURY_FROM_SUPPLY)
            {
              /* TRANSLATORS: %s is a guard colour */
              g_autofree char *label = g_strdup_printf (_("Bury a %s Guard from the Supply"),
                                                        colour_name (self, a->value));

              add_answer_button (self, label, a, FALSE);
            }
        }
      if (!has_answer (answers, CARC_MISTS_BURY))
        {
          g_string_truncate (text, 0);
          g_string_append (text, _("A cemetery is closed and no guard stands on the board: bury one from a supply."));
        }
      break;
    case CARC_MISTS_ASK_CEMETERY_GHOST:
      g_string_append (text, _("Ghosts emerged: click the open cemetery that gets one more ghost."));
      break;
    case CARC_MISTS_ASK_HOUND_GUARD:
      /* TRANSLATORS: the hound of levels 3–6 (the rulebook's dogs) */
      g_string_append (text, _("A hound joins the team: click the guard it stands beside."));
      break;
    case CARC_MISTS_ASK_HOUND_CLEAR:
      g_string_append (text, _("The hound chases up to 3 ghosts from each of up to 2 marked tiles: click a tile, or finish."));
      for (guint i = 0; i < answers->len; i++)
        if (g_array_index (answers, CarcAction, i).choice == CARC_MISTS_HOUND_DONE)
          add_answer_button (self, _("Finish"), &g_array_index (answers, CarcAction, i), FALSE);
      break;
    case CARC_MISTS_ASK_FACE_DOWN:
      /* TRANSLATORS: levels 5–6: a tile of the draw pile is placed face
       * down, unseen, beside an open haunted cemetery */
      g_string_append (text, _("A haunted cemetery is open: click the marked cell where the next tile goes face down."));
      break;
    default:
      g_string_append (text, _("The team decides."));
      break;
    }
  gtk_label_set_label (self->question_label, text->str);
  reveal_for_answers (self, gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)) != NULL);
}

static void
colour_clicked_cb (GtkToggleButton *button,
                   CarcWindow      *self)
{
  if (gtk_toggle_button_get_active (button))
    carc_board_set_figure_colour (self->board, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "colour")));
}

static void
draw_guard_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  GdkRGBA colour;

  carc_tile_painter_draw_meeple (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.9,
                                 carc_tile_painter_colour (data, &colour), FALSE);
}

/* Alone or with two, the team picks the colour of the guard it places. */
static void
update_colour_choice (CarcWindow *self)
{
  guint colours = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                ? carc_game_get_figure_colours (self->game) : 0;
  GtkToggleButton *group = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->colour_buttons))) != NULL)
    gtk_box_remove (self->colour_buttons, child);
  gtk_widget_set_visible (self->colour_choice_box, colours != 0);
  if (colours == 0)
    return;
  for (guint c = 0; c < carc_game_get_n_players (self->game); c++)
    {
      GtkWidget *button, *swatch;

      if (!(colours & (1u << c)))
        continue;
      button = gtk_toggle_button_new ();
      gtk_widget_set_focus_on_click (button, FALSE);
      swatch = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_guard_cb,
                                      g_strdup (carc_player_get_colour (carc_game_get_player (self->game, c))),
                                      g_free);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_set_tooltip_text (button, colour_name (self, c));
      g_object_set_data (G_OBJECT (button), "colour", GUINT_TO_POINTER (c));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), c == carc_board_get_figure_colour (self->board));
      g_signal_connect (button, "toggled", G_CALLBACK (colour_clicked_cb), self);
      gtk_box_append (self->colour_buttons, button);
    }
}

#define MEEPLE_SPACING 11.0  /* between colours on one space of the track */

/* Colours by score, highest first. */
static gint
by_score (gconstpointer a,
          gconstpointer b,
          gpointer      game)
{
  guint sa = carc_game_get_score (game, *(const guint *) a);
  guint sb = carc_game_get_score (game, *(const guint *) b);

  return sa > sb ? -1 : sa < sb ? 1 : 0;
}

/* The score track: the team's progress (each colour's in level 6), the
 * hounds' marks and the goal. */
static void
draw_track_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  CarcWindow *self = data;
  guint goal, level;
  double left = 12, right = width - 16, y = height * 0.42;
  double scale;

  if (self->game == NULL || (level = carc_game_get_level (self->game)) == 0)
    return;
  goal = MAX (carc_game_get_goal (self->game), 1);
  scale = (right - left) / goal;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 10);
  cairo_move_to (cr, left, y);
  cairo_line_to (cr, right, y);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.3);
  cairo_stroke (cr);
  cairo_move_to (cr, left, y);
  cairo_line_to (cr, left + MIN (carc_game_get_progress (self->game), goal) * scale, y);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_stroke (cr);

  for (guint h = 0; h < 2; h++)
    {
      guint threshold;

      if (carc_game_get_hound (self->game, h, &threshold, NULL) == CARC_MISTS_HOUND_WAITING && threshold > 0)
        carc_tile_painter_draw_hound (cr, left + threshold * scale, y, 18, h + 1);
    }

  /* The goal: a flag at the end. */
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, right, y + 8);
  cairo_line_to (cr, right, y - 16);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  cairo_stroke (cr);
  cairo_move_to (cr, right, y - 16);
  cairo_line_to (cr, right + 12, y - 11);
  cairo_line_to (cr, right, y - 6);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.85, 0.2, 0.15);
  cairo_fill (cr);

  /* Level 6: where each colour stands, side by side where several stand
   * on one space (as on the printed track): moved left of the colours
   * ahead, then right where the track begins. */
  if (level == CARC_MISTS_LEVELS)
    {
      guint n = carc_game_get_n_players (self->game), order[CARC_MAX_PLAYERS];
      double x[CARC_MAX_PLAYERS];

      for (guint c = 0; c < n; c++)
        order[c] = c;
      g_qsort_with_data (order, n, sizeof (guint), by_score, self->game);
      for (guint i = 0; i < n; i++)
        {
          x[i] = left + MIN (carc_game_get_score (self->game, order[i]), goal) * scale;
          if (i > 0)
            x[i] = MIN (x[i], x[i - 1] - MEEPLE_SPACING);
        }
      for (guint i = n; i-- > 0;)
        x[i] = MAX (x[i], i + 1 < n ? x[i + 1] + MEEPLE_SPACING : left);
      for (guint i = 0; i < n; i++)
        {
          GdkRGBA colour;

          gdk_rgba_parse (&colour, carc_player_get_colour (carc_game_get_player (self->game, order[i])));
          carc_tile_painter_draw_meeple (cr, x[i], y + 13, 14, &colour, FALSE);
        }
    }
}

static void
update_panel (CarcWindow *self)
{
  guint level = carc_game_get_level (self->game);
  guint bank_size, bank, n_piles, left, pile;
  g_autofree char *progress = NULL, *bank_text = NULL, *pile_text = NULL;

  bank = carc_game_get_ghost_bank (self->game, &bank_size);
  pile = carc_game_get_pile (self->game, &n_piles, &left);
  progress = level == CARC_MISTS_LEVELS
           /* TRANSLATORS: level 6, where every guard colour scores on its own */
           ? g_strdup_printf (_("Level %u · weakest colour %u of %u points"), level,
                              carc_game_get_progress (self->game), carc_game_get_goal (self->game))
           : g_strdup_printf (_("Level %u · %u of %u points"), level, carc_game_get_progress (self->game),
                              carc_game_get_goal (self->game));
  /* TRANSLATORS: the ghost bank is the supply of ghost figures; the game is
   * lost when it is empty */
  bank_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ghost bank: %u of %u ghost",
                                            "Ghost bank: %u of %u ghosts", bank_size), bank, bank_size);
  /* TRANSLATORS: the draw pile of land tiles (levels 3–6 have three) */
  pile_text = n_piles > 1
            ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile %u of %u: %u tile left",
                                            "Pile %u of %u: %u tiles left", left), pile + 1, n_piles, left)
            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u tile left", "Pile: %u tiles left", left), left);
  gtk_label_set_label (self->progress_label, progress);
  gtk_label_set_label (self->bank_label, bank_text);
  gtk_label_set_label (self->pile_label, pile_text);
  gtk_widget_queue_draw (GTK_WIDGET (self->track_area));
}

static void
announce_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      CarcWindow       *self)
{
  if (g_strcmp0 (response, "levels") == 0)
    gtk_stack_set_visible_child_name (self->stack, "levels");
}

/* Victory or defeat, with the reason, once per end of a game. */
static void
announce (CarcWindow *self)
{
  guint level = carc_game_get_level (self->game);
  CarcOutcome outcome = carc_game_get_outcome (self->game);
  g_autoptr(GString) body = g_string_new (NULL);
  AdwMessageDialog *dialog;

  switch ((guint) outcome)
    {
    case CARC_OUTCOME_WON:
      g_string_append_printf (body, _("The team reached the goal of %u points."), carc_game_get_goal (self->game));
      if (level < CARC_MISTS_LEVELS)
        {
          g_string_append_c (body, ' ');
          g_string_append_printf (body, _("Level %u is now open."), level + 1);
        }
      else
        {
          g_string_append_c (body, ' ');
          g_string_append (body, _("The whole campaign is won."));
        }
      break;
    case CARC_OUTCOME_LOST_NO_GHOSTS:
      g_string_append (body, _("A ghost had to emerge, but the ghost bank was empty."));
      break;
    case CARC_OUTCOME_LOST_NO_TILES:
    case CARC_OUTCOME_NONE:
    case CARC_OUTCOME_FINISHED:
    default:
      g_string_append (body, _("A tile had to be drawn, but the pile was empty."));
      break;
    }
  if (outcome != CARC_OUTCOME_WON)
    {
      g_string_append_c (body, ' ');
      g_string_append (body, _("Undo to go back, or play the level again."));
    }

  dialog = carc_window_new_message_dialog (self, outcome == CARC_OUTCOME_WON ? _("Victory!") : _("Defeat"),
                                           body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "board", _("_Look at the Board"),
                                    "levels", _("_Levels"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "levels", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "levels");
  adw_message_dialog_set_close_response (dialog, "board");
  g_signal_connect (dialog, "response", G_CALLBACK (announce_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* After every change of a level's game; FALSE for a classic game. */
gboolean
carc_window_coop_changed (CarcWindow *self)
{
  gboolean coop = self->game != NULL && carc_game_get_level (self->game) > 0;
  g_autoptr(GError) error = NULL;

  gtk_widget_set_visible (self->coop_box, coop);
  if (!coop)
    {
      gtk_widget_set_visible (self->question_box, FALSE);
      gtk_widget_set_visible (self->colour_choice_box, FALSE);
      return FALSE;
    }

  /* A level's game opened from a file is the player's document: it
   * never takes the place of the campaign's level in play. */
  if (self->plays_campaign)
    {
      carc_campaign_save_game (self->campaign, self->game, &error);
      carc_window_report_write (self, &self->campaign_save_error, error);
    }

  update_panel (self);
  update_question (self);
  update_colour_choice (self);
  if (carc_game_get_game_over (self->game) && !self->announced)
    {
      self->announced = TRUE;
      announce (self);
    }
  else if (!carc_game_get_game_over (self->game))
    self->announced = FALSE;
  return TRUE;
}

/* Starts @level of the campaign with the tiles shuffled by @seed. */
void
carc_window_start_level (CarcWindow *self,
                         guint       level,
                         guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_campaign_start_level (self->campaign, level, seed, &error);

  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  self->announced = FALSE;
  carc_window_show_game (self, game, TRUE);
}

static void
start_level_cb (CarcWindow *self,
                guint       level)
{
  carc_window_start_level (self, level, g_get_real_time ());
}

static void
continue_level_cb (CarcWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = NULL;

  if (self->game != NULL && self->plays_campaign
      && carc_game_get_level (self->game) == carc_campaign_get_current_level (self->campaign))
    {
      gtk_stack_set_visible_child_name (self->stack, "board");
      return;
    }
  game = carc_campaign_resume (self->campaign, &error);
  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  /* The campaign keeps it, not a document of the player's. */
  carc_game_forget_file (game);
  self->announced = carc_game_get_game_over (game);
  carc_window_show_game (self, game, TRUE);
}

void
carc_window_coop_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (CARC_TYPE_LEVEL_VIEW);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, level_view);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, campaign_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, colour_choice_box);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, colour_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, question_box);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, question_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, answer_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, coop_box);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, track_area);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, bank_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, pile_label);
  gtk_widget_class_bind_template_callback (widget_class, start_level_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_level_cb);
}

void
carc_window_coop_init (CarcWindow *self)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);

  self->campaign = carc_campaign_new (folder);
  carc_level_view_set_campaign (self->level_view, self->campaign);
  /* The colour choice's label expands to push the buttons to the end of
   * the line; that must not make the side panel expand too, or it would
   * take half the board's width whenever a guard may be placed. */
  gtk_widget_set_hexpand (self->colour_choice_box, FALSE);
  gtk_drawing_area_set_draw_func (self->track_area, draw_track_cb, self, NULL);
}

void
carc_window_coop_dispose (CarcWindow *self)
{
  g_clear_object (&self->campaign);
}
