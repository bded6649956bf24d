/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* Each fuzz target defines these: what it needs before its first input
 * (the modules that come with the program), and one input, loaded or
 * refused cleanly. */
int LLVMFuzzerInitialize (int      *argc,
                          char   ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
