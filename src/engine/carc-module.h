/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-action.h"
#include "carc-campaign-rules.h"
#include "carc-rng.h"
#include "carc-state.h"

G_BEGIN_DECLS

/* A rules module: an expansion or a variant that hooks into the turn.
 *
 * The core plays the classic game.  A setup names the modules it switches
 * on; the state creates each module's private data and calls its hooks at
 * fixed points of the turn.  Every hook is optional.  A module never edits
 * another one, and the core never names a module. */
typedef struct _CarcRulesModule CarcRulesModule;

/* Modules one game may switch on. */
#define CARC_MAX_MODULES 16

/* A kind of figure a module brings (the core brings the meeple, kind 0):
 * its id in saves, its strength for the majority on a feature, and how
 * many each player starts with (0 for a neutral figure, which belongs to
 * nobody and is put on the board by its module). */
typedef struct
{
  const char *id;
  guint8      strength;
  guint8      per_player;
} CarcFigureKind;

/* What a module's action points at, for the views: a plain answer, an
 * empty cell, a placed tile, a segment of a placed tile, or a player. */
typedef enum
{
  CARC_TARGET_BUTTON = 0,
  CARC_TARGET_CELL,
  CARC_TARGET_TILE,
  CARC_TARGET_SEGMENT,
  CARC_TARGET_PLAYER,
} CarcTarget;

/* One of a module's actions (indexed by CarcAction.choice): its name in
 * saves and what it points at. */
typedef struct
{
  const char *name;
  CarcTarget  target;
} CarcModuleAction;

/* Points about to be given to a player, for the points_changed hook. */
typedef struct
{
  guint    player;
  guint    category;   /* CarcScoreCategory */
  guint32  feature;    /* the feature that scored, or CARC_NO_FEATURE */
  gboolean final;      /* during the final scoring */
  guint    figure;     /* the player's scoring figure that advances */
} CarcPointsChange;

#define CARC_NO_FEATURE G_MAXUINT32

/* An option a module takes, written after its id ("target:level=2:people=1")
 * and saved as a typed value: a whole number from @min to @max.  Every
 * option a module declares must be given, in this order, except an
 * @optional one: left out, it takes @fallback, and it is written only
 * when it differs (so an option added later leaves the ids and files of
 * earlier games as they were).  A module declares at most
 * CARC_MAX_MODULE_OPTIONS. */
#define CARC_MAX_MODULE_OPTIONS 8
typedef struct
{
  const char *name;
  guint       min;
  guint       max;
  gboolean    optional;
  guint       fallback;
} CarcModuleOption;

struct _CarcRulesModule
{
  const char *id;
  /* Tile sets the module brings into a composed deal (NULL-terminated). */
  const char *const    *tile_sets;
  /* Figure kinds the module brings (ended by an entry without id). */
  const CarcFigureKind *figure_kinds;
  /* The options the module's id carries (ended by an entry without name). */
  const CarcModuleOption *options;
  /* The module's actions, indexed by CarcAction.choice: how saves name
   * them and what they point at (ended by an entry without name). */
  const CarcModuleAction *actions;
  /* Score lines of the module's own for the breakdown ("inn"; NULL-
   * terminated), numbered after the core's CarcScoreCategory in setup
   * order (carc_state_find_score_category()). */
  const char *const    *score_lines;
  /* The tile set the module plays instead of the game's first one, the
   * classic set (the Winter Edition's); two such modules never combine. */
  const char           *replaces_tile_set;

  /* Whether a deal read from a file is one the module's rules make, in the
   * order its setup hook gives (the River: the lake last). */
  gboolean  (*deal_valid)          (const CarcSetup        *setup,
                                    const char             *id);
  /* A player looking ahead has dealt the tiles not yet drawn again, pile
   * by pile (carc_state_redeal()): the module puts back what its deal
   * makes known to everyone (the River: the lake under the river pile),
   * and deals its own unseen cards again from @rng.  @order is the whole
   * deal; the tiles before @first are drawn. */
  void      (*redeal)              (CarcState              *state,
                                    gpointer                data,
                                    guint16                *order,
                                    guint                   first,
                                    CarcRng                *rng);
  /* How many cards of the module's deck @deck, from the top as dealt,
   * the players have seen (carc_state_get_deck_seen()); NULL: none. */
  guint     (*deck_seen)           (CarcState              *state,
                                    gpointer                data,
                                    const char             *deck);
  /* Whether the game @id (with its options) is played by @n_players
   * colours; NULL accepts 2 to 6. */
  gboolean  (*accepts_players)     (const char             *id,
                                    guint                   n_players);

  /* A new game's deal (carc_setup_compose()), after the usual shuffle of
   * every tile into the pile "main": the module may take tiles into piles
   * of its own and order the piles, place other start tiles and shuffle
   * decks, with @rng, the setup's random source.  @id carries the
   * module's options.  A loaded game's deal is read, not dealt. */
  void      (*setup)               (CarcSetup              *setup,
                                    const char             *id,
                                    CarcRng                *rng);

  gpointer  (*create)              (CarcState              *state);
  void      (*destroy)             (gpointer                data);
  /* A deep copy of the module's data, for carc_state_copy(). */
  gpointer  (*copy)                (gconstpointer           data);

  /* The tile of this turn is on the board, before any figure. */
  void      (*tile_placed)         (CarcState              *state,
                                    gpointer                data,
                                    guint                   placed);
  /* Append figure placements the core does not offer (big meeple,
   * builder, pig …) to @actions. */
  void      (*list_figure_options) (CarcState              *state,
                                    gpointer                data,
                                    GArray                 *actions);
  /* Check and carry out a figure placement that the core refuses with
   * CARC_ERROR_FIGURE_NOT_ALLOWED, or one on the tile's picture
   * (CARC_SEGMENT_PICTURE); return CARC_OK only when it was done. */
  CarcError (*place_figure)        (CarcState              *state,
                                    gpointer                data,
                                    const CarcAction       *action);
  /* The points that @player gets for a scored feature; @points is what the
   * core (and the modules before this one) computed.  A question: it moves
   * no figure (nor does score_line), only points_changed may. */
  guint     (*feature_points)      (CarcState              *state,
                                    gpointer                data,
                                    const CarcFeatureInfo  *feature,
                                    gboolean                final,
                                    guint                   player,
                                    guint                   points);
  /* The score line a scored feature's points go to; @category is what
   * the core (and the modules before this one) chose. */
  guint     (*score_line)          (CarcState              *state,
                                    gpointer                data,
                                    const CarcFeatureInfo  *feature,
                                    gboolean                final,
                                    guint                   category);
  /* The features of this turn have been scored. */
  void      (*turn_scored)         (CarcState              *state,
                                    gpointer                data);
  /* A decision of the module's own: asked after the tile is placed (before
   * the figure step) and again after the turn's scoring; return TRUE and
   * set @decision->choice_kind to ask for it. */
  gboolean  (*pending_decision)    (CarcState              *state,
                                    gpointer                data,
                                    CarcDecision           *decision);
  /* A decision of the module's own between the figure step and the
   * scoring (a flying meeple's landing, a ferry): asked once the figure
   * is placed or skipped, until no module asks, then the turn is scored;
   * answered through list_actions and apply as the others. */
  gboolean  (*pending_before_scoring) (CarcState           *state,
                                    gpointer                data,
                                    CarcDecision           *decision);
  void      (*list_actions)        (CarcState              *state,
                                    gpointer                data,
                                    GArray                 *actions);
  CarcError (*apply)               (CarcState              *state,
                                    gpointer                data,
                                    const CarcAction       *action);
  /* After the core's final scoring (goods, gold bars …). */
  void      (*final_scoring)       (CarcState              *state,
                                    gpointer                data);
  /* A road, city or monastery was completed by this turn's tile.  Return
   * TRUE to evaluate it yourself (the cooperative game asks "score or
   * remove ghosts"): the core then marks it complete and scores nothing. */
  gboolean  (*feature_completed)   (CarcState              *state,
                                    gpointer                data,
                                    guint32                 feature);
  /* Whether a figure may stand on a segment the core does not offer
   * (the cooperative game's castles). */
  gboolean  (*segment_playable)    (CarcState              *state,
                                    gpointer                data,
                                    const CarcSegment      *segment);
  /* The start tiles are on the board and the first turn begins. */
  void      (*setup_done)          (CarcState              *state,
                                    gpointer                data);
  /* The colours whose figures the current player may place this turn, as
   * bits (the cooperative game's solo and two-player guards); 0 leaves the
   * core's rule: the current player's own. */
  guint     (*figure_colours)      (CarcState              *state,
                                    gpointer                data);
  /* How far into the pile tiles may be drawn (the cooperative game's
   * current pile of three); G_MAXUINT for the whole pile. */
  guint     (*draw_limit)          (CarcState              *state,
                                    gpointer                data);
  /* Appends the module's own state to carc_state_dump()'s canonical text,
   * so comparisons of states cover it. */
  void      (*dump)                (CarcState              *state,
                                    gpointer                data,
                                    GString                *out);
  /* Whether filter_placements may refuse placements of a tile of @type
   * now: the core lists placements of other tiles by their edges alone,
   * which keeps the classic tiles' listing as fast as without the module. */
  gboolean  (*filters_type)        (CarcState              *state,
                                    gpointer                data,
                                    guint                   type);
  /* Removes from @actions, from index @first on, the placements of a
   * tile of @type that the module's rules forbid although its edges fit
   * (the River's no U-turn), keeping the others in order. */
  void      (*filter_placements)   (CarcState              *state,
                                    gpointer                data,
                                    guint                   type,
                                    GArray                 *actions,
                                    guint                   first);
  /* Why the module forbids @action, which the core's check refused (or
   * would list but the module filtered out): a reason code of the module's
   * own (non-zero), or 0 when the module has no part in the refusal.  Asked
   * only after a refusal, never while listing; the first module (setup
   * order) with a reason gives it (carc_state_explain_refusal()). */
  guint     (*explain_refusal)     (CarcState              *state,
                                    gpointer                data,
                                    const CarcAction       *action,
                                    CarcError               error);
  /* Who plays after @current; @next is what the core (and the modules
   * before this one) chose: the next in turn order. */
  guint     (*next_player)         (CarcState              *state,
                                    gpointer                data,
                                    guint                   current,
                                    guint                   next);
  /* @points are about to be given as @change says; return how many the
   * player gets (the rest may go to others, through
   * carc_state_award_points()). */
  guint     (*points_changed)      (CarcState              *state,
                                    gpointer                data,
                                    const CarcPointsChange *change,
                                    guint                   points);
  /* The segments the module joins inside tiles (a ferry across a lake),
   * appended to @pairs two by two as (tile, segment) pairs of guints:
   * asked when features are derived again (carc_state_rederive_features()). */
  void      (*inner_joins)         (CarcState              *state,
                                    gpointer                data,
                                    GArray                 *pairs);
  /* A player of the module's own game for the computer players (a
   * cooperative team's plan): up to @max of the actions listed now, best
   * first, into @ranked, and unless @values is NULL what each is worth in
   * points on the module's reckoning; returns how many.  Ties may be
   * broken from @rng.  The strong player plays its look-aheads by the
   * first and weighs only the close ones (carc_state_rank_actions()). */
  guint     (*rank_actions)        (CarcState              *state,
                                    gpointer                data,
                                    CarcRng                *rng,
                                    CarcAction             *ranked,
                                    double                 *values,
                                    guint                   max);
  /* The campaign the module's game is played in, if any. */
  const CarcCampaignRules *campaign;
  /* Set when the module has no final scoring of the classic kind. */
  gboolean    no_final_scoring;
  /* Set when the module is a game of its own (the cooperative game), which
   * no other module joins, played only with tile sets whose rules name it. */
  gboolean    plays_alone;
  /* How many scoring figures each player moves on the score track (the
   * Messages' lady makes 2; 0 leaves the core's one).  With more than one,
   * the core withholds points whose figure matters until the module
   * places them (carc_state_place_withheld()), asked in pending_decision. */
  guint       score_figures;
};

/* What a rules module may do to the state it is part of. */
gint     carc_state_find_figure_kind (const CarcState *state,
                                      const char      *id);
const CarcFigureKind *
         carc_state_get_figure_kind  (const CarcState *state,
                                      guint            kind);
guint    carc_state_get_n_figure_kinds (const CarcState *state);
guint    carc_state_get_last_placed  (const CarcState *state);
gboolean carc_state_figure_may_stand (CarcState      *state,
                                      guint           segment);
gint     carc_state_put_figure       (CarcState       *state,
                                      guint            kind,
                                      guint            player,
                                      guint            tile,
                                      guint            segment);
void     carc_state_move_figure      (CarcState       *state,
                                      guint            index,
                                      guint            tile,
                                      guint            segment);
void     carc_state_return_figure    (CarcState       *state,
                                      guint            index);
/* How the feature under the figure @index is scored (CarcScoredAs). */
guint    carc_state_figure_scored_as (const CarcState *state,
                                      guint            index);
void     carc_state_rederive_features (CarcState      *state);
/* The same for the features through the segments @segments (bits) of
 * the placed tile @tile only, for a module that changed how those
 * segments join inside the tile (a ferry placed or moved): every join
 * that changed is between two of them. */
void     carc_state_rederive_segments (CarcState      *state,
                                       guint           tile,
                                       guint32         segments);
/* How many times features were derived again (a ferry placed or moved):
 * features only merge and complete while it stays the same, so what a
 * module learnt of them (a road that is done, two segments on one
 * feature) holds until it changes. */
guint    carc_state_get_rederivations (const CarcState *state);
/* Whether each of the @n segments @segments (ids) was derived again since
 * carc_state_get_rederivations() was @since, into @again: only a feature
 * through such a segment may have changed otherwise than by merging and
 * completing, so a module that keeps what it learnt of segments needs to
 * learn again of those only. */
void     carc_state_rederived_since   (const CarcState *state,
                                       guint            since,
                                       const guint32   *segments,
                                       guint            n,
                                       gboolean        *again);
/* Whether @feature is complete (as carc_state_feature_info() says),
 * asked without walking it. */
gboolean carc_state_feature_complete (CarcState      *state,
                                      guint32         feature);
/* The feature that @feature (a segment's id, or a feature's as found any
 * time since the count of carc_state_get_rederivations() last changed) is
 * part of now, or CARC_NO_FEATURE when that one is complete: one call for
 * a module that asks of many features it found before (a feature found
 * again from its last id is found at once). */
guint32  carc_state_open_feature     (CarcState      *state,
                                      guint32         feature);
/* carc_state_open_feature() of each of the @n ids of @features, written
 * over it: for a module that asks of a long list at once (the places of
 * the mage and the witch), without a call an id. */
void     carc_state_open_features    (CarcState      *state,
                                      guint32        *features,
                                      guint           n);
/* Scores, during the turn's scoring (turn_scored), the features through
 * the placed tile @tile that are complete and not yet scored: those a
 * module completed elsewhere than at the turn's tile (a ferry moved). */
void     carc_state_score_completed  (CarcState      *state,
                                      guint           tile);
void     carc_state_award_points     (CarcState       *state,
                                      const CarcPointsChange *change,
                                      guint            points);
/* Points won but on no scoring figure yet, first in first out: the
 * first of them (before the points_changed hooks), if any. */
gboolean carc_state_peek_withheld    (const CarcState *state,
                                      CarcPointsChange *change,
                                      guint           *points);
/* All the points withheld for @player. */
guint    carc_state_get_withheld_points (const CarcState *state,
                                      guint            player);
/* Gives the first withheld points to the player's scoring figure
 * @figure: the points_changed hooks run then, and the scoring is
 * reported. */
void     carc_state_place_withheld   (CarcState       *state,
                                      guint            figure);
guint32  carc_state_find_feature     (CarcState       *state,
                                      guint            tile,
                                      guint            segment);
/* The id of the segment @segment of the placed tile @tile: the id of a
 * feature of its own, part of the feature the segment is part of
 * whenever asked (carc_state_open_feature()), for a module that keeps
 * segments to ask of later. */
guint32  carc_state_segment_id       (const CarcState *state,
                                      guint            tile,
                                      guint            segment);
void     carc_state_feature_info     (CarcState       *state,
                                      guint32          feature,
                                      CarcFeatureInfo *info);
void     carc_state_feature_tiles    (CarcState       *state,
                                      guint32          feature,
                                      GArray          *tiles);
void     carc_state_feature_segments (CarcState       *state,
                                      guint32          feature,
                                      GArray          *pairs);
void     carc_state_score_feature    (CarcState       *state,
                                      guint32          feature,
                                      gint             points);
void     carc_state_take_figure      (CarcState       *state,
                                      guint            index);
CarcError carc_state_place_face_down (CarcState       *state,
                                      gint             x,
                                      gint             y);
void     carc_state_return_figures   (CarcState       *state,
                                      guint32          feature);
void     carc_state_set_supply       (CarcState       *state,
                                      guint            player,
                                      guint            figure,
                                      guint            count);
void     carc_state_end              (CarcState       *state,
                                      CarcOutcome      outcome);

/* For a module's search that chooses the deal, never for play:
 * the tile being placed, or else the next one drawn, is swapped with a
 * tile of @type not yet drawn; and the order of the deal as it stands. */
gboolean       carc_state_choose_tile (CarcState       *state,
                                       guint            type);
const guint16 *carc_state_get_order   (const CarcState *state,
                                       guint           *n_tiles);
/* For a module's rules or planning: whether a tile of @type fits the
 * empty cell @x, @y, next to the board, in some rotation
 * (/engine/contract/deal-services). */
gboolean       carc_state_cell_fits   (const CarcState *state,
                                       gint             x,
                                       gint             y,
                                       guint            type);

guint    carc_setup_list_figure_kinds (const CarcSetup      *setup,
                                       const CarcFigureKind **kinds);
guint    carc_setup_list_score_lines  (const CarcSetup      *setup,
                                       const char          **lines);
gboolean carc_rules_module_parse_options (const CarcRulesModule *module,
                                          const char            *id,
                                          guint                 *values);
char    *carc_rules_module_make_id       (const CarcRulesModule *module,
                                          const guint           *values);
const CarcModuleAction *
         carc_rules_module_get_action    (const CarcRulesModule *module,
                                          guint                  choice);

void                   carc_rules_module_register (const CarcRulesModule *module);
void                   carc_rules_modules_register_builtin (void);
const CarcRulesModule *carc_rules_module_lookup   (const char            *id);

G_END_DECLS
