'use strict';
// The Overtake playground: all rules come from the JSON API (see the README's "HTTP API").
(function () {
  const $ = (id) => document.getElementById(id);
  const game = {
    families: [], presets: {}, spec: 'chess', start: null, moves: [], redo: [], picks: [],
    claimed: false, flip: false, data: null, busy: 0,
  };

  function setBusy(delta) {
    game.busy += delta;
    document.body.dataset.busy = game.busy > 0 ? '1' : '0';
  }

  async function call(method, path, body) {
    setBusy(1);
    try {
      const init = { method, headers: {} };
      if (body !== undefined) {
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      const res = await fetch(path, init);
      const json = await res.json();
      if (!res.ok) {
        const err = new Error(json.error || ('HTTP ' + res.status));
        err.reason = json.reason;
        err.explanation = json.explanation;
        throw err;
      }
      return json;
    } finally {
      setBusy(-1);
    }
  }

  // the message, and for an illegal move its reason and explanation next to it
  function showError(e) {
    const el = $('error');
    const message = e ? String(e.message || e) : '';
    el.textContent = message;
    if (e && e.reason) {
      const why = document.createElement('span');
      why.id = 'error-reason';
      why.className = 'reason';
      why.dataset.reason = e.reason;
      // the library's message usually ends with the explanation already
      const more = e.explanation && !message.endsWith(e.explanation) ? ' ' + e.explanation : '';
      why.textContent = ' (' + e.reason + ')' + more;
      el.append(why);
    }
  }

  function request(extra) {
    return Object.assign({
      spec: game.spec, position: game.start, moves: game.moves, claimed: game.claimed,
      svg: true, flip: game.flip, size: 520,
    }, extra || {});
  }

  // ---------------------------------------------------------------- variants and options

  function familyOf(id) {
    return game.families.find((f) => f.id === id);
  }

  function buildOptions() {
    const span = $('options');
    span.textContent = '';
    const f = familyOf($('family').value);
    if (!f) return;
    $('description').textContent = f.description;
    for (const o of f.options) {
      const label = document.createElement('label');
      label.title = o.description;
      label.append(o.key + ' ');
      const sel = document.createElement('select');
      sel.id = 'opt-' + o.key;
      sel.dataset.key = o.key;
      sel.dataset.default = o.default;
      for (const v of o.values) {
        const opt = document.createElement('option');
        opt.value = v;
        opt.textContent = v;
        sel.append(opt);
      }
      sel.value = o.default;
      label.append(sel);
      span.append(label);
    }
  }

  function chosenSpec() {
    const id = $('family').value;
    if (!familyOf(id)) return id; // a preset
    const parts = [];
    for (const sel of $('options').querySelectorAll('select')) {
      if (sel.value !== sel.dataset.default) parts.push(sel.dataset.key + '=' + sel.value);
    }
    return parts.length ? id + ':' + parts.join(',') : id;
  }

  async function loadVariants() {
    const v = await call('GET', '/api/variants');
    game.families = v.variants;
    game.presets = v.presets;
    const sel = $('family');
    for (const f of v.variants) {
      const opt = document.createElement('option');
      opt.value = f.id;
      opt.textContent = f.id;
      sel.append(opt);
    }
    const ids = Object.keys(v.presets);
    if (ids.length) {
      const group = document.createElement('optgroup');
      group.label = 'presets';
      for (const id of ids) {
        const opt = document.createElement('option');
        opt.value = id;
        opt.textContent = id;
        opt.title = v.presets[id];
        group.append(opt);
      }
      sel.append(group);
    }
    sel.value = 'chess';
    buildOptions();
  }

  // ---------------------------------------------------------------- the game

  async function refresh() {
    try {
      render(await call('POST', '/api/position', request({ picks: game.picks })));
      showError(null);
      return true;
    } catch (e) {
      showError(e);
      return false;
    }
  }

  async function newGame(start) {
    const before = {
      spec: game.spec, start: game.start, moves: game.moves, redo: game.redo, claimed: game.claimed,
    };
    game.spec = chosenSpec();
    game.start = start || null;
    game.claimed = false;
    game.moves = [];
    game.redo = [];
    game.picks = [];
    if (!(await refresh())) {
      Object.assign(game, before, { picks: [] });
      const msg = $('error').textContent;
      await refresh();
      $('error').textContent = msg;
    }
  }

  // a pick, then any pick that is forced: with no move named yet and one square or choice
  // offered, it is taken without waiting for a click (Shotgun's removal after d5, c4)
  async function pick(p) {
    game.picks.push(p);
    let data;
    try {
      for (;;) {
        data = await call('POST', '/api/position', request({ picks: game.picks }));
        const next = data.input.nextSquares.concat(data.input.nextChoices);
        if (data.input.completed || next.length !== 1 || game.picks.length >= 64) break;
        game.picks.push(next[0]);
      }
    } catch (e) {
      game.picks = [];
      await refresh();
      showError(e); // after the redraw, which clears errors
      return;
    }
    showError(null);
    const input = data.input;
    if (input.completed && input.nextSquares.length === 0 && input.nextChoices.length === 0) {
      await play(input.completed);
    } else {
      render(data);
    }
  }

  // A move the server played (the user's or the computer's): the new line, drawn; then the
  // computer's reply when it is its turn.
  function played(data) {
    game.moves = data.moves;
    game.redo = [];
    game.picks = [];
    render(data);
    showError(null);
    maybeComputer();
  }

  async function play(text) {
    try {
      played(await call('POST', '/api/play', request({ move: text })));
    } catch (e) {
      game.picks = [];
      await refresh();
      showError(e); // after the redraw, which clears errors
    }
  }

  async function computer() {
    try {
      played(await call('POST', '/api/computer', request()));
    } catch (e) {
      showError(e);
    }
  }

  // ends the game with the draw the player to move may claim (threefold repetition, fifty moves)
  async function claim() {
    try {
      const data = await call('POST', '/api/claim', request());
      game.claimed = true;
      game.redo = [];
      game.picks = [];
      render(data);
      showError(null);
    } catch (e) {
      showError(e);
    }
  }

  function maybeComputer() {
    const d = game.data;
    if (d && !d.outcome.over && $('auto').value === d.sideToMove) {
      setTimeout(computer, 50);
    }
  }

  // ---------------------------------------------------------------- drawing

  function render(d) {
    game.data = d;
    const board = $('board');
    board.innerHTML = d.svg;
    board.dataset.position = d.position;
    for (const p of d.input.picks) {
      for (const el of board.querySelectorAll('.square[data-square="' + CSS.escape(p) + '"]')) {
        el.classList.add('picked');
      }
    }
    const choices = $('choices');
    choices.textContent = '';
    for (const c of d.input.nextChoices) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'choice';
      b.dataset.choice = c;
      b.textContent = c;
      b.addEventListener('click', () => pick(c));
      choices.append(b);
    }
    if (d.input.options && d.input.options.length) {
      // the picks name a move that more picks would turn into another: each one, named
      for (const o of d.input.options) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'option';
        b.dataset.move = o.move;
        if (o.move === d.input.completed) b.id = 'play-completed';
        b.textContent = 'Play ' + o.label;
        b.addEventListener('click', () => play(o.move));
        choices.append(b);
      }
    } else if (d.input.completed) {
      const b = document.createElement('button');
      b.type = 'button';
      b.id = 'play-completed';
      b.dataset.move = d.input.completed;
      b.textContent = 'Play ' + d.input.completed;
      b.addEventListener('click', () => play(d.input.completed));
      choices.append(b);
    }
    $('picks').textContent = d.input.picks.length ? 'Picked: ' + d.input.picks.join(' ') : '';
    showSpec(d.spec);
    $('description').textContent = d.description;
    showRecord(d.record);
    $('position').value = d.position;
    fitHeight($('position'));
    const over = d.outcome.over;
    $('outcome').textContent = over
      ? 'Game over: ' + d.outcome.text + ' (' + d.outcome.result + ')'
      : '';
    $('outcome').dataset.outcome = d.outcome.text;
    $('status').textContent = over ? '' : (d.sideToMove === 'white' ? 'White' : 'Black')
      + ' to move' + (d.check ? ', in check' : '') + ' (' + d.legalMoves.length + ' legal moves)';
    const claim = $('claim');
    claim.hidden = !d.claimable;
    claim.dataset.claimable = d.claimable || '';
    claim.textContent = d.claimable ? 'Claim draw (' + d.claimable + ')' : 'Claim draw';
    $('undo').disabled = d.moves.length === 0 && d.input.picks.length === 0 && !d.outcome.claimed;
    $('redo').disabled = game.redo.length === 0;
    $('computer').disabled = over;
  }

  // the spec, breakable only after its separators (a long spec wraps between options)
  function showSpec(spec) {
    const el = $('spec');
    el.textContent = '';
    for (const part of spec.split(/(?<=[:,])/)) {
      const span = document.createElement('span');
      span.className = 'spec-part';
      span.textContent = part;
      el.append(span, document.createElement('wbr'));
    }
    el.dataset.spec = spec;
  }

  // the moves as numbered full moves, in the variant's notation (SAN for chess): 1. e4 e5 2. Nf3;
  // each ply keeps its canonical text in data-move
  function showRecord(record) {
    const list = $('moves');
    list.textContent = '';
    let li = null;
    for (const ply of record) {
      if (!li || ply.side === 'white' || li.dataset.number !== String(ply.number)) {
        li = document.createElement('li');
        li.dataset.number = String(ply.number);
        const num = document.createElement('span');
        num.className = 'number';
        num.textContent = ply.number + (ply.side === 'white' ? '.' : '...');
        li.append(num);
        list.append(li);
      }
      const span = document.createElement('span');
      span.className = 'ply';
      span.dataset.move = ply.move;
      span.dataset.side = ply.side;
      span.textContent = ply.text;
      li.append(' ', span);
    }
    list.scrollTop = list.scrollHeight;
  }

  // a text area as high as its text, so the whole position text shows
  function fitHeight(el) {
    el.style.height = 'auto';
    el.style.height = el.scrollHeight + 2 + 'px';
  }

  // ---------------------------------------------------------------- wiring

  $('board').addEventListener('click', (ev) => {
    const el = ev.target.closest('[data-square]');
    if (!el || !game.data || game.busy) return;
    const sq = el.dataset.square;
    const input = game.data.input;
    if (input.nextSquares.includes(sq)) {
      pick(sq);
    } else if (input.picks.length) {
      game.picks = [];
      refresh();
    }
  });
  $('family').addEventListener('change', () => { buildOptions(); newGame(); });
  $('options').addEventListener('change', () => newGame());
  $('new-game').addEventListener('click', () => newGame());
  window.addEventListener('resize', () => fitHeight($('position')));
  $('undo').addEventListener('click', () => {
    if (game.claimed) {
      game.claimed = false; // as Game.undo(): the claim goes first, the moves stay
    } else if (game.picks.length) {
      game.picks = [];
    } else if (game.moves.length) {
      game.moves = game.moves.slice(0, -1);
      game.redo.push(game.data.moves[game.data.moves.length - 1]);
    }
    refresh();
  });
  $('redo').addEventListener('click', () => {
    if (!game.redo.length) return;
    game.moves = game.moves.concat([game.redo.pop()]);
    game.picks = [];
    refresh();
  });
  $('flip').addEventListener('click', () => { game.flip = !game.flip; refresh(); });
  $('computer').addEventListener('click', computer);
  $('claim').addEventListener('click', claim);
  $('auto').addEventListener('change', maybeComputer);
  $('load').addEventListener('click', () => newGame($('load-text').value.trim() || null));
  $('copy').addEventListener('click', async () => {
    const text = $('position').value;
    try {
      await navigator.clipboard.writeText(text);
    } catch (e) {
      $('position').select();
      document.execCommand('copy');
    }
  });
  $('perft').addEventListener('click', async () => {
    $('perft-result').textContent = '';
    try {
      const r = await call('POST', '/api/perft', {
        spec: game.spec, position: game.start, moves: game.moves, claimed: game.claimed,
        depth: Number($('perft-depth').value),
      });
      $('perft-result').textContent = r.nodes + ' nodes at depth ' + r.depth + ' (' + r.millis + ' ms)';
      showError(null);
    } catch (e) {
      showError(e);
    }
  });

  document.body.dataset.busy = '0';
  loadVariants().then(() => newGame()).catch(showError);
})();
