#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The measures of a game played from several computers, on loopback
(docs/network-protocol.md, "Measures"): bytes per game, the time from a
remote player's action to the other players' games, the host's memory.

    python3 build-aux/net-measures.py BUILD/src/tools/carcassonne-cli [--seeds 7]

Each game is one carcassonne-cli host and one carcassonne-cli join per
remote seat, every seat an easy computer player.  The joins print TIME
lines (--times): the monotonic clock, which the processes of one machine
share, when a join sends its action of log position seq and when the step
of position seq reaches another join's game.  A measure, not a test: the
numbers follow the machine's load."""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

MODULES = "river,flying-machines,messages"


def play(cli, players, remote, seed, work):
    """Plays one game; returns the host's STATS, each join's STATS and the
    times from each join's action to each other join's game, in µs."""
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "data"))
    out = open(os.path.join(work, "host.out"), "w+")
    host = subprocess.Popen([cli, "host", "--address", "127.0.0.1", "--port", "0", "--players", str(players),
                             "--remote", str(remote), "--modules", MODULES, "--seed", str(seed)],
                            stdout=out, stderr=subprocess.PIPE, text=True, env=env)
    links = []
    while len(links) < remote and host.poll() is None:
        time.sleep(0.05)
        out.seek(0)
        links = [line.split()[1] for line in out if line.startswith("INVITE ")]
    joins = [subprocess.Popen([cli, "join", link, "--computer", "easy", "--times"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for link in links]
    results = [j.communicate() for j in joins]
    _, host_err = host.communicate()
    out.seek(0)
    finals = {line for line in out if line.startswith("FINAL ")} | {o for o, _ in results}
    if host.returncode != 0 or any(j.returncode != 0 for j in joins) or len(finals) != 1:
        sys.exit("the game of seed %d did not end alike everywhere:\n%s%s" % (seed, host_err, results))
    stats = dict(re.findall(r"(\S+)=(\d+)", re.search(r"^STATS host .*$", host_err, re.M).group(0)))
    join_stats, acts, steps = [], [], []
    for _, err in results:
        join_stats.append(dict(re.findall(r"(\S+)=(\d+)", re.search(r"^STATS join .*$", err, re.M).group(0))))
        acts.append({int(s): int(t) for s, t in re.findall(r"^TIME act (\d+) (\d+)$", err, re.M)})
        steps.append({int(s): int(t) for s, t in re.findall(r"^TIME step (\d+) (\d+)$", err, re.M)})
    delays = [steps[b][seq] - sent for a in range(len(acts)) for seq, sent in acts[a].items()
              for b in range(len(steps)) if b != a and seq in steps[b]]
    return {k: int(v) for k, v in stats.items()}, [{k: int(v) for k, v in s.items()} for s in join_stats], delays


def summary(values, unit=""):
    values = sorted(values)
    return "%s%s (%s–%s)" % (format_number(statistics.median(values)), unit, format_number(values[0]),
                             format_number(values[-1]))


def format_number(value):
    return "{:,}".format(round(value))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--seeds", type=int, default=7)
    args = parser.parse_args()
    seeds = range(1, args.seeds + 1)
    with tempfile.TemporaryDirectory() as work:
        games = {}
        for players, remote in ((3, 2), (6, 6), (6, 0)):
            games[(players, remote)] = [play(args.cli, players, remote, seed, work) for seed in seeds]
    print("Seeds %d–%d, modules %s; median (range) over the games.\n" % (seeds[0], seeds[-1], MODULES))
    print("| game | host sent | host sent and received | a player received | a player sent and received |")
    print("| --- | --- | --- | --- | --- |")
    for key in ((3, 2), (6, 6)):
        runs = games[key]
        print("| %d players, %d at other computers | %s B | %s B | %s B | %s B |" % (
            key[0], key[1], summary([h["sent"] for h, _, _ in runs]), summary([h["bytes"] for h, _, _ in runs]),
            summary([j["received"] for _, js, _ in runs for j in js]),
            summary([j["bytes"] for _, js, _ in runs for j in js])))
    print("\n| game | pairs timed (an action, another player) | a player's action to another player's game: median | 90th percentile |"
          " own action to own step (round-trip-median-us) |")
    print("| --- | --- | --- | --- | --- |")
    for key in ((3, 2), (6, 6)):
        runs = games[key]
        print("| %d players, %d at other computers | %s a game | %s µs | %s µs | %s µs |" % (
            key[0], key[1], summary([len(d) for _, _, d in runs]),
            summary([statistics.median(d) for _, _, d in runs]),
            summary([statistics.quantiles(d, n=10)[8] for _, _, d in runs]),
            summary([j["round-trip-median-us"] for _, js, _ in runs for j in js])))
    print("\n| host | peak resident memory (VmHWM) | resident once listening | growth to the peak |")
    print("| --- | --- | --- | --- |")
    for key, name in (((6, 6), "6 players, all 6 at other computers"), ((6, 0), "6 players, all played by the host")):
        runs = games[key]
        print("| %s | %s KiB | %s KiB | %s KiB |" % (
            name, summary([h["peak-memory-kib"] for h, _, _ in runs]),
            summary([h["start-memory-kib"] for h, _, _ in runs]),
            summary([h["peak-memory-kib"] - h["start-memory-kib"] for h, _, _ in runs])))


if __name__ == "__main__":
    main()
