'use strict';
// The playground page: it shows what the server sends (the library draws every board) and sends
// back what was clicked. No board drawing here: clicks are read from the SVG's data-cell and
// data-move hooks.
const $ = (id) => document.getElementById(id);

let room = null;
let token = null;
let state = null;
let selected = null;
let view = null;
let fetchedAt = 0;
let shownSvg = '';
let polling = null;

async function api(method, path, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers['X-Seat-Token'] = token;
  const r = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json().catch(() => ({ error: r.status + ' ' + r.statusText }));
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
}

function say(text, good) {
  const m = $('message');
  m.textContent = text || '';
  m.classList.toggle('good', !!good);
}

// ---------------------------------------------------------------- tabs
document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => {
  document.querySelectorAll('.tab').forEach((t) => t.classList.toggle('active', t === b));
  document.querySelectorAll('.panel').forEach((p) => p.classList.add('hidden'));
  $('tab-' + b.dataset.tab).classList.remove('hidden');
  if (b.dataset.tab === 'lessons') loadLessons();
}));

// ---------------------------------------------------------------- a game
function showBotOptions() {
  const bot = $('mode').value === 'bot';
  document.querySelectorAll('.bot-only').forEach((e) => e.classList.toggle('hidden', !bot));
}
$('mode').addEventListener('change', showBotOptions);
showBotOptions();

$('new-game').addEventListener('submit', async (e) => {
  e.preventDefault();
  const [game, variant] = $('variant').value.split('/');
  const body = { game, variant, mode: $('mode').value };
  if (body.mode === 'bot') {
    body.bot = $('bot').value;
    body.botSeat = $('bot-seat').value;
  }
  if ($('time').value) body.time = $('time').value;
  token = null;
  try {
    const r = await api('POST', '/api/rooms', body);
    enterRoom(r.room, r.token);
  } catch (err) {
    say(err.message);
  }
});

function enterRoom(id, t) {
  room = id;
  token = t;
  if (t) sessionStorage.setItem('token:' + id, t);
  selected = null;
  view = null;
  shownSvg = '';
  history.replaceState(null, '', '/?room=' + encodeURIComponent(id));
  $('game').classList.remove('hidden');
  $('download').href = '/api/rooms/' + id + '/record';
  say('');
  refresh();
  if (polling) clearInterval(polling);
  polling = setInterval(refresh, 1000);
}

async function refresh() {
  if (!room) return;
  const q = new URLSearchParams();
  if (selected) q.set('selected', selected);
  if (view !== null) q.set('view', view);
  try {
    render(await api('GET', '/api/rooms/' + room + '?' + q));
  } catch (err) {
    say(err.message);
  }
}

function mine(seat) {
  return state && state.you.includes(seat);
}

function render(s) {
  state = s;
  fetchedAt = performance.now();
  if (s.svg !== shownSvg) {
    $('board').innerHTML = s.svg;
    shownSvg = s.svg;
  }
  const online = s.kind === 'online';
  const running = s.status === 'running';
  const canAct = s.you.length > 0;
  let text;
  if (s.status === 'waiting') {
    if (!s.guestJoined) text = 'Waiting for the Guest to join';
    else if (online) text = 'Both players press Ready to start the clocks';
    else text = 'Press Start Game';
  } else if (running) {
    text = s.colourToMove + ' to move';
    if (s.kind === 'bot' && s.toMove === s.botSeat) text += ': the bot is thinking…';
    else if (s.you.length === 1 && mine(s.toMove)) text += ': your turn';
  } else {
    text = s.result;
  }
  $('status').textContent = text;
  $('share').classList.toggle('hidden', !(online && mine('host') && !s.guestJoined));
  $('share-link').value = location.origin + '/?room=' + s.room;
  for (const seat of ['host', 'guest']) {
    const o = s.seats[seat];
    const e = $('seat-' + seat);
    let name = (seat === 'host' ? 'Host' : 'Guest') + ' · ' + o.colour;
    if (s.kind === 'bot' && s.botSeat === seat) name += ' (bot ' + s.bot + ')';
    else if (s.you.length === 1 && mine(seat)) name += ' (you)';
    e.querySelector('.name').textContent = name;
    e.querySelector('.ready').textContent = online && s.status === 'waiting' && o.ready ? ' ✓ ready' : '';
    e.classList.toggle('on-turn', running && s.toMove === seat);
  }
  tick();
  // Captures, power and pieces waiting are on the board's own status line; only guidance here.
  const info = s.info;
  let hint = '';
  if (running && mine(s.toMove) && s.game === 'agon') {
    if (info.placement) hint = 'Placement: click a blue dot on the outer ring to place the next piece.';
    else if (info.mustReturn) hint = 'A captured piece must come back first: click one of the blue dots.';
  } else if (running && mine(s.toMove) && s.moves.length === 0) {
    hint = s.game === 'gongqi' ? 'Click a stone to see its pushes, then click a number to push.'
      : 'Click one of your pieces to see where it may step, then click a dot.';
  }
  $('info').textContent = hint;
  // For a selected stone, each direction: its push, or why the arrow is hidden (the library says).
  const dirs = $('directions');
  dirs.replaceChildren(...(info.directions || []).map((d) => {
    const li = document.createElement('li');
    const name = { N: 'North', E: 'East', S: 'South', W: 'West' }[d.direction] || d.direction;
    li.textContent = name + ': ' + (d.moves.length ? 'push ' + d.moves.join(', ')
      : 'hidden, ' + (REASONS[d.reason] || d.reason));
    li.className = d.moves.length ? 'on-offer' : 'hidden-reason';
    return li;
  }), ...(info.targets || []).map((t) => {
    const li = document.createElement('li');
    li.textContent = t.move + (t.captures.length ? ': captures ' + t.captures.join(', ') : '');
    li.className = 'on-offer';
    return li;
  }));
  const myTurn = running && mine(s.toMove);
  $('ready').classList.toggle('hidden', !(online && s.status === 'waiting' && s.you.some((x) => !s.seats[x].ready)));
  $('start').classList.toggle('hidden', !(!online && s.status === 'waiting' && canAct));
  $('swap').classList.toggle('hidden', !(myTurn && s.buttons.includes('swap')));
  $('pass').classList.toggle('hidden', !(myTurn && s.buttons.includes('pass')));
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

const REASONS = {
  END_POINT_OFF_BOARD: 'the line reaches the edge',
  END_POINT_OCCUPIED: 'the end point is occupied',
  RUN_LONGER_THAN_POWER: 'the line is longer than the power',
  SUICIDE: 'the push would leave your group without a liberty',
  NO_STONE: 'no stone there',
  GAME_OVER: 'the game is over',
};

function clockText(ms) {
  const t = Math.max(0, Math.ceil(ms / 1000));
  return Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0');
}

// The clocks tick on the page between polls; every poll sets them from the server again.
function tick() {
  if (!state) return;
  const elapsed = performance.now() - fetchedAt;
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
    }
    c.textContent = byo ? 'byo-yomi ' + clockText(period) : clockText(main) + ' + ' + clockText(period);
    c.classList.toggle('byo', byo);
  }
}
setInterval(tick, 200);

async function act(action, extra) {
  try {
    render(await api('POST', '/api/rooms/' + room + '/action', Object.assign({ action }, extra)));
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
document.querySelectorAll('.move-button').forEach((b) => b.addEventListener('click', () => play(b.dataset.move)));
for (const a of ['ready', 'start', 'resign', 'offer-draw', 'accept-draw', 'decline-draw',
  'takeback', 'accept-takeback', 'decline-takeback']) {
  $(a).addEventListener('click', () => {
    if (a === 'resign' && !confirm('Resign this game?')) return;
    act(a);
  });
}
$('copy-link').addEventListener('click', async () => {
  const input = $('share-link');
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    say('Link copied: send it to your opponent', true);
  } catch (err) {
    say('Select the link and copy it by hand');
  }
});
$('flip').addEventListener('click', () => {
  view = 1 - (view === null ? state.view : view);
  refresh();
});

// ---------------------------------------------------------------- replay
let record = null;
let replayPly = 0;

$('record-file').addEventListener('change', async () => {
  const f = $('record-file').files[0];
  if (f) $('record-text').value = await f.text();
});
$('record-load').addEventListener('click', () => {
  record = $('record-text').value;
  showPly(0);
});

async function showPly(ply) {
  try {
    const r = await api('POST', '/api/replay', { record, ply });
    replayPly = r.ply;
    $('replay-board').innerHTML = r.svg;
    $('replay-status').textContent = 'Move ' + r.ply + ' of ' + r.plies + (r.result ? ' · ' + r.result : '');
    $('replay-moves').replaceChildren(...r.moves.map((m, i) => {
      const li = document.createElement('li');
      li.textContent = m;
      if (i === r.ply - 1) li.classList.add('current');
      li.addEventListener('click', () => showPly(i + 1));
      return li;
    }));
    $('replay-moves').dataset.plies = r.plies;
  } catch (err) {
    $('replay-status').textContent = err.message;
  }
}
$('replay-first').addEventListener('click', () => showPly(0));
$('replay-prev').addEventListener('click', () => showPly(Math.max(0, replayPly - 1)));
$('replay-next').addEventListener('click', () => showPly(Math.min(+$('replay-moves').dataset.plies, replayPly + 1)));
$('replay-last').addEventListener('click', () => showPly(+$('replay-moves').dataset.plies));

// ---------------------------------------------------------------- lessons
let lessons = [];
let lesson = null;
let lessonSelected = null;
let lessonAfter = false; // the board shows the position after the player's move

async function loadLessons() {
  const game = $('lesson-game').value;
  try {
    lessons = (await api('GET', '/api/lessons/' + game)).lessons;
  } catch (err) {
    $('lesson-list').textContent = err.message;
    return;
  }
  $('lesson-list').replaceChildren(...lessons.map((l, i) => {
    const li = document.createElement('li');
    li.textContent = l.title;
    li.addEventListener('click', () => { lessonSelected = null; openLesson(i); });
    return li;
  }));
  lessonSelected = null;
  if (lessons.length) openLesson(0);
}
$('lesson-game').addEventListener('change', loadLessons);

async function openLesson(i, after) {
  lesson = i;
  if (!after) lessonAfter = false;
  const game = $('lesson-game').value;
  const q = lessonSelected ? '?selected=' + encodeURIComponent(lessonSelected) : '';
  const l = after || await api('GET', '/api/lessons/' + game + '/' + lessons[i].id + q);
  [...$('lesson-list').children].forEach((li, k) => li.classList.toggle('current', k === i));
  $('lesson-title').textContent = l.title;
  $('lesson-instruction').textContent = l.instruction;
  $('lesson-hint-text').textContent = l.hint;
  if (!after) {
    $('lesson-hint-text').classList.add('hidden');
    $('lesson-verdict').textContent = '';
  }
  $('lesson-board').innerHTML = l.svg;
  $('lesson-buttons').replaceChildren(...(l.buttons || []).map((m) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m;
    b.addEventListener('click', () => tryLessonMove(m));
    return b;
  }));
}

async function tryLessonMove(move) {
  const game = $('lesson-game').value;
  try {
    const r = await api('POST', '/api/lessons/' + game + '/' + lessons[lesson].id, { move });
    $('lesson-verdict').textContent = r.verdict;
    $('lesson-verdict').classList.toggle('good', r.solved);
    if (r.solved) $('lesson-list').children[lesson].classList.add('solved');
    lessonSelected = null;
    lessonAfter = r.outcome === 'SOLVED' || r.outcome === 'WRONG_MOVE';
    openLesson(lesson, r);
  } catch (err) {
    $('lesson-verdict').textContent = err.message;
  }
}

$('lesson-board').addEventListener('click', (e) => {
  if (lessonAfter) {
    // The board shows what the move did; a click starts the lesson's position again.
    lessonAfter = false;
    lessonSelected = null;
    openLesson(lesson);
    return;
  }
  const mv = e.target.closest('[data-move]');
  if (mv) {
    tryLessonMove(mv.getAttribute('data-move'));
    return;
  }
  const cell = e.target.closest('[data-cell]');
  if (cell) {
    const c = cell.getAttribute('data-cell');
    lessonSelected = lessonSelected === c ? null : c;
    openLesson(lesson);
  }
});
$('lesson-hint').addEventListener('click', () => $('lesson-hint-text').classList.remove('hidden'));
$('lesson-retry').addEventListener('click', () => { lessonSelected = null; openLesson(lesson); });
$('lesson-next').addEventListener('click', () => {
  if (lesson !== null && lesson + 1 < lessons.length) {
    lessonSelected = null;
    openLesson(lesson + 1);
  }
});

// ---------------------------------------------------------------- joining by link
(async () => {
  const id = new URLSearchParams(location.search).get('room');
  if (!id) return;
  const t = sessionStorage.getItem('token:' + id);
  if (t) {
    enterRoom(id, t);
    return;
  }
  token = null;
  try {
    const r = await api('POST', '/api/rooms/' + encodeURIComponent(id) + '/join', {});
    enterRoom(r.room, r.token);
  } catch (err) {
    // A full room is watched without a seat.
    enterRoom(id, null);
    say(err.message + ': watching');
  }
})();
