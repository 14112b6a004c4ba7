// The tabs (Play, Rules, Lessons, Replay) as ARIA tabs: a tablist of tabs, each controlling its
// tabpanel; the arrow keys, Home and End move between them.
import { $, fitBoards } from './dom.js';

const tabs = () => [...document.querySelectorAll('[role="tab"]')];
const listeners = [];

/** Shows one tab's panel. */
export function showTab(name, focus) {
  for (const t of tabs()) {
    const on = t.dataset.tab === name;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    t.classList.toggle('active', on);
    $(t.getAttribute('aria-controls')).hidden = !on;
    if (on && focus) t.focus();
  }
  fitBoards();
  listeners.forEach((f) => f(name));
}

/** Calls back each time a tab is shown, with its name. */
export function onTab(callback) {
  listeners.push(callback);
}

export function setUpTabs() {
  for (const t of tabs()) {
    t.addEventListener('click', () => showTab(t.dataset.tab));
    t.addEventListener('keydown', (e) => {
      const all = tabs();
      const i = all.indexOf(t);
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: all.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      showTab(all[(to + all.length) % all.length].dataset.tab, true);
    });
  }
}
