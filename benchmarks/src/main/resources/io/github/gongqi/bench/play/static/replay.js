'use strict';
// The playground's Replay tab: a game record stepped through move by move, each position drawn by
// the server. Loaded after play.js, whose $, api and showSvg it uses.

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
    showSvg($('replay-board'), r.svg);
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
