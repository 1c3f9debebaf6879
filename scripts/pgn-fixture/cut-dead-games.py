import re, subprocess, sys
# input: complete raw games (UCI moves); output: SAN games cut where FIDE's dead material
# (bare kings, one minor piece, bishops all on one colour) ends the game
src = sys.argv[1]; dst = sys.argv[2]
fen_out = subprocess.run(["/usr/games/pgn-extract", "-s", "--fencomments", "-Wlalg", "--nochecks", src],
                         capture_output=True, text=True).stdout
def dead(placement):
    knights = bishops = 0; colours = 0
    rank = 7
    for row in placement.split('/'):
        f = 0
        for ch in row:
            if ch.isdigit(): f += int(ch); continue
            t = ch.lower()
            if t == 'n': knights += 1
            elif t == 'b':
                bishops += 1; colours |= 1 << ((f + rank) & 1)
            elif t != 'k': return False
            f += 1
        rank -= 1
    if knights + bishops <= 1: return True
    return knights == 0 and colours != 3
games = re.split(r'\n(?=\[Event )', fen_out.strip())
out = []
for g in games:
    head, _, body = g.partition('\n\n')
    toks = re.findall(r'\{[^}]*\}|\S+', body)
    moves = []; result = None
    for t in toks:
        if t.startswith('{'):
            if dead(t[1:-1].split()[0]):
                result = '1/2-1/2'; break
        elif re.fullmatch(r'\d+\.+', t) or t in ('*', '1-0', '0-1', '1/2-1/2'):
            continue
        else:
            moves.append(t)
    if result:
        head = re.sub(r'\[Result "[^"]*"\]', '[Result "1/2-1/2"]', head)
    else:
        result = re.search(r'\[Result "([^"]*)"\]', head).group(1)
    body = []
    for i, m in enumerate(moves):
        if i % 2 == 0: body.append('%d.' % (i // 2 + 1))
        body.append(m)
    out.append(head + '\n\n' + ' '.join(body + [result]) + '\n\n')
open(dst, 'w').write(''.join(out))
print(len(out), 'games')
