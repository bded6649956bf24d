/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_FERRIES_MODULE "ferries"

/* The module's actions (CarcAction.choice): a ferry joining the road
 * ends CarcAction.segment and CarcAction.value of the lake at x, y; or
 * a ferry left where it is. */
enum
{
  CARC_FERRIES_PLACE = 0,
  CARC_FERRIES_MOVE,
  CARC_FERRIES_KEEP,
};

/* Its questions (the decision's choice_kind). */
enum
{
  CARC_FERRIES_ASK_PLACE = 0,
  CARC_FERRIES_ASK_MOVE,
};

/* The Ferries (rules.md §1.8): 8 lake tiles whose road ends stop at the
 * lake until a ferry joins two of them; a tile that extends a road with a
 * ferry lets its player move the nearest ferry each way. */
const CarcRulesModule *carc_ferries_get_module (void);

/* The road ends (segments) the ferry of the placed tile @tile joins;
 * FALSE when it has none. */
gboolean carc_ferries_get_ferry   (const CarcState *state,
                                   guint            tile,
                                   guint           *a,
                                   guint           *b);
/* The lake whose ferry its player is asked to move now, or -1. */
gint     carc_ferries_get_asking  (const CarcState *state);

G_END_DECLS
