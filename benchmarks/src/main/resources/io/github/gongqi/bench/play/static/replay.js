// The Replay tab: a game record stepped through move by move, each position drawn by the server.
import { $, showSvg, showMoves } from './dom.js';
import { api } from './api.js';

let record = null;
let ply = 0;
let plies = 0;

async function showPly(n) {
  if (record === null) return;
  try {
    const r = await api('POST', '/api/replay', { record, ply: n });
    ply = r.ply;
    plies = r.plies;
    showSvg($('replay-board'), r.svg);
    $('replay-status').textContent = 'Move ' + r.ply + ' of ' + r.plies + (r.result ? ' · ' + r.result : '');
    showMoves($('replay-moves'), r.moves, r.ply - 1, showPly);
    $('replay-moves').dataset.plies = r.plies;
  } catch (err) {
    $('replay-status').textContent = err.message;
  }
}

/** Wires the tab's controls. */
export function setUpReplay() {
  $('record-file').addEventListener('change', async () => {
    const f = $('record-file').files[0];
    if (f) $('record-text').value = await f.text();
  });
  $('record-load').addEventListener('click', () => {
    record = $('record-text').value;
    $('replay-moves').dataset.moves = '';
    showPly(0);
  });
  $('replay-first').addEventListener('click', () => showPly(0));
  $('replay-prev').addEventListener('click', () => showPly(Math.max(0, ply - 1)));
  $('replay-next').addEventListener('click', () => showPly(Math.min(plies, ply + 1)));
  $('replay-last').addEventListener('click', () => showPly(plies));
  // The arrow keys step through the record while its list has the focus.
  $('replay-moves').addEventListener('keydown', (e) => {
    const to = { ArrowDown: ply + 1, ArrowUp: ply - 1, Home: 0, End: plies }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    showPly(Math.max(0, Math.min(plies, to)));
  });
}
