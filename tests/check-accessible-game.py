#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP: a whole game played as a screen reader's user plays it.

check-accessible-game.py PROGRAM starts the program as check-accessible.py
does (a D-Bus session of its own, on the test's display), opens the
new-game dialog, makes the second seat an easy computer player and plays
the classic game to its final scores with key presses alone, reading only
what at-spi exposes: the board's description (what is under the keyboard
cursor, whether the tile in hand fits there and where it fits nearest,
the decision asked), the status the board page announces, and the scoring
page's words.  Nothing of the program's files or insides is read.

Every wait is a number of polls, never a time: the verdict is the same on
a slow machine, only later."""
import importlib
import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Its own session bus, and the walks of the tree (imported as it is named).
atspi_check = importlib.import_module('check-accessible')

import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

POLLS = 1200  # polls for one change the program should show
MOVES = 2000  # changes seen in the whole game (keys and the computer's moves), at most
PERSON = 'Red'

KEYS = {'Right': 0xff53, 'Left': 0xff51, 'Up': 0xff52, 'Down': 0xff54, 'Return': 0xff0d, 's': 0x73}
STEPS = {'east': 'Right', 'west': 'Left', 'north': 'Up', 'south': 'Down'}

descriptions_changed = []


def pump():
    """Lets at-spi's events in (its cache of names and descriptions
    follows them), then waits a little."""
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass
    time.sleep(0.05)


def poll(find):
    for _ in range(POLLS):
        pump()
        found = find()
        if found:
            return found
    return None


def press(key):
    pyatspi.Registry.generateKeyboardEvent(KEYS[key], None, pyatspi.KEY_SYM)


def find_all(root, role=None, name=None):
    found = []
    atspi_check.walk(root, found)
    return [node for r, node in found
            if (role is None or r == role) and (name is None or (node.name or '') == name)]


def text_of(node):
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return ''


def description_changed(event):
    if event.source is not None and event.source.name == 'Board':
        descriptions_changed.append(event.any_data)


def new_game(app, window):
    """The start page's New Game, the dialog's second seat an easy
    computer player (its menu opened, one step down, Enter), Start."""
    atspi_check.wait_for(lambda: atspi_check.button(window, 'New Game')).queryAction().doAction(0)
    dialog = poll(lambda: next((app.getChildAtIndex(i) for i in range(app.childCount)
                                if app.getChildAtIndex(i).name == 'New Game'), None))
    if dialog is None or poll(lambda: atspi_check.button(dialog, 'Start')) is None:
        return 'the new-game dialog never showed'
    # The second seat's menu, named "Who plays: Player 2 (…)".
    seat = [n for n in find_all(dialog, 'push button') if (n.name or '').startswith('Who plays')][1]
    seat.queryAction().doAction(0)
    for _ in range(POLLS):
        press('Down')
        press('Return')
        if poll(lambda: any(text_of(n) == 'Easy' for n in find_all(seat, 'label'))):
            break
    else:
        return 'the second seat never became an easy computer player'
    atspi_check.button(dialog, 'Start').queryAction().doAction(0)
    return None


def next_key(description):
    """The key a player who hears @description presses, or None while the
    computer plays."""
    if f'{PERSON}: place the tile' in description:
        if re.match(r'-?\d+, -?\d+: the tile fits here\.', description):
            return 'Return'
        way = re.search(r'It fits (\d+) cells? (east|west|north|south)', description)
        return STEPS[way.group(2)] if way else 'Right'
    if f'{PERSON}: place a meeple or skip' in description:
        # A meeple on the first spot offered, none when there is no spot.
        return 'Return' if re.match(r'Spot \d+ of \d+:', description) else 's'
    if f'{PERSON} decides' in description:
        return 'Return'
    return None


SAMPLES = (r'^Spot \d+ of \d+: ', r'^-?\d+, -?\d+: [^.]*\. \w+’s meeple on ', r'It would complete ')


def play(board, status, heard, samples):
    """Plays to the game's end, gathering in @heard what the status said
    and in @samples the first description of each kind in SAMPLES;
    returns how many tiles the person placed, or None when the game did
    not end within the budget."""
    tiles = 0
    last = None
    for _ in range(MOVES):
        # The next change: after a key, or the computer's move.  A key
        # that changed nothing is pressed again.
        description = poll(lambda: board.description if board.description != last else None) or board.description
        last = description
        heard.add(status.name or '')
        for sample in SAMPLES:
            if sample not in samples and re.search(sample, description):
                samples[sample] = description
        if 'The game is over' in description:
            return tiles
        key = next_key(description)
        if key == 'Return' and 'the tile fits here' in description:
            tiles += 1
        if key is not None:
            press(key)
    return None


def main():
    data = tempfile.mkdtemp()
    env = dict(os.environ, GTK_A11Y='atspi', NO_AT_BRIDGE='0', GSETTINGS_BACKEND='memory',
               XDG_DATA_HOME=data, LANGUAGE='en', LC_ALL='C.UTF-8')
    env.pop('G_DEBUG', None)
    atspi_check.display_ready()
    errors = tempfile.TemporaryFile(mode='w+')
    pyatspi.Registry.registerEventListener(description_changed, 'object:property-change:accessible-description')
    print('1..4')
    failed = 0
    proc, app = atspi_check.launch([sys.argv[1]], env, errors,
                                   lambda proc: poll(lambda: atspi_check.program() if proc.poll() is None else False))
    try:
        if not app:
            return atspi_check.never_showed(proc, errors)
        window = poll(lambda: app.getChildAtIndex(0) if app.childCount > 0 else None)
        problem = new_game(app, window)
        if problem:
            print(f'Bail out! {problem}')
            return 1
        board = poll(lambda: next(iter(find_all(window, 'table', 'Board')), None))
        status = poll(lambda: next(iter(find_all(window, 'status bar')), None))
        if board is None or status is None:
            print('Bail out! no board or no status on the board page')
            return 1

        # 1: the board's description follows the arrow keys.
        # The pointer rests off the window, as a screen reader's user
        # leaves it: a pointer moving over the board takes the place of
        # the keyboard cursor.
        extents = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        pyatspi.Registry.generateMouseEvent(extents.x + extents.width + 1, extents.y + extents.height + 1,
                                            pyatspi.MOUSE_ABS)
        # The keys go to the board once its window is active again after
        # the dialog, and the board has the focus.
        poll(lambda: f'{PERSON}: place the tile' in board.description
             and window.getState().contains(pyatspi.STATE_ACTIVE)
             and board.getState().contains(pyatspi.STATE_FOCUSED))
        # The first arrow only shows the cursor, on a cell where the tile
        # fits: nothing to hear changing.
        press('Right')
        seen = [board.description]
        for key in ('Up', 'Up', 'Left'):
            press(key)
            seen.append(poll(lambda: board.description if board.description != seen[-1] else None))
        if None in seen or len(set(seen)) != len(seen) or not descriptions_changed:
            failed = 1
            print('not ok 1 - the board\'s description changes with each arrow key, and at-spi says so')
        else:
            print(f'ok 1 - the board\'s description changes with each arrow key, '
                  f'and at-spi said so {len(descriptions_changed)} times')
        for words in seen:
            print(f'# {words}')

        # 2: a whole game, by the keys and the words.
        heard = set()
        samples = {}
        tiles = play(board, status, heard, samples)
        if tiles is None:
            failed = 1
            print('not ok 2 - a whole game played by the keys and at-spi')
            print(f'# the last description: {board.description}')
        else:
            print(f'ok 2 - a whole game played by the keys and at-spi ({tiles} tiles placed by the person)')
        for words in samples.values():
            print(f'# {words}')

        # 3: the status told the computer's moves and the points.
        computer = sorted(s for s in heard if re.search(r'Green placed a tile at -?\d+, -?\d+', s))
        scores = [s for s in heard if re.search(r'Scores: Red \d+, Green \d+\.', s)]
        final = poll(lambda: status.name if 'The game is over' in (status.name or '') else None)
        if computer and scores and final:
            print(f'ok 3 - the status told {len(heard)} changes, the computer\'s moves and the scores')
        else:
            failed = 1
            print(f'not ok 3 - the status told {len(heard)} changes, the computer\'s moves and the scores')
        print(f'# {computer[0] if computer else "no move of the computer heard"}')
        print(f'# the last: {status.name}')

        # 4: the scoring page says who won and with how many points.
        def scoring():
            words = [text_of(n) for n in find_all(window, 'label')]
            return next((w for w in words if w.endswith(' wins!') or w.endswith(' share the victory!')), None)

        headline = poll(scoring)
        if headline:
            print(f'ok 4 - the final scores: {headline}')
        else:
            failed = 1
            print('not ok 4 - the final scores never showed')
    finally:
        proc.terminate()
        proc.wait()
        atspi_check.DAEMON.terminate()
        atspi_check.DAEMON.wait()
    return failed


if __name__ == '__main__':
    sys.exit(main())
