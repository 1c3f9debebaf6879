#!/usr/bin/env python3
"""Writes a PGN stream of about SIZE bytes to standard output without holding it: the games of a
PGN file, repeated, each padded with a comment of PAD bytes after its first move (a comment is
kept in the game's record, so this also shows that one game's comments do not pile up).

    python3 big-stream.py FILE SIZE PAD | java -Xmx256m -jar cli/target/overtake.jar pgn check - | tail -1
"""
import re
import sys


def main():
    path, size, pad = sys.argv[1], int(float(sys.argv[2])), int(float(sys.argv[3]))
    text = open(path, encoding="utf-8").read()
    games = [g.strip() + "\n\n" for g in re.split(r"\n\n(?=\[)", text) if g.strip()]
    comment = "{" + ("padding " * (pad // 8 + 1))[:pad] + "} "
    padded = []
    for g in games:
        # the comment goes after the first move: "1. e4 {...} e5 ..."
        m = re.search(r"\n\n1\. \S+ ", g)
        padded.append((g[: m.end()] + comment + g[m.end():]) if m else g)
    out = sys.stdout.buffer
    written = 0
    while written < size:
        for g in padded:
            b = g.encode("utf-8")
            out.write(b)
            written += len(b)
            if written >= size:
                break
    out.flush()


if __name__ == "__main__":
    main()
