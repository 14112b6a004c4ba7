// The table: one room shown as the server sends it (the library draws every board, states every
// fact and says why a move is closed) and what the player clicks sent back. Clicks are read from
// the drawing's data-cell and data-move hooks, never from its text. A move is one request: the
// action's answer is the room's new state.
import { $, element, showSvg, showMoves } from './dom.js';
import { api, roomPath } from './api.js';
import { clockWords } from './games.js';
import {
  storedToken, storeToken, forgetToken, onSeatStored, roomLink, seatLink,
} from './seats.js';

let room = null;
let token = null;
let state = null;
let selected = null;
let view = null;
let fetchedAt = 0;
let shownSvg = '';
const roomListeners = [];

/** Calls back with each room's first state (the new-game form follows it, for a rematch). */
export function onRoom(callback) {
  roomListeners.push(callback);
}

function say(text, good) {
  const m = $('message');
  m.textContent = text || '';
  m.classList.toggle('good', !!good);
}

const mine = (seat) => !!state && state.you.includes(seat);

// Another tab of this browser took a seat in the room shown here: sit in it too.
onSeatStored(() => {
  if (!room || token) return;
  const t = storedToken(room);
  if (t) {
    token = t;
    refresh();
    connectLive();
  }
});

/** Shows a room, seated with a token or watching; {@code first} is its state if already known. */
export function enterRoom(id, t, first) {
  room = id;
  token = t;
  if (t) storeToken(id, t);
  state = null;
  selected = null;
  view = null;
  shownSvg = '';
  // The address bar shows the shared link: a seat's token (#seat=…) does not stay on screen.
  history.replaceState(null, '', '/?room=' + encodeURIComponent(id));
  $('game').hidden = false;
  $('welcome').hidden = true;
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
      // not a state: ask for it
    }
    // The stream's state has no selected cell, and a server that ignores the token draws it for
    // a spectator: then this seat's own view is fetched.
    if (s && s.room === room && !selected && (!token || s.you.length > 0)) render(s);
    else refresh();
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
  // A slow poll while the stream is not open (it reconnects), so nothing is missed for long; an
  // open stream brings every change, a time loss included, and needs none.
  if (!safety) {
    safety = setInterval(() => {
      if (!polling && !(live && live.readyState === EventSource.OPEN)) refresh();
    }, SAFETY_POLL_MS);
  }
}

/** Asks for the room's state (with the selected cell's moves, drawn the way round chosen). */
async function refresh() {
  if (!room) return;
  const q = new URLSearchParams();
  if (selected) q.set('selected', selected);
  if (view !== null) q.set('view', view);
  try {
    render(await api('GET', roomPath(room) + '?' + q, undefined, token));
  } catch (err) {
    say(err.message);
  }
}

// ---------------------------------------------------------------- showing a room
function statusText(s) {
  if (s.status === 'waiting') {
    if (!s.guestJoined) return s.you.length ? 'Waiting for your opponent to join' : 'Waiting for a second player';
    if (s.kind === 'online') return 'Both players press Ready to start the clocks';
    return 'Press Start game';
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

/** A side's name: its player (the server's colour), and who sits there when it is not plain. */
function seatName(s, seat) {
  const name = s.seats[seat].colour;
  if (s.kind === 'bot') return name + (s.botSeat === seat ? ' · bot ' + s.bot : ' · you');
  if (s.kind === 'online' && s.you.length === 1) return name + (mine(seat) ? ' · you' : ' · opponent');
  return name;
}

function showFacts(s) {
  // Each fact as the server states it; its explanation too where the server gives one.
  $('facts').replaceChildren(...s.facts.flatMap((f) => {
    const title = f.help || f.label + ': ' + f.value;
    return [element('dt', f.label, { title }), element('dd', f.value, { title })];
  }));
}

function showSeats(s, running) {
  for (const seat of ['host', 'guest']) {
    const o = s.seats[seat];
    const e = $('seat-' + seat);
    e.querySelector('.name').textContent = seatName(s, seat);
    // The sides in the game's turn order, whatever seat opened the room.
    e.style.order = String(Math.max(0, s.players.indexOf(o.colour)));
    e.querySelector('.clock').title = s.timed ? 'Clock: ' + clockWords(s.timeControl) : '';
    e.querySelector('.ready').textContent = s.kind === 'online' && s.status === 'waiting' && o.ready ? '✓ ready' : '';
    e.classList.toggle('on-turn', running && s.toMove === seat);
  }
}

function showButtons(s, running, myTurn) {
  const online = s.kind === 'online';
  const canAct = s.you.length > 0;
  $('ready').hidden = !(online && s.status === 'waiting' && s.you.some((x) => !s.seats[x].ready));
  $('start').hidden = !(!online && s.status === 'waiting' && canAct);
  // A board with nothing to click (a drawing with no cell hooks) takes typed moves.
  $('move-form').hidden = !(myTurn && !$('board').querySelector('[data-cell], [data-move]'));
  // The moves that have no cell on the board (such as a swap or a pass), as buttons.
  const offered = myTurn ? s.buttons : [];
  if ($('move-buttons').dataset.moves !== offered.join(' ')) {
    $('move-buttons').dataset.moves = offered.join(' ');
    $('move-buttons').replaceChildren(...offered.map((m) => {
      const b = element('button', m.charAt(0).toUpperCase() + m.slice(1), { type: 'button', id: 'move-' + m });
      b.className = 'move-button';
      b.title = 'Play ' + m + ': a move with no cell on the board';
      b.addEventListener('click', () => play(m));
      return b;
    }));
  }
  const hotseat = s.kind === 'hotseat';
  const offerToMe = running && s.drawOffer && (hotseat || !mine(s.drawOffer));
  $('accept-draw').hidden = !offerToMe;
  $('decline-draw').hidden = !offerToMe;
  const askToMe = running && s.takeback && (hotseat || !mine(s.takeback));
  $('accept-takeback').hidden = !askToMe;
  $('decline-takeback').hidden = !askToMe;
  $('offer-draw').disabled = !(running && canAct && !s.drawOffer);
  $('takeback').disabled = !(running && s.you.some((x) => s.played.includes(x)) && !s.takeback);
  $('resign').disabled = !(running && canAct);
  if (s.drawOffer && running && !offerToMe) say('Draw offered; waiting for an answer');
}

function showGuidance(s, running) {
  let hint = '';
  if (running && mine(s.toMove)) {
    if (s.buttons.length && s.moves.length < 3) {
      hint = 'You may also play ' + s.buttons.join(' or ') + ': the button' + (s.buttons.length > 1 ? 's' : '') + ' below.';
    } else if ($('board').querySelector('[data-move]') && !s.selected) {
      hint = 'Click a marked move on the board to play it.';
    } else if (s.moves.length < 2) {
      hint = 'Click a cell of the board to see the moves from it, then click a marked move to play it.';
    }
  }
  $('info').textContent = hint;
  // For a selected cell, each way it offers: its moves, or why it offers none (the game says).
  $('directions').replaceChildren(...(s.choices || []).map((c) => element('li',
    c.label + ': ' + (c.moves.length ? c.moves.join(', ') : 'none' + (c.reason ? ', ' + c.reason : '')),
    { className: c.moves.length ? 'on-offer' : 'hidden-reason' })));
}

function render(s) {
  if (s.room !== room) return;
  const first = !state || state.room !== s.room;
  // A state older than the one shown (a slow answer overtaken by the stream) is dropped.
  if (!first && s.version < state.version) return;
  if (first) roomListeners.forEach((f) => f(s));
  state = s;
  fetchedAt = performance.now();
  // What the page shows, less the drawing, for tests and for anyone looking at the page.
  $('game').dataset.state = JSON.stringify(Object.assign({}, s, { svg: undefined }));
  // An answer drawn the other way round than chosen (a server that ignores the view) keeps the
  // board as it is: the stream brings it the chosen way.
  if (s.svg !== shownSvg && (view === null || s.view === view)) {
    showSvg($('board'), s.svg);
    shownSvg = s.svg;
  }
  const online = s.kind === 'online';
  const running = s.status === 'running';
  $('status').textContent = statusText(s);
  showFacts(s);
  $('share').hidden = !(online && mine('host') && !s.guestJoined);
  $('share-link').value = roomLink(s.room);
  // A private link only where a seat is one of two players' on different screens.
  $('seat-box').hidden = !(online && token && s.you.length === 1);
  if (token) $('seat-link').value = seatLink(s.room, token);
  showSeats(s, running);
  tick();
  showGuidance(s, running);
  showButtons(s, running, running && mine(s.toMove));
  showMoves($('moves'), s.moves, s.moves.length - 1);
}

// ---------------------------------------------------------------- the clocks
function clockText(ms) {
  const t = Math.max(0, Math.ceil(ms / 1000));
  return Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0');
}

// The clocks count down on the page between updates; every update sets them from the server
// again, and the server ends a game on time.
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

// ---------------------------------------------------------------- acting
async function act(action, extra) {
  const id = room;
  // Where the board is turned round, the answer is asked that way round too.
  const q = view === null ? '' : '?view=' + view;
  try {
    const s = await api('POST', roomPath(id) + '/action' + q, Object.assign({ action }, extra), token);
    if (id === room) render(s);
    say('');
  } catch (err) {
    say(err.message);
  }
}

/** Plays a move: one request, whose answer is the room's new state. */
function play(move) {
  selected = null;
  return act('move', { move });
}

function onBoardClick(e) {
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

/** Wires the table's controls. */
export function setUpTable() {
  $('board').addEventListener('click', onBoardClick);
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const move = $('move-text').value.trim();
    if (!move) return;
    $('move-text').value = '';
    play(move);
  });
  for (const a of ['ready', 'start', 'resign', 'offer-draw', 'accept-draw', 'decline-draw',
    'takeback', 'accept-takeback', 'decline-takeback']) {
    $(a).addEventListener('click', () => {
      if (a === 'resign' && !confirm('Resign this game?')) return;
      act(a);
    });
  }
  $('copy-link').addEventListener('click', () => copy($('share-link'), 'Link copied: send it to your opponent'));
  $('copy-seat').addEventListener('click', () => copy($('seat-link'), 'Your seat\'s link is copied: keep it private'));
  $('flip').addEventListener('click', () => {
    if (!state) return;
    view = 1 - (view === null ? state.view : view);
    refresh();
    if (live) connectLive(); // the stream draws the board the same way round
  });
}

/** Whether a game is in play here with a seat of this page's. */
export const playing = () => !!state && state.status === 'running' && state.you.length > 0;

/** The game shown, if any. */
export const shownGame = () => (state ? state.game : null);

// ---------------------------------------------------------------- opening a room's link
/** Opens a room by its link: /?room=ID, and #seat=TOKEN for a seat's private link. */
export async function openRoom(id, linkToken) {
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
        noRoom(id);
        return;
      }
    }
  }
  try {
    const r = await api('POST', roomPath(id) + '/join', {});
    enterRoom(r.room, r.token);
  } catch (err) {
    if (err.status === 404) {
      noRoom(id);
      return;
    }
    // A full room is watched without a seat.
    enterRoom(id, null);
    say('Both seats are taken: you are watching. If one is yours, open your seat\'s private link.');
  }
}

function noRoom(id) {
  history.replaceState(null, '', '/');
  say('');
  $('game').hidden = true;
  $('welcome').hidden = false;
  $('create-message').textContent = 'There is no room ' + id + ' here (rooms end when the server restarts): start a new game.';
}
