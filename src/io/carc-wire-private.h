/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the protocol's writer and reader share (carc-wire*.c). */
#include "carc-wire.h"

G_BEGIN_DECLS

typedef enum
{
  CARC_WIRE_CONTENT_NONE,
  CARC_WIRE_CONTENT_TEXT,    /* a chat line */
  CARC_WIRE_CONTENT_ACTION,  /* one action */
  CARC_WIRE_CONTENT_STEP,    /* one action and the items it made known */
  CARC_WIRE_CONTENT_LOG,     /* the whole log and everything known */
} CarcWireContent;

typedef struct
{
  const char      *element;
  const char      *attributes;  /* every one required, no other allowed */
  CarcWireContent  content;
  gboolean         from_host;
} CarcWireSpec;

extern const CarcWireSpec carc_wire_specs[CARC_WIRE_N_KINDS];
extern const char * const carc_wire_presence_names[CARC_WIRE_N_PRESENCES];

G_END_DECLS
