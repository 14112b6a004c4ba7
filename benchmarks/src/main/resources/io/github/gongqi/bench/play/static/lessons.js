// The Lessons tab: short puzzles, each move checked by the library on the server, which also
// writes the instruction, the hint and the verdict.
import { $, element, showSvg } from './dom.js';
import { api } from './api.js';

let lessons = [];
let lesson = null;
let selected = null;
let after = false; // the board shows the position after the player's move
let loadedFor = null;

const lessonPath = (game, id) => '/api/lessons/' + encodeURIComponent(game) + (id ? '/' + encodeURIComponent(id) : '');

/** Lists the games that have lessons in the tab's picker. */
export function showLessonGames(games) {
  $('lesson-game').replaceChildren(...games.map((g) => element('option', g.displayName, { value: g.name })));
}

/**
 * Shows a game's lessons, unless they are shown already; with {@code firstOnly}, only if no
 * game's lessons are shown yet.
 */
export function openLessons(game, firstOnly) {
  if (firstOnly && loadedFor !== null) return;
  if (game && $('lesson-game').querySelector('option[value="' + CSS.escape(game) + '"]')) $('lesson-game').value = game;
  if (loadedFor !== $('lesson-game').value) loadLessons();
}

async function loadLessons() {
  const game = $('lesson-game').value;
  loadedFor = game;
  let list;
  try {
    list = (await api('GET', lessonPath(game))).lessons;
  } catch (err) {
    $('lesson-list').textContent = err.message;
    return;
  }
  // Another game was chosen while this list came: that game's list is shown, not this one.
  if ($('lesson-game').value !== game) return;
  lessons = list;
  $('lesson-list').replaceChildren(...lessons.map((l, i) => {
    const b = element('button', l.title, { type: 'button', className: 'link' });
    b.addEventListener('click', () => { selected = null; openLesson(i); });
    const li = element('li');
    li.append(b);
    return li;
  }));
  selected = null;
  if (lessons.length) {
    openLesson(0);
  } else {
    lesson = null;
    $('lesson-title').textContent = 'No lessons for this game yet';
    $('lesson-instruction').textContent = 'Play it under Play; its rules are under Rules.';
    $('lesson-board').replaceChildren();
    $('lesson-buttons').replaceChildren();
    $('lesson-verdict').textContent = '';
  }
}

async function openLesson(i, answer) {
  lesson = i;
  if (!answer) after = false;
  const game = $('lesson-game').value;
  const q = selected ? '?selected=' + encodeURIComponent(selected) : '';
  let l = answer;
  try {
    l = l || await api('GET', lessonPath(game, lessons[i].id) + q);
  } catch (err) {
    $('lesson-verdict').textContent = err.message;
    return;
  }
  [...$('lesson-list').children].forEach((li, k) => {
    li.classList.toggle('current', k === i);
    if (k === i) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  });
  $('lesson-title').textContent = l.title;
  $('lesson-instruction').textContent = l.instruction;
  $('lesson-hint-text').textContent = l.hint;
  if (!answer) {
    $('lesson-hint-text').hidden = true;
    $('lesson-verdict').textContent = '';
    $('lesson-verdict').classList.remove('good');
  }
  showSvg($('lesson-board'), l.svg);
  $('lesson-buttons').replaceChildren(...(l.buttons || []).map((m) => {
    const b = element('button', m, { type: 'button' });
    b.addEventListener('click', () => tryMove(m));
    return b;
  }));
}

async function tryMove(move) {
  const game = $('lesson-game').value;
  try {
    const r = await api('POST', lessonPath(game, lessons[lesson].id), { move });
    $('lesson-verdict').textContent = r.verdict;
    $('lesson-verdict').classList.toggle('good', r.solved);
    if (r.solved) $('lesson-list').children[lesson].classList.add('solved');
    selected = null;
    after = r.outcome === 'SOLVED' || r.outcome === 'WRONG_MOVE';
    openLesson(lesson, r);
  } catch (err) {
    $('lesson-verdict').textContent = err.message;
  }
}

/** Wires the tab's controls; {@code showRules} opens a game's rules. */
export function setUpLessons(showRules) {
  $('lesson-game').addEventListener('change', loadLessons);
  $('lesson-board').addEventListener('click', (e) => {
    if (lesson === null) return;
    if (after) {
      // The board shows what the move did; a click starts the lesson's position again.
      after = false;
      selected = null;
      openLesson(lesson);
      return;
    }
    const mv = e.target.closest('[data-move]');
    if (mv) {
      tryMove(mv.getAttribute('data-move'));
      return;
    }
    const cell = e.target.closest('[data-cell]');
    if (cell) {
      const c = cell.getAttribute('data-cell');
      selected = selected === c ? null : c;
      openLesson(lesson);
    }
  });
  $('lesson-hint').addEventListener('click', () => { $('lesson-hint-text').hidden = false; });
  $('lesson-retry').addEventListener('click', () => {
    if (lesson === null) return;
    selected = null;
    openLesson(lesson);
  });
  $('lesson-next').addEventListener('click', () => {
    if (lesson !== null && lesson + 1 < lessons.length) {
      selected = null;
      openLesson(lesson + 1);
    }
  });
  $('lesson-rules').addEventListener('click', () => showRules($('lesson-game').value));
}
