/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_TYPE_CHOICE (carc_choice_get_type ())

G_DECLARE_FINAL_TYPE (CarcChoice, carc_choice, CARC, CHOICE, GObject)

/* What a choice is: the core's tile and figure steps, or a module's own. */
typedef enum
{
  CARC_CHOICE_PLACE_TILE = 0,
  CARC_CHOICE_PLACE_FIGURE,
  CARC_CHOICE_SKIP_FIGURE,
  CARC_CHOICE_MODULE,
  CARC_CHOICE_CHANCE,
} CarcChoiceKind;

/* One legal action of the current decision, for the views: what it
 * points at (a cell and rotation, a segment, a tile, a player, or a plain
 * button), which module asks and who decides.  The views apply listed
 * choices (carc_game_choose()) and never build actions themselves. */
CarcChoice       *carc_choice_new         (const CarcAction *action,
                                           CarcChoiceKind    kind,
                                           CarcTarget        target,
                                           const char       *module,
                                           const char       *name,
                                           guint             acting);
const CarcAction *carc_choice_get_action  (CarcChoice       *self);
CarcChoiceKind    carc_choice_get_kind    (CarcChoice       *self);
CarcTarget        carc_choice_get_target  (CarcChoice       *self);
gboolean          carc_choice_on_board    (CarcChoice       *self);
const char       *carc_choice_get_module  (CarcChoice       *self);
const char       *carc_choice_get_name    (CarcChoice       *self);
guint             carc_choice_get_acting  (CarcChoice       *self);

G_END_DECLS
