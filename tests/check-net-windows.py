#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP: two people at two computers play a game to its end from the link.

check-net-windows.py PROGRAM OUTDIR starts two X servers of its own (Xvfb,
each on a free display) and the program once on each, as two computers
would.  On the first, the new game remembered in the settings (Ann here,
Ben at another computer, on loopback) is started with Ctrl+N and Alt+S:
the game is hosted and the invitation shows; its Copy Link button (Alt+C)
puts the link on that display's clipboard, where this script reads it.
The second program is started with the link as its argument, as the
desktop would for a carcassonne:// link, and joins Ben's seat.  Then each
person plays by keys alone, as a player who asks for a hint would: Ctrl+H
puts the suggested move under the keyboard cursor, Enter places the tile
and then the figure.  The game is over when the host's autosave says so.
Screenshots of both displays: net-windows-*.png in OUTDIR.

Nothing but keys goes in; the host's autosave is the only file read.
Not a test of the suites: it starts X servers of its own."""
import os
import re
import subprocess
import sys
import tempfile
import time

PROGRAM, OUTDIR = sys.argv[1], sys.argv[2]
SCHEMAS = os.environ.get('GSETTINGS_SCHEMA_DIR')
DEADLINE = time.monotonic() + 1500


def xvfb():
    read, write = os.pipe()
    server = subprocess.Popen(['Xvfb', '-displayfd', str(write), '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'],
                              pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    number = b''
    while not number.endswith(b'\n'):
        number += os.read(read, 16)
    os.close(read)
    return server, ':' + number.decode().strip()


def environment(display, home, keyfile):
    env = dict(os.environ, DISPLAY=display, XDG_DATA_HOME=home + '/data', XDG_CONFIG_HOME=home + '/config',
               GSK_RENDERER='cairo', GTK_A11Y='none', CARC_STRONG_PLAYOUTS='300', NO_AT_BRIDGE='1')
    env['GSETTINGS_BACKEND'] = 'keyfile' if keyfile else 'memory'
    env.pop('WAYLAND_DISPLAY', None)
    if SCHEMAS:
        env['GSETTINGS_SCHEMA_DIR'] = SCHEMAS
    return env


def xdotool(display, *args):
    return subprocess.run(['xdotool'] + list(args), env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True).stdout.strip()


def window_of(display, name):
    for _ in range(600):
        found = xdotool(display, 'search', '--onlyvisible', '--name', name)
        if found:
            return found.split()[-1]
        time.sleep(0.1)
    return None


def keys(display, window, *names):
    xdotool(display, 'windowfocus', '--sync', window)
    for name in names:
        xdotool(display, 'key', '--clearmodifiers', name)
        time.sleep(0.15)


CLIPBOARD = '''
import gi, sys
gi.require_version("Gtk", "4.0"); gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk
Gtk.init()
loop = GLib.MainLoop()
def done(clipboard, result):
    try:
        print(clipboard.read_text_finish(result) or "")
    except GLib.Error:
        print("")
    loop.quit()
Gdk.Display.get_default().get_clipboard().read_text_async(None, done)
loop.run()
'''


def clipboard(display):
    return subprocess.run(['/usr/bin/python3', '-c', CLIPBOARD], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True, timeout=30).stdout.strip()


def shot(display, name):
    subprocess.run(['import', '-display', display, '-window', 'root', os.path.join(OUTDIR, name)],
                   stderr=subprocess.DEVNULL)


def autosave(home):
    try:
        with open(os.path.join(home, 'data', 'carcassonne', 'autosave.carcassonne'), encoding='utf-8') as f:
            return f.read()
    except OSError:
        return ''


def main():
    print('1..3')
    servers, programs = [], []
    with tempfile.TemporaryDirectory() as tmp:
        try:
            (server_a, a), (server_b, b) = xvfb(), xvfb()
            servers += [server_a, server_b]
            home_a, home_b = tmp + '/a', tmp + '/b'
            os.makedirs(home_a + '/config/glib-2.0/settings')
            with open(home_a + '/config/glib-2.0/settings/keyfile', 'w', encoding='utf-8') as f:
                f.write('[io/github/carcassonne/Carcassonne]\nplayer-count=2\n'
                        "player-names=['Ann', 'Ben']\nplayer-seats=[-1, -2, -1, -1, -1, -1]\n"
                        "host-address='127.0.0.1'\nhost-port=0\nno-farmers=true\n")
            programs.append(subprocess.Popen([PROGRAM], env=environment(a, home_a, True),
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            host = window_of(a, '^Carcassonne$')
            keys(a, host, 'ctrl+n')
            dialog = window_of(a, '^New Game$')
            keys(a, dialog, 'alt+s')
            # Copied once the game is hosted: asked again until it is, however
            # busy the machine.
            invitation = r'carcassonne://127\.0\.0\.1:\d+/game\?token=[0-9a-f]{64}&fp=[0-9a-f]{64}&seat=1'
            link = ''
            while time.monotonic() < DEADLINE and not re.fullmatch(invitation, link):
                time.sleep(0.5)
                keys(a, host, 'alt+c')
                link = clipboard(a)
            shot(a, 'net-windows-host.png')
            ok = re.fullmatch(invitation, link)
            print(('ok' if ok else 'not ok') + ' 1 - the host shows an invitation to copy: ' + (link[:40] or 'none'))
            if not ok:
                return 1
            keys(a, host, 'Escape')

            programs.append(subprocess.Popen([PROGRAM, link], env=environment(b, home_b, False),
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            joined = window_of(b, '^Carcassonne$')
            time.sleep(3)
            shot(b, 'net-windows-joined.png')
            moves = 0
            while time.monotonic() < DEADLINE and 'over="true"' not in autosave(home_a):
                for display, window in ((a, host), (b, joined)):
                    keys(display, window, 'ctrl+h')
                    time.sleep(0.6)
                    keys(display, window, 'Return')
                    time.sleep(0.4)
                    keys(display, window, 'Return')
                moves += 1
                if moves == 20:
                    shot(a, 'net-windows-host-playing.png')
                    shot(b, 'net-windows-joined-playing.png')
            over = 'over="true"' in autosave(home_a)
            print('# the host\'s final scores: ' + ' '.join(re.findall(r'points="(\d+)"', autosave(home_a))))
            print(('ok' if over else 'not ok') + ' 2 - the two play the game to its end, each at its own display')
            time.sleep(2)
            shot(a, 'net-windows-host-end.png')
            shot(b, 'net-windows-joined-end.png')
            alive = all(p.poll() is None for p in programs)
            print(('ok' if alive else 'not ok') + ' 3 - both programs still run')
            return 0 if over and alive else 1
        finally:
            for p in programs + servers:
                p.terminate()
            for p in programs + servers:
                try:
                    p.wait(10)
                except subprocess.TimeoutExpired:
                    p.kill()


sys.exit(main())
