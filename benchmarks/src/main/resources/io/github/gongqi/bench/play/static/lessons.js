'use strict';
// The playground's Lessons tab: short puzzles, each move checked by the library on the server.
// Loaded after play.js, whose $, api and showSvg it uses; play.js opens the tab.

let lessons = [];
let lesson = null;
let lessonSelected = null;
let lessonAfter = false; // the board shows the position after the player's move

async function loadLessons() {
  await gamesLoaded;
  const game = $('lesson-game').value;
  try {
    const list = (await api('GET', '/api/lessons/' + game)).lessons;
    // Another game was chosen while this list came: that game's list is shown, not this one.
    if ($('lesson-game').value !== game) return;
    lessons = list;
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
    $('lesson-verdict').classList.remove('good');
  }
  showSvg($('lesson-board'), l.svg);
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
$('lesson-retry').addEventListener('click', () => { if (lesson === null) return; lessonSelected = null; openLesson(lesson); });
$('lesson-next').addEventListener('click', () => {
  if (lesson !== null && lesson + 1 < lessons.length) {
    lessonSelected = null;
    openLesson(lesson + 1);
  }
});
