#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP: what a screen reader finds of a game played from several
computers, through at-spi only, with check-accessible.py's session and
helpers.

check-accessible-net.py PROGRAM starts the program with settings of its own
(three players, the third at another computer, hosted on loopback at a port
the system chooses) and checks that each seat's menu says whose seat it is,
on a campaign level's page ("Who plays: Red") and in the new-game dialog
("Who plays: Player 1 (Red)"), that every control of the level's page
is named with a colour played elsewhere (its address and port too, each
Play button described by its level), and that the header bar's Players
at Other Computers popover, once the game is hosted, is a dialog of that
name whose every control has a name and a role, the seat's group named by
its presence."""
import importlib.util
import os
import shutil
import sys
import tempfile
import time

# Its session bus and display are set up as it is loaded.
_spec = importlib.util.spec_from_file_location(
    'check_accessible', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'check-accessible.py'))
ca = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ca)

SETTINGS = ('[io/github/carcassonne/Carcassonne]\nplayer-count=3\n'
            'player-seats=[-1, 0, -2, -1, -1, -1]\n'
            "host-address='127.0.0.1'\nhost-port=0\n")
KNOWN_ROLES = ca.CONTROLS | {'text', 'entry', 'label'}
END, RETURN = 0xff57, 0xff0d  # key symbols


def nodes(root):
    """Every node under @root, but those of a window going away under the
    walk (at-spi may list it a moment longer, its nodes gone)."""
    found = []

    def walk(node):
        try:
            found.append((node.getRoleName(), node))
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception:
            return
        for child in children:
            if child is not None:
                walk(child)
    walk(root)
    return found


def seat_menus(root):
    return [node for role, node in nodes(root) if role == 'combo box'
            and (node.name or '').startswith('Who plays')]


def check(n, ok, what, details=()):
    print(f'{"ok" if ok else "not ok"} {n} - {what}')
    for line in details if not ok else ():
        print(f'# {line}')
    return 0 if ok else 1


def level_page(app, n):
    """The campaign's level page: one menu a colour of the team, each named
    by the colour as its row is titled."""
    ca.button(app, 'Mists over Carcassonne').queryAction().doAction(0)
    seen = {}

    def named():
        """The rows' titles and the menus' names, once they agree (the page
        makes its rows again as it is shown: a walk may meet rows gone)."""
        try:
            rows = [node.name for role, node in nodes(app) if role == 'list item'
                    and node.parent is not None and node.parent.name == 'Who Plays']
            seen['wanted'] = sorted(f'Who plays: {row}' for row in rows)
            seen['names'] = sorted(menu.name for menu in seat_menus(app))
        except Exception:
            return None
        return rows and seen['names'] == seen['wanted'] or None
    ok = ca.wait_for(named)
    names, wanted = seen.get('names', []), seen.get('wanted', [])
    failed = check(n, ok is not None, f'the level page: {len(names)} seat menus, each named by its colour',
                   [f'menus {names}', f'rows {wanted}'])
    # The last colour played at another computer (the menu's last entry,
    # by keys as a screen reader's user chooses it): the address and port
    # to host on appear, named too.
    last = [node for role, node in nodes(app) if role == 'push button' and node.name == wanted[-1]] if ok else []
    if last:
        last[0].queryAction().doAction(0)
        time.sleep(0.5)
        for key in (END, RETURN):
            ca.pyatspi.Registry.generateKeyboardEvent(key, None, ca.pyatspi.KEY_SYM)
    host = ca.wait_for(lambda: [(role, node) for role, node in nodes(app) if role in ('text', 'spin button')
                                and (node.name or '').startswith(('Address', 'Port'))] or None) or []
    page = [(role, node) for role, node in nodes(app) if role in ca.CONTROLS or role in ('text', 'entry')]
    bad = ca.unnamed(page)
    # Each level's Play button says which level's it is.
    plays = [node.description for role, node in page if role == 'push button'
             and (node.name or '').replace('_', '').startswith(('Play', 'Play Again'))]
    levels = sorted(set(description.split(' ')[1] for description in plays if description.startswith('Level ')))
    failed |= check(n + 1, len(host) == 2 and not bad and len(levels) == len(plays) > 0,
                    f'the level page with a colour played elsewhere: its address and port named, {len(page)} '
                    f'controls, every one named, {len(plays)} Play buttons each described by its level',
                    [f'address and port {[node.name for _, node in host]}', f'unnamed {bad}', f'Play {plays}'])
    ca.wait_for(lambda: ca.button(app, 'Back')).queryAction().doAction(0)
    return failed


def new_game(app, n):
    """The new-game dialog's seat menus, named by their rows, and Start."""
    ca.wait_for(lambda: ca.button(app, 'New Game')).queryAction().doAction(0)
    dialog = ca.wait_for(lambda: next((app.getChildAtIndex(i) for i in range(app.childCount)
                                       if app.getChildAtIndex(i).name == 'New Game'), None))
    start = dialog and ca.wait_for(lambda: ca.button(dialog, 'Start'))
    names = [menu.name for menu in seat_menus(dialog)] if dialog else []
    wanted = ['Who plays: Player 1 (Red)', 'Who plays: Player 2 (Green)', 'Who plays: Player 3 (Blue)']
    failed = check(n, names[:3] == wanted, 'the new-game dialog: each seat menu named by its row', [f'{names}'])
    if start:
        start.queryAction().doAction(0)
    return failed


def popover(app, n):
    """The hosted game's popover: a dialog named as its button, every
    control in it named, the remote seat's group named by its presence."""
    def find():
        found = [node for role, node in nodes(app) if role == 'dialog' and node.name == 'Players at Other Computers']
        try:
            return found[0] if found and ca.button(found[0], 'Copy') is not None else None
        except Exception:
            return None
    dialog = ca.wait_for(find)
    if dialog is None:
        return check(n, False, 'the popover of the hosted game: never shown as a dialog')
    inside = nodes(dialog)
    controls = [(role, node) for role, node in inside if role in ca.CONTROLS or role in ('text', 'entry')]
    bad = ca.unnamed(controls)
    groups = [node.name for role, node in inside if role == 'panel' and (node.name or '').startswith('Blue: ')]
    buttons = sorted((node.name or '').split(' Copy Link')[0].split(' Hand to the Computer')[0]
                     for role, node in controls if role == 'push button')
    ok = not bad and groups == ['Blue: waiting to join'] and buttons == [
        'Copy the invitation for Blue', 'Hand the seat of Blue to the computer']
    return check(n, ok, f'the popover of the hosted game: {len(controls)} controls, every one named',
                 [f'unnamed {bad}', f'groups {groups}', f'buttons {buttons}'] + [
                     f'{role} {node.name!r}' for role, node in inside if role not in KNOWN_ROLES
                     and role not in ('panel', 'filler', 'dialog')])


def main():
    home = tempfile.mkdtemp()
    os.makedirs(home + '/config/glib-2.0/settings')
    with open(home + '/config/glib-2.0/settings/keyfile', 'w', encoding='utf-8') as f:
        f.write(SETTINGS)
    env = dict(os.environ, GTK_A11Y='atspi', NO_AT_BRIDGE='0', GSETTINGS_BACKEND='keyfile',
               XDG_DATA_HOME=home + '/data', XDG_CONFIG_HOME=home + '/config', LANGUAGE='en', LC_ALL='C.UTF-8')
    env.pop('G_DEBUG', None)
    errors = tempfile.TemporaryFile(mode='w+')
    print('1..4')
    proc, app = ca.launch([sys.argv[1]], env, errors,
                          lambda proc: ca.wait_for(lambda: ca.program() if proc.poll() is None else False))
    try:
        if not app:
            return ca.never_showed(proc, errors)
        ca.wait_for(lambda: ca.button(app, 'Mists over Carcassonne'))
        return level_page(app, 1) | new_game(app, 3) | popover(app, 4)
    finally:
        proc.terminate()
        proc.wait()
        ca.DAEMON.terminate()
        ca.DAEMON.wait()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
