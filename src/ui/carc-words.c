/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The core's words, and the one place that asks the bundles for theirs:
 * the first bundle in setup order that has words for a thing says it. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-words.h"

static char *
core_in_supply (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u meeple in supply", "%u meeples in supply", n), n);
}

static const CarcFigureWords core_figure_words = {
  /* TRANSLATORS: a button: place no meeple this turn */
  .skip = N_("_Skip Meeple"),
  /* TRANSLATORS: after Escape while a meeple may be placed; "Skip
   * Meeple" is the side panel's button */
  .skip_hint = N_("To place no meeple, press S or click Skip Meeple."),
  /* TRANSLATORS: the colour of the figure placed now, where the rules let
   * the player choose among several */
  .colour = N_("Colour"),
  .in_supply = core_in_supply,
};

/* Whether @game's question is answered on the board, and whether by
 * buttons (the side panel's). */
static void
question_answers (CarcGame *game,
                  gboolean *on_board,
                  gboolean *by_button)
{
  GListModel *choices = carc_game_get_choices (game);

  *on_board = *by_button = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      if (carc_choice_on_board (choice))
        *on_board = TRUE;
      else if (carc_choice_get_kind (choice) == CARC_CHOICE_MODULE)
        *by_button = TRUE;
    }
}

/* The engine's refusal codes in the core's words. */
static char *
core_refusal (CarcGame  *game,
              CarcError  error)
{
  /* A click beside a question's places: where the answers are. */
  if (error == CARC_ERROR_WRONG_DECISION && carc_game_get_decision (game) == CARC_DECISION_MODULE)
    {
      gboolean on_board, by_button;

      question_answers (game, &on_board, &by_button);
      if (on_board)
        return g_strdup (by_button ? _("Choose a place marked on the board, or answer in the side panel.")
                                   : _("Choose a place marked on the board."));
      return g_strdup (_("Answer the question in the side panel."));
    }
  switch (error)
    {
    case CARC_OK: return g_strdup (_("Done."));
    case CARC_ERROR_GAME_OVER: return g_strdup (_("The game is over."));
    case CARC_ERROR_WRONG_DECISION: return g_strdup (_("That is not what this step of the turn asks for."));
    case CARC_ERROR_BAD_ROTATION: return g_strdup (_("A tile can only be turned by quarter turns."));
    case CARC_ERROR_OFF_BOARD: return g_strdup (_("That place is too far from the other tiles."));
    case CARC_ERROR_CELL_OCCUPIED: return g_strdup (_("There is already a tile there."));
    case CARC_ERROR_NOT_ADJACENT: return g_strdup (_("A tile must touch another tile along a whole side."));
    /* TRANSLATORS: refusals of a move; "tile" is a land tile, "meeple" the
     * rulebook's figure, "feature" a road, city, monastery or field */
    case CARC_ERROR_EDGE_MISMATCH: return g_strdup (_("The edges do not match: roads, cities and fields must continue."));
    case CARC_ERROR_NO_SUCH_SEGMENT: return g_strdup (_("A meeple can only go on the tile you just placed."));
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: return g_strdup (_("No meeple can stand there."));
    case CARC_ERROR_FEATURE_OCCUPIED: return g_strdup (_("Someone already has a meeple on that feature."));
    case CARC_ERROR_NO_FIGURE_LEFT: return g_strdup (_("You have no meeple left."));
    case CARC_ERROR_FIGURE_NOT_ALLOWED: return g_strdup (_("That figure cannot be placed there."));
    case CARC_ERROR_MODULE_RULE:
    case CARC_N_ERRORS:
    default:
      return g_strdup (_("The rules do not allow that."));
    }
}

char *
carc_words_refusal (CarcGame  *game,
                    CarcError  error)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);
  const char *module = NULL;
  guint reason = carc_game_get_refusal (game, &module);

  for (guint i = 0; i < n; i++)
    if (bundles[i]->describe_refusal != NULL)
      {
        gboolean theirs = module != NULL && carc_bundle_lookup (module) == bundles[i];
        char *words = bundles[i]->describe_refusal (game, error, theirs ? reason : 0);

        if (words != NULL)
          return words;
      }
  return core_refusal (game, error);
}

const char *
carc_words_player_name (CarcGame   *game,
                        CarcPlayer *player)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);

  for (guint i = 0; i < n; i++)
    if (bundles[i]->player_name != NULL)
      {
        const char *name = bundles[i]->player_name (game, player);

        if (name != NULL)
          return name;
      }
  return carc_player_get_name (player);
}

const CarcFigureWords *
carc_words_figure (CarcGame *game)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = game != NULL ? carc_bundles_of_game (game, bundles) : 0;

  for (guint i = 0; i < n; i++)
    if (bundles[i]->figure_words != NULL)
      return bundles[i]->figure_words;
  return &core_figure_words;
}

static const CarcFigureLook meeple_look = {
  "meeple", "meeple", 1.0, TRUE, N_("Meeple"), NULL,
};

/* How the views draw and name the figure kind @kind of @game: its
 * bundle's look, or the meeple's. */
const CarcFigureLook *
carc_words_figure_look (CarcGame *game,
                        guint     kind)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  const char *id = kind > 0 && game != NULL ? carc_game_get_figure_kind_id (game, kind) : NULL;
  guint n = id != NULL ? carc_bundles_of_game (game, bundles) : 0;

  for (guint i = 0; i < n; i++)
    for (const CarcFigureLook *l = bundles[i]->figures; l != NULL && l->kind != NULL; l++)
      if (g_str_equal (l->kind, id))
        return l;
  return &meeple_look;
}

/* Appends @item ("7 meeples in supply") to @text with its first number
 * held to the word after it by a no-break space: a narrow line breaks
 * between the counts, never between a number and its noun. */
static void
append_number_with_noun (GString    *text,
                         const char *item)
{
  const char *p = item;

  while (*p != '\0' && !g_ascii_isdigit (*p))
    p++;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p != ' ')
    {
      g_string_append (text, item);
      return;
    }
  g_string_append_len (text, item, p - item);
  g_string_append (text, "\u00a0");
  g_string_append (text, p + 1);
}

/* @player's figures still to place: the meeples, then each other kind
 * the player still has ("7 meeples in supply, 1 big meeple, 1 pig"). */
char *
carc_words_supply (CarcGame *game,
                   guint     player)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char *meeples = carc_words_figure (game)->in_supply (carc_game_get_supply (game, player, CARC_FIGURE_MEEPLE));

  append_number_with_noun (text, meeples);
  g_free (meeples);
  for (guint k = 1; k < carc_game_get_n_figure_kinds (game); k++)
    {
      const CarcFigureLook *look = carc_words_figure_look (game, k);
      guint n = carc_game_get_supply (game, player, k);

      g_autofree char *more = NULL;

      if (n == 0 || look->in_supply == NULL)
        continue;
      more = look->in_supply (n);
      /* TRANSLATORS: between the kinds of figure a player has left */
      g_string_append (text, _(", "));
      append_number_with_noun (text, more);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The heading of the breakdown's line @category: the core's words for
 * its own, a bundle's for a module's. */
const char *
carc_words_score_line (CarcGame *game,
                       guint     category)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  const char *id = carc_game_get_score_category_id (game, category);
  guint n;

  switch (category)
    {
    case CARC_SCORE_ROAD: return C_("score category", "Roads");
    case CARC_SCORE_CITY: return C_("score category", "Cities");
    case CARC_SCORE_MONASTERY: return C_("score category", "Monasteries");
    case CARC_SCORE_FIELD: return C_("score category", "Fields");
    case CARC_SCORE_OTHER: return C_("score category", "Other");
    default: break;
    }
  n = carc_bundles_of_game (game, bundles);
  for (guint i = 0; i < n; i++)
    for (const CarcScoreLineWords *l = bundles[i]->score_lines; l != NULL && l->id != NULL; l++)
      if (g_strcmp0 (l->id, id) == 0)
        return g_dpgettext2 (GETTEXT_PACKAGE, "score category", l->heading);
  return C_("score category", "Other");
}

/* The bundle that asks the question now, or NULL. */
const CarcBundle *
carc_words_asking_bundle (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));

  if (d->kind != CARC_DECISION_MODULE)
    return NULL;
  return carc_bundle_lookup (carc_setup_get_module (carc_game_get_setup (game), d->module));
}

char *
carc_words_status (CarcGame *game)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);
  const char *who;

  if (carc_game_get_ended_elsewhere (game))
    return g_strdup (_("The host ended the game."));
  if (carc_game_get_paused (game))
    return g_strdup (_("Waiting for the connection to the host…"));
  if (!carc_game_get_person_decides (game) && carc_player_get_remote (carc_game_get_player (game, carc_game_get_acting (game))))
    /* TRANSLATORS: %s is the name of a player at another computer, whose move this is */
    return g_strdup_printf (_("Waiting for %s…"),
                            carc_words_player_name (game, carc_game_get_player (game, carc_game_get_acting (game))));
  if (!carc_game_get_person_decides (game))
    /* TRANSLATORS: %s is the name of a computer player choosing its move */
    return g_strdup_printf (_("%s is thinking…"),
                            carc_words_player_name (game, carc_game_get_player (game, carc_game_get_acting (game))));
  for (guint i = 0; i < n; i++)
    if (bundles[i]->status != NULL)
      {
        char *status = bundles[i]->status (game);

        if (status != NULL)
          return status;
      }
  who = carc_words_player_name (game, carc_game_get_player (game, carc_game_get_current_player (game)));
  switch (carc_game_get_decision (game))
    {
    case CARC_DECISION_PLACE_TILE:
      /* TRANSLATORS: %s is a player's name */
      return g_strdup_printf (_("%s: place the tile"), who);
    case CARC_DECISION_PLACE_FIGURE:
      /* TRANSLATORS: %s is a player's name */
      return g_strdup_printf (_("%s: place a meeple or skip"), who);
    case CARC_DECISION_MODULE:
      /* TRANSLATORS: a player answers a question of the rules; %s is the
       * name of that player, who may be another than the one whose turn it is */
      return g_strdup_printf (_("%s decides"), carc_words_player_name (game, carc_game_get_player (game, carc_game_get_acting (game))));
    case CARC_DECISION_NONE:
    case CARC_DECISION_CHANCE:
    default:
      return g_strdup (_("The game is over"));
    }
}

char *
carc_words_question (CarcGame *game)
{
  const CarcBundle *bundle = carc_words_asking_bundle (game);
  char *question = bundle != NULL && bundle->question != NULL ? bundle->question (game) : NULL;

  if (question != NULL || carc_game_get_decision (game) != CARC_DECISION_MODULE)
    return question;
  return g_strdup (_("Choose one of the marked places or buttons."));
}

/* A person's question with one answer that its bundle takes without
 * asking: the sentence announcing it, and the answer in @only. */
char *
carc_words_taken_alone (CarcGame    *game,
                        CarcChoice **only)
{
  const CarcBundle *bundle = carc_words_asking_bundle (game);
  GListModel *choices = carc_game_get_choices (game);
  char *words;

  *only = NULL;
  if (bundle == NULL || bundle->taken_alone == NULL || !carc_game_get_person_decides (game)
      || g_list_model_get_n_items (choices) != 1)
    return NULL;
  *only = g_list_model_get_item (choices, 0);
  words = bundle->taken_alone (game, *only);
  if (words == NULL)
    g_clear_object (only);
  return words;
}

char *
carc_words_choice_label (CarcGame   *game,
                         CarcChoice *choice,
                         gboolean   *suggested)
{
  const CarcBundle *bundle = carc_bundle_lookup (carc_choice_get_module (choice));
  const CarcAction *a = carc_choice_get_action (choice);

  *suggested = FALSE;
  if (bundle != NULL && bundle->choice_label != NULL)
    return bundle->choice_label (game, choice, suggested);
  /* A figure on the tile's picture is a module's to name. */
  if (a->kind == CARC_ACTION_PLACE_FIGURE && a->segment == CARC_SEGMENT_PICTURE)
    {
      const CarcBundle *bundles[CARC_MAX_MODULES];
      guint n = carc_bundles_of_game (game, bundles);

      for (guint i = 0; i < n; i++)
        {
          char *label = bundles[i]->choice_label != NULL ? bundles[i]->choice_label (game, choice, suggested) : NULL;

          if (label != NULL)
            return label;
        }
    }
  /* A choice of a player, a module without words: the player's name. */
  if (carc_choice_get_target (choice) == CARC_TARGET_PLAYER)
    return g_strdup (carc_words_player_name (game, carc_game_get_player (game, carc_choice_get_action (choice)->value)));
  return NULL;
}

char *
carc_words_scored (CarcGame *game,
                   guint     player,
                   guint     points,
                   guint     feature)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);
  const char *who = carc_words_player_name (game, carc_game_get_player (game, player));

  for (guint i = 0; i < n; i++)
    if (bundles[i]->scored != NULL)
      {
        char *words = bundles[i]->scored (game, player, points, feature);

        if (words != NULL)
          return words;
      }
  switch ((CarcFeatureKind) feature)
    {
    case CARC_FEATURE_ROAD:
      /* TRANSLATORS: "Anna scores 3 points for a road" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a road",
                                           "%s scores %u points for a road", points), who, points);
    case CARC_FEATURE_CITY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a city",
                                           "%s scores %u points for a city", points), who, points);
    case CARC_FEATURE_MONASTERY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a monastery",
                                           "%s scores %u points for a monastery", points), who, points);
    case CARC_FEATURE_FIELD:
    case CARC_N_CORE_KINDS:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point", "%s scores %u points", points),
                              who, points);
    }
}

gboolean
carc_words_announce_end (CarcGame  *game,
                         char     **heading,
                         char     **body)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);

  for (guint i = 0; i < n; i++)
    if (bundles[i]->announce_end != NULL && bundles[i]->announce_end (game, heading, body))
      return TRUE;
  return FALSE;
}

/* The directions of @edges (bit d: direction d), clockwise from the
 * north: "north, east and south". */
static char *
edges_words (guint edges)
{
  /* TRANSLATORS: the sides of a tile, as a screen reader says where a
   * road, a city or a field touches them */
  const char *names[4] = { C_("direction", "north"), C_("direction", "east"),
                           C_("direction", "south"), C_("direction", "west") };
  g_autofree char *text = NULL;

  for (guint d = 0; d < 4; d++)
    {
      char *longer;

      if (!(edges & (1u << d)))
        continue;
      if (text == NULL)
        {
          text = g_strdup (names[d]);
          continue;
        }
      /* TRANSLATORS: the last two of a list of directions: "north and east" */
      longer = (edges >> (d + 1)) == 0 ? g_strdup_printf (_("%s and %s"), text, names[d])
                                        : g_strconcat (text, _(", "), names[d], NULL);
      g_free (text);
      text = longer;
    }
  return g_steal_pointer (&text);
}

/* Segment @segment of a tile of @type turned @rotation in words, as a
 * screen reader says it: "a city on the north edge", "a road from east
 * to west", "a monastery".  A kind the core does not name is "a
 * feature". */
char *
carc_words_segment (const CarcTileType *type,
                    guint               rotation,
                    guint               segment)
{
  const CarcSegment *s = &type->segments[segment];
  guint edges = carc_rotate_edges (s->edges, rotation);
  guint n, halves = carc_rotate_halves (s->halves, rotation);
  g_autofree char *where = NULL;
  char *words;

  /* A field touches halves of edges: it lies on the edges they are of. */
  for (guint h = 0; h < 8; h++)
    if (halves & (1u << h))
      edges |= 1u << (h / 2);
  for (guint d = n = 0; d < 4; d++)
    n += (edges >> d) & 1;
  where = edges_words (edges);
  switch (s->kind)
    {
    case CARC_FEATURE_ROAD:
      if (n == 0)
        return g_strdup (_("a road"));
      if (n == 2)
        {
          guint first = g_bit_nth_lsf (edges, -1);
          g_autofree char *from = edges_words (1u << first);
          g_autofree char *to = edges_words (edges & ~(1u << first));

          /* TRANSLATORS: a road through a tile; the %s are directions */
          return g_strdup_printf (_("a road from %s to %s"), from, to);
        }
      /* TRANSLATORS: a road that ends on the tile; %s are directions */
      return g_strdup_printf (_("a road to the %s"), where);
    case CARC_FEATURE_CITY:
      if (n == 0)
        words = g_strdup (_("a city"));
      else
        /* TRANSLATORS: %s is one or more directions: "north and east" */
        words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a city on the %s edge", "a city on the %s edges", n),
                                 where);
      if (s->arms > 0)
        {
          /* TRANSLATORS: %s is a city on a tile, in words */
          char *with = g_strdup_printf (_("%s, with a coat of arms"), words);

          g_free (words);
          words = with;
        }
      return words;
    case CARC_FEATURE_FIELD:
      if (n == 0)
        return g_strdup (_("a field"));
      /* TRANSLATORS: %s is one or more directions: "north and east" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a field on the %s edge", "a field on the %s edges", n),
                              where);
    case CARC_FEATURE_MONASTERY:
      return g_strdup (_("a monastery"));
    default:
      /* TRANSLATORS: a part of a tile of an expansion that has no name of its own here */
      return g_strdup (_("a feature"));
    }
}

/* A tile of @type turned @rotation in words: its roads, cities and
 * monastery (the fields are what is left), "a road from east to west; a
 * city on the north edge". */
char *
carc_words_tile (const CarcTileType *type,
                 guint               rotation)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < type->n_segments; i++)
    {
      g_autofree char *words = NULL;

      if (type->segments[i].kind == CARC_FEATURE_FIELD || type->segments[i].kind >= CARC_N_CORE_KINDS)
        continue;
      words = carc_words_segment (type, rotation, i);
      if (text->len > 0)
        /* TRANSLATORS: between the features of a tile a screen reader lists */
        g_string_append (text, _("; "));
      g_string_append (text, words);
    }
  if (text->len == 0)
    /* TRANSLATORS: a tile with nothing but fields */
    g_string_append (text, _("fields only"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}
