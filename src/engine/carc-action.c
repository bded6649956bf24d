/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-action.h"

/* Stable identifiers for logs and the command-line tool; the UI has its
 * own translated sentences for these codes. */
const char *
carc_error_to_string (CarcError error)
{
  switch (error)
    {
    case CARC_OK: return "ok";
    case CARC_ERROR_GAME_OVER: return "game-over";
    case CARC_ERROR_WRONG_DECISION: return "wrong-decision";
    case CARC_ERROR_BAD_ROTATION: return "bad-rotation";
    case CARC_ERROR_OFF_BOARD: return "off-board";
    case CARC_ERROR_CELL_OCCUPIED: return "cell-occupied";
    case CARC_ERROR_NOT_ADJACENT: return "not-adjacent";
    case CARC_ERROR_EDGE_MISMATCH: return "edge-mismatch";
    case CARC_ERROR_NO_SUCH_SEGMENT: return "no-such-segment";
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: return "segment-not-playable";
    case CARC_ERROR_FEATURE_OCCUPIED: return "feature-occupied";
    case CARC_ERROR_NO_FIGURE_LEFT: return "no-figure-left";
    case CARC_ERROR_FIGURE_NOT_ALLOWED: return "figure-not-allowed";
    case CARC_ERROR_MODULE_RULE: return "module-rule";
    case CARC_N_ERRORS:
    default:
      return "unknown";
    }
}

gboolean
carc_action_equal (const CarcAction *a,
                   const CarcAction *b)
{
  return a->kind == b->kind && a->module == b->module
         && a->rotation == b->rotation && a->segment == b->segment
         && a->figure == b->figure && a->choice == b->choice
         && a->x == b->x && a->y == b->y && a->value == b->value;
}

/* The action with only the fields its kind uses, so that logs compare and
 * save exactly (a listed figure action also says where its tile is). */
CarcAction
carc_action_normalize (const CarcAction *action)
{
  CarcAction a = { .kind = action->kind };

  switch ((CarcActionKind) action->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      a.x = action->x;
      a.y = action->y;
      a.rotation = action->rotation;
      break;
    case CARC_ACTION_PLACE_FIGURE:
      a.segment = action->segment;
      a.figure = action->figure;
      a.choice = action->choice;
      break;
    case CARC_ACTION_SKIP_FIGURE:
      break;
    case CARC_ACTION_CHANCE:
      a.module = action->module;
      a.value = action->value;
      break;
    case CARC_ACTION_MODULE:
    default:
      a = *action;
      break;
    }
  return a;
}
