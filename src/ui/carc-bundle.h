/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-board-frame.h"
#include "carc-theme.h"
#include "carc-game.h"

G_BEGIN_DECLS

/* How the core's sentences name a module's figure where the rulebook
 * calls the meeple otherwise (the cooperative game's guard).  Each is a
 * whole sentence marked with N_ and translated where it is shown, never
 * a word put into one. */
typedef struct
{
  const char *skip;                        /* the Skip button: "_Skip Meeple" */
  const char *skip_hint;                   /* after Escape while a figure may be placed */
  const char *colour;                      /* the label of the colour choice */
  char      *(*in_supply) (guint n);       /* "%u meeples in supply" */
  const char *name;                        /* the figure itself ("Guard"), in a hint;
                                            * NULL: the figure kind's own name */
} CarcFigureWords;

/* A module's kind of figure as the views show it: a drawing of data/art
 * in the player's colour (its shapes of class "body" take the colour, or
 * @colour for a neutral figure),
 * @scale times a meeple's size, and its words: the name on the figure
 * choice (marked with N_), and how many the player still has ("1 pig"). */
typedef struct
{
  const char *kind;      /* CarcFigureKind.id */
  const char *drawing;
  double      scale;
  gboolean    lies;      /* on a field it lies down, as a farmer */
  const char *name;
  char      *(*in_supply) (guint n);
  /* A neutral figure's own colour (the mage's purple), as CSS names it;
   * it stands a little aside, so that a meeple on its spot shows. */
  const char *colour;
} CarcFigureLook;

/* A module's line of the scoring breakdown (CarcRulesModule.score_lines)
 * and its heading, marked with N_. */
typedef struct
{
  const char *id;
  const char *heading;
} CarcScoreLineWords;

/* A figure a module puts on the score track by a player's scoring figure
 * (a robber), or a player's own figures there (the lady): its drawing of
 * data/art in its owner's colour, a sentence for its tooltip (translated,
 * freed by the view), and unless NULL a short text beside it (its points,
 * freed by the view). */
typedef struct
{
  const char *drawing;
  guint       owner;
  char       *tooltip;
  char       *label;
  /* What it is, for the legend under the players' list ("lady"),
   * marked with N_. */
  const char *name;
} CarcTrackFigure;

/* A piece on the score track (CarcScoreTrack): a player's scoring
 * figure, which the core puts there, or a module's (a robber, the goal).
 * It stands on the space of @points (its lap is @points / 50), in its
 * owner's colour or, with @owner -1, in @colour.  A piece that waits
 * @beside the figures on its space is drawn smaller at its edge.
 * @choice is the listed choice that points at the piece now, chosen by a
 * click on it; @tooltip says what it is, in a whole sentence (translated,
 * freed by the track; NULL for a scoring figure: the core's words). */
typedef struct
{
  const char *drawing;   /* of data/art */
  gint        owner;
  const char *colour;
  guint       id;        /* a scoring figure's index, or the module's own numbering */
  gboolean    scoring;   /* one of @owner's scoring figures (the core's), however drawn */
  guint       points;
  gboolean    beside;
  gboolean    hidden;    /* the module shows these points otherwise */
  CarcChoice *choice;
  char       *tooltip;
} CarcTrackPiece;

/* The words of a campaign's levels page (CarcCampaignRules): its button
 * on the start page, its title and a line under it, how the team's size sets the colours, the team's
 * switch on its level's card (a house rule), each marked with N_; and
 * per level what it adds to the rules and its facts for a team of
 * @n_colours colours, the switch on or not (translated strings appended
 * to @facts, freed by the view). */
typedef struct
{
  const char *start_label;      /* the start page's button (with a mnemonic) */
  const char *start_tooltip;
  const char *title;
  const char *intro;
  const char *people_subtitle;
  const char *switch_warning;
  const char *switch_title;
  const char *switch_subtitle;
  const char *won_with_switch;
  const char *(*level_summary) (guint      level);
  void        (*level_facts)   (guint      level,
                                guint      n_colours,
                                gboolean   switched,
                                GPtrArray *facts);
} CarcCampaignLook;

/* A rules module's part of the window (docs/modules.md): what the module
 * adds to the board and the side panel, and its words.  The core views
 * ask the bundles of a game's modules (carc-bundles.h) and never name a
 * module.  Every member may be NULL; the core then does without it.
 *
 * The core already shows what a module's choices point at, by their
 * declared target (CarcModuleAction): cells and tiles are marked on the
 * board, segments circled, and buttons and players are buttons in the
 * side panel's question card.  A bundle adds what only it knows. */
typedef struct
{
  const char *module;    /* the rules module's id (CarcRulesModule.id) */
  /* A switch of the new-game dialog's Expansions, when the module is one
   * a new game may switch on (marked with N_): its title and a line. */
  const char *title;
  const char *subtitle;
  /* A mini-expansion: its switch is one of a folded row's. */
  gboolean    mini;

  /* The side panel's widget: a GtkWidget type built from the bundle's own
   * GtkBuilder template, with a writable "game" property (a CarcGame, or
   * NULL).  It follows the game's "changed" signal itself. */
  GType       (*panel_type)       (void);

  /* The board layer, drawn in widget pixels with @frame's tile size and
   * carc_board_frame_to_screen(): the module's pieces under the figures,
   * and above them what a module's decision now points at (also drawn in
   * the figure step, for a module's own places). */
  void        (*draw_pieces)      (CarcGame             *game,
                                   const CarcBoardFrame *frame,
                                   cairo_t              *cr);
  void        (*draw_decision)    (CarcGame             *game,
                                   const CarcBoardFrame *frame,
                                   cairo_t              *cr);
  /* Hit-testing of the bundle's own pieces: the listed choice (the game
   * owns it) a click at @fx, @fy inside cell @x, @y means, or NULL to let
   * the core decide; asked in the module's questions and in the figure
   * step (a flying machine). */
  CarcChoice *(*choice_at)        (CarcGame             *game,
                                   const CarcBoardFrame *frame,
                                   gint                  x,
                                   gint                  y,
                                   double                fx,
                                   double                fy);

  /* Words.  Each returns NULL where the core's own words do. */
  char       *(*status)           (CarcGame    *game);
  char       *(*question)         (CarcGame    *game);
  /* A button's label for one of the module's choices: a button target's,
   * or beside the board's mark a label saying what a choice on the board
   * gives (a message's figures); NULL: no button (for a board target, the
   * board alone takes it).  *@suggested: the default. */
  char       *(*choice_label)     (CarcGame    *game,
                                   CarcChoice  *choice,
                                   gboolean    *suggested);
  /* What the question is about, shown small in the question card above
   * its buttons (the message card read, what A and B do to each player);
   * NULL: the question's words alone. */
  GtkWidget  *(*question_widget)  (CarcGame    *game);
  /* The question has one answer, @only, which the rules leave the player
   * no reason to refuse: the sentence that announces it, taken without
   * asking (a person's question, when the game moves on); NULL: asked,
   * and Enter takes it. */
  char       *(*taken_alone)      (CarcGame    *game,
                                   CarcChoice  *only);
  /* A refusal in words: @error as the engine said it and @reason as this
   * module explained it (0 when another module or the core refused). */
  char       *(*describe_refusal) (CarcGame    *game,
                                   CarcError    error,
                                   guint        reason);
  /* A seat's name as shown (the cooperative colours). */
  const char *(*player_name)      (CarcGame    *game,
                                   CarcPlayer  *player);
  /* The event line of a scoring during play. */
  char       *(*scored)           (CarcGame    *game,
                                   guint        player,
                                   guint        points,
                                   guint        feature);
  /* The module's figures standing by @player's score on the track,
   * appended to @figures (CarcTrackFigure); shown beside that player's
   * score in the players' list. */
  void        (*track_figures)    (CarcGame    *game,
                                   guint        player,
                                   GArray      *figures);
  /* The score track in @state (the game's, or what a choice would make
   * of it): @pieces holds the players' scoring figures (id: the figure);
   * the module words them, ties them to its choices or hides them, and
   * appends its own pieces. */
  void        (*track_pieces)     (CarcGame    *game,
                                   CarcState   *state,
                                   GArray      *pieces);
  /* The end of a game the module decides (won, lost) in a heading and a
   * sentence, announced instead of the final scores; FALSE: the scores. */
  gboolean    (*announce_end)     (CarcGame    *game,
                                   char       **heading,
                                   char       **body);
  const CarcFigureWords *figure_words;
  /* The module's figures (ended by an entry without kind) and score
   * lines (ended by an entry without id). */
  const CarcFigureLook      *figures;
  const CarcScoreLineWords  *score_lines;
  /* The panel counts the tiles left itself: the core's line is hidden. */
  gboolean    counts_tiles;
  /* The levels page of the module's campaign, if it declares one. */
  const CarcCampaignLook    *campaign;
  /* A look of the tiles the module brings (the Winter Edition's snow),
   * offered in Preferences and chosen by a tile set's theme. */
  const CarcTheme           *theme;
  /* The page of the help (help/C/<page>.page) that tells its rules,
   * which its switch and its questions' panel link to. */
  const char                *help_page;
  /* The card that introduces the module the first time a game uses it:
   * up to two paragraphs, each marked for translation (none: its
   * subtitle). */
  const char                *intro[2];
} CarcBundle;

void              carc_bundle_register  (const CarcBundle  *bundle);
/* The bundles that come with the program (generated from meson's list). */
void              carc_bundles_register_builtin (void);
const CarcBundle *carc_bundle_lookup    (const char        *module);
const CarcBundle * const *carc_bundles_get_all (guint       *n_bundles);
guint             carc_bundles_of_game  (CarcGame          *game,
                                         const CarcBundle **bundles);

G_END_DECLS
