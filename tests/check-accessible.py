#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP: what a screen reader finds in the program, through at-spi only.

check-accessible.py PROGRAM starts a D-Bus session of its own (the
accessibility bus and registry come with it), starts the program in it on
the test's display, and walks its accessible tree on the start page, in the
new-game dialog and on the board of a game started from it, pressing the
buttons through at-spi as a screen reader's user would.  Every control
(button, toggle, spin, menu, switch, check box) must have a name that is
not a widget's class name."""
import ctypes
import ctypes.util
import os
import subprocess
import sys
import tempfile
import time


def own_session_bus():
    """A session bus for this test alone, whose services (the at-spi
    registry) write nowhere near the TAP output."""
    read, write = os.pipe()
    daemon = subprocess.Popen(['dbus-daemon', '--session', '--nofork', f'--print-address={write}'],
                              pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as address:
        os.environ['DBUS_SESSION_BUS_ADDRESS'] = address.readline().strip()
    return daemon


def xlib():
    """libX11, or None."""
    try:
        return ctypes.CDLL(ctypes.util.find_library('X11') or 'libX11.so.6')
    except OSError:
        return None


def display_ready():
    """Waits until the test's display's server listens and takes a
    client (a busy server may refuse one for a moment)."""
    display = os.environ.get('DISPLAY', '')
    if display.startswith(':'):
        socket = f'/tmp/.X11-unix/X{display[1:].split(".")[0]}'
        for _ in range(600):
            if os.path.exists(socket):
                break
            time.sleep(0.1)
    x = xlib()
    if x is None:
        return
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    for _ in range(600):
        opened = x.XOpenDisplay(None)
        if opened:
            x.XCloseDisplay(opened)
            return
        time.sleep(0.1)


def never_showed(proc, errors):
    """Says that the program never showed on at-spi, with the last lines
    it wrote: the TAP plan's bail out, and the exit status to return."""
    errors.seek(0)
    print(f'Bail out! the program never showed on at-spi (exit status {proc.poll()})')
    for line in errors.read().splitlines()[-10:]:
        print(f'# {line}')
    return 1


def launch(argv, env, errors, find):
    """Starts the program and waits for @find to see it on at-spi; a start
    the display refused (it printed so and left) is tried again once the
    display takes clients, twice at most.  Returns the process and what
    @find found, or None."""
    for attempt in range(3):
        errors.seek(0)
        errors.truncate()
        proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        found = find(proc)
        if found:
            return proc, found
        errors.seek(0)
        if proc.poll() is None or 'cannot open display' not in errors.read():
            return proc, None
        display_ready()
    return proc, None


def forget_other_accessibility_bus():
    """An earlier program on the display may have started an accessibility
    bus of its own session and named it on the root window (AT_SPI_BUS);
    the program and this test would each find a different one.  Without
    the name, both ask this test's session bus."""
    x11 = xlib()
    if x11 is None:
        return
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XDeleteProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        return
    atom = x11.XInternAtom(display, b'AT_SPI_BUS', 1)
    if atom:
        x11.XDeleteProperty(display, x11.XDefaultRootWindow(display), atom)
    x11.XCloseDisplay(display)


DAEMON = own_session_bus()
display_ready()
forget_other_accessibility_bus()

import pyatspi  # noqa: E402  (it joins the session bus as it is imported)

CONTROLS = {'push button', 'toggle button', 'spin button', 'combo box', 'check box',
            'menu button', 'switch', 'toggle switch', 'radio button', 'slider'}
STEPS = 600  # waits of 0.1 s for the program to show what is asked


def wait_for(find):
    for _ in range(STEPS):
        found = find()
        if found is not None:
            return found
        time.sleep(0.1)
    return None


def program():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or '').lower() == 'carcassonne':
            return app
    return None


def walk(node, found):
    try:
        role = node.getRoleName()
    except Exception:
        return
    found.append((role, node))
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            walk(child, found)


def controls(root):
    found = []
    walk(root, found)
    return [(role, node) for role, node in found if role in CONTROLS]


def unnamed(nodes):
    return [(role, node.name) for role, node in nodes
            if not (node.name or '').strip() or (node.name or '').startswith('Gtk')]


def button(root, name):
    """The push button under @root that says @name (GTK 4.8 may say its
    label twice, once with the mnemonic's underscore)."""
    for role, node in controls(root):
        if role == 'push button' and (node.name or '').replace('_', '').startswith(name):
            return node
    return None


def main():
    n = 0
    failed = 0
    data = tempfile.mkdtemp()
    env = dict(os.environ, GTK_A11Y='atspi', NO_AT_BRIDGE='0', GSETTINGS_BACKEND='memory',
               XDG_DATA_HOME=data, LANGUAGE='en', LC_ALL='C.UTF-8')
    # The program as a player runs it: a warning of the desktop around it
    # (a portal, the accessibility bus starting) is no reason to abort.
    env.pop('G_DEBUG', None)
    errors = tempfile.TemporaryFile(mode='w+')
    print('1..3')
    proc, app = launch([sys.argv[1]], env, errors,
                       lambda proc: wait_for(lambda: program() if proc.poll() is None else False))
    try:
        if not app:
            return never_showed(proc, errors)
        views = [('the start page', lambda: app.getChildAtIndex(0) if app.childCount > 0 else None)]

        def dialog():
            return next((app.getChildAtIndex(i) for i in range(app.childCount)
                         if app.getChildAtIndex(i).name == 'New Game'), None)

        for step, (what, find) in enumerate([
                ('the start page', lambda: app.getChildAtIndex(0) if app.childCount > 0 else None),
                ('the new-game dialog', dialog),
                ('the board of a new game', lambda: app.getChildAtIndex(0) if dialog() is None else None)]):
            root = wait_for(find)
            if step == 1 and root is not None:
                # The dialog lays out its rows when it is shown: wait for its Start.
                wait_for(lambda: button(root, 'Start'))
            n += 1
            if root is None:
                print(f'not ok {n} - {what}: never shown')
                failed = 1
                continue
            nodes = controls(root)
            bad = unnamed(nodes)
            if bad:
                failed = 1
                print(f'not ok {n} - {what}: {len(nodes)} controls, {len(bad)} without a name')
                for role, name in bad:
                    print(f'# {role} {name!r}')
            else:
                print(f'ok {n} - {what}: {len(nodes)} controls, every one named')
            # On to the next view, as a screen reader's user would go.
            if step == 0:
                target = wait_for(lambda: button(root, 'New Game'))
            elif step == 1:
                target = button(root, 'Start')
            else:
                target = None
            if target is not None:
                target.queryAction().doAction(0)
    finally:
        proc.terminate()
        proc.wait()
        DAEMON.terminate()
        DAEMON.wait()
    return failed


if __name__ == '__main__':
    sys.exit(main())
