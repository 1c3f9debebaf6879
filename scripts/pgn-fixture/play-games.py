import subprocess, random, sys
N = int(sys.argv[1]); seed = int(sys.argv[2])
rnd = random.Random(seed)
p = subprocess.Popen(["/usr/games/fairy-stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(prefix):
    lines = []
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit("engine died")
        l = l.strip(); lines.append(l)
        if l.startswith(prefix): return lines
send("uci"); until("uciok")
send("setoption name Threads value 1"); send("setoption name Hash value 4")
send("isready"); until("readyok")
for g in range(N):
    send("ucinewgame")
    moves = []
    rand_rate = rnd.choice([0.05, 0.15, 0.3])
    opening = rnd.randint(2, 10)
    result = "*"
    seen = {}
    while len(moves) < 240:
        pos = "position startpos" + (" moves " + " ".join(moves) if moves else "")
        send(pos); send("d")
        fen = [l for l in until("Checkers") if l.startswith("Fen:")][0].split()[1:]
        key = " ".join(fen[:4]); seen[key] = seen.get(key, 0) + 1
        if seen[key] >= 3 or int(fen[4]) >= 100:
            result = "1/2-1/2"
            break
        send(pos); send("go perft 1")
        lines = until("Nodes searched")
        legal = [l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes")]
        if not legal:
            break
        if len(moves) < opening or rnd.random() < rand_rate:
            mv = rnd.choice(legal)
        else:
            send(pos); send("go nodes %d" % rnd.choice([50, 200, 800]))
            mv = until("bestmove")[-1].split()[1]
        moves.append(mv)
    out = ['[Event "Overtake test games"]', '[Site "generated with Fairy-Stockfish"]', '[Date "2026.11.27"]',
           '[Round "%d"]' % (g + 1), '[White "fairy-stockfish"]', '[Black "fairy-stockfish"]', '[Result "%s"]' % result, '']
    body = []
    for i, m in enumerate(moves):
        if i % 2 == 0: body.append("%d." % (i // 2 + 1))
        body.append(m)
    body.append(result)
    print("\n".join(out)); print(" ".join(body)); print()
send("quit")
