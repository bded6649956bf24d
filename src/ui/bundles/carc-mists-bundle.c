/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mists over Carcassonne in the window: the seats are guard colours, the
 * figures guards, the team answers the module's questions (score or calm
 * ghosts, bury a guard, the hounds, a face-down tile), the levels 1–5
 * score for the team, and a level ends in victory or defeat. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-colour-name.h"
#include "carc-mists.h"
#include "carc-mists-bundle.h"
#include "carc-mists-levels.h"
#include "carc-mists-panel.h"
#include "carc-mists-pieces.h"

static CarcState *
state_of (CarcGame *game)
{
  return carc_game_peek_state (game);
}

/* A seat is a guard colour, named in the language the program runs in
 * now, not in the one the level was started in. */
static const char *
player_name (CarcGame   *game,
             CarcPlayer *player)
{
  const CarcCampaignRules *rules = carc_mists_get_module ()->campaign;

  for (guint c = 0; c < rules->n_colours; c++)
    if (g_ascii_strcasecmp (rules->colours[c], carc_player_get_colour (player)) == 0)
      return carc_colour_name (rules->colours[c]);
  return NULL;
}

static const char *
colour_name (CarcGame *game,
             guint     colour)
{
  CarcPlayer *player = carc_game_get_player (game, colour);
  const char *name = player != NULL ? player_name (game, player) : NULL;

  return name != NULL ? name : player != NULL ? carc_player_get_name (player) : "";
}

static guint
people (CarcGame *game)
{
  guint level, n;

  return carc_mists_setup_get_level (carc_game_get_setup (game), &level, &n) ? n : 0;
}

/* Whose turn it is at a table of several people: the colour of the
 * person (with two, the person's two colours), or NULL alone. */
static char *
turn_of (CarcGame *game)
{
  guint n = people (game);

  if (n == 2)
    {
      /* Two people alternate, each with two colours (rules.md §2.2). */
      guint first = 2 * ((carc_state_get_turn (state_of (game)) - 1) % 2);

      /* TRANSLATORS: the two guard colours of the person whose turn it is */
      return g_strdup_printf (_("%s and %s"), colour_name (game, first), colour_name (game, first + 1));
    }
  return n >= 3 ? g_strdup (colour_name (game, carc_game_get_current_player (game))) : NULL;
}

/* The status line of a level: what the team does now. */
static char *
status (CarcGame *game)
{
  g_autofree char *who = turn_of (game);
  gboolean named = who != NULL;

  if (carc_game_get_game_over (game))
    return g_strdup (carc_game_get_outcome (game) == CARC_OUTCOME_WON ? _("Victory!") : _("Defeat"));
  switch (carc_game_get_decision (game))
    {
    case CARC_DECISION_PLACE_TILE:
      /* TRANSLATORS: %s is a guard colour, the player whose turn it is */
      return named ? g_strdup_printf (_("%s: place the tile"), who) : g_strdup (_("Place the tile"));
    case CARC_DECISION_PLACE_FIGURE:
      return named ? g_strdup_printf (_("%s: place a guard or skip"), who) : g_strdup (_("Place a guard or skip"));
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

static gboolean
offers (CarcGame *game,
        guint     answer)
{
  GListModel *choices = carc_game_get_choices (game);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      if (carc_choice_get_kind (choice) == CARC_CHOICE_MODULE && carc_choice_get_action (choice)->choice == answer)
        return TRUE;
    }
  return FALSE;
}

/* The question, in words. */
static char *
question (CarcGame *game)
{
  switch ((CarcMistsQuestion) carc_game_get_question (game))
    {
    case CARC_MISTS_ASK_EVALUATE:
      {
        gint32 feature = carc_mists_get_pending (state_of (game));
        CarcFeatureInfo info = { .kind = CARC_FEATURE_ROAD };

        if (feature >= 0)
          carc_state_feature_info (state_of (game), (guint32) feature, &info);
        /* TRANSLATORS: "calm" ghosts as the rulebook says (remove them to the
         * ghost bank); a "tile" is a land tile */
        return g_strconcat (feature_words (info.kind), " ",
                            !offers (game, CARC_MISTS_SCORE)
                            ? _("No guard stands on it: click a marked tile to calm up to 3 ghosts on it.")
                            : offers (game, CARC_MISTS_REMOVE_GHOSTS)
                            ? _("Score it, or instead click a marked tile to calm up to 3 ghosts on it.")
                            : _("No ghost stands on the board: score it."), NULL);
      }
    case CARC_MISTS_ASK_BURY:
      if (!offers (game, CARC_MISTS_BURY))
        return g_strdup (_("A cemetery is closed and no guard stands on the board: bury one from a supply."));
      /* TRANSLATORS: "bury a guard" as the rulebook says; a guard is the
       * cooperative game's meeple */
      return g_strdup (_("A cemetery is closed: click the guard to bury in it."));
    case CARC_MISTS_ASK_CEMETERY_GHOST:
      return g_strdup (_("Ghosts emerged: click the open cemetery that gets one more ghost."));
    case CARC_MISTS_ASK_HOUND_GUARD:
      /* TRANSLATORS: the hound of levels 3–6 (the rulebook's dogs) */
      return g_strdup (_("A hound joins the team: click the guard it stands beside."));
    case CARC_MISTS_ASK_HOUND_CLEAR:
      return g_strdup (_("The hound chases up to 3 ghosts from each of up to 2 marked tiles: click a tile, or finish."));
    case CARC_MISTS_ASK_FACE_DOWN:
      /* TRANSLATORS: levels 5–6: a tile of the draw pile is placed face
       * down, unseen, beside an open haunted cemetery */
      return g_strdup (_("A haunted cemetery is open: click the marked cell where the next tile goes face down."));
    default:
      return g_strdup (_("The team decides."));
    }
}

/* The points the team would gain by @choice. */
static guint
preview_points (CarcGame   *game,
                CarcChoice *choice)
{
  CarcState *after = carc_game_preview (game, choice);
  guint before = carc_mists_get_score (state_of (game));
  guint points = after != NULL ? carc_mists_get_score (after) - before : 0;

  g_clear_pointer (&after, carc_state_free);
  return points;
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  const CarcAction *a = carc_choice_get_action (choice);

  switch (a->choice)
    {
    case CARC_MISTS_SCORE:
      {
        guint points = preview_points (game, choice);

        *suggested = TRUE;
        /* TRANSLATORS: a button: score the completed feature instead of
         * calming ghosts */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Score %u Point", "Score %u Points", points), points);
      }
    case CARC_MISTS_BURY_FROM_SUPPLY:
      /* TRANSLATORS: %s is a guard colour */
      return g_strdup_printf (_("Bury a %s Guard from the Supply"), colour_name (game, a->value));
    case CARC_MISTS_HOUND_DONE:
      return g_strdup (_("Finish"));
    default:
      return NULL;
    }
}

/* The refusals about figures speak of guards, as the cooperative
 * rulebook does. */
static char *
describe_refusal (CarcGame  *game,
                  CarcError  error,
                  guint      reason)
{
  switch ((gint) error)
    {
    /* TRANSLATORS: refusals of a move in a cooperative level; a "guard" is
     * the cooperative rulebook's meeple */
    case CARC_ERROR_NO_SUCH_SEGMENT: return g_strdup (_("A guard can only go on the tile you just placed."));
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: return g_strdup (_("No guard can stand there."));
    case CARC_ERROR_FEATURE_OCCUPIED: return g_strdup (_("A guard already stands on that feature."));
    case CARC_ERROR_NO_FIGURE_LEFT: return g_strdup (_("No guard of that colour is left."));
    default: return NULL;
    }
}

/* Levels 1–5 score for the team, whichever colour's guards stand on the
 * feature; level 6 for each colour, in the core's words. */
static char *
scored (CarcGame *game,
        guint     player,
        guint     points,
        guint     feature)
{
  if (carc_mists_get_level (state_of (game)) >= CARC_MISTS_LEVELS)
    return NULL;
  if (feature == CARC_KIND ("castle"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a castle",
                                         "The team scores %u points for a castle", points), points);
  switch ((CarcFeatureKind) feature)
    {
    /* TRANSLATORS: a cooperative level: the team's points for a completed
     * road, city or castle */
    case CARC_FEATURE_ROAD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a road",
                                           "The team scores %u points for a road", points), points);
    case CARC_FEATURE_CITY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a city",
                                           "The team scores %u points for a city", points), points);
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_FIELD:
    case CARC_N_CORE_KINDS:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point",
                                           "The team scores %u points", points), points);
    }
}

/* On the score track: the team's marker (below level 6 the colours'
 * points are one score), the goal token and the hounds still waiting on
 * their spaces; at level 6 every colour's marker runs on its own. */
static void
track_pieces (CarcGame  *game,
              CarcState *state,
              GArray    *pieces)
{
  gboolean per_colour = carc_mists_get_level (state) == CARC_MISTS_LEVELS;
  CarcTrackPiece goal = { .drawing = "goal", .owner = -1, .id = 1, .points = carc_mists_get_goal (state),
                          .beside = TRUE };

  if (!per_colour)
    {
      /* Grey: no colour of the team's, and seen on the track's light spaces. */
      CarcTrackPiece team = { .drawing = "meeple", .owner = -1, .colour = "#9a9996",
                              .points = carc_mists_get_score (state) };

      for (guint i = 0; i < pieces->len; i++)
        g_array_index (pieces, CarcTrackPiece, i).hidden = TRUE;
      /* TRANSLATORS: the team's marker on the score track in the
       * cooperative game; %u is the team's points */
      team.tooltip = g_strdup_printf (ngettext ("The team: %u point", "The team: %u points", team.points), team.points);
      g_array_append_val (pieces, team);
    }
  goal.tooltip = per_colour
                 /* TRANSLATORS: the goal token on the score track at
                  * level 6, where every colour must reach it; %u is its points */
                 ? g_strdup_printf (ngettext ("Goal: %u point for every colour", "Goal: %u points for every colour",
                                              goal.points), goal.points)
                 /* TRANSLATORS: the goal token on the score track; %u is its points */
                 : g_strdup_printf (ngettext ("Goal: %u point", "Goal: %u points", goal.points), goal.points);
  g_array_append_val (pieces, goal);
  for (guint h = 0; h < 2; h++)
    {
      guint threshold = 0;
      gint tile;
      CarcTrackPiece hound = { .drawing = "hound", .owner = -1, .id = 2 + h, .beside = TRUE };

      if (carc_mists_get_hound (state, h, &threshold, &tile) != CARC_MISTS_HOUND_WAITING || threshold == 0)
        continue;
      hound.points = threshold;
      /* TRANSLATORS: a hound waiting on the score track; %u is the points
       * at which it joins the game */
      hound.tooltip = g_strdup_printf (ngettext ("Hound: comes at %u point", "Hound: comes at %u points", threshold),
                                       threshold);
      g_array_append_val (pieces, hound);
    }
}

/* Victory or defeat, with the reason. */
static gboolean
announce_end (CarcGame  *game,
              char     **heading,
              char     **body)
{
  guint level = carc_mists_get_level (state_of (game));
  CarcOutcome outcome = carc_game_get_outcome (game);
  GString *text = g_string_new (NULL);

  switch ((guint) outcome)
    {
    case CARC_OUTCOME_WON:
      g_string_append_printf (text, _("The team reached the goal of %u points."), carc_mists_get_goal (state_of (game)));
      g_string_append_c (text, ' ');
      if (level < CARC_MISTS_LEVELS)
        g_string_append_printf (text, _("Level %u is now open."), level + 1);
      else
        g_string_append (text, _("The whole campaign is won."));
      break;
    case CARC_OUTCOME_LOST_NO_GHOSTS:
      g_string_append (text, _("A ghost had to emerge, but the ghost bank was empty."));
      break;
    case CARC_OUTCOME_LOST_NO_TILES:
    case CARC_OUTCOME_NONE:
    case CARC_OUTCOME_FINISHED:
    default:
      g_string_append (text, _("A tile had to be drawn, but the pile was empty."));
      break;
    }
  if (outcome != CARC_OUTCOME_WON)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("Undo to go back, or play the level again."));
    }
  *heading = g_strdup (outcome == CARC_OUTCOME_WON ? _("Victory!") : _("Defeat"));
  *body = g_string_free (text, FALSE);
  return TRUE;
}

static char *
in_supply (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u guard in supply", "%u guards in supply", n), n);
}

static const CarcFigureWords figure_words = {
  /* TRANSLATORS: a button: the team places no guard (the cooperative
   * game's meeple) this turn */
  .skip = N_("_Skip Guard"),
  /* TRANSLATORS: after Escape while a guard may be placed; "Skip Guard"
   * is the side panel's button */
  .skip_hint = N_("To place no guard, press S or click Skip Guard."),
  /* TRANSLATORS: the colour of the guard the team places now */
  .colour = N_("Guard colour"),
  /* TRANSLATORS: the cooperative game's meeple, as a hint names it
   * ("Guard in the city") */
  .name = N_("Guard"),
  .in_supply = in_supply,
};

/* The cooperative game's autumn, darker and cooler so that its fog
 * stands out, on a slate map at dusk: the fog is a murky, cool grey the
 * land shows through dimly (it hides, it does not bleach), and so are
 * the marks of the places where a tile may go; the roads are muddy. */
static const CarcTheme mists_theme = {
  /* TRANSLATORS: a look of the tiles: the cooperative game's foggy autumn */
  .id = "mists", .title = N_("Mists"), .snow = FALSE,
  .table_kind = CARC_TABLE_MISTY_MAP, .table = { 0.27, 0.31, 0.35 }, .flowers = 0.3,
  .grass = { 0.44, 0.55, 0.32 }, .grass_light = { 0.58, 0.64, 0.38 }, .grass_dark = { 0.30, 0.40, 0.24 },
  .road = { 0.70, 0.66, 0.58 }, .road_edge = { 0.38, 0.32, 0.25 },
  .city_ground = { 0.70, 0.60, 0.45 },
  .wall = { 0.64, 0.62, 0.60 }, .wall_top = { 0.80, 0.78, 0.76 }, .wall_shade = { 0.36, 0.34, 0.34 },
  .water = { 0.26, 0.44, 0.60 }, .water_light = { 0.60, 0.74, 0.84 }, .bank = { 0.30, 0.36, 0.24 },
  .fog = { 0.67, 0.71, 0.78 }, .fog_edge = { 0.32, 0.36, 0.50 },
  .back = { 0.44, 0.47, 0.58 },
  /* The towns in the same dusk: their red roofs and warm paving cooled
   * and dimmed, not summer's cheer under the mist. */
  .town_wash = { 0.30, 0.36, 0.46 }, .town_wash_alpha = 0.3,
};

const CarcBundle *
carc_mists_bundle_get (void)
{
  static const CarcBundle bundle = {
    .module = CARC_MISTS_MODULE,
    .panel_type = carc_mists_panel_get_type,
    .draw_pieces = carc_mists_draw_pieces,
    .draw_decision = carc_mists_draw_decision,
    .status = status,
    .question = question,
    .choice_label = choice_label,
    .describe_refusal = describe_refusal,
    .player_name = player_name,
    .scored = scored,
    .announce_end = announce_end,
    .track_pieces = track_pieces,
    .figure_words = &figure_words,
    .counts_tiles = TRUE,
    .campaign = &carc_mists_campaign_look,
    .theme = &mists_theme,
    .help_page = "rules-mists",
  };

  return &bundle;
}
