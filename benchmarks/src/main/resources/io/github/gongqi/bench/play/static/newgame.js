// The new-game form and the first page: the game picker, the clock menu and, before any game,
// the chosen game's start position and two lines on each game, all from the server's list.
import { $, element, showSvg } from './dom.js';
import { api } from './api.js';
import {
  gamesReady, clockWords, factsLine, pickValue, choiceOf, startSvg,
} from './games.js';

let games = [];

/** The game picked to play, or null. */
export const pickedGame = () => choiceOf(games, $('variant').value)[0];

function showOptions() {
  const bot = $('mode').value === 'bot';
  document.querySelectorAll('.bot-only').forEach((e) => { e.hidden = !bot; });
  const [g, c] = choiceOf(games, $('variant').value);
  if (!c) return;
  // The rules' own clock, as the server says; "no clock" only where the rules have one.
  $('time-default').textContent = c.timed ? 'as the rules say: ' + clockWords(c.clock) : 'none (the rules\' default)';
  $('time-none').hidden = !c.timed;
  $('time-none').disabled = !c.timed;
  if (!c.timed && $('time').value === '-') $('time').value = '';
  if (!$('welcome').hidden) showPreview(g, c);
}

let previewed = null;

async function showPreview(g, c) {
  if (previewed === c.rules) return;
  previewed = c.rules;
  $('preview-caption').textContent = g.displayName + (g.rulesChoices.length > 1 ? ' (' + c.label + ')' : '')
    + ': the start. ' + factsLine(c.facts.filter((f) => !/^\D*0(\D+0)*\D*$/.test(f.value)));
  try {
    const svg = await startSvg(c);
    if (previewed === c.rules) showSvg($('preview-board'), svg);
  } catch (err) {
    $('preview-board').replaceChildren();
  }
}

/** Sets the form to a room's game, rule set and opponent (a rematch is one click). */
export function pickRoomGame(s) {
  const g = games.find((x) => x.name === s.game);
  const c = g && g.rulesChoices.find((x) => x.rules === s.rules);
  if (c) $('variant').value = pickValue(g, c);
  // The same kind of opponent too (a Guest's next game is online, a bot's the same bot).
  if ($('mode').querySelector('option[value="' + CSS.escape(s.kind) + '"]')) $('mode').value = s.kind;
  if (s.bot && $('bot').querySelector('option[value="' + CSS.escape(s.bot) + '"]')) $('bot').value = s.bot;
  showOptions();
}

function showGames() {
  $('variant').replaceChildren(...games.flatMap((g) => g.rulesChoices.map((c) => element('option',
    g.displayName + (g.rulesChoices.length > 1 ? ' (' + c.label + ')' : ''),
    { value: pickValue(g, c), title: g.summary }))));
  $('game-summaries').replaceChildren(...games.map((g) => {
    const li = element('li');
    const b = element('button', g.displayName, { type: 'button', className: 'link' });
    b.title = 'Show ' + g.displayName + '\'s start';
    b.addEventListener('click', () => {
      $('variant').value = pickValue(g, g.rulesChoices.find((c) => c.rules === g.defaultRules) || g.rulesChoices[0]);
      showOptions();
    });
    li.append(b, element('span', ' — ' + g.summary));
    return li;
  }));
  showOptions();
}

/**
 * Fills the form from the server's games and calls back with each room created; {@code playing}
 * says whether a game is in play here, which a new game would leave.
 */
export function setUpNewGame(onCreated, playing) {
  $('new-game-options').addEventListener('click', () => {
    const open = $('new-game').classList.toggle('open');
    $('new-game-options').setAttribute('aria-expanded', String(open));
  });
  $('mode').addEventListener('change', showOptions);
  $('variant').addEventListener('change', showOptions);
  const loaded = gamesReady.then((list) => {
    games = list;
    showGames();
    document.body.dataset.games = 'loaded';
  }).catch((err) => {
    $('create-message').textContent = 'The server did not list its games: ' + err.message;
  });
  $('new-game').addEventListener('submit', async (e) => {
    e.preventDefault();
    if (playing() && !confirm('Leave the game in play for a new one?')) return;
    await loaded;
    const [, c] = choiceOf(games, $('variant').value);
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
      const r = await api('POST', '/api/rooms', body);
      // A game against a bot starts with this one click: the start's answer is its first state.
      const first = body.mode === 'bot'
        ? await api('POST', '/api/rooms/' + encodeURIComponent(r.room) + '/action', { action: 'start' }, r.token)
        : null;
      onCreated(r.room, r.token, first);
    } catch (err) {
      $('create-message').textContent = err.message;
    }
  });
  return loaded;
}
