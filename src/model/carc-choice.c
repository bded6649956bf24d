/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-choice.h"

struct _CarcChoice
{
  GObject         parent_instance;
  CarcAction      action;
  CarcChoiceKind  kind;
  CarcTarget      target;
  const char     *module;  /* the module's id, static; NULL for the core */
  const char     *name;    /* static */
  guint           acting;
};

G_DEFINE_FINAL_TYPE (CarcChoice, carc_choice, G_TYPE_OBJECT)

static void
carc_choice_class_init (CarcChoiceClass *klass)
{
}

static void
carc_choice_init (CarcChoice *self)
{
}

/* @module and @name must outlive the choice (a module's static strings). */
CarcChoice *
carc_choice_new (const CarcAction *action,
                 CarcChoiceKind    kind,
                 CarcTarget        target,
                 const char       *module,
                 const char       *name,
                 guint             acting)
{
  CarcChoice *self = g_object_new (CARC_TYPE_CHOICE, NULL);

  self->action = *action;
  self->kind = kind;
  self->target = target;
  self->module = module;
  self->name = name;
  self->acting = acting;
  return self;
}

const CarcAction *
carc_choice_get_action (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), NULL);
  return &self->action;
}

CarcChoiceKind
carc_choice_get_kind (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), CARC_CHOICE_PLACE_TILE);
  return self->kind;
}

CarcTarget
carc_choice_get_target (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), CARC_TARGET_BUTTON);
  return self->target;
}

/* Whether the choice is a module's that points at the board (a cell, a
 * tile or a segment), not at a button or a player of the side panel. */
gboolean
carc_choice_on_board (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), FALSE);
  return self->kind == CARC_CHOICE_MODULE
         && (self->target == CARC_TARGET_CELL || self->target == CARC_TARGET_TILE
             || self->target == CARC_TARGET_SEGMENT);
}

const char *
carc_choice_get_module (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), NULL);
  return self->module;
}

/* The action's name: "place-tile", "place-figure", "skip", "chance", or
 * the module's name for it. */
const char *
carc_choice_get_name (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), NULL);
  return self->name;
}

/* Who decides it: the player whose turn it is, or another a module asks. */
guint
carc_choice_get_acting (CarcChoice *self)
{
  g_return_val_if_fail (CARC_IS_CHOICE (self), 0);
  return self->acting;
}
