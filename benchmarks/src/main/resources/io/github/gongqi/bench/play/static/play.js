'use strict';
// The playground page: it shows what the server sends (the library draws every board) and sends
// back what was clicked. No board drawing here: clicks are read from the SVG's data-cell and
// data-move hooks. This file holds the rooms and the table; lessons.js and replay.js, loaded after
// it, hold the Lessons and Replay tabs.
const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';

let room = null;
let token = null;
let state = null;
let selected = null;
let view = null;
let fetchedAt = 0;
let shownSvg = '';
// Each request to the server is numbered; an answer older than the one shown is dropped, so a slow
// poll never puts an earlier position back on the board.
let asked = 0;
let shown = 0;

/** Calls the API; the seat's token travels in a header, not in the URL (logs, Referer). */
async function api(method, path, body, seatToken = token) {
  const headers = { 'Content-Type': 'application/json' };
  if (seatToken) headers['X-Seat-Token'] = seatToken;
  const r = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json().catch(() => ({ error: r.status + ' ' + r.statusText }));
  if (!r.ok) {
    const err = new Error(j.error || r.statusText);
    err.status = r.status;
    throw err;
  }
  return j;
}

const roomPath = (id) => '/api/rooms/' + encodeURIComponent(id);

function say(text, good) {
  const m = $('message');
  m.textContent = text || '';
  m.classList.toggle('good', !!good);
}

// ---------------------------------------------------------------- seats that survive
// A seat's token is kept in local storage, per room, so it survives a reload, another tab and a
// browser restart; the seat's private link (#seat=TOKEN) carries it to another browser. The room's
// shared link carries no token: opened where a token is stored, it reuses the seat.
const SEATS_KEY = 'gongqi-play:seats';
const MAX_SEATS = 100;

function storedSeats() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY)) || {};
  } catch (err) {
    return {};
  }
}

function storedToken(id) {
  const s = storedSeats()[id];
  // Pages of the previous version kept the token for the tab only.
  return s ? s.token : sessionStorage.getItem('token:' + id);
}

function storeToken(id, t) {
  const all = storedSeats();
  all[id] = { token: t, at: Date.now() };
  // The most recent rooms only: storage stays small however many games are played here.
  Object.keys(all).sort((a, b) => all[b].at - all[a].at).slice(MAX_SEATS).forEach((k) => delete all[k]);
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(all));
  } catch (err) {
    // Storage refused (a private window's quota): the seat's private link still works.
  }
}

function forgetToken(id) {
  const all = storedSeats();
  delete all[id];
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(all));
  } catch (err) {
    // nothing stored, nothing to forget
  }
  sessionStorage.removeItem('token:' + id);
}

const roomLink = (id) => location.origin + '/?room=' + encodeURIComponent(id);
const seatLink = (id, t) => roomLink(id) + '#seat=' + encodeURIComponent(t);

// Another tab of this browser took a seat in the room shown here: sit in it too.
window.addEventListener('storage', (e) => {
  if (e.key !== SEATS_KEY || !room || token) return;
  const t = storedToken(room);
  if (t) {
    token = t;
    refresh();
    connectLive();
  }
});

// ---------------------------------------------------------------- tabs
function showTab(name) {
  document.querySelectorAll('.tab').forEach((t) => t.classList.toggle('active', t.dataset.tab === name));
  document.querySelectorAll('.panel').forEach((p) => p.classList.add('hidden'));
  $('tab-' + name).classList.remove('hidden');
  fitBoards();
}
document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => {
  showTab(b.dataset.tab);
  if (b.dataset.tab === 'lessons' && !lessons.length) {
    // The lessons of the game picked to play, at first.
    const [g] = choiceOf($('variant').value);
    if (g) $('lesson-game').value = g.name;
    loadLessons();
  }
}));

function showRules(game) {
  showTab('rules');
  if (!$('rules-' + game)) return;
  $('rules-' + game).scrollIntoView({ block: 'nearest' });
  $('rules-' + game).classList.add('flash');
  setTimeout(() => $('rules-' + game).classList.remove('flash'), 1200);
}
function openLessons(game) {
  $('lesson-game').value = game;
  showTab('lessons');
  loadLessons();
}
$('rules-link').addEventListener('click', () => showRules(state ? state.game : games[0].name));
$('lesson-rules').addEventListener('click', () => showRules($('lesson-game').value));

// ---------------------------------------------------------------- the board's size
// The whole board, its status bar included, fits the window's height: no scrolling to see the
// captures, the goal, the power or the waiting pieces.
const MAX_BOARD = 760;
function fitBoard(wrap) {
  const svg = wrap.querySelector('svg');
  if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.height) return;
  const box = svg.viewBox.baseVal;
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  if (top === 0 && wrap.offsetParent === null) return; // hidden
  const height = Math.max(300, window.innerHeight - top - 12);
  wrap.style.width = 'min(' + MAX_BOARD + 'px, 95vw, ' + Math.floor((height * box.width) / box.height) + 'px)';
}
function fitBoards() {
  ['board-wrap', 'lesson-wrap', 'replay-wrap'].forEach((id) => fitBoard($(id)));
}
window.addEventListener('resize', fitBoards);
// The new-game row may wrap (bot options shown, a narrow window): the board follows.
if (typeof ResizeObserver === 'function') new ResizeObserver(fitBoards).observe($('new-game'));

// Words on the board's own status bar, explained where they appear (hover).
const SVG_TERMS = [
  ['.status .power', 'Power: the longest run of stones one push may move; it grows as stones are'
    + ' captured, and both players share it.'],
  ['.status .captures', 'Captures: the stones each colour has taken. The goal: the number of captures that'
    + ' wins at once.'],
  ['.status .waiting', 'Waiting: captured pieces off the board. Their owner must return them, one a turn,'
    + ' the Queen first, before stepping again. "Marked" (Ludii rules): captured pieces that stay on'
    + ' their cell, crossed out, until returned. "To place": pieces not yet placed in the placement'
    + ' setup.'],
  ['.status .turn', 'Whose move it is. "May swap": White may take Black\'s first push as its own by'
    + ' exchanging colours, this once.'],
  ['.throne', 'The throne (f6): only a Queen may enter it. Your Queen here and your six Guards on the ring'
    + ' around it win.'],
];
function explainBoard(container) {
  for (const [selector, text] of SVG_TERMS) {
    container.querySelectorAll(selector).forEach((e) => {
      const t = document.createElementNS(SVG_NS, 'title');
      t.textContent = text;
      e.prepend(t);
    });
  }
}

function showSvg(container, svg) {
  container.innerHTML = svg;
  explainBoard(container);
  fitBoard(container.parentElement);
}

// ---------------------------------------------------------------- the games the server has
// GET /api/games names every game with its rule sets, each with its clock and its facts at the
// start: the picker, the clock menu and the Rules tab are built from it, so no rule is restated here.
let games = [];

function element(tag, text, props) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return Object.assign(e, props || {});
}

/** A time control as the server writes it ("4:00+30s"), for people ("4:00 + 30 s"). */
const clockWords = (tc) => (tc === '-' ? 'none' : tc.replace('+', ' + ').replace(/s$/, ' s'));
const factsLine = (facts) => facts.map((f) => f.label + ': ' + f.value).join(' · ');
// A rule set's facts at the start, less the counts that are still all zero (captures, pieces off
// the board): what is left says something about the rules.
const ruleFacts = (facts) => facts.filter((f) => !/^\D*0(\D+0)*\D*$/.test(f.value));

/** The picker's value for a rule set: the game's name and the rule set's short label. */
const pickValue = (g, c) => g.name + '/' + c.label;

function choiceOf(value) {
  for (const g of games) {
    for (const c of g.rulesChoices) {
      if (pickValue(g, c) === value) return [g, c];
    }
  }
  return [null, null];
}

function showGames() {
  $('variant').replaceChildren(...games.flatMap((g) => g.rulesChoices.map((c) => element('option',
    g.displayName + (g.rulesChoices.length > 1 ? ' (' + c.label + ')' : ''),
    { value: pickValue(g, c), title: g.summary + ' ' + factsLine(ruleFacts(c.facts)) }))));
  $('lesson-game').replaceChildren(...games.map((g) => element('option', g.displayName, { value: g.name })));
  $('game-summaries').replaceChildren(...games.map((g) => {
    const li = element('li');
    li.append(element('b', g.displayName), ' — ' + g.summary);
    return li;
  }));
  // The Rules tab: each game's summary, rule sets and clocks from the server, after the page's own
  // words on how to play where it has them.
  const panel = $('tab-rules');
  for (const g of games) {
    let article = $('rules-' + g.name);
    if (!article) {
      article = element('article', undefined, { className: 'card rules', id: 'rules-' + g.name });
      article.append(element('h2', g.displayName), element('p', g.summary));
      panel.insertBefore(article, $('rules-room'));
    }
    article.append(element('h3', g.rulesChoices.length > 1 ? 'Rule sets' : 'Rules'));
    article.append(element('ul', undefined, { className: 'rule-sets' }));
    article.lastChild.replaceChildren(...g.rulesChoices.map((c) => {
      const li = element('li');
      li.append(element('b', c.label), ': ' + factsLine(ruleFacts(c.facts)) + '; clock ' + clockWords(c.clock) + '.');
      li.title = c.rules;
      return li;
    }));
    article.append(element('p', 'Players: ' + g.players.join(' and ') + ', in turn order.'));
    if (g.lessons) {
      const b = element('button', g.displayName + ' lessons', { type: 'button', className: 'open-lessons' });
      b.dataset.game = g.name;
      b.addEventListener('click', () => openLessons(g.name));
      article.append(b);
    }
  }
  showOptions();
}

const gamesLoaded = api('GET', '/api/games', undefined, null).then((r) => {
  games = r.games;
  showGames();
  document.body.dataset.games = 'loaded';
}).catch((err) => {
  $('create-message').textContent = 'The server did not list its games: ' + err.message;
});

// ---------------------------------------------------------------- a new game
function showOptions() {
  const bot = $('mode').value === 'bot';
  document.querySelectorAll('.bot-only').forEach((e) => e.classList.toggle('hidden', !bot));
  const [, c] = choiceOf($('variant').value);
  if (!c) return;
  // The rules' own clock, as the server says; "no clock" only where the rules have one.
  $('time-default').textContent = c.timed ? 'the rules\': ' + clockWords(c.clock) : 'none (the rules\' default)';
  $('time-none').hidden = !c.timed;
  $('time-none').disabled = !c.timed;
  if (!c.timed && $('time').value === '-') $('time').value = '';
}
$('mode').addEventListener('change', showOptions);
$('variant').addEventListener('change', showOptions);

$('new-game').addEventListener('submit', async (e) => {
  e.preventDefault();
  await gamesLoaded;
  const [, c] = choiceOf($('variant').value);
  if (!c) {
    $('create-message').textContent = 'Choose a game first';
    return;
  }
  const body = { rules: c.rules, mode: $('mode').value };
  if (body.mode === 'bot') {
    body.bot = $('bot').value;
    body.botSeat = $('bot-seat').value;
  }
  if ($('time').value) body.time = $('time').value;
  $('create-message').textContent = '';
  try {
    const r = await api('POST', '/api/rooms', body, null);
    storeToken(r.room, r.token);
    // A game against a bot starts with this one click.
    const first = body.mode === 'bot'
      ? await api('POST', roomPath(r.room) + '/action', { action: 'start' }, r.token) : null;
    enterRoom(r.room, r.token, first);
  } catch (err) {
    $('create-message').textContent = err.message;
  }
});

function enterRoom(id, t, first) {
  room = id;
  token = t;
  if (t) storeToken(id, t);
  state = null;
  selected = null;
  view = null;
  shownSvg = '';
  // The address bar shows the shared link: a seat's token (#seat=…) does not stay on screen.
  history.replaceState(null, '', '/?room=' + encodeURIComponent(id));
  showTab('play');
  $('game').classList.remove('hidden');
  $('welcome').classList.add('hidden');
  $('download').href = roomPath(id) + '/record';
  say('');
  if (first) render(first);
  else refresh();
  connectLive();
}

// ---------------------------------------------------------------- live updates
// Server-Sent Events bring each change at once, drawn for this seat (EventSource cannot send a
// header, so the stream alone takes the token in its query, as the server allows). Polling once a
// second is the fallback where the stream fails.
const POLL_MS = 1000;
const SAFETY_POLL_MS = 10000;
let live = null;
let liveErrors = 0;
let polling = null;
let safety = null;

function startPolling() {
  if (!polling) polling = setInterval(refresh, POLL_MS);
}

function stopPolling() {
  if (polling) clearInterval(polling);
  polling = null;
}

function connectLive() {
  if (live) live.close();
  live = null;
  stopPolling();
  if (typeof EventSource !== 'function') {
    startPolling();
    return;
  }
  const q = new URLSearchParams();
  if (token) q.set('token', token);
  if (view !== null) q.set('view', view);
  const es = new EventSource(roomPath(room) + '/events?' + q);
  live = es;
  liveErrors = 0;
  es.addEventListener('state', (e) => {
    liveErrors = 0;
    stopPolling();
    let s = null;
    try {
      s = JSON.parse(e.data);
    } catch (err) {
      // not the state: ask for it
    }
    // The stream's state has no selected stone, and a server that ignores the token draws it for
    // a spectator: then this seat's own view is fetched.
    if (s && s.room === room && !selected && (!token || s.you.length > 0)) {
      shown = ++asked;
      render(s);
    } else {
      refresh();
    }
  });
  es.addEventListener('error', () => {
    // Poll while the stream reconnects; give it up after repeated failures (or a refusal).
    startPolling();
    liveErrors += 1;
    if (es.readyState === EventSource.CLOSED || liveErrors >= 3) {
      es.close();
      if (live === es) live = null;
    }
  });
  // A slow poll besides the stream, so a clock that runs out is noticed even if nobody moves.
  if (!safety) safety = setInterval(() => { if (!polling) refresh(); }, SAFETY_POLL_MS);
}

async function refresh() {
  if (!room) return;
  const id = room;
  const n = ++asked;
  const q = new URLSearchParams();
  if (selected) q.set('selected', selected);
  if (view !== null) q.set('view', view);
  try {
    const s = await api('GET', roomPath(id) + '?' + q);
    if (id === room && n > shown) {
      shown = n;
      render(s);
    }
  } catch (err) {
    say(err.message);
  }
}

function mine(seat) {
  return state && state.you.includes(seat);
}

// ---------------------------------------------------------------- showing a room
function statusText(s) {
  const online = s.kind === 'online';
  if (s.status === 'waiting') {
    if (!s.guestJoined) return mine('host') ? 'Waiting for the Guest to join' : 'Waiting for a Guest';
    if (online) return 'Both players press Ready to start the clocks';
    return 'Press Start Game';
  }
  if (s.status === 'running') {
    let text = s.colourToMove + ' to move';
    if (s.kind === 'bot' && s.toMove === s.botSeat) text += ': the bot is thinking…';
    else if (s.you.length === 1 && mine(s.toMove)) text += ': your turn';
    else if (!s.you.length) text += ' (you are watching)';
    return text;
  }
  return s.result;
}

function fact(term, value, explanation) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  dt.title = explanation;
  const dd = document.createElement('dd');
  dd.textContent = value;
  dd.title = explanation;
  return [dt, dd];
}

// The game's facts beside the board, as the server states them (the board's own status bar shows
// the same).
function showFacts(s) {
  $('facts').replaceChildren(...s.facts.map((f) => fact(f.label, f.value, f.label + ': ' + f.value)).flat());
}

function render(s) {
  // The first state of a room sets the new-game picker to its game and rules, for a rematch.
  if (!state || state.room !== s.room) {
    const g = games.find((x) => x.name === s.game);
    const c = g && g.rulesChoices.find((x) => x.rules === s.rules);
    if (c) {
      $('variant').value = pickValue(g, c);
      showOptions();
    }
  }
  state = s;
  fetchedAt = performance.now();
  if (s.svg !== shownSvg) {
    showSvg($('board'), s.svg);
    shownSvg = s.svg;
  }
  const online = s.kind === 'online';
  const running = s.status === 'running';
  const canAct = s.you.length > 0;
  $('status').textContent = statusText(s);
  showFacts(s);
  $('share').classList.toggle('hidden', !(online && mine('host') && !s.guestJoined));
  $('share-link').value = roomLink(s.room);
  $('seat-box').classList.toggle('hidden', !(token && canAct));
  if (token) $('seat-link').value = seatLink(s.room, token);
  for (const seat of ['host', 'guest']) {
    const o = s.seats[seat];
    const e = $('seat-' + seat);
    let name = (seat === 'host' ? 'Host' : 'Guest') + ' · ' + o.colour;
    if (s.kind === 'bot' && s.botSeat === seat) name += ' (bot ' + s.bot + ')';
    else if (s.you.length === 1 && mine(seat)) name += ' (you)';
    e.querySelector('.name').textContent = name;
    e.title = seat === 'host' ? 'The Host opened this room' : online ? 'The Guest joined by the room\'s link'
      : 'The second seat';
    e.querySelector('.clock').title = 'Main time + byo-yomi: once main time is spent, each turn has a fresh'
      + ' period; overrun it and you lose on time';
    e.querySelector('.ready').textContent = online && s.status === 'waiting' && o.ready ? ' ✓ ready' : '';
    e.classList.toggle('on-turn', running && s.toMove === seat);
  }
  tick();
  showGuidance(s, running);
  const myTurn = running && mine(s.toMove);
  $('ready').classList.toggle('hidden', !(online && s.status === 'waiting' && s.you.some((x) => !s.seats[x].ready)));
  $('start').classList.toggle('hidden', !(!online && s.status === 'waiting' && canAct));
  // A board with nothing to click (a game whose drawing has no cell hooks) takes typed moves.
  $('move-form').classList.toggle('hidden', !(myTurn && !$('board').querySelector('[data-cell], [data-move]')));
  // The moves that have no cell on the board (such as a swap or a pass), as buttons.
  const offered = myTurn ? s.buttons : [];
  if ($('move-buttons').dataset.moves !== offered.join(' ')) {
    $('move-buttons').dataset.moves = offered.join(' ');
    $('move-buttons').replaceChildren(...offered.map((m) => {
      const b = element('button', m.charAt(0).toUpperCase() + m.slice(1), { type: 'button', id: 'move-' + m });
      b.className = 'move-button';
      b.dataset.move = m;
      b.title = 'Play ' + m + ': a move with no cell on the board';
      b.addEventListener('click', () => play(m));
      return b;
    }));
  }
  const offerToMe = running && s.drawOffer && (s.kind === 'hotseat' || !mine(s.drawOffer));
  $('accept-draw').classList.toggle('hidden', !offerToMe);
  $('decline-draw').classList.toggle('hidden', !offerToMe);
  const askToMe = running && s.takeback && (s.kind === 'hotseat' || !mine(s.takeback));
  $('accept-takeback').classList.toggle('hidden', !askToMe);
  $('decline-takeback').classList.toggle('hidden', !askToMe);
  $('offer-draw').disabled = !(running && canAct && !s.drawOffer);
  $('takeback').disabled = !(running && s.you.some((x) => s.played.includes(x)) && !s.takeback);
  $('resign').disabled = !(running && canAct);
  if (s.drawOffer && running && !offerToMe) say('Draw offered; waiting for an answer');
  const ol = $('moves');
  if (ol.childElementCount !== s.moves.length) {
    ol.replaceChildren(...s.moves.map((m) => {
      const li = document.createElement('li');
      li.textContent = m;
      return li;
    }));
    ol.scrollTop = ol.scrollHeight;
  }
}

function showGuidance(s, running) {
  let hint = '';
  if (running && mine(s.toMove)) {
    if (s.buttons.length && s.moves.length < 3) {
      hint = 'You may also play ' + s.buttons.join(' or ') + ': the button' + (s.buttons.length > 1 ? 's' : '') + ' below.';
    } else if ($('board').querySelector('[data-move]') && !s.selected) {
      // The board offers moves without a cell picked first (a placement, a return).
      hint = 'Click a marked move on the board to play it.';
    } else if (s.moves.length < 2) {
      hint = 'Click a cell of the board to see the moves from it, then click a marked move to play it.';
    }
  }
  $('info').textContent = hint;
  // For a selected cell, each way it offers: its moves, or why it offers none (the game says).
  $('directions').replaceChildren(...(s.choices || []).map((c) => {
    const li = element('li', c.label + ': ' + (c.moves.length ? c.moves.join(', ') : 'none, ' + (c.reason || 'not legal')));
    li.className = c.moves.length ? 'on-offer' : 'hidden-reason';
    return li;
  }));
}

function clockText(ms) {
  const t = Math.max(0, Math.ceil(ms / 1000));
  return Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0');
}

// The clocks tick on the page between updates; every update sets them from the server again. A
// clock that runs out asks the server, which ends the game on time.
let lastTimeCheck = 0;
function tick() {
  if (!state) return;
  const elapsed = performance.now() - fetchedAt;
  let runOut = false;
  for (const seat of ['host', 'guest']) {
    const o = state.seats[seat];
    const c = $('seat-' + seat).querySelector('.clock');
    if (!state.timed) {
      c.textContent = '';
      continue;
    }
    let main = o.mainMillis;
    let period = o.periodMillis;
    let byo = o.byoYomi;
    if (o.running && state.status === 'running') {
      if (byo) period -= elapsed;
      else {
        main -= elapsed;
        if (main < 0) {
          period += main;
          main = 0;
          byo = true;
        }
      }
      runOut = runOut || (byo && period <= 0);
    }
    c.textContent = byo ? 'byo-yomi ' + clockText(period) : clockText(main) + ' + ' + clockText(period);
    c.classList.toggle('byo', byo);
  }
  if (runOut && performance.now() - lastTimeCheck > POLL_MS) {
    lastTimeCheck = performance.now();
    refresh();
  }
}
setInterval(tick, 200);

async function act(action, extra) {
  const id = room;
  const n = ++asked;
  try {
    const s = await api('POST', roomPath(id) + '/action', Object.assign({ action }, extra));
    if (id === room && n > shown) {
      shown = n;
      render(s);
    }
    say('');
  } catch (err) {
    say(err.message);
  }
}

async function play(move) {
  selected = null;
  await act('move', { move });
  refresh();
}

$('move-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const move = $('move-text').value.trim();
  if (!move) return;
  $('move-text').value = '';
  play(move);
});
$('board').addEventListener('click', (e) => {
  if (!state) return;
  if (state.status !== 'running') {
    say(state.status === 'waiting' ? 'The game has not started yet' : 'The game is over');
    return;
  }
  if (!mine(state.toMove)) {
    say(state.you.length ? 'Wait for your opponent\'s move' : 'You are watching this game');
    return;
  }
  const mv = e.target.closest('[data-move]');
  if (mv) {
    play(mv.getAttribute('data-move'));
    return;
  }
  const cell = e.target.closest('[data-cell]');
  if (cell) {
    const c = cell.getAttribute('data-cell');
    selected = selected === c ? null : c;
    refresh();
  }
});
for (const a of ['ready', 'start', 'resign', 'offer-draw', 'accept-draw', 'decline-draw',
  'takeback', 'accept-takeback', 'decline-takeback']) {
  $(a).addEventListener('click', () => {
    if (a === 'resign' && !confirm('Resign this game?')) return;
    act(a);
  });
}

async function copy(input, done) {
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    say(done, true);
  } catch (err) {
    say('Select the link and copy it by hand');
  }
}
$('copy-link').addEventListener('click', () => copy($('share-link'), 'Link copied: send it to your opponent'));
$('copy-seat').addEventListener('click', () => copy($('seat-link'), 'Your seat\'s link is copied: keep it private'));
$('flip').addEventListener('click', () => {
  view = 1 - (view === null ? state.view : view);
  refresh();
  if (live) connectLive(); // the stream draws the board the same way round
});

// ---------------------------------------------------------------- opening a room's link
// The shared link is /?room=ID; a seat's private link adds #seat=TOKEN (also read: #room=ID&seat=…).
async function openRoom(id, linkToken) {
  if (linkToken) storeToken(id, linkToken);
  const t = storedToken(id);
  if (t) {
    try {
      const s = await api('GET', roomPath(id), undefined, t);
      if (s.you.length) {
        enterRoom(id, t, s);
        return;
      }
      forgetToken(id); // a token this room does not know
    } catch (err) {
      if (err.status === 404) {
        forgetToken(id);
        say404(id);
        return;
      }
    }
  }
  try {
    const r = await api('POST', roomPath(id) + '/join', {}, null);
    enterRoom(r.room, r.token);
  } catch (err) {
    if (err.status === 404) {
      say404(id);
      return;
    }
    // A full room is watched without a seat.
    enterRoom(id, null);
    say('Both seats are taken: you are watching. If one is yours, open your seat\'s private link.');
  }
}

function say404(id) {
  history.replaceState(null, '', '/');
  say('');
  $('game').classList.add('hidden');
  $('welcome').classList.remove('hidden');
  const m = $('create-message');
  m.textContent = 'There is no room ' + id + ' here (rooms end when the server restarts): start a new game.';
}

(() => {
  const q = new URLSearchParams(location.search);
  const h = new URLSearchParams(location.hash.slice(1));
  const id = q.get('room') || h.get('room');
  if (id) openRoom(id, h.get('seat'));
})();
