/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The cooperative game's ids, levels and team: a level's goal, ghost
 * bank, piles and hounds (and the house rule's shared marks), how many
 * colours and guards a team plays, and which level a setup is. */
#include "carc-mists-private.h"

/* Our module id, "mists:level=2:people=1" (":house-marks=1" after it for
 * the house rule), read strictly. */
gboolean
carc_mists_parse_id (const char *id,
                     guint      *level,
                     guint      *people,
                     gboolean   *house_marks)
{
  guint values[3];

  if (!carc_rules_module_parse_options (carc_mists_get_module (), id, values))
    return FALSE;
  *level = values[0];
  *people = values[1];
  if (house_marks != NULL)
    *house_marks = values[2] != 0;
  return TRUE;
}

/* The house rule's marks for level 6 (rules decision 76), every colour's
 * to reach on its own: about the printed marks (goal 50, hounds at 10
 * and 25) shared among the colours, set by measure so that the team wins
 * one game in four to ten (docs/mists-difficulty.md). */
void
carc_mists_house_marks (guint  colours,
                        guint *goal,
                        guint  hounds[2])
{
  static const guint marks[3][3] = {
    { 17, 4, 9 },   /* 3 colours */
    { 12, 2, 6 },   /* 4 colours: alone, two or four people */
    { 8, 2, 4 },    /* 5 colours */
  };
  const guint *m = marks[CLAMP (colours, 3, 5) - 3];

  *goal = m[0];
  hounds[0] = m[1];
  hounds[1] = m[2];
}

/* Whether @setup plays level 6 by the house rule's marks. */
gboolean
carc_mists_setup_get_house_marks (CarcSetup *setup)
{
  guint level, people;
  gboolean house = FALSE;

  for (guint i = 0; i < carc_setup_get_n_modules (setup); i++)
    if (carc_mists_parse_id (carc_setup_get_module (setup, i), &level, &people, &house))
      return house && level == 6;
  return FALSE;
}

/* Whether @setup is a cooperative level, and which one for how many
 * people. */
gboolean
carc_mists_setup_get_level (CarcSetup *setup,
                            guint     *level,
                            guint     *people)
{
  for (guint i = 0; i < carc_setup_get_n_modules (setup); i++)
    if (carc_mists_parse_id (carc_setup_get_module (setup, i), level, people, NULL))
      return TRUE;
  return FALSE;
}

/* Guards per colour: 3 alone or with two; 5 each from three players on,
 * but 4 in level 6, where the fifth marks the colour's score (seed 002,
 * FAQ to level 6). */
guint
carc_mists_count_guards (guint level,
                         guint people)
{
  if (people < 3)
    return 3;
  return level == 6 ? 4 : 5;
}

/* The colours in play: one per person from 3 people on, else 4. */
guint
carc_mists_count_colours (guint people)
{
  return people >= 3 ? people : 4;
}

/* The level's marks by the house rule, for @colours in play: only level
 * 6 has one. */
void
carc_mists_apply_house_marks (guint               colours,
                              CarcMistsLevelInfo *info)
{
  if (info->per_colour)
    carc_mists_house_marks (colours, &info->goal, info->hounds);
}

void
carc_mists_get_level_info (guint               level,
                           CarcMistsLevelInfo *info)
{
  guint l = CLAMP (level, 1, CARC_MISTS_LEVELS) - 1;

  *info = (CarcMistsLevelInfo) {
    .tiles = l == 0 ? 50 : 60,
    .piles = l >= 2 ? 3 : 1,
    .bank = bank_sizes[l],
    .goal = goals[l],
    .hounds = { hound_thresholds[l][0], hound_thresholds[l][1] },
    .castles = l >= 1,
    .haunted = l >= 4,
    .per_colour = l == 5,
  };
}
