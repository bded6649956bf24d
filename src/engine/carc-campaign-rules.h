/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-setup.h"
#include "carc-state.h"
#include "carc-tileset.h"

G_BEGIN_DECLS

/* A campaign a rules module declares: levels of the module's own game
 * played in order by a team, each opened by winning the one before.  The
 * model keeps the team's progress in a file of the campaign's own, the
 * window shows a card per level (the module's bundle words it), and no
 * layer outside the module names it. */
#define CARC_CAMPAIGN_MAX_LEVELS  12
#define CARC_CAMPAIGN_MAX_COLOURS 8

typedef struct _CarcCampaignRules CarcCampaignRules;

struct _CarcCampaignRules
{
  const char         *id;
  /* The tile set its levels are played with. */
  const char         *tile_set;
  /* The progress and the level in play, in the user's data folder. */
  const char         *file_name;
  const char         *game_file_name;
  guint               n_levels;
  guint               max_people;    /* a team is 1 to this many people */
  /* The colours a team chooses from, as "#rrggbb" of the players'
   * palette (which names them), and those a new campaign starts with
   * (indices, ended by G_MAXUINT). */
  guint               n_colours;
  const char *const  *colours;
  const guint        *first_colours;
  /* How many colours a team of @people plays. */
  guint             (*count_colours) (guint people);
  /* A switch the team may turn on for one level, kept in the progress
   * (a house rule): the module option it sets, and the level; NULL when
   * there is none.  A level won only with it is marked so. */
  const char         *switch_option;
  guint               switch_level;
  /* The setup of @level (1 …) for a team of @people, the switch on or
   * not, dealt with @seed. */
  CarcSetup        *(*level_setup)   (CarcTileSet *tiles,
                                      guint        level,
                                      guint        people,
                                      gboolean     switched,
                                      guint64      seed);
  /* Which level @setup plays (0: none of this campaign's), for how many
   * people, and whether with the switch. */
  guint             (*setup_level)   (CarcSetup   *setup,
                                      guint       *people,
                                      gboolean    *switched);
  /* The first saves (format 1) wrote this campaign's levels as their
   * "cooperative" element. */
  gboolean            format_1;
  /* The result a finished level keeps as its best. */
  guint             (*progress)      (CarcState   *state);
};

const CarcCampaignRules *carc_campaign_rules_lookup   (const char        *id);
/* The campaigns of the registered modules, in their order; NULL after
 * the last. */
const CarcCampaignRules *carc_campaign_rules_nth      (guint              n);
/* The campaign whose level @setup plays, with what setup_level() says;
 * NULL when none. */
const CarcCampaignRules *carc_campaign_rules_of_setup (CarcSetup         *setup,
                                                       guint             *level,
                                                       guint             *people,
                                                       gboolean          *switched);
/* The campaign of format 1's "cooperative" element. */
const CarcCampaignRules *carc_campaign_rules_of_format_1 (void);

G_END_DECLS
